"""The optional compiled build: ``RIFTBOUND_MYPYC=1`` compiles the engine with mypyc.

Without the variable this is a plain setuptools build and everything is described by pyproject.toml:
the default install stays pure Python. With it, the modules of ``MYPYC_MODULES`` are compiled to C
extensions that play exactly the same games (tests/test_compiled.py checks it). The build needs mypy
(which provides mypyc), a C compiler and the Python headers, and pip's ``--no-build-isolation`` so
that it sees mypy (see docs/performance.md, "Compiled build")::

    python -m pip install mypy setuptools wheel
    RIFTBOUND_MYPYC=1 python -m pip install --no-build-isolation .
"""

from __future__ import annotations

import os
from pathlib import Path

from setuptools import setup

BUILD = "build/mypyc"
# Paths under src/riftbound: every module of engine/ and effects/ (their subpackages too) but those of
# INTERPRETED, and the modules of EXTRA. Why each of INTERPRETED stays interpreted: docs/performance.md,
# "Compiled build". A new module is compiled by default; tests/test_compiled.py tells if it plays differently.
COMPILED_PACKAGES = ["engine", "effects"]
INTERPRETED = {
    "engine/contexts.py",
}
EXTRA = ["actions.py", "card_index.py", "cards.py", "game_core.py", "log_text.py", "modes.py", "rng.py",
         "state.py", "formats/notation_describe.py", "formats/notation_format.py",
         "formats/notation_match.py", "formats/notation_parse.py"]


def _modules() -> list[str]:
    src = Path(__file__).resolve().parent / "src" / "riftbound"
    found = sorted(str(p.relative_to(src)) for pkg in COMPILED_PACKAGES for p in (src / pkg).rglob("*.py"))
    return [m for m in found if m not in INTERPRETED] + EXTRA


MYPYC_MODULES = _modules()


def _ext_modules() -> list:
    flag = os.environ.get("RIFTBOUND_MYPYC", "")
    if flag in ("", "0"):
        return []
    try:
        from mypyc.build import mypycify
    except ImportError as e:
        raise SystemExit("RIFTBOUND_MYPYC=1 needs mypy in the build environment: "
                         "python -m pip install mypy, then pip install --no-build-isolation .") from e
    return mypycify([f"src/riftbound/{m}" for m in MYPYC_MODULES], opt_level="3", target_dir=BUILD)


ext_modules = _ext_modules()
# A compiled build keeps its C files and objects apart from the pure-Python build's build/lib, so that
# neither ever packs the other's files (scripts/build_mypyc.sh empties it first: setuptools would
# otherwise pack an extension left there by an earlier build with a longer module list).
setup(ext_modules=ext_modules, options={"build": {"build_base": BUILD}} if ext_modules else {})
