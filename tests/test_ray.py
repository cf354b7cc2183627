"""The Ray backend plays the same games as the local one (on a local Ray instance, 2 CPUs).

Skipped only when Ray cannot be imported (it comes with the ``scale`` extra, and the ``test`` extra).
"""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest
from click.testing import CliRunner

ray = pytest.importorskip("ray", reason="Ray is not installed (pip install 'riftbound[scale]')")

from riftbound import builtin_decks  # noqa: E402
from riftbound.analysis.matchup import run_matchup  # noqa: E402
from riftbound.analysis.parallel import run_map  # noqa: E402
from riftbound.analysis.simulate import simulate  # noqa: E402
from riftbound.cli import cli  # noqa: E402

TIMING = ("seconds", "decisions_per_second", "games_per_second", "workers", "backend")


def _double(shared: int, x: int) -> int:
    if x < 0:
        raise ValueError(f"planted failure on {x}")
    return shared * x


@pytest.fixture(scope="module", autouse=True)
def local_ray() -> Iterator[None]:
    started = not ray.is_initialized()
    if started:
        ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    yield
    if started:
        ray.shutdown()


def test_run_map_on_ray_keeps_order_and_raises() -> None:
    assert run_map(_double, 3, list(range(50)), backend="ray") == [3 * x for x in range(50)]
    with pytest.raises(ValueError, match="planted failure on -1"):
        run_map(_double, 3, [1, -1, 2], backend="ray")


def test_simulate_on_ray_equals_local() -> None:
    decks = builtin_decks()
    assert simulate(decks, 10, seed=5, backend="ray") == simulate(decks, 10, seed=5, workers=1)


def test_matchup_on_ray_equals_local() -> None:
    decks = list(builtin_decks())
    on_ray = run_matchup(decks, 6, seed=4, backend="ray")
    local = run_matchup(decks, 6, seed=4, workers=1)
    assert on_ray.games == local.games
    a, b = on_ray.summary(), local.summary()
    for d in (a, b):
        for k in TIMING:
            d.pop(k)
    assert a == b


def test_cli_backend_ray_equals_local() -> None:
    runner = CliRunner()

    def run(*args: str) -> dict:
        res = runner.invoke(cli, ["simulate", "-n", "6", "-s", "2", "--json", "--deck", "vanguard",
                                  "--deck", "wardens", *args])
        assert res.exit_code == 0, res.output
        data = json.loads(res.stdout)
        for k in TIMING:
            data.pop(k)
        return data

    assert run("--backend", "ray") == run("--workers", "1")
    res = runner.invoke(cli, ["matchup", "vanguard", "wardens", "-n", "2", "--backend", "ray", "--json"])
    assert res.exit_code == 0, res.output
    assert json.loads(res.stdout)["backend"] == "ray"
