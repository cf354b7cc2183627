"""The engine's task stack as a position writes it: the argument kinds of each task
(:data:`TASK_ARGS`, declared by the engine where each task registers), how each kind reads in an
error, and the stack the engine holds under a decision when a file leaves ``tasks`` out."""

from __future__ import annotations

from typing import Any

from ..engine import core
from ..engine.contexts import CombatSide, PayCost, PayEffect, PayPermanent
from ..engine.effect_play_facts import is_effect_play
from ..engine.keywords import ability_being_paid
from ..engine.units import ABILITY_KINDS, ABILITY_NAMES
from ..state import ATTACKER, DEFENDER, Decision, GameState

#: the argument kinds of the engine's tasks, as each task's handler declares them
#: (:func:`riftbound.engine.core.task`); a position's ``tasks`` are checked against them
TASK_ARGS = core.TASK_ARGS
#: the names of the triggered abilities in a position (the chain item kind "trigger" is a Play Effect)
_ABILITY_NAME = ABILITY_NAMES
#: the kinds of triggered abilities a task or decision names ("trigger": a Play Effect, placed like
#: any other, 383.4.a.2)
_TRIGGERED_KINDS = tuple(ABILITY_NAMES)
#: what a value of each argument kind is, for errors (the engine's words, with the ability kinds)
_KIND_HELP = {**core.ARG_KINDS, "ab": core.ARG_KINDS["ab"] + ": " + ", ".join(
    f"'{k}'" for k in ABILITY_NAMES)}


_BAD = object()
#: tasks that put triggered abilities on the chain (while any is outstanding the state stays closed)
_PLACING_TASKS = frozenset({"order_triggers", "order_subject_triggers", "order_own_death", "put_trigger",
                            "put_subject_trigger"})
#: tasks at the bottom of the stack under a decision in a reachable game: they carry the turn on
_CONTINUATIONS = ("main_priority", "next_turn", "start_turn", "deal")


def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)
#: the owner of a card whose owner or controller was already reported invalid
_INVALID = -1


def _tuplify(value: Any) -> Any:
    if isinstance(value, list | tuple):
        return tuple(_tuplify(v) for v in value)
    return value


def _default_tasks(g: GameState, d: Decision | None) -> list[tuple] | None:
    """What the engine holds under decision ``d`` when a file leaves ``tasks`` out."""
    if d is None:
        return []
    if d.kind in ("main", "invited"):
        return []
    ctx = d.context
    if isinstance(ctx, PayEffect) or isinstance(ctx, PayCost) and ability_being_paid(g, ctx.cid) is not None:
        return None  # a triggered ability paying its Deflect cost (809.1.d): the file says what follows
    if isinstance(ctx, PayPermanent) and is_effect_play(g, ctx.cid):
        return None  # a card an effect plays (419.3, engine/effect_plays.py): likewise
    if d.kind == "pay" and len(g.chain) > 1 and (
            isinstance(ctx, PayPermanent) or (g.showdown is not None and g.showdown.combat)):
        # a permanent played as a Reaction to a chain (822.1.b, 819.1.b), or a card paid for in
        # answer to a combat's trigger (the combat's own continuation is under it): likewise
        return None
    sd = g.showdown
    if (d.kind == "pay" and len(g.chain) > 1 and sd is not None and sd.combat
            and g.chain[0].kind in ABILITY_KINDS):
        return None  # a Reaction to triggers of a combat (e.g. deaths as its damage is dealt): likewise
    if g.phase == "main" and (d.kind == "priority" or (d.kind == "pay" and (
            isinstance(ctx, PayCost) or len(g.chain) > 1 or g.showdown is not None))):
        # a spell being paid for, or Priority while a chain exists: under it, the Main Phase and,
        # in a showdown, the Focus the chain's opener had (347.1.b)
        return [("main_priority",)] + ([("focus",)] if g.showdown is not None else [])
    if d.kind in ("pay", "focus", "choose_battlefield") and g.phase == "main":
        return [("main_priority",)]
    if d.kind == "assign" and g.phase == "main":
        rest: list[tuple] = [("main_priority",), ("deal_combat",)]
        if ctx == CombatSide(ATTACKER):
            rest.append(("assign", DEFENDER))
        return rest
    if d.kind == "mulligan":
        order = g.turn_order
        later = order[order.index(d.player) + 1:] if d.player in order else []
        return [("start_turn", g.first_player)] + [("ask_mulligan", s) for s in reversed(later)]
    return None
