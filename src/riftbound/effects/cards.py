"""A card entry: the card's facts as the script relies on them, and its behaviour as data."""

from __future__ import annotations

from dataclasses import dataclass

from .spells import SpellScript

__all__ = ["SpellCard"]


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
