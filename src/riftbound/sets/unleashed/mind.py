"""Unleashed (UNL): the Mind cards of the first card wave (issue 12)."""

from __future__ import annotations

__all__ = ["CARDS"]

CARDS: tuple = ()
