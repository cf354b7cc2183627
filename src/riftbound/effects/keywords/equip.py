"""Equip (818): "Equip [cost]" is the activated ability "[cost]: attach this gear to a unit you
control" (818.1.c.2). The attaching itself is a rule of the engine (434, 718-724:
:mod:`riftbound.engine.attachment`); this module gives a gear entry its Equip ability and tells the
engine, through the per-game index, the Equip cost Weaponmaster reads (``"equip_cost"``).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, Final

from ...cards import CardDef
from ...engine.abilities import Ability, script_of
from ...engine.attachment import attach
from ...engine.core import emit
from ...state import ChainItem, GameState
from ..spells import TriggerScript, custom
from ..vocabulary import Custom, Target, Units

__all__ = ["EQUIP_SCRIPT", "equip_ability", "hooks"]

#: the effect of every Equip ability: attach this gear to the unit chosen as its target (818.1.b.1)
EQUIP_SCRIPT: Final = TriggerScript((Custom("equip", "attach this gear to T1 (Equip)"),),
                                    targets=(Target(Units(side="own")),))


@custom("equip")
def _equip(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 818.1.b, 818.2: attach the source gear to the chosen unit, still a unit its controller
    controls (the target, 818.1.b.1); the unit is then Equipped by it (818.2.a, 818.3)."""
    gear = g.gear.get(item.cid)
    units = script_of(g, item).legal_targets(g, item, 0)
    if gear is None or not units:
        return False
    attach(g, gear, units[0].cid, item.controller)
    emit(g, "818.2", "equipped", item.controller, gear.cid, units[0].cid)
    return True


def equip_ability(energy: int = 0, *domains: str, recycle: int = 0) -> Ability:
    """Rule 818.1.c.2: "Equip [cost]", on the controller's turn in an Open State like any activated
    ability (381); the unit is a target (818.1.b.1). ``domains``: one per Power pip; ``recycle``:
    that many cards of the controller's trash recycled as part of the cost (416, 818.1.c.1)."""
    return Ability(EQUIP_SCRIPT, energy=energy, power=tuple(frozenset({d}) for d in domains),
                   recycle_trash=recycle)


def hooks(card: CardDef, entry: Any) -> Iterator[tuple[str, Any]]:
    """The Equip cost of a gear whose entry has an Equip ability (818.1.c): the engine's
    ``"equip_cost"`` (Weaponmaster reads it even while the gear's text is Inactive, 725.3)."""
    for a in getattr(entry, "abilities", ()):
        if a.script is EQUIP_SCRIPT:
            yield "equip_cost", (a.energy, a.power)
            if a.recycle_trash:  # "Equip — [cost], recycle N cards from your trash" (416)
                yield "equip_cost:recycle", a.recycle_trash
