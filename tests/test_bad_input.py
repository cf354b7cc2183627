"""No input breaks it (issue 15, section 2): bad files, out-of-range numbers, wrong argument types.

Each bad input gets one clear error of the project's own types (the file, the place in it, what was
found, what is allowed) and changes nothing; nothing here asserts a message word for word, only the
facts a reader needs (the place, the bound, the line and column).
"""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from riftbound import Game, builtin_decks, load_position
from riftbound.bots import RandomBot
from riftbound.cli import cli
from riftbound.formats.position import (
    MAX_POINTS,
    MAX_VICTORY_SCORE,
    MIN_VICTORY_SCORE,
    PositionError,
    dumps,
)
from riftbound.formats.records import RecordError, dumps_record, load_record, record_game, replay

# --- position files -----------------------------------------------------------------------------


@pytest.fixture(scope="module")
def position_text() -> str:
    """A valid position: a Duel at its first decision."""
    return dumps(Game.new(builtin_decks(), seed=3))


def test_a_position_file_with_a_byte_order_mark_loads(position_text: str, tmp_path: Path) -> None:
    """A UTF-8 byte-order mark (as some editors write) is not part of the JSON: the file loads."""
    path = tmp_path / "bom.json"
    path.write_text(position_text, encoding="utf-8-sig")
    assert path.read_bytes().startswith(b"\xef\xbb\xbf")
    plain = load_position(json.loads(position_text))
    assert dumps(load_position(path)) == dumps(plain)
    assert dumps(load_position(str(path))) == dumps(plain)
    assert dumps(load_position("\ufeff" + position_text)) == dumps(plain)


@pytest.mark.parametrize(("text", "line", "column"), [
    ("hello", 1, 1),
    ('{"mode": "duel",\n  "players": }', 2, 14),
    ('{"mode": "duel"', 1, 16),
])
def test_a_position_file_that_is_not_json_says_where(text: str, line: int, column: int,
                                                     tmp_path: Path) -> None:
    """An existing file that is not JSON is reported with the line and column of the fault, never
    as a missing file."""
    path = tmp_path / "broken.json"
    path.write_text(text, encoding="utf-8")
    for arg in (path, str(path)):
        with pytest.raises(PositionError) as e:
            load_position(arg)
        msg = str(e.value)
        assert f"line {line}, column {column}" in msg and str(path) in msg
        assert "no file" not in msg and "name of a file" not in msg


def test_a_missing_position_file_is_named_as_such(tmp_path: Path) -> None:
    """A string that is neither JSON nor an existing file is reported as that."""
    with pytest.raises(PositionError, match="neither JSON nor the name of a file"):
        load_position(str(tmp_path / "nowhere.json"))


def _position(**top) -> dict:
    base: dict = {"players": [{"points": 2}, {"points": 3}]}
    base.update(top)
    return base


@pytest.mark.parametrize(("change", "path", "bound"), [
    ({"vs_delta": 10**30}, "vs_delta", f"<= {MAX_VICTORY_SCORE}"),
    ({"vs_delta": -(10**30)}, "vs_delta", f">= {-MAX_VICTORY_SCORE}"),
    ({"vs_delta": -8}, "vs_delta", f"between {MIN_VICTORY_SCORE} and {MAX_VICTORY_SCORE}"),
    ({"vs_delta": MAX_VICTORY_SCORE}, "vs_delta", f"between {MIN_VICTORY_SCORE} and {MAX_VICTORY_SCORE}"),
    ({"players": [{"points": MAX_POINTS + 1}, {}]}, "players[0].points", f"<= {MAX_POINTS}"),
    ({"players": [{}, {"points": 10**30}]}, "players[1].points", f"<= {MAX_POINTS}"),
    ({"players": [{"points": -1}, {}]}, "players[0].points", ">= 0"),
    ({"players": [{"xp": -3}, {}]}, "players[0].xp", ">= 0"),
    ({"players": [{"xp": 10**30}, {}]}, "players[0].xp", "<= 1000000"),
    ({"burnout_seq": -1}, "burnout_seq", ">= 0"),
    ({"turn": 10**30}, "turn", "<= 1000000"),
])
def test_numbers_out_of_range_are_refused(change: dict, path: str, bound: str) -> None:
    """Bounds of the position loader (docs/rulings.md): the Victory Score stays within 1..1000
    (194.3 sets it, 194.3.a lets effects change it: we bound the change), points within 0..1000
    (194.4 gives the floor), counts within 0..10^6. The error names the field and the bound."""
    with pytest.raises(PositionError) as e:
        load_position(_position(**change))
    msg = str(e.value)
    assert f"  - {path}: found " in msg and bound in msg, msg


def test_numbers_at_the_bounds_load() -> None:
    """The bounds themselves are allowed: Victory Score 1 and 1000, points 0 and 1000."""
    assert load_position(_position(vs_delta=MIN_VICTORY_SCORE - 8)).victory_score() == MIN_VICTORY_SCORE
    assert load_position(_position(vs_delta=MAX_VICTORY_SCORE - 8)).victory_score() == MAX_VICTORY_SCORE
    game = load_position(_position(players=[{"points": MAX_POINTS}, {"points": 0}]))
    assert game.points(0) == MAX_POINTS


def test_a_controlled_battlefield_with_an_uncontested_opponent_unit_is_refused() -> None:
    """190.3.a.1: an opponent's unit arriving at a controlled battlefield contests it, and the
    showdown or combat staged next (323.8-323.9) decides control; a position with the unit there,
    the battlefield still controlled and nothing contested or staged would never be resolved."""
    bf = {"controller": 0, "units": ["Daring Poro", {"card": "Stalwart Poro", "controller": 1}]}
    with pytest.raises(PositionError) as e:
        load_position({"players": [{}, {}], "battlefields": [bf, {}]})
    assert "battlefields[0]: found P0 in control with an opponent's unit" in str(e.value)
    staged = {**bf, "contested_by": 1, "combat_staged": True}
    game = load_position({"players": [{}, {}], "battlefields": [staged, {}]})
    assert game.state.battlefields[0].contested_by == 1
    practice = load_position({"practice": True, "players": [{}, {}], "battlefields": [bf, {}]})
    assert practice.state.battlefields[0].controller == 0


# --- game records -------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def record() -> dict:
    """The record of a whole random game of the practice decks."""
    game = Game.new(builtin_decks(), seed=4)
    bots = [RandomBot(1), RandomBot(2)]
    while not game.is_over():
        game.apply(bots[game.to_move()].choose(game))
    return record_game(game)


def _edit_entry(key: str, value: Any) -> Callable[[dict], None]:
    def edit(r: dict) -> None:
        entry = next(a for a in r["actions"] if a["text"] != "end turn")
        entry[key] = value(entry) if callable(value) else value
    return edit


def _rename(where: Callable[[dict], dict], key: str, new: str) -> Callable[[dict], None]:
    def edit(r: dict) -> None:
        obj = where(r)
        obj[new] = obj.pop(key)
    return edit


@pytest.mark.parametrize(("edit", "says"), [
    (_edit_entry("text", "pass"), r"the record's text 'pass' is not this action"),
    (_edit_entry("player", lambda e: 1 - e["player"]), r"the record says player"),
    (_edit_entry("turn", lambda e: e["turn"] + 1), r"the record says turn"),
    (lambda r: r["decks"][0].__setitem__("name", "Someone Else's Deck"), r"result\.checksum"),
    (lambda r: r.__setitem__("seed", r["seed"]), None),  # no edit: replays
    (_rename(lambda r: r["result"], "digest", "Digest"), r"result\.Digest: .*did you mean 'digest'"),
    (_rename(lambda r: r, "seed", "Seed"), r"[sS]eed"),
    (_rename(lambda r: r["decks"][1], "name", "Name"), r"decks\[1\].*[nN]ame"),
    (lambda r: r["result"].__setitem__("victory_score", 9), r"victory_score"),
], ids=["text", "player", "turn", "deck-name", "unchanged", "result-key-case", "top-key-case",
        "deck-key-case", "result-field"])
def test_every_stored_field_of_a_record_is_checked(record: dict, edit: Callable[[dict], None],
                                                   says: str | None, tmp_path: Path) -> None:
    """Replay checks every stored field: each action's turn, player and readable text against the
    replay, keys whose case was changed, and a checksum of the whole record for what replay can't
    re-derive (a deck's name). The edited record is refused with the field named, through the API
    and through ``riftbound replay``."""
    data = copy.deepcopy(record)
    edit(data)
    path = tmp_path / "edited.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    if says is None:
        replay(data)
        return
    for target in (data, path):
        with pytest.raises(RecordError, match=says):
            replay(target)
    done = CliRunner().invoke(cli, ["replay", str(path)])
    assert done.exit_code == 2 and "The replay matches the record" not in done.output


def test_a_record_with_a_byte_order_mark_or_broken_json(record: dict, tmp_path: Path) -> None:
    """A record file with a byte-order mark replays; one that is not JSON is reported with its
    line and column."""
    path = tmp_path / "bom.json"
    path.write_text(dumps_record(record), encoding="utf-8-sig")
    assert replay(path).is_over()
    broken = tmp_path / "broken.json"
    broken.write_text(dumps_record(record)[:-40], encoding="utf-8")
    with pytest.raises(RecordError, match=r"line \d+, column \d+"):
        load_record(broken)


# --- the public API -------------------------------------------------------------------------------


@pytest.mark.parametrize(("call", "error", "names"), [
    (lambda: Game.new(None), TypeError, "decks"),  # type: ignore[arg-type]
    (lambda: Game.new(["a", "b"]), TypeError, "decks[0]"),  # type: ignore[list-item]
    (lambda: Game.new(builtin_decks(), seed="abc"), TypeError, "seed"),  # type: ignore[arg-type]
    (lambda: Game.new(builtin_decks(), seed=1.5), TypeError, "seed"),  # type: ignore[arg-type]
    (lambda: Game.new(builtin_decks(), mode="duel"), TypeError, "mode"),  # type: ignore[arg-type]
    (lambda: Game.new(builtin_decks()[:1]), ValueError, "decks"),
])
def test_game_new_names_a_wrong_argument(call: Callable[[], Any], error: type, names: str) -> None:
    """``Game.new`` checks its arguments at the API boundary: the error names the argument."""
    with pytest.raises(error, match=re.escape(names)):
        call()


@pytest.mark.parametrize(("method", "args", "error", "names"), [
    ("points", (-1,), ValueError, "player"),
    ("points", (2,), ValueError, "player"),
    ("points", ("0",), TypeError, "player"),
    ("observation", (9,), ValueError, "player"),
    ("observation", (None,), TypeError, "player"),
    ("draw", (0, -1), ValueError, "n"),
    ("draw", (5, 1), ValueError, "player"),
    ("mill", (0, "2"), TypeError, "n"),
    ("look", (3, 1), ValueError, "player"),
    ("reveal", (0, -2), ValueError, "n"),
    ("gain_points", (7, 1), ValueError, "player"),
    ("lose_points", (0, -1), ValueError, "n"),
    ("win", (2,), ValueError, "player"),
    ("lose", (True,), TypeError, "player"),
    ("change_victory_score", ("1",), TypeError, "delta"),
])
def test_api_calls_refuse_players_that_do_not_exist(method: str, args: tuple, error: type,
                                                    names: str) -> None:
    """Reading or changing a seat that is not in the game (or a negative count) raises an error
    naming the argument, never a silent answer, and changes nothing."""
    game = Game.new(builtin_decks(), seed=2)
    before = dumps(game)
    with pytest.raises(error, match=rf"\b{names}\b"):
        getattr(game, method)(*args)
    assert dumps(game) == before


def test_replay_says_when_a_record_has_no_checksum(record: dict, tmp_path: Path) -> None:
    """A record without a checksum (hand-written) still replays, and `riftbound replay` says what
    could therefore not be checked; one with it says nothing of the kind."""
    data = copy.deepcopy(record)
    del data["result"]["checksum"]
    path = tmp_path / "no-checksum.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    done = CliRunner().invoke(cli, ["replay", str(path)])
    assert done.exit_code == 0 and "no result.checksum" in done.stdout
    full = tmp_path / "full.json"
    full.write_text(json.dumps(record), encoding="utf-8")
    done = CliRunner().invoke(cli, ["replay", str(full)])
    assert done.exit_code == 0 and "no result.checksum" not in done.stdout
