"""Every rule number cited in the code and the tests exists in the Core Rules (GUIDE: citations)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tests import SHARED

ROOT = Path(__file__).resolve().parents[1]
RULES = SHARED / "rules" / "core-rules-2026-07-16.json"

# A dotted rule number such as 471.1.b.1, or a bare one after the word "rule(s)".
DOTTED = re.compile(r"(?<![\w.])(\d{3}(?:\.(?:[1-9]\d*|[a-z]))+)(?![\w])")
NAMED = re.compile(r"\b[Rr]ules? (\d{3})(?:[-–](\d{3}))?\b")
EMITTED = re.compile(r"""emit\(g, "(\d{3}(?:\.[0-9a-z]+)*)\"""")


def cited_numbers() -> dict[str, set[str]]:
    found: dict[str, set[str]] = {}
    files = sorted((ROOT / "src").rglob("*.py")) + sorted((ROOT / "tests").rglob("*.py"))
    files += [ROOT / "README.md", ROOT / "docs" / "rulings.md"]
    for path in files:
        if not path.exists() or path.name == "test_citations.py":
            continue
        text = path.read_text(encoding="utf-8")
        nums = set(DOTTED.findall(text)) | set(EMITTED.findall(text))
        for a, b in NAMED.findall(text):
            nums.add(a)
            if b:
                nums.add(b)
        found[str(path.relative_to(ROOT))] = nums
    return found


@pytest.mark.skipif(not RULES.exists(), reason="the shared rules file is not beside the repo")
def test_every_cited_rule_exists() -> None:
    """Citations are data: a number cited anywhere must be a rule of the 2026-07-16 Core Rules."""
    rules = set(json.loads(RULES.read_text(encoding="utf-8"))["rules"])
    missing = {f: sorted(n - rules) for f, n in cited_numbers().items() if n - rules}
    assert not missing, f"cited rule numbers not in the Core Rules: {missing}"


def test_the_scan_finds_citations() -> None:
    """The scanner itself works: the scoring module cites the final-point rule."""
    assert "471.1.b.1" in cited_numbers()["src/riftbound/engine/scoring.py"]
