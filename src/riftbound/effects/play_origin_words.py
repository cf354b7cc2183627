"""Words on where a card was played from (:mod:`riftbound.engine.play_origin`): the trigger-condition
filter "a card played from anywhere other than your hand" (383.2.a.1) and the passive that makes a
game keep the notes it reads."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from ..engine.play_origin import played_from, played_from_elsewhere
from ..state import GameState

__all__ = ["PlayedFromElsewhere", "PlayedFromFacedown", "ReadsPlayOrigin"]


@dataclass(frozen=True, slots=True)
class PlayedFromElsewhere:
    """A subject filter (``When(..., subject=)``): the played card came from anywhere other than its
    player's hand: facedown (811), the trash (829.1.b, 419.3), the Main Deck, banishment or the
    Champion Zone. Read as the play's abilities trigger (419.4.a)."""

    def test(self, g: GameState, player: int, cid: int) -> bool:
        return played_from_elsewhere(g, cid)

    def describe(self) -> str:
        return "one played from anywhere other than your hand"


@dataclass(frozen=True, slots=True)
class PlayedFromFacedown:
    """A subject filter (``When(..., subject=)``): the played card was played from facedown, i.e.
    from [Hidden] (811.1.c.3). Read as the play's abilities trigger (419.4.a)."""

    def test(self, g: GameState, player: int, cid: int) -> bool:
        return played_from(g, cid) == "facedown"

    def describe(self) -> str:
        return "one played from facedown (from Hidden)"


@dataclass(frozen=True, slots=True)
class ReadsPlayOrigin:
    """A card's answer to the index question "play:origin": its game notes where cards are played
    from (an entry with a :class:`PlayedFromElsewhere` trigger carries it)."""

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield "play:origin", True

    def describe(self) -> str:
        return "Where each card its player plays came from is noted as it is played."
