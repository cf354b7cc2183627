"""Instructions "look at the top N cards of your Main Deck; you may reveal a unit (a spell of Energy
cost 4 or more, ...) from among them and draw it; recycle the rest".

Looking never burns out (431.1.c): with fewer cards the player looks at what there is, with none
nothing happens. Which card to reveal, or none, is the player's choice among the looked-at cards of
the kind named (a "choose_card" decision, purpose "look_reveal": -1 for none, one option per
distinct card, ruling 2). The revealed card is shown to everyone (424) and put into the hand; the
others are recycled together, so in random order at the bottom (416.5).
"""

from __future__ import annotations

from typing import Final

from ..engine.core import decide, emit, task
from ..engine.decisions import register_choice
from ..engine.primitives import as_revealed, look, recycle_cards
from ..engine.top_look import look_top
from ..log_text import TEMPLATES, _name
from ..state import ChainItem, GameState
from .spells import custom, record
from .vocabulary import Custom

__all__ = ["look_reveal_draw"]

#: card types by the code the decision's context carries
_TYPES: Final = ("Unit", "Spell", "Gear")


def _top(g: GameState, player: int, n: int) -> list[int]:
    deck = g.players[player].deck
    return deck[-n:][::-1] if n > 0 else []


def _fits(g: GameState, c: int, type_code: int, min_energy: int) -> bool:
    card = g.cards[c]
    return card.type == _TYPES[type_code] and card.energy >= min_energy


def look_reveal_draw(n: int, card_type: str, min_energy: int = 0) -> Custom:
    """The instruction for the top ``n`` cards and a card of ``card_type`` whose printed Energy cost
    is at least ``min_energy`` (see the module's docstring)."""
    code = _TYPES.index(card_type)
    key = f"look_reveal_draw:{n}:{code}:{min_energy}"

    @custom(key)
    def _look(g: GameState, item: ChainItem, i: int) -> bool | None:
        """Rule 431.1.c: look at the top ``n`` (fewer if the deck is short; none: nothing)."""
        m = look_top(g, item.controller, item.cid, i, n)  # "as you look at me" choices first
        if m is None:
            return None
        if not look(g, item.controller, m):
            return False
        decide(g, item.controller, "choose_card", ("look_reveal", item.cid, i, m, code, min_energy))
        return None

    kind = card_type.lower() + (f" with Energy cost {min_energy} or more" if min_energy else "")
    return Custom(key, text=f"you see your Main Deck's top {n} cards, may reveal one {kind} of them and "
                            "draw it, and recycle the others")


def _options(g: GameState, player: int, ctx: tuple) -> list[int]:
    """-1 (reveal none), then one looked-at card of the kind per distinct card."""
    n, code, min_energy = ctx[3], ctx[4], ctx[5]
    seen: dict[int, int] = {}
    for c in _top(g, player, n):
        if _fits(g, c, code, min_energy):
            seen.setdefault(g.cards[c].index, c)
    return [-1, *sorted(seen.values())]


@task("look_reveal", "p", "c", "n", "n", "n", "n", "ci")
def _look_reveal(g: GameState, player: int, cid: int, i: int, n: int, code: int, min_energy: int,
                 card: int) -> None:
    """Rules 424, 413, 416.5: a chosen card of the kind is revealed and drawn (it goes to the hand);
    the other looked-at cards are recycled together; -1: none is drawn."""
    top = _top(g, player, n)
    deck = g.players[player].deck
    for c in top:
        deck.remove(c)
    if card in top and _fits(g, card, code, min_energy):
        emit(g, "424", "reveal", player, (card,))
        as_revealed(g, player, (card,))
        g.players[player].hand.append(card)
        emit(g, "413", "draw_revealed", player, card)
    rest = [c for c in top if c != card]
    if rest:
        recycle_cards(g, player, rest)
    record(g, cid, i, True)


register_choice("look_reveal", _options, (
    "{card} is resolving: {p} may reveal a card of the kind named among the top cards of their Main "
    "Deck they look at and draw it (none: keep none); the others are recycled"))
TEMPLATES["draw_revealed"] = lambda g, p, d: f"P{p} draws the revealed {_name(g, d[0])}"
