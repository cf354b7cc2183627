"""Battlefield abilities that trigger for any player and are controlled by that player: "when a
player plays a spell, they may give a unit they control here +1 Might this turn" (Abandoned Hall).

Rule 190.6.c: an ability of a battlefield that says a specific player makes its choices is
controlled by that player, whoever controls the battlefield (and while no one does): they put it
on the chain and make its choices. Such a battlefield answers :data:`~.events.ANY_PLAYER` with
the event kinds it waits for, each with an optional condition on the event (383.2.a.1); the
ability itself is its answer to ``on:<kind>`` (so the chain finds its script), with a trigger
condition the ordinary sources never meet (``who="me"``: the battlefield is never the subject of
such an event), so it triggers only here, once per event, for the player whose event it is.
"""

from __future__ import annotations

from ..state import GameState
from . import events
from .events import ANY_PLAYER
from .index import QUESTIONS

__all__ = ["ANY_PLAYER"]

QUESTIONS[ANY_PLAYER] = ("tuple of (event kind, function(game, player, battlefield cid, subject) -> bool, or "
                         "None): a battlefield's abilities that trigger for whichever player's event it "
                         "is, controlled by that player (190.6.c; engine/any_player_triggers.py)")


def _batches(g: GameState, kind: str, player: int, subject: int | tuple[int, ...] | None) -> list[tuple]:
    """The battlefields whose ability of ``kind`` this event of ``player`` triggers, as that player's
    batch (383.3.d: they place it with their other abilities)."""
    table = g.index.answers.get(ANY_PLAYER)
    if table is None:
        return []
    cards = g.cards
    hits = []
    token = events.token_played(g, kind, subject)  # 185.2.a: only a condition may accept a token
    for b in g.battlefields:
        spec = table.get(cards[b.cid].id) if b.cid >= 0 else None
        if spec is not None and any(k == kind and (cond(g, player, b.cid, subject) if cond is not None
                                                   else not token)
                                    for k, cond in spec):
            hits.append(b.cid)
    if not hits:
        return []
    if kind in events.WITH_SUBJECT and isinstance(subject, int):  # "they may buff it": the event's
        return [(player, kind, hits, subject)]  # subject rides with the ability (its refs[0])
    return [(player, kind, hits)]


events.ANY_PLAYER_BATCHES.append(_batches)
