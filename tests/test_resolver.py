"""The judge's resolver (riftbound.resolver) and the ``resolve`` command."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from riftbound.cli import cli
from riftbound.events import TEMPLATES
from riftbound.position import load_position
from riftbound.resolver import EXPLAIN, explain, report_data, resolve
from riftbound.state import Event
from tests.helpers import RULES_FILE, cited_clauses_missing

DECK = ["Petty Officer", "Vanguard Sergeant", "Laurent Duelist"]
DECK2 = ["Stalwart Poro", "Sunlit Guardian", "Playful Phantom"]
AT_SIX = {"mode": "duel", "players": [
    {"points": 6, "base": ["Daring Poro", "Vanguard Sergeant"], "deck": DECK},
    {"points": 2, "deck": DECK2}]}


@pytest.fixture()
def position(tmp_path) -> str:
    path = tmp_path / "at-six.json"
    path.write_text(json.dumps(AT_SIX), encoding="utf-8")
    return str(path)


def run(*args: str):
    return CliRunner().invoke(cli, list(args))


def test_resolve_prints_events_rules_explanations_and_the_result(position):
    """469.1, 471.1.b.1, 323.1: each event is shown with its rule and a plain explanation, then the
    points, the scored battlefields, the outcome."""
    res = run("resolve", position, "--do", "move Daring Poro to bf 0",
              "--do", "move Vanguard Sergeant to bf 1")
    assert res.exit_code == 0, res.output
    out = res.output
    assert "do 1: P0: move Daring Poro to bf 0" in out
    assert "P0 conquers battlefield 0  (rule 469.1)" in out
    assert "scored every battlefield: the final point counts  (rule 471.1.b.1)" in out
    assert "why: one point short of the Victory Score" in out
    assert "points: P0 8, P1 2 (Victory Score 8)" in out
    assert "scored this turn: P0 bf 0 (conquer); P0 bf 1 (conquer)" in out
    assert "outcome: P0 won by victory score (rule 323.1)" in out


def test_resolve_shows_the_pending_decision_and_its_legal_actions(position):
    """The pending decision is described and its legal actions are listed in notation."""
    res = run("resolve", position)
    assert res.exit_code == 0
    assert "pending: P0's main decision" in res.output
    assert "  move Daring Poro, Vanguard Sergeant to bf 1" in res.output
    assert "  end turn" in res.output


def test_resolve_json(position):
    """``--json`` gives the same report as data."""
    res = run("resolve", position, "--do", "move Daring Poro to bf 0", "--json")
    assert res.exit_code == 0, res.output
    data = json.loads(res.output)
    assert data["points"] == [7, 2] and data["victory_score"] == 8
    step = data["steps"][0]
    assert step["action"].startswith("move #") and step["readable"] == "move Daring Poro to bf 0"
    kinds = [(e["kind"], e["rule"]) for e in step["events"]]
    assert ("conquer", "469.1") in kinds and ("gain_points", "469.1") in kinds
    assert all(e["explanation"] and e["text"].endswith(f"(rule {e['rule']})") for e in step["events"])
    assert data["scored_this_turn"] == [{"player": 0, "battlefield": 0, "how": "conquer"}]
    assert data["pending"]["kind"] == "main" and "end turn" in data["pending"]["legal"]
    assert data["outcome"] is None and data["error"] is None


def test_a_failing_do_stops_everything_after_it(position):
    """A --do that fails is named (index and text) with the reason; the ones before it stay applied,
    nothing after it is tried, the exit code is 2, and there is no traceback."""
    res = run("resolve", position, "--do", "move Daring Poro to bf 0", "--do", "move Daring Poro to base",
              "--do", "move Vanguard Sergeant to bf 1", "--json")
    assert res.exit_code == 2
    assert "Traceback" not in res.output
    data = json.loads(res.output[res.output.index("{"):res.output.rindex("}") + 1])
    assert data["error"]["index"] == 2 and data["error"]["do"] == "move Daring Poro to base"
    assert "exhausted" in data["error"]["message"]
    assert len(data["steps"]) == 1 and data["points"] == [7, 2]  # the third move never happened
    text = run("resolve", position, "--do", "move Daring Poro to bf 0", "--do", "fly away",
               "--do", "end turn")
    assert text.exit_code == 2
    assert "--do 2 ('fly away') failed: 'fly away' is not an action" in text.output
    assert "nothing after it was applied" in text.output
    assert "P0 ends the turn" not in text.output


def test_judge_actions_in_resolve(position):
    """Judge actions mix with game actions: effects, a cleanup, a new turn."""
    res = run("resolve", position, "--do", "gain P1 6", "--do", "cleanup", "--json")
    data = json.loads(res.output)
    assert [s["kind"] for s in data["steps"]] == ["judge", "judge"]
    assert data["outcome"] == {"winners": [1], "termination": "victory score", "rule": "323.1"}
    res = run("resolve", position, "--do", "next turn", "--json")
    data = json.loads(res.output)
    assert data["turn"] == 2 and data["turn_player"] == 1 and data["pending"]["kind"] == "main"


def test_until_end_of_turn(position):
    """``--until-end-of-turn`` ends the turn at the main decision and stops at the next real
    decision of the next turn."""
    res = run("resolve", position, "--do", "move Daring Poro to bf 0", "--until-end-of-turn", "--json")
    assert res.exit_code == 0, res.output
    data = json.loads(res.output)
    assert [s["kind"] for s in data["steps"]] == ["action", "auto"]
    assert data["turn_player"] == 1 and data["pending"] == data["pending"] | {"player": 1, "kind": "main"}
    assert any(e["kind"] == "end_turn" for e in data["steps"][1]["events"])


def test_bad_position_file_exits_2(tmp_path):
    """A position file that does not load is reported with the problems, exit code 2."""
    path = tmp_path / "bad.json"
    bad = {"mode": "duel", "players": [{"hand": ["No Such Card"]}, {}]}
    path.write_text(json.dumps(bad), encoding="utf-8")
    res = run("resolve", str(path))
    assert res.exit_code == 2 and "No Such Card" in res.output and "Traceback" not in res.output
    res = run("resolve", str(tmp_path / "missing.json"))
    assert res.exit_code == 2


def test_resolve_takes_a_fixture_file():
    """Given a conformance fixture, ``resolve`` applies its own actions."""
    path = Path(__file__).resolve().parents[1] / "fixtures" / "final-point-both-battlefields-from-7.json"
    res = run("resolve", str(path))
    assert res.exit_code == 0, res.output
    assert "draws 1 instead of the final point  (rule 471.1.b.1)" in res.output
    assert "outcome: P0 won" in res.output


def test_resolve_function_keeps_the_game_in_place():
    """The library form: ``resolve(game, dos)`` changes the game and returns the steps."""
    game = load_position(AT_SIX)
    res = resolve(game, ["move Daring Poro to bf 0", "pass"])
    assert game.points(0) == 7
    assert res.error is not None and res.error.index == 2 and "pass is not legal now" in res.error.message
    data = report_data(res)
    assert data["steps"][0]["player"] == 0


# --- explanations -----------------------------------------------------------------------------------

def test_every_event_kind_has_an_explanation():
    """Every kind of log event the engine writes is explained."""
    for kind in TEMPLATES:
        e = Event(1, "100", kind, 0, ())
        assert not explain(e).startswith("("), f"no explanation for {kind}"


def _words(text: str) -> list[str]:
    return re.findall(r"[a-z']+", text.lower())


@pytest.mark.skipif(not RULES_FILE.exists(), reason="the shared rules file is not beside the repo")
def test_explanations_are_our_own_words():
    """No rules text is copied: no explanation shares a run of 8 words with the Core Rules."""
    rules = _words(RULES_FILE.read_text(encoding="utf-8"))
    shingles = {tuple(rules[i:i + 8]) for i in range(len(rules) - 7)}
    for key, text in EXPLAIN.items():
        w = _words(text)
        for i in range(len(w) - 7):
            assert tuple(w[i:i + 8]) not in shingles, (key, " ".join(w[i:i + 8]))


def test_cited_clauses_exist():
    """Rule citations: every clause named at the head of a docstring here exists."""
    assert not cited_clauses_missing(globals())
