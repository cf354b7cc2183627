"""Predict N for any N (rule 436): look at the top N cards of your Main Deck (as many as there are,
436.4, never burning out, 436.4.a), recycle any number of them, and put the rest back on top in any
order (436.1.a).

The choices are ``choose_card`` decisions, each seen only by the predicting player (the cards are
its options): ``predict_recycle`` picks one looked-at card at a time to recycle (-1 stops; the
picks so far are a bit mask of positions from the top, in the context), then all picks are
recycled together (416.5: to the bottom in random order); ``predict_order`` then puts the kept
cards back, choosing which goes on top, then the next, while two distinct cards remain (the context
counts the cards placed). One option per distinct card (copies are interchangeable, ruling 2).
:data:`PREDICT` (words.py) stays the word for a single card (436.1).
"""

from __future__ import annotations

from ..engine.choices import register_choice
from ..engine.core import decide, emit, task
from ..engine.primitives import look, recycle_cards
from ..engine.top_look import look_top
from ..log_text import TEMPLATES
from ..state import ChainItem, GameState
from .spells import custom, record
from .vocabulary import Custom

__all__ = ["predict"]


def _top(g: GameState, player: int, n: int) -> list[int]:
    """The top ``n`` cards of the player's Main Deck, top first."""
    return g.players[player].deck[-n:][::-1] if n > 0 else []


def _distinct(g: GameState, cards: list[int]) -> list[int]:
    seen: dict[int, int] = {}
    for c in cards:
        seen.setdefault(g.cards[c].index, c)
    return sorted(seen.values())


def _recycle_options(g: GameState, player: int, ctx: tuple) -> list[int]:
    """-1 (recycle no more), then one looked-at card not picked yet per distinct card."""
    n, mask = ctx[3], ctx[4]
    return [-1, *_distinct(g, [c for k, c in enumerate(_top(g, player, n)) if not mask >> k & 1])]


def _order_options(g: GameState, player: int, ctx: tuple) -> list[int]:
    """The kept cards not placed yet (one per distinct card): the chosen one goes next from the top."""
    m, placed = ctx[3], ctx[4]
    return _distinct(g, _top(g, player, m)[placed:])


def predict(n: int) -> Custom:
    """Rule 436: "Predict ``n``" for the controller of the spell or ability."""
    if n == 1:
        raise ValueError("Predict 1 is words.PREDICT")
    name = f"predict_{n}"

    @custom(name)
    def _predict(g: GameState, item: ChainItem, i: int) -> bool | None:
        """Rules 436.1.a, 436.4: look at the top ``n`` (fewer if the deck is short; none: nothing)."""
        m = look_top(g, item.controller, item.cid, i, n)  # "as you look at me" choices first
        if m is None:
            return None
        seen = look(g, item.controller, m)
        if not seen:
            return False
        decide(g, item.controller, "choose_card", ("predict_recycle", item.cid, i, len(seen), 0))
        return None

    return Custom(name, text=f"you predict {n}: look at the top {n} cards of your Main Deck, recycle "
                             "any of them and put the others back on top in the order you choose")


@task("predict_recycle", "p", "c", "n", "n", "n", "ci")
def _predict_recycle(g: GameState, player: int, cid: int, i: int, n: int, mask: int, card: int) -> None:
    """Rules 436.1.a, 416.5: a pick joins the others (all picked: done); -1 stops: the picks are
    recycled together and the kept cards are ordered."""
    top = _top(g, player, n)
    if card >= 0 and card in top:
        mask |= 1 << top.index(card)
        if mask != (1 << len(top)) - 1:
            decide(g, player, "choose_card", ("predict_recycle", cid, i, n, mask))
            return
    picked = [c for k, c in enumerate(top) if mask >> k & 1]
    if picked:
        recycle_cards(g, player, picked)
    _next_order(g, player, cid, i, len(top) - len(picked), 0)


def _next_order(g: GameState, player: int, cid: int, i: int, m: int, placed: int) -> None:
    """Ask for the next card from the top while two or more distinct kept cards remain unplaced."""
    if len(_distinct(g, _top(g, player, m)[placed:])) > 1:
        decide(g, player, "choose_card", ("predict_order", cid, i, m, placed))
        return
    if m > 1:
        emit(g, "436.1.a", "order_top", player)  # which order is private
    record(g, cid, i, True)


@task("predict_order", "p", "c", "n", "n", "n", "ci")
def _predict_order(g: GameState, player: int, cid: int, i: int, m: int, placed: int, card: int) -> None:
    """Rule 436.1.a: the chosen card goes right under the ones placed before it."""
    deck = g.players[player].deck
    top = _top(g, player, m)
    if card in top[placed:]:
        a = len(deck) - 1 - placed  # the deck index of the place to fill
        b = len(deck) - 1 - top.index(card)
        deck[a], deck[b] = deck[b], deck[a]
    _next_order(g, player, cid, i, m, placed + 1)


register_choice("predict_recycle", _recycle_options, (
    "{card} is resolving: {p} predicts: picks a card they look at on top of their Main Deck to "
    "recycle, or none to stop"))
register_choice("predict_order", _order_options, (
    "{card} is resolving: {p} predicts: chooses which of the cards they keep goes back on top next"))
TEMPLATES.setdefault("order_top", lambda g, p, d: f"P{p} puts the looked-at cards back on top of their "
                                                  "Main Deck")
