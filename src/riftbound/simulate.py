"""Seeded random self-play between two decks, for win rates and engine health reports.

Every game's seed is derived from ``(seed, index)`` alone, so a run is reproducible game by game:
the game reported as index ``i`` of seed ``s`` can be replayed on its own with :func:`play_one`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from .bots import RandomBot
from .decks import Deck
from .game import Game
from .modes import DUEL
from .stats import GameResult

__all__ = ["GameResult", "MAX_DECISIONS", "game_seed", "play_one", "simulate"]

MAX_DECISIONS = 100_000
"""A guard against a runaway game: no practice game comes near it, and every game must end."""


def game_seed(seed: int, index: int) -> int:
    """The seed of game ``index`` of a run: spaced by a prime so runs with nearby seeds don't
    share games (seed 1 game 1 is not seed 2 game 0)."""
    return seed * 1_000_003 + index


def play_one(decks: Sequence[Deck], gseed: int, index: int = 0, *, log: bool = True) -> GameResult:
    """Play one Duel with a :class:`RandomBot` per seat, all seeded from ``gseed``.

    With the log on, burn outs are counted from its ``burn_out`` events (the engine keeps no
    counter); with it off, ``burn_outs`` is 0.
    """
    game = Game.new(decks, mode=DUEL, seed=gseed, log=log)
    bots = [RandomBot(gseed * len(decks) + seat) for seat in range(len(decks))]
    n = 0
    while not game.is_over():
        seat = game.to_move()
        assert seat is not None
        game.apply(bots[seat].choose(game))
        n += 1
        if n >= MAX_DECISIONS:
            raise RuntimeError(f"game {index} (seed {gseed}) did not end within {MAX_DECISIONS} decisions")
    out = game.outcome()
    assert out is not None
    g = game.state
    return GameResult(
        index=index,
        seed=gseed,
        winner=out.winners[0] if out.winners else None,
        first=g.first_player,
        turns=game.turn,
        decisions=n,
        termination=out.termination.value,
        points=tuple(game.points(p) for p in range(len(decks))),
        burn_outs=sum(1 for e in (g.log or ()) if e.kind == "burn_out"),
    )


def simulate(decks: Sequence[Deck], games: int, seed: int,
             progress: Callable[[int, GameResult], None] | None = None) -> list[GameResult]:
    """Play ``games`` seeded Duels, deck 0 always in seat 0 (the game picks who goes first,
    rule 115, and each result records it). ``progress(i, result)`` is called after each game."""
    if len(decks) != 2:
        raise ValueError(f"simulate plays Duels: need 2 decks, got {len(decks)}")
    results = []
    for i in range(games):
        r = play_one(decks, game_seed(seed, i), i)
        results.append(r)
        if progress is not None:
            progress(i, r)
    return results
