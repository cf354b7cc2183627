"""Environment steps per second of each RL interface, for ``riftbound bench`` (measured, never
asserted). Each plays Origins Duels with uniformly random legal tokens for a fixed number of
steps; the Gymnasium figures include the random bot's moves between the agent's steps."""

from __future__ import annotations

import time
from typing import Any

import numpy as np

from .gym_env import RiftboundGymEnv, vector_env
from .pettingzoo_env import aec_env

try:  # OpenSpiel is part of the rl extra but not importable everywhere
    import pyspiel

    from . import openspiel_game  # noqa: F401  (registers python_riftbound)
except ImportError:  # pragma: no cover - depends on the platform
    pyspiel = None

__all__ = ["steps_per_second"]


def _pettingzoo(steps: int, rng: np.random.Generator) -> float:
    env = aec_env()
    env.reset(seed=0)
    start, done = time.perf_counter(), 0
    while done < steps:
        obs, _, term, trunc, _ = env.last()
        if term or trunc:
            env.reset(seed=done)
            continue
        env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
        done += 1
    return steps / (time.perf_counter() - start)


def _gymnasium(steps: int, rng: np.random.Generator) -> float:
    env = RiftboundGymEnv(opponent="random")
    obs, _ = env.reset(seed=0)
    start = time.perf_counter()
    for k in range(steps):
        obs, _, term, trunc, _ = env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
        if term or trunc:
            obs, _ = env.reset(seed=k)
    return steps / (time.perf_counter() - start)


def _vector(steps: int, rng: np.random.Generator, n: int = 4) -> float:
    envs = vector_env(n, opponent="random")
    obs, _ = envs.reset(seed=0)
    start = time.perf_counter()
    for _ in range(max(1, steps // n)):
        acts = [int(rng.choice(np.flatnonzero(m))) if m.any() else 0 for m in obs["action_mask"]]
        obs, *_ = envs.step(np.array(acts))
    secs = time.perf_counter() - start
    envs.close()
    return max(1, steps // n) * n / secs


def _openspiel(steps: int, rng: np.random.Generator) -> float:
    game = pyspiel.load_game("python_riftbound")
    state = game.new_initial_state()
    start = time.perf_counter()
    for k in range(steps):
        if state.is_terminal():
            state = game.new_initial_state()
        if state.is_chance_node():
            state.apply_action(k % game.max_chance_outcomes())
        else:
            state.apply_action(int(rng.choice(state.legal_actions())))
    return steps / (time.perf_counter() - start)


def steps_per_second(steps: int = 2000, seed: int = 0) -> dict[str, Any]:
    """Steps per second of the PettingZoo AEC, Gymnasium, Gymnasium vector (4 environments,
    counted per environment) and OpenSpiel interfaces (None where OpenSpiel is missing)."""
    rng = np.random.default_rng(seed)
    return {
        "steps": steps,
        "pettingzoo_aec": _pettingzoo(steps, rng),
        "gymnasium": _gymnasium(steps, rng),
        "gymnasium_vector_4": _vector(steps, rng),
        "openspiel": _openspiel(steps, rng) if pyspiel is not None else None,
    }
