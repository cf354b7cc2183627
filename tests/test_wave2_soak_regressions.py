"""Games soaks of the wave-2 decks found failing (seeds 20261206, 20261207 and 20261209),
replayed: each reaches the decision where it failed and passes the deep checks there (position
round trip, clones, notation), then plays to its end keeping the invariants. Each case names the rule its fix
follows."""

from __future__ import annotations

import pytest

from riftbound import builtin_deck
from tests.helpers import replay_soak_game

CASES = [
    # 419.3, 424: Nocturne's "as you look at me" choice names the looked-at card, not a chain item
    (20261266784148, "kennen-runes-league", "kennen-chengdu", 50),
    # 337.1.b, 809.1.d: a Play Effect's Deflect cost paid while the same unit's Vision is pending
    (20261266787139, "rumble", "nasus-guangzhou", 62),
    # 124.1, 359.3.e.4: a trash card an effect plays is a lost target of the other items that chose it
    (20261266790478, "azir-utrecht", "kennen-chengdu", 77),
    # 419.3, 354.3: an effect-played unit's continuation left under a later spell's payment
    (20261266791598, "rumble", "jinx", 90),
    # 383.3.d, 464.2.e, 709 (seed 20261207): a unit becoming Mighty as a combat begins triggers with
    # the defender's "when I defend": both are placed before anyone gains Priority
    (20261267783621, "fiora", "rumble", 27),
    # 383.3.b, 323.11 (seed 20261209, the decks the wave's last cards made playable): a unit moved
    # away by a spell leaves its battlefield contested until the cleanup after its triggers are placed
    (20261269787572, "diana-beijing", "diana-hangzhou", 83),
    # 323.4, 323.14: a unit's own death ability waiting to be placed after a cleanup's lethal damage
    # keeps the state Closed: the showdown there becomes a combat only after it is on the chain
    (20261269787755, "diana-beijing", "master-yi-wuhan", 70),
    # 355.10.c.1: Emperor's Dais's returned unit is its cost, not a target of the waiting ability
    (20261269796332, "draven-shanghai", "master-yi-wuhan", 83),
]


@pytest.mark.parametrize(("seed", "a", "b", "at"), CASES)
def test_a_soak_failure_replayed(seed: int, a: str, b: str, at: int) -> None:
    """The game of ``seed`` (the soak's bots: RandomBot(seed * 2 + seat)) is deep-checked at decision
    ``at`` and plays to a winner with the invariants after every action (194.2, 196)."""
    replay_soak_game([builtin_deck(a), builtin_deck(b)], seed, at)
