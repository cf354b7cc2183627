"""Origins (OGN): the Chaos cards of the first card wave (issue 12)."""

from __future__ import annotations

from ...effects import (
    Chosen,
    GiveMight,
    Me,
    MoveUnit,
    Ready,
    ReturnToHand,
    SpellCard,
    SpellScript,
    Target,
    TriggerScript,
    UnitCard,
    Units,
)
from ...effects.cards import GearCard
from ...effects.deck_words import look_take_one
from ...effects.gear_words import EACH_PLAYER_KILLS_GEAR
from ...effects.vocabulary import Add
from ...effects.words import HIDDEN
from ...engine.abilities import Ability

__all__ = ["CARDS"]

UNIT_AT_BATTLEFIELD = Target(Units(where="battlefield"))

CARDS: tuple = (
    # --- spells (354-359) ---
    SpellCard("ogn-172-298", "Rebuke",
              SpellScript(targets=(UNIT_AT_BATTLEFIELD,), steps=(ReturnToHand(Chosen(0)),)),
              note="Any player's unit; it goes to its owner's hand."),
    SpellCard("ogn-173-298", "Ride The Wind",
              SpellScript(targets=(Target(Units(side="friendly")),), move_of=0,
                          steps=(MoveUnit(Chosen(0)), Ready(Chosen(0)))),
              note="The destination is chosen as it is played (355.4)."),
    SpellCard("ogn-183-298", "Stacked Deck", SpellScript(steps=(look_take_one(3),)),
              note="Which card is kept is private; the others go to the bottom in random order (416.5)."),
    SpellCard("ogn-179-298", "Acceptable Losses", SpellScript(steps=(EACH_PLAYER_KILLS_GEAR,)),
              note="Each player's pick is made as it resolves and is not a target (355.10.e)."),
    # --- units: Play Effects (383.4.a) ---
    UnitCard("ogn-197-298", "Teemo, Scout",
             script=TriggerScript(steps=(GiveMight(3, Me()),)), note=HIDDEN),
    UnitCard("ogn-188-298", "Zaunite Bouncer",
             script=TriggerScript(targets=(UNIT_AT_BATTLEFIELD,), other=True,
                                  steps=(ReturnToHand(Chosen(0)),)),
             note="Any player's unit other than itself; with none at a battlefield the ability "
                  "has no target and is not played (355.8)."),
    # --- gear ---
    GearCard("ogn-204-298", "Seal of Discord",
             abilities=(Ability(TriggerScript((Add(power=("Chaos",)),)), exhaust=True, reaction=True),),
             note="Its Add ability resolves at once, never on the chain."),
)
