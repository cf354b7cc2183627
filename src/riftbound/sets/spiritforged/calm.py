"""Spiritforged (SFD): the Calm cards of the first card wave (issue 12), and the cards of two domains
whose first domain is Calm.

- Stellacorn Herder: draws 1 when it moves (383.1, 449).
- Ribbon Dancer: when it moves to a battlefield, another friendly unit gets +1 Might this turn.
- Heart of Dark Ice: a gear whose exhaust ability gives a unit +3 Might this turn (377).
- Defiant Dance: +2 Might to one unit and -2 Might to another, for the turn.
"""

from __future__ import annotations

from ...effects import (
                        Chosen,
                        Draw,
                        GiveMight,
                        SpellCard,
                        SpellScript,
                        Target,
                        TriggerScript,
                        UnitCard,
                        Units,
                        When,
)
from ...effects.cards import GearCard
from ...engine.abilities import Ability

__all__ = ["CARDS"]

STELLACORN_HERDER, RIBBON_DANCER = "sfd-048-221", "sfd-038-221"
HEART_OF_DARK_ICE, DEFIANT_DANCE = "sfd-052-221", "sfd-196-221"

CARDS: tuple[UnitCard | SpellCard | GearCard, ...] = (
    UnitCard(STELLACORN_HERDER, "Stellacorn Herder",
             when=((When("move"), TriggerScript(steps=(Draw(1),))),)),
    UnitCard(RIBBON_DANCER, "Ribbon Dancer",
             when=((When("move", to_battlefield=True),
                    TriggerScript(targets=(Target(Units(side="friendly")),), other=True,
                                  steps=(GiveMight(1, Chosen(0)),))),),
             note="The other unit is chosen as the ability goes on the chain; with none, it does nothing."),
    GearCard(HEART_OF_DARK_ICE, "Heart of Dark Ice",
             abilities=(Ability(TriggerScript((GiveMight(3, Chosen(0)),), targets=(Target(Units()),)),
                                exhaust=True),)),
    SpellCard(DEFIANT_DANCE, "Defiant Dance",
              SpellScript(targets=(Target(Units()), Target(Units())),
                          steps=(GiveMight(2, Chosen(0)), GiveMight(-2, Chosen(1)))),
              note="The two units are different ones, chosen as it is played; each change applies to "
                   "its unit if that one is still there as it resolves."),
)
