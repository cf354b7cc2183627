"""Train a small policy with plain numpy against the random bot, and show that it improves.

It plays the practice decks (vanilla units, quick games). The policy scores each legal token by a
linear function of its feature row (``env.action_features()``: the token's kind, verb, location or
number and, for a card, the card's attributes and status) and picks by softmax. It learns with
REINFORCE (Williams 1992): after each episode it moves the weights towards the tokens it chose,
scaled by the episode's result (+1 or -1) minus a running average. Run from the repository root:

    python3 examples/train_numpy_policy.py            # about 30 seconds on one core
    python3 examples/train_numpy_policy.py --episodes 600 --eval 200

It prints the win rate against the random bot before and after training (with a 95% Wilson
interval), on the same evaluation seeds.
"""

from __future__ import annotations

import argparse
import math
import time

import numpy as np

from riftbound.rl import RiftboundGymEnv


def wilson(wins: int, n: int) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate."""
    z = 1.96
    p = wins / n
    mid = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return mid - half, mid + half


class LinearPolicy:
    """Softmax over the legal tokens of a linear score of their feature rows."""

    def __init__(self, width: int, rng: np.random.Generator) -> None:
        self.w = np.zeros(width)
        self.rng = rng

    def probs(self, feats: np.ndarray) -> np.ndarray:
        z = feats @ self.w
        z = np.exp(z - z.max())
        return z / z.sum()

    def act(self, env: RiftboundGymEnv, mask: np.ndarray) -> tuple[int, np.ndarray, int]:
        """A token sampled from the policy, with the legal tokens' rows and the chosen row."""
        legal = np.flatnonzero(mask)
        feats = env.action_features()[legal]
        k = int(self.rng.choice(len(legal), p=self.probs(feats)))
        return int(legal[k]), feats, k


def run_episode(env: RiftboundGymEnv, policy: LinearPolicy, seed: int,
                uniform: bool = False) -> tuple[float, list[tuple[np.ndarray, int]]]:
    """One episode from ``seed``; its reward and the policy's (rows, choice) at each step."""
    obs, _ = env.reset(seed=seed)
    steps: list[tuple[np.ndarray, int]] = []
    while True:
        mask = obs["action_mask"]
        if uniform:
            token = int(policy.rng.choice(np.flatnonzero(mask)))
        else:
            token, feats, k = policy.act(env, mask)
            steps.append((feats, k))
        obs, reward, term, trunc, _ = env.step(token)
        if term or trunc:
            return float(reward), steps


def evaluate(env: RiftboundGymEnv, policy: LinearPolicy, games: int, uniform: bool = False) -> int:
    """Wins in ``games`` episodes on the evaluation seeds 10_000, 10_001, ..."""
    return sum(run_episode(env, policy, 10_000 + i, uniform=uniform)[0] > 0 for i in range(games))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--episodes", type=int, default=200, help="training episodes")
    ap.add_argument("--eval", type=int, default=60, help="evaluation games before and after")
    ap.add_argument("--lr", type=float, default=2.0, help="learning rate")
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()

    env = RiftboundGymEnv(decks=["vanguard", "wardens"], opponent="random", max_turns=40)
    rng = np.random.default_rng(args.seed)
    env.reset(seed=args.seed)
    width = env.action_features().shape[1]
    policy = LinearPolicy(width, rng)
    start = time.perf_counter()

    before = evaluate(env, policy, args.eval, uniform=True)
    lo, hi = wilson(before, args.eval)
    print(f"before training (uniformly random legal tokens): won {before}/{args.eval} "
          f"= {before / args.eval:.0%} (95% CI {lo:.0%}-{hi:.0%})")

    baseline, steps_seen = 0.0, 0
    for ep in range(args.episodes):
        reward, steps = run_episode(env, policy, args.seed * 1_000_000 + ep)
        advantage = reward - baseline
        baseline += 0.05 * (reward - baseline)
        grad = np.zeros_like(policy.w)
        for feats, k in steps:
            p = policy.probs(feats)
            grad += feats[k] - p @ feats  # d log softmax / d w
        policy.w += args.lr * advantage * grad / max(1, len(steps))
        steps_seen += len(steps)
        if (ep + 1) % 50 == 0:
            print(f"  episode {ep + 1}: running average reward {baseline:+.2f}")

    after = evaluate(env, policy, args.eval)
    lo, hi = wilson(after, args.eval)
    print(f"after {args.episodes} training episodes ({steps_seen} agent steps): won {after}/{args.eval} "
          f"= {after / args.eval:.0%} (95% CI {lo:.0%}-{hi:.0%})")
    print(f"{time.perf_counter() - start:.0f} s")


if __name__ == "__main__":
    main()
