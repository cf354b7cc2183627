"""Origins (OGN) cards first made playable for the Proving Grounds Annie champion deck (issue 12).

- Maddened Marauder: a Play Effect moving a chosen unit at a battlefield (any player's) to its
  controller's base (449; a destination the card names, so no choice of destination).
- Sneaky Deckhand, Sai Scout: "you may play me to an open battlefield" (355.2.b, 170.11.c); Sai
  Scout's Vision is a Play Effect that predicts (817.1.b).
- Disintegrate (errata: "do this"): 3 damage to a unit at a battlefield; if the cleanup after it
  kills that unit, a reflexive trigger draws 1 (387-388, 428.5.c).
- Morbid Return: its target is a unit card in its player's trash (355.10.a), returned to their hand.
"""

from __future__ import annotations

from ...effects import (
    Chosen,
    Const,
    Deal,
    Draw,
    MoveUnit,
    SpellCard,
    SpellScript,
    Target,
    TriggerScript,
    UnitCard,
    Units,
)
from ...effects.play_permissions import PlayToOpenBattlefield
from ...effects.reflexive import IF_THIS_KILLS_T1, ReflexiveTrigger
from ...effects.trash_targets import RETURN_TARGET_TO_HAND, TrashTargetScript
from ...effects.words import PREDICT

__all__ = ["CARDS"]

MADDENED_MARAUDER, SNEAKY_DECKHAND, SAI_SCOUT = "ogn-191-298", "ogn-176-298", "ogn-174-298"
MORBID_RETURN, DISINTEGRATE = "ogn-170-298", "ogn-005-298"

CARDS: tuple[UnitCard | SpellCard, ...] = (
    UnitCard(MADDENED_MARAUDER, "Maddened Marauder",
             script=TriggerScript(targets=(Target(Units(where="battlefield")),),
                                  steps=(MoveUnit(Chosen(0), to_base=True),)),
             note="Any player's unit at a battlefield may be chosen; it moves to its own controller's "
                  "base."),
    UnitCard(SNEAKY_DECKHAND, "Sneaky Deckhand", passives=(PlayToOpenBattlefield(),)),
    UnitCard(SAI_SCOUT, "Sai Scout", script=TriggerScript(steps=(PREDICT,)),
             passives=(PlayToOpenBattlefield(),),
             note="Vision is a Play Effect that predicts (817.1.b)."),
    SpellCard(MORBID_RETURN, "Morbid Return",
              TrashTargetScript(steps=(RETURN_TARGET_TO_HAND,), card_type="Unit"),
              note="The unit card is a target chosen as the spell is played (its trash is public): with "
                   "none there it can't be played; one gone from the trash by then is not returned."),
    SpellCard(DISINTEGRATE, "Disintegrate",
              SpellScript(targets=(Target(Units(where="battlefield")),),
                          steps=(Deal(Const(3), Chosen(0)), IF_THIS_KILLS_T1)),
              passives=(ReflexiveTrigger(TriggerScript(steps=(Draw(1),))),),
              note="As errata'd (2025-10-28): the draw is a reflexive ability that goes on the chain "
                   "when the cleanup after the spell kills the unit; a death replaced is no kill."),
)
