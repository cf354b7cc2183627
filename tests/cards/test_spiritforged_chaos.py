"""Scenario tests for the Spiritforged Chaos cards of the first card wave (issue 12): Corrupt
Enforcer. Each plays the card from a small position and checks what the rules make happen, with a
timing edge where the card has one. Rule numbers lead each docstring."""

from __future__ import annotations

from riftbound.cards import load_cards
from riftbound.checks import check_invariants
from riftbound.game import card_support
from tests.helpers import cited_clauses_missing
from tests.spell_helpers import card_text, do, pass_, position

DECK = ["Stalwart Poro"] * 3
NAMES = ("Corrupt Enforcer",)


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


def test_rules_cited():
    """Every rule the tests cite exists."""
    assert not cited_clauses_missing(globals())
