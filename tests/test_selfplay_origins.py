"""Random self-play with the three Origins champion decks (Jinx, Lee Sin, Viktor), every pairing:
no game stalls, every game ends with a winner, and the engine's invariants hold after every action
(GUIDE: tests). Every 25th game, and every decision that orders triggers or chooses a replacement,
also checks clones, illegal actions, hidden information, position round trips (as reachable,
non-practice positions) and the notation of every legal action. ``riftbound soak`` is the longer
run of the same checks."""

from __future__ import annotations

from collections import Counter
from itertools import combinations

import pytest

from riftbound import Game, load_cards, origins_decks
from riftbound.bots import RandomBot, drive
from riftbound.bots.greedy import GreedyBot
from riftbound.checks import check_deep, check_invariants
from tests import COMPILED

GAMES = 1002
BLOCKS = 6
PAIRINGS = list(combinations(range(3), 2))
#: events naming a card that is played, enters, triggers, is activated or hidden
CARD_EVENTS = ("play_spell", "play", "trigger", "enter", "activate", "enter_gear", "hide")
#: cards seen played, triggered or activated across the blocks (filled as they run)
SEEN: Counter = Counter()


def _play_checked(seed: int) -> Game:
    decks = origins_decks()
    a, b = PAIRINGS[seed % 3]
    game = Game.new([decks[a], decks[b]], seed=seed)
    bots = [RandomBot(seed * 2), RandomBot(seed * 2 + 1)]
    deep = seed % 25 == 0
    check_invariants(game)
    steps = 0
    while not game.is_over():
        before = game.clone(log=False)
        kind = game.pending().kind
        SEEN["decision:" + kind] += 1
        if deep or kind in ("order_triggers", "replacement"):
            check_deep(game)
        game.apply(bots[game.to_move() or 0].choose(game))
        check_invariants(game, before)
        steps += 1
        assert steps < 20_000, f"game {seed} did not end: the engine or a bot loops"
    g = game.state
    for e in game.log:
        SEEN["event:" + e.kind] += 1
        if e.kind in CARD_EVENTS and e.data and isinstance(e.data[0], int) and e.data[0] >= 0:
            SEEN["card:" + g.cards[e.data[0]].name] += 1
    return game


@pytest.mark.parametrize("block", range(BLOCKS))
def test_random_games_of_the_origins_decks_keep_invariants(block: int) -> None:
    """194.2, 196: every game of every pairing ends with a winner; the invariants hold after every
    action (cards conserved, points never negative nor falling, a legal action whenever the game is
    not over)."""
    per = GAMES // BLOCKS
    for seed in range(block * per, (block + 1) * per):
        out = _play_checked(seed).outcome()
        assert out is not None and out.winners, f"game {seed} ended without a winner"


def test_the_games_exercised_the_decks() -> None:
    """After the blocks above: the games played spells and units, chains with Priority, and
    triggered abilities (a regression guard against decks that silently stop doing things)."""
    if not SEEN:
        pytest.skip("run with the self-play blocks")
    for k in ("event:play_spell", "event:trigger", "decision:priority", "decision:choose_card",
              "event:token", "event:activate", "event:hide", "event:enter_gear"):
        assert SEEN[k], k
    db = load_cards()
    names = {db.by_id(c).name for d in origins_decks() for c in (*d.main, d.champion, d.legend)
             if c is not None}
    assert sorted(n for n in names if not SEEN["card:" + n]) == []  # every card did something


@pytest.mark.parametrize("pair", PAIRINGS)
def test_greedy_bots_finish_games_of_every_pairing(pair: tuple[int, int]) -> None:
    """The greedy bot plays every kind of card of the decks (spells, gear, hiding, abilities) and
    its games end (no loop a bot could fall into)."""
    decks = origins_decks()
    for seed in range(4):
        game = Game.new([decks[pair[0]], decks[pair[1]]], seed=seed, log=False)
        drive(game, [GreedyBot(seed), GreedyBot(seed + 100)], max_decisions=20_000,
              label=f"greedy game {seed}")
        assert game.outcome() is not None and game.outcome().winners


@pytest.mark.skipif(COMPILED, reason="it patches decisions.legal_actions: compiled callers don't look it up")
def test_the_fast_forced_pass_never_hides_an_option(monkeypatch: pytest.MonkeyPatch) -> None:
    """The engine never decides for a player: the quick test that lets a Focus or Priority
    decision with nothing to play pass at once (decisions._may_respond) only says "no" when every
    option list is indeed empty, over the decisions of 30 games of every pairing."""
    from riftbound.engine import decisions as D
    from riftbound.engine.gear import quick_draw_options

    seen = Counter()
    real = D.legal_actions

    def checked(g):  # type: ignore[no-untyped-def]
        d = g.pending
        if d is not None and d.kind in ("focus", "priority") and not D._may_respond(g, d.player, d.kind):
            seen["fast"] += 1
            assert not (D.spell_options(g, d.player, d.kind) + D.facedown_play_options(g, d.player)
                        + D.ambush_options(g, d.player) + D.flow_options(g, d.player, d.kind)
                        + D.activation_options(g, d.player, d.kind)
                        + quick_draw_options(g, d.player))
        return real(g)

    monkeypatch.setattr(D, "legal_actions", checked)
    decks = origins_decks()
    for seed in range(30):
        a, b = PAIRINGS[seed % 3]
        game = Game.new([decks[a], decks[b]], seed=seed, log=False)
        drive(game, [RandomBot(seed), RandomBot(seed + 1)], label=f"game {seed}")
    assert seen["fast"] > 100
