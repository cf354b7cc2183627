"""The ``riftbound`` command line: simulate and bench (other commands in ``cli_*`` modules).

Tables and progress bars come from rich. Progress goes to stderr so ``--json`` output on stdout stays
machine-readable; user errors (a bad deck file, wrong option use) exit with code 2 and a message, not
a traceback, because decklists are hand-written and the message is the whole point.
"""

from __future__ import annotations

import functools
import json
import os
import platform
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from itertools import combinations
from pathlib import Path
from typing import Any, NoReturn

import click
from rich.console import Console
from rich.markup import escape
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)
from rich.table import Table

from . import __version__
from .bots import BOTS, RandomBot, drive
from .cards import load_cards
from .decks import Deck, DeckError, builtin_decks, origins_decks
from .errors import UnsupportedCardError
from .formats.deckspec import resolve_deck
from .game import Game
from .modes import DUEL, MODES
from .parallel import BACKENDS, BackendUnavailable, default_workers
from .records import save_run_game
from .simulate import MAX_DECISIONS, UnknownBotError, check_bots, game_seed, make_bot
from .simulate import simulate as run_simulation
from .stats import SimulationSummary

# Performance budgets of shared/GUIDE.md ("Performance budgets", one core).
BUDGET_DECISIONS_PER_S = 10_000
AIM_DECISIONS_PER_S = 50_000
BUDGET_CLONE_US = 20.0
BUDGET_CARD_LOAD_S = 1.0


def _out() -> Console:
    # Made per call, not at import: click's test runner swaps sys.stdout per invocation.
    return Console(file=sys.stdout, highlight=False)


def _err() -> Console:
    return Console(file=sys.stderr, highlight=False)


def _fail(message: str, code: int = 2) -> NoReturn:
    """Print ``message`` to stderr (plain text: deck paths such as ``main_deck[3]`` are not rich
    markup) and exit with ``code``."""
    click.echo(f"error: {message}", err=True)
    sys.exit(code)


def unwritable(path: str | Path, *, directory: bool) -> str | None:
    """Why ``path`` (a directory to write files in, or a file) can't be written, or None. Checked
    before a run plays anything, so finished results are never lost to a bad output path."""
    p = Path(path)
    if p.exists() and directory != p.is_dir():
        return "it is a file, not a directory" if directory else "it is a directory, not a file"
    folder = p if directory else p.parent
    while not folder.exists():  # the deepest existing folder must take new entries
        folder = folder.parent
    if not folder.is_dir():
        return f"{folder} is a file, not a directory"
    try:
        with tempfile.TemporaryFile(dir=folder):
            pass
    except OSError as e:
        return f"can't write in {folder} ({e.strerror or e})"
    if not directory and p.exists() and not os.access(p, os.W_OK):
        return "no permission to write it"
    return None


def check_writable(path: str | Path | None, option: str, *, directory: bool) -> None:
    """Exit 2 with one line if ``path`` (given with ``option``) can't be written; nothing played."""
    problem = unwritable(path, directory=directory) if path is not None else None
    if problem:
        _fail(f"{option} {path}: {problem}; nothing was played")


def _save_game(directory: str, game: Game, job: Any = None, result: Any = None, *,
               every: int = 1) -> str | None:
    """:func:`save_run_game` that never stops a run: a record that can't be written is reported
    on stderr and the run goes on, so its results are still printed (and checked afterwards)."""
    try:
        return save_run_game(directory, game, job, result, every=every)
    except OSError as e:
        click.echo(f"error: could not write a game record in {directory}: {e}", err=True)
        return None


def _missing_records(directory: str, games: int, every: int) -> int:
    """How many of a run's game records (``game-NNNNN.json``, every ``every``-th) are not there."""
    return sum(not (Path(directory) / f"game-{i:05d}.json").is_file() for i in range(0, games, every))


@contextmanager
def _progress(label: str, total: int) -> Iterator[Callable[[], None]]:
    """A progress bar on stderr with elapsed time and ETA; yields the function to advance it."""
    console = _err()
    bar = Progress(
        TextColumn("[bold]{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TextColumn("elapsed"),
        TimeElapsedColumn(),
        TextColumn("ETA"),
        TimeRemainingColumn(),
        console=console,
        transient=True,
        disable=not console.is_terminal,  # no stray output in logs and pipes
    )
    with bar:
        task = bar.add_task(label, total=total)
        yield lambda: bar.advance(task)


def _load_decks(paths: Sequence[str]) -> list[Deck]:
    """The two decks of a Duel: the built-in practice decks, or two decks (files or built-in deck
    names) checked up front so a bad deck is reported before any game starts (exit 2)."""
    if not paths:
        return list(builtin_decks())
    if len(paths) != 2:
        raise click.UsageError(f"give --deck exactly twice (or not at all), got {len(paths)}")
    decks = []
    try:
        for p in paths:
            decks.append(_deck(p))
        Game.new(decks, seed=0, log=False)  # construction rules and unimplemented cards
    except (DeckError, UnsupportedCardError) as e:
        _fail(str(e))
    return decks


def _deck(spec: str) -> Deck:
    """A deck code, a decklist file (JSON or text list) or a built-in deck's name."""
    return resolve_deck(spec)


def _pairings(paths: Sequence[str]) -> list[list[Deck]]:
    """The matchups a ``simulate`` run plays: the two decks given, or by default every pairing of
    the three Origins champion decks."""
    if paths:
        return [_load_decks(paths)]
    pairs = [list(pair) for pair in combinations(origins_decks(), 2)]
    try:
        for pair in pairs:
            Game.new(pair, seed=0, log=False)
    except UnsupportedCardError as e:
        _fail(str(e))
    return pairs


def _pct(x: float) -> str:
    return f"{100 * x:.1f}%"


def _ci(ci: Sequence[float]) -> str:
    return f"{_pct(ci[0])} – {_pct(ci[1])}"


def _emit_json(data: dict[str, Any]) -> None:
    click.echo(json.dumps(data, indent=2))


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, "-V", "--version", prog_name="riftbound")
def cli() -> None:
    """Riftbound TCG engine tools (unofficial; not affiliated with Riot Games)."""


# --------------------------------------------------------------------------- simulate


def _parse_bot_options(items: Sequence[str]) -> dict[str, dict[str, Any]]:
    """``--bot-option BOT.KEY=VALUE`` values as ``{bot: {key: value}}``; a value is read as JSON when
    it parses (``200``, ``0.5``, ``true``), else kept as a string."""
    out: dict[str, dict[str, Any]] = {}
    for item in items:
        target, eq, raw = item.partition("=")
        bot, dot, key = target.partition(".")
        if not (eq and dot and bot and key):
            raise click.BadParameter(f"{item!r}: expected BOT.KEY=VALUE, e.g. ismcts.iterations=200",
                                     param_hint="--bot-option")
        try:
            value: Any = json.loads(raw)
        except ValueError:
            value = raw
        out.setdefault(bot, {})[key] = value
    return out


def _check_bots(names: Sequence[str], options: dict[str, dict[str, Any]]) -> None:
    """Exit 2 on an unknown bot name or options a bot does not take (checked here, before any
    worker starts, by building each bot once)."""
    try:
        check_bots(names)
    except UnknownBotError as e:
        _fail(str(e))
    unused = sorted(set(options) - set(names))
    if unused:
        _fail(f"--bot-option given for {', '.join(unused)}, which no seat plays")
    for name in dict.fromkeys(names):
        try:
            make_bot(name, 0, options)
        except (TypeError, ValueError) as e:
            _fail(f"bad --bot-option for bot {name!r}: {e}")


def _parallel_options(f: Callable[..., Any]) -> Callable[..., Any]:
    """``--workers``, ``--backend`` and ``--ray-address``, shared by simulate and matchup."""
    f = click.option("--ray-address", default=None, metavar="ADDRESS",
                     help="With --backend ray: the cluster to join (e.g. ray://host:10001 or auto). "
                          "Default: a local Ray instance.")(f)
    f = click.option("--backend", type=click.Choice(BACKENDS), default="local", show_default=True,
                     help="Run games in a local process pool or on a Ray cluster (the 'scale' extra); "
                          "results are the same.")(f)
    f = click.option("-w", "--workers", type=click.IntRange(min=1), default=None,
                     help=f"Processes to play games in (1: in this process). Default: all cores "
                          f"({default_workers()}).")(f)
    return f


def _workers_for(workers: int | None, backend: str, ray_address: str | None) -> int:
    if ray_address and backend != "ray":
        raise click.UsageError("--ray-address needs --backend ray")
    return workers if workers is not None else default_workers()


@cli.command(short_help="Play seeded games between two decks and report win rates.")
@click.option("-n", "--games", default=300, show_default=True, type=click.IntRange(min=1),
              help="Number of games to play.")
@click.option("-s", "--seed", default=1, show_default=True, type=int, help="Seed of the run.")
@click.option("--deck", "deck_paths", multiple=True, metavar="PATH",
              help="A decklist JSON file or a built-in deck's name (e.g. origins-jinx, vanguard); "
                   "give it twice (seat 0, seat 1), or once per seat with --mode. Default: the three "
                   "Origins champion decks, every pairing.")
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

    Without --deck it plays every pairing of the three Origins champion decks (Jinx, Lee Sin,
    Viktor), --games games each. Games run in parallel on all cores by default; each game's seed
    depends only on the run's seed and the game's number, so the results are the same whatever
    --workers and --backend.
    """
    if bot is not None and bot_pair is not None:
        raise click.UsageError("give --bot or --bots, not both")
    workers = _workers_for(workers, backend, ray_address)
    check_writable(save_dir, "--save-games", directory=True)
    if MODES[mode_name] is not DUEL:
        return cli_match.simulate_mode(MODES[mode_name], games, seed, deck_paths, bot, bot_pair, bot_option,
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


def _random_game(decks: Sequence[Deck], gseed: int, stop_after: int | None = None) -> tuple[Game, int]:
    """Random self-play without a log, as fast as the public API allows; stops early after
    ``stop_after`` decisions (to reach a mid-game state), else at the end."""
    game = Game.new(decks, seed=gseed, log=False)
    bots = [RandomBot(gseed * 2), RandomBot(gseed * 2 + 1)]
    n = drive(game, bots, max_decisions=MAX_DECISIONS, stop_after=stop_after,
              label=f"game with seed {gseed}")
    return game, n


def _clone_us(states: Sequence[Game], reps: int, runs: int) -> float:
    """Median over ``runs`` × states of the mean time of one ``clone(log=False)``, in µs."""
    samples = []
    for _ in range(runs):
        for game in states:
            clone = game.clone
            t0 = time.perf_counter()
            for _ in range(reps):
                clone(log=False)
            samples.append((time.perf_counter() - t0) / reps * 1e6)
    return statistics.median(samples)


def _card_load_s(runs: int) -> float:
    """Median seconds to build the card table from package data, bypassing the process cache."""
    build = getattr(load_cards, "__wrapped__", load_cards)
    samples = []
    for _ in range(runs):
        t0 = time.perf_counter()
        build()
        samples.append(time.perf_counter() - t0)
    return statistics.median(samples)


def builtin_matchups() -> list[tuple[Deck, Deck]]:
    """The matchups ``bench`` times: every pairing of the three Origins champion decks, then the two
    practice ("vanilla") decks (the baseline of the budgets before cards had abilities)."""
    return [*combinations(origins_decks(), 2), *combinations(builtin_decks(), 2)]


def _bench_selfplay(decks: Sequence[Deck], games: int, seed: int,
                    step: Callable[[], None]) -> tuple[list[int], float]:
    """Random self-play of ``games`` games: the decisions of each game and the seconds taken."""
    lengths = []
    start = time.perf_counter()
    for i in range(games):
        lengths.append(_random_game(decks, game_seed(seed, i))[1])
        step()
    return lengths, time.perf_counter() - start


ISMCTS_BENCH_START_TURN = 3
"""The ISMCTS benchmark searches from this turn on, where the main phase has real choices."""


def _bench_ismcts(decks: Sequence[Deck], seed: int, decisions: int, iterations: int) -> dict[str, Any]:
    """ISMCTS speed with a fixed iteration budget: random play to turn 3 of a seeded game, then an
    ISMCTS bot in each seat answers until ``decisions`` searched decisions (decisions answered
    without search, e.g. with one legal action, are played but not counted), moving on to the next
    seeded game if one ends first. Simulations are the bot's own count."""
    cls = BOTS["ismcts"]
    searched = simulations = 0
    seconds = 0.0
    i = 0
    while searched < decisions:
        gseed = game_seed(seed, i)
        i += 1
        game = Game.new(decks, seed=gseed, log=False)
        rnd = RandomBot(gseed)
        while not game.is_over() and game.turn < ISMCTS_BENCH_START_TURN:
            game.apply(rnd.choose(game))
        bots = [cls(seed=gseed * 2 + s, iterations=iterations) for s in range(len(decks))]
        while not game.is_over() and searched < decisions:
            seat = game.to_move()
            assert seat is not None
            bot = bots[seat]
            before = getattr(bot, "searches", None)
            t0 = time.perf_counter()
            action = bot.choose(game)
            dt = time.perf_counter() - t0
            if before is None or bot.searches > before:
                searched += 1
                seconds += dt
            game.apply(action)
        simulations += sum(getattr(b, "simulations", 0) for b in bots)
        if i > 50 * max(1, decisions):
            break  # a bot that never searches: report what there is
    return {
        "decisions": searched,
        "iterations": iterations,
        "simulations": simulations,
        "seconds": seconds,
        "decisions_per_second": searched / seconds if seconds > 0 else 0.0,
        "simulations_per_second": simulations / seconds if seconds > 0 else 0.0,
    }


def _bench_rl(steps: int, seed: int) -> dict[str, Any] | None:
    """Environment steps per second of the RL interfaces; None without the rl extra."""
    try:
        from .rl.bench import steps_per_second  # the optional rl extra (numpy, pettingzoo, ...)
    except ImportError:
        return None
    return steps_per_second(steps, seed)


@cli.command(short_help="Measure speed against the performance budgets.")
@click.option("-n", "--games", default=200, show_default=True, type=click.IntRange(min=1),
              help="Number of self-play games to time per built-in matchup.")
@click.option("-s", "--seed", default=1, show_default=True, type=int, help="Seed of the run.")
@click.option("--ismcts-decisions", default=10, show_default=True, type=click.IntRange(min=0),
              help="Searched decisions for the ISMCTS figure (0: skip it).")
@click.option("--ismcts-iterations", default=100, show_default=True, type=click.IntRange(min=1),
              help="ISMCTS iteration budget per decision.")
@click.option("--json", "as_json", is_flag=True, help="Print the figures as JSON on stdout.")
def bench(games: int, seed: int, ismcts_decisions: int, ismcts_iterations: int, as_json: bool) -> None:
    """Measure speed against the GUIDE's performance budgets (one core).

    Random self-play in every built-in matchup (decisions and games per second), the clone of a
    mid-game state, the card table load and, when the ismcts bot exists, ISMCTS simulations per
    second with a fixed iteration budget; with the rl extra, environment steps per second of the
    PettingZoo, Gymnasium and OpenSpiel interfaces.
    """
    load_cards()  # the first load is not part of self-play speed
    matchups = builtin_matchups()
    per_matchup: list[dict[str, Any]] = []
    all_lengths: list[int] = []
    elapsed = 0.0
    with _progress("self-play", games * len(matchups)) as step:
        for decks in matchups:
            lengths, secs = _bench_selfplay(decks, games, seed, step)
            all_lengths += lengths
            elapsed += secs
            per_matchup.append({
                "decks": [d.name for d in decks], "games": games, "decisions": sum(lengths),
                "seconds": secs, "decisions_per_second": sum(lengths) / secs,
                "games_per_second": games / secs,
            })
    decisions = sum(all_lengths)
    total_games = len(all_lengths)
    # Mid-game states: replay a few of the first matchup's games (deterministic) to half their length.
    first = matchups[0]
    states = [_random_game(first, game_seed(seed, i), stop_after=all_lengths[i] // 2)[0]
              for i in range(min(5, games))]
    clone_us = _clone_us(states, reps=2000, runs=5)
    load_s = _card_load_s(runs=3)
    ismcts = None
    if "ismcts" in BOTS and ismcts_decisions > 0:
        ismcts = _bench_ismcts(first, seed, ismcts_decisions, ismcts_iterations)
    rl = _bench_rl(min(2000, 100 * games), seed)
    dps = decisions / elapsed
    data = {
        "games": total_games,
        "seed": seed,
        "decisions": decisions,
        "seconds": elapsed,
        "decisions_per_second": dps,
        "games_per_second": total_games / elapsed,
        "matchups": per_matchup,
        "clone_us": clone_us,
        "clone_states": len(states),
        "card_load_seconds": load_s,
        "ismcts": ismcts,
        "rl_steps_per_second": rl,
        "budgets": {
            "decisions_per_second": {"min": BUDGET_DECISIONS_PER_S, "aim": AIM_DECISIONS_PER_S,
                                     "ok": dps >= BUDGET_DECISIONS_PER_S},
            "clone_us": {"max": BUDGET_CLONE_US, "ok": clone_us < BUDGET_CLONE_US},
            "card_load_seconds": {"max": BUDGET_CARD_LOAD_S, "ok": load_s < BUDGET_CARD_LOAD_S},
        },
        "python": platform.python_version(),
        "implementation": platform.python_implementation(),
        "version": __version__,
    }
    if as_json:
        _emit_json(data)
        return
    ok, bad = "[green]ok[/]", "[red]over budget[/]"
    t = Table(title=f"riftbound {__version__} bench: {games} games per matchup, seed {seed}, "
                    f"{data['implementation']} {data['python']}, one core", title_justify="left")
    t.add_column("figure")
    t.add_column("measured", justify="right")
    t.add_column("budget", justify="right")
    t.add_column("")
    t.add_row("decisions per second", f"{dps:,.0f}",
              f">= {BUDGET_DECISIONS_PER_S:,} (aim {AIM_DECISIONS_PER_S:,})",
              (ok + (", aim met" if dps >= AIM_DECISIONS_PER_S else "")) if dps >= BUDGET_DECISIONS_PER_S
              else "[red]below budget[/]")
    t.add_row("games per second", f"{total_games / elapsed:,.1f}", "", "")
    t.add_row("decisions per game", f"{decisions / total_games:,.1f}", "", "")
    t.add_row("clone of a mid-game state", f"{clone_us:.1f} µs", f"< {BUDGET_CLONE_US:g} µs",
              ok if clone_us < BUDGET_CLONE_US else bad)
    t.add_row("card table load", f"{load_s * 1000:.0f} ms", f"< {BUDGET_CARD_LOAD_S:g} s",
              ok if load_s < BUDGET_CARD_LOAD_S else bad)
    if ismcts is not None:
        t.add_row("ISMCTS simulations per second", f"{ismcts['simulations_per_second']:,.0f}",
                  "", f"{ismcts['decisions']} decisions x {ismcts['iterations']} iterations")
    for key, label in (("pettingzoo_aec", "PettingZoo AEC"), ("gymnasium", "Gymnasium"),
                       ("gymnasium_vector_4", "Gymnasium vector (4)"), ("openspiel", "OpenSpiel")):
        if rl is not None and rl.get(key) is not None:  # environment steps, random masked tokens
            t.add_row(f"{label} steps/s", f"{rl[key]:,.0f}", "", f"{rl['steps']:,} steps")
    out = _out()
    out.print(t)
    m = Table(title="Random self-play per built-in matchup", title_justify="left")
    for col in ("matchup", "games", "decisions", "decisions/s", "games/s"):
        m.add_column(col, justify="left" if col == "matchup" else "right")
    for row in per_matchup:
        m.add_row(escape(" vs ".join(row["decks"])), str(row["games"]), f"{row['decisions']:,}",
                  f"{row['decisions_per_second']:,.0f}", f"{row['games_per_second']:,.1f}")
    out.print(m)


# Commands defined in their own modules register themselves on the group when imported.
from . import cli_cards, cli_match, cli_matchup, cli_records, cli_soak  # noqa: E402,F401
from .cli_deck import deck as _deck_group  # noqa: E402

cli.add_command(_deck_group)
from . import cli_web  # noqa: E402,F401


def main(argv: Sequence[str] | None = None) -> None:
    """Console-script entry point (``riftbound``)."""
    cli.main(args=list(argv) if argv is not None else None, prog_name="riftbound")
