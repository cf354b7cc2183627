"""A battlefield's "at the start of each player's first Beginning Phase" (Obelisk of Power, The
Arena's Greatest; 315.2.a, 383.1).

The ability triggers as the Beginning Phase of a player's first turn starts (``turns_started`` is 1),
whoever controls the battlefield. Its controller is the battlefield's controller (190.6.a) or, while
no one controls it, the Turn Player (190.6.b and its Arena's Greatest example). Its chain item kind is
"first_beginning" (index question "on:first_beginning"); it is placed together with the other
abilities that trigger at that moment (383.3.d). What it does to "that player" is done to the
player whose phase it is, the Turn Player as it resolves.
"""

from __future__ import annotations

from ..state import GameState
from .reactions import ON

__all__ = ["KIND", "first_beginning_batches"]

KIND = "first_beginning"


def first_beginning_batches(g: GameState, player: int) -> list[tuple]:
    """The battlefields whose ability triggers now, the start of ``player``'s Beginning Phase, as
    (controller, kind, cids) batches in turn order from the Turn Player (383.3.d.1)."""
    table = g.index.answers.get(ON[KIND])
    if not table or g.players[player].turns_started != 1:
        return []
    mine: dict[int, list[int]] = {}
    for b in g.battlefields:
        if b.cid >= 0 and g.cards[b.cid].id in table:
            ctrl = b.controller if b.controller is not None else g.turn_player  # 190.6.a-b
            mine.setdefault(ctrl, []).append(b.cid)
    order = g.turn_order
    k = order.index(g.turn_player) if g.turn_player in order else 0
    return [(p, KIND, mine[p]) for p in order[k:] + order[:k] if p in mine]
