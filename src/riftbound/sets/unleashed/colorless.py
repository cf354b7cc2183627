"""Unleashed (UNL): cards of no domain and battlefields of the first card wave (issue 12)."""

from __future__ import annotations

__all__ = ["CARDS"]

CARDS: tuple = ()
