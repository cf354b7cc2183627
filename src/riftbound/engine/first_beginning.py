"""A battlefield's "at the start of each player's first Beginning Phase" (Obelisk of Power, The
Arena's Greatest; 315.2.a, 383.1).

The ability triggers as the Beginning Phase of a player's first turn starts (``turns_started`` is 1),
whoever controls the battlefield. Its controller is the battlefield's controller (190.6.a) or, while
no one controls it, the Turn Player (190.6.b and its Arena's Greatest example). Its chain item kind is
"first_beginning" (index question "on:first_beginning"); it is placed together with the other
abilities that trigger at that moment (383.3.d). What it does to "that player" is done to the
player whose phase it is, the Turn Player as it resolves.

A battlefield's "at the start of each player's Beginning Phase" (every turn, not only the first;
Frozen Fortress) is the same kind of ability, its card also answering :data:`EVERY_TURN` ("on every
Beginning Phase"): it triggers at the start of every player's Beginning Phase, before scoring
(315.2.a), controlled the same way (190.6.a-b).
"""

from __future__ import annotations

from typing import Final

from ..state import GameState
from .reactions import ON

__all__ = ["EVERY_TURN", "KIND", "first_beginning_batches"]

KIND: Final = "first_beginning"
#: the index question "this battlefield's ability triggers on every Beginning Phase, not only a
#: player's first"
EVERY_TURN: Final = "first_beginning:every_turn"


def first_beginning_batches(g: GameState, player: int) -> list[tuple]:
    """The battlefields whose ability triggers now, the start of ``player``'s Beginning Phase, as
    (controller, kind, cids) batches in turn order from the Turn Player (383.3.d.1)."""
    table = g.index.answers.get(ON[KIND])
    if not table:
        return []
    first = g.players[player].turns_started == 1
    every = g.index.answers.get(EVERY_TURN) or {}
    mine: dict[int, list[int]] = {}
    for b in g.battlefields:
        card_id = g.cards[b.cid].id if b.cid >= 0 else ""
        if card_id in table and (first or card_id in every):
            ctrl = b.controller if b.controller is not None else g.turn_player  # 190.6.a-b
            mine.setdefault(ctrl, []).append(b.cid)
    order = g.turn_order
    k = order.index(g.turn_player) if g.turn_player in order else 0
    return [(p, KIND, mine[p]) for p in order[k:] + order[:k] if p in mine]
