"""Where the compiled build still goes through CPython's generic machinery: the call sites, in
mypyc's generated C, of the generic API (a call of an object, an attribute or item looked up by
name, a comparison or arithmetic of untyped values), ranked by how often they ran.

Each one is a place where mypyc did not know a type: a bound method kept in a local, a call with
``*``, ``zip(..., strict=True)``, ``max`` of a list, a value read from an untyped tuple. Typing it or
writing it another way makes it a direct C operation (docs/performance.md, "Compiled build").

    PYTHONHASHSEED=0 valgrind --tool=callgrind --callgrind-out-file=play.cg --collect-atstart=no \\
        --toggle-collect='CPyPy_game___Game___apply' --toggle-collect='CPyPy_game___Game___legal_actions' \\
        COMPILED_VENV/bin/python scripts/count_instructions.py play
    callgrind_annotate --auto=yes --context=0 play.cg build/mypyc/__native_*.c > play.txt
    python scripts/generic_calls.py play.txt [--top N] [--by cost]

Each line: the instructions spent in the call (with what it called), how many times it ran, the
compiled function (mypyc's name: module, then function) and the generic function it called.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections import Counter
from collections.abc import Iterable

#: CPython's generic operations, as mypyc's C calls them
GENERIC = frozenset({
    "PyObject_Vectorcall", "PyObject_VectorcallMethod", "PyObject_CallObject", "PyObject_Call",
    "CPyObject_GetAttr", "PyObject_GetAttr", "PyObject_SetAttr", "PyObject_GetItem", "PyObject_SetItem",
    "PyObject_RichCompare", "PySequence_Contains", "PyObject_GetIter", "PyObject_IsTrue",
    "PyNumber_Add", "PyNumber_Subtract", "PyNumber_Multiply", "PyNumber_And", "PyNumber_Or",
    "PyNumber_InPlaceAdd",
})

#: a compiled function's definition: its return type (one word, maybe a pointer), then its name
_FUNCTION = re.compile(r"^\s*[\d,.]+\s+(?:\([^)]*\)\s+)?(?:static )?(?!return )\w+ \*?(CPyDef_\w+)\(")
_CALL = re.compile(r"^\s*([\d,]+)\s.*=>\s+\S*?:(\w+)\S*\s.*\(([\d,]+)x\)")
_SOURCE = re.compile(r"^-- Auto-annotated source: (\S+)")


def call_sites(lines: Iterable[str]) -> tuple[Counter, Counter]:
    """(instructions, calls) per (compiled function, generic function) in the annotated C of the
    compiled build (a file under ``build/mypyc`` named ``__native_*.c``)."""
    cost: Counter = Counter()
    count: Counter = Counter()
    inside = False
    function = None
    for line in lines:
        source = _SOURCE.match(line)
        if source:
            inside = "__native_" in source.group(1)
            function = None
            continue
        if not inside:
            continue
        found = _FUNCTION.match(line)
        if found:
            function = found.group(1).removeprefix("CPyDef_")
            continue
        call = _CALL.match(line)
        if call and function is not None and call.group(2) in GENERIC:
            key = (function, call.group(2))
            cost[key] += int(call.group(1).replace(",", ""))
            count[key] += int(call.group(3).replace(",", ""))
    return cost, count


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("annotated", help="callgrind_annotate --auto=yes output of the compiled build")
    parser.add_argument("--top", type=int, default=40, help="how many call sites to list (40)")
    parser.add_argument("--by", choices=("calls", "cost"), default="calls",
                        help="rank by how often they ran (calls) or by the instructions spent")
    args = parser.parse_args(argv)
    try:
        with open(args.annotated, encoding="utf-8", errors="replace") as f:
            cost, count = call_sites(f)
    except OSError as e:
        print(f"generic_calls: can't read {args.annotated}: {e.strerror}", file=sys.stderr)
        return 2
    if not count:
        print(f"generic_calls: {args.annotated} has no annotated __native_*.c file with generic calls "
              "(was it made with --auto=yes and the compiled build's C file?)", file=sys.stderr)
        return 2
    ranked = (cost if args.by == "cost" else count).most_common(args.top)
    print(f"{'instructions':>13} {'calls':>8}  compiled function -> generic call")
    for key, _ in ranked:
        print(f"{cost[key]:>13,} {count[key]:>8,}  {key[0]} -> {key[1]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
