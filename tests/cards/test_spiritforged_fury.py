"""Scenario tests for the Spiritforged Fury cards of the first card wave (issue 12): Eager
Drakehound, Dunebreaker, Against the Odds, Sudden Storm, Spinning Axe, Gem Jammer, Draven, Glorious
Executioner, Bushwhack, Draven, Vanquisher, Danger Zone, Detonate, Lucian, Gunslinger and Ferrous
Forerunner. Each plays the card from a small position and checks what the rules make happen, with a
timing or targeting edge where the card has one. Rule numbers lead each docstring."""

from __future__ import annotations

from riftbound.actions import Activate, ChooseCard, PlayGear
from riftbound.cards import load_cards
from riftbound.checks import check_invariants
from riftbound.formats.position import dump_position, load_position
from riftbound.game import card_support
from tests.helpers import cited_clauses_missing
from tests.spell_helpers import card_text, cid, do, might_of, pass_, play, position

DECK = ["Stalwart Poro"] * 3
NAMES = ("Eager Drakehound", "Dunebreaker", "Against the Odds", "Sudden Storm", "Spinning Axe", "Gem Jammer",
         "Draven, Glorious Executioner", "Bushwhack", "Danger Zone", "Detonate",
         "Lucian, Gunslinger", "Ferrous Forerunner")  # Draven, Vanquisher: errata


def settle(game) -> None:
    """Pass until the chain is empty and no Priority or Focus is pending."""
    while game.state.chain or (game.pending() is not None and game.pending().kind in ("priority",)):
        pass_(game)


def test_the_cards_have_entries_and_no_errata():
    """103 (the card pool): each card has an entry the engine plays, and none has errata to read."""
    cards = load_cards()
    for name in NAMES:
        assert card_support(cards.by_name(name)) == "script", name
        assert card_text(name)["errata"] == [], name


# --- Eager Drakehound, Dunebreaker: entering ready ------------------------------------------------

def test_eager_drakehound_enters_ready():
    """369.3, 143.4.a (Eager Drakehound, Vanguard Sergeant): it enters the board ready; another unit
    played the same way enters exhausted (143.4)."""
    game = position({"hand": ["Eager Drakehound", "Vanguard Sergeant"], "deck": DECK,
                     "runes": ["Fury Rune"] * 9})
    play(game, "play Eager Drakehound to base")
    settle(game)
    play(game, "play Vanguard Sergeant to base")
    settle(game)
    g = game.state
    assert g.units[cid(game, "Eager Drakehound")].exhausted is False
    assert g.units[cid(game, "Vanguard Sergeant")].exhausted is True
    check_invariants(game)


def test_dunebreaker_enters_ready_only_with_two_cards_or_fewer_in_hand():
    """143.4.a, 369.3 (Dunebreaker): with two other cards left in hand as it enters it is ready; with
    three it enters exhausted (the count is taken as it enters, the unit itself no longer in hand)."""
    for others, ready in ((2, True), (3, False)):
        game = position({"hand": ["Dunebreaker"] + ["Daring Poro"] * others, "deck": DECK,
                         "runes": ["Fury Rune"] * 8})
        play(game, "play Dunebreaker to base")
        settle(game)
        assert game.state.units[cid(game, "Dunebreaker")].exhausted is (not ready), others


def test_dunebreaker_draws_two_when_it_holds():
    """383.4.d, 315.2.b.2 (Dunebreaker): P0 holds the battlefield Dunebreaker is at as their turn
    begins: its hold ability draws 2, on top of the Draw Phase's card; a Dunebreaker in base draws
    nothing."""
    game = load_position({
        "players": [{"deck": DECK, "rune_deck": ["Fury Rune"] * 4, "base": ["Dunebreaker"]},
                    {"deck": DECK}],
        "turn_player": 1, "turn": 2, "practice": True,
        "battlefields": [{"controller": 0, "units": [{"card": "Dunebreaker", "controller": 0}]}, {}]})
    do(game, "P1: end turn")
    settle(game)
    g = game.state
    assert len(g.players[0].hand) == 3  # 2 from the one that held, 1 from the Draw Phase
    assert [e.kind for e in game.log if e.kind == "draw"].count("draw") >= 2
    check_invariants(game)


# --- Against the Odds -----------------------------------------------------------------------------

def odds_game():
    return position({"hand": ["Against the Odds"], "deck": DECK, "runes": ["Fury Rune"] * 2},
                    {"deck": DECK, "base": ["Petty Officer"]},
                    battlefields=[{"units": [{"card": "Vanguard Sergeant", "controller": 0},
                                             {"card": "Daring Poro", "controller": 1},
                                             {"card": "Laurent Duelist", "controller": 1}]},
                                  {"controller": 0, "units": [{"card": "Mountain Drake", "controller": 0}]}])


def test_against_the_odds_counts_the_enemy_units_there():
    """477.3, 317.2.c (Against the Odds): the friendly unit at battlefield 0 gets +2 Might for each
    of the two enemy units there (+4); the enemy unit in P1's base is not counted; the change ends
    with the turn."""
    game = odds_game()
    sergeant = cid(game, "Vanguard Sergeant")
    before = might_of(game, sergeant)
    play(game, "play Against the Odds targeting Vanguard Sergeant")
    settle(game)
    assert might_of(game, sergeant) == before + 4
    assert game.state.units[sergeant].turn_might == 4
    check_invariants(game)


def test_against_the_odds_targets_only_friendly_units_at_battlefields_and_alone_gives_nothing():
    """355.5, 355.8 (Against the Odds): only P0's units at battlefields may be chosen (not enemy
    units, nor a unit in a base); chosen where no enemy unit is, it gives nothing (the count, 0, is
    taken as it resolves)."""
    game = odds_game()
    targets = {a.targets[0][0] for a in game.legal_actions() if getattr(a, "targets", None)}
    assert targets == {cid(game, "Vanguard Sergeant"), cid(game, "Mountain Drake")}
    drake = cid(game, "Mountain Drake")
    before = might_of(game, drake)
    play(game, "play Against the Odds targeting Mountain Drake")
    settle(game)
    assert might_of(game, drake) == before
    assert not any(e.kind == "might" for e in game.log)


# --- Sudden Storm ---------------------------------------------------------------------------------

def damage_events(game) -> list[tuple[int, int]]:
    """(unit, amount) of the damage spells and abilities dealt (417.1.b), in order."""
    return [(e.data[0], e.data[1]) for e in game.log if e.kind == "damage"]


def storm_attack():
    """P1 attacks battlefield 0, held by P0's Vanguard Sergeant, with a Mountain Drake; P0 has
    Focus first with Sudden Storm in hand."""
    game = load_position({
        "players": [{"deck": DECK, "hand": ["Sudden Storm"], "runes": ["Fury Rune"] * 3},
                    {"deck": DECK, "base": ["Mountain Drake"]}],
        "turn_player": 1, "turn": 2,
        "battlefields": [{"controller": 0, "units": [{"card": "Vanguard Sergeant", "controller": 0}]}, {}]})
    do(game, "P1: move Mountain Drake to bf 0")
    assert (game.pending().kind, game.pending().player) == ("focus", 0)
    return game


def test_sudden_storm_deals_four_to_an_attacker():
    """417, 464.2.c.3, 806 (Sudden Storm, Action): in the showdown of P1's attack P0 plays it on the
    attacking Mountain Drake: it is an attacker as the spell resolves, so it takes 4."""
    game = storm_attack()
    drake = cid(game, "Mountain Drake")
    play(game, "play Sudden Storm targeting Mountain Drake at bf 0")
    while game.state.chain:
        pass_(game)
    assert damage_events(game) == [(drake, 4)]
    check_invariants(game)


def test_sudden_storm_deals_two_to_a_defender():
    """417 (Sudden Storm): the same showdown, played on P0's own defending Sergeant: a defender is not
    attacking, so it takes 2."""
    game = storm_attack()
    sergeant = cid(game, "Vanguard Sergeant")
    play(game, "play Sudden Storm targeting Vanguard Sergeant at bf 0")
    while game.state.chain:
        pass_(game)
    assert damage_events(game) == [(sergeant, 2)]
    check_invariants(game)


def test_sudden_storm_can_only_target_units_at_battlefields():
    """355.5 (Sudden Storm): on P0's own turn a unit in a base can't be chosen."""
    game = position({"hand": ["Sudden Storm"], "deck": DECK, "runes": ["Fury Rune"] * 3,
                     "base": ["Daring Poro"]},
                    {"deck": DECK},
                    battlefields=[{"controller": 1,
                                   "units": [{"card": "Vanguard Sergeant", "controller": 1}]}, {}])
    targets = {a.targets[0][0] for a in game.legal_actions() if getattr(a, "targets", None)}
    assert targets == {cid(game, "Vanguard Sergeant")}
    play(game, "play Sudden Storm targeting Vanguard Sergeant")
    settle(game)
    assert game.state.units[cid(game, "Vanguard Sergeant")].damage == 2


# --- Spinning Axe ---------------------------------------------------------------------------------

def test_spinning_axe_quick_draw_attaches_and_gives_three_might():
    """819.1.d, 434.1.d, 718.4 (Spinning Axe): played, its Quick-Draw Play Effect attaches it to a
    unit of P0's; the unit has +3 Might."""
    game = position({"hand": ["Spinning Axe"], "deck": DECK, "runes": ["Fury Rune"] * 3,
                     "base": ["Vanguard Sergeant"]}, {"deck": DECK})
    axe, sergeant = cid(game, "Spinning Axe"), cid(game, "Vanguard Sergeant")
    before = might_of(game, sergeant)
    play(game, "play Spinning Axe")
    while game.pending() is not None and game.pending().kind != "main":
        acts = game.legal_actions()
        game.apply(acts[-1] if game.pending().kind == "choose_card" else acts[0])
    assert game.state.gear[axe].attached_to == sergeant
    assert might_of(game, sergeant) == before + 3
    check_invariants(game)


def test_spinning_axe_equip_costs_power_of_any_domain():
    """818.1.c.2 (Spinning Axe): its Equip cost is one Power of any domain: P0 with only Calm runes
    may activate it."""
    game = position({"gear": ["Spinning Axe"], "deck": DECK, "runes": ["Calm Rune"] * 2,
                     "base": ["Vanguard Sergeant"]}, {"deck": DECK})
    acts = [a for a in game.legal_actions() if isinstance(a, Activate)]
    assert acts and all(a.target == cid(game, "Vanguard Sergeant") for a in acts)
    game.apply(acts[0])
    if game.pending().kind == "pay":
        game.apply(game.legal_actions()[0])
    assert game.state.gear[cid(game, "Spinning Axe")].attached_to == cid(game, "Vanguard Sergeant")


def test_spinning_axe_temporary_kills_it_only_when_unattached():
    """816.1.b-c, 718.2, 721.2 (Spinning Axe): at the start of P0's Beginning Phase an unattached
    Axe is killed by its Temporary; an attached one's printed text is Inactive, so it stays."""
    for attached in (False, True):
        game = load_position({
            "players": [{"deck": DECK, "rune_deck": ["Fury Rune"] * 4, "gear": ["Spinning Axe"],
                         "base": ["Vanguard Sergeant"]}, {"deck": DECK}],
            "turn_player": 1, "turn": 2})
        if attached:
            game.state.gear[cid(game, "Spinning Axe")].attached_to = cid(game, "Vanguard Sergeant")
        do(game, "P1: end turn")
        settle(game)
        g = game.state
        axe = cid(game, "Spinning Axe")
        assert (axe in g.gear) is attached, attached
        assert (axe in g.players[0].trash) is (not attached)
        check_invariants(game)


# --- Gem Jammer ------------------------------------------------------------------------------------

def test_gem_jammer_gives_a_unit_ganking_for_the_turn():
    """801.3.a.2, 810, 317.2.c (Gem Jammer): its Play Effect's target, chosen as it goes on the
    chain, gains Ganking; the grant expires as the turn ends."""
    game = position({"hand": ["Gem Jammer"], "deck": DECK, "runes": ["Fury Rune"] * 2,
                     "base": ["Vanguard Sergeant"]}, {"deck": DECK})
    sergeant = cid(game, "Vanguard Sergeant")
    play(game, "play Gem Jammer to base")
    assert game.pending().kind == "choose_card"
    assert {a.card for a in game.legal_actions()} == {sergeant, cid(game, "Gem Jammer")}
    do(game, "choose Vanguard Sergeant")
    settle(game)
    assert game.state.units[sergeant].turn_keywords == ("Ganking",)
    do(game, "end turn")
    assert game.state.units[sergeant].turn_keywords == ()
    check_invariants(game)


# --- Draven, Glorious Executioner, and winning a combat ----------------------------------------------

def draven_attack(defender: str):
    """P0 (Draven's legend) attacks battlefield 0, held by P1's ``defender``, with a Vanguard
    Sergeant; every Priority and Focus is passed."""
    game = position({"deck": DECK, "legend": "Draven, Glorious Executioner",
                     "base": [{"card": "Vanguard Sergeant", "exhausted": False}]},
                    {"deck": DECK}, battlefields=[{"controller": 1, "units": [{"card": defender,
                                                                               "controller": 1}]}, {}])
    do(game, "move Vanguard Sergeant to bf 0")
    while game.pending().kind in ("priority", "focus"):
        pass_(game)
    return game


def test_draven_legend_draws_when_its_player_wins_a_combat_before_the_conquer():
    """466.3.a, 466.4, 466.5, 383.1 (Draven, Glorious Executioner, Pit Rookie): P0's Sergeant kills
    the defender, so P0 wins the combat; the legend's ability triggers then and resolves (P0 draws
    1) before P0 establishes control and conquers."""
    game = draven_attack("Pit Rookie")
    kinds = [e.kind for e in game.log]
    order = [kinds.index(k) for k in ("combat_result", "draw", "control", "conquer")]
    assert order == sorted(order)
    assert len(game.state.players[0].hand) == 1 and game.state.battlefields[0].controller == 0
    check_invariants(game)


def test_draven_legend_does_not_draw_when_the_combat_is_lost():
    """466.3.b (Draven, Glorious Executioner, Mountain Drake): the defender survives and the Sergeant
    dies: P0 lost, nothing is drawn."""
    game = draven_attack("Mountain Drake")
    assert ("combat_result" in [e.kind for e in game.log]) and "draw" not in [e.kind for e in game.log]
    assert not game.state.players[0].hand


# --- Bushwhack, Draven, Vanquisher: Gold tokens ----------------------------------------------------

GOLD = "sfd-t03"


def golds(game) -> list[tuple[int, int, bool]]:
    """(controller, location, exhausted) of each Gold token on the board."""
    g = game.state
    return sorted((x.controller, x.loc, x.exhausted) for x in g.gear.values() if g.cards[x.cid].id == GOLD)


def test_bushwhack_units_enter_ready_this_turn_and_a_gold_token():
    """390.4, 143.4.a, 369.3, 180-186 (Bushwhack): once it resolves a unit P0 plays enters ready, and
    an exhausted Gold gear token is in P0's base; a unit played before it entered exhausted; the
    effect ends with the turn (317.2.c)."""
    game = position({"hand": ["Bushwhack", "Vanguard Sergeant", "Daring Poro"], "deck": DECK,
                     "runes": ["Fury Rune"] * 12}, {"deck": DECK})
    play(game, "play Daring Poro to base")
    settle(game)
    play(game, "play Bushwhack")
    settle(game)
    assert golds(game) == [(0, -1, True)]
    play(game, "play Vanguard Sergeant to base")
    settle(game)
    g = game.state
    assert g.units[cid(game, "Vanguard Sergeant")].exhausted is False
    assert g.units[cid(game, "Daring Poro")].exhausted is True
    do(game, "end turn")
    assert not any(k.startswith("turn_effect:") for k in game.state.counts)
    check_invariants(game)


def vanquisher_attack(pay: bool):
    game = position({"deck": DECK, "runes": ["Fury Rune"] * 2,
                     "base": [{"card": "Draven, Vanquisher", "exhausted": False}]},
                    {"deck": DECK}, battlefields=[{"controller": 1, "units": [{"card": "Pit Rookie",
                                                                               "controller": 1}]}, {}])
    do(game, "move Draven, Vanquisher to bf 0")
    d = game.pending()
    assert (d.kind, d.context[0], d.context[2]) == ("choose_card", "trigger_may", "attack")
    do(game, "choose Draven, Vanquisher" if pay else "choose none")
    if pay:
        assert game.pending().kind == "pay"
        game.apply(game.legal_actions()[0])
    while game.pending().kind in ("priority", "focus"):
        pass_(game)
    return game


def test_draven_vanquisher_may_pay_fury_for_two_might_and_wins_a_gold_token():
    """383.3.a-b, 383.4.e, 466.3.a, 466.4 (Draven, Vanquisher, Pit Rookie): attacking, P0 pays one
    Fury Power as the ability is finalized: +2 Might for the turn; he kills the defender and wins
    the combat, which plays an exhausted Gold token before P0 conquers."""
    game = vanquisher_attack(pay=True)
    draven = cid(game, "Draven, Vanquisher")
    assert game.state.units[draven].turn_might == 2
    assert golds(game) == [(0, -1, True)]
    kinds = [e.kind for e in game.log]
    order = [kinds.index(k) for k in ("trigger_cost", "combat_result", "gear_token", "conquer")]
    assert order == sorted(order)
    check_invariants(game)


def test_draven_vanquisher_declining_gives_nothing():
    """383.3.a.2 (Draven, Vanquisher): declined, the attack ability leaves the chain; he still wins
    against the Rookie and plays a Gold token."""
    game = vanquisher_attack(pay=False)
    assert game.state.units[cid(game, "Draven, Vanquisher")].turn_might == 0
    assert "trigger_declined" in [e.kind for e in game.log]
    assert golds(game) == [(0, -1, True)]


# --- Danger Zone ---------------------------------------------------------------------------------------

def danger_game(runes: int):
    return position({"hand": ["Danger Zone"], "deck": DECK, "runes": ["Fury Rune"] * runes,
                     "base": ["Gem Jammer", "Vanguard Sergeant"]},
                    {"deck": DECK, "base": ["Mega-Mech"]})


def test_danger_zone_gives_only_the_players_own_mechs_one_might():
    """477.3, 317.2.c (Danger Zone): P0's Mech (Gem Jammer) gets +1 Might for the turn; P0's
    Sergeant (no Mech tag) and P1's Mega-Mech (an enemy Mech) don't; declining Repeat, once."""
    game = danger_game(2)
    jammer, sergeant, mega = cid(game, "Gem Jammer"), cid(game, "Vanguard Sergeant"), cid(game, "Mega-Mech")
    do(game, "play Danger Zone")
    if game.pending().kind == "choose_card":
        game.apply(ChooseCard(-1))
    if game.pending().kind == "pay":
        game.apply(game.legal_actions()[0])
    settle(game)
    g = game.state
    assert [g.units[c].turn_might for c in (jammer, sergeant, mega)] == [1, 0, 0]
    check_invariants(game)


def test_danger_zone_repeated_gives_two():
    """820.1.d, 820.1.c (Danger Zone): paying the Repeat cost (1 Energy and one Power of any domain,
    here a Fury rune) executes it twice: the Mech gets +2 Might."""
    game = danger_game(4)
    dz, jammer = cid(game, "Danger Zone"), cid(game, "Gem Jammer")
    do(game, "play Danger Zone")
    d = game.pending()
    assert d.kind == "choose_card" and d.context == ("repeat", dz)
    game.apply(ChooseCard(dz))
    while game.pending().kind == "pay":
        game.apply(game.legal_actions()[0])
    settle(game)
    assert game.state.units[jammer].turn_might == 2
    check_invariants(game)


# --- Detonate -----------------------------------------------------------------------------------------

def test_detonate_kills_any_gear_and_its_controller_draws_two():
    """355.5, 718.5.b, 428, 413 (Detonate, Orb of Regret, Scrapheap): any gear on the board may be
    chosen, P0's or P1's; P0 kills P1's Orb: it goes to P1's trash and P1 (its controller) draws 2,
    P0 nothing."""
    game = position({"hand": ["Detonate"], "deck": DECK, "runes": ["Fury Rune"] * 2, "gear": ["Scrapheap"]},
                    {"deck": DECK, "gear": ["Orb of Regret"]})
    orb, heap = cid(game, "Orb of Regret"), cid(game, "Scrapheap")
    targets = {a.targets[0][0] for a in game.legal_actions() if getattr(a, "targets", None)}
    assert targets == {orb, heap}
    play(game, "play Detonate targeting Orb of Regret")
    settle(game)
    g = game.state
    assert orb not in g.gear and orb in g.players[1].trash
    assert len(g.players[1].hand) == 2 and not g.players[0].hand
    check_invariants(game)


def test_detonate_with_no_gear_on_the_board_cannot_be_played():
    """355.8 (Detonate): with no gear on the board it has no legal target and is not offered."""
    game = position({"hand": ["Detonate"], "deck": DECK, "runes": ["Fury Rune"] * 2}, {"deck": DECK})
    assert not [a for a in game.legal_actions() if getattr(a, "card", None) == cid(game, "Detonate")]


# --- Lucian, Gunslinger ----------------------------------------------------------------------------------

def lucian_attacks(dirk: bool):
    """P0's Lucian attacks battlefield 0, held by P1's Mountain Drake; with Serrated Dirk (Assault 2
    in its effect text) attached to him or not."""
    game = position({"deck": DECK, "base": [{"card": "Lucian, Gunslinger", "exhausted": False}],
                     "gear": ["Serrated Dirk"]},
                    {"deck": DECK}, battlefields=[{"controller": 1, "units": [{"card": "Mountain Drake",
                                                                               "controller": 1}]}, {}])
    if dirk:
        game.state.gear[cid(game, "Serrated Dirk")].attached_to = cid(game, "Lucian, Gunslinger")
    do(game, "move Lucian, Gunslinger to bf 0")
    while game.state.chain or game.pending().kind == "choose_card":
        if game.pending().kind == "choose_card":
            game.apply(game.legal_actions()[0])
        else:
            pass_(game)
    return game


def test_lucian_gunslinger_deals_his_assault_when_he_attacks():
    """807.1-807.2, 383.4.e, 417 (Lucian, Gunslinger, Mountain Drake): attacking, his ability deals
    the Drake damage equal to his Assault: 1 (printed)."""
    game = lucian_attacks(dirk=False)
    assert damage_events(game) == [(cid(game, "Mountain Drake"), 1)]


def test_lucian_gunslinger_counts_assault_from_his_equipment():
    """718.3, 807.2 (Lucian, Gunslinger, Serrated Dirk): with the Dirk's Assault 2 attached his
    Assault is 3, and so is the damage."""
    game = lucian_attacks(dirk=True)
    assert damage_events(game) == [(cid(game, "Mountain Drake"), 3)]
    check_invariants(game)


# --- Ferrous Forerunner ---------------------------------------------------------------------------------

def test_ferrous_forerunner_deathknell_plays_two_mech_tokens_in_base():
    """808, 383.2.c, 182, 187.4 (Ferrous Forerunner, Void Seeker): killed at a battlefield by P1's
    spell, its Deathknell triggers from the trash and plays two exhausted 3 Might Mech tokens in P0's
    base (not where it died)."""
    game = position({"deck": DECK}, {"deck": DECK, "hand": ["Void Seeker"], "runes": ["Fury Rune"] * 3},
                    battlefields=[{"controller": 0,
                                   "units": [{"card": "Ferrous Forerunner", "controller": 0}]}, {}],
                    turn=2, turn_player=1)
    ff = cid(game, "Ferrous Forerunner")
    game.state.units[ff].damage = 3  # (Void Seeker's 4 then kills its 6 Might)
    play(game, "P1: play Void Seeker targeting Ferrous Forerunner")
    while game.pending().kind == "priority":
        pass_(game)
    g = game.state
    assert ff in g.players[0].trash
    mechs = [u for u in g.units.values() if g.cards[u.cid].name == "Mech"]
    assert [(u.controller, u.loc, u.exhausted) for u in mechs] == [(0, -1, True), (0, -1, True)]
    assert all(might_of(game, u.cid) == 3 for u in mechs)
    check_invariants(game)


def test_positions_round_trip_and_rules_cited():
    """The positions these tests build dump and load to the same state; every rule the tests cite
    exists."""
    game = odds_game()
    assert load_position(dump_position(game)).state.key() == game.state.key()
    assert PlayGear  # imported for the Quick-Draw tests' actions
    assert not cited_clauses_missing(globals())
