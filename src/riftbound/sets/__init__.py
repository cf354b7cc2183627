"""Card entries, one module per set (a package for a set too large for one): each module's
``CARDS`` holds its entries, written in the vocabulary of :mod:`riftbound.effects`.

Importing this package gives the engine :func:`hooks_of`: what each card's entry, and its keywords,
answer to the questions of the per-game index (engine/index.py). How to add a card: docs/cards.md.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ..effects import SpellCard, UnitCard
from ..effects.cards import BattlefieldCard, GearCard, LegendCard
from ..effects.keywords import keyword_hooks
from ..engine.index import register_catalogue
from . import origins, proving_grounds, spiritforged, unleashed, vendetta

__all__ = ["IMPLEMENTED", "hooks_of", "is_implemented"]

Entry = SpellCard | UnitCard | BattlefieldCard | LegendCard | GearCard

#: card id -> entry, for every card with a script
IMPLEMENTED: dict[str, Entry] = {}

for _module in (origins, proving_grounds, spiritforged, unleashed, vendetta):
    for _entry in _module.CARDS:
        if _entry.id in IMPLEMENTED:
            raise ValueError(f"card {_entry.id} ({_entry.name}) is implemented twice")
        IMPLEMENTED[_entry.id] = _entry


def hooks_of(card_id: str) -> Iterator[tuple[str, Any]]:
    """What card ``card_id`` tells the engine (engine/index.py): its entry's answers, if it has one."""
    entry = IMPLEMENTED.get(card_id)
    if entry is not None:
        yield from entry.hooks()
    # its keywords' answers: Equip, Quick-Draw, Hunt (823.1.b), Temporary (816.2: any card)
    yield from keyword_hooks(card_id, entry)


register_catalogue(hooks_of, IMPLEMENTED.get)


def is_implemented(card_id: str) -> bool:
    """Whether the card has a script (vanilla units need none: see ``game.unsupported_cards``)."""
    return card_id in IMPLEMENTED
