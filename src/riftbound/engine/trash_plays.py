"""A passive permission to play cards from one's trash ("you may play cards from your trash"): a
zone besides the hand and Champion Zone that 419.1.a allows by default.

The permission changes only where a card may be played from (a zone besides the hand, 419.1): the
card is played as it would be from the hand, at its own timing (358.4: a unit or gear in the Main
Phase, a spell with Action or Reaction also with Focus or Priority, a unit with Ambush as a
Reaction ...), paying its own cost with the usual changes (356), and its play completes as usual
(359, 419.4). The play notes the trash as where it came from (engine/play_origin.py).

The permission is a passive of an object whose abilities are active (368.1, 383.2): its card
answers ``"play:from_trash"`` with a function (game, the source's controller, the player) -> bool.
While no card of the game answers, nothing here costs more than one lookup.

The option lists of the hand (engine/decisions.py, engine/gear.py, engine/unit_timing.py,
engine/keywords.py) ask :func:`hand_and_trash` for the cards they may play: the hand, then these
cards of the trash, each with a key telling cards of one name apart by zone (a card in the trash is
another option than its namesake in hand). A spell with Flow in the trash may then be played either
way (829.1.b, or by the permission): its player chooses as they play it (ruling 115;
engine/keywords.py ``ask_trash_way``).
"""

from __future__ import annotations

from typing import Final

from ..log_text import TEMPLATES
from ..state import GameState
from .core import emit
from .events import sources
from .index import QUESTIONS
from .play_origin import note_played_from
from .primitives import forget_target

__all__ = ["FROM_TRASH", "QUESTION", "hand_and_trash", "played_from_trash", "take_card", "trash_permitted",
           "trash_playable"]

#: the turn's count noting a card being played from its trash by a permission
FROM_TRASH: Final = "trash_play:"

QUESTION: Final = "play:from_trash"
QUESTIONS[QUESTION] = (
    "function(game, source's controller, player) -> bool: whether this card's passive, while its "
    "object's abilities are active, lets the player play cards from their trash at their own cost "
    "and timing (419.1, 368.1; engine/trash_plays.py)")


def trash_permitted(g: GameState, player: int) -> bool:
    """Whether a passive of an active source lets ``player`` play cards from their trash now."""
    table = g.index.answers.get(QUESTION)
    if not table:
        return False
    for ctrl, cid in sources(g):
        fn = table.get(g.cards[cid].id)
        if fn is not None and fn(g, ctrl, player):
            return True
    return False


def trash_playable(g: GameState, player: int) -> list[int]:
    """The cards of ``player``'s trash they may play now by such a permission (sorted)."""
    trash = g.players[player].trash
    if not trash or QUESTION not in g.index.answers or not trash_permitted(g, player):
        return []
    return sorted(trash)


def hand_and_trash(g: GameState, player: int) -> list[tuple[int, int]]:
    """(card, key) for each card ``player`` may play from their hand, then from their trash by a
    permission: the key is the card's name index for a card in hand and ``-1 - index`` for one in
    the trash, so that option lists offer one card per name and zone."""
    cards = g.cards
    out = [(cid, cards[cid].index) for cid in sorted(g.players[player].hand)]
    if QUESTION in g.index.answers:
        out += [(cid, -1 - cards[cid].index) for cid in trash_playable(g, player)]
    return out


def take_card(g: GameState, player: int, cid: int) -> None:
    """Rule 354: card ``cid`` being played leaves its player's hand, or their trash when a permission
    lets them play it from there (offered only then), noting where it came from."""
    p = g.players[player]
    if cid in p.hand:
        p.hand.remove(cid)
        note_played_from(g, cid, "hand")
        if g.counts:
            g.counts.pop(FROM_TRASH + str(cid), None)
        return
    p.trash.remove(cid)
    forget_target(g, cid)  # 124.1, 359.3.e.4: chain items choosing it in the trash lose it
    note_played_from(g, cid, "trash")
    g.counts[FROM_TRASH + str(cid)] = 1  # an undone play puts it back there (358.5)
    emit(g, "419.1.a", "play_from_trash_permitted", player, cid)


def played_from_trash(g: GameState, cid: int) -> bool:
    """Whether card ``cid`` is being played from its trash by a permission (:func:`take_card`)."""
    return bool(g.counts) and g.counts.get(FROM_TRASH + str(cid), 0) > 0


TEMPLATES["play_from_trash_permitted"] = lambda g, p, d: (
    f"P{p} plays {g.cards[d[0]].name} from their trash (a permission of a card they control)")
