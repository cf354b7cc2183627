"""Keywords that cards carry, each implemented once, one module per keyword: Equip (818), Quick-Draw
(819), Weaponmaster (821), Empower and Empowered (827-828), Hunt (823), Temporary (816) and Repeat
(820).

The engine knows the rules these keywords work through (attaching, 434 and 718-724; the Empowered
status, 441-442; when Temporary's ability triggers, 816.1.c) and never imports this package: a
keyword tells the engine what a card adds through the per-game index (:func:`keyword_hooks`, asked
by ``sets.hooks_of`` for every card of a game: a keyword's ability, and its parameters from
the card's entry where it has some, such as an Equip cost) and registers its tasks and "custom"
instructions with the registries the engine and the interpreter declare.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any, Final

from ...cards import CardDef, UnknownCardError, load_cards
from . import empower, equip, hunt, quick_draw, repeat, temporary, vision, weaponmaster

__all__ = ["KEYWORD_HOOKS", "empower", "equip", "hunt", "keyword_hooks", "quick_draw", "repeat",
           "temporary", "vision", "weaponmaster"]

Hooks = Callable[[CardDef, Any], Iterator[tuple[str, Any]]]

#: keyword -> function(card facts, the card's entry or None) -> the (question, answer) pairs the
#: keyword gives a card that has it (engine/index.py)
KEYWORD_HOOKS: Final[dict[str, Hooks]] = {
    "Equip": equip.hooks,
    "Hunt": hunt.hooks,
    "Quick-Draw": quick_draw.hooks,
    "Weaponmaster": weaponmaster.hooks,
}

#: keywords any card may be given by an effect (816.2; Weaponmaster by a passive, 821.1.b): their hooks
#: answer for every card
EVERY_CARD: Final[tuple[Hooks, ...]] = (temporary.hooks, weaponmaster.granted_hooks, vision.granted_hooks)


def keyword_hooks(card_id: str, entry: Any) -> Iterator[tuple[str, Any]]:
    """What the keywords of card ``card_id`` (its card facts) tell the engine, given its entry."""
    try:
        card = load_cards().by_id(card_id)
    except UnknownCardError:
        return
    for keyword, hooks in KEYWORD_HOOKS.items():
        if card.has_keyword(keyword):
            yield from hooks(card, entry)
    for hooks in EVERY_CARD:
        yield from hooks(card, entry)
