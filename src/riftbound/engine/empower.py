"""Empower and Disempower (rules 441-442).

Empowered is a binary status of an object on the board (441.1.a, 441.2): ``Unit.empowered``,
``Gear.empowered`` and, for a legend in its Legend Zone (827.1.a, 827.2),
``PlayerState.legend_empowered``. It goes with the object's record when it leaves the board. The
keywords built on it, Empower (827: "[cost]: Empower this; use only if not Empowered") and
Empowered abilities (828), are in the effects layer (:mod:`riftbound.effects.keywords.empower`).
"""

from __future__ import annotations

from typing import Final

from ..log_text import TEMPLATES, _name
from ..state import GameState, Gear, PlayerState, Unit
from .core import emit
from .events import fire
from .index import QUESTIONS
from .primitives import OBJECT_FACTS
from .reactions import ON

__all__ = ["EMPOWER_TIMES", "disempower", "empower", "empowered_times", "is_empowered"]

#: index question: the card has permission to be Empowered up to N times (441.1.c.1); its answer, N
EMPOWER_TIMES: Final = "empower:times"
QUESTIONS[EMPOWER_TIMES] = ("int: an object of this card may be Empowered up to this many times (441.1.c.1); "
                            "engine/empower.py counts them")
#: how many times such an object is Empowered now: a count kept across turns ("~", engine/hold_delayed)
#: and a fact of the object, gone when it leaves the board (124.1)
_TIMES: Final = "~empowered_times"
OBJECT_FACTS.add(_TIMES)

TEMPLATES["empower"] = lambda g, p, d: f"{_name(g, d[0])} becomes Empowered"
TEMPLATES["disempower"] = lambda g, p, d: f"{_name(g, d[0])} is no longer Empowered"

QUESTIONS[ON["empowered"]] = ("engine.reactions.Triggered: its ability on an object becoming Empowered "
                              "(441.2.a, 827.2.a, 828.1.d; the object the subject, the empowering player "
                              "the event's)")


def _object(g: GameState, cid: int) -> Unit | Gear | PlayerState | None:
    """The record holding ``cid``'s Empowered status: a unit's, a gear's, or for a legend its
    controller's (``legend_empowered``)."""
    x = g.units.get(cid) or g.gear.get(cid)
    if x is not None:
        return x
    for p in g.players:
        if p.legend == cid:
            return p
    return None


def _status(x: Unit | Gear | PlayerState) -> bool:
    return x.legend_empowered if isinstance(x, PlayerState) else x.empowered


def _set(x: Unit | Gear | PlayerState, value: bool) -> None:
    if isinstance(x, PlayerState):
        x.legend_empowered = value
    else:
        x.empowered = value


def is_empowered(g: GameState, cid: int) -> bool:
    """Whether the unit, gear or legend ``cid`` on the board is Empowered (441.2, 827.2)."""
    x = _object(g, cid)
    return x is not None and _status(x)


def empowered_times(g: GameState, cid: int) -> int:
    """How many times object ``cid`` is Empowered now (441.1.c.1): 0 if it isn't, 1 unless its card
    may be Empowered several times."""
    if not is_empowered(g, cid):
        return 0
    return max(g.counts.get(f"{_TIMES}:{cid}", 1), 1)


def empower(g: GameState, cid: int, player: int) -> bool:
    """Rule 441: the object becomes Empowered; already Empowered, nothing more happens (441.1.b-c),
    unless its card may be Empowered up to N times and it is fewer (441.1.c.1: its answer to
    :data:`EMPOWER_TIMES`). Becoming Empowered is an event (441.2.a). Returns whether it became
    Empowered (again)."""
    x = _object(g, cid)
    if x is None:
        return False
    if _status(x):
        most = g.index.get(EMPOWER_TIMES, g.cards[cid].id) if EMPOWER_TIMES in g.index.answers else None
        times = empowered_times(g, cid)
        if most is None or times >= most:
            return False
        g.counts[f"{_TIMES}:{cid}"] = times + 1
    elif EMPOWER_TIMES in g.index.answers and g.index.get(EMPOWER_TIMES, g.cards[cid].id) is not None:
        g.counts[f"{_TIMES}:{cid}"] = 1
    _set(x, True)
    emit(g, "441.2.a", "empower", player, cid)
    # 441.2.a, 828.1.d: an event: "when I become Empowered", "when you empower something else"
    fire(g, "empowered", player, cid)
    return True


def disempower(g: GameState, cid: int, player: int) -> bool:
    """Rule 442: the object stops being Empowered; one that isn't is untouched (442.1.a.1)."""
    x = _object(g, cid)
    if x is None or not _status(x):
        return False
    _set(x, False)
    if g.counts:
        g.counts.pop(f"{_TIMES}:{cid}", None)  # 442: no longer Empowered at all (441.1.c.1)
    emit(g, "442.1", "disempower", player, cid)
    return True
