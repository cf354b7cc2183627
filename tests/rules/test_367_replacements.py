"""Replacement effects (rules 367-375) and Burn Out as one of them (431.5).

No Origins champion-deck card has a replacement effect, so the card replacements here are
given by the tests themselves to a vanilla unit (Daring Poro) of one game (``give_answer``): they
exercise the machinery a real card's replacement will use."""

from __future__ import annotations

from riftbound.actions import ChooseReplacement
from riftbound.cards import load_cards
from riftbound.engine import replacements
from riftbound.engine.replacements import NONE, Replacement
from riftbound.formats.notation import format_action, parse_action
from riftbound.formats.position import dump_position, load_position
from tests.helpers import cited_clauses_missing, give_answer, kinds
from tests.spell_helpers import cid, position

DECK = ["Petty Officer", "Vanguard Sergeant", "Laurent Duelist"]


def empty_handed(**p0: object):
    """P0 at their Main Phase with an empty Main Deck and Daring Poro in base."""
    return position({"base": ["Daring Poro"], "deck": [], "trash": ["Stalwart Poro"], **p0},
                    {"deck": DECK})


def fizzle(game, may: bool = False, once: bool = False) -> Replacement:
    """A test replacement on Daring Poro: "if you would move cards from an empty deck, instead
    nothing happens" (mandatory unless ``may``), given to the card in ``game`` only."""
    r = Replacement("fizzle", "370.1.b", lambda g, p, a: True, lambda g, p, a, applied: [],
                    may=may, once_each_turn=once)
    give_answer(game, "replace:deck_short", load_cards().by_name("Daring Poro").id, r)
    return r


def test_431_5_burn_out_is_applied_as_a_replacement_effect():
    """431.5, 370.1.c: drawing from an empty Main Deck is replaced by Burning Out before anything is
    drawn; with no other replacement there is nothing to choose."""
    game = empty_handed()
    n = len(game.log)
    game.draw(0, 1)
    assert kinds(game, n)[:3] == ["replaced", "burn_out", "recycle"]
    replaced = next(e for e in game.log[n:] if e.kind == "replaced")
    assert replaced.rule == "431.5" and replaced.data == ("deck_short", "burn out")
    assert game.points(1) == 1 and len(game.state.players[0].hand) == 1


def test_372_the_affected_player_orders_several_replacements():
    """372, 372.1: Burn Out and a card's replacement both apply to the same event: the affected
    player chooses which applies first; once one has replaced the event, the event is gone and the
    other does not apply to it (370.1.b, 370.2)."""
    game = empty_handed()
    fizzle(game)
    poro = cid(game, "Daring Poro")
    game.draw(0, 1)
    d = game.pending()
    assert d.kind == "replacement" and d.player == 0
    assert game.legal_actions() == [ChooseReplacement(f"#{poro}"), ChooseReplacement("burn out")]
    twin = game.clone()
    game.apply(parse_action(game, f"replace #{poro}"))
    assert game.points(1) == 0 and "burn_out" not in kinds(game)  # the card's replaced the event
    twin.apply(parse_action(twin, "replace burn out"))
    assert twin.points(1) == 1 and "burn_out" in kinds(twin)


def test_371_2_an_optional_replacement_may_be_declined(monkeypatch):
    """371.2, 371.2.a-b: a "may" replacement's controller may decline it. With Burn Out also
    applying, declining is not offered (Burn Out is mandatory: one of them must apply first); with
    the optional one alone (Burn Out set aside for the test), "none" lets the event happen."""
    game = empty_handed()
    fizzle(game, may=True)
    game.draw(0, 1)
    assert ChooseReplacement(NONE) not in game.legal_actions()
    monkeypatch.setitem(replacements.RULES, "deck_short", [])
    alone = empty_handed()
    fizzle(alone, may=True)
    alone.draw(0, 1)
    poro = cid(alone, "Daring Poro")
    assert [str(a) for a in alone.legal_actions()] == [f"replace #{poro}", "replace none"]
    alone.apply(parse_action(alone, "replace none"))
    assert "replacement_declined" in kinds(alone) and alone.points(1) == 0


def test_371_1_a_once_each_turn_replacement_applies_to_one_event_a_turn(monkeypatch):
    """371.1: a "once each turn" replacement is applied to one event a turn; on the second, only
    Burn Out applies, so no choice is asked."""
    monkeypatch.setitem(replacements.RULES, "deck_short", list(replacements.RULES["deck_short"]))
    game = empty_handed()
    fizzle(game, once=True)
    poro = cid(game, "Daring Poro")
    game.draw(0, 1)
    game.apply(ChooseReplacement(f"#{poro}"))
    assert game.points(1) == 0
    game.draw(0, 1)
    assert game.pending().kind == "main" and game.points(1) == 1  # Burn Out alone, no decision


def test_a_pending_replacement_choice_round_trips_through_positions_and_notation():
    """The decision of 372 is part of a position: dumped, loaded and answered the same way; every
    option reads back from its readable form."""
    game = empty_handed()
    fizzle(game)
    game.draw(0, 1)
    # a judge's draw left a "restore" task at the bottom: a practice position allows it
    twin = load_position({**dump_position(game), "practice": True})
    fizzle(twin)
    assert twin.state.key() == game.state.key()
    assert twin.legal_actions() == game.legal_actions()
    for a in game.legal_actions():
        assert parse_action(game, format_action(game, a)) == a
        assert parse_action(game, str(a)) == a


def theirs(**p1: object):
    """As :func:`empty_handed`, but the Daring Poro is P1's: a replacement on it is P1's (374)."""
    return position({"deck": [], "trash": ["Stalwart Poro"]},
                    {"deck": DECK, "base": ["Daring Poro"], **p1})


def test_371_2_a_another_players_optional_replacement_is_theirs_to_decline(monkeypatch):
    """371.2.a, 374: P1 controls an optional replacement of P0's draw from an empty deck (Burn Out
    set aside for the test): P1, not P0, chooses whether to apply it. Declined, the event happens
    (371.2.b); applied, it replaces the event."""
    monkeypatch.setitem(replacements.RULES, "deck_short", [])
    game = theirs()
    fizzle(game, may=True)
    poro = cid(game, "Daring Poro")
    game.draw(0, 1)
    d = game.pending()
    assert d.kind == "replacement" and d.player == 1
    assert [str(a) for a in game.legal_actions()] == [f"replace #{poro}", "replace none"]
    twin = game.clone()
    game.apply(parse_action(game, "replace none"))
    declined = next(e for e in game.log if e.kind == "replacement_declined")
    assert declined.player == 1 and "replaced" not in kinds(game)
    assert game.pending().kind == "main" and game.pending().player == 0
    twin.apply(ChooseReplacement(f"#{poro}"))
    assert "replaced" in kinds(twin) and twin.pending().kind == "main"


def test_371_2_a_372_the_controller_decides_whether_then_the_affected_player_orders():
    """371.2.a, 372.1: with Burn Out (mandatory) also applying, P1 is asked first whether to apply
    their optional replacement. Declined, Burn Out applies alone without a question (P1 gains the
    Burn Out point); applied, P0, the affected player, chooses which applies first, and may not
    decline (one of them is mandatory)."""
    game = theirs()
    fizzle(game, may=True)
    poro = cid(game, "Daring Poro")
    game.draw(0, 1)
    assert game.pending().player == 1
    twin = game.clone()
    game.apply(ChooseReplacement(NONE))
    assert game.points(1) == 1 and "burn_out" in kinds(game) and game.pending().kind == "main"
    twin.apply(ChooseReplacement(f"#{poro}"))
    d = twin.pending()
    assert d.kind == "replacement" and d.player == 0
    assert twin.legal_actions() == [ChooseReplacement(f"#{poro}"), ChooseReplacement("burn out")]
    twin.apply(ChooseReplacement(f"#{poro}"))
    assert twin.points(1) == 0 and "burn_out" not in kinds(twin)


def test_371_2_b_a_declined_once_each_turn_replacement_may_apply_later_that_turn(monkeypatch):
    """371.2.b (the Zilean example), 371.1: a "once each turn" replacement its controller declined
    has not been applied this turn, so it is offered again for a later event of the same turn."""
    monkeypatch.setitem(replacements.RULES, "deck_short", [])
    game = theirs()
    fizzle(game, may=True, once=True)
    poro = cid(game, "Daring Poro")
    game.draw(0, 1)
    game.apply(ChooseReplacement(NONE))
    game.draw(0, 1)
    assert game.pending().kind == "replacement" and game.pending().player == 1
    game.apply(ChooseReplacement(f"#{poro}"))
    game.draw(0, 1)  # applied once this turn: it no longer applies, and nothing is asked
    assert game.pending().kind == "main"


def test_a_question_put_to_a_replacements_controller_round_trips_through_positions():
    """371.2.a: the question put to P1 is part of a position: dumped and loaded, the same player
    is asked the same options, and each answer reads back from its text."""
    game = theirs()
    fizzle(game, may=True)
    game.draw(0, 1)
    twin = load_position({**dump_position(game), "practice": True})
    fizzle(twin, may=True)
    assert twin.state.key() == game.state.key() and twin.pending().player == 1
    assert twin.legal_actions() == game.legal_actions()
    for a in game.legal_actions():
        assert parse_action(game, format_action(game, a)) == a


def test_citations():
    """The clauses the tests of this file cite are rules."""
    assert not cited_clauses_missing(globals())
