"""What every ``riftbound`` command shares: the ``cli`` click group, output and error
helpers, progress bars, deck loading and the options of parallel runs. The command modules
(the package and its other modules) import it; it imports none of them, so they form no cycle."""

from __future__ import annotations

import json
import os
import sys
import tempfile
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from itertools import combinations
from pathlib import Path
from typing import Any, NoReturn

import click
from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)

from .. import __version__
from ..analysis.parallel import BACKENDS, default_workers
from ..analysis.simulate import UnknownBotError, check_bots, make_bot
from ..decks import Deck, DeckError, builtin_decks, origins_decks, precon_decks
from ..errors import UnsupportedCardError
from ..formats.deckspec import resolve_deck
from ..formats.records import save_run_game
from ..game import Game, unsupported_cards


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


def default_decks() -> list[Deck]:
    """The decks ``simulate`` pairs by default: the three Origins champion decks, then each Proving
    Grounds champion deck whose cards the engine all plays (one that isn't is left out, never
    played approximately; ``--deck`` names it to see the cards it lacks)."""
    return [*origins_decks(), *(d for d in precon_decks() if not unsupported_cards(d))]


def _pairings(paths: Sequence[str]) -> list[list[Deck]]:
    """The matchups a ``simulate`` run plays: the two decks given, or by default every pairing of
    the playable built-in champion decks (:func:`default_decks`)."""
    if paths:
        return [_load_decks(paths)]
    pairs = [list(pair) for pair in combinations(default_decks(), 2)]
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
