"""Empower and Disempower (rules 441-442).

Empowered is a binary status of an object on the board (441.1.a, 441.2): ``Unit.empowered`` and
``Gear.empowered``. It goes with the object's record when it leaves the board. The keywords built on
it, Empower (827: "[cost]: Empower this; use only if not Empowered") and Empowered abilities (828),
are in the effects layer (:mod:`riftbound.effects.keywords.empower`).
"""

from __future__ import annotations

from ..log_text import TEMPLATES, _name
from ..state import GameState, Gear, Unit
from .core import emit

__all__ = ["disempower", "empower", "is_empowered"]

TEMPLATES["empower"] = lambda g, p, d: f"{_name(g, d[0])} becomes Empowered"
TEMPLATES["disempower"] = lambda g, p, d: f"{_name(g, d[0])} is no longer Empowered"


def _object(g: GameState, cid: int) -> Unit | Gear | None:
    return g.units.get(cid) or g.gear.get(cid)


def is_empowered(g: GameState, cid: int) -> bool:
    """Whether the unit or gear ``cid`` on the board is Empowered (441.2)."""
    x = _object(g, cid)
    return x is not None and x.empowered


def empower(g: GameState, cid: int, player: int) -> bool:
    """Rule 441: the object becomes Empowered; already Empowered, nothing more happens (441.1.b-c).
    Becoming Empowered is an event (441.2.a). Returns whether it became Empowered."""
    x = _object(g, cid)
    if x is None or x.empowered:
        return False
    x.empowered = True
    emit(g, "441.2.a", "empower", player, cid)
    return True


def disempower(g: GameState, cid: int, player: int) -> bool:
    """Rule 442: the object stops being Empowered; one that isn't is untouched (442.1.a.1)."""
    x = _object(g, cid)
    if x is None or not x.empowered:
        return False
    x.empowered = False
    emit(g, "442.1", "disempower", player, cid)
    return True
