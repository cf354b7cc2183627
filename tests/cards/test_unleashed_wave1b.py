"""Scenario tests for the Unleashed cards of the first card wave's second pass (sweep U2, issue 12).
Each plays the card from a small position and checks what the rules make happen, with a timing or
targeting edge where the card has one. Rule numbers lead each docstring."""

from __future__ import annotations

import pytest

from riftbound.actions import Activate, ChooseCard, Move, PlaySpell
from riftbound.cards import load_cards
from riftbound.checks import check_invariants
from riftbound.effects.bird_tokens import BIRD
from riftbound.engine.granted import unit_has_keyword
from riftbound.engine.keywords import deflect_cost, deflect_value
from riftbound.engine.passives import has_ganking
from riftbound.formats.notation import format_action, parse_action
from riftbound.formats.notation_parse import NotationError
from riftbound.formats.position import dump_position, load_position
from riftbound.game import card_support
from riftbound.sets.origins.spells import SPRITE
from riftbound.state import base_of
from tests.spell_helpers import card_text, cid, do, might_of, pass_, pay, play, position

DECK = ["Daring Poro"] * 3
NAMES = ("Soul Sword", "Blighted Battleaxe", "Hunter's Machete", "Tactical Retreat", "Rengar, Pridestalker",
         "Grim Apothecary", "Mischievous Marai", "Dragonsoul Sage", "Poppy, Keeper of the Hammer",
         "Kha'Zix, Voidreaver", "Amateur Recital", "Forbidding Waste", "Kha'Zix, Mutating Horror")


def settle(game) -> None:
    """Pass Priority until the chain is empty."""
    while game.state.chain:
        pass_(game)


def activations(game) -> list[Activate]:
    return [a for a in game.legal_actions() if isinstance(a, Activate)]


def kinds(game, *wanted: str) -> list[str]:
    return [e.kind for e in game.log if e.kind in wanted]


def test_the_cards_have_entries_and_no_errata():
    """103 (the card pool): each card has an entry the engine plays, and none has errata to read."""
    cards = load_cards()
    for name in NAMES:
        assert card_support(cards.by_name(name)) == "script", name
        assert card_text(name)["errata"] == [], name


# --- Equipment: Soul Sword, Blighted Battleaxe, Hunter's Machete -----------------------------------

@pytest.mark.parametrize("name, rune, energy, bonus", [("Soul Sword", "Calm Rune", 0, 1),
                                                       ("Blighted Battleaxe", "Fury Rune", 1, 4),
                                                       ("Hunter's Machete", "Body Rune", 0, 2)])
def test_equipment_attaches_for_its_equip_cost_and_gives_its_might_bonus(name, rune, energy, bonus):
    """818.1.c, 718.3, 718.4 (Soul Sword, Blighted Battleaxe, Hunter's Machete): Equip pays its cost
    (its Energy and one Power of its domain) and attaches the gear to a unit its controller controls
    (not an enemy unit), which then has the Might Bonus."""
    game = position({"deck": DECK, "gear": [name], "base": ["Stalwart Poro"], "runes": [rune] * (energy + 1)},
                    {"deck": DECK, "base": ["Vanguard Sergeant"]})
    gear, poro = cid(game, name), cid(game, "Stalwart Poro")
    acts = activations(game)
    assert {a.target for a in acts} == {poro}
    before = might_of(game, poro)
    game.apply(acts[0])
    if game.pending().kind == "pay":
        pay(game)
    settle(game)
    assert game.state.gear[gear].attached_to == poro
    assert might_of(game, poro) == before + bonus
    check_invariants(game)


# --- Tactical Retreat -------------------------------------------------------------------------------

def test_tactical_retreat_replaces_the_next_death_of_a_friendly_unit():
    """355.5, 390.3, 370.1.a.1, 418, 414, 455 (Tactical Retreat): only a friendly unit can be chosen;
    its next death this turn is replaced: healed, exhausted and recalled to base, conceding the
    battlefield; the next death is not."""
    game = position({"hand": ["Tactical Retreat", "Void Seeker", "Challenge"], "deck": DECK,
                     "runes": ["Order Rune"] * 2 + ["Fury Rune"] * 6 + ["Body Rune"] * 6},
                    {"base": ["Petty Officer"], "deck": DECK},
                    battlefields=[{"controller": 0, "units": [{"card": "Vanguard Sergeant",
                                                               "controller": 0}]}, {}])
    with pytest.raises(NotationError):  # an enemy unit is no legal target (355.5)
        play(game, "play Tactical Retreat targeting Petty Officer at base")
    sergeant = cid(game, "Vanguard Sergeant", "bf 0")
    play(game, "play Tactical Retreat targeting Vanguard Sergeant at bf 0")
    settle(game)
    play(game, "play Void Seeker targeting Vanguard Sergeant at bf 0")
    settle(game)
    g = game.state
    u = g.units[sergeant]
    assert (u.loc, u.damage, u.exhausted) == (-1, 0, True)
    assert g.battlefields[0].controller is None
    assert kinds(game, "death_replaced", "kill") == ["death_replaced"]
    play(game, "play Challenge targeting Vanguard Sergeant at base; Petty Officer at base")
    settle(game)
    assert sergeant in g.players[0].trash
    check_invariants(game)


# --- Rengar, Pridestalker ----------------------------------------------------------------------------

def test_rengar_pridestalker_gives_a_unit_plus_one_when_its_controller_plays_a_unit():
    """383.1, 383.2.a.1, 355.5, 317.2.c (Rengar, Pridestalker): P0 plays a unit: the legend's ability
    triggers, its target any unit (the unit just played among them), +1 Might for the turn; playing a
    spell does not trigger it."""
    game = position({"legend": "Rengar, Pridestalker", "deck": DECK,
                     "hand": ["Stalwart Poro", "Vault Breaker"],
                     "runes": ["Calm Rune"] * 2 + ["Fury Rune"] * 2},
                    {"deck": DECK, "base": ["Vanguard Sergeant"]})
    legend = game.state.players[0].legend
    play(game, "play Vault Breaker targeting Vanguard Sergeant")
    settle(game)
    assert not [e for e in game.log if e.kind == "trigger" and legend in e.data]
    play(game, "play Stalwart Poro to base")
    while game.pending().kind == "priority" and game.state.chain:
        pass_(game)
    d = game.pending()
    assert d.context[:2] == ("ability_target", legend)
    sergeant, poro = cid(game, "Vanguard Sergeant"), cid(game, "Stalwart Poro")
    assert {a.card for a in game.legal_actions()} == {sergeant, poro}
    before = might_of(game, sergeant)
    do(game, "choose Vanguard Sergeant")
    settle(game)
    assert might_of(game, sergeant) == before + 1
    check_invariants(game)


# --- Grim Apothecary -------------------------------------------------------------------------------

def test_grim_apothecary_may_return_a_friendly_unit_at_a_battlefield():
    """383.4.a, 383.3.a, 355.5 (Grim Apothecary): as its Play Effect goes on the chain P0 may choose
    a friendly unit at a battlefield (not one in base, not an enemy unit) or none; the chosen unit
    goes back to its owner's hand."""
    def game_():
        return position({"deck": DECK, "hand": ["Grim Apothecary"], "runes": ["Fury Rune"] * 3,
                         "base": ["Stalwart Poro"]},
                        {"deck": DECK, "base": ["Vanguard Sergeant"]},
                        battlefields=[{"controller": 0, "units": [{"card": "Mystic Poro", "controller": 0}]},
                                      {}])
    game = game_()
    play(game, "play Grim Apothecary to base")
    mystic = cid(game, "Mystic Poro")
    assert game.pending().kind == "choose_card"
    assert {a.card for a in game.legal_actions()} == {-1, mystic}
    do(game, "choose Mystic Poro")
    settle(game)
    assert mystic in game.state.players[0].hand
    check_invariants(game)
    declined = game_()
    play(declined, "play Grim Apothecary to base")
    declined.apply(ChooseCard(-1))
    settle(declined)
    assert declined.state.units[cid(declined, "Mystic Poro")].loc == 0


# --- Mischievous Marai -----------------------------------------------------------------------------

def test_mischievous_marai_played_to_base_does_not_trigger():
    """383.2.a.1 (Mischievous Marai): its Play Effect triggers only when it is played to a
    battlefield; played to base nothing triggers, even with an enemy unit elsewhere."""
    game = position({"deck": DECK, "hand": ["Mischievous Marai"], "runes": ["Fury Rune"] * 2},
                    {"deck": DECK, "base": ["Vanguard Sergeant"]})
    play(game, "play Mischievous Marai to base")
    settle(game)
    marai = cid(game, "Mischievous Marai")
    assert game.state.units[marai].loc == -1
    assert not [e for e in game.log if e.kind == "trigger" and marai in e.data]
    assert game.state.units[cid(game, "Vanguard Sergeant")].damage == 0


def test_mischievous_marai_from_facedown_in_a_combat_deals_two_to_an_enemy_unit_there():
    """811.1.d, 383.4.a, 355.5, 359.3.f.2 (Mischievous Marai): hidden at battlefield 0, P0 plays it
    from facedown in the showdown of P1's attack there; its Play Effect's target is the enemy unit
    there (not P1's unit in base) and it takes 2."""
    game = load_position({
        "players": [{"deck": DECK}, {"deck": DECK, "base": ["Stalwart Poro", "Vanguard Sergeant"]}],
        "turn_player": 1, "turn": 2,
        "battlefields": [{"controller": 0, "units": [{"card": "Mystic Poro", "controller": 0}],
                          "facedown": {"card": "Mischievous Marai", "turn": 0}}, {}]})
    do(game, "P1: move Vanguard Sergeant to bf 0")
    while game.pending().player == 1:
        pass_(game)
    play(game, "play Mischievous Marai from facedown to bf 0")
    marai, sergeant = cid(game, "Mischievous Marai"), cid(game, "Vanguard Sergeant")
    settle(game)  # its one legal target is chosen for P0 as it goes on the chain
    hits = [e.data for e in game.log if e.kind == "damage" and e.data[2] == marai]
    assert hits == [(sergeant, 2, marai)]
    check_invariants(game)


# --- Dragonsoul Sage -------------------------------------------------------------------------------

def test_dragonsoul_sage_exhausts_to_add_one_energy():
    """429.2, 135.2.e.2 (Dragonsoul Sage): its Add ability resolves at once (no chain) and puts 1
    Energy into its controller's pool; exhausted it offers the ability no more."""
    game = position({"deck": DECK, "base": [{"card": "Dragonsoul Sage", "exhausted": False}]}, {"deck": DECK})
    sage = cid(game, "Dragonsoul Sage")
    acts = activations(game)
    assert [a.source for a in acts] == [sage]
    game.apply(acts[0])
    g = game.state
    assert g.players[0].pool_energy == 1 and not g.chain and g.units[sage].exhausted
    assert not activations(game)
    check_invariants(game)


# --- Poppy, Keeper of the Hammer ----------------------------------------------------------------------

def hold_game(units: list, legend: str | None = None, **p0) -> object:
    """P1 ends their turn; P0's Beginning Phase scores battlefield 0, which P0 holds."""
    game = load_position({
        "players": [{"deck": DECK, "rune_deck": ["Calm Rune"] * 4, **({"legend": legend} if legend else {}),
                     **p0}, {"deck": DECK}],
        "turn_player": 1, "turn": 2,
        "battlefields": [{"controller": 0, "units": units}, {}]})
    do(game, "P1: end turn")
    while game.pending().kind == "priority" and game.state.chain:
        pass_(game)
    return game


def test_poppy_keeper_of_the_hammer_gains_xp_on_hold_and_spends_three_to_draw():
    """383.4.d.2.b, 730.1 (Poppy, Keeper of the Hammer): when P0 holds, the legend's ability gains 1
    XP. 730.2, 377: with 3 XP its ability (spend 3 XP, exhaust it) draws 1; with 2 it can't be used."""
    game = hold_game([{"card": "Stalwart Poro", "controller": 0}], "Poppy, Keeper of the Hammer", xp=2)
    g = game.state
    assert g.players[0].xp == 3 and g.points[0] == 1
    hand = len(g.players[0].hand)
    acts = [a for a in activations(game) if a.source == g.players[0].legend]
    assert len(acts) == 1
    game.apply(acts[0])
    settle(game)
    assert g.players[0].xp == 0 and len(g.players[0].hand) == hand + 1 and g.players[0].legend_exhausted
    poor = position({"legend": "Poppy, Keeper of the Hammer", "deck": DECK, "xp": 2}, {"deck": DECK})
    assert not activations(poor)
    check_invariants(game)


# --- Kha'Zix, Voidreaver ---------------------------------------------------------------------------

def test_khazix_voidreaver_gains_xp_when_its_controller_wins_a_combat():
    """466.3.a, 383.1, 730.1 (Kha'Zix, Voidreaver): P0's unit attacks a weaker defender and wins the
    combat: the legend's ability gains 1 XP."""
    game = position({"legend": "Kha'Zix, Voidreaver", "deck": DECK,
                     "base": [{"card": "Vanguard Sergeant", "exhausted": False}]},
                    {"deck": DECK}, battlefields=[{"controller": 1, "units": ["Pit Rookie"]}, {}])
    do(game, "move Vanguard Sergeant to bf 0")
    while game.pending().kind == "priority":
        pass_(game)
    assert game.state.players[0].xp == 1
    check_invariants(game)


def test_khazix_voidreaver_spends_xp_to_buff_or_to_move_an_exhausted_unit_to_base():
    """730.2, 702.2.a, 449 (Kha'Zix, Voidreaver): spend 1 XP and exhaust it to buff any unit; spend 2 XP
    and exhaust it to move an exhausted friendly unit at a battlefield to its base (a ready one or one
    in base is not offered)."""
    game = position({"legend": "Kha'Zix, Voidreaver", "deck": DECK, "xp": 2,
                     "base": [{"card": "Stalwart Poro", "exhausted": True}]},
                    {"deck": DECK},
                    battlefields=[{"controller": 0, "units": [
                        {"card": "Vanguard Sergeant", "controller": 0, "exhausted": True},
                        {"card": "Mystic Poro", "controller": 0, "exhausted": False}]}, {}])
    sergeant = cid(game, "Vanguard Sergeant")
    moves = [a for a in activations(game) if a.mode == 1]
    assert {a.target for a in moves} == {sergeant}
    game.apply(moves[0])
    settle(game)
    g = game.state
    assert g.units[sergeant].loc == -1 and g.players[0].xp == 0 and g.players[0].legend_exhausted
    buff = position({"legend": "Kha'Zix, Voidreaver", "deck": DECK, "xp": 1},
                    {"deck": DECK, "base": ["Pit Rookie"]})
    poro = cid(buff, "Pit Rookie")
    buffs = [a for a in activations(buff) if a.mode == 0]
    assert {a.target for a in buffs} == {poro} and not [a for a in activations(buff) if a.mode == 1]
    buff.apply(buffs[0])
    settle(buff)
    assert buff.state.units[poro].buffs == 1 and buff.state.players[0].xp == 0
    check_invariants(game)


# --- Amateur Recital ---------------------------------------------------------------------------------

def recital(units: list) -> object:
    """P1 ends their turn; P0 holds Amateur Recital (battlefield 0) in their Beginning Phase."""
    game = load_position({
        "players": [{"deck": DECK, "rune_deck": ["Calm Rune"] * 4}, {"deck": DECK}],
        "turn_player": 1, "turn": 2,
        "battlefields": [{"card": "Amateur Recital", "controller": 0, "units": units},
                         {"controller": 1, "units": [{"card": "Vanguard Sergeant", "controller": 1}]}]})
    do(game, "P1: end turn")
    return game


def test_amateur_recital_may_move_a_unit_at_any_battlefield_to_its_base():
    """383.4.d.2.b, 383.3.a, 355.5, 449 (Amateur Recital): P0 holds it; as the ability goes on the
    chain P0 chooses a unit at a battlefield, any player's (here P1's Vanguard Sergeant at the other
    battlefield), or none; the chosen unit moves to its controller's base."""
    game = recital([{"card": "Stalwart Poro", "controller": 0}])
    d = game.pending()
    hall = game.state.battlefields[0].cid
    assert (d.player, d.context) == (0, ("trigger_may", hall, "hold"))
    sergeant, poro = cid(game, "Vanguard Sergeant"), cid(game, "Stalwart Poro")
    assert {a.card for a in game.legal_actions()} == {-1, sergeant, poro}
    do(game, "choose Vanguard Sergeant")
    settle(game)
    u = game.state.units[sergeant]
    assert (u.loc, u.controller) == (base_of(1), 1)
    assert game.state.units[poro].loc == 0
    check_invariants(game)


def test_amateur_recital_declined_moves_nothing():
    """383.3.a.2 (Amateur Recital): declining, every unit stays where it is."""
    game = recital([{"card": "Stalwart Poro", "controller": 0}])
    game.apply(ChooseCard(-1))
    settle(game)
    assert all(u.loc >= 0 for u in game.state.units.values())


# --- Forbidding Waste --------------------------------------------------------------------------------

def waste_defence(defenders: list, card: str | None = "Forbidding Waste") -> object:
    """P1's Vanguard Sergeant attacks P0 at Forbidding Waste (battlefield 0; or at a blank one)."""
    game = load_position({
        "players": [{"deck": DECK}, {"deck": DECK, "base": ["Vanguard Sergeant"]}],
        "turn_player": 1, "turn": 2,
        "battlefields": [{**({"card": card} if card else {}), "controller": 0, "units": defenders}, {}]})
    do(game, "P1: move Vanguard Sergeant to bf 0")
    return game


def test_forbidding_waste_gives_a_unit_defending_alone_minus_two():
    """364.1, 740.2.a (Forbidding Waste): P0's Stalwart Poro defends alone there: it has 2 Might less
    while it is a defender; the attacker (not defending) is unchanged; with a second defender beside
    it, neither has less."""
    alone = [{"card": "Stalwart Poro", "controller": 0}]
    game, blank = waste_defence(alone), waste_defence(alone, None)
    poro, sergeant = cid(game, "Stalwart Poro"), cid(game, "Vanguard Sergeant")
    assigned = {e.player: e.data[0] for e in game.log if e.kind == "assign"}
    elsewhere = {e.player: e.data[0] for e in blank.log if e.kind == "assign"}
    (target, amount), = assigned[0]  # its combat damage, read while it defends alone
    assert target == sergeant and amount == elsewhere[0][0][1] - 2
    assert assigned[1] == elsewhere[1]  # the attacker is unchanged
    two = [{"card": "Stalwart Poro", "controller": 0}, {"card": "Mystic Poro", "controller": 0}]
    pair, blank_pair = waste_defence(two), waste_defence(two, None)
    poro = cid(pair, "Stalwart Poro")
    assert pair.state.units[poro].role == 2 and pair.pending().kind == "assign"
    assert might_of(pair, poro) == might_of(blank_pair, cid(blank_pair, "Stalwart Poro"))
    check_invariants(pair)


# --- Kha'Zix, Mutating Horror ----------------------------------------------------------------------

def test_khazix_mutating_horror_attacking_a_lone_defender_gets_two_might_and_two_xp():
    """383.4.e, 383.2.a.1, 740.2.a, 730.1 (Kha'Zix, Mutating Horror): he attacks a battlefield where
    one enemy unit is (alone): +2 Might for the turn and 2 XP. Against two enemy units it does not
    trigger."""
    def attack(enemies: list) -> object:
        game = position({"deck": DECK, "base": [{"card": "Kha'Zix, Mutating Horror", "exhausted": False}]},
                        {"deck": DECK}, battlefields=[{"controller": 1, "units": enemies}, {}])
        do(game, "move Kha'Zix, Mutating Horror to bf 0")
        return game
    game = attack(["Pit Rookie"])
    kz = cid(game, "Kha'Zix, Mutating Horror")
    printed = load_cards().by_name("Kha'Zix, Mutating Horror").might
    while game.state.chain:
        pass_(game)
    assert game.state.players[0].xp == 2 and might_of(game, kz) == printed + 2
    check_invariants(game)
    two = attack(["Pit Rookie", "Stalwart Poro"])
    assert not two.state.chain and kinds(two, "trigger") == []
    assert two.state.players[0].xp == 0


# --- Frozen Fortress -------------------------------------------------------------------------------

def test_frozen_fortress_deals_one_to_each_unit_there_every_beginning_phase_before_scoring():
    """315.2.a, 383.1, 190.6.a, 417 (Frozen Fortress): at the start of P0's Beginning Phase (not
    their first turn) every unit there takes 1, P0's and P1's alike, a unit elsewhere none; it
    resolves before the Scoring Step: P0's 1 Might unit there dies first, so P0 (with no unit left
    there) doesn't hold it."""
    game = load_position({
        "players": [{"deck": DECK, "rune_deck": ["Calm Rune"] * 4, "turns_started": 3,
                     "base": ["Stalwart Poro"]},
                    {"deck": DECK, "turns_started": 3}],
        "turn_player": 1, "turn": 6,
        "battlefields": [{"card": "Frozen Fortress", "controller": 0, "units": [
            {"card": "Sharkling", "controller": 0}]}, {}]})
    rookie, poro = cid(game, "Sharkling"), cid(game, "Stalwart Poro")
    assert load_cards().by_name("Sharkling").might == 1
    do(game, "P1: end turn")
    settle(game)
    g = game.state
    assert rookie in g.players[0].trash and g.units[poro].damage == 0
    assert g.points[0] == 0 and g.battlefields[0].controller is None
    hits = [e for e in game.log if e.kind == "damage"]
    assert [e.data[0] for e in hits] == [rookie]
    check_invariants(game)


def test_frozen_fortress_hits_the_units_of_both_players_on_each_turn():
    """315.2.a, 190.6.a (Frozen Fortress): it triggers at the start of each player's Beginning Phase,
    P1's too, controlled by the battlefield's controller (P0): every unit there takes 1."""
    game = load_position({
        "players": [{"deck": DECK, "turns_started": 3},
                    {"deck": DECK, "rune_deck": ["Calm Rune"] * 4, "turns_started": 2}],
        "turn_player": 0, "turn": 5,
        "battlefields": [{"card": "Frozen Fortress", "controller": 0, "units": [
            {"card": "Vanguard Sergeant", "controller": 0}]}, {}]})
    sergeant = cid(game, "Vanguard Sergeant")
    do(game, "end turn")
    settle(game)
    assert game.state.units[sergeant].damage == 1
    fortress = game.state.battlefields[0].cid
    assert [(e.player, e.data[2]) for e in game.log if e.kind == "damage"] == [(0, fortress)]


# --- Dramatic Visionary ------------------------------------------------------------------------------

def test_dramatic_visionary_predicts_two_when_it_dies():
    """383.4.b, 436.1.a, 416 (Dramatic Visionary): killed, its Deathknell looks at the top two cards
    of its controller's Main Deck; the one picked is recycled (to the bottom), the other stays on
    top."""
    game = position({"deck": ["Stalwart Poro", "Pit Rookie", "Mystic Poro"],
                     "hand": ["Void Seeker"], "runes": ["Fury Rune"] * 3}, {"deck": DECK},
                    battlefields=[{"controller": 0, "units": [
                        {"card": "Dramatic Visionary", "controller": 0}]}, {}])
    play(game, "play Void Seeker targeting Dramatic Visionary at bf 0")
    while game.pending().kind == "priority":
        pass_(game)
    d = game.pending()
    assert d.kind == "choose_card" and d.context[0] == "sanctum_recycle"
    deck = game.state.players[0].deck
    top, second = deck[-1], deck[-2]
    assert {a.card for a in game.legal_actions()} == {-1, top, second}
    game.apply(ChooseCard(top))
    game.apply(ChooseCard(-1))
    settle(game)
    deck = game.state.players[0].deck
    assert deck[-1] == second and deck[0] == top
    check_invariants(game)


# --- Scryer's Bloom ------------------------------------------------------------------------------------

def test_scryers_bloom_enters_exhausted_then_dies_to_predict_two_draw_and_gain_xp():
    """149.1 against 369.3 (it enters exhausted), 404, 428, 436.1.a, 413, 730.1 (Scryer's Bloom):
    played, it is exhausted and its ability can't be used; ready, the ability's cost kills it and pays
    1 Energy; its controller predicts 2, draws 1 and gains 1 XP."""
    game = position({"deck": ["Stalwart Poro", "Pit Rookie", "Mystic Poro"], "hand": ["Scryer's Bloom"],
                     "runes": ["Chaos Rune"] * 2}, {"deck": DECK})
    play(game, "play Scryer's Bloom")
    settle(game)
    bloom = cid(game, "Scryer's Bloom")
    assert game.state.gear[bloom].exhausted and not activations(game)
    ready = position({"deck": ["Stalwart Poro", "Pit Rookie", "Mystic Poro"], "gear": ["Scryer's Bloom"],
                      "runes": ["Chaos Rune"]}, {"deck": DECK})
    bloom = cid(ready, "Scryer's Bloom")
    ready.apply(activations(ready)[0])
    if ready.pending().kind == "pay":
        pay(ready)
    assert bloom in ready.state.players[0].trash
    while ready.pending().kind == "priority":
        pass_(ready)
    ready.apply(ChooseCard(-1))  # recycles none of the two
    d = ready.pending()
    if d.kind == "choose_card":
        ready.apply(ready.legal_actions()[0])
    settle(ready)
    p = ready.state.players[0]
    assert len(p.hand) == 1 and len(p.deck) == 2 and p.xp == 1
    check_invariants(ready)


# --- Bird tokens: Carrion Dredger, Frisky Hunter ------------------------------------------------------

def birds(game) -> list:
    return [u for u in game.state.units.values() if game.state.cards[u.cid].id == BIRD]


def test_carrion_dredger_leaves_a_bird_with_deflect_in_base_when_it_dies():
    """383.4.b, 182, 187.7, 809, 143.4 (Carrion Dredger): killed at a battlefield, its Deathknell plays
    a 1 Might Bird token with Deflect in its controller's base, exhausted."""
    game = position({"deck": DECK, "hand": ["Void Seeker"], "runes": ["Fury Rune"] * 3}, {"deck": DECK},
                    battlefields=[{"controller": 0, "units": [{"card": "Carrion Dredger", "controller": 0}]},
                                  {}])
    play(game, "play Void Seeker targeting Carrion Dredger at bf 0")
    settle(game)
    assert cid(game, "Carrion Dredger") in game.state.players[0].trash
    (bird,) = birds(game)
    assert (bird.loc, bird.controller, bird.exhausted) == (base_of(0), 0, True)
    assert might_of(game, bird.cid) == 1 and unit_has_keyword(game.state, bird, "Deflect")
    check_invariants(game)


def test_frisky_hunter_plays_a_bird_where_it_is():
    """383.4.a, 359.3.f.2, 187.7 (Frisky Hunter): played to a battlefield P0 controls, its Play Effect
    plays the Bird token there."""
    game = position({"deck": DECK, "hand": ["Frisky Hunter"], "runes": ["Calm Rune"] * 4}, {"deck": DECK},
                    battlefields=[{"controller": 0, "units": [{"card": "Pit Rookie", "controller": 0}]}, {}])
    play(game, "play Frisky Hunter to bf 0")
    settle(game)
    (bird,) = birds(game)
    assert (bird.loc, bird.controller) == (0, 0)
    check_invariants(game)


def test_frisky_hunter_gone_before_its_play_effect_resolves_plays_no_bird():
    """359.3.f.2.a (Frisky Hunter): P1 returns the Hunter to hand in response to its Play Effect:
    'here' is null and no Bird is played."""
    game = position({"deck": DECK, "hand": ["Frisky Hunter"], "runes": ["Calm Rune"] * 4},
                    {"deck": DECK, "hand": ["Gust"], "runes": ["Chaos Rune"] * 2},
                    battlefields=[{"controller": 0, "units": [{"card": "Pit Rookie", "controller": 0}]}, {}])
    play(game, "play Frisky Hunter to bf 0")  # P0, with nothing to play, passes on its Play Effect
    play(game, "P1: play Gust targeting Frisky Hunter at bf 0")
    settle(game)
    assert cid(game, "Frisky Hunter") in game.state.players[0].hand and birds(game) == []


# --- Vilemaw, Galio, Indefatigable: no combat damage ---------------------------------------------------

def vilemaw_defends(attacker: str) -> object:
    """P1's ``attacker`` attacks P0's Vilemaw at battlefield 0."""
    game = load_position({
        "players": [{"deck": DECK}, {"deck": DECK, "base": [attacker]}],
        "turn_player": 1, "turn": 2,
        "battlefields": [{"controller": 0, "units": [{"card": "Vilemaw", "controller": 0}]}, {}]})
    do(game, f"P1: move {attacker} to bf 0")
    return game


def test_vilemaw_stops_a_weaker_enemy_unit_there_from_dealing_combat_damage():
    """364.1, 465.2.a-b (Vilemaw): P1's Vanguard Sergeant, with less Might than Vilemaw, attacks it:
    P1's side has no combat damage to assign and Vilemaw takes none; the Sergeant is still dealt
    Vilemaw's damage and dies."""
    game = vilemaw_defends("Vanguard Sergeant")
    vilemaw, sergeant = cid(game, "Vilemaw"), cid(game, "Vanguard Sergeant")
    assigned = {e.player: e.data[0] for e in game.log if e.kind == "assign"}
    assert not assigned.get(1) and game.state.units[vilemaw].damage == 0
    assert sergeant in game.state.players[1].trash
    check_invariants(game)


def test_vilemaw_does_not_stop_an_enemy_unit_as_mighty_as_it():
    """364.1, 465.2.a-b (Vilemaw): an attacking enemy unit whose Might equals Vilemaw's is not less:
    it deals its combat damage."""
    game = vilemaw_defends("Vilemaw")
    assigned = {e.player: e.data[0] for e in game.log if e.kind == "assign"}
    might = load_cards().by_name("Vilemaw").might
    assert [amount for _, amount in assigned[1]] == [might]


def test_vilemaw_holding_draws_one():
    """383.4.d (Vilemaw): when it holds, its controller draws 1 (besides the Beginning Phase's draw)."""
    game = hold_game([{"card": "Vilemaw", "controller": 0}])
    draws = [e for e in game.log if e.kind == "draw" and e.player == 0]
    assert sum(e.data[0] for e in draws) == 2


def test_galio_indefatigable_deals_no_combat_damage_but_takes_it():
    """364.3, 465.2.a (Galio, Indefatigable): Galio attacks a 2 Might defender: his side assigns no
    combat damage, the defender survives; he is dealt the defender's damage."""
    game = position({"deck": DECK, "base": [{"card": "Galio, Indefatigable", "exhausted": False}]},
                    {"deck": DECK}, battlefields=[{"controller": 1, "units": ["Pit Rookie"]}, {}])
    do(game, "move Galio, Indefatigable to bf 0")
    galio, rookie = cid(game, "Galio, Indefatigable"), cid(game, "Pit Rookie")
    assigned = {e.player: e.data[0] for e in game.log if e.kind == "assign"}
    assert not assigned.get(0) and rookie in game.state.units
    assert assigned[1] == ((galio, load_cards().by_name("Pit Rookie").might),)
    check_invariants(game)


# --- Shadow ----------------------------------------------------------------------------------------

def test_shadow_enters_ready_only_when_played_to_a_battlefield():
    """369.3, 143.4.a, 143.4 (Shadow): played to a battlefield P0 controls it is ready; played to base
    it is exhausted."""
    for where, ready in (("bf 0", True), ("base", False)):
        game = position({"deck": DECK, "hand": ["Shadow"], "runes": ["Calm Rune"] * 3}, {"deck": DECK},
                        battlefields=[{"controller": 0, "units": [{"card": "Pit Rookie", "controller": 0}]},
                                      {}])
        play(game, f"play Shadow to {where}")
        settle(game)
        assert game.state.units[cid(game, "Shadow")].exhausted is not ready, where


def test_shadow_stuns_an_enemy_unit_attacking_where_it_is():
    """806.1.c.2, 460, 355.5, 423.1.b (Shadow): P1 attacks P0's battlefield where Shadow is; in the
    showdown P0 activates it (1 Energy, one Power, exhausting it): its only target is the attacker
    (not P1's unit in base, not a friendly unit); the attacker is stunned and deals no combat
    damage."""
    game = load_position({
        "players": [{"deck": DECK, "runes": ["Calm Rune"] * 2},
                    {"deck": DECK, "base": ["Vanguard Sergeant", "Stalwart Poro"]}],
        "turn_player": 1, "turn": 2,
        "battlefields": [{"controller": 0, "units": [{"card": "Shadow", "controller": 0, "exhausted": False},
                                                     {"card": "Pit Rookie", "controller": 0}]}, {}]})
    assert not activations(game)  # no combat: no enemy unit is attacking there
    do(game, "P1: move Vanguard Sergeant to bf 0")
    while game.pending().player == 1:
        pass_(game)
    shadow, sergeant = cid(game, "Shadow"), cid(game, "Vanguard Sergeant")
    acts = [a for a in activations(game) if a.source == shadow]
    assert {a.target for a in acts} == {sergeant}
    game.apply(acts[0])
    if game.pending().kind == "pay":
        pay(game)
    settle(game)  # the showdown then goes on to combat damage: nobody has more to play
    assert game.state.units[shadow].exhausted
    assert [e.data for e in game.log if e.kind == "stun"] == [(sergeant,)]
    assigned = {e.player: e.data[0] for e in game.log if e.kind == "assign"}
    assert not assigned.get(1)
    check_invariants(game)


# --- Sprite Queen, Soul Shepherd -------------------------------------------------------------------

def sprites(game) -> list:
    return [u for u in game.state.units.values() if game.state.cards[u.cid].id == SPRITE]


@pytest.mark.parametrize("order", [0, -1])
def test_sprite_queen_plays_a_ready_sprite_in_base_when_played_and_each_beginning_phase(order):
    """383.4.a, 315.2.a, 184.1, 187.2, 816.1.b, 383.3.d (Sprite Queen): played, a ready Sprite token
    with Temporary enters P0's base; at the start of P0's next Beginning Phase the Queen's ability and
    the first Sprite's Temporary trigger together, P0 orders them (either way): the first Sprite is
    killed and a new ready one enters, which survives."""
    game = position({"deck": DECK, "hand": ["Sprite Queen"], "runes": ["Mind Rune"] * 8,
                     "rune_deck": ["Mind Rune"] * 4}, {"deck": DECK})
    play(game, "play Sprite Queen to base")
    settle(game)
    (first,) = sprites(game)
    assert (first.loc, first.exhausted, first.controller) == (base_of(0), False, 0)
    do(game, "end turn")
    do(game, "P1: end turn")
    assert game.pending().kind == "order_triggers"
    game.apply(game.legal_actions()[order])
    settle(game)
    (second,) = sprites(game)
    assert second.cid != first.cid and first.cid not in game.state.units
    assert (second.loc, second.exhausted) == (base_of(0), False)
    check_invariants(game)


def test_soul_shepherd_gives_its_controllers_tokens_plus_one():
    """364.1, 185.2.b (Soul Shepherd): P0's Sprite token has +1 Might; P0's non-token unit and P1's
    token have none."""
    game = position({"deck": DECK, "base": ["Soul Shepherd", "Pit Rookie"], "hand": ["Sprite Queen"],
                     "runes": ["Mind Rune"] * 8}, {"deck": DECK})
    play(game, "play Sprite Queen to base")
    settle(game)
    (sprite,) = sprites(game)
    assert might_of(game, sprite.cid) == load_cards().by_id(SPRITE).might + 1
    rookie = cid(game, "Pit Rookie")
    assert might_of(game, rookie) == load_cards().by_name("Pit Rookie").might
    theirs = position({"deck": DECK, "base": ["Soul Shepherd"]},
                      {"deck": DECK, "hand": ["Sprite Queen"], "runes": ["Mind Rune"] * 8},
                      turn_player=1, turn=2)
    play(theirs, "P1: play Sprite Queen to base")
    settle(theirs)
    (sprite,) = sprites(theirs)
    assert might_of(theirs, sprite.cid) == load_cards().by_id(SPRITE).might


# --- Isolate ---------------------------------------------------------------------------------------

def isolate_game(p1_units: list) -> object:
    return position({"deck": DECK, "hand": ["Isolate"], "runes": ["Chaos Rune"] * 2},
                    {"deck": DECK}, battlefields=[{"controller": 1, "units": p1_units}, {}])


def test_isolate_moves_an_enemy_unit_to_base_and_draws_if_one_is_left_alone():
    """449, 740.2.a, 413 (Isolate): P1 has two units at battlefield 0; the chosen one moves to P1's
    base, the other is left alone there: P0 draws 1."""
    game = isolate_game(["Pit Rookie", "Stalwart Poro"])
    play(game, "play Isolate targeting Pit Rookie at bf 0")
    settle(game)
    g = game.state
    assert g.units[cid(game, "Pit Rookie")].loc == base_of(1)
    assert len(g.players[0].hand) == 1
    check_invariants(game)


def test_isolate_with_no_enemy_left_alone_draws_nothing():
    """740.2.a (Isolate): with one enemy unit there, once it has moved none is left: no draw; with
    three, two are left, neither alone: no draw."""
    for units in (["Pit Rookie"], ["Pit Rookie", "Stalwart Poro", "Vanguard Sergeant"]):
        game = isolate_game(units)
        play(game, "play Isolate targeting Pit Rookie at bf 0")
        settle(game)
        assert game.state.units[cid(game, "Pit Rookie")].loc == base_of(1)
        assert game.state.players[0].hand == [], units


# --- Back Off ------------------------------------------------------------------------------------------

def test_back_off_from_hand_stuns_and_draws():
    """423.1, 413 (Back Off): played from hand, the chosen unit is stunned and P0 draws 1."""
    game = position({"deck": DECK, "hand": ["Back Off"], "runes": ["Calm Rune"] * 3},
                    {"deck": DECK, "base": ["Vanguard Sergeant"]})
    play(game, "play Back Off targeting Vanguard Sergeant")
    settle(game)
    assert game.state.units[cid(game, "Vanguard Sergeant")].stunned
    assert len(game.state.players[0].hand) == 1
    check_invariants(game)


def test_back_off_from_facedown_stuns_without_drawing():
    """811.1.d, 811.1.d.2 (Back Off): hidden at battlefield 0 on an earlier turn and played from
    facedown, its target is a unit there; the unit is stunned and P0 draws nothing."""
    game = position({"deck": DECK}, {"deck": DECK},
                    battlefields=[{"controller": 0, "units": [{"card": "Pit Rookie", "controller": 0}],
                                   "facedown": {"card": "Back Off", "turn": 0}}, {}])
    play(game, "play Back Off from facedown targeting Pit Rookie at bf 0")
    settle(game)
    assert game.state.units[cid(game, "Pit Rookie")].stunned
    assert game.state.players[0].hand == []
    check_invariants(game)


# --- Turn to Dust ----------------------------------------------------------------------------------

def test_turn_to_dust_gives_an_enemy_gear_temporary_and_it_dies_as_its_controllers_turn_begins():
    """355.5, 718.5.b, 816.1, 816.1.b (Turn to Dust): P0 gives P1's gear Temporary: it is killed at
    the start of P1's next Beginning Phase."""
    game = position({"deck": DECK, "hand": ["Turn to Dust"], "runes": ["Mind Rune"] * 2},
                    {"deck": DECK, "gear": ["Soul Sword"], "rune_deck": ["Calm Rune"] * 4})
    sword = cid(game, "Soul Sword")
    play(game, "play Turn to Dust targeting Soul Sword")
    settle(game)
    assert game.state.gear[sword].temporary
    do(game, "end turn")
    settle(game)
    assert sword not in game.state.gear and sword in game.state.players[1].trash
    check_invariants(game)


# --- Moonfall ------------------------------------------------------------------------------------------

def moonfall_game() -> object:
    """P0 has a unit at battlefield 0; P1 controls battlefield 1 with two units."""
    return position({"deck": DECK, "hand": ["Moonfall"], "runes": ["Mind Rune"] * 4},
                    {"deck": DECK, "base": ["Stalwart Poro"]},
                    battlefields=[{"controller": 0, "units": [{"card": "Pit Rookie", "controller": 0}]},
                                  {"controller": 1, "units": ["Vanguard Sergeant", "Mystic Poro"]}])


def moonfalls(game) -> list[PlaySpell]:
    moon = cid(game, "Moonfall")
    return [a for a in game.legal_actions() if isinstance(a, PlaySpell) and a.card == moon]


def test_moonfall_chooses_a_battlefield_where_its_player_has_units_and_up_to_one_enemy_unit():
    """355.5, 355.10.b, 355.13 (Moonfall): the battlefield is one where P0 has units (battlefield 0
    only), with no enemy unit or one of P1's units (any of them, wherever it is)."""
    game = moonfall_game()
    plays = moonfalls(game)
    assert {a.destination for a in plays} == {0}
    enemies = {cid(game, n) for n in ("Stalwart Poro", "Vanguard Sergeant", "Mystic Poro")}
    assert {a.targets[0] for a in plays} == {()} | {(c,) for c in enemies}
    for a in plays:  # the notation writes both: "play Moonfall targeting X to bf 0"
        assert parse_action(game, format_action(game, a)) == a


def test_moonfall_moves_the_enemy_unit_there_and_gives_enemy_units_there_minus_two():
    """449, 450, 477.3, 317.2.c (Moonfall): the chosen Vanguard Sergeant moves from battlefield 1 to
    battlefield 0 and gets -2 Might for the turn; P1's units elsewhere and P0's unit are unchanged."""
    game = moonfall_game()
    sergeant, mystic = cid(game, "Vanguard Sergeant"), cid(game, "Mystic Poro")
    before = {c: might_of(game, c) for c in (sergeant, mystic)}
    play_ = next(a for a in moonfalls(game) if a.targets == ((sergeant,),))
    game.apply(play_)
    if game.pending().kind == "pay":
        pay(game)
    settle(game)  # a combat at battlefield 0 may follow: the effects are read from the log
    assert [e.data for e in game.log if e.kind == "effect_move"] == [(sergeant, 0)]
    assert [e.data for e in game.log if e.kind == "might"] == [(sergeant, -2, "turn")]
    assert might_of(game, mystic) == before[mystic]
    check_invariants(game)


def test_moonfall_does_nothing_if_its_player_no_longer_has_units_there():
    """359.3.e.2, 359.3.e.5 (Moonfall): P1 returns P0's only unit at battlefield 0 to hand in
    response; the battlefield is no longer one where P0 has units: the Sergeant doesn't move, no
    Might changes."""
    game = position({"deck": DECK, "hand": ["Moonfall"], "runes": ["Mind Rune"] * 4},
                    {"deck": DECK, "hand": ["Gust"], "runes": ["Chaos Rune"] * 2},
                    battlefields=[{"controller": 0, "units": [{"card": "Pit Rookie", "controller": 0}]},
                                  {"controller": 1, "units": ["Vanguard Sergeant"]}])
    sergeant = cid(game, "Vanguard Sergeant")
    game.apply(next(a for a in moonfalls(game) if a.targets == ((sergeant,),)))
    if game.pending().kind == "pay":
        pay(game)
    assert game.pending().player == 1  # P0, with nothing to play, passed
    play(game, "P1: play Gust targeting Pit Rookie at bf 0")
    settle(game)
    g = game.state
    assert g.units[sergeant].loc == 1 and g.units[sergeant].turn_might == 0
    check_invariants(game)


# --- Abandon -------------------------------------------------------------------------------------------

def test_abandon_counters_a_spell_into_its_owners_hand_then_predicts():
    """425.1, 367, 436.1 (Abandon): P1 counters P0's Vault Breaker with Abandon: it does nothing and
    goes back to P0's hand, not their trash (its cost stays paid, 425.1.c); then P1 predicts."""
    game = position({"deck": DECK, "hand": ["Vault Breaker"], "runes": ["Fury Rune"] * 2,
                     "base": ["Stalwart Poro"]},
                    {"deck": DECK, "hand": ["Abandon"], "runes": ["Chaos Rune"] * 2})
    breaker, poro = cid(game, "Vault Breaker"), cid(game, "Stalwart Poro")
    play(game, "play Vault Breaker targeting Stalwart Poro")
    play(game, "P1: play Abandon targeting Vault Breaker")
    while game.pending().kind == "priority":
        pass_(game)
    d = game.pending()
    assert (d.player, d.kind, d.context[0]) == (1, "choose_card", "predict")
    game.apply(ChooseCard(-1))
    settle(game)
    g = game.state
    assert breaker in g.players[0].hand and breaker not in g.players[0].trash
    assert not g.units[poro].turn_keywords
    assert cid(game, "Abandon") in g.players[1].trash
    check_invariants(game)


# --- "you may pay / spend ... to": Sinister Poro, Icevale Archer, Kha'Zix, Evolving Hunter --------------

def attack_with(attacker: str, p0: dict, defenders: list) -> object:
    """P0's ``attacker`` (ready in base) moves to battlefield 0, held by P1's ``defenders``."""
    game = position({"deck": DECK, "base": [{"card": attacker, "exhausted": False}], **p0},
                    {"deck": DECK}, battlefields=[{"controller": 1, "units": defenders}, {}])
    do(game, f"move {attacker} to bf 0")
    return game


def test_sinister_poro_may_pay_one_to_send_an_enemy_unit_there_to_base():
    """383.4.e, 383.3.a-b, 355.5, 449 (Sinister Poro): as its attack ability is finalized P0 chooses
    one of the enemy units there (or none) and pays 1 Energy: the chosen unit moves to P1's base."""
    game = attack_with("Sinister Poro", {"runes": ["Chaos Rune"]}, ["Pit Rookie", "Stalwart Poro"])
    poro = cid(game, "Sinister Poro")
    d = game.pending()
    assert (d.kind, d.context) == ("choose_card", ("trigger_may", poro, "attack"))
    rookie, stalwart = cid(game, "Pit Rookie"), cid(game, "Stalwart Poro")
    assert {a.card for a in game.legal_actions()} == {-1, rookie, stalwart}
    game.apply(ChooseCard(rookie))
    if game.pending().kind == "pay":
        pay(game)
    assert game.state.units[rookie].loc == base_of(1)
    assert kinds(game, "trigger_cost") == ["trigger_cost"]
    check_invariants(game)


def test_sinister_poro_without_energy_can_only_decline():
    """383.3.b.1, 404.2 (Sinister Poro): with no rune to pay 1 Energy, declining is its only option
    (taken for P0): no unit moves."""
    game = attack_with("Sinister Poro", {}, ["Pit Rookie", "Stalwart Poro"])
    assert kinds(game, "trigger_declined") == ["trigger_declined"]
    assert kinds(game, "effect_move", "trigger_cost") == []


def test_icevale_archer_may_pay_one_to_give_a_unit_there_minus_one():
    """383.4.e, 383.3.a-b, 477.3 (Icevale Archer): attacking, P0 may choose a unit there (the Archer
    itself among them) and pay 1 Energy: it gets -1 Might for the turn."""
    game = attack_with("Icevale Archer", {"runes": ["Mind Rune"]}, ["Stalwart Poro"])
    archer, stalwart = cid(game, "Icevale Archer"), cid(game, "Stalwart Poro")
    assert {a.card for a in game.legal_actions()} == {-1, archer, stalwart}
    game.apply(ChooseCard(stalwart))
    if game.pending().kind == "pay":
        pay(game)
    assert [e.data for e in game.log if e.kind == "might"] == [(stalwart, -1, "turn")]
    check_invariants(game)


def test_khazix_evolving_hunter_may_spend_three_xp_to_deal_his_might_to_an_enemy_unit_there():
    """383.3.a-b, 730.2, 417 (Kha'Zix, Evolving Hunter): with 3 XP, as his attack ability is
    finalized P0 spends 3 XP and chooses the enemy unit: it takes damage equal to his Might. With 2
    XP, declining is the only option (his Hunt may still gain XP as he conquers)."""
    game = attack_with("Kha'Zix, Evolving Hunter", {"xp": 3}, ["Stalwart Poro"])
    kz, stalwart = cid(game, "Kha'Zix, Evolving Hunter"), cid(game, "Stalwart Poro")
    assert {a.card for a in game.legal_actions()} == {-1, stalwart}
    game.apply(ChooseCard(stalwart))
    assert [e.data for e in game.log if e.kind == "spend_xp"] == [(3,)]
    hits = [e.data for e in game.log if e.kind == "damage" and e.data[0] == stalwart]
    assert hits and hits[0][1] == load_cards().by_name("Kha'Zix, Evolving Hunter").might
    poor = attack_with("Kha'Zix, Evolving Hunter", {"xp": 2}, ["Stalwart Poro"])
    assert kinds(poor, "trigger_declined") == ["trigger_declined"] and kinds(poor, "spend_xp") == []
    assert kz in game.state.units


# --- Blood Rose ------------------------------------------------------------------------------------------

def test_blood_rose_may_pay_one_for_one_xp_when_its_controller_plays_a_unit():
    """383.1, 383.3.a-b, 730.1 (Blood Rose): P0 plays a unit; as the gear's ability is finalized P0
    may pay 1 Energy: they gain 1 XP."""
    game = position({"deck": DECK, "gear": ["Blood Rose"], "hand": ["Stalwart Poro"],
                     "runes": ["Calm Rune"] * 3}, {"deck": DECK})
    rose = cid(game, "Blood Rose")
    play(game, "play Stalwart Poro to base")
    while game.pending().kind == "priority" and game.state.chain and game.state.chain[-1].cid != rose:
        pass_(game)
    d = game.pending()
    assert (d.kind, d.context) == ("choose_card", ("trigger_may", rose, "play_card"))
    game.apply(ChooseCard(rose))
    if game.pending().kind == "pay":
        pay(game)
    settle(game)
    assert game.state.players[0].xp == 1
    check_invariants(game)


def test_blood_rose_spends_three_xp_and_exhausts_to_ready_a_unit():
    """730.2, 377, 415 (Blood Rose): with 3 XP its ability readies the chosen exhausted unit; with 2 it
    can't be used."""
    game = position({"deck": DECK, "gear": ["Blood Rose"], "xp": 3,
                     "base": [{"card": "Stalwart Poro", "exhausted": True}]}, {"deck": DECK})
    poro = cid(game, "Stalwart Poro")
    game.apply(next(a for a in activations(game) if a.target == poro))
    settle(game)
    assert not game.state.units[poro].exhausted and game.state.players[0].xp == 0
    assert game.state.gear[cid(game, "Blood Rose")].exhausted
    poor = position({"deck": DECK, "gear": ["Blood Rose"], "xp": 2, "base": ["Stalwart Poro"]},
                    {"deck": DECK})
    assert not activations(poor)


# --- Gentle Gemdragon -----------------------------------------------------------------------------------

def test_gentle_gemdragon_readies_up_to_two_runes_when_played():
    """383.4.a, 355.13, 415 (Gentle Gemdragon): played (its own play triggers only its Play Effect),
    P0 chooses up to 2 runes as the ability is finalized; they are readied as it resolves."""
    game = position({"deck": DECK, "hand": ["Gentle Gemdragon"], "runes": ["Body Rune"] * 8},
                    {"deck": DECK})
    play(game, "play Gentle Gemdragon to base")
    dragon = cid(game, "Gentle Gemdragon")
    d = game.pending()
    assert (d.kind, d.context) == ("choose_card", ("trigger_targets", dragon, "trigger"))
    for _ in range(2):
        game.apply(next(a for a in game.legal_actions() if a.card >= 0))
    settle(game)
    p = game.state.players[0]
    assert sum(not e for e in p.rune_exhausted) == 2
    assert len([e for e in game.log if e.kind == "ready_rune"]) == 2
    check_invariants(game)


def test_gentle_gemdragon_on_the_board_triggers_for_another_dragon_only():
    """383.1, 383.2.a.1 (Gentle Gemdragon): with it on the board, P0 playing another Dragon triggers
    its ability; playing a unit that is no Dragon doesn't."""
    game = position({"deck": DECK, "base": ["Gentle Gemdragon"],
                     "hand": ["Gentle Gemdragon", "Stalwart Poro"],
                     "runes": ["Body Rune"] * 8 + ["Calm Rune"] * 2}, {"deck": DECK})
    first = cid(game, "Gentle Gemdragon", "base")
    play(game, "play Stalwart Poro to base")
    settle(game)
    assert not [e for e in game.log if e.kind == "trigger" and first in e.data]
    play(game, "play Gentle Gemdragon to base")
    contexts = []
    while game.pending().kind != "main":
        d = game.pending()
        if d.kind == "choose_card":
            contexts.append(d.context)
            game.apply(game.legal_actions()[0])  # stop choosing (none)
        elif d.kind == "order_triggers":
            game.apply(game.legal_actions()[0])
        else:
            pass_(game)
    assert ("trigger_targets", first, "play_card") in contexts


# --- Fresh Beans ------------------------------------------------------------------------------------------

def test_fresh_beans_draws_for_a_unit_played_in_a_showdown_not_outside_one():
    """383.2.a.1, 383.3.b, 413 (Fresh Beans): a unit P0 plays in their Main Phase (no showdown) does
    not trigger it; one played during the showdown of P1's attack does: P0 may exhaust it to draw 1."""
    calm = position({"deck": DECK, "gear": ["Fresh Beans"], "hand": ["Stalwart Poro"],
                     "runes": ["Calm Rune"] * 2}, {"deck": DECK})
    beans = cid(calm, "Fresh Beans")
    play(calm, "play Stalwart Poro to base")
    settle(calm)
    assert not [e for e in calm.log if e.kind == "trigger" and beans in e.data]
    game = load_position({
        "players": [{"deck": DECK, "gear": ["Fresh Beans"], "hand": ["Grim Apothecary"],
                     "runes": ["Fury Rune"] * 3},
                    {"deck": DECK, "base": ["Vanguard Sergeant"]}],
        "turn_player": 1, "turn": 2,
        "battlefields": [{"controller": 0, "units": [{"card": "Pit Rookie", "controller": 0}]}, {}]})
    beans = cid(game, "Fresh Beans")
    do(game, "P1: move Vanguard Sergeant to bf 0")
    while game.pending().player == 1:
        pass_(game)
    hand = len(game.state.players[0].hand)
    play(game, "play Grim Apothecary to bf 0")  # Ambush: a Reaction play where P0 has units
    contexts = []
    for _ in range(20):
        d = game.pending()
        if d.kind not in ("choose_card", "order_triggers", "priority") or (
                d.kind == "priority" and not game.state.chain):
            break
        if d.kind == "choose_card" and d.context[0] == "trigger_may" and d.context[1] == beans:
            contexts.append(d.context)
            game.apply(ChooseCard(beans))
        elif d.kind == "choose_card":
            game.apply(ChooseCard(-1))
        elif d.kind == "order_triggers":
            game.apply(game.legal_actions()[0])
        else:
            pass_(game)
    assert contexts and game.state.gear[beans].exhausted
    assert len(game.state.players[0].hand) == hand  # the Apothecary left it, the Beans drew 1


# --- Pyke, Dockside Butcher --------------------------------------------------------------------------

def test_pyke_dockside_butcher_readies_and_gets_two_only_if_the_extra_fury_was_paid():
    """355.1.a, 356.2.b, 383.2.a.1, 415, 317.2.c (Pyke, Dockside Butcher): paying the optional Fury
    Power as he is played, his Play Effect readies him and gives him +2 Might for the turn; declining
    it, nothing triggers and he stays exhausted."""
    for paid in (True, False):
        game = position({"deck": DECK, "hand": ["Pyke, Dockside Butcher"], "runes": ["Fury Rune"] * 4},
                        {"deck": DECK})
        do(game, "play Pyke, Dockside Butcher to base")
        pyke = cid(game, "Pyke, Dockside Butcher")
        assert game.pending().context[0] == "cost_extra"
        game.apply(ChooseCard(pyke if paid else -1))
        if game.pending().kind == "pay":
            pay(game)
        settle(game)
        u = game.state.units[pyke]
        printed = load_cards().by_name("Pyke, Dockside Butcher").might
        assert (u.exhausted, might_of(game, pyke)) == ((False, printed + 2) if paid else (True, printed))
        check_invariants(game)


# --- Friendship, Daisy! -------------------------------------------------------------------------------

PETS = ["Soaring Scout", "Frisky Hunter", "Starhound", "Stalwart Poro"]


def test_friendship_gives_one_might_per_pet_tag_among_its_players_units():
    """477.3, 317.2.c (Friendship): P0's units have the Bird, Cat and Poro tags (two Poros count once)
    and P1's a Dog: the chosen unit gets +3 Might for the turn."""
    game = position({"deck": DECK, "hand": ["Friendship"], "runes": ["Calm Rune"],
                     "base": ["Soaring Scout", "Frisky Hunter", "Stalwart Poro", "Mystic Poro"]},
                    {"deck": DECK, "base": ["Starhound"]})
    play(game, "play Friendship targeting Starhound")
    settle(game)
    assert [e.data for e in game.log if e.kind == "might"] == [(cid(game, "Starhound"), 3, "turn")]
    check_invariants(game)


def test_daisy_costs_one_less_per_pet_tag_enters_ready_and_stuns_when_attacking_with_all_four():
    """356.4.a, 369.3, 383.4.e, 383.2.a.1, 423 (Daisy!): with all four tags among P0's units she
    costs 4 Energy less (5 of her 9) and enters ready; attacking, her ability stuns an enemy unit
    there."""
    game = position({"deck": DECK, "hand": ["Daisy!"], "runes": ["Calm Rune"] * 7, "base": PETS},
                    {"deck": DECK}, battlefields=[{"controller": 1, "units": ["Vanguard Sergeant"]}, {}])
    play(game, "play Daisy! to base")
    settle(game)
    daisy = cid(game, "Daisy!")
    g = game.state
    assert not g.units[daisy].exhausted
    assert sum(g.players[0].rune_exhausted) + (7 - len(g.players[0].runes)) == 5 + 2  # 5 Energy, 2 Power
    do(game, "move Daisy! to bf 0")
    settle(game)
    assert [e.data for e in game.log if e.kind == "stun"] == [(cid(game, "Vanguard Sergeant"),)]


def test_daisy_without_all_four_tags_does_not_stun():
    """383.2.a.1 (Daisy!): with three of the four tags among P0's units her attack ability does not
    trigger."""
    game = position({"deck": DECK, "base": [{"card": "Daisy!", "exhausted": False}, *PETS[:3]]},
                    {"deck": DECK}, battlefields=[{"controller": 1, "units": ["Vanguard Sergeant"]}, {}])
    do(game, "move Daisy! to bf 0")
    settle(game)
    assert kinds(game, "stun") == []


# --- Starhound ---------------------------------------------------------------------------------------------

def test_starhound_returns_a_bird_cat_dog_or_poro_from_the_trash():
    """355.10.a, 383.4.a (Starhound): its Play Effect's target is a Bird, Cat, Dog or Poro card of P0's
    trash (not a Pit Rookie); the chosen one goes to P0's hand."""
    game = position({"deck": DECK, "hand": ["Starhound"], "runes": ["Order Rune"] * 6,
                     "trash": ["Frisky Hunter", "Pit Rookie"]}, {"deck": DECK})
    play(game, "play Starhound to base")
    hunter = cid(game, "Frisky Hunter")
    while game.pending().kind == "priority":
        pass_(game)
    if game.pending().kind == "choose_card":
        assert {a.card for a in game.legal_actions()} == {hunter}
        game.apply(ChooseCard(hunter))
    settle(game)
    p = game.state.players[0]
    assert hunter in p.hand and cid(game, "Pit Rookie") in p.trash
    check_invariants(game)


# --- Clash of Giants ------------------------------------------------------------------------------------

def test_clash_of_giants_has_two_units_deal_their_might_to_each_other():
    """417, 417.6.b.3 (Clash of Giants): the two chosen units deal damage equal to their Mights to each
    other, each the source of its own: Starhound (6) kills the Vanguard Sergeant (4) and takes 4."""
    game = position({"deck": DECK, "hand": ["Clash of Giants"], "runes": ["Body Rune"] * 8,
                     "base": ["Starhound"]}, {"deck": DECK, "base": ["Vanguard Sergeant"]})
    hound, sergeant = cid(game, "Starhound"), cid(game, "Vanguard Sergeant")
    clash = cid(game, "Clash of Giants")
    plays = [a for a in game.legal_actions() if isinstance(a, PlaySpell) and a.card == clash]
    assert {a.targets for a in plays} == {((hound, sergeant),)}
    game.apply(plays[0])
    if game.pending().kind == "pay":
        pay(game)
    settle(game)
    assert [e.data for e in game.log if e.kind == "damage"] == [(sergeant, 6, hound), (hound, 4, sergeant)]
    assert sergeant in game.state.players[1].trash and game.state.units[hound].damage == 4
    check_invariants(game)


# --- Determined Sentry -------------------------------------------------------------------------------------

def test_determined_sentry_cant_move_to_base():
    """364.3, 449.1, 359.3.e.6 (Determined Sentry): at a battlefield it is offered no Standard Move to
    base (the unit beside it is); P1's Isolate moving it to base is ignored for it."""
    game = position({"deck": DECK, "base": [{"card": "Pit Rookie", "exhausted": False}]}, {"deck": DECK},
                    battlefields=[{"controller": 0, "units": [
                        {"card": "Determined Sentry", "controller": 0, "exhausted": False},
                        {"card": "Mystic Poro", "controller": 0, "exhausted": False}]}, {}])
    sentry = cid(game, "Determined Sentry")
    moves = [a for a in game.legal_actions() if isinstance(a, Move)]
    assert not [a for a in moves if sentry in a.units and a.to < 0]
    assert [a for a in moves if cid(game, "Mystic Poro") in a.units and a.to < 0]
    isolated = position({"deck": DECK}, {"deck": DECK, "hand": ["Isolate"], "runes": ["Chaos Rune"] * 2},
                        battlefields=[{"controller": 0, "units": [
                            {"card": "Determined Sentry", "controller": 0}]}, {}], turn_player=1, turn=2)
    play(isolated, "P1: play Isolate targeting Determined Sentry at bf 0")
    settle(isolated)
    assert isolated.state.units[cid(isolated, "Determined Sentry")].loc == 0
    assert kinds(isolated, "effect_move") == []


# --- Pyke, Bloodharbor Ripper -----------------------------------------------------------------------------

def test_pyke_bloodharbor_ripper_returns_a_friendly_unit_at_a_battlefield_and_plays_gold():
    """377, 355.5, 180-186 (Pyke, Bloodharbor Ripper): for 1 Energy and exhausting the legend, the
    chosen friendly unit at a battlefield (not one in base) goes back to hand and a Gold gear token
    enters P0's base exhausted."""
    game = position({"legend": "Pyke, Bloodharbor Ripper", "deck": DECK, "runes": ["Fury Rune"],
                     "base": ["Pit Rookie"]}, {"deck": DECK},
                    battlefields=[{"controller": 0, "units": [{"card": "Mystic Poro", "controller": 0}]}, {}])
    legend, mystic = game.state.players[0].legend, cid(game, "Mystic Poro")
    acts = [a for a in activations(game) if a.source == legend]
    assert {a.target for a in acts} == {mystic}
    game.apply(acts[0])
    if game.pending().kind == "pay":
        pay(game)
    settle(game)
    g = game.state
    assert mystic in g.players[0].hand and g.players[0].legend_exhausted
    gold = [x for x in g.gear.values() if g.cards[x.cid].is_token]
    assert len(gold) == 1 and gold[0].exhausted and gold[0].controller == 0
    check_invariants(game)


# --- Prepared Neophyte, Revna the Lorekeeper: Energy spent to play a spell -----------------------------

def test_prepared_neophyte_has_four_more_once_four_energy_went_into_one_spell():
    """364.3, 357 (Prepared Neophyte): after P0 pays 3 Energy for a spell it has its printed Might;
    after a 4-Energy spell it has +4 (also read from a position: the turn's counts); the next turn
    the bonus is gone."""
    game = position({"deck": DECK + ["Pit Rookie"] * 3, "base": ["Prepared Neophyte"],
                     "hand": ["Right of Conquest", "Concentrate"],
                     "runes": ["Fury Rune"] * 4 + ["Body Rune"] * 5}, {"deck": DECK})
    neo = cid(game, "Prepared Neophyte")
    printed = load_cards().by_name("Prepared Neophyte").might
    play(game, "play Right of Conquest")
    settle(game)
    assert might_of(game, neo) == printed
    play(game, "play Concentrate")
    settle(game)
    assert might_of(game, neo) == printed + 4
    assert might_of(load_position(dump_position(game)), neo) == printed + 4
    do(game, "end turn")
    assert might_of(game, neo) == printed


def test_revna_readies_when_its_controller_plays_a_spell_they_paid_four_for():
    """383.1, 383.2.a.1, 419.4.a, 415 (Revna the Lorekeeper): exhausted, she is readied once P0's
    4-Energy spell resolves; a 3-Energy spell does not trigger her."""
    game = position({"deck": DECK + ["Pit Rookie"] * 3,
                     "base": [{"card": "Revna the Lorekeeper", "exhausted": True}],
                     "hand": ["Right of Conquest", "Concentrate"],
                     "runes": ["Fury Rune"] * 4 + ["Body Rune"] * 5}, {"deck": DECK})
    revna = cid(game, "Revna the Lorekeeper")
    play(game, "play Right of Conquest")
    settle(game)
    assert game.state.units[revna].exhausted
    play(game, "play Concentrate")
    settle(game)
    assert not game.state.units[revna].exhausted
    check_invariants(game)


# --- Fate Weaver, Double Trouble: look, reveal one of a kind and draw it ---------------------------------

def test_fate_weaver_may_reveal_a_spell_costing_four_or_more_among_the_top_four():
    """431.1.c, 424, 413, 416.5 (Fate Weaver): of the top 4 cards, only the spell with an Energy cost
    of 4 or more may be revealed (not a cheaper spell, not a unit), or none; revealed, it goes to P0's
    hand and the other three are recycled."""
    deck = ["Pit Rookie", "Concentrate", "Vault Breaker", "Stalwart Poro", "Mystic Poro"]
    game = position({"deck": deck, "hand": ["Fate Weaver"], "runes": ["Mind Rune"] * 5}, {"deck": DECK})
    play(game, "play Fate Weaver to base")
    while game.pending().kind == "priority":
        pass_(game)
    d = game.pending()
    assert d.kind == "choose_card" and d.context[0] == "look_reveal"
    concentrate = cid(game, "Concentrate")
    assert [a.card for a in game.legal_actions()] == [-1, concentrate]
    game.apply(ChooseCard(concentrate))
    settle(game)
    p = game.state.players[0]
    assert concentrate in p.hand and len(p.deck) == 4
    assert p.deck[-1] == cid(game, "Mystic Poro")  # the card under the four stays on top
    assert [e.data for e in game.log if e.kind == "reveal"] == [((concentrate,),)]
    check_invariants(game)


def test_double_trouble_with_repeat_looks_twice():
    """820.1.d, 431.1.c, 424 (Double Trouble): with its Repeat paid, P0 looks at the top 3 and may
    draw a unit among them, twice; declining both times recycles all six looked-at cards."""
    deck = ["Pit Rookie", "Stalwart Poro", "Mystic Poro", "Vanguard Sergeant", "Concentrate", "Vault Breaker",
            "Soaring Scout"]
    game = position({"deck": deck, "hand": ["Double Trouble"], "runes": ["Calm Rune"] * 4}, {"deck": DECK})
    dt = cid(game, "Double Trouble")
    plays = [a for a in game.legal_actions() if isinstance(a, PlaySpell) and a.card == dt]
    game.apply(plays[0])
    while game.pending().kind != "choose_card" or game.pending().context[0] != "look_reveal":
        d = game.pending()
        if d.kind == "choose_card" and d.context[0] == "repeat":
            game.apply(ChooseCard(dt))
        elif d.kind == "pay":
            pay(game)
        else:
            pass_(game)
    looks = 0
    while game.pending().kind == "choose_card" and game.pending().context[0] == "look_reveal":
        looks += 1
        game.apply(ChooseCard(-1))
        while game.pending().kind == "priority" and game.state.chain:
            pass_(game)
    assert looks == 2 and game.state.players[0].hand == []
    assert len(game.state.players[0].deck) == 7
    check_invariants(game)


# --- Loyal Poro, Spectral Centaur, Vicious Snapjaws: deaths ---------------------------------------------

def test_loyal_poro_draws_only_if_it_did_not_die_alone():
    """383.4.b, 383.2.a.1, 740.2.a (Loyal Poro): killed at a battlefield beside another friendly unit,
    its Deathknell draws 1 (besides Void Seeker's own draw); killed there alone, it doesn't trigger."""
    # Void Seeker draws 1 itself
    for friends, drawn in (([{"card": "Pit Rookie", "controller": 0}], 2), ([], 1)):
        game = position({"deck": DECK, "hand": ["Void Seeker"], "runes": ["Fury Rune"] * 4}, {"deck": DECK},
                        battlefields=[{"controller": 0, "units": [{"card": "Loyal Poro", "controller": 0},
                                                                  *friends]}, {}])
        play(game, "play Void Seeker targeting Loyal Poro at bf 0")
        settle(game)
        assert cid(game, "Loyal Poro") in game.state.players[0].trash
        assert len(game.state.players[0].hand) == drawn, friends
        check_invariants(game)


def fight(game) -> None:
    """Pass and assign combat damage (the first way offered) until the combat and its chain are over."""
    for _ in range(40):
        d = game.pending()
        if d.kind == "assign":
            game.apply(game.legal_actions()[0])
        elif d.kind in ("priority", "focus") and (game.state.chain or game.state.showdown is not None):
            pass_(game)
        elif d.kind == "order_triggers":
            game.apply(game.legal_actions()[0])
        else:
            return


def test_loyal_poro_dying_with_a_friend_in_one_combat_was_not_alone():
    """383.2.c.2, 740.2.a (Loyal Poro): P1's Vilemaw kills Loyal Poro and the Pit Rookie beside it in
    one combat: the Rookie dying with it still counts, so P0 draws 1."""
    game = load_position({
        "players": [{"deck": DECK}, {"deck": DECK, "base": ["Vilemaw"]}],
        "turn_player": 1, "turn": 2,
        "battlefields": [{"controller": 0, "units": [{"card": "Loyal Poro", "controller": 0},
                                                     {"card": "Pit Rookie", "controller": 0}]}, {}]})
    do(game, "P1: move Vilemaw to bf 0")
    fight(game)
    p = game.state.players[0]
    assert {cid(game, "Loyal Poro"), cid(game, "Pit Rookie")} <= set(p.trash)
    assert len(p.hand) == 1


def test_spectral_centaur_gets_two_per_other_friendly_death_not_its_own():
    """383.1, 383.1.b, 383.2.c.2, 477.3 (Spectral Centaur): two other friendly units dying together
    trigger it twice (+4 for the turn); an enemy unit's death doesn't; dying with them, the Snapjaws
    beside it see nothing."""
    game = load_position({
        "players": [{"deck": DECK, "base": ["Spectral Centaur"]}, {"deck": DECK, "base": ["Vilemaw"]}],
        "turn_player": 1, "turn": 2,
        "battlefields": [{"controller": 0, "units": [{"card": "Vicious Snapjaws", "controller": 0},
                                                     {"card": "Pit Rookie", "controller": 0}]}, {}]})
    centaur = cid(game, "Spectral Centaur")
    printed = load_cards().by_name("Spectral Centaur").might
    do(game, "P1: move Vilemaw to bf 0")
    fight(game)
    g = game.state
    assert {cid(game, "Vicious Snapjaws"), cid(game, "Pit Rookie")} <= set(g.players[0].trash)
    assert might_of(game, centaur) == printed + 4
    assert g.players[0].xp == 0  # the Snapjaws died with the Rookie: it saw no death (383.2.c.2)
    check_invariants(game)


def test_vicious_snapjaws_gains_xp_when_another_friendly_unit_dies():
    """383.1, 730.1 (Vicious Snapjaws): a friendly unit killed by a spell gains P0 1 XP; an enemy unit's
    death gains nothing."""
    game = position({"deck": DECK, "hand": ["Void Seeker", "Void Seeker"], "runes": ["Fury Rune"] * 8,
                     "base": ["Vicious Snapjaws"]}, {"deck": DECK},
                    battlefields=[{"controller": 0, "units": [{"card": "Pit Rookie", "controller": 0}]},
                                  {"controller": 1, "units": ["Stalwart Poro"]}])
    seekers = [c for c in game.state.players[0].hand]
    game.apply(next(a for a in game.legal_actions() if isinstance(a, PlaySpell) and a.card == seekers[0]
                    and a.targets == ((cid(game, "Stalwart Poro"),),)))
    if game.pending().kind == "pay":
        pay(game)
    settle(game)
    assert game.state.players[0].xp == 0
    play(game, "play Void Seeker targeting Pit Rookie at bf 0")
    settle(game)
    assert game.state.players[0].xp == 1
    check_invariants(game)


# --- Honeyfruit; timing keywords that are an ability's ------------------------------------------------------

def test_honeyfruit_adds_any_power_and_with_level_six_energy_too():
    """429.2, 824.1.b.1 (Honeyfruit): with 5 XP only its first Add ability is offered (1 Power of any
    domain, at once); with 6 XP the second too (1 Energy and 1 Power)."""
    poor = position({"deck": DECK, "gear": ["Honeyfruit"], "xp": 5}, {"deck": DECK})
    assert [a.mode for a in activations(poor)] == [0]
    poor.apply(activations(poor)[0])
    p = poor.state.players[0]
    assert (p.pool_energy, p.pool_power) == (0, ["Any"]) and not poor.state.chain
    rich = position({"deck": DECK, "gear": ["Honeyfruit"], "xp": 6}, {"deck": DECK})
    second = next(a for a in activations(rich) if a.mode == 1)
    rich.apply(second)
    p = rich.state.players[0]
    assert (p.pool_energy, p.pool_power) == (1, ["Any"])
    assert rich.state.gear[cid(rich, "Honeyfruit")].exhausted and not activations(rich)


def test_honeyfruit_enters_exhausted():
    """369.3 against 149.1 (Honeyfruit): played, it is exhausted: no Add yet."""
    game = position({"deck": DECK, "hand": ["Honeyfruit"], "runes": ["Calm Rune"] * 2}, {"deck": DECK})
    play(game, "play Honeyfruit")
    settle(game)
    assert game.state.gear[cid(game, "Honeyfruit")].exhausted and not activations(game)


def test_dragonsoul_sage_and_shadow_are_not_played_at_their_abilitys_speed():
    """806.1.c.1, 813.1.c.1, 377 (Dragonsoul Sage, Shadow): their printed Reaction / Action heads an
    ability, so in the showdown of P1's attack P0 can't play them (its Reaction spell Gust is
    offered)."""
    game = load_position({
        "players": [{"deck": DECK, "hand": ["Dragonsoul Sage", "Shadow", "Gust"],
                     "runes": ["Calm Rune"] * 6 + ["Chaos Rune"]},
                    {"deck": DECK, "base": ["Vanguard Sergeant"]}],
        "turn_player": 1, "turn": 2,
        "battlefields": [{"controller": 0, "units": [{"card": "Pit Rookie", "controller": 0}]}, {}]})
    do(game, "P1: move Vanguard Sergeant to bf 0")
    while game.pending().player == 1 and game.pending().kind in ("focus", "priority"):
        pass_(game)
    assert game.state.showdown is not None and game.pending().player == 0
    offered = {getattr(a, "card", None) for a in game.legal_actions()}
    assert cid(game, "Gust") in offered  # P0's Reaction spell is
    assert not offered & {cid(game, "Dragonsoul Sage"), cid(game, "Shadow")}


# --- Sprite Burst, Sprite Fountain ----------------------------------------------------------------------

def test_sprite_burst_plays_two_ready_sprites_each_where_its_player_chooses():
    """419.3, 355.2.a, 184.1, 187.2 (Sprite Burst): as it resolves P0 chooses a location for each
    Sprite token in turn (their base or battlefield 0, which they control): one at the battlefield,
    one in base, both ready."""
    game = position({"deck": DECK, "hand": ["Sprite Burst"], "runes": ["Mind Rune"] * 5}, {"deck": DECK},
                    battlefields=[{"controller": 0, "units": [{"card": "Pit Rookie", "controller": 0}]}, {}])
    burst = cid(game, "Sprite Burst")
    play(game, "play Sprite Burst")
    bf0 = game.state.battlefields[0].cid
    picks = []
    while game.state.chain or game.pending().kind == "choose_card":
        d = game.pending()
        if d.kind == "choose_card":
            assert d.context[0] == "token_location"
            assert {a.card for a in game.legal_actions()} == {burst, bf0}
            pick = bf0 if not picks else burst
            picks.append(pick)
            game.apply(ChooseCard(pick))
        else:
            pass_(game)
    assert len(picks) == 2
    assert sorted((u.loc, u.exhausted) for u in sprites(game)) == sorted([(0, False), (base_of(0), False)])
    check_invariants(game)


def test_sprite_fountain_plays_a_sprite_and_another_as_its_temporary_kills_it():
    """383.4.a, 816.1.b, 383.4.b (Sprite Fountain): played, a ready Sprite enters P0's base; at the
    start of P0's next Beginning Phase the gear and that Sprite are killed (Temporary) and the gear's
    Deathknell plays a new ready Sprite in base."""
    game = position({"deck": DECK, "hand": ["Sprite Fountain"], "runes": ["Mind Rune"] * 3,
                     "rune_deck": ["Mind Rune"] * 4}, {"deck": DECK})
    play(game, "play Sprite Fountain")
    settle(game)
    fountain = cid(game, "Sprite Fountain")
    (first,) = sprites(game)
    assert (first.loc, first.exhausted) == (base_of(0), False)
    do(game, "end turn")
    do(game, "P1: end turn")
    for _ in range(20):
        d = game.pending()
        if d.kind == "order_triggers":
            game.apply(game.legal_actions()[0])
        elif d.kind == "priority" and game.state.chain:
            pass_(game)
        else:
            break
    g = game.state
    assert fountain not in g.gear and fountain in g.players[0].trash
    (second,) = sprites(game)
    assert second.cid != first.cid and (second.loc, second.exhausted) == (base_of(0), False)
    check_invariants(game)


# --- Master Yi, Wuju Master ------------------------------------------------------------------------------

def test_master_yi_wuju_master_level_six_gives_own_units_one_might():
    """364.1, 107.4.b, 824.1.b.1 (Master Yi, Wuju Master): with 5 XP P0's unit has its printed Might;
    with 6, +1; P1's unit never."""
    for xp, plus in ((5, 0), (6, 1)):
        game = position({"legend": "Master Yi, Wuju Master", "deck": DECK, "xp": xp, "base": ["Pit Rookie"]},
                        {"deck": DECK, "base": ["Stalwart Poro"]})
        assert might_of(game, cid(game, "Pit Rookie")) == load_cards().by_name("Pit Rookie").might + plus
        assert might_of(game, cid(game, "Stalwart Poro")) == load_cards().by_name("Stalwart Poro").might


def test_master_yi_wuju_master_level_eleven_makes_own_units_enter_ready():
    """143.4.a, 107.4.b (Master Yi, Wuju Master): with 11 XP a unit P0 plays enters ready; with 10 it
    enters exhausted (143.4)."""
    for xp, ready in ((10, False), (11, True)):
        game = position({"legend": "Master Yi, Wuju Master", "deck": DECK, "xp": xp, "hand": ["Pit Rookie"],
                         "runes": ["Body Rune"] * 2}, {"deck": DECK})
        play(game, "play Pit Rookie to base")
        settle(game)
        assert game.state.units[cid(game, "Pit Rookie")].exhausted is not ready, xp


# --- Monster Harpoon, Yuumi, Magical Cat, Wily Newtfish ----------------------------------------------------

def test_monster_harpoon_deals_four_while_its_player_controls_a_facedown_card():
    """417, 811.1.b, 383.2.a.1 (Monster Harpoon): without a facedown card of P0's it deals 2; with
    one hidden at a battlefield P0 controls, 4."""
    for facedown, dealt in ((None, 2), ({"card": "Back Off", "turn": 0}, 4)):
        bf0 = {"controller": 0, "units": [{"card": "Pit Rookie", "controller": 0}]}
        if facedown:
            bf0["facedown"] = facedown
        game = position({"deck": DECK, "hand": ["Monster Harpoon"], "runes": ["Fury Rune"] * 2},
                        {"deck": DECK}, battlefields=[bf0, {"controller": 1, "units": ["Vilemaw"]}])
        play(game, "play Monster Harpoon targeting Vilemaw at bf 1")
        settle(game)
        vilemaw = cid(game, "Vilemaw")
        assert [e.data[:2] for e in game.log if e.kind == "damage"] == [(vilemaw, dealt)]


def test_yuumi_gives_another_own_unit_there_three_might_and_tank_when_she_attacks():
    """383.4.e, 355.5, 801.3.a.2, 815 (Yuumi, Magical Cat): attacking beside Pit Rookie, her ability's
    only target is the Rookie (not herself, not the defender): +3 Might and Tank for the turn."""
    game = position({"deck": DECK, "base": [{"card": "Yuumi, Magical Cat", "exhausted": False},
                                            {"card": "Pit Rookie", "exhausted": False}]},
                    {"deck": DECK}, battlefields=[{"controller": 1, "units": ["Vilemaw"]}, {}])
    rookie = cid(game, "Pit Rookie")
    game.apply(next(a for a in game.legal_actions() if isinstance(a, Move) and a.to == 0
                    and set(a.units) == {rookie, cid(game, "Yuumi, Magical Cat")}))
    fight(game)  # its one legal target is chosen for P0
    assert [e.data for e in game.log if e.kind == "might"] == [(rookie, 3, "turn")]
    assert [e.data for e in game.log if e.kind == "grant_keyword"] == [(rookie, "Tank")]


def test_wily_newtfish_has_one_more_and_ganking_once_its_player_gained_xp_this_turn():
    """730.1, 364.3, 810 (Wily Newtfish): before P0 gains XP this turn it has its printed Might and no
    Ganking; after (Demacian Diplomat's Play Effect) +1 Might and Ganking; the next turn neither."""
    game = position({"deck": DECK, "base": ["Wily Newtfish"], "hand": ["Demacian Diplomat"],
                     "runes": ["Body Rune"] * 4}, {"deck": DECK})
    newt = cid(game, "Wily Newtfish")
    printed = load_cards().by_name("Wily Newtfish").might
    assert might_of(game, newt) == printed and not has_ganking(game.state, game.state.units[newt])
    play(game, "play Demacian Diplomat to base")
    settle(game)
    assert game.state.players[0].xp == 1
    assert might_of(game, newt) == printed + 1
    assert has_ganking(game.state, game.state.units[newt])
    do(game, "end turn")
    assert might_of(game, newt) == printed


# --- Crescent Strike, Stare Down ------------------------------------------------------------------------

def test_crescent_strike_chooses_a_battlefield_and_an_enemy_unit_there():
    """355.5, 355.10.b, 417 (Crescent Strike): the choices pair each battlefield with an enemy unit
    there (none elsewhere, no friendly unit); the chosen one takes 4, every other enemy unit there 1,
    an enemy unit at the other battlefield nothing."""
    game = position({"deck": DECK, "hand": ["Crescent Strike"], "runes": ["Mind Rune"] * 4,
                     "base": ["Pit Rookie"]}, {"deck": DECK},
                    battlefields=[{"controller": 1, "units": ["Vilemaw", "Stalwart Poro"]},
                                  {"controller": 1, "units": ["Vanguard Sergeant"]}])
    strike = cid(game, "Crescent Strike")
    vilemaw, poro, sergeant = cid(game, "Vilemaw"), cid(game, "Stalwart Poro"), cid(game, "Vanguard Sergeant")
    plays = [a for a in game.legal_actions() if isinstance(a, PlaySpell) and a.card == strike]
    assert {(a.targets, a.destination) for a in plays} == {(((vilemaw,),), 0), (((poro,),), 0),
                                                           (((sergeant,),), 1)}
    for a in plays:
        assert parse_action(game, format_action(game, a)) == a
    game.apply(next(a for a in plays if a.targets == ((vilemaw,),)))
    if game.pending().kind == "pay":
        pay(game)
    settle(game)
    assert sorted(e.data[:2] for e in game.log if e.kind == "damage") == sorted([(vilemaw, 4), (poro, 1)])
    check_invariants(game)


def test_stare_down_moves_the_weaker_enemy_units_there_to_base_and_gains_xp():
    """449, 355.5.a, 730.1 (Stare Down): P0's Vanguard Sergeant (4) stares down battlefield 1: P1's
    units there with less Might (Pit Rookie 2) move to their base, Vilemaw (8) stays; P0 gains 1 XP."""
    game = position({"deck": DECK, "hand": ["Stare Down"], "runes": ["Body Rune"] * 2,
                     "base": ["Vanguard Sergeant"]}, {"deck": DECK},
                    battlefields=[{}, {"controller": 1, "units": ["Vilemaw", "Pit Rookie"]}])
    down = cid(game, "Stare Down")
    sergeant = cid(game, "Vanguard Sergeant")
    plays = [a for a in game.legal_actions() if isinstance(a, PlaySpell) and a.card == down]
    game.apply(next(a for a in plays if a.targets == ((sergeant,),) and a.destination == 1))
    if game.pending().kind == "pay":
        pay(game)
    settle(game)
    g = game.state
    assert g.units[cid(game, "Pit Rookie")].loc == base_of(1) and g.units[cid(game, "Vilemaw")].loc == 1
    assert g.players[0].xp == 1
    check_invariants(game)


# --- Heroic Charge -------------------------------------------------------------------------------------

def test_heroic_charge_pairs_a_friendly_unit_with_an_enemy_unit_at_its_location():
    """355.5, 477.3, 423 (Heroic Charge): the choices pair a friendly unit with an enemy unit where it
    is (P0's unit at battlefield 0 with P1's unit there, not P1's unit in base); the friendly unit gets
    +1 for the turn and the enemy is stunned."""
    game = load_position({
        "players": [{"deck": DECK, "hand": ["Heroic Charge"], "runes": ["Order Rune"] * 3,
                     "base": ["Pit Rookie"]},
                    {"deck": DECK, "base": ["Stalwart Poro", "Vanguard Sergeant"]}],
        "turn_player": 1, "turn": 2,
        "battlefields": [{"controller": 0, "units": [{"card": "Mystic Poro", "controller": 0}]}, {}]})
    do(game, "P1: move Vanguard Sergeant to bf 0")
    while game.pending().player == 1:
        pass_(game)
    charge = cid(game, "Heroic Charge")
    mystic, sergeant = cid(game, "Mystic Poro"), cid(game, "Vanguard Sergeant")
    plays = [a for a in game.legal_actions() if isinstance(a, PlaySpell) and a.card == charge]
    assert {a.targets for a in plays} == {((mystic,), (sergeant,))}
    game.apply(plays[0])
    if game.pending().kind == "pay":
        pay(game)
    assert [e.data for e in game.log if e.kind == "stun"] == [(sergeant,)]
    assert (mystic, 1, "turn") in [e.data for e in game.log if e.kind == "might"]


def test_heroic_charge_stuns_nothing_once_the_friendly_unit_is_gone():
    """359.3.e.2, 359.3.e.12 (Heroic Charge): P1 returns P0's chosen unit to hand in response: with
    it gone, "its location" is null and the enemy unit is no longer a legal target: not stunned."""
    game = load_position({
        "players": [{"deck": DECK, "hand": ["Heroic Charge"], "runes": ["Order Rune"] * 3},
                    {"deck": DECK, "base": ["Vanguard Sergeant"], "hand": ["Gust"],
                     "runes": ["Chaos Rune"] * 2}],
        "turn_player": 1, "turn": 2,
        "battlefields": [{"controller": 0, "units": [{"card": "Mystic Poro", "controller": 0}]}, {}]})
    do(game, "P1: move Vanguard Sergeant to bf 0")
    while game.pending().player == 1:
        pass_(game)
    charge = cid(game, "Heroic Charge")
    game.apply(next(a for a in game.legal_actions() if isinstance(a, PlaySpell) and a.card == charge))
    if game.pending().kind == "pay":
        pay(game)
    play(game, "P1: play Gust targeting Mystic Poro at bf 0")
    while game.state.chain and game.pending().kind == "priority":
        pass_(game)
    assert cid(game, "Mystic Poro") in game.state.players[0].hand
    assert kinds(game, "stun") == []


# --- Vex, Gloomist ---------------------------------------------------------------------------------------

def test_vex_gloomist_may_exhaust_to_draw_when_its_controller_holds():
    """383.4.d.2.b, 383.3.b, 413 (Vex, Gloomist): P0 holds battlefield 0: as the legend's ability is
    finalized P0 may exhaust it; they do and draw 1 (besides the Draw Phase's draw)."""
    game = hold_game([{"card": "Pit Rookie", "controller": 0}], "Vex, Gloomist")
    legend = game.state.players[0].legend
    d = game.pending()
    assert (d.player, d.context) == (0, ("trigger_may", legend, "hold"))
    hand = len(game.state.players[0].hand)
    game.apply(ChooseCard(legend))
    settle(game)
    # its 1, then the Draw Phase's 1 (315.4) once the Beginning Phase is over
    assert game.state.players[0].legend_exhausted and len(game.state.players[0].hand) == hand + 2


def test_vex_gloomist_triggers_for_an_allys_hold_under_its_controller():
    """740.1.a, 383.4.d.2.b, 383.3.d.1 (Vex, Gloomist): in 2v2 P2, P0's teammate, holds battlefield 0 in
    their Beginning Phase: P0's legend triggers and P0 (its controller) decides whether to exhaust it;
    they do and P0 draws 1. An opponent's hold would not trigger it."""
    game = load_position({
        "mode": "2v2", "turn_player": 1, "turn": 2,
        "players": [{"deck": DECK, "legend": "Vex, Gloomist"}, {"deck": DECK},
                    {"deck": DECK, "rune_deck": ["Calm Rune"] * 4}, {"deck": DECK}],
        "battlefields": [{"controller": 2, "units": [{"card": "Pit Rookie", "controller": 2}]}, {}, {}]})
    legend = game.state.players[0].legend
    assert game.state.turn_order.index(2) == game.state.turn_order.index(1) + 1
    do(game, "P1: end turn")
    for _ in range(10):
        d = game.pending()
        if d.kind == "choose_card" and d.context[:2] == ("trigger_may", legend):
            break
        pass_(game)
    d = game.pending()
    assert (d.player, d.context) == (0, ("trigger_may", legend, "hold"))
    game.apply(ChooseCard(legend))
    settle(game)
    assert game.state.players[0].legend_exhausted and len(game.state.players[0].hand) == 1
    check_invariants(game)


# --- Allay, Eager Admirer ---------------------------------------------------------------------------------

def test_allay_gives_its_controllers_other_units_there_deflect_while_at_a_battlefield():
    """364.1, 809.1.c (Allay, Eager Admirer): at battlefield 0 she gives P0's Pit Rookie there Deflect
    (not P0's unit in base, not herself beyond her own): P1 choosing the Rookie pays one more Power
    of any domain, choosing the unit in base nothing more. In base she gives nothing."""
    def game_(allay_at_bf: bool):
        allay = {"card": "Allay, Eager Admirer", "controller": 0}
        bf0 = {"controller": 0, "units": [{"card": "Pit Rookie", "controller": 0},
                                          *([allay] if allay_at_bf else [])]}
        base = ["Stalwart Poro", *([] if allay_at_bf else ["Allay, Eager Admirer"])]
        return load_position({
            "players": [{"deck": DECK, "base": base},
                        {"deck": DECK, "hand": ["Gust"], "runes": ["Chaos Rune"]}],
            "turn_player": 1, "turn": 2, "battlefields": [bf0, {"controller": 1, "units": ["Mystic Poro"]}]})
    game = game_(True)
    g = game.state
    rookie, allay = cid(game, "Pit Rookie"), cid(game, "Allay, Eager Admirer")
    assert deflect_value(g, g.units[rookie]) == 1 and deflect_value(g, g.units[allay]) == 1
    assert deflect_value(g, g.units[cid(game, "Stalwart Poro")]) == 0
    assert deflect_cost(g, 1, ((rookie,),)) == (None,)  # one Power of any domain more for P1
    assert deflect_cost(g, 1, ((cid(game, "Stalwart Poro"),),)) == ()
    away = game_(False)
    assert deflect_value(away.state, away.state.units[cid(away, "Pit Rookie")]) == 0


# --- Shadow's Call --------------------------------------------------------------------------------------

def test_shadows_call_targets_a_friendly_unit_without_temporary_and_draws_two():
    """355.5, 816.1, 413 (Shadow's Call): a friendly Sprite token (Temporary printed) and an enemy unit
    are not offered, P0's Pit Rookie is; it gains Temporary and P0 draws 2."""
    game = position({"deck": DECK, "hand": ["Shadow's Call", "Sprite Queen"], "runes": ["Order Rune"] * 9
                     + ["Mind Rune"] * 2, "base": ["Pit Rookie"]},
                    {"deck": DECK, "base": ["Stalwart Poro"]})
    play(game, "play Sprite Queen to base")
    settle(game)
    call = cid(game, "Shadow's Call")
    rookie = cid(game, "Pit Rookie")
    plays = [a for a in game.legal_actions() if isinstance(a, PlaySpell) and a.card == call]
    assert {a.targets for a in plays} == {((rookie,),), ((cid(game, "Sprite Queen"),),)}
    hand = len(game.state.players[0].hand)
    game.apply(next(a for a in plays if a.targets == ((rookie,),)))
    if game.pending().kind == "pay":
        pay(game)
    settle(game)
    assert game.state.units[rookie].temporary and len(game.state.players[0].hand) == hand - 1 + 2
    check_invariants(game)


# --- Keeper's Verdict ----------------------------------------------------------------------------------

@pytest.mark.parametrize("top", [True, False])
def test_keepers_verdict_its_owner_puts_the_unit_on_top_or_bottom(top):
    """359.3.d, 359.3.e.2 (Keeper's Verdict): P0 chooses P1's Vilemaw at a battlefield; as it resolves
    P1, its owner, decides: on top of their Main Deck (the unit itself) or at the bottom (none)."""
    game = position({"deck": DECK, "hand": ["Keeper's Verdict"], "runes": ["Body Rune"] * 4},
                    {"deck": DECK}, battlefields=[{"controller": 1, "units": ["Vilemaw"]}, {}])
    vilemaw = cid(game, "Vilemaw")
    verdict = cid(game, "Keeper's Verdict")
    game.apply(next(a for a in game.legal_actions() if isinstance(a, PlaySpell) and a.card == verdict))
    if game.pending().kind == "pay":
        pay(game)
    while game.pending().kind == "priority":
        pass_(game)
    d = game.pending()
    assert (d.player, d.kind, d.context[0]) == (1, "choose_card", "unit_put_where")
    assert [a.card for a in game.legal_actions()] == [-1, vilemaw]
    game.apply(ChooseCard(vilemaw if top else -1))
    settle(game)
    deck = game.state.players[1].deck
    assert vilemaw not in game.state.units and (deck[-1] if top else deck[0]) == vilemaw
    assert not [e for e in game.log if e.kind == "kill"]  # leaving the board is no kill
    check_invariants(game)
