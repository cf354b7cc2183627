"""The game's random number generator: the numbers it draws are part of the engine's specification
(a seed and the actions replay a game), so a faster ``below`` must draw exactly what the plain
rejection rule draws."""

from __future__ import annotations

import random

from riftbound.rng import Rng, seed_state

_MASK = (1 << 64) - 1


def _plain_below(rng: Rng, n: int) -> int:
    """``Rng.below`` as first written: reject draws at or above the largest multiple of ``n``."""
    if n <= 1:
        return 0
    limit = _MASK - (_MASK % n)
    while True:
        v = rng.next64()
        if v < limit:
            return v % n


class _Fixed(Rng):
    """An Rng whose draws are given, to reach the draws near the top that are rejected."""

    def __init__(self, draws: list[int]) -> None:
        super().__init__(1)
        self.draws = list(draws)

    def next64(self) -> int:
        return self.draws.pop(0)


def test_below_draws_what_the_plain_rejection_rule_draws() -> None:
    for seed in range(50):
        a, b = Rng(seed_state(seed)), Rng(seed_state(seed))
        for n in [1, 2, 3, 7, 40, 41, 60, 1000, 2**40 + 3, 2**63 + 5, _MASK]:
            assert a.below(n) == _plain_below(b, n)
        assert a.state == b.state


def test_below_rejects_and_accepts_near_the_top_as_the_plain_rule() -> None:
    pick = random.Random(3)
    for n in [3, 7, 41, 1000, 2**63 + 5, _MASK]:
        limit = _MASK - (_MASK % n)
        tops = [limit - 1, limit, _MASK, _MASK - n, _MASK - n + 1, limit - n]
        for _ in range(20):
            draws = [pick.choice(tops) for _ in range(3)] + [5]
            assert _Fixed(draws).below(n) == _plain_below(_Fixed(draws), n)
