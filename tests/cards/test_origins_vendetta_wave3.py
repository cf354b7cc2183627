"""Scenario tests for the Origins and Vendetta cards of card wave 2's third sweep (issue 13, sweep O).
Each plays the card from a small position and checks what the rules make happen, with a timing,
cost or targeting edge where the card has one. Rule numbers lead each docstring."""

from __future__ import annotations

import pytest

from riftbound.actions import Activate, ChooseCard, ChooseOpponent, Pass
from riftbound.cards import load_cards
from riftbound.checks import check_invariants
from riftbound.engine.choices import CARD_CHOICES
from riftbound.engine.granted import unit_has_keyword
from riftbound.engine.points import victory_score
from riftbound.formats.notation import parse_action
from riftbound.formats.position import dump_position, load_position
from riftbound.game import card_support
from riftbound.state import ATTACKER, DEFENDER
from tests.spell_helpers import card_text, cid, do, might_of, pass_, pay, play, position

DECK = ["Daring Poro"] * 3
#: P1 holds battlefield 0 with a Vanguard Sergeant (3 Might); battlefield 1 is open
SERGEANT_AT_BF0 = [{"controller": 1, "units": [{"card": "Vanguard Sergeant", "controller": 1}]}, {}]
NAMES = ("Ruthless Strike", "Rampage", "Blade Twirler", "Yasuo, Windrider", "Unyielding Spirit",
         "Gemcraft Seer", "Captain Farron", "Taric, Protector", "Siphon Power", "Clairvoyance",
         "Tryndamere, Barbarian", "Ekko, Recurrent", "Mournful Witness", "Ember Monk",
         "Aspirant's Climb",
         "Eclipse Herald", "Hungry Wolf")
ERRATA = {"Clockwork Keeper"}


def settle(game) -> None:
    """Pass Priority and Focus until no chain item waits (a decision of a card is left to the test)."""
    while game.pending() is not None and game.pending().kind in ("priority", "focus") and game.state.chain:
        pass_(game)


def test_the_cards_have_entries_and_their_errata_is_read():
    """103 (the card pool): each card of this sweep has an entry the engine plays; the errata of those
    that have one is read (tests/test_sets.py)."""
    cards = load_cards()
    for name in (*NAMES, *ERRATA):
        assert card_support(cards.by_name(name)) == "script", name
        assert (card_text(name)["errata"] != []) is (name in ERRATA), name


# --- Ruthless Strike: an optional discard as an additional cost -------------------------------------

def _ruthless(discard: bool):
    game = position({"deck": DECK, "hand": ["Ruthless Strike", "Mystic Poro"],
                     "runes": ["Fury Rune"] * 3},
                    {"deck": DECK, "base": ["Vanguard Sergeant"]},
                    battlefields=[{"controller": 1, "units": [{"card": "Stalwart Poro", "controller": 1}]},
                                  {}])
    strike, poro = cid(game, "Ruthless Strike"), cid(game, "Mystic Poro")
    game.apply(parse_action(game, "play Ruthless Strike targeting Stalwart Poro"))
    d = game.pending()
    assert (d.kind, d.context[0]) == ("choose_card", "spell_extra")
    assert set(a.card for a in game.legal_actions()) == {-1, poro}  # 356.2.b.1: don't, or this card
    game.apply(ChooseCard(poro if discard else -1))
    if game.pending().kind == "pay":
        pay(game)
    return game, strike, poro


def test_ruthless_strike_deals_five_when_a_card_was_discarded_for_it():
    """356.2.b.1, 357.2, 422.1 (Ruthless Strike): choosing to discard as it is played, the card goes
    to the trash as the cost is paid (before the spell resolves) and the strike deals 5."""
    game, strike, poro = _ruthless(True)
    settle(game)
    g = game.state
    assert poro in g.players[0].trash and poro not in g.players[0].hand
    kinds = [e.kind for e in game.log]
    assert kinds.index("discard") < kinds.index("finalize") < kinds.index("resolve")  # 357.2
    target = cid(game, "Stalwart Poro")
    assert (target, 5) in {(e.data[0], e.data[1]) for e in game.log if e.kind == "damage"}
    assert target not in g.units
    check_invariants(game)


def test_ruthless_strike_deals_three_without_the_discard():
    """356.2.b.1, 383.2.a.1 (Ruthless Strike): not paying the additional cost, the hand keeps its card
    and the strike deals 3."""
    game, strike, poro = _ruthless(False)
    settle(game)
    g = game.state
    assert poro in g.players[0].hand
    target = cid(game, "Stalwart Poro")
    assert any(e.kind == "damage" and e.data[1] == 3 for e in game.log if e.data and e.data[0] == target)
    assert "optional_spell_cost" not in [e.kind for e in game.log]


def test_ruthless_strike_offers_no_discard_with_an_empty_hand():
    """355.1.a, 422.4 (Ruthless Strike): with no card left in hand there is nothing to discard: no
    decision is asked, the payment comes at once."""
    game = position({"deck": DECK, "hand": ["Ruthless Strike"], "runes": ["Fury Rune"] * 3},
                    {"deck": DECK}, battlefields=SERGEANT_AT_BF0)
    game.apply(parse_action(game, "play Ruthless Strike targeting Vanguard Sergeant"))
    assert "optional_spell_cost" not in [e.kind for e in game.log]


# --- Rampage: an optional Power as an additional cost, then a fight --------------------------------

def _rampage(runes: list[str], pay_body: bool | None):
    game = position({"deck": DECK, "hand": ["Rampage"], "runes": runes, "base": ["Vanguard Sergeant"]},
                    {"deck": DECK, "base": ["Stalwart Poro", "Tideturner"]})
    rampage = cid(game, "Rampage")
    game.apply(parse_action(game, "play Rampage targeting Vanguard Sergeant, Tideturner"))
    if pay_body is not None:
        d = game.pending()
        assert (d.kind, d.context) == ("choose_card", ("spell_extra", rampage))
        assert set(a.card for a in game.legal_actions()) == {-1, rampage}
        game.apply(ChooseCard(rampage if pay_body else -1))
    if game.pending().kind == "pay":
        pay(game)
    return game


def test_rampage_paid_gives_plus_two_before_the_units_trade_damage():
    """356.2.b.1, 477.3, 417.6.b.3 (Rampage): with the Body Power paid the friendly Vanguard Sergeant
    gets +2 first, then it and the enemy Tideturner deal their Mights to each other: the raised Might
    to the Tideturner, the Tideturner's to the Sergeant."""
    game = _rampage(["Body Rune"] * 4, True)
    sergeant, tide = cid(game, "Vanguard Sergeant"), cid(game, "Tideturner")
    tide_might = load_cards().by_name("Tideturner").might
    sergeant_might = load_cards().by_name("Vanguard Sergeant").might
    settle(game)
    dealt = {(e.data[0], e.data[1]) for e in game.log if e.kind == "damage"}
    assert (tide, sergeant_might + 2) in dealt
    assert (sergeant, tide_might) in dealt


def test_rampage_unpaid_deals_the_printed_mights_and_cant_pay_without_the_power():
    """355.16, 356.2.b.1 (Rampage): without the extra Power the Sergeant deals its printed Might;
    with only 3 runes the extra Power can't be paid, so no choice is offered at all."""
    game = _rampage(["Body Rune"] * 4, False)
    settle(game)
    tide = cid(game, "Tideturner")
    dealt = {(e.data[0], e.data[1]) for e in game.log if e.kind == "damage"}
    assert (tide, load_cards().by_name("Vanguard Sergeant").might) in dealt
    game = _rampage(["Body Rune"] * 3, None)  # no "spell_extra" decision was asked
    assert "optional_spell_cost" not in [e.kind for e in game.log]


# --- Clockwork Keeper: an optional Calm Power, its Play Effect only if paid -------------------------

def _keeper(pay_calm: bool):
    game = position({"deck": DECK, "hand": ["Clockwork Keeper"], "runes": ["Calm Rune"] * 4},
                    {"deck": DECK})
    keeper = cid(game, "Clockwork Keeper")
    game.apply(parse_action(game, "play Clockwork Keeper to base"))
    d = game.pending()
    assert (d.kind, d.context[0]) == ("choose_card", "cost_extra")
    game.apply(ChooseCard(keeper if pay_calm else -1))
    if game.pending().kind == "pay":
        pay(game)
    return game


def test_clockwork_keeper_draws_only_if_the_calm_power_was_paid():
    """Errata 2025-10-28, 355.1.a, 356.2.b.1, 383.2.a.1 (Clockwork Keeper): paying the extra Calm Power
    its Play Effect triggers and P0 draws 1; not paying it, it doesn't trigger at all."""
    game = _keeper(True)
    settle(game)
    assert len(game.state.players[0].hand) == 1  # the Keeper left the hand, a card came in
    assert [e.kind for e in game.log].count("draw") == 1
    game = _keeper(False)
    settle(game)
    assert game.state.players[0].hand == []
    assert "draw" not in [e.kind for e in game.log]


# --- Blade Twirler and Yasuo, Windrider: "the Nth time I move each turn" ---------------------------

#: both battlefields P0's (a Stalwart Poro holds each): moving there conquers nothing
OURS = [{"controller": 0, "units": ["Stalwart Poro"]}, {"controller": 0, "units": ["Stalwart Poro"]}]


def test_blade_twirler_first_move_lets_its_controller_pick_a_player_who_burns_one():
    """383.1, 383.2.a.1, 440 (Blade Twirler): its first move this turn triggers it; as it resolves
    its controller chooses a player (P1 here; P0 was offered too) who puts their top card into their
    trash. Its second move this turn does not trigger it."""
    game = position({"deck": DECK, "hand": ["Ride The Wind", "Ride The Wind"], "runes": ["Chaos Rune"] * 8,
                     "base": ["Blade Twirler"]}, {"deck": DECK}, battlefields=OURS)
    twirler = cid(game, "Blade Twirler")
    play(game, "play Ride The Wind targeting Blade Twirler to bf 1")
    settle(game)
    d = game.pending()
    assert d.kind == "choose_opponent" and set(d.context.seats) == {0, 1}
    game.apply(ChooseOpponent(1))
    settle(game)
    assert len(game.state.players[1].trash) == 1 and len(game.state.players[1].deck) == 2
    assert game.state.units[twirler].loc == 1
    play(game, "play Ride The Wind targeting Blade Twirler to bf 0")
    settle(game)
    assert game.state.units[twirler].loc == 0
    assert game.pending().kind == "main"  # no second trigger
    assert len(game.state.players[1].trash) == 1 and len(game.state.players[0].trash) == 2
    check_invariants(game)


def test_blade_twirler_controller_may_choose_themselves():
    """440, 303.2.a (Blade Twirler): "a player" includes its controller: choosing P0, P0 burns 1."""
    game = position({"deck": DECK, "runes": ["Chaos Rune"] * 2, "base": ["Blade Twirler"]},
                    {"deck": DECK}, battlefields=OURS)
    do(game, "move Blade Twirler to bf 0")
    settle(game)
    game.apply(ChooseOpponent(0))
    settle(game)
    assert len(game.state.players[0].deck) == 2 and len(game.state.players[0].trash) == 1
    assert game.state.players[1].trash == []


def test_yasuo_windrider_scores_on_his_third_move_only():
    """383.1, 383.2.a.1, 194.1.c (Yasuo, Windrider): a Standard Move, an effect's move and a Ganking
    move in one turn: nothing on the first two, 1 point on the third."""
    game = position({"deck": DECK, "hand": ["Ride The Wind"], "runes": ["Chaos Rune"] * 4,
                     "base": ["Yasuo, Windrider"]}, {"deck": DECK}, battlefields=OURS)
    yasuo = cid(game, "Yasuo, Windrider")
    do(game, "move Yasuo, Windrider to bf 0")
    settle(game)
    play(game, "play Ride The Wind targeting Yasuo, Windrider to bf 1")
    settle(game)
    assert game.state.points[0] == 0 and game.state.units[yasuo].loc == 1
    do(game, "move Yasuo, Windrider to bf 0")
    settle(game)
    assert game.state.points[0] == 1


# --- Unyielding Spirit: all spell and ability damage prevented this turn ---------------------------

def test_unyielding_spirit_as_a_reaction_prevents_the_strike_it_answers():
    """437.1.b.1.b, 437.4, 813 (Unyielding Spirit): P1 answers P0's Ruthless Strike with it; it
    resolves first, so the strike's 3 damage to P1's unit is prevented whole and nothing is dealt.
    The effect lasts the turn only: the turn's counts, gone when the next turn starts (317.2.c)."""
    game = position({"deck": DECK, "hand": ["Ruthless Strike"], "runes": ["Fury Rune"] * 3},
                    {"deck": DECK, "hand": ["Unyielding Spirit"], "runes": ["Body Rune"] * 3},
                    battlefields=[{"controller": 1, "units": [{"card": "Stalwart Poro", "controller": 1}]},
                                  {}])
    poro = cid(game, "Stalwart Poro")
    play(game, "play Ruthless Strike targeting Stalwart Poro")
    assert game.pending().player == 1 and game.pending().kind == "priority"
    play(game, "play Unyielding Spirit")
    settle(game)
    assert poro in game.state.units and game.state.units[poro].damage == 0
    assert not [e for e in game.log if e.kind == "damage"]
    assert "prevented" in [e.kind for e in game.log]
    assert game.state.counts.get("prevent_effect_damage") == 1
    do(game, "end turn")
    assert "prevent_effect_damage" not in game.state.counts


def test_unyielding_spirit_keeps_damage_already_dealt_and_prevents_both_sides_of_a_fight():
    """437.1.b.1.b (Unyielding Spirit): damage marked before it resolves stays; a later Rampage's
    mutual damage (spell damage) is prevented on both sides."""
    game = position({"deck": DECK, "hand": ["Unyielding Spirit", "Rampage"], "runes": ["Body Rune"] * 8,
                     "base": [{"card": "Vanguard Sergeant", "damage": 1}]},
                    {"deck": DECK, "base": ["Tideturner"]})
    sergeant, tide = cid(game, "Vanguard Sergeant"), cid(game, "Tideturner")
    play(game, "play Unyielding Spirit")
    settle(game)
    game.apply(parse_action(game, "play Rampage targeting Vanguard Sergeant, Tideturner"))
    if game.pending().kind == "choose_card":
        game.apply(ChooseCard(-1))
    if game.pending().kind == "pay":
        pay(game)
    settle(game)
    assert game.state.units[sergeant].damage == 1 and game.state.units[tide].damage == 0
    assert [e.kind for e in game.log].count("prevented") == 2


# --- Gemcraft Seer, Captain Farron, Taric, Protector: keyword auras on other friendly units -------

def _predicts(game) -> int:
    """Answer every predict decision by keeping the card on top (after ordering the abilities,
    383.3.d); how many there were."""
    n = 0
    if game.pending().kind == "order_triggers":
        game.apply(game.legal_actions()[0])
    while game.pending().kind == "choose_card" and game.pending().context[0] == "predict":
        game.apply(ChooseCard(-1))
        n += 1
        settle(game)
    return n


def test_gemcraft_seer_predicts_itself_and_gives_other_friendly_units_vision():
    """817.1.b, 817.2, 364.1, 740.1.a (Gemcraft Seer): played, it predicts once (its own Vision; its
    aura skips itself); with it on the board a Mystic Poro predicts twice (its own Vision and the
    Seer's), a Vanguard Sergeant once; an enemy unit gets nothing."""
    game = position({"deck": DECK, "hand": ["Gemcraft Seer", "Mystic Poro", "Vanguard Sergeant"],
                     "runes": ["Mind Rune"] * 12}, {"deck": DECK, "base": ["Stalwart Poro"]})
    play(game, "play Gemcraft Seer to base")
    assert _predicts(game) == 1
    play(game, "play Mystic Poro to base")
    assert _predicts(game) == 2
    play(game, "play Vanguard Sergeant to base")
    assert _predicts(game) == 1
    g = game.state
    sergeant, enemy = cid(game, "Vanguard Sergeant"), cid(game, "Stalwart Poro")
    seer = cid(game, "Gemcraft Seer")
    assert unit_has_keyword(g, g.units[sergeant], "Vision")  # 817.3: a characteristic
    assert not unit_has_keyword(g, g.units[enemy], "Vision")
    assert unit_has_keyword(g, g.units[seer], "Vision")  # its printed one


def test_taric_and_captain_farron_reach_other_friendly_units_at_their_location_only():
    """364.1, 814, 807.1.c, 807.2 (Taric, Protector; Captain Farron): at battlefield 0 with P0's
    Vanguard Sergeant, the Sergeant has Shield (+1 as a defender) and Assault (+1 as an attacker);
    P0's unit in base gets neither; Taric's own Shield is only its printed one."""
    game = position({"deck": DECK, "base": ["Mystic Poro"]}, {"deck": DECK},
                    battlefields=[{"controller": 0, "units": ["Taric, Protector", "Captain Farron",
                                                              "Vanguard Sergeant"]}, {}])
    g = game.state
    sergeant, poro, taric = (g.units[cid(game, n)] for n in ("Vanguard Sergeant", "Mystic Poro",
                                                                 "Taric, Protector"))
    base = might_of(game, sergeant.cid)
    assert unit_has_keyword(g, sergeant, "Shield") and unit_has_keyword(g, sergeant, "Assault")
    assert not unit_has_keyword(g, poro, "Shield") and not unit_has_keyword(g, poro, "Assault")
    sergeant.role = DEFENDER
    assert might_of(game, sergeant.cid) == base + 1
    sergeant.role = ATTACKER
    assert might_of(game, sergeant.cid) == base + 1
    sergeant.role = 0
    taric_base = might_of(game, taric.cid)
    taric.role = DEFENDER
    printed = load_cards().by_name("Taric, Protector").shield
    assert might_of(game, taric.cid) == taric_base + printed
    taric.role = 0


# --- Siphon Power: a battlefield as its target ------------------------------------------------------

def test_siphon_power_raises_friendly_and_lowers_enemy_units_there_not_below_one():
    """355.10.b, 477.3, 317.2.c (Siphon Power): aimed at battlefield 0 (P1's Vanguard Sergeant and
    Sharkling), the Sergeant gets -1, the 1 Might Sharkling none (not below 1); P0's unit at
    battlefield 1 is not there and keeps its Might. Aimed at battlefield 1 later, P0's unit gets +1."""
    game = position({"deck": DECK, "hand": ["Siphon Power", "Siphon Power"], "runes": ["Mind Rune"] * 8},
                    {"deck": DECK},
                    battlefields=[{"controller": 1, "units": [{"card": "Vanguard Sergeant", "controller": 1},
                                                              {"card": "Sharkling", "controller": 1}]},
                                  {"controller": 0, "units": ["Mystic Poro"]}])
    sergeant, shark, poro = cid(game, "Vanguard Sergeant"), cid(game, "Sharkling"), cid(game, "Mystic Poro")
    before = {c: might_of(game, c) for c in (sergeant, shark, poro)}
    play(game, "play Siphon Power to bf 0")
    settle(game)
    assert might_of(game, sergeant) == before[sergeant] - 1
    assert might_of(game, shark) == before[shark] == 1
    assert might_of(game, poro) == before[poro]
    play(game, "play Siphon Power to bf 1")
    settle(game)
    assert might_of(game, poro) == before[poro] + 1


# --- Clairvoyance: Predict 5, then draw 2 -------------------------------------------------------------

PREDICT_DECK = ["Vanguard Sergeant", "Daring Poro", "Stalwart Poro", "Mystic Poro", "Tideturner",
                "Sharkling", "Petty Officer"]  # top first


def _clairvoyance():
    game = position({"deck": PREDICT_DECK, "hand": ["Clairvoyance"], "runes": ["Mind Rune"] * 7},
                    {"deck": DECK})
    play(game, "play Clairvoyance")
    settle(game)
    return game


def test_clairvoyance_recycles_the_picks_orders_the_rest_then_draws_two():
    """436.1.a, 416.5, 413 (Clairvoyance): of the top 5, P0 recycles Vanguard Sergeant and Stalwart
    Poro (both to the bottom), puts Tideturner on top, then Daring Poro, Mystic Poro last; the draw
    of 2 then takes Tideturner and Daring Poro."""
    game = _clairvoyance()
    name = {c: game.state.cards[c].name for c in game.state.players[0].deck}
    by = {n: c for c, n in name.items()}
    d = game.pending()
    assert (d.kind, d.context[0]) == ("choose_card", "predict_recycle")
    assert set(a.card for a in game.legal_actions()) == {-1, *(by[n] for n in PREDICT_DECK[:5])}
    game.apply(ChooseCard(by["Vanguard Sergeant"]))
    assert by["Vanguard Sergeant"] not in [a.card for a in game.legal_actions()]
    game.apply(ChooseCard(by["Stalwart Poro"]))
    game.apply(ChooseCard(-1))
    d = game.pending()
    assert d.context[0] == "predict_order"
    kept = {by["Daring Poro"], by["Mystic Poro"], by["Tideturner"]}
    assert set(a.card for a in game.legal_actions()) == kept
    game.apply(ChooseCard(by["Tideturner"]))
    game.apply(ChooseCard(by["Daring Poro"]))  # Mystic Poro is then the only one left: no decision
    settle(game)
    p = game.state.players[0]
    assert {name[c] for c in p.hand} == {"Tideturner", "Daring Poro"}
    assert name[p.deck[-1]] == "Mystic Poro"  # top now
    assert {name[c] for c in p.deck[:2]} == {"Vanguard Sergeant", "Stalwart Poro"}  # the bottom two
    assert [name[c] for c in p.deck[2:-1]] == ["Petty Officer", "Sharkling"]  # untouched, under the 5


def test_clairvoyance_with_a_short_deck_predicts_what_there_is():
    """436.4, 436.4.a (Clairvoyance): with 2 cards in the deck it predicts 2, no Burn Out; keeping
    both in their order and drawing 2 empties the deck (the draw of 2 is then exact)."""
    game = position({"deck": ["Vanguard Sergeant", "Daring Poro"], "hand": ["Clairvoyance"],
                     "runes": ["Mind Rune"] * 7}, {"deck": DECK})
    play(game, "play Clairvoyance")
    settle(game)
    assert len([a for a in game.legal_actions()]) == 3  # -1 and the two cards
    game.apply(ChooseCard(-1))
    game.apply(ChooseCard(next(c for c in game.state.players[0].deck
                                if game.state.cards[c].name == "Daring Poro")))
    settle(game)
    assert game.state.players[0].deck == [] and len(game.state.players[0].hand) == 2
    assert "burn_out" not in [e.kind for e in game.log]


def test_a_predict_in_progress_round_trips_through_a_position():
    """Position format, 436.1.a (Clairvoyance): mid-predict (one card picked to recycle), the
    position is written and read back with the same decision and options."""
    game = _clairvoyance()
    first = game.state.players[0].deck[-1]
    game.apply(ChooseCard(first))
    again = load_position(dump_position(game))
    assert again.pending() == game.pending()
    assert again.legal_actions() == game.legal_actions()
    again.apply(ChooseCard(-1))
    assert again.pending().context[0] == "predict_order"


# --- Tryndamere, Barbarian: 5 or more excess damage assigned ----------------------------------------

@pytest.mark.parametrize("defender, scores", [("Pit Rookie", True), ("Stalwart Poro", True),
                                              ("Vanguard Sergeant", False)])
def test_tryndamere_barbarian_scores_after_an_attack_with_five_excess(defender, scores):
    """465.2.c.3-4, 383.2.a.1, 194.1.c, ruling 96 (Tryndamere, Barbarian): his 8 damage against a 2
    Might unit is 6 beyond lethal, against a defending Stalwart Poro (3 with Shield) exactly 5: he
    conquers and P0 gains 1 more point; against a 4 Might unit only 4: no trigger."""
    game = position({"deck": DECK, "base": ["Tryndamere, Barbarian"]}, {"deck": DECK},
                    battlefields=[{"controller": 1, "units": [{"card": defender, "controller": 1}]}, {}])
    do(game, "move Tryndamere, Barbarian to bf 0")
    for _ in range(40):
        d = game.pending()
        if d is None or d.kind == "main":
            break
        acts = game.legal_actions()
        game.apply(Pass() if Pass() in acts else acts[0])
    g = game.state
    assert g.battlefields[0].controller == 0
    tryn = cid(game, "Tryndamere, Barbarian")
    assert any(e.kind == "trigger" and tryn in e.data for e in game.log) is scores
    assert g.points[0] == (2 if scores else 1)  # the conquest's point, and his


# --- Ekko, Recurrent: Deathknell, recycle me to ready your runes -----------------------------------

def test_ekko_recurrent_dies_is_recycled_as_the_cost_and_readies_his_players_runes():
    """808.1.c, 383.3.b-b.1, 416.1, 415 (Ekko, Recurrent): P0's own Ruthless Strike (5 with the
    discard) kills Ekko; his Deathknell is finalized by recycling his card from the trash to the
    bottom of P0's deck, and as it resolves every rune of P0 readies, also those just spent."""
    ex = {"exhausted": True}
    game = position({"deck": DECK, "hand": ["Ruthless Strike", "Mystic Poro"],
                     "runes": ["Fury Rune"] * 3 + [{"card": "Mind Rune", **ex}] * 2},
                    {"deck": DECK},
                    battlefields=[{"controller": 0, "units": ["Ekko, Recurrent"]}, {}])
    ekko = cid(game, "Ekko, Recurrent")
    game.apply(parse_action(game, "play Ruthless Strike targeting Ekko, Recurrent"))
    game.apply(ChooseCard(cid(game, "Mystic Poro")))
    if game.pending().kind == "pay":
        pay(game)
    settle(game)
    p = game.state.players[0]
    assert ekko not in game.state.units and ekko not in p.trash
    assert p.deck[0] == ekko  # the bottom of the Main Deck
    kinds = [e.kind for e in game.log]
    assert kinds.index("recycle_me_cost") < kinds.index("ready_rune")
    assert p.rune_exhausted == [False] * 5


def test_ekko_recurrent_cost_cannot_be_paid_once_his_card_left_the_trash():
    """383.3.b.1 (Ekko, Recurrent): the cost's only option is his card while it is in its owner's
    trash; elsewhere (here: in hand) the only option is -1, and the ability leaves the chain."""
    game = position({"deck": DECK, "hand": ["Ekko, Recurrent"]}, {"deck": DECK})
    ekko = cid(game, "Ekko, Recurrent")
    options = CARD_CHOICES["recycle_me_cost"]
    assert options(game.state, 0, ("recycle_me_cost", ekko, "die")) == [-1]
    game.state.players[0].hand.remove(ekko)
    game.state.players[0].trash.append(ekko)
    assert options(game.state, 0, ("recycle_me_cost", ekko, "die")) == [ekko]


# --- Mournful Witness: when a combat it was in ends ------------------------------------------------

def _witness_attacks(defender: str):
    game = position({"deck": DECK, "base": ["Mournful Witness"]}, {"deck": DECK},
                    battlefields=[{"controller": 1, "units": [{"card": defender, "controller": 1}]}, {}])
    witness = cid(game, "Mournful Witness")
    base = might_of(game, witness)
    do(game, "move Mournful Witness to bf 0")
    for _ in range(40):
        d = game.pending()
        if d is None or d.kind == "main":
            break
        acts = game.legal_actions()
        game.apply(Pass() if Pass() in acts else acts[0])
    return game, witness, base


def test_mournful_witness_is_empowered_as_the_combat_it_fought_ends():
    """466.7.b, 383.1, 441, 828.1.b.1 (Mournful Witness): it attacks a 1 Might Sharkling and survives;
    as the combat ends its ability triggers after the designations are gone (466.7.a) and it becomes
    Empowered: +2 Might from then on."""
    game, witness, base = _witness_attacks("Sharkling")
    g = game.state
    assert witness in g.units and g.units[witness].empowered
    assert might_of(game, witness) == base + 2
    kinds = [e.kind for e in game.log]
    assert kinds.index("combat_end") < kinds.index("empower")
    check_invariants(game)


def test_mournful_witness_dead_in_the_combat_does_not_trigger_and_others_do_not_trigger_it():
    """466.7.b, 383.1 (Mournful Witness): killed in the combat (its 2 Might against a 4 Might Vanguard
    Sergeant) it is no longer on the board as the combat ends: nothing triggers; and a combat it was
    not in (its player's other unit fighting) does not trigger it."""
    game, witness, _ = _witness_attacks("Vanguard Sergeant")
    assert witness not in game.state.units
    assert "empower" not in [e.kind for e in game.log]
    game = position({"deck": DECK, "base": ["Mournful Witness", "Tideturner"]}, {"deck": DECK},
                    battlefields=[{"controller": 1, "units": [{"card": "Sharkling", "controller": 1}]}, {}])
    do(game, "move Tideturner to bf 0")
    for _ in range(40):
        d = game.pending()
        if d is None or d.kind == "main":
            break
        acts = game.legal_actions()
        game.apply(Pass() if Pass() in acts else acts[0])
    assert "combat_end" in [e.kind for e in game.log]
    assert not game.state.units[cid(game, "Mournful Witness")].empowered


# --- Ember Monk: when you play a card from facedown ----------------------------------------------------

def test_ember_monk_grows_when_a_card_is_played_from_facedown_not_from_hand():
    """811.1.c.3, 419.4.a, 383.2.a.1 (Ember Monk): P0 plays Stalwart Poro from hand: nothing; then
    Pakaa Cub from facedown at battlefield 0: as that play resolves Ember Monk gets +2 this turn."""
    game = position({"deck": DECK, "hand": ["Stalwart Poro"], "runes": ["Body Rune"] * 2,
                     "base": ["Ember Monk"]}, {"deck": DECK},
                    battlefields=[{"controller": 0, "units": ["Mystic Poro"], "facedown": "Pakaa Cub"}, {}])
    monk = cid(game, "Ember Monk")
    base = might_of(game, monk)
    play(game, "play Stalwart Poro to base")
    settle(game)
    assert might_of(game, monk) == base
    play(game, "play Pakaa Cub from facedown to bf 0")
    settle(game)
    assert game.state.units[cid(game, "Pakaa Cub")].loc == 0
    assert might_of(game, monk) == base + 2


# --- Aspirant's Climb: the Victory Score goes up by 1 -------------------------------------------------

def test_aspirants_climb_raises_the_victory_score_and_a_hold_to_nine_wins():
    """194.3.a, 194.2, 471 (Aspirant's Climb): with it in play a Duel's Victory Score is 9, so 8 points
    don't win; P0, holding it, reaches 9 at their next Beginning Phase and wins (a hold may give
    the final point, 471.1.a.1)."""
    game = position({"points": 8, "deck": DECK}, {"deck": DECK},
                    battlefields=[{"card": "Aspirant's Climb", "controller": 0, "units": ["Mystic Poro"]},
                                  {}])
    assert victory_score(game.state) == 9 and game.outcome() is None
    do(game, "end turn")
    for _ in range(40):
        if game.outcome() is not None:
            break
        acts = game.legal_actions()
        game.apply(Pass() if Pass() in acts else acts[0])
    assert game.state.points[0] == 9
    assert game.outcome() is not None and game.outcome().winners == (0,)


# --- Eclipse Herald: when you stun an enemy unit ------------------------------------------------------

def test_eclipse_herald_readies_and_grows_once_per_enemy_unit_its_player_stuns():
    """423.1, 383.1, 383.2.a.1, 415 (Eclipse Herald): P0's spell stuns an enemy unit: the exhausted
    Herald readies and gets +1 this turn; an opponent's stun of P0's own unit does not trigger it."""
    game = position({"deck": DECK, "hand": ["Rune Prison"],
                     "runes": ["Calm Rune"] * 4, "base": [{"card": "Eclipse Herald", "exhausted": True}]},
                    {"deck": DECK, "hand": ["Rune Prison"], "runes": ["Calm Rune"] * 4},
                    battlefields=SERGEANT_AT_BF0)
    herald = cid(game, "Eclipse Herald")
    base = might_of(game, herald)
    prison = [c for c in game.state.players[0].hand][0]
    play(game, f"play Rune Prison #{prison} targeting Vanguard Sergeant")
    settle(game)
    u = game.state.units[herald]
    assert game.state.units[cid(game, "Vanguard Sergeant")].stunned
    assert not u.exhausted and might_of(game, herald) == base + 1
    assert [e.kind for e in game.log].count("trigger") == 1
    do(game, "end turn")
    for _ in range(30):  # to P1's Main Phase
        d = game.pending()
        if d.kind == "main" and d.player == 1:
            break
        game.apply(game.legal_actions()[0])
    n = [e.kind for e in game.log].count("trigger")
    play(game, "play Rune Prison targeting Eclipse Herald")
    settle(game)
    assert game.state.units[herald].stunned
    assert [e.kind for e in game.log].count("trigger") == n  # P1 stunned it: not "you", not an enemy


# --- Hungry Wolf: usable only once its player chose an enemy unit this turn ---------------------------

def test_hungry_wolf_ability_waits_for_an_enemy_to_be_chosen_then_works_once():
    """377, 355.6, 415 (Hungry Wolf): before P0 chooses an enemy unit its ability is not offered;
    once P0's Rune Prison has chosen P1's Vanguard Sergeant, paying an Order Power readies the Wolf
    and gives it +1 this turn; it is not offered a second time this turn."""
    game = position({"deck": DECK, "hand": ["Rune Prison"],
                     "runes": ["Calm Rune"] * 3 + ["Order Rune"] * 3,
                     "base": [{"card": "Hungry Wolf", "exhausted": True}]}, {"deck": DECK},
                    battlefields=SERGEANT_AT_BF0)
    wolf = cid(game, "Hungry Wolf")
    base = might_of(game, wolf)

    def offered() -> list:
        return [a for a in game.legal_actions() if isinstance(a, Activate) and a.source == wolf]

    assert offered() == []
    play(game, "play Rune Prison targeting Vanguard Sergeant")
    settle(game)
    assert offered()
    game.apply(offered()[0])
    settle(game)
    assert not game.state.units[wolf].exhausted and might_of(game, wolf) == base + 1
    assert offered() == []
