"""Temporary (816): "at the start of my controller's Beginning Phase, before scoring, kill me"
(816.1.b). When it triggers is the engine's rule (816.1.c, 315.2.a:
``engine.temporary.push_temporary_triggers``); the ability it stands for is the same for every
permanent, printed or given by an effect (816.2), so every card of a game has it in the per-game
index (:func:`hooks`).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, Final

from ...cards import CardDef
from ...engine.reactions import ON, Triggered
from ...engine.temporary import kill_temporary
from ...state import ChainItem, GameState
from ..spells import TriggerScript, custom
from ..vocabulary import Custom

__all__ = ["TEMPORARY", "hooks"]


@custom("kill_temporary")
def _kill_temporary(g: GameState, item: ChainItem, i: int) -> bool:
    """Rule 816.1.b: the Temporary ability's source (a unit or a gear) is killed."""
    return kill_temporary(g, item.cid)


#: 816.1.b: the ability Temporary stands for, the same for every permanent that has it
TEMPORARY = TriggerScript(steps=(Custom("kill_temporary", "this permanent is killed"),))

_RECORD: Final = Triggered(TEMPORARY)


def hooks(card: CardDef, entry: Any) -> Iterator[tuple[str, Any]]:
    """Every card's permanent may have Temporary, printed or given by an effect (816.2): each card
    answers ``ON["temporary"]`` with the one Temporary ability (816.1.b)."""
    yield ON["temporary"], _RECORD
