"""The ``soak`` command: random games in every mode on all cores, invariants after every action.

The run itself is :mod:`riftbound.analysis.soak`; this module reads the options, checks the decks once up
front (a bad deck is exit 2 before any game), shows progress and prints what the run found. A
failing game is printed with the command that replays it alone, and the command exits 1.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import Any

import click
from rich.table import Table

from ..analysis.parallel import BackendUnavailable
from ..analysis.soak import DEFAULT_MODES, SoakResult, SoakSpec, mode_tables, run_soak
from ..decks import Deck, DeckError
from ..errors import UnsupportedCardError
from ..game import Game
from ..modes import MODES
from .base import _deck, _emit_json, _fail, _out, _parallel_options, _progress, _workers_for, cli

#: failures printed in full (the JSON output lists them all)
SHOWN_FAILURES = 20


def _tables(modes: Sequence[str], deck_specs: Sequence[str]) -> dict[str, tuple[tuple[Deck, ...], ...]]:
    """Each mode's tables of decks, every one set up once here (construction, 103; teammates,
    489.8.h-i; unimplemented cards): a bad deck stops the command before any game (exit 2)."""
    try:
        decks = [_deck(spec) for spec in deck_specs]
        tables = {}
        for key in dict.fromkeys(modes):
            mode = MODES[key]
            if decks and mode.players != 2 and len(decks) != mode.players:
                raise click.UsageError(f"--mode {key} needs one --deck per seat ({mode.players}), "
                                       f"got {len(decks)}")
            tables[key] = mode_tables(mode, decks or None)
            for table in tables[key]:
                Game.new(list(table), mode=mode, seed=0, log=False)
    except (DeckError, UnsupportedCardError) as e:
        _fail(str(e))
    return tables


def _replay_command(r: SoakResult, seed: int, modes: Sequence[str], deck_specs: Sequence[str],
                    deep_every: int) -> str:
    """The command that plays the failing game alone, with the same checks."""
    parts = ["riftbound soak", f"--seed {seed}", f"--start {r.index}", "--games 1", "--workers 1"]
    parts += [f"--mode {m}" for m in modes]
    parts += [f"--deck {d}" for d in deck_specs]
    if deep_every != 10:
        parts.append(f"--deep-every {deep_every}")
    return " ".join(parts)


@cli.command(short_help="Random games in every mode, checking invariants after every action.")
@click.option("-n", "--games", type=click.IntRange(min=1), default=None,
              help="Number of games to play (default 2000, or as many as --hours allows).")
@click.option("--hours", type=click.FloatRange(min=0, min_open=True), default=None, metavar="H",
              help="Play until H hours have passed (whole batches of games; with --games, "
                   "whichever comes first).")
@click.option("-s", "--seed", default=1, show_default=True, type=int, help="Seed of the run.")
@click.option("--start", default=0, show_default=True, type=click.IntRange(min=0), metavar="N",
              help="The first game's number (to replay a reported game: --start N --games 1).")
@click.option("--mode", "modes", multiple=True, type=click.Choice(sorted(MODES)),
              help="A mode to play (repeatable; games take the modes in turn). Default: duel, "
                   "match, skirmish, war and magma-chamber in turn, or duel with --deck.")
@click.option("--deck", "deck_specs", multiple=True, metavar="DECK",
              help="A deck (file, deck code or built-in name), repeatable: two-player modes play "
                   "every pairing, the others one table rotated round the seats. Default: the "
                   "three Origins champion decks.")
@click.option("--deep-every", default=10, show_default=True, type=click.IntRange(min=0),
              help="Every K-th game also checks cloning, illegal actions, hidden information, "
                   "position round trips and notation before each action (0: never).")
@_parallel_options
@click.option("--json", "as_json", is_flag=True, help="Print what the run found as JSON on stdout.")
def soak(games: int | None, hours: float | None, seed: int, start: int, modes: tuple[str, ...],
         deck_specs: tuple[str, ...], deep_every: int, workers: int | None, backend: str,
         ray_address: str | None, as_json: bool) -> None:
    """Play random games checking the engine's invariants after every action.

    Games run on all cores by default (or on Ray); game N of a seed is the same game on any
    number of workers, so the run's digest is too. A failing game is reported with the command
    that replays it, and the command exits 1.
    """
    n_workers = _workers_for(workers, backend, ray_address)
    if games is None and hours is None:
        games = 2000
    chosen = tuple(dict.fromkeys(modes)) or (("duel",) if deck_specs else DEFAULT_MODES)
    spec = SoakSpec(_tables(chosen, deck_specs))
    found: list[SoakResult] = []
    try:
        with _progress("soaking", games or 0) as step:
            def seen(r: SoakResult) -> None:
                step()
                if r.failure:
                    found.append(r)
            summary = run_soak(spec, seed, chosen, games=games, hours=hours, start=start,
                               deep_every=deep_every, workers=n_workers, backend=backend,
                               ray_address=ray_address, on_result=seen)
    except BackendUnavailable as e:
        _fail(str(e))
    data = summary.as_dict()
    data.update(workers=n_workers, backend=backend, deep_every=deep_every)
    if as_json:
        _emit_json(data)
    else:
        _print(data)
    for r in summary.failures[:SHOWN_FAILURES]:
        # plain text: the message may contain brackets rich would read as markup
        click.echo(f"soak FAILED in game {r.index} ({r.mode}: {' vs '.join(r.decks)}; game seed "
                   f"{r.seed}), {r.where}:\n  {r.failure}\n  replay: "
                   f"{_replay_command(r, seed, chosen, deck_specs, deep_every)}", err=True)
    if len(summary.failures) > SHOWN_FAILURES:
        click.echo(f"... and {len(summary.failures) - SHOWN_FAILURES} more failures (--json lists "
                   "them all)", err=True)
    if summary.failures:
        sys.exit(1)


def _print(data: dict[str, Any]) -> None:
    out = _out()
    t = Table(title=f"soak: games {data['start']}-{data['start'] + data['games'] - 1} of seed "
                    f"{data['seed']}, invariants after every action", title_justify="left")
    for col in ("mode", "games", "decisions", "failed", "how games ended"):
        t.add_column(col, justify="left" if col in ("mode", "how games ended") else "right")
    for mode, c in data["modes"].items():
        ended = ", ".join(f"{k}: {v}" for k, v in c.items() if k not in ("games", "decisions", "failed"))
        t.add_row(mode, str(c["games"]), f"{c['decisions']:,}", str(c.get("failed", 0)), ended)
    out.print(t)
    verdict = "passed" if not data["failures"] else f"FAILED ({len(data['failures'])} games)"
    out.print(f"soak {verdict}: {data['games']} games, {data['decisions']:,} decisions checked, "
              f"seed {data['seed']}, digest {data['digest']}, {data['seconds']:.1f} s "
              f"({data['workers']} worker{'s' if data['workers'] != 1 else ''}, {data['backend']})")
