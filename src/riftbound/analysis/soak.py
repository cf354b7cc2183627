"""Soak runs: many random games in every mode, with the engine's invariants after every action.

A run is a list of :class:`SoakJob` s, game ``i`` of the run being fixed by the run's seed and ``i``
alone: its mode (the modes in turn), its decks (each mode's tables in turn) and its game seed
(:func:`riftbound.analysis.simulate.game_seed`). Jobs go through
:func:`riftbound.analysis.parallel.run_map`, so a run gives the same results, and the same
:attr:`SoakSummary.digest`, on one core, on all of them or on a Ray cluster. A failing game is a
finding, never a crash: it comes back as a :class:`SoakResult` with the exception, where it
happened, and what replays it.

Every action is followed by :func:`riftbound.checks.check_invariants`; every ``deep_every``-th game
also runs :func:`riftbound.checks.check_deep` (clones, illegal actions, hidden information,
position and notation round trips) before each action. In every third game the players' Main Decks
(and in half of those their trashes too) are set aside part-way through (:func:`cut_decks`), so
that single and repeated Burn Outs (431.2-431.3) happen in every mode.
"""

from __future__ import annotations

import hashlib
import json
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from .. import checks
from ..bots import RandomBot
from ..decks import Deck, origins_decks
from ..game import Game
from ..modes import MODES, Mode
from .matchup import default_table_decks, table_seats
from .parallel import run_map
from .simulate import MAX_DECISIONS, game_seed

#: the modes a soak cycles through by default: every sanctioned mode (481-489)
DEFAULT_MODES = ("duel", "match", "skirmish", "war", "magma-chamber")


@dataclass(frozen=True, slots=True)
class SoakJob:
    """Game ``index`` of a run: its mode (a key of :data:`riftbound.modes.MODES`), which of that
    mode's tables of decks it plays, its game seed, and whether it gets the deep checks."""

    index: int
    mode: str
    table: int
    seed: int
    deep: bool
    #: the turn at whose first Main Phase decision the decks are set aside (None: never), and
    #: whether the trashes go too
    cut_at: int | None = None
    cut_trash: bool = False


@dataclass(frozen=True)
class SoakSpec:
    """What every game of a run shares (sent to each worker once): the tables of decks per mode."""

    tables: dict[str, tuple[tuple[Deck, ...], ...]]
    max_decisions: int = MAX_DECISIONS


@dataclass(frozen=True, slots=True)
class SoakResult:
    """One game's outcome, or its failure: the exception, where it happened and what replays it."""

    index: int
    mode: str
    decks: tuple[str, ...]
    seed: int
    decisions: int
    turns: int
    termination: str | None
    winners: tuple[int, ...]
    failure: str | None = None
    where: str | None = None

    def key(self) -> tuple:
        """What the run's digest is made of (no timings)."""
        return (self.index, self.mode, self.decks, self.seed, self.decisions, self.turns,
                self.termination, self.winners, self.failure, self.where)


def mode_tables(mode: Mode, decks: Sequence[Deck] | None = None) -> tuple[tuple[Deck, ...], ...]:
    """The deck lists a soak plays in ``mode``: for two players every pairing of ``decks`` (default:
    the three Origins champion decks); for more, one table of ``decks`` (default: the Origins decks,
    as :func:`riftbound.analysis.matchup.default_table_decks` seats them) rotated round the seats, so every
    deck sits in every seat (teammates stay together, 489.5.c)."""
    if mode.players == 2:
        pool = list(decks) if decks else list(origins_decks())
        return tuple((a, b) for i, a in enumerate(pool) for b in pool[i + 1:]) or ((pool[0], pool[0]),)
    base = list(decks) if decks else default_table_decks(mode)
    if len(base) != mode.players:
        raise ValueError(f"{mode.name} needs one deck per seat ({mode.players}), got {len(base)}")
    return tuple(tuple(base[s] for s in table_seats(mode, k)) for k in range(mode.players))


def plan(seed: int, start: int, games: int, modes: Sequence[str],
         tables: dict[str, tuple[tuple[Deck, ...], ...]], deep_every: int) -> list[SoakJob]:
    """Jobs ``start`` .. ``start + games - 1`` of a run: game ``i`` plays mode ``modes[i % m]`` and
    that mode's tables in turn; its seed and deep checks depend on ``i`` alone."""
    jobs = []
    for i in range(start, start + games):
        mode = modes[i % len(modes)]
        nth = i // len(modes)  # the how-many-th game of its mode
        cut = i % 3 == 1  # not the deep-checked games (i % deep_every == 0): their positions load
        jobs.append(SoakJob(i, mode, nth % len(tables[mode]), game_seed(seed, i),
                            deep_every > 0 and i % deep_every == 0 and not cut,
                            4 + i % 5 if cut else None, cut and i % 2 == 0))
    return jobs


def cut_decks(game: Game, trash_too: bool) -> None:
    """Set every player's Main Deck (and with ``trash_too`` their trash) aside in banishment, so
    later draws burn out; every card stays accounted for."""
    for p in game.state.players:
        p.banishment.extend(p.deck)
        p.deck.clear()
        if trash_too:
            p.banishment.extend(p.trash)
            p.trash.clear()
    game.forget_options()


def soak_one(spec: SoakSpec, job: SoakJob) -> SoakResult:
    """Play one random game checking the invariants after every action; never raises."""
    mode = MODES[job.mode]
    decks = spec.tables[job.mode][job.table]
    names = tuple(d.name for d in decks)
    n = 0
    where = "setting up"
    game: Game | None = None
    try:
        game = Game.new(list(decks), mode=mode, seed=job.seed, log=False)
        bots = [RandomBot(job.seed * mode.players + s) for s in range(mode.players)]
        checks.check_invariants(game)
        cut_at = job.cut_at
        while not game.is_over():
            pending = game.pending()
            assert pending is not None
            if cut_at is not None and game.state.turn >= cut_at and pending.kind == "main":
                cut_decks(game, job.cut_trash)
                cut_at = None
            where = f"before decision {n} (P{pending.player}'s {pending.kind})"
            before = game.clone(log=False)
            if job.deep:
                checks.check_deep(game)
            action = bots[pending.player].choose(game)
            where = f"at decision {n}: P{pending.player} {action}"
            game.apply(action)
            checks.check_invariants(game, before)
            n += 1
            if n >= spec.max_decisions:
                raise checks.InvariantError(f"the game did not end within {spec.max_decisions} decisions")
    except Exception as e:  # noqa: BLE001 - any failure, an engine crash included, is a finding
        turns = game.turn if game is not None else 0
        return SoakResult(job.index, job.mode, names, job.seed, n, turns, None, (),
                          f"{type(e).__name__}: {e}", where)
    out = game.outcome()
    assert out is not None
    return SoakResult(job.index, job.mode, names, job.seed, n, game.turn, out.termination.value,
                      tuple(out.winners))


@dataclass
class SoakSummary:
    """What a run found: games and decisions per mode, how games ended, every failure, a digest."""

    seed: int
    start: int = 0
    games: int = 0
    decisions: int = 0
    seconds: float = 0.0
    per_mode: dict[str, Counter] = field(default_factory=dict)
    failures: list[SoakResult] = field(default_factory=list)
    _hash: Any = field(default_factory=hashlib.sha256, repr=False)

    def add(self, results: Sequence[SoakResult]) -> None:
        """Take results in game order (the digest depends on the order, not on timing)."""
        for r in results:
            self.games += 1
            self.decisions += r.decisions
            c = self.per_mode.setdefault(r.mode, Counter())
            c["games"] += 1
            c["decisions"] += r.decisions
            c["failed" if r.failure else r.termination or "?"] += 1
            if r.failure:
                self.failures.append(r)
            self._hash.update(json.dumps(r.key(), default=list).encode())

    @property
    def digest(self) -> str:
        """A hash of every game's result in order: equal for equal runs, whatever the workers."""
        return self._hash.hexdigest()[:16]

    def as_dict(self) -> dict[str, Any]:
        return {
            "seed": self.seed, "start": self.start, "games": self.games, "decisions": self.decisions,
            "seconds": self.seconds, "games_per_second": self.games / self.seconds if self.seconds else 0.0,
            "modes": {m: dict(c) for m, c in self.per_mode.items()},
            "failures": [{"game": r.index, "mode": r.mode, "decks": list(r.decks), "game_seed": r.seed,
                          "where": r.where, "error": r.failure} for r in self.failures],
            "digest": self.digest,
        }


def run_soak(spec: SoakSpec, seed: int, modes: Sequence[str], *, games: int | None = None,
             hours: float | None = None, start: int = 0, deep_every: int = 10, workers: int | None = 1,
             backend: str = "local", ray_address: str | None = None, batch: int = 500,
             on_result: Callable[[SoakResult], None] | None = None,
             clock: Callable[[], float] = time.monotonic) -> SoakSummary:
    """Play games ``start``, ``start + 1``, ... until ``games`` are played or ``hours`` have passed
    (whichever comes first; at least one must be given). Games go in batches, the first small and
    each next one twice as big up to ``batch``: a time-limited run stops after the batch in which
    its time ran out, so it covers consecutive games, each the same game it is in any other run of
    this seed (only how many there are depends on the time)."""
    if games is None and hours is None:
        raise ValueError("give games or hours (or both)")
    summary = SoakSummary(seed, start)
    began = clock()
    deadline = began + hours * 3600 if hours is not None else None
    nxt = start
    size = min(batch, 16 * (workers or 4))
    while games is None or nxt < start + games:
        if games is not None:
            size = min(size, start + games - nxt)
        jobs = plan(seed, nxt, size, modes, spec.tables, deep_every)
        step = (lambda i, r: on_result(r)) if on_result is not None else None
        results = run_map(soak_one, spec, jobs, workers=workers, backend=backend,
                          ray_address=ray_address, on_result=step)
        summary.add(results)
        nxt += size
        size = min(batch, size * 2)
        if deadline is not None and clock() >= deadline:
            break
    summary.seconds = clock() - began
    return summary
