"""Digests of a fixed set of seeded games, to check that a change plays exactly the same games.

    python scripts/same_games.py [--quick]

Run it before and after a change (a speed-up, a refactoring) and compare the digests it prints: equal
digests mean every game took the same actions, from legal lists of the same lengths, to the same
outcome. The games: random bots in every mode (12 seeds each), random bots in every pairing of the
built-in decks, greedy bots in every ordered pairing of the Origins decks (2 seeds each), and an ISMCTS
bot against a random one (its choices and the state of its random generator). ``--quick`` plays a
fifth of the deck pairings and one ISMCTS game.
"""

from __future__ import annotations

import argparse
import hashlib
import itertools
import sys
import time
from collections.abc import Callable, Sequence

from riftbound.bots import GreedyBot, RandomBot
from riftbound.bots.ismcts import IsmctsBot
from riftbound.decks import Deck, all_builtin_decks, builtin_decks, origins_decks
from riftbound.game import Game
from riftbound.modes import DUEL, MAGMA_CHAMBER, MATCH, SKIRMISH, WAR, Mode


def _play(h: hashlib._Hash, decks: Sequence[Deck], mode: Mode, seed: int,
          bots: Sequence[object], watch: Callable[[], object] | None = None,
          limit: int | None = None) -> int:
    """Play one game into the digest ``h``; return how many decisions it took."""
    game = Game.new(decks, mode=mode, seed=seed, log=False)
    n = 0
    while not game.is_over() and n != limit:
        seat = game.to_move()
        assert seat is not None
        legal = len(game.legal_actions())
        action = bots[seat].choose(game)  # type: ignore[attr-defined]
        h.update(f"{action}|{legal}|{watch() if watch else ''};".encode())
        game.apply(action)
        n += 1
    outcome = game.outcome()
    h.update(f"={outcome.winners if outcome else None}:{[game.points(p) for p in range(mode.players)]}\n"
             .encode())
    return n


def _modes(h: hashlib._Hash) -> int:
    practice = builtin_decks()
    n = 0
    for mode in (DUEL, MATCH, SKIRMISH, WAR, MAGMA_CHAMBER):
        decks = [practice[i % 2] for i in range(mode.players)]
        for seed in range(12):
            bots = [RandomBot(seed * 10 + i) for i in range(mode.players)]
            n += _play(h, decks, mode, seed, bots)
    return n


def _pairs(h: hashlib._Hash, step: int) -> int:
    decks = all_builtin_decks()
    n = 0
    for k, (a, b) in enumerate(itertools.combinations(decks, 2)):
        if k % step == 0:
            n += _play(h, (a, b), DUEL, k, [RandomBot(2 * k), RandomBot(2 * k + 1)])
    return n


def _greedy(h: hashlib._Hash) -> int:
    n = 0
    for a, b in itertools.permutations(origins_decks(), 2):
        for seed in range(2):
            n += _play(h, (a, b), DUEL, seed, [GreedyBot(seed), GreedyBot(seed + 1)])
    return n


def _ismcts(h: hashlib._Hash, games: int) -> int:
    n = 0
    decks = origins_decks()
    for seed in range(games):
        bot = IsmctsBot(seed, iterations=30)
        n += _play(h, (decks[seed % 3], decks[(seed + 1) % 3]), DUEL, seed, [bot, RandomBot(seed)],
                   watch=lambda bot=bot: bot.rng.getstate()[1][:3], limit=60)
    return n


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="a fifth of the pairings, one ISMCTS game")
    args = parser.parse_args(argv)
    total = hashlib.sha256()
    groups: list[tuple[str, Callable[[hashlib._Hash], int]]] = [
        ("modes", _modes),
        ("pairs", lambda h: _pairs(h, 5 if args.quick else 1)),
        ("greedy", _greedy),
        ("ismcts", lambda h: _ismcts(h, 1 if args.quick else 3)),
    ]
    for name, group in groups:
        start = time.perf_counter()
        h = hashlib.sha256()
        decisions = group(h)
        total.update(h.digest())
        seconds = time.perf_counter() - start
        print(f"{name:7} {h.hexdigest()[:16]}  {decisions:7,} decisions  {seconds:5.1f} s", flush=True)
    print(f"{'ALL':7} {total.hexdigest()[:16]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
