"""Unleashed (UNL): the Chaos cards of the first card wave (issue 12): Megatusk, Mister Root,
Star-Crossed, Evershade Stalker, Lunar Boon, Diana, No Longer Human and Angler Beast."""

from __future__ import annotations

from ...effects import (
    Chosen,
    Custom,
    Discard,
    Draw,
    Each,
    GiveMight,
    Me,
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
    UnitCard("unl-123-219", "Evershade Stalker", script=TriggerScript(steps=(Discard(1), Draw(1)))),
    SpellCard("unl-125-219", "Lunar Boon", SpellScript(steps=(Discard(1), Draw(2))),
              note="Reaction is the card table's keyword; with an empty hand it still draws 2 "
                   "(359.3.e.11)."),
    UnitCard("unl-149-219", "Diana, No Longer Human",
             when=((When("play_spell", who="you"), TriggerScript(steps=(GiveMight(2, Me()),))),),
             note="Ambush is the card table's keyword."),
    UnitCard("unl-132-219", "Angler Beast",
             script=TriggerScript(steps=(ReturnToHand(Each(Units(might_at_most=2))),)),
             note="Every unit of Might 2 or less as the Play Effect resolves, any player's, itself too "
                  "if its Might has dropped that low."),
)
