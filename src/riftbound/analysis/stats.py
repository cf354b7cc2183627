"""Statistics for simulation reports: Wilson intervals and a per-game results summary.

Standard library only, and independent of the engine, so the numbers can be tested on hand-made
results. The Wilson score interval is used instead of the normal approximation because win rates
near 0 or 1 and small samples are common here, where the normal interval leaves [0, 1] or collapses
to a point.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass
from typing import Any

__all__ = ["GameResult", "SimulationSummary", "summarize", "wilson_interval"]


def wilson_interval(successes: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval for a binomial proportion (95% with the default ``z``).

    Returns ``(0.0, 1.0)`` for ``n == 0``: with no games nothing is known.
    """
    if n < 0 or not 0 <= successes <= n:
        raise ValueError(f"need 0 <= successes <= n, got {successes}/{n}")
    if n == 0:
        return (0.0, 1.0)
    p = successes / n
    z2 = z * z
    denom = 1 + z2 / n
    centre = (p + z2 / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / denom
    # Clamp float noise so that 0/n starts at exactly 0 and n/n ends at exactly 1.
    return (max(0.0, centre - half), min(1.0, centre + half))


@dataclass(frozen=True, slots=True)
class GameResult:
    """What one simulated game leaves for the report.

    Decks sit in their own seat (deck ``i`` in seat ``i``), so ``winner`` and ``first`` are deck
    indexes as well as seats. ``winner`` is None only if a game ends without one.
    """

    index: int
    seed: int
    winner: int | None
    first: int
    turns: int
    decisions: int
    termination: str
    points: tuple[int, ...]
    burn_outs: int = 0
    #: every winning seat (a team wins together, 489.6.a); ``winner`` is the first of them
    winners: tuple[int, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["points"] = list(self.points)
        d["winners"] = list(self.winners)
        return d


def _rate(wins: int, n: int) -> dict[str, Any]:
    lo, hi = wilson_interval(wins, n)
    return {"wins": wins, "rate": wins / n if n else 0.0, "ci95": [lo, hi]}


class SimulationSummary:
    """Accumulates :class:`GameResult` s one at a time (so a progress display can show partial
    figures) and renders the summary dict that ``riftbound simulate --json`` prints."""

    def __init__(self, deck_names: Sequence[str]) -> None:
        self.deck_names = list(deck_names)
        self.games = 0
        self.wins = [0] * len(self.deck_names)
        self.went_first = [0] * len(self.deck_names)
        self.first_wins = 0
        self.turns: list[int] = []
        self.decisions = 0
        self.terminations: Counter[str] = Counter()
        self.burn_out_games = 0
        self.no_winner = 0

    def add(self, r: GameResult) -> None:
        self.games += 1
        if r.winner is None:
            self.no_winner += 1
        else:
            self.wins[r.winner] += 1
            if r.winner == r.first:
                self.first_wins += 1
        self.went_first[r.first] += 1
        self.turns.append(r.turns)
        self.decisions += r.decisions
        self.terminations[r.termination] += 1
        if r.burn_outs:
            self.burn_out_games += 1

    def extend(self, results: Iterable[GameResult]) -> SimulationSummary:
        for r in results:
            self.add(r)
        return self

    def as_dict(self, elapsed: float | None = None) -> dict[str, Any]:
        """The summary; ``elapsed`` (seconds of play) adds decisions and games per second."""
        n = self.games
        decks = [{"index": i, "name": name, **_rate(self.wins[i], n), "went_first": self.went_first[i]}
                 for i, name in enumerate(self.deck_names)]
        out: dict[str, Any] = {
            "games": n,
            "decks": decks,
            "first_player": _rate(self.first_wins, n),
            "no_winner": self.no_winner,
            "turns": {
                "mean": sum(self.turns) / n if n else 0.0,
                "min": min(self.turns, default=0),
                "max": max(self.turns, default=0),
            },
            "decisions": {"total": self.decisions, "mean": self.decisions / n if n else 0.0},
            "terminations": dict(self.terminations.most_common()),
            "games_with_burn_out": self.burn_out_games,
        }
        if elapsed is not None:
            out["seconds"] = elapsed
            out["decisions_per_second"] = self.decisions / elapsed if elapsed > 0 else 0.0
            out["games_per_second"] = n / elapsed if elapsed > 0 else 0.0
        return out


def summarize(results: Iterable[GameResult], deck_names: Sequence[str],
              elapsed: float | None = None) -> dict[str, Any]:
    """One-call form of :class:`SimulationSummary`."""
    return SimulationSummary(deck_names).extend(results).as_dict(elapsed)
