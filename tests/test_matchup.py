"""Matchup reports: the numbers against hand-computed small cases, the HTML page, the command."""

from __future__ import annotations

import html
import importlib.util
import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from riftbound import builtin_deck
from riftbound.analysis.matchup import (
    MatchupGame,
    MatchupRun,
    TableGame,
    pairings,
    pick_examples,
    plan_matchup,
    points_by_turn,
    run_matchup,
    summarize_matchup,
)
from riftbound.analysis.report import PLOT_EXTRA_HINT, have_matplotlib, render_html, turn_buckets
from riftbound.analysis.simulate import game_seed
from riftbound.analysis.stats import GameResult
from riftbound.cli import cli
from riftbound.state import Event
from tests import SHARED

SHARED_DECKS = SHARED / "decks"


# --- points over turns --------------------------------------------------------------------------

def test_points_by_turn_from_a_hand_made_log() -> None:
    log = [
        Event(0, "115", "first_player", 0, ()),
        Event(1, "315.1", "turn", 0, (1,)),
        Event(1, "469.1", "gain_points", 0, (1, "conquer", 1)),
        Event(2, "315.1", "turn", 1, (2,)),
        Event(2, "469.2", "gain_points", 1, (1, "hold", 1)),
        Event(2, "469.1", "gain_points", 1, (1, "conquer", 2)),
        Event(3, "315.1", "turn", 0, (3,)),
        Event(3, "194.4", "lose_points", 1, (1, 1)),
        Event(4, "315.1", "turn", 1, (4,)),
        Event(4, "469.2", "gain_points", 0, (2, "hold", 3)),
        Event(4, "323.1", "win", 0, ("victory score",)),
    ]
    # end of turn 1: P0 1; turn 2: P1 2; turn 3: P1 loses one; turn 4: P0 gains 2
    assert points_by_turn(log) == ((1, 0), (1, 2), (1, 1), (3, 1))
    assert points_by_turn([]) == ()
    assert points_by_turn(log[:1]) == ()  # nothing before turn 1 is a turn


# --- the summary ---------------------------------------------------------------------------------

def _g(index: int, swapped: bool, winner: int | None, first: int, timeline: list[tuple[int, int]],
       termination: str = "victory score", pairing: int = 0, sides: tuple[int, int] = (0, 1),
       burn_outs: int = 0) -> MatchupGame:
    """A hand-made game; ``winner``/``first`` are seats, ``timeline`` points per seat per turn."""
    result = GameResult(index=index, seed=index, winner=winner, first=first, turns=len(timeline),
                        decisions=10 * len(timeline), termination=termination,
                        points=timeline[-1], burn_outs=burn_outs)
    return MatchupGame(pairing, sides, swapped, result, tuple(timeline))


# Deck A (0) and deck B (1). Seats: A sits in seat 0 unless swapped.
GAMES = [
    # A in seat 0 wins, A went first.           A: 0 1 2     B: 0 0 1
    _g(0, False, winner=0, first=0, timeline=[(0, 0), (1, 0), (2, 1)]),
    # B in seat 0; A (seat 1) wins, B first.    A: 0 1 1 3   B: 0 0 1 1
    _g(1, True, winner=1, first=0, timeline=[(0, 0), (0, 1), (1, 1), (1, 3)]),
    # A in seat 0; B wins, B first.             A: 0 0       B: 1 2
    _g(2, False, winner=1, first=1, timeline=[(0, 1), (0, 2)], termination="burn out", burn_outs=1),
    # B in seat 0; A (seat 1) wins, A first.    A: 0 1 2     B: 1 1 2
    _g(3, True, winner=1, first=1, timeline=[(1, 0), (1, 1), (2, 2)]),
]


def test_summary_of_hand_made_games() -> None:
    s = summarize_matchup(["A", "B"], [(0, 1)], GAMES)
    assert s["games"] == 4
    (p,) = s["pairings"]
    a, b = p["sides"]
    assert (a["name"], a["games"], a["wins"], a["rate"]) == ("A", 4, 3, 0.75)
    assert (b["name"], b["games"], b["wins"], b["rate"]) == ("B", 4, 1, 0.25)
    # Wilson 3/4 by hand: centre (0.75 + 1.96²/8) / (1 + 1.96²/4) = 0.6275,
    # half-width 1.96 · sqrt(0.75·0.25/4 + 1.96²/64) / 1.9604 = 0.3269
    assert [round(x, 4) for x in a["ci95"]] == [0.3006, 0.9544]
    assert [round(x, 4) for x in b["ci95"]] == [0.0456, 0.6994]
    assert (a["seat0_games"], b["seat0_games"]) == (2, 2)
    # going first / second, per side
    assert (a["going_first"]["wins"], a["going_first"]["games"]) == (2, 2)
    assert (a["going_second"]["wins"], a["going_second"]["games"]) == (1, 2)
    assert (b["going_first"]["wins"], b["going_first"]["games"]) == (1, 2)
    assert (b["going_second"]["wins"], b["going_second"]["games"]) == (0, 2)
    # games 0, 2 and 3 were won by the player going first
    assert (p["first_player"]["wins"], p["first_player"]["rate"]) == (3, 0.75)
    assert p["turns"] == {"mean": 3.0, "median": 3.0, "min": 2, "max": 4,
                          "distribution": {"2": 1, "3": 2, "4": 1}}
    assert p["terminations"] == {"victory score": 3, "burn out": 1}
    assert p["games_with_burn_out"] == 1 and p["no_winner"] == 0
    assert p["decisions_mean"] == 30.0
    # points by turn, averaged over the games still running, per deck (not per seat)
    rows = [(r["turn"], r["games"], [round(x, 4) for x in r["points"]]) for r in p["points_by_turn"]]
    assert rows == [
        (1, 4, [0.0, 0.5]),           # A 0 0 0 0; B 0 0 1 1
        (2, 4, [0.75, 0.75]),         # A 1 1 0 1; B 0 0 2 1
        (3, 3, [1.6667, 1.3333]),     # games 0, 1, 3: A 2 1 2; B 1 1 2
        (4, 1, [3.0, 1.0]),           # game 1 only
    ]
    # overall per deck equals the only pairing; the overall first-player figure too
    da, db = s["decks"]
    assert (da["wins"], da["games"], db["wins"], db["games"]) == (3, 4, 1, 4)
    assert da["ci95"] == a["ci95"]
    assert s["first_player"]["wins"] == 3 and s["turns"]["mean"] == 3.0
    json.dumps(s)  # JSON-ready


def test_summary_mirror_and_no_winner() -> None:
    games = [_g(0, False, winner=0, first=0, timeline=[(0, 0), (1, 0)], sides=(0, 0)),
             _g(1, True, winner=None, first=1, timeline=[(0, 0)], termination="concession",
                sides=(0, 0))]
    s = summarize_matchup(["A"], [(0, 0)], games)
    (p,) = s["pairings"]
    assert p["mirror"] and p["no_winner"] == 1
    assert [side["wins"] for side in p["sides"]] == [1, 0]
    (d,) = s["decks"]
    assert d["games"] == 0 and d["ci95"] == [0.0, 1.0]   # a mirror adds nothing to the win rate
    assert d["going_first"]["games"] == 2 and d["going_second"]["games"] == 2
    assert d["going_first"]["wins"] == 1 and d["going_second"]["wins"] == 0


def test_summary_three_decks() -> None:
    # pairings (A,B) (A,C) (B,C); one game each: A beats B, C beats A, B beats C
    pairs = pairings(3)
    assert pairs == [(0, 1), (0, 2), (1, 2)]
    games = [_g(0, False, 0, 0, [(1, 0)], pairing=0, sides=(0, 1)),
             _g(1, False, 1, 0, [(0, 1)], pairing=1, sides=(0, 2)),
             _g(2, True, 1, 0, [(0, 1)], pairing=2, sides=(1, 2))]
    s = summarize_matchup(["A", "B", "C"], pairs, games)
    assert [(d["wins"], d["games"]) for d in s["decks"]] == [(1, 2), (1, 2), (1, 2)]
    assert [[side["wins"] for side in p["sides"]] for p in s["pairings"]] == [[1, 0], [0, 1], [1, 0]]


def test_plan_alternates_seats_and_seeds() -> None:
    pairs, jobs = plan_matchup(3, games=4, seed=9, bot="random")
    assert pairs == [(0, 1), (0, 2), (1, 2)] and len(jobs) == 12
    assert [j.seats for j in jobs[4:8]] == [(0, 2), (2, 0), (0, 2), (2, 0)]
    assert [j.seed for j in jobs] == [game_seed(9, i) for i in range(12)]
    assert pairings(1) == [(0, 0)]
    with pytest.raises(ValueError):
        pairings(0)


def test_pick_examples() -> None:
    picks = pick_examples(GAMES, 3)
    assert [g.result.index for g in picks] == [2, 1, 0]  # shortest, longest, median (lowest index)
    assert pick_examples([], 3) == []
    assert len(pick_examples(GAMES[:1], 3)) == 1


def test_turn_buckets() -> None:
    assert turn_buckets({"2": 1, "3": 2, "4": 1}) == [(2, 2, 1), (3, 3, 2), (4, 4, 1)]
    assert turn_buckets({str(t): 1 for t in range(10, 31)}, max_buckets=10) == [
        (10, 12, 3), (13, 15, 3), (16, 18, 3), (19, 21, 3), (22, 24, 3), (25, 27, 3), (28, 30, 3)]
    assert turn_buckets({}) == []


# --- a real run and the HTML page ------------------------------------------------------------------

@pytest.fixture(scope="module")
def run() -> MatchupRun:
    return run_matchup([builtin_deck("practice-vanguard"), builtin_deck("practice-wardens")], 6, seed=2)


def test_run_matchup_is_consistent(run: MatchupRun) -> None:
    data = run.summary()
    (p,) = data["pairings"]
    assert p["games"] == 6 and [s["seat0_games"] for s in p["sides"]] == [3, 3]
    assert sum(s["wins"] for s in p["sides"]) + p["no_winner"] == 6
    for g in run.games:
        assert len(g.timeline) == g.result.turns
        assert g.timeline[-1] == g.result.points  # the last turn's points are the final score
    # a parallel run gives the same games
    again = run_matchup(run.decks, 6, seed=2, workers=2)
    assert again.games == run.games


def _data_with_examples(run: MatchupRun) -> dict:
    from riftbound.analysis.matchup import example_games
    data = run.summary()
    data["examples"] = example_games(run, 2)
    return data


@pytest.mark.parametrize("plots", [False, True])
def test_html_is_self_contained(run: MatchupRun, plots: bool) -> None:
    if plots and not have_matplotlib():
        pytest.skip("matplotlib (the plot extra) is not installed")
    data = _data_with_examples(run)
    page = render_html(data, plots=plots)
    assert page.startswith("<!DOCTYPE html>") and page.rstrip().endswith("</html>")
    # nothing fetched from elsewhere: no URL of any scheme, no external script, style sheet or image
    for src in re.findall(r'src="([^"]*)"', page):
        assert src.startswith("data:image/png;base64,")
    text = re.sub(r"data:image/png;base64,[A-Za-z0-9+/=]+", "DATA", page)
    assert "//" not in text and "url(" not in text and "@import" not in text
    assert "<link" not in text and "<script" not in text and "href=" not in text
    assert ("data:image/png;base64," in page) == plots
    assert (html.escape(PLOT_EXTRA_HINT) in page) == (not plots)
    # the tables
    for text in ("Win rates per pairing", "95% CI", "going first", "Game length",
                 "Average points at the end of each turn", "Example games", "Practice Vanguard",
                 "Practice Wardens", "not affiliated"):
        assert text in page, text
    assert page.count("<table>") >= 5
    e = data["examples"][0]
    assert f"<td>{e['seed']}</td>" in page


def test_html_escapes_names(run: MatchupRun) -> None:
    data = run.summary()
    data["decks"][0]["name"] = data["pairings"][0]["sides"][0]["name"] = "<b>Evil & Co</b>"
    page = render_html(data, plots=False)
    assert "<b>Evil" not in page and "&lt;b&gt;Evil &amp; Co&lt;/b&gt;" in page


# --- the command -------------------------------------------------------------------------------------

def test_cli_matchup_json_and_html(tmp_path: Path) -> None:
    page_path = tmp_path / "out" / "report.html"
    res = CliRunner().invoke(cli, ["matchup", "practice-vanguard", "practice-wardens", "--games", "4",
                                   "--seed", "3", "--workers", "1", "--json", "--html", str(page_path)])
    assert res.exit_code == 0, res.output
    data = json.loads(res.stdout)
    for key in ("decks", "pairings", "first_player", "turns", "terminations", "examples", "seed", "bot",
                "games_per_pairing", "games", "seconds", "games_per_second", "workers", "backend"):
        assert key in data, key
    assert (data["games"], data["games_per_pairing"], data["bot"], data["seed"]) == (4, 4, "random", 3)
    assert [d["name"] for d in data["decks"]] == ["Practice Vanguard", "Practice Wardens"]
    (p,) = data["pairings"]
    for key in ("sides", "first_player", "turns", "terminations", "points_by_turn", "no_winner"):
        assert key in p
    assert 1 <= len(data["examples"]) <= 3
    assert all("turn 1" in e["log"] for e in data["examples"])
    page = page_path.read_text(encoding="utf-8")
    assert "Win rates per pairing" in page and "http" not in page
    assert f"report written to {page_path}" in res.stderr
    if importlib.util.find_spec("riftbound.formats.records") is not None:
        from riftbound.formats.records import replay as replay_record

        for e in data["examples"]:  # game records beside the page, replaying to the same result
            record = Path(e["record"])
            assert record.parent == page_path.parent and record.name in page
            game = replay_record(record)
            assert game.turn == e["turns"] and game.outcome().winners[0] == e["winner"]


def test_cli_matchup_table() -> None:
    res = CliRunner().invoke(cli, ["matchup", "vanguard", "wardens", "-n", "2", "-w", "1"])
    assert res.exit_code == 0, res.output
    for text in ("Win rates per pairing", "95% CI", "going first", "Game length", "Average points",
                 "Example games", "how games ended"):
        assert text in res.stdout, text


def test_cli_matchup_one_deck_plays_itself() -> None:
    res = CliRunner().invoke(cli, ["matchup", "practice-wardens", "-n", "2", "-w", "1", "--json"])
    assert res.exit_code == 0, res.output
    (p,) = json.loads(res.stdout)["pairings"]
    assert p["mirror"] and p["games"] == 2


@pytest.mark.parametrize("spec, message", [
    ("missing-deck.json", "missing-deck.json"),
    ("no/such/dir/deck.json", "no/such/dir/deck.json"),
    ("not-a-deck-name", "not a file, nor a built-in deck (practice-vanguard"),
])
def test_cli_matchup_bad_deck(spec: str, message: str) -> None:
    res = CliRunner().invoke(cli, ["matchup", "practice-vanguard", spec, "-n", "2"])
    assert res.exit_code == 2
    assert message in res.stderr
    assert "Traceback" not in res.output


def test_cli_matchup_takes_a_deck_code_and_a_text_list(tmp_path: Path) -> None:
    """matchup takes every deck form --deck takes: a deck code and a text list file."""
    from riftbound import origins_decks
    from riftbound.formats.deckspec import deck_as

    jinx, lee_sin, _ = origins_decks()
    listing = tmp_path / "lee-sin.txt"
    listing.write_text(deck_as(lee_sin, "text"))
    code = deck_as(jinx, "code").strip()
    res = CliRunner().invoke(cli, ["matchup", code, str(listing), "-n", "2", "--json"])
    assert res.exit_code == 0, res.output
    assert json.loads(res.stdout)["pairings"]


def test_cli_matchup_malformed_deck_file(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"name": "Bad", "main_deck": [{"id": "no-such-card", "count": 1}]}')
    res = CliRunner().invoke(cli, ["matchup", str(bad), "practice-vanguard", "-n", "2"])
    assert res.exit_code == 2
    assert "bad.json" in res.stderr and "main_deck[0].id" in res.stderr


@pytest.mark.skipif(not (SHARED_DECKS / "precon-jinx.json").exists(), reason="shared decklists absent")
def test_cli_matchup_refuses_unimplemented_cards() -> None:
    from riftbound import load_deck
    from riftbound.game import unsupported_cards

    todo = next(p for p in sorted(SHARED_DECKS.glob("*.json")) if unsupported_cards(load_deck(p)))
    res = CliRunner().invoke(cli, ["matchup", str(todo), "practice-vanguard", "-n", "2"])
    assert res.exit_code == 2
    assert todo.name in res.stderr and "not implemented" in res.stderr
    assert "Traceback" not in res.output


@pytest.mark.parametrize("args, message", [
    (["--bot", "nobody"], "unknown bot 'nobody'"),
    (["vanguard"], "given twice"),
])
def test_cli_matchup_usage_errors(args: list[str], message: str) -> None:
    res = CliRunner().invoke(cli, ["matchup", "practice-vanguard", *args, "-n", "2"])
    assert res.exit_code == 2
    assert message in res.output


# --- multiplayer tables (rules 487-489) -----------------------------------------------------------

def _tg(seats: tuple[int, ...], winners: tuple[int, ...], first: int, points=None) -> TableGame:
    pts = points or tuple(0 for _ in seats)
    return TableGame(seats, GameResult(index=0, seed=0, winner=winners[0] if winners else None,
                                       first=first, turns=20, decisions=100,
                                       termination="victory score", points=pts, winners=winners))


def test_table_seats_rotate_every_deck_through_every_seat() -> None:
    """487.5, 488.5, 489.5.c: over as many games as seats, every deck sits in every seat once; in
    2v2, decks 0 and 2 (and 1 and 3) are always teammates."""
    from riftbound.analysis.matchup import table_seats
    from riftbound.modes import MAGMA_CHAMBER, SKIRMISH

    for mode in (SKIRMISH, MAGMA_CHAMBER):
        n = mode.players
        plans = [table_seats(mode, k) for k in range(n)]
        for seat in range(n):
            assert sorted(p[seat] for p in plans) == list(range(n))
    for k in range(8):
        seats = table_seats(MAGMA_CHAMBER, k)
        team_of = {seats[s]: MAGMA_CHAMBER.teams[s] for s in range(4)}
        assert team_of[0] == team_of[2] and team_of[1] == team_of[3] and team_of[0] != team_of[1]


def test_summarize_table_counts_decks_seats_places_and_teams() -> None:
    """489.6.a.3, 487.7: a team's win counts for both teammates' decks; wins per seat, per place in
    the turn order and per team of decks, counted from hand-made 2v2 games."""
    from riftbound.analysis.matchup import summarize_table
    from riftbound.modes import MAGMA_CHAMBER

    games = [
        _tg((0, 1, 2, 3), (0, 2), first=0, points=(11, 4, 11, 4)),   # decks 0+2 win, seat 0 first
        _tg((1, 2, 3, 0), (1, 3), first=1, points=(5, 11, 5, 11)),   # seats 1,3 = decks 2,0 win
        _tg((2, 3, 0, 1), (0, 2), first=3, points=(11, 2, 11, 2)),   # seats 0,2 = decks 2,0 win
        _tg((3, 0, 1, 2), (1, 3), first=2, points=(3, 11, 3, 11)),   # seats 1,3 = decks 0,2 win
    ]
    s = summarize_table(["A", "B", "C", "D"], MAGMA_CHAMBER, games)
    assert [d["wins"] for d in s["decks"]] == [4, 0, 4, 0]
    assert [d["games"] for d in s["decks"]] == [4, 4, 4, 4]
    assert s["decks"][0]["points_mean"] == 11
    assert [x["wins"] for x in s["seats"]] == [2, 2, 2, 2]
    # places: game 1 first=0 (place 1 won), game 2 first=1 (place 1), game 3 first=3 (places 2, 4),
    # game 4 first=2 (places 4, 2)
    assert [x["wins"] for x in s["turn_order"]] == [2, 2, 2, 2]
    assert s["chance"] == 0.5
    teams = {tuple(t["decks"]): (t["games"], t["wins"]) for t in s["team_decks"]}
    assert teams == {(0, 2): (4, 4), (1, 3): (4, 0)}
    assert s["decks"][0]["going_first"]["games"] == 1  # deck 0 sat in the first player's seat once


def test_summarize_table_free_for_all_places() -> None:
    """487.7: in Skirmish the winner's place in the turn order is counted from the first player."""
    from riftbound.analysis.matchup import summarize_table
    from riftbound.modes import SKIRMISH

    games = [_tg((0, 1, 2), (2,), first=0), _tg((1, 2, 0), (2,), first=1), _tg((2, 0, 1), (0,), first=0)]
    s = summarize_table(["A", "B", "C"], SKIRMISH, games)
    assert [x["wins"] for x in s["turn_order"]] == [1, 1, 1]
    assert [d["wins"] for d in s["decks"]] == [1, 0, 2]
    assert [x["wins"] for x in s["seats"]] == [1, 0, 2]
    assert "team_decks" not in s and round(s["chance"], 3) == 0.333


def test_table_runs_do_not_depend_on_workers() -> None:
    """488.5: a War table run gives the same games with one worker or two."""
    from riftbound.analysis.matchup import default_table_decks, run_table
    from riftbound.modes import WAR

    decks = default_table_decks(WAR)
    one = run_table(decks, WAR, 4, seed=2, workers=1)
    two = run_table(decks, WAR, 4, seed=2, workers=2)
    assert one.games == two.games
    assert all(len(g.result.winners) == 1 for g in one.games)


def test_default_2v2_decks_are_legal_teams() -> None:
    """489.8.h-i: the built-in 2v2 table (Jinx + Viktor against Lee Sin + Viktor) passes the
    teammate checks in every rotation."""
    from riftbound.analysis.matchup import default_table_decks, table_seats
    from riftbound.decks import validate_teammates
    from riftbound.modes import MAGMA_CHAMBER

    decks = default_table_decks(MAGMA_CHAMBER)
    for k in range(4):
        validate_teammates([decks[d] for d in table_seats(MAGMA_CHAMBER, k)], MAGMA_CHAMBER)


def _json(args: list[str]) -> dict:
    res = CliRunner().invoke(cli, args)
    assert res.exit_code == 0, res.output
    return json.loads(res.stdout)


@pytest.mark.parametrize(("mode", "players"), [("skirmish", 3), ("war", 4), ("magma-chamber", 4)])
def test_simulate_mode_multiplayer_cli(mode: str, players: int) -> None:
    """487, 488, 489: ``simulate --mode`` plays the built-in table and reports per deck, seat and
    place; the numbers are the same with one worker or two."""
    args = ["simulate", "--mode", mode, "--games", "4", "--json", "-s", "3"]
    a = _json(args + ["-w", "1"])
    b = _json(args + ["-w", "2"])
    assert a["games"] == 4 and a["players"] == players and len(a["decks"]) == players
    assert sum(s["wins"] for s in a["seats"]) == 4 * (2 if mode == "magma-chamber" else 1)
    for key in ("decks", "seats", "turn_order", "terminations", "turns"):
        assert a[key] == b[key]


def test_matchup_mode_refuses_teammates_with_the_same_legend() -> None:
    """489.8.h: a 2v2 matchup with the same legend for teammates exits with the rule and the seats."""
    res = CliRunner().invoke(cli, ["matchup", "--mode", "2v2", "origins-viktor", "origins-jinx",
                                   "origins-viktor", "origins-lee-sin", "-n", "2", "-w", "1"])
    assert res.exit_code == 2
    assert "489.8.h" in res.output and "seats 0 and 2" in res.output


def test_matchup_mode_needs_a_deck_per_seat(tmp_path: Path) -> None:
    """488.1: War takes four decks; two are refused with a usage error; a table report's HTML page
    is written with its per-deck table."""
    res = CliRunner().invoke(cli, ["matchup", "--mode", "war", "origins-jinx", "origins-viktor"])
    assert res.exit_code == 2 and "one deck per seat (4;" in res.output
    page = tmp_path / "r.html"
    res = CliRunner().invoke(cli, ["matchup", "--mode", "skirmish", "origins-jinx", "origins-viktor",
                                   "origins-lee-sin", "-n", "3", "-w", "1", "--html", str(page)])
    assert res.exit_code == 0, res.output
    text = page.read_text(encoding="utf-8")
    assert "Per deck" in text and "Origins Viktor" in text and "<script" not in text
