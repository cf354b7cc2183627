"""More passive words (363-364) for units and legends, beside :mod:`.passives`:

- :class:`ControllerRunes`: a condition of a unit's own passive, "while you have N+ runes" (the
  runes its controller has on the board, 161), for :class:`~.passives.While`.
- :class:`DefendingAloneAura`: an aura of a legend (or any source) giving each friendly unit that
  is a defender and alone (740.2.a) more Might (364.1, 814.1.d).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from ..engine.passives import alone
from ..state import DEFENDER, GameState, Unit

__all__ = ["ControllerRunes", "DefendingAloneAura"]

Hooks = Iterator[tuple[str, Any]]


@dataclass(frozen=True)
class ControllerRunes:
    """The unit's controller has ``n`` or more runes on the board (their runes in play, ready or
    exhausted), read whenever it matters."""

    n: int

    def holds(self, g: GameState, u: Unit) -> bool:
        return len(g.players[u.controller].runes) >= self.n

    def describe(self) -> str:
        return f"While its controller has {self.n} or more runes on the board"


@dataclass(frozen=True)
class DefendingAloneAura:
    """Rules 364.1, 740.2.a, 814.1.d: while a unit friendly to the source's controller (740.1.a) is
    a defender with no other friendly unit at its location, it has +``amount`` Might. Its own
    answer to "might:aura"; it reaches units anywhere, so it is no "here" aura."""

    amount: int
    here_only: bool = False
    constant: int | None = None

    def __call__(self, g: GameState, source: int, controller: int | None, here: int, u: Unit) -> int:
        if u.role != DEFENDER or controller is None:
            return 0
        if g.team_of[u.controller] != g.team_of[controller] or not alone(g, u):
            return 0
        return self.amount

    def hooks(self, card_id: str) -> Hooks:
        yield "might:aura", self

    def describe(self) -> str:
        return (f"While a friendly unit is a defender with no other friendly unit at its location, it "
                f"has +{self.amount} Might.")
