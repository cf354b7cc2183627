"""Gear tokens (rules 180-186): "play a Gold gear token exhausted".

A gear token is played by an effect for the player whose effect made it (182-183); like any gear it
enters its controller's base (149.1), here exhausted when the effect says so. It is not a card: a
new card instance that ceases to exist once it leaves the board (186.1, see
:func:`~riftbound.engine.primitives.to_trash`). A gear token played is a gear played (185.2.a):
"when you play a gear" sees it, "when you play a card" doesn't, and it is not counted as a card
played (419.4.b), as for unit tokens (:func:`~riftbound.engine.units.create_token`; ruling 116).
The token's own abilities are its entry's (the Gold token's,
:mod:`riftbound.sets.spiritforged.tokens`).
"""

from __future__ import annotations

from ..cards import load_cards
from ..log_text import TEMPLATES
from ..state import GameState, Gear, base_of
from .core import emit
from .events import fire

__all__ = ["create_gear_token"]

TEMPLATES["gear_token"] = lambda g, p, d: (
    f"P{p} plays a {g.cards[d[0]].name} gear token{' exhausted' if d[1] else ''} in their base")


def create_gear_token(g: GameState, player: int, card_id: str, exhausted: bool = False) -> Gear:
    """Rules 180-186, 149.1: play a gear token (``card_id``, e.g. the Gold token of
    :mod:`riftbound.effects.gold`) for ``player`` into their base, exhausted if ``exhausted``.
    A new card instance: clones that share the old card tuple are unaffected."""
    card = load_cards().by_id(card_id)
    assert card.is_token and card.type == "Gear", card_id
    cid = len(g.cards)
    g.cards = (*g.cards, card)
    g.owner = (*g.owner, player)
    x = g.gear[cid] = Gear(cid, player, base_of(player), exhausted=exhausted)
    emit(g, "180", "gear_token", player, cid, exhausted)
    # 185.2.a, 419.4.a: a token is played: "when you play a gear" abilities trigger (a "play_card"
    # event not counted as a card, and not seen by "when you play a card": engine/events.token_played).
    # No gear token of the pool has a Play Effect of its own.
    fire(g, "play_card", player, cid, counted=True)
    return x
