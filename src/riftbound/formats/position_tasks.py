"""The engine's task stack as a position writes it: the argument kinds of each task
(:data:`TASK_ARGS`), how each kind reads in an error, and the stack the engine holds under a
decision when a file leaves ``tasks`` out."""

from __future__ import annotations

from typing import Any

from ..engine.keywords import ability_being_paid
from ..engine.units import ABILITY_KINDS, ABILITY_NAMES
from ..state import ATTACKER, DEFENDER, Decision, GameState

_Spec = tuple[str, ...]
#: argument kinds of the engine's tasks: p player, c cid, l location, b bool, n count, i int,
#: bf battlefield, side attacker/defender, cs cids, special cleanup kind, d decision, zones setup,
#: tg targets (a list of lists of cids or -1), lo a move destination (null, -1 or a battlefield),
#: ci a cid or -1 (no card)
TASK_ARGS: dict[str, _Spec] = {
    "ask_mulligan": ("p",), "ask_payment": ("p", "c", "l", "b"), "assign": ("side",),
    "awaken": ("p",), "begin_combat": ("bf",), "begin_showdown": ("bf",), "beginning_step": (),
    "burn_out": ("p",), "burn_point": ("p", "p"), "channel_phase": (), "cleanup": ("special",),
    "combat_damage": (), "combat_resolution": (), "combat_result": (), "deal_combat": (),
    "end_combat": ("bf",), "effect_lose_points": ("p", "i"), "effect_victory_score": ("i",),
    "do_mulligan": ("p", "cs"), "draw": ("p", "n"), "draw_phase": (), "effect_points": ("p", "i"),
    "end_main": (), "end_showdown": (), "finish_unit": ("p", "c", "l", "b"), "focus": (),
    "main_priority": (), "main_start": (), "mill": ("p", "n"), "next_turn": (),
    "pay_unit": ("p", "c", "l", "b", "cs", "cs"), "play_unit": ("p", "c", "l", "b"),
    "recycle_set_aside": ("p",), "restore": ("d",), "scoring_step": (), "setup": ("zones",),
    "standard_move": ("p", "cs", "l"), "start_turn": ("p",),
    "ask_battlefield": ("p", "cs"), "place_battlefield": ("n", "p", "cs"), "deal": (),
    "play_spell": ("p", "c", "tg", "lo"), "ask_spell_payment": ("p", "c"),
    "pay_spell": ("p", "c", "cs", "cs"), "chain": (), "priority": ("p", "n"), "resolve_top": (),
    "finish_spell": ("c",), "instr": ("c", "n"), "discard_pick": ("p", "c", "n", "n", "ci"),
    "each_kill": ("c", "n", "n", "b"), "kill_pick": ("p", "c", "n", "n", "b", "ci"),
    "trigger": ("p", "c"), "trigger_target": ("p", "c", "ci"), "trash_pick": ("p", "c", "n", "ci"),
    "put_trigger": ("p", "c", "ab"), "ability_target": ("p", "c", "ab", "ci"),
    "order_triggers": ("p", "ab", "cs"),
    "play_gear": ("p", "c"), "pay_gear": ("p", "c", "cs", "cs"), "finish_gear": ("p", "c"),
    "kill_gear": ("c",),
    "order_subject_triggers": ("p", "ab", "cs", "c"), "put_subject_trigger": ("p", "c", "ab", "c"),
    "hide": ("p", "c", "bf", "cs"), "play_facedown_spell": ("p", "c", "tg", "lo"),
    "play_facedown_unit": ("p", "c", "b"), "facedown_unit_done": ("b",),
    "trigger_facedown": ("p", "c", "bf"),
    "ask_cost_discard": ("p", "c", "b"), "cost_discard": ("p", "c", "b", "ci"),
    "ask_cost_kill": ("p", "c"), "cost_kill": ("p", "c", "ci"), "spend_buff": ("p", "c", "n", "ci"),
    "predict": ("p", "c", "n", "ci"), "weaponmaster_pay": ("p", "c", "n", "ci"),
    "decline_ability_cost": ("p", "c"), "trigger_targets": ("p", "c", "ab", "ci"),
    "activate": ("p", "c", "ci", "n", "ci", "lo", "cs", "cs", "cs"),
    "trigger_may": ("p", "c", "ab", "ci"), "ending_step": (),
    "play_from_trash": ("p", "c", "n", "ci"), "ready_rune": ("p", "c", "n", "n", "ci"),
    "pay_ability": ("p", "c", "cs", "cs"), "ask_repeat": ("p", "c"), "repeat": ("p", "c", "ci"),
}
#: the names of the triggered abilities in a position (the chain item kind "trigger" is a Play Effect)
_ABILITY_NAME = ABILITY_NAMES
#: the abilities other than a Play Effect (the kinds a triggered ability's task or decision names)
_OTHER_ABILITIES = tuple(k for k in ABILITY_NAMES if k != "trigger")
_KIND_HELP = {
    "p": "a seat", "c": "a card instance number", "l": "a location (battlefield index, or -1-seat "
    "for a base)", "b": "true or false", "n": "an integer >= 0", "i": "an integer",
    "bf": "a battlefield index", "side": "1 (attacker) or 2 (defender)",
    "cs": "a list of card instance numbers", "special": "'', 'combat' or 'ending'",
    "d": "a decision object {player, kind, context}", "zones": "the setup zones",
    "tg": "a list of lists of card instance numbers (or -1)",
    "lo": "null, -1 (the moved unit's base) or a battlefield index",
    "ci": "a card instance number, or -1",
    "ab": "the kind of a triggered ability other than a Play Effect: " + ", ".join(
        f"'{k}'" for k in ABILITY_NAMES if k != "trigger"),
}


_BAD = object()
#: tasks that put triggered abilities on the chain (while any is outstanding the state stays closed)
_PLACING_TASKS = frozenset({"order_triggers", "order_subject_triggers", "put_trigger",
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
    if d.kind == "pay" and len(d.context) == 1 and ability_being_paid(g, d.context[0]) is not None:
        return None  # a triggered ability paying its Deflect cost (809.1.d): the file says what follows
    if d.kind == "pay" and len(g.chain) > 1 and (
            len(d.context) == 3 or (g.showdown is not None and g.showdown.combat)):
        # a permanent played as a Reaction to a chain (822.1.b, 819.1.b), or a card paid for in
        # answer to a combat's trigger (the combat's own continuation is under it): likewise
        return None
    sd = g.showdown
    if (d.kind == "pay" and len(g.chain) > 1 and sd is not None and sd.combat
            and g.chain[0].kind in ABILITY_KINDS):
        return None  # a Reaction to triggers of a combat (e.g. deaths as its damage is dealt): likewise
    if g.phase == "main" and (d.kind == "priority" or (d.kind == "pay" and (
            len(d.context) == 1 or len(g.chain) > 1 or g.showdown is not None))):
        # a spell being paid for, or Priority while a chain exists: under it, the Main Phase and,
        # in a showdown, the Focus the chain's opener had (347.1.b)
        return [("main_priority",)] + ([("focus",)] if g.showdown is not None else [])
    if d.kind in ("pay", "focus", "choose_battlefield") and g.phase == "main":
        return [("main_priority",)]
    if d.kind == "assign" and g.phase == "main":
        rest: list[tuple] = [("main_priority",), ("deal_combat",)]
        if d.context == (ATTACKER,):
            rest.append(("assign", DEFENDER))
        return rest
    if d.kind == "mulligan":
        order = g.turn_order
        later = order[order.index(d.player) + 1:] if d.player in order else []
        return [("start_turn", g.first_player)] + [("ask_mulligan", s) for s in reversed(later)]
    return None
