"""Conformance fixtures (``fixtures/*.json``): each file is a rules scenario with its expected result,
run here as one test per file (see ``fixtures/README.md``)."""

from __future__ import annotations

import copy
import json
import re
from pathlib import Path

import pytest

from riftbound.formats.fixture import FixtureError, check_fixture_shape, run_fixture
from riftbound.formats.resolver import report_text
from tests.helpers import RULES_FILE, cited_clauses_missing, rule_ids

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
#: every fixture, the Core Rules' examples (fixtures/rules-examples/) included
FILES = sorted(FIXTURES.rglob("*.json"))
IDS = [str(p.relative_to(FIXTURES)) for p in FILES]


def load(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def _cases() -> list:
    """One case per fixture; a fixture with ``xfail`` (the engine does not follow the rule it
    names yet) is a strict xfail: it must fail, so fixing the engine shows up."""
    out = []
    for path, name in zip(FILES, IDS, strict=True):
        reason = load(path).get("xfail")
        marks = [pytest.mark.xfail(strict=True, reason=reason)] if reason else []
        out.append(pytest.param(path, id=name, marks=marks))
    return out


@pytest.mark.parametrize("path", _cases())
def test_fixture(path: Path):
    """Each fixture: the position, its actions, and the result the rules it names require."""
    data = load(path)
    res, problems = run_fixture(data, str(path))
    assert not problems, f"{path.name}: " + "; ".join(problems) + "\n\n" + report_text(res)


REQUIRED = {
    "final-point-both-battlefields-from-6.json": "471.1.b.1",
    "final-point-both-battlefields-from-7.json": "471.1.b.1",
    "hold-at-7-wins.json": "469.2",
    "conquer-after-hold-same-turn-470.json": "470",
    "both-players-score-one-battlefield.json": "470",
    "burn-out-single-trash-recycled.json": "431.2",
    "burn-out-repeated-immediate-win.json": "431.3.c.1",
    "mill-in-excess-burns-out.json": "431.1.b",
    "reveal-and-look-in-excess-no-burn-out.json": "431.1.c",
    "2v2-final-point-teammate-battlefield.json": "489.8.g.1",
    "tie-at-victory-score-continues.json": "194.2.b",
    "concession-duel.json": "651.1",
}


def test_the_required_scenarios_are_there():
    """The fixture set covers the victory rules it must (final point, 470, Burn Out, 2v2, ties,
    concession), each file naming the rule it is about."""
    names = {p.name for p in FILES}
    for name, rule in REQUIRED.items():
        assert name in names, name
        assert rule in load(FIXTURES / name)["rules"], name
    assert (FIXTURES / "README.md").exists()


@pytest.mark.skipif(not RULES_FILE.exists(), reason="the shared rules file is not beside the repo")
def test_fixture_rules_exist_and_descriptions_are_our_own_words():
    """Every rule number a fixture names exists; no description copies 8 words of the rules."""
    known = rule_ids()
    words = re.findall(r"[a-z']+", RULES_FILE.read_text(encoding="utf-8").lower())
    shingles = {tuple(words[i:i + 8]) for i in range(len(words) - 7)}
    for path in FILES:
        data = load(path)
        cited = set(data["rules"])
        for key in ("events", "absent"):
            cited |= {e["rule"] for e in data["expect"].get(key, []) if "rule" in e}
        assert cited <= known, (path.name, cited - known)
        w = re.findall(r"[a-z']+", data["description"].lower())
        for i in range(len(w) - 7):
            assert tuple(w[i:i + 8]) not in shingles, (path.name, " ".join(w[i:i + 8]))


def test_a_wrong_expectation_fails():
    """The runner can fail: a fixture with a wrong point total, winner, event order or absent event
    reports each difference."""
    data = load(FIXTURES / "final-point-both-battlefields-from-7.json")
    bad = copy.deepcopy(data)
    bad["expect"]["points"] = [7, 2]
    bad["expect"]["winners"] = []
    bad["expect"]["events"] = list(reversed(bad["expect"]["events"]))
    bad["expect"]["absent"] = [{"kind": "final_point_denied"}]
    _, problems = run_fixture(bad)
    text = " | ".join(problems)
    assert "points: expected [7, 2], got [8, 2]" in text
    assert "winners: expected none, got [0]" in text
    assert "does not appear in order" in text
    assert "must not happen" in text


def test_fixture_shape_is_checked():
    """A fixture missing its fields or with unknown ones is refused with the reason."""
    with pytest.raises(FixtureError, match="description: missing field"):
        check_fixture_shape({"rules": [], "position": {}, "actions": [], "expect": {}})
    data = load(FILES[0])
    data["expect"]["score"] = 3
    with pytest.raises(FixtureError, match="unknown field"):
        check_fixture_shape(data)


def test_cited_clauses_exist():
    """Rule citations: every clause named at the head of a docstring here exists."""
    assert not cited_clauses_missing(globals())
