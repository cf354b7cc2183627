"""Scenario tests for the Unleashed cards of the first card wave's sweep G (issue 12). Each plays the
card from a small position and checks what the rules make happen, with a timing or targeting edge
where the card has one. Rule numbers lead each docstring."""

from __future__ import annotations

from riftbound.actions import Activate
from riftbound.cards import load_cards
from riftbound.checks import check_invariants
from riftbound.engine.granted import unit_keywords
from riftbound.formats.position import load_position
from riftbound.game import card_support
from tests.spell_helpers import card_text, cid, do, might_of, pass_, pay, play, position

DECK = ["Daring Poro"] * 3
NAMES = ("Arena Kingpin", "Vault Breaker", "Lord Broadmane", "Xerath, Freed", "Vi, Peacekeeper",
         "Soul Harvest", "Eclipse", "Towering Pairofant", "Enthusiastic Promoter", "Trevor Snoozebottom",
         "Megatusk", "Mister Root", "Star-Crossed", "Crimson Pigeons", "Vi, Hotheaded", "Right of Conquest",
         "Divining Shells", "Monch", "Inviolus Vox", "Moonlight Affliction", "Ruined Rex", "Chakram Dancer",
         "Demacian Diplomat", "Nilah, Joyful Ascetic", "Nidalee, Cat Form", "Evershade Stalker", "Lunar Boon",
         "Diana, No Longer Human", "Angler Beast", "Black Rose Dignitary", "The Ruination",
         "Enthralling Protector", "Petal Pixie", "Kinkou Initiate", "Scrutinizing Sergeant",
         "Concentrate", "Poppy, Paragon", "Combat Experience",
         "LeBlanc, Fragmented")


def settle(game) -> None:
    """Pass Priority until the chain is empty."""
    while game.state.chain:
        pass_(game)


def activations(game) -> list[Activate]:
    return [a for a in game.legal_actions() if isinstance(a, Activate)]


def test_the_cards_have_entries_and_no_errata():
    """103 (the card pool): each card has an entry the engine plays, and none has errata to read."""
    cards = load_cards()
    for name in NAMES:
        assert card_support(cards.by_name(name)) == "script", name
        assert card_text(name)["errata"] == [], name


# --- Arena Kingpin ---------------------------------------------------------------------------------

def test_arena_kingpin_enters_ready_and_exhausts_to_give_three_might():
    """369.3, 143.4.a (it enters ready), 377, 135.2.e.2, 317.2.c (Arena Kingpin): played to base it
    is ready at once; its ability exhausts it and gives any chosen unit +3 Might for the turn, and
    exhausted it offers the ability no more."""
    game = position({"deck": DECK, "hand": ["Arena Kingpin"], "runes": ["Fury Rune"] * 5},
                    {"deck": DECK, "base": ["Vanguard Sergeant"]})
    play(game, "play Arena Kingpin to base")
    settle(game)
    king, sergeant = cid(game, "Arena Kingpin"), cid(game, "Vanguard Sergeant")
    assert not game.state.units[king].exhausted
    acts = activations(game)
    assert {a.target for a in acts} == {king, sergeant}
    before = might_of(game, sergeant)
    game.apply(next(a for a in acts if a.target == sergeant))
    settle(game)
    assert might_of(game, sergeant) == before + 3
    assert game.state.units[king].exhausted and not activations(game)
    do(game, "end turn")
    assert might_of(game, sergeant) == before
    check_invariants(game)


# --- Vault Breaker -----------------------------------------------------------------------------------

def test_vault_breaker_gives_assault_two_and_ganking_for_the_turn():
    """801.3.a.2, 807.2, 810, 317.2.c (Vault Breaker): the chosen unit gains Assault 2 and Ganking;
    both end in the Expiration Step."""
    game = position({"deck": DECK, "hand": ["Vault Breaker"], "runes": ["Fury Rune"] * 2,
                     "base": ["Stalwart Poro"]}, {"deck": DECK})
    poro = cid(game, "Stalwart Poro", "base")
    play(game, "play Vault Breaker targeting Stalwart Poro")
    settle(game)
    kws = unit_keywords(game.state, game.state.units[poro])
    assert "Assault 2" in kws and "Ganking" in kws
    do(game, "end turn")
    kws = unit_keywords(game.state, game.state.units[poro])
    assert "Assault 2" not in kws and "Ganking" not in kws
    check_invariants(game)


# --- Lord Broadmane --------------------------------------------------------------------------------

def test_lord_broadmane_gives_assault_only_to_his_other_units_here():
    """383.4.a, 359.3.f.2, 801.3.a.2 (Lord Broadmane): played to base, his Play Effect gives the other
    units of his controller in that base Assault for the turn; not himself, not a friendly unit at a
    battlefield, not an enemy unit."""
    game = position({"deck": DECK, "hand": ["Lord Broadmane"], "runes": ["Fury Rune"] * 6,
                     "base": ["Stalwart Poro"]},
                    {"deck": DECK, "base": ["Vanguard Sergeant"]},
                    battlefields=[{"controller": 0, "units": [{"card": "Mystic Poro", "controller": 0}]}, {}])
    play(game, "play Lord Broadmane to base")
    settle(game)
    g = game.state
    has = {n: any(k.startswith("Assault") for k in unit_keywords(g, g.units[cid(game, n)]))
           for n in ("Stalwart Poro", "Lord Broadmane", "Mystic Poro", "Vanguard Sergeant")}
    assert has == {"Stalwart Poro": True, "Lord Broadmane": False, "Mystic Poro": False,
                   "Vanguard Sergeant": False}
    check_invariants(game)


# --- Xerath, Freed ---------------------------------------------------------------------------------

def test_xerath_freed_deals_three_only_while_at_a_battlefield():
    """377, 359.3.e (Xerath, Freed): in base his ability can't be activated; at a battlefield it is,
    paying a Fury Power and exhausting him, and deals 3 to the chosen unit."""
    in_base = position({"deck": DECK, "base": [{"card": "Xerath, Freed", "exhausted": False}],
                        "runes": ["Fury Rune"] * 2}, {"deck": DECK, "base": ["Vanguard Sergeant"]})
    assert not activations(in_base)
    game = position({"deck": DECK, "runes": ["Fury Rune"] * 2},
                    {"deck": DECK, "base": ["Vanguard Sergeant"]},
                    battlefields=[{"controller": 0, "units": [
                        {"card": "Xerath, Freed", "controller": 0, "exhausted": False}]}, {}])
    xerath, sergeant = cid(game, "Xerath, Freed"), cid(game, "Vanguard Sergeant")
    acts = activations(game)
    assert sergeant in {a.target for a in acts}
    game.apply(next(a for a in acts if a.target == sergeant))
    if game.pending().kind == "pay":
        pay(game)
    settle(game)
    assert game.state.units[sergeant].damage == 3
    assert game.state.units[xerath].exhausted
    check_invariants(game)


# --- Vi, Peacekeeper -------------------------------------------------------------------------------

def test_vi_peacekeeper_stuns_an_enemy_unit_where_she_attacks():
    """383.4.e, 355.5, 423 (Vi, Peacekeeper): she attacks; her attack ability's target is one of the
    enemy units at that battlefield (not a unit elsewhere), chosen as it goes on the chain, and it is
    stunned."""
    game = position({"deck": DECK, "base": [{"card": "Vi, Peacekeeper", "exhausted": False}]},
                    {"deck": DECK, "base": ["Mystic Poro"]},
                    battlefields=[{"controller": 1, "units": ["Vanguard Sergeant", "Stalwart Poro"]}, {}])
    vi = cid(game, "Vi, Peacekeeper")
    do(game, "move Vi, Peacekeeper to bf 0")
    d = game.pending()
    assert (d.kind, d.context) == ("choose_card", ("ability_target", vi, "attack"))
    sergeant, poro = cid(game, "Vanguard Sergeant"), cid(game, "Stalwart Poro")
    assert sorted(a.card for a in game.legal_actions()) == sorted([sergeant, poro])
    do(game, "choose Vanguard Sergeant at bf 0")
    while game.state.chain:
        pass_(game)
    assert game.state.units[sergeant].stunned
    assert not game.state.units[cid(game, "Stalwart Poro")].stunned
    check_invariants(game)


# --- Soul Harvest ----------------------------------------------------------------------------------

def test_soul_harvest_kills_a_unit_of_three_might_or_less_at_a_battlefield():
    """355.5, 359.3.e.2 (Soul Harvest): only units at a battlefield with Might 3 or less can be
    chosen (not one in a base, not one of Might 4); the chosen one dies."""
    game = position({"deck": DECK, "hand": ["Soul Harvest"], "runes": ["Order Rune"] * 2,
                     "base": ["Stalwart Poro"]}, {"deck": DECK},
                    battlefields=[{"controller": 1, "units": ["Mystic Poro", "Vanguard Sergeant"]}, {}])
    mystic = cid(game, "Mystic Poro")
    targets = {t for a in game.legal_actions() if getattr(a, "targets", None) for t in a.targets[0]}
    assert targets == {mystic}
    play(game, "play Soul Harvest targeting Mystic Poro")
    settle(game)
    assert mystic not in game.state.units and mystic in game.state.players[1].trash
    check_invariants(game)


# --- Eclipse ---------------------------------------------------------------------------------------

def test_eclipse_lowers_might_then_predicts_even_if_its_unit_is_gone():
    """477.3, 359.3.e.5, 436.1 (Eclipse): the chosen unit gets -4 Might for the turn, then its
    controller predicts; with the unit gone before it resolves, only the prediction happens."""
    game = position({"deck": DECK, "hand": ["Eclipse"], "runes": ["Mind Rune"] * 3},
                    {"deck": DECK, "base": ["Vanguard Sergeant"]})
    sergeant = cid(game, "Vanguard Sergeant")
    play(game, "play Eclipse targeting Vanguard Sergeant")
    while game.pending().kind == "priority":
        pass_(game)
    d = game.pending()
    assert d.kind == "choose_card" and d.context[0] == "predict"
    game.apply(game.legal_actions()[0])
    settle(game)
    assert might_of(game, sergeant) == 0  # 4 - 4
    gone = position({"deck": DECK, "hand": ["Eclipse"], "runes": ["Mind Rune"] * 3},
                    {"deck": DECK, "hand": ["Gust"], "runes": ["Chaos Rune"] * 2},
                    battlefields=[{"controller": 1, "units": ["Mystic Poro"]}, {}])
    assert gone.pending().kind == "main"
    play(gone, "play Eclipse targeting Mystic Poro")
    play(gone, "P1: play Gust targeting Mystic Poro")
    while gone.state.chain and gone.pending().kind == "priority":
        pass_(gone)
    d = gone.pending()
    assert d.kind == "choose_card" and d.context[0] == "predict"
    sergeant = cid(gone, "Mystic Poro")
    assert sergeant in gone.state.players[1].hand and not any(
        e.kind == "might" and e.data[0] == sergeant for e in gone.log)
    check_invariants(gone)


# --- Towering Pairofant ----------------------------------------------------------------------------

def test_towering_pairofant_enters_ready_only_once_a_unit_died_this_turn():
    """369.3, 143.4.a (Towering Pairofant): with no death this turn it enters exhausted (143.4);
    after Soul Harvest kills an enemy unit this turn, it enters ready."""
    quiet = position({"deck": DECK, "hand": ["Towering Pairofant"], "runes": ["Fury Rune"] * 6},
                     {"deck": DECK})
    play(quiet, "play Towering Pairofant to base")
    settle(quiet)
    assert quiet.state.units[cid(quiet, "Towering Pairofant")].exhausted
    game = position({"deck": DECK, "hand": ["Towering Pairofant", "Soul Harvest"],
                     "runes": ["Order Rune"] * 3 + ["Fury Rune"] * 6}, {"deck": DECK},
                    battlefields=[{"controller": 1, "units": ["Mystic Poro"]}, {}])
    play(game, "play Soul Harvest targeting Mystic Poro")
    settle(game)
    play(game, "play Towering Pairofant to base")
    settle(game)
    assert not game.state.units[cid(game, "Towering Pairofant")].exhausted
    check_invariants(game)


# --- hold abilities: Enthusiastic Promoter, Trevor Snoozebottom -------------------------------------

def hold_game(units: list) -> object:
    """P1 ends their turn; P0's Beginning Phase scores battlefield 0, which P0 holds."""
    game = load_position({
        "players": [{"deck": DECK, "rune_deck": ["Calm Rune"] * 4}, {"deck": DECK}],
        "turn_player": 1, "turn": 2,
        "battlefields": [{"controller": 0, "units": units}, {}]})
    do(game, "P1: end turn")
    while game.state.chain:
        pass_(game)
    return game


def test_enthusiastic_promoter_buffs_every_unit_where_it_holds():
    """383.4.d, 702.2.a, 702.3.a (Enthusiastic Promoter): when it holds, every unit there gets a
    buff, itself included; a unit there that has a buff already gets no second one; a unit in base
    none."""
    game = hold_game([{"card": "Enthusiastic Promoter", "controller": 0},
                      {"card": "Stalwart Poro", "controller": 0, "buffs": 1}])
    g = game.state
    promoter, poro = cid(game, "Enthusiastic Promoter"), cid(game, "Stalwart Poro")
    assert g.units[promoter].buffs == 1 and g.units[poro].buffs == 1
    assert g.points[0] == 1
    check_invariants(game)


def test_trevor_snoozebottom_plays_a_ready_sprite_where_he_holds():
    """383.4.d, 182, 184.1, 359.3.f.2 (Trevor Snoozebottom): when he holds, a ready 3 Might Sprite
    token (Temporary printed) enters at that battlefield under P0's control."""
    game = hold_game([{"card": "Trevor Snoozebottom", "controller": 0}])
    sprites = [u for u in game.state.units.values() if game.state.cards[u.cid].name.startswith("Sprite")]
    assert len(sprites) == 1
    s = sprites[0]
    assert (s.loc, s.controller, s.exhausted) == (0, 0, False) and might_of(game, s.cid) == 3
    check_invariants(game)


# --- Megatusk ------------------------------------------------------------------------------------

def test_megatusk_spends_three_xp_to_give_own_units_here_ganking():
    """730.2, 801.3.a.2, 359.3.f.2 (Megatusk): with 3 XP its ability can be used; it spends the XP
    and its controller's units where it is gain Ganking for the turn; a unit elsewhere and an enemy
    unit there do not. With 2 XP it can't be used."""
    poor = position({"deck": DECK, "xp": 2}, {"deck": DECK},
                    battlefields=[{"controller": 0, "units": [{"card": "Megatusk", "controller": 0}]}, {}])
    assert not activations(poor)
    game = position({"deck": DECK, "xp": 3, "base": ["Stalwart Poro"]}, {"deck": DECK},
                    battlefields=[{"controller": 0, "units": [{"card": "Megatusk", "controller": 0},
                                                              {"card": "Mystic Poro", "controller": 0}]},
                                  {}])
    game.apply(activations(game)[0])
    settle(game)
    g = game.state
    assert g.players[0].xp == 0
    gank = {n: "Ganking" in unit_keywords(g, g.units[cid(game, n)])
            for n in ("Megatusk", "Mystic Poro", "Stalwart Poro")}
    assert gank == {"Megatusk": True, "Mystic Poro": True, "Stalwart Poro": False}
    check_invariants(game)


# --- Mister Root -----------------------------------------------------------------------------------

def test_mister_root_gains_two_xp_moving_to_a_battlefield_not_to_base():
    """383.1, 730.1, 449 (Mister Root): his move to a battlefield gains his controller 2 XP; his move
    back to base gains nothing."""
    game = position({"deck": DECK, "base": [{"card": "Mister Root", "exhausted": False}]},
                    {"deck": DECK}, battlefields=[{}, {}])
    do(game, "move Mister Root to bf 0")
    settle(game)
    assert game.state.players[0].xp == 2
    check_invariants(game)
    back = position({"deck": DECK}, {"deck": DECK},
                    battlefields=[{"controller": 0, "units": [
                        {"card": "Mister Root", "controller": 0, "exhausted": False}]}, {}])
    do(back, "move Mister Root to base")
    settle(back)
    assert back.state.players[0].xp == 0


# --- Star-Crossed ----------------------------------------------------------------------------------

def test_star_crossed_returns_a_friendly_and_an_enemy_unit_to_their_owners_hands():
    """355.5, 359.3.e.5 (Star-Crossed): its first target is a friendly unit and its second an enemy
    unit; both go back to their owners' hands."""
    game = position({"deck": DECK, "hand": ["Star-Crossed"], "runes": ["Chaos Rune"] * 3,
                     "base": ["Stalwart Poro"]}, {"deck": DECK, "base": ["Vanguard Sergeant"]})
    poro, sergeant = cid(game, "Stalwart Poro"), cid(game, "Vanguard Sergeant")
    plays = [a for a in game.legal_actions() if getattr(a, "targets", None)]
    assert {tuple(t[0] for t in a.targets) for a in plays} == {(poro, sergeant)}
    play(game, "play Star-Crossed targeting Stalwart Poro; Vanguard Sergeant")
    settle(game)
    g = game.state
    assert poro in g.players[0].hand and sergeant in g.players[1].hand
    assert poro not in g.units and sergeant not in g.units
    check_invariants(game)


# --- Crimson Pigeons -------------------------------------------------------------------------------

def pigeons_attack(movers: str) -> object:
    game = position({"deck": DECK, "base": [{"card": "Crimson Pigeons", "exhausted": False},
                                            {"card": "Stalwart Poro", "exhausted": False}]},
                    {"deck": DECK, "hand": ["Gust"], "runes": ["Chaos Rune"] * 2},
                    battlefields=[{"controller": 1, "units": ["Vanguard Sergeant"]}, {}])
    do(game, f"move {movers} to bf 0")
    while game.pending().player == 0 and game.pending().kind == "priority":
        pass_(game)
    assert game.state.showdown is not None  # P1 may react: the combat is still ongoing
    return game


def test_crimson_pigeons_have_two_more_might_attacking_with_another_unit():
    """364.3, 460 (Crimson Pigeons): attacking together with another unit they have 5 Might; attacking
    alone, their printed 3; out of combat in base, 3."""
    game = pigeons_attack("Crimson Pigeons, Stalwart Poro")
    assert might_of(game, cid(game, "Crimson Pigeons")) == 5
    alone = pigeons_attack("Crimson Pigeons")
    assert might_of(alone, cid(alone, "Crimson Pigeons")) == 3
    still = position({"deck": DECK, "base": ["Crimson Pigeons", "Stalwart Poro"]}, {"deck": DECK})
    assert might_of(still, cid(still, "Crimson Pigeons")) == 3


# --- Vi, Hotheaded -----------------------------------------------------------------------------------

def test_vi_hotheaded_doubles_her_might_as_it_resolves_each_time():
    """432.1, 432.1.a, 377, 317.2.c (Vi, Hotheaded): her ability (2 Energy and a Fury Power, no
    exhaust) gives her +X Might, X her Might as it resolves: 3 becomes 6, used again 12; the
    increases end with the turn."""
    game = position({"deck": DECK, "base": [{"card": "Vi, Hotheaded", "exhausted": False}],
                     "runes": ["Fury Rune"] * 6}, {"deck": DECK})
    vi = cid(game, "Vi, Hotheaded")
    for expected in (6, 12):
        game.apply(activations(game)[0])
        if game.pending().kind == "pay":
            pay(game)
        settle(game)
        assert might_of(game, vi) == expected
    do(game, "end turn")
    assert might_of(game, vi) == 3
    check_invariants(game)


# --- Right of Conquest ---------------------------------------------------------------------------

def test_right_of_conquest_draws_one_plus_one_per_controlled_battlefield():
    """413, 489.8.e (Right of Conquest): P0 controls one of two battlefields (P1 the other): it draws
    1, then 1 for that battlefield."""
    game = position({"deck": DECK, "hand": ["Right of Conquest"], "runes": ["Fury Rune"] * 4},
                    {"deck": DECK},
                    battlefields=[{"controller": 0, "units": [{"card": "Stalwart Poro", "controller": 0}]},
                                  {"controller": 1, "units": [{"card": "Mystic Poro", "controller": 1}]}])
    play(game, "play Right of Conquest")
    settle(game)
    assert len(game.state.players[0].hand) == 2
    check_invariants(game)


# --- Divining Shells ------------------------------------------------------------------------------

def test_divining_shells_predicts_when_played_and_dies_to_give_two_might():
    """817.1.b, 436.1 (Vision), 404, 428, 377 (Divining Shells): played, it predicts; its ability's
    cost kills it and exhausts it, and the chosen unit gets +2 Might for the turn."""
    game = position({"deck": DECK, "hand": ["Divining Shells"], "runes": ["Order Rune"] * 2,
                     "base": ["Stalwart Poro"]}, {"deck": DECK})
    play(game, "play Divining Shells")
    while game.pending().kind == "priority":
        pass_(game)
    d = game.pending()
    assert d.kind == "choose_card" and d.context[0] == "predict"
    game.apply(game.legal_actions()[0])
    settle(game)
    shells, poro = cid(game, "Divining Shells"), cid(game, "Stalwart Poro")
    assert shells in game.state.gear
    act = next(a for a in activations(game) if a.target == poro)
    game.apply(act)
    assert shells not in game.state.gear and shells in game.state.players[0].trash
    settle(game)
    assert might_of(game, poro) == 4
    check_invariants(game)


# --- Monch ---------------------------------------------------------------------------------------

def test_monch_costs_two_less_and_enters_ready_while_an_opponent_has_a_stunned_unit():
    """356.4.a, 356.6, 369.3, 423 (Monch): with four runes and no stunned enemy unit it can't be
    played (6 Energy); with an opponent's unit stunned it costs 4 and enters ready."""
    def game_with(stunned: bool):
        return position({"deck": DECK, "hand": ["Monch"], "runes": ["Calm Rune"] * 4},
                        {"deck": DECK, "base": [{"card": "Vanguard Sergeant", "stunned": stunned}]})
    plain = game_with(False)
    assert not [a for a in plain.legal_actions() if getattr(a, "card", None) == cid(plain, "Monch")]
    game = game_with(True)
    play(game, "play Monch to base")
    settle(game)
    assert not game.state.units[cid(game, "Monch")].exhausted
    check_invariants(game)


# --- batch 4: units and spells of existing words ------------------------------------------------

def test_moonlight_affliction_lowers_might_below_zero_without_killing():
    """477.3, 143.2.a-b (Moonlight Affliction): -10 Might for the turn; the unit's Might reads as 0,
    and with no damage marked it doesn't die."""
    game = position({"deck": DECK, "hand": ["Moonlight Affliction"], "runes": ["Mind Rune"] * 7},
                    {"deck": DECK, "base": ["Vanguard Sergeant"]})
    sergeant = cid(game, "Vanguard Sergeant")
    play(game, "play Moonlight Affliction targeting Vanguard Sergeant")
    settle(game)
    assert sergeant in game.state.units and might_of(game, sergeant) == -6  # 143.2.b.1: not 0
    check_invariants(game)


def test_ruined_rex_deals_four_to_an_enemy_unit_when_it_dies():
    """383.4.b, 143.2.a, 355.5 (Ruined Rex): with 5 damage marked, Eclipse drops its Might to 2 and
    it dies; its Deathknell's target is an enemy unit (not P0's own), chosen as it goes on the chain,
    and takes 4."""
    game = position({"deck": DECK, "hand": ["Eclipse"], "runes": ["Mind Rune"] * 3,
                     "base": [{"card": "Ruined Rex", "damage": 5}, "Stalwart Poro"]},
                    {"deck": DECK, "base": ["Vanguard Sergeant", "Mystic Poro"]})
    rex, sergeant = cid(game, "Ruined Rex"), cid(game, "Vanguard Sergeant")
    play(game, "play Eclipse targeting Ruined Rex")
    while game.pending().kind == "priority":
        pass_(game)
    if game.pending().context[0] == "predict":
        game.apply(game.legal_actions()[0])
    while game.pending().kind == "priority" and game.state.chain and game.state.chain[-1].cid != rex:
        pass_(game)
    assert rex not in game.state.units
    d = game.pending()
    assert d.kind == "choose_card" and d.context[:2] == ("ability_target", rex)
    assert sorted(a.card for a in game.legal_actions()) == sorted([sergeant, cid(game, "Mystic Poro")])
    game.apply(next(a for a in game.legal_actions() if a.card == sergeant))
    settle(game)
    assert sergeant not in game.state.units  # 4 damage on 4 Might
    assert cid(game, "Stalwart Poro") in game.state.units
    check_invariants(game)


def test_chakram_dancer_gives_shield_to_its_other_units_here():
    """383.4.a, 359.3.f.2, 814.2 (Chakram Dancer): played to base, the other units of P0 there gain
    Shield for the turn; the Dancer itself does not."""
    game = position({"deck": DECK, "hand": ["Chakram Dancer"], "runes": ["Mind Rune"] * 3,
                     "base": ["Mystic Poro"]}, {"deck": DECK})
    play(game, "play Chakram Dancer to base")
    settle(game)
    g = game.state
    assert "Shield 1" in unit_keywords(g, g.units[cid(game, "Mystic Poro")])
    assert not any(k.startswith("Shield") for k in unit_keywords(g, g.units[cid(game, "Chakram Dancer")]))
    check_invariants(game)


def test_demacian_diplomat_and_nilah_gain_xp():
    """730.1, 383.4.a, 383.1 (Demacian Diplomat, Nilah, Joyful Ascetic): the Diplomat's Play Effect
    gains 1 XP; Nilah's move gains 1 XP more."""
    game = position({"deck": DECK, "hand": ["Demacian Diplomat"], "runes": ["Body Rune"] * 2,
                     "base": [{"card": "Nilah, Joyful Ascetic", "exhausted": False}]},
                    {"deck": DECK}, battlefields=[{}, {}])
    play(game, "play Demacian Diplomat to base")
    settle(game)
    assert game.state.players[0].xp == 1
    do(game, "move Nilah, Joyful Ascetic to bf 0")
    settle(game)
    assert game.state.players[0].xp == 2
    check_invariants(game)


def test_nidalee_cat_form_draws_when_she_wins_a_combat():
    """466.3.a, 383.1 (Nidalee, Cat Form): she attacks a weaker defender, wins the combat and draws 1."""
    game = position({"deck": DECK, "base": [{"card": "Nidalee, Cat Form", "exhausted": False}]},
                    {"deck": DECK}, battlefields=[{"controller": 1, "units": ["Mystic Poro"]}, {}])
    do(game, "move Nidalee, Cat Form to bf 0")
    while game.state.chain or game.state.showdown is not None:
        d = game.pending()
        if d.kind != "priority":
            break
        pass_(game)
    assert len(game.state.players[0].hand) == 1
    check_invariants(game)


def test_evershade_stalker_discards_then_draws_and_lunar_boon_draws_with_an_empty_hand():
    """383.4.a, 359.3.e.11 (Evershade Stalker, Lunar Boon): the Stalker's controller discards the one
    card in hand, then draws 1; Lunar Boon with nothing left to discard still draws 2."""
    game = position({"deck": DECK, "hand": ["Evershade Stalker", "Stalwart Poro"],
                     "runes": ["Chaos Rune"] * 3}, {"deck": DECK})
    poro = cid(game, "Stalwart Poro", "hand")
    play(game, "play Evershade Stalker to base")
    while game.pending().kind == "priority":
        pass_(game)
    if game.pending().kind == "choose_card":
        game.apply(next(a for a in game.legal_actions() if a.card == poro))
    settle(game)
    p = game.state.players[0]
    assert poro in p.trash and len(p.hand) == 1
    boon = position({"deck": DECK, "hand": ["Lunar Boon"], "runes": ["Chaos Rune"] * 3}, {"deck": DECK})
    play(boon, "play Lunar Boon")
    settle(boon)
    assert len(boon.state.players[0].hand) == 2
    check_invariants(boon)


def test_diana_no_longer_human_grows_when_you_play_a_spell():
    """383.1, 477.3 (Diana, No Longer Human): P0 plays Eclipse; her ability gives her +2 Might for
    the turn."""
    game = position({"deck": DECK, "hand": ["Eclipse"], "runes": ["Mind Rune"] * 3,
                     "base": ["Diana, No Longer Human"]}, {"deck": DECK, "base": ["Vanguard Sergeant"]})
    diana = cid(game, "Diana, No Longer Human")
    play(game, "play Eclipse targeting Vanguard Sergeant")
    while game.state.chain:
        d = game.pending()
        if d.kind == "choose_card":
            game.apply(game.legal_actions()[0])
        else:
            pass_(game)
    assert might_of(game, diana) == 5
    check_invariants(game)


def test_angler_beast_returns_every_unit_of_two_might_or_less():
    """383.4.a, 143.2.b (Angler Beast): every unit of Might 2 or less, either player's, goes back to
    its owner's hand; a 4 Might unit and the Beast stay."""
    game = position({"deck": DECK, "hand": ["Angler Beast"], "runes": ["Chaos Rune"] * 6,
                     "base": ["Stalwart Poro"]}, {"deck": DECK, "base": ["Mystic Poro", "Vanguard Sergeant"]})
    poro, mystic = cid(game, "Stalwart Poro"), cid(game, "Mystic Poro")
    sergeant = cid(game, "Vanguard Sergeant")
    play(game, "play Angler Beast to base")
    settle(game)
    g = game.state
    assert poro in g.players[0].hand and mystic in g.players[1].hand
    assert sergeant in g.units and cid(game, "Angler Beast") in g.units
    check_invariants(game)


def test_the_ruination_kills_every_unit_and_black_rose_dignitary_channels():
    """428, 383.4.b, 430 (The Ruination, Black Rose Dignitary): every unit dies; the Dignitary's
    Deathknell channels one rune exhausted."""
    game = position({"deck": DECK, "hand": ["The Ruination"], "runes": ["Order Rune"] * 12,
                     "rune_deck": ["Order Rune"] * 2, "base": ["Black Rose Dignitary"]},
                    {"deck": DECK, "base": ["Vanguard Sergeant"]})
    before = len(game.state.players[0].runes)
    play(game, "play The Ruination")
    settle(game)
    g = game.state
    assert not g.units
    runes = g.players[0].runes
    assert len(runes) == before - 3 + 1  # three recycled for the Power, one channeled
    check_invariants(game)


def test_enthralling_protector_spends_two_xp_to_buff_itself():
    """730.2, 702.2.a (Enthralling Protector): with 2 XP its ability spends them and buffs it; with 1
    XP it can't be used."""
    poor = position({"deck": DECK, "xp": 1, "base": ["Enthralling Protector"]}, {"deck": DECK})
    assert not activations(poor)
    game = position({"deck": DECK, "xp": 2, "base": ["Enthralling Protector"]}, {"deck": DECK})
    game.apply(activations(game)[0])
    settle(game)
    assert game.state.units[cid(game, "Enthralling Protector")].buffs == 1
    assert game.state.players[0].xp == 0
    check_invariants(game)


def test_inviolus_vox_gives_eight_might_when_he_conquers():
    """383.4.c, 355.5, 477.3 (Inviolus Vox): he conquers an empty battlefield; his ability gives a
    friendly unit (here the only one, himself) +8 Might for the turn."""
    game = position({"deck": DECK, "base": [{"card": "Inviolus Vox", "exhausted": False}]},
                    {"deck": DECK}, battlefields=[{}, {}])
    vox = cid(game, "Inviolus Vox")
    do(game, "move Inviolus Vox to bf 0")
    while game.state.chain:
        d = game.pending()
        if d.kind == "choose_card":
            game.apply(next(a for a in game.legal_actions() if a.card == vox))
        else:
            pass_(game)
    assert game.state.battlefields[0].controller == 0 and might_of(game, vox) == 16
    check_invariants(game)


# --- batch 5 ---------------------------------------------------------------------------------------

def test_petal_pixie_counts_temporary_units_at_her_battlefield_only():
    """364.3, 816 (Petal Pixie): at a battlefield with a unit of P0's given Temporary by an effect,
    she has 2 + 1; in base with the same unit, her printed 2."""
    game = position({"deck": DECK}, {"deck": DECK},
                    battlefields=[{"controller": 0, "units": [
                        {"card": "Petal Pixie", "controller": 0},
                        {"card": "Stalwart Poro", "controller": 0, "temporary": True}]}, {}])
    pixie = cid(game, "Petal Pixie")
    assert might_of(game, pixie) == 3
    in_base = position({"deck": DECK, "base": ["Petal Pixie", {"card": "Stalwart Poro", "temporary": True}]},
                       {"deck": DECK})
    assert might_of(in_base, cid(in_base, "Petal Pixie")) == 2


def test_kinkou_initiate_draws_only_if_the_other_units_total_five_might():
    """383.2.a.1, 413 (Kinkou Initiate): with other units of 2 and 4 Might it draws 1; with only a
    2 Might unit, nothing."""
    for others, drawn in ((["Stalwart Poro", "Vanguard Sergeant"], 1), (["Stalwart Poro"], 0)):
        game = position({"deck": DECK, "hand": ["Kinkou Initiate"], "runes": ["Body Rune"] * 3,
                         "base": others}, {"deck": DECK})
        play(game, "play Kinkou Initiate to base")
        settle(game)
        assert len(game.state.players[0].hand) == drawn, others


def test_scrutinizing_sergeant_gains_xp_per_friendly_unit_itself_included():
    """730.1 (Scrutinizing Sergeant): with two other units of P0's and one of P1's, it gains P0 3 XP."""
    game = position({"deck": DECK, "hand": ["Scrutinizing Sergeant"], "runes": ["Order Rune"] * 6,
                     "base": ["Stalwart Poro", "Mystic Poro"]}, {"deck": DECK, "base": ["Vanguard Sergeant"]})
    play(game, "play Scrutinizing Sergeant to base")
    settle(game)
    assert game.state.players[0].xp == 3
    check_invariants(game)


def test_concentrate_costs_less_by_level_the_highest_alone():
    """824.1.b.1, 356.4.a (Concentrate): 5 Energy with under 6 XP (3 runes: not playable), 3 with 6
    XP, 1 with 11 XP (4 less instead of 2, not 6 less); it draws 2."""
    def game_with(xp: int, runes: int):
        return position({"deck": DECK, "xp": xp, "hand": ["Concentrate"], "runes": ["Body Rune"] * runes},
                        {"deck": DECK})
    def playable(game) -> bool:
        return any(getattr(a, "card", None) == cid(game, "Concentrate") for a in game.legal_actions())
    assert not playable(game_with(5, 3)) and playable(game_with(6, 3))
    assert not playable(game_with(10, 1)) and playable(game_with(11, 1))
    game = game_with(11, 1)
    play(game, "play Concentrate")
    settle(game)
    assert len(game.state.players[0].hand) == 2
    check_invariants(game)


def test_poppy_paragon_readies_and_gains_xp_only_near_an_opponents_victory():
    """383.2.a.1, 194.3, 415, 730.1 (Poppy, Paragon): with P1 at 5 of 8 points she is readied and
    P0 gains 3 XP; with P1 at 4, she stays exhausted and no XP is gained."""
    for p1_points, ready in ((5, True), (4, False)):
        game = position({"deck": DECK, "hand": ["Poppy, Paragon"], "runes": ["Body Rune"] * 5},
                        {"deck": DECK, "points": p1_points})
        play(game, "play Poppy, Paragon to base")
        settle(game)
        g = game.state
        assert (not g.units[cid(game, "Poppy, Paragon")].exhausted) == ready
        assert g.players[0].xp == (3 if ready else 0)


def test_combat_experience_gives_one_or_with_level_six_three_instead():
    """824.1.b.1, 477.3 (Combat Experience): with 5 XP the chosen unit gets +1 Might; with 6 XP +3
    instead (not +4)."""
    for xp, plus in ((5, 1), (6, 3)):
        game = position({"deck": DECK, "xp": xp, "hand": ["Combat Experience"], "runes": ["Calm Rune"],
                         "base": ["Vanguard Sergeant"]}, {"deck": DECK})
        sergeant = cid(game, "Vanguard Sergeant")
        play(game, "play Combat Experience targeting Vanguard Sergeant")
        settle(game)
        assert might_of(game, sergeant) == 4 + plus


def test_leblanc_fragmented_draws_two_when_she_dies_in_your_beginning_phase():
    """816.1.b, 315.2, 383.4.b (LeBlanc, Fragmented): given Temporary, she dies as P0's Beginning
    Phase starts and her Deathknell draws 2 (then the Draw Phase's 1: 3 cards); killed in the Main
    Phase by The Ruination, she draws 1."""
    game = load_position({
        "players": [{"deck": DECK, "rune_deck": ["Order Rune"] * 4,
                     "base": [{"card": "LeBlanc, Fragmented", "temporary": True}]}, {"deck": DECK}],
        "turn_player": 1, "turn": 2})
    do(game, "P1: end turn")
    while game.state.chain:
        pass_(game)
    assert cid(game, "LeBlanc, Fragmented") not in game.state.units
    assert game.state.phase == "main" and len(game.state.players[0].hand) == 3
    main = position({"deck": DECK, "hand": ["The Ruination"], "runes": ["Order Rune"] * 12,
                     "base": ["LeBlanc, Fragmented"]}, {"deck": DECK})
    play(main, "play The Ruination")
    settle(main)
    assert len(main.state.players[0].hand) == 1
    check_invariants(main)
