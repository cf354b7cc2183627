"""A "you may" whose cost is Energy and whose effect chooses a unit: "you may pay 2 to stun a unit".
Both are one decision as the ability is finalized (383.3.a, :mod:`riftbound.engine.may_triggers`):
the options are the legal targets (355.5), -1 declines; the Energy is the ability's base cost
(383.3.b), paid next in its own "pay" decision (357), which may still be declined (404.2)."""

from __future__ import annotations

from dataclasses import dataclass

from ..compiled import mypyc_attr
from ..engine.may_triggers import MayTarget
from ..engine.payment import can_pay
from ..state import GameState
from .may_exhaust import MayPayEnergy

__all__ = ["MayPayEnergyForTarget"]


@mypyc_attr(allow_interpreted_subclasses=True)  # card entries subclass it
@dataclass(frozen=True)
class MayPayEnergyForTarget(MayPayEnergy):
    """"You may pay ``energy`` Energy to [do something to] a unit": with the Energy out of reach,
    declining is the only option."""

    def options(self, g: GameState, player: int, cid: int, kind: str) -> list[int]:
        if not can_pay(g, player, self.energy, ()):
            return []
        return MayTarget().options(g, player, cid, kind)

    def accept(self, g: GameState, player: int, cid: int, kind: str, card: int) -> tuple:
        return ((card,),)

    def describe(self) -> str:
        return (f"its controller may pay {self.energy} Energy as it is finalized, choosing its target, "
                "to perform it")
