"""Words on a unit's moves this turn.

- :class:`MovedTimes`: the trigger condition "the Nth time I move each turn" (383.1, 383.2.a.1) of a
  "when I move" ability: true only for the move that makes it ``n``; the moves are counted per unit
  object (a unit that leaves the board and comes back is a new object, 124.1) in games with a card
  answering ``move:counted`` (:class:`CountsMoves`, engine/events.py).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from ..engine.events import MOVES_COUNTED, times_moved
from ..engine.primitives import OBJECT_FACTS
from ..state import GameState

__all__ = ["CountsMoves", "MovedTimes"]

OBJECT_FACTS.add("moved")  # "moved:<cid>": the moves of this object this turn (124.1)


@dataclass(frozen=True)
class CountsMoves:
    """The passive that makes the game count each unit's moves this turn (its only answer)."""

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield MOVES_COUNTED, True

    def describe(self) -> str:
        return "(The game counts each unit's moves this turn.)"


@dataclass(frozen=True)
class MovedTimes:
    """Trigger condition (383.2.a.1) of a "when I move" ability: this is the source's ``n``-th move
    this turn (383.1: "the first / third time I move each turn")."""

    n: int

    def __call__(self, g: GameState, player: int, cid: int) -> bool:
        return times_moved(g, cid) == self.n
