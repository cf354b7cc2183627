"""The word "as you look at or reveal me from the top of your deck, you may banish me; if you do,
you may play me for [A]" (Nocturne, Horrifying's errata): a passive of the card answering the index
question ``"look:top"`` (:mod:`riftbound.engine.top_look`), so that every word looking at or
revealing the top of its owner's Main Deck stops for the choice first.

The choices are its owner's: banish it (427, from the deck; -1: leave it where it is, the look goes
on with it), then, banished, play it for one Power of any domain (419.3, 356.1.a: that cost replaces
its base cost; helper A's engine/effect_plays, its play finished once the looking item has finished,
354.3; unpayable: undone, back to banishment, 358.5), or not (-1: it stays banished).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from ..engine.banish_events import banished
from ..engine.choices import OFF_CHAIN
from ..engine.core import decide, emit, task
from ..engine.decisions import register_choice
from ..engine.effect_play_facts import FOR_COST
from ..engine.top_look import left_while_looked_at
from ..log_text import TEMPLATES, _name
from ..state import GameState
from .play_from_zone import play_banished

__all__ = ["BanishAsLookedAt"]


def _ask(g: GameState, player: int, card: int) -> None:
    decide(g, player, "choose_card", ("banish_looked_at", card))


@dataclass(frozen=True)
class BanishAsLookedAt:
    """A card's passive: as its owner looks at or reveals it from the top of their Main Deck, they
    may banish it, then may play it for one Power of any domain."""

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield "look:top", _ask

    def describe(self) -> str:
        return ("As its owner looks at or reveals it from the top of their Main Deck (any effect "
                "doing so stops for this first), they may banish it; if they do, they may play it "
                "from banishment for one Power of any domain.")


def _banish_options(g: GameState, player: int, ctx: tuple) -> list[int]:
    card = ctx[1]
    return [-1, card] if card in g.players[player].deck else [-1]


@task("banish_looked_at", "p", "c", "ci")
def _banish_looked_at(g: GameState, player: int, card: int, choice: int) -> None:
    """Rule 427: the card goes from the top of the Main Deck to its owner's banishment (-1: it stays;
    the look goes on with it); then whether to play it is asked."""
    deck = g.players[player].deck
    if choice < 0 or card not in deck:
        return
    deck.remove(card)
    g.players[player].banishment.append(card)
    left_while_looked_at(g)
    emit(g, "427", "banished_as_looked_at", player, card)
    banished(g, player, card)  # 427: "when you banish a card you own"
    decide(g, player, "choose_card", ("play_looked_at", card))


def _play_options(g: GameState, player: int, ctx: tuple) -> list[int]:
    card = ctx[1]
    return [-1, card] if card in g.players[player].banishment else [-1]


@task("play_looked_at", "p", "c", "ci")
def _play_looked_at(g: GameState, player: int, card: int, choice: int) -> None:
    """Rules 419.3, 356.1.a: played from banishment for one Power of any domain (-1: not played)."""
    if choice >= 0:
        play_banished(g, player, card, FOR_COST, (0, 1))


register_choice("banish_looked_at", _banish_options, (
    "{p} looks at or reveals {card} on top of their Main Deck: choose it to banish it (then you may "
    "play it for one Power of any domain), or none to leave it there"))
register_choice("play_looked_at", _play_options, (
    "{p} banished {card} as they looked at it: choose it to play it for one Power of any domain, or "
    "none"))
# their card is the one looked at (in the deck, then banished), not the chain item doing the looking
OFF_CHAIN.update(("banish_looked_at", "play_looked_at"))
TEMPLATES["banished_as_looked_at"] = lambda g, p, d: (
    f"P{p} banishes {_name(g, d[0])} as they look at it on top of their Main Deck")
