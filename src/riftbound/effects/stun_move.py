""""When you stun an enemy unit at a battlefield, you may move me to that battlefield" (Vex, Mocking).

- :class:`EnemyUnitAtABattlefield`: the subject filter (383.2.a.1, read as the stun happens): the
  stunned unit is an enemy of the source's controller (740.1.a) at a battlefield. "That battlefield"
  is the one it was stunned at, a fact of the trigger: the filter notes it in the turn's counts
  (``"stunned_at:<unit>"`` = battlefield + 1), so the ability still knows it once the unit has moved
  or left the board.
- :data:`MOVE_ME_TO_THAT_BATTLEFIELD`: the source unit moves there (an effect's move, 449): nothing
  if it has left the board or is there already (359.3.e.6), nor if its player can't move it (engine/
  move_bans.py); where it may no longer be (449.2) it is recalled instead (447.2.c), as for every
  effect's move (effects/spells.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from ..engine.core import emit
from ..engine.events import fire
from ..engine.move_bans import may_move_unit
from ..engine.primitives import recall, relocate
from ..engine.units import contest
from ..state import ChainItem, GameState
from .spells import custom, may_move_to
from .vocabulary import Custom

__all__ = ["MOVE_ME_TO_THAT_BATTLEFIELD", "EnemyUnitAtABattlefield"]

_KEY: Final = "stunned_at:"


@dataclass(frozen=True, slots=True)
class EnemyUnitAtABattlefield:
    """A subject filter: an enemy unit at a battlefield as it is stunned (noting which)."""

    def test(self, g: GameState, player: int, cid: int) -> bool:
        u = g.units.get(cid)
        if u is None or u.loc < 0 or g.team_of[u.controller] == g.team_of[player]:
            return False
        g.counts[_KEY + str(cid)] = u.loc + 1
        return True

    def describe(self) -> str:
        return "an enemy unit at a battlefield"


MOVE_ME_TO_THAT_BATTLEFIELD = Custom("move_me_to_stun_battlefield",
                                     "this unit moves to the battlefield where that unit was stunned")


@custom("move_me_to_stun_battlefield")
def _move_me(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 449-450, 359.3.e.6, 447.2.c: the source moves to the battlefield its event happened at."""
    bf = g.counts.get(_KEY + str(item.refs[0]), 0) - 1 if item.refs else -1
    u = g.units.get(item.cid)
    if bf < 0 or u is None or u.loc == bf or not may_move_unit(g, u.cid, item.controller):
        return False
    if not may_move_to(g, u.controller, bf):
        recall(g, u, "447.2.c")
        return True
    relocate(g, u, bf)
    emit(g, "449", "effect_move", item.controller, u.cid, bf)
    contest(g, bf, u.controller)
    fire(g, "move", u.controller, (u.cid,), bf)
    return True
