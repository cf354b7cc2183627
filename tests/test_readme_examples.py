"""Every example in README.md runs as written (the README's own promise, issue 15).

Each ```python block is run as a script, and each line of a ```sh block that starts with
``riftbound `` or ``python3 -m riftbound `` is run as ``python -m riftbound ...`` with this
interpreter. Both run in a scratch directory that mirrors the repository root (a symlink to each
top-level entry), so paths such as ``fixtures/...`` resolve as they do from the root while files an
example writes land in the scratch directory. ```text blocks are not run. The README's two opening
commands are left out: CI runs the second, and the first plays 900 games.
"""

from __future__ import annotations

import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
README = REPO / "README.md"
TIMEOUT = 60  # seconds per example; the README asks each to finish in about 20
FENCE = re.compile(r"^```(\w*)[^\n]*\n(.*?)^```", re.S | re.M)
PREFIXES = ("riftbound ", "python3 -m riftbound ")


def _examples() -> list[pytest.param]:
    """The README's runnable examples, one pytest param each, named by kind and line number."""
    text = README.read_text(encoding="utf-8")
    found: list[pytest.param] = []
    first_sh = True
    for block in FENCE.finditer(text):
        lang, body = block.group(1), block.group(2)
        line = text.count("\n", 0, block.start()) + 2  # the block's first line, 1-based
        if lang == "python":
            found.append(pytest.param("python", body, id=f"python-block-line-{line}"))
        elif lang == "sh":
            if first_sh:  # the two opening commands (see the module docstring)
                first_sh = False
                continue
            for offset, command in _sh_commands(body):
                if command.startswith(PREFIXES):
                    short = re.sub(r"[^\w.-]+", "_", command)[:60]
                    found.append(pytest.param("sh", command, id=f"sh-line-{line + offset}-{short}"))
    return found


def _sh_commands(body: str) -> list[tuple[int, str]]:
    """The commands of a shell block with their line offsets, backslash continuations joined."""
    commands: list[tuple[int, str]] = []
    pending, start = "", 0
    for i, raw in enumerate(body.splitlines()):
        if not pending:
            start = i
        stripped = raw.strip()
        if stripped.endswith("\\"):
            pending += stripped[:-1] + " "
            continue
        commands.append((start, (pending + stripped).strip()))
        pending = ""
    if pending:
        commands.append((start, pending.strip()))
    return commands


def _argv(command: str) -> list[str]:
    """``riftbound ARGS`` or ``python3 -m riftbound ARGS`` as this interpreter's ``-m riftbound``."""
    words = shlex.split(command, comments=True)
    args = words[1:] if words[0] == "riftbound" else words[3:]
    return [sys.executable, "-m", "riftbound", *args]


@pytest.fixture
def scratch(tmp_path: Path) -> Path:
    """A directory that reads like the repository root but takes the examples' output files."""
    for entry in REPO.iterdir():
        if entry.name not in (".git", ".venv") and not (tmp_path / entry.name).exists():
            (tmp_path / entry.name).symlink_to(entry)
    return tmp_path


EXAMPLES = _examples()


def test_the_readme_has_runnable_examples() -> None:
    """The collector finds the README's Python example and at least one command (else it is broken)."""
    kinds = {p.values[0] for p in EXAMPLES}
    assert kinds == {"python", "sh"}, kinds


@pytest.mark.parametrize(("kind", "source"), EXAMPLES)
def test_readme_example_runs(kind: str, source: str, scratch: Path) -> None:
    """A README example exits 0 with no traceback, as a reader would run it from the repository root."""
    argv = [sys.executable, "-c", source] if kind == "python" else _argv(source)
    try:
        done = subprocess.run(argv, cwd=scratch, capture_output=True, text=True, timeout=TIMEOUT,
                              stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired:
        pytest.fail(f"README example did not finish in {TIMEOUT} s: {source.strip()[:200]}")
    report = f"README example failed (exit {done.returncode}):\n{source}\n--- stdout\n{done.stdout[-3000:]}" \
             f"\n--- stderr\n{done.stderr[-3000:]}"
    assert done.returncode == 0, report
    assert "Traceback (most recent call last)" not in done.stdout + done.stderr, report
