"""Origins (OGN) cards first made playable for the Proving Grounds Lux champion deck (issue 12):
a unit with a Play Effect, three damage and removal spells, and a battlefield whose hold ability
begins with "you may" (383.3.a)."""

from __future__ import annotations

from ...effects import (
    Channel,
    Chosen,
    Const,
    Deal,
    Draw,
    SpellCard,
    SpellScript,
    Target,
    TriggerScript,
    UnitCard,
    Units,
)
from ...effects.cards import BattlefieldCard
from ...engine.may_triggers import MayPerform

__all__ = ["CARDS"]

LECTURING_YORDLE, FALLING_COMET, SINGULARITY = "ogn-087-298", "ogn-085-298", "ogn-105-298"
STARTIPPED_PEAK = "ogn-288-298"

CARDS: tuple[UnitCard | SpellCard | BattlefieldCard, ...] = (
    UnitCard(LECTURING_YORDLE, "Lecturing Yordle", script=TriggerScript(steps=(Draw(1),))),
    SpellCard(
        FALLING_COMET, "Falling Comet",
        SpellScript(targets=(Target(Units(where="battlefield")),), steps=(Deal(Const(6), Chosen(0)),)),
    ),
    SpellCard(
        SINGULARITY, "Singularity",
        SpellScript(targets=(Target(Units(), count=2, up_to=True),), steps=(Deal(Const(6), Chosen(0)),)),
        note="The units are distinct targets, any player's, anywhere; none may be chosen (355.13).",
    ),
    BattlefieldCard(
        STARTIPPED_PEAK, "Startipped Peak",
        on_hold=TriggerScript(steps=(Channel(1, exhausted=True),)),
        may=(("hold", MayPerform()),),
        note="Whether to channel is decided as the ability is finalized (383.3.a); with an empty "
             "rune deck it channels nothing (430.3).",
    ),
)
