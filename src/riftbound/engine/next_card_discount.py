""""The next card you play this turn costs [2][A][A] less" (Astral Heron): a discount on the total
cost of whichever card its player plays next this turn (356.4, 356.4.d; a delayed passive effect,
390.4), a unit, a spell or a gear, from their hand, facedown or by an effect.

It is kept in the turn's counts as ``next_card_discount:<player>:<n>`` (so positions carry it and it
ends with the turn), ``n`` being how many cards the player had played this turn when it was made
(the count ``play_card:<player>``, which grows as a card's play is finalized, 419.4.b): it applies
to a cost only while that count is still ``n``, so the next card played uses it up; two such
effects made before that card both apply to it.

Power "of any domain" ([A]) comes off the total cost's pips (356.6: never below none). Which pips go
is the player's to choose, and the best choice is always the same: the most restrictive first (a
pip of one domain before one of two domains, before one of any domain), so that every pip left can
be paid by at least the runes the other choices would allow.
"""

from __future__ import annotations

from typing import Final

from ..log_text import TEMPLATES, _name
from ..state import GameState
from .core import count_key, emit

__all__ = ["add_next_card_discount", "next_card_cost", "next_card_discounts"]

PREFIX: Final = "next_card_discount:"
ENERGY: Final = 2
POWER: Final = 2

TEMPLATES["next_card_discount"] = lambda g, p, d: (
    f"P{p}'s next card this turn costs {ENERGY} Energy and {POWER} Power less ({_name(g, d[0])})")


#: this module's keys, by player and number of cards played, made once (read at every listing)
_KEYS: Final[list[list[str]]] = []


def _key(g: GameState, player: int) -> str:
    while len(_KEYS) <= player:
        _KEYS.append([])
    n = g.counts.get(count_key("play_card", player), 0)
    keys = _KEYS[player]
    while len(keys) <= n:
        keys.append(f"{PREFIX}{player}:{len(keys)}")
    return keys[n]


def add_next_card_discount(g: GameState, player: int, source: int) -> None:
    """Rules 390.4, 356.4: ``player``'s next card played this turn costs [2][A][A] less."""
    key = _key(g, player)
    g.counts[key] = g.counts.get(key, 0) + 1
    emit(g, "356.4", "next_card_discount", player, source)


def next_card_discounts(g: GameState, player: int) -> int:
    """How many such discounts the card ``player`` plays next has (0 almost always)."""
    counts = g.counts
    if not counts:
        return 0
    return counts.get(_key(g, player), 0)


def _looseness(pip: frozenset | None) -> int:
    return 99 if pip is None else len(pip)


def next_card_cost(g: GameState, player: int, energy: int,
                   reqs: tuple[frozenset | None, ...]) -> tuple[int, tuple[frozenset | None, ...]]:
    """Rules 356.4.d, 356.6: the total cost ``energy``/``reqs`` of a card ``player`` is playing,
    less their next-card discounts (none: unchanged)."""
    n = next_card_discounts(g, player)
    if not n:
        return energy, reqs
    order = sorted(range(len(reqs)), key=lambda k: (_looseness(reqs[k]), k))
    gone = set(order[:POWER * n])
    return max(0, energy - ENERGY * n), tuple(r for k, r in enumerate(reqs) if k not in gone)
