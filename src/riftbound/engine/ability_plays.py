""""When you play an activated ability ..." (377.2): such a trigger condition is fulfilled as the
activated ability resolves (377.2.a), and an effect that reads the ability's cost reads its base
cost, ignoring what changed it (206.1: "costs 1 less for each ..." doesn't count).

:func:`ability_played` fires the event ``play_ability`` (its subject the ability's source) once an
activated ability has resolved, only in games where some card answers "on:play_ability"; while it
fires, :func:`played_ability_energy` gives that ability's base Energy cost to trigger conditions.
"""

from __future__ import annotations

from typing import Final

from ..state import ChainItem, GameState
from .abilities import ability_of
from .events import fire
from .reactions import ON

__all__ = ["ability_played", "played_ability_energy"]

#: the base Energy cost of the activated ability whose resolution is firing its event now
_PLAYED: Final[list[int]] = []


def played_ability_energy() -> int | None:
    """Rule 206.1: the base Energy cost of the activated ability just played (None outside)."""
    return _PLAYED[-1] if _PLAYED else None


def ability_played(g: GameState, item: ChainItem) -> None:
    """Rule 377.2.a: the activated ability of chain ``item`` has resolved: abilities that trigger
    on playing one trigger now."""
    if ON["play_ability"] not in g.index.answers or item.ability is None:
        return
    _PLAYED.append(ability_of(g, item.ability).energy)
    try:
        fire(g, "play_ability", item.controller, item.cid)
    finally:
        _PLAYED.pop()
