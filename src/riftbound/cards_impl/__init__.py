"""Implemented cards, one module per set, keyed by card id.

Importing this package gives the engine :func:`hooks_of`: what each card's entry answers to the
questions of the per-game index (engine/index.py).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ..effects import SpellCard, UnitCard
from ..effects.cards import BattlefieldCard, GearCard, LegendCard
from ..effects.keywords import keyword_hooks
from ..engine.index import register_catalogue
from . import (
    equipment_demo,
    keywords_demo,
    layers_demo,
    mechanics_demo,
    origins,
    origins_abilities,
    origins_battlefields,
    origins_costs,
    origins_events,
    origins_gear,
    origins_hidden,
    proving_grounds,
)

__all__ = ["IMPLEMENTED", "is_implemented"]

#: card id -> entry, for every card with a script
IMPLEMENTED: dict[str, SpellCard | UnitCard | BattlefieldCard | LegendCard | GearCard] = {}

for _module in (origins, origins_costs, origins_hidden, proving_grounds, origins_abilities,
                origins_events, origins_battlefields, origins_gear, keywords_demo,
                mechanics_demo, layers_demo, equipment_demo):
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


register_catalogue(hooks_of)


def is_implemented(card_id: str) -> bool:
    """Whether the card has a script (vanilla units need none: see ``game.unsupported_cards``)."""
    return card_id in IMPLEMENTED
