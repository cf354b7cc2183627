"""Spiritforged (SFD): the Chaos cards of the first card wave (issue 12).

- Corrupt Enforcer: discards 1 when it moves to a battlefield; draws 1 when it wins a combat
  (466.3.a, 466.3.c).
- Treasure Hunter: a Gold gear token when it moves (383.1, 449).
"""

from __future__ import annotations

from ...effects import Discard, Draw, TriggerScript, UnitCard, When
from ...effects.gold import PLAY_GOLD

__all__ = ["CARDS"]

CORRUPT_ENFORCER, TREASURE_HUNTER = "sfd-123-221", "sfd-130-221"

CARDS: tuple[UnitCard, ...] = (
    UnitCard(CORRUPT_ENFORCER, "Corrupt Enforcer",
             when=((When("move", to_battlefield=True), TriggerScript(steps=(Discard(1),))),
                   (When("win_combat"), TriggerScript(steps=(Draw(1),)))),
             note="It wins a combat when its controller does and it is still there (466.3.c)."),
    UnitCard(TREASURE_HUNTER, "Treasure Hunter",
             when=((When("move"), TriggerScript(steps=(PLAY_GOLD,))),)),
)
