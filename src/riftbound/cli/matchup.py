"""Commands for bots and matchup reports: ``matchup`` and ``tournament``."""

from __future__ import annotations

from pathlib import Path

import click
from rich.markup import escape
from rich.table import Table

from ..analysis import report
from ..analysis.matchup import example_games, load_matchup_deck, pairings, run_matchup
from ..analysis.parallel import BackendUnavailable
from ..analysis.report import PLOT_EXTRA_HINT, have_matplotlib, print_matchup
from ..analysis.tournament import round_robin
from ..bots import BOTS
from ..decks import DeckError
from ..errors import UnsupportedCardError
from ..modes import MODES
from .base import (
    _check_bots,
    _ci,
    _emit_json,
    _fail,
    _out,
    _parallel_options,
    _parse_bot_options,
    _pct,
    _progress,
    _workers_for,
    check_writable,
    cli,
)
from .match import simulate_mode

# --------------------------------------------------------------------------- tournament


@cli.command(short_help="Round robin between bots, with win rates and confidence intervals.")
@click.option("--bots", "bot_list", default="random,greedy,ismcts", show_default=True,
              help="Comma-separated bot names (see riftbound.bots.BOTS).")
@click.option("-n", "--games", default=20, show_default=True, type=click.IntRange(min=1),
              help="Games per pairing; the bots swap seats (and decks) every game.")
@click.option("-s", "--seed", default=1, show_default=True, type=int, help="Seed of the run.")
@click.option("--ismcts-iterations", default=200, show_default=True, type=click.IntRange(min=1),
              help="ISMCTS simulations per decision.")
@click.option("--json", "as_json", is_flag=True, help="Print the results as JSON on stdout.")
def tournament(bot_list: str, games: int, seed: int, ismcts_iterations: int, as_json: bool) -> None:
    """Play a seeded round robin between bots on the built-in decks and report who beats whom."""
    names = list(dict.fromkeys(n.strip() for n in bot_list.split(",") if n.strip()))
    unknown = [n for n in names if n not in BOTS]
    if unknown:
        raise click.BadParameter(f"unknown bot(s) {', '.join(unknown)}; known: {', '.join(BOTS)}",
                                 param_hint="--bots")
    if len(names) < 2:
        raise click.BadParameter("give at least two different bots", param_hint="--bots")
    options = {"ismcts": {"iterations": ismcts_iterations}}
    pairs = len(names) * (len(names) - 1) // 2
    with _progress("tournament", pairs * games) as step:
        result = round_robin(names, games, seed, options=options, progress=step)
    data = result.as_dict()
    if as_json:
        _emit_json(data)
        return
    out = _out()
    budget = f", ISMCTS {ismcts_iterations} iterations/decision" if "ismcts" in names else ""
    t = Table(title=f"round robin, {games} games per pairing, seed {seed}{budget}",
              title_justify="left", caption="rate: A's win rate (95% Wilson interval)",
              caption_justify="left")
    t.add_column("A vs B", no_wrap=True)
    for col in ("games", "A–B", "rate", "95% CI", "turns"):
        t.add_column(col, justify="right", no_wrap=True)
    for p in data["pairs"]:
        t.add_row(f"{escape(p['a'])} vs {escape(p['b'])}", str(p["games"]),
                  f"{p['wins_a']}–{p['wins_b']}" + (f" ({p['no_winner']} none)" if p["no_winner"] else ""),
                  _pct(p["rate_a"]), _ci(p["ci95_a"]), f"{p['mean_turns']:.1f}")
    out.print(t)
    s = Table(title="standings over all pairings", title_justify="left")
    s.add_column("bot", no_wrap=True)
    for col in ("games", "wins", "rate", "95% CI", "sims/s"):
        s.add_column(col, justify="right", no_wrap=True)
    for row in data["standings"]:
        sps = row.get("simulations_per_second")
        s.add_row(escape(row["bot"]), str(row["games"]), str(row["wins"]), _pct(row["rate"]),
                  _ci(row["ci95"]), f"{sps:,.0f}" if sps else "")
    out.print(s)
    out.print(f"{result.seconds:.1f} s")


# --------------------------------------------------------------------------- matchup
# Matchup reports between decks (riftbound.analysis.matchup, riftbound.analysis.report); the helpers
# it shares with ``simulate`` come from .base.


@cli.command(short_help="Play every pairing of decks from both seats and report win rates.")
@click.argument("deck_specs", nargs=-1, required=True, metavar="DECK...")
@click.option("--bot", default="random", show_default=True, metavar="NAME",
              help="The bot playing every seat (random, greedy, ismcts, ...).")
@click.option("--bot-option", "bot_option", multiple=True, metavar="BOT.KEY=VALUE",
              help="An option for the bot's constructor, e.g. ismcts.iterations=100 (repeatable).")
@click.option("-n", "--games", default=200, show_default=True, type=click.IntRange(min=1),
              help="Games per pairing, half with each deck in seat 0.")
@click.option("-s", "--seed", default=1, show_default=True, type=int, help="Seed of the run.")
@_parallel_options
@click.option("--html", "html_path", type=click.Path(dir_okay=False, path_type=Path), default=None,
              metavar="PATH", help="Also write the report as one self-contained HTML file (plots "
                                   "with the 'plot' extra); example game records go next to it.")
@click.option("--examples", default=3, show_default=True, type=click.IntRange(0, 10),
              help="Example games to keep in the report.")
@click.option("--json", "as_json", is_flag=True, help="Print the report as JSON on stdout.")
@click.option("--mode", "mode_name", type=click.Choice(["duel", "skirmish", "war", "magma-chamber", "2v2",
                                                        "ffa3", "ffa4"]),
              default="duel", show_default=True,
              help="The mode of play. Skirmish, war and magma-chamber (2v2) take one DECK per seat and "
                   "play --games games with the decks rotating round the seats (teammates stay "
                   "together); their report has win rates per deck, seat and place in the turn order.")
def matchup(deck_specs: tuple[str, ...], bot: str, bot_option: tuple[str, ...], games: int, seed: int,
            workers: int | None, backend: str, ray_address: str | None, html_path: Path | None,
            examples: int, as_json: bool, mode_name: str) -> None:
    """Play every pairing of the DECKs (decklist files or built-in deck names such as
    practice-vanguard) from both seats, and report win rates with 95% Wilson intervals, going
    first vs second, game length, how games ended, points over turns and example games.

    With one DECK, the deck plays itself. Games run in parallel on all cores by default, with the
    same results for any --workers and --backend.
    """
    n_workers = _workers_for(workers, backend, ray_address)
    check_writable(html_path, "--html", directory=False)
    if mode_name != "duel":
        return simulate_mode(MODES[mode_name], games, seed, deck_specs, bot, None, bot_option, n_workers,
                             backend, ray_address, None, 1, as_json, html_path)
    decks = []
    for spec in deck_specs:
        try:
            decks.append(load_matchup_deck(spec))
        except (DeckError, UnsupportedCardError) as e:
            _fail(str(e))
    sources = [d.source for d in decks]
    twice = sorted({s for s in sources if sources.count(s) > 1})
    if twice:
        _fail(f"the same deck is given twice: {', '.join(twice)} (one deck alone plays itself)")
    options = _parse_bot_options(bot_option)
    _check_bots([bot], options)
    total = games * len(pairings(len(decks)))
    try:
        with _progress("playing", total) as step:
            run = run_matchup(decks, games, seed, bot=bot, bot_options=options, workers=n_workers,
                              backend=backend, ray_address=ray_address, progress=lambda i, p: step())
    except BackendUnavailable as e:
        _fail(str(e))
    data = run.summary()
    record_dir = html_path.parent if html_path is not None else None  # records beside the page
    stem = html_path.stem if html_path is not None else "matchup"
    unwritten = []  # finished results are printed whatever happens to the files
    try:
        data["examples"] = example_games(run, examples, record_dir, stem)
    except OSError as e:
        unwritten.append(f"the example game records in {record_dir} ({e})")
        data["examples"] = example_games(run, examples, None, stem)
    if html_path is not None:
        try:
            html_path.parent.mkdir(parents=True, exist_ok=True)
            html_path.write_text(report.render_html(data), encoding="utf-8")
        except OSError as e:
            unwritten.append(f"{html_path} ({e})")
    if as_json:
        _emit_json(data)
    else:
        print_matchup(data, _out())
    if unwritten:
        _fail(f"could not write {' nor '.join(unwritten)}; the results printed are complete", code=1)
    if html_path is not None:
        note = "" if have_matplotlib() else f" (without plots: {PLOT_EXTRA_HINT})"
        click.echo(f"report written to {html_path}{note}", err=True)
