"""Proving Grounds (OGS): the cards of the Garen champion deck that belong to this set.

- Garen, Commander: an aura on the other friendly units at his location (364.1).
- Vanguard Attendant: "I enter ready" (369.3, 143.4.a).
- Recruit the Vanguard: four Recruit tokens, each played where its controller chooses (355.2.a).
- Decisive Strike: +2 Might this turn to every friendly unit on the board as it resolves.
- Garen, Might of Demacia (the legend): "when you conquer" with a condition on the battlefield
  conquered (383.4.c.2.b, 383.2.a.1; :mod:`riftbound.engine.score_triggers`).
"""

from __future__ import annotations

from ...effects import Draw, Each, GiveMight, SpellCard, SpellScript, TriggerScript, UnitCard, Units, When
from ...effects.cards import LegendCard
from ...effects.passives import EntersReady, MightAura
from ...state import GameState
from ..origins.tokens import PLAY_RECRUIT

__all__ = ["CARDS"]

GAREN_COMMANDER, VANGUARD_ATTENDANT = "ogs-013-024", "ogs-016-024"
RECRUIT_THE_VANGUARD, DECISIVE_STRIKE, GAREN_LEGEND = "ogs-015-024", "ogs-024-024", "ogs-023-024"


def four_units_there(g: GameState, player: int, cid: int, bf: int) -> bool:
    """The legend's condition right after its trigger (383.2.a.1), read as it triggers: the
    conquering player controls 4 or more units at the battlefield conquered (359.3.f.3)."""
    n = 0
    for u in g.units.values():
        if u.loc == bf and u.controller == player:
            n += 1
    return n >= 4


CARDS: tuple[SpellCard | UnitCard | LegendCard, ...] = (
    UnitCard(GAREN_COMMANDER, "Garen, Commander",
             passives=(MightAura(Units(side="friendly", where="here"), 1, other=True),),
             note="'Here' is wherever he is, his base included."),
    UnitCard(VANGUARD_ATTENDANT, "Vanguard Attendant", passives=(EntersReady(),)),
    SpellCard(RECRUIT_THE_VANGUARD, "Recruit the Vanguard", SpellScript(steps=(PLAY_RECRUIT,) * 4),
              note="Each token is a play of its own: its place (the base or a battlefield its "
                   "player controls) is chosen as it is played."),
    SpellCard(DECISIVE_STRIKE, "Decisive Strike",
              SpellScript(steps=(GiveMight(2, Each(Units(side="friendly"))),)),
              note="The units are those on the board as it resolves; a unit played later gets nothing."),
    LegendCard(GAREN_LEGEND, "Garen, Might of Demacia",
               when=((When("conquer", who="you"), TriggerScript((Draw(2),))),),
               if_=(("conquer", four_units_there),),
               note="It triggers only if its player then has 4 or more units at the battlefield "
                    "conquered (counted as the conquer happens: a condition of the trigger); the draw "
                    "happens even if some have left by the time it resolves."),
)
