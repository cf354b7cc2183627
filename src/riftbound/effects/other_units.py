"""A unit's own passive that depends on the other units around it (364.3, 143.4.a): "I enter ready if
you control another Dragon", "I enter ready if you have two or more other units in your base",
"while you have another unit here, I have +1 Might".

:class:`WhileOthers` counts the units other than itself that a selector picks, relative to its
controller and with "here" its own location (a base is a location too), each time the condition
is read: as it enters (143.4.a) or whenever its Might is.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from ..state import GameState, Unit
from .vocabulary import Units

__all__ = ["WhileOthers"]


@dataclass(frozen=True)
class WhileOthers:
    """While at least ``at_least`` units other than this one match ``units`` (tested for its
    controller, "here" being its location), it has ``might`` more Might (364.3) and, with
    ``enter_ready``, enters the board ready (143.4.a, 369.3). Answers "might:own" and
    "enters_ready"."""

    units: Units
    at_least: int = 1
    might: int = 0
    enter_ready: bool = False

    def holds(self, g: GameState, u: Unit) -> bool:
        sel, me, here, need = self.units, u.cid, u.loc, self.at_least
        n = 0
        for v in g.units.values():
            if v.cid != me and sel.test(g, u.controller, v, here):
                n += 1
                if n >= need:
                    return True
        return False

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        holds, plus = self.holds, self.might
        if plus:
            yield "might:own", lambda g, u: plus if holds(g, u) else 0
        if self.enter_ready:  # 143.4.a: only the unit itself
            yield "enters_ready", lambda g, source, u: source.cid == u.cid and holds(g, u)

    def describe(self) -> str:
        gains = ([f"has +{self.might} Might"] if self.might else []) + (
            ["enters the board ready"] if self.enter_ready else [])
        many = "another" if self.at_least == 1 else f"{self.at_least} or more other"
        return (f"While its controller has {many} {self.units.describe(self.at_least != 1)} besides it, "
                f"it {' and '.join(gains)}.")
