"""Delayed triggered abilities that wait for a player's Hold and outlast the turn (390.2, 390.5):
"banish it; when they hold, return it to their hand" (Ashe, Focused).

Such an ability is a Delayed Linked Ability (390.5): it references the card its creating ability
moved to banishment, so its window lasts as long as that card stays there (390.5.a, 390.5.c.1),
across turns and whether or not its source is still on the board. It references the player who
holds, so it triggers when that player performs a Hold (383.4.d.2.b), even if the point is
replaced (383.4.d.2.c), once per Hold.

A waiting ability is a *lasting* count of the game (``g.counts``, whose keys starting with
:data:`LASTING` survive the turn's reset in ``turn._awaken``; a position keeps them with the turn's
counts): ``~hold:<controller>:<holder>:<source>:<card>``. When ``holder`` holds, the source's
``"on:delayed"`` answer goes on the chain under ``controller`` with ``card`` as its subject
(``refs[0]``); a card no longer in its owner's banishment ends the window (the record is dropped).
"""

from __future__ import annotations

from typing import Final

from ..state import GameState
from .core import emit
from .reactions import ON

__all__ = ["LASTING", "create_hold_delayed", "end_hold_delayed", "hold_delayed_batches", "keep_lasting"]

#: the first character of a count kept from one turn to the next
LASTING: Final = "~"
_HOLD: Final = "~hold:"


def keep_lasting(counts: dict[str, int]) -> dict[str, int]:
    """The counts that outlast the turn (the others are per turn, 383.1)."""
    if not counts:
        return {}
    return {k: v for k, v in counts.items() if k[0] == LASTING}


def create_hold_delayed(g: GameState, controller: int, holder: int, source: int, card: int) -> None:
    """Rule 390.5: create ``controller``'s delayed ability of ``source`` ("when ``holder`` holds,
    ... ``card``"), waiting while ``card`` is in its owner's banishment."""
    g.counts[f"{_HOLD}{controller}:{holder}:{source}:{card}"] = 1
    emit(g, "390.5", "hold_delayed_created", controller, source, card)


def end_hold_delayed(g: GameState, card: int) -> None:
    """The delayed abilities about ``card`` end (their window closed, 390.5.a)."""
    for k in [k for k in g.counts if k.startswith(_HOLD) and int(k.rsplit(":", 1)[1]) == card]:
        del g.counts[k]


def hold_delayed_batches(g: GameState, holder: int) -> list[tuple]:
    """Rules 383.4.d.2.b, 390.5.a: the batches (controller, "delayed", [source], card) of the delayed
    abilities that ``holder``'s Hold triggers, controllers in turn order from the turn player
    (383.3.d.1); records whose card has left banishment are dropped."""
    if ON["delayed"] not in g.index.answers or not g.counts:
        return []
    out: list[tuple] = []
    for k in [k for k in g.counts if k.startswith(_HOLD)]:
        ctrl, who, source, card = (int(x) for x in k[len(_HOLD):].split(":"))
        if card not in g.players[g.owner[card]].banishment:
            del g.counts[k]  # 390.5.a: the window is over
            continue
        if who == holder and g.players[ctrl].alive:
            out.append((ctrl, "delayed", [source], card))
    order = g.turn_order
    k0 = order.index(g.turn_player) if g.turn_player in order else 0
    seq = order[k0:] + order[:k0]
    return sorted(out, key=lambda b: seq.index(b[0]) if b[0] in seq else len(seq))
