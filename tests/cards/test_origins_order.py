"""Scenario tests for the Order cards of Origins added in the first card wave (issue 12,
``sets/origins/order.py``): each plays the card from a small position and checks what the rules make
happen, with a timing or targeting edge where the card has one. Rule numbers lead each docstring."""

from __future__ import annotations

from riftbound.actions import BASE, Activate, PlaySpell
from riftbound.cards import load_cards
from riftbound.checks import check_invariants
from riftbound.formats.position import dump_position, load_position
from riftbound.game import card_support
from tests.helpers import cited_clauses_missing, refresh
from tests.spell_helpers import card_text, cid, do, might_of, pass_, play, position

DECK = ["Stalwart Poro"] * 3
RECRUIT = "ogn-271-298"
ORDER = ["Order Rune"] * 12
STUNNED_DUELIST = {"card": "Laurent Duelist", "stunned": True}


def settle(game) -> None:
    """Pass Priority until the chain is empty."""
    while game.state.chain:
        pass_(game)


def names(game, cids) -> list[str]:
    return sorted(game.state.cards[c].name for c in cids)


def tokens(game) -> list[tuple[int, int]]:
    """(controller, location) of each Recruit token on the board."""
    g = game.state
    return sorted((u.controller, u.loc) for u in g.units.values() if g.cards[u.cid].id == RECRUIT)


def target_names(game) -> list[str]:
    """The names of the cards offered by the pending choice."""
    return names(game, [a.card for a in game.legal_actions()])


def test_salvage_errata_is_read():
    """Salvage's errata (2025-10-28) makes its gear "up to one": its script targets zero or one."""
    assert "up to one gear" in card_text("Salvage")["errata"][0]["new_text"]


def test_every_card_here_has_an_entry():
    """Each card of the module is played by its entry (a script), and its errata are as read."""
    cards = load_cards()
    for name in ("Vengeance", "Harnessed Dragon", "Seal of Unity", "Vanguard Captain", "Machine Evangel",
                 "Darius, Executioner", "Solari Chief", "Sett, Kingpin", "Peak Guardian", "Viktor, Leader",
                 "Albus Ferros", "King's Edict", "Salvage", "Facebreaker", "Vanguard Helm"):
        assert card_support(cards.by_name(name)) == "script", name
        assert card_text(name)["errata"] == [] or name == "Salvage", name


# --- Vengeance -----------------------------------------------------------------------------------------

def test_vengeance_kills_any_unit_chosen_and_does_nothing_once_it_is_gone():
    """355.7, 428, 359.3.e.7: Vengeance may target a friendly or an enemy unit anywhere; it kills
    the chosen one. Returned to hand by Gust in answer, the target is illegal and nothing dies."""
    game = position({"hand": ["Vengeance"], "deck": DECK, "runes": ORDER[:6], "base": ["Daring Poro"]},
                    {"deck": DECK, "base": ["Vanguard Sergeant"]})
    play(game, "play Vengeance targeting Vanguard Sergeant")
    settle(game)
    assert cid(game, "Vanguard Sergeant") in game.state.players[1].trash
    game = position({"hand": ["Vengeance"], "deck": DECK, "runes": ORDER[:6]},
                    {"deck": DECK, "base": ["Vanguard Sergeant"], "hand": ["Gust"], "runes": ["Chaos Rune"]},
                    battlefields=[{"controller": 0, "units": ["Daring Poro"]}, {}])
    play(game, "play Vengeance targeting Daring Poro")  # a friendly unit is a legal target
    assert game.pending().player == 1
    play(game, "P1: play Gust targeting Daring Poro at bf 0")
    settle(game)
    g = game.state
    assert cid(game, "Daring Poro") in g.players[0].hand and not g.players[0].trash[:-1]
    assert cid(game, "Vengeance") in g.players[0].trash
    check_invariants(game)


# --- Harnessed Dragon ----------------------------------------------------------------------------------

def test_harnessed_dragon_kills_an_enemy_unit_chosen_as_its_play_effect_goes_on_the_chain():
    """383.4.a, 355.5.b, 428: the Play Effect's target is chosen once the Dragon is on the board:
    only enemy units (not the friendly one) are offered, wherever they are; the chosen one dies."""
    game = position({"hand": ["Harnessed Dragon"], "deck": DECK, "runes": ORDER[:10],
                     "base": ["Daring Poro"]}, {"deck": DECK, "base": ["Vanguard Sergeant"]},
                    battlefields=[{"controller": 1, "units": ["Laurent Duelist"]}, {}])
    play(game, "play Harnessed Dragon to base")
    assert game.pending().context[0] == "ability_target"
    assert target_names(game) == ["Laurent Duelist", "Vanguard Sergeant"]
    do(game, "choose Laurent Duelist")
    settle(game)
    g = game.state
    assert cid(game, "Laurent Duelist") in g.players[1].trash and cid(game, "Vanguard Sergeant") in g.units


def test_harnessed_dragon_with_no_enemy_unit_has_no_target_and_does_nothing():
    """355.8, 383.4.a: with no enemy unit the Play Effect can't choose a target: nothing dies."""
    game = position({"hand": ["Harnessed Dragon"], "deck": DECK, "runes": ORDER[:10],
                     "base": ["Daring Poro"]}, {"deck": DECK})
    play(game, "play Harnessed Dragon to base")
    settle(game)
    assert cid(game, "Daring Poro") in game.state.units and cid(game, "Harnessed Dragon") in game.state.units


# --- Seal of Unity -------------------------------------------------------------------------------------

def test_seal_of_unity_adds_order_power_at_once():
    """429.1, 429.2: its [E] Add ability adds one Order Power to its controller's pool, resolving at
    once (no chain item), and exhausts the Seal."""
    game = position({"deck": DECK, "gear": ["Seal of Unity"]}, {"deck": DECK})
    acts = [a for a in game.legal_actions() if isinstance(a, Activate)]
    assert len(acts) == 1
    game.apply(acts[0])
    g = game.state
    assert g.players[0].pool_power == ["Order"] and not g.chain
    assert g.gear[cid(game, "Seal of Unity")].exhausted
    assert not [a for a in game.legal_actions() if isinstance(a, Activate)]


# --- Vanguard Captain ----------------------------------------------------------------------------------

def test_vanguard_captain_with_legion_plays_two_recruits_where_it_is():
    """812.1.b.1, 727.1.c.1, 187.1, 359.3.f.2: after another card this turn the Legion Play Effect
    plays two 1 Might Recruit tokens at the Captain's location (a battlefield its controller holds)."""
    game = position({"hand": ["Daring Poro", "Vanguard Captain"], "deck": DECK, "runes": ORDER[:8]},
                    {"deck": DECK}, battlefields=[{"controller": 0, "units": ["Vanguard Sergeant"]}, {}])
    play(game, "play Daring Poro to base")
    play(game, "play Vanguard Captain to bf 0")
    settle(game)
    assert tokens(game) == [(0, 0), (0, 0)]
    check_invariants(game)


def test_vanguard_captain_without_legion_plays_no_token():
    """812.1.b.1, 727.1.c.1: as the first card of the turn its Legion ability does not trigger."""
    game = position({"hand": ["Vanguard Captain"], "deck": DECK, "runes": ORDER[:4]}, {"deck": DECK})
    play(game, "play Vanguard Captain to base")
    settle(game)
    assert tokens(game) == [] and not game.state.chain


# --- Machine Evangel -----------------------------------------------------------------------------------

def test_machine_evangel_deathknell_plays_three_recruits_in_its_base():
    """808.1, 808.1.d, 187.1: killed at a battlefield, its Deathknell triggers from the trash and
    plays three Recruit tokens in its controller's base (not where it died)."""
    game = position({"hand": ["Vengeance"], "deck": DECK, "runes": ORDER[:6]}, {"deck": DECK},
                    battlefields=[{"controller": 0, "units": ["Machine Evangel"]}, {}])
    play(game, "play Vengeance targeting Machine Evangel")
    settle(game)
    assert cid(game, "Machine Evangel") in game.state.players[0].trash
    assert tokens(game) == [(0, -1)] * 3
    check_invariants(game)


# --- Darius, Executioner -------------------------------------------------------------------------------

def test_darius_executioner_legion_readies_him_and_his_aura_reaches_other_friendly_units_here():
    """812.1.b.1, 415, 364.1: after another card this turn his Play Effect readies him; the other
    friendly units where he is have +1 Might, not he himself, not enemy units, not friendly units
    elsewhere."""
    game = position({"hand": ["Daring Poro", "Darius, Executioner"], "deck": DECK, "runes": ORDER[:9],
                     "base": ["Vanguard Sergeant"]}, {"deck": DECK},
                    battlefields=[{"controller": 0, "units": ["Laurent Duelist"]}, {}])
    sergeant, duelist = cid(game, "Vanguard Sergeant"), cid(game, "Laurent Duelist")
    play(game, "play Daring Poro to base")
    assert might_of(game, sergeant) == 4
    play(game, "play Darius, Executioner to base")
    settle(game)
    darius = cid(game, "Darius, Executioner")
    g = game.state
    assert not g.units[darius].exhausted
    assert might_of(game, sergeant) == 5 and might_of(game, cid(game, "Daring Poro")) == 3
    assert might_of(game, darius) == 6 and might_of(game, duelist) == 3


def test_darius_executioner_first_card_of_the_turn_stays_exhausted():
    """812.1.b.1, 143.4: without another card played this turn he enters exhausted and stays so."""
    game = position({"hand": ["Darius, Executioner"], "deck": DECK, "runes": ORDER[:7]}, {"deck": DECK})
    play(game, "play Darius, Executioner to base")
    settle(game)
    assert game.state.units[cid(game, "Darius, Executioner")].exhausted


# --- Solari Chief --------------------------------------------------------------------------------------

def test_solari_chief_stuns_an_unstunned_enemy_and_kills_a_stunned_one():
    """383.4.a, 423.1, 428, 383.2.a.1: its chosen enemy unit is stunned if it isn't, killed if it is
    stunned as the ability resolves."""
    game = position({"hand": ["Solari Chief"], "deck": DECK, "runes": ORDER[:6]},
                    {"deck": DECK, "base": ["Vanguard Sergeant", STUNNED_DUELIST]})
    play(game, "play Solari Chief to base")
    assert target_names(game) == ["Laurent Duelist", "Vanguard Sergeant"]
    do(game, "choose Vanguard Sergeant")
    settle(game)
    g = game.state
    assert g.units[cid(game, "Vanguard Sergeant")].stunned
    game = position({"hand": ["Solari Chief"], "deck": DECK, "runes": ORDER[:6]},
                    {"deck": DECK, "base": ["Vanguard Sergeant", STUNNED_DUELIST]})
    play(game, "play Solari Chief to base")
    do(game, "choose Laurent Duelist")
    settle(game)
    assert cid(game, "Laurent Duelist") in game.state.players[1].trash
    check_invariants(game)


def test_solari_chief_reads_the_stun_on_resolution():
    """383.2.a.1, 359.3.e: the condition is part of the effect: a unit stunned after the ability
    went on the chain (here by a second Chief's ability resolving first) is killed, not stunned."""
    game = position({"hand": ["Solari Chief"], "deck": DECK, "runes": ORDER[:6]},
                    {"deck": DECK, "base": ["Vanguard Sergeant"], "hand": ["Discipline"],
                     "runes": ["Calm Rune"] * 2})
    play(game, "play Solari Chief to base")
    sergeant = cid(game, "Vanguard Sergeant")
    assert game.state.chain[0].targets == ((sergeant,),) and game.pending().player == 1
    game.state.units[sergeant].stunned = True  # stunned while the ability waits on the chain
    refresh(game)
    settle(game)
    assert sergeant in game.state.players[1].trash


# --- Sett, Kingpin -------------------------------------------------------------------------------------

def test_sett_kingpin_counts_buffed_friendly_units_at_his_battlefield():
    """364.3, 702.2.a: +1 Might for each buffed friendly unit at his battlefield, himself included
    (his own buff gives its +1 too); unbuffed, enemy and elsewhere units don't count; in his base
    none do."""
    board = [{"controller": 0, "units": [{"card": "Sett, Kingpin", "buffs": 1},
                                          {"card": "Daring Poro", "buffs": 1}, "Vanguard Sergeant"]},
             {"controller": 0, "units": [{"card": "Laurent Duelist", "buffs": 1}]}]
    game = position({"deck": DECK, "base": [{"card": "Petty Officer", "buffs": 1}]}, {"deck": DECK},
                    battlefields=board)
    assert might_of(game, cid(game, "Sett, Kingpin")) == 5 + 1 + 2
    game = position({"deck": DECK, "base": [{"card": "Sett, Kingpin", "buffs": 1},
                                            {"card": "Petty Officer", "buffs": 1}]}, {"deck": DECK})
    assert might_of(game, cid(game, "Sett, Kingpin")) == 5 + 1


# --- Peak Guardian -------------------------------------------------------------------------------------

def test_peak_guardian_at_a_battlefield_buffs_itself_and_the_other_friendly_units_there():
    """383.4.a, 702.2.a, 359.3.f.2: played to a battlefield its controller holds, it buffs itself and
    every other friendly unit there; units elsewhere and enemy units get nothing."""
    game = position({"hand": ["Peak Guardian"], "deck": DECK, "runes": ORDER[:7], "base": ["Daring Poro"]},
                    {"deck": DECK}, battlefields=[{"controller": 0, "units": ["Vanguard Sergeant"]}, {}])
    play(game, "play Peak Guardian to bf 0")
    settle(game)
    g = game.state
    assert g.units[cid(game, "Peak Guardian")].buffs == 1
    assert g.units[cid(game, "Vanguard Sergeant")].buffs == 1 and g.units[cid(game, "Daring Poro")].buffs == 0


def test_peak_guardian_in_base_buffs_only_itself():
    """359.3.f.2: in its base it is not at a battlefield: only its own buff."""
    game = position({"hand": ["Peak Guardian"], "deck": DECK, "runes": ORDER[:7], "base": ["Daring Poro"]},
                    {"deck": DECK})
    play(game, "play Peak Guardian to base")
    settle(game)
    g = game.state
    assert g.units[cid(game, "Peak Guardian")].buffs == 1 and g.units[cid(game, "Daring Poro")].buffs == 0


# --- Viktor, Leader ------------------------------------------------------------------------------------

def test_viktor_leader_one_recruit_per_non_recruit_death_even_simultaneous():
    """383.1, 383.2.a.1, 187.1: two of his controller's non-Recruit units dying at once (Flurry of
    Blades, 1 damage to every unit at battlefields) trigger him twice; the Recruit token that dies
    with them and the enemy unit don't; he does not see his own death (383.2.c.2)."""
    board = [{"controller": 0, "units": [{"card": "Daring Poro", "damage": 1},
                                          {"card": "Vanguard Sergeant", "damage": 3}]},
             {"controller": 1, "units": [{"card": "Laurent Duelist", "damage": 2}]}]
    game = position({"deck": DECK, "hand": ["Flurry of Blades"], "runes": ["Body Rune"],
                     "base": ["Viktor, Leader"]}, {"deck": DECK}, battlefields=board)
    load = dump_position(game)
    assert load_position(load).state.key() == game.state.key()
    play(game, "play Flurry of Blades")
    d = game.pending()  # 383.3.d: two abilities, one per death, each with its own subject
    assert d.kind == "order_triggers" and len(d.context.sources) == 2
    game.apply(game.legal_actions()[0])
    settle(game)
    g = game.state
    assert cid(game, "Daring Poro") in g.players[0].trash
    assert cid(game, "Laurent Duelist") in g.players[1].trash
    assert tokens(game) == [(0, -1), (0, -1)]
    check_invariants(game)
    # the Recruit tokens die in turn: no new token
    play_again = position({"deck": DECK, "hand": ["Flurry of Blades"], "runes": ["Body Rune"],
                           "base": ["Viktor, Leader"]}, {"deck": DECK},
                          battlefields=[{"controller": 0, "units": [RECRUIT]}, {}])
    play(play_again, "play Flurry of Blades")
    settle(play_again)
    assert tokens(play_again) == []


# --- Albus Ferros ---------------------------------------------------------------------------------

def test_albus_ferros_channels_one_exhausted_rune_per_buff_spent():
    """702.2.b, 702.2.b.2, 430.3: as the Play Effect resolves P0 spends the buffs of two of their
    units (an enemy's buff is no option), then channels two runes exhausted."""
    game = position({"hand": ["Albus Ferros"], "deck": DECK, "runes": ORDER[:5], "rune_deck": ORDER[:4],
                     "base": [{"card": "Vanguard Sergeant", "buffs": 1},
                              {"card": "Daring Poro", "buffs": 1}]},
                    {"deck": DECK, "base": [{"card": "Laurent Duelist", "buffs": 1}]})
    play(game, "play Albus Ferros to base")
    while game.pending().kind == "priority":
        pass_(game)
    assert cid(game, "Laurent Duelist") not in [a.card for a in game.legal_actions()]
    do(game, "choose Vanguard Sergeant")
    twin = load_position(dump_position(game))  # the next pick, one buff spent, round-trips
    assert twin.state.key() == game.state.key() and twin.legal_actions() == game.legal_actions()
    do(game, "choose Daring Poro")  # the last buffed unit: no further pick is asked
    settle(game)
    p = game.state.players[0]
    assert len(p.runes) == 7 and p.rune_exhausted[-2:] == [True, True]
    assert game.state.units[cid(game, "Laurent Duelist")].buffs == 1


def test_albus_ferros_spending_none_channels_nothing():
    """702.2.b: stopping at once spends no buff and channels nothing."""
    game = position({"hand": ["Albus Ferros"], "deck": DECK, "runes": ORDER[:5], "rune_deck": ORDER[:4],
                     "base": [{"card": "Vanguard Sergeant", "buffs": 1}]}, {"deck": DECK})
    play(game, "play Albus Ferros to base")
    while game.pending().kind == "priority":
        pass_(game)
    game.apply(next(a for a in game.legal_actions() if a.card == -1))
    settle(game)
    assert len(game.state.players[0].runes) == 5
    assert game.state.units[cid(game, "Vanguard Sergeant")].buffs == 1


# --- King's Edict ---------------------------------------------------------------------------------

def test_kings_edict_the_opponent_picks_a_unit_the_caster_doesnt_control_and_it_dies():
    """355.10.e, 428: the other player picks as it resolves (no target on play); only units the
    caster doesn't control are options; the picked one dies, the caster's units stay."""
    game = position({"hand": ["King's Edict"], "deck": DECK, "runes": ORDER[:7], "base": ["Daring Poro"]},
                    {"deck": DECK, "base": ["Vanguard Sergeant", "Laurent Duelist"]})
    play(game, "play King's Edict")
    while game.pending().kind == "priority":
        pass_(game)
    d = game.pending()
    assert d.player == 1 and d.kind == "choose_card"
    assert target_names(game) == ["Laurent Duelist", "Vanguard Sergeant"]
    twin = load_position(dump_position(game))  # the pending pick round-trips
    assert twin.state.key() == game.state.key() and twin.legal_actions() == game.legal_actions()
    do(game, "P1: choose Laurent Duelist")
    settle(game)
    g = game.state
    assert cid(game, "Laurent Duelist") in g.players[1].trash and cid(game, "Vanguard Sergeant") in g.units
    assert cid(game, "Daring Poro") in g.units
    check_invariants(game)


def test_kings_edict_with_no_unit_to_pick_kills_nothing():
    """355.10.e, 359.3.e.11: with no unit the caster doesn't control, nothing is picked or killed."""
    game = position({"hand": ["King's Edict"], "deck": DECK, "runes": ORDER[:7], "base": ["Daring Poro"]},
                    {"deck": DECK})
    play(game, "play King's Edict")
    settle(game)
    assert cid(game, "Daring Poro") in game.state.units
    assert cid(game, "King's Edict") in game.state.players[0].trash


# --- Shen, Kinkou (a vanilla unit with Reaction) -------------------------------------------------

def test_shen_kinkou_is_played_as_a_reaction_to_a_base_or_a_controlled_battlefield():
    """813.1.c.1, 813.3.a, 355.2.a: with Priority in a Closed State (P0's spell on the chain) P1 may
    play Shen, to their base or a battlefield they control, not to one they don't; he resolves
    first (340.1), entering exhausted (143.4), and P0's spell then resolves."""
    assert card_support(load_cards().by_name("Shen, Kinkou")) == "vanilla"
    game = position({"hand": ["Primal Strength"], "deck": DECK, "runes": ["Body Rune"] * 5,
                     "base": ["Vanguard Sergeant"]},
                    {"deck": DECK, "hand": ["Shen, Kinkou"], "runes": ORDER[:4]},
                    battlefields=[{"controller": 1, "units": ["Daring Poro"]},
                                  {"controller": 0, "units": ["Petty Officer"]}])
    play(game, "play Primal Strength targeting Vanguard Sergeant")
    assert game.pending().player == 1 and game.pending().kind == "priority"
    shen = cid(game, "Shen, Kinkou")
    plays = sorted(a.location for a in game.legal_actions() if getattr(a, "card", None) == shen)
    assert plays == sorted([BASE, 0])  # not bf 1, which P0 controls
    play(game, "P1: play Shen, Kinkou to bf 0")
    settle(game)
    g = game.state
    assert g.units[shen].loc == 0 and g.units[shen].exhausted and g.units[shen].controller == 1
    assert might_of(game, cid(game, "Vanguard Sergeant")) == 11  # Primal Strength resolved after
    check_invariants(game)


def test_shen_kinkou_in_base_played_with_reaction_on_the_opponents_turn():
    """813.1.c.1, 335: played to base as a Reaction; his base is a valid place on any turn."""
    game = position({"hand": ["Primal Strength"], "deck": DECK, "runes": ["Body Rune"] * 5,
                     "base": ["Vanguard Sergeant"]},
                    {"deck": DECK, "hand": ["Shen, Kinkou"], "runes": ORDER[:4]})
    play(game, "play Primal Strength targeting Vanguard Sergeant")
    play(game, "P1: play Shen, Kinkou to base")
    settle(game)
    shen = game.state.units[cid(game, "Shen, Kinkou")]
    assert shen.loc < 0 and shen.controller == 1


def test_shen_kinkou_with_focus_in_a_showdown_at_the_battlefield_he_defends():
    """806.1.c.1, 813.1.b, 355.2.a: with Focus in the showdown of a combat at a battlefield P1
    controls, Shen may be played to their base or to that battlefield."""
    game = position({"deck": DECK, "base": ["Vanguard Sergeant"]},
                    {"deck": DECK, "hand": ["Shen, Kinkou"], "runes": ORDER[:4]},
                    battlefields=[{"controller": 1, "units": ["Daring Poro"]}, {}])
    do(game, "move Vanguard Sergeant to bf 0")
    d = game.pending()
    assert d.kind == "focus" and d.player == 1
    shen = cid(game, "Shen, Kinkou")
    assert sorted(a.location for a in game.legal_actions() if getattr(a, "card", None) == shen) == [BASE, 0]
    play(game, "P1: play Shen, Kinkou to bf 0")
    assert game.state.units[shen].loc == 0


def test_without_reaction_a_unit_is_not_offered_in_a_closed_state():
    """310.1.a, 813.1.c.1: a unit without Action or Reaction in hand is no option with Priority."""
    game = position({"hand": ["Primal Strength"], "deck": DECK, "runes": ["Body Rune"] * 5,
                     "base": ["Vanguard Sergeant"]},
                    {"deck": DECK, "hand": ["Shen, Kinkou", "Daring Poro"], "runes": ORDER[:4]})
    play(game, "play Primal Strength targeting Vanguard Sergeant")
    poro = cid(game, "Daring Poro")
    assert not [a for a in game.legal_actions() if getattr(a, "card", None) == poro]


# --- Salvage -----------------------------------------------------------------------------------------

def test_salvage_kills_the_chosen_gear_if_its_player_wants_and_draws():
    """355.13, 428, 413: any gear on the board may be the target, or none; as it resolves P0 may kill
    it (here: yes), then draws 1."""
    game = position({"hand": ["Salvage"], "deck": DECK, "runes": ORDER[:2], "gear": ["Seal of Unity"]},
                    {"deck": DECK, "gear": ["Seal of Strength"]})
    seal = cid(game, "Seal of Strength")
    spells = [a for a in game.legal_actions() if getattr(a, "card", None) == cid(game, "Salvage")]
    assert sorted(a.targets for a in spells) == sorted([((),), ((cid(game, "Seal of Unity"),),), ((seal,),)])
    play(game, "play Salvage targeting Seal of Strength")
    while game.pending().kind == "priority":
        pass_(game)
    assert sorted(a.card for a in game.legal_actions()) == [-1, seal]
    do(game, "choose Seal of Strength")
    g = game.state
    assert seal in g.players[1].trash and len(g.players[0].hand) == 1
    check_invariants(game)


def test_salvage_may_spare_the_gear_and_still_draws():
    """359.3.e: declining the kill leaves the gear; the draw is not linked to it."""
    game = position({"hand": ["Salvage"], "deck": DECK, "runes": ORDER[:2]},
                    {"deck": DECK, "gear": ["Seal of Strength"]})
    play(game, "play Salvage targeting Seal of Strength")
    while game.pending().kind == "priority":
        pass_(game)
    game.apply(next(a for a in game.legal_actions() if a.card == -1))
    g = game.state
    assert cid(game, "Seal of Strength") in g.gear and len(g.players[0].hand) == 1


def test_salvage_with_no_gear_on_the_board_is_played_without_a_target_and_draws():
    """355.13: with no gear on the board it is still played (zero targets), and draws 1."""
    game = position({"hand": ["Salvage"], "deck": DECK, "runes": ORDER[:2]}, {"deck": DECK})
    play(game, "play Salvage")
    settle(game)
    assert len(game.state.players[0].hand) == 1 and cid(game, "Salvage") in game.state.players[0].trash


# --- Facebreaker --------------------------------------------------------------------------------------

def test_facebreaker_needs_a_friendly_and_an_enemy_unit_at_one_battlefield():
    """355.5, 355.8, 355.10.b: a friendly unit at bf 0 and an enemy unit at bf 1 are no pair, so
    it can't be played."""
    game = position({"hand": ["Facebreaker"], "deck": DECK, "runes": ORDER[:2]},
                    {"deck": DECK, "base": ["Petty Officer"]},
                    battlefields=[{"controller": 0, "units": ["Vanguard Sergeant"]},
                                  {"controller": 1, "units": ["Laurent Duelist"]}])
    fb = cid(game, "Facebreaker")
    assert not [a for a in game.legal_actions() if isinstance(a, PlaySpell) and a.card == fb]


def facebreaker_showdown(p1: dict | None = None):
    """P0's Vanguard Sergeant attacks P1's Laurent Duelist at bf 0; P0 has Focus in the showdown."""
    game = position({"hand": ["Facebreaker"], "deck": DECK, "runes": ORDER[:2],
                     "base": ["Vanguard Sergeant"]}, {"deck": DECK, "base": ["Petty Officer"], **(p1 or {})},
                    battlefields=[{"controller": 1, "units": ["Laurent Duelist"]}, {}])
    do(game, "move Vanguard Sergeant to bf 0")
    while game.pending().player != 0:
        pass_(game)
    return game


def test_facebreaker_pairs_units_of_one_battlefield_and_stuns_both():
    """355.5, 423.1: in a combat's showdown (Action) P0's attacker and P1's defender at bf 0 are
    the only pair; both are stunned."""
    game = facebreaker_showdown()
    fb = cid(game, "Facebreaker")
    sergeant, duelist = cid(game, "Vanguard Sergeant"), cid(game, "Laurent Duelist")
    plays = {a.targets for a in game.legal_actions() if getattr(a, "card", None) == fb}
    assert plays == {((sergeant,), (duelist,))}
    play(game, "play Facebreaker targeting Vanguard Sergeant, Laurent Duelist")
    g = game.state
    assert any(e.kind == "stun" and e.data[0] == sergeant for e in game.log)
    assert any(e.kind == "stun" and e.data[0] == duelist for e in game.log)
    assert g.units[sergeant].stunned and g.units[duelist].stunned


def test_facebreaker_whose_enemy_target_left_still_stuns_the_friendly_one():
    """359.3.e.4, 359.3.e.8, docs/rulings.md: P1 returns the Duelist to hand in answer (Gust); the
    friendly unit, still at the battlefield, stays a legal target and is stunned."""
    game = facebreaker_showdown({"hand": ["Gust"], "runes": ["Chaos Rune"]})
    play(game, "play Facebreaker targeting Vanguard Sergeant, Laurent Duelist")
    assert game.pending().player == 1
    play(game, "P1: play Gust targeting Laurent Duelist")
    while game.state.chain:
        pass_(game)
    g = game.state
    assert cid(game, "Laurent Duelist") in g.players[1].hand
    assert g.units[cid(game, "Vanguard Sergeant")].stunned


# --- Vanguard Helm -----------------------------------------------------------------------------------

def test_vanguard_helm_a_buffed_friendly_unit_dying_buffs_another_friendly_unit():
    """383.1, 383.2.a.1, 702.2.a: P0's buffed Poro dies (Vengeance): the Helm triggers, its target a
    friendly unit (not the enemy one) chosen as it goes on the chain, which gets a buff."""
    game = position({"hand": ["Vengeance"], "deck": DECK, "runes": ORDER[:6], "gear": ["Vanguard Helm"],
                     "base": [{"card": "Daring Poro", "buffs": 1}, "Vanguard Sergeant", "Petty Officer"]},
                    {"deck": DECK, "base": ["Laurent Duelist"]})
    play(game, "play Vengeance targeting Daring Poro")
    while game.pending().kind == "priority":
        pass_(game)
    assert game.pending().context[0] == "ability_target"
    assert target_names(game) == ["Petty Officer", "Vanguard Sergeant"]
    do(game, "choose Vanguard Sergeant")
    settle(game)
    g = game.state
    assert g.units[cid(game, "Vanguard Sergeant")].buffs == 1
    assert g.units[cid(game, "Petty Officer")].buffs == 0
    check_invariants(game)


def test_vanguard_helm_ignores_an_unbuffed_death_and_counts_each_buffed_one():
    """383.2.a.1, 383.1: an unbuffed friendly unit's death doesn't trigger it; two buffed friendly
    units dying at once (Flurry of Blades) trigger it twice."""
    game = position({"hand": ["Vengeance"], "deck": DECK, "runes": ORDER[:6], "gear": ["Vanguard Helm"],
                     "base": ["Daring Poro", "Vanguard Sergeant"]}, {"deck": DECK})
    play(game, "play Vengeance targeting Daring Poro")
    settle(game)
    assert not any(e.kind == "trigger" for e in game.log) and game.pending().kind == "main"
    board = [{"controller": 0, "units": [{"card": "Daring Poro", "damage": 2, "buffs": 1},
                                          {"card": "Stalwart Poro", "damage": 2, "buffs": 1}]}, {}]
    game = position({"hand": ["Flurry of Blades"], "deck": DECK[:2], "runes": ["Body Rune"],
                     "gear": ["Vanguard Helm"], "base": ["Vanguard Sergeant"]}, {"deck": DECK},
                    battlefields=board)
    play(game, "play Flurry of Blades")
    triggers = []
    while game.pending().kind != "main":
        d = game.pending()
        if d.kind == "order_triggers":
            triggers.append(len(d.context.sources))
        game.apply(game.legal_actions()[0])
    assert triggers == [2]
    assert game.state.units[cid(game, "Vanguard Sergeant")].buffs == 1


def test_cited_clauses_exist():
    """Every clause cited at the start of a docstring here is in the rules file."""
    assert cited_clauses_missing(globals()) == []
