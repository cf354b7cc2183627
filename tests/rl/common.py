"""Shared by the RL tests: sessions sampled at decisions of random token play."""

from __future__ import annotations

import random
from collections.abc import Iterator

from riftbound.actions import Action
from riftbound.game import Game
from riftbound.rl.layout import Layout, Shape
from riftbound.rl.observation import view_of
from riftbound.rl.session import Session
from riftbound.rl.tokens import Codec


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


def codec_of(game: Game, seat: int, legal: list[Action]) -> Codec:
    """The token forms of ``legal``, the actions of ``seat``'s decision in ``game``."""
    shape = Shape(game.state.mode, Layout())
    return Codec(shape, view_of(game, seat, shape), seat, legal)


def assert_forms_lead_to_their_actions(codec: Codec) -> None:
    """No action falls back to its index; each has its own token form, and walking the trie along
    that form ends at the action."""
    assert not codec.fallback and len(set(codec.seqs)) == len(codec.legal)
    for k in range(len(codec.legal)):
        node = codec.trie
        for t in codec.seqs[k]:
            node = node[t]
        assert node == k
