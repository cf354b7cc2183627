"""A unit's optional additional cost of killing any number of friendly units, each one taking a Power
pip off its cost: "as you play me, you may kill any number of friendly units as an additional cost;
reduce my cost by [Order] for each killed this way" (Commander Ledros).

The engine (:mod:`riftbound.engine.costs`, ``OwnCost.kill_any_for_power``) asks it as the unit is
played, before its payment (355.1.a; purpose "cost_kill_any": the units one at a time, none to stop;
not targets, 355.10.c); each unit picked takes one pip of the domain off (356.4; once none is left,
more kills take nothing off, 356.6), and they die as the costs are paid (357.2, 428.1.a.1). Stopping
is offered only once the cost can be paid (355.16)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from ..engine.costs import OwnCost, cost_kill_any_options
from ..engine.decisions import register_choice

__all__ = ["KillAnyForPower"]


@dataclass(frozen=True)
class KillAnyForPower:
    """The passive (this module's docstring); ``domain``: the Power each kill takes off."""

    domain: str

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield "cost:own", OwnCost(kill_any_for_power=self.domain)

    def describe(self) -> str:
        return (f"As it is played its controller may kill any number of friendly units as an additional "
                f"cost, picked one at a time; each takes one {self.domain} Power off its cost (none below "
                f"none).")


register_choice("cost_kill_any", cost_kill_any_options, (
    "{card} is being played: {p} may kill friendly units to make it cheaper, one at a time (choose a "
    "unit, or none to stop)"))
