"""Cards that act "as you look at or reveal me from the top of your deck" (Nocturne, Horrifying's
errata): a choice of the card's owner made as the card is looked at or revealed, before the effect
that looks goes on with the cards it sees.

Every word that looks at or reveals the top N of its controller's Main Deck (431.1.c, 424, 436) asks
:func:`look_top` first. If a card among those N answers the index question ``"look:top"`` (a
function ``(game, player, card)`` that puts its choice to the player: a decision), that choice comes
first; the word's instruction then runs again (359.3.d: still the same instruction), seeing the top
N less the cards that left the deck meanwhile (:func:`left_while_looked_at`). Each such card is asked
once per look; cards of another player's deck are not (only "your deck").
"""

from __future__ import annotations

from typing import Final

from ..state import GameState
from .core import push, task

__all__ = ["left_while_looked_at", "look_top"]

_RESUME: Final = "top_look:resume"
_STEP: Final = "top_look:step"
_LEFT: Final = "top_look:left"
_ASKED: Final = "top_look:asked:"


def _top(g: GameState, player: int, n: int) -> list[int]:
    deck = g.players[player].deck
    return deck[-n:][::-1] if n > 0 else []


def look_top(g: GameState, player: int, cid: int, i: int, n: int, shrink: bool = True) -> int | None:
    """How many of the top ``n`` cards of ``player``'s Main Deck instruction ``i`` of the resolving
    item ``cid`` looks at now, or None when a choice about one of them comes first (the instruction
    is then executed again once it is made). ``shrink``: ``n`` is fixed by the word (look at the top
    N), so the cards that left as they were looked at are taken off it; without, the word counts
    its cards anew each time (reveal until a unit card)."""
    resuming = g.counts.get(_RESUME) == cid + 1 and g.counts.get(_STEP) == i
    if not resuming and _RESUME in g.counts:  # left over by an item that left the chain meanwhile
        for k in [k for k in g.counts if k.startswith("top_look:")]:
            del g.counts[k]
    if resuming and shrink:
        n = max(n - g.counts.get(_LEFT, 0), 0)
    table = g.index.answers.get("look:top")
    if table:
        for c in _top(g, player, n):
            ask = table.get(g.cards[c].id)
            if ask is not None and g.owner[c] == player and _ASKED + str(c) not in g.counts:
                g.counts[_RESUME], g.counts[_STEP] = cid + 1, i
                g.counts[_ASKED + str(c)] = 1
                push(g, ("top_look_resume", cid, i))
                ask(g, player, c)
                return None
    if resuming:
        for k in [k for k in g.counts if k.startswith("top_look:")]:
            del g.counts[k]
    return n


def left_while_looked_at(g: GameState) -> None:
    """A card being looked at left the top of the deck as it was looked at (banished): the look goes
    on with one card fewer."""
    g.counts[_LEFT] = g.counts.get(_LEFT, 0) + 1


@task("top_look_resume", "c", "n")
def _resume(g: GameState, cid: int, i: int) -> None:
    """The choice made, the instruction that was looking executes again (its source item's)."""
    push(g, ("instr", cid, i))
