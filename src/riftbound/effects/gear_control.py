"""Taking an enemy gear while a unit stays on the board: "move an enemy gear to your base. You control
it until I leave the board. If it's an Equipment, attach it to me" (Akshan, Mischievous).

- :class:`EnemyGearTrigger`: a triggered ability whose one target is a gear controlled by an enemy of
  its controller (740.1.a), chosen as it is finalized (355.5) and checked again as it resolves
  (359.3.e.2).
- :data:`TAKE_ENEMY_GEAR_WHILE_HERE`: the gear, detached if it was (435), goes to the ability's
  controller's base (a gear is no unit: this is no move of 449, logged ``gear_to_base``); then, while
  the source unit is still on the board, that player gains control of it (191.3; its owner stays,
  127.1; engine/control_change.py) until the source leaves the board, and an Equipment is attached
  to the source (434). With the source gone already the duration is over: no control is gained, and
  the gear goes back to its controller's base (ruling 111).
- The end of that duration is no triggered ability: as the source leaves the board
  (engine/primitives.forget_target's :data:`~riftbound.engine.primitives.LEFT_BOARD`) the gear's
  control goes back to the player who had it (its owner if that player has left the game), the gear
  detached from the source and in its controller's base. Kept across turns in the counts
  (``"~gearctl:<source>:<gear>"`` = that player + 1; engine/hold_delayed.py keeps "~" counts).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

from ..engine.attachment import attach, detach, is_equipment
from ..engine.chain import Choices, behaviour
from ..engine.control_change import gain_control
from ..engine.core import emit
from ..engine.primitives import LEFT_BOARD
from ..log_text import TEMPLATES, _name
from ..state import ChainItem, GameState, Gear, base_of
from .gear_targets import GearTargetTrigger, gear_choices
from .spells import custom
from .vocabulary import Custom

__all__ = ["TAKE_ENEMY_GEAR_WHILE_HERE", "EnemyGearTrigger"]

_KEY: Final = "~gearctl:"
_ANY: Final = "~gearctl_n"  # how many such controls last (none: leaving the board costs nothing here)

TEMPLATES["gear_to_base"] = lambda g, p, d: f"{_name(g, d[0])} goes to P{p}'s base"


@dataclass(frozen=True)
class EnemyGearTrigger(GearTargetTrigger):
    """A triggered ability whose single target is an enemy gear (355.5, 740.1.a)."""

    def choices(self, g: GameState, player: int, cid: int) -> list[Choices]:
        team = g.team_of
        return [(((c,),), None) for c in gear_choices(g) if team[g.gear[c].controller] != team[player]]

    def legal_targets(self, g: GameState, item: ChainItem, slot: int) -> list[Any]:
        team = g.team_of
        return [x for x in super().legal_targets(g, item, slot)
                if isinstance(x, Gear) and team[x.controller] != team[item.controller]]

    def describe(self, timing: str = "") -> str:
        return super().describe(timing).replace("T1 = 1 gear", "T1 = 1 enemy gear")


TAKE_ENEMY_GEAR_WHILE_HERE = Custom(
    "take_enemy_gear_while_here",
    "T1 goes to your base; you control it until this unit leaves the board; an Equipment is attached to it")


def _to_base(g: GameState, x: Gear, seat: int) -> None:
    """The gear, detached if it was (435), goes to ``seat``'s base."""
    detach(g, x, seat)
    home = base_of(seat)
    if x.loc != home:
        x.loc = home
        emit(g, "191.3", "gear_to_base", seat, x.cid)


@custom("take_enemy_gear_while_here")
def _take(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 191.3, 127.1, 434, 435: see the module."""
    found = behaviour(g, item).legal_targets(g, item, 0)  # type: ignore[attr-defined]
    x = found[0] if found and isinstance(found[0], Gear) else None
    if x is None:
        return False
    player = item.controller
    _to_base(g, x, player)
    me = g.units.get(item.cid)
    if me is None:  # "until I leave the board": over already
        _to_base(g, x, x.controller)
        return True
    back = x.controller
    gain_control(g, x, player, "191.3")
    key = f"{_KEY}{item.cid}:{x.cid}"
    if key not in g.counts:
        g.counts[_ANY] = g.counts.get(_ANY, 0) + 1
    g.counts[key] = back + 1
    if is_equipment(g, x.cid):
        attach(g, x, me.cid, player)
    return True


def _left(g: GameState, cid: int) -> None:
    """The source left the board: each gear it kept goes back; a gear that left is forgotten."""
    if not g.counts or _ANY not in g.counts:
        return
    for k in [k for k in g.counts if k.startswith(_KEY)]:
        source, gear = (int(v) for v in k[len(_KEY):].split(":"))
        if cid not in (source, gear):
            continue
        back = g.counts.pop(k) - 1
        g.counts[_ANY] -= 1
        if not g.counts[_ANY]:
            del g.counts[_ANY]
        x = g.gear.get(gear)
        if cid == gear or x is None:
            continue
        if not g.players[back].alive:
            back = g.owner[gear]
        if x.controller == back:  # already theirs (a new object of that card back on the board, 124.1)
            continue
        old, x.controller = x.controller, back
        emit(g, "191.3", "control_back", old, x.cid, back)
        _to_base(g, x, back)


LEFT_BOARD.append(_left)
