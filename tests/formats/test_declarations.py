"""Tasks and decisions are declared once, by the engine, and the position format reads those
declarations (issue 10, "typed tasks and decisions")."""

from __future__ import annotations

import inspect
from collections.abc import Iterator
from typing import Any

import pytest

from riftbound.engine import core
from riftbound.engine.core import ARG_KINDS, TASK_ARGS, TASKS, task
from riftbound.formats import position_tasks
from riftbound.formats.position import load_position
from riftbound.state import GameState
from tests.test_position import has, minimal, problems


def _parameters(fn: Any) -> list[inspect.Parameter] | None:
    try:
        return list(inspect.signature(fn).parameters.values())[1:]  # after the game state
    except (TypeError, ValueError):  # a compiled handler may not show its signature
        return None


def test_every_task_declares_one_kind_per_parameter() -> None:
    """Each registered task names a kind for every argument its handler takes from the stack (a
    handler may have optional parameters that only direct callers pass), and only known kinds."""
    assert TASKS and set(TASKS) == set(TASK_ARGS)
    for name, fn in TASKS.items():
        assert all(k in ARG_KINDS for k in TASK_ARGS[name]), name
        params = _parameters(fn)
        if params is None:
            pytest.skip("compiled handlers hide their signatures")
        required = [p for p in params if p.default is inspect.Parameter.empty]
        assert len(required) <= len(TASK_ARGS[name]) <= len(params), (
            name, TASK_ARGS[name], [p.name for p in params])


def test_the_position_format_reads_the_engines_declarations() -> None:
    """position_tasks holds no table of its own: it is the engine's registry."""
    assert position_tasks.TASK_ARGS is core.TASK_ARGS
    assert set(position_tasks._KIND_HELP) == set(ARG_KINDS)


@pytest.fixture
def extra_task() -> Iterator[str]:
    """A task registered only for one test (the engine's registry is restored after it)."""
    name = "test_only_task"

    @task(name, "p", "n", "s")
    def _handler(g: GameState, player: int, n: int, why: str) -> None:
        """Does nothing."""

    yield name
    del TASKS[name], TASK_ARGS[name]


def test_a_newly_registered_task_is_checked_by_positions_with_its_declaration(extra_task: str) -> None:
    """A task added to the engine needs no entry in the position format: the loader checks each
    argument against the kinds the task declared."""
    probs = problems(minimal(tasks=[[extra_task, 0, -1, "x"], [extra_task, 9, 1, "x"],
                                    [extra_task, 0, 1, 2], [extra_task, 0]]))
    assert has(probs, "tasks[0][2]", "-1", ARG_KINDS["n"])
    assert has(probs, "tasks[1][1]", "9", ARG_KINDS["p"])
    assert has(probs, "tasks[2][3]", "2", ARG_KINDS["s"])
    assert has(probs, "tasks[3]", f'["{extra_task}", 0]', ARG_KINDS["n"])
    game = load_position(minimal(tasks=[["main_priority"], [extra_task, 1, 3, "why"]]))
    assert game.state.tasks[-1] == (extra_task, 1, 3, "why")


@pytest.mark.parametrize("kind", sorted(ARG_KINDS))
def test_every_argument_kind_is_checked_by_the_position_loader(kind: str) -> None:
    """A value of the wrong type for any declared kind is one clear error that says what the kind
    holds."""
    name = f"test_one_{kind}"

    @task(name, kind)
    def _handler(g: GameState, value: Any) -> None:
        """Does nothing."""

    try:
        probs = problems(minimal(tasks=[[name, {"wrong": True}]], practice=True))
    finally:
        del TASKS[name], TASK_ARGS[name]
    assert has(probs, "tasks[0][1]", "wrong", ARG_KINDS[kind])


def test_an_unknown_argument_kind_is_refused_at_registration() -> None:
    """A typo in a task's declaration fails when the module loads, not when a position is read."""
    with pytest.raises(ValueError, match="unknown argument kinds"):
        task("test_bad_kind", "seat")
    assert "test_bad_kind" not in TASKS
