"""Excess combat damage as a trigger condition: "when I conquer, if you assigned N or more excess
damage, ..." (engine/excess_damage.py; docs/rulings.md ruling 96). Yeti Brawler, Vi, Piltover
Enforcer (Unleashed) and Tryndamere, Barbarian (Origins) share it."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from ..engine.excess_damage import QUESTION as READS_EXCESS
from ..engine.excess_damage import excess_assigned
from ..state import GameState

__all__ = ["AssignedExcess"]


@dataclass(frozen=True)
class AssignedExcess:
    """A condition right after "when I conquer" / "when you conquer" (383.2.a.1), read as it
    triggers: its controller assigned ``n`` or more excess combat damage in the combat at the
    battlefield scored (engine/excess_damage.py, ruling 96; a conquest without combat has none).
    As a passive it answers "combat:excess", so the engine notes that damage in its games."""

    n: int

    def __call__(self, g: GameState, player: int, cid: int, bf: int | None = None) -> bool:
        if bf is None:  # "when I conquer": the battlefield where the unit is
            u = g.units.get(cid)
            if u is None or u.loc < 0:
                return False
            bf = u.loc
        return excess_assigned(g, player, bf) >= self.n

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield READS_EXCESS, True

    def describe(self) -> str:
        return (f"It triggers only if its controller assigned {self.n} or more combat damage beyond "
                "lethal in the combat there.")
