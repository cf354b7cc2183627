"""The matchup report links its example games to the browser view (issue 17): the command that
serves their records and a link per record that the page opens."""

from __future__ import annotations

from pathlib import Path

from riftbound import builtin_deck
from riftbound.analysis.matchup import example_games, run_matchup
from riftbound.analysis.report import render_html


def test_the_report_shows_how_to_watch_its_example_games(tmp_path: Path) -> None:
    """With records beside the page, the report gives the command that serves them all
    (`riftbound serve --open --record NAME ...`) and stays self-contained; without records it has none."""
    run = run_matchup([builtin_deck("practice-vanguard"), builtin_deck("practice-wardens")], 4, seed=3)
    data = run.summary()
    data["examples"] = example_games(run, 2, tmp_path, "m")
    names = [Path(e["record"]).name for e in data["examples"]]
    assert names and all((tmp_path / n).exists() for n in names)
    page = render_html(data, plots=False)
    assert "riftbound serve --open " + " ".join(f"--record {n}" for n in names) in page
    assert "http" not in page and "href=" not in page
    data["examples"] = example_games(run, 2)
    assert "riftbound serve" not in render_html(data, plots=False)
