"""Gear as targets: "kill a gear", "return a gear to its owner's hand".

A spell or triggered ability naming "a gear" chooses it as it is played or finalized (355.5, 337.1):
any gear on the board, any player's, attached or not (718.5.b). With none on the board a spell can't
be played (355.8) and a triggered ability leaves the chain (402.4). As it resolves the target is
checked again (359.3.e.2-4): a gear that has left the board (a new object if it comes back, 124.1)
is a lost target and the instruction does nothing.

:class:`GearTargetScript` (a spell) and :class:`GearTargetTrigger` (a triggered ability) hold one
such target; gear of one name, controller, place, status and attachment are interchangeable
(ruling 2), one option each. Their instructions: :data:`KILL_TARGET_GEAR`,
:func:`kill_target_gear_then_draws` and :data:`RETURN_TARGET_GEAR_TO_HAND`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..compiled import mypyc_attr
from ..engine.chain import Choices, behaviour
from ..engine.core import emit
from ..engine.gear import kill_gear
from ..engine.primitives import draw, forget_target
from ..log_text import TEMPLATES, _name
from ..state import ChainItem, GameState, Gear
from .spells import SpellScript, TriggerScript, custom
from .vocabulary import Custom

__all__ = ["KILL_TARGET_GEAR", "RETURN_TARGET_GEAR_TO_HAND", "GearTargetScript", "GearTargetTrigger",
           "gear_choices", "gear_to_hand", "kill_target_gear_then_draws"]

TEMPLATES["gear_to_hand"] = lambda g, p, d: f"{_name(g, d[0])} goes back to its owner's hand"


def gear_choices(g: GameState) -> list[int]:
    """One gear per interchangeable group (ruling 2): the same card, controller, place, status and
    attachment."""
    seen: dict[tuple, int] = {}
    for c, x in sorted(g.gear.items()):
        seen.setdefault((g.cards[c].index, x.controller, x.loc, x.exhausted, x.temporary, x.attached_to,
                         x.empowered), c)
    return sorted(seen.values())


def _legal(g: GameState, targets: tuple[tuple[int, ...], ...], dest: int | None) -> bool:
    return dest is None and len(targets) == 1 and len(targets[0]) == 1 and targets[0][0] in g.gear


def _still_there(g: GameState, item: ChainItem) -> list[Any]:
    """The chosen gear, if it is still on the board (359.3.e.2-4)."""
    return [g.gear[c] for c in (item.targets[0] if item.targets else ()) if c in g.gear]


@mypyc_attr(allow_interpreted_subclasses=True)  # card entries subclass it
@dataclass(frozen=True)
class GearTargetScript(SpellScript):
    """A spell whose single target is a gear on the board (355.5, 718.5.b)."""

    def choices(self, g: GameState, player: int, cid: int) -> list[Choices]:
        return [(((c,),), None) for c in gear_choices(g)]

    def choices_legal(self, g: GameState, player: int, cid: int,
                      targets: tuple[tuple[int, ...], ...], dest: int | None) -> bool:
        return _legal(g, targets, dest)

    def legal_targets(self, g: GameState, item: ChainItem, slot: int) -> list[Any]:
        return _still_there(g, item)

    def describe(self, timing: str = "") -> str:
        return super().describe(timing).replace(". Does:", ". Targets: T1 = 1 gear. Does:", 1)


@mypyc_attr(allow_interpreted_subclasses=True)  # card entries subclass it
@dataclass(frozen=True)
class GearTargetTrigger(TriggerScript):
    """A triggered ability whose single target is a gear on the board, chosen as it is finalized
    (337.1, 355.5, 718.5.b)."""

    def choices(self, g: GameState, player: int, cid: int) -> list[Choices]:
        return [(((c,),), None) for c in gear_choices(g)]

    def choices_legal(self, g: GameState, player: int, cid: int,
                      targets: tuple[tuple[int, ...], ...], dest: int | None) -> bool:
        return _legal(g, targets, dest)

    def legal_targets(self, g: GameState, item: ChainItem, slot: int) -> list[Any]:
        return _still_there(g, item)

    def describe(self, timing: str = "") -> str:
        return super().describe(timing).replace(". Does:", ". Targets: T1 = 1 gear. Does:", 1)


def _target_gear(g: GameState, item: ChainItem) -> Gear | None:
    script = behaviour(g, item)
    assert isinstance(script, SpellScript)
    found: list[Any] = script.legal_targets(g, item, 0)
    return found[0] if found and isinstance(found[0], Gear) else None


KILL_TARGET_GEAR = Custom("kill_target_gear", "T1 (a gear) is killed")


@custom("kill_target_gear")
def _kill_target_gear(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 428, 148.1.a.4: the chosen gear, if still on the board, is killed."""
    x = _target_gear(g, item)
    if x is None:
        return False
    kill_gear(g, x)
    return True


def kill_target_gear_then_draws(n: int) -> Custom:
    """"Kill a gear. Its controller draws ``n``": the player who controlled it as it died draws
    (a linked reading of the gear just killed, 359.3.e.14); a lost target: nothing happens."""
    key = f"kill_target_gear_then_draws:{n}"

    @custom(key)
    def _kill_then_draw(g: GameState, item: ChainItem, i: int) -> bool:
        x = _target_gear(g, item)
        if x is None:
            return False
        controller = x.controller
        kill_gear(g, x)
        draw(g, controller, n)
        return True

    return Custom(key, f"T1 (a gear) is killed; then the player who controlled it draws {n}")


RETURN_TARGET_GEAR_TO_HAND = Custom("return_target_gear_to_hand",
                                    "T1 (a gear) goes back to its owner's hand")


@custom("return_target_gear_to_hand")
def _gear_to_hand(g: GameState, item: ChainItem, i: int) -> bool:
    """The chosen gear, if still on the board, leaves it for its owner's hand (a zone change, not a
    kill); a token ceases to exist instead (186.1); chain items naming it lose it (359.3.e.4)."""
    x = _target_gear(g, item)
    if x is None:
        return False
    gear_to_hand(g, x)
    return True


def gear_to_hand(g: GameState, x: Gear) -> None:
    """Gear ``x`` leaves the board for its owner's hand (359.3.d, a zone change, not a kill); a
    token ceases to exist instead (186.1); chain items naming it lose it (359.3.e.4)."""
    del g.gear[x.cid]
    forget_target(g, x.cid)
    emit(g, "359.3.d", "gear_to_hand", x.controller, x.cid)
    if g.cards[x.cid].is_token:
        emit(g, "186.1", "token_gone", x.controller, x.cid)
    else:
        g.players[g.owner[x.cid]].hand.append(x.cid)
