"""Parallel simulation: the same games and the same figures whatever the number of workers.

Wall time is never asserted; only results and their order are.
"""

from __future__ import annotations

import functools
import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from riftbound import Game, builtin_decks
from riftbound.analysis.parallel import BackendUnavailable, _chunks, run_map
from riftbound.analysis.simulate import (
    GameJob,
    GameResult,
    RunSpec,
    UnknownBotError,
    game_seed,
    play_one,
    replay,
    run_jobs,
    simulate,
)
from riftbound.cli import cli

TIMING = ("seconds", "decisions_per_second", "games_per_second", "workers")


def _square_plus(offset: int, x: int) -> int:
    return x * x + offset


def _fail_on_three(shared: None, x: int) -> int:
    if x == 3:
        raise ValueError("planted failure on item 3")
    return x


def _write_game(directory: str, game: Game, job: GameJob, result: GameResult) -> str:
    """A hook of the kind ``--save-games`` needs: runs in the worker and writes the game."""
    path = Path(directory) / f"game-{job.index}.txt"
    path.write_text(f"{result.seed} {result.winner} {game.turn}\n{game.log_text()}", encoding="utf-8")
    return path.name


def _turns_hook(game: Game, job: GameJob, result: GameResult) -> int:
    return game.turn


@pytest.mark.parametrize("workers", [1, 2])
def test_run_map_keeps_item_order(workers: int) -> None:
    seen: list[int] = []
    out = run_map(_square_plus, 10, list(range(37)), workers=workers,
                  on_result=lambda i, r: seen.append(i))
    assert out == [x * x + 10 for x in range(37)]
    assert sorted(seen) == list(range(37))


def test_run_map_raises_the_job_error() -> None:
    with pytest.raises(ValueError, match="planted failure on item 3"):
        run_map(_fail_on_three, None, list(range(8)), workers=2)


def test_run_map_bad_arguments() -> None:
    with pytest.raises(ValueError, match="backend"):
        run_map(_square_plus, 0, [1], backend="spark")
    with pytest.raises(ValueError, match="workers"):
        run_map(_square_plus, 0, [1], workers=0)
    assert run_map(_square_plus, 0, [], workers=2) == []


def test_chunks_cover_every_item_once() -> None:
    for n, parts in ((0, 4), (1, 4), (7, 3), (100, 16), (1000, 2)):
        chunks = _chunks(n, parts)
        assert [i for c in chunks for i in c] == list(range(n))
        assert all(1 <= len(c) <= 32 for c in chunks)


def test_parallel_simulation_equals_serial() -> None:
    decks = builtin_decks()
    serial = simulate(decks, 12, seed=3, workers=1)
    parallel = simulate(decks, 12, seed=3, workers=2)
    assert parallel == serial
    assert [r.index for r in parallel] == list(range(12))
    assert [r.seed for r in parallel] == [game_seed(3, i) for i in range(12)]
    # any game of a parallel run is the game of its seed, on its own
    assert play_one(decks, parallel[7].seed, 7) == parallel[7]


def test_other_bots_are_deterministic_across_workers() -> None:
    decks = builtin_decks()
    bots = ("greedy", "random") if "greedy" in _bots() else ("random", "random")
    a = simulate(decks, 6, seed=8, bots=bots, workers=1)
    assert simulate(decks, 6, seed=8, bots=bots, workers=2) == a


def _bots() -> set[str]:
    from riftbound.bots import BOTS
    return set(BOTS)


def test_unknown_bot_is_refused_before_playing() -> None:
    with pytest.raises(UnknownBotError, match="unknown bot 'nobody'.*random"):
        simulate(builtin_decks(), 2, seed=1, bots=("random", "nobody"))


def test_on_game_hook_runs_in_the_workers(tmp_path: Path) -> None:
    """The hook sees the finished game in the worker (here it writes one file per game)."""
    decks = builtin_decks()
    results = simulate(decks, 5, seed=2, workers=2,
                       on_game=functools.partial(_write_game, str(tmp_path)))
    files = sorted(p.name for p in tmp_path.iterdir())
    assert files == [f"game-{i}.txt" for i in range(5)]
    for r in results:
        head = (tmp_path / f"game-{r.index}.txt").read_text(encoding="utf-8").splitlines()[0]
        assert head == f"{r.seed} {r.winner} {r.turns}"


def test_run_jobs_returns_hook_values_in_job_order() -> None:
    d0, d1 = builtin_decks()
    jobs = [GameJob(i, game_seed(4, i), (i % 2, 1 - i % 2), ("random", "random")) for i in range(6)]
    spec = RunSpec((d0, d1), on_game=_turns_hook)
    played = run_jobs(spec, jobs, workers=2)
    assert [p.job for p in played] == jobs
    assert [p.extra for p in played] == [p.result.turns for p in played]
    # seats follow the job: the odd jobs have deck 1 in seat 0
    again = play_one([d1, d0], jobs[3].seed, 3)
    assert played[3].result == again


def test_replay_gives_the_full_game() -> None:
    decks = builtin_decks()
    r = simulate(decks, 2, seed=6)[1]
    game = replay(decks, r.seed, r.index)
    assert game.is_over() and game.turn == r.turns and game.log
    out = game.outcome()
    assert out is not None and out.winners[0] == r.winner


# --- the command line ------------------------------------------------------------------------------

def _json(args: list[str]) -> dict:
    res = CliRunner().invoke(cli, args)
    assert res.exit_code == 0, res.output
    return json.loads(res.stdout)


def test_cli_simulate_workers_do_not_change_results() -> None:
    pair = ["--deck", "vanguard", "--deck", "wardens"]
    one = _json(["simulate", "-n", "8", "-s", "4", "--workers", "1", "--json", *pair])
    two = _json(["simulate", "-n", "8", "-s", "4", "--workers", "2", "--json", *pair])
    assert (one["workers"], two["workers"]) == (1, 2)
    for d in (one, two):
        for k in TIMING:
            d.pop(k)
    assert one == two
    assert one["bots"] == ["random", "random"] and one["backend"] == "local"


def test_cli_simulate_bots_per_seat() -> None:
    pair = ["--deck", "vanguard", "--deck", "wardens"]
    data = _json(["simulate", "-n", "2", "-w", "1", "--bots", "random,random", "--json", *pair])
    assert data["bots"] == ["random", "random"]
    data = _json(["simulate", "-n", "2", "-w", "1", "--bot", "random", "--json", *pair])
    assert data["bots"] == ["random", "random"]


@pytest.mark.parametrize("args, message", [
    (["--bot", "nobody"], "unknown bot 'nobody'"),
    (["--bots", "random,nobody"], "unknown bot 'nobody'"),
    (["--bots", "random"], "one bot per seat"),
    (["--bot", "random", "--bots", "random,random"], "not both"),
    (["--bot-option", "ismcts.iterations=3"], "which no seat plays"),
    (["--bot", "random", "--bot-option", "random.depth=3"], "RandomBot takes no options"),
    (["--bot-option", "depth"], "BOT.KEY=VALUE"),
    (["--ray-address", "auto"], "--backend ray"),
])
def test_cli_simulate_bad_bot_and_backend_options(args: list[str], message: str) -> None:
    res = CliRunner().invoke(cli, ["simulate", "-n", "1", *args])
    assert res.exit_code == 2, res.output
    assert message in res.output
    assert "Traceback" not in res.output


def test_cli_simulate_ray_missing_is_a_clean_error(monkeypatch: pytest.MonkeyPatch) -> None:
    from riftbound.analysis import parallel

    def no_ray() -> None:
        raise BackendUnavailable("the ray backend needs Ray: pip install 'riftbound[scale]'")

    monkeypatch.setattr(parallel, "_import_ray", no_ray)
    res = CliRunner().invoke(cli, ["simulate", "-n", "1", "--backend", "ray"])
    assert res.exit_code == 2
    assert "riftbound[scale]" in res.stderr and "Traceback" not in res.output
