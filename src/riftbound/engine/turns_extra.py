"""Additional Turns (rules 734-738) and a spell that banishes itself as it resolves (427).

The turn order (736) is ``GameState.turn_order``, repeating. ``GameState.extra_turns`` is the
front of the turn queue: the turns queued ahead of it. When the first Additional Turn is inserted
during a turn of the normal order, the queue also takes that order's next turn behind it, so that
after the Additional Turns the game goes back to its previously queued turns (737) and the order
then continues from that turn. A newer Additional Turn goes right after the current turn, ahead of
those queued earlier (735, 738: "[> A > B* > D* > B > C > D >]").
"""

from __future__ import annotations

from ..log_text import TEMPLATES
from ..state import ChainItem, GameState
from .core import emit

TEMPLATES["additional_turn"] = lambda g, p, d: f"P{p} will take a turn after this one"


def next_in_order(g: GameState, after: int) -> int:
    """Rules 736, 652.5.a.1: the next living player after ``after`` in the repeating turn order."""
    order = g.turn_order
    i = order.index(after)
    for k in range(1, len(order) + 1):
        q = order[(i + k) % len(order)]
        if g.players[q].alive:
            return q
    return after


def add_turn_after_this(g: GameState, player: int) -> None:
    """Rules 735, 737, 738: ``player`` takes an Additional Turn right after the current turn; the
    turn order itself does not change."""
    if not g.extra_turns:  # 737: the normal order's next turn stays queued behind it
        g.extra_turns.append(next_in_order(g, g.turn_player))
    g.extra_turns.insert(0, player)
    emit(g, "735", "additional_turn", player, tuple(g.extra_turns))


def next_turn_player(g: GameState) -> int:
    """Rules 317.3, 737: who takes the next turn: the first living player queued ahead of the turn
    order (an Additional Turn, or the turn it was inserted before), else the turn order's next."""
    last = g.turn_player
    while g.extra_turns:
        q = g.extra_turns.pop(0)
        if g.players[q].alive:
            return q
        last = q  # 652.5.a.1: a removed player's queued turn is skipped; the order goes on from it
    return next_in_order(g, last)


def banish_this(g: GameState, item: ChainItem) -> None:
    """Rules 427.1-427.2: a resolving spell that says to banish itself goes to its owner's
    banishment as it leaves the chain instead of the trash (359.3.d). Noted in the turn's counts
    until :func:`riftbound.engine.chain` finishes the spell."""
    g.counts[f"banish_self:{item.cid}"] = 1


def banished_as_finished(g: GameState, cid: int) -> bool:
    """Whether spell ``cid`` banished itself while resolving (see :func:`banish_this`); clears the
    note."""
    return g.counts.pop(f"banish_self:{cid}", 0) > 0
