"""Scenario tests for the Spiritforged Chaos cards of the first card wave (issue 12): Corrupt
Enforcer, Treasure Hunter and the Gold gear token it plays, Called Shot, Factory Recall,
Downwell, Ancient Warmonger and Overzealous Fan. Each
plays the card from a small position and checks what the rules make happen, with a timing edge
where the card has one. Rule numbers lead each docstring."""

from __future__ import annotations

from riftbound.actions import Activate, ChooseCard
from riftbound.cards import load_cards
from riftbound.checks import check_invariants
from riftbound.engine.passives import passive_keyword
from riftbound.formats.position import dump_position, load_position
from riftbound.game import card_support
from tests.helpers import cited_clauses_missing
from tests.spell_helpers import card_text, cid, do, might_of, pass_, play, position

DECK = ["Stalwart Poro"] * 3
NAMES = ("Corrupt Enforcer", "Treasure Hunter", "Called Shot", "Factory Recall", "Downwell",
         "Ancient Warmonger", "Overzealous Fan")
GOLD = "sfd-t03"


def test_the_cards_have_entries_and_no_errata():
    """103 (the card pool): each card has an entry the engine plays, and none has errata to read."""
    cards = load_cards()
    for name in NAMES:
        assert card_support(cards.by_name(name)) == "script", name
        assert card_text(name)["errata"] == [], name


def enforcer_attack(defender: str):
    """P0 attacks battlefield 0, held by P1's ``defender``, with Corrupt Enforcer, a card in hand;
    the discard is P0's only pick; Priority and Focus are passed."""
    game = position({"deck": DECK, "hand": ["Daring Poro"],
                     "base": [{"card": "Corrupt Enforcer", "exhausted": False}]},
                    {"deck": DECK}, battlefields=[{"controller": 1, "units": [{"card": defender,
                                                                               "controller": 1}]}, {}])
    do(game, "move Corrupt Enforcer to bf 0")
    while game.pending().kind in ("priority", "focus", "choose_card"):
        d = game.pending()
        if d.kind == "choose_card":
            game.apply(game.legal_actions()[0])
        else:
            pass_(game)
    return game


def test_corrupt_enforcer_discards_on_the_move_and_draws_when_it_wins():
    """383.1, 422, 466.3.a, 466.3.c, 466.4 (Corrupt Enforcer, Pit Rookie): moving to battlefield 0
    it discards P0's card; it kills the defender and wins the combat with P0: it draws 1, before
    P0 establishes control (466.5)."""
    game = enforcer_attack("Pit Rookie")
    kinds = [e.kind for e in game.log]
    order = [kinds.index(k) for k in ("discard", "combat_result", "draw", "control")]
    assert order == sorted(order)
    p = game.state.players[0]
    assert len(p.trash) == 1 and len(p.hand) == 1
    check_invariants(game)


def test_corrupt_enforcer_draws_nothing_when_its_combat_is_lost():
    """466.3.b (Corrupt Enforcer, Mountain Drake): the defender survives and the Enforcer dies: it
    did not win; only the discard happened."""
    game = enforcer_attack("Mountain Drake")
    kinds = [e.kind for e in game.log]
    assert "discard" in kinds and "draw" not in kinds
    assert not game.state.players[0].hand


def test_corrupt_enforcer_moving_to_base_does_not_discard():
    """383.1 (Corrupt Enforcer: a move to a battlefield only): it moves back to base; the card stays
    in hand."""
    game = position({"deck": DECK, "hand": ["Daring Poro"]}, {"deck": DECK},
                    battlefields=[{"controller": 0, "units": [{"card": "Corrupt Enforcer", "controller": 0,
                                                              "exhausted": False}]}, {}])
    do(game, "move Corrupt Enforcer to base")
    while game.state.chain:
        pass_(game)
    assert len(game.state.players[0].hand) == 1


# --- Treasure Hunter and the Gold gear token -----------------------------------------------------

def golds(game) -> list[tuple[int, int, bool]]:
    """(controller, location, exhausted) of each Gold token on the board."""
    g = game.state
    return sorted((x.controller, x.loc, x.exhausted) for x in g.gear.values() if g.cards[x.cid].id == GOLD)


def hunter_moved(hand: list[str] | None = None, rune: str = "Fury Rune"):
    """P0's Treasure Hunter moves to battlefield 0 (a Gold token), then P0's next turn begins."""
    game = position({"deck": DECK, "hand": hand or [], "runes": [rune],
                     "base": [{"card": "Treasure Hunter", "exhausted": False}, "Vanguard Sergeant"]},
                    {"deck": DECK}, battlefields=[{}, {}])
    do(game, "move Treasure Hunter to bf 0")
    while game.pending().kind in ("priority", "focus"):  # its trigger, then a showdown's Focus
        pass_(game)
    return game


def test_treasure_hunter_plays_an_exhausted_gold_token_when_it_moves():
    """383.1, 180-186, 149.1 (Treasure Hunter, Gold): its move plays a Gold gear token, exhausted, in
    P0's base; exhausted, its ability (which exhausts it) can't be used; the position with the token
    dumps and loads unchanged."""
    game = hunter_moved()
    assert golds(game) == [(0, -1, True)]
    assert not [a for a in game.legal_actions() if isinstance(a, Activate)]
    assert load_position(dump_position(game)).state.key() == game.state.key()
    check_invariants(game)


def test_gold_is_killed_to_add_one_power_of_any_domain():
    """429.1, 429.2, 404, 186.1 (Gold): readied in P0's next Awaken, its ability kills it and
    exhausts it as its cost and adds one Power of any domain at once; the token ceases to exist."""
    game = hunter_moved()
    do(game, "end turn")
    do(game, "P1: end turn")
    assert golds(game) == [(0, -1, False)]
    do(game, "activate Gold // Buff")
    g = game.state
    assert golds(game) == [] and g.players[0].pool_power == ["Any"]
    kinds = [e.kind for e in game.log]
    assert kinds.index("kill_gear") < kinds.index("token_gone") < kinds.index("add")
    check_invariants(game)


def test_gold_pays_a_power_cost_while_it_is_being_paid():
    """429.3, 429.3.a, 357 (Gold, Defiant Dance): with one Fury rune and a ready Gold, P0 can play
    Defiant Dance (1 Energy and one Calm or Chaos Power): the rune pays the Energy and Gold, used
    during the payment, the Power."""
    game = hunter_moved(["Defiant Dance"])
    do(game, "end turn")
    do(game, "P1: end turn")
    play(game, "play Defiant Dance targeting Vanguard Sergeant; Treasure Hunter")
    assert golds(game) == [] and "add_ability" in [e.kind for e in game.log]
    while game.state.chain:
        pass_(game)
    assert game.state.units[cid(game, "Vanguard Sergeant")].turn_might == 2
    check_invariants(game)


# --- Called Shot ------------------------------------------------------------------------------------

def shot_game(runes: list[str]):
    return position({"deck": ["Pit Rookie", "Daring Poro", "Mountain Drake", "Stalwart Poro"],
                     "hand": ["Called Shot"], "runes": runes}, {"deck": DECK})


def names(game, cids) -> list[str]:
    return [game.state.cards[c].name for c in cids]


def test_called_shot_keeps_one_of_the_top_two_and_recycles_the_other():
    """431.1.c, 416.5 (Called Shot): P0 looks at the top 2 (Pit Rookie, Daring Poro), keeps the
    Poro; the Rookie goes to the bottom; the others stay in order."""
    game = shot_game(["Chaos Rune"])
    do(game, "play Called Shot")
    if game.pending().kind == "choose_card" and game.pending().context[0] == "repeat":
        game.apply(ChooseCard(-1))
    while game.pending().kind == "priority":
        pass_(game)
    d = game.pending()
    assert d.kind == "choose_card" and d.context[0] == "look_take"
    assert set(names(game, [a.card for a in game.legal_actions()])) == {"Pit Rookie", "Daring Poro"}
    do(game, "choose Daring Poro")
    p = game.state.players[0]
    assert names(game, p.hand) == ["Daring Poro"]
    assert names(game, p.deck) == ["Pit Rookie", "Stalwart Poro", "Mountain Drake"]  # bottom first
    check_invariants(game)


def test_called_shot_repeated_for_a_chaos_power_looks_again():
    """820.1.c-d (Called Shot): its Repeat cost is one Chaos Power (a second Chaos rune, recycled);
    paid, P0 keeps one of the top 2 twice."""
    game = shot_game(["Chaos Rune"] * 2)
    shot = cid(game, "Called Shot")
    do(game, "play Called Shot")
    d = game.pending()
    assert d.kind == "choose_card" and d.context == ("repeat", shot)
    game.apply(ChooseCard(shot))
    kept = 0
    for _ in range(12):
        d = game.pending()
        if d.kind == "pay":
            game.apply(game.legal_actions()[0])
        elif d.kind == "priority":
            pass_(game)
        elif d.kind == "choose_card":
            game.apply(game.legal_actions()[0])
            kept += 1
        else:
            break
    assert kept == 2 and len(game.state.players[0].hand) == 2 and len(game.state.players[0].deck) == 2
    check_invariants(game)


# --- Factory Recall ----------------------------------------------------------------------------------

def test_factory_recall_returns_a_gear_to_its_owners_hand():
    """359.3.d, 718.5.b, 806 (Factory Recall, Orb of Regret): P1's Orb goes back to P1's hand (not a
    kill: not in the trash)."""
    game = position({"hand": ["Factory Recall"], "deck": DECK, "runes": ["Chaos Rune"]},
                    {"deck": DECK, "gear": ["Orb of Regret"]})
    orb = cid(game, "Orb of Regret")
    play(game, "play Factory Recall targeting Orb of Regret")
    while game.state.chain:
        pass_(game)
    g = game.state
    assert orb not in g.gear and orb in g.players[1].hand and orb not in g.players[1].trash
    check_invariants(game)


def test_factory_recall_on_a_gold_token_makes_it_cease_to_exist():
    """186.1 (Factory Recall, Treasure Hunter, Gold): a token gear sent to the hand ceases to exist
    instead."""
    game = hunter_moved(["Factory Recall"], "Chaos Rune")
    do(game, "end turn")
    do(game, "P1: end turn")
    play(game, "play Factory Recall targeting Gold // Buff")
    while game.state.chain:
        pass_(game)
    g = game.state
    assert golds(game) == [] and all(not g.cards[c].is_token for c in g.players[0].hand)
    assert "token_gone" in [e.kind for e in game.log]


# --- Downwell ----------------------------------------------------------------------------------------

def test_downwell_returns_every_unit_and_gear_to_their_owners_hands():
    """359.3.d (Downwell, Treasure Hunter, Scrapheap, Orb of Regret): every unit (P0's at a
    battlefield and in base, P1's) and every gear (P0's and P1's) leaves the board for its owner's
    hand; nothing goes to a trash."""
    game = position({"deck": DECK, "hand": ["Downwell"], "runes": ["Chaos Rune"] * 10,
                     "base": ["Daring Poro"], "gear": ["Scrapheap"]},
                    {"deck": DECK, "base": ["Vanguard Sergeant"], "gear": ["Orb of Regret"]},
                    battlefields=[{"controller": 0, "units": [{"card": "Treasure Hunter", "controller": 0}]},
                                  {}])
    play(game, "play Downwell")
    while game.state.chain:
        pass_(game)
    g = game.state
    assert not g.units and not g.gear
    assert sorted(names(game, g.players[0].hand)) == ["Daring Poro", "Scrapheap", "Treasure Hunter"]
    assert sorted(names(game, g.players[1].hand)) == ["Orb of Regret", "Vanguard Sergeant"]
    assert names(game, g.players[0].trash) == ["Downwell"] and not g.players[1].trash
    check_invariants(game)


def test_downwell_makes_a_gold_token_cease_to_exist():
    """186.1 (Downwell, Treasure Hunter, Gold): the Gold token leaves the board and ceases to exist
    (it is not put into a hand)."""
    game = hunter_moved(["Downwell"], "Chaos Rune")
    game.state.players[0].rune_exhausted = [False]
    game.state.players[0].pool_energy = 10
    game.state.players[0].pool_power = ["Chaos", "Chaos"]
    play(game, "play Downwell")
    while game.state.chain:
        pass_(game)
    g = game.state
    assert not g.gear and "token_gone" in [e.kind for e in game.log]
    assert all(not g.cards[c].is_token for c in g.players[0].hand)


# --- Ancient Warmonger ------------------------------------------------------------------------------

def test_ancient_warmonger_has_assault_for_each_enemy_unit_here():
    """807.1, 364.3 (Ancient Warmonger): attacking a battlefield with two enemy units it has Assault
    2: 2 more Might as an attacker; in its base, with no enemy there, no Assault."""
    game = position({"deck": DECK, "base": [{"card": "Ancient Warmonger", "exhausted": False}]},
                    {"deck": DECK}, battlefields=[{"controller": 1, "units": [
                        {"card": "Pit Rookie", "controller": 1},
                        {"card": "Daring Poro", "controller": 1}]}, {}])
    wm = cid(game, "Ancient Warmonger")
    u = game.state.units[wm]
    assert passive_keyword(game.state, u, "Assault") == 0
    printed = game.state.cards[wm].might
    do(game, "move Ancient Warmonger to bf 0")
    u = game.state.units[wm]
    assert u.role == 1 and passive_keyword(game.state, u, "Assault") == 2
    assert might_of(game, wm) == printed + 2


# --- Overzealous Fan -----------------------------------------------------------------------------------

def fan_defends():
    """P1 attacks battlefield 0, held by P0's Overzealous Fan and Vanguard Sergeant, with a Shipyard
    Skulker and a Pit Rookie; P0's Fan's defend ability is being finalized."""
    game = load_position({
        "players": [{"deck": DECK}, {"deck": DECK, "base": ["Shipyard Skulker", "Pit Rookie"]}],
        "turn_player": 1, "turn": 2,
        "battlefields": [{"controller": 0, "units": [{"card": "Overzealous Fan", "controller": 0},
                                                     {"card": "Vanguard Sergeant", "controller": 0}]}, {}]})
    do(game, "P1: move Shipyard Skulker, Pit Rookie to bf 0")
    return game


def test_overzealous_fan_kills_itself_to_send_an_attacker_home():
    """383.3.a-b, 404, 428, 449 (Overzealous Fan, Shipyard Skulker, Pit Rookie, Vanguard Sergeant):
    as the Fan's defend ability is finalized P0 may choose an attacking unit (not P0's own
    Sergeant) and kill the Fan as its cost: the Fan dies at once, then the ability moves the
    Skulker to P1's base; the Rookie alone fights on and P0 wins."""
    game = fan_defends()
    d = game.pending()
    assert (d.kind, d.player, d.context[0]) == ("choose_card", 0, "trigger_may")
    skulker, rookie = cid(game, "Shipyard Skulker"), cid(game, "Pit Rookie")
    fan = cid(game, "Overzealous Fan")
    assert {a.card for a in game.legal_actions()} == {-1, skulker, rookie}
    do(game, "choose Shipyard Skulker")
    assert fan not in game.state.units and fan in game.state.players[0].trash
    while game.pending().kind in ("priority", "focus"):
        pass_(game)
    kinds = [e.kind for e in game.log]
    assert kinds.index("kill") < kinds.index("effect_move") < kinds.index("combat_result")
    g = game.state
    assert g.units[skulker].loc < 0 and g.units[skulker].controller == 1 and rookie not in g.units
    check_invariants(game)


def test_overzealous_fan_declined_stays_and_defends():
    """383.3.a.2 (Overzealous Fan): declined, the Fan stays on the board and defends; nothing moves."""
    game = fan_defends()
    do(game, "choose none")
    assert cid(game, "Overzealous Fan") in game.state.units
    assert "effect_move" not in [e.kind for e in game.log]


def test_rules_cited():
    """Every rule the tests cite exists."""
    assert not cited_clauses_missing(globals())
