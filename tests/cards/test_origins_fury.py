"""Scenario tests for the Origins Fury cards of card wave 1 (issue 12, sets/origins/fury.py): each
plays the card from a small position and checks what the rules make happen, with a timing or
targeting edge where the card has one. Rule numbers lead each docstring."""

from __future__ import annotations

import pytest

from riftbound.actions import Activate, ChooseCard, PlaySpell
from riftbound.engine.chain import spell_cost
from riftbound.engine.granted import unit_keywords
from riftbound.formats.notation import NotationError, parse_action
from riftbound.state import ATTACKER, NO_ROLE
from tests.helpers import cited_clauses_missing, refresh
from tests.spell_helpers import cid, do, kinds_among, might_of, pass_, play, position

DECK = ["Laurent Duelist"] * 3


def settle(game) -> None:
    """Pass Priority until the chain is empty."""
    while game.state.chain:
        pass_(game)


# --- Hextech Ray --------------------------------------------------------------------------------------

def test_hextech_ray_deals_3_to_a_unit_at_a_battlefield():
    """417.1, 355.9.b: Hextech Ray deals 3 to the chosen unit at a battlefield (the 4 Might Sergeant
    survives with 3 damage); a unit in a base is not a legal target."""
    game = position({"hand": ["Hextech Ray"], "runes": ["Fury Rune"] * 2, "deck": DECK},
                    {"deck": DECK, "base": ["Daring Poro"]},
                    battlefields=[{"controller": 1, "units": ["Vanguard Sergeant"]}, {}])
    with pytest.raises(NotationError):
        parse_action(game, "play Hextech Ray targeting Daring Poro at base")
    play(game, "play Hextech Ray targeting Vanguard Sergeant at bf 0")
    g = game.state
    assert g.units[cid(game, "Vanguard Sergeant")].damage == 3
    assert g.units[cid(game, "Daring Poro")].damage == 0
    assert cid(game, "Hextech Ray") in g.players[0].trash


# --- Cleave -------------------------------------------------------------------------------------------

def test_cleave_grants_assault_3_for_the_turn_summed_with_printed_assault():
    """807.2 (its own example), 801.3.a.2, 807.1.d.1, 317.2.c: Cleave on Daring Poro (printed
    Assault) gives Assault 4 in all; +4 Might only while it is an attacker; gone after the turn."""
    game = position({"hand": ["Cleave"], "runes": ["Fury Rune"] * 1, "deck": DECK, "base": ["Daring Poro"]},
                    {"deck": DECK})
    poro = cid(game, "Daring Poro")
    play(game, "play Cleave targeting Daring Poro")
    g = game.state
    u = g.units[poro]
    assert "Assault 4" in unit_keywords(g, u)
    assert might_of(game, poro) == 2  # not an attacker
    u.role = ATTACKER
    assert might_of(game, poro) == 6
    u.role = NO_ROLE
    do(game, "end turn")
    assert "Assault 1" in unit_keywords(game.state, game.state.units[poro])


# --- Shakedown ---------------------------------------------------------------------------------------

def shakedown_game():
    """P0 plays Hextech Ray on its turn; P1 answers with Shakedown (a Reaction) on P0's Phantom."""
    game = position({"hand": ["Hextech Ray"], "runes": ["Fury Rune"] * 2, "deck": DECK,
                     "base": ["Playful Phantom"]},
                    {"deck": DECK, "hand": ["Shakedown"], "runes": ["Fury Rune"] * 3},
                    battlefields=[{"controller": 1, "units": ["Vanguard Sergeant"]}, {}])
    play(game, "play Hextech Ray targeting Vanguard Sergeant at bf 0")
    play(game, "P1: play Shakedown targeting Playful Phantom at base")
    while game.pending().kind != "choose_card":
        pass_(game)
    return game


def test_shakedown_the_units_controller_lets_the_caster_draw_2():
    """355.10.e, 413: as it resolves, P0 (the Phantom's controller) chooses to spare it: P1 draws 2,
    the Phantom takes nothing."""
    game = shakedown_game()
    phantom = cid(game, "Playful Phantom")
    d = game.pending()
    assert (d.player, d.context[0]) == (0, "spare_for_draw")
    assert [a.card for a in game.legal_actions()] == [-1, phantom]
    game.apply(ChooseCard(phantom))
    g = game.state
    assert len(g.players[1].hand) == 2 and g.units[phantom].damage == 0


def test_shakedown_declined_deals_6():
    """417: choosing none, the Phantom takes 6 and dies in the cleanup (323.5); nobody draws."""
    game = shakedown_game()
    game.apply(ChooseCard(-1))
    settle(game)
    g = game.state
    assert cid(game, "Playful Phantom") in g.players[0].trash and not g.players[1].hand


# --- Stormbringer ------------------------------------------------------------------------------------

def test_stormbringer_deals_the_units_might_to_enemies_there_then_moves_it():
    """355.5, 417, 449: the 5 Might Phantom from P0's base: every enemy unit at the chosen battlefield
    takes 5 (both die in the cleanup after the spell, 323.5), the enemy unit at the other battlefield
    none; then the Phantom moves there."""
    game = position({"hand": ["Stormbringer"], "runes": ["Fury Rune"] * 7, "deck": DECK,
                     "base": ["Playful Phantom"]},
                    {"deck": DECK},
                    battlefields=[{"controller": 1, "units": ["Vanguard Sergeant", "Daring Poro"]},
                                  {"controller": 1, "units": ["Stalwart Poro"]}])
    play(game, "play Stormbringer targeting Playful Phantom at base to bf 0")
    settle(game)
    g = game.state
    trash = g.players[1].trash
    assert cid(game, "Vanguard Sergeant") in trash and cid(game, "Daring Poro") in trash
    assert g.units[cid(game, "Stalwart Poro")].damage == 0
    assert g.units[cid(game, "Playful Phantom")].loc == 0


def test_stormbringer_targets_only_a_unit_in_your_base():
    """355.9.b: a unit of yours at a battlefield is not in your base: not a legal choice."""
    game = position({"hand": ["Stormbringer"], "runes": ["Fury Rune"] * 7, "deck": DECK},
                    {"deck": DECK, "base": ["Daring Poro"]},
                    battlefields=[{"controller": 0, "units": ["Playful Phantom"]}, {}])
    assert spell_options(game, "Stormbringer") == []


def test_stormbringer_reads_the_might_as_it_resolves():
    """359.3.d, 417: P1 answers with Smoke Screen (-4, so 1 Might): the Might is read as the spell
    resolves: the enemy unit there takes 1 from Stormbringer."""
    game = position({"hand": ["Stormbringer"], "runes": ["Fury Rune"] * 7, "deck": DECK,
                     "base": ["Playful Phantom"]},
                    {"deck": DECK, "hand": ["Smoke Screen"], "runes": ["Mind Rune"] * 2},
                    battlefields=[{"controller": 1, "units": ["Vanguard Sergeant"]}, {}])
    play(game, "play Stormbringer targeting Playful Phantom at base to bf 0")
    play(game, "P1: play Smoke Screen targeting Playful Phantom at base")
    settle(game)
    storm = cid(game, "Stormbringer")
    hits = [e.data for e in game.log if e.kind == "damage" and e.data[2] == storm]
    assert hits == [(cid(game, "Vanguard Sergeant"), 1, storm)]


# --- Sky Splitter ------------------------------------------------------------------------------------

def test_sky_splitter_costs_less_by_the_highest_might_among_your_units():
    """356.4.a, 356.6, 143.2.b: with the 5 Might Phantom and a 2 Might Poro its Energy cost is 8 - 5
    = 3 (plus its Fury Power); the enemy's 9 Might unit doesn't count; it deals 5."""
    game = position({"hand": ["Sky Splitter"], "runes": ["Fury Rune"] * 4, "deck": DECK,
                     "base": ["Playful Phantom", "Daring Poro"]},
                    {"deck": DECK, "base": ["Kadregrin the Infernal"]},
                    battlefields=[{"controller": 1, "units": ["Vanguard Sergeant"]}, {}])
    g = game.state
    assert spell_cost(g, cid(game, "Sky Splitter")) == (3, (frozenset({"Fury"}),))
    play(game, "play Sky Splitter targeting Vanguard Sergeant at bf 0")
    assert cid(game, "Vanguard Sergeant") in g.players[1].trash


def test_sky_splitter_without_units_costs_its_printed_8():
    """356.4.a: no unit of yours, no discount: with 4 runes it can't be played."""
    game = position({"hand": ["Sky Splitter"], "runes": ["Fury Rune"] * 4, "deck": DECK},
                    {"deck": DECK}, battlefields=[{"controller": 1, "units": ["Vanguard Sergeant"]}, {}])
    assert spell_cost(game.state, cid(game, "Sky Splitter"))[0] == 8
    assert spell_options(game, "Sky Splitter") == []


# --- Falling Star and Icathian Rain: separate targets -----------------------------------------------

def spell_options(game, name: str) -> list:
    g = game.state
    return [a for a in game.legal_actions() if isinstance(a, PlaySpell) and g.cards[a.card].name == name]


def test_falling_star_may_choose_one_unit_twice_or_two_units():
    """355.5, 820.2.a (errata: two instructions, each choosing a unit): with two units the options
    are both on one or one each (the order of the choices is one outcome, ruling 2); chosen twice,
    the 5 Might Phantom takes 3 and 3 and dies in the cleanup after the spell (323.5)."""
    game = position({"hand": ["Falling Star"], "runes": ["Fury Rune"] * 3, "deck": DECK},
                    {"deck": DECK, "base": ["Playful Phantom", "Vanguard Sergeant"]})
    phantom, sergeant = cid(game, "Playful Phantom"), cid(game, "Vanguard Sergeant")
    offered = sorted(a.targets for a in spell_options(game, "Falling Star"))
    lo, hi = sorted((phantom, sergeant))
    assert offered == [((lo,), (lo,)), ((lo,), (hi,)), ((hi,), (hi,))]
    play(game, "play Falling Star targeting Playful Phantom at base; Playful Phantom at base")
    g = game.state
    hits = [e.data[:2] for e in game.log if e.kind == "damage"]
    assert hits == [(phantom, 3), (phantom, 3)]
    assert phantom in g.players[1].trash and g.units[sergeant].damage == 0


def test_falling_star_one_target_gone_still_deals_the_other():
    """359.3.e.4, 359.3.e.6: P1 answers with Gust (a Reaction), returning the second target to their
    hand before Falling Star resolves: its instruction is skipped; the first unit still takes 3."""
    game = position({"hand": ["Falling Star"], "runes": ["Fury Rune"] * 3, "deck": DECK},
                    {"deck": DECK, "hand": ["Gust"], "runes": ["Chaos Rune"],
                     "base": ["Vanguard Sergeant"]},
                    battlefields=[{"controller": 1, "units": ["Daring Poro"]}, {}])
    play(game, "play Falling Star targeting Vanguard Sergeant at base; Daring Poro at bf 0")
    assert game.pending().player == 1
    play(game, "P1: play Gust targeting Daring Poro at bf 0")
    settle(game)
    g = game.state
    assert cid(game, "Daring Poro") in g.players[1].hand
    assert g.units[cid(game, "Vanguard Sergeant")].damage == 3
    assert any(e.kind == "instruction_skipped" for e in game.log)


def test_icathian_rain_six_times_two_damage_split_as_chosen():
    """355.5, 417 (errata: six instructions): 2 damage six times; 3 on the Sergeant (6 damage: dies)
    and 3 on the Phantom (6 damage: dies)."""
    game = position({"hand": ["Icathian Rain"], "runes": ["Fury Rune"] * 10, "deck": DECK},
                    {"deck": DECK, "base": ["Playful Phantom", "Vanguard Sergeant"]})
    assert len(spell_options(game, "Icathian Rain")) == 7  # 0..6 of the six on the Phantom
    targets = "; ".join(["Playful Phantom at base"] * 3 + ["Vanguard Sergeant at base"] * 3)
    play(game, f"play Icathian Rain targeting {targets}")
    g = game.state
    assert [e.data[1] for e in game.log if e.kind == "damage"] == [2] * 6
    assert not g.units


# --- Thermo Beam --------------------------------------------------------------------------------------

def test_thermo_beam_kills_every_gear_of_every_player():
    """428, 355.5.a (its own example: no choice), 383.2.c.1: every gear on the board dies, both
    players'; Scrapheap's own death ability triggers from the trash and draws."""
    game = position({"hand": ["Thermo Beam"], "runes": ["Fury Rune"] * 7, "deck": DECK,
                     "gear": ["Scrapheap", "Mask of Foresight"]},
                    {"deck": DECK, "gear": ["Orb of Regret"]})
    play(game, "play Thermo Beam")
    settle(game)
    g = game.state
    assert not g.gear
    assert cid(game, "Orb of Regret") in g.players[1].trash
    assert cid(game, "Scrapheap") in g.players[0].trash and len(g.players[0].hand) == 1


def test_thermo_beam_with_no_gear_can_be_played():
    """355.5.a, 359.3.e.6: no target, so it is playable with no gear; it does nothing."""
    game = position({"hand": ["Thermo Beam"], "runes": ["Fury Rune"] * 7, "deck": DECK}, {"deck": DECK})
    play(game, "play Thermo Beam")
    assert cid(game, "Thermo Beam") in game.state.players[0].trash


# --- Scrapyard Champion -------------------------------------------------------------------------------

def test_scrapyard_champion_without_legion_does_nothing():
    """812.1.b.1, 727.1.c.1: played as the turn's first card its Legion Play Effect is inactive: no
    discard, no draw."""
    game = position({"hand": ["Scrapyard Champion", "Daring Poro", "Stalwart Poro"],
                     "runes": ["Fury Rune"] * 6, "deck": DECK}, {"deck": DECK})
    play(game, "play Scrapyard Champion to base")
    settle(game)
    assert len(game.state.players[0].hand) == 2 and kinds_among(game, "discard", "draw") == []


def test_scrapyard_champion_with_legion_discards_2_then_draws_2():
    """812.1.b.1, 422.1.a, 413: after another card this turn, its Play Effect makes its controller
    discard 2 of their choice, then draw 2."""
    hand = ["Scrapyard Champion", "Cleave", "Daring Poro", "Stalwart Poro", "Petty Officer"]
    game = position({"hand": hand,
                     "runes": ["Fury Rune"] * 7, "deck": DECK, "base": ["Vanguard Sergeant"]},
                    {"deck": DECK})
    play(game, "play Cleave targeting Vanguard Sergeant")
    play(game, "play Scrapyard Champion to base")
    while game.pending().kind != "choose_card":
        pass_(game)
    do(game, "choose Daring Poro")
    do(game, "choose Stalwart Poro")
    settle(game)
    g = game.state
    assert cid(game, "Daring Poro") in g.players[0].trash and cid(game, "Stalwart Poro") in g.players[0].trash
    hand = sorted(g.cards[c].name for c in g.players[0].hand)
    assert hand == ["Laurent Duelist", "Laurent Duelist", "Petty Officer"]


# --- Kadregrin the Infernal ---------------------------------------------------------------------------

def test_kadregrin_draws_one_for_each_mighty_unit_its_controller_controls():
    """708, 413, 383.4.a: its Play Effect counts, as it resolves, the units its controller controls
    with 5 Might or more: itself (9) and Petty Officer (5), not the 4 Might Sergeant nor the
    enemy's 5 Might Phantom: 2 cards."""
    game = position({"hand": ["Kadregrin the Infernal"], "runes": ["Fury Rune"] * 12, "deck": DECK,
                     "base": ["Petty Officer", "Vanguard Sergeant"]},
                    {"deck": DECK, "base": ["Playful Phantom"]})
    play(game, "play Kadregrin the Infernal to base")
    settle(game)
    assert len(game.state.players[0].hand) == 2


def test_kadregrin_counts_as_it_resolves():
    """383.2.a.1, 708: the count is read on resolution: with the Play Effect on the chain, P1 shrinks
    Petty Officer to 1 Might with Smoke Screen (a Reaction); only Kadregrin is Mighty then: 1 card."""
    game = position({"hand": ["Kadregrin the Infernal"], "runes": ["Fury Rune"] * 12, "deck": DECK,
                     "base": ["Petty Officer"]},
                    {"deck": DECK, "hand": ["Smoke Screen"], "runes": ["Mind Rune"] * 2})
    play(game, "play Kadregrin the Infernal to base")
    while game.pending().player != 1:
        pass_(game)
    play(game, "P1: play Smoke Screen targeting Petty Officer at base")
    settle(game)
    assert len(game.state.players[0].hand) == 1


# --- Darius, Trifarian --------------------------------------------------------------------------------

def test_darius_trifarian_triggers_on_the_second_card_only():
    """383.1 ("your second card in a turn"), 317.2.c: with Darius exhausted on the board, the first
    card played does nothing; the second readies him and gives +2 Might this turn; a third does
    nothing more."""
    game = position({"hand": ["Cleave", "Hextech Ray", "Cleave"], "runes": ["Fury Rune"] * 6,
                     "deck": DECK, "base": [{"card": "Darius, Trifarian", "exhausted": True}]},
                    {"deck": DECK}, battlefields=[{"controller": 1, "units": ["Playful Phantom"]}, {}])
    darius = cid(game, "Darius, Trifarian")
    first, third = sorted(c for c in game.state.players[0].hand if game.state.cards[c].name == "Cleave")
    play(game, f"play #{first} targeting Darius, Trifarian")
    settle(game)
    assert game.state.units[darius].exhausted and might_of(game, darius) == 5
    play(game, "play Hextech Ray targeting Playful Phantom at bf 0")
    settle(game)
    assert not game.state.units[darius].exhausted and might_of(game, darius) == 7
    play(game, f"play #{third} targeting Darius, Trifarian")
    settle(game)
    assert might_of(game, darius) == 7
    do(game, "end turn")
    assert might_of(game, darius) == 5


# --- Vayne, Hunter -----------------------------------------------------------------------------------

def test_vayne_enters_ready_only_while_an_opponent_controls_a_battlefield():
    """369.3, 143.4.a: with P1 controlling a battlefield she enters ready; with no battlefield
    controlled by an opponent she enters exhausted as usual."""
    for held, exhausted in ((True, False), (False, True)):
        bfs = [{"controller": 1, "units": ["Daring Poro"]} if held else {}, {}]
        game = position({"hand": ["Vayne, Hunter"], "runes": ["Fury Rune"] * 5, "deck": DECK},
                        {"deck": DECK}, battlefields=bfs)
        play(game, "play Vayne, Hunter to base")
        settle(game)
        assert game.state.units[cid(game, "Vayne, Hunter")].exhausted is exhausted


def vayne_conquers():
    game = position({"runes": ["Fury Rune"], "deck": DECK, "base": ["Vayne, Hunter"]}, {"deck": DECK})
    do(game, "move Vayne, Hunter to bf 0")
    while game.pending().kind != "choose_card":
        pass_(game)
    return game


def test_vayne_may_pay_1_energy_when_she_conquers_to_return_to_hand():
    """383.4.c, 383.3.a-b, 357: she conquers the empty battlefield; her controller performs the
    ability by paying 1 Energy as it is finalized; she goes back to her owner's hand (the point
    scored stays)."""
    game = vayne_conquers()
    vayne = cid(game, "Vayne, Hunter")
    d = game.pending()
    assert d.context[:2] == ("trigger_may", vayne)
    game.apply(ChooseCard(vayne))
    while game.pending().kind == "pay":
        game.apply(game.legal_actions()[0])
    settle(game)
    g = game.state
    assert vayne in g.players[0].hand and vayne not in g.units
    assert g.players[0].rune_exhausted == [True]


def test_vayne_declined_stays_at_the_battlefield():
    """383.3.a.2: declined, the ability does nothing and she stays where she conquered."""
    game = vayne_conquers()
    game.apply(ChooseCard(-1))
    settle(game)
    g = game.state
    assert g.units[cid(game, "Vayne, Hunter")].loc == 0 and g.players[0].rune_exhausted == [False]


# --- Iron Ballista -----------------------------------------------------------------------------------

def test_iron_ballista_enters_exhausted_then_deals_2_to_a_unit_at_a_battlefield():
    """369.3 (against 149.1), 377, 135.2.e.2: played, it enters exhausted, so its ability can't be
    used this turn; next turn, exhausting it deals 2 to a unit at a battlefield (not one in a base)."""
    game = position({"hand": ["Iron Ballista"], "runes": ["Fury Rune"] * 3, "deck": DECK},
                    {"deck": DECK, "base": ["Daring Poro"]},
                    battlefields=[{"controller": 1, "units": ["Vanguard Sergeant"]}, {}])
    play(game, "play Iron Ballista")
    settle(game)
    g = game.state
    ballista = cid(game, "Iron Ballista")
    assert g.gear[ballista].exhausted and legend_activations(game) == []
    g.gear[ballista].exhausted = False  # as its controller's next Awaken would (315.1)
    refresh(game)
    (act,) = legend_activations(game)
    game.apply(act)
    settle(game)
    assert g.units[cid(game, "Vanguard Sergeant")].damage == 2
    assert g.units[cid(game, "Daring Poro")].damage == 0 and g.gear[ballista].exhausted


# --- Darius, Hand of Noxus (legend) ------------------------------------------------------------------

def legend_activations(game) -> list[Activate]:
    return [a for a in game.legal_actions() if isinstance(a, Activate)]


def test_darius_legend_adds_energy_only_once_a_card_was_played():
    """812.1.b.1, 727.1.c.3, 429.2: its Legion ability can't be activated before its controller has
    played a card this turn; afterwards, exhausting the legend adds 1 Energy at once."""
    game = position({"hand": ["Cleave"], "runes": ["Fury Rune"], "deck": DECK, "base": ["Daring Poro"],
                     "legend": "Darius, Hand of Noxus"}, {"deck": DECK})
    assert legend_activations(game) == []
    play(game, "play Cleave targeting Daring Poro")
    settle(game)
    (act,) = legend_activations(game)
    game.apply(act)
    p = game.state.players[0]
    assert p.pool_energy == 1 and p.legend_exhausted and not game.state.chain


# --- Volibear, Relentless Storm (legend) --------------------------------------------------------------

def volibear_game():
    return position({"hand": ["Petty Officer", "Daring Poro"], "runes": ["Fury Rune"] * 7, "deck": DECK,
                     "rune_deck": ["Fury Rune"] * 2, "legend": "Volibear, Relentless Storm"},
                    {"deck": DECK})


def test_volibear_legend_may_exhaust_to_channel_when_a_mighty_unit_is_played():
    """708, 383.2.a.1, 383.3.a-b, 430.3: playing the 5 Might Petty Officer triggers it; performing it
    exhausts the legend (its cost, paid as it is finalized) and a rune is channeled exhausted."""
    game = volibear_game()
    legend = game.state.players[0].legend
    play(game, "play Petty Officer to base")
    d = game.pending()
    assert d.kind == "choose_card" and d.context[:2] == ("trigger_may", legend)
    game.apply(ChooseCard(legend))
    assert game.state.players[0].legend_exhausted
    settle(game)
    p = game.state.players[0]
    assert len(p.runes) == 8 and p.rune_exhausted[-1]


def test_volibear_legend_ignores_a_unit_that_is_not_mighty_and_may_be_declined():
    """708, 383.2.a.1, 383.3.a.2: a 2 Might unit doesn't trigger it; declined for a Mighty one,
    the legend stays ready and nothing is channeled."""
    game = volibear_game()
    play(game, "play Daring Poro to base")
    settle(game)
    assert not any(e.kind == "trigger_declined" for e in game.log)
    assert len(game.state.players[0].runes) == 7
    play(game, "play Petty Officer to base")
    game.apply(ChooseCard(-1))
    settle(game)
    p = game.state.players[0]
    assert not p.legend_exhausted and len(p.runes) == 7


def test_cited_clauses_exist():
    """Every clause cited at the start of a docstring here is in the rules file."""
    assert cited_clauses_missing(globals()) == []
