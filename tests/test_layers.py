"""The package's layers (GUIDE.md, issue #10): the engine knows rules, not cards or the effects
vocabulary, so no engine module imports ``riftbound.effects`` or ``riftbound.sets``; no two
modules of the package import each other, even through a chain of modules; and the engine and the
effects layer import at module level only (an import inside a function hides a cycle).

These read the source files, so they fail as soon as someone adds such an import."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "src" / "riftbound"


def _modules() -> dict[str, Path]:
    out = {}
    for f in PACKAGE.rglob("*.py"):
        rel = f.relative_to(PACKAGE.parent).with_suffix("")
        parts = rel.parts[:-1] if rel.name == "__init__" else rel.parts
        out[".".join(parts)] = f
    return out


def _imports(name: str, path: Path, mods: dict[str, Path]) -> list[tuple[str, ast.stmt, bool]]:
    """(imported module of the package, the statement, whether it is at module level) for every
    import of ``path``, module level or nested; ``if TYPE_CHECKING:`` blocks are left out (they
    never run)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    is_pkg = path.name == "__init__.py"
    skip: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            skip.update(id(n) for b in node.body for n in ast.walk(b))
    top = {id(n) for n in tree.body}
    out = []
    for node in ast.walk(tree):
        if id(node) in skip:
            continue
        targets: list[str] = []
        if isinstance(node, ast.Import):
            targets = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level == 0:
                base = node.module or ""
            else:
                parts = name.split(".") if is_pkg else name.split(".")[:-1]
                parts = parts[: len(parts) - (node.level - 1)]
                base = ".".join(parts + ([node.module] if node.module else []))
            targets = [base] + [f"{base}.{a.name}" for a in node.names]
        else:
            continue
        for t in targets:
            while t and t not in mods:
                t = t.rpartition(".")[0]
            if t and t != name and not name.startswith(t + "."):
                out.append((t, node, id(node) in top))
    return out


def test_the_engine_imports_neither_the_effects_layer_nor_the_cards():
    """GUIDE.md layers: the engine (rules) sits below the effects layer (vocabulary, keywords) and
    the card entries; they register with it (the per-game index, registries it declares)."""
    mods = _modules()
    bad = sorted((m, t) for m, f in mods.items() if m.startswith("riftbound.engine")
                 for t, _, _ in _imports(m, f, mods)
                 if t.startswith(("riftbound.effects", "riftbound.sets")))
    assert bad == []


def test_no_import_cycles():
    """GUIDE.md: no import cycles between the package's modules, counting imports inside
    functions (the graph ``python3 ../shared/tools/import_cycles.py src riftbound`` draws)."""
    mods = _modules()
    edges = {m: {t for t, _, _ in _imports(m, f, mods)} for m, f in mods.items()}
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    cycles: list[list[str]] = []
    counter = [0]
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 10_000))

    def visit(v: str) -> None:  # Tarjan's strongly connected components
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in sorted(edges[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                cycles.append(sorted(comp))

    for v in sorted(edges):
        if v not in index:
            visit(v)
    assert cycles == []


def test_engine_and_effects_import_at_module_level_only():
    """GUIDE.md: no imports inside functions to dodge a cycle in the engine and the effects layer
    (type-only imports under ``if TYPE_CHECKING:`` are not imports at run time)."""
    mods = _modules()
    nested = sorted((m, node.lineno) for m, f in mods.items()
                    if m.startswith(("riftbound.engine", "riftbound.effects"))
                    for _, node, at_top in _imports(m, f, mods) if not at_top)
    assert nested == []
