"""Scenario tests for the Spiritforged cards of the card wave's second pass (issue 12): Equipment whose
effect text has a triggered ability (718.3, engine/equipment_triggers.py) and the other cards the
second pass added. Each plays the card from a small position and checks what the rules make
happen, with a timing or targeting edge where the card has one. Rule numbers lead each docstring."""

from __future__ import annotations

from riftbound.actions import Activate, ChooseCard, Pass, Pay, PlayGear, PlayUnit
from riftbound.cards import load_cards
from riftbound.checks import check_invariants
from riftbound.engine.keywords import deflect_value
from riftbound.engine.passives import has_ganking
from riftbound.formats.position import dump_position, load_position
from riftbound.game import card_support
from tests.spell_helpers import card_text, cid, do, might_of, pass_, play, position

DECK = ["Mystic Poro"] * 3 + ["Zephyr Sage"] * 2
EQUIPMENT = ("Warmog's Armor", "Trinity Force", "Boneshiver", "Sacred Shears", "Eye of the Herald",
             "Doran's Ring", "Cull", "World Atlas", "Recurve Bow", "Forgefire Cape")


def settle(game) -> None:
    """Pass Priority until the chain is empty (each ability resolving in turn)."""
    while game.state.chain:
        pass_(game)


def equip(game, gear: str, unit: str) -> None:
    """Attach P0's ``gear`` (on the board) to ``unit`` as the position's starting state (434.4: it
    takes the unit's location)."""
    g = game.state
    x, u = g.gear[cid(game, gear)], g.units[cid(game, unit)]
    x.attached_to, x.loc = u.cid, u.loc


def test_the_cards_have_entries():
    """103 (the card pool): each card of this pass has an entry the engine plays."""
    cards = load_cards()
    for name in EQUIPMENT:
        assert card_support(cards.by_name(name)) == "script", name
        card_text(name)


# --- Equipment Conquer / Hold abilities (718.3) -----------------------------------------------------

def conquer_with(gear: str, attached: bool = True, **p0):
    """P0's ready Daring Poro, ``gear`` attached to it (or lying in base), moves to the empty
    battlefield 0 and conquers it (469.1)."""
    game = position({"deck": DECK, "base": [{"card": "Daring Poro", "exhausted": False}],
                     "gear": [gear], **p0}, {"deck": DECK}, battlefields=[{}, {}])
    if attached:
        equip(game, gear, "Daring Poro")
    do(game, "move Daring Poro to bf 0")
    settle(game)
    return game


def test_warmogs_armor_buffs_the_unit_that_conquers():
    """718.3, 383.4.c, 702.2.a (Warmog's Armor): its unit conquers: the ability, the unit's, buffs
    that unit (1 Might printed + 1 Might Bonus + the buff)."""
    game = conquer_with("Warmog's Armor")
    poro = game.state.units[cid(game, "Daring Poro")]
    assert poro.buffs == 1
    assert [e.kind for e in game.log].count("trigger") == 1
    check_invariants(game)


def test_warmogs_armor_not_attached_does_nothing():
    """724, 721.2: a detached Equipment's effect text is Inactive: the conquering unit is not buffed
    and nothing triggers."""
    game = conquer_with("Warmog's Armor", attached=False)
    assert game.state.units[cid(game, "Daring Poro")].buffs == 0
    assert "trigger" not in [e.kind for e in game.log]


def test_boneshiver_channels_a_rune_exhausted_on_conquer():
    """718.3, 383.4.c (Boneshiver): its unit conquers: its controller channels 1 rune, exhausted."""
    game = conquer_with("Boneshiver", runes=[], rune_deck=["Body Rune"] * 3)
    p = game.state.players[0]
    assert len(p.runes) == 1 and p.rune_exhausted == [True]
    assert [e.data for e in game.log if e.kind == "channel"] == [(1,)]
    check_invariants(game)


def test_trinity_force_scores_a_point_when_its_unit_holds():
    """718.3, 383.4.d, 194.1.c (Trinity Force): P0's unit holding battlefield 0 at the start of their
    turn: the Hold point and the ability's point, 2 in all."""
    game = position({"deck": DECK, "gear": ["Trinity Force"]}, {"deck": DECK},
                    battlefields=[{"controller": 0, "units": [{"card": "Daring Poro", "controller": 0}]}, {}],
                    turn_player=1, turn=2)
    equip(game, "Trinity Force", "Daring Poro")
    do(game, "P1: end turn")
    settle(game)
    assert game.state.points[0] == 2
    check_invariants(game)


def test_cull_plays_a_gold_token_on_conquer():
    """718.3, 383.4.c, 180-186 (Cull): its unit conquers: one Gold gear token, exhausted."""
    game = conquer_with("Cull")
    gold = [x for x in game.state.gear.values() if game.state.cards[x.cid].name.startswith("Gold")]
    assert len(gold) == 1 and gold[0].exhausted and gold[0].controller == 0
    check_invariants(game)


def test_dorans_ring_discards_then_draws_on_conquer():
    """718.3, 422, 413 (Doran's Ring): its unit conquers: P0 discards their one card, then draws 1."""
    game = conquer_with("Doran's Ring", hand=["Vanguard Sergeant"])
    p = game.state.players[0]
    assert [game.state.cards[c].name for c in p.trash] == ["Vanguard Sergeant"]
    assert len(p.hand) == 1
    check_invariants(game)


def test_world_atlas_two_gold_tokens_when_its_unit_holds():
    """718.3, 383.4.d (World Atlas): P0's equipped unit holds battlefield 0: two Gold tokens."""
    game = position({"deck": DECK, "gear": ["World Atlas"]}, {"deck": DECK},
                    battlefields=[{"controller": 0, "units": [{"card": "Daring Poro", "controller": 0}]}, {}],
                    turn_player=1, turn=2)
    equip(game, "World Atlas", "Daring Poro")
    do(game, "P1: end turn")
    settle(game)
    gold = [x for x in game.state.gear.values() if game.state.cards[x.cid].name.startswith("Gold")]
    assert len(gold) == 2 and all(x.exhausted and x.controller == 0 for x in gold)
    check_invariants(game)


# --- Equipment Deathknell and move abilities ----------------------------------------------------------

def test_sacred_shears_deathknell_draws_for_the_dead_units_controller():
    """718.3, 808.1.d, 719.5 (Sacred Shears): P0's equipped Daring Poro (2 + 1 Might Bonus + 1
    Assault) attacks P1's Vanguard Sergeant (4) and dies; its Deathknell, the unit's, draws P0 a card;
    the gear detaches and goes back to P0's base (323.7)."""
    game = position({"deck": DECK, "base": [{"card": "Daring Poro", "exhausted": False}],
                     "gear": ["Sacred Shears"]},
                    {"deck": DECK}, battlefields=[{"controller": 1, "units": [
                        {"card": "Vanguard Sergeant", "controller": 1}]}, {}])
    equip(game, "Sacred Shears", "Daring Poro")
    do(game, "move Daring Poro to bf 0")
    while game.pending() is not None and game.state.turn_player == 0 and game.pending().kind != "main":
        game.apply(game.legal_actions()[0])
        if cid(game, "Daring Poro") not in game.state.units and not game.state.chain:
            break
    g = game.state
    assert cid(game, "Daring Poro") in g.players[0].trash
    assert len(g.players[0].hand) == 1 and not g.players[1].hand
    shears = g.gear[cid(game, "Sacred Shears")]
    assert shears.attached_to is None and shears.loc < 0
    check_invariants(game)


def test_eye_of_the_herald_recruit_where_the_unit_moved():
    """718.3, 449, 359.3.f.2 (Eye of the Herald): its unit moves to battlefield 0: a Recruit token
    there (the unit's location as the ability resolves); the gear itself never triggers from base."""
    game = conquer_with("Eye of the Herald")
    recruits = [u for u in game.state.units.values() if game.state.cards[u.cid].name.startswith("Recruit")]
    assert len(recruits) == 1 and recruits[0].loc == 0 and recruits[0].controller == 0
    check_invariants(game)


# --- Equipment attack / defend abilities -------------------------------------------------------------

def attack_with(gear: str):
    """P0's ready Daring Poro, ``gear`` attached, moves to battlefield 0 held by P1's Pit Rookie and
    Stalwart Poro; P1's Shipyard Skulker waits at battlefield 1."""
    game = position({"deck": DECK, "base": [{"card": "Daring Poro", "exhausted": False}], "gear": [gear]},
                    {"deck": DECK}, battlefields=[
                        {"controller": 1, "units": [{"card": "Pit Rookie", "controller": 1},
                                                    {"card": "Stalwart Poro", "controller": 1}]},
                        {"controller": 1, "units": [{"card": "Shipyard Skulker", "controller": 1}]}])
    equip(game, gear, "Daring Poro")
    do(game, "move Daring Poro to bf 0")
    return game


def test_recurve_bow_targets_an_enemy_unit_where_its_unit_attacks():
    """718.3, 383.4.e, 355.5, 359.3.f.2 (Recurve Bow): its unit attacks: the ability's target is an
    enemy unit there (Pit Rookie or Stalwart Poro, not the Skulker elsewhere); the chosen one takes 2."""
    game = attack_with("Recurve Bow")
    bow, rookie = cid(game, "Recurve Bow"), cid(game, "Pit Rookie")
    d = game.pending()
    assert d.context == ("ability_target", bow, "equipped")
    options = {a.card for a in game.legal_actions()}
    assert options == {rookie, cid(game, "Stalwart Poro")}
    do(game, "choose Pit Rookie")
    settle(game)
    assert rookie in game.state.players[1].trash  # 2 damage on its 2 Might (428)
    assert game.state.units[cid(game, "Shipyard Skulker")].damage == 0
    check_invariants(game)


def test_forgefire_cape_deals_2_to_each_enemy_unit_where_its_unit_attacks():
    """718.3, 383.4.e, 359.3.f.2 (Forgefire Cape): its unit attacks battlefield 0: each enemy unit there
    takes 2 (both die: 2 Might each, the Stalwart Poro's Shield applies only to combat Might); the
    Skulker at battlefield 1 takes none."""
    game = attack_with("Forgefire Cape")
    while game.state.chain:
        pass_(game)
    g = game.state
    assert cid(game, "Pit Rookie") in g.players[1].trash and cid(game, "Stalwart Poro") in g.players[1].trash
    assert g.units[cid(game, "Shipyard Skulker")].damage == 0
    check_invariants(game)


def test_an_equipment_ability_on_the_chain_round_trips_through_a_position():
    """Position format: a pending Equipment ability (chain item kind 'equipped', 718.3) is written and
    read back with its source (the gear) and its subject (the unit), and still asks for its target."""
    game = attack_with("Recurve Bow")
    again = load_position(dump_position(game))
    item = again.state.chain[0]
    bow, poro = cid(game, "Recurve Bow"), cid(game, "Daring Poro")
    assert (item.kind, item.cid, item.refs) == ("equipped", bow, (poro,))
    assert again.pending() == game.pending()


# --- Desert's Call ------------------------------------------------------------------------------------

def deserts_call_game():
    """P0 holds Desert's Call and four Calm runes and controls battlefield 0 (their Daring Poro there)."""
    return position({"hand": ["Desert's Call"], "deck": DECK, "runes": ["Calm Rune"] * 4},
                    {"deck": DECK},
                    battlefields=[{"controller": 0, "units": [{"card": "Daring Poro", "controller": 0}]}, {}])


def sand_soldiers(game) -> list:
    return [u for u in game.state.units.values() if game.state.cards[u.cid].name == "Sand Soldier"]


def test_deserts_call_repeated_plays_two_sand_soldiers_each_placed_as_it_resolves():
    """820.1.d.1, 355.2.a, 187.3 (Desert's Call): with its Repeat cost paid, its instruction executes
    twice; each token's place is P0's choice as it resolves (the battlefield they control, then their
    base): two 2 Might Sand Soldiers, exhausted (143.4)."""
    game = deserts_call_game()
    dc = cid(game, "Desert's Call")
    do(game, "play Desert's Call")
    assert game.pending().context == ("repeat", dc)
    game.apply(ChooseCard(dc))
    while game.pending().kind == "pay":
        game.apply(game.legal_actions()[0])
    while game.pending().kind == "priority":
        pass_(game)
    d = game.pending()
    assert d.kind == "choose_card" and d.context[0] == "sand_soldier_location"
    options = {a.card for a in game.legal_actions()}
    assert options == {dc, game.state.battlefields[0].cid}  # base or battlefield 0, not battlefield 1
    game.apply(ChooseCard(game.state.battlefields[0].cid))
    game.apply(ChooseCard(dc))
    soldiers = sorted(sand_soldiers(game), key=lambda u: u.loc)
    assert len(soldiers) == 2 and soldiers[0].loc < 0 and soldiers[1].loc == 0
    assert all(u.exhausted and u.controller == 0 for u in soldiers)
    assert all(might_of(game, u.cid) == 2 for u in soldiers)
    check_invariants(game)


def test_deserts_call_without_a_battlefield_goes_to_base_unasked():
    """355.2.a (Desert's Call): P0 controls no battlefield: the one token (Repeat declined) enters
    their base with no decision."""
    game = position({"hand": ["Desert's Call"], "deck": DECK, "runes": ["Calm Rune"] * 2}, {"deck": DECK})
    do(game, "play Desert's Call")
    if game.pending().kind == "choose_card":
        game.apply(ChooseCard(-1))
    while game.pending().kind in ("pay", "priority"):
        game.apply(game.legal_actions()[0]) if game.pending().kind == "pay" else pass_(game)
    soldiers = sand_soldiers(game)
    assert len(soldiers) == 1 and soldiers[0].loc < 0
    check_invariants(game)


# --- Forgotten Monument -------------------------------------------------------------------------------

def monument_conquest(turns_started: int):
    """P0's ready Daring Poro moves to the empty Forgotten Monument (battlefield 0) on P0's turn, P0
    having started ``turns_started`` turns."""
    game = position({"deck": DECK, "base": [{"card": "Daring Poro", "exhausted": False}]}, {"deck": DECK},
                    battlefields=[{"card": "Forgotten Monument"}, {}])
    game.state.players[0].turns_started = turns_started
    do(game, "move Daring Poro to bf 0")
    settle(game)
    while game.pending().kind == "focus":
        pass_(game)
    return game


def test_forgotten_monument_cant_be_conquered_before_the_players_third_turn():
    """364.1, 469.1 (Forgotten Monument): on P0's second turn their unit takes control of it but P0
    doesn't score it: no point, and it isn't scored this turn (470's ledger is empty)."""
    game = monument_conquest(2)
    g = game.state
    assert g.battlefields[0].controller == 0
    assert g.points[0] == 0 and (0, 0) not in g.ledger
    assert "score_forbidden" in [e.kind for e in game.log]
    check_invariants(game)


def test_forgotten_monument_scores_from_the_players_third_turn():
    """364.1, 469.1 (Forgotten Monument): on P0's third turn the same conquest scores 1 point."""
    game = monument_conquest(3)
    assert game.state.points[0] == 1 and (0, 0) in game.state.ledger
    check_invariants(game)


def test_forgotten_monument_cant_be_held_on_the_players_second_turn():
    """364.1, 469.2, 315.2.b (Forgotten Monument): P0 controls it as their second turn begins: no Hold
    point; the other battlefield P0 holds scores as usual."""
    game = position({"deck": DECK}, {"deck": DECK},
                    battlefields=[{"card": "Forgotten Monument", "controller": 0,
                                   "units": [{"card": "Daring Poro", "controller": 0}]},
                                  {"controller": 0, "units": [{"card": "Pit Rookie", "controller": 0}]}],
                    turn_player=1, turn=2)
    game.state.players[0].turns_started = 1
    do(game, "P1: end turn")
    settle(game)
    g = game.state
    assert g.players[0].turns_started == 2
    assert g.points[0] == 1 and (0, 1) in g.ledger and (0, 0) not in g.ledger
    check_invariants(game)


# --- Pickpocket ---------------------------------------------------------------------------------------

def pickpocket_game():
    """P0 holds Pickpocket and three Mind runes; P1 has Cull (1 Energy) and World Atlas (3 Energy)."""
    return position({"hand": ["Pickpocket"], "deck": DECK, "runes": ["Mind Rune"] * 3},
                    {"deck": DECK, "gear": ["Cull", "World Atlas"]})


def gold_of(game, player: int) -> list:
    g = game.state
    return [x for x in g.gear.values() if g.cards[x.cid].name.startswith("Gold") and x.controller == player]


def test_pickpocket_may_kill_a_cheap_gear_and_then_plays_gold():
    """383.3.a, 355.5, 206, 428 (Pickpocket): as its Play Effect is finalized P0 may choose only a
    gear costing 1 Energy or less (P1's Cull, not World Atlas) or decline; Cull is killed and P0 plays
    a Gold token, exhausted."""
    game = pickpocket_game()
    cull, atlas = cid(game, "Cull"), cid(game, "World Atlas")
    play(game, "play Pickpocket to base")
    d = game.pending()
    assert d.kind == "choose_card" and d.context[0] == "trigger_may"
    assert {a.card for a in game.legal_actions()} == {-1, cull}
    do(game, "choose Cull")
    settle(game)
    g = game.state
    assert cull in g.players[1].trash and atlas in g.gear
    gold = gold_of(game, 0)
    assert len(gold) == 1 and gold[0].exhausted
    check_invariants(game)


def test_pickpocket_declined_kills_nothing_and_plays_no_gold():
    """383.3.a.2 (Pickpocket): declined, the ability leaves the chain: no gear dies, no Gold."""
    game = pickpocket_game()
    play(game, "play Pickpocket to base")
    do(game, "choose none")
    settle(game)
    assert len(game.state.gear) == 2 and not gold_of(game, 0)


# --- Lucian, Merciless ----------------------------------------------------------------------------------

def test_lucian_merciless_readies_only_on_his_first_conquest_each_turn():
    """383.1, 383.2.a.1, 383.4.c, 415 (Lucian, Merciless): he moves (exhausting) to the empty
    battlefield 0 and conquers it: readied; he moves on (Ganking from his Boots of Swiftness, 810) to
    the empty battlefield 1 and conquers it: no trigger this time, he stays exhausted."""
    game = position({"deck": DECK, "base": [{"card": "Lucian, Merciless", "exhausted": False}],
                     "gear": ["Boots of Swiftness"]}, {"deck": DECK}, battlefields=[{}, {}])
    equip(game, "Boots of Swiftness", "Lucian, Merciless")
    lucian = cid(game, "Lucian, Merciless")
    do(game, "move Lucian, Merciless to bf 0")
    settle(game)
    while game.pending().kind == "focus":
        pass_(game)
    settle(game)
    g = game.state
    assert g.points[0] == 1 and not g.units[lucian].exhausted
    do(game, "move Lucian, Merciless to bf 1")
    settle(game)
    while game.pending().kind == "focus":
        pass_(game)
    settle(game)
    assert g.points[0] == 2 and g.units[lucian].exhausted
    assert [e.kind for e in game.log].count("trigger") == 1
    check_invariants(game)


# --- Strike Down ----------------------------------------------------------------------------------------

def strike_down_game(gear: list[str]):
    """P0: Strike Down, three Body runes, Vanguard Sergeant (4) with ``gear`` attached and an unequipped
    Daring Poro in base; P1: Shipyard Skulker (3) in base."""
    game = position({"hand": ["Strike Down"], "deck": DECK, "runes": ["Body Rune"] * 3,
                     "base": ["Vanguard Sergeant", "Daring Poro"], "gear": gear},
                    {"deck": DECK, "base": ["Shipyard Skulker"]})
    for x in gear:
        equip(game, x, "Vanguard Sergeant")
    return game


def test_strike_down_the_equipped_unit_deals_its_might_then_loses_its_equipment():
    """355.5, 417, 435 (Strike Down): only the equipped friendly unit may be T1 (not the bare Poro);
    the Sergeant (4 + Doran's Blade's 2) deals 6 to the Skulker, which dies; then the Blade is
    detached and stays in P0's base."""
    game = strike_down_game(["Doran's Blade"])
    sergeant, poro = cid(game, "Vanguard Sergeant"), cid(game, "Daring Poro")
    script = game.state.index.answers["spell"][game.state.cards[cid(game, "Strike Down")].id]
    firsts = {t[0][0] for t, _ in script.choices(game.state, 0, cid(game, "Strike Down"))}
    assert firsts == {sergeant} and poro not in firsts
    play(game, "play Strike Down targeting Vanguard Sergeant; Shipyard Skulker")
    settle(game)
    g = game.state
    assert cid(game, "Shipyard Skulker") in g.players[1].trash
    blade = g.gear[cid(game, "Doran's Blade")]
    assert blade.attached_to is None and blade.loc < 0
    check_invariants(game)


def test_strike_down_with_two_equipment_the_player_picks_which_to_detach():
    """435, 355.5 (Strike Down): the Sergeant carries Doran's Blade and Long Sword: P0 picks the one
    detached (the Long Sword); the Blade stays attached."""
    game = strike_down_game(["Doran's Blade", "Long Sword"])
    blade, sword = cid(game, "Doran's Blade"), cid(game, "Long Sword")
    play(game, "play Strike Down targeting Vanguard Sergeant; Shipyard Skulker")
    while game.pending().kind == "priority":
        pass_(game)
    d = game.pending()
    assert d.kind == "choose_card" and d.context[0] == "detach_pick"
    assert {a.card for a in game.legal_actions()} == {blade, sword}
    game.apply(ChooseCard(sword))
    g = game.state
    assert g.gear[sword].attached_to is None and g.gear[blade].attached_to == cid(game, "Vanguard Sergeant")
    check_invariants(game)


# --- Riposte --------------------------------------------------------------------------------------------

def riposte_game():
    """P0 plays Punch First (2 Energy) on their Vanguard Sergeant; P1, holding Riposte and four runes,
    has Pit Rookie in base and gains Priority."""
    game = position({"hand": ["Punch First"], "deck": DECK, "runes": ["Body Rune"] * 3,
                     "base": ["Vanguard Sergeant"]},
                    {"hand": ["Riposte"], "deck": DECK, "runes": ["Body Rune"] * 2 + ["Order Rune"] * 2,
                     "base": ["Pit Rookie"]})
    play(game, "play Punch First targeting Vanguard Sergeant")
    return game


def test_riposte_counters_the_spell_and_gives_the_unit_its_energy_cost():
    """425.3, 355.5, 206, 477.3 (Riposte): P1 chooses Punch First on the chain and their Pit Rookie;
    the spell is countered (the Sergeant gets nothing) and the Rookie gets +Might equal to Punch
    First's printed Energy cost for the turn."""
    game = riposte_game()
    punch, rookie = cid(game, "Punch First"), cid(game, "Pit Rookie")
    assert game.pending().player == 1 and game.pending().kind == "priority"
    g = game.state
    script = g.index.answers["spell"][g.cards[cid(game, "Riposte")].id]
    assert script.choices(g, 1, cid(game, "Riposte")) == [(((punch,), (rookie,)), None)]  # not P0's unit
    play(game, "P1: play Riposte targeting Punch First; Pit Rookie")
    while game.state.chain:
        pass_(game)
    assert punch in g.players[0].trash
    assert g.units[cid(game, "Vanguard Sergeant")].turn_might == 0
    assert g.units[rookie].turn_might == game.state.cards[punch].energy > 0
    check_invariants(game)


# --- Yone, Blademaster ----------------------------------------------------------------------------------

def test_yone_conquering_an_uncontrolled_battlefield_deals_his_might_to_an_enemy_unit_in_a_base():
    """383.2.a.1, 383.4.c, 417 (Yone, Blademaster; errata): he takes the uncontrolled battlefield 0:
    the target is an enemy unit in a base (P1's Shipyard Skulker in base, not their Pit Rookie at
    battlefield 1); it takes 5 (his Might) and dies."""
    game = position({"deck": DECK, "base": [{"card": "Yone, Blademaster", "exhausted": False}]},
                    {"deck": DECK, "base": ["Shipyard Skulker"]},
                    battlefields=[{}, {"controller": 1, "units": [{"card": "Pit Rookie", "controller": 1}]}])
    skulker, rookie = cid(game, "Shipyard Skulker"), cid(game, "Pit Rookie")
    do(game, "move Yone, Blademaster to bf 0")  # the only legal target is chosen without asking
    while game.state.chain or game.pending().kind == "focus":
        pass_(game)
    g = game.state
    assert g.points[0] == 1 and skulker in g.players[1].trash
    assert g.units[rookie].damage == 0
    assert [e.data for e in game.log if e.kind == "damage"] == [(skulker, 5, 5)]
    check_invariants(game)


def test_yone_conquering_an_opponents_battlefield_does_not_trigger():
    """383.2.a.1 (Yone, Blademaster; errata): he wins a combat at battlefield 0, which P1 controlled:
    he conquers it, but it was not uncontrolled, so nothing triggers."""
    game = position({"deck": DECK, "base": [{"card": "Yone, Blademaster", "exhausted": False}]},
                    {"deck": DECK, "base": ["Shipyard Skulker"]},
                    battlefields=[{"controller": 1, "units": [{"card": "Pit Rookie", "controller": 1}]}, {}])
    do(game, "move Yone, Blademaster to bf 0")
    for _ in range(30):
        d = game.pending()
        if d.kind == "main" or game.state.battlefields[0].controller == 0 and not game.state.chain:
            break
        game.apply(game.legal_actions()[0] if d.kind not in ("priority", "focus") else Pass())
    g = game.state
    assert g.battlefields[0].controller == 0 and g.points[0] == 1
    assert cid(game, "Shipyard Skulker") in g.units
    assert not any(e.kind == "trigger" and e.data == (cid(game, "Yone, Blademaster"),) for e in game.log)
    check_invariants(game)


# --- Veiled Temple --------------------------------------------------------------------------------------

def temple_conquest():
    """P0's ready Daring Poro, an exhausted Doran's Blade attached, moves to the empty Veiled Temple
    (battlefield 0) and conquers it; P1 has an exhausted Cull in base."""
    game = position({"deck": DECK, "base": [{"card": "Daring Poro", "exhausted": False}],
                     "gear": ["Doran's Blade"]},
                    {"deck": DECK, "gear": ["Cull"]}, battlefields=[{"card": "Veiled Temple"}, {}])
    equip(game, "Doran's Blade", "Daring Poro")
    g = game.state
    g.gear[cid(game, "Doran's Blade")].exhausted = g.gear[cid(game, "Cull")].exhausted = True
    do(game, "move Daring Poro to bf 0")
    while game.pending().kind in ("priority", "focus"):
        pass_(game)
    return game


def test_veiled_temple_readies_a_friendly_gear_and_may_detach_it():
    """383.4.c.2.b, 383.3.a, 415, 435 (Veiled Temple): conquering it, P0 may choose a friendly gear
    (their Blade, not P1's Cull) or decline; the Blade readies and, an attached Equipment, P0 may
    detach it: detached, it is recalled to P0's base by the cleanup (323.7)."""
    game = temple_conquest()
    blade = cid(game, "Doran's Blade")
    d = game.pending()
    assert d.kind == "choose_card" and d.context[0] == "trigger_may"
    assert {a.card for a in game.legal_actions()} == {-1, blade}
    game.apply(ChooseCard(blade))
    while game.pending().kind == "priority":
        pass_(game)
    d = game.pending()
    assert d.context[0] == "may_detach" and {a.card for a in game.legal_actions()} == {-1, blade}
    game.apply(ChooseCard(blade))
    settle(game)
    x = game.state.gear[blade]
    assert not x.exhausted and x.attached_to is None and x.loc < 0
    assert game.state.gear[cid(game, "Cull")].exhausted
    check_invariants(game)


def test_veiled_temple_the_equipment_may_stay_attached():
    """435 (Veiled Temple): P0 readies the Blade and keeps it attached."""
    game = temple_conquest()
    blade = cid(game, "Doran's Blade")
    game.apply(ChooseCard(blade))
    while game.pending().kind == "priority":
        pass_(game)
    game.apply(ChooseCard(-1))
    settle(game)
    x = game.state.gear[blade]
    assert not x.exhausted and x.attached_to == cid(game, "Daring Poro")
    check_invariants(game)


# --- Ornn's Forge ---------------------------------------------------------------------------------------

def forge_game(controller: int):
    """P0 holds Cull and Doran's Ring (1 Energy each) and no rune; ``controller`` controls Ornn's
    Forge (battlefield 0)."""
    return position({"hand": ["Cull", "Doran's Ring"], "deck": DECK}, {"deck": DECK},
                    battlefields=[{"card": "Ornn's Forge", "controller": controller,
                                   "units": [{"card": "Pit Rookie", "controller": controller}]}, {}])


def playable_gear(game) -> set[int]:
    return {a.card for a in game.legal_actions() if isinstance(a, PlayGear)}


def test_ornns_forge_the_first_gear_each_turn_costs_one_less():
    """364.1, 356.4, 356.6 (Ornn's Forge): P0 controls it: their first gear this turn costs 0, so either
    can be played with no rune; once Cull is played, Doran's Ring costs its full 1 and can't be."""
    game = forge_game(0)
    cull, ring = cid(game, "Cull"), cid(game, "Doran's Ring")
    assert playable_gear(game) == {cull, ring}
    game.apply(PlayGear(cull))
    while game.pending().kind in ("pay", "priority"):
        game.apply(game.legal_actions()[0]) if game.pending().kind == "pay" else pass_(game)
    assert cull in game.state.gear
    assert playable_gear(game) == set()
    check_invariants(game)


def test_ornns_forge_gives_nothing_to_the_player_who_doesnt_control_it():
    """364.1 (Ornn's Forge): P1 controls it: P0's gear cost their full 1 Energy: none playable."""
    game = forge_game(1)
    assert playable_gear(game) == set()


# --- Unsung Hero, Lonely Poro: the unit as it died ------------------------------------------------------

def attack_into_sage(p0_units: list[str], boost: dict[str, int] | None = None):
    """P0's ready ``p0_units`` (``boost``: Might for the turn) move to battlefield 0, held by P1's
    Zephyr Sage (6, Shield: 7 defending), and die in the combat; P0's draws are returned."""
    game = position({"deck": DECK, "base": [{"card": n, "exhausted": False} for n in p0_units]},
                    {"deck": DECK},
                    battlefields=[{"controller": 1, "units": [{"card": "Zephyr Sage", "controller": 1}]}, {}])
    for name, n in (boost or {}).items():
        game.state.units[cid(game, name)].turn_might = n
    do(game, f"move {', '.join(p0_units)} to bf 0")
    for _ in range(40):
        d = game.pending()
        if d.kind == "main" and not game.state.chain:
            break
        game.apply(Pass() if d.kind in ("priority", "focus") else game.legal_actions()[0])
    assert all(cid(game, n) in game.state.players[0].trash for n in p0_units)
    return game


def test_unsung_hero_dying_mighty_draws_two():
    """808, 383.2.a.1, 708 (Unsung Hero): with +3 this turn it has 5 Might as it dies in combat: its
    Deathknell draws 2."""
    game = attack_into_sage(["Unsung Hero"], {"Unsung Hero": 3})
    assert len(game.state.players[0].hand) == 2
    check_invariants(game)


def test_unsung_hero_dying_below_five_draws_nothing():
    """383.2.a.1 (Unsung Hero): with its printed 2 Might it dies: the condition is unmet, it doesn't
    trigger."""
    game = attack_into_sage(["Unsung Hero"])
    assert not game.state.players[0].hand
    assert "trigger" not in [e.kind for e in game.log]


def test_lonely_poro_dying_alone_draws_one():
    """808, 383.2.a.1, 740.2.a (Lonely Poro): it attacks alone and dies: it died alone, draw 1."""
    game = attack_into_sage(["Lonely Poro"])
    assert len(game.state.players[0].hand) == 1
    check_invariants(game)


def test_lonely_poro_dying_with_a_friend_is_not_alone():
    """383.2.a.1, 383.2.c.2 (Lonely Poro): it and a Daring Poro attack together and die in the same
    cleanup: just before dying the friend was beside it, so it didn't die alone: no draw."""
    game = attack_into_sage(["Lonely Poro", "Daring Poro"])
    assert not game.state.players[0].hand


# --- Renata Glasc, Mastermind ---------------------------------------------------------------------------

def renata_modes(game) -> set[int]:
    renata = cid(game, "Renata Glasc, Mastermind")
    return {a.mode for a in game.legal_actions() if isinstance(a, Activate) and a.source == renata}


def test_renata_mastermind_abilities_only_at_a_battlefield():
    """377 (Renata Glasc, Mastermind): in base neither ability can be activated; at a battlefield
    both can (enough runes for each: five Mind runes)."""
    runes = {"runes": ["Mind Rune"] * 5, "deck": DECK}
    home = position({**runes, "base": ["Renata Glasc, Mastermind"]}, {"deck": DECK})
    assert renata_modes(home) == set()
    renata = {"card": "Renata Glasc, Mastermind", "controller": 0, "exhausted": False}
    away = position(runes, {"deck": DECK}, battlefields=[{"controller": 0, "units": [renata]}, {}])
    assert renata_modes(away) == {0, 1}


def test_renata_mastermind_gains_a_point():
    """377, 194.1.c (Renata Glasc, Mastermind): at a battlefield P0 activates the point ability
    (4 Energy, four Mind Power, exhaust her): P0 gains 1 point (an effect's, not a Score) and she is
    exhausted."""
    here = {"card": "Renata Glasc, Mastermind", "controller": 0, "exhausted": False}
    game = position({"runes": ["Mind Rune"] * 6, "deck": DECK}, {"deck": DECK},
                    battlefields=[{"controller": 0, "units": [here]}, {}])
    renata = cid(game, "Renata Glasc, Mastermind")
    act = next(a for a in game.legal_actions()
               if isinstance(a, Activate) and a.source == renata and a.mode == 1)
    game.apply(act)
    settle(game)
    g = game.state
    assert g.points[0] == 1 and g.units[renata].exhausted
    check_invariants(game)


# --- Tianna Crownguard ----------------------------------------------------------------------------------

def test_tianna_at_a_battlefield_stops_an_opponents_conquest_point():
    """364.3, 194.1, 469.1 (Tianna Crownguard, errata; ruling 93): P1's Tianna is at battlefield 1;
    P0 conquers the empty battlefield 0: it is scored (ledger) but P0 gains no point."""
    tianna = {"card": "Tianna Crownguard", "controller": 1}
    game = position({"deck": DECK, "base": [{"card": "Daring Poro", "exhausted": False}]}, {"deck": DECK},
                    battlefields=[{}, {"controller": 1, "units": [tianna]}])
    do(game, "move Daring Poro to bf 0")
    while game.state.chain or game.pending().kind == "focus":
        pass_(game)
    g = game.state
    assert g.battlefields[0].controller == 0 and (0, 0) in g.ledger and g.points[0] == 0
    assert "points_forbidden" in [e.kind for e in game.log]
    check_invariants(game)


def test_tianna_in_base_forbids_nothing_and_her_controller_gains():
    """364.3 (Tianna Crownguard): in her base she forbids nothing: P0's conquest gains the point; and
    at a battlefield she never stops her own controller's points (only opponents')."""
    game = position({"deck": DECK, "base": [{"card": "Daring Poro", "exhausted": False}]},
                    {"deck": DECK, "base": ["Tianna Crownguard"]}, battlefields=[{}, {}])
    do(game, "move Daring Poro to bf 0")
    while game.state.chain or game.pending().kind == "focus":
        pass_(game)
    assert game.state.points[0] == 1
    mine = {"card": "Tianna Crownguard", "controller": 0}
    own = position({"deck": DECK, "base": [{"card": "Daring Poro", "exhausted": False}]}, {"deck": DECK},
                   battlefields=[{}, {"controller": 0, "units": [mine]}])
    do(own, "move Daring Poro to bf 0")
    while own.state.chain or own.pending().kind == "focus":
        pass_(own)
    assert own.state.points[0] == 1


# --- Brutalizer, Gearhead, Hexdrinker, Shurelya's Requiem: Equipment texts read by the engine --------------

def equip_now(game, gear: str, unit: str) -> None:
    """P0 activates ``gear``'s Equip on ``unit`` (818.2), paying with their runes."""
    x, u = cid(game, gear), cid(game, unit)
    act = next(a for a in game.legal_actions() if isinstance(a, Activate) and a.source == x and a.target == u)
    game.apply(act)
    settle(game)


def test_brutalizer_gives_two_more_the_turn_it_is_attached():
    """718.3, 718.4, 434 (Brutalizer): equipped this turn, Vanguard Sergeant has 4 + 1 (Might Bonus)
    + 2 = 7; a Brutalizer attached before this turn gives only its Might Bonus."""
    game = position({"deck": DECK, "gear": ["Brutalizer"], "base": ["Vanguard Sergeant"],
                     "runes": ["Calm Rune"] * 2}, {"deck": DECK})
    equip_now(game, "Brutalizer", "Vanguard Sergeant")
    assert might_of(game, cid(game, "Vanguard Sergeant")) == 7
    check_invariants(game)
    old = position({"deck": DECK, "gear": ["Brutalizer"], "base": ["Vanguard Sergeant"]}, {"deck": DECK})
    equip(old, "Brutalizer", "Vanguard Sergeant")  # attached as the position starts: not this turn
    assert might_of(old, cid(old, "Vanguard Sergeant")) == 5


def test_gearhead_doubles_the_might_bonus_of_its_equipment():
    """364.3, 718.4 (Gearhead, Doran's Blade): Gearhead (3) with the Blade (+2) has 3 + 2 x 2 = 7;
    a Vanguard Sergeant with a Blade has 4 + 2."""
    game = position({"deck": DECK, "gear": ["Doran's Blade"] * 2, "base": ["Gearhead", "Vanguard Sergeant"]},
                    {"deck": DECK})
    blades = sorted(c for c in game.state.gear)
    g = game.state
    for x, unit in zip(blades, ("Gearhead", "Vanguard Sergeant"), strict=True):
        u = g.units[cid(game, unit)]
        g.gear[x].attached_to, g.gear[x].loc = u.cid, u.loc
    assert might_of(game, cid(game, "Gearhead")) == 7
    assert might_of(game, cid(game, "Vanguard Sergeant")) == 6


def test_hexdrinker_gives_its_unit_deflect():
    """718.3, 809.1.c, 809.1.d (Hexdrinker): P1's Pit Rookie wears it: P0, with only Punch First's two
    Body Power, can't choose it (Deflect asks one more Power) but can choose P1's bare Shipyard
    Skulker."""
    game = position({"hand": ["Punch First"], "deck": DECK, "runes": ["Body Rune"] * 2},
                    {"deck": DECK, "gear": ["Hexdrinker"], "base": ["Pit Rookie", "Shipyard Skulker"]})
    g = game.state
    x, rookie = g.gear[cid(game, "Hexdrinker")], g.units[cid(game, "Pit Rookie")]
    x.attached_to, x.loc = rookie.cid, rookie.loc
    assert deflect_value(g, rookie) == 1
    punch, skulker = cid(game, "Punch First"), cid(game, "Shipyard Skulker")
    offered = {str(a) for a in game.legal_actions()}
    assert f"play #{punch} targeting #{skulker}" in offered
    assert f"play #{punch} targeting #{rookie.cid}" not in offered


def test_shurelyas_requiem_readies_and_gives_ganking_to_its_controllers_units_there():
    """383.4.a, 415, 718.3, 810 (Shurelya's Requiem): played, it readies P0's units; attached to the
    Sergeant at battlefield 0, P0's Daring Poro there has Ganking and moves on to battlefield 1;
    lying unattached in base, the Requiem gave it none."""
    runes = ["Calm Rune"] * 2 + ["Mind Rune"] * 4
    game = position({"hand": ["Shurelya's Requiem"], "deck": DECK, "runes": runes},
                    {"deck": DECK}, battlefields=[
                        {"controller": 0, "units": [{"card": "Vanguard Sergeant", "controller": 0},
                                                    {"card": "Daring Poro", "controller": 0}]}, {}])
    req = cid(game, "Shurelya's Requiem")
    game.apply(PlayGear(req))
    while game.pending().kind in ("pay", "priority"):
        game.apply(game.legal_actions()[0]) if game.pending().kind == "pay" else pass_(game)
    g = game.state
    assert not any(u.exhausted for u in g.units.values() if u.controller == 0)
    poro = g.units[cid(game, "Daring Poro")]
    assert not has_ganking(g, poro)  # the Requiem lies in base, unattached
    equip(game, "Shurelya's Requiem", "Vanguard Sergeant")
    assert has_ganking(g, poro)
    do(game, "move Daring Poro to bf 1")
    assert g.units[cid(game, "Daring Poro")].loc == 1
    check_invariants(game)


# --- Azir, Sovereign ------------------------------------------------------------------------------------

def test_azir_sovereign_brings_any_number_of_token_units_into_his_attack():
    """383.4.e, 355.13, 449, 464.2.c.3.a (Azir, Sovereign): he attacks battlefield 0; as his ability
    goes on the chain P0 picks token units only (the Sand Soldier in base and the one at battlefield 1,
    not the Daring Poro); both move to battlefield 0 (no exhausting) and fight as attackers."""
    game = position({"deck": DECK, "base": [{"card": "Azir, Sovereign", "exhausted": False},
                                            "Sand Soldier", "Daring Poro"]},
                    {"deck": DECK}, battlefields=[
                        {"controller": 1, "units": [{"card": "Pit Rookie", "controller": 1}]},
                        {"controller": 0, "units": [{"card": "Sand Soldier", "controller": 0}]}])
    g = game.state
    azir, poro = cid(game, "Azir, Sovereign"), cid(game, "Daring Poro")
    soldiers = sorted(c for c, card in enumerate(g.cards) if card.name == "Sand Soldier" and c in g.units)
    do(game, "move Azir, Sovereign to bf 0")
    d = game.pending()
    assert d.kind == "choose_card" and d.context == ("trigger_targets", azir, "attack")
    assert set(a.card for a in game.legal_actions()) == {-1, *soldiers}
    for s in soldiers:
        game.apply(ChooseCard(s))
    if game.pending().kind == "choose_card":
        game.apply(ChooseCard(-1))
    while game.state.chain:
        pass_(game)
    assert all(g.units[s].loc == 0 for s in soldiers) and g.units[poro].loc < 0
    assert [e.kind for e in game.log].count("effect_move") == 2
    check_invariants(game)


def test_azir_sovereign_may_bring_none():
    """355.13 (Azir, Sovereign): P0 picks no token unit: nothing moves."""
    game = position({"deck": DECK, "base": [{"card": "Azir, Sovereign", "exhausted": False}, "Sand Soldier"]},
                    {"deck": DECK},
                    battlefields=[{"controller": 1, "units": [{"card": "Pit Rookie", "controller": 1}]}, {}])
    do(game, "move Azir, Sovereign to bf 0")
    game.apply(ChooseCard(-1))
    while game.state.chain:
        pass_(game)
    assert game.state.units[cid(game, "Sand Soldier")].loc < 0


# --- Guards! --------------------------------------------------------------------------------------------

def guards_game():
    """P0 holds Guards! (3 Energy) and four Order runes, and controls no battlefield."""
    game = position({"hand": ["Guards!"], "deck": DECK, "runes": ["Order Rune"] * 4}, {"deck": DECK})
    do(game, "play Guards!")
    while game.pending().kind == "pay" and game.pending().context[0] != "guards_ready_pay":
        game.apply(game.legal_actions()[0])
        if game.pending().kind == "priority":
            pass_(game)
    return game


def test_guards_then_pays_order_to_ready_its_sand_soldier():
    """187.3, 204.3.b, 357, 415 (Guards!, errata): the Sand Soldier enters P0's base exhausted; then P0
    is asked to pay one Order Power, pays, and it readies."""
    game = guards_game()
    d = game.pending()
    assert d.kind == "pay" and d.context[0] == "guards_ready_pay"
    soldier = next(u for u in game.state.units.values() if game.state.cards[u.cid].name == "Sand Soldier")
    assert soldier.exhausted and soldier.loc < 0
    game.apply(next(a for a in game.legal_actions() if isinstance(a, Pay)))
    settle(game)
    assert not soldier.exhausted
    check_invariants(game)


def test_guards_declining_the_payment_leaves_it_exhausted():
    """204.3.b (Guards!): P0 declines the payment: the token stays exhausted."""
    game = guards_game()
    game.apply(Pass())
    settle(game)
    soldier = next(u for u in game.state.units.values() if game.state.cards[u.cid].name == "Sand Soldier")
    assert soldier.exhausted


# --- Arise! ---------------------------------------------------------------------------------------------

def test_arise_a_sand_soldier_per_equipment_then_up_to_two_ready():
    """187.3, 355.2.a, 355.13, 415 (Arise!, errata): P0 controls three Equipment (one attached) and
    battlefield 0: three tokens, each placed in turn (two in base, one at battlefield 0); then P0
    readies two of them (the base ones are interchangeable: one option for both) and no third pick."""
    game = position({"hand": ["Arise!"], "deck": DECK, "runes": ["Calm Rune"] * 4 + ["Order Rune"] * 4,
                     "gear": ["Doran's Blade", "Long Sword", "Cull"]},
                    {"deck": DECK},
                    battlefields=[{"controller": 0, "units": [{"card": "Daring Poro", "controller": 0}]}, {}])
    equip(game, "Doran's Blade", "Daring Poro")
    arise, bf0 = cid(game, "Arise!"), game.state.battlefields[0].cid
    do(game, "play Arise!")
    while game.pending().kind in ("pay", "priority"):
        game.apply(game.legal_actions()[0]) if game.pending().kind == "pay" else pass_(game)
    for place in (arise, arise, bf0):
        d = game.pending()
        assert d.context[0] == "sand_soldier_each"
        game.apply(ChooseCard(place))
    g = game.state
    soldiers = [u for u in g.units.values() if g.cards[u.cid].name == "Sand Soldier"]
    assert sorted(u.loc >= 0 for u in soldiers) == [False, False, True]
    d = game.pending()
    assert d.context[0] == "ready_them"
    options = [a.card for a in game.legal_actions()]
    assert len(options) == 3 and -1 in options  # stop, one base token, the battlefield token
    game.apply(ChooseCard(max(options)))
    game.apply(ChooseCard(max(a.card for a in game.legal_actions())))
    settle(game)
    assert sorted(u.exhausted for u in soldiers) == [False, False, True]
    check_invariants(game)


def test_arise_without_equipment_does_nothing():
    """187.3 (Arise!): P0 controls no Equipment (a Gold token is gear, not Equipment): no token."""
    game = position({"hand": ["Arise!"], "deck": DECK, "runes": ["Calm Rune"] * 4 + ["Order Rune"] * 4,
                     "gear": ["Gold // Buff"]}, {"deck": DECK})
    do(game, "play Arise!")
    while game.pending().kind in ("pay", "priority"):
        game.apply(game.legal_actions()[0]) if game.pending().kind == "pay" else pass_(game)
    assert not [u for u in game.state.units.values() if game.state.cards[u.cid].name == "Sand Soldier"]


# --- Fae Porter -----------------------------------------------------------------------------------------

def porter_game(runes: list[str]):
    """P0's ready Fae Porter and exhausted Vanguard Sergeant in base; Porter moves to battlefield 0."""
    game = position({"deck": DECK, "runes": runes,
                     "base": [{"card": "Fae Porter", "exhausted": False},
                              {"card": "Vanguard Sergeant", "exhausted": True}]},
                    {"deck": DECK}, battlefields=[{}, {}])
    do(game, "move Fae Porter to bf 0")
    return game


def test_fae_porter_pays_chaos_to_bring_a_unit_along():
    """383.3.a-b, 355.5, 449 (Fae Porter): as its ability is finalized P0 chooses the Sergeant and pays
    one Chaos Power; the Sergeant moves to battlefield 0, still exhausted (an effect's move)."""
    game = porter_game(["Chaos Rune"])
    sergeant = cid(game, "Vanguard Sergeant")
    d = game.pending()
    assert d.kind == "choose_card" and d.context[0] == "trigger_may"
    assert sergeant in {a.card for a in game.legal_actions()}
    game.apply(ChooseCard(sergeant))
    if game.pending().kind == "pay":
        game.apply(next(a for a in game.legal_actions() if isinstance(a, Pay)))
    while game.state.chain:
        pass_(game)
    u = game.state.units[sergeant]
    assert u.loc == 0 and u.exhausted
    check_invariants(game)


def test_fae_porter_without_chaos_power_can_only_decline():
    """383.3.b (Fae Porter): with no rune to pay the Chaos Power the ability can't be performed: the
    Sergeant stays in base."""
    game = porter_game([])
    if game.pending().kind == "choose_card":
        assert {a.card for a in game.legal_actions()} == {-1}
        game.apply(ChooseCard(-1))
    while game.state.chain:
        pass_(game)
    assert game.state.units[cid(game, "Vanguard Sergeant")].loc < 0


# --- Buhru Captain --------------------------------------------------------------------------------------

def buhru_played():
    game = position({"hand": ["Buhru Captain"], "deck": DECK, "runes": ["Body Rune"] * 3}, {"deck": DECK})
    play(game, "play Buhru Captain to base")
    return game, cid(game, "Buhru Captain")


def test_buhru_captain_may_buff_itself_or_draw():
    """383.3.a, 359.3.d, 702.2.a (Buhru Captain): P0 performs the Play Effect, then chooses the buff:
    the Captain has a buff and P0 draws nothing; chosen the other way, P0 draws 1 and no buff."""
    game, captain = buhru_played()
    assert game.pending().context[0] == "trigger_may"
    game.apply(ChooseCard(captain))
    while game.pending().kind == "priority":
        pass_(game)
    assert game.pending().context[0] == "draw_or_buff"
    game.apply(ChooseCard(captain))
    settle(game)
    assert game.state.units[captain].buffs == 1 and not game.state.players[0].hand
    other, captain2 = buhru_played()
    other.apply(ChooseCard(captain2))
    while other.pending().kind == "priority":
        pass_(other)
    other.apply(ChooseCard(-1))
    settle(other)
    assert other.state.units[captain2].buffs == 0 and len(other.state.players[0].hand) == 1
    check_invariants(other)


def test_buhru_captain_declined_does_nothing():
    """383.3.a.2 (Buhru Captain): declined as it is finalized: no buff, no draw."""
    game, captain = buhru_played()
    game.apply(ChooseCard(-1))
    settle(game)
    assert game.state.units[captain].buffs == 0 and not game.state.players[0].hand


# --- Draven, Audacious ----------------------------------------------------------------------------------

def draven_attacks(defender: str):
    """P0's ready Draven, Audacious (6) attacks battlefield 0, held by P1's ``defender``; everything
    is passed or taken first until the combat is over."""
    game = position({"deck": DECK, "base": [{"card": "Draven, Audacious", "exhausted": False}]},
                    {"deck": DECK},
                    battlefields=[{"controller": 1, "units": [{"card": defender, "controller": 1}]}, {}])
    do(game, "move Draven, Audacious to bf 0")
    for _ in range(40):
        d = game.pending()
        if d.kind == "main" and not game.state.chain:
            break
        game.apply(Pass() if d.kind in ("priority", "focus") else game.legal_actions()[0])
    return game


def test_draven_audacious_winning_a_combat_gains_a_point():
    """383.1, 466.3.a, 194.1.c (Draven, Audacious): he beats P1's Pit Rookie: his ability gains P0 1
    point, and the conquest another (2 in all)."""
    game = draven_attacks("Pit Rookie")
    g = game.state
    assert g.battlefields[0].controller == 0 and g.points[0] == 2
    check_invariants(game)


def test_draven_audacious_dying_in_combat_gives_the_opponent_a_point():
    """383.2.a.1, 740.2.c, 194.1.c (Draven, Audacious): he dies attacking P1's Zephyr Sage (7 while
    defending): P1, the only opponent, gains 1 point."""
    game = draven_attacks("Zephyr Sage")
    g = game.state
    assert cid(game, "Draven, Audacious") in g.players[0].trash
    assert list(g.points[:2]) == [0, 1]
    check_invariants(game)


# --- Minotaur Reckoner ----------------------------------------------------------------------------------

def test_minotaur_reckoner_stops_every_move_to_base():
    """364.1, 144, 449.1 (Minotaur Reckoner): with P1's Reckoner in P1's base, P0's ready Daring Poro
    at battlefield 0 is offered no Standard Move to base (only to the other battlefield is not
    possible either without Ganking); without the Reckoner it is."""
    poro = {"card": "Daring Poro", "controller": 0, "exhausted": False}
    game = position({"deck": DECK}, {"deck": DECK, "base": ["Minotaur Reckoner"]},
                    battlefields=[{"controller": 0, "units": [poro]}, {}])
    assert not [a for a in game.legal_actions() if str(a).startswith("move")]
    free = position({"deck": DECK}, {"deck": DECK}, battlefields=[{"controller": 0, "units": [poro]}, {}])
    assert [str(a) for a in free.legal_actions() if str(a).startswith("move")] == [
        f"move #{cid(free, 'Daring Poro')} to base"]


def test_minotaur_reckoner_stops_a_swap_into_base():
    """359.3.e.6, 449, 455 (Minotaur Reckoner, Tideturner): Tideturner, played to base, swaps with
    P0's Vanguard Sergeant at battlefield 1: Tideturner moves there, but the Sergeant can't move to
    base while P1's Reckoner is on the board, so it stays (and nothing of it "moves")."""
    game = position({"hand": ["Tideturner"], "runes": ["Chaos Rune"] * 2, "deck": DECK},
                    {"deck": DECK, "base": ["Minotaur Reckoner"]},
                    battlefields=[{}, {"controller": 0, "units": ["Vanguard Sergeant"]}])
    play(game, "play Tideturner to base")
    tide, sergeant = cid(game, "Tideturner"), cid(game, "Vanguard Sergeant")
    game.apply(ChooseCard(sergeant))
    settle(game)
    g = game.state
    assert g.units[tide].loc == 1 and g.units[sergeant].loc == 1
    moves = [e.data for e in game.log if e.kind == "effect_move"]
    assert moves == [(tide, 1)]
    check_invariants(game)


# --- Rumble, Mechanized Menace; Lucian, Purifier (legends) ---------------------------------------------

def mech_defends(legend: str | None):
    """P1's Vanguard Sergeant (4) attacks battlefield 0, held by P0's 3 Might Mech token; P0's legend
    is ``legend`` (or none)."""
    p0 = {"deck": DECK, **({"legend": legend} if legend else {})}
    game = position(p0, {"deck": DECK, "base": [{"card": "Vanguard Sergeant", "exhausted": False}]},
                    battlefields=[{"controller": 0, "units": [{"card": "Mech", "controller": 0}]}, {}],
                    turn_player=1, turn=2)
    do(game, "P1: move Vanguard Sergeant to bf 0")
    for _ in range(40):
        d = game.pending()
        if d.kind == "main" and not game.state.chain:
            break
        game.apply(Pass() if d.kind in ("priority", "focus") else game.legal_actions()[0])
    return game


def test_rumble_legend_gives_mechs_shield():
    """364.1, 107.4.b, 814 (Rumble, Mechanized Menace): defending with Shield the Mech has 4 and deals
    4: the Sergeant dies with it; without the legend the Mech deals 3 and the Sergeant survives."""
    game = mech_defends("Rumble, Mechanized Menace")
    assert cid(game, "Vanguard Sergeant") in game.state.players[1].trash
    check_invariants(game)
    plain = mech_defends(None)
    assert cid(plain, "Vanguard Sergeant") in plain.state.units


def sergeant_attacks_sage(legend: str | None):
    """P0's Vanguard Sergeant (4) with Doran's Blade (+2) attacks battlefield 0, held by P1's Zephyr
    Sage (6, Shield: 7 defending); P0's legend is ``legend`` (or none)."""
    p0 = {"deck": DECK, "base": [{"card": "Vanguard Sergeant", "exhausted": False}],
          "gear": ["Doran's Blade"], **({"legend": legend} if legend else {})}
    game = position(p0, {"deck": DECK},
                    battlefields=[{"controller": 1, "units": [{"card": "Zephyr Sage", "controller": 1}]}, {}])
    equip(game, "Doran's Blade", "Vanguard Sergeant")
    sage = cid(game, "Zephyr Sage", "bf 0")
    do(game, "move Vanguard Sergeant to bf 0")
    for _ in range(40):
        d = game.pending()
        if d.kind == "main" and not game.state.chain:
            break
        game.apply(Pass() if d.kind in ("priority", "focus") else game.legal_actions()[0])
    return game, sage


def test_lucian_purifier_equipment_give_assault():
    """807, 107.4.b (Lucian, Purifier): the Blade gives the attacking Sergeant Assault 1: 4 + 2 + 1 = 7
    kills the Sage (7 while defending); without the legend 6 doesn't."""
    game, sage = sergeant_attacks_sage("Lucian, Purifier")
    assert sage in game.state.players[1].trash
    check_invariants(game)
    plain, sage = sergeant_attacks_sage(None)
    assert sage in plain.state.units


# --- Petricite Monument ---------------------------------------------------------------------------------

def test_petricite_monument_gives_friendly_units_deflect():
    """364.1, 809.1.c-d (Petricite Monument): P1's Monument gives P1's units Deflect 1: P0, with only
    Punch First's two Body Power, can target none of them, but can target their own unit."""
    game = position({"hand": ["Punch First"], "deck": DECK, "runes": ["Body Rune"] * 2,
                     "base": ["Pit Rookie"]},
                    {"deck": DECK, "gear": ["Petricite Monument"], "base": ["Shipyard Skulker"]})
    g = game.state
    punch = cid(game, "Punch First")
    skulker = cid(game, "Shipyard Skulker")
    assert deflect_value(g, g.units[skulker]) == 1
    offered = {str(a) for a in game.legal_actions()}
    assert f"play #{punch} targeting #{skulker}" not in offered
    assert f"play #{punch} targeting #{cid(game, 'Pit Rookie')}" in offered


def test_petricite_monument_is_temporary():
    """816 (Petricite Monument): killed as its controller's Beginning Phase starts."""
    game = position({"deck": DECK}, {"deck": DECK, "gear": ["Petricite Monument"]})
    do(game, "end turn")
    settle(game)
    assert cid(game, "Petricite Monument") in game.state.players[1].trash


# --- Loyal Pup ------------------------------------------------------------------------------------------

def test_loyal_pup_joins_the_battlefield_its_controller_defends():
    """383.4.f.1, 383.3.a, 449, 464.2.c.3.a (Loyal Pup): P1 attacks battlefield 0, held by P0's Pit
    Rookie; P0 defends, so the Pup in P0's base triggers; P0 performs it and the Pup moves there."""
    game = position({"deck": DECK, "base": ["Loyal Pup"]},
                    {"deck": DECK, "base": [{"card": "Vanguard Sergeant", "exhausted": False}]},
                    battlefields=[{"controller": 0, "units": [{"card": "Pit Rookie", "controller": 0}]}, {}],
                    turn_player=1, turn=2)
    pup = cid(game, "Loyal Pup")
    do(game, "P1: move Vanguard Sergeant to bf 0")
    d = game.pending()
    assert d.player == 0 and d.context == ("trigger_may", pup, "defend")
    game.apply(ChooseCard(pup))
    while game.state.chain:
        pass_(game)
    assert [e.data for e in game.log if e.kind == "effect_move"] == [(pup, 0)]
    assert [e.data for e in game.log if e.kind == "trigger"].count((pup,)) == 1  # not again as it joins
    check_invariants(game)


def test_loyal_pup_does_not_trigger_when_an_opponent_defends():
    """383.4.f.1 (Loyal Pup): P0 attacks P1's battlefield: P1 defends, not P0: no trigger."""
    base = ["Loyal Pup", {"card": "Vanguard Sergeant", "exhausted": False}]
    game = position({"deck": DECK, "base": base}, {"deck": DECK},
                    battlefields=[{"controller": 1, "units": [{"card": "Pit Rookie", "controller": 1}]}, {}])
    do(game, "move Vanguard Sergeant to bf 0")
    assert not any(e.kind == "trigger" and e.data == (cid(game, "Loyal Pup"),) for e in game.log)


# --- Ruin Runner ----------------------------------------------------------------------------------------

def test_ruin_runner_cant_be_chosen_by_enemy_spells_but_by_its_own_players():
    """364.3, 355.5 (Ruin Runner): P1's Ruin Runner is not among P0's Punch First targets (P1's Pit
    Rookie is); P1 may choose it with their own Punch First."""
    game = position({"hand": ["Punch First"], "deck": DECK, "runes": ["Body Rune"] * 2},
                    {"hand": ["Punch First"], "deck": DECK, "runes": ["Body Rune"] * 2,
                     "base": ["Ruin Runner", "Pit Rookie"]})
    g = game.state
    runner, rookie = cid(game, "Ruin Runner"), cid(game, "Pit Rookie")
    mine = next(c for c in g.players[0].hand)
    offered = {str(a) for a in game.legal_actions()}
    assert f"play #{mine} targeting #{rookie}" in offered
    assert f"play #{mine} targeting #{runner}" not in offered
    theirs = position({"hand": ["Punch First"], "deck": DECK, "runes": ["Body Rune"] * 2,
                       "base": ["Ruin Runner"]}, {"deck": DECK})
    spell, own = next(iter(theirs.state.players[0].hand)), cid(theirs, "Ruin Runner")
    assert f"play #{spell} targeting #{own}" in {str(a) for a in theirs.legal_actions()}


# --- Janna, Savior --------------------------------------------------------------------------------------

def janna_game():
    """P1's Vanguard Sergeant attacks battlefield 0, held by P0's damaged Pit Rookie; P0, with Focus,
    plays Janna, Savior (Reaction) to battlefield 0."""
    rookie = {"card": "Pit Rookie", "controller": 0, "damage": 1}
    game = position({"deck": DECK, "hand": ["Janna, Savior"], "runes": ["Calm Rune"] * 4},
                    {"deck": DECK, "base": [{"card": "Vanguard Sergeant", "exhausted": False}]},
                    battlefields=[{"controller": 0, "units": [rookie]}, {}], turn_player=1, turn=2)
    do(game, "P1: move Vanguard Sergeant to bf 0")
    play(game, "play Janna, Savior to bf 0")
    return game


def test_janna_heals_her_units_and_sends_the_attacker_home():
    """813, 418, 449, 355.13 (Janna, Savior; errata): played to the battlefield under attack, her Play
    Effect may choose the enemy Sergeant there (up to one); it heals P0's Rookie and moves the
    Sergeant to P1's base."""
    game = janna_game()
    sergeant, rookie = cid(game, "Vanguard Sergeant"), cid(game, "Pit Rookie")
    d = game.pending()
    assert d.context[0] == "trigger_targets" and {a.card for a in game.legal_actions()} == {-1, sergeant}
    game.apply(ChooseCard(sergeant))
    if game.pending().kind == "choose_card":
        game.apply(ChooseCard(-1))
    while game.state.chain:
        pass_(game)
    g = game.state
    assert g.units[rookie].damage == 0 and g.units[sergeant].loc < 0
    check_invariants(game)


def test_janna_choosing_no_enemy_still_heals():
    """355.13, 418 (Janna, Savior): choosing no enemy unit, the heal still happens; the Sergeant stays."""
    game = janna_game()
    game.apply(ChooseCard(-1))
    while game.state.chain:
        pass_(game)
    g = game.state
    assert g.units[cid(game, "Pit Rookie")].damage == 0
    assert g.units[cid(game, "Vanguard Sergeant")].loc == 0


# --- Emperor's Dais -------------------------------------------------------------------------------------

def dais_conquest(runes: list[str]):
    """P0's ready Daring Poro and Pit Rookie move to the empty Emperor's Dais (battlefield 0)."""
    game = position({"deck": DECK, "runes": runes,
                     "base": [{"card": "Daring Poro", "exhausted": False},
                              {"card": "Pit Rookie", "exhausted": False}]},
                    {"deck": DECK}, battlefields=[{"card": "Emperor's Dais"}, {}])
    do(game, "move Daring Poro, Pit Rookie to bf 0")
    while game.pending().kind in ("priority", "focus"):
        pass_(game)
    return game


def test_emperors_dais_pay_and_return_a_unit_for_a_sand_soldier():
    """383.3.a-b, 404, 187.3 (Emperor's Dais; errata): conquering it, P0 picks the Rookie there and pays
    1 Energy: the Rookie goes back to P0's hand as the cost is paid; resolved, a Sand Soldier token
    enters at battlefield 0."""
    game = dais_conquest(["Calm Rune"])
    poro, rookie = cid(game, "Daring Poro"), cid(game, "Pit Rookie")
    d = game.pending()
    assert d.context[0] == "trigger_may" and {a.card for a in game.legal_actions()} == {-1, poro, rookie}
    game.apply(ChooseCard(rookie))
    if game.pending().kind == "pay":
        game.apply(next(a for a in game.legal_actions() if isinstance(a, Pay)))
    assert rookie in game.state.players[0].hand
    while game.state.chain:
        pass_(game)
    g = game.state
    soldiers = [u for u in g.units.values() if g.cards[u.cid].name == "Sand Soldier"]
    assert len(soldiers) == 1 and soldiers[0].loc == 0 and soldiers[0].controller == 0
    check_invariants(game)


def test_emperors_dais_without_energy_can_only_decline():
    """383.3.b (Emperor's Dais): with no rune, the cost can't be paid: no unit returns, no token."""
    game = dais_conquest([])
    if game.pending().kind == "choose_card":
        assert {a.card for a in game.legal_actions()} == {-1}
        game.apply(ChooseCard(-1))
    settle(game)
    g = game.state
    assert not g.players[0].hand
    assert not [u for u in g.units.values() if g.cards[u.cid].name == "Sand Soldier"]


# --- Altar of Memories ----------------------------------------------------------------------------------

def test_altar_of_memories_draws_then_puts_a_hand_card_back():
    """383.1, 383.3.b, 413, 359.3.d (Altar of Memories): P0's Unsung Hero dies attacking the Sage; P0
    exhausts the Altar to draw 1, then puts the Vanguard Sergeant from their hand on the bottom of
    their Main Deck."""
    game = position({"deck": DECK, "hand": ["Vanguard Sergeant"], "gear": ["Altar of Memories"],
                     "base": [{"card": "Unsung Hero", "exhausted": False}]},
                    {"deck": DECK},
                    battlefields=[{"controller": 1, "units": [{"card": "Zephyr Sage", "controller": 1}]}, {}])
    altar, sergeant = cid(game, "Altar of Memories"), cid(game, "Vanguard Sergeant")
    do(game, "move Unsung Hero to bf 0")
    for _ in range(30):
        d = game.pending()
        if d.kind == "choose_card" and d.context[0] == "trigger_may":
            break
        game.apply(Pass() if d.kind in ("priority", "focus") else game.legal_actions()[0])
    assert game.pending().context[:2] == ("trigger_may", altar)
    game.apply(ChooseCard(altar))
    while game.pending().kind == "priority":
        pass_(game)
    d = game.pending()
    assert d.context[0] == "deck_put_pick" and sergeant in {a.card for a in game.legal_actions()}
    game.apply(ChooseCard(sergeant))
    assert game.pending().context[0] == "deck_put_where"
    game.apply(ChooseCard(-1))
    g = game.state
    assert g.gear[altar].exhausted and g.players[0].deck[0] == sergeant and len(g.players[0].hand) == 1
    check_invariants(game)


# --- Ezreal, Dashing ------------------------------------------------------------------------------------

def test_ezreal_dashing_shoots_on_attack_and_deals_no_combat_damage():
    """383.4.e, 417, 465.2 (Ezreal, Dashing): attacking battlefield 0 (P1's Pit Rookie and Shipyard
    Skulker), his ability deals his 3 Might to the chosen Skulker, which dies; in the combat he deals
    no damage, so the Rookie survives."""
    defenders = [{"card": "Pit Rookie", "controller": 1}, {"card": "Shipyard Skulker", "controller": 1}]
    game = position({"deck": DECK, "base": [{"card": "Ezreal, Dashing", "exhausted": False}]}, {"deck": DECK},
                    battlefields=[{"controller": 1, "units": defenders}, {}])
    ezreal, skulker = cid(game, "Ezreal, Dashing"), cid(game, "Shipyard Skulker")
    rookie = cid(game, "Pit Rookie")
    do(game, "move Ezreal, Dashing to bf 0")
    assert game.pending().context == ("ability_target", ezreal, "attack")
    do(game, "choose Shipyard Skulker")
    for _ in range(40):
        d = game.pending()
        if d.kind == "main" and not game.state.chain:
            break
        game.apply(Pass() if d.kind in ("priority", "focus") else game.legal_actions()[0])
    g = game.state
    assert skulker in g.players[1].trash and rookie in g.units
    assert not [e for e in game.log if e.kind == "damage" and e.data[0] == rookie]
    check_invariants(game)


def test_ezreal_dashing_moves_himself_to_base_for_a_mind_power():
    """377, 806, 449 (Ezreal, Dashing): at a battlefield, his Action ability (one Mind Power) moves him
    to his base (not a Standard Move: he stays ready)."""
    here = {"card": "Ezreal, Dashing", "controller": 0, "exhausted": False}
    game = position({"deck": DECK, "runes": ["Mind Rune"]}, {"deck": DECK},
                    battlefields=[{"controller": 0, "units": [here]}, {}])
    ezreal = cid(game, "Ezreal, Dashing")
    act = next(a for a in game.legal_actions() if isinstance(a, Activate) and a.source == ezreal)
    game.apply(act)
    settle(game)
    u = game.state.units[ezreal]
    assert u.loc < 0 and not u.exhausted
    check_invariants(game)


# --- Card Sharp -----------------------------------------------------------------------------------------

def card_sharp_game():
    game = position({"hand": ["Card Sharp"], "deck": DECK, "runes": ["Mind Rune"] * 4}, {"deck": DECK})
    play(game, "play Card Sharp to base")
    while game.pending().kind == "priority":
        pass_(game)
    return game, cid(game, "Card Sharp")


def test_card_sharp_the_opponent_takes_gold_so_its_controller_gets_one_more():
    """355.10.e, 180-186 (Card Sharp): P0 takes a Gold, then P1 decides and takes one: P0 plays one more
    (two Gold for P0, one for P1)."""
    game, sharp = card_sharp_game()
    d = game.pending()
    assert (d.player, d.context[0]) == (0, "gold_offer")
    game.apply(ChooseCard(sharp))
    d = game.pending()
    assert (d.player, d.context[0]) == (1, "gold_offer")
    game.apply(ChooseCard(sharp))
    settle(game)
    assert (len(gold_of(game, 0)), len(gold_of(game, 1))) == (2, 1)
    check_invariants(game)


def test_card_sharp_nobody_takes_gold():
    """355.10.e (Card Sharp): both decline: no Gold at all."""
    game, sharp = card_sharp_game()
    game.apply(ChooseCard(-1))
    game.apply(ChooseCard(-1))
    settle(game)
    assert not gold_of(game, 0) and not gold_of(game, 1)


# --- Rengar, Pouncing -----------------------------------------------------------------------------------

def test_rengar_pouncing_joins_the_battlefield_its_player_attacks():
    """355.2.b, 813, 464.2.c.3.a, 807 (Rengar, Pouncing): P0's Sergeant attacks P1's battlefield 0; with
    Focus, P0 may play Rengar (Reaction) to battlefield 0 (not to battlefield 1, which P1 controls);
    he joins as an attacker (3 + Assault 2) and the attackers beat the Sage."""
    game = position({"hand": ["Rengar, Pouncing"], "deck": DECK, "runes": ["Fury Rune"] * 4,
                     "base": [{"card": "Vanguard Sergeant", "exhausted": False}]},
                    {"deck": DECK},
                    battlefields=[{"controller": 1, "units": [{"card": "Zephyr Sage", "controller": 1}]},
                                  {"controller": 1, "units": [{"card": "Pit Rookie", "controller": 1}]}])
    rengar = cid(game, "Rengar, Pouncing")
    sage = cid(game, "Zephyr Sage", "bf 0")
    do(game, "move Vanguard Sergeant to bf 0")
    while game.pending().player != 0 or game.pending().kind not in ("focus", "priority"):
        game.apply(Pass() if game.pending().kind in ("priority", "focus") else game.legal_actions()[0])
    plays = {a.location for a in game.legal_actions() if isinstance(a, PlayUnit) and a.card == rengar}
    assert 0 in plays and 1 not in plays
    play(game, "play Rengar, Pouncing to bf 0")
    for _ in range(40):
        d = game.pending()
        if d.kind == "main" and not game.state.chain:
            break
        game.apply(Pass() if d.kind in ("priority", "focus") else game.legal_actions()[0])
    g = game.state
    assert sage in g.players[1].trash and g.battlefields[0].controller == 0
    check_invariants(game)


# --- Assembly Rig ---------------------------------------------------------------------------------------

def rig_activations(game) -> list:
    rig = cid(game, "Assembly Rig")
    return [a for a in game.legal_actions() if isinstance(a, Activate) and a.source == rig]


def test_assembly_rig_recycles_a_unit_card_for_a_mech():
    """377, 416, 187.4 (Assembly Rig): with a unit card (Pit Rookie) and a spell (Punch First) in the
    trash, the cost may recycle only the unit; activated, the Rookie goes to the Main Deck's bottom
    and a 3 Might Mech token enters P0's base."""
    game = position({"deck": DECK, "gear": ["Assembly Rig"], "runes": ["Fury Rune"] * 2,
                     "trash": ["Pit Rookie", "Punch First"]}, {"deck": DECK})
    rookie = cid(game, "Pit Rookie")
    acts = rig_activations(game)
    assert acts and all(a.trash == (rookie,) for a in acts)
    game.apply(acts[0])
    settle(game)
    g = game.state
    assert g.players[0].deck[0] == rookie and cid(game, "Punch First") in g.players[0].trash
    mechs = [u for u in g.units.values() if g.cards[u.cid].name == "Mech"]
    assert len(mechs) == 1 and mechs[0].loc < 0
    check_invariants(game)


def test_assembly_rig_needs_a_unit_card_in_the_trash():
    """377, 404 (Assembly Rig): with only a spell in the trash its cost can't be paid."""
    game = position({"deck": DECK, "gear": ["Assembly Rig"], "runes": ["Fury Rune"] * 2,
                     "trash": ["Punch First"]}, {"deck": DECK})
    assert rig_activations(game) == []


# --- Perched Grimwyrm -----------------------------------------------------------------------------------

def grimwyrm_locations(game) -> set[int]:
    grim = cid(game, "Perched Grimwyrm")
    return {a.location for a in game.legal_actions() if isinstance(a, PlayUnit) and a.card == grim}


def test_perched_grimwyrm_only_to_a_battlefield_conquered_this_turn():
    """355.2, 469.1 (Perched Grimwyrm): at first P0 may play it nowhere (not their base, not
    battlefield 1 they held before this turn); once their Poro conquers battlefield 0, only there."""
    game = position({"hand": ["Perched Grimwyrm"], "deck": DECK, "runes": ["Fury Rune"] * 4,
                     "base": [{"card": "Daring Poro", "exhausted": False}]}, {"deck": DECK},
                    battlefields=[{}, {"controller": 0, "units": [{"card": "Pit Rookie", "controller": 0}]}])
    assert grimwyrm_locations(game) == set()
    do(game, "move Daring Poro to bf 0")
    while game.state.chain or game.pending().kind == "focus":
        pass_(game)
    assert game.state.battlefields[0].controller == 0
    assert grimwyrm_locations(game) == {0}
    play(game, "play Perched Grimwyrm to bf 0")
    settle(game)
    assert game.state.units[cid(game, "Perched Grimwyrm")].loc == 0
    check_invariants(game)
