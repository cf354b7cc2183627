"""Vision (817) given by a passive: "your Mechs have [Vision]" (Forecaster).

A card printed with Vision has it as its own Play Effect in its entry (``PREDICT``, 817.1.b). A unit
given Vision by an aura of a unit on the board (364.1; the aura's answer to "keywords:unit_aura")
as it is played gets the same Play Effect, of its own trigger kind ``"vision"``
(engine/units.py granted_play_effects), once for each source giving it (817.2: each instance
triggers separately, its recycle decided separately, 817.2.a); so every unit card answers it.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, Final

from ...cards import CardDef
from ...engine.reactions import ON, Triggered
from ..spells import TriggerScript
from ..words import PREDICT

__all__ = ["granted_hooks"]

_RECORD: Final = Triggered(TriggerScript(steps=(PREDICT,)))


def granted_hooks(card: CardDef, entry: Any) -> Iterator[tuple[str, Any]]:
    """Rules 817.1.b-c, 364.1: any unit card may be given Vision as it is played."""
    if card.type == "Unit":
        yield ON["vision"], _RECORD
