"""``riftbound bench`` against the yardstick: the report's shape on tiny runs, never its speed.

The yardstick of ../shared/bench is replaced here by a small stand-in written to a temporary file
(through $RIFTBOUND_YARDSTICK) so that the tests run without ../shared and check the interleaving
and the ratio arithmetic on known numbers.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from riftbound.analysis import bench
from riftbound.cli import cli

SHARED_YARDSTICK = Path(__file__).resolve().parents[1].parent / "shared" / "bench" / "yardstick.py"

STAND_IN = '''
CALLS = []

def play_random_game(seed):
    CALLS.append(seed)
    return 0, 50
'''


@pytest.fixture
def stand_in(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    path = tmp_path / "yardstick.py"
    path.write_text(STAND_IN, encoding="utf-8")
    monkeypatch.setenv(bench.YARDSTICK_ENV, str(path))
    return path


def _check_ratio(r: dict, rounds: int) -> None:
    assert len(r["rounds"]) == rounds
    assert r["min"] <= r["median"] <= r["max"]
    assert all(x > 0 for x in r["rounds"])


def test_bench_json_reports_each_figure_against_the_yardstick(stand_in: Path) -> None:
    """Behaviour: with a yardstick, every self-play figure, the clone and ISMCTS carry a ratio per
    round (median and range); the Origins figure names the interpreted target; the record cost and
    the yardstick's own rate are reported; the matchups keep their games and seeds."""
    res = CliRunner().invoke(cli, ["bench", "--games", "3", "--rounds", "2", "--ismcts-decisions", "1",
                                   "--json"])
    assert res.exit_code == 0, res.output
    data = json.loads(res.stdout)
    assert data["rounds"] == 2 and data["games"] == 3 * 4
    assert [m["games"] for m in data["matchups"]] == [3, 3, 3, 3]
    assert data["yardstick"]["path"] == str(stand_in)
    vs = data["vs_yardstick"]
    for key in ("origins_selfplay", "practice_selfplay", "clone"):
        _check_ratio(vs[key], 2)
    _check_ratio(vs["ismcts_simulations"], 1)
    for m in data["matchups"]:
        _check_ratio(m["vs_yardstick"], 2)
    assert data["compiled_modules"] == bench.compiled_modules()
    expected = bench.TARGET_COMPILED if data["compiled_modules"] else bench.TARGET_INTERPRETED
    assert vs["origins_selfplay"]["target"] == expected == data["targets"]["origins_selfplay"]["applies"]
    assert vs["origins_selfplay"]["ok"] == (vs["origins_selfplay"]["median"] >= expected)
    rc = data["record_cost"]
    assert rc["min"] <= rc["median"] <= rc["max"] and rc["games"] == 2 * 3 * 1
    assert rc["ok"] == (rc["median"] < 1 / 3)
    after = rc["after_the_fact"]  # the same games recorded by a replay, for comparison
    assert 0 < after["min"] <= after["median"] <= after["max"] and rc["clock"] == "process cpu"
    assert data["yardstick"]["actions_per_second"]["median"] > 0


def test_bench_without_yardstick_reports_absolute_figures(monkeypatch: pytest.MonkeyPatch) -> None:
    """Behaviour: --no-yardstick (or no ../shared/bench) gives the absolute figures, no ratios, and
    the table says why."""
    res = CliRunner().invoke(cli, ["bench", "-n", "1", "--ismcts-decisions", "0", "--no-yardstick",
                                   "--json"])
    assert res.exit_code == 0, res.output
    data = json.loads(res.stdout)
    assert data["yardstick"] is None and data["vs_yardstick"] is None
    assert all(m["vs_yardstick"] is None for m in data["matchups"])
    assert data["rounds"] == 1 and data["decisions_per_second"] > 0
    table = CliRunner().invoke(cli, ["bench", "-n", "1", "--ismcts-decisions", "0", "--no-yardstick"])
    assert table.exit_code == 0, table.output
    assert "No yardstick" in table.stdout and "writing a record" in table.stdout


def test_bench_table_with_yardstick(stand_in: Path) -> None:
    """Behaviour: the table shows the ratio column, the target and the yardstick's own rate."""
    res = CliRunner().invoke(cli, ["bench", "-n", "1", "--ismcts-decisions", "0"])
    assert res.exit_code == 0, res.output
    for text in ("x yardstick", ">= 0.", "yardstick actions/s", "Origins decisions/s"):
        assert text in res.stdout


def test_a_bad_yardstick_path_is_one_clear_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Bad input: $RIFTBOUND_YARDSTICK naming a missing file, or a file without play_random_game,
    stops with one message naming the variable or the file (exit 2), before anything is played."""
    monkeypatch.setenv(bench.YARDSTICK_ENV, str(tmp_path / "missing.py"))
    res = CliRunner().invoke(cli, ["bench", "-n", "1"])
    assert res.exit_code == 2
    assert bench.YARDSTICK_ENV in res.stderr and "missing.py" in res.stderr
    assert "Traceback" not in res.output
    wrong = tmp_path / "wrong.py"
    wrong.write_text("x = 1\n", encoding="utf-8")
    monkeypatch.setenv(bench.YARDSTICK_ENV, str(wrong))
    res = CliRunner().invoke(cli, ["bench", "-n", "1"])
    assert res.exit_code == 2 and "play_random_game" in res.stderr and str(wrong) in res.stderr


def test_yardstick_directory_and_default_location(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Behaviour: $RIFTBOUND_YARDSTICK may name the directory; unset, ../shared/bench is used when
    it exists beside the repository, from whatever directory the bench is run."""
    (tmp_path / "yardstick.py").write_text(STAND_IN, encoding="utf-8")
    monkeypatch.setenv(bench.YARDSTICK_ENV, str(tmp_path))
    assert bench.find_yardstick() == tmp_path / "yardstick.py"
    monkeypatch.delenv(bench.YARDSTICK_ENV)
    if SHARED_YARDSTICK.is_file():
        repo = Path(__file__).resolve().parents[1]
        monkeypatch.chdir(repo)  # an installed package, run from the repository's root
        assert bench.find_yardstick() == SHARED_YARDSTICK
        if Path(bench.__file__).resolve().is_relative_to(repo / "src"):  # the repository's own files
            monkeypatch.chdir(tmp_path)  # found beside them, from any directory
            assert bench.find_yardstick() == SHARED_YARDSTICK


class _FixedYardstick:
    """Answers every round with 400 actions in 2 seconds (200 actions/s)."""

    def __init__(self) -> None:
        self.asked: list[float] = []

    def run_for(self, seconds: float) -> tuple[int, float]:
        self.asked.append(seconds)
        return 400, 2.0


def test_ratio_is_engine_rate_over_the_following_yardstick_round() -> None:
    """Behaviour: each round's ratio is the engine's rate over the yardstick's rate, the yardstick
    runs as long as the engine round did, and the median and range are over rounds."""
    fig = bench.Figure()
    yard = _FixedYardstick()
    for count, secs in ((100, 1.0), (300, 1.0), (50, 0.5)):
        fig.add(count, secs, yard)
    assert yard.asked == [1.0, 1.0, 0.5]
    assert fig.ratios() == [0.5, 1.5, 0.5]
    s = fig.summary(target=0.6)
    assert s is not None
    assert (s["median"], s["min"], s["max"], s["ok"]) == (0.5, 0.5, 1.5, False)
    assert bench.Figure().summary() is None


def test_games_split_over_rounds() -> None:
    """Behaviour: the games of a matchup are split over rounds without losing or adding any."""
    for total in range(1, 12):
        for parts in range(1, total + 1):
            split = bench._split(total, parts)
            assert sum(split) == total and len(split) == parts and max(split) - min(split) <= 1


@pytest.mark.skipif(not SHARED_YARDSTICK.is_file(), reason="no ../shared/bench/yardstick.py")
def test_the_shared_yardstick_loads_by_path() -> None:
    """Behaviour: the real yardstick imports by path and plays a game (not copied into the repo)."""
    y = bench.Yardstick(bench.load_yardstick(SHARED_YARDSTICK), SHARED_YARDSTICK)
    actions, secs = y.run_for(0.0)
    assert actions > 0 and secs >= 0 and y.next_seed == 1
