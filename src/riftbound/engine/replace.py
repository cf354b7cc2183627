"""Replace (rule 438) for battlefields: a token takes the place of a battlefield, and is swapped back.

Replacing (438.1) makes a token in the place of another object without playing it (no Play Effect,
no "when you play" trigger), and the token inherits everything that applied to the object: here the
battlefield keeps its index in ``g.battlefields``, its controller, its contested status, its staged
fights, its Facedown Zone, the units there and every effect that names it. For effects that target or
reference the replaced object the token is the same game object (438.1.a): the battlefield record
keeps the cids it was before in ``replaced`` (:class:`~riftbound.state.Battlefield`), and
:func:`~riftbound.state.place_of` finds the place of any of them, so the "here" of an ability of the
replaced card still on the chain is the place, and a target naming it stays legal (the 438.1.a
example). The old object's own abilities stop (they are its card's, and the card is no longer in
play); the token's are active from now on.

It is a Limited Action (438.2), done only when an effect says so (438.2.a); it is no banishing
(438.4): the card replaced goes to its owner's Banishment (438.5) with no banish event, and is
there "replaced, not banished" (438.5.a: a card of Banishment that is in some battlefield's
``replaced``); a token replaced ceases to exist as it would enter Banishment (438.6), which undoes
neither the new token nor the Replace (438.6.a).

Swapping back (438.7) is the same action the other way: the token ceases to exist and the card it
(or a token it replaced) replaced returns from Banishment to the place, inheriting all current
effects and statuses (438.7.b, 438.7.b.1); with no such card in Banishment it can never swap back
(438.7.c). A Replace always makes a token (438.3.b.1) and a swap back returns a card, so a place has
at most one such card at a time (its original battlefield): no choice is left to make among them.

The score ledger, "every battlefield scored this turn" (471.1.b.1) and once per battlefield per
turn (470) are keyed by the place, so a replaced battlefield is the same battlefield for them
(438.1.a; ruling 113).
"""

from __future__ import annotations

from ..cards import load_cards
from ..log_text import TEMPLATES, _name
from ..state import Battlefield, GameState
from .core import emit

__all__ = ["added_token_place", "replace_battlefield", "replaced_card", "replaced_not_banished", "swap_back"]


def added_token_place(g: GameState, b: Battlefield) -> bool:
    """Whether the battlefield ``b`` is a place a token added during the game (187.9), not one of
    setup (170.2.b): neither it nor any object it replaced (438.1.a) is a card. A place of setup
    always lists its card, in play, or replaced (swapped back, it is in play again)."""
    return b.cid >= 0 and all(g.cards[c].is_token for c in (b.cid, *b.replaced))


def replaced_not_banished(g: GameState, cid: int) -> bool:
    """Rule 438.5.a: whether card ``cid`` (in Banishment) is there as replaced, not banished."""
    return any(cid in b.replaced for b in g.battlefields)


def replaced_card(g: GameState, bf: int) -> int | None:
    """Rules 438.7.b.1, 438.7.c: the card the battlefield at ``bf`` may swap back to: one it (or a token
    it replaced) replaced, still in its owner's Banishment; None if there is none (no swap back)."""
    b = g.battlefields[bf]
    if b.cid < 0 or not g.cards[b.cid].is_token:
        return None  # 438.7: only a token created by a Replace is swapped back
    for c in reversed(b.replaced):
        if not g.cards[c].is_token and c in g.players[g.owner[c]].banishment:
            return c
    return None


def _new_token(g: GameState, player: int, card_id: str) -> int:
    """A new card instance for the token ``card_id`` of ``player``'s effect (182-183): clones that
    share the old card tuple are unaffected."""
    card = load_cards().by_id(card_id)
    assert card.is_token and card.type == "Battlefield", card_id
    cid = len(g.cards)
    g.cards = (*g.cards, card)
    g.owner = (*g.owner, player)
    return cid


def _leave_place(g: GameState, cid: int, player: int) -> None:
    """The object replaced leaves its place (438.5, 438.6): a card to its owner's Banishment, as
    replaced (438.5.a: no banish event, 438.4); a token ceases to exist instead (438.6, 186.1)."""
    if g.cards[cid].is_token:
        emit(g, "438.6", "token_gone", player, cid)
    else:
        g.players[g.owner[cid]].banishment.append(cid)


def replace_battlefield(g: GameState, bf: int, card_id: str, player: int) -> int:
    """Rules 438.1-438.6: replace the battlefield at index ``bf`` with a new ``card_id`` battlefield
    token of ``player``'s effect (438.3.b.1); returns the token's cid. The place keeps everything
    (438.1); the object replaced goes to Banishment, or ceases to exist if a token (438.5-438.6)."""
    b = g.battlefields[bf]
    old = b.cid
    token = _new_token(g, player, card_id)
    b.replaced = (*b.replaced, old) if old >= 0 else b.replaced
    b.cid = token
    g.memo = {}  # what was worked out from the battlefields in play (auras, passives) no longer holds
    emit(g, "438.1", "replace", player, bf, old, token)
    if old >= 0:
        _leave_place(g, old, player)
    return token


def swap_back(g: GameState, bf: int, player: int) -> bool:
    """Rule 438.7: the token at ``bf`` ceases to exist and the card it replaced returns from its
    owner's Banishment to the place, inheriting all current effects and statuses (438.7.b); nothing
    happens with no such card (438.7.c). Returns whether it swapped back."""
    card = replaced_card(g, bf)
    if card is None:
        emit(g, "438.7.c", "no_swap_back", player, bf)
        return False
    b: Battlefield = g.battlefields[bf]
    token = b.cid
    g.players[g.owner[card]].banishment.remove(card)
    b.replaced = (*(c for c in b.replaced if c != card), token)  # the token is still this object (438.1.a)
    b.cid = card
    g.memo = {}
    emit(g, "438.7.b", "swap_back", player, bf, token, card)
    emit(g, "438.7.b", "token_gone", player, token)
    return True


TEMPLATES["replace"] = lambda g, p, d: (
    f"battlefield {d[0]} ({_name(g, d[1])}) is replaced with {_name(g, d[2])} by P{p}'s effect")
TEMPLATES["swap_back"] = lambda g, p, d: (
    f"battlefield {d[0]}: {_name(g, d[1])} is swapped back to {_name(g, d[2])} by P{p}'s effect")
TEMPLATES["no_swap_back"] = lambda g, p, d: f"battlefield {d[0]} has nothing to swap back to"
