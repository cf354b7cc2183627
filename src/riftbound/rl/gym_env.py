"""The Gymnasium environment: one seat against built-in bots, and its vectorised form.

The agent plays ``seat``; every other seat is a bot from :data:`riftbound.bots.BOTS` (``random``,
``greedy`` or ``ismcts``), which answers whole decisions between the agent's steps. Observations
and actions are those of the PettingZoo environment (a dict with ``observation`` and
``action_mask``; tokens of :mod:`riftbound.rl.tokens`). The reward is +1 or -1 when the episode
ends (a team's result in 2v2), else 0.

Gymnasium's tools sample actions without a mask, so by default a masked token is replaced by the
first legal one and ``info["illegal_action"]`` says so; ``on_illegal="raise"`` raises instead.

Registered as ``Riftbound-v0``: ``gymnasium.make("Riftbound-v0", opponent="greedy")``, and
``gymnasium.make_vec("Riftbound-v0", num_envs=8)`` (or :func:`vector_env`) for the vectorised form.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import gymnasium as gym
import numpy as np
from gymnasium import spaces

from ..bots import Bot, make_bot
from ..decks import Deck
from ..modes import DUEL, Mode
from .layout import HIGH, LOW, Layout
from .session import IllegalTokenError, Session

__all__ = ["RiftboundGymEnv", "vector_env"]


class RiftboundGymEnv(gym.Env):
    """Riftbound for one agent (seat ``seat``) against bots in the other seats."""

    metadata = {"render_modes": ["ansi"]}

    def __init__(self, decks: Sequence[Deck | str] | None = None, mode: Mode | str = DUEL, *,
                 seat: int = 0, opponent: str = "random", opponent_options: dict | None = None,
                 max_turns: int = 60, max_decisions: int = 20_000, adjudicate: str = "points",
                 skip_forced: bool = True,
                 layout: Layout | None = None, on_illegal: str = "first",
                 render_mode: str | None = None) -> None:
        if on_illegal not in ("first", "raise"):
            raise ValueError(f"on_illegal must be 'first' or 'raise', not {on_illegal!r}")
        if render_mode not in (None, "ansi"):
            raise ValueError(f"render_mode must be None or 'ansi', not {render_mode!r}")
        self.session = Session(decks, mode, max_turns=max_turns, max_decisions=max_decisions,
                               adjudicate=adjudicate,
                               skip_forced=skip_forced, layout=layout, token_seats=(seat,))
        shape = self.session.shape
        if not 0 <= seat < shape.seats:
            raise ValueError(f"seat must be 0..{shape.seats - 1} for {self.session.mode.name}, not {seat}")
        make_bot(opponent, 0, **(opponent_options or {}))  # a bad name or option fails here
        self.seat = seat
        self.opponent = opponent
        self.opponent_options = dict(opponent_options or {})
        self.on_illegal = on_illegal
        self.render_mode = render_mode
        self.observation_space = spaces.Dict({
            "observation": spaces.Box(LOW, HIGH, (shape.size,), np.float32),
            "action_mask": spaces.Box(0, 1, (shape.actions,), np.int8),
        })
        self.action_space = spaces.Discrete(shape.actions)
        self.bots: list[Bot | None] = []

    # --- gymnasium API ------------------------------------------------------------------------

    def reset(self, *, seed: int | None = None,
              options: dict | None = None) -> tuple[dict[str, np.ndarray], dict[str, Any]]:
        super().reset(seed=seed)
        rng = self.np_random
        game_seed = int(rng.integers(2**31))
        self.bots = [None if i == self.seat else
                     make_bot(self.opponent, int(rng.integers(2**31)), **self.opponent_options)
                     for i in range(self.session.shape.seats)]
        self.session.reset(game_seed)
        self._advance()
        return self._obs(), {"seed": game_seed}

    def step(self, action: Any) -> tuple[dict[str, np.ndarray], float, bool, bool, dict[str, Any]]:
        s = self.session
        info: dict[str, Any] = {}
        token = int(action)
        legal = s.legal_tokens()
        if token not in legal:
            if self.on_illegal == "raise" or not legal:
                raise IllegalTokenError(f"token {token} is not legal now")
            token = legal[0]
            info["illegal_action"] = True
        s.step(token)
        self._advance()
        reward = s.returns()[self.seat] if s.done else 0.0
        return self._obs(), reward, s.terminated, s.truncated, info

    def render(self) -> str | None:
        if self.render_mode is None:
            return None
        g = self.session.game
        points = " ".join(f"P{p}:{g.points(p)}" for p in range(self.session.shape.seats))
        return f"turn {g.turn} | {points} | {g.pending() or g.outcome()}"

    # --- helpers ------------------------------------------------------------------------------

    def action_masks(self) -> np.ndarray:
        """The legal-token mask (the name sb3-contrib's MaskablePPO asks for)."""
        return self.session.mask(self.seat)

    def action_features(self) -> np.ndarray:
        """Per-token feature rows for pointer-style policies (:meth:`Session.action_features`)."""
        return self.session.action_features(self.seat)

    def _obs(self) -> dict[str, np.ndarray]:
        return {"observation": self.session.observe(self.seat),
                "action_mask": self.session.mask(self.seat)}

    def _advance(self) -> None:
        """Let the bots answer until the agent has a real choice or the episode ends."""
        s = self.session
        while not s.done:
            mover = s.to_move()
            assert mover is not None
            bot = self.bots[mover]
            if bot is not None:
                s.apply(bot.choose(s.game))
                continue
            before = (s.engine_steps, len(s.prefix))
            s.settle()
            if (s.engine_steps, len(s.prefix)) == before:
                return


def vector_env(num_envs: int, *, asynchronous: bool = False, **kwargs: Any) -> gym.vector.VectorEnv:
    """``num_envs`` copies of :class:`RiftboundGymEnv` (``kwargs`` go to each) as one Gymnasium
    vector environment, stepped in this process or, with ``asynchronous``, in worker processes."""
    if num_envs < 1:
        raise ValueError(f"num_envs must be at least 1, not {num_envs}")
    fns = [lambda: RiftboundGymEnv(**kwargs) for _ in range(num_envs)]
    if asynchronous:
        return gym.vector.AsyncVectorEnv(fns)
    return gym.vector.SyncVectorEnv(fns)


gym.register(id="Riftbound-v0", entry_point="riftbound.rl.gym_env:RiftboundGymEnv")
