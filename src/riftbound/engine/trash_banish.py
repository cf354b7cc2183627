"""A card going to its owner's trash, and the passive replacement "if a card would go to your trash
from anywhere other than your Main Deck, banish it instead" (368.1, 369.1, 370.1.b, 427).

Every place that puts a card into its owner's trash from anywhere other than their Main Deck (a
discard from the hand, 422; a permanent leaving the board, 428; a spell leaving the chain, 359.3.d,
425; a facedown card lost, 323.7; another player's card as a player leaves, 652) calls
:func:`put_in_trash`. Cards moved from the Main Deck (Burn 440, a Burn Out's action 431, the rest of
looked-at cards 431.1.c) go to the trash directly and are not asked about.

The replacement is a passive of an object whose abilities are active (368.1; a gear or unit on the
board, a legend, a battlefield): its card answers ``"replace:to_trash"`` with a function (game, the
source's controller, the card) -> bool, whether it replaces that card's move. The card is banished
instead, by its controller's effect (427.2: straight from its origin; "when you banish a card you
own" sees it). An object leaving the board to the trash applies its own replacement to that move
(370.4: an event simultaneous with its leaving the zone where the replacement is active).

Two replacements of one move (372) never differ here: two such passives give the same banishment.
Where another replacement sends a card elsewhere instead of the trash (a spell's "then recycle it",
ruling 102; Flow's banishment, 829.1.b.1), that one is applied and this one then has nothing to
replace: 372 would let the spell's controller order the first two (ruling 115, not exact). A
Counter's "to its owner's hand" is its own instruction, not a replacement: nothing to order.
"""

from __future__ import annotations

from typing import Final

from ..log_text import TEMPLATES
from ..state import GameState
from .banish_events import banished
from .core import emit
from .events import sources
from .index import QUESTIONS

__all__ = ["QUESTION", "put_in_trash", "trash_replacer"]

QUESTION: Final = "replace:to_trash"
QUESTIONS[QUESTION] = (
    "function(game, source's controller, card cid) -> bool: whether this card's passive, while its "
    "object's abilities are active, banishes instead the card about to go to a trash from anywhere "
    "other than a Main Deck (368.1, 370.1.b, 370.4, 427; engine/trash_banish.py)")


def trash_replacer(g: GameState, cid: int, leaving: tuple[int, int] | None = None) -> int | None:
    """The controller of a passive replacing card ``cid``'s move to its owner's trash, or None.
    ``leaving``: (controller, cid) of the object this card is as it leaves the board (370.4)."""
    table = g.index.answers.get(QUESTION)
    if not table:
        return None
    if leaving is not None:
        fn = table.get(g.cards[leaving[1]].id)
        if fn is not None and fn(g, leaving[0], cid):
            return leaving[0]
    for ctrl, src in sources(g):
        fn = table.get(g.cards[src].id)
        if fn is not None and fn(g, ctrl, cid):
            return ctrl
    return None


def put_in_trash(g: GameState, cid: int, leaving: tuple[int, int] | None = None) -> bool:
    """Card ``cid`` goes to its owner's trash from anywhere other than their Main Deck, unless a
    replacement banishes it instead (the module's docstring). Returns whether it reached the trash.
    ``leaving``: see :func:`trash_replacer`."""
    owner = g.owner[cid]
    by = trash_replacer(g, cid, leaving) if QUESTION in g.index.answers else None
    if by is None:
        g.players[owner].trash.append(cid)
        return True
    g.players[owner].banishment.append(cid)
    emit(g, "370.1.b", "trash_banished", by, cid)
    banished(g, by, cid)  # 427: the replacing passive's controller banishes it
    return False


TEMPLATES["trash_banished"] = lambda g, p, d: (
    f"{g.cards[d[0]].name} is banished instead of going to the trash (a passive of P{p}'s)")
