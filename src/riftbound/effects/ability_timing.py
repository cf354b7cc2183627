"""A unit whose printed Action or Reaction belongs to one of its abilities ("[Reaction][>] [E]: Add
[1]"): the card table lists the keyword, so without this passive the unit itself would be played at
that speed (806.1.c.1, 813.1.c.1). The ability carries its own timing (its ``Ability``'s ``action``
or ``reaction``, 806.1.c.2, 813.1.c.2); the entry gives :class:`TimingOnAbilityOnly` so that the
engine (engine/unit_timing.py, question "timing:ability_only") plays the unit only as usual."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

__all__ = ["TimingOnAbilityOnly"]


@dataclass(frozen=True)
class TimingOnAbilityOnly:
    """The printed Action/Reaction is its ability's, not the card's play timing."""

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield "timing:ability_only", True

    def describe(self) -> str:
        return "Its printed timing keyword is its ability's: the unit itself is played only as usual."
