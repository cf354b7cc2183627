"""The task loop (rules 332-336: Handle Outstanding Tasks).

The engine keeps its outstanding tasks as a stack of plain tuples ``(name, *args)`` in the state, so
a game can stop at any decision, be cloned or saved, and go on later. Handlers run one at a time;
a handler may push more tasks or set the pending decision, which stops the loop until a player
answers it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from ..state import Decision, Event, GameState
from .points import VICTORY_DELTA, victory_score, win_waits

TASKS: Final[dict[str, Callable[..., None]]] = {}

#: makes an :class:`Event` from its fields as one tuple (what ``Event(...)`` does, without the call
#: of its Python-level ``__new__``: a log entry is made at almost every step)
_event: Final[Callable[[type[Event], tuple], Event]] = tuple.__new__
#: the same for a :class:`Decision` (one or more a decision taken)
_decision: Final[Callable[[type[Decision], tuple], Decision]] = tuple.__new__

#: the kinds of value a task's argument or a decision context's item may hold, with what a value of
#: each kind is (a position file writes a task as ``[name, *args]`` and is checked against these)
ARG_KINDS: Final[dict[str, str]] = {
    "p": "a seat", "c": "a card instance number",
    "l": "a location (battlefield index, or -1-seat for a base)", "b": "true or false",
    "n": "an integer >= 0", "i": "an integer", "bf": "a battlefield index",
    "side": "1 (attacker) or 2 (defender)", "cs": "a list of card instance numbers",
    "special": "'', 'combat' or 'ending'", "d": "a decision object {player, kind, context}",
    "zones": "the setup zones", "tg": "a list of lists of card instance numbers (or -1)",
    "lo": "null, -1 (the moved unit's base) or a battlefield index",
    "ci": "a card instance number, or -1",
    "ab": "the kind of a triggered ability ('trigger': a Play Effect), or a list of them",
    "s": "a string", "ps": "a list of seats", "ns": "a list of integers >= 0",
    "bfs": "a non-empty list of battlefield indices", "ss": "a list of strings",
    "ts": "a list of tasks [name, *args]", "any": "a list of values",
}

#: each task's argument kinds (:data:`ARG_KINDS`), declared once, where its handler registers
TASK_ARGS: Final[dict[str, tuple[str, ...]]] = {}

#: checks of a moment of change rather than of a cleanup, each run after every task in the games
#: whose index asks its question (engine/index.py): ``(question, check)``. Rule 709 is one: a unit
#: becomes Mighty at the moment its Might rises to 5 or more (engine/mechanics.py).
AFTER_EVERY_TASK: Final[list[tuple[str, Callable[[GameState], None]]]] = []


def task(name: str, *args: str) -> Callable[[Callable[..., None]], Callable[..., None]]:
    """Register a task handler under ``name``; ``args`` are the kinds of its arguments."""
    unknown = [a for a in args if a not in ARG_KINDS]
    if unknown:
        raise ValueError(f"task {name!r}: unknown argument kinds {unknown} (known: {list(ARG_KINDS)})")

    def register(fn: Callable[..., None]) -> Callable[..., None]:
        TASKS[name] = fn
        TASK_ARGS[name] = args
        return fn

    return register


#: name -> its keys ``f"{name}:{n}"`` for n = 0, 1, ... (count_key)
_COUNT_KEYS: Final[dict[str, list[str]]] = {}


def count_key(name: str, n: int) -> str:
    """``f"{name}:{n}"``, made once for n >= 0 (a player, a card number): the keys of the turn's
    counts (``GameState.counts``) that listings read thousands of times."""
    if n < 0:
        return f"{name}:{n}"
    keys = _COUNT_KEYS.get(name)
    if keys is None:
        keys = _COUNT_KEYS[name] = []
    while len(keys) <= n:
        keys.append(f"{name}:{len(keys)}")
    return keys[n]


def push(g: GameState, *tasks: tuple) -> None:
    """Make ``tasks`` outstanding, to run in the order given, before anything already queued."""
    if len(tasks) == 1:
        g.tasks.append(tasks[0])
    else:
        out = g.tasks
        for i in range(len(tasks) - 1, -1, -1):  # (compiled, a C loop; ``reversed`` is a generic call)
            out.append(tasks[i])


def emit(g: GameState, rule: str, kind: str, player: int | None = None, *data: object) -> None:
    """Append an event to the game log (when the game keeps one)."""
    log = g.log
    if log is not None:
        log.append(_event(Event, (g.turn, rule, kind, player, data)))


def decide(g: GameState, player: int, kind: str, context: tuple = ()) -> None:
    """Stop at a decision for ``player``."""
    if context:
        g.pending = _decision(Decision, (player, kind, context))
    else:
        decide_shared(g, player, kind, ())


#: decisions made once for every game (see decide_shared)
_SHARED: Final[dict[tuple, Decision]] = {}


def decide_shared(g: GameState, player: int, kind: str, context: tuple) -> None:
    """:func:`decide`, for a context that is a small hashable value (none, a Priority's passes):
    a decision is a value, so each is made once and shared (making one is a call of
    ``tuple.__new__``, generic in the compiled build; most decisions are of these kinds)."""
    key = (player, kind, context)
    d = _SHARED.get(key)
    if d is None:
        if len(_SHARED) > 4096:  # (a bound that nothing reaches in play: passes, players, kinds)
            _SHARED.clear()
        d = _SHARED[key] = _decision(Decision, key)
    g.pending = d


@task("restore", "d")
def _restore(g: GameState, decision: Decision) -> None:
    """Go back to a decision that was set aside (for an effect, or for a cleanup before it)."""
    g.pending = decision


def run(g: GameState, fresh: bool = True) -> None:
    """Handle outstanding tasks until a decision is pending or the game is over.

    No player decides while a win waits for its cleanup (194.2, 323.1): if one does, a cleanup
    comes first, and its win check (step 1) ends the game before the decision is taken.
    ``fresh=False``: the state was changed only by the engine since the last run ended (a forced
    decision answered), so the cleanup's record of the units may still be used.
    """
    tasks = g.tasks
    handlers = TASKS
    index = g.index
    answers = index.answers
    checks = index.after_every_task  # the checks this game's cards ask for, found once per index
    if checks is None:
        checks = index.after_every_task = [check for question, check in AFTER_EVERY_TASK
                                           if question in answers]
    if fresh:
        g.quiet = None  # the cleanup relies on no record of the units made before (engine/cleanup.py)
    while True:
        while g.pending is None and g.outcome is None:
            try:
                t = tasks.pop()  # (compiled, a bound method kept in a local is a generic call)
            except IndexError:  # (no test of the list at every task)
                raise RuntimeError("engine stalled: no outstanding task and no pending decision") from None
            n = len(t)  # by arity: no slice of the task per call
            if n == 2:
                handlers[t[0]](g, t[1])
            elif n == 1:
                handlers[t[0]](g)
            elif n == 3:
                handlers[t[0]](g, t[1], t[2])
            elif n == 5:  # (compiled, a call with ``*`` goes the slow, generic way)
                handlers[t[0]](g, t[1], t[2], t[3], t[4])
            elif n == 4:
                handlers[t[0]](g, t[1], t[2], t[3])
            else:
                handlers[t[0]](g, *t[1:])
            if checks:
                for check in checks:
                    check(g)
        # win_waits, whose first test (nobody at the Victory Score) is made here without a call
        pts = g.points  # (compiled, max of two arguments is a C comparison, max of a list a generic call)
        if g.outcome is not None or (max(pts[0], pts[1]) if len(pts) == 2 else max(pts)) < (
                g.mode.victory_score + g.vs_delta if VICTORY_DELTA not in answers
                else victory_score(g)) or not win_waits(g):
            return
        tasks.append(("restore", g.pending))
        tasks.append(("cleanup", ""))
        g.pending = None
