"""A delayed triggered ability at the start of its controller's next Main Phase, about the battlefield
its creator held: "when I hold, at the start of your next Main Phase, you may move an enemy unit to
this battlefield" (Iascylla).

:data:`WATCH_NEXT_MAIN_HERE` creates it as the hold ability resolves (390.2), noting "this
battlefield": where its source was as the ability triggered (its "here"). A hold happens in the
Beginning Phase (315.2.b), so that player's next Main Phase is this turn's: kept in the turn's counts
(``"mpw:<controller>:<source>"`` = battlefield + 1, and :data:`~riftbound.engine.events.WATCHING`).
As the Main Phase begins (316.4; engine/phase_watches.py) it goes on the chain as the source card's
``"on:delayed"`` ability (:class:`AtNextMainPhase`), once; its battlefield is then kept for its
resolution (``"mpw_bf:<source>"``). :data:`MOVE_T1_TO_NOTED_BATTLEFIELD` moves the chosen unit there
(an effect's move, 449; 359.3.e.6 where it can't; recalled where it may no longer be, 447.2.c).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, Final

from ..engine.chain import behaviour
from ..engine.core import emit
from ..engine.events import WATCHING, fire
from ..engine.move_bans import may_move_unit
from ..engine.phase_watches import MAIN_START
from ..engine.primitives import recall, relocate
from ..engine.reactions import ON, Triggered
from ..engine.units import contest
from ..log_text import TEMPLATES, _name
from ..state import ChainItem, GameState
from .spells import TriggerScript, custom, may_move_to
from .vocabulary import Custom

__all__ = ["MOVE_T1_TO_NOTED_BATTLEFIELD", "WATCH_NEXT_MAIN_HERE", "AtNextMainPhase"]

_REC: Final = "mpw:"
_BF: Final = "mpw_bf:"

WATCH_NEXT_MAIN_HERE = Custom("watch_next_main_here",
                              "at the start of your next Main Phase, its delayed ability triggers, for the "
                              "battlefield where this unit held")
MOVE_T1_TO_NOTED_BATTLEFIELD = Custom("move_t1_to_noted_battlefield", "T1 moves to that battlefield")


@custom("watch_next_main_here")
def _watch(g: GameState, item: ChainItem, i: int) -> bool:
    """Rule 390.2: the delayed ability waits for its controller's next Main Phase."""
    bf = item.dest
    if bf is None or bf < 0:
        return False
    g.counts[f"{_REC}{item.controller}:{item.cid}"] = bf + 1
    g.counts[WATCHING] = g.counts.get(WATCHING, 0) + 1
    emit(g, "390.2", "main_phase_watch", item.controller, item.cid, bf)
    return True


def _at_main_start(g: GameState) -> list[tuple]:
    """Rule 316.4: the Turn Player's waiting abilities trigger, each once."""
    out: list[tuple] = []
    for k in sorted(k for k in g.counts if k.startswith(_REC)):
        ctrl, source = (int(x) for x in k[len(_REC):].split(":"))
        if ctrl != g.turn_player:
            continue
        g.counts[_BF + str(source)] = g.counts.pop(k)
        g.counts[WATCHING] = g.counts.get(WATCHING, 0) - 1
        if g.players[ctrl].alive:
            out.append((ctrl, "delayed", [source]))
    if g.counts.get(WATCHING, 1) <= 0:
        g.counts.pop(WATCHING, None)
    return out


MAIN_START.append(_at_main_start)
TEMPLATES["main_phase_watch"] = lambda g, p, d: (
    f"P{p}'s {_name(g, d[0])} waits for the start of P{p}'s next Main Phase (battlefield {d[1]})")


@custom("move_t1_to_noted_battlefield")
def _move_t1(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 449-450, 359.3.e.2, 359.3.e.6, 447.2.c: the target, still legal, moves there."""
    bf = g.counts.pop(_BF + str(item.cid), 0) - 1
    units = behaviour(g, item).legal_targets(g, item, 0)  # type: ignore[attr-defined]
    if bf < 0 or not units:
        return False
    u = units[0]
    if u.loc == bf or not may_move_unit(g, u.cid, item.controller):
        return False
    if not may_move_to(g, u.controller, bf):
        recall(g, u, "447.2.c")
        return True
    relocate(g, u, bf)
    emit(g, "449", "effect_move", item.controller, u.cid, bf)
    contest(g, bf, u.controller)
    fire(g, "move", u.controller, (u.cid,), bf)
    return True


@dataclass(frozen=True)
class AtNextMainPhase:
    """The delayed ability :data:`WATCH_NEXT_MAIN_HERE` creates (the answer to "on:delayed"), with
    its "you may" (``may``, decided as it is finalized, 383.3.a)."""

    script: TriggerScript
    may: Any = None

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield ON["delayed"], Triggered(self.script, None, None, self.may)

    def describe(self) -> str:
        return "At the start of that Main Phase (on the chain): " + self.script.describe()
