"""Bots: given a game and the pending decision, return an action.

Every bot has the same interface: ``choose(game) -> Action`` for the player to move, and a
constructor ``(seed: int = 0, **options)``. A bot only chooses among ``game.legal_actions()``; it never
concedes on its own. A bot must use only what the player to move may know (rule 128): the public
zones, its own hand, and the sizes of the hidden zones. Bots that look ahead search on
:func:`observed_game` copies, in which everything the player can't see has been resampled, never on
the real game.

>>> from riftbound import Game, builtin_decks
>>> from riftbound.bots import BOTS, play_game
>>> game = play_game(Game.new(builtin_decks(), seed=3, log=False),
...                  [BOTS["greedy"](seed=1), BOTS["random"](seed=2)])
>>> game.is_over()
True

Registry: :data:`BOTS` maps a name to a bot class (``random``, ``greedy``, ``ismcts``).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Protocol

from ..actions import Action
from ..game import Game
from .determinize import observed_game
from .greedy import GreedyBot
from .ismcts import IsmctsBot

__all__ = ["BOTS", "Bot", "RandomBot", "make_bot", "drive", "observed_game", "play_game"]


class Bot(Protocol):
    name: str

    def choose(self, game: Game) -> Action:
        """Pick one of ``game.legal_actions()`` for the player to move."""
        ...


class RandomBot:
    """Picks uniformly among the legal actions, with its own seeded generator."""

    name = "random"

    def __init__(self, seed: int = 0, **options: Any) -> None:
        if options:
            raise TypeError(f"RandomBot takes no options, got {sorted(options)}")
        self.rng = random.Random(seed)

    def choose(self, game: Game) -> Action:
        actions = game.legal_actions()
        return actions[self.rng.randrange(len(actions))]


def play_game(game: Game, bots: list[Bot] | tuple[Bot, ...], max_decisions: int = 1_000_000) -> Game:
    """Let ``bots`` (one per seat) play ``game`` to its end and return it."""
    drive(game, bots, max_decisions=max_decisions)
    return game


def drive(game: Game, bots: Sequence[Bot], *, max_decisions: int = 1_000_000,
          stop_after: int | None = None, label: str = "game") -> int:
    """Let ``bots`` answer ``game``'s decisions until it ends (or after ``stop_after`` of them);
    return how many they answered.

    ``max_decisions`` guards against a runaway game; reaching it raises ``RuntimeError``, since
    every game must end (GUIDE: no game may stall).
    """
    n = 0
    while not game.is_over() and n != stop_after:
        seat = game.to_move()
        assert seat is not None
        game.apply(bots[seat].choose(game))
        n += 1
        if n >= max_decisions:
            raise RuntimeError(f"{label} did not end within {max_decisions} decisions")
    return n


# The registry is filled after the definitions above: greedy and ismcts build on them.

BOTS: dict[str, type[Any]] = {"random": RandomBot, "greedy": GreedyBot, "ismcts": IsmctsBot}


def make_bot(name: str, seed: int = 0, **options: Any) -> Bot:
    """The bot registered as ``name``, built with ``seed`` and ``options``; a ``KeyError`` names the
    known bots."""
    try:
        cls = BOTS[name]
    except KeyError:
        raise KeyError(f"unknown bot {name!r}; known: {', '.join(BOTS)}") from None
    bot: Bot = cls(seed, **options)
    return bot
