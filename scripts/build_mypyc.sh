#!/usr/bin/env bash
# The compiled engine (mypyc) in a virtual environment of its own, beside the default pure-Python one:
#   scripts/build_mypyc.sh [VENV] [EXTRAS]   (default VENV: build/mypyc-venv)
# It installs mypy (which provides mypyc), then the package with RIFTBOUND_MYPYC=1, so that setup.py
# compiles the modules of its MYPYC_MODULES list (a C compiler and the Python headers are needed),
# and pytest to run the tests against it. EXTRAS (e.g. "test", what .ci/run gives to run the whole
# suite there, or "rl,web") installs those extras of pyproject.toml with it. The build leaves its C
# files and objects in build/mypyc.
set -euo pipefail
cd "$(dirname "$0")/.."
VENV=${1:-build/mypyc-venv}
TARGET=.${2:+[$2]}
if [ -f "$VENV/pyvenv.cfg" ]; then rm -rf "$VENV"; fi  # a fresh venv: never an older build left in it
python3 -m venv "$VENV"
. "$VENV/bin/activate"
python -m pip install --quiet --upgrade pip
python -m pip install --quiet mypy setuptools wheel pytest hypothesis
rm -rf build/mypyc  # setup.py's build directory for the compiled build: no leftovers of an earlier one
start=$(date +%s)
RIFTBOUND_MYPYC=1 python -m pip install --quiet --no-build-isolation "$TARGET"
echo "compiled build installed in $VENV in $(( $(date +%s) - start )) s"
# Run from the repository root, tests import the installed (compiled) package, not src/.
python -c "import riftbound.engine.core as c; assert not c.__file__.endswith('.py'), c.__file__; print('engine:', c.__file__)"
