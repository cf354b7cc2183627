"""Spiritforged (SFD): the gear keywords and Mighty cards first implemented (:mod:`.base`), then the
cards of the first card wave (issue 12) in one module per domain (colorless: battlefields and cards
of no domain), and its tokens' entries (:mod:`.tokens`)."""

from __future__ import annotations

from . import base, body, calm, chaos, colorless, fury, mind, order, split_name, tokens

__all__ = ["CARDS"]

CARDS: tuple = (*base.CARDS, *fury.CARDS, *calm.CARDS, *mind.CARDS, *body.CARDS, *chaos.CARDS, *order.CARDS,
                *colorless.CARDS, *tokens.CARDS, *split_name.CARDS)
