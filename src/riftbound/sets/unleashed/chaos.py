"""Unleashed (UNL): the Chaos cards of the first card wave (issue 12): Megatusk, Mister Root and
Star-Crossed."""

from __future__ import annotations

from ...effects import (
    Chosen,
    Custom,
    Each,
    ReturnToHand,
    SpellCard,
    SpellScript,
    Target,
    TriggerScript,
    UnitCard,
    Units,
    When,
)
from ...effects.vocabulary import GiveKeywords
from ...engine.abilities import Ability

__all__ = ["CARDS"]


CARDS: tuple[UnitCard | SpellCard, ...] = (
    UnitCard("unl-126-219", "Megatusk",
             abilities=(Ability(TriggerScript((GiveKeywords((("Ganking", 0),),
                                                            Each(Units(side="own", where="here"))),)),
                                xp=3),),
             note="Spending 3 XP is the cost (730.2); 'here' is where it is as the ability resolves "
                  "(359.3.f.2), itself included."),
    UnitCard("unl-127-219", "Mister Root",
             when=((When("move", to_battlefield=True),
                    TriggerScript(steps=(Custom("gain_2_xp", text="you gain 2 XP"),))),),
             note="Accelerate is the card table's keyword; a move to base gains nothing."),
    SpellCard("unl-128-219", "Star-Crossed",
              SpellScript(targets=(Target(Units(side="friendly")), Target(Units(side="enemy"))),
                          steps=(ReturnToHand(Chosen(0)), ReturnToHand(Chosen(1)))),
              note="Both units are chosen as it is played; each goes back to its owner's hand if still "
                   "a legal target as it resolves (359.3.e.5)."),
)
