""""You may exhaust me to ..." and "you may pay N Energy to ...": triggered abilities whose effect
begins with an optional cost: exhausting their own source (a unit, a gear or a legend,
:class:`MayExhaustMe`) or Energy (:class:`MayPayEnergy`).

As for every "you may" with a cost (:mod:`riftbound.engine.may_triggers`), the decision is made
as the ability is finalized (383.3.a) and the exhausting is its base cost, paid then (383.3.b):
an exhausted source can't pay it (135.2.e.2, 414), so declining is then the only option.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..compiled import mypyc_attr
from ..engine.abilities import exhaust_source, is_exhausted
from ..engine.core import emit
from ..engine.payment import can_pay
from ..log_text import TEMPLATES, _name
from ..state import GameState

__all__ = ["MayExhaustMe", "MayPayEnergy"]


@dataclass(frozen=True)
class MayExhaustMe:
    """The "you may" of an ability whose cost is exhausting its source (383.3.b)."""

    def options(self, g: GameState, player: int, cid: int, kind: str) -> list[int]:
        """The source itself (perform it) while it is ready; nothing to pay with otherwise."""
        return [] if is_exhausted(g, cid) else [cid]

    def accept(self, g: GameState, player: int, cid: int, kind: str, card: int) -> tuple:
        """Rule 414: the source is exhausted as the cost; no target."""
        exhaust_source(g, cid)
        emit(g, "383.3.b", "exhaust_cost", player, cid)
        return ()

    def describe(self) -> str:
        return "its controller may exhaust it as the ability is finalized to perform it"


@mypyc_attr(allow_interpreted_subclasses=True)  # a card entry's subclass's base
@dataclass(frozen=True)
class MayPayEnergy:
    """"You may pay ``energy`` Energy to ...": decided as the ability is finalized (383.3.a), the
    Energy is its base cost (383.3.b), paid in the ability's own "pay" decision (357), which may
    still be declined (404.2)."""

    energy: int

    @property
    def base_cost(self) -> tuple[int, tuple[frozenset | None, ...], Any]:
        """Rule 383.3.b: the Energy, no Power, nothing else to do once paid."""
        return self.energy, (), None

    def options(self, g: GameState, player: int, cid: int, kind: str) -> list[int]:
        """The source itself (perform it) when the Energy can be paid."""
        return [cid] if can_pay(g, player, self.energy, ()) else []

    def accept(self, g: GameState, player: int, cid: int, kind: str, card: int) -> tuple:
        """Performed: no target; the Energy is paid next, as it is finalized (404.1)."""
        return ()

    def describe(self) -> str:
        return f"its controller may pay {self.energy} Energy as it is finalized to perform it"


TEMPLATES["exhaust_cost"] = lambda g, p, d: f"P{p} exhausts {_name(g, d[0])} to pay a cost"
