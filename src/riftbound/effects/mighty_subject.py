"""A trigger-condition filter on the event's subject: "a Mighty unit" (708: a unit with 5 Might or
more), read as the event happens (383.2.a.1), e.g. "when you play a Mighty unit": the unit has
entered the board by then (419.4.a), so its Might there is what counts."""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.units import might
from ..state import GameState

__all__ = ["MightyUnit"]


@dataclass(frozen=True, slots=True)
class MightyUnit:
    """The subject is a unit on the board with 5 Might or more (708)."""

    def test(self, g: GameState, player: int, cid: int) -> bool:
        u = g.units.get(cid)
        return u is not None and might(g, u) >= 5

    #: a Mighty unit token played is a Mighty unit played (185.2.a)
    sees_tokens = True

    def describe(self) -> str:
        return "a Mighty unit: 5 Might or more"
