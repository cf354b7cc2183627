"""No input breaks it (issue 15, section 2): bad files, out-of-range numbers, wrong argument types.

Each bad input gets one clear error of the project's own types (the file, the place in it, what was
found, what is allowed) and changes nothing; nothing here asserts a message word for word, only the
facts a reader needs (the place, the bound, the line and column).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from riftbound import Game, builtin_decks, load_position
from riftbound.position import (
    MAX_POINTS,
    MAX_VICTORY_SCORE,
    MIN_VICTORY_SCORE,
    PositionError,
    dumps,
)

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
