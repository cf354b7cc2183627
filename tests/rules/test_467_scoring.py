"""Scoring (rules 467-472): Conquer and Hold, once per battlefield per turn, and the final point."""

from __future__ import annotations

from riftbound import Termination
from tests.helpers import (
    base_of,
    cited_clauses_missing,
    duel,
    empty_deck,
    empty_trash,
    end_turn,
    events,
    kinds,
    move,
    place_unit,
    refresh,
    set_control,
    set_points,
)

# --- 468-469: what scoring is --------------------------------------------------------------------

def test_468_1_every_score_is_a_point_gain():
    """468, 468.1, 471.1: a Conquer is followed by the gain of one point, logged as such."""
    game = duel()
    cid = place_unit(game, 0, "base")
    n = len(game.log)
    move(game, [cid], 0)
    k = kinds(game, n)
    assert k.index("control") < k.index("conquer") < k.index("gain_points")
    gain = events(game, "gain_points", n)[0]
    assert gain.player == 0 and gain.data[:3] == (1, "conquer", 1)
    assert game.points(0) == 1


def test_469_1_348_2_a_1_conquer_by_a_showdown_at_an_empty_battlefield():
    """469.1, 469.1.b, 348.2.a.1: moving into an empty, uncontrolled battlefield leads to a showdown
    after which the mover establishes control: a Conquer, recorded in the score ledger."""
    game = duel()
    cid = place_unit(game, 0, "base")
    move(game, [cid], 1)
    bf = game.state.battlefields[1]
    assert bf.controller == 0 and bf.contested_by is None
    assert (0, 1) in game.state.ledger
    conquer = events(game, "conquer")[-1]
    assert conquer.player == 0 and conquer.data == (1,) and conquer.rule == "469.1"
    assert events(game, "control")[-1].rule == "348.2.a"
    assert game.points(0) == 1


def test_469_1_466_5_d_conquer_by_winning_a_combat():
    """469.1, 466.5.d: winning a combat at the opponent's battlefield establishes control: a
    Conquer for the attacker."""
    game = duel()
    place_unit(game, 1, 0, "Sharkling")  # Might 1, Assault only when attacking
    set_control(game, 0, 1)
    big = place_unit(game, 0, "base", "Horns of the Dragon")  # Might 6
    move(game, [big], 0)
    assert game.state.battlefields[0].controller == 0
    assert game.points(0) == 1 and game.points(1) == 0
    assert events(game, "control")[-1].rule == "466.5"


def test_469_1_no_conquer_without_a_change_of_control():
    """469.1: moving more units to a battlefield one already controls is not a Conquer."""
    game = duel()
    place_unit(game, 0, 0)
    set_control(game, 0, 0)
    cid = place_unit(game, 0, "base")
    n = len(game.log)
    move(game, [cid], 0)
    assert "conquer" not in kinds(game, n) and game.points(0) == 0


def test_469_2_315_2_b_hold_in_the_scoring_step():
    """469.2, 315.2.b: the Turn Player holds each battlefield they control during the scoring step of
    the Beginning Phase, before the Channel Phase."""
    game = duel()
    place_unit(game, 0, 0)
    place_unit(game, 0, 1)
    set_control(game, 0, 0)
    set_control(game, 1, 0)
    end_turn(game, 0)
    n = len(game.log)
    end_turn(game, 1)
    k = kinds(game, n)
    holds = events(game, "hold", n)
    assert [(e.player, e.data) for e in holds] == [(0, (0,)), (0, (1,))]
    assert k.index("turn") < k.index("hold") < k.index("channel")
    assert game.points(0) == 2
    assert game.state.ledger == {(0, 0), (0, 1)}


def test_469_2_only_the_turn_player_holds():
    """469.2: a battlefield held by the player whose turn it is not scores nothing this turn."""
    game = duel()
    place_unit(game, 1, 1)
    set_control(game, 1, 1)
    end_turn(game, 0)  # P1's turn: P1 holds battlefield 1
    assert game.points(1) == 1
    end_turn(game, 1)  # P0's turn: no Hold for P1
    assert game.points(1) == 1 and game.points(0) == 0
    assert [e.player for e in events(game, "hold")] == [1]


# --- 470: once per battlefield per turn ------------------------------------------------------------

def test_470_a_held_battlefield_cannot_be_conquered_the_same_turn():
    """470, 469.1: a battlefield held this turn, left and retaken the same turn, scores nothing."""
    game = duel()
    a = place_unit(game, 0, 0, "Vanguard Sergeant")
    b = place_unit(game, 0, "base", "Petty Officer")
    set_control(game, 0, 0)
    end_turn(game, 0)
    end_turn(game, 1)  # P0 holds battlefield 0: 1 point
    assert game.points(0) == 1
    move(game, [a], "base")
    assert game.state.battlefields[0].controller is None  # 190.4.c
    n = len(game.log)
    move(game, [b], 0)
    assert game.state.battlefields[0].controller == 0
    assert game.points(0) == 1
    assert "conquer" not in kinds(game, n) and "gain_points" not in kinds(game, n)


def test_470_a_battlefield_conquered_twice_in_a_turn_scores_once():
    """470: conquered, lost and conquered again in one turn: only the first Conquer scores."""
    game = duel()
    a = place_unit(game, 0, "base", "Vanguard Sergeant")
    b = place_unit(game, 0, "base", "Petty Officer")
    move(game, [a], 0)
    assert game.points(0) == 1
    # an effect returns the unit to base; the battlefield is lost in the next cleanup (190.4.c)
    game.state.units[a].loc = base_of(0)
    refresh(game)
    game.cleanup()
    assert game.state.battlefields[0].controller is None
    n = len(game.log)
    move(game, [b], 0)
    assert game.state.battlefields[0].controller == 0
    assert game.points(0) == 1
    assert "conquer" not in kinds(game, n)


def test_470_both_players_score_the_same_battlefield_in_one_turn():
    """470, 466.5.d, 466.5.e: in P0's turn P1 defends an uncontrolled battlefield and wins the
    combat (P1 conquers it), then P0 wins it back (P0 conquers it): each scores it once."""
    game = duel()
    place_unit(game, 1, 0, "Playful Phantom")  # Might 5, at an uncontrolled battlefield
    weak = place_unit(game, 0, "base", "Vanguard Sergeant")  # Might 4
    strong = place_unit(game, 0, "base", "Horns of the Dragon")  # Might 6
    move(game, [weak], 0)
    assert game.state.battlefields[0].controller == 1
    assert game.points(1) == 1 and game.points(0) == 0
    assert weak not in game.state.units
    move(game, [strong], 0)
    assert game.state.battlefields[0].controller == 0
    assert game.points(0) == 1 and game.points(1) == 1
    assert game.state.ledger == {(1, 0), (0, 0)}
    assert [(e.player, e.data) for e in events(game, "conquer")] == [(1, (0,)), (0, (0,))]


def test_470_the_ledger_is_per_turn():
    """470: a battlefield conquered on one turn can be scored again (held) on the player's next."""
    game = duel()
    cid = place_unit(game, 0, "base")
    move(game, [cid], 0)
    assert game.points(0) == 1
    end_turn(game, 0)
    assert game.state.ledger == set()
    end_turn(game, 1)
    assert game.points(0) == 2
    assert game.state.ledger == {(0, 0)}


# --- 471: the final point --------------------------------------------------------------------------

def test_471_1_a_conquer_gains_exactly_one_point():
    """471.1: a Conquer below the final point gains one point."""
    game = duel()
    set_points(game, 0, 3)
    cid = place_unit(game, 0, "base")
    move(game, [cid], 0)
    assert game.points(0) == 4


def test_471_1_b_1_final_point_denied_then_granted_in_the_same_turn():
    """471.1.b, 471.1.b.1, 470: at 7 a Conquer of the first battlefield gives a card instead of the
    final point (the battlefield still counts as scored, and the log says why); conquering the
    second battlefield the same turn means every battlefield is scored: the final point, and the
    win in the next cleanup (323.1)."""
    game = duel()
    a = place_unit(game, 0, "base", "Vanguard Sergeant")
    b = place_unit(game, 0, "base", "Petty Officer")
    set_points(game, 0, 7)
    p = game.state.players[0]
    top = p.deck[-1]
    hand = list(p.hand)
    n = len(game.log)
    move(game, [a], 0)
    assert game.points(0) == 7
    assert p.hand == hand + [top]  # drew the top card instead of the point
    assert game.state.battlefields[0].controller == 0
    assert game.state.ledger == {(0, 0)}
    denied = events(game, "final_point_denied", n)
    assert [(e.player, e.rule, e.data) for e in denied] == [(0, "471.1.b.1", (0,))]
    k = kinds(game, n)
    assert k.index("conquer") < k.index("final_point_denied") < k.index("draw")
    assert "gain_points" not in k
    assert "draws 1 instead of the final point" in game.log_text(n)
    assert game.outcome() is None

    n = len(game.log)
    move(game, [b], 1)
    assert game.points(0) == 8
    assert game.state.ledger == {(0, 0), (0, 1)}
    granted = events(game, "final_point", n)
    assert [(e.player, e.rule, e.data) for e in granted] == [(0, "471.1.b.1", (1,))]
    out = game.outcome()
    assert out is not None and out.winners == (0,)
    assert out.termination is Termination.VICTORY_SCORE and out.rule == "323.1"


def test_471_1_b_1_a_held_battlefield_counts_as_scored():
    """471.1.b.1, 469.2, 472: a Hold earlier in the turn counts toward scoring every battlefield,
    so a Conquer of the other battlefield gives the final point, and the win in the next cleanup."""
    game = duel()
    place_unit(game, 0, 0)
    set_control(game, 0, 0)
    b = place_unit(game, 0, "base")
    set_points(game, 0, 6)
    end_turn(game, 0)
    end_turn(game, 1)  # P0 holds battlefield 0: 7
    assert game.points(0) == 7 and game.outcome() is None
    n = len(game.log)
    move(game, [b], 1)
    assert game.points(0) == 8
    # 472, 323.1: the win comes in the first cleanup after the point
    assert kinds(game, n)[-2:] == ["gain_points", "win"]
    assert game.outcome().winners == (0,)


def test_471_1_b_1_the_opponents_scores_do_not_count():
    """471.1.b.1: "scored every battlefield" counts the player's own scores only: the opponent
    having conquered the other battlefield this turn does not help."""
    game = duel()
    place_unit(game, 1, 1, "Playful Phantom")  # Might 5 at an uncontrolled battlefield
    weak = place_unit(game, 0, "base", "Vanguard Sergeant")  # Might 4
    other = place_unit(game, 0, "base", "Horns of the Dragon")
    set_points(game, 0, 7)
    move(game, [weak], 1)  # P0 loses the combat: P1 conquers battlefield 1 in P0's turn
    assert game.state.ledger == {(1, 1)} and game.points(1) == 1
    hand = len(game.state.players[0].hand)
    move(game, [other], 0)
    assert game.points(0) == 7
    assert len(game.state.players[0].hand) == hand + 1
    assert game.state.ledger == {(1, 1), (0, 0)}
    assert game.outcome() is None


def test_471_1_b_at_or_above_victory_score_minus_one():
    """471.1.b: the restriction applies at Victory Score minus one "or higher": tied at 8, a Conquer
    of one battlefield gives a card, not a point."""
    game = duel()
    set_points(game, 0, 8)
    set_points(game, 1, 8)
    cid = place_unit(game, 0, "base")
    hand = len(game.state.players[0].hand)
    move(game, [cid], 0)
    assert game.points(0) == 8
    assert len(game.state.players[0].hand) == hand + 1
    assert game.outcome() is None


def test_471_1_b_below_victory_score_minus_one_is_not_restricted():
    """471.1.b: at Victory Score minus two a Conquer gains its point normally."""
    game = duel()
    set_points(game, 0, 6)
    cid = place_unit(game, 0, "base")
    move(game, [cid], 0)
    assert game.points(0) == 7
    assert events(game, "final_point_denied") == []


def test_471_1_b_uses_the_current_victory_score():
    """471.1.b, 194.3.a: with the Victory Score raised to 10, 8 points is not yet the final point;
    9 points is."""
    game = duel()
    game.change_victory_score(2)
    set_points(game, 0, 8)
    a = place_unit(game, 0, "base", "Vanguard Sergeant")
    b = place_unit(game, 0, "base", "Petty Officer")
    move(game, [a], 0)
    assert game.points(0) == 9
    hand = len(game.state.players[0].hand)
    # battlefield 0 and 1 scored after this Conquer: the final point counts
    move(game, [b], 1)
    assert game.points(0) == 10
    assert len(game.state.players[0].hand) == hand
    assert game.outcome().winners == (0,)


def test_471_1_b_1_denied_final_point_with_an_empty_deck_burns_out():
    """471.1.b.1, 413.4, 431.2: the card drawn instead of the final point is a real draw: with an
    empty Main Deck the player burns out and the opponent gains a point."""
    game = duel()
    set_points(game, 0, 7)
    cid = place_unit(game, 0, "base")
    empty_deck(game, 0)
    empty_trash(game, 0, keep=2)
    move(game, [cid], 0)
    assert game.points(0) == 7 and game.points(1) == 1
    assert [e.player for e in events(game, "burn_out")] == [0]


def test_471_1_a_1_effect_points_are_not_restricted():
    """471.1.a.1: at Victory Score minus one, an effect's point is gained without having scored
    every battlefield."""
    game = duel()
    set_points(game, 0, 7)
    game.gain_points(0, 1)
    assert game.points(0) == 8
    assert events(game, "final_point_denied") == []
    assert game.outcome().winners == (0,)


def test_471_1_a_1_burn_out_points_are_not_restricted():
    """471.1.a.1, 431.2.c: at Victory Score minus one, a Burn Out point is gained without having
    scored every battlefield."""
    game = duel()
    set_points(game, 0, 7)
    empty_deck(game, 1)
    empty_trash(game, 1, keep=1)
    game.draw(1, 1)
    assert game.points(0) == 8
    assert events(game, "final_point_denied") == []


def test_cited_clauses_exist():
    """Every clause named by a test docstring here is a rule in the Core Rules file."""
    assert cited_clauses_missing(globals()) == []
