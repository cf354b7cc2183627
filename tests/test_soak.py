"""``riftbound soak``: random games in every mode, on all cores, invariants after every action.

Checked here: game N of a seed is the same game whatever the number of workers (equal digests), the
modes are taken in turn, a failing game is reported with the command that replays it (and that
command fails the same way), a time limit stops the run after whole batches, and bad options stop
it before any game. Speed is never asserted.
"""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from riftbound import checks
from riftbound.analysis.simulate import game_seed
from riftbound.analysis.soak import DEFAULT_MODES, SoakSpec, mode_tables, plan, run_soak
from riftbound.cli import cli
from riftbound.modes import MODES


def _spec(modes=DEFAULT_MODES) -> SoakSpec:
    return SoakSpec({m: mode_tables(MODES[m]) for m in modes})


def test_soak_cycles_the_modes_and_checks_every_game() -> None:
    """Every sanctioned mode (485-489) is played in turn, each game to its end (196)."""
    res = CliRunner().invoke(cli, ["soak", "--games", "10", "--workers", "1", "--json"])
    assert res.exit_code == 0, res.output
    data = json.loads(res.stdout)
    assert data["games"] == 10 and not data["failures"]
    assert list(data["modes"]) == list(DEFAULT_MODES)
    assert all(c["games"] == 2 and c["decisions"] > 0 for c in data["modes"].values())


def test_game_n_is_the_same_game_on_any_number_of_workers() -> None:
    """Determinism: a game's mode, decks and seed depend on the run's seed and its number only, so
    one worker and two give the same results and the same digest; another seed gives another."""
    one = run_soak(_spec(), 5, DEFAULT_MODES, games=10, deep_every=5, workers=1)
    two = run_soak(_spec(), 5, DEFAULT_MODES, games=10, deep_every=5, workers=2)
    other = run_soak(_spec(), 6, DEFAULT_MODES, games=10, deep_every=5, workers=1)
    assert one.digest == two.digest and one.decisions == two.decisions
    assert other.digest != one.digest
    jobs = plan(5, 3, 4, DEFAULT_MODES, _spec().tables, deep_every=5)
    assert [j.index for j in jobs] == [3, 4, 5, 6] and jobs[0].seed == game_seed(5, 3)
    assert [j.mode for j in jobs] == [DEFAULT_MODES[i % 5] for i in (3, 4, 5, 6)]
    assert [j.deep for j in jobs] == [False, False, True, False]


def test_multiplayer_tables_rotate_every_deck_round_every_seat() -> None:
    """489.5.c: in 2v2 teammates stay together as the decks rotate; every deck sits in every
    seat of a Skirmish (487) once per rotation."""
    for key in ("skirmish", "war", "magma-chamber"):
        tables = mode_tables(MODES[key])
        assert len(tables) == MODES[key].players
        for seat in range(MODES[key].players):
            assert len({t[seat].name for t in tables}) == len({d.name for d in tables[0]})


def test_a_failing_game_is_reported_with_the_command_that_replays_it(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A broken invariant is a finding, not a crash: the game's number, mode, decks, seed and the
    decision are named, the run goes on, exit 1; the printed command replays that game alone and
    meets the same failure."""
    real = checks.check_invariants

    def planted(game, before=None):
        real(game, before)
        if game.state.mode.name == "Skirmish" and game.state.decisions >= 40:
            raise checks.InvariantError("planted failure")

    monkeypatch.setattr(checks, "check_invariants", planted)
    runner = CliRunner()
    res = runner.invoke(cli, ["soak", "--games", "5", "--seed", "4", "--workers", "1"])
    assert res.exit_code == 1, res.output
    assert "planted failure" in res.stderr and "soak FAILED in game 2 (skirmish" in res.stderr
    assert f"game seed {game_seed(4, 2)}" in res.stderr and "soak FAILED (1 games)" in res.stdout
    command = res.stderr.split("replay: ")[1].splitlines()[0]
    assert command.startswith("riftbound soak --seed 4 --start 2 --games 1 --workers 1")
    again = runner.invoke(cli, command.split()[1:])
    assert again.exit_code == 1 and "soak FAILED in game 2 (skirmish" in again.stderr


def test_a_time_limit_stops_after_whole_batches() -> None:
    """With --hours, the run stops after the batch in which its time ran out (a fake clock here):
    the games played are games 0..N-1 of the seed, the same as in a run by number."""
    ticks = iter(range(0, 10**6, 2000))  # 2000 s pass in every batch
    timed = run_soak(_spec(("duel",)), 2, ("duel",), hours=0.5, workers=1, batch=3,
                     clock=lambda: next(ticks))
    assert timed.games == 3  # one batch of 3: the clock passed half an hour during it
    counted = run_soak(_spec(("duel",)), 2, ("duel",), games=3, workers=1)
    assert timed.digest == counted.digest


@pytest.mark.parametrize(("args", "says"), [
    (["--mode", "war", "--deck", "origins-jinx", "--deck", "origins-viktor"], "needs one --deck per seat"),
    (["--deck", "no-such-deck"], "no-such-deck"),
    (["--mode", "nonsense"], "nonsense"),
])
def test_bad_options_stop_before_any_game(args: list[str], says: str) -> None:
    """Decks and modes are checked before any game is played: exit 2 and a message."""
    res = CliRunner().invoke(cli, ["soak", "--games", "3", "--workers", "1", *args])
    assert res.exit_code == 2 and says in res.output and "soak passed" not in res.output


def test_the_ray_backend_plays_the_same_games() -> None:
    """On a local Ray instance the run gives the digest of the local one (same games)."""
    ray = pytest.importorskip("ray", reason="Ray is not installed (pip install 'riftbound[scale]')")
    started = not ray.is_initialized()
    if started:
        ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    try:
        on_ray = run_soak(_spec(), 3, DEFAULT_MODES, games=5, workers=2, backend="ray")
    finally:
        if started:
            ray.shutdown()
    assert on_ray.digest == run_soak(_spec(), 3, DEFAULT_MODES, games=5, workers=1).digest
