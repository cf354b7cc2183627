"""The task loop (rules 332-336: Handle Outstanding Tasks).

The engine keeps its outstanding tasks as a stack of plain tuples ``(name, *args)`` in the state, so
a game can stop at any decision, be cloned or saved, and go on later. Handlers run one at a time;
a handler may push more tasks or set the pending decision, which stops the loop until a player
answers it.
"""

from __future__ import annotations

from collections.abc import Callable

from ..state import Decision, Event, GameState
from .points import win_waits

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


@task("restore")
def _restore(g: GameState, decision: Decision) -> None:
    """Go back to a decision that was set aside (for an effect, or for a cleanup before it)."""
    g.pending = decision


def run(g: GameState) -> None:
    """Handle outstanding tasks until a decision is pending or the game is over.

    No player decides while a win waits for its cleanup (194.2, 323.1): if one does, a cleanup
    comes first, and its win check (step 1) ends the game before the decision is taken.
    """
    tasks = g.tasks
    handlers = TASKS
    while True:
        while g.pending is None and g.outcome is None:
            if not tasks:
                raise RuntimeError("engine stalled: no outstanding task and no pending decision")
            t = tasks.pop()
            handlers[t[0]](g, *t[1:])
        if g.outcome is not None or not win_waits(g):
            return
        tasks.append(("restore", g.pending))
        tasks.append(("cleanup", ""))
        g.pending = None
