"""The triggered abilities of an Equipment's effect text (718.3, 719.1, 724), as an entry writes
them: ``GearCard(..., passives=(EquipmentTrigger(("conquer",), EquipmentScript(...)),))``.

While attached, the ability is the unit's (its Top-Most Card): "I" and "me" are that unit, the
chain item's subject (``Subject()``), and "here" is where that unit is as each instruction
executes (359.3.f.2; none once it has left the board, 359.3.f.2.a). The engine side is
:mod:`riftbound.engine.equipment_triggers`.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, Final

from ..engine.equipment_triggers import EQUIPPED
from ..engine.reactions import ON, Triggered
from ..state import ChainItem, GameState
from .spells import TriggerScript

__all__ = ["EquipmentScript", "EquipmentTrigger"]

_WORDS: Final = {"conquer": "conquers", "hold": "holds", "move": "moves", "die": "dies (Deathknell)",
                 "attack": "attacks", "defend": "defends"}


@dataclass(frozen=True)
class EquipmentScript(TriggerScript):
    """A triggered ability of an Equipment's effect text: "here" is the location of the unit it
    belongs to (the gear's own while attached, 719.3, as it is put on the chain; the subject
    unit's as it resolves)."""

    def here_of(self, g: GameState, cid: int) -> int | None:
        x = g.gear.get(cid)
        return x.loc if x is not None and x.attached_to is not None else None

    def item_here(self, g: GameState, item: ChainItem) -> int | None:
        u = g.units.get(item.refs[0]) if item.refs else None
        return u.loc if u is not None else None


@dataclass(frozen=True)
class EquipmentTrigger:
    """The answer of an Equipment's entry (``GearCard.passives``): its effect text's triggered
    ability on the events ``events`` of the unit it is attached to (chain item kinds: "conquer",
    "hold", "move", "die", "attack", "defend"), ``may`` its "you may" (383.3.a-b)."""

    events: tuple[str, ...]
    script: TriggerScript
    may: Any = None

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield ON[EQUIPPED], Triggered(self.script, None, None, self.may)
        yield "equipped:on", frozenset(self.events)

    def describe(self) -> str:
        when = " or ".join(_WORDS[e] for e in self.events)
        text = self.script.describe(f"when the unit it is attached to {when} (on the chain; "
                                    f"the unit's ability, 718.3)")
        return f"{text} ({self.may.describe()})" if self.may is not None else text
