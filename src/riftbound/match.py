"""A Match: a best-of-three (or best-of-five) series of games between two decks (rule 486).

``TRnnn`` cites rule nnn of the Tournament Rules of 2026-07-16 (best of three, who plays first);
bare numbers are Core Rules.

:class:`Match` runs the series around ordinary :class:`~riftbound.game.Game` s of the ``MATCH`` mode,
in which each player selects their battlefield as a decision (486.5). Between games it keeps what
the rules carry over:

- **Game wins (486.6).** The winner of a game earns a game win; the first to ``best_of // 2 + 1``
  wins the match. A game without a winner counts for nobody (TR404.3).
- **Battlefields (486.5, 486.5.a, 486.6.a).** After a game with a winner, the battlefields in play
  are removed: each player selects the next one from those set aside. After a game without a
  winner the same battlefields are used again (486.5.a; TR406.1.b). In a best of
  five, games 4 and 5 may present a removed battlefield, once each player has presented all three
  (486.6.a.1) and never more than twice in the match (486.6.a.2). A game is offered only the
  battlefields its player may present: the deck of that game holds just those.
- **Who plays first (TR407).** For game 1 a designated player, drawn from the match
  seed (TR407.2), chooses to play first or last; after a game with a winner the loser chooses
  (TR407.4); after one without, the first player stays the same. The choice is the player's: it is
  passed to :meth:`Match.new_game` (``play_first``), or by :meth:`Match.play` from a policy.

Determinism: the match seed fixes the designated player and every game's seed. Game ``k``'s seed
is the first of a fixed sequence of seeds derived from ``(seed, k)`` whose own first-player draw
(rule 115) gives the first player the chooser picked, so every game is an ordinary game that
replays from its decks and seed (:meth:`MatchGame.replay`).

Decks are checked once, whole (rule 103, three battlefields), when the match is made; the games
then use copies of them that hold only the battlefields allowed in that game.
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .analysis.parallel import run_map
from .analysis.simulate import MAX_DECISIONS, BotOptions, check_bots, game_seed, make_bot
from .analysis.stats import GameResult, wilson_interval
from .bots import Bot, drive
from .decks import Deck, DeckError, validate_deck
from .formats.records import save_record
from .game import Game
from .modes import MATCH, Mode
from .rng import Rng, seed_state

__all__ = [
    "MAX_GAMES", "Match", "MatchError", "MatchGame", "PlayFirst", "SeriesJob", "SeriesResult",
    "PLAY_FIRST", "SeriesSpec", "always_play_first", "always_play_last", "play_first_at_random",
    "play_series", "run_series", "summarize_series",
]

MAX_GAMES = 15
"""A series stops after this many games even without a match winner (only games without a winner
can prolong it); the match is then decided on game wins, or drawn (TR408.3.a, TR408.3.b)."""

_ATTEMPTS = 64  # seeds tried per game for the chosen first player: each has a one-in-two chance

PlayFirst = Callable[["Match", int], bool]
"""``policy(match, seat) -> True`` to play first, False to play last (TR407)."""


def always_play_first(match: Match, seat: int) -> bool:
    """The default policy of :meth:`Match.play`: the player who chooses always plays first."""
    return True


def always_play_last(match: Match, seat: int) -> bool:
    """The player who chooses always plays last."""
    return False


def play_first_at_random(match: Match, seat: int) -> bool:
    """The player who chooses tosses a coin, seeded by the match seed and the game's number."""
    return Rng(seed_state(match.seed * 16 + len(match.games) + 1)).below(2) == 0


PLAY_FIRST: dict[str, PlayFirst] = {
    "first": always_play_first, "last": always_play_last, "random": play_first_at_random}
"""The play-first policies by name (``riftbound match --choose``)."""


class MatchError(ValueError):
    """A Match used out of order (a game asked for after the end, a game recorded twice, ...)."""


@dataclass(frozen=True)
class MatchGame:
    """One game of a series: its number (1-based), seed and decks (with the battlefields that game
    allowed), who chose who plays first and what they chose, who went first, the battlefield each
    seat put in play (an index into the full deck's battlefields; None if the game ended, by a
    concession, before it was placed) and the result."""

    number: int
    seed: int
    decks: tuple[Deck, Deck]
    chooser: int | None
    chose_first: bool | None
    first: int
    placed: tuple[int | None, int | None]
    result: GameResult

    @property
    def winner(self) -> int | None:
        return self.result.winner

    def replay(self) -> Game:
        """The game set up again from its decks and seed (to be played on with the same actions)."""
        return Game.new(list(self.decks), MATCH, seed=self.seed, check_decks=False)


class Match:
    """A best-of-``best_of`` series between ``decks[0]`` (seat 0) and ``decks[1]`` (seat 1).

    Either drive it game by game (:meth:`new_game`, play the game, :meth:`finish_game`) or let bots
    play it all (:meth:`play`). ``wins``, ``games``, :meth:`is_over` and :attr:`winner` report the
    series.
    """

    def __init__(self, decks: Sequence[Deck], seed: int = 0, best_of: int = 3, *,
                 mode: Mode = MATCH, check_decks: bool = True) -> None:
        if best_of not in (3, 5):
            raise ValueError(f"a Match is best of 3 (486.6) or best of 5 (486.6.a), not {best_of}")
        if len(decks) != 2:
            raise ValueError(f"a Match is between 2 decks (486.1), got {len(decks)}")
        self.decks: tuple[Deck, Deck] = (decks[0], decks[1])
        self.seed = seed
        self.best_of = best_of
        self.mode = mode
        if check_decks:
            for deck in self.decks:  # 486.4.a: whole decks, all their battlefields, at the start
                if deck.as_sold and len(deck.battlefields) < mode.battlefields_per_deck:
                    raise DeckError(deck.source or deck.name, [
                        f"486.5: a Match sets aside the battlefields of each game won and presents "
                        f"another; this product deck, played as sold, ships "
                        f"{len(deck.battlefields)} (ruling 87); play it in a Duel"])
                if not deck.practice:
                    validate_deck(deck, battlefields_needed=mode.battlefields_per_deck)
            Game.new(list(self.decks), mode, seed=0, log=False)  # rule 103 and unplayable cards
        self.wins = [0, 0]
        self.games: list[MatchGame] = []
        #: per seat, how many times each battlefield was presented in a game with a winner
        self.presented = [[0] * len(d.battlefields) for d in self.decks]
        self.designated = Rng(seed_state(seed)).below(2)  # TR407.1, TR407.2
        self._pending: tuple[Game, int, int | None, bool | None, tuple[Deck, Deck]] | None = None

    # --- the series --------------------------------------------------------------------------

    @property
    def wins_needed(self) -> int:
        return self.best_of // 2 + 1

    @property
    def winner(self) -> int | None:
        """The seat that won the match: the first to the wins needed (486.6); after
        :data:`MAX_GAMES` games, the one with more game wins (TR408.3.a); else None."""
        for seat in (0, 1):
            if self.wins[seat] >= self.wins_needed:
                return seat
        if len(self.games) >= MAX_GAMES and self.wins[0] != self.wins[1]:
            return 0 if self.wins[0] > self.wins[1] else 1
        return None

    def is_over(self) -> bool:
        return self.winner is not None or len(self.games) >= MAX_GAMES

    def chooser(self) -> int | None:
        """Who chooses to play first or last in the next game: the designated player for game 1
        (TR407.1), the loser of the previous game (TR407.4), or None after a game
        without a winner (the first player stays the same, TR407.4)."""
        if not self.games:
            return self.designated
        last = self.games[-1]
        if last.winner is None:
            return None
        return 1 - last.winner

    def allowed_battlefields(self, seat: int) -> tuple[int, ...]:
        """Indexes (into the full deck's battlefields) ``seat`` may present in the next game."""
        n = len(self.games) + 1
        last = self.games[-1] if self.games else None
        again = last.placed[seat] if last is not None and last.winner is None else None
        if again is not None:
            return (again,)  # 486.5.a, TR406.1.b
        counts = self.presented[seat]
        fresh = tuple(i for i, c in enumerate(counts) if c == 0)
        if fresh:
            return fresh  # 486.5: one of those set aside
        if self.best_of == 5 and n >= 4:
            return tuple(i for i, c in enumerate(counts) if c < 2)  # 486.6.a, 486.6.a.1-2
        return ()

    # --- game by game -------------------------------------------------------------------------

    def new_game(self, play_first: bool = True, *, log: bool = True) -> Game:
        """Set up the next game. ``play_first`` is the choosing player's choice (:meth:`chooser`);
        it is ignored after a game without a winner. The game stops at its first decision
        (each player's battlefield choice, 486.5)."""
        if self.is_over():
            raise MatchError("the match is over")
        if self._pending is not None:
            raise MatchError("the previous game has not been finished (finish_game)")
        number = len(self.games) + 1
        decks = []
        for seat, deck in enumerate(self.decks):
            allowed = self.allowed_battlefields(seat)
            if not allowed:
                raise MatchError(f"seat {seat} has no battlefield left to present in game {number}")
            decks.append(dataclasses.replace(
                deck, battlefields=tuple(deck.battlefields[i] for i in allowed)))
        chooser = self.chooser()
        if chooser is None:
            first = self.games[-1].first
            choice = None
        else:
            choice = play_first
            first = chooser if play_first else 1 - chooser
        pair = (decks[0], decks[1])
        for attempt in range(_ATTEMPTS):
            gseed = ((self.seed * 16 + number) * _ATTEMPTS + attempt)
            game = Game.new(list(pair), self.mode, seed=gseed, log=log, check_decks=False)
            if game.state.first_player == first:
                self._pending = (game, gseed, chooser, choice, pair)
                return game
        raise RuntimeError(f"no seed of game {number} gives seat {first} the first turn")  # 2**-64

    def finish_game(self, game: Game, decisions: int = 0) -> MatchGame:
        """Record the finished ``game`` (the one :meth:`new_game` returned): a game win for its
        winner and the battlefields it presented."""
        if self._pending is None or self._pending[0] is not game:
            raise MatchError("finish_game takes the game new_game returned, once")
        out = game.outcome()
        if out is None:
            raise MatchError("the game is not over")
        _, gseed, chooser, choice, pair = self._pending
        g = game.state
        placed: list[int | None] = [None, None]
        for b in g.battlefields:
            # what was presented there: the place's card, in play or replaced (438.1.a)
            first = next((c for c in (b.cid, *b.replaced) if c >= 0 and not g.cards[c].is_token), -1)
            if first < 0:
                continue  # a battlefield token added during the game was presented by no one
            seat = g.owner[first]
            placed[seat] = self.decks[seat].battlefields.index(g.cards[first].id)
        winner = out.winners[0] if out.winners else None
        result = GameResult(
            index=len(self.games), seed=gseed, winner=winner, first=g.first_player, turns=game.turn,
            decisions=decisions, termination=out.termination.value,
            points=(game.points(0), game.points(1)),
            burn_outs=sum(1 for e in (g.log or ()) if e.kind == "burn_out"),
            winners=tuple(out.winners))
        mg = MatchGame(len(self.games) + 1, gseed, pair, chooser, choice, g.first_player,
                       (placed[0], placed[1]), result)
        if winner is not None:
            self.wins[winner] += 1  # 486.6: one game win
            for seat in (0, 1):
                index = placed[seat]
                if index is not None:
                    self.presented[seat][index] += 1  # 486.5: removed for the next games
        self.games.append(mg)
        self._pending = None
        return mg

    def play(self, bots: Sequence[Bot] | Callable[[int, int], Sequence[Bot]], *,
             play_first: PlayFirst = always_play_first, max_decisions: int = 100_000,
             log: bool = False, on_game: Callable[[int, Game], None] | None = None) -> Match:
        """Play the rest of the series with ``bots`` (one per seat, or ``bots(game_number,
        game_seed)`` giving fresh ones per game); ``play_first`` answers the play-first choice;
        ``on_game(number, game)`` sees each finished game (to save its record, say)."""
        while not self.is_over():
            chooser = self.chooser()
            game = self.new_game(play_first(self, chooser) if chooser is not None else True, log=log)
            assert self._pending is not None
            players = bots(len(self.games) + 1, self._pending[1]) if callable(bots) else bots
            n = drive(game, players, max_decisions=max_decisions,
                      label=f"game {len(self.games) + 1} of match seed {self.seed}")
            self.finish_game(game, n)
            if on_game is not None:
                on_game(len(self.games), game)
        return self

    def as_dict(self) -> dict[str, Any]:
        """The series as plain data: decks, game wins, the winner and every game."""
        return {
            "best_of": self.best_of, "seed": self.seed, "designated": self.designated,
            "decks": [d.name for d in self.decks], "wins": list(self.wins), "winner": self.winner,
            "games": [{"number": m.number, "seed": m.seed, "chooser": m.chooser,
                       "chose_first": m.chose_first, "first": m.first, "placed": list(m.placed),
                       "battlefields": [None if i is None else self.decks[s].battlefields[i]
                                        for s, i in enumerate(m.placed)],
                       **{k: v for k, v in m.result.to_dict().items() if k not in ("index", "seed", "first")}}
                      for m in self.games],
        }


# --- many series -------------------------------------------------------------------------------------

@dataclass(frozen=True)
class SeriesSpec:
    """What every series of a run shares; sent to each worker once."""

    decks: tuple[Deck, Deck]
    best_of: int = 3
    bot_options: BotOptions = dataclasses.field(default_factory=dict)
    #: the name of the play-first policy of both players (:data:`PLAY_FIRST`)
    choose: str = "first"
    #: where to save the games' records (``series-<i>-game-<n>.json``), of every ``save_every``-th
    #: series; None: not saved
    save_dir: str | None = None
    save_every: int = 1


@dataclass(frozen=True, slots=True)
class SeriesJob:
    """One series of a run: its index, its match seed and a bot name per seat."""

    index: int
    seed: int
    bots: tuple[str, str]


@dataclass(frozen=True, slots=True)
class SeriesResult:
    """What one played series leaves for the report."""

    index: int
    seed: int
    winner: int | None
    wins: tuple[int, int]
    designated: int
    games: tuple[GameResult, ...]


def play_series(spec: SeriesSpec, job: SeriesJob) -> SeriesResult:
    """Play one series with fresh seeded bots every game (what workers run); whoever chooses who
    plays first answers with the run's policy (:data:`PLAY_FIRST`)."""
    match = Match(spec.decks, job.seed, spec.best_of, check_decks=False)

    def bots(number: int, gseed: int) -> list[Bot]:
        return [make_bot(name, gseed * 2 + seat, spec.bot_options)
                for seat, name in enumerate(job.bots)]

    saving = spec.save_dir is not None and job.index % spec.save_every == 0

    def save(number: int, game: Game) -> None:
        path = Path(str(spec.save_dir)) / f"series-{job.index:05d}-game-{number}.json"
        path.parent.mkdir(parents=True, exist_ok=True)
        save_record(game, path)

    match.play(bots, play_first=PLAY_FIRST[spec.choose], max_decisions=MAX_DECISIONS,
               on_game=save if saving else None, log=False)
    return SeriesResult(job.index, job.seed, match.winner, (match.wins[0], match.wins[1]),
                        match.designated, tuple(m.result for m in match.games))


def run_series(decks: Sequence[Deck], series: int, seed: int, *, best_of: int = 3,
               bots: Sequence[str] = ("random", "random"), bot_options: BotOptions | None = None,
               choose: str = "first", workers: int | None = 1, backend: str = "local",
               ray_address: str | None = None,
               progress: Callable[[int, SeriesResult], None] | None = None,
               save_dir: str | None = None, save_every: int = 1) -> list[SeriesResult]:
    """Play ``series`` seeded matches between ``decks[0]`` (seat 0) and ``decks[1]`` (seat 1).

    Series ``i`` has the match seed ``game_seed(seed, i)``, so the results, in series order, are the
    same for any ``workers`` and backend (see :func:`riftbound.analysis.parallel.run_map`).
    """
    if len(bots) != 2:
        raise ValueError(f"need one bot per seat (2), got {len(bots)}")
    names = check_bots(bots)
    if choose not in PLAY_FIRST:
        raise ValueError(f"unknown play-first policy {choose!r}; known: {', '.join(PLAY_FIRST)}")
    Match(decks, 0, best_of)  # checks the decks and best_of here, before any worker starts
    spec = SeriesSpec((decks[0], decks[1]), best_of, dict(bot_options or {}), choose, save_dir,
                      save_every)
    jobs = [SeriesJob(i, game_seed(seed, i), (names[0], names[1])) for i in range(series)]
    return run_map(play_series, spec, jobs, workers=workers, backend=backend,
                   ray_address=ray_address, on_result=progress)


def _rate(wins: int, n: int) -> dict[str, Any]:
    lo, hi = wilson_interval(wins, n)
    return {"games": n, "wins": wins, "rate": wins / n if n else 0.0, "ci95": [lo, hi]}


def summarize_series(names: Sequence[str], results: Sequence[SeriesResult]) -> dict[str, Any]:
    """The report of a run of series (a JSON-ready dict): per deck, series wins and game wins with
    95% Wilson intervals; the scores (seat 0's game wins first), drawn series, games per series,
    the first player's game win rate and how games ended."""
    n = len(results)
    games = [g for r in results for g in r.games]
    decided = [g for g in games if g.winner is not None]
    decks = []
    for seat, name in enumerate(names):
        decks.append({
            "seat": seat, "name": name,
            "series": _rate(sum(r.winner == seat for r in results), n),
            "game_wins": _rate(sum(g.winner == seat for g in games), len(games)),
            "went_first": sum(g.first == seat for g in games),
        })
    scores = Counter(f"{r.wins[0]}-{r.wins[1]}" for r in results)
    return {
        "series": n,
        "games": len(games),
        "decks": decks,
        "scores": dict(sorted(scores.items(), key=lambda kv: (-kv[1], kv[0]))),
        "drawn_series": sum(r.winner is None for r in results),
        "games_without_winner": len(games) - len(decided),
        "games_per_series": len(games) / n if n else 0.0,
        "first_player": _rate(sum(g.winner == g.first for g in decided), len(decided)),
        "designated_won_series": _rate(sum(r.winner == r.designated for r in results), n),
        "turns_mean": sum(g.turns for g in games) / len(games) if games else 0.0,
        "terminations": dict(Counter(g.termination for g in games).most_common()),
        "games_with_burn_out": sum(g.burn_outs > 0 for g in games),
    }
