"""A triggered ability's "up to N units" (355.13): its targets chosen one at a time as it is
finalized (337.1, 355.5), with the "trigger_targets" choice that
:class:`riftbound.engine.may_triggers.UpToRunes` uses for runes: each pick adds a unit, -1 stops,
zero is allowed. Units that are interchangeable are one option (ruling 2).

- :class:`UpToUnits`: the entry's ``may`` answer for the ability ("buff up to two other friendly
  units": ``UpToUnits(2, Units(side="friendly"), other=True)``).
- :data:`BUFF_CHOSEN_UNITS`: each chosen unit still a legal target as it resolves (on the board,
  still matching, 359.3.e.2-4) gets a buff if it has none (702.2.a, 702.3.a).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..compiled import mypyc_attr
from ..engine.chain import ability_of_kind
from ..engine.choosable import choosable
from ..engine.core import emit
from ..engine.events import fire
from ..engine.keywords import payable_choices
from ..engine.units import chain_item
from ..state import ChainItem, GameState, Unit
from .spells import custom, unit_signature
from .vocabulary import Custom, Units

__all__ = ["BUFF_CHOSEN_UNITS", "UpToUnits"]


@mypyc_attr(allow_interpreted_subclasses=True)  # card entries subclass it
@dataclass(frozen=True)
class UpToUnits:
    """Up to ``n`` units ``units`` selects (relative to the ability's controller, "here" being
    where its source is), not the source itself when ``other``: the ability's targets."""

    n: int
    units: Units
    other: bool = False
    purpose = "trigger_targets"

    def legal(self, g: GameState, player: int, source: int, u: Unit) -> bool:
        here = g.units[source].loc if source in g.units else None
        return (not (self.other and u.cid == source) and self.units.test(g, player, u, here)
                and choosable(g, player, u))

    def options(self, g: GameState, player: int, cid: int, kind: str) -> list[int]:
        item = chain_item(g, cid)
        chosen = item.targets[0] if item is not None and item.targets else ()
        seen: dict[tuple, int] = {}
        for u in sorted(g.units.values(), key=lambda u: u.cid):
            if u.cid not in chosen and self.legal(g, player, cid, u):
                seen.setdefault(unit_signature(g, u), u.cid)
        # 809.1.d, 355.16: the Deflect cost of the targets chosen so far and this one must stay payable
        return sorted(c for c in seen.values()
                      if payable_choices(g, player, 0, (), [(((*chosen, c),), None)]))

    def limit(self, g: GameState, player: int, source: int) -> int:
        """How many may be chosen: ``n`` (a split's damage counts its Bonus Damage, 715.3)."""
        return self.n

    def describe(self) -> str:
        other = " other" if self.other else ""
        return (f"up to {self.n}{other} {self.units.describe(True)} are its targets, chosen one at a "
                "time as it goes on the chain")


BUFF_CHOSEN_UNITS = Custom("buff_chosen_units",
                           text="each chosen unit still a legal target gets a buff (+1 Might counter) if "
                                "it has none")


@custom("buff_chosen_units")
def _buff_chosen_units(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 359.3.e.2-4, 702.2.a, 702.3.a: the chosen units still on the board and still legal
    targets get a buff each, unless they have one; with none chosen or none left, nothing."""
    may = ability_of_kind(g, item.kind, item.cid).may
    assert isinstance(may, UpToUnits)
    chosen = item.targets[0] if item.targets else ()
    units = [g.units[c] for c in chosen
             if c in g.units and may.legal(g, item.controller, item.cid, g.units[c])]
    buffed = [u for u in units if not u.buffs]
    for u in buffed:
        u.buffs = 1
        emit(g, "702.2.a", "buff", item.controller, u.cid)
        fire(g, "buff", item.controller, u.cid)  # "when you buff a unit" (383.1)
    return bool(units)
