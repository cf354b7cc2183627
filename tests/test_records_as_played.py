"""Game records written as the game is played (``records.start_recording``) and the flag that
refuses a game changed from outside (``state.touched``): the same records, byte for byte, as those
written by replaying the game, and every way of changing a game besides its decisions marked."""

from __future__ import annotations

import dataclasses
import json
import random
from collections.abc import Callable
from itertools import combinations

import pytest

from riftbound import MODES, Concede, Game, builtin_decks
from riftbound.bots import RandomBot, drive
from riftbound.decks import origins_decks
from riftbound.formats import records
from riftbound.formats.judge import apply_board, parse_board
from riftbound.formats.judge_actions import apply_judge, parse_judge
from riftbound.formats.notation import format_action
from riftbound.formats.notation_match import _bucket_of_action, _index, _plain_key
from riftbound.formats.records import (
    Recorder,
    RecordError,
    dumps_record,
    record_game,
    replay,
    start_recording,
)

MODE_CYCLE = ("duel", "skirmish", "magma-chamber", "war", "duel")


def _decks(seed: int, mode_name: str) -> list:
    mode = MODES[mode_name]
    if mode.players == 2 and seed % 2:
        return list(list(combinations(origins_decks(), 2))[seed % 3])
    d0, d1 = builtin_decks()
    return [(d0, d1)[i % 2] for i in range(mode.players)]


def _play(seed: int, mode_name: str = "duel", *, record: bool, concede_at: int | None = None,
          record_from: int = 0) -> Game:
    """A random game to its end (or a concession), recorded as played from action
    ``record_from`` on when ``record`` is set."""
    game = Game.new(_decks(seed, mode_name), mode=MODES[mode_name], seed=seed, log=False)
    rng = random.Random(seed)
    n = 0
    while not game.is_over():
        if record and n == record_from:
            start_recording(game)
        if n == concede_at:
            game.apply(Concede(game.to_move() or 0))
            break
        game.apply(rng.choice(game.legal_actions()))
        n += 1
    return game


def _no_replay(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(*args: object) -> None:
        raise AssertionError("the record was written by replaying the game")
    monkeypatch.setattr(records, "_replayed", refuse)


# --- the same records ------------------------------------------------------------------------------

@pytest.mark.parametrize("seed", range(15))
def test_a_record_written_as_played_is_the_replayed_one(seed: int) -> None:
    """Determinism (records): the record written as the game is played equals, byte for byte, the
    one written by replaying the same game (every mode, the Origins decks, concessions: 650)."""
    mode = MODE_CYCLE[seed % len(MODE_CYCLE)]
    concede = 30 if seed % 5 == 4 else None
    played = _play(seed, mode, record=True, concede_at=concede)
    after = _play(seed, mode, record=False, concede_at=concede)
    assert isinstance(played.on_action, Recorder) and after.on_action is None
    text = dumps_record(record_game(played))
    assert text == dumps_record(record_game(after))
    assert replay(json.loads(text)).state.key() == played.state.key()


def test_a_recorded_game_is_not_replayed(monkeypatch: pytest.MonkeyPatch) -> None:
    """Behaviour: a game recorded from its start is written from its recorder alone, with no
    replay; the same game without its recorder needs one."""
    game = _play(3, record=True)
    expected = dumps_record(record_game(Game(game.state)))  # a wrapper without the recorder
    _no_replay(monkeypatch)
    assert dumps_record(record_game(game)) == expected
    with pytest.raises(AssertionError, match="by replaying"):
        record_game(Game(game.state))


def test_recording_started_late_replays_only_the_actions_before() -> None:
    """Behaviour: recording may start part-way; the actions before it are replayed (and only
    those), giving the same record."""
    late = _play(6, record=True, record_from=25)
    rec = late.on_action
    assert isinstance(rec, Recorder) and rec.start == 25
    assert len(rec.entries) == len(late.state.history) - 25
    assert dumps_record(record_game(late)) == dumps_record(record_game(_play(6, record=False)))


def test_clones_do_not_record_and_a_recorder_follows_one_game() -> None:
    """Behaviour: a clone (as search makes) has no recorder; a record of it replays. A recorder
    sees only the game it was started on."""
    game = Game.new(builtin_decks(), seed=2, log=False)
    rec = start_recording(game)
    assert start_recording(game) is rec
    game.apply(game.legal_actions()[0])
    twin = game.clone()
    assert twin.on_action is None and len(rec.entries) == 1
    twin.on_action = rec  # misused on another game: it stops, and records fall back to a replay
    twin.apply(twin.legal_actions()[0])
    assert rec.broken and not rec.covers(twin.state)
    game.on_action = None
    game.on_action = lambda g, a: None
    with pytest.raises(ValueError, match="already has an on_action"):
        start_recording(game)


def test_on_action_sees_the_position_before_each_legal_action() -> None:
    """Behaviour: ``Game.on_action`` is called with each action before it is applied, in the
    position it answers, and never for an illegal action (which changes nothing)."""
    game = Game.new(builtin_decks(), seed=4, log=False)
    seen: list[tuple[int, str, str]] = []
    game.on_action = lambda g, a: seen.append((len(g.state.history), str(a), format_action(g, a)))
    drive(game, [RandomBot(1), RandomBot(2)], stop_after=20)
    assert [n for n, _, _ in seen] == list(range(20))
    assert [s for _, s, _ in seen] == [str(a) for a in game.state.history]
    before = len(seen)
    with pytest.raises(Exception, match="not legal"):
        game.apply(Concede(7))
    assert len(seen) == before


# --- a game changed from outside -------------------------------------------------------------------

def _judge(text: str) -> Callable[[Game], object]:
    return lambda game: apply_judge(game, parse_judge(text))


def _board(game: Game) -> None:
    cid = next(iter(game.state.units))
    apply_board(game, parse_board(game, f"stun #{cid}"))


CHANGES: dict[str, Callable[[Game], object]] = {
    "draw": lambda g: g.draw(g.to_move(), 1),
    "mill": lambda g: g.mill(0, 2),
    "gain_points": lambda g: g.gain_points(0, 1),
    "lose_points": lambda g: g.lose_points(1, 1),
    "change_victory_score": lambda g: g.change_victory_score(1),
    "cleanup": lambda g: g.cleanup(),
    "win": lambda g: g.win(0),
    "lose": lambda g: g.lose(1),
    "stepping": lambda g: setattr(g, "stepping", True),
    "forget_options": lambda g: g.forget_options(),
    "judge draw": _judge("draw P0 1"),
    "judge victory score": _judge("victory-score +2"),
    "judge board action": _board,
}


def _midgame(record: bool = True) -> Game:
    game = Game.new(builtin_decks(), seed=9, log=False)
    if record:
        start_recording(game)
    drive(game, [RandomBot(3), RandomBot(4)], stop_after=60)
    assert not game.is_over() and game.state.units and not game.state.touched
    return game


@pytest.mark.parametrize("change", sorted(CHANGES))
def test_every_change_from_outside_marks_the_game_and_its_record_is_refused(change: str) -> None:
    """Behaviour: each way of changing a game besides its decisions (Game's primitive effects,
    judge actions, stepping, options forgotten after an edit by hand) marks the state as touched
    (kept by clones), and a touched game is refused, recorded as played or not."""
    for record in (True, False):
        game = _midgame(record)
        CHANGES[change](game)
        assert game.state.touched and game.clone().state.touched
        with pytest.raises(RecordError, match="does not give this game"):
            record_game(game)


def test_looking_and_revealing_change_nothing() -> None:
    """Behaviour: looking at or revealing the top of a deck (431.1.c) changes no game fact, so
    the game can still be recorded, and its record replays."""
    game = _midgame()
    game.look(0, 2)
    game.reveal(1, 1)
    assert not game.state.touched
    assert replay(record_game(game)).state.key() == game.state.key()


def test_other_decks_or_seed_than_the_games_are_checked_by_a_replay() -> None:
    """Behaviour: decklists or a seed given to record_game that are not the game's own are not
    trusted: the history is replayed from them, and it does not give this game."""
    game = _play(4, record=True)
    with pytest.raises(RecordError):
        record_game(game, seed=5)


# --- the pieces that make it cheap -------------------------------------------------------------------

def _old_pretty(v: object, indent: int, width: int) -> str:
    """The record layout as first written: one ``json.dumps`` per value and level."""
    flat = json.dumps(v, ensure_ascii=False)
    if len(flat) + indent <= width or not isinstance(v, dict | list) or not v:
        return flat
    pad = " " * (indent + 1)
    if isinstance(v, list):
        items = [pad + _old_pretty(x, indent + 1, width) for x in v]
        return "[\n" + ",\n".join(items) + "\n" + " " * indent + "]"
    return "{\n" + ",\n".join(f"{pad}{json.dumps(k)}: {_old_pretty(x, indent + 1, width)}"
                              for k, x in v.items()) + "\n" + " " * indent + "}"


def _value(rng: random.Random, depth: int) -> object:
    r = rng.random()
    if depth > 3 or r < 0.35:
        return rng.choice([0, -12345, 1.5, True, None, "", "é" * rng.randint(0, 30),
                           'a"b\\' * rng.randint(0, 9), "x" * rng.randint(0, 120), (1, "ü"),
                           float("nan")])
    if r < 0.65:
        return [_value(rng, depth + 1) for _ in range(rng.randint(0, 6))]
    return {rng.choice(["k", "ключ", "a" * rng.randint(0, 40), 'q"', 7]): _value(rng, depth + 1)
            for _ in range(rng.randint(0, 5))}


def test_record_layout_is_unchanged() -> None:
    """Behaviour: the record's text layout (a value on one line when it fits in the width, else
    an item per line) is the one records were always written with, for records and for any JSON
    value (non-ASCII text, escapes, tuples, non-string keys, NaN)."""
    rng = random.Random(5)
    for _ in range(1500):
        v = _value(rng, 0)
        for width in (20, 60, 100):
            assert records._layout(v, 0, width, records._encoder())[1] == _old_pretty(v, 0, width)
    record = record_game(_play(1, "skirmish", record=True))
    assert dumps_record(record) == _old_pretty(record, 0, 100) + "\n"


def test_plain_names_are_compared_within_the_bucket_only() -> None:
    """Behaviour (notation): whether an action reads unambiguously by names alone, looked up in
    its bucket of legal actions only, agrees with counting every legal action's plain key."""
    checked = 0
    for seed in range(4):
        game = Game.new(list(list(combinations(origins_decks(), 2))[seed % 3]), seed=seed, log=False)
        bots = [RandomBot(seed * 2), RandomBot(seed * 2 + 1)]
        while not game.is_over() and checked < 2000:
            legal = game.legal_actions()
            index = _index(game)
            g = game.state
            keys = [_plain_key(g, a) for a in legal]
            for a, k in zip(legal, keys, strict=True):
                assert index.plain_unique(g, a) == (keys.count(k) == 1), a
                assert all(_bucket_of_action(b) == _bucket_of_action(a)
                           for b, kb in zip(legal, keys, strict=True) if kb == k)
                checked += 1
            game.apply(bots[game.to_move()].choose(game))
    assert checked > 500


def test_decklists_written_before_give_the_same_text_and_checksum(tmp_path) -> None:
    """Issue 14: ``save_record`` keeps the texts of the decklists it wrote (the records of a run
    share their decks): a record saved with them is the one ``dumps_record`` writes, its checksum
    is ``checksum`` of it, and a deck renamed gets its own."""
    a, b = origins_decks()[:2]
    renamed = dataclasses.replace(a, name="Renamed Deck")
    for i, decks in enumerate(((a, b), (a, b), (renamed, b), (a, b))):
        game = Game.new(decks, seed=i, log=False)
        start_recording(game)
        drive(game, [RandomBot(i), RandomBot(i + 1)])
        path = tmp_path / f"game-{i}.json"
        record = records.save_record(game, path)
        assert path.read_text(encoding="utf-8") == dumps_record(record) == dumps_record(record_game(game))
        assert record["result"]["checksum"] == records.checksum(record)
        assert json.loads(path.read_text(encoding="utf-8")) == record
        assert record["decks"][0]["name"] == decks[0].name
