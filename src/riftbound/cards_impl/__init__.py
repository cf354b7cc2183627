"""Implemented cards, one module per set, keyed by card id.

Importing this package registers every script with the engine (:data:`riftbound.engine.chain.SPELLS`,
:data:`~riftbound.engine.chain.TRIGGERS`).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ..effects import SpellCard, TriggerScript, UnitCard, When
from ..effects.cards import BattlefieldCard, GearCard, LegendCard
from ..engine.abilities import ABILITIES
from ..engine.chain import SPELLS
from ..engine.events import CONDITIONS, Condition
from ..engine.index import register_catalogue
from ..engine.units import BUFFED_MIGHT, ENTER_READY, TRIGGERED
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

__all__ = ["IMPLEMENTED", "is_implemented", "register_trigger"]


def register_trigger(card_id: str, when: When, script: TriggerScript) -> None:
    """Register card ``card_id``'s ability that triggers on the event ``when`` (383.1)."""
    if card_id in TRIGGERED[when.event]:
        raise ValueError(f"card {card_id} has two {when.event!r} abilities")
    TRIGGERED[when.event][card_id] = script
    CONDITIONS[when.event][card_id] = Condition(when.who, when.to_battlefield, when.opponents_turn,
                                                when.nth, when.friendly_subject)

#: card id -> entry, for every card with a script
IMPLEMENTED: dict[str, SpellCard | UnitCard | BattlefieldCard | LegendCard | GearCard] = {}

for _module in (origins, origins_costs, origins_hidden, proving_grounds, origins_abilities,
                origins_events, origins_battlefields, origins_gear, keywords_demo,
                mechanics_demo, layers_demo, equipment_demo):
    for _entry in _module.CARDS:
        if _entry.id in IMPLEMENTED:
            raise ValueError(f"card {_entry.id} ({_entry.name}) is implemented twice")
        IMPLEMENTED[_entry.id] = _entry
        if isinstance(_entry, UnitCard):
            for _kind, _script in _entry.triggered().items():
                TRIGGERED[_kind][_entry.id] = _script
            for _when, _script in _entry.when:
                register_trigger(_entry.id, _when, _script)
            if _entry.might_while_buffed:
                BUFFED_MIGHT[_entry.id] = _entry.might_while_buffed
            if _entry.others_enter_ready is not None:
                ENTER_READY[_entry.id] = _entry.others_enter_ready
        elif isinstance(_entry, SpellCard):
            SPELLS[_entry.id] = _entry.script
        elif isinstance(_entry, LegendCard):
            for _when, _script in _entry.when:
                register_trigger(_entry.id, _when, _script)
        elif isinstance(_entry, GearCard):  # its Play Effect, its abilities on events, their "you may"
            for _kind, _script in _entry.triggered().items():
                TRIGGERED[_kind][_entry.id] = _script
            for _when, _script in _entry.when:
                register_trigger(_entry.id, _when, _script)
            for _kind, _may in _entry.may:
                _may.register(_kind, _entry.id)
        elif isinstance(_entry, BattlefieldCard):  # "when you conquer / hold / defend here"
            for _kind, _script in _entry.triggered().items():
                TRIGGERED[_kind][_entry.id] = _script
        if isinstance(_entry, UnitCard | LegendCard | GearCard) and _entry.abilities:
            ABILITIES[_entry.id] = _entry.abilities  # activated abilities (377)
        if isinstance(_entry, UnitCard | BattlefieldCard):
            for _passive in _entry.passives:  # cost changes and Might/keyword passives (356, 363)
                if hasattr(_passive, "register"):  # those not yet answering through hooks()
                    _passive.register(_entry.id)


keywords_demo.register_hunt()  # 823: every unit with Hunt has its Conquer and Hold ability


def hooks_of(card_id: str) -> Iterator[tuple[str, Any]]:
    """What card ``card_id`` tells the engine (engine/index.py): its entry's answers, if it has one."""
    entry = IMPLEMENTED.get(card_id)
    if entry is not None:
        yield from entry.hooks()


register_catalogue(hooks_of)


def is_implemented(card_id: str) -> bool:
    """Whether the card has a script (vanilla units need none: see ``game.unsupported_cards``)."""
    return card_id in IMPLEMENTED
