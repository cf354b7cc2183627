"""The package layout (GUIDE.md "A layout that shows those layers", issue #10): the tools live in
bots/, analysis/, cli/ and formats/, and what names a module by path (the install, the console
script, the compiled build's module list, the lazy exports of ``riftbound``) follows them.

These read the source tree, so a moved or renamed module that something still names fails here
rather than in an install or a compiled build."""

from __future__ import annotations

import ast
import importlib
import tomllib
from pathlib import Path

import riftbound

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "src" / "riftbound"


def test_every_folder_of_code_is_a_regular_package():
    """setuptools' find_packages (pyproject.toml) ships only folders with an __init__.py: a folder of
    modules without one would be missing from a non-editable install."""
    folders = {f.parent for f in PACKAGE.rglob("*.py") if "__pycache__" not in f.parts}
    missing = sorted(str(d.relative_to(ROOT)) for d in folders if not (d / "__init__.py").is_file())
    assert not missing, f"folders of modules without __init__.py: {missing}"


def test_the_console_script_names_a_callable():
    """The ``riftbound`` console script of pyproject.toml resolves to the command line's entry point."""
    scripts = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["scripts"]
    module, _, attr = scripts["riftbound"].partition(":")
    assert callable(getattr(importlib.import_module(module), attr))


def test_the_compiled_build_lists_existing_modules():
    """Every package, module and exception that setup.py names for the mypyc build (COMPILED_PACKAGES,
    EXTRA, INTERPRETED) exists: a moved module would break the build, or be compiled unawares."""
    tree = ast.parse((ROOT / "setup.py").read_text(encoding="utf-8"))
    names = ("COMPILED_PACKAGES", "EXTRA", "INTERPRETED")
    named = {t.id: ast.literal_eval(n.value) for n in tree.body if isinstance(n, ast.Assign)
             for t in n.targets if isinstance(t, ast.Name) and t.id in names}
    assert named["COMPILED_PACKAGES"] and named["EXTRA"] and named["INTERPRETED"]
    assert [p for p in named["COMPILED_PACKAGES"] if not (PACKAGE / p / "__init__.py").is_file()] == []
    assert [m for m in [*named["EXTRA"], *named["INTERPRETED"]] if not (PACKAGE / m).is_file()] == []


def test_the_lazy_exports_resolve():
    """``riftbound.load_position`` and the other names loaded on first use come from formats/."""
    for name, module in riftbound._LAZY.items():
        assert getattr(riftbound, name) is getattr(importlib.import_module(f"riftbound.{module}"), name)
        assert module.startswith("formats.")


def test_the_tools_are_not_at_the_package_root():
    """The root holds the public API and the data layer; the tools' old flat modules are gone (their
    new places: bots/, analysis/, cli/, formats/, and log_text.py for the log's text)."""
    moved = ["bots", "greedy", "ismcts", "determinize", "simulate", "parallel", "matchup", "report",
             "stats", "tournament", "soak", "bench", "cli", "cli_base", "cli_cards", "cli_deck",
             "cli_match", "cli_matchup", "cli_records", "cli_soak", "cli_web", "records", "fixture",
             "resolver", "judge", "position", "notation", "events"]
    assert [m for m in moved if (PACKAGE / f"{m}.py").exists()] == []
