"""Flow given to a spell in a trash for this turn (829; "give a spell in your trash Flow equal to its
cost this turn"): its Flow cost is its own printed cost (829.1.c.1), and it may be played from that
trash for it, then banished (829.1.b, 829.1.b.1).

The grant is a fact of the card while it stays in the trash this turn, in the turn's counts as
``"flow_given:<cid>"`` (with ``"flow_given"`` counting grants, so that a game without any pays one
lookup). It holds only while the card is in its owner's trash, or on the chain being played for it
(its cost is paid there, 356-357). A card played from the trash any other way ends it (124.1: a new
object; :func:`drop_given_flow`, called by every play path through
:func:`~riftbound.engine.play_origin.note_played_from`). Not yet seen: a card that leaves the trash
by another effect (to the hand, the deck, banishment) and comes back to it the same turn would find
the grant again.
"""

from __future__ import annotations

from typing import Final

from ..state import GameState

__all__ = ["ANY", "drop_given_flow", "give_flow", "has_given_flow"]

ANY: Final = "flow_given"
_KEY: Final = "flow_given:"


def give_flow(g: GameState, cid: int) -> None:
    """Card ``cid`` (a spell in its owner's trash) has Flow equal to its cost this turn."""
    g.counts[_KEY + str(cid)] = 1
    g.counts[ANY] = g.counts.get(ANY, 0) + 1


def has_given_flow(g: GameState, cid: int) -> bool:
    """Whether card ``cid`` was given Flow this turn and has not left its trash since (it may be on the
    chain being played for it)."""
    if ANY not in g.counts or _KEY + str(cid) not in g.counts:
        return False
    return cid in g.players[g.owner[cid]].trash or any(it.cid == cid for it in g.chain)


def drop_given_flow(g: GameState, cid: int) -> None:
    """Card ``cid`` leaves its trash other than for the Flow given to it: a new object, without the
    grant (124.1)."""
    if ANY in g.counts:
        g.counts.pop(_KEY + str(cid), None)
