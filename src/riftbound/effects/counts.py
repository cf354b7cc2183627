"""Counting words: a value read from how many objects match a selector ("+1 Might for each buffed
friendly unit here"). Used by card entries of any set."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from ..state import GameState, Unit
from .vocabulary import Units

__all__ = ["MightPerUnit", "count_units"]


def count_units(g: GameState, player: int, units: Units, here: int | None = None) -> int:
    """How many units on the board ``units`` selects, relative to ``player``, "here" being ``here``."""
    return sum(1 for o in g.units.values() if units.test(g, player, o, here))


@dataclass(frozen=True)
class MightPerUnit:
    """A unit's own passive (364.3): +``amount`` Might for each unit ``units`` selects, relative to
    its controller, "here" being where it is (itself counted if it matches); with
    ``at_battlefield``, only while it is at a battlefield ("at my battlefield": none in a base).
    Read whenever its Might is, so it follows the count as it changes."""

    units: Units
    amount: int = 1
    at_battlefield: bool = False

    def __call__(self, g: GameState, u: Unit) -> int:
        if self.at_battlefield and u.loc < 0:
            return 0
        return self.amount * count_units(g, u.controller, self.units, u.loc)

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield "might:own", self

    def describe(self) -> str:
        where = " While it is at a battlefield, it" if self.at_battlefield else " It"
        text = f"{where} has +{self.amount} Might for each {self.units.describe()}"
        return (text + " (itself included if it is one).").strip()


@dataclass(frozen=True)
class TagDiscount:
    """A unit's passive (356.4, 356.4.e): the cards with ``tag`` its controller plays cost
    ``amount`` Energy less while it is on the board, this discount not taking the cost below
    ``minimum`` (a cost already at or under it is left alone). Its answer to "cost:aura"."""

    tag: str
    amount: int
    minimum: int = 0

    def __call__(self, g: GameState, source: Unit, player: int, cid: int, energy: int) -> int:
        if source.controller != player or self.tag not in g.cards[cid].tags or energy <= self.minimum:
            return energy
        return max(energy - self.amount, self.minimum)

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield "cost:aura", self

    def describe(self) -> str:
        floor = f", not below {self.minimum}" if self.minimum else ""
        return (f"While it is on the board, the {self.tag} cards its controller plays cost "
                f"{self.amount} Energy less{floor}.")
