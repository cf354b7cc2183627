"""Scenario tests: the cards of the Proving Grounds Annie champion deck the engine first plays in
issue 12: Incinerate, Tibbers and the legend Annie, Dark Child (Proving Grounds), Maddened Marauder,
Sneaky Deckhand, Sai Scout, Morbid Return and Disintegrate (Origins) and Annie, Stubborn, each from a small
position with actions in notation. Rule numbers lead each docstring."""

from __future__ import annotations

from riftbound import Game
from riftbound.actions import ChooseCard, PlaySpell, PlayUnit
from riftbound.checks import check_invariants
from riftbound.engine.points import points
from riftbound.formats.notation import format_action, parse_action
from riftbound.formats.position import dump_position, load_position
from tests.helpers import cited_clauses_missing
from tests.spell_helpers import card_text, cid, do, pass_, pay, play, position
from tests.spell_helpers import kinds_among as kinds

DECK = ["Laurent Duelist"] * 3  # a unit no test here names
WIND_WALL = {"hand": ["Wind Wall"], "runes": ["Calm Rune"] * 5, "deck": DECK}


def settle(game: Game) -> None:
    """Pass Priority (and take the first option of any pick or order) until the main decision."""
    while game.pending() is not None and game.pending().kind in ("priority", "choose_card", "focus",
                                                                 "order_triggers"):
        game.apply(game.legal_actions()[0])


def priority_to(game: Game, player: int) -> None:
    """Pass Priority until ``player`` has it."""
    while game.pending().kind == "priority" and game.pending().player != player:
        pass_(game)
    assert (game.pending().kind, game.pending().player) == ("priority", player), game.pending()


def test_the_cards_are_read_from_the_card_table():
    """103.2, 206: Incinerate is an Action spell, Maddened Marauder has Tank; the legend's errata
    ("up to" 2 runes) is the reading its entry takes."""
    assert "Action" in card_text("Incinerate")["keywords"]
    assert "Tank" in card_text("Maddened Marauder")["keywords"]
    assert "up to 2 runes" in card_text("Annie, Dark Child")["errata"][0]["new_text"]
    for name in ("Incinerate", "Tibbers", "Maddened Marauder"):
        assert card_text(name)["errata"] == []


# --- Incinerate -----------------------------------------------------------------------------------

def test_incinerate_deals_2_to_a_unit_at_a_battlefield():
    """417.1, 355.9.b: Incinerate deals 2 to the chosen unit at a battlefield (a unit in a base is
    not a legal target); a 2 Might unit dies in the cleanup after it (323.5)."""
    game = position({"hand": ["Incinerate"], "runes": ["Fury Rune"] * 2, "deck": DECK,
                     "base": ["Petty Officer"]},
                    {"deck": DECK, "base": ["Stalwart Poro"]},
                    battlefields=[{"controller": 1, "units": ["Daring Poro"]}, {}])
    offered = {format_action(game, a) for a in game.legal_actions() if isinstance(a, PlaySpell)}
    assert offered == {"play Incinerate targeting Daring Poro at bf 0"}
    poro = cid(game, "Daring Poro")
    play(game, "play Incinerate targeting Daring Poro at bf 0")
    settle(game)
    assert poro in game.state.players[1].trash
    check_invariants(game)


def test_incinerate_target_gone_before_it_resolves_does_nothing():
    """359.3.e.2, 359.3.e.7: the target leaves the battlefield (Gust returns it to hand in reply)
    before Incinerate resolves: no damage is dealt."""
    game = position({"hand": ["Incinerate"], "runes": ["Fury Rune"] * 2, "deck": DECK},
                    {"deck": DECK, "hand": ["Gust"], "runes": ["Chaos Rune"]},
                    battlefields=[{"controller": 1, "units": ["Daring Poro"]}, {}])
    play(game, "play Incinerate targeting Daring Poro at bf 0")
    priority_to(game, 1)
    play(game, "P1: play Gust targeting Daring Poro at bf 0")
    settle(game)
    assert kinds(game, "damage") == []
    assert cid(game, "Daring Poro") in game.state.players[1].hand


# --- Tibbers --------------------------------------------------------------------------------------

def test_tibbers_deals_3_to_every_unit_at_battlefields_friend_or_foe():
    """383.4.a, 355.10.d, 417.1: Tibbers' Play Effect chooses nothing and deals 3 to every unit at
    a battlefield as it resolves, its controller's too; units in a base are untouched."""
    game = position({"hand": ["Tibbers"], "runes": ["Fury Rune"] * 5 + ["Chaos Rune"] * 5, "deck": DECK,
                     "base": ["Petty Officer"]},
                    {"deck": DECK, "base": ["Stalwart Poro"]},
                    battlefields=[{"controller": 0, "units": ["Daring Poro"]},
                                  {"controller": 1, "units": ["Vanguard Sergeant"]}])
    play(game, "play Tibbers to base")
    settle(game)
    hit = sorted(game.state.cards[e.data[0]].name for e in game.log if e.kind == "damage")
    assert hit == ["Daring Poro", "Vanguard Sergeant"]
    names = {game.state.cards[u.cid].name for u in game.state.units.values()}
    assert names == {"Tibbers", "Petty Officer", "Stalwart Poro", "Vanguard Sergeant"}  # 3 Might dies
    assert game.state.units[cid(game, "Vanguard Sergeant")].damage == 3
    check_invariants(game)


def test_tibbers_ability_gets_annie_fierys_bonus_damage():
    """713, 715.2: with Annie, Fiery on the board, Tibbers' ability (one of P0's abilities) deals 1
    Bonus Damage to each unit it damages: 4 to each, so the 4 Might Vanguard Sergeant dies."""
    game = position({"hand": ["Tibbers"], "runes": ["Fury Rune"] * 5 + ["Chaos Rune"] * 5, "deck": DECK,
                     "base": ["Annie, Fiery"]},
                    {"deck": DECK}, battlefields=[{"controller": 1, "units": ["Vanguard Sergeant"]}, {}])
    play(game, "play Tibbers to base")
    settle(game)
    assert [e.data[1] for e in game.log if e.kind == "damage"] == [4]
    assert cid(game, "Vanguard Sergeant") in game.state.players[1].trash


# --- Maddened Marauder ------------------------------------------------------------------------------

def test_maddened_marauder_moves_a_unit_at_a_battlefield_to_its_base():
    """383.4.a, 355.5, 449: as the Play Effect is finalized P0 chooses a unit at a battlefield (any
    player's, not one in a base); it moves to its own controller's base, leaving the battlefield
    open once the cleanup runs (323.6)."""
    game = position({"hand": ["Maddened Marauder"], "runes": ["Chaos Rune"] * 5, "deck": DECK},
                    {"deck": DECK, "base": ["Stalwart Poro"]},
                    battlefields=[{"controller": 1, "units": ["Vanguard Sergeant"]},
                                  {"controller": 0, "units": ["Daring Poro"]}])
    play(game, "play Maddened Marauder to base")
    d = game.pending()
    sergeant = cid(game, "Vanguard Sergeant")
    assert d.kind == "choose_card"
    assert game.legal_actions() == [ChooseCard(sergeant), ChooseCard(cid(game, "Daring Poro"))]
    do(game, "choose Vanguard Sergeant")
    settle(game)
    g = game.state
    assert g.units[sergeant].loc == -2  # P1's base
    assert g.battlefields[0].controller is None
    check_invariants(game)


def test_maddened_marauder_with_no_unit_at_a_battlefield_leaves_the_chain():
    """402.4, 355.8: with no unit at a battlefield its Play Effect has no legal target and leaves
    the chain; the unit stays on the board."""
    game = position({"hand": ["Maddened Marauder"], "runes": ["Chaos Rune"] * 5, "deck": DECK},
                    {"deck": DECK, "base": ["Stalwart Poro"]})
    play(game, "play Maddened Marauder to base")
    assert kinds(game, "trigger_no_target") == ["trigger_no_target"]
    assert game.pending().kind == "main" and not game.state.chain


# --- Annie, Dark Child ------------------------------------------------------------------------------

def legend_game(runes: list) -> Game:
    """P0 with Annie's legend and ``runes``."""
    return position({"deck": DECK, "legend": "Annie, Dark Child", "runes": runes}, {"deck": DECK})


def test_annie_legend_readies_up_to_two_runes_at_the_end_of_her_turn():
    """317.1.a, 383.1, 355.13, 415: at the end of P0's turn the legend's ability goes on the chain;
    as it is finalized P0 picks up to 2 runes (one option per controller, domain and state; any
    rune on the board, ruling 60), and they ready as it resolves. It is in the position format."""
    ex = {"exhausted": True}
    game = legend_game([{"card": "Fury Rune", **ex}, {"card": "Fury Rune", **ex},
                        {"card": "Chaos Rune", **ex}])
    legend = game.state.players[0].legend
    do(game, "end turn")
    d = game.pending()
    assert (d.kind, d.player, d.context) == ("choose_card", 0, ("trigger_targets", legend, "ending"))
    again = load_position(dump_position(game))
    assert again.pending() == d and again.state.chain == game.state.chain
    for a in game.legal_actions():
        assert parse_action(game, format_action(game, a)) == a
    runes = game.state.players[0].runes
    do(game, f"choose #{runes[2]}")
    do(game, f"choose #{runes[0]}")  # the second pick finalizes it; P1 passes, it resolves
    assert kinds(game, "finalize", "ready_rune") == ["finalize", "ready_rune", "ready_rune"]
    assert game.state.players[0].rune_exhausted == [False, True, False]
    assert game.state.turn_player == 1
    check_invariants(game)


def test_annie_legend_triggers_only_at_the_end_of_her_own_turn():
    """383.1 ("your turn"): at the end of the opponent's turn the legend's ability does not
    trigger; choosing none at the end of her own turn readies nothing (355.13)."""
    ex = {"exhausted": True}
    game = legend_game([{"card": "Fury Rune", **ex}])
    do(game, "end turn")
    do(game, "choose none")
    settle(game)
    assert game.state.players[0].rune_exhausted == [True]
    assert game.state.turn_player == 1
    do(game, "P1: end turn")
    settle(game)
    assert kinds(game, "trigger").count("trigger") == 1


def test_annie_legend_and_a_delayed_trigger_are_placed_together():
    """317.1.a, 383.3.d: the legend's ability and Targon's Peak's delayed trigger both trigger in
    the Ending Step and go on the chain together, their controller ordering them."""
    ex = {"exhausted": True}
    game = position({"deck": DECK, "legend": "Annie, Dark Child", "base": ["Petty Officer"],
                     "runes": [{"card": "Fury Rune", **ex}] * 2},
                    {"deck": DECK}, battlefields=[{"card": "Targon's Peak"}, {}])
    do(game, "move Petty Officer to bf 0")
    settle(game)
    do(game, "end turn")
    d = game.pending()
    assert (d.kind, d.player) == ("order_triggers", 0)
    assert set(d.context.ability) == {"ending", "delayed"}


# --- Sneaky Deckhand and Sai Scout: played to an open battlefield -------------------------------------

def unit_plays(game: Game, name: str) -> list[str]:
    g = game.state
    return sorted(format_action(game, a) for a in game.legal_actions()
                  if isinstance(a, PlayUnit) and g.cards[a.card].name == name)


def test_sneaky_deckhand_may_be_played_to_an_open_battlefield_only():
    """355.2.a-b, 170.11.c: besides the base and a battlefield P0 controls, Sneaky Deckhand may go
    to an open battlefield (uncontrolled and unoccupied), not to the opponent's; a unit without the
    permission is offered only the usual places."""
    game = position({"hand": ["Sneaky Deckhand", "Daring Poro"], "runes": ["Chaos Rune"] * 3, "deck": DECK},
                    {"deck": DECK, "base": ["Stalwart Poro"]},
                    battlefields=[{"controller": 1, "units": ["Vanguard Sergeant"]}, {}])
    assert unit_plays(game, "Sneaky Deckhand") == ["play Sneaky Deckhand to base",
                                                   "play Sneaky Deckhand to bf 1"]
    assert unit_plays(game, "Daring Poro") == ["play Daring Poro to base"]


def test_sneaky_deckhand_played_to_an_open_battlefield_contests_and_conquers_it():
    """190.3.a.1, 323.8, 344.2, 469: played to the open battlefield it applies Contested; the
    cleanup stages a non-combat showdown there, and once it ends P0 controls the battlefield and
    conquers it for a point."""
    game = position({"hand": ["Sneaky Deckhand"], "runes": ["Chaos Rune"] * 3, "deck": DECK},
                    {"deck": DECK}, battlefields=[{"controller": 1, "units": ["Vanguard Sergeant"]}, {}])
    deckhand = cid(game, "Sneaky Deckhand")
    play(game, "play Sneaky Deckhand to bf 1")
    assert kinds(game, "contest") == ["contest"]
    settle(game)
    g = game.state
    assert g.units[deckhand].loc == 1 and g.units[deckhand].exhausted  # 143.4: enters exhausted
    assert g.battlefields[1].controller == 0 and points(g, 0) == 1
    assert kinds(game, "conquer") == ["conquer"]
    check_invariants(game)


def test_sai_scout_played_to_an_open_battlefield_predicts():
    """817.1.b, 355.2.b: Sai Scout may be played to the open battlefield too, and its Vision (a
    Play Effect that predicts) triggers there as anywhere."""
    game = position({"hand": ["Sai Scout"], "runes": ["Chaos Rune"] * 6, "deck": DECK},
                    {"deck": DECK}, battlefields=[{"controller": 1, "units": ["Vanguard Sergeant"]}, {}])
    assert unit_plays(game, "Sai Scout") == ["play Sai Scout to base", "play Sai Scout to bf 1"]
    play(game, "play Sai Scout to bf 1")
    d = game.pending()
    assert d.kind == "choose_card" and d.context[0] == "predict"
    settle(game)
    assert game.state.battlefields[1].controller == 0


# --- Morbid Return and Annie, Stubborn: a target in the trash ---------------------------------------

TRASH = ["Vanguard Sergeant", "Vanguard Sergeant", "Petty Officer", "Incinerate"]


def names(game: Game, cids) -> list[str]:
    return sorted(game.state.cards[c].name for c in cids)


def test_morbid_return_targets_a_unit_card_in_its_players_trash():
    """355.10.a, 355.9.a, 355.8: the unit card is a target chosen as Morbid Return is played: one
    option per name of a unit card in P0's trash (not a spell card, not P1's trash); it goes to P0's
    hand as the spell resolves. The play reads back from its notation and from a saved position."""
    game = position({"hand": ["Morbid Return"], "runes": ["Chaos Rune"] * 2, "deck": DECK, "trash": TRASH},
                    {"deck": DECK, "trash": ["Stalwart Poro"]})
    offered = sorted(format_action(game, a) for a in game.legal_actions() if isinstance(a, PlaySpell))
    assert offered == ["play Morbid Return targeting Petty Officer",
                       "play Morbid Return targeting Vanguard Sergeant"]
    for a in game.legal_actions():
        assert parse_action(game, format_action(game, a)) == a
    game.apply(parse_action(game, "play Morbid Return targeting Petty Officer"))
    again = load_position(dump_position(game))
    assert again.state.chain == game.state.chain and again.legal_actions() == game.legal_actions()
    if game.pending().kind == "pay":
        pay(game)
    settle(game)
    assert names(game, game.state.players[0].hand) == ["Petty Officer"]
    assert names(game, game.state.players[0].trash) == ["Incinerate", "Morbid Return", "Vanguard Sergeant",
                                                        "Vanguard Sergeant"]
    check_invariants(game)


def test_morbid_return_with_no_unit_card_in_the_trash_cant_be_played():
    """355.8: with only spell cards in P0's trash (and a unit in P1's) Morbid Return has no legal
    target and is not offered."""
    game = position({"hand": ["Morbid Return"], "runes": ["Chaos Rune"] * 2, "deck": DECK,
                     "trash": ["Incinerate"]}, {"deck": DECK, "trash": ["Stalwart Poro"]})
    assert [a for a in game.legal_actions() if isinstance(a, PlaySpell)] == []


def test_annie_stubborn_returns_a_spell_card_chosen_as_her_ability_is_finalized():
    """383.4.a, 337.1, 355.10.a: Annie, Stubborn's Play Effect targets a spell card in P0's trash,
    chosen as it goes on the chain (one option per name); that card goes to P0's hand."""
    game = position({"hand": ["Annie, Stubborn"], "runes": ["Chaos Rune"] * 5, "deck": DECK,
                     "trash": [*TRASH, "Gust"]}, {"deck": DECK})
    play(game, "play Annie, Stubborn to base")
    d = game.pending()
    annie = cid(game, "Annie, Stubborn")
    assert (d.kind, d.context) == ("choose_card", ("ability_target", annie, "trigger"))
    assert names(game, (a.card for a in game.legal_actions())) == ["Gust", "Incinerate"]
    do(game, "choose Gust")
    settle(game)
    assert names(game, game.state.players[0].hand) == ["Gust"]
    check_invariants(game)


def test_annie_stubborn_with_no_spell_card_in_the_trash_has_no_ability():
    """402.4, 355.8: with no spell card in P0's trash the Play Effect has no legal target and leaves
    the chain."""
    game = position({"hand": ["Annie, Stubborn"], "runes": ["Chaos Rune"] * 5, "deck": DECK,
                     "trash": ["Petty Officer"]}, {"deck": DECK})
    play(game, "play Annie, Stubborn to base")
    assert kinds(game, "trigger_no_target") == ["trigger_no_target"]
    assert game.state.players[0].hand == []


def test_a_target_in_a_trash_is_in_the_position_format():
    """355.10.a, 383.3: a finalized Morbid Return, and Annie, Stubborn's finalized ability, each
    waiting on the chain with a card of the trash as its target, save and load."""
    p1 = {"deck": DECK, "hand": ["Gust"], "runes": ["Chaos Rune"]}  # P1 is asked, so the item waits
    bf = [{"controller": 1, "units": ["Stalwart Poro"]}, {}]
    game = position({"hand": ["Morbid Return"], "runes": ["Chaos Rune"] * 2, "deck": DECK,
                     "trash": ["Petty Officer"]}, p1, battlefields=bf)
    play(game, "play Morbid Return targeting Petty Officer")
    (item,) = game.state.chain
    assert item.finalized and item.targets == ((cid(game, "Petty Officer"),),)
    assert load_position(dump_position(game)).state.key() == game.state.key()
    game = position({"hand": ["Annie, Stubborn"], "runes": ["Chaos Rune"] * 5, "deck": DECK,
                     "trash": ["Incinerate"]}, p1, battlefields=bf)
    play(game, "play Annie, Stubborn to base")
    (item,) = game.state.chain
    assert item.finalized and item.targets == ((cid(game, "Incinerate"),),)
    assert load_position(dump_position(game)).state.key() == game.state.key()


# --- Firestorm: a battlefield as its target ---------------------------------------------------------

FIRESTORM_RUNES = ["Fury Rune"] * 7


def test_firestorm_deals_3_to_each_enemy_unit_at_the_chosen_battlefield():
    """355.10.b, 355.5.a, 417.1: Firestorm targets a battlefield (any of them, written as its
    destination); as it resolves it deals 3 to each enemy unit there, not to P0's own unit there nor
    to enemy units elsewhere."""
    game = position({"hand": ["Firestorm"], "runes": FIRESTORM_RUNES, "deck": DECK},
                    {"deck": DECK},
                    battlefields=[{"controller": 1, "units": ["Daring Poro"]},
                                  {"controller": 1, "units": ["Vanguard Sergeant", "Stalwart Poro"]}])
    offered = sorted(format_action(game, a) for a in game.legal_actions() if isinstance(a, PlaySpell))
    assert offered == ["play Firestorm to bf 0", "play Firestorm to bf 1"]
    for a in game.legal_actions():
        assert parse_action(game, format_action(game, a)) == a
    play(game, "play Firestorm to bf 1")
    settle(game)
    hit = sorted(game.state.cards[e.data[0]].name for e in game.log if e.kind == "damage")
    assert hit == ["Stalwart Poro", "Vanguard Sergeant"]
    assert cid(game, "Stalwart Poro") in game.state.players[1].trash
    assert game.state.units[cid(game, "Daring Poro")].damage == 0
    check_invariants(game)


def test_firestorm_reads_the_units_there_as_it_resolves_with_void_gates_bonus():
    """355.5.a, 359.3.d, 713, 715.2: the units dealt damage are read as Firestorm resolves: one that
    left the battlefield in reply (Gust) is not dealt any; at Void Gate each Deal gets 1 Bonus
    Damage (errata: to units there), so the 4 Might unit there dies."""
    game = position({"hand": ["Firestorm"], "runes": FIRESTORM_RUNES, "deck": DECK},
                    {"deck": DECK, "hand": ["Gust"], "runes": ["Chaos Rune"]},
                    battlefields=[{"card": "Void Gate", "controller": 1,
                                   "units": ["Vanguard Sergeant", "Daring Poro"]}, {}])
    play(game, "play Firestorm to bf 0")
    priority_to(game, 1)
    play(game, "P1: play Gust targeting Daring Poro at bf 0")
    settle(game)
    assert [e.data[1] for e in game.log if e.kind == "damage"] == [4]
    assert cid(game, "Vanguard Sergeant") in game.state.players[1].trash
    assert cid(game, "Daring Poro") in game.state.players[1].hand


# --- Disintegrate: "if this kills it, do this: draw 1" (a reflexive trigger) -------------------------

def disintegrate_game(units: list[str], p1: dict | None = None, bf: dict | None = None) -> Game:
    return position({"hand": ["Disintegrate"], "runes": ["Fury Rune"] * 4, "deck": DECK},
                    p1 or {"deck": DECK}, battlefields=[{"controller": 1, "units": units, **(bf or {})}, {}])


def test_disintegrate_kill_puts_its_reflexive_draw_on_the_chain():
    """387.1-387.3, 388, 428.5.c, 323.5: the 3 damage is lethal; the cleanup after Disintegrate
    kills the unit (the kill is the spell's), and then the reflexive ability goes on the chain as an
    item of its own (source: the spell's card, now in the trash), is finalized and resolves: P0
    draws 1."""
    game = disintegrate_game(["Daring Poro"])
    play(game, "play Disintegrate targeting Daring Poro at bf 0")
    settle(game)
    spell = cid(game, "Disintegrate")
    assert kinds(game, "spell_done", "kill", "trigger", "resolve", "draw")[-6:] == [
        "resolve", "spell_done", "kill", "trigger", "resolve", "draw"]
    (trig,) = [e for e in game.log if e.kind == "trigger"]
    assert trig.data == (spell,) and trig.player == 0
    assert cid(game, "Daring Poro") in game.state.players[1].trash
    assert len(game.state.players[0].hand) == 1
    assert not any(k.startswith("reflexive") for k in game.state.counts)  # every watch has ended
    check_invariants(game)


def test_a_reflexive_ability_on_the_chain_is_in_the_position_format():
    """388, 383.3: a reflexive ability waiting on the chain (kind "reflexive") saves and loads."""
    game = disintegrate_game(["Daring Poro", "Stalwart Poro"],
                             {"deck": DECK, "hand": ["Gust"], "runes": ["Chaos Rune"]})
    play(game, "play Disintegrate targeting Daring Poro at bf 0")
    seen = False
    while game.pending().kind == "priority":  # P1 holds Gust, so is asked each time
        if any(it.kind == "reflexive" for it in game.state.chain):
            assert load_position(dump_position(game)).state.key() == game.state.key()
            seen = True
        pass_(game)
    assert seen and len(game.state.players[0].hand) == 1


def test_disintegrate_without_a_kill_draws_nothing():
    """387.2, 428.5.c: 3 damage to a 4 Might unit kills nothing: no reflexive ability, and the
    watch ends with that cleanup (a later death of the unit is not this spell's kill)."""
    game = disintegrate_game(["Vanguard Sergeant"])
    play(game, "play Disintegrate targeting Vanguard Sergeant at bf 0")
    settle(game)
    assert game.state.units[cid(game, "Vanguard Sergeant")].damage == 3
    assert kinds(game, "trigger") == [] and len(game.state.players[0].hand) == 0
    assert not any(k.startswith("reflexive") for k in game.state.counts)


def test_disintegrate_target_gone_deals_and_draws_nothing():
    """359.3.e.2, 359.3.e.14.a: the target returned to hand in reply: no damage, so the linked
    watch does nothing and nothing is drawn."""
    game = disintegrate_game(["Daring Poro"], {"deck": DECK, "hand": ["Gust"], "runes": ["Chaos Rune"]})
    play(game, "play Disintegrate targeting Daring Poro at bf 0")
    priority_to(game, 1)
    play(game, "P1: play Gust targeting Daring Poro at bf 0")
    settle(game)
    assert kinds(game, "damage", "reflexive_watch", "trigger") == []
    assert len(game.state.players[0].hand) == 0


def test_disintegrate_with_void_gates_bonus_kills_a_4_might_unit_and_draws():
    """715.2, 428.5.c: at Void Gate the Deal gets 1 Bonus Damage: 4 kills the 4 Might unit, and
    that kill is the spell's: P0 draws 1."""
    game = disintegrate_game(["Vanguard Sergeant"], bf={"card": "Void Gate"})
    play(game, "play Disintegrate targeting Vanguard Sergeant at bf 0")
    settle(game)
    assert [e.data[1] for e in game.log if e.kind == "damage"] == [4]
    assert len(game.state.players[0].hand) == 1


def test_docstrings_cite_rules_that_exist():
    """Every rule number cited in this file's docstrings is in the rules (the project's own test)."""
    assert cited_clauses_missing(globals()) == []
