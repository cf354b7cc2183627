"""scripts/generic_calls.py, the tool that finds where the compiled build still makes CPython's generic
calls (issue 14's speed work; docs/performance.md): it attributes each generic call in the annotated C
to the compiled function around it, and only in mypyc's generated file."""

from __future__ import annotations

import importlib.util
from pathlib import Path

SCRIPT = Path(__file__).resolve().parents[1] / "scripts" / "generic_calls.py"

ANNOTATED = """\
-- Auto-annotated source: /usr/include/python3.11/object.h
   9,000 ( 1.00%)  => /x/Objects/call.c:PyObject_Vectorcall (90x)
-- Auto-annotated source: build/mypyc/__native_abc.c
       .           PyObject *CPyDef_core___run(PyObject *cpy_r_g) {
     500 ( 0.10%)      r1 = PyObject_Vectorcall(cpy_r_f, cpy_r_a, 1, 0);
   6,000 ( 1.00%)  => /x/Objects/call.c:PyObject_Vectorcall (12x)
     100 ( 0.01%)      r2 = CPyDict_GetItem(cpy_r_d, cpy_r_k);
   1,200 ( 0.20%)  => /x/lib-rt/dict_ops.c:CPyDict_GetItem (12x)
       .           char CPyDef_decisions___resolve(PyObject *cpy_r_g) {
     300 ( 0.05%)  => /x/Objects/call.c:PyObject_Vectorcall (3x)
   2,400 ( 0.30%)  => /x/Objects/object.c:CPyObject_GetAttr (1,200x)
       .               return CPyDef_core___push(cpy_r_g);
     700 ( 0.10%)  => /x/Objects/object.c:PyObject_RichCompare (7x)
"""


def _load():
    spec = importlib.util.spec_from_file_location("generic_calls", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_generic_calls_are_counted_per_compiled_function(tmp_path: Path, capsys) -> None:
    tool = _load()
    cost, count = tool.call_sites(ANNOTATED.splitlines())
    # object.h's line is not mypyc's code; CPyDict_GetItem is a direct C operation, not generic;
    # "return CPyDef_core___push(" is a call, not the start of a function
    assert dict(count) == {("core___run", "PyObject_Vectorcall"): 12,
                           ("decisions___resolve", "PyObject_Vectorcall"): 3,
                           ("decisions___resolve", "CPyObject_GetAttr"): 1200,
                           ("decisions___resolve", "PyObject_RichCompare"): 7}
    assert cost[("decisions___resolve", "CPyObject_GetAttr")] == 2400
    path = tmp_path / "play.txt"
    path.write_text(ANNOTATED)
    assert tool.main([str(path), "--top", "2"]) == 0
    rows = capsys.readouterr().out.splitlines()[1:]
    assert [r.split()[-3:] for r in rows] == [["decisions___resolve", "->", "CPyObject_GetAttr"],
                                               ["core___run", "->", "PyObject_Vectorcall"]]
    assert tool.main([str(path), "--top", "1", "--by", "cost"]) == 0
    assert capsys.readouterr().out.splitlines()[1].split()[-1] == "PyObject_Vectorcall"


def test_a_file_without_the_compiled_code_is_one_clear_error(tmp_path: Path, capsys) -> None:
    tool = _load()
    path = tmp_path / "other.txt"
    path.write_text("-- Auto-annotated source: /usr/include/python3.11/object.h\n")
    assert tool.main([str(path)]) == 2
    assert "no annotated __native_*.c file" in capsys.readouterr().err
    assert tool.main([str(tmp_path / "missing.txt")]) == 2
    assert "can't read" in capsys.readouterr().err
