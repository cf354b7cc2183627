"""Rule 356 (Determine Total Cost) with 355.1.a and 357.2: optional and mandatory additional costs,
discounts and their minimums, and the main-phase options that follow the modified cost. Each test
names its card; rule numbers lead the docstring."""

from __future__ import annotations

import pytest

from riftbound.actions import ChooseCard, Pay, PlaySpell, PlayUnit
from riftbound.checks import check_invariants
from riftbound.formats.notation import NotationError, format_action, parse_action
from riftbound.formats.position import dump_position, load_position
from tests.helpers import cited_clauses_missing
from tests.spell_helpers import cid, do, play, position

DECK = ["Petty Officer", "Vanguard Sergeant", "Laurent Duelist"]


def plays(game, name: str) -> list:
    """The legal plays of the card named ``name``."""
    return [a for a in game.legal_actions() if isinstance(a, PlayUnit | PlaySpell)
            and game.state.cards[a.card].name == name]


def runes_exhausted(game, player: int = 0) -> int:
    return game.state.players[player].rune_exhausted.count(True)


def paid(game) -> tuple:
    """(runes exhausted, runes recycled) by the last payment (357)."""
    return [e.data for e in game.log if e.kind == "pay"][-1]


def round_trips(game) -> None:
    """Every legal action reads back from its notation, and the position reloads to the same state."""
    for a in game.legal_actions():
        assert parse_action(game, format_action(game, a)) == a
    assert load_position(dump_position(game)).state.key() == game.state.key()


# --- optional additional cost (Brazen Buccaneer) ----------------------------------------------------------

def buccaneer(runes: int, hand: tuple[str, ...] = ("Petty Officer", "Vanguard Sergeant")):
    """Brazen Buccaneer in hand with ``runes`` runes of two domains (so payments are choices)."""
    mix = ["Fury Rune", "Calm Rune"] * runes
    return position({"hand": ["Brazen Buccaneer", *hand], "deck": DECK, "runes": mix[:runes]},
                    {"deck": DECK})


def test_355_1_a_357_2_brazen_buccaneer_optional_discard_is_chosen_as_it_is_played_and_paid_with_the_cost():
    """355.1.a, 356.2.b.1, 356.4, 357.2: Brazen Buccaneer (6 Energy) is played; its controller then
    chooses whether to pay the optional additional cost and which card pays it (one decision: a card,
    or none). Paying makes the total cost 4; the card is discarded with the payment, not before."""
    game = buccaneer(6)
    bucc, sergeant = cid(game, "Brazen Buccaneer"), cid(game, "Vanguard Sergeant", "hand")
    do(game, "play Brazen Buccaneer to base")
    d = game.pending()
    assert d.kind == "choose_card" and d.context == ("cost_discard", bucc, False)
    assert game.legal_actions()[0] == ChooseCard(-1)  # declining is an option with 6 runes
    assert sorted(game.state.cards[a.card].name for a in game.legal_actions()[1:]) == [
        "Petty Officer", "Vanguard Sergeant"]
    round_trips(game)
    do(game, "choose Vanguard Sergeant")
    assert game.pending().kind == "pay" and sergeant in game.state.players[0].hand  # not yet discarded
    assert game.state.chain[-1].refs == (sergeant,)
    round_trips(game)  # the choice travels in the chain item's refs
    pays = game.legal_actions()
    assert {len(a.exhaust) for a in pays if isinstance(a, Pay)} == {4}
    game.apply(pays[0])
    p = game.state.players[0]
    assert sergeant in p.trash and sergeant not in p.hand and bucc in game.state.units
    assert runes_exhausted(game) == 4
    kinds = [e.kind for e in game.log if e.kind in ("optional_cost", "pay", "discard", "enter")]
    assert kinds == ["optional_cost", "pay", "discard", "enter"]
    check_invariants(game)


def test_356_2_b_declining_the_optional_cost_pays_the_full_cost():
    """356.2.b.1: an optional additional cost is paid only if its controller chose to pay it; Brazen
    Buccaneer played with "choose none" costs its full 6 Energy and nothing is discarded."""
    game = buccaneer(6)
    do(game, "play Brazen Buccaneer to base")
    do(game, "choose none")  # the only payment (all 6 runes) is then taken at once
    assert cid(game, "Brazen Buccaneer") in game.state.units
    assert runes_exhausted(game) == 6 and game.state.players[0].trash == []
    assert sorted(game.state.cards[c].name for c in game.state.players[0].hand) == [
        "Petty Officer", "Vanguard Sergeant"]


def test_355_16_only_choices_that_leave_the_card_payable_are_offered():
    """355.16, 357.3, 356.4: with 4 runes Brazen Buccaneer is playable only by paying the optional
    cost, so declining is not offered; with an empty hand besides it (422.3: the discard can't be
    made) and 4 runes it can't be played at all; with 3 runes not even the reduced cost is payable."""
    game = buccaneer(4)
    assert plays(game, "Brazen Buccaneer")
    do(game, "play Brazen Buccaneer to base")
    assert ChooseCard(-1) not in game.legal_actions() and len(game.legal_actions()) == 2
    assert plays(buccaneer(4, hand=()), "Brazen Buccaneer") == []
    assert plays(buccaneer(6, hand=()), "Brazen Buccaneer")  # full cost, nothing to choose
    assert plays(buccaneer(3), "Brazen Buccaneer") == []


def test_355_1_a_a_single_possible_choice_is_taken_for_the_player():
    """355.1.a, ruling 1: Brazen Buccaneer with 6 runes and no other card in hand: the only option is
    not to pay the optional cost, so the game goes straight to the payment."""
    game = buccaneer(6, hand=())
    do(game, "play Brazen Buccaneer to base")  # the payment too has one option (all 6 runes)
    assert cid(game, "Brazen Buccaneer") in game.state.units and paid(game) == (6, 0)
    assert not [e for e in game.log if e.kind in ("optional_cost", "discard")]


# --- mandatory additional cost (Cruel Patron) --------------------------------------------------------------

def test_356_2_a_1_cruel_patron_kills_a_friendly_unit_of_the_players_choice_as_it_is_paid():
    """356.2.a.1, 357.2, 355.10.c, 428.1.a.1: Cruel Patron's additional cost kills a friendly unit;
    its controller picks which (not a target: enemy units are not offered). The unit dies when the
    cost is paid."""
    game = position({"hand": ["Cruel Patron"], "deck": DECK, "runes": ["Order Rune"] * 3 + ["Calm Rune"] * 2,
                     "base": ["Daring Poro", "Vanguard Sergeant"]},
                    {"deck": DECK, "base": ["Stalwart Poro"]})
    patron, poro = cid(game, "Cruel Patron"), cid(game, "Daring Poro")
    do(game, "play Cruel Patron to base")
    d = game.pending()
    assert d.kind == "choose_card" and d.context == ("cost_kill", patron)
    assert sorted(game.state.cards[a.card].name for a in game.legal_actions()) == [
        "Daring Poro", "Vanguard Sergeant"]
    round_trips(game)
    do(game, "choose Daring Poro")
    assert poro in game.state.units and game.pending().kind == "pay"  # killed with the payment
    game.apply(game.legal_actions()[0])
    assert poro not in game.state.units and poro in game.state.players[0].trash
    assert patron in game.state.units and runes_exhausted(game) == 4
    check_invariants(game)


def test_356_2_a_1_cruel_patron_cant_be_played_without_a_friendly_unit():
    """356.2.a.1, 355.16: with no friendly unit the mandatory cost can't be paid, so Cruel Patron is
    not a legal play (an enemy unit does not help)."""
    game = position({"hand": ["Cruel Patron"], "deck": DECK, "runes": ["Order Rune"] * 4},
                    {"deck": DECK, "base": ["Stalwart Poro"]})
    assert plays(game, "Cruel Patron") == []
    with pytest.raises(NotationError, match="additional cost"):
        parse_action(game, "play Cruel Patron to base")
    with_unit = position({"hand": ["Cruel Patron"], "deck": DECK, "runes": ["Order Rune"] * 4,
                          "base": ["Daring Poro"]}, {"deck": DECK})
    assert plays(with_unit, "Cruel Patron")


# --- discounts (Rhasa the Sunderer, Eager Apprentice) -------------------------------------------------------

def rhasa(trash: int, runes: int):
    """Rhasa in hand with ``trash`` cards in the trash (a practice position: more than 3 copies)."""
    return position({"hand": ["Rhasa the Sunderer"], "deck": DECK, "trash": ["Daring Poro"] * trash,
                     "runes": ["Chaos Rune"] * runes}, {"deck": DECK}, practice=True)


def test_356_4_rhasa_costs_one_energy_less_per_card_in_the_trash():
    """356.4, 366.2: Rhasa the Sunderer (10 Energy and 1 Chaos Power) costs 1 Energy less for each
    card in its controller's trash: with 6 cards it costs 4 Energy, so 4 runes (one exhausted, then
    recycled for the Power) pay it, and 3 runes don't; with 7 cards 3 runes do."""
    assert plays(rhasa(6, 3), "Rhasa the Sunderer") == []
    game = rhasa(6, 4)
    do(game, "play Rhasa the Sunderer to base")  # one way to pay: taken at once
    assert paid(game) == (4, 1) and cid(game, "Rhasa the Sunderer") in game.state.units
    assert plays(rhasa(7, 3), "Rhasa the Sunderer")


def test_356_6_rhasa_cost_never_falls_below_zero():
    """356.6: with 12 cards in the trash Rhasa the Sunderer's Energy cost is 0, not -2; only its
    Power is paid, by recycling one rune."""
    game = rhasa(12, 1)
    do(game, "play Rhasa the Sunderer to base")
    assert paid(game) == (0, 1) and cid(game, "Rhasa the Sunderer") in game.state.units


def apprentice(where: str, spell: str, runes: int, count: int = 1, enemy: bool = False):
    units = [{"card": "Eager Apprentice", "controller": 1 if enemy else 0}] * count
    bfs = [{"controller": 1 if enemy else 0, "units": units}, {}] if where == "bf" else None
    side = {"base": ["Eager Apprentice"] * count} if where == "base" else {}
    extra = {"battlefields": bfs} if bfs else {}
    mix = ["Calm Rune", "Mind Rune"] * runes  # two domains: payments are choices
    return position({"hand": [spell], "deck": DECK, "runes": mix[:runes], "base": ["Daring Poro"],
                     **side}, {"deck": DECK}, **extra)


def test_356_4_eager_apprentice_at_a_battlefield_makes_spells_cheaper_and_playable():
    """356.4, 419.2.a: while Eager Apprentice is at a battlefield, its controller's spells cost 1
    Energy less: Discipline (2) is offered with 1 rune and paid with 1. In the base it gives nothing,
    and an opponent's Apprentice gives nothing to this player."""
    assert plays(apprentice("bf", "Discipline", 1), "Discipline")
    game = apprentice("bf", "Discipline", 3)
    do(game, "play Discipline targeting Daring Poro at base")
    assert game.pending().kind == "pay" and all(len(a.exhaust) == 1 for a in game.legal_actions())
    game.apply(game.legal_actions()[0])
    assert runes_exhausted(game) == 1
    assert plays(apprentice("base", "Discipline", 1), "Discipline") == []
    assert plays(apprentice("bf", "Discipline", 1, enemy=True), "Discipline") == []


def test_356_4_e_each_discount_keeps_its_own_minimum():
    """356.4.e: Eager Apprentice's discount stops at 1: Stupefy (1 Energy) still costs 1, so with no
    rune it is not offered. Two Apprentices each apply their discount: Back to Back (3) costs 1."""
    assert plays(apprentice("bf", "Stupefy", 0), "Stupefy") == []
    game = apprentice("bf", "Stupefy", 1)
    play(game, "play Stupefy targeting Daring Poro at base")
    assert runes_exhausted(game) == 1
    two = apprentice("bf", "Back to Back", 1, count=2)
    assert plays(two, "Back to Back")
    play(two, "play Back to Back targeting Daring Poro at base, Eager Apprentice at bf 0")
    assert runes_exhausted(two) == 1
    assert plays(apprentice("bf", "Back to Back", 1, count=1), "Back to Back") == []


def test_citations_exist():
    """The clauses cited by this file's tests exist in the rules."""
    assert cited_clauses_missing(globals()) == []
