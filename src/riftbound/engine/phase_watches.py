"""Delayed triggered abilities waiting for the start of a Main Phase: "at the start of your next Main
Phase, ..." (rule 316.4: at the start of the Main Phase game effects take place; 390.2).

A card module that creates such an ability appends to :data:`MAIN_START` a function (game) -> the
batches ``(controller, "delayed", [source], ...)`` of those that trigger now (using them up); the
turn's Main Phase start places them (engine/turn.py), asked only while the count
:data:`~.events.WATCHING` is set.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from ..state import GameState
from .events import WATCHING

__all__ = ["MAIN_START", "main_start_batches"]

MAIN_START: Final[list[Callable[[GameState], list[tuple]]]] = []


def main_start_batches(g: GameState) -> list[tuple]:
    """Rule 316.4: the delayed abilities that trigger as this Main Phase begins."""
    if not g.counts or WATCHING not in g.counts:
        return []
    out: list[tuple] = []
    for fn in MAIN_START:
        out.extend(fn(g))
    return out
