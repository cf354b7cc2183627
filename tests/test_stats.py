"""The statistics behind ``riftbound simulate``: Wilson intervals and the results summary."""

from __future__ import annotations

import pytest

from riftbound.analysis.stats import GameResult, SimulationSummary, summarize, wilson_interval


def test_wilson_half() -> None:
    """50/100: centre 0.5, half-width 1.96·sqrt(0.0025 + 1.96²/40000) / (1 + 1.96²/100)."""
    lo, hi = wilson_interval(50, 100)
    assert (round(lo, 4), round(hi, 4)) == (0.4038, 0.5962)


def test_wilson_extremes() -> None:
    """0/10 and 10/10 stay inside [0, 1] (unlike the normal interval): upper 0.2775, lower 0.7225."""
    lo, hi = wilson_interval(0, 10)
    assert lo == 0.0 and round(hi, 4) == 0.2775
    lo, hi = wilson_interval(10, 10)
    assert round(lo, 4) == 0.7225 and hi == 1.0


def test_wilson_other_values() -> None:
    assert tuple(round(x, 4) for x in wilson_interval(1, 3)) == (0.0615, 0.7923)
    assert tuple(round(x, 4) for x in wilson_interval(80, 100)) == (0.7112, 0.8666)
    # a wider z widens the interval
    lo95, hi95 = wilson_interval(30, 60)
    lo99, hi99 = wilson_interval(30, 60, z=2.576)
    assert lo99 < lo95 < 0.5 < hi95 < hi99


def test_wilson_no_games_and_bad_input() -> None:
    assert wilson_interval(0, 0) == (0.0, 1.0)
    with pytest.raises(ValueError):
        wilson_interval(3, 2)
    with pytest.raises(ValueError):
        wilson_interval(-1, 2)


def _r(i: int, winner: int | None, first: int, turns: int, decisions: int,
       termination: str = "victory score", burn_outs: int = 0) -> GameResult:
    return GameResult(index=i, seed=i, winner=winner, first=first, turns=turns, decisions=decisions,
                      termination=termination, points=(8, 3) if winner == 0 else (3, 8),
                      burn_outs=burn_outs)


RESULTS = [
    _r(0, winner=0, first=0, turns=10, decisions=40),
    _r(1, winner=0, first=1, turns=14, decisions=60),
    _r(2, winner=1, first=1, turns=12, decisions=50, termination="burn out", burn_outs=2),
    _r(3, winner=0, first=0, turns=20, decisions=90, burn_outs=1),
]


def test_summary_counts() -> None:
    s = summarize(RESULTS, ["A", "B"])
    assert s["games"] == 4
    a, b = s["decks"]
    assert (a["name"], a["wins"], a["rate"], a["went_first"]) == ("A", 3, 0.75, 2)
    assert (b["name"], b["wins"], b["rate"], b["went_first"]) == ("B", 1, 0.25, 2)
    assert a["ci95"] == list(wilson_interval(3, 4))
    # games 0, 2 and 3 were won by the player going first
    assert s["first_player"]["wins"] == 3 and s["first_player"]["rate"] == 0.75
    assert s["turns"] == {"mean": 14.0, "min": 10, "max": 20}
    assert s["decisions"] == {"total": 240, "mean": 60.0}
    assert s["terminations"] == {"victory score": 3, "burn out": 1}
    assert s["games_with_burn_out"] == 2
    assert s["no_winner"] == 0
    assert "decisions_per_second" not in s


def test_summary_speed_and_incremental() -> None:
    summary = SimulationSummary(["A", "B"])
    for r in RESULTS:
        summary.add(r)
    s = summary.as_dict(elapsed=2.0)
    assert s["decisions_per_second"] == 120.0 and s["games_per_second"] == 2.0
    assert s == {**summarize(RESULTS, ["A", "B"]), "seconds": 2.0, "decisions_per_second": 120.0,
                 "games_per_second": 2.0}


def test_summary_empty_and_no_winner() -> None:
    s = summarize([], ["A", "B"])
    assert s["games"] == 0 and s["decks"][0]["ci95"] == [0.0, 1.0]
    assert s["turns"] == {"mean": 0.0, "min": 0, "max": 0}
    s = summarize([_r(0, winner=None, first=1, turns=5, decisions=9, termination="concession")],
                  ["A", "B"])
    assert s["no_winner"] == 1 and s["first_player"]["wins"] == 0
    assert [d["wins"] for d in s["decks"]] == [0, 0]


def test_result_to_dict() -> None:
    d = RESULTS[2].to_dict()
    assert d["points"] == [3, 8] and d["burn_outs"] == 2 and d["termination"] == "burn out"
