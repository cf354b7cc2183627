"""Bots: given a game and the pending decision, return an action.

A bot only chooses among ``game.legal_actions()``; it never concedes on its own.
"""

from __future__ import annotations

import random
from typing import Protocol

from .actions import Action
from .game import Game


class Bot(Protocol):
    name: str

    def choose(self, game: Game) -> Action:
        """Pick one of ``game.legal_actions()`` for the player to move."""
        ...


class RandomBot:
    """Picks uniformly among the legal actions, with its own seeded generator."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Game) -> Action:
        actions = game.legal_actions()
        return actions[self.rng.randrange(len(actions))]


BOTS = {"random": RandomBot}


def play_game(game: Game, bots: list[Bot] | tuple[Bot, ...], max_decisions: int = 1_000_000) -> Game:
    """Let ``bots`` (one per seat) play ``game`` to its end and return it.

    ``max_decisions`` guards against a runaway game; reaching it raises ``RuntimeError``, since
    every game must end (GUIDE: no game may stall).
    """
    n = 0
    while not game.is_over():
        seat = game.to_move()
        assert seat is not None
        game.apply(bots[seat].choose(game))
        n += 1
        if n >= max_decisions:
            raise RuntimeError(f"game did not end within {max_decisions} decisions")
    return game
