"""Random self-play with spells: the chain, priority and Focus can't stall or loop, and the engine's
invariants hold after every action (GUIDE: tests). Uses the test-only practice decks of
tests/spell_decks.py, which hold every implemented spell."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from riftbound import Game
from riftbound.bots import BOTS, RandomBot, play_game
from riftbound.checks import check_deep, check_invariants
from tests.spell_decks import spell_decks

GAMES = 300
BLOCKS = 6


def _play_checked(seed: int, deep: bool, seen: Counter) -> Game:
    game = Game.new(spell_decks(seed), seed=seed)  # the legends vary with the seed
    bots = [RandomBot(seed * 2), RandomBot(seed * 2 + 1)]
    check_invariants(game)
    steps = 0
    while not game.is_over():
        before = game.clone(log=False)
        seen[game.pending().kind] += 1
        if deep or game.pending().kind == "order_triggers":  # every ordering of triggers, 383.3.d
            check_deep(game)
        game.apply(bots[game.to_move() or 0].choose(game))
        check_invariants(game, before)
        steps += 1
        assert steps < 100_000, "a game must end"
    # a game can end with items on the chain (a point gained, or a Burn Out, as one resolves), or
    # with an item still pending there (a win found by the cleanup before its controller's next
    # choice, 194.2, 319.3, 323.1)
    seen["left_on_chain"] += len(game.state.chain)
    for e in game.log:
        if e.kind in ("play_spell", "trigger", "play", "battlefield",  # a battlefield put into play
                      "activate"):  # a legend's or gear's activated ability (377)
            seen["card:" + game.state.cards[e.data[0]].name] += 1
        if e.kind == "trigger":
            seen["trigger:" + game.state.cards[e.data[0]].name] += 1
        seen["event:" + e.kind] += 1
    return game


@pytest.mark.parametrize("block", range(BLOCKS))
def test_random_games_with_spells_keep_invariants(block: int) -> None:
    """Games with spells end with a winner (194.2, 196); invariants hold after every action
    (cards conserved, points never negative nor falling, a legal action whenever the game is not
    over, no main or focus decision while a chain exists, Priority only over finalized items);
    every 10th game, and every decision ordering triggers, also checks clones, illegal actions,
    hidden information, position round trips and the notation of every legal action."""
    per = GAMES // BLOCKS
    seen: Counter = Counter()
    for seed in range(block * per, (block + 1) * per):
        game = _play_checked(seed, deep=seed % 10 == 0, seen=seen)
        out = game.outcome()
        assert out is not None and out.winners
    # the games do exercise the chain: reactions, resolution choices, Focus passing after a chain
    assert seen["priority"] and seen["choose_card"] and seen["event:focus_passes"]
    # and simultaneous triggers of one player, ordered by them (383.3.d)
    assert seen["order_triggers"]
    spells = seen["event:play_spell"] - seen["event:play_undone"]
    # (a "you may" declined as it is finalized leaves the chain unresolved, 383.3.a.2, and so does a
    # triggered ability whose cost is declined at its payment, 404.2, or that has no legal target
    # left when it is finalized, 402.4)
    # (activated abilities, 377.3, resolve like spells, but Add abilities resolve at once, 429.2,
    # and a countered spell never resolves, 425.1.a)
    assert seen["event:resolve"] == (spells + seen["event:trigger"] + seen["event:activate"]
                                     - seen["left_on_chain"] - seen["event:trigger_declined"]
                                     - seen["event:trigger_unpaid"] - seen["event:trigger_no_target"]
                                     - seen["event:add_ability"] - seen["event:countered"])
    assert seen["event:activate"] > 20
    assert spells > 100
    # and triggered abilities: Play Effects with and without targets, some finding none
    assert seen["event:trigger"] > 20 and seen["event:buff"] and seen["event:ability_done"]


def test_every_implemented_spell_gets_played() -> None:
    """Across a few dozen games, each spell of the test decks is played at least once, and each unit
    with a triggered ability (a Play Effect, a conquer or hold ability, an attack or defend trigger)
    has it trigger."""
    from riftbound.effects import UnitCard
    from riftbound.sets import IMPLEMENTED

    seen: Counter = Counter()
    for seed in range(1000, 1040):
        _play_checked(seed, deep=False, seen=seen)
    in_decks = {e.name for e in IMPLEMENTED.values()}
    assert {n for n in in_decks if not seen["card:" + n]} == set()
    triggering = {e.name for e in IMPLEMENTED.values() if isinstance(e, UnitCard) and e.triggered()}
    assert {n for n in triggering if not seen["trigger:" + n]} == set()


def test_same_seed_same_log_with_spells() -> None:
    """Determinism: the same seed, decks and choices give the same log, byte for byte."""
    def run(seed: int) -> str:
        game = Game.new(spell_decks(), seed=seed)
        rng = random.Random(seed)
        while not game.is_over():
            acts = game.legal_actions()
            game.apply(acts[rng.randrange(len(acts))])
        return game.log_text()

    assert run(7) == run(7)
    assert run(7) != run(8)


@pytest.mark.parametrize("bot", ["greedy", "ismcts"])
def test_other_bots_play_games_with_spells(bot: str) -> None:
    """The greedy and ISMCTS bots answer every new decision (Priority, Focus with spells,
    resolution choices) and their games end."""
    opts = {"iterations": 20} if bot == "ismcts" else {}
    for seed in range(2 if bot == "ismcts" else 10):
        game = play_game(Game.new(spell_decks(), seed=seed, log=False),
                         [BOTS[bot](seed, **opts), RandomBot(seed)])
        assert game.outcome() is not None


def test_game_records_with_spells_replay() -> None:
    """Game records hold spell plays and resolution choices in notation and replay to the same
    final state."""
    import json

    from riftbound.formats.records import dumps_record, record_game, replay, validate_record

    for seed in range(3):
        game = Game.new(spell_decks(), seed=seed)
        rng = random.Random(seed)
        while not game.is_over():
            game.apply(rng.choice(game.legal_actions()))
        record = validate_record(json.loads(dumps_record(record_game(game))))
        assert any("targeting" in a["text"] for a in record["actions"])
        assert replay(record).state.key() == game.state.key()
