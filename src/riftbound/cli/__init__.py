"""The ``riftbound`` command line: simulate and bench (the other commands: a module each here).

Tables and progress bars come from rich. Progress goes to stderr so ``--json`` output on stdout stays
machine-readable; user errors (a bad deck file, wrong option use) exit with code 2 and a message, not
a traceback, because decklists are hand-written and the message is the whole point.
"""

from __future__ import annotations

import functools
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import click
from rich.markup import escape
from rich.table import Table

from ..analysis import bench as bench_mod
from ..analysis.parallel import BackendUnavailable
from ..analysis.simulate import simulate as run_simulation
from ..analysis.stats import SimulationSummary
from ..bots import BOTS
from ..modes import DUEL, MODES

# The command modules register their commands on the group when imported (deck's group is added below).
from . import cards, matchup, records, soak, web  # noqa: F401
from .base import (
    _check_bots,
    _ci,
    _emit_json,
    _fail,
    _missing_records,
    _out,
    _pairings,
    _parallel_options,
    _parse_bot_options,
    _pct,
    _progress,
    _save_game,
    _workers_for,
    check_writable,
    cli,
)
from .deck import deck as _deck_group
from .match import simulate_mode


@cli.command(short_help="Play seeded games between two decks and report win rates.")
@click.option("-n", "--games", default=300, show_default=True, type=click.IntRange(min=1),
              help="Number of games to play.")
@click.option("-s", "--seed", default=1, show_default=True, type=int, help="Seed of the run.")
@click.option("--deck", "deck_paths", multiple=True, metavar="PATH",
              help="A decklist JSON file or a built-in deck's name (e.g. origins-jinx, garen, vanguard); "
                   "give it twice (seat 0, seat 1), or once per seat with --mode. Default: the "
                   "built-in champion decks whose cards are all supported, every pairing.")
@click.option("--bot", default=None, metavar="NAME",
              help="The bot playing both seats (default: random). Known: "
                   + ", ".join(sorted(BOTS)) + ".")
@click.option("--bots", "bot_pair", default=None, metavar="A,B",
              help="A bot per seat: seat 0, seat 1 (with --mode, one per deck).")
@click.option("--bot-option", "bot_option", multiple=True, metavar="BOT.KEY=VALUE",
              help="An option for a bot's constructor, e.g. ismcts.iterations=200 (repeatable).")
@_parallel_options
@click.option("--save-games", "save_dir", default=None, metavar="DIR", type=click.Path(file_okay=False),
              help="Write games as game records (JSON) to DIR, for `riftbound replay`.")
@click.option("--save-every", default=1, show_default=True, type=click.IntRange(min=1), metavar="N",
              help="With --save-games, save only every Nth game.")
@click.option("--json", "as_json", is_flag=True, help="Print the summary as JSON on stdout.")
@click.option("--mode", "mode_name", type=click.Choice(sorted(MODES)), default="duel", show_default=True,
              help="The mode of play (rules 485-489): match plays best-of-three series (--games of them "
                   "per pairing); skirmish, war and magma-chamber (2v2) need --deck once per seat, or "
                   "play the Origins decks, rotating round the seats.")
def simulate(games: int, seed: int, deck_paths: tuple[str, ...], bot: str | None, bot_pair: str | None,
             bot_option: tuple[str, ...], workers: int | None, backend: str, ray_address: str | None,
             save_dir: str | None, save_every: int, as_json: bool, mode_name: str) -> None:
    """Play seeded games between two decks, with bots, and report win rates.

    Without --deck it plays every pairing of the built-in champion decks whose cards are all
    supported (the Origins Jinx, Lee Sin and Viktor, and each Proving Grounds deck once its cards
    are), --games games each. Games run in parallel on all cores by default; each game's seed
    depends only on the run's seed and the game's number, so the results are the same whatever
    --workers and --backend.
    """
    if bot is not None and bot_pair is not None:
        raise click.UsageError("give --bot or --bots, not both")
    workers = _workers_for(workers, backend, ray_address)
    check_writable(save_dir, "--save-games", directory=True)
    if MODES[mode_name] is not DUEL:
        return simulate_mode(MODES[mode_name], games, seed, deck_paths, bot, bot_pair, bot_option,
                             workers, backend, ray_address, save_dir, save_every, as_json)
    pairings = _pairings(deck_paths)
    if bot_pair is not None:
        bots = tuple(b.strip() for b in bot_pair.split(","))
        if len(bots) != 2:
            raise click.UsageError(f"--bots needs one bot per seat (2), got {bot_pair!r}")
    else:
        bots = (bot or "random",) * 2
    options = _parse_bot_options(bot_option)
    _check_bots(bots, options)
    runs = []
    try:
        with _progress("simulating", games * len(pairings)) as step:
            for decks in pairings:
                where = save_dir
                if save_dir is not None and len(pairings) > 1:  # one folder per matchup
                    where = str(Path(save_dir) / "-vs-".join(d.source.split(":")[-1] for d in decks))
                hook = (functools.partial(_save_game, where, every=save_every)
                        if where is not None else None)
                summary = SimulationSummary([d.name for d in decks])
                start = time.perf_counter()
                results = run_simulation(decks, games, seed, lambda i, r: step(), bots=bots,
                                         bot_options=options, workers=workers, backend=backend,
                                         ray_address=ray_address, on_game=hook)
                summary.extend(results)  # in game order: the same for any number of workers
                data = {"seed": seed, **summary.as_dict(time.perf_counter() - start),
                        "bots": list(bots), "workers": workers, "backend": backend}
                for d, deck in zip(data["decks"], decks, strict=True):
                    d["source"] = deck.source
                runs.append(data)
    except BackendUnavailable as e:
        _fail(str(e))
    if as_json:
        _emit_json(runs[0] if deck_paths else {"seed": seed, "matchups": runs})
    else:
        for data in runs:
            _print_simulation(data)
    if save_dir is not None:  # the results are out: now say what could not be saved
        folders = [save_dir] if len(pairings) == 1 else [
            str(Path(save_dir) / "-vs-".join(d.source.split(":")[-1] for d in decks)) for decks in pairings]
        missing = sum(_missing_records(f, games, save_every) for f in folders)
        if missing:
            _fail(f"{missing} game record(s) could not be written under {save_dir} (see above); "
                  "the results printed are complete", code=1)


def _print_simulation(s: dict[str, Any]) -> None:
    out = _out()
    n = s["games"]
    names = " vs ".join(escape(d["name"]) for d in s["decks"])
    t = Table(title=f"{names}: {n} games, seed {s['seed']}", title_justify="left")
    t.add_column("deck")
    t.add_column("wins", justify="right")
    t.add_column("win rate", justify="right")
    t.add_column("95% CI", justify="right")
    t.add_column("went first", justify="right")
    for d in s["decks"]:
        t.add_row(escape(d["name"]), str(d["wins"]), _pct(d["rate"]), _ci(d["ci95"]),
                  str(d["went_first"]))
    out.print(t)

    f = Table(show_header=False, box=None, padding=(0, 2))
    f.add_column(style="bold")
    f.add_column()
    fp = s["first_player"]
    f.add_row("won by the player going first",
              f"{fp['wins']}/{n} = {_pct(fp['rate'])} (95% CI {_ci(fp['ci95'])})")
    tr = s["turns"]
    f.add_row("turns per game", f"{tr['mean']:.1f} on average (min {tr['min']}, max {tr['max']})")
    f.add_row("decisions per game", f"{s['decisions']['mean']:.1f} on average")
    f.add_row("how games ended", ", ".join(f"{k}: {v}" for k, v in s["terminations"].items()))
    f.add_row("games with a burn out", str(s["games_with_burn_out"]))
    if s["no_winner"]:
        f.add_row("games without a winner", str(s["no_winner"]))
    f.add_row("bots", " vs ".join(s["bots"]))
    f.add_row("speed", f"{s['decisions_per_second']:,.0f} decisions/s, "
                       f"{s['games_per_second']:.1f} games/s ({s['seconds']:.1f} s, "
                       f"{s['workers']} worker{'s' if s['workers'] != 1 else ''}, {s['backend']})")
    out.print(f)


# --------------------------------------------------------------------------- bench


def _bench_rl(steps: int, seed: int) -> dict[str, Any] | None:
    """Environment steps per second of the RL interfaces; None without the rl extra."""
    try:
        from ..rl.bench import steps_per_second  # the optional rl extra (numpy, pettingzoo, ...)
    except ImportError:
        return None
    return steps_per_second(steps, seed)


@cli.command(short_help="Measure speed against the yardstick and the performance budgets.")
@click.option("-n", "--games", default=200, show_default=True, type=click.IntRange(min=1),
              help="Number of self-play games to time per built-in matchup, over all rounds.")
@click.option("-s", "--seed", default=1, show_default=True, type=int, help="Seed of the run.")
@click.option("-r", "--rounds", default=5, show_default=True, type=click.IntRange(min=1),
              help="Rounds, each followed by a yardstick round as long as it (median and range).")
@click.option("--ismcts-decisions", default=10, show_default=True, type=click.IntRange(min=0),
              help="Searched decisions for the ISMCTS figure (0: skip it).")
@click.option("--ismcts-iterations", default=100, show_default=True, type=click.IntRange(min=1),
              help="ISMCTS iteration budget per decision.")
@click.option("--no-yardstick", is_flag=True, help="Absolute figures only, even if the yardstick exists.")
@click.option("--json", "as_json", is_flag=True, help="Print the figures as JSON on stdout.")
def bench(games: int, seed: int, rounds: int, ismcts_decisions: int, ismcts_iterations: int,
          no_yardstick: bool, as_json: bool) -> None:
    """Measure speed as a ratio to the yardstick (one core), see riftbound.analysis.bench.

    Random self-play in every built-in matchup, the clone of a mid-game state, writing a game
    record against playing the game, the card table load and, when the ismcts bot exists, ISMCTS
    simulations per second; with the rl extra, environment steps per second of the PettingZoo,
    Gymnasium and OpenSpiel interfaces. When ../shared/bench/yardstick.py (or $RIFTBOUND_YARDSTICK)
    exists, rounds of it run between the engine's rounds and each figure is also reported as the
    engine's rate divided by the yardstick's.
    """
    try:
        with _progress("self-play", games * len(bench_mod.builtin_matchups())) as step:
            data = bench_mod.measure(games, seed, rounds, ismcts_decisions, ismcts_iterations,
                                     rl_steps=_bench_rl, yardstick=not no_yardstick, step=step)
    except bench_mod.YardstickError as e:
        _fail(str(e))
    if as_json:
        _emit_json(data)
        return
    bench_mod.render(data, _out())


cli.add_command(_deck_group)


def main(argv: Sequence[str] | None = None) -> None:
    """Console-script entry point (``riftbound``)."""
    cli.main(args=list(argv) if argv is not None else None, prog_name="riftbound")
