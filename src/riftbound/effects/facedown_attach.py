"""Edge of Night's kind of Play Effect: "when you play this from face down, attach it to a unit you
control" (:data:`ATTACH_ME_SCRIPT` with :func:`played_from_facedown` as its trigger condition).

The unit is a target (355.10: a unit you control, on the board, is chosen), chosen as the ability
is finalized (383.4.a, 337.1); a Play Effect of a card played from facedown chooses its targets at
the battlefield it was hidden at (811.1.d.2; engine/hidden.bound_ok), so the errata's dropping of
"here" changes nothing. It triggers only when the card was played from facedown (383.2.a.1: the
condition is part of the trigger; engine/play_origin notes it). As it resolves the gear, if still on
the board, is attached to the unit if that is still a legal target (434; 359.3.e.4).
"""

from __future__ import annotations

from typing import Final

from ..engine.attachment import attach
from ..engine.play_origin import played_from
from ..state import ChainItem, GameState
from .spells import TriggerScript, custom
from .vocabulary import Custom, Target, Units

__all__ = ["ATTACH_ME_SCRIPT", "played_from_facedown"]

ATTACH_ME_SCRIPT: Final = TriggerScript((Custom("attach_me_to_t1", "attach this gear to T1"),),
                                        targets=(Target(Units(side="own")),))


def played_from_facedown(g: GameState, player: int, cid: int) -> bool:
    """Part of the trigger condition "when you play this from face down" (383.2.a.1, 811.1.c.3)."""
    return played_from(g, cid) == "facedown"


@custom("attach_me_to_t1")
def _attach_me_to_t1(g: GameState, item: ChainItem, i: int) -> bool:
    """Rule 434: the source gear is attached to the unit chosen, both still on the board and the
    unit still its controller's (359.3.e.4)."""
    gear = g.gear.get(item.cid)
    units = ATTACH_ME_SCRIPT.legal_targets(g, item, 0)
    if gear is None or not units:
        return False
    return attach(g, gear, units[0].cid, item.controller)
