"""Stunning as an event abilities can trigger on (423.1, 383.1): "when you stun an enemy unit".

:func:`stun_unit` is the one way the effects layer stuns a unit: it becomes stunned (423.1; an
already stunned unit is left alone by the callers, 423.1.a.1), the event is logged and the trigger
kind ``stun`` fires for the player whose spell or ability stunned it, the unit its subject (one
event per unit). :class:`EnemyUnit` is the subject filter "an enemy unit" (of the source's
controller, 740.1.a).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.core import emit
from ..engine.events import WITH_SUBJECT, fire
from ..state import GameState, Unit

__all__ = ["EnemyUnit", "stun_unit"]

WITH_SUBJECT.add("stun")  # "ready me": the stunned unit is the trigger's subject (refs[0])


def stun_unit(g: GameState, player: int, u: Unit) -> None:
    """Rule 423.1: ``player``'s spell or ability stuns unit ``u``; "when you stun" abilities trigger."""
    u.stunned = True
    emit(g, "423.1", "stun", player, u.cid)
    fire(g, "stun", player, u.cid)


@dataclass(frozen=True, slots=True)
class EnemyUnit:
    """A subject filter (``When(..., subject=)``): the event's unit is an enemy of the source's
    controller (740.1.a: a teammate's unit is friendly), read as the event happens (383.2.a.1)."""

    def test(self, g: GameState, player: int, cid: int) -> bool:
        u = g.units.get(cid)
        return u is not None and g.team_of[u.controller] != g.team_of[player]

    def describe(self) -> str:
        return "an enemy unit"
