"""Tasks and decisions are declared once, by the engine, and the position format reads those
declarations (issue 10, "typed tasks and decisions")."""

from __future__ import annotations

import importlib
import inspect
import json
from collections.abc import Iterator
from typing import Any

import pytest

from riftbound import Game
from riftbound.analysis.soak import mode_tables
from riftbound.bots import RandomBot
from riftbound.engine import core
from riftbound.engine.contexts import DECISIONS, declared, fields
from riftbound.engine.core import ARG_KINDS, TASK_ARGS, TASKS, task
from riftbound.engine.decisions import CARD_CHOICE_TEXT, CARD_CHOICES
from riftbound.formats import position_tasks
from riftbound.formats.position import dump_position, load_position
from riftbound.formats.position_model import KIND_SCHEMAS, context_schema, stack_tasks, task_schema
from riftbound.modes import DUEL, MAGMA_CHAMBER
from riftbound.state import GameState
from tests.test_position import ROOT, has, minimal, problems


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


# --- decisions ------------------------------------------------------------------------------------


def test_every_context_field_has_a_kind_the_formats_know() -> None:
    """Each field of each declared context names a kind the loader checks and the schema writes."""
    for kind, decl in DECISIONS.items():
        assert not (decl.contexts and decl.continues), kind
        # the loader tells shapes apart by length, then by the kind of their first value
        shapes = [(len(cls._fields), fields(cls)[0][1]) for cls in decl.contexts]
        assert len(set(shapes)) == len(shapes), f"{kind}: two shapes the loader can't tell apart"
        for cls in decl.contexts:
            assert cls.__doc__ and any(ch.isdigit() for ch in cls.__doc__.split(":")[0]), cls
            for _name, arg_kind, _allowed in fields(cls):
                assert arg_kind in ARG_KINDS and arg_kind in KIND_SCHEMAS, (cls, arg_kind)
    assert set(KIND_SCHEMAS) == set(ARG_KINDS)


def test_a_card_choice_is_a_task_awaiting_the_player_and_the_card() -> None:
    """Every "choose_card" purpose is a task whose first argument is the deciding player and last
    the chosen card (-1: none), so its context is the task's other arguments, and it has a
    description for notation."""
    assert CARD_CHOICES
    for purpose in CARD_CHOICES:
        spec = TASK_ARGS[purpose]
        assert spec[0] == "p" and spec[-1] == "ci", (purpose, spec)
    assert all(isinstance(t, str) and "{p}" in t for t in CARD_CHOICE_TEXT.values())


def _states(seeds: range, steps: int) -> Iterator[Game]:
    """Games of every mode played at random, at every decision up to ``steps``."""
    for mode in (DUEL, MAGMA_CHAMBER):
        tables = mode_tables(mode)
        for seed in seeds:
            game = Game.new(list(tables[seed % len(tables)]), mode=mode, seed=seed, log=False)
            bots = [RandomBot(seed * 10 + s) for s in range(mode.players)]
            for _ in range(steps):
                if game.is_over():
                    break
                yield game
                game.apply(bots[game.to_move() or 0].choose(game))


def test_the_engine_asks_only_declared_decisions_and_files_keep_their_classes() -> None:
    """Every decision the engine stops at has a kind and a context its declaration allows; a
    position's dump satisfies the published schema, and loading it gives back the same context
    class (so the engine can read it by field)."""
    jsonschema = pytest.importorskip("jsonschema")
    schema = json.loads((ROOT / "schemas" / "position.schema.json").read_text(encoding="utf-8"))
    validator = jsonschema.Draft202012Validator(schema)
    seen: set[tuple[str, str]] = set()
    for game in _states(range(3), 300):
        d = game.pending()
        assert d is not None and declared(d.kind, d.context), d
        shape = (d.kind, type(d.context).__name__ if d.kind != "choose_card" else d.context[0])
        if shape not in seen:  # the first of each shape: through the file and back
            seen.add(shape)
            data = dump_position(game)
            validator.validate(data)
            back = load_position(data).pending()
            assert back == d and type(back.context) is type(d.context)
    assert {"mulligan", "main", "pay", "priority", "choose_card"} <= {k for k, _ in seen}


@pytest.mark.parametrize("kind,context,path", [
    ("pay", [4, 0], "pending.context"),  # neither [cid] nor [cid, location, accelerate]
    ("assign", [3], "pending.context[0]"),  # a side is 1 or 2
    ("priority", ["x"], "pending.context[0]"),
    ("choose_battlefield", ["begin_fight", [0]], "pending.context[0]"),
    ("choose_card", ["kill_pick", 3, 0, 0], "pending.context"),  # one argument short
    ("choose_card", ["fly", 3], "pending.context"),
    ("main", [1], "pending.context"),
    ("invite", [], "pending.kind"),
])
def test_a_context_off_its_declaration_is_refused_by_the_loader_and_the_schema(
        kind: str, context: list, path: str) -> None:
    """The loader and the published schema both refuse a context that fits none of its kind's
    declared shapes, and the loader names the place."""
    jsonschema = pytest.importorskip("jsonschema")
    schema = json.loads((ROOT / "schemas" / "position.schema.json").read_text(encoding="utf-8"))
    pos = minimal(pending={"player": 0, "kind": kind, "context": context}, tasks=[["main_priority"]])
    assert any(p.path == path for p in problems(pos)), [p.path for p in problems(pos)]
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(pos, schema)


def test_the_schema_writes_each_kind_from_its_declaration() -> None:
    """The schema's shape for each decision kind and each task is made from the declarations:
    one array shape per context class, one per card-choice task, one per task."""
    for kind, decl in DECISIONS.items():
        shape = context_schema(kind)
        forms = shape.get("anyOf", [shape])
        n = len(CARD_CHOICES) if decl.continues else max(1, len(decl.contexts))
        assert len(forms) == n, kind
        for cls, form in zip(decl.contexts, forms, strict=False):
            assert form["minItems"] == form["maxItems"] == len(cls._fields)
    for name, spec in TASK_ARGS.items():
        assert len(task_schema(name)["prefixItems"]) == 1 + len(spec)


def test_the_schema_does_not_depend_on_which_tools_are_loaded() -> None:
    """The judge registers a task of its own when loaded; it runs as it is pushed, so a saved stack
    never holds it, and the published schema lists the same tasks with or without it."""
    before = stack_tasks()
    importlib.import_module("riftbound.formats.judge")
    assert "judge" in TASK_ARGS and stack_tasks() == before and "judge" not in before
    schema = json.loads((ROOT / "schemas" / "position.schema.json").read_text(encoding="utf-8"))
    listed = [form["prefixItems"][0]["const"]
              for form in schema["properties"]["tasks"]["anyOf"][0]["items"]["anyOf"]]
    assert listed == before
