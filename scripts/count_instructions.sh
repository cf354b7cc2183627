#!/usr/bin/env bash
# Instructions per decision of random self-play with the Origins decks, counted by valgrind's
# callgrind: deterministic, so the load of a shared machine doesn't move it (docs/performance.md).
#   scripts/count_instructions.sh [PYTHON]      (default: python3; give a compiled venv's python)
# It plays 18 seeded games (each pairing of the Origins decks, seeds 0-5) under callgrind, then only
# the start-up (imports, card table, decks) the same way, and divides the difference by the
# decisions. Run it from outside the repository to measure an installed (compiled) build. When the
# yardstick is there (../shared/bench), it counts 200 of its games the same way and sets the two
# side by side: the ratio the bench would show if time followed instructions (it doesn't quite: the
# engine runs over more code and data, docs/performance.md).
set -euo pipefail
PY=${1:-python3}
HERE=$(cd "$(dirname "$0")" && pwd)
OUT=$(mktemp -d)
count() {
  PYTHONHASHSEED=0 valgrind --tool=callgrind --callgrind-out-file="$OUT/$1.out" \
    "$PY" "$HERE/count_instructions.py" "$1" > "$OUT/$1.txt" 2> "$OUT/$1.err"
  grep -E "^(summary|totals):" "$OUT/$1.out" | head -1 | awk '{print $2}'
}
played=$(count play)
start=$(count start)
decisions=$(cat "$OUT/play.txt")
echo "$played $start $decisions" | awk '{printf "%d decisions, %.1f k instructions per decision\n", $3, ($1 - $2) / $3 / 1000}'
echo "callgrind output: $OUT/play.out"
if "$PY" "$HERE/count_instructions.py" yardstick-start 2> /dev/null; then
  ys=$(count yardstick)
  ys_start=$(count yardstick-start)
  actions=$(cat "$OUT/yardstick.txt")
  echo "$ys $ys_start $actions $played $start $decisions" | awk '{y = ($1 - $2) / $3; e = ($4 - $5) / $6;
    printf "yardstick: %d actions, %.1f k instructions per action; by instructions the engine makes %.3f of its rate\n", $3, y / 1000, y / e}'
fi
