"""Abilities that trigger as a showdown begins at a battlefield ("when a showdown begins here").

A showdown begins when a contested battlefield's staged showdown opens (344, 345) and also when a
combat opens with its own Combat Showdown (344.1, 464.2): its start-of-showdown effects happen
then (464.2.b), and the abilities they trigger go on the combat chain with the attack and defend
triggers (464.2.e). A combat that converts a showdown already in progress begins no new showdown
(464.2.c.1.b). The sources are the units at that battlefield as it begins whose card answers the
index question "on:showdown" (trigger kind ``showdown``); each is its controller's ability.
Asked only in games with such a card.
"""

from __future__ import annotations

from ..state import GameState
from .events import turn_sequence
from .index import QUESTIONS
from .reactions import ON

__all__ = ["showdown_batches"]

QUESTIONS[ON["showdown"]] = ("engine.reactions.Triggered: its ability as a showdown begins where a unit of "
                             "this card is, a combat's own showdown too (344, 464.2.b, 383.1; "
                             "engine/showdown_start.py)")


def showdown_batches(g: GameState, bf: int, first: int | None = None) -> list[tuple]:
    """The batches (player, "showdown", units) of the abilities a showdown beginning at ``bf``
    triggers, players in turn order from the turn player (383.3.d.1) or, in a combat, ``first``
    (the attacker, 464.2.e.1) before the others; empty in a game with no such ability."""
    table = g.index.answers.get(ON["showdown"])
    if table is None:
        return []
    cards = g.cards
    hits: dict[int, list[int]] = {}
    for u in g.units.values():
        if u.loc == bf and cards[u.cid].id in table:
            hits.setdefault(u.controller, []).append(u.cid)
    seq = turn_sequence(g)
    if first is not None and first in seq:
        seq = [first, *(p for p in seq if p != first)]
    return [(p, "showdown", sorted(hits[p])) for p in seq if p in hits]
