"""Spiritforged (SFD): the Body cards of the first card wave (issue 12), and the cards of two domains
whose first domain is Body.

- Punch First: a unit gets +5 Might this turn (Action).
- On the Hunt: its controller readies their units.
- Direwing: it enters ready while its controller controls another Dragon (143.4.a).
"""

from __future__ import annotations

from ...effects import Chosen, Each, GiveMight, Ready, SpellCard, SpellScript, Target, UnitCard, Units
from ...effects.other_units import WhileOthers

__all__ = ["CARDS"]

PUNCH_FIRST, ON_THE_HUNT, DIREWING = "sfd-097-221", "sfd-204-221", "sfd-094-221"

CARDS: tuple[UnitCard | SpellCard, ...] = (
    SpellCard(PUNCH_FIRST, "Punch First",
              SpellScript(targets=(Target(Units()),), steps=(GiveMight(5, Chosen(0)),)),
              note="Any unit, friendly or enemy."),
    SpellCard(ON_THE_HUNT, "On the Hunt", SpellScript(steps=(Ready(Each(Units(side="own"))),)),
              note="Every unit its controller controls as it resolves, wherever it is (not a "
                   "teammate's)."),
    UnitCard(DIREWING, "Direwing",
             passives=(WhileOthers(Units(side="own", tag="Dragon"), enter_ready=True),),
             note="Read as it enters (143.4.a): a Dragon of a teammate does not count."),
)
