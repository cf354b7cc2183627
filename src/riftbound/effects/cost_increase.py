"""A gear's passive making opponents' spells cost more: "opponents' spells cost [1] more; if this is
Empowered, they cost [1][any Power] more instead" (Helm of Suppression). Its answer to
"cost:spell_increase" (356.3, 364.1: an increase, applied before discounts; read by
:func:`riftbound.engine.costs.spell_increase` wherever a spell's total cost is worked out: the
spells offered, their payment, Flow and facedown plays). Only while the gear is on the board and
not attached (718.2 does not apply to a gear that is no Equipment; its controller's opponents are
read then, 740.1.a)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from ..engine.empower import is_empowered
from ..state import GameState, Gear

__all__ = ["OpponentsSpellsCostMore"]


@dataclass(frozen=True)
class OpponentsSpellsCostMore:
    """+``energy`` Energy on each opponent's spell; while Empowered (441.2), ``empowered_energy``
    Energy and ``empowered_any_power`` Power of any domain instead."""

    energy: int = 1
    empowered_energy: int = 1
    empowered_any_power: int = 1

    def increase(self, g: GameState, gear: Gear, player: int) -> tuple[int, tuple[None, ...]]:
        if g.team_of[player] == g.team_of[gear.controller]:
            return 0, ()
        if is_empowered(g, gear.cid):
            return self.empowered_energy, (None,) * self.empowered_any_power
        return self.energy, ()

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield "cost:spell_increase", self.increase

    def describe(self) -> str:
        return (f"Opponents' spells cost {self.energy} Energy more; while it is Empowered, "
                f"{self.empowered_energy} Energy and {self.empowered_any_power} Power of any domain more "
                "instead.")
