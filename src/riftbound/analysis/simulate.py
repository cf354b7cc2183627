"""Seeded self-play between decks, with bots, in parallel, for win rates and engine health reports.

Every game's seed is derived from ``(seed, index)`` alone (:func:`game_seed`), and each bot's seed
from the game's seed and its seat, so a run is reproducible game by game whatever the number of
workers or the backend: the game reported as index ``i`` of seed ``s`` can be replayed on its own
with :func:`play_one` (or :func:`replay` to get the :class:`~riftbound.game.Game` with its log).

The layers:

- :func:`play_game` / :func:`play_one` play one game in this process.
- :func:`run_jobs` plays a list of :class:`GameJob` s (any decks in any seats, any bots) on the
  local cores or on Ray (:mod:`riftbound.analysis.parallel`) and returns :class:`Played` records in job
  order. An optional ``on_game(game, job, result)`` hook of the :class:`RunSpec` runs in the worker
  right after each game, while the full :class:`Game` is at hand; whatever it returns comes back
  as ``Played.extra``. A hook can write the game to a file (a game record, say) or boil its log
  down to the few numbers a report needs, so whole games never cross process boundaries.
- :func:`simulate` is the simple form: ``games`` Duels between two fixed decks.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..bots import BOTS, Bot, drive
from ..decks import Deck
from ..game import Game
from ..modes import DUEL, Mode
from .parallel import run_map
from .stats import GameResult

__all__ = [
    "GameHook", "GameJob", "GameResult", "MAX_DECISIONS", "Played", "RunSpec", "UnknownBotError",
    "check_bots", "game_seed", "make_bot", "play_game", "play_job", "play_one", "replay", "run_jobs",
    "simulate",
]

MAX_DECISIONS = 100_000
"""A guard against a runaway game: no practice game comes near it, and every game must end."""

BotOptions = Mapping[str, Mapping[str, Any]]
"""Constructor options per bot name, e.g. ``{"ismcts": {"iterations": 200}}``."""


def game_seed(seed: int, index: int) -> int:
    """The seed of game ``index`` of a run: spaced by a prime so runs with nearby seeds don't
    share games (seed 1 game 1 is not seed 2 game 0)."""
    return seed * 1_000_003 + index


# --- bots ----------------------------------------------------------------------------------------

class UnknownBotError(ValueError):
    """A bot name that is not in :data:`riftbound.bots.BOTS`."""


def check_bots(names: Sequence[str]) -> tuple[str, ...]:
    """The names, checked against the registry; raises :class:`UnknownBotError` naming the known
    bots. (The registry is read at call time, so bots added to it later are found.)"""
    for name in names:
        if name not in BOTS:
            raise UnknownBotError(f"unknown bot {name!r}; known bots: {', '.join(sorted(BOTS))}")
    return tuple(names)


def make_bot(name: str, seed: int, options: BotOptions | None = None) -> Bot:
    """A new bot of registry ``name``: ``BOTS[name](seed=seed, **options[name])``."""
    check_bots([name])
    opts = dict((options or {}).get(name, {}))
    bot: Bot = BOTS[name](seed=seed, **opts)
    return bot


def _bot_seed(gseed: int, seats: int, seat: int) -> int:
    return gseed * seats + seat


# --- one game --------------------------------------------------------------------------------------

def play_game(decks: Sequence[Deck], gseed: int, index: int = 0, *, bots: Sequence[str] | None = None,
              bot_options: BotOptions | None = None, log: bool = True, mode: Mode = DUEL,
              check_decks: bool = True) -> tuple[Game, GameResult]:
    """Play one game of ``mode`` (a Duel by default), deck ``i`` in seat ``i`` with bot ``bots[i]``
    (default: random bots), all seeded from ``gseed``; returns the finished game and its
    :class:`GameResult`.

    With the log on, burn outs are counted from its ``burn_out`` events (the engine keeps no
    counter); with it off, ``burn_outs`` is 0.
    """
    n_seats = len(decks)
    names = tuple(bots) if bots is not None else ("random",) * n_seats
    if len(names) != n_seats:
        raise ValueError(f"need one bot per seat ({n_seats}), got {len(names)}")
    game = Game.new(decks, mode=mode, seed=gseed, log=log, check_decks=check_decks)
    players = [make_bot(name, _bot_seed(gseed, n_seats, seat), bot_options)
               for seat, name in enumerate(names)]
    n = drive(game, players, max_decisions=MAX_DECISIONS, label=f"game {index} (seed {gseed})")
    out = game.outcome()
    assert out is not None
    g = game.state
    result = GameResult(
        index=index,
        seed=gseed,
        winner=out.winners[0] if out.winners else None,
        first=g.first_player,
        turns=game.turn,
        decisions=n,
        termination=out.termination.value,
        points=tuple(game.points(p) for p in range(n_seats)),
        burn_outs=sum(1 for e in (g.log or ()) if e.kind == "burn_out"),
        winners=tuple(out.winners),
    )
    return game, result


def play_one(decks: Sequence[Deck], gseed: int, index: int = 0, *, log: bool = True,
             bots: Sequence[str] | None = None, bot_options: BotOptions | None = None,
             mode: Mode = DUEL) -> GameResult:
    """Play one game (see :func:`play_game`) and return only its result."""
    return play_game(decks, gseed, index, bots=bots, bot_options=bot_options, log=log, mode=mode)[1]


def replay(decks: Sequence[Deck], gseed: int, index: int = 0, *, bots: Sequence[str] | None = None,
           bot_options: BotOptions | None = None, mode: Mode = DUEL) -> Game:
    """The game of seed ``gseed`` played again in full, log included: the way to get a ``Game``
    back from a :class:`GameResult` of a run (seeded bots make the same choices again)."""
    return play_game(decks, gseed, index, bots=bots, bot_options=bot_options, log=True, mode=mode)[0]


# --- many games --------------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class GameJob:
    """One game of a run: its index in the run (results are sorted by it), its seed, the deck
    (an index into :attr:`RunSpec.decks`) and the bot name of each seat."""

    index: int
    seed: int
    seats: tuple[int, ...]
    bots: tuple[str, ...]


GameHook = Callable[[Game, GameJob, GameResult], Any]
"""``on_game(game, job, result)``: runs in the worker after each game; its return value comes back
as :attr:`Played.extra`. Must be picklable (a module-level function or a ``functools.partial`` of
one) to run in other processes."""


@dataclass(frozen=True)
class RunSpec:
    """What every game of a run shares; sent to each worker once."""

    decks: tuple[Deck, ...]
    bot_options: BotOptions = field(default_factory=dict)
    log: bool = True
    on_game: GameHook | None = None
    mode: Mode = DUEL


@dataclass(frozen=True, slots=True)
class Played:
    """A played job: its result (seats as in the job) and what the run's hook returned."""

    job: GameJob
    result: GameResult
    extra: Any = None


def play_job(spec: RunSpec, job: GameJob) -> Played:
    """Play one job of a run (this is what workers run)."""
    decks = [spec.decks[i] for i in job.seats]
    game, result = play_game(decks, job.seed, job.index, bots=job.bots, bot_options=spec.bot_options,
                             log=spec.log, mode=spec.mode)
    extra = spec.on_game(game, job, result) if spec.on_game is not None else None
    return Played(job, result, extra)


def run_jobs(spec: RunSpec, jobs: Sequence[GameJob], *, workers: int | None = 1, backend: str = "local",
             ray_address: str | None = None,
             progress: Callable[[int, Played], None] | None = None) -> list[Played]:
    """Play ``jobs`` with ``workers`` processes (``None``: all cores; 1: in this process) on
    ``backend`` (``"local"`` or ``"ray"``, see :mod:`riftbound.analysis.parallel`).

    Returns one :class:`Played` per job, in job order, identical for any ``workers`` and backend.
    ``progress(i, played)`` is called in this process as games finish (in completion order).
    """
    check_bots([b for job in jobs for b in job.bots])
    return run_map(play_job, spec, jobs, workers=workers, backend=backend, ray_address=ray_address,
                   on_result=progress)


def simulate(decks: Sequence[Deck], games: int, seed: int,
             progress: Callable[[int, GameResult], None] | None = None, *,
             bots: Sequence[str] | None = None, bot_options: BotOptions | None = None,
             workers: int | None = 1, backend: str = "local", ray_address: str | None = None,
             on_game: GameHook | None = None) -> list[GameResult]:
    """Play ``games`` seeded Duels, deck 0 always in seat 0 (the game picks who goes first,
    rule 115, and each result records it), with ``bots`` per seat (default: random).

    ``workers``/``backend``/``ray_address`` as in :func:`run_jobs`; the results, sorted by game
    index, are the same for every choice. ``progress(i, result)`` is called after each game (in
    index order only with one worker). ``on_game`` runs in the worker after each game (e.g. to
    write it to a file); its return values are dropped here (use :func:`run_jobs` to get them).
    """
    if len(decks) != 2:
        raise ValueError(f"simulate plays Duels: need 2 decks, got {len(decks)}")
    names = check_bots(tuple(bots) if bots is not None else ("random",) * len(decks))
    if len(names) != len(decks):
        raise ValueError(f"need one bot per seat ({len(decks)}), got {len(names)}")
    seats = tuple(range(len(decks)))
    spec = RunSpec(tuple(decks), dict(bot_options or {}), log=True, on_game=on_game)
    jobs = [GameJob(i, game_seed(seed, i), seats, names) for i in range(games)]
    step = (lambda i, p: progress(i, p.result)) if progress is not None else None
    played = run_jobs(spec, jobs, workers=workers, backend=backend, ray_address=ray_address,
                      progress=step)
    return [p.result for p in played]
