"""The ``riftbound`` command line and the seeded simulation behind it.

Speed figures are only checked to be positive: they are measured, never asserted.
"""

from __future__ import annotations

import json
import os
from itertools import combinations
from pathlib import Path

import pytest
from click.testing import CliRunner

from riftbound import builtin_decks, load_deck, origins_decks
from riftbound.analysis.simulate import game_seed, play_one, simulate
from riftbound.cli import cli
from riftbound.cli.base import default_decks
from tests import SHARED

SHARED_DECKS = SHARED / "decks"


@pytest.fixture
def runner() -> CliRunner:
    return CliRunner()


def test_simulate_is_deterministic() -> None:
    decks = builtin_decks()
    a = simulate(decks, 4, seed=5)
    assert a == simulate(decks, 4, seed=5)
    assert a != simulate(decks, 4, seed=6)
    assert [r.index for r in a] == [0, 1, 2, 3]
    assert [r.seed for r in a] == [game_seed(5, i) for i in range(4)]
    # a single game of a run can be replayed on its own
    assert play_one(decks, a[2].seed, 2) == a[2]
    for r in a:
        assert r.winner in (0, 1) and r.first in (0, 1)
        assert r.decisions > 0 and r.turns > 0 and max(r.points) > 0


def test_simulate_progress_callback() -> None:
    seen: list[int] = []
    simulate(builtin_decks(), 3, seed=1, progress=lambda i, r: seen.append(i))
    assert seen == [0, 1, 2]


def test_simulate_needs_two_decks() -> None:
    with pytest.raises(ValueError):
        simulate(builtin_decks()[:1], 1, seed=1)


def test_help_and_version(runner: CliRunner) -> None:
    res = runner.invoke(cli, ["--help"])
    assert res.exit_code == 0
    for cmd in ("simulate", "bench", "soak"):
        assert cmd in res.stdout
    res = runner.invoke(cli, ["--version"])
    assert res.exit_code == 0 and "0.1.0" in res.stdout


def test_simulate_json(runner: CliRunner) -> None:
    """With no --deck, simulate plays every pairing of the playable built-in champion decks (the
    Origins three first)."""
    res = runner.invoke(cli, ["simulate", "--games", "5", "--json", "--workers", "1"])
    assert res.exit_code == 0, res.output
    data = json.loads(res.stdout)  # nothing but JSON on stdout
    assert data["seed"] == 1
    pairs = [[d["name"] for d in m["decks"]] for m in data["matchups"]]
    assert pairs == [[a.name, b.name] for a, b in combinations(default_decks(), 2)]
    assert pairs[:2] == [[a.name, b.name] for a, b in combinations(origins_decks(), 2)][:2]
    for m in data["matchups"]:
        assert m["games"] == 5
        for key in ("decks", "first_player", "turns", "decisions", "terminations",
                    "games_with_burn_out", "decisions_per_second", "seed"):
            assert key in m
        assert sum(d["wins"] for d in m["decks"]) + m["no_winner"] == 5
        assert sum(m["terminations"].values()) == 5
        assert m["decisions_per_second"] > 0


def test_simulate_json_with_two_decks(runner: CliRunner) -> None:
    """--deck twice (files or built-in names) plays that one matchup: one summary."""
    res = runner.invoke(cli, ["simulate", "--games", "4", "--json", "--deck", "vanguard",
                              "--deck", "wardens"])
    assert res.exit_code == 0, res.output
    data = json.loads(res.stdout)
    assert data["games"] == 4
    assert [d["name"] for d in data["decks"]] == [d.name for d in builtin_decks()]


def test_simulate_json_same_seed_same_figures(runner: CliRunner) -> None:
    def run(seed: str) -> list:
        data = json.loads(runner.invoke(cli, ["simulate", "-n", "3", "-s", seed, "--json"]).stdout)
        for m in data["matchups"]:
            for k in ("seconds", "decisions_per_second", "games_per_second", "workers"):
                m.pop(k)
        return data["matchups"]

    assert run("9") == run("9")


def test_simulate_table(runner: CliRunner) -> None:
    res = runner.invoke(cli, ["simulate", "--games", "3"])
    assert res.exit_code == 0, res.output
    for text in ("Origins Jinx", "Origins Lee Sin", "Origins Viktor", "95% CI", "going first",
                 "how games ended", "burn out", "decisions/s"):
        assert text in res.stdout


def test_simulate_missing_deck_file(runner: CliRunner) -> None:
    res = runner.invoke(cli, ["simulate", "--deck", "nonexistent.json", "--deck", "x.json"])
    assert res.exit_code == 2
    assert "nonexistent.json" in res.stderr
    assert "Traceback" not in res.output
    assert res.exception is None or isinstance(res.exception, SystemExit)


def test_simulate_bad_deck_file(runner: CliRunner, tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"name": "Bad", "main_deck": [{"id": "no-such-card", "count": 1}]}')
    res = runner.invoke(cli, ["simulate", "--deck", str(bad), "--deck", str(bad)])
    assert res.exit_code == 2
    assert "bad.json" in res.stderr and "main_deck[0].id" in res.stderr
    assert "Traceback" not in res.output


def test_simulate_needs_zero_or_two_decks(runner: CliRunner) -> None:
    res = runner.invoke(cli, ["simulate", "--deck", "a.json"])
    assert res.exit_code == 2 and "exactly twice" in res.output


@pytest.mark.skipif(not (SHARED_DECKS / "precon-jinx.json").exists(), reason="shared decklists absent")
def test_simulate_refuses_unimplemented_cards(runner: CliRunner) -> None:
    """A decklist with a card whose behaviour is not implemented is refused, naming the card; the
    Origins champion decks' files are accepted."""
    from riftbound.game import unsupported_cards

    todo = next(p for p in sorted(SHARED_DECKS.glob("*.json")) if unsupported_cards(load_deck(p)))
    res = runner.invoke(cli, ["simulate", "--deck", str(todo), "--deck", str(todo)])
    assert res.exit_code == 2
    assert todo.name in res.stderr and "not implemented" in res.stderr
    assert unsupported_cards(load_deck(todo))[0] in res.stderr
    assert "Traceback" not in res.output
    jinx, lee = str(SHARED_DECKS / "precon-jinx.json"), str(SHARED_DECKS / "precon-lee-sin.json")
    ok = runner.invoke(cli, ["simulate", "-n", "2", "--json", "--deck", jinx, "--deck", lee])
    assert ok.exit_code == 0, ok.output
    assert json.loads(ok.stdout)["games"] == 2


def test_bench_json(runner: CliRunner) -> None:
    res = runner.invoke(cli, ["bench", "--games", "3", "--json"])
    assert res.exit_code == 0, res.output
    data = json.loads(res.stdout)
    for key in ("decisions_per_second", "games_per_second", "clone_us", "card_load_seconds"):
        assert data[key] > 0
    # every pairing of the Origins decks, then the practice pair: 3 games each
    assert data["games"] == 3 * 4 and data["decisions"] > 0
    assert [m["decks"] for m in data["matchups"]][-1] == [d.name for d in builtin_decks()]
    assert all(m["decks"][0].startswith("Origins") for m in data["matchups"][:3])
    assert set(data["budgets"]) == {"decisions_per_second", "clone_us", "card_load_seconds"}


def test_bench_table(runner: CliRunner) -> None:
    res = runner.invoke(cli, ["bench", "--games", "2"])
    assert res.exit_code == 0, res.output
    for text in ("decisions per second", "clone", "card table load", "10,000", "20 µs"):
        assert text in res.stdout


def test_simulate_save_games_writes_replayable_records(runner, tmp_path: Path) -> None:
    """`simulate --save-games DIR --save-every 2` writes every second game as a record that
    `replay` reproduces with the stored result."""
    out = tmp_path / "games"
    res = runner.invoke(cli, ["simulate", "--games", "4", "--workers", "1", "--json",
                              "--deck", "vanguard", "--deck", "wardens",
                              "--save-games", str(out), "--save-every", "2"])
    assert res.exit_code == 0, res.output
    files = sorted(p.name for p in out.iterdir())
    assert files == ["game-00000.json", "game-00002.json"]
    rep = runner.invoke(cli, ["replay", str(out / files[1])])
    assert rep.exit_code == 0, rep.output
    assert "The replay matches the record." in rep.output


def test_simulate_default_saves_each_matchup_in_its_own_folder(runner, tmp_path: Path) -> None:
    """With the default matchups (every pairing of the playable champion decks), --save-games
    writes one folder per matchup."""
    out = tmp_path / "games"
    res = runner.invoke(cli, ["simulate", "--games", "1", "--workers", "1", "--json",
                              "--save-games", str(out)])
    assert res.exit_code == 0, res.output
    stems = [d.source.removeprefix("builtin:") for d in default_decks()]
    assert sorted(p.name for p in out.iterdir()) == sorted(f"{a}-vs-{b}" for a, b in combinations(stems, 2))
    assert "origins-jinx-vs-origins-lee-sin" in os.listdir(out)
    assert all((out / d / "game-00000.json").exists() for d in os.listdir(out))


# --- bad output paths and messages (issue 15) ---------------------------------------------------


@pytest.mark.parametrize("command", [
    ["simulate", "--deck", "vanguard", "--deck", "wardens", "--save-games", "{file}/games"],
    ["simulate", "--save-games", "{file}"],
    ["matchup", "vanguard", "wardens", "--html", "{file}/report.html"],
])
def test_an_unwritable_output_path_stops_before_playing(runner: CliRunner, tmp_path: Path,
                                                        command: list[str]) -> None:
    """An output path that can't be written (here: below a file) is one clear line and exit 2,
    before any game is played, so no finished result is lost to it."""
    blocker = tmp_path / "a-file"
    blocker.write_text("x", encoding="utf-8")
    args = [a.replace("{file}", str(blocker)) for a in command] + ["--games", "2", "--workers", "1"]
    res = runner.invoke(cli, args)
    assert res.exit_code == 2, res.output
    assert res.stdout == "" and "Traceback" not in res.output
    if "nothing was played" not in res.stderr:  # click's own check of a --save-games directory
        assert f"'{blocker}' is a file" in res.stderr, res.stderr
    else:
        assert len(res.stderr.strip().splitlines()) == 1, res.stderr
    assert blocker.read_text(encoding="utf-8") == "x"


def test_simulate_prints_its_results_when_saving_fails_midway(runner: CliRunner, tmp_path: Path,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """A game record that can't be written during the run (a full disk, say) is reported, the run
    goes on, its results are printed, and the command then exits 1 saying what is missing."""
    import riftbound.cli.base as cli_module  # where the commands save their records

    real = cli_module.save_run_game

    def flaky(directory, game, job=None, result=None, *, every=1):
        if job.index == 1:
            raise OSError(28, "No space left on device")
        return real(directory, game, job, result, every=every)

    monkeypatch.setattr(cli_module, "save_run_game", flaky)
    out = tmp_path / "games"
    res = runner.invoke(cli, ["simulate", "--games", "3", "--workers", "1", "--json",
                              "--deck", "vanguard", "--deck", "wardens", "--save-games", str(out)])
    assert res.exit_code == 1, res.output
    assert json.loads(res.stdout)["games"] == 3
    assert "No space left on device" in res.stderr and "1 game record(s) could not be written" in res.stderr
    assert sorted(p.name for p in out.iterdir()) == ["game-00000.json", "game-00002.json"]


def test_matchup_prints_its_results_when_the_page_cant_be_written(runner: CliRunner, tmp_path: Path,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """If the HTML page can't be written after the games were played (its folder became a file),
    the report is still printed, and the command says what it could not write (exit 1)."""
    import riftbound.analysis.report as report

    page = tmp_path / "out" / "report.html"
    real = report.render_html

    def then_block(data):
        html = real(data)
        for f in page.parent.iterdir():
            f.unlink()
        page.parent.rmdir()
        page.parent.write_text("now a file", encoding="utf-8")
        return html

    monkeypatch.setattr(report, "render_html", then_block)
    res = runner.invoke(cli, ["matchup", "vanguard", "wardens", "--games", "2", "--workers", "1",
                              "--json", "--html", str(page)])
    assert res.exit_code == 1, res.output
    assert json.loads(res.stdout)["decks"]
    assert f"could not write {page}" in res.stderr and "results printed are complete" in res.stderr


def test_cards_finds_the_cards_a_name_starts_with(runner: CliRunner) -> None:
    """`riftbound cards Jinx` lists every card whose name starts with "Jinx" (any case); an exact
    name still gives that one card; a name that matches nothing is one line and exit 2."""
    res = runner.invoke(cli, ["cards", "jinx", "--json"])
    assert res.exit_code == 0, res.output
    names = [c["name"] for c in json.loads(res.stdout)["cards"]]
    assert len(names) >= 2 and all(n.startswith("Jinx") for n in names)
    assert "Jinx, Loose Cannon" in names
    one = runner.invoke(cli, ["cards", "Jinx, Loose Cannon", "--json"])
    assert [c["name"] for c in json.loads(one.stdout)["cards"]] == ["Jinx, Loose Cannon"]
    none = runner.invoke(cli, ["cards", "Xyzzy Nothing"])
    assert none.exit_code == 2 and none.stderr.count("\n") == 1


def test_an_unknown_builtin_deck_lists_the_builtin_decks(runner: CliRunner) -> None:
    """A deck name that is neither a file nor a built-in deck is refused with every built-in
    deck's name, for simulate and matchup alike."""
    for args in (["simulate", "--deck", "origins-jnx", "--deck", "wardens"],
                 ["matchup", "origins-jnx", "wardens"]):
        res = runner.invoke(cli, [*args, "--games", "1", "--workers", "1"])
        assert res.exit_code == 2, res.output
        for name in ("practice-vanguard", "practice-wardens", "origins-jinx", "origins-lee-sin",
                     "origins-viktor"):
            assert name in res.stderr, (args, res.stderr)
