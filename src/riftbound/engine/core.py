"""The task loop (rules 332-336: Handle Outstanding Tasks).

The engine keeps its outstanding tasks as a stack of plain tuples ``(name, *args)`` in the state, so
a game can stop at any decision, be cloned or saved, and go on later. Handlers run one at a time;
a handler may push more tasks or set the pending decision, which stops the loop until a player
answers it.
"""

from __future__ import annotations

from collections.abc import Callable

from ..state import Decision, Event, GameState

TASKS: dict[str, Callable[..., None]] = {}


def task(name: str) -> Callable[[Callable[..., None]], Callable[..., None]]:
    """Register a task handler under ``name``."""

    def register(fn: Callable[..., None]) -> Callable[..., None]:
        TASKS[name] = fn
        return fn

    return register


def push(g: GameState, *tasks: tuple) -> None:
    """Make ``tasks`` outstanding, to run in the order given, before anything already queued."""
    g.tasks.extend(reversed(tasks))


def emit(g: GameState, rule: str, kind: str, player: int | None = None, *data: object) -> None:
    """Append an event to the game log (when the game keeps one)."""
    if g.log is not None:
        g.log.append(Event(g.turn, rule, kind, player, data))


def decide(g: GameState, player: int, kind: str, context: tuple = ()) -> None:
    """Stop at a decision for ``player``."""
    g.pending = Decision(player, kind, context)


def run(g: GameState) -> None:
    """Handle outstanding tasks until a decision is pending or the game is over."""
    tasks = g.tasks
    handlers = TASKS
    while g.pending is None and g.outcome is None:
        if not tasks:
            raise RuntimeError("engine stalled: no outstanding task and no pending decision")
        t = tasks.pop()
        handlers[t[0]](g, *t[1:])
