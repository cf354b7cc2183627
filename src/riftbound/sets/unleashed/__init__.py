"""Unleashed (UNL): the cards first implemented (:mod:`.base`), then those of the first card wave
(issue 12) in one module per domain (colorless: battlefields and cards of no domain)."""

from __future__ import annotations

from . import (
    base,
    body,
    calm,
    chaos,
    colorless,
    copy_cards,
    fury,
    mind,
    order,
    replace_cards,
    split_name,
    tokens,
)

__all__ = ["CARDS"]

CARDS: tuple = (*base.CARDS, *fury.CARDS, *calm.CARDS, *mind.CARDS, *body.CARDS, *chaos.CARDS, *order.CARDS,
                *colorless.CARDS, *split_name.CARDS, *copy_cards.CARDS,
                *replace_cards.CARDS, *tokens.CARDS)
