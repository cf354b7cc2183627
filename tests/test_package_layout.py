"""The package layout (GUIDE.md "A layout that shows those layers", issue #10): the tools live in
bots/, analysis/, cli/ and formats/, and what names a module by path (the install, the console
script, the compiled build's module list, the lazy exports of ``riftbound``) follows them.

These read the source tree, so a moved or renamed module that something still names fails here
rather than in an install or a compiled build; the last checks that a plain install (README's first
command) needs nothing but the package's declared dependencies."""

from __future__ import annotations

import ast
import importlib
import subprocess
import sys
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


#: packages that only the test extra, an optional extra or the compiled build's tools install
_NOT_DEPENDENCIES = ("mypy", "mypy_extensions", "mypyc", "pytest", "hypothesis", "numpy", "jsonschema",
                     "matplotlib", "ray", "starlette", "uvicorn", "gymnasium", "pettingzoo", "pyspiel",
                     "playwright", "ruff")

_PLAIN_INSTALL = f"""
import importlib, pkgutil, random, sys

class Hide:
    def find_spec(self, name, path=None, target=None):
        if name.partition(".")[0] in {_NOT_DEPENDENCIES!r}:
            raise ModuleNotFoundError(f"No module named {{name!r}} (hidden)")

sys.meta_path.insert(0, Hide())
import riftbound
from riftbound.bots import RandomBot
failed = []
for m in pkgutil.walk_packages(riftbound.__path__, "riftbound."):
    if m.name.startswith(("riftbound.rl", "riftbound.web")) or m.name.endswith("__main__"):
        continue  # the rl and web extras' own modules
    try:
        importlib.import_module(m.name)
    except ImportError as e:
        failed.append(f"{{m.name}}: {{e}}")
game = riftbound.Game.new(riftbound.builtin_decks(), seed=3, log=False)
bot = RandomBot()
bot.rng = random.Random(3)
while not game.is_over():
    game.apply(bot.choose(game))
print(failed)
"""


def test_the_plain_install_needs_nothing_but_its_dependencies():
    """README's first command installs only pyproject.toml's dependencies (issue 14's compiled build
    must not add one): with the packages of the extras, the tests and mypy hidden, every module but
    those of the rl and web extras imports and a game plays. effects/split_damage.py once imported
    ``mypy_extensions`` itself, which only the test extra installs, and ``import riftbound`` failed
    on a clean machine; ``riftbound.compiled`` gives the stand-in."""
    out = subprocess.run([sys.executable, "-c", _PLAIN_INSTALL], capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr[-3000:]
    assert out.stdout.strip() == "[]", out.stdout
