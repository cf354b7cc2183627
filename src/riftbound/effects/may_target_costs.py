"""Triggered abilities whose effect begins "you may pay X to [do something to] a unit": performing
it is choosing its target as the ability is finalized (355.5, 337.1) and paying X as its base cost
(383.3.b). The choice is one "trigger_may" decision (:mod:`riftbound.engine.may_triggers`): -1
declines (383.3.a.2), any other option is the target; with nothing to pay with, or no target,
declining is the only option.

- :class:`MayPayEnergyToTarget`: X is Energy, paid in the ability's own "pay" decision with any
  Deflect cost of the target (357, 809.1.d), which may still be declined (404.2).
- :class:`MaySpendXpToTarget`: X is XP, spent as the target is chosen (730.2).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.decisions import can_pay
from ..engine.keywords import spend_xp
from ..engine.may_triggers import MayTarget
from ..state import GameState
from .may_exhaust import MayPayEnergy

__all__ = ["MayPayEnergyToTarget", "MaySpendXpToTarget"]


@dataclass(frozen=True)
class MayPayEnergyToTarget(MayPayEnergy):
    """"You may pay ``energy`` Energy to [do something to] a unit ..." (383.3.a-b, 355.5)."""

    def options(self, g: GameState, player: int, cid: int, kind: str) -> list[int]:
        """The targets its script allows, when the Energy can be paid."""
        if not can_pay(g, player, self.energy, ()):
            return []
        return MayTarget().options(g, player, cid, kind)

    def accept(self, g: GameState, player: int, cid: int, kind: str, card: int) -> tuple:
        """Performed: the chosen unit is its target; the Energy is paid next (404.1)."""
        return ((card,),)

    def describe(self) -> str:
        return (f"its controller may pay {self.energy} Energy as it is finalized to perform it, "
                "choosing its target then")


@dataclass(frozen=True)
class MaySpendXpToTarget:
    """"You may spend ``xp`` XP to [do something to] a unit ..." (383.3.a-b, 355.5, 730.2)."""

    xp: int

    def options(self, g: GameState, player: int, cid: int, kind: str) -> list[int]:
        """The targets its script allows, when the player has the XP."""
        if g.players[player].xp < self.xp:
            return []
        return MayTarget().options(g, player, cid, kind)

    def accept(self, g: GameState, player: int, cid: int, kind: str, card: int) -> tuple:
        """Performed: the XP is spent (730.2) and the chosen unit is its target."""
        spend_xp(g, player, self.xp, "383.3.b")
        return ((card,),)

    def describe(self) -> str:
        return (f"its controller may spend {self.xp} XP as it is finalized to perform it, choosing its "
                "target then")
