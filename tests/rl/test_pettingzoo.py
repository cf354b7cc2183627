"""The PettingZoo AEC environment (riftbound.rl.pettingzoo_env): PettingZoo's API and seed tests for
every mode (2-4 agents), rewards at the end shared by a team (489.8.d), truncation at the turn
limit that never pays a player who is behind."""

from __future__ import annotations

import warnings

import pytest

for _module in ("numpy", "gymnasium", "pettingzoo"):  # riftbound.rl needs the rl extra
    pytest.importorskip(_module, reason="the rl extra is not installed: pip install '.[rl]'")

import numpy as np  # noqa: E402
from pettingzoo.test import api_test, seed_test  # noqa: E402

from riftbound.rl import aec_env  # noqa: E402
from riftbound.rl.session import IllegalTokenError  # noqa: E402


@pytest.mark.parametrize("mode", ["duel", "match", "skirmish", "war", "2v2"])
def test_pettingzoo_api_test(mode: str) -> None:
    """pettingzoo.test.api_test passes in every mode."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # its notes on Dict observations, as for its own card games
        api_test(aec_env(mode=mode, max_turns=6), num_cycles=400)


def test_pettingzoo_seed_test() -> None:
    """pettingzoo.test.seed_test: the same seed gives the same episode."""
    seed_test(lambda: aec_env(max_turns=4), num_cycles=200)


def play(env, seed: int, rng: np.random.Generator) -> tuple[dict, list]:
    """A whole episode of masked random actions; the summed rewards and the observations seen."""
    env.reset(seed=seed)
    total = {a: 0.0 for a in env.possible_agents}
    seen = []
    for agent in env.agent_iter():
        obs, reward, term, trunc, _ = env.last()
        total[agent] += reward
        seen.append(obs["observation"].copy())
        env.step(None if term or trunc else int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    return total, seen


@pytest.mark.parametrize("mode", ["duel", "2v2", "skirmish"])
def test_rewards_at_the_end(mode: str) -> None:
    """A finished game pays +1 to the winners and -1 to the others; in 2v2 teammates share the
    result (489.8.d); only the seat that decides has legal tokens."""
    env = aec_env(mode=mode)
    rng = np.random.default_rng(0)
    for seed in range(2):
        total, _ = play(env, seed, rng)
        s = env.session
        assert s.terminated and not s.truncated
        winners = set(s.game.outcome().winners)
        teams = s.game.state.team_of
        won = {teams[w] for w in winners}
        for i, a in enumerate(env.possible_agents):
            assert total[a] == (1.0 if teams[i] in won else -1.0)
    env.reset(seed=3)
    mover = env.agent_selection
    assert all(env.observe(a)["action_mask"].any() == (a == mover) for a in env.possible_agents)


def test_truncation_does_not_reward_stalling() -> None:
    """Past the turn limit every agent is truncated; with ``points`` adjudication the seat behind
    gets -1, as for a loss, and the leader +1 (a tie: 0 each); with ``loss`` every seat gets -1."""
    rng = np.random.default_rng(1)
    seen = set()
    for seed in range(8):
        env = aec_env(max_turns=3)
        total, _ = play(env, seed, rng)
        s = env.session
        assert s.truncated and all(env.truncations.get(a, True) for a in env.possible_agents)
        p0, p1 = s.game.points(0), s.game.points(1)
        expect = (0.0, 0.0) if p0 == p1 else ((1.0, -1.0) if p0 > p1 else (-1.0, 1.0))
        assert (total["player_0"], total["player_1"]) == expect
        seen.add(expect)
        loss = aec_env(max_turns=3, adjudicate="loss")
        assert set(play(loss, seed, np.random.default_rng(1))[0].values()) == {-1.0}
    assert len(seen) >= 2


def test_illegal_token_raises_and_seeds_reproduce() -> None:
    """An action outside the mask raises; two environments reset with the same seed and given the
    same actions see the same observations, a different seed a different game."""
    env = aec_env()
    env.reset(seed=9)
    mask = env.observe(env.agent_selection)["action_mask"]
    with pytest.raises(IllegalTokenError):
        env.step(int(np.flatnonzero(mask == 0)[0]))
    a = play(aec_env(max_turns=8), 11, np.random.default_rng(5))[1]
    b = play(aec_env(max_turns=8), 11, np.random.default_rng(5))[1]
    c = play(aec_env(max_turns=8), 12, np.random.default_rng(5))[1]
    assert len(a) == len(b) and all(np.array_equal(x, y) for x, y in zip(a, b, strict=True))
    assert len(a) != len(c) or not all(np.array_equal(x, y) for x, y in zip(a, c, strict=True))


def test_decision_guard_truncates() -> None:
    """``max_decisions`` truncates an episode after that many engine decisions, adjudicated like
    the turn limit."""
    env = aec_env(max_decisions=6)
    total, _ = play(env, 0, np.random.default_rng(0))
    assert env.session.truncated and env.session.engine_steps == 6
    assert set(total.values()) <= {-1.0, 0.0, 1.0}


def test_ansi_render() -> None:
    """render_mode="ansi" gives a one-line summary: turn, points, who decides and the choice so far;
    without a render mode render() returns None."""
    env = aec_env(render_mode="ansi")
    env.reset(seed=2)
    line = env.render()
    assert line is not None and line.startswith("turn ") and "P0:0 P1:0" in line
    assert aec_env().render() is None
