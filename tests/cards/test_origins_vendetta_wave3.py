"""Scenario tests for the Origins and Vendetta cards of card wave 2's third sweep (issue 13, sweep O).
Each plays the card from a small position and checks what the rules make happen, with a timing,
cost or targeting edge where the card has one. Rule numbers lead each docstring."""

from __future__ import annotations

from riftbound.actions import ChooseCard
from riftbound.cards import load_cards
from riftbound.checks import check_invariants
from riftbound.formats.notation import parse_action
from riftbound.game import card_support
from tests.spell_helpers import card_text, cid, pass_, pay, position

DECK = ["Daring Poro"] * 3
#: P1 holds battlefield 0 with a Vanguard Sergeant (3 Might); battlefield 1 is open
SERGEANT_AT_BF0 = [{"controller": 1, "units": [{"card": "Vanguard Sergeant", "controller": 1}]}, {}]
NAMES = ("Ruthless Strike", "Rampage")
ERRATA: set[str] = set()


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
