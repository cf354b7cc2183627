"""The vocabulary's conditional instruction, :class:`~riftbound.effects.vocabulary.If`: an
instruction that executes only if a condition of the effect holds as it resolves (383.2.a.1: a
condition that is not right after the trigger is part of the effect, read on resolution).

The condition :class:`~riftbound.effects.vocabulary.UnitExists` reads the board then: "here" is the
location of the ability's source at that moment (359.3.f.2), none once the source has left the
board (359.3.f.2.a), so a condition about units "here" then fails.
"""

from __future__ import annotations

from ..state import ChainItem, GameState
from .spells import EXECUTE, SpellScript
from .vocabulary import If, UnitExists

__all__ = ["condition_holds"]


def condition_holds(g: GameState, script: SpellScript, item: ChainItem, cond: UnitExists) -> bool:
    """Whether ``cond`` holds now for the resolving ``item``."""
    here = script.item_here(g, item)
    ready = cond.ready
    for u in g.units.values():
        if ready is not None and u.exhausted == ready:
            continue
        if cond.units.test(g, item.controller, u, here):
            return True
    return False


def _if(g: GameState, script: SpellScript, item: ChainItem, i: int, s: If) -> bool | None:
    """Rules 383.2.a.1, 359.3.e.6: the condition unmet, the instruction does nothing (and counts as
    not executed for a linked instruction after it, 359.3.e.14.a); met, it executes as written."""
    if not condition_holds(g, script, item, s.condition):
        return False
    result: bool | None = EXECUTE[type(s.then)](g, script, item, i, s.then)
    return result


EXECUTE[If] = _if
