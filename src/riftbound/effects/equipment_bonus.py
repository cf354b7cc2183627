"""An Equipment's effect text giving Bonus Damage (713-715, 724): "your spells and abilities deal 3
Bonus Damage while this is attached" (Rabadon's Deathcrown)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from ..state import GameState, Unit

__all__ = ["BonusDamageWhileAttached"]


@dataclass(frozen=True)
class BonusDamageWhileAttached:
    """A gear's passive (its answer to "damage:bonus"): while it is attached to a unit (an
    Equipment's effect text is Inactive otherwise, 724), every Deal of its controller's spells and
    abilities deals ``amount`` more (713, 714.1-714.2)."""

    amount: int

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield "damage:bonus", self

    def __call__(self, g: GameState, source: int, controller: int | None, here: int, player: int,
                 target: Unit | None) -> int:
        x = g.gear.get(source)
        return self.amount if x is not None and x.attached_to is not None and controller == player else 0

    def describe(self) -> str:
        return (f"While it is attached, its controller's spells and abilities deal {self.amount} Bonus "
                f"Damage.")
