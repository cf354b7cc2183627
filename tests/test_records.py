"""Game records (riftbound.formats.records) and the ``replay`` command: a game saved as decklists,
mode, seed and actions replays exactly, and a changed record is caught."""

from __future__ import annotations

import copy
import json
import random
from dataclasses import replace

import pytest
from click.testing import CliRunner

from riftbound import MODES, Concede, Game, builtin_decks
from riftbound.cli import cli
from riftbound.decks import deck_from_dict
from riftbound.formats.position import dump_position, load_position
from riftbound.formats.records import (
    FORMAT,
    RecordError,
    dumps_record,
    load_record,
    record_game,
    replay,
    save_record,
    save_run_game,
    validate_record,
)
from tests.helpers import cited_clauses_missing

MODE_CYCLE = ("duel", "skirmish", "magma-chamber", "war", "duel")


def play(seed: int, mode_name: str = "duel", concede_at: int | None = None) -> Game:
    """A random game to its end (or to a concession after ``concede_at`` actions)."""
    mode = MODES[mode_name]
    d0, d1 = builtin_decks()
    game = Game.new([(d0, d1)[i % 2] for i in range(mode.players)], mode=mode, seed=seed, log=False)
    rng = random.Random(seed)
    n = 0
    while not game.is_over():
        if n == concede_at:
            game.apply(Concede(game.to_move() or 0))
            break
        game.apply(rng.choice(game.legal_actions()))
        n += 1
    return game


@pytest.fixture(scope="module")
def games() -> list[tuple[Game, dict]]:
    out = []
    for seed in range(50):
        game = play(seed, MODE_CYCLE[seed % len(MODE_CYCLE)], concede_at=40 if seed % 10 == 9 else None)
        out.append((game, record_game(game)))
    return out


@pytest.fixture(scope="module")
def sample(tmp_path_factory) -> tuple[Game, dict, str]:
    game = play(7)
    path = tmp_path_factory.mktemp("rec") / "game.json"
    record = save_record(game, path)
    return game, record, str(path)


# --- round trip ------------------------------------------------------------------------------------

def test_record_save_load_replay_round_trip(games, tmp_path):
    """Determinism: seed + decklists + actions replay a game exactly, in every mode (Duel, Skirmish,
    War, 2v2), including games ended by concession (rule 650)."""
    modes = set()
    for i, (game, record) in enumerate(games):
        path = tmp_path / f"g{i}.json"
        save_record(record, path)
        loaded = load_record(path)
        assert loaded == json.loads(json.dumps(record))
        again = replay(loaded)
        assert again.state.key() == game.state.key()
        assert again.outcome() == game.outcome()
        # Recording the replayed game gives the same file, byte for byte.
        assert dumps_record(record_game(again)) == path.read_text(encoding="utf-8")
        modes.add(loaded["mode"])
    assert modes == {"duel", "skirmish", "war", "magma-chamber"}
    assert any(r["result"]["termination"] == "concession" for _, r in games)


def test_record_contents(sample):
    """A record holds the format, mode, seed, full decklists, each action (canonical and readable,
    with turn and player) and the result."""
    game, record, _ = sample
    assert record["format"] == FORMAT and record["version"] == 1
    assert record["mode"] == "duel" and record["seed"] == 7
    d0, d1 = builtin_decks()
    assert [deck_from_dict(d) for d in record["decks"]] == [replace(d, source="<deck>") for d in (d0, d1)]
    assert len(record["actions"]) == len(game.state.history)
    first = record["actions"][0]
    assert set(first) == {"turn", "player", "action", "text"}
    assert first["action"].startswith("mulligan")
    res = record["result"]
    assert res["over"] and res["winners"] == list(game.outcome().winners)
    assert res["points"] == [game.points(0), game.points(1)]
    assert res["turns"] == game.turn and res["rule"] == game.outcome().rule


def test_deck_to_dict_round_trips():
    """Decklists in records use the shared decklist schema and read back as the same deck."""
    for deck in builtin_decks():
        data = deck.to_dict()
        assert {"name", "legend", "chosen_champion", "main_deck", "rune_deck", "battlefields"} <= set(data)
        assert replace(deck_from_dict(data), source=deck.source) == deck


def test_history_is_kept_by_clone_and_not_part_of_the_key():
    """The action history is copied with the state but is not part of what decides the future."""
    game = play(3)
    twin = game.clone()
    assert twin.state.history == game.state.history and twin.state.history is not game.state.history
    twin.state.history.clear()
    assert twin.state.key() == game.state.key()


# --- what can't be recorded, and tampering ----------------------------------------------------------------

def test_games_changed_outside_their_actions_are_refused():
    """A record needs a game set up by Game.new and changed only by its actions."""
    game = play(2, concede_at=10)
    with pytest.raises(RecordError, match="not set up by Game.new"):
        record_game(load_position(dump_position(game)))
    d0, d1 = builtin_decks()
    game = Game.new([d0, d1], seed=4)
    game.apply(game.legal_actions()[0])
    game.draw(game.to_move(), 1)  # a judge's effect, not an action
    with pytest.raises(RecordError, match="does not give this game"):
        record_game(game)


def test_a_changed_result_is_detected(sample):
    """Tampering: a record whose result was edited fails its replay, naming the field."""
    _, record, _ = sample
    for field, value in (("points", [0, 0]), ("winners", [1 - record["result"]["winners"][0]]),
                         ("turns", record["result"]["turns"] + 1), ("digest", "0" * 32)):
        bad = copy.deepcopy(record)
        bad["result"][field] = value
        with pytest.raises(RecordError, match=f"does not match the record's result: .*{field}"):
            replay(bad)


def test_a_changed_action_is_detected(sample):
    """Tampering: a record whose actions were edited fails at the action where it diverges, or at
    the result."""
    _, record, _ = sample
    # An action that is not legal there.
    bad = copy.deepcopy(record)
    i = next(k for k, a in enumerate(bad["actions"]) if a["action"].startswith("play"))
    bad["actions"][i]["action"] = "play #9999 to base"
    with pytest.raises(RecordError, match=rf"action {i + 1} of \d+ \('play #9999 to base'\)"):
        replay(bad)
    # An "end turn" where the player did something else: legal, but the game goes another way.
    bad = copy.deepcopy(record)
    j = next(k for k, a in enumerate(bad["actions"]) if a["action"].startswith(("play", "move")))
    bad["actions"][j]["action"] = "end turn"
    with pytest.raises(RecordError):
        replay(bad)
    # A dropped action.
    bad = copy.deepcopy(record)
    del bad["actions"][-1]
    with pytest.raises(RecordError):
        replay(bad)


def test_malformed_records_list_every_problem_with_its_place(tmp_path):
    """Loading checks the record's shape and names the field, what was found and what is expected."""
    with pytest.raises(RecordError, match="top level"):
        validate_record([])
    bad = {"format": "x", "version": 1, "mode": "chess", "seed": "1", "decks": [],
           "actions": [{"action": 5}], "result": {"over": True}}
    with pytest.raises(RecordError) as e:
        validate_record(bad, "r.json")
    msg = str(e.value)
    for part in ("format: found 'x'", "mode: found 'chess'", "seed: found '1'; expected an integer",
                 "actions[0].action: found 5", "result.winners", "result.turns"):
        assert part in msg
    path = tmp_path / "broken.json"
    path.write_text("{", encoding="utf-8")
    with pytest.raises(RecordError, match="invalid JSON"):
        load_record(path)
    with pytest.raises(RecordError, match="cannot read file"):
        load_record(tmp_path / "missing.json")


def test_save_run_game_fits_the_simulation_hook(tmp_path):
    """``simulate`` can save each game of a run through its ``on_game`` hook."""
    from functools import partial

    class Job:
        index = 12

    hook = partial(save_run_game, str(tmp_path / "games"))
    path = hook(play(5), Job(), None)
    assert path.endswith("game-00012.json")
    assert replay(path).is_over()


# --- the replay command ------------------------------------------------------------------------------

def test_cli_replay_prints_the_log_and_checks_the_result(sample):
    """``riftbound replay`` prints each action and the events with their rule numbers, then the
    result it checked."""
    game, record, path = sample
    res = CliRunner().invoke(cli, ["replay", path])
    assert res.exit_code == 0, res.output
    out = res.output
    assert ">> 1. P" in out and "(rule 115)" in out and "--- turn 1" in out
    assert "The replay matches the record." in out
    assert f">> {len(record['actions'])}. " in out
    step = CliRunner().invoke(cli, ["replay", path, "--step"], input="\n" * 500)
    assert step.exit_code == 0 and step.output == out


def test_cli_replay_at_prints_a_position(sample):
    """``replay --at N`` prints the position after action N as a position file."""
    game, record, path = sample
    n = 10
    res = CliRunner().invoke(cli, ["replay", path, "--at", str(n)])
    assert res.exit_code == 0, res.output
    at = load_position(res.output)
    assert at.state.key() == replay(record, upto=n).state.key()
    assert json.loads(res.output)["format"] == "riftbound-position"
    start = CliRunner().invoke(cli, ["replay", path, "--at", "0"])
    assert load_position(start.output).pending().kind == "mulligan"
    too_far = CliRunner().invoke(cli, ["replay", path, "--at", "100000"])
    assert too_far.exit_code == 2 and "the record has" in too_far.output


def test_cli_replay_of_a_tampered_record_exits_2(sample, tmp_path):
    """A record that does not replay is reported with the reason, exit code 2, no traceback."""
    _, record, _ = sample
    bad = copy.deepcopy(record)
    bad["result"]["points"] = [0, 0]
    path = tmp_path / "bad.json"
    save_record(bad, path)
    res = CliRunner().invoke(cli, ["replay", str(path)])
    assert res.exit_code == 2
    assert "does not match the record's result: points" in res.output
    assert "Traceback" not in res.output


def test_cited_clauses_exist():
    """Rule citations: every clause named at the head of a docstring here exists."""
    assert not cited_clauses_missing(globals())


@pytest.mark.parametrize("mode", ["skirmish", "war", "magma-chamber"])
def test_multiplayer_records_replay(mode: str) -> None:
    """Records of random games in every multiplayer mode replay to the same result, including a
    2v2 card choice of a teammate's unit (a friendly unit, 489.8.e), written by name."""
    from riftbound.analysis.matchup import default_table_decks
    from riftbound.bots import RandomBot
    from riftbound.formats.records import record_game, replay

    m = MODES[mode]
    decks = default_table_decks(m)
    for seed in range(3):
        game = Game.new(decks, mode=m, seed=seed)
        bots = [RandomBot(seed * 4 + i) for i in range(m.players)]
        while not game.is_over():
            game.apply(bots[game.to_move()].choose(game))
        again = replay(record_game(game))
        assert again.outcome() == game.outcome()
