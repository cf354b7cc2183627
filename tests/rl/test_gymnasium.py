"""The Gymnasium environment (riftbound.rl.gym_env): Gymnasium's env checker, the registered id,
the vectorised form, play against each built-in bot and seeded reproducibility."""

from __future__ import annotations

import warnings

import pytest

for _module in ("numpy", "gymnasium", "pettingzoo"):  # riftbound.rl needs the rl extra
    pytest.importorskip(_module, reason="the rl extra is not installed: pip install '.[rl]'")
gym = pytest.importorskip("gymnasium")

import numpy as np  # noqa: E402
from gymnasium.utils.env_checker import check_env  # noqa: E402

from riftbound.rl import RiftboundGymEnv, vector_env  # noqa: E402
from riftbound.rl.session import IllegalTokenError  # noqa: E402


def test_gymnasium_check_env() -> None:
    """gymnasium's check_env passes, on the class and through gymnasium.make("Riftbound-v0")."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # its note that there is no render fps
        check_env(RiftboundGymEnv(max_turns=8), skip_render_check=True)
        check_env(gym.make("Riftbound-v0", opponent="greedy", max_turns=8).unwrapped,
                  skip_render_check=True)


def episode(env, seed: int, rng: np.random.Generator) -> tuple[float, list, bool]:
    obs, _ = env.reset(seed=seed)
    seen = [obs["observation"]]
    while True:
        obs, reward, term, trunc, info = env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
        assert "illegal_action" not in info
        seen.append(obs["observation"])
        if term or trunc:
            return reward, seen, trunc


@pytest.mark.parametrize("opponent,options", [("random", {}), ("greedy", {}),
                                              ("ismcts", {"iterations": 3})])
def test_play_against_each_bot(opponent: str, options: dict) -> None:
    """Episodes against the random, greedy and ISMCTS bots end with +1 or -1 (or are adjudicated
    at the turn limit) and the agent is only asked when it decides."""
    env = RiftboundGymEnv(opponent=opponent, opponent_options=options, max_turns=12 if options else 60)
    rng = np.random.default_rng(0)
    reward, seen, trunc = episode(env, 1, rng)
    assert reward in (1.0, -1.0) or (trunc and reward in (0.0, 1.0, -1.0))
    assert env.session.done and len(seen) > 5


def test_seeded_episodes_repeat() -> None:
    """The same seed and actions give the same observations and reward, bots included; another
    seed gives another game."""
    a = episode(RiftboundGymEnv(opponent="greedy"), 7, np.random.default_rng(3))
    b = episode(RiftboundGymEnv(opponent="greedy"), 7, np.random.default_rng(3))
    c = episode(RiftboundGymEnv(opponent="greedy"), 8, np.random.default_rng(3))
    assert a[0] == b[0] and len(a[1]) == len(b[1])
    assert all(np.array_equal(x, y) for x, y in zip(a[1], b[1], strict=True))
    assert len(a[1]) != len(c[1]) or not all(np.array_equal(x, y) for x, y in zip(a[1], c[1], strict=True))


def test_illegal_actions() -> None:
    """By default a masked token is replaced by the first legal one and reported in ``info``;
    with ``on_illegal="raise"`` it raises."""
    env = RiftboundGymEnv()
    obs, _ = env.reset(seed=0)
    bad = int(np.flatnonzero(obs["action_mask"] == 0)[0])
    _, _, _, _, info = env.step(bad)
    assert info["illegal_action"] is True
    strict = RiftboundGymEnv(on_illegal="raise")
    strict.reset(seed=0)
    with pytest.raises(IllegalTokenError):
        strict.step(bad)
    with pytest.raises(KeyError, match="unknown bot"):
        RiftboundGymEnv(opponent="nobody")  # type: ignore[arg-type]


def test_vector_env_and_team_seat() -> None:
    """vector_env batches observations and masks of several environments, which reset themselves
    when an episode ends; the agent can take a seat in a 2v2 game, with its teammate a bot."""
    envs = vector_env(3, opponent="random", max_turns=4)
    obs, _ = envs.reset(seed=1)
    assert obs["observation"].shape[0] == 3 and obs["action_mask"].shape[0] == 3
    rng = np.random.default_rng(0)
    ended = 0
    for _ in range(300):
        acts = np.array([rng.choice(np.flatnonzero(m)) if m.any() else 0 for m in obs["action_mask"]])
        obs, reward, term, trunc, _ = envs.step(acts)
        ended += int(np.sum(term | trunc))
    assert ended >= 3
    envs.close()
    team = RiftboundGymEnv(mode="2v2", seat=2, max_turns=6)
    reward, _, _ = episode(team, 2, rng)
    assert team.session.done and reward in (1.0, -1.0, 0.0)
