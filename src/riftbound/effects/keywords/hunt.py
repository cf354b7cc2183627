"""Hunt (823): "Hunt N" stands for "when I conquer or hold, gain N XP" (823.1.b-c). Every unit card
with the keyword has the same ability, so it is written here once for all of them and given to each
through the per-game index (:func:`hooks`: its Conquer and Hold abilities, 471.2), not in the card
entries; the XP itself is the engine's (728-733, ``engine.keywords.gain_xp``) and the value is the
card's (``engine.keywords.hunt_value``).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, Final

from ...cards import CardDef
from ...engine.keywords import gain_xp, hunt_value
from ...engine.reactions import ON, Triggered
from ...state import ChainItem, GameState
from ..spells import TriggerScript, custom
from ..vocabulary import Custom

__all__ = ["HUNT", "hooks"]


@custom("hunt")
def _hunt(g: GameState, item: ChainItem, i: int) -> bool:
    """Rule 823.1.c.1: the ability's controller gains XP equal to its source's Hunt value."""
    gain_xp(g, item.controller, hunt_value(g, item.cid), "823.1.c.1")
    return True


#: the Hunt ability (823.1.b-c): a Conquer and a Hold ability of every unit with the keyword
HUNT: Final = TriggerScript(steps=(Custom("hunt", text="its controller gains XP equal to its Hunt value"),))


def hooks(card: CardDef, entry: Any) -> Iterator[tuple[str, Any]]:
    """Rules 823.1.b, 471.2: a unit card with Hunt has the Hunt ability as its Conquer and its Hold
    ability. One with another Conquer or Hold ability of its own would answer twice, which the index
    refuses (it can't hold two abilities of one kind yet)."""
    if card.type == "Unit":
        yield ON["conquer"], Triggered(HUNT)
        yield ON["hold"], Triggered(HUNT)
