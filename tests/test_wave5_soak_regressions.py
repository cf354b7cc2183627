"""Games a soak of the decks holding this session's new cards found failing (seed 20261212:
generated decks with Endless Riches and Ivern, Green Father, saved in tests/soak_decks/ so the
games stay the same as the generated decks change), replayed: each is deep-checked at the decision
where it failed and plays to its end keeping the invariants; and the memo fault behind one of them,
staged directly."""

from __future__ import annotations

from pathlib import Path

import pytest

from riftbound import Game, builtin_decks
from riftbound.decks import load_deck
from riftbound.engine.abilities import _in_game
from riftbound.engine.gear_tokens import create_gear_token
from riftbound.engine.units import create_token
from riftbound.state import base_of
from tests.helpers import replay_soak_game

DECKS = Path(__file__).parent / "soak_decks"

CASES = [
    # the memo of "abilities in the game" (engine/abilities._in_game) is shared by clones: a clone's
    # token and the game's Gold token had the same number, and the Gold's Reaction went unseen
    (20261272794766, 53),
    # 124.1, 359.3.e.4: a trash card played by a permission (Endless Riches) is a lost target of the
    # chain items that chose it in the trash
    (20261272796076, 118),
]


@pytest.mark.parametrize(("seed", "at"), CASES)
def test_a_soak_failure_replayed(seed: int, at: int) -> None:
    """The soak's game of ``seed`` (its bots: RandomBot(seed * 2 + seat)) with deep checks at every
    decision up to ``at`` (as the soak ran them), then to a winner with the invariants after every
    action (194.2, 196)."""
    decks = [load_deck(DECKS / "pyke-fury-chaos-endless-riches.json"),
             load_deck(DECKS / "ivern-calm-order.json")]
    replay_soak_game(decks, seed, at, deep_until=True, log=False)


def test_a_clones_token_does_not_hide_the_games_gold_reaction() -> None:
    """The fast forced-pass test asks whether any card of the game has an activated ability with
    Reaction (377, 727.1.c): a clone that makes a Recruit token and asks first must not leave the
    game, which then makes a Gold token under the same number, with the clone's answer."""
    game = Game.new(list(builtin_decks()), seed=1)
    twin = game.clone(log=False)
    assert create_token(twin.state, 0, "ogn-271-298", base_of(0)) is not None  # a Recruit
    assert not _in_game(twin.state, "priority")
    create_gear_token(game.state, 0, "sfd-t03")  # a Gold: "[Reaction] kill this, exhaust: add"
    assert len(game.state.cards) == len(twin.state.cards)
    assert _in_game(game.state, "priority")
