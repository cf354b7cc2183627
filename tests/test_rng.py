"""The game's random number generator: the numbers it draws are part of the engine's specification
(a seed and the actions replay a game), so a faster ``below`` must draw exactly what the plain
rejection rule draws."""

from __future__ import annotations

from riftbound.rng import Rng, accepted, seed_state

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


def test_below_rejects_and_accepts_near_the_top_as_the_plain_rule() -> None:
    """The draws a plain rejection rule keeps are those ``accepted`` keeps, around its limit and the
    fast test's bound (the draws that far up never come in a test's seeds)."""
    for n in [2, 3, 7, 41, 1000, 2**40 + 3, 2**63 + 5, _MASK]:
        limit = _MASK - (_MASK % n)
        for v in [0, n, limit - n - 1, limit - n, limit - 2, limit - 1, limit, limit + 1,
                  _MASK - n - 1, _MASK - n, _MASK - n + 1, _MASK - 1, _MASK]:
            if 0 <= v <= _MASK:
                assert accepted(v, n) == (v < limit), (v, n)


def test_below_draws_what_the_plain_rejection_rule_draws() -> None:
    for seed in range(50):
        a, b = Rng(seed_state(seed)), Rng(seed_state(seed))
        for n in [1, 2, 3, 7, 40, 41, 60, 1000, 2**40 + 3, 2**63 + 5, _MASK]:
            assert a.below(n) == _plain_below(b, n)
        assert a.state == b.state
