"""Scenario tests for the Body cards of Origins added in the first card wave (issue 12,
``sets/origins/body.py``): each plays the card from a small position and checks what the rules make
happen, with a timing or targeting edge where the card has one. Rule numbers lead each docstring."""

from __future__ import annotations

import pytest

from riftbound.actions import BASE, Activate
from riftbound.cards import load_cards
from riftbound.checks import check_invariants
from riftbound.engine.costs import unit_cost
from riftbound.errors import IllegalActionError
from riftbound.formats.notation import parse_action
from riftbound.game import card_support
from tests.helpers import cited_clauses_missing
from tests.spell_helpers import card_text, cid, do, might_of, pass_, play, position

DECK = ["Stalwart Poro"] * 3
BODY = ["Body Rune"] * 12


def settle(game) -> None:
    """Pass Priority until the chain is empty."""
    while game.state.chain:
        pass_(game)


def names(game, cids) -> list[str]:
    return sorted(game.state.cards[c].name for c in cids)


def activations(game) -> list[Activate]:
    return [a for a in game.legal_actions() if isinstance(a, Activate)]


def test_kinkou_monk_errata_is_read():
    """Kinkou Monk's errata (2025-10-28) makes its buff "up to two" units: its ability may choose
    zero, one or two."""
    assert "up to two" in card_text("Kinkou Monk")["errata"][0]["new_text"]


def test_every_card_here_has_an_entry():
    """Each card of the module is played by its entry (a script), and its errata are as read."""
    cards = load_cards()
    for name in ("Seal of Strength", "Primal Strength", "Flurry of Blades", "Showstopper", "Sett, Brawler",
                 "Warwick, Hunter", "Catalyst of Aeons", "Arena Bar", "Miss Fortune, Bounty Hunter",
                 "Carnivorous Snapvine", "Overt Operation", "Spoils of War", "Kinkou Monk",
                 "Qiyana, Victorious", "Herald of Scales", "Deadbloom Predator"):
        assert card_support(cards.by_name(name)) == "script", name
        assert card_text(name)["errata"] == [] or name == "Kinkou Monk", name


# --- Seal of Strength ----------------------------------------------------------------------------------

def test_seal_of_strength_adds_body_power_at_once():
    """429.1, 429.2: its [E] Add ability adds one Body Power, resolving at once, and exhausts it."""
    game = position({"deck": DECK, "gear": ["Seal of Strength"]}, {"deck": DECK})
    (act,) = activations(game)
    game.apply(act)
    g = game.state
    assert g.players[0].pool_power == ["Body"] and not g.chain and not activations(game)


# --- Primal Strength -----------------------------------------------------------------------------------

def test_primal_strength_gives_seven_might_for_the_turn_only():
    """806, 430, 317.2.c: an Action spell giving the chosen unit +7 Might until the turn ends."""
    game = position({"hand": ["Primal Strength"], "deck": DECK, "runes": BODY[:5],
                     "base": ["Vanguard Sergeant"]},
                    {"deck": DECK})
    sergeant = cid(game, "Vanguard Sergeant")
    play(game, "play Primal Strength targeting Vanguard Sergeant")
    settle(game)
    assert might_of(game, sergeant) == 11
    do(game, "end turn")
    assert might_of(game, sergeant) == 4


# --- Flurry of Blades ----------------------------------------------------------------------------------

def test_flurry_of_blades_deals_one_to_every_unit_at_battlefields_not_in_bases():
    """355.5.a, 417: no unit is chosen; every unit at a battlefield, friendly or enemy, takes 1;
    units in bases take nothing."""
    game = position({"hand": ["Flurry of Blades"], "deck": DECK, "runes": ["Body Rune"],
                     "base": ["Vanguard Sergeant"]},
                    {"deck": DECK, "base": ["Laurent Duelist"]},
                    battlefields=[{"controller": 0, "units": ["Petty Officer"]},
                                  {"controller": 1, "units": ["Daring Poro"]}])
    play(game, "play Flurry of Blades")
    settle(game)
    g = game.state
    assert g.units[cid(game, "Petty Officer")].damage == 1 and g.units[cid(game, "Daring Poro")].damage == 1
    assert g.units[cid(game, "Vanguard Sergeant")].damage == 0
    assert g.units[cid(game, "Laurent Duelist")].damage == 0
    check_invariants(game)


def test_flurry_of_blades_is_a_reaction_played_over_a_spell_on_the_chain():
    """813.1.c.1, 340.1: with Reaction P1 plays it while P0's spell waits on the chain; it resolves
    first, so the 1 Might unit it kills is gone before P0's spell resolves."""
    game = position({"hand": ["Primal Strength"], "deck": DECK, "runes": BODY[:5]},
                    {"deck": DECK, "hand": ["Flurry of Blades"], "runes": ["Body Rune"]},
                    battlefields=[{"controller": 0, "units": [{"card": "Daring Poro", "damage": 1}]}, {}])
    poro = cid(game, "Daring Poro")
    play(game, "play Primal Strength targeting Daring Poro")
    assert game.pending().player == 1
    play(game, "P1: play Flurry of Blades")
    settle(game)
    g = game.state
    assert poro in g.players[0].trash
    assert any(e.kind == "instruction_skipped" for e in game.log)  # Primal Strength's target is gone


# --- Showstopper ---------------------------------------------------------------------------------------

def test_showstopper_buffs_a_unit_of_its_base_and_moves_it_to_a_chosen_battlefield():
    """355.4, 355.7, 702.2.a, 449: only its player's units in their base are targets (not one at a
    battlefield, not an enemy's); the battlefield is chosen as it is played; the unit is buffed, then
    moved there."""
    game = position({"hand": ["Showstopper"], "deck": DECK, "runes": ["Body Rune"] * 2,
                     "base": ["Vanguard Sergeant"]},
                    {"deck": DECK, "base": ["Laurent Duelist"]},
                    battlefields=[{"controller": 0, "units": ["Petty Officer"]}, {}])
    sergeant = cid(game, "Vanguard Sergeant")
    for bad in ("play Showstopper targeting Petty Officer to bf 1",
                "play Showstopper targeting Laurent Duelist to bf 1"):
        with pytest.raises((IllegalActionError, ValueError)):
            game.apply(parse_action(game, bad))
    play(game, "play Showstopper targeting Vanguard Sergeant to bf 1")
    settle(game)
    u = game.state.units[sergeant]
    assert u.buffs == 1 and u.loc == 1 and might_of(game, sergeant) == 5


def test_showstopper_moves_an_already_buffed_unit_too():
    """702.3.a, 359.3.e: the buff adds nothing to a buffed unit, and the move still happens (it is
    not conditional on the buff)."""
    game = position({"hand": ["Showstopper"], "deck": DECK, "runes": ["Body Rune"] * 2,
                     "base": [{"card": "Vanguard Sergeant", "buffs": 1}]}, {"deck": DECK})
    play(game, "play Showstopper targeting Vanguard Sergeant to bf 0")
    settle(game)
    u = game.state.units[cid(game, "Vanguard Sergeant")]
    assert u.buffs == 1 and u.loc == 0


# --- Sett, Brawler -------------------------------------------------------------------------------------

def test_sett_brawler_buffs_himself_when_played_and_spends_it_for_four_might():
    """383.4.a, 702.2.a, 702.2.b, 377: his Play Effect buffs him; his ability's cost is spending his
    buff (none left: it can't be activated again); it gives him +4 this turn."""
    game = position({"hand": ["Sett, Brawler"], "deck": DECK, "runes": BODY[:6]}, {"deck": DECK})
    play(game, "play Sett, Brawler to base")
    settle(game)
    sett = cid(game, "Sett, Brawler")
    assert game.state.units[sett].buffs == 1 and might_of(game, sett) == 5
    do(game, "activate Sett, Brawler")
    settle(game)
    assert game.state.units[sett].buffs == 0 and might_of(game, sett) == 8
    assert not activations(game)


def test_sett_brawler_buffs_himself_when_he_conquers():
    """383.4.c, 471.2: moving to an empty battlefield he conquers it; his conquer ability buffs him."""
    game = position({"deck": DECK, "base": ["Sett, Brawler"]}, {"deck": DECK})
    sett = cid(game, "Sett, Brawler")
    do(game, "move Sett, Brawler to bf 0")
    settle(game)
    assert game.state.battlefields[0].controller == 0 and game.state.units[sett].buffs == 1


# --- Warwick, Hunter -----------------------------------------------------------------------------------

def test_warwick_hunter_enters_ready_and_kills_the_damaged_enemy_units_where_he_attacks():
    """369.3, 383.4.e, 355.5.a: he enters ready and may move at once; attacking, his trigger kills
    every damaged enemy unit at that battlefield (not an undamaged one, nor a damaged one elsewhere)."""
    game = position({"hand": ["Warwick, Hunter"], "deck": DECK, "runes": BODY[:7]},
                    {"deck": DECK, "base": [{"card": "Laurent Duelist", "damage": 1}]},
                    battlefields=[{"controller": 1, "units": [{"card": "Vanguard Sergeant", "damage": 1},
                                                               "Petty Officer"]}, {}])
    play(game, "play Warwick, Hunter to base")
    ww = cid(game, "Warwick, Hunter")
    assert not game.state.units[ww].exhausted
    do(game, "move Warwick, Hunter to bf 0")
    g = game.state
    assert cid(game, "Vanguard Sergeant") in g.players[1].trash
    assert cid(game, "Laurent Duelist") in g.units  # damaged, but in P1's base: not "here"
    assert any(e.kind == "trigger" and e.data[0] == ww for e in game.log)
    check_invariants(game)


# --- Catalyst of Aeons ---------------------------------------------------------------------------------

def test_catalyst_of_aeons_channels_two_exhausted_and_draws_nothing():
    """430.1, 430.3: two runes channeled exhausted; having channeled two, no card is drawn."""
    game = position({"hand": ["Catalyst of Aeons"], "deck": DECK, "runes": BODY[:4],
                     "rune_deck": ["Body Rune"] * 3}, {"deck": DECK})
    play(game, "play Catalyst of Aeons")
    settle(game)
    p = game.state.players[0]
    assert len(p.runes) == 6 and p.rune_exhausted[-2:] == [True, True] and len(p.hand) == 0


def test_catalyst_of_aeons_with_one_rune_left_channels_it_and_draws():
    """430.1, 359.3.e.11, 413: with one rune in the Rune Deck it channels that one, then draws 1."""
    game = position({"hand": ["Catalyst of Aeons"], "deck": DECK, "runes": BODY[:4],
                     "rune_deck": ["Body Rune"]}, {"deck": DECK})
    play(game, "play Catalyst of Aeons")
    settle(game)
    p = game.state.players[0]
    assert len(p.runes) == 5 and not p.rune_deck and len(p.hand) == 1


# --- Arena Bar -----------------------------------------------------------------------------------------

def test_arena_bar_buffs_only_an_exhausted_friendly_unit():
    """377, 355.7, 702.2.a: its [E] ability targets an exhausted friendly unit: a ready one or an
    exhausted enemy can't be chosen."""
    game = position({"deck": DECK, "gear": ["Arena Bar"],
                     "base": ["Vanguard Sergeant", {"card": "Petty Officer", "exhausted": True}]},
                    {"deck": DECK, "base": [{"card": "Laurent Duelist", "exhausted": True}]})
    for bad in ("activate Arena Bar targeting Vanguard Sergeant",
                "activate Arena Bar targeting Laurent Duelist"):
        with pytest.raises((IllegalActionError, ValueError)):
            do(game, bad)
    do(game, "activate Arena Bar targeting Petty Officer")
    settle(game)
    g = game.state
    assert g.units[cid(game, "Petty Officer")].buffs == 1 and g.gear[cid(game, "Arena Bar")].exhausted


# --- Miss Fortune, Bounty Hunter -------------------------------------------------------------------

def test_miss_fortune_bounty_hunter_gives_a_unit_ganking_for_the_turn():
    """377, 801.3.a.2, 810, 317.2.c: her [E] ability gives the chosen unit Ganking: it may then move
    from one battlefield to another; the keyword is gone once the turn ends."""
    game = position({"legend": "Miss Fortune, Bounty Hunter", "deck": DECK}, {"deck": DECK},
                    battlefields=[{"controller": 0, "units": ["Vanguard Sergeant"]}, {}])
    sergeant = cid(game, "Vanguard Sergeant")
    with pytest.raises((IllegalActionError, ValueError)):
        do(game, "move Vanguard Sergeant to bf 1")  # no Ganking yet
    do(game, "activate Miss Fortune, Bounty Hunter targeting Vanguard Sergeant")
    settle(game)
    assert game.state.players[0].legend_exhausted
    do(game, "move Vanguard Sergeant to bf 1")
    assert game.state.units[sergeant].loc == 1
    do(game, "end turn")
    from riftbound.engine.granted import unit_has_keyword
    assert not unit_has_keyword(game.state, game.state.units[sergeant], "Ganking")


# --- Carnivorous Snapvine --------------------------------------------------------------------------

def test_carnivorous_snapvine_and_its_target_deal_their_mights_to_each_other():
    """383.4.a, 417.6.b.3-4: Snapvine (6) and the chosen enemy unit at a battlefield (4) deal damage
    to each other, each the source of its own: the enemy dies, Snapvine keeps 4 damage. Enemy units
    in a base are not choices."""
    game = position({"hand": ["Carnivorous Snapvine"], "deck": DECK, "runes": BODY[:6]},
                    {"deck": DECK, "base": ["Laurent Duelist"]},
                    battlefields=[{"controller": 1, "units": ["Vanguard Sergeant"]}, {}])
    play(game, "play Carnivorous Snapvine to base")
    settle(game)
    g = game.state
    vine, sergeant = cid(game, "Carnivorous Snapvine"), cid(game, "Vanguard Sergeant")
    assert sergeant in g.players[1].trash and g.units[vine].damage == 4
    dealt = [e.data for e in game.log if e.kind == "damage"]
    assert (sergeant, 6, vine) in dealt and (vine, 4, sergeant) in dealt
    check_invariants(game)


def test_carnivorous_snapvine_whose_target_is_gone_deals_and_takes_nothing():
    """359.3.e.4, 359.3.e.12: the chosen unit returned to hand in answer (Gust) is no longer a legal
    target: its Might is null and Snapvine neither deals nor takes damage."""
    game = position({"hand": ["Carnivorous Snapvine"], "deck": DECK, "runes": BODY[:6]},
                    {"deck": DECK, "hand": ["Gust"], "runes": ["Chaos Rune"]},
                    battlefields=[{"controller": 1, "units": ["Daring Poro"]}, {}])
    play(game, "play Carnivorous Snapvine to base")
    assert game.pending().player == 1
    play(game, "P1: play Gust targeting Daring Poro at bf 0")
    settle(game)
    g = game.state
    assert cid(game, "Daring Poro") in g.players[1].hand
    assert g.units[cid(game, "Carnivorous Snapvine")].damage == 0
    assert not [e for e in game.log if e.kind == "damage"]


# --- Overt Operation --------------------------------------------------------------------------------

def test_overt_operation_spends_chosen_buffs_to_ready_then_buffs_every_friendly_unit():
    """702.2.b, 415, 702.2.a: P0 spends the buff of one exhausted unit (it readies) and stops; the
    other buffed exhausted unit stays exhausted; then every friendly unit without a buff gets one
    (the readied unit again), enemy units none."""
    game = position({"hand": ["Overt Operation"], "deck": DECK, "runes": BODY[:5],
                     "base": [{"card": "Vanguard Sergeant", "buffs": 1, "exhausted": True},
                              {"card": "Petty Officer", "buffs": 1, "exhausted": True}, "Daring Poro"]},
                    {"deck": DECK, "base": ["Laurent Duelist"]})
    sergeant, officer = cid(game, "Vanguard Sergeant"), cid(game, "Petty Officer")
    play(game, "play Overt Operation")
    settle_until_choice(game)
    assert sorted(a.card for a in game.legal_actions()) == sorted([-1, sergeant, officer])
    do(game, "choose Vanguard Sergeant")
    game.apply(next(a for a in game.legal_actions() if a.card == -1))  # stop
    settle(game)
    g = game.state
    assert not g.units[sergeant].exhausted and g.units[officer].exhausted
    assert all(g.units[c].buffs == 1 for c in (sergeant, officer, cid(game, "Daring Poro")))
    assert g.units[cid(game, "Laurent Duelist")].buffs == 0


# --- Spoils of War ---------------------------------------------------------------------------------

def test_spoils_of_war_costs_two_less_once_an_enemy_unit_has_died_this_turn():
    """356.4.a, 356.6, 413: with 3 runes it can't be played (4 Energy) until an enemy unit dies
    (Flurry of Blades kills a damaged one, 1 Energy); then it costs 2 and draws 2. A friendly
    unit's death alone doesn't lower it."""
    game = position({"hand": ["Flurry of Blades", "Spoils of War"], "deck": DECK, "runes": BODY[:3]},
                    {"deck": DECK},
                    battlefields=[{"controller": 0, "units": [{"card": "Daring Poro", "damage": 1}]},
                                  {"controller": 1, "units": [{"card": "Vanguard Sergeant", "damage": 3}]}])
    spoils = cid(game, "Spoils of War")
    assert not [a for a in game.legal_actions() if getattr(a, "card", None) == spoils]
    play(game, "play Flurry of Blades")
    settle(game)
    assert cid(game, "Vanguard Sergeant") in game.state.players[1].trash
    play(game, "play Spoils of War")
    settle(game)
    p = game.state.players[0]
    assert spoils in p.trash and len(p.hand) == 2 and p.rune_exhausted.count(False) == 0


def test_spoils_of_war_full_price_after_only_a_friendly_death():
    """356.4.a: only an enemy unit's death counts: after a friendly unit died it still costs 4."""
    game = position({"hand": ["Flurry of Blades", "Spoils of War"], "deck": DECK, "runes": BODY[:4]},
                    {"deck": DECK},
                    battlefields=[{"controller": 0, "units": [{"card": "Daring Poro", "damage": 1}]}, {}])
    play(game, "play Flurry of Blades")
    settle(game)
    assert cid(game, "Daring Poro") in game.state.players[0].trash
    spoils = cid(game, "Spoils of War")
    assert not [a for a in game.legal_actions() if getattr(a, "card", None) == spoils]


# --- Kinkou Monk ------------------------------------------------------------------------------------

def kinkou_game(p1: dict | None = None):
    return position({"hand": ["Kinkou Monk"], "deck": DECK, "runes": BODY[:4], "base": ["Vanguard Sergeant"]},
                    {"deck": DECK, "base": ["Laurent Duelist"], **(p1 or {})},
                    battlefields=[{"controller": 0, "units": ["Daring Poro"]}, {}])


def test_kinkou_monk_buffs_up_to_two_other_friendly_units_chosen_one_at_a_time():
    """355.13, 337.1, 702.2.a: as its Play Effect goes on the chain P0 picks up to two other friendly
    units (not the Monk, not an enemy unit), one at a time; both get a buff as it resolves."""
    game = kinkou_game()
    play(game, "play Kinkou Monk to base")
    monk, sergeant, poro = cid(game, "Kinkou Monk"), cid(game, "Vanguard Sergeant"), cid(game, "Daring Poro")
    d = game.pending()
    assert d.context[0] == "trigger_targets"
    assert sorted(a.card for a in game.legal_actions()) == sorted([-1, sergeant, poro])
    do(game, "choose Vanguard Sergeant")
    assert sorted(a.card for a in game.legal_actions()) == [-1, poro]
    do(game, "choose Daring Poro")
    settle(game)
    g = game.state
    assert g.units[sergeant].buffs == 1 and g.units[poro].buffs == 1 and g.units[monk].buffs == 0
    assert g.units[cid(game, "Laurent Duelist")].buffs == 0


def test_kinkou_monk_may_choose_fewer_and_a_chosen_unit_gone_gets_nothing():
    """355.13, 359.3.e.4: P0 picks only the Poro at a battlefield and stops; P1 returns it to hand
    (Gust) before the ability resolves: no unit is buffed."""
    game = kinkou_game({"hand": ["Gust"], "runes": ["Chaos Rune"]})
    play(game, "play Kinkou Monk to base")
    do(game, "choose Daring Poro")
    game.apply(next(a for a in game.legal_actions() if a.card == -1))
    assert game.pending().player == 1
    play(game, "P1: play Gust targeting Daring Poro")
    settle(game)
    g = game.state
    assert cid(game, "Daring Poro") in g.players[0].hand
    assert g.units[cid(game, "Vanguard Sergeant")].buffs == 0


# --- Qiyana, Victorious -----------------------------------------------------------------------------

def qiyana_conquers():
    game = position({"deck": DECK, "base": ["Qiyana, Victorious"], "rune_deck": ["Body Rune"] * 2},
                    {"deck": DECK})
    do(game, "move Qiyana, Victorious to bf 0")
    while game.pending().kind == "priority":
        pass_(game)
    return game


def test_qiyana_victorious_conquering_chooses_on_resolution_to_channel():
    """383.4.c, 359.3.d, 430.3: her conquer ability asks as it resolves: choosing her channels one
    rune exhausted (and draws nothing)."""
    game = qiyana_conquers()
    q = cid(game, "Qiyana, Victorious")
    assert game.pending().context[0] == "draw_or_channel"
    assert sorted(a.card for a in game.legal_actions()) == [-1, q]
    do(game, "choose Qiyana, Victorious")
    p = game.state.players[0]
    assert len(p.runes) == 1 and p.rune_exhausted == [True] and not p.hand


def test_qiyana_victorious_conquering_may_draw_instead():
    """413: the other choice draws one card and channels nothing."""
    game = qiyana_conquers()
    game.apply(next(a for a in game.legal_actions() if a.card == -1))
    p = game.state.players[0]
    assert not p.runes and len(p.hand) == 1


# --- Herald of Scales --------------------------------------------------------------------------------

def unit_plays(game, name: str) -> list:
    c = cid(game, name)
    return [a for a in game.legal_actions() if getattr(a, "card", None) == c]


def test_herald_of_scales_makes_its_players_dragons_cost_two_less():
    """356.4: with the Herald on the board P0's Blazing Scorcher (a Dragon, 5 Energy) costs 3: three
    runes pay it; the Herald of the opponent gives P0 nothing."""
    game = position({"hand": ["Blazing Scorcher"], "deck": DECK, "runes": ["Fury Rune"] * 3,
                     "base": ["Herald of Scales"]}, {"deck": DECK})
    assert unit_plays(game, "Blazing Scorcher")
    play(game, "play Blazing Scorcher to base")
    p = game.state.players[0]
    assert cid(game, "Blazing Scorcher") in game.state.units and p.rune_exhausted.count(False) == 0
    game = position({"hand": ["Blazing Scorcher"], "deck": DECK, "runes": ["Fury Rune"] * 3},
                    {"deck": DECK, "base": ["Herald of Scales"]})
    assert not unit_plays(game, "Blazing Scorcher")


def test_herald_of_scales_discount_stops_at_one():
    """356.4.e: a 3-Energy Dragon (Eager Drakehound) costs 1, not 0: one rune is needed and used."""
    game = position({"hand": ["Eager Drakehound"], "deck": DECK, "runes": ["Fury Rune"] * 2,
                     "base": ["Herald of Scales"]}, {"deck": DECK})
    assert unit_cost(game.state, cid(game, "Eager Drakehound"), False)[0] == 1
    play(game, "play Eager Drakehound to base")
    assert game.state.players[0].rune_exhausted.count(True) == 1  # the Energy; the Power is recycled


# --- Deadbloom Predator --------------------------------------------------------------------------------

def test_deadbloom_predator_may_be_played_to_an_occupied_enemy_battlefield_and_fights_there():
    """355.2.b, 190.3.a.1, 323.8: besides its base, it may go to the battlefield P1 controls where
    P1's unit is (not to the empty battlefield nobody controls); there it contests it and a combat
    follows, which its 8 Might wins."""
    game = position({"hand": ["Deadbloom Predator"], "deck": DECK, "runes": BODY[:9]}, {"deck": DECK},
                    battlefields=[{"controller": 1, "units": ["Vanguard Sergeant"]}, {}])
    pred = cid(game, "Deadbloom Predator")
    assert sorted(a.location for a in unit_plays(game, "Deadbloom Predator")) == sorted([BASE, 0])
    play(game, "play Deadbloom Predator to bf 0")
    while game.pending().kind in ("priority", "focus"):
        pass_(game)
    g = game.state
    assert cid(game, "Vanguard Sergeant") in g.players[1].trash
    assert g.units[pred].loc == 0 and g.battlefields[0].controller == 0
    check_invariants(game)


def settle_until_choice(game) -> None:
    """Pass Priority until a choice is asked."""
    while game.pending().kind == "priority":
        pass_(game)


def test_cited_clauses_exist():
    """Every clause cited at the start of a docstring here is in the rules file."""
    assert cited_clauses_missing(globals()) == []
