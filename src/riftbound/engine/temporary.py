"""Temporary (816): a permanent with it is killed at the start of its controller's Beginning Phase,
before scoring (816.1.b).

Temporary is a triggered ability (816.1): as the Turn Player's Beginning Phase starts (315.2.a,
816.1.c) the ability of each of their permanents (units and gear, 816.1.a) that has it goes on the
chain (383.3) and, when it resolves, kills the permanent. A permanent has it if its card prints the
keyword (the Sprite token) or an effect gave it (``Unit.temporary``, ``Gear.temporary``); several
instances trigger once (816.2.a). The ability's script, the same for every card, is the effects
layer's (:mod:`riftbound.effects.keywords.temporary`), under the chain item kind ``"temporary"``.
"""

from __future__ import annotations

from ..state import GameState, Gear, Unit
from .gear import kill_gear
from .primitives import kill
from .units import push_triggers


def has_temporary(g: GameState, p: Unit | Gear) -> bool:
    """Rule 816.3: whether the permanent (a unit or a gear, 816.1.a) has Temporary, printed or
    given (816.2: once is enough). An attached Equipment's printed text is Inactive (718.2, 721.2):
    its printed Temporary doesn't trigger while it is attached."""
    if p.temporary:
        return True
    return g.cards[p.cid].has_keyword("Temporary") and not (isinstance(p, Gear) and p.attached_to is not None)


def push_temporary_triggers(g: GameState, player: int) -> None:
    """Rules 816.1.b-c, 315.2.a: the Temporary abilities of ``player``'s permanents trigger as their
    Beginning Phase starts; they order them as they go on the chain (383.3.d)."""
    mine = [u.cid for u in g.units.values() if u.controller == player and has_temporary(g, u)]
    mine += [x.cid for x in g.gear.values() if x.controller == player and has_temporary(g, x)]
    if mine:
        push_triggers(g, [(player, "temporary", mine)])


def kill_temporary(g: GameState, cid: int) -> bool:
    """Rule 816.1.b: the ability kills its permanent, if it is still on the board (428)."""
    u = g.units.get(cid)
    if u is not None:
        kill(g, u)
        return True
    x = g.gear.get(cid)
    if x is not None:
        kill_gear(g, x)
        return True
    return False
