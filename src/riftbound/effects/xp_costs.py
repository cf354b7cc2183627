"""A unit's optional additional cost of spending XP: "you may spend N XP as an additional cost to
play me" (355.1.a, 356.2.b, 730.2), with "if you do, I cost [M] less" (356.4) where the card says
so. The engine asks the choice with the Energy and Power one (purpose "cost_extra", offered only
while the player has the XP and the cost stays payable, 355.16) and spends the XP as the costs are
paid (357.2); :func:`riftbound.engine.costs.paid_for_latest_play` tells the Play Effect whether it
was paid."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from ..engine.costs import OwnCost

__all__ = ["OptionalXpCost"]


@dataclass(frozen=True)
class OptionalXpCost:
    """Rules 355.1.a, 356.2.b, 730.2: as it is played its controller may spend ``xp`` XP; paid, its
    Energy cost is ``discount`` less (356.4, never below 0, 356.6)."""

    xp: int
    discount: int = 0

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield "cost:own", OwnCost(optional_xp=(self.xp, self.discount))

    def describe(self) -> str:
        off = f"; if it does, it costs {self.discount} Energy less" if self.discount else ""
        return f"As it is played its controller may spend {self.xp} XP as an additional cost{off}."
