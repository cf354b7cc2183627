"""A card entry: the card's facts as the script relies on them, and its behaviour as data."""

from __future__ import annotations

from dataclasses import dataclass

from .spells import SpellScript, TriggerScript
from .vocabulary import Units

__all__ = ["SpellCard", "UnitCard"]


@dataclass(frozen=True)
class SpellCard:
    """An implemented spell: its id and name, the facts its script relies on (checked against the
    card table by the tests), its script, and an optional note on a reading the script takes."""

    id: str
    name: str
    energy: int
    power: tuple[str, ...]
    keywords: tuple[str, ...]
    script: SpellScript
    note: str = ""
    type: str = "Spell"

    @property
    def timing(self) -> str:
        """When it may be played, in a few words (806, 813, 310.1.a)."""
        if "Reaction" in self.keywords:
            return "reaction speed (also while a chain is open)"
        if "Action" in self.keywords:
            return "action speed (also in showdowns)"
        return "main-phase speed (own turn, nothing on the chain, no showdown)"

    @property
    def description(self) -> str:
        """One line in the project's own words, generated from the script."""
        text = self.script.describe(self.timing)
        return f"{text} {self.note}".strip()


@dataclass(frozen=True)
class UnitCard:
    """An implemented unit: its facts as the script relies on them (checked against the card table
    by the tests), its Play Effect (383.4.a) if any, a triggered ability that goes on the chain once
    the unit has entered the board, its target chosen then, and its passive abilities (363):
    ``others_enter_ready``, the other units (relative to its controller) that enter the board ready
    while it is on the board (143.4.a)."""

    id: str
    name: str
    energy: int
    power: tuple[str, ...]
    keywords: tuple[str, ...]
    might: int
    script: TriggerScript | None = None
    others_enter_ready: Units | None = None
    note: str = ""
    type: str = "Unit"

    @property
    def description(self) -> str:
        """One line in the project's own words, generated from the script and passives."""
        parts = []
        if self.script is not None:
            parts.append(self.script.describe("when played (a Play Effect on the chain)"))
        if self.others_enter_ready is not None:
            parts.append(f"While on the board: {self.others_enter_ready.describe(True)} (relative to "
                         "its controller) other than itself come onto the board ready.")
        return " ".join([*parts, self.note]).strip()
