"""Proving Grounds (OGS): the cards of the Annie champion deck that belong to this set."""

from __future__ import annotations

__all__ = ["CARDS"]

CARDS: tuple = ()
