"""The game's one random number generator.

A 64-bit xorshift* generator whose whole state is one integer: cloning a game copies it for free,
a position file can store it, and the sequence is the same on every machine and Python version.
The order of calls is part of the engine's specification (seed + decks + actions replay a game).
"""

from __future__ import annotations

from typing import Final

_MASK: Final = (1 << 64) - 1


def seed_state(seed: int) -> int:
    """Turn any integer seed into a non-zero generator state (splitmix64 scramble)."""
    z = (seed + 0x9E3779B97F4A7C15) & _MASK
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    z ^= z >> 31
    return z or 0x2545F4914F6CDD1D


class Rng:
    """A tiny deterministic generator; ``state`` is a plain int."""

    __slots__ = ("state",)

    def __init__(self, state: int) -> None:
        self.state = state

    def next64(self) -> int:
        x = self.state
        x ^= x >> 12
        x ^= (x << 25) & _MASK
        x ^= x >> 27
        self.state = x
        return (x * 0x2545F4914F6CDD1D) & _MASK

    def below(self, n: int) -> int:
        """A uniform integer in [0, n), by rejection so there is no modulo bias."""
        if n <= 1:
            return 0
        while True:
            v = self.next64()
            if accepted(v, n):
                return v % n

    def shuffle(self, items: list) -> None:
        """Fisher-Yates in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]


def accepted(v: int, n: int) -> bool:
    """Whether :meth:`Rng.below` keeps draw ``v`` for ``n`` > 1: ``v`` is below ``_MASK - (_MASK % n)``,
    the rejection limit, which is above ``_MASK - n``; the first test settles almost every draw
    without the 64-bit modulo the limit needs."""
    return v <= _MASK - n or v < _MASK - (_MASK % n)
