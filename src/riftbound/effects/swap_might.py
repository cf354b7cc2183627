"""Swap (433) of two units' Might for this turn: "swap the Might of two units at the same
battlefield this turn" (Switcheroo).

- :class:`TwoUnitsTogetherScript`: a spell whose one target slot is two units at one battlefield,
  chosen as it is played (355.5, 355.10.b: "at the same battlefield" is a restriction); as it
  resolves both must still be legal targets and still together (359.3.e.2), else the swap can't be
  made (359.3.e.6: it needs both).
- :data:`SWAP_MIGHT_THIS_TURN`: 433.1.b: the difference of their Mights as it resolves is added to
  the lower one and taken from the higher one, each a "this turn" effect (433.1.a, 317.2.c); equal
  Mights: no effect (433.1.c). Later changes apply on top as usual.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..compiled import mypyc_attr
from ..engine.chain import Choices, behaviour
from ..engine.core import emit
from ..engine.units import might
from ..state import ChainItem, GameState, Unit
from .spells import SpellScript, custom
from .vocabulary import Custom

__all__ = ["SWAP_MIGHT_THIS_TURN", "TwoUnitsTogetherScript"]


def _together(g: GameState, cids: tuple[int, ...]) -> bool:
    locs = {g.units[c].loc for c in cids if c in g.units}
    return len(cids) == 2 and len(locs) == 1 and min(locs) >= 0


@mypyc_attr(allow_interpreted_subclasses=True)
@dataclass(frozen=True)
class TwoUnitsTogetherScript(SpellScript):
    """One target slot of two units at one battlefield (this module's docstring)."""

    def __post_init__(self) -> None:
        if len(self.targets) != 1 or self.targets[0].count != 2:
            raise ValueError("a two-units-together script has one target slot of two units")

    def choices(self, g: GameState, player: int, cid: int) -> list[Choices]:
        return [(t, d) for t, d in super().choices(g, player, cid) if _together(g, t[0])]

    def choices_legal(self, g: GameState, player: int, cid: int,
                      targets: tuple[tuple[int, ...], ...], dest: int | None) -> bool:
        return (super().choices_legal(g, player, cid, targets, dest) and len(targets) == 1
                and _together(g, targets[0]))

    def legal_targets(self, g: GameState, item: ChainItem, slot: int) -> list[Unit]:
        units = super().legal_targets(g, item, slot)
        return units if len(units) == 2 and units[0].loc == units[1].loc else []


SWAP_MIGHT_THIS_TURN = Custom("swap_might_this_turn",
                              text="the two units' Mights are swapped for this turn (the difference is "
                                   "added to the lower and taken from the higher)")


@custom("swap_might_this_turn")
def _swap(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 433.1.a-c: read both Mights now; the lower gains the difference and the higher loses it
    for this turn; equal, nothing changes."""
    script = behaviour(g, item)
    assert isinstance(script, SpellScript)
    units = script.legal_targets(g, item, 0)
    if len(units) != 2:
        return False
    a, b = sorted(units, key=lambda u: might(g, u))
    diff = might(g, b) - might(g, a)
    if diff == 0:
        return True  # 433.1.c: no effect
    a.turn_might += diff
    b.turn_might -= diff
    emit(g, "433.1.b", "might", item.controller, a.cid, diff, "turn")
    emit(g, "433.1.b", "might", item.controller, b.cid, -diff, "turn")
    return True
