"""A unit's optional additional cost of Energy or Power: "you may pay [1] as an additional cost to play
me" (355.1.a, 356.2.b), and its Play Effect's condition "if you paid the additional cost" (part of
the trigger condition, 383.2.a.1). The engine adds the cost and asks the choice
(:mod:`riftbound.engine.costs`, purpose "cost_extra"); this module gives entries the passive and
the condition."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from ..engine.costs import OwnCost, cost_extra_options, paid_optional_extra
from ..engine.decisions import register_choice
from ..log_text import TEMPLATES, _name
from ..state import GameState

__all__ = ["OptionalExtraCost", "PaidExtra"]


@dataclass(frozen=True)
class OptionalExtraCost:
    """Rules 355.1.a, 356.2.b: as it is played its controller may pay ``energy`` more Energy and one
    Power per entry of ``power`` (a domain, or None for any)."""

    energy: int = 0
    power: tuple[str | None, ...] = ()

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        pips = tuple(None if d is None else frozenset({d}) for d in self.power)
        yield "cost:own", OwnCost(optional_extra=(self.energy, pips))

    def describe(self) -> str:
        parts = ([f"{self.energy} Energy"] if self.energy else []) + [
            "1 Power of any domain" if d is None else f"1 {d} Power" for d in self.power]
        return f"As it is played its controller may pay {' and '.join(parts)} more as an additional cost."


@dataclass(frozen=True)
class PaidExtra:
    """The trigger condition "if you paid the additional cost" of its Play Effect (383.2.a.1)."""

    def __call__(self, g: GameState, player: int, cid: int) -> bool:
        return paid_optional_extra(g, cid)


register_choice("cost_extra", cost_extra_options, (
    "{card} is being played: {p} may pay its optional additional cost (choose the card), or "
    "choose none"))
TEMPLATES["optional_extra_cost"] = lambda g, p, d: (
    f"P{p} chooses to pay the additional cost of {_name(g, d[0])}")
