"""Origins (OGN) cards first made playable for the Proving Grounds Garen champion deck (issue 12)."""

from __future__ import annotations

__all__ = ["CARDS"]

CARDS: tuple = ()
