"""A unit's optional additional cost of killing a friendly unit, which makes it cheaper by that
unit's costs: "you may kill a friendly unit as an additional cost to play me; if you do, I cost [1]
less for each Energy it costs and [my domain] less for each Power it costs" (Atakhan).

The engine (:mod:`riftbound.engine.costs`, ``OwnCost.kill_discount``) asks the choice as the unit
is played (355.1.a; purpose "cost_kill_discount": none, or the friendly unit, not a target,
355.10.c), offering only choices that leave it payable (355.16); the killed unit's printed Energy
cost and one Power pip per Power pip of it come off (356.4, 356.6), and it dies as the costs are paid
(357.2, 428.1.a.1)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from ..engine.costs import OwnCost, cost_kill_discount_options
from ..engine.decisions import register_choice

__all__ = ["KillForDiscount"]


@dataclass(frozen=True)
class KillForDiscount:
    """The passive (this module's docstring)."""

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield "cost:own", OwnCost(kill_discount=True)

    def describe(self) -> str:
        return ("As it is played its controller may kill a friendly unit as an additional cost; then it "
                "costs that unit's Energy cost less and one of its Power less per Power that unit costs.")


register_choice("cost_kill_discount", cost_kill_discount_options, (
    "{card} is being played: {p} may kill a friendly unit to make it cheaper (choose the unit), or "
    "choose none"))
