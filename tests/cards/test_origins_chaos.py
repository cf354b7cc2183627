"""Scenario tests for the Origins Chaos cards of card wave 1 (issue 12, sets/origins/chaos.py): each
plays the card from a small position and checks what the rules make happen, with a timing or
targeting edge where the card has one. Rule numbers lead each docstring."""

from __future__ import annotations

import pytest

from riftbound.actions import Activate, ChooseCard
from riftbound.engine.points import points
from riftbound.formats.notation import NotationError, parse_action
from tests.helpers import cited_clauses_missing
from tests.spell_helpers import cid, do, might_of, pass_, play, position

DECK = ["Laurent Duelist"] * 3


def settle(game) -> None:
    """Pass Priority until the chain is empty."""
    while game.state.chain:
        pass_(game)


# --- Rebuke ---------------------------------------------------------------------------------------------

def test_rebuke_returns_a_unit_at_a_battlefield_to_its_owners_hand():
    """355.9.b: Rebuke's target is a unit at a battlefield (not one in a base); it goes to its
    owner's hand and the battlefield, now empty of P1's units, stays theirs until a cleanup says
    otherwise (323.6: no unit there, so it is no longer controlled)."""
    game = position({"hand": ["Rebuke"], "runes": ["Chaos Rune"] * 3, "deck": DECK},
                    {"deck": DECK, "base": ["Daring Poro"]},
                    battlefields=[{"controller": 1, "units": ["Vanguard Sergeant"]}, {}])
    with pytest.raises(NotationError):
        parse_action(game, "play Rebuke targeting Daring Poro at base")
    play(game, "play Rebuke targeting Vanguard Sergeant at bf 0")
    g = game.state
    assert cid(game, "Vanguard Sergeant") in g.players[1].hand
    assert g.battlefields[0].controller is None


# --- Ride The Wind ----------------------------------------------------------------------------------

def test_ride_the_wind_moves_a_friendly_unit_and_readies_it():
    """355.4, 449, 415: the destination is chosen as it is played; the exhausted unit moves from
    its base to the empty battlefield and is ready afterwards."""
    game = position({"hand": ["Ride The Wind"], "runes": ["Chaos Rune"] * 3, "deck": DECK,
                     "base": [{"card": "Vanguard Sergeant", "exhausted": True}]},
                    {"deck": DECK, "base": ["Daring Poro"]})
    with pytest.raises(NotationError):  # an enemy unit is not a friendly one
        parse_action(game, "play Ride The Wind targeting Daring Poro to bf 1")
    play(game, "play Ride The Wind targeting Vanguard Sergeant to bf 1")
    settle(game)
    u = game.state.units[cid(game, "Vanguard Sergeant")]
    assert u.loc == 1 and not u.exhausted


# --- Stacked Deck ---------------------------------------------------------------------------------

def test_stacked_deck_keeps_one_of_the_top_three_and_recycles_the_rest():
    """431.1.c, 416.1, 416.5: its controller looks at the top 3, puts the chosen one into their hand
    (one option per distinct card), and the other two go to the bottom of the deck."""
    deck = ["Vanguard Sergeant", "Daring Poro", "Stalwart Poro", "Petty Officer"]  # top first
    game = position({"hand": ["Stacked Deck"], "runes": ["Chaos Rune"], "deck": deck}, {"deck": DECK})
    play(game, "play Stacked Deck")
    d = game.pending()
    assert (d.kind, d.player, d.context[0]) == ("choose_card", 0, "look_take")
    g = game.state
    assert sorted(g.cards[a.card].name for a in game.legal_actions()) == [
        "Daring Poro", "Stalwart Poro", "Vanguard Sergeant"]
    do(game, "choose Stalwart Poro")
    p = g.players[0]
    assert [g.cards[c].name for c in p.hand] == ["Stalwart Poro"]
    assert sorted(g.cards[c].name for c in p.deck[:2]) == ["Daring Poro", "Vanguard Sergeant"]
    assert g.cards[p.deck[2]].name == "Petty Officer" and len(p.deck) == 3


def test_stacked_deck_with_a_short_deck_takes_what_there_is_without_burning_out():
    """431.1.c: looking never burns out: with one card it goes to hand (no choice), with none the
    spell does nothing."""
    game = position({"hand": ["Stacked Deck"], "runes": ["Chaos Rune"], "deck": ["Daring Poro"]},
                    {"deck": DECK})
    play(game, "play Stacked Deck")
    g = game.state
    assert [g.cards[c].name for c in g.players[0].hand] == ["Daring Poro"] and not g.players[0].deck
    assert points(g, 1) == 0 and not any(e.kind == "burn_out" for e in game.log)


# --- Acceptable Losses ------------------------------------------------------------------------------

def test_acceptable_losses_each_player_kills_one_of_their_gear():
    """355.10.e, 303.2.a, 428: as it resolves, the turn player picks one of their two gear, then P1
    picks their only one (no real choice); each pick is killed. Not a target: playable without any gear."""
    game = position({"hand": ["Acceptable Losses"], "runes": ["Chaos Rune"] * 1, "deck": DECK,
                     "gear": ["Mask of Foresight", "Orb of Regret"]},
                    {"deck": DECK, "gear": ["Mushroom Pouch"]})
    play(game, "play Acceptable Losses")
    d = game.pending()
    assert (d.kind, d.player, d.context[0]) == ("choose_card", 0, "gear_kill_pick")
    do(game, "choose Orb of Regret")
    g = game.state  # P1's only gear is their only choice: made for them
    assert game.pending().kind == "main"
    assert sorted(g.cards[c].name for c in g.gear) == ["Mask of Foresight"]
    assert cid(game, "Orb of Regret") in g.players[0].trash
    assert cid(game, "Mushroom Pouch") in g.players[1].trash


def test_acceptable_losses_with_no_gear_does_nothing():
    """355.10.e, 359.3.e.6: no player controls a gear: nobody picks, nothing happens."""
    game = position({"hand": ["Acceptable Losses"], "runes": ["Chaos Rune"], "deck": DECK}, {"deck": DECK})
    play(game, "play Acceptable Losses")
    assert game.pending().kind == "main" and cid(game, "Acceptable Losses") in game.state.players[0].trash


# --- Teemo, Scout ----------------------------------------------------------------------------------

def test_teemo_scout_gets_3_might_for_the_turn_when_played():
    """383.4.a, 317.2.c: its Play Effect gives it +3 Might until the end of the turn."""
    game = position({"hand": ["Teemo, Scout"], "runes": ["Chaos Rune"] * 2, "deck": DECK}, {"deck": DECK})
    play(game, "play Teemo, Scout to base")
    settle(game)
    teemo = cid(game, "Teemo, Scout")
    assert might_of(game, teemo) == 4
    do(game, "end turn")
    assert might_of(game, teemo) == 1


# --- Zaunite Bouncer -----------------------------------------------------------------------------

def test_zaunite_bouncer_returns_another_unit_at_a_battlefield():
    """383.4.a, 355.9.b: its Play Effect returns another unit at a battlefield to its owner's hand;
    the Bouncer itself, at the battlefield too, is not offered."""
    game = position({"hand": ["Zaunite Bouncer"], "runes": ["Chaos Rune"] * 4, "deck": DECK},
                    {"deck": DECK, "base": ["Daring Poro"]},
                    battlefields=[{"controller": 0, "units": ["Vanguard Sergeant"]},
                                  {"controller": 1, "units": ["Stalwart Poro"]}])
    play(game, "play Zaunite Bouncer to bf 0")
    while game.pending().kind != "choose_card":
        pass_(game)
    g = game.state
    offered = sorted(g.cards[a.card].name for a in game.legal_actions())
    assert offered == ["Stalwart Poro", "Vanguard Sergeant"]
    do(game, "choose Vanguard Sergeant")
    settle(game)
    assert cid(game, "Vanguard Sergeant") in g.players[0].hand


def test_zaunite_bouncer_alone_has_no_target_and_its_effect_is_not_played():
    """355.8, 383.4.a: with no unit at a battlefield (the enemy's is in its base) the Play Effect
    has no legal target and is not played; the Bouncer stays."""
    game = position({"hand": ["Zaunite Bouncer"], "runes": ["Chaos Rune"] * 4, "deck": DECK},
                    {"deck": DECK, "base": ["Daring Poro"]})
    play(game, "play Zaunite Bouncer to base")
    settle(game)
    g = game.state
    assert g.units[cid(game, "Zaunite Bouncer")].loc < 0 and cid(game, "Daring Poro") in g.units


# --- Invert Timelines ------------------------------------------------------------------------------

def test_invert_timelines_every_hand_is_discarded_then_each_draws_4():
    """422.1, 413, 303.2.a: both players discard their whole hands (the spell itself is on the
    chain, not in hand), then each draws 4."""
    deck = ["Petty Officer", "Stalwart Poro", "Daring Poro", "Vanguard Sergeant"]
    game = position({"hand": ["Invert Timelines", "Cleave", "Hextech Ray"], "runes": ["Chaos Rune"] * 3,
                     "deck": deck},
                    {"deck": deck, "hand": ["Laurent Duelist"]})
    play(game, "play Invert Timelines")
    g = game.state
    for p, gone in ((0, ["Cleave", "Hextech Ray"]), (1, ["Laurent Duelist"])):
        assert sorted(g.cards[c].name for c in g.players[p].hand) == sorted(deck)
        assert all(cid(game, name) in g.players[p].trash for name in gone)
    assert cid(game, "Invert Timelines") in g.players[0].trash


# --- Treasure Trove ------------------------------------------------------------------------------

def test_treasure_trove_killed_by_its_ability_draws_and_channels_exhausted():
    """377, 428, 383.2.c.1, 430.3: paying a Chaos Power and exhausting it kills it; as it leaves
    the board its ability triggers from the trash: its controller draws 1 and channels 1 rune,
    exhausted."""
    game = position({"deck": DECK, "gear": ["Treasure Trove"], "runes": ["Chaos Rune"],
                     "rune_deck": ["Fury Rune"]}, {"deck": DECK})
    trove = cid(game, "Treasure Trove")
    game.apply(next(a for a in game.legal_actions() if isinstance(a, Activate)))
    while game.pending().kind == "pay":
        game.apply(game.legal_actions()[0])
    settle(game)
    g = game.state
    p = g.players[0]
    assert trove in p.trash and len(p.hand) == 1
    # the Chaos Rune paid the Power (recycled, 164.2.b); the Fury Rune on top was channeled exhausted
    assert [g.cards[c].name for c in p.runes] == ["Fury Rune"] and p.rune_exhausted == [True]


def test_treasure_trove_killed_by_another_card_triggers_too():
    """428, 383.2.c.1: killed by Thermo Beam it triggers all the same, for its controller."""
    game = position({"deck": DECK, "hand": ["Thermo Beam"], "runes": ["Fury Rune"] * 7},
                    {"deck": DECK, "gear": ["Treasure Trove"], "rune_deck": ["Chaos Rune"]})
    play(game, "play Thermo Beam")
    settle(game)
    g = game.state
    assert len(g.players[1].hand) == 1 and g.players[1].rune_exhausted == [True]


# --- Whirlwind -------------------------------------------------------------------------------------

def test_whirlwind_each_player_from_the_next_may_return_any_unit():
    """355.10.e, 303.2.a: as it resolves P1 (the next player) picks first, any unit (here P0's
    Sergeant); then P0 picks last among what is left (P1's Poro): each goes to its owner's hand."""
    game = position({"hand": ["Whirlwind"], "runes": ["Chaos Rune"] * 3, "deck": DECK,
                     "base": ["Vanguard Sergeant"]},
                    {"deck": DECK, "base": ["Daring Poro"]})
    play(game, "play Whirlwind")
    d = game.pending()
    assert (d.kind, d.player, d.context[0]) == ("choose_card", 1, "return_pick")
    assert [a.card for a in game.legal_actions()][0] == -1  # may return none
    do(game, "P1: choose Vanguard Sergeant")
    d = game.pending()
    assert (d.kind, d.player) == ("choose_card", 0)
    do(game, "choose Daring Poro")
    g = game.state
    assert cid(game, "Vanguard Sergeant") in g.players[0].hand
    assert cid(game, "Daring Poro") in g.players[1].hand and not g.units


def test_whirlwind_players_may_decline():
    """355.10.e ("may"): both decline: nothing moves."""
    game = position({"hand": ["Whirlwind"], "runes": ["Chaos Rune"] * 3, "deck": DECK,
                     "base": ["Vanguard Sergeant"]}, {"deck": DECK})
    play(game, "play Whirlwind")
    game.apply(ChooseCard(-1))
    game.apply(ChooseCard(-1))
    assert cid(game, "Vanguard Sergeant") in game.state.units and game.pending().kind == "main"


# --- Tideturner ------------------------------------------------------------------------------------

def test_tideturner_trades_places_with_a_unit_you_control_elsewhere():
    """383.3.a, 355.9.b (errata: a unit you control at another location), 449: played to base, its
    Play Effect may choose P0's Sergeant at battlefield 1 (not the Poro beside it in base, nor P1's
    unit); Tideturner goes to battlefield 1 and the Sergeant to base."""
    game = position({"hand": ["Tideturner"], "runes": ["Chaos Rune"] * 2, "deck": DECK,
                     "base": ["Daring Poro"]},
                    {"deck": DECK, "base": ["Stalwart Poro"]},
                    battlefields=[{}, {"controller": 0, "units": ["Vanguard Sergeant"]}])
    play(game, "play Tideturner to base")
    tide, sergeant = cid(game, "Tideturner"), cid(game, "Vanguard Sergeant")
    d = game.pending()
    assert d.context[:2] == ("trigger_may", tide)
    assert [a.card for a in game.legal_actions()] == [-1, sergeant]
    game.apply(ChooseCard(sergeant))
    settle(game)
    g = game.state
    assert g.units[tide].loc == 1 and g.units[sergeant].loc < 0
    assert g.units[cid(game, "Daring Poro")].loc < 0


def test_tideturner_declined_stays():
    """383.3.a.2: declined, nothing moves."""
    game = position({"hand": ["Tideturner"], "runes": ["Chaos Rune"] * 2, "deck": DECK},
                    {"deck": DECK}, battlefields=[{}, {"controller": 0, "units": ["Vanguard Sergeant"]}])
    play(game, "play Tideturner to base")
    game.apply(ChooseCard(-1))
    settle(game)
    g = game.state
    assert g.units[cid(game, "Tideturner")].loc < 0 and g.units[cid(game, "Vanguard Sergeant")].loc == 1


def test_tideturner_from_facedown_chooses_freely():
    """811.1.d.2 (its Tideturner example): played from facedown at battlefield 0, its target can't
    be at that battlefield, so it is chosen freely: the Sergeant in base; they trade places."""
    game = position({"deck": DECK, "base": ["Vanguard Sergeant"]}, {"deck": DECK},
                    battlefields=[{"controller": 0, "units": ["Daring Poro"],
                                   "facedown": {"card": "Tideturner", "turn": 0}}, {}])
    play(game, "play Tideturner from facedown to bf 0")
    tide, sergeant = cid(game, "Tideturner"), cid(game, "Vanguard Sergeant")
    while game.pending().kind != "choose_card":
        pass_(game)
    assert [a.card for a in game.legal_actions()] == [-1, sergeant]
    game.apply(ChooseCard(sergeant))
    settle(game)
    g = game.state
    assert g.units[tide].loc < 0 and g.units[sergeant].loc == 0


# --- The Syren -------------------------------------------------------------------------------------

def test_the_syren_moves_a_friendly_unit_at_a_battlefield_to_its_base():
    """377, 449 (errata: to its base): paying 1 Energy and exhausting it moves P0's Sergeant from
    battlefield 0 to P0's base; a unit in a base or an enemy unit is not a legal target."""
    game = position({"deck": DECK, "gear": ["The Syren"], "runes": ["Chaos Rune"],
                     "base": ["Daring Poro"]},
                    {"deck": DECK},
                    battlefields=[{"controller": 0, "units": ["Vanguard Sergeant"]},
                                  {"controller": 1, "units": ["Stalwart Poro"]}])
    acts = [a for a in game.legal_actions() if isinstance(a, Activate)]
    assert [a.target for a in acts] == [cid(game, "Vanguard Sergeant")]
    game.apply(acts[0])
    while game.pending().kind == "pay":
        game.apply(game.legal_actions()[0])
    settle(game)
    g = game.state
    assert g.units[cid(game, "Vanguard Sergeant")].loc < 0 and g.gear[cid(game, "The Syren")].exhausted
    assert g.battlefields[0].controller is None


# --- Seal of Discord ----------------------------------------------------------------------------

def test_seal_of_discord_adds_chaos_power_at_once():
    """429.1, 429.2.a: exhausting it adds one Chaos Power to the pool at once, never on the chain."""
    game = position({"deck": DECK, "gear": ["Seal of Discord"]}, {"deck": DECK})
    game.apply(next(a for a in game.legal_actions() if isinstance(a, Activate)))
    g = game.state
    assert g.players[0].pool_power == ["Chaos"] and not g.chain
    assert g.gear[cid(game, "Seal of Discord")].exhausted


def test_cited_clauses_exist():
    """Every clause cited at the start of a docstring here is in the rules file."""
    assert cited_clauses_missing(globals()) == []
