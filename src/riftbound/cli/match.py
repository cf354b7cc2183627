"""The ``match`` command (best-of-three series, rule 486) and ``simulate --mode`` for the modes that
are not Duels: Match series, and Skirmish, War and 2v2 tables (rules 487-489)."""

from __future__ import annotations

import functools
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import click

from ..analysis.matchup import default_table_decks, run_table
from ..analysis.parallel import BackendUnavailable
from ..analysis.report import print_series, print_table, render_table_html
from ..bots import BOTS
from ..decks import Deck, DeckError, origins_decks
from ..errors import UnsupportedCardError
from ..formats.records import save_run_game
from ..game import Game
from ..match import PLAY_FIRST, Match, run_series, summarize_series
from ..modes import MODES, Mode
from .base import (
    _check_bots,
    _deck,
    _emit_json,
    _fail,
    _out,
    _parallel_options,
    _parse_bot_options,
    _progress,
    _workers_for,
    cli,
)

__all__ = ["simulate_mode"]


def _bots(bot: str | None, bot_list: str | None, seats: int) -> tuple[str, ...]:
    """One bot name per deck from ``--bot`` (all) or ``--bots A,B,...`` (one per deck)."""
    if bot is not None and bot_list is not None:
        raise click.UsageError("give --bot or --bots, not both")
    if bot_list is None:
        return (bot or "random",) * seats
    names = tuple(b.strip() for b in bot_list.split(","))
    if len(names) != seats:
        raise click.UsageError(f"--bots needs one bot per deck ({seats}), got {bot_list!r}")
    return names


def _load(specs: Sequence[str]) -> list[Deck]:
    decks = []
    for spec in specs:
        try:
            decks.append(_deck(spec))
        except DeckError as e:
            _fail(str(e))
    return decks


def _series_run(decks: Sequence[Deck], series: int, seed: int, best_of: int, bots: tuple[str, ...],
                options: dict[str, dict[str, Any]], workers: int, backend: str,
                ray_address: str | None, step: Any, choose: str = "first",
                save_dir: str | None = None, save_every: int = 1) -> dict[str, Any]:
    """Play and summarize ``series`` Match series of two decks (saving the records of every
    ``save_every``-th series' games under ``save_dir``)."""
    start = time.perf_counter()
    results = run_series(decks, series, seed, best_of=best_of, bots=bots, bot_options=options,
                         choose=choose, workers=workers, backend=backend, ray_address=ray_address,
                         progress=lambda i, r: step(), save_dir=save_dir, save_every=save_every)
    data = summarize_series([d.name for d in decks], results)
    data.update(best_of=best_of, seed=seed, bots=list(bots), choose=choose,
                seconds=time.perf_counter() - start, workers=workers, backend=backend)
    for d, deck in zip(data["decks"], decks, strict=True):
        d["source"] = deck.source
    return data


def _check_match(decks: Sequence[Deck], best_of: int) -> None:
    try:
        Match(decks, 0, best_of)
    except (DeckError, UnsupportedCardError) as e:
        _fail(str(e))


@cli.command(short_help="Play best-of-three (or five) Match series between two decks.")
@click.argument("deck_specs", nargs=2, metavar="DECK DECK")
@click.option("--best-of", type=click.Choice(["3", "5"]), default="3", show_default=True,
              help="Games in a Match: best of 3 (rule 486.6) or 5 (486.6.a).")
@click.option("-n", "--games", "series", default=100, show_default=True, type=click.IntRange(min=1),
              metavar="N", help="Number of series to play.")
@click.option("-s", "--seed", default=1, show_default=True, type=int, help="Seed of the run.")
@click.option("--bot", default=None, metavar="NAME",
              help="The bot playing both decks (default: random). Known: " + ", ".join(sorted(BOTS)) + ".")
@click.option("--bots", "bot_list", default=None, metavar="A,B", help="A bot per deck.")
@click.option("--bot-option", "bot_option", multiple=True, metavar="BOT.KEY=VALUE",
              help="An option for a bot's constructor, e.g. ismcts.iterations=200 (repeatable).")
@_parallel_options
@click.option("--choose", type=click.Choice(sorted(PLAY_FIRST)), default="first", show_default=True,
              help="What the player who chooses who plays first picks: play first, play last, or "
                   "a seeded coin toss.")
@click.option("--json", "as_json", is_flag=True, help="Print the summary as JSON on stdout.")
def match(deck_specs: tuple[str, str], best_of: str, series: int, seed: int, bot: str | None,
          bot_list: str | None, bot_option: tuple[str, ...], workers: int | None, backend: str,
          ray_address: str | None, choose: str, as_json: bool) -> None:
    """Play seeded Match series (rule 486) between two DECKs (decklist files or built-in deck
    names) and report series wins and game wins with 95% Wilson intervals.

    In each series the players select a battlefield for every game; battlefields used in a game
    with a winner are removed for the next games (486.5); the loser of a game chooses to play first
    or last in the next (the Tournament Rules' Play First Rule; see --choose).
    """
    n_workers = _workers_for(workers, backend, ray_address)
    bots = _bots(bot, bot_list, 2)
    options = _parse_bot_options(bot_option)
    _check_bots(bots, options)
    decks = _load(deck_specs)
    _check_match(decks, int(best_of))
    try:
        with _progress("playing series", series) as step:
            data = _series_run(decks, series, seed, int(best_of), bots, options, n_workers, backend,
                               ray_address, step, choose)
    except BackendUnavailable as e:
        _fail(str(e))
    if as_json:
        _emit_json(data)
    else:
        print_series(data, _out())


# --------------------------------------------------------------------------- simulate --mode

def simulate_mode(mode: Mode, games: int, seed: int, deck_specs: Sequence[str], bot: str | None,
                  bot_list: str | None, bot_option: Sequence[str], workers: int, backend: str,
                  ray_address: str | None, save_dir: str | None, save_every: int, as_json: bool,
                  html_path: Path | None = None) -> None:
    """``simulate --mode`` for every mode but the Duel: Match series of every pairing (``games``
    series each), or ``games`` games of one table of decks rotating round the seats."""
    options = _parse_bot_options(bot_option)
    if mode.best_of > 1:
        if deck_specs and len(deck_specs) != 2:
            raise click.UsageError(f"a Match needs two decks (or none for every pairing of the "
                                   f"Origins decks), got {len(deck_specs)}")
        bots = _bots(bot, bot_list, 2)
        _check_bots(bots, options)
        pairs = [_load(deck_specs)] if deck_specs else [
            [a, b] for i, a in enumerate(origins_decks()) for b in origins_decks()[i + 1:]]
        for pair in pairs:
            _check_match(pair, mode.best_of)
        runs = []
        try:
            with _progress("playing series", games * len(pairs)) as step:
                for pair in pairs:
                    where = save_dir
                    if save_dir is not None and len(pairs) > 1:  # one folder per matchup
                        where = str(Path(save_dir) / "-vs-".join(d.source.split(":")[-1] for d in pair))
                    runs.append(_series_run(pair, games, seed, mode.best_of, bots, options, workers,
                                            backend, ray_address, step, save_dir=where,
                                            save_every=save_every))
        except BackendUnavailable as e:
            _fail(str(e))
        if as_json:
            _emit_json(runs[0] if deck_specs else {"seed": seed, "matchups": runs})
        else:
            for data in runs:
                print_series(data, _out())
        return
    if deck_specs and len(deck_specs) != mode.players:
        raise click.UsageError(f"{mode.name} needs one deck per seat ({mode.players}; or none for the "
                               f"built-in decks), got {len(deck_specs)}")
    bots = _bots(bot, bot_list, mode.players)
    _check_bots(bots, options)
    decks = _load(deck_specs) if deck_specs else default_table_decks(mode)
    try:
        Game.new(decks, mode, seed=0, log=False)  # rule 103, 489.8.h-i, unimplemented cards
    except (DeckError, UnsupportedCardError) as e:
        _fail(str(e))
    hook = functools.partial(save_run_game, save_dir, every=save_every) if save_dir else None
    try:
        with _progress(f"simulating {mode.name}", games) as step:
            run = run_table(decks, mode, games, seed, bots=bots, bot_options=options, workers=workers,
                            backend=backend, ray_address=ray_address, on_game=hook,
                            progress=lambda i, p: step())
    except BackendUnavailable as e:
        _fail(str(e))
    data = run.summary()
    if as_json:
        _emit_json(data)
    else:
        print_table(data, _out())
    if html_path is not None:  # after the results are out: a bad path loses nothing
        try:
            html_path.parent.mkdir(parents=True, exist_ok=True)
            html_path.write_text(render_table_html(data), encoding="utf-8")
        except OSError as e:
            _fail(f"cannot write {html_path}: {e} (the results are above)")
        click.echo(f"report written to {html_path}", err=True)


def mode_by_name(name: str) -> Mode:
    """A mode from its command-line name (``duel``, ``match``, ``skirmish``, ``war``,
    ``magma-chamber`` and the aliases ``2v2``, ``ffa3``, ``ffa4``)."""
    return MODES[name]
