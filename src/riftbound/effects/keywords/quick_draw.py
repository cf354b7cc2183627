"""Quick-Draw (819): a gear with it may be played with Reaction timing (819.1.b-c), and as it is
played its controller chooses a unit they control; its Play Effect attaches the gear to that unit
(819.1.d). The engine lists the plays (``engine.gear.quick_draw_options``) for the gear whose
cards answer ``"quick_draw"`` in the per-game index; the same hook gives the gear the Play Effect
:data:`QUICK_DRAW_SCRIPT` (its entry names neither).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, Final

from ...cards import CardDef
from ...engine.attachment import attach
from ...engine.reactions import ON, Triggered
from ...state import ChainItem, GameState
from ..spells import TriggerScript, custom
from ..vocabulary import Custom, Target, Units

__all__ = ["QUICK_DRAW_SCRIPT", "hooks"]


@custom("quick_draw")
def _quick_draw(g: GameState, item: ChainItem, i: int) -> bool:
    """Rule 819.1.d: the Play Effect attaches the gear to the unit chosen as it went on the chain,
    if both are still on the board and the unit is still its controller's."""
    gear = g.gear.get(item.cid)
    units = QUICK_DRAW_SCRIPT.legal_targets(g, item, 0)
    if gear is None or not units:
        return False
    return attach(g, gear, units[0].cid, item.controller)


#: the Play Effect of a gear with Quick-Draw (819.1.d; its unit chosen on the chain: docs/rulings.md)
QUICK_DRAW_SCRIPT: Final = TriggerScript((Custom("quick_draw", "attach this gear to T1 (Quick-Draw)"),),
                                         targets=(Target(Units(side="own")),))


_RECORD: Final = Triggered(QUICK_DRAW_SCRIPT)


def hooks(card: CardDef, entry: Any) -> Iterator[tuple[str, Any]]:
    """A gear card with Quick-Draw may be played with Reaction timing (819.1.b: the engine's
    ``"quick_draw"``) and has the Play Effect that attaches it (819.1.d). Only a card with an entry
    (for the rest of its text, if any) answers: a gear with other text and no entry is not
    supported."""
    if entry is not None:
        yield "quick_draw", True
        yield ON["trigger"], _RECORD
