"""Random self-play in every mode of play (485-489), with the invariants after every action.

Each mode plays 500 seeded games of the practice decks. In a third of them every player's Main
Deck is cut short part-way through the game (its cards set aside in banishment, so every card is
still accounted for), and in half of those the trash too, so that single and repeated Burn Outs
(431.2, 431.3) and their immediate wins (431.3.c.1) really happen in every mode.
"""

from __future__ import annotations

from collections import Counter

import pytest

from riftbound import DUEL, MAGMA_CHAMBER, MATCH, SKIRMISH, WAR, Game, Mode, Termination
from riftbound.analysis.soak import cut_decks
from riftbound.bots import RandomBot
from riftbound.checks import (
    check_clone,
    check_hidden_information,
    check_illegal_changes_nothing,
    check_invariants,
)
from tests.helpers import decks_for

GAMES = 500
BLOCKS = 5


def play_checked(mode: Mode, seed: int) -> Game:
    game = Game.new(decks_for(mode), mode=mode, seed=seed)
    bots = [RandomBot(seed * 4 + i) for i in range(mode.players)]
    cut_at = 4 + seed % 5 if seed % 3 == 0 else None
    steps = 0
    while not game.is_over():
        if cut_at is not None and game.state.turn >= cut_at and game.pending().kind == "main":
            cut_decks(game, trash_too=seed % 2 == 0)
            cut_at = None
        before = game.clone(log=False)
        if seed % 25 == 0 and steps % 5 == 0:
            check_clone(game)
            check_illegal_changes_nothing(game)
            check_hidden_information(game, game.to_move())
        game.apply(bots[game.to_move()].choose(game))
        check_invariants(game, before)
        steps += 1
        assert steps < 100_000, "a game must end"
    return game


@pytest.mark.parametrize("block", range(BLOCKS))
@pytest.mark.parametrize("mode", [DUEL, MATCH, SKIRMISH, WAR, MAGMA_CHAMBER], ids=lambda m: m.name)
def test_every_mode_keeps_the_invariants(mode: Mode, block: int) -> None:
    """194.2, 196, 323.1, 431: 500 games per mode end with a winner (a whole team in 2v2,
    489.6.a.3); after every action cards are conserved, points never negative nor falling, a
    legal action is pending, and no decision is pending while a win waits for its cleanup."""
    per = GAMES // BLOCKS
    ends: Counter = Counter()
    for seed in range(block * per, (block + 1) * per):
        game = play_checked(mode, seed)
        out = game.outcome()
        assert out is not None and out.winners
        if mode.has_teammates:
            teams = {game.state.team_of[p] for p in out.winners}
            assert len(teams) == 1 and len(out.winners) == 2
        ends[out.termination] += 1
    # the decks cut short make Burn Out wins happen in every mode, not only in theory
    assert ends[Termination.VICTORY_SCORE] > 0
    assert sum(ends.values()) == per


def test_burn_out_immediate_wins_happen_in_every_mode() -> None:
    """431.3.c.1: with deck and trash set aside, repeated Burn Outs give immediate wins in every
    mode (checked over a few games per mode)."""
    for mode in (DUEL, SKIRMISH, WAR, MAGMA_CHAMBER):
        seen = Counter()
        for seed in range(0, 60, 6):  # seed % 3 == 0 and even: deck and trash both cut
            seen[play_checked(mode, seed).outcome().termination] += 1
        assert seen[Termination.BURN_OUT] > 0, (mode.name, seen)
