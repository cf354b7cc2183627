"""Rule 383.3.d (with 303.2.a, 383.3.d.1, 464.2.e.1, 315.2.b.2): the controller of triggered
abilities that trigger at the same time chooses the order they go on the chain; the last placed
resolves first (340.1). Interchangeable abilities are one option; a single option is taken for the
player."""

from __future__ import annotations

import riftbound.engine.units as units
from riftbound.actions import OrderTriggers
from riftbound.checks import check_invariants
from riftbound.formats.notation import format_action, parse_action
from riftbound.formats.position import dump_position, load_position
from tests.spell_helpers import cid, do, pass_, position

DECK = ["Petty Officer", "Vanguard Sergeant", "Laurent Duelist"]


def two_attackers() -> object:
    game = position({"deck": DECK, "base": ["Crackshot Corsair", "Leona, Determined"]},
                    {"deck": DECK}, battlefields=[{"controller": 1, "units": ["Stalwart Poro"]}, {}])
    do(game, "move Crackshot Corsair, Leona, Determined to bf 0")
    return game


def test_383_3_d_each_order_of_two_attack_triggers_is_offered_and_reads_back():
    """383.3.d, 464.2.e.1: two units attack at once; their controller (the attacker) is asked to
    order their attack triggers, each order offered once, each written and read back in notation,
    and the position at that decision saves and loads the same."""
    game = two_attackers()
    corsair, leona = cid(game, "Crackshot Corsair"), cid(game, "Leona, Determined")
    d = game.pending()
    assert (d.kind, d.player, d.context) == ("order_triggers", 0, ("attack", (corsair, leona)))
    legal = game.legal_actions()
    assert sorted(legal, key=str) == sorted(
        [OrderTriggers((corsair, leona)), OrderTriggers((leona, corsair))], key=str)
    for a in legal:
        assert parse_action(game, format_action(game, a)) == a
        assert parse_action(game, str(a)) == a
    again = load_position(dump_position(game))
    assert again.pending() == game.pending() and again.state.tasks == game.state.tasks
    assert again.legal_actions() == legal


def test_383_3_d_the_chosen_order_is_the_placing_order_and_the_last_placed_resolves_first():
    """383.3.d, 340.1: choosing Leona, Determined first puts her attack trigger on the chain first
    (its only target chosen for P0, 355.5), then Crackshot Corsair's; nobody can respond, and the
    Corsair's, the newest, resolves first (1 damage to the Poro), then Leona's (stun)."""
    game = two_attackers()
    corsair, leona = cid(game, "Crackshot Corsair"), cid(game, "Leona, Determined")
    poro = cid(game, "Stalwart Poro")
    do(game, "order Leona, Determined, Crackshot Corsair")  # one target each: chosen for P0
    assert [e.data[0] for e in game.log if e.kind == "finalize"][:2] == [leona, corsair]
    assert [e.data[0] for e in game.log if e.kind == "stun"] == [poro]
    assert [e.data[0] for e in game.log if e.kind == "trigger"] == [leona, corsair]
    assert [e.data[0] for e in game.log if e.kind == "resolve"][:2] == [corsair, leona]
    check_invariants(game)


def test_383_3_d_interchangeable_triggers_are_one_option_taken_for_the_player():
    """383.3.d, ruling 1: two Kai'Sa, Survivor conquer the same battlefield together; their conquer
    abilities are interchangeable (same card, same state, same "here"), so there is one order and
    nobody is asked: both go on the chain and each draws 1."""
    game = position({"deck": DECK, "base": ["Kai'Sa, Survivor", "Kai'Sa, Survivor"]}, {"deck": DECK})
    do(game, "move Kai'Sa, Survivor, Kai'Sa, Survivor to bf 0")
    while game.pending().kind == "focus":
        pass_(game)
    assert [e.kind for e in game.log if e.kind == "trigger"] == ["trigger", "trigger"]
    assert len(game.state.players[0].hand) == 2 and not game.state.chain
    assert game.pending().kind == "main"
    check_invariants(game)


def test_315_2_b_2_hold_triggers_at_two_battlefields_are_ordered_together_on_one_chain():
    """315.2.b.2, 383.3.d, 471.2.b: the scoring step holds every battlefield the turn player controls
    as one task, so Ahri, Alluring's hold abilities at two battlefields trigger together: P0 orders
    them (their "here" differs, so both orders are offered) and both are on the chain before
    anyone gains Priority; each gains a point."""
    game = load_position({
        "players": [{"deck": DECK, "rune_deck": ["Calm Rune"] * 4},
                    {"deck": DECK, "hand": ["Discipline"], "runes": ["Calm Rune"] * 2}],
        "turn_player": 1, "turn": 2,
        "battlefields": [{"controller": 0, "units": [{"card": "Ahri, Alluring", "controller": 0}]},
                         {"controller": 0, "units": [{"card": "Ahri, Alluring", "controller": 0}]}],
    })
    do(game, "P1: end turn")
    d = game.pending()
    assert (d.kind, d.player, d.context[0]) == ("order_triggers", 0, "hold")
    a, b = d.context[1]
    assert sorted(game.legal_actions(), key=str) == sorted(
        [OrderTriggers((a, b)), OrderTriggers((b, a))], key=str)
    game.apply(OrderTriggers((b, a)))
    d = game.pending()
    assert (d.kind, d.player) == ("priority", 1) and game.state.points[0] == 2
    assert [(it.kind, it.cid) for it in game.state.chain] == [("hold", b), ("hold", a)]
    while game.pending().kind == "priority":
        pass_(game)
    assert game.state.points[0] == 4 and not game.state.chain
    assert game.pending().kind == "main" and game.state.turn_player == 0
    check_invariants(game)


def test_ruling_118_too_many_orders_are_chosen_one_placement_at_a_time(monkeypatch):
    """383.3.d, ruling 118: when the whole orders would be more than ``ORDER_LIMIT`` (lowered to 1
    here), the options are which ability goes on the chain first; each reads back in notation and
    positions, and choosing Leona, Determined first gives the game the whole order "Leona, then
    Corsair" gives (the rest, one ability, has one order and is placed for the player)."""
    whole = two_attackers()
    do(whole, "order Leona, Determined, Crackshot Corsair")
    monkeypatch.setattr(units, "ORDER_LIMIT", 1)
    game = two_attackers()
    corsair, leona = cid(game, "Crackshot Corsair"), cid(game, "Leona, Determined")
    legal = game.legal_actions()
    assert sorted(legal, key=str) == sorted([OrderTriggers((corsair,)), OrderTriggers((leona,))],
                                            key=str)
    for a in legal:
        assert parse_action(game, format_action(game, a)) == a
    again = load_position(dump_position(game))
    assert again.legal_actions() == legal
    do(game, "order Leona, Determined")
    assert [e.data for e in game.log if e.kind in ("trigger", "finalize", "stun", "resolve")] == \
        [e.data for e in whole.log if e.kind in ("trigger", "finalize", "stun", "resolve")]
    assert dump_position(game) == dump_position(whole)
    check_invariants(game)
