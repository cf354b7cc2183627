"""The four victory paths found by outside review (issue: a victory system without exceptions).

Each test here failed on the engine before the fix: a win left waiting while a player decided
(194.2, 319, 323.1, 472), the draw replacing the final point made after the combat had ended
(471.1.b.1, 466.5.d, 466.6-466.7), and the immediate Burn Out win given to whoever led instead of
the player the point brought to the Victory Score (431.3.c, 431.3.c.1).
"""

from __future__ import annotations

from riftbound import MAGMA_CHAMBER, SKIRMISH, WAR, ChooseOpponent, Termination
from riftbound.engine.points import leader, win_waits
from tests.helpers import (
    cited_clauses_missing,
    duel,
    empty_deck,
    empty_trash,
    kinds,
    move,
    new_game,
    place_unit,
    set_control,
    set_points,
)


def test_323_1_the_burn_out_of_the_draw_replacing_the_final_point_wins_before_any_decision():
    """471.1.b.1, 431.2.c, 323.1: at 7-7, P0 conquers one battlefield: the final point is replaced
    by a draw, the empty deck burns out and P1 gains the point to 8. P1 leads at the Victory Score:
    the cleanup before the next decision makes P1 the winner; nobody decides in between."""
    game = duel()
    set_points(game, 0, 7)
    set_points(game, 1, 7)
    cid = place_unit(game, 0, "base")
    empty_deck(game, 0)
    empty_trash(game, 0, keep=1)
    n = len(game.log)
    move(game, [cid], 1)
    k = kinds(game, n)
    assert k.index("final_point_denied") < k.index("burn_out") < k.index("gain_points") < k.index("win")
    out = game.outcome()
    assert out is not None and out.winners == (1,) and out.rule == "323.1"
    assert game.pending() is None
    # the draw completes, and the next thing is the win: no pass, play or other step in between
    assert k[k.index("gain_points"):] == ["gain_points", "draw", "win"]


def test_471_1_b_1_the_draw_replacing_the_final_point_comes_before_the_combat_ends():
    """471.1.b.1, 466.5.d, 466.6, 466.7: a combat won at 7 points with the other battlefield not
    scored: the draw that replaces the final point is part of the Conquer, so it comes before the
    combat ends (and before any cleanup could stage another showdown)."""
    game = duel()
    place_unit(game, 1, 1, "Stalwart Poro")  # Might 2 defends battlefield 1
    set_control(game, 1, 1)
    big = place_unit(game, 0, "base", "Horns of the Dragon")  # Might 6
    set_points(game, 0, 7)
    n = len(game.log)
    move(game, [big], 1)
    k = kinds(game, n)
    assert "combat_end" in k and "final_point_denied" in k
    assert k.index("conquer") < k.index("final_point_denied") < k.index("draw") < k.index("combat_end")
    assert game.points(0) == 7 and game.outcome() is None


def test_466_6_a_conquered_combat_is_still_ongoing_while_its_draw_happens():
    """466.5-466.7: while the Conquer's draw happens the units still hold their combat roles;
    the designations go only when combat ends (466.7.a)."""
    game = duel()
    place_unit(game, 1, 1, "Stalwart Poro")
    set_control(game, 1, 1)
    big = place_unit(game, 0, "base", "Horns of the Dragon")
    set_points(game, 0, 7)
    move(game, [big], 1)
    log = game.log
    draw_at = max(i for i, e in enumerate(log) if e.kind == "draw")
    end_at = max(i for i, e in enumerate(log) if e.kind == "combat_end")
    assert draw_at < end_at
    assert game.state.showdown is None and game.state.units[big].role == 0


def _burning(game, burner: int) -> None:
    empty_deck(game, burner)
    empty_trash(game, burner)


def test_323_1_a_leader_waits_for_the_cleanup_after_a_burn_out_point_to_another():
    """431.2.c, 431.3.c, 323.1: three players; P1 already leads at 9 (Victory Score 8) when P0
    burns out once and gives the point to P2. That point is not a win for anyone; once the draw
    has completed, the cleanup before the next decision makes P1 the winner (323.1)."""
    game = new_game(SKIRMISH, first=0)
    set_points(game, 1, 9)
    set_points(game, 2, 6)
    _burning(game, 0)
    p = game.state.players[0]
    p.trash.append(p.hand.pop())  # one card to recycle: the draw completes after one Burn Out
    game.draw(0, 1)
    assert game.pending().kind == "choose_opponent"
    n = len(game.log)
    game.apply(ChooseOpponent(2))  # P2: 7
    assert kinds(game, n) == ["gain_points", "draw", "win"]
    out = game.outcome()
    assert out is not None and out.winners == (1,) and out.rule == "323.1"
    assert out.termination is Termination.VICTORY_SCORE


def test_431_3_c_1_a_later_point_wins_at_once_only_for_its_gainer():
    """431.3.c.1: four players, deck and trash empty: P0 gives the first point to P1 (7 -> 8, the
    Victory Score, ahead of all) and the second to P2 (7 -> 8, tied with P1). Neither the tie nor
    P1's earlier arrival is an immediate win; P0 gives the third to P2 (9): P2 wins at once."""
    game = new_game(WAR, first=0)
    for q in (1, 2, 3):
        set_points(game, q, 7)
    _burning(game, 0)
    game.draw(0, 1)
    game.apply(ChooseOpponent(1))  # first Burn Out: P1 reaches 8 and waits for a cleanup
    assert game.outcome() is None
    game.apply(ChooseOpponent(2))  # second: P2 8, tied with P1: no win
    assert game.outcome() is None and leader(game.state) is None
    game.apply(ChooseOpponent(2))  # third: P2 9, ahead: wins at once
    out = game.outcome()
    assert out.winners == (2,) and out.rule == "431.3.c.1"
    assert out.termination is Termination.BURN_OUT


def test_431_3_c_1_a_later_point_to_someone_else_is_no_win_for_the_leader():
    """431.3.c.1: the player who reached the Victory Score with the first Burn Out (P1) does not
    win at once when a later point of the sequence goes to another opponent (P2)."""
    game = new_game(SKIRMISH, first=0)
    set_points(game, 1, 7)
    set_points(game, 2, 2)
    _burning(game, 0)
    game.draw(0, 1)
    game.apply(ChooseOpponent(1))  # P1: 8, the first Burn Out of the sequence
    game.apply(ChooseOpponent(2))  # P2: 3; P1 leads at 8, but this point was not P1's
    assert game.outcome() is None
    assert game.pending().kind == "choose_opponent"  # the third Burn Out of the sequence
    game.apply(ChooseOpponent(1))  # P1: 9, brought there by this point: wins at once
    out = game.outcome()
    assert out.winners == (1,) and out.rule == "431.3.c.1"


def test_431_3_c_1_in_2v2_the_gainers_team_wins_together():
    """431.3.c.1, 489.8.d.2, 489.6.a.3: in 2v2 (Victory Score 11) P0 burns out with deck and trash
    empty; the first point lifts the other team to 11 and waits; the second, to whichever of them
    P0 picks, brings the team to 12, ahead: that team wins at once, both players together."""
    game = new_game(MAGMA_CHAMBER, first=0)
    set_points(game, 1, 10)  # the team of seats 1 and 3
    _burning(game, 0)
    game.draw(0, 1)
    game.apply(ChooseOpponent(3))
    assert game.outcome() is None and game.points(1) == 11
    game.apply(ChooseOpponent(1))
    out = game.outcome()
    assert out.winners == (1, 3) and out.rule == "431.3.c.1"


def test_323_1_in_2v2_a_burn_out_point_to_the_other_team_wins_before_any_decision():
    """471.1.b.1, 431.2.c, 323.1, 489.8.d: in 2v2 at 10-10 P0 conquers one battlefield: the final
    point is replaced by a draw, P0's empty deck burns out, and P0 gives the point to an opponent:
    their team has 11 and the lead, and wins in the cleanup before anyone decides again."""
    game = new_game(MAGMA_CHAMBER, first=0)
    set_points(game, 0, 10)
    set_points(game, 1, 10)
    cid = place_unit(game, 0, "base")
    empty_deck(game, 0)
    empty_trash(game, 0, keep=1)
    move(game, [cid], 1)
    assert game.pending().kind == "choose_opponent"  # two opponents: P0 chooses
    game.apply(ChooseOpponent(1))
    out = game.outcome()
    assert out is not None and out.winners == (1, 3) and out.rule == "323.1"


def test_win_waits_is_false_at_every_decision_of_random_games():
    """194.2, 323.1: the engine invariant: no decision outside a resolution or a Burn Out
    sequence is ever pending while a win waits for its cleanup (checked by self-play and soak)."""
    from riftbound.bots import RandomBot

    for mode_game in (duel(), new_game(SKIRMISH, first=0)):
        game = mode_game
        bots = {p: RandomBot(p) for p in range(len(game.state.players))}
        steps = 0
        while not game.is_over() and steps < 3000:
            assert not win_waits(game.state)
            game.apply(bots[game.to_move()].choose(game))
            steps += 1


def test_cited_clauses_exist():
    """Every clause named by a test docstring here is a rule in the Core Rules file."""
    assert cited_clauses_missing(globals()) == []
