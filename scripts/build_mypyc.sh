#!/usr/bin/env bash
# The compiled engine (mypyc) in a virtual environment of its own, beside the default pure-Python one:
#   scripts/build_mypyc.sh [--pgo] [VENV] [EXTRAS]   (default VENV: build/mypyc-venv)
# It installs mypy (which provides mypyc), then the package with RIFTBOUND_MYPYC=1, so that setup.py
# compiles the modules of its MYPYC_MODULES list (a C compiler and the Python headers are needed),
# and pytest to run the tests against it. EXTRAS (e.g. "test", what .ci/run gives to run the whole
# suite there, or "rl,web") installs those extras of pyproject.toml with it. The build leaves its C
# files and objects in build/mypyc.
# --pgo (gcc): profile-guided optimisation. The engine is built once with counters, plays a training
# set of games (random self-play and a short bench: scripts/count_instructions.py, riftbound bench),
# and is built again from the same C code with gcc told which branches and functions those games ran
# (about twice the build time). The games are the same; the machine code is laid out for them
# (docs/performance.md, "Compiled build").
set -euo pipefail
cd "$(dirname "$0")/.."
PGO=0
if [ "${1:-}" = "--pgo" ]; then PGO=1; shift; fi
VENV=${1:-build/mypyc-venv}
TARGET=.${2:+[$2]}
if [ -f "$VENV/pyvenv.cfg" ]; then rm -rf "$VENV"; fi  # a fresh venv: never an older build left in it
python3 -m venv "$VENV"
. "$VENV/bin/activate"
python -m pip install --quiet --upgrade pip
python -m pip install --quiet mypy setuptools wheel pytest hypothesis
rm -rf build/mypyc  # setup.py's build directory for the compiled build: no leftovers of an earlier one
start=$(date +%s)
if [ "$PGO" = 0 ]; then
  RIFTBOUND_MYPYC=1 python -m pip install --quiet --no-build-isolation "$TARGET"
else
  PROFILES=$(mktemp -d)  # gcc's counters, one file per object, named after its path
  CFLAGS="${CFLAGS:-} -fprofile-generate=$PROFILES" LDFLAGS="${LDFLAGS:-} -fprofile-generate=$PROFILES" \
    RIFTBOUND_MYPYC=1 python -m pip install --quiet --no-build-isolation "$TARGET"
  python scripts/count_instructions.py play > /dev/null  # the training games
  python -m riftbound bench --games 30 --rounds 1 --ismcts-decisions 3 --no-yardstick > /dev/null
  rm -rf build/mypyc  # the same paths again, so that each object finds its counters
  CFLAGS="${CFLAGS:-} -fprofile-use=$PROFILES -fprofile-correction -Wno-missing-profile -Wno-error=coverage-mismatch" \
    RIFTBOUND_MYPYC=1 python -m pip install --quiet --no-build-isolation --force-reinstall --no-deps .
  rm -rf "$PROFILES"
fi
echo "compiled build installed in $VENV in $(( $(date +%s) - start )) s$([ "$PGO" = 1 ] && echo ", profile-guided" || true)"
# Run from the repository root, tests import the installed (compiled) package, not src/.
python -c "import riftbound.engine.core as c; assert not c.__file__.endswith('.py'), c.__file__; print('engine:', c.__file__)"
