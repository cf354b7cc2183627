"""Filters on the subject of an event, part of a trigger condition (383.2.a.1): "when you play a
spell that costs 5 or more" triggers only for such a spell. A filter is the ``subject`` of a
:class:`~riftbound.effects.vocabulary.When`; the engine asks it as the event happens
(:class:`riftbound.engine.reactions.Condition` ``subject_if``)."""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.primitives import last_known
from ..state import GameState

__all__ = ["BuffedWhenDied", "CardType", "SpellCosting", "TaggedCard"]


@dataclass(frozen=True, slots=True)
class SpellCosting:
    """A card whose cost is at least ``energy`` Energy. Rule 206 (its Lux, Illuminated example):
    an effect reads the printed cost, whatever was paid (discounts, a Repeat or Flow cost, a card
    played from facedown)."""

    energy: int

    def test(self, g: GameState, player: int, cid: int) -> bool:
        return g.cards[cid].energy >= self.energy

    def describe(self) -> str:
        return f"one whose printed cost is {self.energy} Energy or more"


@dataclass(frozen=True, slots=True)
class CardType:
    """A card of type ``type`` ("Unit": "when you play a unit"), without the tag ``not_tag`` if
    one is named ("a non-Recruit unit"): facts of the card table (tokens' too)."""

    type: str
    not_tag: str | None = None

    def test(self, g: GameState, player: int, cid: int) -> bool:
        card = g.cards[cid]
        return card.type == self.type and (self.not_tag is None or self.not_tag not in card.tags)

    @property
    def sees_tokens(self) -> bool:
        """"When you play a unit" sees a unit token played, "when you play a gear" a gear token
        played (185.2.a: a token is played as a card of its type is; a token unit is a unit)."""
        return self.type in ("Unit", "Gear")

    def describe(self) -> str:
        noun = self.type.lower()
        return f"a non-{self.not_tag} {noun}" if self.not_tag else f"a {noun}"


@dataclass(frozen=True, slots=True)
class BuffedWhenDied:
    """A unit that had a buff as it died ("when a buffed friendly unit dies"): read from the unit as
    it last was on the board (702.2.a; its buff goes as it leaves, 705)."""

    def test(self, g: GameState, player: int, cid: int) -> bool:
        u = last_known(cid)
        return u is not None and u.buffs > 0

    def describe(self) -> str:
        return "one that had a buff as it died"


@dataclass(frozen=True, slots=True)
class TaggedCard:
    """A card with one of ``tags`` ("when you play a Dragon"): facts of the card table."""

    tags: tuple[str, ...]

    def test(self, g: GameState, player: int, cid: int) -> bool:
        card_tags = g.cards[cid].tags
        return any(t in card_tags for t in self.tags)

    def describe(self) -> str:
        return "a " + " or ".join(self.tags)
