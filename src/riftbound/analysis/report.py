"""Rendering a matchup summary (the dict of :func:`riftbound.analysis.matchup.summarize_matchup`): rich
tables for the terminal, and a self-contained HTML page.

The HTML page has no external reference of any kind: the style sheet is inline and the plots are
PNG images embedded as base64 ``data:`` URIs, drawn with matplotlib (the ``plot`` extra). Without
matplotlib the page still has every table and says how to get the plots.
"""

from __future__ import annotations

import base64
import html
import io
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.markup import escape
from rich.table import Table

__all__ = [
    "have_matplotlib", "print_matchup", "print_series", "print_table", "render_html",
    "render_table_html", "turn_buckets",
]

PLOT_EXTRA_HINT = "plots need the plot extra: pip install 'riftbound[plot]' (matplotlib)"


def _pct(x: float) -> str:
    return f"{100 * x:.1f}%"


def _ci(ci: Sequence[float]) -> str:
    return f"{_pct(ci[0])} – {_pct(ci[1])}"


def _rec(r: dict[str, Any]) -> str:
    """``wins/games = rate``, or a dash without games."""
    if not r["games"]:
        return "–"
    return f"{r['wins']}/{r['games']} = {_pct(r['rate'])}"


def _short(r: dict[str, Any]) -> str:
    """``rate (games)``, compact for narrow tables."""
    return f"{_pct(r['rate'])} ({r['games']})" if r["games"] else "–"


def _pairing_title(p: dict[str, Any]) -> str:
    a, b = p["names"]
    return f"{a} (mirror)" if p["mirror"] else f"{a} vs {b}"


def _side_name(p: dict[str, Any], s: int) -> str:
    name = p["sides"][s]["name"]
    return f"{name} (side {'AB'[s]})" if p["mirror"] else name


def turn_buckets(distribution: dict[str, int], max_buckets: int = 10) -> list[tuple[int, int, int]]:
    """Group a ``{turns: games}`` distribution into at most ``max_buckets`` equal ranges:
    ``(first turn, last turn, games)``, covering min..max."""
    if not distribution:
        return []
    counts = {int(k): v for k, v in distribution.items()}
    lo, hi = min(counts), max(counts)
    width = max(1, -(-(hi - lo + 1) // max_buckets))
    out = []
    for start in range(lo, hi + 1, width):
        end = min(hi, start + width - 1)
        out.append((start, end, sum(v for t, v in counts.items() if start <= t <= end)))
    return out


def _sampled_turns(rows: list[dict[str, Any]], games: int, max_rows: int = 12) -> list[dict[str, Any]]:
    """The rows of points-by-turn worth printing: turns reached by at least 10% of games (at least
    the first), thinned to about ``max_rows`` evenly spaced turns, the last one kept."""
    keep = [r for r in rows if r["games"] >= max(1, games // 10)] or rows[:1]
    if len(keep) <= max_rows:
        return keep
    step = -(-len(keep) // max_rows)
    picked = keep[::step]
    if picked[-1] is not keep[-1]:
        picked.append(keep[-1])
    return picked


# --- terminal -----------------------------------------------------------------------------------------

def _facts() -> Table:
    t = Table(show_header=False, box=None, padding=(0, 2))
    t.add_column(style="bold")
    t.add_column()
    return t


def print_matchup(data: dict[str, Any], console: Console) -> None:
    """The summary as rich tables: win rates per pairing and per deck, then for each pairing the
    player going first, game length, how games ended and points over turns, then example games."""
    names = ", ".join(escape(d["name"]) for d in data["decks"])
    console.print(f"[bold]Matchup[/]: {names}; {data['games_per_pairing']} games per pairing "
                  f"(half with each deck in seat 0), seed {data['seed']}, bot {escape(data['bot'])}")

    t = Table(title=f"Win rates per pairing ({data['games_per_pairing']} games each; going 1st/2nd: "
                    "win rate (games))", title_justify="left")
    for col, just in (("deck", "left"), ("vs", "left"), ("wins", "right"), ("win rate", "right"),
                      ("95% CI", "right"), ("going 1st", "right"), ("going 2nd", "right")):
        t.add_column(col, justify=just)  # type: ignore[arg-type]
    for p in data["pairings"]:
        for s in (0, 1):
            side = p["sides"][s]
            t.add_row(escape(_side_name(p, s)), escape(_side_name(p, 1 - s)),
                      str(side["wins"]), _pct(side["rate"]), _ci(side["ci95"]),
                      _short(side["going_first"]), _short(side["going_second"]))
        t.add_section()
    console.print(t)

    if len(data["pairings"]) > 1 and any(d["games"] for d in data["decks"]):
        t = Table(title="Overall per deck (games against the other decks)", title_justify="left")
        for col in ("deck", "games", "wins", "win rate", "95% CI", "going 1st", "going 2nd"):
            t.add_column(col, justify="left" if col == "deck" else "right")
        for d in data["decks"]:
            t.add_row(escape(d["name"]), str(d["games"]), str(d["wins"]),
                      _pct(d["rate"]) if d["games"] else "–", _ci(d["ci95"]) if d["games"] else "–",
                      _short(d["going_first"]), _short(d["going_second"]))
        console.print(t)

    for p in data["pairings"]:
        console.print()
        console.rule(f"[bold]{escape(_pairing_title(p))}[/]: {p['games']} games", align="left")
        f = _facts()
        fp, tr = p["first_player"], p["turns"]
        f.add_row("won by the player going first", f"{_rec(fp)} (95% CI {_ci(fp['ci95'])})")
        f.add_row("turns per game", f"{tr['mean']:.1f} on average, median {tr['median']:g} "
                                    f"(min {tr['min']}, max {tr['max']})")
        f.add_row("decisions per game", f"{p['decisions_mean']:.1f} on average")
        f.add_row("how games ended", escape(", ".join(f"{k}: {v}" for k, v in p["terminations"].items())))
        f.add_row("games with a burn out", str(p["games_with_burn_out"]))
        if p["no_winner"]:
            f.add_row("games without a winner", str(p["no_winner"]))
        console.print(f)

        buckets = turn_buckets(p["turns"]["distribution"])
        top = max((c for _, _, c in buckets), default=1) or 1
        t = Table(title="Game length", title_justify="left")
        t.add_column("turns", justify="right")
        t.add_column("games", justify="right")
        t.add_column("")
        for lo, hi, c in buckets:
            t.add_row(f"{lo}" if lo == hi else f"{lo}–{hi}", str(c), "█" * round(30 * c / top))
        console.print(t)

        rows = _sampled_turns(p["points_by_turn"], p["games"])
        t = Table(title="Average points at the end of the turn (games still running)",
                  title_justify="left")
        t.add_column("turn", justify="right")
        t.add_column("games", justify="right")
        t.add_column(escape(_side_name(p, 0)), justify="right")
        t.add_column(escape(_side_name(p, 1)), justify="right")
        for r in rows:
            t.add_row(str(r["turn"]), str(r["games"]), f"{r['points'][0]:.2f}", f"{r['points'][1]:.2f}")
        console.print(t)

    examples = data.get("examples") or []
    if examples:
        console.print()
        console.rule("[bold]Example games[/] (the shortest, the longest, one of median length)",
                     align="left")
        for e in examples:
            won = (f"P{e['winner']} ({escape(e['winner_deck'])}) won by {escape(e['termination'])}"
                   if e["winner"] is not None else f"no winner ({escape(e['termination'])})")
            console.print(f"game {e['index']}, seed {e['seed']}: P0 {escape(e['decks'][0])} vs "
                          f"P1 {escape(e['decks'][1])}; P{e['first']} went first; {won} in "
                          f"{e['turns']} turns, {'–'.join(map(str, e['points']))}")
            if e.get("record"):
                console.print(f"  record: {escape(e['record'])} (in the browser: riftbound serve "
                              f"--record {escape(e['record'])})")
        if not any(e.get("record") for e in examples):
            console.print("[dim]Their logs are in the --json and --html reports; "
                          "riftbound.analysis.simulate.replay(decks, seed) plays any game again.[/]")

    console.print()
    console.print(f"{data['games']} games in {data['seconds']:.1f} s: {data['games_per_second']:.1f} "
                  f"games/s, {data['decisions_per_second']:,.0f} decisions/s "
                  f"({data['backend']} backend, {data['workers']} workers)")


# --- HTML ----------------------------------------------------------------------------------------------

def have_matplotlib() -> bool:
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        return False
    return True


_CSS = """
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:2rem auto;max-width:72rem;
     color:#1d2330;line-height:1.45;padding:0 1rem}
h1{font-size:1.6rem;margin-bottom:.2rem}
h2{font-size:1.25rem;margin-top:2.2rem;border-bottom:1px solid #d5d9e2}
h3{font-size:1.05rem;margin-top:1.6rem}
table{border-collapse:collapse;margin:.6rem 0 1rem;font-size:.92rem}
th,td{padding:.28rem .7rem;border-bottom:1px solid #e4e7ee;text-align:right;vertical-align:top}
th{background:#f3f5f9;font-weight:600}td.l,th.l{text-align:left}
tr.sep td{border-top:2px solid #c9ceda}
.note{color:#5b6375;font-size:.9rem}.warn{background:#fff6db;border:1px solid #f0d78c;padding:.5rem .8rem}
img{max-width:100%;height:auto;border:1px solid #e4e7ee;margin:.4rem 0}
pre{background:#f6f7fa;border:1px solid #e4e7ee;padding:.6rem;overflow:auto;max-height:28rem;font-size:.8rem}
details{margin:.4rem 0 1rem}summary{cursor:pointer;font-weight:600}
.bar{display:inline-block;height:.8rem;background:#4a72c4;vertical-align:middle}
footer{margin-top:3rem;color:#5b6375;font-size:.85rem}
"""


def _e(x: Any) -> str:
    return html.escape(str(x), quote=True)


def _table(headers: Sequence[str], rows: Sequence[Sequence[Any]], left: int = 1,
           separators: Sequence[int] = ()) -> str:
    """An HTML table; the first ``left`` columns are left-aligned; a separator line above the rows
    whose index is in ``separators``."""
    def cell(tag: str, i: int, v: Any) -> str:
        cls = ' class="l"' if i < left else ""
        return f"<{tag}{cls}>{_e(v)}</{tag}>"

    head = "".join(cell("th", i, h) for i, h in enumerate(headers))
    body = []
    for k, row in enumerate(rows):
        cls = ' class="sep"' if k in separators else ""
        body.append(f"<tr{cls}>" + "".join(cell("td", i, v) for i, v in enumerate(row)) + "</tr>")
    return f"<table><thead><tr>{head}</tr></thead><tbody>{''.join(body)}</tbody></table>"


def _png(fig: Any) -> str:
    import matplotlib.pyplot as plt

    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=96, bbox_inches="tight")
    plt.close(fig)
    return "data:image/png;base64," + base64.b64encode(buf.getvalue()).decode("ascii")


def _img(uri: str, alt: str) -> str:
    return f'<img src="{uri}" alt="{_e(alt)}">'


def _plot_win_rates(data: dict[str, Any]) -> str:
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    labels, rates, lo, hi = [], [], [], []
    for p in data["pairings"]:
        for s in (0, 1):
            side = p["sides"][s]
            labels.append(f"{_side_name(p, s)}\nvs {_side_name(p, 1 - s)}")
            rates.append(side["rate"])
            lo.append(side["rate"] - side["ci95"][0])
            hi.append(side["ci95"][1] - side["rate"])
    fig, ax = plt.subplots(figsize=(8, 0.6 + 0.55 * len(labels)))
    y = list(range(len(labels)))[::-1]
    ax.barh(y, rates, xerr=[lo, hi], color="#4a72c4", capsize=4)
    ax.axvline(0.5, color="#888", lw=1, ls="--")
    ax.set_yticks(y, labels, fontsize=8)
    ax.set_xlim(0, 1)
    ax.set_xlabel("win rate (bars: 95% Wilson interval)")
    return _png(fig)


def _plot_pairing(p: dict[str, Any]) -> str:
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    from matplotlib.ticker import MaxNLocator

    fig, (left, right) = plt.subplots(1, 2, figsize=(11, 3.6))
    rows = p["points_by_turn"]
    turns = [r["turn"] for r in rows]
    for s, colour in ((0, "#4a72c4"), (1, "#d0583c")):
        left.plot(turns, [r["points"][s] for r in rows], color=colour, label=_side_name(p, s))
    left.set_zorder(2)  # the lines above the "games running" shading of the twin axis
    left.patch.set_visible(False)
    left.xaxis.set_major_locator(MaxNLocator(integer=True))
    right.xaxis.set_major_locator(MaxNLocator(integer=True))
    left.set_xlabel("turn")
    left.set_ylabel("average points (games still running)")
    left.set_title("points over turns", fontsize=10)
    left.legend(fontsize=8)
    running = left.twinx()
    running.fill_between(turns, [r["games"] for r in rows], color="#999", alpha=0.15, step="mid")
    running.set_ylabel("games still running", color="#777", fontsize=8)
    dist = {int(k): v for k, v in p["turns"]["distribution"].items()}
    right.bar(list(dist), list(dist.values()), width=0.9, color="#6b8f5a")
    right.set_xlabel("turns")
    right.set_ylabel("games")
    right.set_title(f"game length (mean {p['turns']['mean']:.1f})", fontsize=10)
    fig.tight_layout()
    return _png(fig)


def render_html(data: dict[str, Any], *, plots: bool | None = None) -> str:
    """The summary as one self-contained HTML page (``plots=None``: plots if matplotlib is
    installed; ``False``: none)."""
    if plots is None:
        plots = have_matplotlib()
    names = ", ".join(d["name"] for d in data["decks"])
    title = f"Matchup report: {names}"
    parts = [
        "<!DOCTYPE html>", '<html lang="en"><head><meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f"<title>{_e(title)}</title><style>{_CSS}</style></head><body>",
        f"<h1>{_e(title)}</h1>",
        f'<p class="note">{data["games_per_pairing"]} games per pairing (half with each deck in seat 0), '
        f'{data["games"]} games in all, seed {_e(data["seed"])}, bot {_e(data["bot"])} on both sides. '
        "Win rates come with 95% Wilson score intervals. The player going first is chosen by the "
        "game (rule 115).</p>",
    ]
    if not plots:
        parts.append(f'<p class="warn">No plots in this report: {_e(PLOT_EXTRA_HINT)}.</p>')

    # Win rates per pairing.
    rows: list[list[Any]] = []
    seps: list[int] = []
    for p in data["pairings"]:
        seps.append(len(rows))
        for s in (0, 1):
            side = p["sides"][s]
            rows.append([_side_name(p, s), _side_name(p, 1 - s), side["games"], side["wins"],
                         _pct(side["rate"]), _ci(side["ci95"]), _rec(side["going_first"]),
                         _rec(side["going_second"])])
    parts += ["<h2>Win rates per pairing</h2>",
              _table(["deck", "vs", "games", "wins", "win rate", "95% CI", "going first", "going second"],
                     rows, left=2, separators=seps[1:])]
    if plots:
        parts.append(_img(_plot_win_rates(data), "win rates with 95% intervals"))

    if any(d["games"] for d in data["decks"]):
        rows = [[d["name"], d["games"], d["wins"], _pct(d["rate"]) if d["games"] else "–",
                 _ci(d["ci95"]) if d["games"] else "–", _rec(d["going_first"]), _rec(d["going_second"])]
                for d in data["decks"]]
        parts += ["<h2>Overall per deck</h2>",
                  '<p class="note">Over each deck\'s games against the other decks (mirror games '
                  "are left out of the win rate; they count in going first and second).</p>",
                  _table(["deck", "games", "wins", "win rate", "95% CI", "going first", "going second"],
                         rows)]

    # Going first, length, endings.
    rows = []
    for p in data["pairings"]:
        fp, tr = p["first_player"], p["turns"]
        rows.append([_pairing_title(p), _rec(fp), _ci(fp["ci95"]), f"{tr['mean']:.1f}", f"{tr['median']:g}",
                     f"{tr['min']}–{tr['max']}", f"{p['decisions_mean']:.0f}",
                     ", ".join(f"{k}: {v}" for k, v in p["terminations"].items()),
                     p["games_with_burn_out"], p["no_winner"]])
    fp = data["first_player"]
    parts += ["<h2>Going first, game length and how games ended</h2>",
              _table(["pairing", "first player won", "95% CI", "turns: mean", "median", "min–max",
                      "decisions (mean)", "how games ended", "games with a burn out", "no winner"], rows),
              f'<p class="note">Over all {data["games"]} games the player going first won '
              f"{_rec(fp)} (95% CI {_ci(fp['ci95'])}).</p>"]

    # Per pairing detail.
    for p in data["pairings"]:
        parts.append(f"<h2>{_e(_pairing_title(p))}</h2>")
        if plots:
            parts.append(_img(_plot_pairing(p), f"points over turns and game length, {_pairing_title(p)}"))
        buckets = turn_buckets(p["turns"]["distribution"])
        top = max((c for _, _, c in buckets), default=1) or 1
        dist_rows = "".join(
            f'<tr><td>{lo if lo == hi else f"{lo}–{hi}"}</td><td>{c}</td>'
            f'<td class="l"><span class="bar" style="width:{round(200 * c / top)}px"></span></td></tr>'
            for lo, hi, c in buckets)
        parts += ["<h3>Game length (turns)</h3>",
                  f'<table><thead><tr><th>turns</th><th>games</th><th class="l"></th></tr></thead>'
                  f"<tbody>{dist_rows}</tbody></table>"]
        rows = [[r["turn"], r["games"], f"{r['points'][0]:.2f}", f"{r['points'][1]:.2f}"]
                for r in p["points_by_turn"]]
        parts += ["<h3>Average points at the end of each turn</h3>",
                  '<p class="note">Averaged over the games still running at that turn.</p>',
                  "<details><summary>table</summary>",
                  _table(["turn", "games running", _side_name(p, 0), _side_name(p, 1)], rows, left=0),
                  "</details>"]

    examples = data.get("examples") or []
    if examples:
        parts.append("<h2>Example games</h2>")
        parts.append('<p class="note">Replay any game of the run with '
                     "<code>riftbound.analysis.simulate.replay(decks, seed)</code> "
                     "(decks in seat order).</p>")
        rows = [[e["index"], e["seed"], e["decks"][0], e["decks"][1], f"P{e['first']}",
                 f"P{e['winner']}" if e["winner"] is not None else "–", e["turns"], e["termination"],
                 "–".join(map(str, e["points"])), Path(e["record"]).name if e.get("record") else "–"]
                for e in examples]
        parts.append(_table(["game", "seed", "seat 0", "seat 1", "first", "winner", "turns", "ended by",
                             "points", "record (beside this page)"], rows, left=0))
        records = [Path(e["record"]).name for e in examples if e.get("record")]
        if records:  # the browser view replays them step by step (no link: the page stays self-contained)
            command = "riftbound serve --open " + " ".join(f"--record {n}" for n in records)
            parts.append(f'<p class="note">Watch them step by step in the browser: run '
                         f"<code>{_e(command)}</code> in this folder (the <code>web</code> extra); "
                         "the page lists them.</p>")
        for e in examples:
            if e.get("log"):
                parts.append(f"<details><summary>game {e['index']}: {_e(e['decks'][0])} vs "
                             f"{_e(e['decks'][1])}, {e['turns']} turns, log</summary>"
                             f"<pre>{_e(e['log'])}</pre></details>")

    parts.append(f'<p class="note">{data["games"]} games in {data["seconds"]:.1f} s '
                 f'({data["games_per_second"]:.1f} games/s, {data["backend"]} backend, '
                 f'{_e(data["workers"])} workers).</p>')
    parts.append("<footer>Made with riftbound, an unofficial fan project, not affiliated with, endorsed, "
                 "sponsored or approved by Riot Games.</footer></body></html>")
    return "\n".join(parts)


# --- multiplayer tables and Match series -------------------------------------------------------------

def _rate_row(r: dict[str, Any]) -> list[str]:
    return [str(r["wins"]), _pct(r["rate"]), _ci(r["ci95"])]


def print_table(data: dict[str, Any], console: Console) -> None:
    """A table run (:func:`riftbound.analysis.matchup.summarize_table`) as rich tables: win rates per deck,
    per team of decks (2v2), per seat and per place in the turn order, then how games ended."""
    n = data["games"]
    console.print(f"[bold]{escape(data['mode'])}[/] (rule {data['mode_rule']}), {data['players']} "
                  f"players: {n} games, the decks rotating round the seats, seed {data['seed']}, "
                  f"bots {escape(', '.join(data['bots']))}; a side winning as often as the others "
                  f"wins {_pct(data['chance'])}")
    t = Table(title="Per deck (a team's win counts for both teammates)", title_justify="left")
    for col in ("deck", "wins", "win rate", "95% CI", "going first", "points (mean)"):
        t.add_column(col, justify="left" if col == "deck" else "right")
    for d in data["decks"]:
        t.add_row(escape(d["name"]), *_rate_row(d), _short(d["going_first"]), f"{d['points_mean']:.2f}")
    console.print(t)
    if data.get("team_decks"):
        t = Table(title="Per team of decks", title_justify="left")
        for col in ("team", "games", "wins", "win rate", "95% CI"):
            t.add_column(col, justify="left" if col == "team" else "right")
        for tm in data["team_decks"]:
            t.add_row(escape(" + ".join(tm["names"])), str(tm["games"]), *_rate_row(tm))
        console.print(t)
    t = Table(title="Per seat", title_justify="left")
    for col in ("seat", "team", "wins", "win rate", "95% CI"):
        t.add_column(col, justify="right")
    for s in data["seats"]:
        t.add_row(str(s["seat"]), str(s["team"]), *_rate_row(s))
    console.print(t)
    t = Table(title="Per place in the turn order (487.7: the first skips a draw, the last gets a rune)",
              title_justify="left")
    for col in ("place", "wins", "win rate", "95% CI"):
        t.add_column(col, justify="right")
    for o in data["turn_order"]:
        t.add_row(_ordinal(o["place"]), *_rate_row(o))
    console.print(t)
    f = _facts()
    tr = data["turns"]
    f.add_row("turns per game", f"{tr['mean']:.1f} on average, median {tr['median']:g} "
                                f"(min {tr['min']}, max {tr['max']})")
    f.add_row("decisions per game", f"{data['decisions_mean']:.1f} on average")
    f.add_row("how games ended", escape(", ".join(f"{k}: {v}" for k, v in data["terminations"].items())))
    f.add_row("games with a burn out", str(data["games_with_burn_out"]))
    if data["no_winner"]:
        f.add_row("games without a winner", str(data["no_winner"]))
    f.add_row("speed", f"{n} games in {data['seconds']:.1f} s ({data['games_per_second']:.1f} games/s, "
                       f"{data['backend']} backend, {data['workers']} workers)")
    console.print(f)


def _ordinal(k: int) -> str:
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(k, f"{k}th")


def render_table_html(data: dict[str, Any]) -> str:
    """A table run's report as one self-contained HTML page (tables only)."""
    title = f"{data['mode']} report: " + ", ".join(d["name"] for d in data["decks"])
    parts = [
        "<!DOCTYPE html>", '<html lang="en"><head><meta charset="utf-8">',
        f"<title>{_e(title)}</title><style>{_CSS}</style></head><body>", f"<h1>{_e(title)}</h1>",
        f'<p class="note">{data["games"]} games of {_e(data["mode"])} (rule {_e(data["mode_rule"])}), '
        f'the decks rotating round the seats, seed {_e(data["seed"])}, bots '
        f'{_e(", ".join(data["bots"]))}. Win rates with 95% Wilson intervals; a side winning as '
        f'often as the others wins {_pct(data["chance"])}.</p>',
        "<h2>Per deck</h2>",
        _table(["deck", "games", "wins", "win rate", "95% CI", "going first", "points (mean)"],
               [[d["name"], d["games"], *_rate_row(d), _rec(d["going_first"]), f"{d['points_mean']:.2f}"]
                for d in data["decks"]]),
    ]
    if data.get("team_decks"):
        parts += ["<h2>Per team of decks</h2>",
                  _table(["team", "games", "wins", "win rate", "95% CI"],
                         [[" + ".join(t["names"]), t["games"], *_rate_row(t)] for t in data["team_decks"]])]
    parts += ["<h2>Per seat</h2>",
              _table(["seat", "team", "wins", "win rate", "95% CI"],
                     [[s["seat"], s["team"], *_rate_row(s)] for s in data["seats"]], left=0),
              "<h2>Per place in the turn order</h2>",
              _table(["place", "wins", "win rate", "95% CI"],
                     [[_ordinal(o["place"]), *_rate_row(o)] for o in data["turn_order"]], left=0),
              "<h2>How games ended</h2>",
              _table(["ended by", "games"], list(data["terminations"].items())),
              f'<p class="note">Turns per game: {data["turns"]["mean"]:.1f} on average (min '
              f'{data["turns"]["min"]}, max {data["turns"]["max"]}); games with a burn out: '
              f'{data["games_with_burn_out"]}; without a winner: {data["no_winner"]}.</p>',
              "<footer>Made with riftbound, an unofficial fan project, not affiliated with, endorsed, "
              "sponsored or approved by Riot Games.</footer></body></html>"]
    return "\n".join(parts)


def print_series(data: dict[str, Any], console: Console) -> None:
    """A run of Match series (:func:`riftbound.match.summarize_series`) as rich tables."""
    console.print(f"[bold]Match[/], best of {data['best_of']} (rule 486): "
                  f"{' vs '.join(escape(d['name']) for d in data['decks'])}; {data['series']} series, "
                  f"{data['games']} games, seed {data['seed']}, bots {escape(' vs '.join(data['bots']))}")
    t = Table(title="Series and game wins", title_justify="left")
    for col in ("deck", "series won", "series win rate", "95% CI", "games won", "game win rate",
                "95% CI ", "went first"):
        t.add_column(col, justify="left" if col == "deck" else "right")
    for d in data["decks"]:
        s, g = d["series"], d["game_wins"]
        t.add_row(escape(d["name"]), f"{s['wins']}/{s['games']}", _pct(s["rate"]), _ci(s["ci95"]),
                  f"{g['wins']}/{g['games']}", _pct(g["rate"]), _ci(g["ci95"]), str(d["went_first"]))
    console.print(t)
    f = _facts()
    f.add_row("scores (seat 0 first)", ", ".join(f"{k}: {v}" for k, v in data["scores"].items()))
    f.add_row("games per series", f"{data['games_per_series']:.2f}")
    fp = data["first_player"]
    f.add_row("games won by the player going first", f"{_rec(fp)} (95% CI {_ci(fp['ci95'])})")
    f.add_row("turns per game", f"{data['turns_mean']:.1f} on average")
    f.add_row("how games ended", escape(", ".join(f"{k}: {v}" for k, v in data["terminations"].items())))
    if data["drawn_series"] or data["games_without_winner"]:
        f.add_row("drawn series, games without a winner",
                  f"{data['drawn_series']}, {data['games_without_winner']}")
    f.add_row("speed", f"{data['series']} series in {data['seconds']:.1f} s")
    console.print(f)
