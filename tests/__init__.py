"""The test suite.

``SHARED`` is the folder of the shared sources the tests may read (the Core Rules, the card table,
the decklists): ``../shared`` beside the repository, or ``$RIFTBOUND_SHARED``. Every test that
needs it skips cleanly without it; ``RIFTBOUND_SHARED=/nowhere python -m pytest`` shows which.

``COMPILED``: the engine was loaded from the compiled build's extensions (mypyc, setup.py), as in
the compiled venv of .ci/run, where the whole suite runs again.
"""

import os
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

import riftbound.engine.core

SHARED = Path(os.environ.get("RIFTBOUND_SHARED") or Path(__file__).resolve().parents[2] / "shared")
COMPILED = str(riftbound.engine.core.__file__).endswith(tuple(EXTENSION_SUFFIXES))
