"""Instructions about the top of the Main Deck: "look at the top 3 cards of your Main Deck, put 1
into your hand and recycle the rest".

:func:`look_take_one` makes the instruction for ``n`` cards. Looking never burns out (431.1.c): with
fewer cards the player looks at what there is, with none nothing happens. The card kept is the
player's choice among the looked-at cards (a private decision, one option per distinct card, ruling
2); the others are recycled together, so in random order at the bottom (416.5).
"""

from __future__ import annotations

from ..engine.core import decide, emit, task
from ..engine.decisions import register_choice
from ..engine.primitives import look, recycle_cards
from ..engine.top_look import look_top
from ..log_text import TEMPLATES
from ..state import ChainItem, GameState
from .spells import custom, record
from .vocabulary import Custom

__all__ = ["look_take_one"]


def _top(g: GameState, player: int, n: int) -> list[int]:
    deck = g.players[player].deck
    return deck[-n:][::-1] if n > 0 else []


def _options(g: GameState, player: int, ctx: tuple) -> list[int]:
    """One looked-at card per distinct card (the top-most of each)."""
    seen: dict[int, int] = {}
    for c in _top(g, player, ctx[3]):
        seen.setdefault(g.cards[c].index, c)
    return sorted(seen.values())


def look_take_one(n: int) -> Custom:
    """The instruction for ``n`` cards (see the module's docstring)."""
    key = f"look_take_one:{n}"

    @custom(key)
    def _look(g: GameState, item: ChainItem, i: int) -> bool | None:
        """Rule 431.1.c: look at the top ``n`` (fewer if the deck is short; none: nothing)."""
        m = look_top(g, item.controller, item.cid, i, n)  # "as you look at me" choices first
        if m is None:
            return None
        if not look(g, item.controller, m):
            return False
        decide(g, item.controller, "choose_card", ("look_take", item.cid, i, m))
        return None

    return Custom(key, text=f"you see your Main Deck's top {n} cards, put one of them into "
                            "your hand and recycle the others")


@task("look_take", "p", "c", "n", "n", "ci")
def _look_take(g: GameState, player: int, cid: int, i: int, n: int, card: int) -> None:
    """The chosen card goes to the hand; the other looked-at cards are recycled (416.1, 416.5)."""
    top = _top(g, player, n)
    deck = g.players[player].deck
    if card not in top:  # -1: no choice (the player left the game)
        record(g, cid, i, False)
        return
    for c in top:
        deck.remove(c)
    g.players[player].hand.append(card)
    emit(g, "431.1.c", "look_take", player)  # which card is private
    rest = [c for c in top if c != card]
    if rest:
        recycle_cards(g, player, rest)
    record(g, cid, i, True)


register_choice("look_take", _options, (
    "{card} is resolving: {p} puts one of the cards they look at from the top of their Main Deck into "
    "their hand (the others are recycled)"))
TEMPLATES["look_take"] = lambda g, p, d: f"P{p} puts a looked-at card into their hand"
