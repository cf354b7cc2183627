"""Origins (OGN) cards first made playable for the Proving Grounds Annie champion deck (issue 12).

- Maddened Marauder: a Play Effect moving a chosen unit at a battlefield (any player's) to its
  controller's base (449; a destination the card names, so no choice of destination).
"""

from __future__ import annotations

from ...effects import Chosen, MoveUnit, Target, TriggerScript, UnitCard, Units

__all__ = ["CARDS"]

MADDENED_MARAUDER = "ogn-191-298"

CARDS: tuple[UnitCard, ...] = (
    UnitCard(MADDENED_MARAUDER, "Maddened Marauder",
             script=TriggerScript(targets=(Target(Units(where="battlefield")),),
                                  steps=(MoveUnit(Chosen(0), to_base=True),)),
             note="Any player's unit at a battlefield may be chosen; it moves to its own controller's "
                  "base."),
)
