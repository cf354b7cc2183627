"""Units that can't be readied: "I can't be readied" (a unit's passive, 363; 415).

Readying is an action (415.1, 415.3): the Awakening Phase readies a player's objects (415.3.a) and
effects ready units (415.3.b). A unit whose card answers the index question ``ready:never`` is
skipped by each: it stays exhausted, nothing is emitted, and "when it becomes ready" never fires.
Entering the board ready (143.4.a: Accelerate and the like) is no readying and is not affected.
"""

from __future__ import annotations

from typing import Final

from ..state import GameState, Unit
from .index import QUESTIONS

__all__ = ["NEVER_READY", "can_ready"]

NEVER_READY: Final = "ready:never"
QUESTIONS[NEVER_READY] = "True: this unit can't be readied (415; its own passive)"


def can_ready(g: GameState, u: Unit) -> bool:
    """Whether unit ``u`` may be readied now (a fast test: games without such a card pay a lookup)."""
    never = g.index.answers.get(NEVER_READY)
    return not never or g.cards[u.cid].id not in never
