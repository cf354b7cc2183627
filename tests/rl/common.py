"""Shared by the RL tests: sessions sampled at decisions of random token play."""

from __future__ import annotations

import random
from collections.abc import Iterator

from riftbound.rl.session import Session


def decisions(session: Session, seeds: range, *, every: int = 1, max_turns: int = 60,
              rng_seed: int = 0) -> Iterator[Session]:
    """Play ``session`` from each seed with uniformly random tokens and yield it at every
    ``every``-th decision, when the seat is first asked (forced tokens may already be taken)."""
    rng = random.Random(rng_seed)
    session.max_turns = max_turns
    k = 0
    for seed in seeds:
        session.reset(seed)
        last = -1
        while not session.done:
            if session.engine_steps != last:
                last = session.engine_steps
                if k % every == 0:
                    yield session
                k += 1
            session.step(rng.choice(session.legal_tokens()))
