"""Triggered abilities whose effect begins "you may spend N XP to [do something to] a unit":
performing it is choosing its target as the ability is finalized (355.5, 337.1) and spending the XP
as its base cost (383.3.b, 730.2). The choice is one "trigger_may" decision
(:mod:`riftbound.engine.may_triggers`): -1 declines (383.3.a.2), any other option is the target;
without the XP, or with no target, declining is the only option. (Its Energy counterpart is
:class:`riftbound.effects.may_pay_target.MayPayEnergyForTarget`.)
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.keywords import spend_xp
from ..engine.may_triggers import MayTarget
from ..state import GameState

__all__ = ["MaySpendXpToTarget"]


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
