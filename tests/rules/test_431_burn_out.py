"""Burn Out (rule 431) and drawing past the end of the Main Deck (413.4)."""

from __future__ import annotations

import pytest

from riftbound import SKIRMISH, ChooseOpponent, Concede, Termination
from tests.helpers import (
    census,
    cited_clauses_missing,
    duel,
    empty_deck,
    empty_trash,
    end_turn,
    events,
    kinds,
    new_game,
    refresh,
    set_points,
)


def test_413_4_draw_as_many_as_possible_then_burn_out_then_finish():
    """413.4.a-c, 431.1.a: drawing 2 from a deck of 1 draws 1, burns out, then draws the other."""
    game = duel()
    empty_deck(game, 0, keep=1)
    before = census(game)
    hand = len(game.state.players[0].hand)
    n = len(game.log)
    game.draw(0, 2)
    assert kinds(game, n)[:6] == ["draw", "replaced", "burn_out", "recycle", "gain_points", "draw"]
    assert [e.data[0] for e in events(game, "draw", n)] == [1, 1]
    assert len(game.state.players[0].hand) == hand + 2
    assert game.points(1) == 1
    assert census(game) == before


def test_431_1_a_drawing_from_a_non_empty_deck_never_burns_out():
    """431.1, 431.4.a: a draw the Main Deck can cover is no Burn Out (no point, no recycling)."""
    game = duel()
    empty_deck(game, 0, keep=3)
    trash = list(game.state.players[0].trash)
    n = len(game.log)
    game.draw(0, 3)
    assert "burn_out" not in kinds(game, n)
    assert game.state.players[0].deck == [] and game.state.players[0].trash == trash
    assert game.points(1) == 0


def test_431_2_b_d_burn_out_recycles_the_trash_and_the_draw_completes():
    """431.2.b, 431.2.c, 431.2.d: empty deck, full trash: the trash becomes the deck, the opponent
    gains 1, then the draw is completed from the recycled cards."""
    game = duel()
    trash = empty_deck(game, 0)
    empty_trash(game, 0, keep=5)
    trash = list(game.state.players[0].trash)
    hand = list(game.state.players[0].hand)
    before = census(game)
    n = len(game.log)
    game.draw(0, 1)
    p = game.state.players[0]
    assert p.trash == []
    assert len(p.deck) == 4
    (new,) = [c for c in p.hand if c not in hand]
    assert new in trash and sorted(p.deck + [new]) == sorted(trash)
    assert game.points(1) == 1 and game.points(0) == 0
    assert kinds(game, n) == ["replaced", "burn_out", "recycle", "gain_points", "draw"]
    assert census(game) == before
    assert game.outcome() is None


def test_315_4_b_burn_out_in_the_draw_phase_then_still_draws():
    """315.4.b.1-2, 431.2.d: a Turn Player with an empty deck burns out in their Draw Phase and then
    draws 1 from the recycled trash."""
    game = duel()
    empty_deck(game, 1)
    empty_trash(game, 1, keep=2)
    hand = len(game.state.players[1].hand)
    n = len(game.log)
    end_turn(game, 0)
    burn = events(game, "burn_out", n)
    assert [e.player for e in burn] == [1]
    assert game.points(0) == 1
    assert len(game.state.players[1].hand) == hand + 1
    assert len(game.state.players[1].deck) == 1


def test_431_2_c_single_burn_out_point_waits_for_a_cleanup():
    """431.2.c, 431.3.c, 194.2: the point of a single Burn Out (the draw then completes) lifts the
    opponent to the Victory Score, but the win is found only by a cleanup: after the draw has
    completed, before anyone decides again (323.1, not 431.3.c.1)."""
    game = duel()
    set_points(game, 1, 7)
    empty_deck(game, 0)
    empty_trash(game, 0, keep=1)
    n = len(game.log)
    game.draw(0, 1)
    assert game.points(1) == 8
    assert [e.kind for e in events(game, "burn_out")] == ["burn_out"]
    assert kinds(game, n) == ["replaced", "burn_out", "recycle", "gain_points", "draw", "win"]
    out = game.outcome()
    assert out is not None and out.winners == (1,)
    assert out.termination is Termination.VICTORY_SCORE and out.rule == "323.1"


def test_431_3_repeated_burn_out_with_empty_deck_and_trash():
    """431.3, 431.3.a: with deck and trash both empty, the draw tries again after each Burn Out and
    burns out again; each Burn Out gives the opponent a point."""
    game = duel()
    set_points(game, 1, 5)
    empty_deck(game, 0)
    empty_trash(game, 0)
    game.draw(0, 1)
    # 5 -> 6 (first), 6 -> 7, 7 -> 8: the third reaches the Victory Score and ends it.
    assert [e.data[0] for e in events(game, "burn_out")] == [1, 2, 3]
    assert game.points(1) == 8


def test_431_3_c_1_repeated_burn_out_wins_without_a_cleanup():
    """431.3.c, 431.3.c.1: a point from a Burn Out after the first in sequence that brings the
    opponent to the Victory Score with the lead wins at once, without a cleanup."""
    game = duel()
    set_points(game, 1, 7)
    empty_deck(game, 0)
    empty_trash(game, 0)
    n = len(game.log)
    game.draw(0, 2)
    out = game.outcome()
    assert out is not None and out.winners == (1,)
    assert out.termination is Termination.BURN_OUT and out.rule == "431.3.c.1"
    assert game.points(1) == 9  # 7 -> 8 by the first Burn Out (no win yet), 8 -> 9 wins
    assert kinds(game, n) == ["replaced", "burn_out", "gain_points",
                              "replaced", "burn_out", "gain_points", "win"]
    assert game.pending() is None


def test_431_3_c_first_burn_out_of_a_sequence_does_not_win_at_once():
    """431.3.c: only points after the first Burn Out in sequence win at once: a first Burn Out that
    reaches the Victory Score leaves the win to the cleanup (here the draw completes)."""
    game = duel()
    set_points(game, 1, 7)
    empty_deck(game, 0)
    empty_trash(game, 0, keep=3)
    n = len(game.log)
    game.draw(0, 2)
    assert game.points(1) == 8
    # the draw completes first; the win comes from the cleanup after it (323.1)
    assert kinds(game, n)[-2:] == ["draw", "win"] and game.outcome().rule == "323.1"


def test_431_3_c_a_separate_burn_out_starts_a_new_sequence():
    """431.3, 431.3.c: a Burn Out in a later action is the first of its own sequence: its point
    does not win at once even though an earlier action burned out too."""
    game = duel()
    set_points(game, 0, 8)
    set_points(game, 1, 7)
    empty_deck(game, 0)
    empty_trash(game, 0, keep=1)
    game.draw(0, 1)  # 7 -> 8: tied with P0, no winner
    assert game.points(1) == 8 and game.outcome() is None
    p = game.state.players[0]
    p.trash.append(p.hand.pop())  # the deck is empty again; one card to recycle
    refresh(game)
    n = len(game.log)
    game.draw(0, 1)  # 8 -> 9, the first Burn Out of this draw: the cleanup after it finds P1
    assert game.points(1) == 9
    assert kinds(game, n)[-2:] == ["draw", "win"]
    assert game.outcome().winners == (1,) and game.outcome().rule == "323.1"


def test_431_3_c_repeated_burn_out_needs_the_lead():
    """431.3.c: a repeated Burn Out point wins at once only with more points than every opponent."""
    game = duel()
    set_points(game, 0, 9)
    set_points(game, 1, 7)
    empty_deck(game, 0)
    empty_trash(game, 0)
    game.draw(0, 1)
    # 8 (first), then 9 = tie with P0: no win; then 10 > 9 wins at once.
    assert game.points(1) == 10
    out = game.outcome()
    assert out.winners == (1,) and out.termination is Termination.BURN_OUT
    assert [e.data[0] for e in events(game, "burn_out")] == [1, 2, 3]


def test_431_1_b_mill_in_excess_burns_out_then_completes():
    """431.1.b, 431.2: putting more cards into the trash than the deck holds moves what it can,
    burns out (recycling the trash, a point to the opponent), then moves the rest."""
    game = duel()
    empty_deck(game, 0, keep=1)
    empty_trash(game, 0, keep=2)
    before = census(game)
    n = len(game.log)
    game.mill(0, 2)
    assert kinds(game, n) == ["mill", "replaced", "burn_out", "recycle", "gain_points", "mill"]
    p = game.state.players[0]
    assert len(p.deck) == 2 and len(p.trash) == 1
    assert game.points(1) == 1
    assert census(game) == before


def test_431_1_b_mill_within_the_deck_does_not_burn_out():
    """431.1.b: a mill the deck covers is no Burn Out."""
    game = duel()
    empty_deck(game, 0, keep=2)
    n = len(game.log)
    game.mill(0, 2)
    assert "burn_out" not in kinds(game, n) and game.points(1) == 0


@pytest.mark.parametrize("how", ["look", "reveal"])
def test_431_1_c_look_and_reveal_in_excess_never_burn_out(how):
    """431.1.c: looking at or revealing more cards than the deck holds sees what there is and
    does not burn out."""
    game = duel()
    empty_deck(game, 0, keep=2)
    top = list(reversed(game.state.players[0].deck))
    key = [p.key() for p in game.state.players]
    n = len(game.log)
    seen = getattr(game, how)(0, 5)
    assert seen == top
    game.cleanup()  # let the engine run anything the look or reveal might have left behind
    assert "burn_out" not in kinds(game, n)
    assert game.points(1) == 0
    assert [p.key() for p in game.state.players] == key
    empty_deck(game, 0)
    assert getattr(game, how)(0, 1) == []
    assert "burn_out" not in kinds(game, n) and game.outcome() is None


def test_431_4_a_an_empty_deck_alone_does_not_burn_out():
    """431.4, 431.4.a: a player burns out only when an effect makes them move cards from the deck;
    an empty Main Deck through cleanups and the opponent's turn causes nothing."""
    game = duel()
    empty_deck(game, 0)
    empty_trash(game, 0, keep=1)
    game.cleanup()
    end_turn(game, 0)
    assert game.pending().player == 1
    assert [e.player for e in events(game, "burn_out")] == []
    assert game.points(1) == 0
    end_turn(game, 1)  # P0's Draw Phase: now P0 draws and burns out
    assert [e.player for e in events(game, "burn_out")] == [0]
    assert game.points(1) == 1


def burning_skirmish():
    """A Skirmish at P0's first Main Phase: P0's deck is empty and the trash holds 3 cards."""
    game = new_game(SKIRMISH, first=0)
    empty_deck(game, 0)
    empty_trash(game, 0, keep=3)
    return game


def test_431_2_c_in_skirmish_the_burning_player_chooses_among_living_opponents():
    """431.2.c, 194.1.d: with two opponents the burning player decides who gains the point; the
    options are exactly the living opponents."""
    game = burning_skirmish()
    game.draw(0, 1)
    d = game.pending()
    assert d.player == 0 and d.kind == "choose_opponent"
    assert set(game.legal_actions()) == {ChooseOpponent(1), ChooseOpponent(2)}
    assert len(game.legal_actions()) == 2
    assert not game.is_legal(ChooseOpponent(0))


@pytest.mark.parametrize("chosen", [1, 2])
def test_431_2_c_the_chosen_opponent_gains_the_point(chosen):
    """431.2.c, 431.2.d: the chosen opponent gains 1, the other nothing; then the draw completes
    and the game goes back to the decision it was at."""
    game = burning_skirmish()
    hand = len(game.state.players[0].hand)
    game.draw(0, 1)
    game.apply(ChooseOpponent(chosen))
    other = 3 - chosen
    assert game.points(chosen) == 1 and game.points(other) == 0 and game.points(0) == 0
    assert len(game.state.players[0].hand) == hand + 1
    assert game.pending().player == 0 and game.pending().kind == "main"
    gain = events(game, "gain_points")[-1]
    assert gain.player == chosen and gain.rule == "431.2.c"


def test_431_2_c_a_removed_player_is_not_offered():
    """431.2.c, 651.3: once an opponent has conceded, the only living opponent gains the point
    without a decision."""
    game = burning_skirmish()
    game.apply(Concede(2))
    game.draw(0, 1)
    assert game.pending().kind == "main"
    assert game.points(1) == 1 and game.points(2) == 0


def test_431_2_c_an_opponent_conceding_during_the_choice_is_no_longer_an_option():
    """431.2.c, 651.3: an opponent who concedes while the burning player is choosing can no longer
    be chosen; with one opponent left, that one gains the point."""
    game = burning_skirmish()
    game.draw(0, 1)
    assert game.pending().kind == "choose_opponent"
    game.apply(Concede(2))
    assert not game.is_legal(ChooseOpponent(2))
    if game.pending().kind == "choose_opponent":
        game.apply(ChooseOpponent(1))
    assert game.points(1) == 1
    assert game.pending().kind == "main" and game.pending().player == 0


def test_431_3_c_1_skirmish_repeated_burn_out_to_the_chosen_leader():
    """431.3.c.1: in Skirmish each repeated Burn Out point goes to the chosen opponent; the one who
    reaches the Victory Score with the lead wins at once."""
    game = new_game(SKIRMISH, first=0)
    set_points(game, 1, 7)
    set_points(game, 2, 7)
    empty_deck(game, 0)
    empty_trash(game, 0)
    game.draw(0, 1)
    game.apply(ChooseOpponent(2))  # first: P2 8, P1 7, no immediate win
    assert game.outcome() is None
    game.apply(ChooseOpponent(1))  # second: 8-8 tie, no win
    assert game.outcome() is None
    game.apply(ChooseOpponent(1))  # third: P1 9 > 8: wins at once
    out = game.outcome()
    assert out.winners == (1,) and out.termination is Termination.BURN_OUT


def test_cited_clauses_exist():
    """Every clause named by a test docstring here is a rule in the Core Rules file."""
    assert cited_clauses_missing(globals()) == []
