"""Spells that leave an ability waiting for damage this turn (390.2; :mod:`riftbound.engine.damage_watch`):

- :data:`KILL_ANY_UNIT_THAT_TAKES_DAMAGE` (Imperial Decree): for the rest of the turn, whenever a unit
  takes damage, the spell's controller's delayed ability kills it (one trigger per unit, every time).
- :data:`KILL_T1_NEXT_DAMAGE_OR_NOW_WITH_LEGION` (Noxian Guillotine): the chosen unit, if still a legal
  target (359.3.e.2), is killed the next time it takes damage this turn; with Legion active as it
  resolves (812.1.b.1, 812.1.c: another card played this turn) it is killed now instead.

The waiting ability is the spell card's answer to "on:delayed" (:class:`KillWhenDamaged`): its effect
kills the damaged unit if it is still the object that took the damage (124.1).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, Final

from ..compiled import mypyc_attr
from ..engine.chain import behaviour
from ..engine.damage_watch import still_same_object, watch_damage
from ..engine.keywords import legion
from ..engine.primitives import kill
from ..engine.reactions import ON, Triggered
from ..log_text import TEMPLATES, _name
from ..state import ChainItem, GameState
from .spells import SpellScript, TriggerScript, custom
from .vocabulary import Custom

__all__ = ["KILL_ANY_UNIT_THAT_TAKES_DAMAGE", "KILL_T1_NEXT_DAMAGE_OR_NOW_WITH_LEGION", "KillWhenDamaged"]

TEMPLATES["damage_watch_created"] = lambda g, p, d: (
    f"{_name(g, d[0])}: P{p} waits this turn for "
    + ("any unit" if d[1] < 0 else _name(g, d[1])) + " to take damage")

KILL_ANY_UNIT_THAT_TAKES_DAMAGE = Custom(
    "kill_any_unit_that_takes_damage",
    text="for the rest of this turn, whenever a unit takes damage, you kill it (an ability on the chain)")
KILL_T1_NEXT_DAMAGE_OR_NOW_WITH_LEGION = Custom(
    "kill_t1_next_damage_or_now_with_legion",
    text="T1 is killed the next time it takes damage this turn (an ability on the chain); with Legion "
         "(another card played this turn) it is killed now instead")
KILL_DAMAGED_UNIT: Final = Custom("kill_damaged_unit", text="the unit that took the damage is killed, if it "
                                                            "is still on the board")


@custom("kill_any_unit_that_takes_damage")
def _any(g: GameState, item: ChainItem, i: int) -> bool:
    watch_damage(g, item.controller, item.cid)
    return True


@custom("kill_t1_next_damage_or_now_with_legion")
def _t1(g: GameState, item: ChainItem, i: int) -> bool:
    script = behaviour(g, item)
    assert isinstance(script, SpellScript)
    units = script.legal_targets(g, item, 0)
    if not units:
        return False
    if legion(g, item.controller, True):  # 812.1.b.1: "kill it now instead"
        kill(g, units[0])
    else:
        watch_damage(g, item.controller, item.cid, units[0].cid)
    return True


@custom("kill_damaged_unit")
def _kill_damaged(g: GameState, item: ChainItem, i: int) -> bool:
    """Rule 428: the subject (the unit that took the damage) dies, if it is still that object."""
    unit = item.refs[0] if item.refs else -1
    if unit < 0 or not still_same_object(g, unit):
        return False
    kill(g, g.units[unit])
    return True


@mypyc_attr(allow_interpreted_subclasses=True)
class KillWhenDamaged:
    """The spell's delayed ability (390.2) its effect creates: kill the unit that took damage."""

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield ON["delayed"], Triggered(TriggerScript(steps=(KILL_DAMAGED_UNIT,)))

    def describe(self) -> str:
        return "Its waiting ability goes on the chain when the unit takes damage and kills it."
