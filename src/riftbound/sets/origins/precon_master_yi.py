"""Origins (OGN) cards first made playable for the Proving Grounds Master Yi champion deck (issue 12).

- En Garde: +1 Might this turn to a friendly unit, and +1 more if, as it resolves, that unit is the
  only unit its player controls at its location.
- Meditation: an optional additional cost of exhausting a ready friendly unit (356.2.b, 414.4,
  :mod:`riftbound.engine.spell_costs`); it draws 2 if that cost was paid, else 1.
- Cannon Barrage: 2 damage to every enemy unit in combat (740.2.c) as it resolves.
- Mobilize: channels 1 rune exhausted (430.2); with no rune to channel (430.3) it draws 1.
- Fortified Position: when its controller defends there, a unit (any, chosen as the ability goes
  on the chain, 355.5) gains Shield 2 for the combat (814, :mod:`riftbound.engine.combat_grants`).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...effects import (
    Chosen,
    Const,
    Custom,
    Deal,
    Each,
    GiveMight,
    SpellCard,
    SpellScript,
    Target,
    TriggerScript,
    Units,
)
from ...effects.cards import BattlefieldCard
from ...effects.spells import custom
from ...engine.chain import behaviour
from ...engine.combat_grants import grant_for_combat
from ...engine.core import emit
from ...engine.primitives import channel, draw
from ...engine.spell_costs import optional_exhaust_paid
from ...state import ChainItem, GameState, Unit

__all__ = ["CARDS"]

EN_GARDE, MEDITATION, CANNON_BARRAGE = "ogn-046-298", "ogn-048-298", "ogn-127-298"
MOBILIZE, FORTIFIED_POSITION = "ogn-134-298", "ogn-279-298"


def _chosen(g: GameState, item: ChainItem, slot: int = 0) -> list[Unit]:
    """The units chosen for target ``slot`` of the resolving item that are still legal (359.3.e)."""
    script = behaviour(g, item)
    assert isinstance(script, SpellScript)
    return script.legal_targets(g, item, slot)


# --- En Garde ----------------------------------------------------------------------------------------

ONE_MORE_IF_ONLY_UNIT = Custom(
    "one_more_if_only_unit_there", linked=True,
    text="T1 gets +1 Might more for the turn if it is the only unit you control at its location")


@custom("one_more_if_only_unit_there")
def _one_more_if_only(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 359.3.d, 383.2.a.1, 317.2.c: the condition is part of the effect, read as it executes:
    the chosen unit is controlled by the spell's controller and no other unit they control shares
    its location."""
    for u in _chosen(g, item):
        if u.controller != item.controller:
            return False
        if any(o.cid != u.cid and o.loc == u.loc and o.controller == item.controller
               for o in g.units.values()):
            return False
        u.turn_might += 1
        emit(g, "477.3", "might", item.controller, u.cid, 1, "turn")
        return True
    return False


# --- Meditation ----------------------------------------------------------------------------------------

DRAW_BY_COST = Custom("draw_2_if_exhaust_paid_else_1",
                      text="you draw 2 if you paid the exhaust cost, else 1")


@custom("draw_2_if_exhaust_paid_else_1")
def _draw_by_cost(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 413, 356.2.b: "if you do" reads whether the optional cost was paid as it was played."""
    draw(g, item.controller, 2 if optional_exhaust_paid(g, item.cid) else 1)
    return True


@dataclass(frozen=True)
class OptionalExhaustScript(SpellScript):
    """The script of a spell with the optional additional cost of exhausting a ready friendly unit
    (356.2.b, 414.4): its entry then answers "cost:optional_exhaust" (:mod:`riftbound.engine.spell_costs`)."""

    optional_exhaust = True


# --- Mobilize ----------------------------------------------------------------------------------------

CHANNEL_ELSE_DRAW = Custom("channel_1_exhausted_else_draw_1",
                           text="you channel a rune, which enters exhausted; with none to channel, "
                                "you draw 1")


@custom("channel_1_exhausted_else_draw_1")
def _channel_else_draw(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 430.2, 430.3, 413: a rune channeled exhausted; with an empty Rune Deck none can be,
    and the player draws 1 instead (read as it executes)."""
    if channel(g, item.controller, 1, True) == 0:
        draw(g, item.controller, 1)
    return True


# --- Fortified Position -----------------------------------------------------------------------------

SHIELD_2_FOR_COMBAT = Custom("shield_2_this_combat", text="T1 gains Shield 2 until the combat ends")


@custom("shield_2_this_combat")
def _shield_for_combat(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 801.3.a.2, 814.2, 466.7.c: the chosen unit, if still legal, gains Shield 2 for this
    combat (nothing once the combat is over)."""
    return any([grant_for_combat(g, u, "Shield", 2, item.controller) for u in _chosen(g, item)])


# --- the cards -----------------------------------------------------------------------------------------

CARDS: tuple[SpellCard | BattlefieldCard, ...] = (
    SpellCard(
        EN_GARDE, "En Garde",
        SpellScript(targets=(Target(Units(side="friendly")),),
                    steps=(GiveMight(1, Chosen(0)), ONE_MORE_IF_ONLY_UNIT)),
        note="Whether it is the only unit you control there is read as the spell resolves.",
    ),
    SpellCard(
        MEDITATION, "Meditation", OptionalExhaustScript(steps=(DRAW_BY_COST,)),
        note="As it is played its player may exhaust a ready friendly unit as an additional cost "
             "(356.2.b, 414.4); the unit is exhausted as the cost is paid.",
    ),
    SpellCard(
        CANNON_BARRAGE, "Cannon Barrage",
        SpellScript(steps=(Deal(Const(2), Each(Units(side="enemy", in_combat=True))),)),
        note="The units are those in combat as it resolves (740.2.c); they are not targets.",
    ),
    SpellCard(MOBILIZE, "Mobilize", SpellScript(steps=(CHANNEL_ELSE_DRAW,))),
    BattlefieldCard(
        FORTIFIED_POSITION, "Fortified Position",
        on_defend=TriggerScript(targets=(Target(Units()),), steps=(SHIELD_2_FOR_COMBAT,)),
        note="The unit, any unit on the board, is chosen as the ability goes on the chain (355.5).",
    ),
)
