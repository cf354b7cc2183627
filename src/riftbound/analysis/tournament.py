"""Round robins between bots: who beats whom, with 95% Wilson intervals.

Every pairing plays ``games`` Duels on two decks (by default the built-in practice decks, deck 0 in
seat 0). The bots swap seats from one game to the next, so each plays each deck equally often, and
game ``i`` of every pairing uses the same game seed (:func:`riftbound.analysis.simulate.game_seed`), so
pairings meet the same deals. Each bot's seed is derived from the game seed and its seat. With an
iteration budget for ISMCTS the whole run is reproducible from its seed.

>>> from riftbound.analysis.tournament import round_robin
>>> result = round_robin(["random", "greedy"], games=2, seed=1)
>>> [(p.a, p.b, p.games) for p in result.pairs]
[('random', 'greedy', 2)]
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from itertools import combinations
from typing import Any

from ..bots import BOTS, Bot, drive, make_bot
from ..decks import Deck, builtin_decks
from ..game import Game
from ..modes import DUEL
from .simulate import MAX_DECISIONS, game_seed
from .stats import wilson_interval

__all__ = ["MatchGame", "PairResult", "TournamentResult", "play_pair_game", "round_robin"]


@dataclass(frozen=True, slots=True)
class MatchGame:
    """One game of a pairing: the seat of bot ``a``, the winning seat (None if none), and length."""

    index: int
    seed: int
    a_seat: int
    winner: int | None
    first: int
    turns: int
    decisions: int


@dataclass
class PairResult:
    """The games between bots ``a`` and ``b``."""

    a: str
    b: str
    games: int = 0
    wins_a: int = 0
    wins_b: int = 0
    no_winner: int = 0
    turns: int = 0
    records: list[MatchGame] = field(default_factory=list)

    def add(self, g: MatchGame) -> None:
        self.games += 1
        self.turns += g.turns
        self.records.append(g)
        if g.winner is None:
            self.no_winner += 1
        elif g.winner == g.a_seat:
            self.wins_a += 1
        else:
            self.wins_b += 1

    @property
    def rate_a(self) -> float:
        return self.wins_a / self.games if self.games else 0.0

    def ci_a(self) -> tuple[float, float]:
        """95% Wilson interval of ``a``'s win rate (games without a winner count as not won)."""
        return wilson_interval(self.wins_a, self.games)

    def as_dict(self) -> dict[str, Any]:
        lo, hi = self.ci_a()
        return {"a": self.a, "b": self.b, "games": self.games, "wins_a": self.wins_a,
                "wins_b": self.wins_b, "no_winner": self.no_winner, "rate_a": self.rate_a,
                "ci95_a": [lo, hi], "mean_turns": self.turns / self.games if self.games else 0.0,
                # per game: [game seed, a's seat, winning seat or None, first seat, turns]
                "records": [[r.seed, r.a_seat, r.winner, r.first, r.turns] for r in self.records]}


@dataclass
class TournamentResult:
    """A round robin's pairings, per-bot totals and search speed."""

    bots: list[str]
    games_per_pair: int
    seed: int
    options: dict[str, dict[str, Any]]
    pairs: list[PairResult]
    seconds: float = 0.0
    #: per bot: simulations and seconds of search (bots that search: ISMCTS)
    search: dict[str, dict[str, float]] = field(default_factory=dict)

    def standings(self) -> list[dict[str, Any]]:
        """Per bot: games, wins and win rate with its 95% Wilson interval over all its pairings."""
        out = []
        for name in self.bots:
            games = wins = 0
            for p in self.pairs:
                if p.a == name:
                    games, wins = games + p.games, wins + p.wins_a
                elif p.b == name:
                    games, wins = games + p.games, wins + p.wins_b
            lo, hi = wilson_interval(wins, games)
            row: dict[str, Any] = {"bot": name, "games": games, "wins": wins,
                                   "rate": wins / games if games else 0.0, "ci95": [lo, hi]}
            s = self.search.get(name)
            if s and s["seconds"] > 0:
                row["simulations_per_second"] = s["simulations"] / s["seconds"]
            out.append(row)
        return out

    def as_dict(self) -> dict[str, Any]:
        return {"bots": self.bots, "games_per_pair": self.games_per_pair, "seed": self.seed,
                "options": self.options, "seconds": self.seconds,
                "pairs": [p.as_dict() for p in self.pairs], "standings": self.standings(),
                "search": self.search}


def play_pair_game(a: str, b: str, decks: Sequence[Deck], index: int, seed: int,
                   options: dict[str, dict[str, Any]] | None = None,
                   search: dict[str, dict[str, float]] | None = None) -> MatchGame:
    """Play game ``index`` of the pairing ``a`` vs ``b``: ``a`` sits in seat ``index % 2``.

    ``search``, if given, accumulates the simulations and search seconds of bots that report them.
    """
    options = options or {}
    gseed = game_seed(seed, index)
    a_seat = index % 2
    names = [a, b] if a_seat == 0 else [b, a]
    bots: list[Bot] = [make_bot(n, gseed * 2 + seat, **options.get(n, {}))
                       for seat, n in enumerate(names)]
    game = Game.new(decks, mode=DUEL, seed=gseed, log=False)
    n = drive(game, bots, max_decisions=MAX_DECISIONS, label=f"game {index} (seed {gseed})")
    if search is not None:
        for name, bot in zip(names, bots, strict=True):
            sims = getattr(bot, "simulations", None)
            if sims:
                s = search.setdefault(name, {"simulations": 0.0, "seconds": 0.0})
                s["simulations"] += sims
                s["seconds"] += getattr(bot, "search_seconds", 0.0)
    out = game.outcome()
    assert out is not None
    return MatchGame(index=index, seed=gseed, a_seat=a_seat,
                     winner=out.winners[0] if out.winners else None,
                     first=game.state.first_player, turns=game.turn, decisions=n)


def round_robin(bots: Sequence[str], games: int, seed: int = 1, decks: Sequence[Deck] | None = None,
                options: dict[str, dict[str, Any]] | None = None,
                progress: Callable[[], None] | None = None) -> TournamentResult:
    """Every pair of ``bots`` (names in :data:`riftbound.bots.BOTS`) plays ``games`` Duels.

    ``options`` maps a bot name to its constructor options (e.g. ``{"ismcts": {"iterations": 200}}``);
    ``progress()`` is called after every game.
    """
    names = list(dict.fromkeys(bots))
    unknown = [n for n in names if n not in BOTS]
    if unknown:
        raise KeyError(f"unknown bot(s) {', '.join(unknown)}; known: {', '.join(BOTS)}")
    if len(names) < 2:
        raise ValueError("a round robin needs at least two different bots")
    if games < 1:
        raise ValueError("games must be at least 1")
    decks = list(decks) if decks is not None else list(builtin_decks())
    options = {k: dict(v) for k, v in (options or {}).items()}
    result = TournamentResult(names, games, seed, options, [])
    start = time.perf_counter()
    for a, b in combinations(names, 2):
        pair = PairResult(a, b)
        for i in range(games):
            pair.add(play_pair_game(a, b, decks, i, seed, options, result.search))
            if progress is not None:
                progress()
        result.pairs.append(pair)
    result.seconds = time.perf_counter() - start
    return result
