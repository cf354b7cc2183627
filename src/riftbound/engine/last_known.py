"""What a unit was as it died, for the trigger conditions of its death abilities (383.2.a.1: the
condition is checked as the event happens, about the unit as it last was on the board): its Might
("if I was Mighty", 708) and whether it was alone (740.2.a: "if I died alone").

Units that die together (a cleanup's lethal damage, 323.5) are noted all at once before any leaves
the board (:func:`riftbound.engine.primitives.leaving`), so one's Might still counts the aura of
another dying with it and a friend dying beside it still keeps it from being alone. Noting costs a
Might computation per dying unit, so it is done only in games with a card whose death ability reads
it (the index question ``"die:last_known"``).
"""

from __future__ import annotations

from typing import Final

from ..state import GameState, Unit
from . import primitives
from .passives import alone
from .units import might

__all__ = ["alone_as_it_died", "might_as_it_died"]

#: cid -> (Might, alone) of the units of the latest deaths, noted just before they died
_NOTED: Final[dict[int, tuple[int, bool]]] = {}


def _note(g: GameState, units: list[Unit]) -> None:
    if "die:last_known" not in g.index.answers:
        return
    _NOTED.clear()  # the previous deaths' events have all fired by now
    for u in units:
        _NOTED[u.cid] = (might(g, u), alone(g, u))


def might_as_it_died(cid: int) -> int | None:
    """The Might unit ``cid`` had just before its latest death (None: not noted)."""
    noted = _NOTED.get(cid)
    return None if noted is None else noted[0]


def alone_as_it_died(cid: int) -> bool | None:
    """Whether unit ``cid`` was alone (no other friendly unit at its location) just before its
    latest death, units dying with it still counted (None: not noted)."""
    noted = _NOTED.get(cid)
    return None if noted is None else noted[1]


primitives.LEAVING.append(_note)
