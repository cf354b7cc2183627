"""A unit's passive taxing its opponents' Standard Moves of several units to its battlefield:
"opponents must pay [A] for each unit beyond the first to move multiple units to my battlefield at
the same time" (Mageseeker Investigator; engine/move_tax.py, docs/rulings.md ruling 111)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from ..engine.move_tax import QUESTION

__all__ = ["TaxOnMovingSeveralHere"]


@dataclass(frozen=True)
class TaxOnMovingSeveralHere:
    """Answers "move:tax": ``power`` Power of any domain per unit beyond the first."""

    power: int = 1

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield QUESTION, self.power

    def describe(self) -> str:
        return (f"An opponent moving two or more units at once to the battlefield where it is, with a "
                f"Standard Move, pays {self.power} Power of any domain more for each unit beyond the first.")
