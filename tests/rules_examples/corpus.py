"""The Core Rules' "Example:" passages, listed with their rule numbers (a conformance corpus).

Each example is named ``RULE#K``: the K-th example (from 1) written in rule RULE. The text is read
from ``../shared/rules`` at run time and never copied into the repository.

    python -m tests.rules_examples.corpus            # list every example: id and first words
"""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass
from pathlib import Path

from tests import SHARED

RULES_FILE = SHARED / "rules" / "core-rules-2026-07-16.txt"
_RULE = re.compile(r"^(\d{3}(?:\.[0-9a-z]+)*)\.?\s")
_EXAMPLE = re.compile(r"Examples?:")


@dataclass(frozen=True)
class Example:
    id: str  # "RULE#K"
    rule: str
    text: str  # read at run time, never stored in the repository


def examples(path: Path = RULES_FILE) -> list[Example]:
    """Every "Example:" (or "Examples:") passage of the rules file, in order, with the rule whose
    line holds it."""
    out: list[Example] = []
    for line in path.read_text(encoding="utf-8").splitlines():
        m = _RULE.match(line)
        if not m or not _EXAMPLE.search(line):
            continue
        rule = m.group(1)
        parts = _EXAMPLE.split(line)[1:]
        for k, part in enumerate(parts, 1):
            out.append(Example(f"{rule}#{k}", rule, part.strip()))
    return out


if __name__ == "__main__":  # pragma: no cover - a listing for people
    for ex in examples():
        words = " ".join(ex.text.split()[:10])
        sys.stdout.write(f"{ex.id}\t{words} ...\n")
