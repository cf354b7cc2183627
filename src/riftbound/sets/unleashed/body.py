"""Unleashed (UNL): the Body cards of the first card wave (issue 12): Demacian Diplomat, Nilah,
Joyful Ascetic, Nidalee, Cat Form and Kinkou Initiate."""

from __future__ import annotations

from ...effects import Custom, Draw, TriggerScript, UnitCard, When
from ...effects.spells import custom
from ...engine.keywords import gain_xp
from ...engine.primitives import draw
from ...engine.units import might
from ...state import ChainItem, GameState

__all__ = ["CARDS", "GAIN_1_XP"]


@custom("gain_1_xp")
def _gain_1_xp(g: GameState, item: ChainItem, i: int) -> bool:
    """Rule 730.1: the ability's controller gains 1 XP."""
    gain_xp(g, item.controller, 1)
    return True


@custom("draw_if_others_might_5")
def _draw_if_others_might_5(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 383.2.a.1, 413, 143.2.b: as it resolves, if the controller's other units have total
    Might 5 or more (each below 0 read as 0), they draw 1. The source gone, every unit of theirs is
    "other"."""
    total = sum(max(0, might(g, u)) for u in g.units.values()
                if u.controller == item.controller and u.cid != item.cid)
    if total < 5:
        return False
    draw(g, item.controller, 1)
    return True


GAIN_1_XP = Custom("gain_1_xp", text="you gain 1 XP")

CARDS: tuple[UnitCard, ...] = (
    UnitCard("unl-092-219", "Demacian Diplomat", script=TriggerScript(steps=(GAIN_1_XP,))),
    UnitCard("unl-115-219", "Nilah, Joyful Ascetic",
             when=((When("move"), TriggerScript(steps=(GAIN_1_XP,))),),
             note="Accelerate and Ganking are the card table's keywords; any move of hers counts."),
    UnitCard("unl-114-219", "Nidalee, Cat Form",
             when=((When("win_combat"), TriggerScript(steps=(Draw(1),))),),
             note="Ambush is the card table's keyword; 'winning a combat' as 466.3.a-c reads it."),
    UnitCard("unl-097-219", "Kinkou Initiate",
             script=TriggerScript(steps=(Custom("draw_if_others_might_5",
                                                text="if your other units have total Might 5 or more, "
                                                     "you draw 1"),)),
             note="The total is read as the Play Effect resolves (383.2.a.1)."),
)
