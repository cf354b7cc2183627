"""Prevent as instructions (437): "the next time it would be dealt damage this turn, prevent it"
(Counter Strike), the engine's :func:`~riftbound.engine.prevent.prevent_next_time`."""

from __future__ import annotations

from ..engine.prevent import prevent_next_time
from ..state import ChainItem, GameState
from .grants import affected
from .spells import custom
from .vocabulary import Chosen, Custom

__all__ = ["PREVENT_NEXT_TIME_T1"]

PREVENT_NEXT_TIME_T1 = Custom("prevent_next_time_t1", text="all of the next damage that would be dealt to T1 "
                                                           "this turn is prevented")


@custom("prevent_next_time_t1")
def _prevent_next_time_t1(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 437.1.b.1.b, 437.1.b.2: the chosen unit, if still a legal target (359.3.e), gets a
    one-time prevention of all of its next damage this turn."""
    units = affected(g, item, Chosen(0))
    for u in units:
        prevent_next_time(g, u.cid, item.controller)
    return bool(units)
