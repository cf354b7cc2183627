"""Passives that permit playing a card somewhere it normally can't go (355.2.b).

- :class:`PlayToOpenBattlefield`: "you may play me to an open battlefield" (170.11.c; the engine's
  side is :mod:`riftbound.engine.open_battlefields`).
- :class:`PlayToOccupiedEnemyBattlefield`: "you may play me to an occupied enemy battlefield".
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

__all__ = ["PlayToOccupiedEnemyBattlefield", "PlayToOpenBattlefield"]


class PlayToOpenBattlefield:
    """A unit's passive (363, 355.2.b): it may be played to an open battlefield (170.11.c), as well
    as to its controller's base or a battlefield they control; arriving there it contests the
    battlefield (190.3.a.1)."""

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield "play:open_battlefield", True

    def describe(self) -> str:
        return ("It may also be played to an open battlefield (one no one controls or occupies), which "
                "it then contests.")


class PlayToOccupiedEnemyBattlefield:
    """A unit's passive (363, 355.2.b): it may be played to a battlefield an opponent controls where
    units are, as well as to the usual places; arriving there it contests the battlefield
    (190.3.a.1), and a combat follows (323.8)."""

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield "play:occupied_enemy_battlefield", True

    def describe(self) -> str:
        return ("It may also be played to a battlefield an opponent controls where units are, which it "
                "then contests.")
