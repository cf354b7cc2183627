"""Words for "if this kills it, do this: ..." (387-388, 428.5.c; the engine's side is
:mod:`riftbound.engine.reflexive`).

- :data:`IF_THIS_KILLS_T1`: an instruction after the spell's Deal to its target (``linked``: only
  if the damage was dealt): the target still legal is watched, so the cleanup that kills it puts
  the reflexive trigger on the chain.
- :class:`ReflexiveTrigger`: the entry's reflexive triggered ability (its "do this" part), the
  answer to "on:reflexive".
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from ..engine.chain import behaviour
from ..engine.reactions import Triggered
from ..engine.reflexive import watch_kill
from ..state import ChainItem, GameState
from .spells import TriggerScript, custom
from .vocabulary import Custom

__all__ = ["IF_THIS_KILLS_T1", "ReflexiveTrigger"]

IF_THIS_KILLS_T1 = Custom("if_this_kills_t1", linked=True,
                          text="should the damage kill T1 (in the cleanup that follows), its reflexive "
                               "ability goes on the chain")


@custom("if_this_kills_t1")
def _watch(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 387.2, 428.5.c: the first target, if still legal, is watched for the kill."""
    units = behaviour(g, item).legal_targets(g, item, 0)  # type: ignore[attr-defined]
    for u in units:
        watch_kill(g, item.controller, item.cid, u.cid)
    return bool(units)


@dataclass(frozen=True)
class ReflexiveTrigger:
    """The reflexive triggered ability of a spell (387.1: "do this: ..."), placed on the chain by
    the kill it waits for, its source the spell's card, its controller the spell's (388)."""

    script: TriggerScript

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield "on:reflexive", Triggered(self.script)

    def describe(self) -> str:
        return "Reflexive ability, if it kills: " + self.script.describe()
