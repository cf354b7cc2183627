"""The Core Rules' examples as a conformance corpus: every "Example:" passage is listed with its
rule number, and each is either staged by a fixture (run by tests/test_fixtures.py) or listed in
fixtures/README.md with the reason it is not yet."""

from __future__ import annotations

import re

import pytest

from tests.rules_examples.corpus import RULES_FILE, examples
from tests.rules_examples.status import FIXTURES, REASONS, covered, rows, table

pytestmark = pytest.mark.skipif(not RULES_FILE.exists(),
                                reason="the shared rules file is not beside the repo")

README = FIXTURES / "README.md"
BEGIN, END = "<!-- rules-examples table: begin -->", "<!-- rules-examples table: end -->"


def test_the_corpus_lists_every_example():
    """Every "Example:" passage of the rules file is listed once, under a rule that exists."""
    text = RULES_FILE.read_text(encoding="utf-8")
    ex = examples()
    assert len(ex) == len(re.findall(r"Examples?:", text)) >= 250
    assert len({e.id for e in ex}) == len(ex)
    rules = {m.group(1) for m in re.finditer(r"^(\d{3}(?:\.[0-9a-z]+)*)\.?\s", text, re.M)}
    assert all(e.rule in rules for e in ex)


def test_fixtures_name_real_examples_and_reasons_are_not_stale():
    """A fixture's ``example`` is an example of the corpus; a reason is kept only for an example
    that no fixture stages yet."""
    ids = {e.id for e in examples()}
    cov = covered()
    assert set(cov) <= ids, set(cov) - ids
    assert set(REASONS) <= ids, set(REASONS) - ids
    assert not set(REASONS) & set(cov), set(REASONS) & set(cov)
    assert len(cov) >= 35


def test_every_example_has_a_status_and_the_readme_table_is_current():
    """Each example is a fixture (or a strict xfail fixture) or has a reason; the table in
    fixtures/README.md is the one generated (python -m tests.rules_examples.status)."""
    for ex_id, status, why in rows():
        assert status in ("fixture", "xfail fixture", "not yet") and why.strip(), ex_id
    text = README.read_text(encoding="utf-8")
    assert BEGIN in text and END in text
    got = text.split(BEGIN, 1)[1].split(END, 1)[0].strip("\n") + "\n"
    assert got == table(), "fixtures/README.md: regenerate it (python -m tests.rules_examples.status)"


def test_reasons_are_our_own_words():
    """No reason copies 8 words in a row from the Core Rules."""
    words = re.findall(r"[a-z']+", RULES_FILE.read_text(encoding="utf-8").lower())
    shingles = {tuple(words[i:i + 8]) for i in range(len(words) - 7)}
    for key, text in REASONS.items():
        w = re.findall(r"[a-z']+", text.lower())
        assert not any(tuple(w[i:i + 8]) in shingles for i in range(len(w) - 7)), key
