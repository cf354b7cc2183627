"""Scenario tests for the Vendetta cards of Body, Chaos, Order and no domain of the first card wave
(issue 12, sweep H2). Each plays the card from a small position and checks what the rules make
happen, with a timing or targeting edge where the card has one. Rule numbers lead each docstring."""

from __future__ import annotations

from riftbound.actions import Activate, ChooseCard, PlaySpell
from riftbound.cards import load_cards
from riftbound.checks import check_invariants
from riftbound.engine.granted import unit_keywords
from riftbound.engine.keywords import deflect_cost, deflect_value
from riftbound.formats.notation import parse_action
from riftbound.game import card_support
from riftbound.state import ATTACKER, DEFENDER, base_of
from tests.helpers import cited_clauses_missing
from tests.spell_helpers import card_text, cid, do, might_of, pass_, play, position

DECK = ["Daring Poro"] * 3
NAMES = ("Onslaught", "Guttural Roar", "Legion Marauder", "Twilight Step", "Wind and Ghosts",
         "Shadowblade Lurker", "Lacerate", "Solari Sunhawk", "Shadow Temple", "Protective Sands",
         "Repair Specialist", "Baccai Witherclaw", "Noxian Emissary", "Aurok General", "Disciple of Shen",
         "Shen, Leader of the Kinkou Order", "Mask Mother", "Ocean Drake", "Kinkou Temple",
         "Ravenbloom Prefect", "Kennen, Keeper of Balance", "Shadow Order Disciple",
         "Lightning Rush", "Tools of Empire", "Noxian Demolitionist",
         "Public Execution", "Ambessa, Respected and Feared", "Masa, Crashing Thunder",
         "Shadows of the Past", "Up from the Deep", "Illaoi, Prophet of the Great Kraken",
         "Reluctant Leader", "Corrupted Dragon", "Decree of Unity", "Cataclysmic Duel",
         "Decree of Discord", "Sacred Protector", "Threshold of the Gray",
         "Keeper of Law", "Stargazer", "Gust Monk", "Hextech Disc",
         "Platewyrm Egg", "Fretful Feline", "Renekton, Brute",
         "Zed, Without a Sound", "Ki Barrier", "Ambessa, The Wolf", "Heisho, Shell of the World")


def settle(game) -> None:
    """Pass Priority and Focus until the main decision (a may-decision is left to the test)."""
    while game.pending() is not None and game.pending().kind in ("priority", "focus"):
        pass_(game)


def activations(game) -> list[Activate]:
    return [a for a in game.legal_actions() if isinstance(a, Activate)]


def test_the_cards_have_entries_and_no_errata():
    """103 (the card pool): each card has an entry the engine plays, and none has errata to read."""
    cards = load_cards()
    for name in NAMES:
        assert card_support(cards.by_name(name)) == "script", name
        assert card_text(name)["errata"] == [], name


# --- Onslaught ------------------------------------------------------------------------------------

def test_onslaught_gives_six_and_flows_from_the_trash():
    """477.3, 317.2.c, 829.1.b, 829.1.b.1 (Onslaught): from hand the chosen unit gets +6 Might for
    the turn; from the trash it is played for its Flow cost of 4 Energy and is then banished."""
    game = position({"deck": DECK, "hand": ["Onslaught"], "base": ["Stalwart Poro"],
                     "runes": ["Body Rune"] * 4}, {"deck": DECK})
    poro = cid(game, "Stalwart Poro")
    before = might_of(game, poro)
    play(game, "play Onslaught targeting Stalwart Poro")
    settle(game)
    assert might_of(game, poro) == before + 6
    do(game, "end turn")
    assert might_of(game, poro) == before
    game = position({"deck": DECK, "trash": ["Onslaught"], "base": ["Stalwart Poro"],
                     "runes": ["Body Rune"] * 4}, {"deck": DECK})
    ons = cid(game, "Onslaught")
    play(game, "play Onslaught from trash targeting Stalwart Poro")
    settle(game)
    p = game.state.players[0]
    assert ons in p.banishment and all(p.rune_exhausted)
    assert might_of(game, cid(game, "Stalwart Poro")) == before + 6
    three = position({"deck": DECK, "trash": ["Onslaught"], "base": ["Stalwart Poro"],
                      "runes": ["Body Rune"] * 3}, {"deck": DECK})
    assert not [a for a in three.legal_actions() if isinstance(a, PlaySpell)]  # 4 Energy needed
    check_invariants(game)


# --- Guttural Roar --------------------------------------------------------------------------------

def test_guttural_roar_gives_four_to_an_empowered_unit():
    """441.2, 383.2.a.1, 477.3, 317.2.c (Guttural Roar): P1's Legion Marauder, not Empowered, gets +2
    for the turn (an enemy unit is a legal target too); Empowered, it gets +4 instead."""
    for empowered, plus in ((False, 2), (True, 4)):
        game = position({"deck": DECK, "hand": ["Guttural Roar"], "runes": ["Body Rune"] * 2},
                        {"deck": DECK, "base": [{"card": "Legion Marauder", "empowered": empowered}]})
        mar = cid(game, "Legion Marauder")
        before = might_of(game, mar)
        play(game, "play Guttural Roar targeting Legion Marauder")
        settle(game)
        assert might_of(game, mar) == before + plus
        do(game, "end turn")
        assert might_of(game, mar) == before
        check_invariants(game)


# --- Legion Marauder -------------------------------------------------------------------------------

def test_legion_marauder_empowers_for_one_energy_or_one_body_power():
    """827.3, 827.1.c.1, 828.1.c (Legion Marauder): with one Body rune P0 may Empower it either way
    (two abilities); Empowered it has +1 Might and neither ability is offered again."""
    game = position({"deck": DECK, "base": ["Legion Marauder"], "runes": ["Body Rune"]}, {"deck": DECK})
    mar = cid(game, "Legion Marauder")
    acts = activations(game)
    assert len(acts) == 2 and all(a.source == mar for a in acts)
    before = might_of(game, mar)
    game.apply(acts[1])
    settle(game)
    assert game.state.units[mar].empowered and might_of(game, mar) == before + 1
    assert not activations(game)
    check_invariants(game)


def test_legion_marauder_power_ability_needs_a_body_rune():
    """827.1.c.2, 404 (Legion Marauder): with only a Calm rune the Energy ability can be paid, the
    Body Power one can't: one ability is offered."""
    game = position({"deck": DECK, "base": ["Legion Marauder"], "runes": ["Calm Rune"]}, {"deck": DECK})
    assert len(activations(game)) == 1


# --- Twilight Step --------------------------------------------------------------------------------

def test_twilight_step_moves_a_unit_of_three_might_or_less():
    """355.4, 355.5, 449 (Twilight Step): only units of 3 Might or less are targets (P1's 2 Might
    Poro, not P1's Mega-Mech); the Poro moves from its base to the chosen battlefield."""
    game = position({"deck": DECK, "hand": ["Twilight Step"], "runes": ["Chaos Rune"] * 2},
                    {"deck": DECK, "base": ["Stalwart Poro", "Mega-Mech"]},
                    battlefields=[{"controller": 0, "units": ["Vanguard Sergeant"]}, {}])
    mech = cid(game, "Mega-Mech")
    targets = {a.targets[0][0] for a in game.legal_actions() if isinstance(a, PlaySpell) and a.targets}
    assert mech not in targets and cid(game, "Stalwart Poro") in targets
    play(game, "play Twilight Step targeting Stalwart Poro to bf 1")
    settle(game)
    assert game.state.units[cid(game, "Stalwart Poro")].loc == 1
    check_invariants(game)


# --- Wind and Ghosts -----------------------------------------------------------------------------

def test_wind_and_ghosts_banishes_a_small_unit_and_returns_a_big_one():
    """427.2, 427.2.a, 359.3.d (Wind and Ghosts): a 2 Might unit at a battlefield is banished (to
    its owner's banishment, not the trash: no death); a 5 Might one goes back to its owner's hand.
    A unit in a base is not a target."""
    game = position({"deck": DECK, "hand": ["Wind and Ghosts"], "runes": ["Chaos Rune"] * 3},
                    {"deck": DECK, "base": ["Vanguard Sergeant"]},
                    battlefields=[{"controller": 1, "units": ["Stalwart Poro"]}, {}])
    sergeant = cid(game, "Vanguard Sergeant")
    targets = {a.targets[0][0] for a in game.legal_actions() if isinstance(a, PlaySpell) and a.targets}
    assert sergeant not in targets
    play(game, "play Wind and Ghosts targeting Stalwart Poro")
    settle(game)
    poro = cid(game, "Stalwart Poro")
    p1 = game.state.players[1]
    assert poro in p1.banishment and poro not in p1.trash and poro not in game.state.units
    assert not [e for e in game.log if e.kind == "kill"]
    game = position({"deck": DECK, "hand": ["Wind and Ghosts"], "runes": ["Chaos Rune"] * 3},
                    {"deck": DECK}, battlefields=[{"controller": 1, "units": ["Mega-Mech"]}, {}])
    play(game, "play Wind and Ghosts targeting Mega-Mech")
    settle(game)
    assert cid(game, "Mega-Mech") in game.state.players[1].hand
    check_invariants(game)


# --- Shadowblade Lurker ---------------------------------------------------------------------------

def test_shadowblade_lurker_costs_two_less_per_namesake_in_the_trash():
    """366.2, 356.4, 356.6 (Shadowblade Lurker): 5 Energy; with one Lurker in P0's trash P0 plays
    the other for 3 (three runes suffice, two don't); another card in the trash does not count."""
    game = position({"deck": DECK, "hand": ["Shadowblade Lurker"], "trash": ["Shadowblade Lurker"],
                     "runes": ["Chaos Rune"] * 3}, {"deck": DECK})
    lurker = next(c for c in game.state.players[0].hand)
    play(game, "play Shadowblade Lurker to base")
    settle(game)
    assert lurker in game.state.units and all(game.state.players[0].rune_exhausted)
    two = position({"deck": DECK, "hand": ["Shadowblade Lurker"], "trash": ["Shadowblade Lurker"],
                    "runes": ["Chaos Rune"] * 2}, {"deck": DECK})
    assert not [a for a in two.legal_actions() if type(a).__name__ == "PlayUnit"]
    other = position({"deck": DECK, "hand": ["Shadowblade Lurker"], "trash": ["Mega-Mech"],
                      "runes": ["Chaos Rune"] * 3}, {"deck": DECK})
    assert not [a for a in other.legal_actions() if type(a).__name__ == "PlayUnit"]
    check_invariants(game)


# --- Lacerate --------------------------------------------------------------------------------------

def test_lacerate_disempowers_then_kills_at_three_might_or_less():
    """442.1, 828.1.c, 428 (Lacerate): an Empowered Legion Marauder (3 Might) is Disempowered and,
    back to 2 Might, killed; an Empowered Steel Paws (7 Might, 0 without) is killed too, its Might
    read after the Disempower; a 5 Might unit survives."""
    game = position({"deck": DECK, "hand": ["Lacerate"], "runes": ["Order Rune"] * 2},
                    {"deck": DECK, "base": [{"card": "Steel Paws", "empowered": True}]})
    paws = cid(game, "Steel Paws")
    assert might_of(game, paws) == 7
    play(game, "play Lacerate targeting Steel Paws")
    settle(game)
    assert paws in game.state.players[1].trash
    game = position({"deck": DECK, "hand": ["Lacerate"], "runes": ["Order Rune"] * 2},
                    {"deck": DECK, "base": ["Mega-Mech"]})
    mech = cid(game, "Mega-Mech")
    play(game, "play Lacerate targeting Mega-Mech")
    settle(game)
    assert mech in game.state.units and not game.state.units[mech].empowered
    check_invariants(game)


def test_lacerate_flows_for_four_and_two_order_power():
    """829.1.c.1, 829.1.b.1 (Lacerate): in the trash it is played for 4 Energy and 2 Order Power
    (six runes, two of them Order), then banished; with only one Order rune it can't be."""
    game = position({"deck": DECK, "trash": ["Lacerate"], "runes": ["Order Rune"] * 6},
                    {"deck": DECK, "base": ["Stalwart Poro"]})
    lac = cid(game, "Lacerate")
    play(game, "play Lacerate from trash targeting Stalwart Poro")
    settle(game)
    assert lac in game.state.players[0].banishment
    assert cid(game, "Stalwart Poro") in game.state.players[1].trash
    short = position({"deck": DECK, "trash": ["Lacerate"], "runes": ["Order Rune"] + ["Calm Rune"] * 5},
                     {"deck": DECK, "base": ["Stalwart Poro"]})
    assert not [a for a in short.legal_actions() if isinstance(a, PlaySpell)]


# --- Solari Sunhawk --------------------------------------------------------------------------------

def test_solari_sunhawk_empowered_has_one_more_might_and_deflect_two():
    """828.1.b.1, 809 (Solari Sunhawk): not Empowered it has no Deflect; after its Empower (2 Energy)
    it has +1 Might and Deflect 2."""
    game = position({"deck": DECK, "base": ["Solari Sunhawk"], "runes": ["Order Rune"] * 2}, {"deck": DECK})
    hawk = cid(game, "Solari Sunhawk")
    before = might_of(game, hawk)
    assert deflect_value(game.state, game.state.units[hawk]) == 0
    game.apply(activations(game)[0])
    settle(game)
    assert might_of(game, hawk) == before + 1
    assert deflect_value(game.state, game.state.units[hawk]) == 2


# --- Shadow Temple ---------------------------------------------------------------------------------

def test_shadow_temple_burns_three_when_its_controller_holds_it():
    """383.4.d, 440.1, 440.4 (Shadow Temple): P0 holds it as P0's turn starts; the top 3 cards of
    P0's Main Deck go to P0's trash, P1's deck is untouched."""
    from riftbound.formats.position import load_position

    deck = ["Daring Poro", "Stalwart Poro", "Mega-Mech", "Vanguard Sergeant", "Petty Officer"]
    game = load_position({
        "players": [{"deck": deck}, {"deck": DECK}], "turn_player": 1, "turn": 2, "practice": True,
        "battlefields": [{"card": "Shadow Temple", "controller": 0,
                          "units": [{"card": "Stalwart Poro", "controller": 0}]}, {}]})
    do(game, "P1: end turn")
    settle(game)
    assert len(game.state.players[0].trash) == 3 and game.state.players[1].trash == []
    check_invariants(game)


# --- Protective Sands -------------------------------------------------------------------------------

def conquer(bf: str, runes: int):
    """P0, with ``runes`` Calm runes, moves its Petty Officer to battlefield 0 (``bf``) and
    conquers it."""
    game = position({"deck": DECK, "base": ["Petty Officer"], "runes": ["Calm Rune"] * runes},
                    {"deck": DECK}, battlefields=[{"card": bf}, {}])
    do(game, "move Petty Officer to bf 0")
    while game.pending().kind == "focus":
        pass_(game)
    return game


def test_protective_sands_draws_for_one_energy_with_four_runes_or_fewer():
    """383.4.c.2.b, 383.2.a.1, 383.3.a-b (Protective Sands): with 4 runes P0 may pay 1 Energy as it
    goes on the chain and draws 1; with 5 runes it does not trigger at all."""
    game = conquer("Protective Sands", 4)
    bf = game.state.battlefields[0].cid
    assert game.pending().context == ("trigger_may", bf, "conquer")
    game.apply(ChooseCard(bf))
    if game.pending().kind == "pay":
        game.apply(game.legal_actions()[0])
    settle(game)
    assert len(game.state.players[0].hand) == 1 and sum(game.state.players[0].rune_exhausted) == 1
    five = conquer("Protective Sands", 5)
    settle(five)
    assert five.state.players[0].hand == []
    assert not [e for e in five.log if e.kind == "trigger_declined"]
    check_invariants(game)


# --- Repair Specialist ----------------------------------------------------------------------------

def test_repair_specialist_has_assault_per_gear_its_controller_controls():
    """364.3, 807 (Repair Specialist): with two gear of P0 and one of P1 it has Assault
    2: +2 Might only while it attacks; with no gear it has none."""
    game = position({"deck": DECK, "base": ["Repair Specialist"], "gear": ["Iron Ballista", "Doran's Blade"]},
                    {"deck": DECK, "gear": ["Iron Ballista"]})
    rep = cid(game, "Repair Specialist")
    u = game.state.units[rep]
    printed = card_text("Repair Specialist")["might"]
    assert might_of(game, rep) == printed
    u.role = ATTACKER
    assert might_of(game, rep) == printed + 2
    bare = position({"deck": DECK, "base": ["Repair Specialist"]}, {"deck": DECK, "gear": ["Iron Ballista"]})
    b = bare.state.units[cid(bare, "Repair Specialist")]
    b.role = ATTACKER
    assert might_of(bare, b.cid) == printed


# --- Empowered Deathknells: Baccai Witherclaw, Noxian Emissary ----------------------------------------

def _kill_with_deal(unit: str, empowered: bool):
    """P1's unit ``unit`` (Empowered or not) at battlefield 0 is killed by P0's Vengeance; the chain
    is then settled."""
    game = position({"deck": DECK, "hand": ["Vengeance"], "runes": ["Order Rune"] * 6},
                    {"deck": DECK, "rune_deck": ["Order Rune"] * 4},
                    battlefields=[{"controller": 1, "units": [{"card": unit, "controller": 1,
                                                               "empowered": empowered}]}, {}])
    play(game, f"play Vengeance targeting {unit}")
    settle(game)
    return game


def test_baccai_witherclaw_channels_two_exhausted_if_it_died_empowered():
    """808, 828.1.b.1, 383.2.a.1, 430.3 (Baccai Witherclaw): Empowered as it dies, its controller P1
    channels 2 runes exhausted; not Empowered, nothing happens."""
    game = _kill_with_deal("Baccai Witherclaw", True)
    p1 = game.state.players[1]
    assert cid(game, "Baccai Witherclaw") in p1.trash
    assert len(p1.runes) == 2 and all(p1.rune_exhausted)
    game = _kill_with_deal("Baccai Witherclaw", False)
    assert game.state.players[1].runes == []
    check_invariants(game)


def test_noxian_emissary_plays_two_recruits_if_it_died_empowered():
    """808, 828.1.b.1, 187.1 (Noxian Emissary): Empowered as it dies, two 1 Might Recruit tokens
    enter P1's base; not Empowered, none."""
    def recruits(game):
        return [u for u in game.state.units.values()
                if game.state.cards[u.cid].name.startswith("Recruit") and u.controller == 1 and u.loc < 0]
    assert len(recruits(_kill_with_deal("Noxian Emissary", True))) == 2
    assert recruits(_kill_with_deal("Noxian Emissary", False)) == []


def test_noxian_emissary_empowers_for_one_energy_and_one_order():
    """827.1.c.1 (Noxian Emissary): its Empower costs 1 Energy and 1 Order Power."""
    game = position({"deck": DECK, "base": ["Noxian Emissary"], "runes": ["Order Rune"] * 2}, {"deck": DECK})
    game.apply(activations(game)[0])
    settle(game)
    assert game.state.units[cid(game, "Noxian Emissary")].empowered
    calm = position({"deck": DECK, "base": ["Noxian Emissary"], "runes": ["Calm Rune"] * 2}, {"deck": DECK})
    assert not activations(calm)


# --- Aurok General ---------------------------------------------------------------------------------

def test_aurok_general_gives_empowered_units_of_its_controller_two():
    """828.1.b.1, 364.1 (Aurok General): not Empowered it gives nothing; Empowered, it and P0's
    other Empowered unit get +2, P0's unit not Empowered and P1's Empowered unit don't."""
    def game_with(general_empowered: bool):
        return position({"deck": DECK, "base": [{"card": "Aurok General", "empowered": general_empowered},
                                                {"card": "Legion Marauder", "empowered": True},
                                                "Stalwart Poro"]},
                        {"deck": DECK, "base": [{"card": "Solari Sunhawk", "empowered": True}]})
    names = ("Aurok General", "Legion Marauder", "Stalwart Poro", "Solari Sunhawk")
    off = game_with(False)
    base = {n: might_of(off, cid(off, n)) for n in names}
    on = game_with(True)
    assert {n: might_of(on, cid(on, n)) - base[n] for n in names} == {
        "Aurok General": 2, "Legion Marauder": 2, "Stalwart Poro": 0, "Solari Sunhawk": 0}


# --- Disciple of Shen ------------------------------------------------------------------------------

def test_disciple_of_shen_has_shield_three_with_exactly_one_other_unit_there():
    """364.3, 814 (Disciple of Shen): as a defender at a battlefield with exactly one other unit of
    P0 it has +3 Might; with two others, or in its base, none."""
    def might_defending(others: list, at_bf: bool = True) -> int:
        units = [{"card": "Disciple of Shen", "controller": 0}] + [
            {"card": n, "controller": 0} for n in others]
        if at_bf:
            game = position({"deck": DECK}, {"deck": DECK},
                            battlefields=[{"controller": 0, "units": units}, {}])
        else:
            game = position({"deck": DECK, "base": ["Disciple of Shen", *others]}, {"deck": DECK})
        u = game.state.units[cid(game, "Disciple of Shen")]
        u.role = DEFENDER
        return might_of(game, u.cid)
    printed = card_text("Disciple of Shen")["might"]
    assert might_defending(["Stalwart Poro"]) == printed + 3
    assert might_defending(["Stalwart Poro", "Mega-Mech"]) == printed
    assert might_defending([]) == printed
    assert might_defending(["Stalwart Poro"], at_bf=False) == printed


# --- Shen, Leader of the Kinkou Order ---------------------------------------------------------------

def _shen_holds(others: list[str]):
    from riftbound.formats.position import load_position

    units = [{"card": "Shen, Leader of the Kinkou Order", "controller": 0}] + [
        {"card": n, "controller": 0} for n in others]
    game = load_position({
        "players": [{"deck": DECK * 2}, {"deck": DECK}], "turn_player": 1, "turn": 2, "practice": True,
        "battlefields": [{"controller": 0, "units": units}, {}]})
    do(game, "P1: end turn")
    settle(game)
    return game


def test_shen_leader_scores_one_more_point_holding_with_exactly_one_other_unit():
    """383.4.d, 383.2.a.1, 471 (Shen, Leader of the Kinkou Order): holding with exactly one other
    unit of P0 there, P0 gets the hold's point and 1 more; alone, or with two others, only the
    hold's point."""
    from riftbound.engine.points import points

    assert points(_shen_holds(["Stalwart Poro"]).state, 0) == 2
    assert points(_shen_holds([]).state, 0) == 1
    assert points(_shen_holds(["Stalwart Poro", "Mega-Mech"]).state, 0) == 1


# --- Mask Mother -----------------------------------------------------------------------------------

def test_mask_mother_discarded_may_pay_one_to_give_a_friendly_unit_two():
    """383.1, 383.3.a-b, 422 (Mask Mother): Chemtech Enforcer's Play Effect makes P0 discard Mask
    Mother; it triggers from the trash; P0 pays 1 Energy and a friendly unit gets +2 (P1's unit is
    not offered)."""
    game = position({"deck": DECK, "hand": ["Chemtech Enforcer", "Mask Mother"], "base": ["Stalwart Poro"],
                     "runes": ["Chaos Rune"] * 4}, {"deck": DECK, "base": ["Mega-Mech"]})
    mask, poro = cid(game, "Mask Mother"), cid(game, "Stalwart Poro")
    before = might_of(game, poro)
    play(game, "play Chemtech Enforcer to base")
    while game.pending().context[:1] != ("trigger_may",):
        if game.pending().kind == "choose_card":  # the discard (Mask Mother is the only card)
            game.apply(ChooseCard(mask))
        else:
            pass_(game)
    assert mask in game.state.players[0].trash
    options = {a.card for a in game.legal_actions() if isinstance(a, ChooseCard)}
    assert poro in options and cid(game, "Mega-Mech") not in options and -1 in options
    exhausted = sum(game.state.players[0].rune_exhausted)
    game.apply(ChooseCard(poro))
    if game.pending().kind == "pay":
        game.apply(game.legal_actions()[0])
    settle(game)
    assert might_of(game, poro) == before + 2
    assert sum(game.state.players[0].rune_exhausted) == exhausted + 1
    check_invariants(game)


# --- Ocean Drake -----------------------------------------------------------------------------------

def test_ocean_drake_may_return_a_non_dragon_unit():
    """383.4.a, 383.3.a, 355.5 (Ocean Drake): played to base, P0 performs its Play Effect: P1's
    Dragon is not offered, P1's Poro is, and goes back to P1's hand."""
    game = position({"deck": DECK, "hand": ["Ocean Drake"], "runes": ["Chaos Rune"] * 10},
                    {"deck": DECK, "base": ["Stalwart Poro", "Blazing Scorcher"]})
    drake, poro = cid(game, "Ocean Drake"), cid(game, "Stalwart Poro")
    play(game, "play Ocean Drake to base")
    while game.pending().kind in ("priority", "focus"):
        pass_(game)
    assert game.pending().context == ("trigger_may", drake, "trigger")
    options = {a.card for a in game.legal_actions() if isinstance(a, ChooseCard)}
    assert poro in options and cid(game, "Blazing Scorcher") not in options and -1 in options
    game.apply(ChooseCard(poro))
    settle(game)
    assert poro in game.state.players[1].hand
    check_invariants(game)


def test_ocean_drake_may_be_played_to_an_open_battlefield():
    """355.2.b, 170.11.c (Ocean Drake): an empty battlefield no one controls is a place to play it."""
    game = position({"deck": DECK, "hand": ["Ocean Drake"], "runes": ["Chaos Rune"] * 10}, {"deck": DECK})
    from riftbound.formats.notation import format_action

    texts = {format_action(game, a) for a in game.legal_actions()}
    assert any(t.startswith("play Ocean Drake to bf 0") for t in texts)


# --- Kinkou Temple ---------------------------------------------------------------------------------

def test_kinkou_temple_gives_units_with_tank_there_one():
    """364.1 (Kinkou Temple): a unit with Tank there has +1 Might; a unit without Tank there, and a
    unit with Tank elsewhere, don't."""
    tank = "Sunlit Guardian"
    assert "Tank" in card_text(tank)["keywords"]
    game = position({"deck": DECK, "base": ["Stalwart Poro"]}, {"deck": DECK},
                    battlefields=[{"card": "Kinkou Temple", "controller": 0, "units": [
                        {"card": tank, "controller": 0},
                        {"card": "Vanguard Sergeant", "controller": 0}]}, {}])
    assert might_of(game, cid(game, tank)) == card_text(tank)["might"] + 1
    sergeant = cid(game, "Vanguard Sergeant")
    assert might_of(game, sergeant) == card_text("Vanguard Sergeant")["might"]


# --- Ravenbloom Prefect ----------------------------------------------------------------------------

def _p1_plays_gear(p0: dict, p1_gear: str = "Iron Ballista"):
    """P1, on their turn, plays ``p1_gear``; P0 holds ``p0``."""
    game = position({"deck": DECK, **p0},
                    {"deck": DECK, "hand": [p1_gear], "runes": ["Fury Rune"] * 3},
                    turn=2, turn_player=1)
    play(game, f"P1: play {p1_gear}")
    return game


def test_ravenbloom_prefect_banishes_itself_to_banish_an_opponents_gear():
    """383.1, 383.3.a-b, 427 (Ravenbloom Prefect): P1 plays Iron Ballista; P0 may banish the Prefect
    as the ability goes on the chain; both end in their owners' banishment (not the trash)."""
    game = _p1_plays_gear({"base": ["Ravenbloom Prefect"]})
    prefect = cid(game, "Ravenbloom Prefect")
    while game.pending().context[:1] != ("trigger_may",):
        pass_(game)
    assert game.pending().player == 0
    game.apply(ChooseCard(prefect))
    assert prefect in game.state.players[0].banishment and prefect not in game.state.units
    settle(game)
    ballista = cid(game, "Iron Ballista")
    assert ballista in game.state.players[1].banishment and ballista not in game.state.gear
    check_invariants(game)


def test_ravenbloom_prefect_declined_or_own_gear_does_nothing():
    """383.3.a.2, 383.1 (Ravenbloom Prefect): declined, the Prefect and the gear stay; P0 playing a
    gear of their own does not trigger it."""
    game = _p1_plays_gear({"base": ["Ravenbloom Prefect"]})
    while game.pending().context[:1] != ("trigger_may",):
        pass_(game)
    game.apply(ChooseCard(-1))
    settle(game)
    assert cid(game, "Ravenbloom Prefect") in game.state.units
    assert cid(game, "Iron Ballista") in game.state.gear
    own = position({"deck": DECK, "base": ["Ravenbloom Prefect"], "hand": ["Iron Ballista"],
                    "runes": ["Fury Rune"] * 3}, {"deck": DECK})
    play(own, "play Iron Ballista")
    settle(own)
    assert not [e for e in own.log if e.kind == "trigger"]
    assert cid(own, "Iron Ballista") in own.state.gear


# --- Kennen, Keeper of Balance ---------------------------------------------------------------------

def test_kennen_keeper_may_pay_two_to_stun_a_unit_when_played():
    """383.4.a, 383.3.a-b, 423 (Kennen, Keeper of Balance): played to base with 5 runes, P0 pays 2
    Energy choosing P1's unit, which is stunned; with only 3 runes (his cost) the ability can only
    be declined."""
    game = position({"deck": DECK, "hand": ["Kennen, Keeper of Balance"], "runes": ["Order Rune"] * 5},
                    {"deck": DECK, "base": ["Mega-Mech"]})
    kennen, mech = cid(game, "Kennen, Keeper of Balance"), cid(game, "Mega-Mech")
    play(game, "play Kennen, Keeper of Balance to base")
    while game.pending().context[:1] != ("trigger_may",):
        pass_(game)
    assert mech in {a.card for a in game.legal_actions() if isinstance(a, ChooseCard)}
    game.apply(ChooseCard(mech))
    if game.pending().kind == "pay":
        game.apply(game.legal_actions()[0])
    settle(game)
    assert game.state.units[mech].stunned and all(game.state.players[0].rune_exhausted)
    poor = position({"deck": DECK, "hand": ["Kennen, Keeper of Balance"], "runes": ["Order Rune"] * 3},
                    {"deck": DECK, "base": ["Mega-Mech"]})
    play(poor, "play Kennen, Keeper of Balance to base")
    settle(poor)
    assert not poor.state.units[cid(poor, "Mega-Mech")].stunned
    assert kennen in game.state.units
    check_invariants(game)


def test_kennen_keeper_has_two_more_might_beside_a_stunned_enemy():
    """364.3, 423 (Kennen, Keeper of Balance): at a battlefield with a stunned enemy unit he has +2;
    with the enemy not stunned, or the stunned unit his own, he doesn't."""
    def kennen_might(stunned_side: int | None) -> int:
        units = [{"card": "Kennen, Keeper of Balance", "controller": 0},
                 {"card": "Mega-Mech", "controller": 1, "stunned": stunned_side == 1},
                 {"card": "Stalwart Poro", "controller": 0, "stunned": stunned_side == 0}]
        game = position({"deck": DECK}, {"deck": DECK},
                        battlefields=[{"controller": 0, "contested_by": 1, "units": units}, {}])
        return might_of(game, cid(game, "Kennen, Keeper of Balance"))
    printed = card_text("Kennen, Keeper of Balance")["might"]
    assert kennen_might(1) == printed + 2
    assert kennen_might(None) == printed
    assert kennen_might(0) == printed


# --- Shadow Order Disciple -------------------------------------------------------------------------

def test_shadow_order_disciple_may_burn_one_to_get_one_might_when_it_moves():
    """383.1, 383.3.a-b, 440 (Shadow Order Disciple): it moves to a battlefield; P0 burns 1 (the top
    card of P0's Main Deck to the trash) as the ability goes on the chain and it gets +1 for the
    turn; declined, nothing is burned and it keeps its Might."""
    for perform in (True, False):
        game = position({"deck": ["Daring Poro", "Mega-Mech"], "base": ["Shadow Order Disciple"]},
                        {"deck": DECK})
        dis = cid(game, "Shadow Order Disciple")
        before = might_of(game, dis)
        top = game.state.players[0].deck[-1]
        do(game, "move Shadow Order Disciple to bf 0")
        while game.pending().context[:1] != ("trigger_may",):
            pass_(game)
        game.apply(ChooseCard(dis if perform else -1))
        settle(game)
        p0 = game.state.players[0]
        assert (p0.trash == [top]) is perform and len(p0.deck) == (1 if perform else 2)
        assert might_of(game, dis) == before + (1 if perform else 0)
        check_invariants(game)


# --- Lightning Rush --------------------------------------------------------------------------------

def _rush(deck: list[str]):
    game = position({"deck": deck, "hand": ["Lightning Rush"], "runes": ["Order Rune"]}, {"deck": DECK})
    play(game, "play Lightning Rush")
    while game.pending().kind in ("priority", "focus"):
        pass_(game)
    return game


def test_lightning_rush_draws_one_of_the_top_three_and_trashes_the_others():
    """431.1.c, 413 (Lightning Rush): P0 looks at the top 3 of 4 cards and draws the chosen one;
    the other two go to the trash, the fourth stays in the deck."""
    game = _rush(["Daring Poro", "Mega-Mech", "Stalwart Poro", "Vanguard Sergeant"])
    p0 = game.state.players[0]
    top3, bottom = p0.deck[-3:], p0.deck[0]
    assert game.pending().context[0] == "look_draw"
    options = {a.card for a in game.legal_actions() if isinstance(a, ChooseCard)}
    assert options == {-1, *top3}
    pick = top3[0]
    game.apply(ChooseCard(pick))
    settle(game)
    assert p0.hand == [pick] and p0.deck == [bottom]
    assert set(top3) - {pick} <= set(p0.trash)
    check_invariants(game)


def test_lightning_rush_may_draw_none_and_a_short_deck_does_not_burn_out():
    """431.1.c (Lightning Rush): drawing none puts all three into the trash; with one card in the
    deck P0 looks at it alone, without Burn Out."""
    game = _rush(["Daring Poro", "Mega-Mech", "Stalwart Poro"])
    game.apply(ChooseCard(-1))
    settle(game)
    p0 = game.state.players[0]
    assert p0.hand == [] and p0.deck == [] and len(p0.trash) == 4  # the spell too
    short = _rush(["Mega-Mech"])
    assert {a.card for a in short.legal_actions() if isinstance(a, ChooseCard)} == {
        -1, cid(short, "Mega-Mech")}
    short.apply(ChooseCard(cid(short, "Mega-Mech")))
    settle(short)
    assert not [e for e in short.log if e.kind == "burn_out"]
    assert short.state.players[0].hand == [cid(short, "Mega-Mech")]


# --- Tools of Empire --------------------------------------------------------------------------------

def test_tools_of_empire_gives_two_or_four_once_empowered():
    """827.1.c.1, 441.2, 377, 135.2.e.2, 477.3 (Tools of Empire): exhausted for its ability it gives
    the chosen unit +2; after its Empower (2 Energy) the ability gives +4, and the Empower is not
    offered again."""
    for empower_first, plus in ((False, 2), (True, 4)):
        game = position({"deck": DECK, "base": ["Stalwart Poro"], "gear": ["Tools of Empire"],
                         "runes": ["Body Rune"] * 2}, {"deck": DECK})
        tools, poro = cid(game, "Tools of Empire"), cid(game, "Stalwart Poro")
        before = might_of(game, poro)
        if empower_first:
            game.apply(next(a for a in activations(game) if a.target is None))
            settle(game)
            assert game.state.gear[tools].empowered
            assert all(a.target is not None for a in activations(game))
        game.apply(next(a for a in activations(game) if a.target == poro))
        settle(game)
        assert might_of(game, poro) == before + plus and game.state.gear[tools].exhausted
        check_invariants(game)


# --- Noxian Demolitionist ---------------------------------------------------------------------------

def test_noxian_demolitionist_may_kill_a_gear_costing_no_more_than_its_might():
    """383.4.c, 383.3.a, 355.5, 206, 428 (Noxian Demolitionist, Might 1): it conquers; P1's Orb of
    Regret (1 Energy) is offered, P1's Doran's Blade (2 Energy) is not; the Orb is killed."""
    game = position({"deck": DECK, "base": ["Noxian Demolitionist"]},
                    {"deck": DECK, "gear": ["Orb of Regret", "Doran's Blade"]})
    demo, orb, blade = (cid(game, n) for n in ("Noxian Demolitionist", "Orb of Regret", "Doran's Blade"))
    assert card_text("Noxian Demolitionist")["might"] == 1
    do(game, "move Noxian Demolitionist to bf 0")
    while game.pending().context[:1] != ("trigger_may",):
        pass_(game)
    assert {a.card for a in game.legal_actions() if isinstance(a, ChooseCard)} == {-1, orb}
    game.apply(ChooseCard(orb))
    settle(game)
    assert orb in game.state.players[1].trash and blade in game.state.gear
    assert demo in game.state.units
    check_invariants(game)


# --- Public Execution ------------------------------------------------------------------------------

def test_public_execution_kills_only_an_enemy_weaker_than_the_friendly_unit():
    """355.5, 355.8, 428 (Public Execution): with P0's Vanguard Sergeant (4) chosen, P1's Stalwart
    Poro (2) may be chosen, P1's Petty Officer (5) may not; with P0's Stalwart Poro (2) neither
    enemy may; the chosen Poro dies."""
    game = position({"deck": DECK, "hand": ["Public Execution"], "base": ["Vanguard Sergeant", "Mystic Poro"],
                     "runes": ["Order Rune"] * 2},
                    {"deck": DECK, "base": ["Stalwart Poro", "Petty Officer"]})
    sergeant, mystic = cid(game, "Vanguard Sergeant"), cid(game, "Mystic Poro")
    poro, officer = cid(game, "Stalwart Poro"), cid(game, "Petty Officer")
    pairs = {(a.targets[0][0], a.targets[1][0]) for a in game.legal_actions()
             if isinstance(a, PlaySpell) and a.targets}
    assert pairs == {(sergeant, poro)}
    assert mystic not in {f for f, _ in pairs} and officer not in {e for _, e in pairs}
    play(game, "play Public Execution targeting Vanguard Sergeant, Stalwart Poro")
    settle(game)
    assert poro in game.state.players[1].trash and officer in game.state.units
    check_invariants(game)


# --- Ambessa, Respected and Feared ------------------------------------------------------------------

def _ambessa_attacks(empowered: bool):
    ambessa = {"card": "Ambessa, Respected and Feared", "empowered": empowered}
    game = position({"deck": DECK, "base": [ambessa]},
                    {"deck": DECK},
                    battlefields=[{"controller": 1, "units": [
                        {"card": "Stalwart Poro", "controller": 1}, {"card": "Mega-Mech", "controller": 1}]},
                        {}])
    do(game, "move Ambessa, Respected and Feared to bf 0")
    return game


def test_ambessa_respected_kills_a_weaker_enemy_there_when_she_attacks_empowered():
    """828.1.b.1, 383.4.e, 355.5, 807 (Ambessa, Respected and Feared): Empowered she attacks with
    Assault 2 (7 Might); her ability may choose P1's Stalwart Poro (2), not P1's Mega-Mech (8); the
    Poro dies."""
    game = _ambessa_attacks(True)
    amb, poro, mech = (cid(game, n) for n in ("Ambessa, Respected and Feared", "Stalwart Poro", "Mega-Mech"))
    settle(game)
    kinds = [(e.kind, e.data[0] if e.data else None) for e in game.log]
    # her ability resolved before any combat damage was assigned, and killed the Poro alone (the only
    # legal target: the Mega-Mech has more Might than her 7)
    first_assign = next(k for k, (kind, _) in enumerate(kinds) if kind == "assign")
    assert [d for kind, d in kinds[:first_assign] if kind == "kill"] == [poro]
    assert ("resolve", amb) in kinds[:first_assign]
    assert card_text("Ambessa, Respected and Feared")["might"] + 2 == 7
    check_invariants(game)


def test_ambessa_respected_not_empowered_has_no_attack_ability():
    """828.1.b.1, 383.2.a.1 (Ambessa, Respected and Feared): not Empowered, her attack triggers
    nothing and the Poro survives the ability (only combat may kill it)."""
    game = _ambessa_attacks(False)
    assert not [e for e in game.log if e.kind == "trigger"]


# --- Masa, Crashing Thunder -------------------------------------------------------------------------

def _masa(runes: int, rune: str = "Order Rune"):
    game = position({"deck": DECK, "hand": ["Masa, Crashing Thunder"], "runes": [rune] * runes},
                    {"deck": DECK, "base": ["Stalwart Poro"]},
                    battlefields=[{"controller": 1, "units": [{"card": "Mega-Mech", "controller": 1}]}, {}])
    game.apply(parse_action(game, "play Masa, Crashing Thunder to base"))
    return game


def test_masa_stuns_an_enemy_at_a_battlefield_if_the_extra_order_power_was_paid():
    """355.1.a, 356.2.b, 383.2.a.1, 423 (Masa, Crashing Thunder): with 5 Order runes P0 may pay the
    optional Order Power; paid, its Play Effect stuns P1's Mega-Mech at the battlefield (P1's Poro in
    base is no target)."""
    game = _masa(5)
    masa = cid(game, "Masa, Crashing Thunder")
    assert game.pending().context[0] == "cost_extra"
    assert {a.card for a in game.legal_actions() if isinstance(a, ChooseCard)} == {-1, masa}
    game.apply(ChooseCard(masa))
    if game.pending().kind == "pay":
        game.apply(game.legal_actions()[0])
    settle(game)
    mech = cid(game, "Mega-Mech")
    assert game.state.units[mech].stunned and not game.state.units[cid(game, "Stalwart Poro")].stunned
    assert len(game.state.players[0].runes) == 4  # one Order rune recycled for the Power
    check_invariants(game)


def test_masa_without_the_extra_cost_has_no_play_effect():
    """355.1.a, 383.2.a.1 (Masa, Crashing Thunder): declining the optional cost, or with 4 Calm runes
    (no Order Power to pay it with: no choice offered), it enters and nothing is stunned."""
    game = _masa(5)
    game.apply(ChooseCard(-1))
    if game.pending().kind == "pay":
        game.apply(game.legal_actions()[0])
    settle(game)
    assert not game.state.units[cid(game, "Mega-Mech")].stunned
    assert len(game.state.players[0].runes) == 5
    poor = _masa(4, "Calm Rune")
    if poor.pending().kind == "pay":
        poor.apply(poor.legal_actions()[0])
    settle(poor)
    assert cid(poor, "Masa, Crashing Thunder") in poor.state.units
    assert not poor.state.units[cid(poor, "Mega-Mech")].stunned
    assert not [e for e in poor.log if e.kind == "trigger"]


# --- Shadows of the Past ---------------------------------------------------------------------------

def test_shadows_of_the_past_returns_up_to_two_units_from_any_trashes_to_their_owners():
    """355.9.a, 355.10.a, 355.13 (Shadows of the Past): the choices are up to 2 unit cards of either
    trash (none allowed, a spell card not offered); P0 returns its own Mega-Mech and P1's Stalwart
    Poro: each goes to its owner's hand."""
    game = position({"deck": DECK, "hand": ["Shadows of the Past"], "trash": ["Mega-Mech", "Dredge Up"],
                     "runes": ["Chaos Rune"] * 4}, {"deck": DECK, "trash": ["Stalwart Poro"]})
    mech, poro, dredge = cid(game, "Mega-Mech"), cid(game, "Stalwart Poro"), cid(game, "Dredge Up")
    shadows = cid(game, "Shadows of the Past")
    plays = [a for a in game.legal_actions() if isinstance(a, PlaySpell) and a.card == shadows]
    assert {tuple(sorted(a.targets[0])) for a in plays} == {(), (mech,), (poro,), tuple(sorted((mech, poro)))}
    assert not any(dredge in a.targets[0] for a in plays)
    act = next(a for a in plays if len(a.targets[0]) == 2)
    game.apply(act)
    if game.pending().kind == "pay":
        game.apply(game.legal_actions()[0])
    settle(game)
    assert mech in game.state.players[0].hand and poro in game.state.players[1].hand
    assert dredge in game.state.players[0].trash
    check_invariants(game)


# --- Up from the Deep, Illaoi, Prophet of the Great Kraken: Tentacle tokens (187.10) ----------------

def tentacles(game, player: int = 0) -> list:
    g = game.state
    return sorted(u.loc for u in g.units.values()
                  if g.cards[u.cid].id == "rule-187-10" and u.controller == player)


def test_up_from_the_deep_plays_two_tentacles_each_where_its_player_chooses():
    """180-184, 187.10, 355.2.a (Up from the Deep): P0 controls battlefield 0; each Tentacle's place
    is chosen as it is played (P0's base, or the spell's card standing for it, and battlefield 0):
    one to the battlefield, one to the base; exhausted, 1 Might, Bilgewater."""
    game = position({"deck": DECK, "hand": ["Up from the Deep"], "runes": ["Chaos Rune"] * 3},
                    {"deck": DECK},
                    battlefields=[{"controller": 0, "units": [{"card": "Stalwart Poro", "controller": 0}]},
                                  {}])
    spell, bf = cid(game, "Up from the Deep"), game.state.battlefields[0].cid
    play(game, "play Up from the Deep")
    while game.pending().kind in ("priority", "focus"):
        pass_(game)
    assert game.pending().context[:2] == ("tentacle_location", spell)
    assert {a.card for a in game.legal_actions() if isinstance(a, ChooseCard)} == {spell, bf}
    game.apply(ChooseCard(bf))
    assert game.pending().context[0] == "tentacle_location"
    game.apply(ChooseCard(spell))
    settle(game)
    assert tentacles(game) == sorted([base_of(0), 0])
    t = next(u for u in game.state.units.values() if game.state.cards[u.cid].id == "rule-187-10")
    assert t.exhausted and might_of(game, t.cid) == 1 and game.state.cards[t.cid].tags == ("Bilgewater",)
    check_invariants(game)


def test_up_from_the_deep_without_a_battlefield_puts_both_in_base_unasked():
    """355.2.a (Up from the Deep): P0 controls no battlefield: both Tentacles enter P0's base with no
    decision."""
    game = position({"deck": DECK, "hand": ["Up from the Deep"], "runes": ["Chaos Rune"] * 3}, {"deck": DECK})
    play(game, "play Up from the Deep")
    settle(game)
    assert len(tentacles(game)) == 2 and all(loc < 0 for loc in tentacles(game))


def test_illaoi_plays_a_tentacle_and_has_one_more_might_per_token_unit():
    """383.4.a, 187.10, 364.3 (Illaoi, Prophet of the Great Kraken): played with a Recruit token of
    P0 in base, her Play Effect adds a Tentacle: she has +2 (two token units of P0); P1's token
    doesn't count."""
    game = position({"deck": DECK, "hand": ["Illaoi, Prophet of the Great Kraken"],
                     "runes": ["Chaos Rune"] * 6},
                    {"deck": DECK})
    from riftbound.engine.units import create_token

    create_token(game.state, 0, "ogn-271-298", base_of(0))
    create_token(game.state, 1, "ogn-271-298", base_of(1))
    game.forget_options()
    play(game, "play Illaoi, Prophet of the Great Kraken to base")
    settle(game)
    illaoi = cid(game, "Illaoi, Prophet of the Great Kraken")
    assert len(tentacles(game)) == 1
    assert might_of(game, illaoi) == card_text("Illaoi, Prophet of the Great Kraken")["might"] + 2
    check_invariants(game)


def test_illaoi_plays_a_tentacle_when_she_holds():
    """383.4.d, 469.2 (Illaoi, Prophet of the Great Kraken): P0 holds her battlefield as P0's turn
    starts: a Tentacle is played (P0 now controls a battlefield: P0 places it)."""
    from riftbound.formats.position import load_position

    game = load_position({
        "players": [{"deck": DECK * 2}, {"deck": DECK}], "turn_player": 1, "turn": 2, "practice": True,
        "battlefields": [{"controller": 0, "units": [
            {"card": "Illaoi, Prophet of the Great Kraken", "controller": 0}]}, {}]})
    illaoi = cid(game, "Illaoi, Prophet of the Great Kraken")
    do(game, "P1: end turn")
    while game.pending().kind in ("priority", "focus"):
        pass_(game)
    assert game.pending().context[0] == "tentacle_location"
    game.apply(ChooseCard(illaoi))
    settle(game)
    assert tentacles(game) == [base_of(0)]


# --- Reluctant Leader ------------------------------------------------------------------------------

def test_reluctant_leader_gets_two_when_its_controller_plays_another_unit():
    """383.1, 383.2.a.1, 383.2.c.1 (Reluctant Leader): playing it triggers nothing; P0 then plays a
    Stalwart Poro: it gets +2 for the turn."""
    game = position({"deck": DECK, "hand": ["Reluctant Leader", "Stalwart Poro"],
                     "runes": ["Order Rune"] * 12}, {"deck": DECK})
    play(game, "play Reluctant Leader to base")
    settle(game)
    leader = cid(game, "Reluctant Leader")
    assert not [e for e in game.log if e.kind == "trigger"]
    before = might_of(game, leader)
    play(game, "play Stalwart Poro to base")
    settle(game)
    assert might_of(game, leader) == before + 2
    do(game, "end turn")
    assert might_of(game, leader) == before
    check_invariants(game)


def test_reluctant_leader_ignores_spells_and_opponents_units():
    """383.1 (Reluctant Leader): a spell P0 plays and a unit P1 plays don't trigger it."""
    game = position({"deck": DECK, "base": ["Reluctant Leader", "Vanguard Sergeant"], "hand": ["Onslaught"],
                     "runes": ["Body Rune"] * 4}, {"deck": DECK})
    leader = cid(game, "Reluctant Leader")
    before = might_of(game, leader)
    play(game, "play Onslaught targeting Vanguard Sergeant")
    settle(game)
    assert might_of(game, leader) == before
    other = position({"deck": DECK, "base": ["Reluctant Leader"]},
                     {"deck": DECK, "hand": ["Stalwart Poro"], "runes": ["Calm Rune"] * 2},
                     turn=2, turn_player=1)
    play(other, "P1: play Stalwart Poro to base")
    settle(other)
    assert might_of(other, cid(other, "Reluctant Leader")) == before


# --- Corrupted Dragon ------------------------------------------------------------------------------

def test_corrupted_dragon_enters_ready_only_far_from_the_victory_score():
    """369.3, 143.4.a, 194.3 (Corrupted Dragon): with 4 points (8 to win) it enters ready; with 5
    points (within 3 of 8) it enters exhausted."""
    for pts, ready in ((4, True), (5, False)):
        game = position({"deck": DECK, "hand": ["Corrupted Dragon"], "runes": ["Body Rune"] * 12,
                         "points": pts}, {"deck": DECK})
        play(game, "play Corrupted Dragon to base")
        settle(game)
        assert game.state.units[cid(game, "Corrupted Dragon")].exhausted is (not ready)


def test_corrupted_dragon_moves_chosen_enemies_of_five_might_or_less_to_base():
    """383.4.e, 355.13, 449 (Corrupted Dragon): it attacks a battlefield held by P1's Stalwart Poro,
    Vanguard Sergeant and Mega-Mech; only the Poro and the Sergeant (5 Might or less) are offered;
    P0 chooses both, they move to P1's base before combat damage; the Mega-Mech stays."""
    names = ("Stalwart Poro", "Vanguard Sergeant", "Mega-Mech")
    game = position({"deck": DECK, "base": [{"card": "Corrupted Dragon", "exhausted": False}]},
                    {"deck": DECK},
                    battlefields=[{"controller": 1, "units": [{"card": n, "controller": 1} for n in names]},
                                  {}])
    dragon = cid(game, "Corrupted Dragon")
    poro, sergeant = cid(game, "Stalwart Poro"), cid(game, "Vanguard Sergeant")
    do(game, "move Corrupted Dragon to bf 0")
    while game.pending().kind in ("priority", "focus"):
        pass_(game)
    assert game.pending().context[:2] == ("trigger_targets", dragon)
    assert {a.card for a in game.legal_actions() if isinstance(a, ChooseCard)} == {-1, poro, sergeant}
    game.apply(ChooseCard(poro))
    assert {a.card for a in game.legal_actions() if isinstance(a, ChooseCard)} == {-1, sergeant}
    game.apply(ChooseCard(sergeant))
    settle(game)
    g = game.state
    assert g.units[poro].loc == base_of(1) and g.units[sergeant].loc == base_of(1)
    moved = {e.data[0] for e in game.log if e.kind == "effect_move"}
    assert moved == {poro, sergeant}  # the Mega-Mech stayed to fight (and died in the combat)
    check_invariants(game)


# --- Decree of Unity --------------------------------------------------------------------------------

def test_decree_of_unity_kills_an_enemy_chaos_unit_or_gear():
    """355.5, 718.5.b, 428 (Decree of Unity): the targets offered are P1's Chaos unit and P1's Chaos
    gear, not P1's Calm unit or Body gear, nor P0's Chaos unit; the chosen gear is killed."""
    game = position({"deck": DECK, "hand": ["Decree of Unity"], "base": ["Shipyard Skulker"],
                     "runes": ["Order Rune"] * 3},
                    {"deck": DECK, "base": ["Shipyard Skulker", "Stalwart Poro"],
                     "gear": ["Seal of Discord", "Doran's Blade"]})
    g = game.state
    decree = cid(game, "Decree of Unity")
    skulkers = sorted(c for c, u in g.units.items() if g.cards[c].name == "Shipyard Skulker")
    p1_skulker = next(c for c in skulkers if g.units[c].controller == 1)
    seal = cid(game, "Seal of Discord")
    offered = {a.targets[0][0] for a in game.legal_actions() if isinstance(a, PlaySpell) and a.card == decree}
    assert offered == {p1_skulker, seal}
    game.apply(next(a for a in game.legal_actions() if isinstance(a, PlaySpell) and a.targets == ((seal,),)))
    if game.pending().kind == "pay":
        game.apply(game.legal_actions()[0])
    settle(game)
    assert seal in g.players[1].trash and p1_skulker in g.units
    check_invariants(game)


# --- Cataclysmic Duel -------------------------------------------------------------------------------

def test_cataclysmic_duel_each_player_keeps_one_unit_and_the_rest_die_together():
    """355.10.e, 303.2.a, 428, 383.2.c.2 (Cataclysmic Duel): P0 (the turn player) picks first among
    its own units, then P1 among P1's; every unit not picked dies, P1's Poro and P0's Poro alike."""
    game = position({"deck": DECK, "hand": ["Cataclysmic Duel"],
                     "base": ["Vanguard Sergeant", "Stalwart Poro"], "runes": ["Body Rune"] * 8},
                    {"deck": DECK, "base": ["Mega-Mech", "Mystic Poro"]})
    sergeant, poro = cid(game, "Vanguard Sergeant"), cid(game, "Stalwart Poro")
    mech, mystic = cid(game, "Mega-Mech"), cid(game, "Mystic Poro")
    play(game, "play Cataclysmic Duel")
    while game.pending().kind in ("priority", "focus"):
        pass_(game)
    d = game.pending()
    assert (d.player, d.context[0]) == (0, "duel_pick")
    assert {a.card for a in game.legal_actions() if isinstance(a, ChooseCard)} == {sergeant, poro}
    game.apply(ChooseCard(sergeant))
    d = game.pending()
    assert (d.player, d.context[0]) == (1, "duel_pick")
    assert {a.card for a in game.legal_actions() if isinstance(a, ChooseCard)} == {mech, mystic}
    game.apply(ChooseCard(mech))
    settle(game)
    g = game.state
    assert set(g.units) == {sergeant, mech}
    assert poro in g.players[0].trash and mystic in g.players[1].trash
    check_invariants(game)


# --- Decree of Discord ------------------------------------------------------------------------------

def test_decree_of_discord_returns_enemy_order_units_of_total_might_five_or_less():
    """355.5, 355.13, 143.2.b (Decree of Discord): P1 has Order units of 2 (at a battlefield), 3 and
    4 Might and a Chaos unit; the choices are the sets of those Order units whose Mights add up to 5
    or less (none, each alone, 2+3); P0 returns the 2 and the 3 to P1's hand, the 4 stays."""
    game = position({"deck": ["Stalwart Poro"] * 3, "hand": ["Decree of Discord"],
                     "runes": ["Chaos Rune"] * 2},
                    {"deck": ["Stalwart Poro"] * 3,
                     "base": ["Soulspinner", "Vanguard Sergeant", "Mystic Poro"]},
                    battlefields=[{"controller": 1, "units": [{"card": "Daring Poro", "controller": 1}]}, {}])
    decree = cid(game, "Decree of Discord")
    daring, spinner = cid(game, "Daring Poro"), cid(game, "Soulspinner")
    sergeant = cid(game, "Vanguard Sergeant")
    picks = {tuple(sorted(a.targets[0])) for a in game.legal_actions()
             if isinstance(a, PlaySpell) and a.card == decree}
    assert picks == {(), (daring,), (spinner,), (sergeant,), tuple(sorted((daring, spinner)))}
    game.apply(next(a for a in game.legal_actions() if isinstance(a, PlaySpell) and a.card == decree
                    and len(a.targets[0]) == 2))
    if game.pending().kind == "pay":
        game.apply(game.legal_actions()[0])
    settle(game)
    p1 = game.state.players[1]
    assert daring in p1.hand and spinner in p1.hand and sergeant in game.state.units
    check_invariants(game)


def test_decree_of_discord_picks_a_fitting_subset_when_the_total_grew():
    """355.11.b, 359.3.e.2 (Decree of Discord): P0 chooses P1's 2 and 3 Might Order units; before it
    resolves the 2 becomes 4 (set by hand while P1 holds Priority): the total no longer fits, so P0
    picks a subset: the 3 alone (the 4 no longer fits beside it); only it goes back."""
    game = position({"deck": ["Stalwart Poro"] * 3, "hand": ["Decree of Discord"],
                     "runes": ["Chaos Rune"] * 2},
                    {"deck": ["Stalwart Poro"] * 3, "hand": ["Discipline"], "runes": ["Calm Rune"] * 2},
                    battlefields=[{"controller": 1, "units": [{"card": "Daring Poro", "controller": 1},
                                                              {"card": "Soulspinner", "controller": 1}]}, {}])
    decree = cid(game, "Decree of Discord")
    daring, spinner = cid(game, "Daring Poro"), cid(game, "Soulspinner")
    game.apply(next(a for a in game.legal_actions() if isinstance(a, PlaySpell) and a.card == decree
                    and len(a.targets[0]) == 2))
    if game.pending().kind == "pay":
        game.apply(game.legal_actions()[0])
    assert game.pending().player == 1
    game.state.units[daring].turn_might += 2
    game.forget_options()
    while game.pending().kind == "priority":
        pass_(game)
    assert game.pending().context[:2] == ("group_subset_pick", decree)
    assert {a.card for a in game.legal_actions() if isinstance(a, ChooseCard)} == {-1, daring, spinner}
    game.apply(ChooseCard(spinner))
    settle(game)
    p1 = game.state.players[1]
    assert spinner in p1.hand and daring in game.state.units
    check_invariants(game)


# --- Sacred Protector ------------------------------------------------------------------------------

def test_sacred_protector_deals_combat_damage_only_beside_exactly_one_other_unit():
    """364.3, 465.2.a-b (Sacred Protector, 6 Might): attacking alone into P1's Vanguard Sergeant (4)
    it deals no combat damage (the Sergeant lives); attacking with a Stalwart Poro it does (the
    Sergeant dies)."""
    for move, sergeant_dies in (("move Sacred Protector to bf 0", False),
                                ("move Sacred Protector, Stalwart Poro to bf 0", True)):
        game = position({"deck": DECK, "base": ["Sacred Protector", "Stalwart Poro"]}, {"deck": DECK},
                        battlefields=[{"controller": 1, "units": [{"card": "Vanguard Sergeant",
                                                                   "controller": 1}]}, {}])
        sergeant = cid(game, "Vanguard Sergeant")
        do(game, move)
        while game.pending().kind in ("priority", "focus", "assign"):
            if game.pending().kind == "assign":  # P1 splits its 4 damage: any way will do
                game.apply(game.legal_actions()[0])
            else:
                pass_(game)
        assert (sergeant in game.state.players[1].trash) is sergeant_dies
        assert cid(game, "Sacred Protector") in game.state.units
        check_invariants(game)


# --- Threshold of the Gray -------------------------------------------------------------------------

def test_threshold_of_the_gray_gives_attacker_and_defender_one_energy_as_combat_starts():
    """464.2.b, 429.1-429.2, 167 (Threshold of the Gray): P0 attacks P1's unit there; as the combat
    opens each adds 1 Energy (before the attacker has Focus); a combat at the other battlefield adds
    nothing; the Energy is gone at the end of the turn."""
    def attack(bf: int):
        field = {"controller": 1, "units": [{"card": "Stalwart Poro", "controller": 1}]}
        temple = {"card": "Threshold of the Gray"}
        fields = [dict(field, **temple), {}] if bf == 0 else [temple, field]
        game = position({"deck": DECK, "base": ["Vanguard Sergeant"]}, {"deck": DECK}, battlefields=fields)
        do(game, f"move Vanguard Sergeant to bf {bf}")
        return game
    game = attack(0)
    adds = [(e.player, e.data[0]) for e in game.log if e.kind == "add"]
    assert adds == [(0, 1), (1, 1)]
    kinds = [e.kind for e in game.log]
    assert kinds.index("add") < kinds.index("combat")  # before the designations (464.2.c)
    settle(game)
    assert [p.pool_energy for p in game.state.players] == [1, 1]
    do(game, "end turn")
    assert [p.pool_energy for p in game.state.players] == [0, 0]
    other = attack(1)
    assert not [e for e in other.log if e.kind == "add"]
    check_invariants(game)


# --- Keeper of Law ---------------------------------------------------------------------------------

def test_keeper_of_law_costs_two_energy_and_its_order_power_less_beside_two_units():
    """366.2, 356.4, 356.6 (Keeper of Law: 5 Energy and 1 Order Power): P0 controls a battlefield
    with exactly two units: three Calm runes (no Order Power) pay for it; with one unit there, or
    three, they don't."""
    def game_with(units: list[str]):
        return position({"deck": DECK, "hand": ["Keeper of Law"], "runes": ["Calm Rune"] * 3},
                        {"deck": DECK},
                        battlefields=[{"controller": 0,
                                       "units": [{"card": n, "controller": 0} for n in units]}, {}])

    def playable(game) -> bool:
        return any(type(a).__name__ == "PlayUnit" for a in game.legal_actions())
    rec = card_text("Keeper of Law")
    assert rec["energy"] == 5 and rec["power_cost"] == [["Order"]]
    game = game_with(["Stalwart Poro", "Vanguard Sergeant"])
    assert playable(game)
    play(game, "play Keeper of Law to base")
    settle(game)
    assert cid(game, "Keeper of Law") in game.state.units and all(game.state.players[0].rune_exhausted)
    assert not playable(game_with(["Stalwart Poro"]))
    assert not playable(game_with(["Stalwart Poro", "Vanguard Sergeant", "Mega-Mech"]))
    check_invariants(game)


# --- Stargazer -------------------------------------------------------------------------------------

def test_stargazer_makes_flow_plays_from_the_trash_two_cheaper_not_below_one():
    """364.1, 356.4.e, 829.1.b (Stargazer): with it in P0's base, Onslaught (Flow 4) is played from
    the trash with 2 runes; Dredge Up (Flow 2) costs 1, not 0; Onslaught from hand still costs 4;
    without Stargazer the trash Onslaught needs 4."""
    def runes_needed(where: str, card: str, stargazer: bool) -> int:
        for n in range(0, 6):
            game = position({"deck": DECK, where: [card], "base": ["Stalwart Poro"]
                             + (["Stargazer"] if stargazer else []), "runes": ["Body Rune"] * n},
                            {"deck": DECK})
            if any(isinstance(a, PlaySpell) for a in game.legal_actions()):
                return n
        return -1
    assert runes_needed("trash", "Onslaught", True) == 2
    assert runes_needed("trash", "Onslaught", False) == 4
    assert runes_needed("hand", "Onslaught", True) == 4
    assert runes_needed("trash", "Dredge Up", True) == 1
    game = position({"deck": DECK, "trash": ["Onslaught"], "base": ["Stalwart Poro", "Stargazer"],
                     "runes": ["Body Rune"] * 2}, {"deck": DECK})
    play(game, "play Onslaught from trash targeting Stalwart Poro")
    settle(game)
    assert cid(game, "Onslaught") in game.state.players[0].banishment
    assert all(game.state.players[0].rune_exhausted)


# --- Gust Monk --------------------------------------------------------------------------------------

def _gust_monk(pay_extra: bool, p1_trash: list[str]):
    game = position({"deck": DECK, "hand": ["Gust Monk"], "base": ["Vanguard Sergeant"],
                     "runes": ["Chaos Rune"] * 3}, {"deck": DECK, "trash": p1_trash})
    monk = cid(game, "Gust Monk")
    game.apply(parse_action(game, "play Gust Monk to base"))
    assert game.pending().context[0] == "cost_extra"
    game.apply(ChooseCard(monk if pay_extra else -1))
    if game.pending().kind == "pay":
        game.apply(game.legal_actions()[0])
    return game


def test_gust_monk_paid_banishes_a_trash_card_to_give_assault_two():
    """355.1.a, 383.2.a.1, 355.10.c.1, 427, 807 (Gust Monk): paying the extra Energy, its Play
    Effect chooses P0's Vanguard Sergeant; as it resolves P0 banishes P1's trash card (a cost, not a
    target) and the Sergeant gains Assault 2 for the turn."""
    game = _gust_monk(True, ["Mega-Mech"])
    sergeant, mech = cid(game, "Vanguard Sergeant"), cid(game, "Mega-Mech")
    while game.pending().kind in ("priority", "focus"):
        pass_(game)
    if game.pending().context[:1] == ("ability_target",):
        game.apply(ChooseCard(sergeant))
    settle(game)
    assert mech in game.state.players[1].banishment and game.state.players[1].trash == []
    assert "Assault 2" in unit_keywords(game.state, game.state.units[sergeant])
    check_invariants(game)


def test_gust_monk_unpaid_or_with_empty_trashes_gives_nothing():
    """383.2.a.1, 355.10.c.1 (Gust Monk): not paying the extra Energy, its Play Effect does not
    trigger; paid with every trash empty, the cost can't be paid and no Assault is given."""
    game = _gust_monk(False, ["Mega-Mech"])
    settle(game)
    assert cid(game, "Mega-Mech") in game.state.players[1].trash
    assert not [e for e in game.log if e.kind == "trigger"]
    empty = _gust_monk(True, [])
    while empty.pending().kind in ("priority", "focus"):
        pass_(empty)
    if empty.pending().context[:1] == ("ability_target",):
        empty.apply(ChooseCard(cid(empty, "Vanguard Sergeant")))
    settle(empty)
    sergeant = empty.state.units[cid(empty, "Vanguard Sergeant")]
    assert not any(k.startswith("Assault") for k in unit_keywords(empty.state, sergeant))


# --- Hextech Disc ----------------------------------------------------------------------------------

def test_hextech_disc_empowers_by_exhausting_then_disempowers_for_a_mech():
    """827.1.c.1, 442, 404, 187.4 (Hextech Disc): not Empowered, only its Empower (exhaust it) is
    offered; Empowered and ready, its Mech ability costs 1 Energy, exhausting it and Disempowering
    it: a 3 Might Mech enters P0's base, and the Disc is no longer Empowered."""
    game = position({"deck": DECK, "gear": ["Hextech Disc"], "runes": ["Body Rune"]}, {"deck": DECK})
    disc = cid(game, "Hextech Disc")
    acts = activations(game)
    assert len(acts) == 1
    game.apply(acts[0])
    settle(game)
    g = game.state
    assert g.gear[disc].empowered and g.gear[disc].exhausted and not activations(game)
    g.gear[disc].exhausted = False  # readied (as its controller's next Awaken would)
    game.forget_options()
    acts = activations(game)
    assert len(acts) == 1
    game.apply(acts[0])
    settle(game)
    mechs = [u for u in g.units.values() if g.cards[u.cid].id == "rule-187-4"]
    assert len(mechs) == 1 and mechs[0].loc == base_of(0) and mechs[0].controller == 0
    assert not g.gear[disc].empowered and g.gear[disc].exhausted
    check_invariants(game)


# --- Platewyrm Egg ---------------------------------------------------------------------------------

def test_platewyrm_egg_enters_exhausted_and_adds_one_or_two_when_empowered():
    """369.3, 429.2, 441.2 (Platewyrm Egg): played, it enters exhausted; ready, its Add ability adds 1
    Energy at once, 2 while it is Empowered."""
    game = position({"deck": DECK, "hand": ["Platewyrm Egg"], "runes": ["Body Rune"] * 3}, {"deck": DECK})
    play(game, "play Platewyrm Egg")
    settle(game)
    assert game.state.gear[cid(game, "Platewyrm Egg")].exhausted
    for empowered, added in ((False, 1), (True, 2)):
        game = position({"deck": DECK, "gear": [{"card": "Platewyrm Egg", "empowered": empowered}]},
                        {"deck": DECK})
        # its abilities in printed order: the Empower (offered only while not Empowered), the Add
        game.apply(activations(game)[-1])
        assert game.state.players[0].pool_energy == added
        assert not game.state.chain  # 429.2: resolved at once


def test_platewyrm_egg_empowered_pays_two_toward_a_cost():
    """429.3, 357 (Platewyrm Egg): with 2 runes, P0 can play a 4 Energy Vanguard Sergeant only if the
    Egg is Empowered (its Add Reaction counts 2 then, 1 otherwise)."""
    for empowered, playable in ((True, True), (False, False)):
        game = position({"deck": DECK, "hand": ["Vanguard Sergeant"], "runes": ["Order Rune"] * 2,
                         "gear": [{"card": "Platewyrm Egg", "empowered": empowered}]}, {"deck": DECK})
        assert any(type(a).__name__ == "PlayUnit" for a in game.legal_actions()) is playable


# --- Fretful Feline --------------------------------------------------------------------------------

def test_fretful_feline_gets_two_when_it_becomes_ready_in_its_awaken():
    """415.3.a, 383.1 (Fretful Feline): exhausted at the end of P1's turn, it readies in P0's Awaken
    Phase and gets +2 for P0's turn; a Feline that was already ready triggers nothing."""
    from riftbound.formats.position import load_position

    def game_with(exhausted: bool):
        return load_position({
            "players": [{"deck": DECK * 2, "base": [{"card": "Fretful Feline", "exhausted": exhausted}]},
                        {"deck": DECK}],
            "turn_player": 1, "turn": 2, "practice": True})
    printed = card_text("Fretful Feline")["might"]
    game = game_with(True)
    do(game, "P1: end turn")
    settle(game)
    feline = cid(game, "Fretful Feline")
    assert not game.state.units[feline].exhausted and might_of(game, feline) == printed + 2
    ready = game_with(False)
    do(ready, "P1: end turn")
    settle(ready)
    assert might_of(ready, cid(ready, "Fretful Feline")) == printed
    check_invariants(game)


def test_fretful_feline_readied_by_an_effect_gets_two():
    """415.3.b, 383.1 (Fretful Feline): exhausted in P0's base, First Mate's Play Effect readies it:
    it becomes ready and gets +2 for the turn."""
    game = position({"deck": DECK, "hand": ["First Mate"], "base": [{"card": "Fretful Feline",
                                                                      "exhausted": True}],
                     "runes": ["Fury Rune"] * 4}, {"deck": DECK})
    feline = cid(game, "Fretful Feline")
    play(game, "play First Mate to base")
    while game.pending().kind in ("priority", "focus"):
        pass_(game)
    if game.pending().context[:1] == ("ability_target",):
        game.apply(ChooseCard(feline))
    settle(game)
    assert not game.state.units[feline].exhausted
    assert might_of(game, feline) == card_text("Fretful Feline")["might"] + 2
    check_invariants(game)


def test_fretful_feline_played_exhausted_does_not_trigger_until_readied():
    """415, ruling 94 (Fretful Feline): played, it enters exhausted: nothing triggers; it is not a
    unit that became ready by entering."""
    game = position({"deck": DECK, "hand": ["Fretful Feline"], "runes": ["Body Rune"] * 6}, {"deck": DECK})
    play(game, "play Fretful Feline to base")
    settle(game)
    feline = cid(game, "Fretful Feline")
    assert game.state.units[feline].exhausted
    assert might_of(game, feline) == card_text("Fretful Feline")["might"]
    assert not [e for e in game.log if e.kind == "trigger"]


# --- Renekton, Brute -------------------------------------------------------------------------------

def test_renekton_brute_empowers_when_his_might_rises_to_ten():
    """709 (as Mighty), 441, 828.1.b.1 (Renekton, Brute: 4 Might): P0 pays 1 Energy six times for +1
    each; at the sixth (10 Might) his ability triggers and he becomes Empowered: Ganking and
    Deflect 1."""
    game = position({"deck": DECK, "base": ["Renekton, Brute"], "runes": ["Body Rune"] * 6},
                    {"deck": DECK})
    ren = cid(game, "Renekton, Brute")
    printed = card_text("Renekton, Brute")["might"]
    for _ in range(10 - printed):
        assert not game.state.units[ren].empowered
        game.apply(activations(game)[0])
        settle(game)
    assert might_of(game, ren) == 10
    assert game.state.units[ren].empowered
    assert deflect_value(game.state, game.state.units[ren]) == 1
    assert [e.kind for e in game.log].count("might_ten") == 1
    check_invariants(game)


def test_renekton_brute_entering_with_ten_is_no_rise():
    """709 as read by rulings 68 and 94 (Renekton, Brute): already at 10 or more when the game is
    loaded, nothing triggers until his Might drops below 10 and rises again."""
    game = position({"deck": DECK, "base": ["Renekton, Brute"], "runes": ["Body Rune"]}, {"deck": DECK})
    ren = cid(game, "Renekton, Brute")
    game.state.units[ren].turn_might = 10 - card_text("Renekton, Brute")["might"]
    game.forget_options()
    game.apply(activations(game)[0])  # 10 -> 11: no rise from below 10
    settle(game)
    assert not game.state.units[ren].empowered


# --- Zed, Without a Sound ---------------------------------------------------------------------------

def test_zed_without_a_sound_conquers_for_a_shadow_clone_and_swaps_with_it():
    """383.4.c, 187.11, 377, 449 (Zed, Without a Sound): he conquers an empty battlefield: a 0 Might
    Shadow Clone enters P0's base; his ability (1 Energy, 1 Chaos Power) may choose only a Shadow
    Clone P0 controls (not P0's Poro): he goes to base and the Clone to the battlefield."""
    game = position({"deck": DECK, "base": ["Zed, Without a Sound", "Stalwart Poro"],
                     "runes": ["Chaos Rune"] * 2}, {"deck": DECK})
    zed = cid(game, "Zed, Without a Sound")
    do(game, "move Zed, Without a Sound to bf 0")
    settle(game)
    g = game.state
    clones = [u for u in g.units.values() if g.cards[u.cid].id == "rule-187-11"]
    assert len(clones) == 1 and clones[0].loc == base_of(0) and clones[0].controller == 0
    assert g.units[zed].loc == 0
    acts = [a for a in activations(game) if a.source == zed]
    assert {a.target for a in acts} == {clones[0].cid}
    game.apply(acts[0])
    if game.pending().kind == "pay":
        game.apply(game.legal_actions()[0])
    settle(game)
    assert g.units[zed].loc == base_of(0) and g.units[clones[0].cid].loc == 0
    check_invariants(game)


# --- Ki Barrier ------------------------------------------------------------------------------------

def _ki_barrier_on_sergeant(hand: list[str], runes: list[str]):
    """P0 plays Ki Barrier on P1's Vanguard Sergeant (4 Might) at battlefield 0."""
    sergeant = {"card": "Vanguard Sergeant", "controller": 1}
    game = position({"deck": DECK, "hand": ["Ki Barrier", *hand], "base": ["Mega-Mech"], "runes": runes},
                    {"deck": DECK}, battlefields=[{"controller": 1, "units": [sergeant]}, {}])
    play(game, "play Ki Barrier targeting Vanguard Sergeant")
    settle(game)
    return game


def test_ki_barrier_prevents_the_next_seven_damage_across_deals():
    """437.1.b.1, 437.2-437.4 (Ki Barrier): a 4 damage Void Seeker is wholly prevented (no damage is
    dealt, 437.4); the next 4 lose the 3 left of the value: 1 is dealt."""
    game = _ki_barrier_on_sergeant(["Void Seeker", "Void Seeker"], ["Order Rune"] * 2 + ["Fury Rune"] * 9)
    sergeant = cid(game, "Vanguard Sergeant")
    play(game, "play Void Seeker targeting Vanguard Sergeant")
    settle(game)
    assert game.state.units[sergeant].damage == 0
    assert not [e for e in game.log if e.kind == "damage" and e.data[0] == sergeant]
    game.apply(next(a for a in game.legal_actions() if isinstance(a, PlaySpell)))
    if game.pending().kind == "pay":
        game.apply(game.legal_actions()[0])
    settle(game)
    assert game.state.units[sergeant].damage == 1
    check_invariants(game)


def test_ki_barrier_counts_in_lethal_combat_damage_and_prevents_it():
    """437.5, 437.5.a (Ki Barrier): P0's Mega-Mech (8) attacks P1's shielded Sergeant (4 Might +7
    prevented: 11 is lethal): the 8 assigned to it are dealt as 1 and it survives."""
    game = _ki_barrier_on_sergeant([], ["Order Rune"] * 2)
    sergeant = cid(game, "Vanguard Sergeant")
    do(game, "move Mega-Mech to bf 0")
    settle(game)
    assert sergeant in game.state.units
    assert [e.data[1] for e in game.log if e.kind == "prevented"] == [7]


# --- Ambessa, The Wolf ------------------------------------------------------------------------------

def test_ambessa_the_wolf_empowered_takes_no_spell_damage_out_of_combat():
    """828.1.b.1, 417.1.e.1, 740.2.c (Ambessa, The Wolf): Empowered (+3 Might) at a battlefield out
    of combat, P0's Void Seeker deals her nothing; not Empowered, its 4 damage kill her (4 Might)."""
    for empowered in (True, False):
        ambessa = {"card": "Ambessa, The Wolf", "controller": 1, "empowered": empowered}
        game = position({"deck": DECK, "hand": ["Void Seeker"], "runes": ["Fury Rune"] * 3}, {"deck": DECK},
                        battlefields=[{"controller": 1, "units": [ambessa]}, {}])
        wolf = cid(game, "Ambessa, The Wolf")
        if empowered:
            assert might_of(game, wolf) == card_text("Ambessa, The Wolf")["might"] + 3
        play(game, "play Void Seeker targeting Ambessa, The Wolf")
        settle(game)
        if empowered:
            assert game.state.units[wolf].damage == 0
        else:
            assert wolf in game.state.players[1].trash
        check_invariants(game)


# --- Heisho, Shell of the World ---------------------------------------------------------------------

def test_heisho_ignores_deflect_of_units_chosen_there():
    """364.1, 809.1.d (Heisho, Shell of the World): choosing P1's Empowered Solari Sunhawk (Deflect 2)
    at Heisho adds no Power to the cost (Void Seeker is paid with its 3 runes exhausted, none
    recycled for it); at another battlefield it adds 2."""
    for field, extra in (("Heisho, Shell of the World", ()), ("Blank Battlefield 1", (None, None))):
        hawk = {"card": "Solari Sunhawk", "controller": 1, "empowered": True}
        game = position({"deck": DECK, "runes": ["Fury Rune"] * 3}, {"deck": DECK},
                        battlefields=[{"card": field, "controller": 1, "units": [hawk]}, {}])
        sun = cid(game, "Solari Sunhawk")
        assert deflect_value(game.state, game.state.units[sun]) == 2
        assert deflect_cost(game.state, 0, ((sun,),)) == extra
    game = position({"deck": DECK, "hand": ["Void Seeker"], "runes": ["Fury Rune"] * 3}, {"deck": DECK},
                    battlefields=[{"card": "Heisho, Shell of the World", "controller": 1,
                                   "units": [hawk]}, {}])
    play(game, "play Void Seeker targeting Solari Sunhawk")
    settle(game)
    # only the spell's own Power was paid by recycling a rune: none for the Deflect
    assert len(game.state.players[0].runes) == 3 - len(card_text("Void Seeker")["power_cost"])


def test_cited_clauses_exist():
    """The rule numbers cited in this file exist in the rules."""
    assert cited_clauses_missing(globals()) == []
