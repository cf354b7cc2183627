"""Scenario tests: the Origins precon cards with activated abilities (377-381) and the three precon
legends, each in play from a small position with actions written in notation and the results
asserted. Each test names its card; rule numbers lead the docstring."""

from __future__ import annotations

import pytest

from riftbound import load_cards
from riftbound.actions import Activate, ChooseCard, Move
from riftbound.checks import check_invariants
from riftbound.effects import Draw, TriggerScript
from riftbound.engine.reactions import Condition, Triggered
from riftbound.errors import IllegalActionError
from riftbound.formats.position import dump_position, load_position
from tests.helpers import give_answer
from tests.spell_helpers import card_text, cid, do, might_of, pay, play, position

DECK = ["Petty Officer", "Vanguard Sergeant", "Laurent Duelist"]


def activations(game) -> list[Activate]:
    return [a for a in game.legal_actions() if isinstance(a, Activate)]


# --- Lee Sin, Blind Monk ----------------------------------------------------------------------------

def test_lee_sin_blind_monk_buffs_a_friendly_unit_and_fires_the_buff_event():
    """702.2.a, 703, 383.1: Lee Sin's [1], [E] ability buffs the chosen friendly unit (+1 Might);
    the buff is an event "when you buff a unit" abilities wait for (a test trigger on Laurent
    Duelist here draws 1)."""
    duelist_id = load_cards().by_name("Laurent Duelist").id
    game = position({"legend": "Lee Sin, Blind Monk", "deck": DECK, "runes": ["Calm Rune"],
                     "base": ["Petty Officer", "Laurent Duelist"]}, {"deck": DECK})
    give_answer(game, "on:buff", duelist_id, Triggered(TriggerScript((Draw(1),)), Condition("you")))
    assert "buff" in card_text("Lee Sin, Blind Monk")["text"].casefold()
    officer = cid(game, "Petty Officer", "base")
    before = might_of(game, officer)
    do(game, "activate Lee Sin, Blind Monk targeting Petty Officer pay exhaust Calm Rune")
    assert might_of(game, officer) == before + 1 and game.state.units[officer].buffs == 1
    assert len(game.state.players[0].hand) == 1  # the "buff" trigger resolved
    assert game.state.players[0].legend_exhausted
    check_invariants(game)


def test_lee_sin_blind_monk_buffing_a_buffed_unit_adds_nothing():
    """702.3.a: a unit that has a buff gets no second one; the ability still resolves."""
    game = position({"legend": "Lee Sin, Blind Monk", "deck": DECK, "runes": ["Body Rune"],
                     "base": [{"card": "Petty Officer", "buffs": 1}]}, {"deck": DECK})
    officer = cid(game, "Petty Officer", "base")
    before = might_of(game, officer)
    do(game, "activate Lee Sin, Blind Monk targeting Petty Officer pay exhaust Body Rune")
    assert game.state.units[officer].buffs == 1 and might_of(game, officer) == before


# --- Viktor, Herald of the Arcane --------------------------------------------------------------------

@pytest.mark.parametrize("where", ["base", "bf 0"])
def test_viktor_herald_plays_a_recruit_token_where_chosen(where):
    """180-186, 187.1, 355.2.a, 419.3.b: Viktor's [1], [E] ability plays a 1 Might Recruit token,
    exhausted, to the place its controller chooses as the ability resolves (playing the token is a
    play made then): the base or a battlefield they control (an uncontrolled battlefield is not
    offered)."""
    game = position({"legend": "Viktor, Herald of the Arcane", "deck": DECK,
                     "runes": ["Mind Rune"]}, {"deck": DECK},
                    battlefields=[{"controller": 0, "units": ["Petty Officer"]}, {}])
    assert {a.location for a in activations(game)} == {None}  # nothing chosen on activation
    n = len(game.state.cards)
    viktor = game.state.players[0].legend
    do(game, "activate Viktor, Herald of the Arcane pay exhaust Mind Rune")
    d = game.pending()
    assert d.kind == "choose_card" and d.context[0] == "recruit_location"
    bf0 = game.state.battlefields[0].cid
    assert sorted(a.card for a in game.legal_actions()) == sorted([viktor, bf0])
    assert load_position(dump_position(game)).state.key() == game.state.key()  # a loadable state
    game.apply(ChooseCard(viktor if where == "base" else bf0))
    token = game.state.units[n]
    assert game.state.cards[n].id == "ogn-271-298" and might_of(game, n) == 1
    assert (token.controller, token.loc, token.exhausted) == (0, -1 if where == "base" else 0, True)
    assert game.state.owner[n] == 0
    check_invariants(game)


# --- Jinx, Loose Cannon ------------------------------------------------------------------------------

@pytest.mark.parametrize(("hand", "drawn"), [(0, 2), (1, 2), (2, 1)])
def test_jinx_loose_cannon_draws_at_the_beginning_phase_only_with_a_small_hand(hand, drawn):
    """315.2.a, 383.2.a.1, 383.1: at the start of her controller's Beginning Phase Jinx's ability
    triggers whatever the hand, and draws 1 only if they hold one card or none as it resolves (the
    clause is part of the effect: the rule's Loose Cannon example); the Draw Phase draws 1 as always
    (315.4)."""
    game = load_position({
        "players": [{"legend": "Jinx, Loose Cannon", "deck": DECK, "hand": ["Petty Officer"] * hand},
                    {"deck": DECK}],
        "turn_player": 1})
    start = len(game.log)
    do(game, "end turn")
    g = game.state
    assert g.turn_player == 0 and len(g.players[0].hand) == hand + drawn
    triggered = [e for e in game.log[start:] if e.kind == "trigger" and e.data[0] == g.players[0].legend]
    assert len(triggered) == 1


def test_jinx_loose_cannon_does_not_trigger_on_the_opponents_beginning_phase():
    """383.1: "your" Beginning Phase: the opponent's does not trigger it."""
    game = load_position({"players": [{"legend": "Jinx, Loose Cannon", "deck": DECK}, {"deck": DECK}]})
    do(game, "end turn")
    assert game.state.turn_player == 1 and len(game.state.players[0].hand) == 0


# --- Vi, Destructive ---------------------------------------------------------------------------------

def test_vi_destructive_recycles_a_trash_card_for_might_each_time():
    """416, 377.1, 317.2.c: Vi's ability costs one card of her controller's trash, recycled to the
    bottom of the Main Deck; each activation gives her +1 Might this turn; with an empty trash it
    can't be activated (404)."""
    game = position({"deck": DECK, "trash": ["Petty Officer", "Laurent Duelist"]}, {"deck": DECK},
                    battlefields=[{"controller": 0, "units": ["Vi, Destructive"]}, {}])
    vi = cid(game, "Vi, Destructive")
    officer = cid(game, "Petty Officer", "trash")
    do(game, "activate Vi, Destructive recycling Petty Officer")
    g = game.state
    assert might_of(game, vi) == 4 and g.players[0].deck[0] == officer and officer not in g.players[0].trash
    do(game, "activate Vi, Destructive recycling Laurent Duelist")
    assert might_of(game, vi) == 5 and activations(game) == []
    do(game, "end turn")
    assert might_of(game, vi) == 3  # "this turn" has ended (317.2.c)


# --- Udyr, Wildman -----------------------------------------------------------------------------------

UDYR_BOARD = [{"controller": 0, "units": [{"card": "Udyr, Wildman", "buffs": 1}]},
              {"controller": 1, "units": ["Vanguard Sergeant"]}]


def test_udyr_wildman_spends_his_buff_to_deal_2_and_that_mode_is_gone_this_turn():
    """702.2.b, 355.3, 417: spending Udyr's buff, the first mode deals 2 to a unit at a
    battlefield; the buff is gone (no mode can be paid for now), and once he has a buff again that
    mode is not offered again this turn, the others are."""
    game = position({"legend": "Lee Sin, Blind Monk", "deck": DECK, "runes": ["Calm Rune"]},
                    {"deck": DECK}, battlefields=UDYR_BOARD)
    udyr, sergeant = cid(game, "Udyr, Wildman"), cid(game, "Vanguard Sergeant", "bf 1")
    do(game, "activate Udyr, Wildman targeting Vanguard Sergeant")
    g = game.state
    assert g.units[udyr].buffs == 0 and might_of(game, udyr) == 6
    assert g.units[sergeant].damage == 2  # 4 Might: it survives
    assert not [a for a in activations(game) if a.source == udyr]
    do(game, "activate Lee Sin, Blind Monk targeting Udyr, Wildman pay exhaust Calm Rune")
    modes = {a.mode for a in activations(game) if a.source == udyr}
    assert modes == {1, 2, 3}


def test_udyr_wildman_stun_and_ready_modes():
    """423, 415: the second mode stuns a unit at a battlefield; the third readies Udyr."""
    board = [{"controller": 0, "units": [{"card": "Udyr, Wildman", "buffs": 1, "exhausted": True}]},
             {"controller": 1, "units": ["Vanguard Sergeant"]}]
    game = position({"deck": DECK}, {"deck": DECK}, battlefields=board)
    udyr, sergeant = cid(game, "Udyr, Wildman"), cid(game, "Vanguard Sergeant", "bf 1")
    do(game, "activate Udyr, Wildman mode 1 targeting Vanguard Sergeant")
    assert game.state.units[sergeant].stunned and game.state.units[udyr].exhausted
    game = position({"deck": DECK}, {"deck": DECK}, battlefields=board)
    do(game, "activate Udyr, Wildman mode 2")
    assert not game.state.units[udyr].exhausted and game.state.units[udyr].buffs == 0


def test_udyr_wildman_ganking_this_turn_lets_him_move_between_battlefields():
    """810, 144.4.c.1: with the fourth mode Udyr has Ganking this turn: a Standard Move from one
    battlefield to another becomes legal (and is refused before); next turn it is gone."""
    game = position({"deck": DECK}, {"deck": DECK},
                    battlefields=[UDYR_BOARD[0], {}])
    udyr = cid(game, "Udyr, Wildman")
    assert Move((udyr,), 1) not in game.legal_actions()
    with pytest.raises(IllegalActionError):
        game.apply(Move((udyr,), 1))
    do(game, "activate Udyr, Wildman mode 3")
    assert Move((udyr,), 1) in game.legal_actions()
    data = dump_position(game)
    assert Move((udyr,), 1) in load_position(data).legal_actions()  # "this turn" is in the position
    do(game, "end turn")
    do(game, "end turn")
    assert game.state.turn_player == 0 and Move((udyr,), 1) not in game.legal_actions()


def test_124_1_udyrs_ganking_this_turn_is_the_objects_and_leaves_with_it():
    """124.1, 810: Udyr gives himself Ganking this turn, then goes back to his owner's hand and is
    played again the same turn: the new object has no Ganking (a battlefield-to-battlefield move is
    refused again)."""
    from riftbound.formats.judge import apply_board, parse_board

    game = position({"deck": DECK, "runes": ["Body Rune"] * 7}, {"deck": DECK},
                    battlefields=[UDYR_BOARD[0], {}])
    udyr = cid(game, "Udyr, Wildman")
    do(game, "activate Udyr, Wildman mode 3")
    assert Move((udyr,), 1) in game.legal_actions()
    apply_board(game, parse_board(game, "return Udyr, Wildman to hand"))
    play(game, "play Udyr, Wildman")
    if game.pending().kind == "pay":
        pay(game)
    g = game.state
    assert udyr in g.units and g.units[udyr].loc < 0  # the same card, a new object (124.1)
    apply_board(game, parse_board(game, "move Udyr, Wildman to bf 0 by effect"))
    g.units[udyr].exhausted = False  # ready, so only Ganking decides the move
    game.forget_options()
    assert Move((udyr,), 1) not in game.legal_actions()


# --- Heimerdinger, Inventor --------------------------------------------------------------------------

def test_heimerdinger_inventor_uses_a_legends_exhaust_ability_exhausting_himself():
    """363, 377, 135.2.e.2: Heimerdinger has Lee Sin's [1], [E] ability: using it exhausts him, not
    the legend, which may still use its own; abilities without [E] (Vi's) are not his."""
    game = position({"legend": "Lee Sin, Blind Monk", "deck": DECK, "runes": ["Calm Rune", "Body Rune"],
                     "base": ["Heimerdinger, Inventor", "Vi, Destructive"], "trash": ["Petty Officer"]},
                    {"deck": DECK})
    heimer, vi = cid(game, "Heimerdinger, Inventor"), cid(game, "Vi, Destructive")
    mine = [a for a in activations(game) if a.source == heimer]
    assert mine and all(game.state.cards[a.of].name == "Lee Sin, Blind Monk" for a in mine)
    do(game, "activate Heimerdinger, Inventor using Lee Sin, Blind Monk targeting Vi, Destructive "
             "pay exhaust Calm Rune")
    g = game.state
    assert g.units[heimer].exhausted and not g.players[0].legend_exhausted
    assert g.units[vi].buffs == 1
    assert not [a for a in activations(game) if a.source == heimer]
    do(game, "activate Lee Sin, Blind Monk targeting Heimerdinger, Inventor pay exhaust Body Rune")
    assert g.units[heimer].buffs == 1 and g.players[0].legend_exhausted


def test_heimerdinger_inventor_uses_a_gears_exhaust_ability():
    """363, 377: Heimerdinger has Orb of Regret's [E] ability: using it exhausts him; the Orb stays
    ready and may be used as well."""
    game = position({"deck": DECK, "base": ["Heimerdinger, Inventor"], "gear": ["Orb of Regret"]},
                    {"deck": DECK, "base": ["Vanguard Sergeant"]})
    heimer, orb = cid(game, "Heimerdinger, Inventor"), cid(game, "Orb of Regret")
    sergeant = cid(game, "Vanguard Sergeant", "base")
    before = might_of(game, sergeant)
    do(game, "activate Heimerdinger, Inventor using Orb of Regret targeting Vanguard Sergeant")
    assert might_of(game, sergeant) == before - 1
    assert game.state.units[heimer].exhausted and not game.state.gear[orb].exhausted


def test_heimerdinger_inventor_does_not_have_an_enemys_exhaust_abilities():
    """740.1.a: only friendly legends, units and gear lend him their [E] abilities: the opponent's
    Orb of Regret and legend give him none."""
    game = position({"deck": DECK, "base": ["Heimerdinger, Inventor"], "runes": ["Calm Rune"]},
                    {"deck": DECK, "gear": ["Orb of Regret"], "legend": "Lee Sin, Blind Monk"})
    assert activations(game) == []


# --- Orb of Regret -----------------------------------------------------------------------------------

def test_orb_of_regret_gives_minus_1_might_this_turn_to_a_minimum_of_1():
    """477.3.b, 317.2.c, 135.2.e.2: exhausting Orb of Regret gives a unit -1 Might this turn, not
    below 1 Might (a 1 Might unit keeps 1); the Orb is exhausted and can't be used again."""
    game = position({"deck": DECK, "gear": ["Orb of Regret"]},
                    {"deck": DECK, "base": ["Vanguard Sergeant"]})
    orb, sergeant = cid(game, "Orb of Regret"), cid(game, "Vanguard Sergeant", "base")
    before = might_of(game, sergeant)
    do(game, "activate Orb of Regret targeting Vanguard Sergeant")
    assert might_of(game, sergeant) == before - 1 and game.state.gear[orb].exhausted
    assert activations(game) == []
    do(game, "end turn")
    assert might_of(game, sergeant) == before


def test_orb_of_regret_does_not_take_a_unit_below_1_might():
    """477.3.b: the minimum of 1: a unit with 1 Might is not lowered."""
    game = position({"deck": DECK, "gear": ["Orb of Regret"]},
                    {"deck": DECK, "base": ["Recruit // Buff"]}, practice=True)
    recruit = cid(game, "Recruit // Buff")
    do(game, "activate Orb of Regret targeting Recruit // Buff")
    assert might_of(game, recruit) == 1


def test_viktor_herald_token_goes_to_base_if_the_chosen_battlefield_is_lost():
    """355.2.a, docs/rulings.md: the location chosen on activation is read again as the ability
    resolves; a battlefield its controller no longer controls is not a valid place, so the token
    goes to their base (a position with the ability on the chain, aimed at P1's battlefield)."""
    game = load_position({
        "players": [{"legend": "Viktor, Herald of the Arcane", "deck": DECK, "legend_exhausted": True},
                    {"deck": DECK}],
        "battlefields": [{"controller": 1, "units": ["Petty Officer"]}, {}],
        "chain": [{"activated": 0, "location": 0}],
        "pending": {"player": 1, "kind": "priority", "context": [1]}})
    n = len(game.state.cards)
    do(game, "pass")
    token = game.state.units[n]
    assert (token.controller, token.loc) == (0, -1) and not game.state.chain
