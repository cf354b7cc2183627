"""Triggered abilities that trigger "once each turn" (383.3.e): "Once each turn, when an enemy unit
dies while I'm at a battlefield, ...".

Such an ability is performed at most once each turn (383.3.e.1): once it has been, its trigger
condition no longer makes it trigger (:class:`NotYetPerformed`, part of its ``if_``, read as it
would trigger, 383.2.a.1); the effect's first instruction, :data:`ONCE_EACH_TURN`, notes the
performance and, if an instance that triggered together with another finds it already performed,
does nothing (the rest of the effect is ``linked`` to it, 359.3.e.14.a). The count belongs to the
source object (``"performed:<cid>"`` in the turn's counts, an object fact: a unit that leaves the
board and comes back is a new object, 124.1) and ends with the turn.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

from ..engine.primitives import OBJECT_FACTS
from ..state import ChainItem, GameState
from .spells import custom
from .vocabulary import Custom

__all__ = ["ONCE_EACH_TURN", "NotYetPerformed", "performed_this_turn"]

_KIND: Final = "performed"
OBJECT_FACTS.add(_KIND)

ONCE_EACH_TURN = Custom("once_each_turn", "(once each turn: only if it has not been performed this turn)")


def performed_this_turn(g: GameState, cid: int) -> bool:
    """Whether the "once each turn" ability of source ``cid`` has been performed this turn."""
    return bool(g.counts) and g.counts.get(f"{_KIND}:{cid}", 0) > 0


@custom("once_each_turn")
def _once_each_turn(g: GameState, item: ChainItem, i: int) -> bool:
    """Rule 383.3.e.1: the ability is performed now unless it already was this turn."""
    if performed_this_turn(g, item.cid):
        return False
    g.counts[f"{_KIND}:{item.cid}"] = 1
    return True


@dataclass(frozen=True)
class NotYetPerformed:
    """Part of a trigger condition (383.3.e.1, 383.2.a.1): its source's "once each turn" ability has
    not been performed this turn; ``also``: the rest of the condition, if any, called likewise."""

    also: Callable[[GameState, int, int], bool] | None = None

    def __call__(self, g: GameState, player: int, cid: int) -> bool:
        if performed_this_turn(g, cid):
            return False
        return self.also is None or self.also(g, player, cid)

    def describe(self) -> str:
        return "It triggers only if it has not been performed this turn (once each turn)."
