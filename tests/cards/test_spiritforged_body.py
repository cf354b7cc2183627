"""Scenario tests for the Spiritforged Body cards of the first card wave (issue 12): Punch First, On
the Hunt and Direwing. Each plays the card from a small position and checks what the rules make
happen, with a timing or targeting edge. Rule numbers lead each docstring."""

from __future__ import annotations

from riftbound.cards import load_cards
from riftbound.checks import check_invariants
from riftbound.game import card_support
from tests.spell_helpers import card_text, cid, might_of, pass_, play, position

DECK = ["Laurent Duelist", "Playful Phantom", "Blazing Scorcher"]
NAMES = ("Punch First", "On the Hunt", "Direwing")


def settle(game) -> None:
    """Pass until the chain is empty and no Priority is pending."""
    while game.state.chain or (game.pending() is not None and game.pending().kind == "priority"):
        pass_(game)


def test_the_cards_have_entries_and_no_errata():
    """103 (the card pool): each card has an entry the engine plays, and none has errata."""
    cards = load_cards()
    for name in NAMES:
        assert card_support(cards.by_name(name)) == "script", name
        assert card_text(name)["errata"] == [], name


def test_punch_first_gives_any_unit_five_might_for_the_turn():
    """477.3, 317.2.c, 355.5 (Punch First): an enemy unit may be chosen as well as a friendly one; the
    chosen one has +5 Might until the end of the turn."""
    game = position({"hand": ["Punch First"], "deck": DECK, "base": ["Vanguard Sergeant"],
                     "runes": ["Body Rune"] * 3}, {"deck": DECK, "base": ["Stalwart Poro"]})
    mine, theirs = cid(game, "Vanguard Sergeant"), cid(game, "Stalwart Poro")
    play(game, "play Punch First targeting Stalwart Poro")
    settle(game)
    assert might_of(game, theirs) == 2 + 5 and might_of(game, mine) == 4
    check_invariants(game)


def test_on_the_hunt_readies_only_its_controllers_units():
    """415.3.b (On the Hunt): P0's exhausted units ready wherever they are; P1's exhausted unit stays
    exhausted."""
    game = position({"hand": ["On the Hunt"], "deck": DECK, "runes": ["Body Rune"] * 3,
                     "base": [{"card": "Vanguard Sergeant", "exhausted": True}]},
                    {"deck": DECK, "base": [{"card": "Stalwart Poro", "exhausted": True}]},
                    battlefields=[{"controller": 0, "units": [
                        {"card": "Petty Officer", "controller": 0, "exhausted": True}]}, {}])
    play(game, "play On the Hunt")
    settle(game)
    g = game.state
    assert g.units[cid(game, "Vanguard Sergeant")].exhausted is False
    assert g.units[cid(game, "Petty Officer")].exhausted is False
    assert g.units[cid(game, "Stalwart Poro")].exhausted is True
    check_invariants(game)


def test_direwing_enters_ready_only_with_another_dragon():
    """143.4.a, 369.3 (Direwing): with a Dragon of its controller on the board it enters ready; with
    only a non-Dragon unit, or an opponent's Dragon, it enters exhausted."""
    for mine, theirs, ready in ((["Mountain Drake"], [], True),
                                (["Vanguard Sergeant"], ["Mountain Drake"], False)):
        game = position({"hand": ["Direwing"], "deck": DECK, "base": mine, "runes": ["Body Rune"] * 7},
                        {"deck": DECK, "base": theirs})
        play(game, "play Direwing to base")
        settle(game)
        assert game.state.units[cid(game, "Direwing")].exhausted is (not ready)
        check_invariants(game)
