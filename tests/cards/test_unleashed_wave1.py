"""Scenario tests for the Unleashed cards of the first card wave's sweep G (issue 12). Each plays the
card from a small position and checks what the rules make happen, with a timing or targeting edge
where the card has one. Rule numbers lead each docstring."""

from __future__ import annotations

from riftbound.actions import Activate
from riftbound.cards import load_cards
from riftbound.checks import check_invariants
from riftbound.engine.granted import unit_keywords
from riftbound.game import card_support
from tests.spell_helpers import card_text, cid, do, might_of, pass_, pay, play, position

DECK = ["Daring Poro"] * 3
NAMES = ("Arena Kingpin", "Vault Breaker", "Lord Broadmane", "Xerath, Freed", "Vi, Peacekeeper",
         "Soul Harvest", "Eclipse")


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
