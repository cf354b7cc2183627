"""The README's Python example runs as written, and its two opening commands are the contract."""

from __future__ import annotations

import re
from pathlib import Path

README = Path(__file__).resolve().parents[1] / "README.md"


def test_readme_example_runs(capsys) -> None:
    """The first Python block plays a whole game and prints the winning rule (323.1 or 431.3.c.1)."""
    block = re.search(r"```python\n(.*?)```", README.read_text(encoding="utf-8"), re.S)
    assert block is not None
    exec(compile(block.group(1), "README.md", "exec"), {})
    out = capsys.readouterr().out
    assert "wins" in out and "Decision(" in out


def test_readme_opens_with_the_two_commands() -> None:
    """The README contract: install-and-run first, install-and-test second."""
    text = README.read_text(encoding="utf-8")
    first = re.search(r"```sh\n(.*?)```", text, re.S)
    assert first is not None
    lines = first.group(1).strip().splitlines()
    assert len(lines) == 2
    assert "pip install ." in lines[0] and "riftbound simulate" in lines[0]
    assert "[test]" in lines[1] and "pytest" in lines[1]
    ci = (README.parent / ".ci" / "run").read_text(encoding="utf-8")
    assert lines[1] in ci, ".ci/run must run the README's test command"
