"""A unit's passive discounting the optional additional costs its controller pays (356.4.c):
"one Energy or one Power of any domain less" each (Ezreal, Prodigy). The rules of it, and the
player's choice between the two, are :mod:`riftbound.engine.optional_discounts`'."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from ..engine.optional_discounts import QUESTION
from ..state import GameState, Unit

__all__ = ["OptionalCostsCostLess"]


@dataclass(frozen=True)
class OptionalCostsCostLess:
    """While the unit is on the board (364.3), each optional additional cost its controller pays
    costs one Energy or one Power of any domain less, as they choose (356.4.c, 356.4.f, 356.6)."""

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield QUESTION, _gives

    def describe(self) -> str:
        return ("While it is on the board, each optional additional cost its controller pays costs one "
                "Energy or one Power of any domain less, their choice (never below 0).")


def _gives(g: GameState, u: Unit, player: int) -> int:
    """One discount to each optional additional cost its controller pays ("you", not a teammate)."""
    return 1 if u.controller == player else 0
