"""Modes of play (rules 485-489): their data, setup and first turns, and the 2v2 scoring rules."""

from __future__ import annotations

import pytest

from riftbound import (
    DUEL,
    MAGMA_CHAMBER,
    MATCH,
    MODES,
    SKIRMISH,
    WAR,
    ChooseOpponent,
    Game,
    Termination,
)
from riftbound.state import base_of
from tests.helpers import (
    cited_clauses_missing,
    decks_for,
    empty_deck,
    empty_trash,
    end_turn,
    events,
    move,
    new_game,
    place_unit,
    refresh,
    set_control,
    set_points,
)

# name, rule, players, teams, Victory Score, battlefields in play
MODE_DATA = [
    (DUEL, "485", 2, (0, 1), 8, 2),
    (MATCH, "486", 2, (0, 1), 8, 2),
    (SKIRMISH, "487", 3, (0, 1, 2), 8, 3),
    (WAR, "488", 4, (0, 1, 2, 3), 8, 3),
    (MAGMA_CHAMBER, "489", 4, (0, 1, 0, 1), 11, 3),
]


@pytest.mark.parametrize(("mode", "rule", "players", "teams", "vs", "bfs"), MODE_DATA,
                         ids=[m[0].name for m in MODE_DATA])
def test_485_489_mode_data(mode, rule, players, teams, vs, bfs):
    """485.1-485.4, 486.1-486.4, 487.1-487.4, 488.1-488.4, 489.1-489.4: players, teams,
    Victory Score and battlefield count of each mode."""
    assert mode.rule == rule
    assert mode.players == players
    assert mode.teams == teams
    assert mode.victory_score == vs
    assert mode.battlefield_count == bfs
    assert mode.has_teammates == (rule == "489")


@pytest.mark.parametrize(("mode", "rule", "players", "teams", "vs", "bfs"), MODE_DATA,
                         ids=[m[0].name for m in MODE_DATA])
def test_485_489_a_game_of_each_mode_uses_the_mode_data(mode, rule, players, teams, vs, bfs):
    """485.3-485.5, 487.3-487.5, 488.3-488.5, 489.3-489.5: a game set up in the mode has its
    players, its Victory Score and its number of battlefields in play."""
    game = new_game(mode)
    g = game.state
    assert len(g.players) == players
    assert game.victory_score() == vs
    assert len(g.battlefields) == bfs
    assert g.team_of == teams
    assert all(game.points(p) == 0 for p in range(players))


def test_485_6_486_6_formats():
    """485.6, 486.6, 487.6, 488.6, 489.6: a Duel and the free-for-alls are single games; a Match is
    best of three."""
    assert [m.best_of for m in (DUEL, MATCH, SKIRMISH, WAR, MAGMA_CHAMBER)] == [1, 3, 1, 1, 1]
    assert MODES["2v2"] is MAGMA_CHAMBER and MODES["duel"] is DUEL


def test_485_4_a_485_5_duel_one_battlefield_per_player_chosen_at_random():
    """485.4.a, 485.5: each player puts one of the three battlefields of their deck into play, at
    random; two battlefields are in play."""
    chosen: set[str] = set()
    decks = decks_for(DUEL)
    for seed in range(12):
        game = Game.new(decks, DUEL, seed=seed)
        g = game.state
        assert len(g.battlefields) == 2
        owners = [g.owner[b.cid] for b in g.battlefields]
        assert sorted(owners) == [0, 1]
        for b in g.battlefields:
            assert g.cards[b.cid].id in decks[g.owner[b.cid]].battlefields
            assert b.controller is None
        chosen.add(g.cards[g.battlefields[0].cid].id)
    assert len(chosen) > 1  # random, not always the same one


@pytest.mark.parametrize("mode", [SKIRMISH])
def test_487_5_each_player_brings_one_battlefield(mode):
    """487.4.a, 487.5: in Skirmish each of the three players brings one battlefield."""
    for seed in range(4):
        g = Game.new(decks_for(mode), mode, seed=seed).state
        assert sorted(g.owner[b.cid] for b in g.battlefields) == [0, 1, 2]


@pytest.mark.parametrize("mode", [WAR, MAGMA_CHAMBER])
def test_488_4_b_489_5_b_the_first_player_brings_no_battlefield(mode):
    """488.4.b, 488.5, 489.5.a, 489.5.b: in War and 2v2 the three battlefields in play come from the
    players who do not go first."""
    for seed in range(6):
        g = Game.new(decks_for(mode), mode, seed=seed).state
        owners = sorted(g.owner[b.cid] for b in g.battlefields)
        assert owners == sorted(p for p in range(4) if p != g.first_player)


def test_489_5_c_turn_order_alternates_teams():
    """489.5.c, 489.5.c.1: first player, an opponent, the first player's teammate, the other
    opponent."""
    for seed in range(6):
        g = Game.new(decks_for(MAGMA_CHAMBER), MAGMA_CHAMBER, seed=seed).state
        order = g.turn_order
        assert order[0] == g.first_player and sorted(order) == [0, 1, 2, 3]
        assert [g.team_of[p] for p in order] in ([0, 1, 0, 1], [1, 0, 1, 0])


def first_turns(mode, first: int):
    """(runes, hand) of each player at their first Main Phase, in turn order; nobody acts."""
    game = new_game(mode, first=first)
    seen = {}
    order = game.state.turn_order
    for p in order:
        d = game.pending()
        assert d.kind == "main" and d.player == p
        ps = game.state.players[p]
        seen[p] = (len(ps.runes), len(ps.hand))
        end_turn(game, p)
    return order, seen


@pytest.mark.parametrize("first", [0, 1])
def test_485_7_duel_second_player_channels_an_extra_rune(first):
    """485.7, 315.3: the player going first channels 2 runes on their first turn, the player going
    second 3; both draw in their first Draw Phase."""
    order, seen = first_turns(DUEL, first)
    assert seen[order[0]] == (2, 5)
    assert seen[order[1]] == (3, 5)


def test_486_7_match_second_player_channels_an_extra_rune():
    """486.7: the same first-turn process in a Match game."""
    order, seen = first_turns(MATCH, 1)
    assert seen[order[0]][0] == 2 and seen[order[1]][0] == 3


def test_485_7_only_the_first_channel_phase_gets_the_extra_rune():
    """485.7, 315.3.b: from their second turn on, the second player channels 2 runes."""
    game = new_game(DUEL, first=0)
    end_turn(game, 0)
    assert len(game.state.players[1].runes) == 3
    end_turn(game, 1)
    assert len(game.state.players[0].runes) == 4
    end_turn(game, 0)
    assert len(game.state.players[1].runes) == 5


@pytest.mark.parametrize("mode", [SKIRMISH, WAR, MAGMA_CHAMBER], ids=lambda m: m.name)
def test_487_7_488_7_489_7_first_player_skips_draw_last_player_extra_rune(mode):
    """487.7, 488.7, 489.7: the player going first does not draw in their first Draw Phase; the
    player going last channels 3 runes in their first Channel Phase; everyone else 2 and draws."""
    order, seen = first_turns(mode, 1)
    assert seen[order[0]] == (2, 4)
    for p in order[1:-1]:
        assert seen[p] == (2, 5)
    assert seen[order[-1]] == (3, 5)
    skip = [e for e in new_game(mode, first=1).log if e.kind == "skip_draw"]
    assert [e.player for e in skip] == [order[0]]


# --- 2v2 (Magma Chamber) -------------------------------------------------------------------------

def two_v_two(first: int = 0) -> Game:
    """A 2v2 game at the first Main Phase; with ``first=0`` the turn order is 0, 1, 2, 3 and the
    teams are {0, 2} and {1, 3}."""
    game = new_game(MAGMA_CHAMBER, first=first)
    assert game.state.turn_order == [first, (first + 1) % 4, (first + 2) % 4, (first + 3) % 4]
    return game


def test_489_8_d_team_points_are_shared():
    """489.8.d, 489.8.d.1, 489.8.d.2: teammates have the same points; a player's gain or loss is
    their team's."""
    game = two_v_two()
    game.gain_points(2, 3)
    assert [game.points(p) for p in range(4)] == [3, 0, 3, 0]
    game.gain_points(0, 2)
    assert game.points(2) == 5
    game.lose_points(2, 1)
    assert [game.points(p) for p in range(4)] == [4, 0, 4, 0]
    game.gain_points(3, 1)
    assert [game.points(p) for p in range(4)] == [4, 1, 4, 1]


def test_489_8_d_hold_points_go_to_the_team():
    """489.8.d.2, 469.2: a Hold by one player raises the team's total."""
    game = two_v_two()
    place_unit(game, 1, 0)
    set_control(game, 0, 1)
    end_turn(game, 0)  # P1's turn: P1 holds battlefield 0
    assert game.points(1) == 1 and game.points(3) == 1 and game.points(0) == 0


@pytest.mark.parametrize("chosen", [1, 3])
def test_489_8_d_2_a_burn_out_point_goes_to_the_chosen_opponents_team(chosen):
    """489.8.d.2, 431.2.c: in 2v2 the burning player chooses one of the two opponents (never the
    teammate); the point goes to that opponent's team."""
    game = two_v_two()
    empty_deck(game, 0)
    empty_trash(game, 0, keep=1)
    game.draw(0, 1)
    assert game.pending().kind == "choose_opponent"
    assert set(game.legal_actions()) == {ChooseOpponent(1), ChooseOpponent(3)}
    game.apply(ChooseOpponent(chosen))
    assert [game.points(p) for p in range(4)] == [0, 1, 0, 1]


def test_489_3_victory_score_is_11():
    """489.3, 194.3.a, 323.1: in 2v2 a team at 10 has not won; at 11 it wins in a cleanup."""
    game = two_v_two()
    assert game.victory_score() == 11
    set_points(game, 1, 10)
    game.cleanup()
    assert game.outcome() is None
    game.gain_points(3, 1)  # P3 is P1's teammate: the team reaches 11
    out = game.outcome()
    assert out.termination is Termination.VICTORY_SCORE and out.winners == (1, 3)


def test_489_6_a_3_a_team_wins_together():
    """489.6, 489.6.a, 489.6.a.3: when one player wins, the whole team wins."""
    game = two_v_two()
    set_points(game, 2, 11)
    game.cleanup()
    assert game.outcome().winners == (0, 2)
    game = two_v_two()
    game.win(3)
    assert game.outcome().winners == (1, 3)


def test_489_6_teams_tied_at_the_victory_score_continue():
    """489.6, 194.2.b: both teams at 11: no winner until one team leads in a cleanup."""
    game = two_v_two()
    set_points(game, 0, 11)
    set_points(game, 1, 11)
    game.cleanup()
    assert game.outcome() is None
    game.gain_points(1, 1)
    assert game.outcome().winners == (1, 3)


def teammate_holds_battlefield_0() -> tuple[Game, int]:
    """2v2, turn order 0-1-2-3: P0 controls battlefield 0 with a unit there; P0 and P1 end their
    turns, so P2's scoring step sees the teammate's battlefield. Returns (game, P0's unit)."""
    game = two_v_two()
    mate = place_unit(game, 0, 0)
    set_control(game, 0, 0)
    end_turn(game, 0)
    end_turn(game, 1)
    assert game.pending().player == 2 and game.pending().kind == "main"
    return game, mate


def test_489_8_b_469_1_a_teammates_battlefield_cannot_be_conquered_that_turn():
    """489.8.b, 469.1.a, 315.2.b.3: a battlefield P2's teammate controlled in P2's scoring step
    can't be conquered by the team that turn, even after the teammate leaves it: P2 takes control
    but scores nothing."""
    game, mate = teammate_holds_battlefield_0()
    assert (0, 0) in game.state.disqualified
    game.state.units[mate].loc = base_of(0)  # an effect sends the teammate's unit home
    refresh(game)
    game.cleanup()
    assert game.state.battlefields[0].controller is None
    cid = place_unit(game, 2, "base")
    n = len(game.log)
    move(game, [cid], 0)
    assert game.state.battlefields[0].controller == 2
    assert game.points(2) == 0
    dq = events(game, "score_disqualified", n)
    assert [(e.player, e.rule, e.data) for e in dq] == [(2, "469.1.a", (0,))]
    assert events(game, "conquer", n) == []


def test_489_8_b_only_for_that_turn():
    """489.8.b: the disqualification lasts the turn: on P2's next turn the battlefield, no longer
    the teammate's, can be conquered again."""
    game, mate = teammate_holds_battlefield_0()
    game.state.units[mate].loc = base_of(0)
    refresh(game)
    game.cleanup()
    for p in (2, 3, 0, 1):
        end_turn(game, p)
    assert game.pending().player == 2
    assert game.state.disqualified == set()
    cid = place_unit(game, 2, "base")
    move(game, [cid], 0)
    assert game.points(2) == 1


def test_489_8_b_opponents_battlefields_are_not_disqualified():
    """489.8.b: only a teammate's battlefields are disqualified, not an opponent's."""
    game = two_v_two()
    place_unit(game, 1, 0, "Sharkling")
    set_control(game, 0, 1)
    end_turn(game, 0)  # P1's turn: holds battlefield 0
    assert game.state.disqualified == set()
    end_turn(game, 1)
    assert game.state.disqualified == set()  # P2's turn: P1 is an opponent
    big = place_unit(game, 2, "base", "Horns of the Dragon")
    move(game, [big], 0)
    assert game.state.battlefields[0].controller == 2
    assert game.points(2) == 1  # the Conquer scores
    assert game.points(1) == 1  # P1's Hold on their own turn


def test_489_8_g_1_a_teammates_battlefield_is_excused_from_the_final_point():
    """489.8.g.1, 471.1.b.1, 489.6.a.3: at 10 points, P2 conquers the two battlefields the teammate
    did not occupy in the scoring step: the second Conquer gives the final point, and the team
    wins."""
    game, _ = teammate_holds_battlefield_0()
    assert (0, 0) in game.state.excused
    set_points(game, 2, 10)
    a = place_unit(game, 2, "base", "Vanguard Sergeant")
    b = place_unit(game, 2, "base", "Petty Officer")
    hand = len(game.state.players[2].hand)
    move(game, [a], 1)
    assert game.points(2) == 10  # battlefield 2 not yet scored: a card instead
    assert len(game.state.players[2].hand) == hand + 1
    move(game, [b], 2)
    assert game.points(0) == game.points(2) == 11
    out = game.outcome()
    assert out.winners == (0, 2) and out.termination is Termination.VICTORY_SCORE


def test_489_8_g_1_without_the_teammate_every_battlefield_is_needed():
    """489.8.g.1, 489.8.g.2: with no battlefield occupied by the teammate in the scoring step, P2
    must score all three: two Conquers at 10 give cards, not the final point."""
    game = two_v_two()
    end_turn(game, 0)
    end_turn(game, 1)
    assert game.state.excused == set()
    set_points(game, 2, 10)
    a = place_unit(game, 2, "base", "Vanguard Sergeant")
    b = place_unit(game, 2, "base", "Petty Officer")
    move(game, [a], 1)
    move(game, [b], 2)
    assert game.points(2) == 10 and game.outcome() is None
    assert len(events(game, "final_point_denied")) == 2


def test_489_8_g_1_occupied_without_control_is_excused_too():
    """489.8.g.1: the exception covers battlefields the ally occupied in the scoring step, even one
    they did not control (so it is not disqualified, 489.8.b, yet excused)."""
    game = two_v_two()
    place_unit(game, 0, 0)  # P0's unit at battlefield 0, which nobody controls
    end_turn(game, 0)
    end_turn(game, 1)
    assert game.state.excused == {(0, 0)} and game.state.disqualified == set()
    set_points(game, 2, 10)
    a = place_unit(game, 2, "base", "Vanguard Sergeant")
    b = place_unit(game, 2, "base", "Petty Officer")
    move(game, [a], 1)
    assert game.points(2) == 10
    move(game, [b], 2)
    assert game.points(2) == 11
    assert game.outcome().winners == (0, 2)


def test_489_3_469_2_a_hold_to_11_wins_for_the_team():
    """489.3, 469.2, 489.6.a.3: a team at 10 whose player holds a battlefield reaches 11 and both
    teammates win in the cleanup after the scoring step."""
    game = two_v_two()
    place_unit(game, 2, 1)
    set_control(game, 1, 2)
    set_points(game, 0, 10)
    end_turn(game, 0)
    assert game.outcome() is None
    end_turn(game, 1)  # P2's turn: Hold
    assert game.points(0) == 11
    out = game.outcome()
    assert out.winners == (0, 2) and out.termination is Termination.VICTORY_SCORE


def test_cited_clauses_exist():
    """Every clause named by a test docstring here is a rule in the Core Rules file."""
    assert cited_clauses_missing(globals()) == []


def test_486_5_match_players_select_their_battlefields():
    """486.5: in a Match each player selects one of their three battlefields (a decision, in turn
    order); the selections stay hidden until both are placed, then both are in play in seat order."""
    game = Game.new(decks_for(MATCH), MATCH, seed=3)
    first = game.state.first_player
    d = game.pending()
    assert d.kind == "choose_battlefield" and d.player == first
    assert len(game.legal_actions()) == 3
    game.apply(game.legal_actions()[2])
    d = game.pending()
    assert d.kind == "choose_battlefield" and d.player == 1 - first
    assert game.observation(d.player)["battlefields"] == []  # the first selection is still hidden
    game.apply(game.legal_actions()[0])
    g = game.state
    assert game.pending().kind == "mulligan"
    picks = {g.owner[b.cid]: b.cid for b in g.battlefields}
    assert [g.owner[b.cid] for b in g.battlefields] == [0, 1]
    chosen_first = decks_for(MATCH)[first].battlefields[2]
    assert g.cards[picks[first]].id == chosen_first
