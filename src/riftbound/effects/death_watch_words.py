"""Words for "when it dies this turn, ..." (390.2; the engine's side is
:mod:`riftbound.engine.death_watch`).

- :data:`WATCH_T1_DEATH`: an instruction: the spell's first target, if still legal, is watched for
  the rest of the turn; when it dies (by any cause) the card's delayed ability triggers.
- :class:`WhenItDiesThisTurn`: that delayed ability (the answer to "on:delayed"), controlled by
  the player whose spell created it, its source the spell's card.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from ..engine.chain import behaviour
from ..engine.death_watch import watch_death
from ..engine.reactions import ON, Triggered
from ..state import ChainItem, GameState
from .spells import TriggerScript, custom
from .vocabulary import Custom

__all__ = ["WATCH_T1_DEATH", "WhenItDiesThisTurn"]

WATCH_T1_DEATH = Custom("watch_t1_death_this_turn",
                        text="when T1 dies this turn (by any cause), its delayed ability triggers")


@custom("watch_t1_death_this_turn")
def _watch(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 390.2, 359.3.e: the first target, if still legal, is watched until the turn ends."""
    units = behaviour(g, item).legal_targets(g, item, 0)  # type: ignore[attr-defined]
    for u in units:
        watch_death(g, item.controller, item.cid, u.cid)
    return bool(units)


@dataclass(frozen=True)
class WhenItDiesThisTurn:
    """The delayed ability a spell's :data:`WATCH_T1_DEATH` creates (390.2)."""

    script: TriggerScript

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield ON["delayed"], Triggered(self.script)

    def describe(self) -> str:
        return "When that unit dies this turn (on the chain): " + self.script.describe()
