""""You may exhaust me to [do something to] a unit": a triggered ability whose optional cost is
exhausting its own source (a unit, a gear or a legend) and whose effect chooses a unit. Both are one
decision as the ability is finalized (383.3.a, :mod:`riftbound.engine.may_triggers`): the options
are the legal targets (355.5), -1 declines; exhausting the source is the base cost, paid with the
choice (383.3.b, 414). An exhausted source can't pay it: declining is then the only option."""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.abilities import exhaust_source, is_exhausted
from ..engine.core import emit
from ..engine.may_triggers import MayTarget
from ..state import GameState

__all__ = ["MayExhaustMeForTarget"]


@dataclass(frozen=True)
class MayExhaustMeForTarget:
    """Rules 383.3.a-b, 414, 355.5: "you may exhaust me to ready a unit"."""

    def options(self, g: GameState, player: int, cid: int, kind: str) -> list[int]:
        return [] if is_exhausted(g, cid) else MayTarget().options(g, player, cid, kind)

    def accept(self, g: GameState, player: int, cid: int, kind: str, card: int) -> tuple:
        exhaust_source(g, cid)
        emit(g, "383.3.b", "exhaust_cost", player, cid)
        return ((card,),)

    def describe(self) -> str:
        return "its controller may exhaust it as the ability is finalized, choosing its target, to perform it"
