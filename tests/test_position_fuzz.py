"""Fuzzing the position loader: whatever a file holds, the answer is a Game or a PositionError.

Malformed files (random JSON values, and valid dumps with keys deleted, values replaced, ints out
of range, unknown card names, duplicated cids) never raise anything else, never reach the
loader's last-resort "could not read" net, and files the loader accepts can be played on.
"""

from __future__ import annotations

import copy
import functools
import json
import os
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from riftbound import MAGMA_CHAMBER, MATCH, SKIRMISH, Game, builtin_decks
from riftbound.formats.position import (
    INTERNAL,
    PositionError,
    PositionModel,
    _load,
    dump_position,
    load_position,
)

#: examples per test; set RIFTBOUND_FUZZ_EXAMPLES to search longer
FUZZ = settings(max_examples=int(os.environ.get("RIFTBOUND_FUZZ_EXAMPLES", "200")), deadline=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])

JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 2**65) | st.floats(allow_nan=False)
    | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                                 max_size=4),
    max_leaves=12,
)
#: values that pass the shape checks more often, to reach the semantic checks and the engine
PLAUSIBLE = (st.integers(-2, 5) | st.booleans() | st.none()
             | st.lists(st.integers(-2, 5), max_size=3)
             | st.sampled_from(["Daring Poro", "Order Rune", "Blank Battlefield 1", "main", "pay",
                                "assign", "focus", "mulligan", "choose_opponent", "over", "draw",
                                "attacker", "defender", "combat", "cleanup", "main_priority",
                                "skirmish", "war"]))
FIELDS = list(PositionModel.model_fields)
PLAYER_FIELDS = ["points", "alive", "deck", "hand", "trash", "runes", "base", "rune_deck", "pool",
                 "champion", "legend", "team", "turns_started", "mulliganed", "set_aside"]


@functools.cache
def samples() -> tuple[str, ...]:
    """Valid positions (as JSON text): mid-game Duels, multiplayer games, a Match player's
    battlefield selection, a combat damage assignment, a payment, a mulligan, a finished game, and
    a hand-written example."""
    out: list[dict] = []
    d0, d1 = builtin_decks()
    for mode, decks, seed in ((None, [d0, d1], 1), (SKIRMISH, [d0, d1, d0], 2),
                              (MAGMA_CHAMBER, [d0, d1, d0, d1], 3), (MATCH, [d0, d1], 4)):
        g = Game.new(decks, seed=seed) if mode is None else Game.new(decks, mode=mode, seed=seed)
        r = random.Random(seed)
        want = {"mulligan", "main", "pay", "assign", "choose_battlefield"}
        while not g.is_over():
            kind = g.pending().kind
            if kind in want:
                want.discard(kind)
                out.append(dump_position(g))
            g.apply(r.choice(g.legal_actions()))
        out.append(dump_position(g))
    out.append({"mode": "duel",
                "players": [{"points": 6, "hand": ["Daring Poro"], "runes": ["Order Rune"] * 2,
                             "deck": ["Petty Officer"]},
                            {"points": 4, "base": ["Vanguard Sergeant"], "deck": ["Daring Poro"]}],
                "battlefields": [{"controller": 0, "units": ["Laurent Duelist"]}, {}]})
    return tuple(json.dumps(d) for d in out)


def load_or_error(data: Any, *, reachable: bool = False) -> Game | None:
    """Load ``data``; a PositionError is fine unless it is the loader's last-resort net.

    With ``reachable`` the file is held to the reachability checks whatever it says (the copy
    limit aside, since the sample games use practice decks).
    """
    try:
        if reachable:
            return _load(data, practice=False, copy_limits=False)
        return load_position(data)
    except PositionError as e:
        assert e.problems, "a PositionError names at least one problem"
        assert all(p.allowed != INTERNAL for p in e.problems), str(e)
        return None


def check(data: Any, seed: int) -> None:
    """The contract: loading gives a Game or a PositionError; a position that passes the
    reachability checks plays on. (A practice position is checked only for its structure: a task
    stack that does not fit its decision is the author's to answer for.)"""
    load_or_error(data)
    game = load_or_error(data, reachable=True)
    if game is not None:
        play_on(game, seed)


def play_on(game: Game, seed: int, steps: int = 12) -> None:
    """A loaded game answers decisions without crashing."""
    r = random.Random(seed)
    for _ in range(steps):
        if game.is_over():
            return
        acts = game.legal_actions()
        assert acts, "a game that is not over has a legal action"
        game.apply(r.choice(acts))


def paths(value: Any, prefix: tuple = ()) -> list[tuple]:
    """Every location inside a JSON value, as key/index tuples."""
    out = [prefix] if prefix else []
    if isinstance(value, dict):
        for k, v in value.items():
            out += paths(v, prefix + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out += paths(v, prefix + (i,))
    return out


def get(value: Any, path: tuple) -> Any:
    for p in path:
        value = value[p]
    return value


def parent(value: Any, path: tuple) -> tuple[Any, Any]:
    return get(value, path[:-1]), path[-1]


# --- random files --------------------------------------------------------------------------------

@FUZZ
@given(JSON)
def test_random_json_values(value: Any) -> None:
    """Any JSON value at all: a Game or a PositionError."""
    check(value, 0)


@FUZZ
@given(st.dictionaries(st.sampled_from(FIELDS), JSON | PLAUSIBLE, max_size=6),
       st.lists(st.dictionaries(st.sampled_from(PLAYER_FIELDS), JSON | PLAUSIBLE, max_size=4),
                max_size=5))
def test_random_values_in_real_fields(top: dict, players: list) -> None:
    """Random values under the format's own field names reach the semantic checks."""
    data = dict(top)
    if players:
        data["players"] = players
    check(data, 1)


# --- mutated dumps -------------------------------------------------------------------------------

@FUZZ
@given(st.data())
def test_deleted_or_replaced_values(data: st.DataObject) -> None:
    """A valid position with a key deleted or a value replaced: a Game or a PositionError, and a
    reachable one plays on."""
    pos = json.loads(data.draw(st.sampled_from(samples())))
    for _ in range(data.draw(st.integers(1, 3))):
        where = data.draw(st.sampled_from(paths(pos)))
        box, key = parent(pos, where)
        if data.draw(st.booleans()):
            del box[key]
        else:
            box[key] = data.draw(JSON | PLAUSIBLE)
    check(pos, 2)


def _mutate(pos: dict, data: st.DataObject, kind: str) -> bool:
    """Apply a mutation that makes any position invalid; False if ``pos`` offers no place for it."""
    every = paths(pos)
    if kind == "wrong_type":  # a string where an integer belongs
        spots = [p for p in every if type(get(pos, p)) is int]
        if not spots:
            return False
        box, key = parent(pos, data.draw(st.sampled_from(spots)))
        box[key] = "x"
    elif kind == "negative":  # below the range of a count, seat, cid or index
        spots = [p for p in every if type(get(pos, p)) is int and not set(p) & {
            "tasks", "context", "assigned", "vs_delta", "seed"}]
        if not spots:
            return False
        box, key = parent(pos, data.draw(st.sampled_from(spots)))
        box[key] = -data.draw(st.integers(1, 50))
    elif kind == "seat":  # a seat no mode has
        spots = [p for p in every if p[-1] in ("controller", "owner", "turn_player", "first_player",
                                               "contested_by", "player", "focus", "attacker",
                                               "defender") and type(get(pos, p)) is int]
        if not spots:
            return False
        box, key = parent(pos, data.draw(st.sampled_from(spots)))
        box[key] = data.draw(st.integers(4, 1000))
    elif kind == "unknown_card":
        spots = [p for p in every if isinstance(get(pos, p), str) and (
            p[-1] == "card" or any(z in p for z in ("deck", "hand", "trash", "runes", "base",
                                                    "units", "unused", "banishment")))]
        if not spots:
            return False
        box, key = parent(pos, data.draw(st.sampled_from(spots)))
        box[key] = "No Such Card " + data.draw(st.text(max_size=5))
    elif kind == "duplicate_cid":
        spots = [p for p in every if p[-1] == "cid"]
        if len(spots) < 2:
            return False
        a, b = data.draw(st.lists(st.sampled_from(spots), min_size=2, max_size=2, unique=True))
        box, key = parent(pos, b)
        box[key] = get(pos, a)
    elif kind == "big_cid":
        spots = [p for p in every if p[-1] == "cid"]
        if not spots:
            return False
        box, key = parent(pos, data.draw(st.sampled_from(spots)))
        box[key] = data.draw(st.integers(10_000, 2**40))
    return True


@FUZZ
@given(st.data(), st.sampled_from(["wrong_type", "negative", "seat", "unknown_card",
                                   "duplicate_cid", "big_cid"]))
def test_invalid_mutations_are_position_errors(data: st.DataObject, kind: str) -> None:
    """Wrong types, out-of-range ints, unknown card names and duplicated cids are always refused
    with a PositionError that names at least one problem."""
    pos = json.loads(data.draw(st.sampled_from(samples())))
    original = copy.deepcopy(pos)
    if not _mutate(pos, data, kind):
        return
    if pos == original:  # e.g. a duplicate of an equal cid
        return
    try:
        load_position(pos)
    except PositionError as e:
        assert e.problems and all(p.allowed != INTERNAL for p in e.problems), str(e)
    else:
        raise AssertionError(f"{kind} mutation was accepted")


def test_a_task_name_that_is_not_a_string_during_a_showdown() -> None:
    """A Hypothesis find: a position in a showdown whose first task's name is a list was reported
    as an internal error (the showdown check hashed the name) instead of the task problem."""
    staged = 0
    for text in samples():
        pos = json.loads(text)
        if pos.get("showdown") and pos.get("tasks"):
            pos["tasks"][0][0] = []
            with pytest.raises(PositionError) as err:
                load_position(pos)
            assert any(p.path == "tasks[0][0]" for p in err.value.problems), str(err.value)
            staged += 1
    assert staged
