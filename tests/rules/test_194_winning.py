"""Winning the game (rules 194, 323.1, 472): points, the Victory Score, the win check in cleanups."""

from __future__ import annotations

from riftbound import SKIRMISH, EndTurn, Termination
from tests.helpers import (
    cited_clauses_missing,
    duel,
    empty_deck,
    empty_trash,
    end_turn,
    events,
    move,
    new_game,
    place_unit,
    set_control,
    set_points,
)


def test_194_1_a_hold_gains_a_point():
    """194.1.a, 469.2: a battlefield held in the Beginning Phase gives its controller a point."""
    game = duel()
    place_unit(game, 0, 0)
    set_control(game, 0, 0)
    end_turn(game, 0)
    end_turn(game, 1)
    assert game.points(0) == 1
    gain = events(game, "gain_points")[-1]
    assert gain.player == 0 and gain.data[1] == "hold"


def test_194_1_b_conquer_gains_a_point():
    """194.1.b, 469.1: a battlefield conquered gives its new controller a point."""
    game = duel()
    cid = place_unit(game, 0, "base")
    move(game, [cid], 1)
    assert game.points(0) == 1 and game.points(1) == 0
    gain = events(game, "gain_points")[-1]
    assert gain.player == 0 and gain.data[1] == "conquer"


def test_194_1_c_an_effect_gains_points():
    """194.1.c: an effect may give a player one or more points."""
    game = duel()
    game.gain_points(1, 3)
    assert game.points(1) == 3 and game.points(0) == 0
    assert events(game, "gain_points")[-1].rule == "194.1.c"


def test_194_1_d_an_opponent_burning_out_gains_points():
    """194.1.d: the opponent a burning player picks gains 1 point."""
    game = duel()
    empty_deck(game, 1)
    empty_trash(game, 1, keep=1)
    game.draw(1, 1)
    assert game.points(0) == 1
    assert events(game, "gain_points")[-1].data[1] == "burn_out"


def test_194_2_reaching_the_victory_score_wins_only_in_a_cleanup():
    """194.2, 323.1, 472: points at the Victory Score win in a cleanup, not as they are gained:
    set on the board with no cleanup, nobody has won yet; the next cleanup finds the winner."""
    game = duel()
    set_points(game, 0, 8)
    assert game.outcome() is None
    assert game.pending().kind == "main"
    game.cleanup()
    out = game.outcome()
    assert out.winners == (0,) and out.termination is Termination.VICTORY_SCORE
    assert out.rule == "323.1" and out.winner == 0
    assert events(game, "win")[-1].rule == "323.1"


def test_472_the_cleanup_of_ending_the_turn_finds_the_winner():
    """472, 317: an effect lifts the opponent to the Victory Score; the cleanups of ending the turn
    make them the winner."""
    game = duel()
    set_points(game, 1, 8)  # as an effect would leave it, before its cleanup
    assert game.outcome() is None
    game.apply(EndTurn())
    assert game.outcome().winners == (1,)
    assert game.pending() is None


def test_194_2_below_the_victory_score_no_one_wins():
    """194.2: a lead below the Victory Score does not win."""
    game = duel()
    game.gain_points(0, 7)
    game.cleanup()
    assert game.outcome() is None


def test_469_2_471_1_a_1_323_1_hold_at_victory_score_minus_one_wins():
    """469.2, 471.1.a.1, 323.1: at 7 points a Hold gives the final point (Hold is not restricted
    by the final-point rule) and the cleanup after the scoring step makes the player win."""
    game = duel()
    place_unit(game, 0, 0)
    set_control(game, 0, 0)
    set_points(game, 0, 7)
    end_turn(game, 0)
    assert game.points(0) == 7 and game.outcome() is None
    n = len(game.log)
    end_turn(game, 1)
    assert game.points(0) == 8
    out = game.outcome()
    assert out is not None and out.winners == (0,)
    assert out.termination is Termination.VICTORY_SCORE and out.rule == "323.1"
    kinds = [e.kind for e in events(game, start=n)]
    # the win comes in the cleanup right after the scoring step, before the Channel Phase
    assert kinds.index("hold") < kinds.index("win")
    assert "channel" not in kinds[kinds.index("turn"):]
    assert "final_point_denied" not in kinds


def test_194_2_a_more_points_wins_when_both_are_at_the_victory_score():
    """194.2.a: both at or above the Victory Score: the one with more points wins (here the player
    who is not the Turn Player)."""
    game = duel()
    set_points(game, 0, 8)
    set_points(game, 1, 9)
    game.cleanup()
    assert game.outcome().winners == (1,)


def test_194_2_b_a_tie_continues_until_someone_leads_in_a_cleanup():
    """194.2.b: tied at or above the Victory Score, play goes on; the first cleanup in which one
    player has more points makes them the winner."""
    game = duel()
    set_points(game, 0, 8)
    set_points(game, 1, 8)
    game.cleanup()
    assert game.outcome() is None
    end_turn(game, 0)  # cleanups of P0's Ending Phase and P1's Beginning Phase: still tied
    assert game.outcome() is None
    assert game.pending().player == 1 and game.pending().kind == "main"
    n = len(game.log)
    game.gain_points(1, 1)  # the effect's point; the cleanup before P1's next decision finds it
    out = game.outcome()
    assert out.winners == (1,) and out.termination is Termination.VICTORY_SCORE
    assert [e.kind for e in events(game, start=n)][:2] == ["gain_points", "win"]
    assert events(game, "win")[-1].rule == "323.1"


def test_194_2_b_tie_above_the_victory_score_continues():
    """194.2.b: a tie above the Victory Score also continues."""
    game = duel()
    set_points(game, 0, 10)
    set_points(game, 1, 10)
    game.cleanup()
    assert game.outcome() is None
    game.gain_points(0, 1)
    assert game.outcome().winners == (0,)


def test_194_3_the_victory_score_is_8_by_default():
    """194.3: the Victory Score of a Duel is 8 points."""
    game = duel()
    assert game.victory_score() == 8
    set_points(game, 0, 7)
    game.cleanup()
    assert game.outcome() is None
    set_points(game, 0, 8)
    game.cleanup()
    assert game.outcome().winners == (0,)


def test_194_3_a_an_effect_raises_the_victory_score():
    """194.3.a: an effect may change the Victory Score; the win check uses the new value."""
    game = duel()
    game.change_victory_score(2)
    assert game.victory_score() == 10
    set_points(game, 0, 9)
    game.cleanup()
    assert game.outcome() is None
    set_points(game, 0, 10)
    game.cleanup()
    assert game.outcome().winners == (0,)


def test_194_3_a_an_effect_lowers_the_victory_score():
    """194.3.a: a lowered Victory Score lets a player win with fewer points."""
    game = duel()
    set_points(game, 1, 6)
    game.change_victory_score(-2)  # the cleanup that follows the effect finds the winner
    assert game.victory_score() == 6
    assert game.outcome().winners == (1,)


def test_194_4_points_never_go_below_zero():
    """194.4: losing more points than a player has leaves them at 0."""
    game = duel()
    set_points(game, 0, 2)
    game.lose_points(0, 5)
    assert game.points(0) == 0
    assert game.state.points == [0, 0]
    loss = events(game, "lose_points")[-1]
    assert loss.player == 0 and loss.data == (2, 0)


def test_194_4_a_losing_points_at_zero_does_nothing():
    """194.4.a, 194.4.b: a player at 0 who would lose points: nothing happens (no loss event for
    anything to trigger on)."""
    game = duel()
    n = len(game.log)
    key = game.state.key()
    game.lose_points(1, 3)
    assert game.points(1) == 0
    assert events(game, start=n) == []
    assert game.state.key() == key


def test_194_4_losing_points_lowers_the_total():
    """194.4: a loss within the total subtracts it."""
    game = duel()
    set_points(game, 0, 5)
    game.lose_points(0, 2)
    assert game.points(0) == 3


def test_194_2_losing_points_below_the_victory_score_before_a_cleanup_prevents_the_win():
    """194.2, 323.1: only the points held during the cleanup count: 8 points not yet seen by a
    cleanup, then an effect takes one away; the cleanup after it finds no winner."""
    game = duel()
    set_points(game, 0, 8)
    game.lose_points(0, 1)
    assert game.outcome() is None and game.points(0) == 7
    game.cleanup()
    assert game.outcome() is None


def test_194_2_a_in_skirmish_the_single_leader_wins():
    """194.2, 194.2.a: with three players, the one at or above the Victory Score with more points
    than each other player wins."""
    game = new_game(SKIRMISH, first=0)
    set_points(game, 0, 8)
    set_points(game, 1, 8)
    set_points(game, 2, 9)
    game.cleanup()
    assert game.outcome().winners == (2,)


def test_194_2_b_in_skirmish_a_tie_for_the_lead_continues():
    """194.2.b: two of three players tied at the top, at or above the Victory Score: no winner; the
    third player's lower total does not matter."""
    game = new_game(SKIRMISH, first=0)
    set_points(game, 0, 9)
    set_points(game, 1, 9)
    set_points(game, 2, 3)
    game.cleanup()
    assert game.outcome() is None
    game.lose_points(1, 1)  # the effect breaks the tie; the cleanup that follows finds the winner
    assert game.outcome().winners == (0,)


def test_194_3_a_the_victory_score_and_point_changes_are_bounded():
    """194.2, 194.3.a, 194.4 (ruling 74): the Victory Score can't be brought below 1 nor above
    1,000 by any route, and an effect can't give or take more than 1,000 points at once: a clear
    error, and nothing changes."""
    import pytest

    from riftbound import NotationError
    from riftbound.formats.notation import apply_judge, parse_judge

    game = duel()
    key = game.state.key()
    for delta in (-8, -100, 993, 10**30):
        with pytest.raises(ValueError, match="Victory Score"):
            game.change_victory_score(delta)
    with pytest.raises(ValueError, match="at most 1000"):
        game.gain_points(0, 10**11)
    for text in ("victory-score 0", "victory-score -8", "victory-score +5000", "gain P0 99999999999"):
        with pytest.raises(NotationError):
            apply_judge(game, parse_judge(text))
    assert game.state.key() == key and game.victory_score() == 8
    game.change_victory_score(-7)  # 1 is allowed
    assert game.victory_score() == 1


def test_cited_clauses_exist():
    """Every clause named by a test docstring here is a rule in the Core Rules file."""
    assert cited_clauses_missing(globals()) == []
