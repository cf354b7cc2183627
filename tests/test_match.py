"""A Match, best of three or five (rule 486, TR404 to TR407): game wins, battlefields
removed between games, who plays first, series runs and their report. ``TRnnn`` is rule nnn of the
Tournament Rules."""

from __future__ import annotations

import dataclasses

import pytest

from riftbound import Concede, Game
from riftbound.analysis.stats import GameResult
from riftbound.bots import RandomBot
from riftbound.decks import DeckError, origins_decks
from riftbound.match import (
    Match,
    MatchError,
    SeriesResult,
    run_series,
    summarize_series,
)
from tests.helpers import cited_clauses_missing


@pytest.fixture(scope="module")
def decks():
    jinx, lee, _ = origins_decks()
    return [jinx, lee]


def offered(game: Game) -> dict[int, int]:
    """Answer the battlefield choices (the first option each), returning how many each seat had."""
    seen = {}
    while game.pending().kind == "choose_battlefield":
        seen[game.pending().player] = len(game.legal_actions())
        game.apply(game.legal_actions()[0])
    return seen


def play_to(match: Match, loser: int, play_first: bool = True) -> Game:
    """Set up the next game, answer the battlefield choices, and have ``loser`` concede."""
    game = match.new_game(play_first)
    offered(game)
    game.apply(Concede(loser))
    match.finish_game(game)
    return game


def test_486_6_best_of_three_two_game_wins_end_the_match(decks):
    """486.6, TR404.2: each game's winner earns a game win; the first to two game
    wins wins the match, and no further game is set up."""
    m = Match(decks, seed=1)
    play_to(m, loser=1)
    assert m.wins == [1, 0] and not m.is_over() and m.winner is None
    play_to(m, loser=0)
    assert m.wins == [1, 1] and not m.is_over()
    play_to(m, loser=0)
    assert m.wins == [1, 2] and m.is_over() and m.winner == 1
    with pytest.raises(MatchError):
        m.new_game()


def test_486_6_a_best_of_five_needs_three(decks):
    """486.6.a: in a best of five the match goes on after two wins and ends at three."""
    m = Match(decks, seed=2, best_of=5)
    for loser in (1, 1):
        play_to(m, loser)
    assert m.wins == [2, 0] and not m.is_over()
    play_to(m, 1)
    assert m.winner == 0 and len(m.games) == 3


def test_486_5_battlefields_used_in_a_won_game_are_removed(decks):
    """486.5, 486.6: after a game with a winner, the battlefields in play are removed: game 2 offers
    each player their two others, game 3 places the last one without asking; no battlefield is in
    play twice in the match."""
    m = Match(decks, seed=3)
    game = m.new_game()
    assert offered(game) == {0: 3, 1: 3}
    game.apply(Concede(0))
    g1 = m.finish_game(game)
    game = m.new_game()
    assert offered(game) == {0: 2, 1: 2}
    for seat in (0, 1):
        in_play = {game.state.cards[b.cid].id for b in game.state.battlefields
                   if game.state.owner[b.cid] == seat}
        assert decks[seat].battlefields[g1.placed[seat]] not in in_play
    game.apply(Concede(1))
    g2 = m.finish_game(game)
    game = m.new_game()
    assert game.pending().kind == "mulligan"  # one battlefield left each: nothing to choose
    game.apply(Concede(1))
    g3 = m.finish_game(game)
    for seat in (0, 1):
        assert sorted(g.placed[seat] for g in (g1, g2, g3)) == [0, 1, 2]


def test_486_6_a_1_486_6_a_2_games_four_and_five_reuse_battlefields(decks):
    """486.6.a, 486.6.a.1, 486.6.a.2: in a best of five, once every battlefield has been presented,
    games 4 and 5 offer the removed ones again, but only those presented fewer than two times."""
    m = Match(decks, seed=4, best_of=5)
    for loser in (0, 1, 0):
        play_to(m, loser)
    assert m.allowed_battlefields(0) == (0, 1, 2)  # 486.6.a: all three again in game 4
    game = m.new_game()
    assert offered(game) == {0: 3, 1: 3}
    game.apply(Concede(1))
    g4 = m.finish_game(game)
    assert m.wins == [2, 2]
    for seat in (0, 1):
        allowed = m.allowed_battlefields(seat)
        assert g4.placed[seat] not in allowed and len(allowed) == 2  # 486.6.a.2: twice at most


def test_486_5_a_a_game_without_a_winner_keeps_its_battlefields_and_first_player(decks):
    """486.5.a, TR404.3, TR406.1.b, TR407.4: a game with no winner gives no game win; the
    next game uses the same battlefields (nothing to choose) and the same first player."""
    m = Match(decks, seed=5)
    game = m.new_game()
    offered(game)
    game.apply(Concede(0))
    g1 = m.finish_game(game)
    drawn = dataclasses.replace(g1, result=dataclasses.replace(g1.result, winner=None, winners=()))
    m.games[-1] = drawn  # as if that game had ended without a winner
    m.wins = [0, 0]
    m.presented = [[0, 0, 0], [0, 0, 0]]
    assert m.chooser() is None
    assert [m.allowed_battlefields(s) for s in (0, 1)] == [(g1.placed[0],), (g1.placed[1],)]
    game = m.new_game(play_first=False)  # no choice to make: ignored
    assert game.pending().kind == "mulligan"
    assert game.state.first_player == g1.first


@pytest.mark.parametrize("play_first", [True, False])
def test_tr_407_the_designated_player_then_the_loser_chooses_to_play_first_or_last(decks, play_first):
    """TR407.1, TR407.2, TR407.4 (with 115.1.a): game 1's first player is the
    designated player if they choose to play first, else the other; later, the loser of the
    previous game chooses."""
    m = Match(decks, seed=6)
    d = m.designated
    assert m.chooser() == d
    game = m.new_game(play_first)
    assert game.state.first_player == (d if play_first else 1 - d)
    offered(game)
    game.apply(Concede(0))
    m.finish_game(game)
    assert m.chooser() == 0  # the loser
    game = m.new_game(play_first)
    assert game.state.first_player == (0 if play_first else 1)
    designated = {Match(decks, seed=s, check_decks=False).designated for s in range(12)}
    assert designated == {0, 1}  # drawn from the seed


def test_tr_407_4_the_chooser_policy_decides_who_plays_first(decks):
    """TR407.1, TR407.4: with a policy of playing last, every game's chooser goes second; a seeded coin
    toss sometimes picks first and sometimes last."""
    from riftbound.match import always_play_last, play_first_at_random

    def bots(number, gseed):
        return [RandomBot(gseed), RandomBot(gseed + 1)]

    choices = set()
    for seed in range(6):
        m = Match(decks, seed=seed, check_decks=False).play(bots, play_first=always_play_last)
        for g in m.games:
            assert g.chose_first is False and g.first == 1 - g.chooser
        r = Match(decks, seed=seed, check_decks=False).play(bots, play_first=play_first_at_random)
        for g in r.games:
            choices.add(g.chose_first)
            assert g.first == (g.chooser if g.chose_first else 1 - g.chooser)
    assert choices == {True, False}


def test_match_games_replay_from_their_seed_and_decks(decks):
    """486.5: each game is an ordinary game of the Match mode: set up again from the MatchGame's
    decks and seed it has the same first player and offers the same battlefields."""
    m = Match(decks, seed=7)
    play_to(m, 0)
    game = m.new_game(False)
    g2_first = game.state.first_player
    offered(game)
    game.apply(Concede(0))
    g2 = m.finish_game(game)
    again = g2.replay()
    assert again.state.first_player == g2_first == g2.first
    assert [len(d.battlefields) for d in g2.decks] == [2, 2]
    assert offered(again) == {0: 2, 1: 2}


def test_486_6_series_played_by_bots_are_deterministic(decks):
    """486.6: bots play whole series; the same seed gives the same series, game by game."""
    def bots(number, gseed):
        return [RandomBot(gseed * 2), RandomBot(gseed * 2 + 1)]

    a = Match(decks, seed=8).play(bots)
    b = Match(decks, seed=8).play(bots)
    assert a.as_dict() == b.as_dict()
    assert a.winner is not None and max(a.wins) == 2 and 2 <= len(a.games) <= 3
    assert sum(a.wins) == len(a.games)


def test_486_6_series_runs_do_not_depend_on_workers(decks):
    """486.6: a run of series gives the same results with one worker or two."""
    one = run_series(decks, 4, seed=3, workers=1)
    two = run_series(decks, 4, seed=3, workers=2)
    assert one == two
    assert [r.index for r in one] == [0, 1, 2, 3]
    assert all(r.winner in (0, 1) and r.wins[r.winner] == 2 for r in one)


def test_match_refuses_bad_decks_and_formats(decks):
    """486.4.a, 486.6, 486.6.a: decks are checked whole (three battlefields) before the first game;
    only best of three or five."""
    short = dataclasses.replace(decks[0], battlefields=decks[0].battlefields[:2])
    with pytest.raises(DeckError, match="103.4.a"):
        Match([short, decks[1]])
    with pytest.raises(ValueError, match="best of 3"):
        Match(decks, best_of=4)
    m = Match(decks)
    game = m.new_game()
    with pytest.raises(MatchError):
        m.finish_game(game)  # not over yet
    with pytest.raises(MatchError):
        m.new_game()  # the previous game is not finished


def _series(i, winner, wins, designated, games):
    return SeriesResult(i, i, winner, wins, designated, tuple(
        GameResult(index=k, seed=k, winner=w, first=f, turns=10, decisions=50,
                   termination="victory score", points=(0, 0), winners=(w,))
        for k, (w, f) in enumerate(games)))


def test_summarize_series_on_hand_made_series():
    """486.6: series wins and game wins per deck, scores and the first player's game win rate,
    counted from hand-made series."""
    results = [
        _series(0, 0, (2, 0), 0, [(0, 0), (0, 1)]),
        _series(1, 1, (1, 2), 1, [(0, 0), (1, 1), (1, 0)]),
        _series(2, 0, (2, 1), 1, [(1, 1), (0, 0), (0, 1)]),
    ]
    s = summarize_series(["A", "B"], results)
    assert s["series"] == 3 and s["games"] == 8
    assert s["decks"][0]["series"]["wins"] == 2 and s["decks"][1]["series"]["wins"] == 1
    assert s["decks"][0]["game_wins"]["wins"] == 5 and s["decks"][1]["game_wins"]["wins"] == 3
    assert s["scores"] == {"1-2": 1, "2-0": 1, "2-1": 1}
    assert s["first_player"]["wins"] == 5  # games won by the seat that went first
    assert s["designated_won_series"]["wins"] == 2
    lo, hi = s["decks"][0]["series"]["ci95"]
    assert lo < 2 / 3 < hi


def test_cited_clauses_exist():
    """Every clause named by a test docstring here is a rule in the Core Rules file."""
    assert cited_clauses_missing(globals()) == []


def test_match_command_reports_series_and_game_wins():
    """486.6, 486.6.a: ``riftbound match`` plays the series asked for, best of 3 or 5, and reports
    series wins and game wins with intervals; same numbers with one worker or two."""
    import json

    from click.testing import CliRunner

    from riftbound.cli import cli

    def run(*extra):
        res = CliRunner().invoke(cli, ["match", "origins-jinx", "origins-viktor", "--games", "3",
                                       "--json", *extra])
        assert res.exit_code == 0, res.output
        return json.loads(res.stdout)

    a = run("-w", "1")
    assert a["series"] == 3 and a["best_of"] == 3
    assert sum(d["series"]["wins"] for d in a["decks"]) + a["drawn_series"] == 3
    assert sum(d["game_wins"]["wins"] for d in a["decks"]) == a["games"] - a["games_without_winner"]
    assert 6 <= a["games"] <= 9
    b = run("-w", "2")
    assert a["decks"] == b["decks"] and a["scores"] == b["scores"]
    five = run("--best-of", "5", "-w", "1")
    assert all(max(map(int, k.split("-"))) == 3 for k in five["scores"])
    res = CliRunner().invoke(cli, ["simulate", "--mode", "match", "--deck", "origins-jinx",
                                   "--deck", "origins-lee-sin", "--games", "2", "--json", "-w", "1"])
    assert res.exit_code == 0, res.output
    assert json.loads(res.stdout)["series"] == 2
    res = CliRunner().invoke(cli, ["match", "origins-jinx", "nonexistent-deck.json"])
    assert res.exit_code == 2 and "nonexistent-deck.json" in res.output


def test_486_6_a_later_match_game_is_an_ordinary_recordable_game():
    """486.6, 103.4.a: a later game of a Match is played with the battlefields each deck has left,
    so a deck of two battlefields is legal for a Match game (not for a Duel); such a game records
    and replays like any other."""
    from dataclasses import replace as with_fields

    from riftbound import DUEL, MATCH, DeckError, Game, origins_decks
    from riftbound.bots import RandomBot
    from riftbound.formats.records import record_game, replay

    jinx, _, viktor = origins_decks()
    later = [with_fields(d, battlefields=d.battlefields[1:]) for d in (jinx, viktor)]
    game = Game.new(later, MATCH, seed=5)
    bots = [RandomBot(1), RandomBot(2)]
    while not game.is_over():
        game.apply(bots[game.to_move()].choose(game))
    assert replay(record_game(game)).outcome() == game.outcome()
    with pytest.raises(DeckError):
        Game.new(later, DUEL, seed=5)


def test_simulate_match_saves_every_game_of_its_series(tmp_path) -> None:
    """486.6: `simulate --mode match --save-games DIR` writes a record per game of each series
    (later games with the battlefields left), and each replays to its stored result."""
    from click.testing import CliRunner

    from riftbound.cli import cli
    from riftbound.formats.records import replay

    out = tmp_path / "games"
    res = CliRunner().invoke(cli, ["simulate", "--mode", "match", "--games", "2", "--deck",
                                   "origins-jinx", "--deck", "origins-viktor", "-w", "1",
                                   "--save-games", str(out)])
    assert res.exit_code == 0, res.output
    files = sorted(out.glob("series-*-game-*.json"))
    assert len(files) >= 4 and any(f.name.endswith("game-2.json") for f in files)
    for f in files:
        assert replay(f).outcome() is not None
