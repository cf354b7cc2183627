"""Implemented cards, one module per set, keyed by card id.

Importing this package registers every script with the engine (:data:`riftbound.engine.chain.SPELLS`,
:data:`~riftbound.engine.chain.TRIGGERS`).
"""

from __future__ import annotations

from ..effects import SpellCard, UnitCard
from ..engine.chain import SPELLS
from ..engine.units import BUFFED_MIGHT, ENTER_READY, TRIGGERED
from . import origins, proving_grounds

__all__ = ["IMPLEMENTED", "is_implemented"]

#: card id -> entry, for every card with a script
IMPLEMENTED: dict[str, SpellCard | UnitCard] = {}

for _module in (origins, proving_grounds):
    for _entry in _module.CARDS:
        if _entry.id in IMPLEMENTED:
            raise ValueError(f"card {_entry.id} ({_entry.name}) is implemented twice")
        IMPLEMENTED[_entry.id] = _entry
        if isinstance(_entry, UnitCard):
            for _kind, _script in _entry.triggered().items():
                TRIGGERED[_kind][_entry.id] = _script
            if _entry.might_while_buffed:
                BUFFED_MIGHT[_entry.id] = _entry.might_while_buffed
            if _entry.others_enter_ready is not None:
                ENTER_READY[_entry.id] = _entry.others_enter_ready
        else:
            SPELLS[_entry.id] = _entry.script


def is_implemented(card_id: str) -> bool:
    """Whether the card has a script (vanilla units need none: see ``game.unsupported_cards``)."""
    return card_id in IMPLEMENTED
