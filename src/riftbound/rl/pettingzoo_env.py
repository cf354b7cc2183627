"""The PettingZoo AEC environment: every seat of any mode (2-4 agents) is an agent.

Agents take turns as the game asks them (:meth:`Game.to_move`), answering each decision in
tokens (:mod:`riftbound.rl.tokens`). An observation is a dict: ``observation`` (the float32 tensor
of :mod:`riftbound.rl.observation`, from that agent's view) and ``action_mask`` (int8; all zeros
for an agent that is not deciding). Rewards come at the end (+1 / -1, shared by a team);
an episode past the turn limit is truncated for every agent (see :mod:`riftbound.rl.session`).

There is no parallel form: Riftbound is turn-based (one seat decides at a time, with Priority and
Focus passing between seats inside a turn), so PettingZoo's parallel API, where every agent acts
each step, does not fit it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from ..decks import Deck
from ..modes import DUEL, Mode
from .layout import HIGH, LOW, Layout
from .session import Session

__all__ = ["RiftboundAEC", "aec_env"]


class RiftboundAEC(AECEnv):
    """Riftbound as a PettingZoo AEC environment (agents ``player_0`` ... ``player_{n-1}``)."""

    metadata = {"name": "riftbound_v0", "render_modes": ["ansi"], "is_parallelizable": False}

    def __init__(self, decks: Sequence[Deck | str] | None = None, mode: Mode | str = DUEL, *,
                 max_turns: int = 60, max_decisions: int = 20_000, adjudicate: str = "points",
                 skip_forced: bool = True,
                 layout: Layout | None = None, render_mode: str | None = None) -> None:
        super().__init__()
        if render_mode not in (None, "ansi"):
            raise ValueError(f"render_mode must be None or 'ansi', not {render_mode!r}")
        self.render_mode = render_mode
        self.session = Session(decks, mode, max_turns=max_turns, max_decisions=max_decisions,
                               adjudicate=adjudicate,
                               skip_forced=skip_forced, layout=layout)
        shape = self.session.shape
        self.possible_agents = [f"player_{i}" for i in range(shape.seats)]
        self.agents = self.possible_agents[:]
        obs = spaces.Dict({
            "observation": spaces.Box(LOW, HIGH, (shape.size,), np.float32),
            "action_mask": spaces.Box(0, 1, (shape.actions,), np.int8),
        })
        self.observation_spaces = {a: obs for a in self.possible_agents}
        self.action_spaces = {a: spaces.Discrete(shape.actions) for a in self.possible_agents}
        self._rng = np.random.default_rng()
        self._reset_dicts()
        self.agent_selection = self.agents[0]

    def observation_space(self, agent: str) -> spaces.Space:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space:
        return self.action_spaces[agent]

    def _reset_dicts(self) -> None:
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}

    def reset(self, seed: int | None = None, options: dict | None = None) -> None:
        """A new game. ``seed`` fixes it and every later episode's seed; without one the next
        seed comes from the generator the last seed started."""
        if seed is not None:
            self._rng = np.random.default_rng(seed)
        self.session.reset(int(self._rng.integers(2**31)))
        self.agents = self.possible_agents[:]
        self._reset_dicts()
        self._select()

    def _select(self) -> None:
        s = self.session
        if s.done:
            returns = s.returns()
            for i, a in enumerate(self.possible_agents):
                if a in self.rewards:
                    self.rewards[a] = returns[i]
                    self.terminations[a] = s.terminated
                    self.truncations[a] = s.truncated
            self.agent_selection = self.agents[0]
        else:
            seat = s.to_move()
            assert seat is not None
            self.agent_selection = self.possible_agents[seat]

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        seat = self.possible_agents.index(agent)
        return {"observation": self.session.observe(seat),
                "action_mask": self.session.mask(seat)}

    def action_features(self, agent: str) -> np.ndarray:
        """Per-token feature rows for pointer-style policies (:meth:`Session.action_features`)."""
        return self.session.action_features(self.possible_agents.index(agent))

    def step(self, action: Any) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self._cumulative_rewards[agent] = 0.0
        self.session.step(int(action))  # an illegal token raises IllegalTokenError
        for a in self.agents:
            self.rewards[a] = 0.0
        self._select()
        self._accumulate_rewards()

    def render(self) -> str | None:
        """A one-line summary: turn, points, who decides and the choice so far."""
        if self.render_mode is None:
            return None
        s = self.session
        g = s.game
        points = " ".join(f"P{p}:{g.points(p)}" for p in range(s.shape.seats))
        d = g.pending()
        who = f"P{d.player} {d.kind}" if d else f"over {g.outcome()}"
        steps = " ".join(s.shape.token_name(t) for t in s.prefix)
        return f"turn {g.turn} | {points} | {who}" + (f" | {steps}" if steps else "")

    def close(self) -> None:
        pass


def aec_env(decks: Sequence[Deck | str] | None = None, mode: Mode | str = DUEL,
            **kwargs: Any) -> RiftboundAEC:
    """A PettingZoo AEC environment of ``mode`` (a Mode or a name: ``duel``, ``skirmish``,
    ``war``, ``2v2``...) with one deck per seat (see :func:`riftbound.rl.session.resolve_decks`);
    ``kwargs`` go to :class:`RiftboundAEC` (``max_turns``, ``adjudicate``, ``layout``...)."""
    return RiftboundAEC(decks, mode, **kwargs)
