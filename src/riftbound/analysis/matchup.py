"""Matchup reports: every pairing of a list of decks, played from both seats, summarised; and, for
the modes of three or four players, one table of decks rotating round the seats (:func:`run_table`,
:func:`summarize_table`).

:func:`run_matchup` plays the games (in parallel, see :func:`riftbound.analysis.simulate.run_jobs`);
:func:`summarize_matchup` turns the games into the report's numbers (a plain dict, the ``--json``
output), and :mod:`riftbound.analysis.report` renders that dict as rich tables or an HTML page. The numbers
depend only on the list of :class:`MatchupGame` s, so they can be checked on hand-made games.

Pairings: with two or more decks, every unordered pair of distinct decks; with one deck, the deck
against itself (a mirror, where the seat and who goes first are the only differences). Each
pairing plays ``games`` games, alternating which deck sits in seat 0 (game ``k`` of a pairing has
the pairing's first deck in seat 0 when ``k`` is even), so each seat order gets half of them.
Who takes the first turn is the game's own seeded choice (rule 115), recorded per game.

Points over turns: each game's log is reduced, in the worker, to the points of every player at
the end of each turn (from the ``turn`` and ``gain_points``/``lose_points`` events); the report
averages them per turn number over the games still running at that turn.
"""

from __future__ import annotations

import statistics
import time
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from itertools import combinations
from pathlib import Path
from typing import Any

from ..decks import Deck, origins_decks
from ..formats.deckspec import resolve_deck
from ..formats.records import save_record
from ..game import Game
from ..modes import Mode
from ..state import Event
from .simulate import (
    BotOptions,
    GameHook,
    GameJob,
    Played,
    RunSpec,
    check_bots,
    game_seed,
    replay,
    run_jobs,
)
from .stats import GameResult, wilson_interval

__all__ = [
    "MatchupGame", "MatchupRun", "TableGame", "TableRun", "deck_labels", "default_table_decks",
    "load_matchup_deck",
    "pairings", "pick_examples", "plan_matchup", "plan_table", "points_by_turn", "run_matchup",
    "run_table", "summarize_matchup", "summarize_table", "table_seats",
]


# --- decks -----------------------------------------------------------------------------------------

def load_matchup_deck(spec: str) -> Deck:
    """A deck from any spec ``--deck`` takes (a built-in name, a JSON file, a text list or a deck
    code: :func:`riftbound.formats.deckspec.resolve_deck`), checked to be playable: raises
    :class:`DeckError` (naming the spec) or :class:`UnsupportedCardError` (naming the cards the
    engine can't play yet)."""
    deck = resolve_deck(spec)
    Game.new([deck, deck], seed=0, log=False)  # construction (103) and unimplemented cards
    return deck


# --- points over turns ---------------------------------------------------------------------------

def points_by_turn(events: Iterable[Event], players: int = 2) -> tuple[tuple[int, ...], ...]:
    """Every player's points at the end of each turn: element ``t - 1`` is turn ``t``.

    Turns start at ``turn`` events; points are read from the running totals that ``gain_points``
    (``data[2]``) and ``lose_points`` (``data[1]``) events carry. Points gained before turn 1 count
    towards turn 1. The last entry is the turn the game ended in.
    """
    pts = [0] * players
    out: list[tuple[int, ...]] = []
    started = False
    for e in events:
        kind = e.kind
        if kind == "turn":
            if started:
                out.append(tuple(pts))
            started = True
        elif kind == "gain_points" and e.player is not None:
            pts[e.player] = e.data[2]
        elif kind == "lose_points" and e.player is not None:
            pts[e.player] = e.data[1]
    if started:
        out.append(tuple(pts))
    return tuple(out)


def _timeline_hook(game: Game, job: GameJob, result: GameResult) -> tuple[tuple[int, ...], ...]:
    """Runs in the worker: the game's log boiled down to points per turn."""
    return points_by_turn(game.state.log or (), len(job.seats))


# --- planning and playing ----------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class MatchupGame:
    """One game of a matchup, seen from the pairing's two sides.

    ``sides`` are the pairing's decks (indexes into the run's deck list), ``swapped`` says whether
    side 1's deck sat in seat 0. ``result`` is in seats (as played); ``timeline`` holds the points
    per seat at the end of each turn.
    """

    pairing: int
    sides: tuple[int, int]
    swapped: bool
    result: GameResult
    timeline: tuple[tuple[int, ...], ...] = ()

    def seat_of(self, side: int) -> int:
        return side ^ int(self.swapped)

    @property
    def winner_side(self) -> int | None:
        w = self.result.winner
        return None if w is None else w ^ int(self.swapped)

    @property
    def first_side(self) -> int:
        return self.result.first ^ int(self.swapped)


def pairings(n_decks: int) -> list[tuple[int, int]]:
    """Every unordered pair of distinct decks; a single deck plays itself."""
    if n_decks < 1:
        raise ValueError("a matchup needs at least one deck")
    if n_decks == 1:
        return [(0, 0)]
    return list(combinations(range(n_decks), 2))


def plan_matchup(n_decks: int, games: int, seed: int, bot: str = "random"
                 ) -> tuple[list[tuple[int, int]], list[GameJob]]:
    """The pairings and the jobs: ``games`` per pairing, seat order alternating, game ``k`` of
    pairing ``p`` being game ``p * games + k`` of the run (its seed is ``game_seed(seed, that)``)."""
    pairs = pairings(n_decks)
    jobs = []
    for p, (a, b) in enumerate(pairs):
        for k in range(games):
            i = p * games + k
            jobs.append(GameJob(i, game_seed(seed, i), (a, b) if k % 2 == 0 else (b, a), (bot, bot)))
    return pairs, jobs


@dataclass
class MatchupRun:
    """The played games of a matchup and how they were played."""

    decks: list[Deck]
    pairings: list[tuple[int, int]]
    games: list[MatchupGame]
    games_per_pairing: int
    seed: int
    bot: str
    bot_options: dict[str, Any]
    seconds: float
    workers: int | None
    backend: str

    def summary(self) -> dict[str, Any]:
        data = summarize_matchup([d.name for d in self.decks], self.pairings, self.games)
        data.update(seed=self.seed, bot=self.bot, games_per_pairing=self.games_per_pairing,
                    backend=self.backend, workers=self.workers)
        for d, deck in zip(data["decks"], self.decks, strict=True):
            d["source"] = deck.source
        decisions = sum(g.result.decisions for g in self.games)
        data["seconds"] = self.seconds
        data["games_per_second"] = len(self.games) / self.seconds if self.seconds > 0 else 0.0
        data["decisions_per_second"] = decisions / self.seconds if self.seconds > 0 else 0.0
        return data

    def replay(self, g: MatchupGame) -> Game:
        """The full game (with its log) of one of the run's games, played again."""
        seats = [self.decks[g.sides[g.seat_of(0)]], self.decks[g.sides[g.seat_of(1)]]]
        return replay(seats, g.result.seed, g.result.index, bots=(self.bot, self.bot),
                      bot_options=self.bot_options)


def run_matchup(decks: Sequence[Deck], games: int, seed: int, *, bot: str = "random",
                bot_options: BotOptions | None = None, workers: int | None = 1, backend: str = "local",
                ray_address: str | None = None,
                progress: Callable[[int, Played], None] | None = None) -> MatchupRun:
    """Play every pairing of ``decks`` ``games`` times (see the module docstring)."""
    if games < 1:
        raise ValueError(f"games must be at least 1, got {games}")
    check_bots([bot])
    pairs, jobs = plan_matchup(len(decks), games, seed, bot)
    spec = RunSpec(tuple(decks), dict(bot_options or {}), log=True, on_game=_timeline_hook)
    start = time.perf_counter()
    played = run_jobs(spec, jobs, workers=workers, backend=backend, ray_address=ray_address,
                      progress=progress)
    elapsed = time.perf_counter() - start
    out = []
    for p in played:
        pair = pairs[p.job.index // games]
        swapped = p.job.index % games % 2 == 1
        out.append(MatchupGame(p.job.index // games, pair, swapped, p.result, p.extra))
    return MatchupRun(list(decks), pairs, out, games, seed, bot, dict(bot_options or {}), elapsed,
                      workers, backend)


# --- the numbers -------------------------------------------------------------------------------------

def _rate(wins: int, n: int) -> dict[str, Any]:
    lo, hi = wilson_interval(wins, n)
    return {"games": n, "wins": wins, "rate": wins / n if n else 0.0, "ci95": [lo, hi]}


def _turns(turns: Sequence[int]) -> dict[str, Any]:
    if not turns:
        return {"mean": 0.0, "median": 0.0, "min": 0, "max": 0, "distribution": {}}
    dist = Counter(turns)
    return {
        "mean": sum(turns) / len(turns),
        "median": float(statistics.median(turns)),
        "min": min(turns),
        "max": max(turns),
        "distribution": {str(t): dist[t] for t in sorted(dist)},
    }


def _points_by_turn(games: Sequence[MatchupGame]) -> list[dict[str, Any]]:
    """Average points of each side at the end of turn ``t``, over the games that reached turn t."""
    longest = max((len(g.timeline) for g in games), default=0)
    rows = []
    for t in range(longest):
        sums = [0, 0]
        n = 0
        for g in games:
            if t < len(g.timeline):
                n += 1
                row = g.timeline[t]
                sums[0] += row[g.seat_of(0)]
                sums[1] += row[g.seat_of(1)]
        rows.append({"turn": t + 1, "games": n, "points": [s / n for s in sums]})
    return rows


def summarize_matchup(names: Sequence[str], pairs: Sequence[tuple[int, int]],
                      games: Sequence[MatchupGame]) -> dict[str, Any]:
    """The report's numbers (a JSON-ready dict) from the games of a matchup.

    Per pairing: each side's wins with a 95% Wilson interval, its record going first and going
    second, the first player's win rate, game length (mean, median, range, distribution), how games
    ended and average points per turn. Per deck: the same win figures over all its games against
    other decks (mirror games are left out of a deck's win rate, where they would only add 50%;
    they do count in its going-first/going-second records).
    """
    by_pair: list[list[MatchupGame]] = [[] for _ in pairs]
    for g in sorted(games, key=lambda g: g.result.index):
        by_pair[g.pairing].append(g)

    deck_wins = [0] * len(names)
    deck_games = [0] * len(names)
    first = [[0, 0] for _ in names]   # per deck: [games, wins] going first
    second = [[0, 0] for _ in names]
    pair_rows = []
    for (a, b), gs in zip(pairs, by_pair, strict=True):
        sides = (a, b)
        mirror = a == b
        wins = [0, 0]
        side_first = [[0, 0], [0, 0]]
        side_second = [[0, 0], [0, 0]]
        seat0 = [0, 0]
        first_wins = 0
        no_winner = 0
        burn = 0
        for g in gs:
            w = g.winner_side
            f = g.first_side
            seat0[g.seat_of(0) != 0] += 1
            if w is None:
                no_winner += 1
            else:
                wins[w] += 1
                first_wins += w == f
            for s in (0, 1):
                rec, drec = (side_first[s], first[sides[s]]) if s == f else (side_second[s],
                                                                             second[sides[s]])
                rec[0] += 1
                drec[0] += 1
                if w == s:
                    rec[1] += 1
                    drec[1] += 1
            if not mirror:
                for s in (0, 1):
                    deck_games[sides[s]] += 1
                    deck_wins[sides[s]] += w == s
            burn += g.result.burn_outs > 0
        n = len(gs)
        pair_rows.append({
            "decks": [a, b],
            "names": [names[a], names[b]],
            "mirror": mirror,
            "games": n,
            "sides": [{"deck": sides[s], "name": names[sides[s]], **_rate(wins[s], n),
                       "seat0_games": seat0[s],
                       "going_first": _rate(side_first[s][1], side_first[s][0]),
                       "going_second": _rate(side_second[s][1], side_second[s][0])}
                      for s in (0, 1)],
            "no_winner": no_winner,
            "first_player": _rate(first_wins, n),
            "turns": _turns([g.result.turns for g in gs]),
            "decisions_mean": sum(g.result.decisions for g in gs) / n if n else 0.0,
            "terminations": dict(Counter(g.result.termination for g in gs).most_common()),
            "games_with_burn_out": burn,
            "points_by_turn": _points_by_turn(gs),
        })
    all_games = [g for gs in by_pair for g in gs]
    n_all = len(all_games)
    first_all = sum(1 for g in all_games if g.winner_side is not None and g.winner_side == g.first_side)
    return {
        "games": n_all,
        "decks": [{"index": i, "name": name, **_rate(deck_wins[i], deck_games[i]),
                   "going_first": _rate(first[i][1], first[i][0]),
                   "going_second": _rate(second[i][1], second[i][0])}
                  for i, name in enumerate(names)],
        "pairings": pair_rows,
        "first_player": _rate(first_all, n_all),
        "no_winner": sum(1 for g in all_games if g.winner_side is None),
        "turns": _turns([g.result.turns for g in all_games]),
        "terminations": dict(Counter(g.result.termination for g in all_games).most_common()),
    }


def pick_examples(games: Sequence[MatchupGame], k: int = 3) -> list[MatchupGame]:
    """Up to ``k`` games worth reading: the shortest, the longest and one of median length (ties go
    to the lowest index), in that order."""
    if not games:
        return []
    by_len = sorted(games, key=lambda g: (g.result.turns, g.result.index))
    picks = [by_len[0], by_len[-1], by_len[(len(by_len) - 1) // 2]]
    out: list[MatchupGame] = []
    for g in picks:
        if all(g.result.index != o.result.index for o in out):
            out.append(g)
    return out[:k]


# --- example games ---------------------------------------------------------------------------------

def example_games(run: MatchupRun, k: int = 3, record_dir: Path | None = None,
                  stem: str = "matchup") -> list[dict[str, Any]]:
    """Up to ``k`` example games (see :func:`pick_examples`), each played again in full: their
    facts and log text and, when ``record_dir`` is given, a game record written there as
    ``<stem>-game-<index>.json`` (``record`` is its path)."""
    out = []
    for g in pick_examples(run.games, k):
        game = run.replay(g)
        r = g.result
        outcome = game.outcome()
        if outcome is None or game.turn != r.turns or (outcome.winners[:1] or (None,))[0] != r.winner:
            raise RuntimeError(f"game {r.index} (seed {r.seed}) did not replay the same: "
                               "the engine or a bot is not deterministic")
        seat_decks = [run.decks[g.sides[g.seat_of(0)]].name, run.decks[g.sides[g.seat_of(1)]].name]
        entry: dict[str, Any] = {
            "index": r.index, "seed": r.seed, "pairing": g.pairing, "decks": seat_decks,
            "bots": [run.bot, run.bot], "first": r.first, "winner": r.winner,
            "winner_deck": seat_decks[r.winner] if r.winner is not None else None,
            "turns": r.turns, "decisions": r.decisions, "termination": r.termination,
            "points": list(r.points), "record": None, "log": game.log_text(),
        }
        if record_dir is not None:
            record_dir.mkdir(parents=True, exist_ok=True)
            path = record_dir / f"{stem}-game-{r.index}.json"
            save_record(game, path)
            entry["record"] = str(path)
        out.append(entry)
    return out


# --- multiplayer modes: one table, the decks rotating round it ----------------------------------------

def table_seats(mode: Mode, k: int) -> tuple[int, ...]:
    """The deck in each seat of game ``k`` of a table run: the list of decks rotated by ``k``
    places, so every deck sits in every seat equally often. Teammates stay together: in 2v2 seats
    0 and 2 are one team (489.5.c), and decks 0 and 2 (and 1 and 3) always share a team."""
    n = mode.players
    return tuple((s + k) % n for s in range(n))


@dataclass(frozen=True, slots=True)
class TableGame:
    """One game of a table run: the deck index in each seat, and the result (in seats)."""

    seats: tuple[int, ...]
    result: GameResult

    def deck_won(self, deck: int) -> bool:
        return any(self.seats[s] == deck for s in self.result.winners)


def plan_table(mode: Mode, games: int, seed: int, bots: Sequence[str]) -> list[GameJob]:
    """The jobs of a table run: game ``k`` has the seed ``game_seed(seed, k)``, the decks of
    :func:`table_seats` and, in each seat, the bot of the deck sitting there (``bots[deck]``)."""
    if len(bots) != mode.players:
        raise ValueError(f"need one bot per deck ({mode.players}), got {len(bots)}")
    jobs = []
    for k in range(games):
        seats = table_seats(mode, k)
        jobs.append(GameJob(k, game_seed(seed, k), seats, tuple(bots[d] for d in seats)))
    return jobs


@dataclass
class TableRun:
    """The games of a table run and how they were played."""

    mode: Mode
    decks: list[Deck]
    games: list[TableGame]
    seed: int
    bots: tuple[str, ...]
    seconds: float
    workers: int | None
    backend: str

    def summary(self) -> dict[str, Any]:
        data = summarize_table(deck_labels(self.decks), self.mode, self.games)
        data.update(seed=self.seed, bots=list(self.bots), backend=self.backend, workers=self.workers,
                    seconds=self.seconds)
        for d, deck in zip(data["decks"], self.decks, strict=True):
            d["source"] = deck.source
        secs = self.seconds
        data["games_per_second"] = len(self.games) / secs if secs > 0 else 0.0
        data["decisions_per_second"] = (sum(g.result.decisions for g in self.games) / secs
                                        if secs > 0 else 0.0)
        return data


def deck_labels(decks: Sequence[Deck]) -> list[str]:
    """The decks' names, numbered where a name repeats ("Origins Viktor #2")."""
    names = [d.name for d in decks]
    seen: Counter[str] = Counter()
    out = []
    for name in names:
        seen[name] += 1
        out.append(f"{name} #{seen[name]}" if names.count(name) > 1 else name)
    return out


def run_table(decks: Sequence[Deck], mode: Mode, games: int, seed: int, *,
              bots: Sequence[str] | None = None, bot_options: BotOptions | None = None,
              workers: int | None = 1, backend: str = "local", ray_address: str | None = None,
              on_game: GameHook | None = None,
              progress: Callable[[int, Played], None] | None = None) -> TableRun:
    """Play ``games`` games of ``mode`` with one deck per seat, rotating round the table (see
    :func:`table_seats`); the results, in game order, are the same for any ``workers``."""
    if len(decks) != mode.players:
        raise ValueError(f"{mode.name} needs {mode.players} decks, got {len(decks)}")
    if games < 1:
        raise ValueError(f"games must be at least 1, got {games}")
    names = check_bots(tuple(bots) if bots is not None else ("random",) * mode.players)
    jobs = plan_table(mode, games, seed, names)
    spec = RunSpec(tuple(decks), dict(bot_options or {}), log=True, on_game=on_game, mode=mode)
    start = time.perf_counter()
    played = run_jobs(spec, jobs, workers=workers, backend=backend, ray_address=ray_address,
                      progress=progress)
    elapsed = time.perf_counter() - start
    out = [TableGame(p.job.seats, p.result) for p in played]
    return TableRun(mode, list(decks), out, seed, names, elapsed, workers, backend)


def summarize_table(names: Sequence[str], mode: Mode, games: Sequence[TableGame]) -> dict[str, Any]:
    """The report's numbers for a table run (a JSON-ready dict): per deck, its wins (a team win
    counts for both teammates, 489.6.a.3) with a 95% Wilson interval, and its record going first;
    per seat; per place in the turn order (the first player skips a draw and the last gets a rune,
    487.7, 488.7, 489.7); per team of decks in 2v2; how games ended and how long they were.
    ``chance`` is the win rate of a deck that wins as often as the others: one over the number of
    sides."""
    n = len(games)
    players = mode.players
    sides = len(set(mode.teams))
    deck_rows = []
    for d, name in enumerate(names):
        wins = sum(g.deck_won(d) for g in games)
        first = [g for g in games if g.seats[g.result.first] == d]
        deck_rows.append({
            "index": d, "name": name, **_rate(wins, n),
            "going_first": _rate(sum(g.deck_won(d) for g in first), len(first)),
            "points_mean": (sum(g.result.points[g.seats.index(d)] for g in games) / n) if n else 0.0,
        })
    seat_rows = [{"seat": s, "team": mode.teams[s],
                  **_rate(sum(s in g.result.winners for g in games), n)} for s in range(players)]
    order_rows = [{"place": i + 1,
                   **_rate(sum((g.result.first + i) % players in g.result.winners for g in games), n)}
                  for i in range(players)]
    out: dict[str, Any] = {
        "mode": mode.name, "mode_rule": mode.rule, "players": players, "teams": list(mode.teams),
        "games": n, "chance": 1 / sides, "decks": deck_rows, "seats": seat_rows,
        "turn_order": order_rows,
        "no_winner": sum(not g.result.winners for g in games),
        "turns": _turns([g.result.turns for g in games]),
        "decisions_mean": sum(g.result.decisions for g in games) / n if n else 0.0,
        "terminations": dict(Counter(g.result.termination for g in games).most_common()),
        "games_with_burn_out": sum(g.result.burn_outs > 0 for g in games),
    }
    if mode.has_teammates:
        teams: dict[tuple[int, ...], list[int]] = {}
        for g in games:
            for t in sorted(set(mode.teams)):
                members = tuple(sorted(g.seats[s] for s in range(players) if mode.teams[s] == t))
                rec = teams.setdefault(members, [0, 0])
                rec[0] += 1
                rec[1] += any(mode.teams[s] == t for s in g.result.winners)
        out["team_decks"] = [{"decks": list(k), "names": [names[d] for d in k], **_rate(w, gn)}
                             for k, (gn, w) in sorted(teams.items())]
    return out


def default_table_decks(mode: Mode) -> list[Deck]:
    """The decks a table run of ``mode`` plays by default: the three Origins champion decks (Jinx,
    Lee Sin, Viktor) and, with four players, Viktor again. Jinx and Lee Sin bring a battlefield of
    the same name, so they may not be teammates (489.8.i); Viktor shares none and its legend may
    repeat across teams (489.8.h), so in 2v2 the teams are Jinx + Viktor and Lee Sin + Viktor."""
    decks = list(origins_decks())
    if mode.players == 3:
        return decks
    if mode.players == 4:
        return decks + [decks[2]]
    raise ValueError(f"{mode.name} is played by pairings of decks, not one table")
