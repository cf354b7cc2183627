"""Where a card was played from: its hand or anywhere else (a facedown card, 811; its trash, for a
Flow cost, 829.1.b, or by an effect, 419.3; its Main Deck; its banishment; the Champion Zone, 108).

A trigger condition such as "when you play a card from anywhere other than your hand" reads it as the
play's abilities trigger (383.2.a.1, 419.4.a). Each play path notes the zone the card left as it
became played (354: it leaves that zone for the chain, or an effect plays it from there), in the
turn's counts as ``"played_from:<cid>"`` (a play from the hand clears the note, so a card played
again from its hand the same turn is not misread). Only games with a card asking (an answer to the
index question ``"play:origin"``) keep the notes.
"""

from __future__ import annotations

from typing import Final

from ..state import GameState
from .given_flow import drop_given_flow

__all__ = ["ZONES", "note_played_from", "played_from", "played_from_elsewhere"]

#: the zones other than the hand a card may be played from, by their code in the counts
ZONES: Final = ("facedown", "trash", "deck", "banishment", "champion")

_KEY: Final = "played_from:"


def _asked(g: GameState) -> bool:
    return g.index.asks("play:origin")


def note_played_from(g: GameState, cid: int, zone: str, for_flow: bool = False) -> None:
    """Card ``cid`` is being played from ``zone`` ("hand" or one of :data:`ZONES`). It leaves that
    zone: Flow given to it in a trash ends (124.1), unless it is played for that Flow
    (``for_flow``, 829.1.b)."""
    if not for_flow:
        drop_given_flow(g, cid)
    if not _asked(g):
        return
    if zone == "hand":
        g.counts.pop(_KEY + str(cid), None)
    else:
        g.counts[_KEY + str(cid)] = ZONES.index(zone) + 1


def played_from(g: GameState, cid: int) -> str:
    """The zone card ``cid`` was last played from this turn ("hand" when no other is noted)."""
    k = g.counts.get(_KEY + str(cid), 0)
    return ZONES[k - 1] if k else "hand"


def played_from_elsewhere(g: GameState, cid: int) -> bool:
    """Whether card ``cid`` was played from anywhere other than its player's hand."""
    return played_from(g, cid) != "hand"
