"""Vendetta (VEN): the cards first implemented (:mod:`.base`), then those of the first card wave
(issue 12) in one module per domain (colorless: battlefields and cards of no domain)."""

from __future__ import annotations

from . import base, body, calm, chaos, colorless, empower, endless_riches, fury, mind, order, split_name

__all__ = ["CARDS"]

CARDS: tuple = (*base.CARDS, *fury.CARDS, *calm.CARDS, *mind.CARDS, *body.CARDS, *chaos.CARDS, *order.CARDS,
                *colorless.CARDS, *empower.CARDS, *split_name.CARDS,
                *endless_riches.CARDS)
