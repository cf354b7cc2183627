"""Origins (OGN) cards first made playable for the Proving Grounds Annie champion deck (issue 12)."""

from __future__ import annotations

__all__ = ["CARDS"]

CARDS: tuple = ()
