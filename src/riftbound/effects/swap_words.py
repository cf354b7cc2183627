"""Two units trading places: "choose a unit you control at another location; move me to its
location and it to my original location".

- :class:`ElsewhereTrigger`: a triggered ability whose one target must be at a location other than
  its source's, as it is chosen (355.9.b) and again as it resolves (359.3.e.5, "another location"
  read from where the source is then).
- :data:`SWAP_WITH_CHOSEN`: the source moves to the chosen unit's location and the chosen unit to
  the source's location as the instruction begins; each is a move (449): a unit that may not be at
  its destination battlefield is recalled instead (447.2.c), one arriving at a battlefield contests it
  (450, 190.3.a.1), and each unit's "when I move" abilities trigger (383.1). Nothing happens if the
  source has left the board (its location is then unknown, 359.3.e.12).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.battlefield_passives import may_move_to_base
from ..engine.chain import Choices, behaviour
from ..engine.core import emit
from ..engine.events import fire
from ..engine.keywords import payable_choices
from ..engine.move_bans import may_move_unit
from ..engine.primitives import recall, relocate
from ..engine.units import contest
from ..state import ChainItem, GameState, Unit, base_of
from .spells import SpellScript, TriggerScript, custom, may_move_to, unit_signature
from .vocabulary import Custom

__all__ = ["SWAP_WITH_CHOSEN", "ElsewhereTrigger"]


@dataclass(frozen=True)
class ElsewhereTrigger(TriggerScript):
    """A triggered ability whose one target is a unit at another location than its source's. Played
    from facedown, that restriction can never be met at the source's battlefield, so its target is
    chosen freely (811.1.d.2, whose own example this is): no facedown binding applies."""

    def _ok(self, g: GameState, player: int, u: Unit, here: int | None) -> bool:
        return u.loc != here and self.targets[0].units.test(g, player, u, here)

    def choices(self, g: GameState, player: int, cid: int) -> list[Choices]:
        """One unit per interchangeable group (ruling 2); Deflect's cost must be payable (809.1.d)."""
        here = self.here_of(g, cid)
        groups: dict[tuple, int] = {}
        for u in g.units.values():
            if u.cid != cid and self._ok(g, player, u, here):
                key = unit_signature(g, u)
                if key not in groups or u.cid < groups[key]:
                    groups[key] = u.cid
        return payable_choices(g, player, 0, (), [(((c,),), None) for c in sorted(groups.values())])

    def choices_legal(self, g: GameState, player: int, cid: int,
                      targets: tuple[tuple[int, ...], ...], dest: int | None) -> bool:
        if dest is not None or len(targets) != 1 or len(targets[0]) != 1:
            return False
        u = g.units.get(targets[0][0])
        return u is not None and u.cid != cid and self._ok(g, player, u, self.here_of(g, cid))

    def legal_targets(self, g: GameState, item: ChainItem, slot: int) -> list[Unit]:
        """Rules 359.3.e.2-5: still a unit of the controller's, at another location than the source
        is now."""
        here = self.item_here(g, item)
        units = [g.units.get(c) for c in item.targets[slot] if c >= 0]
        return [u for u in units if u is not None and u.cid != item.cid
                and self._ok(g, item.controller, u, here)]

    def describe(self, timing: str = "") -> str:
        return super().describe(timing).replace("T1 = 1 other own unit", "T1 = 1 own unit at another "
                                                                          "location")


SWAP_WITH_CHOSEN = Custom("swap_with_chosen",
                          text="this unit moves to T1's location and T1 to this unit's former location")


def _move_to(g: GameState, item: ChainItem, u: Unit, dest: int) -> bool:
    """One of the two moves (449, 447.2.c, 450); a move to base a passive forbids doesn't happen
    (359.3.e.6). Returns whether the unit moved (a recall is not a move, 455)."""
    if (dest < 0 and not may_move_to_base(g, u)) or not may_move_unit(g, u.cid, item.controller):
        return False  # 359.3.e.6: a move a passive forbids, or one its player can't make now
    if dest >= 0 and not may_move_to(g, u.controller, dest):
        recall(g, u, "447.2.c")
        return False
    relocate(g, u, dest if dest >= 0 else base_of(u.controller))
    emit(g, "449", "effect_move", item.controller, u.cid, u.loc)
    if u.loc >= 0:
        contest(g, u.loc, u.controller)
    return True


@custom("swap_with_chosen")
def _swap_with_chosen(g: GameState, item: ChainItem, i: int) -> bool:
    me = g.units.get(item.cid)
    script = behaviour(g, item)
    assert isinstance(script, SpellScript)
    chosen = script.legal_targets(g, item, 0)
    if me is None or not chosen:
        return False
    other = chosen[0]
    mine, theirs = me.loc, other.loc
    moved = [u for u, dest in ((me, theirs), (other, mine)) if _move_to(g, item, u, dest)]
    for u in moved:  # "when I move" (383.1), each to where it went
        if u.cid in g.units:
            fire(g, "move", u.controller, (u.cid,), u.loc)
    return True
