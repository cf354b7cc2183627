"""The compiled build (mypyc, setup.py with RIFTBOUND_MYPYC=1) plays exactly the interpreted games.

Skipped unless the engine was loaded from compiled extensions, as in the compiled venv of .ci/run.
A few hundred seeded games (:func:`jobs`: every Origins pairing in both seat orders, the practice
decks, every mode, random and greedy bots and the two mixed) are played here with the compiled
modules, and at the same time in a subprocess with the pure-Python sources of this checkout (src/
first on PYTHONPATH); their game records and whole logs must be equal byte for byte.
"""

from __future__ import annotations

import ast
import json
import os
import subprocess
import sys
from itertools import combinations
from pathlib import Path

import pytest

import riftbound
import riftbound.effects.spells
import riftbound.engine.core
from riftbound import DUEL, MODES, Game
from riftbound.bots import BOTS, RandomBot
from riftbound.decks import Deck, builtin_decks, origins_decks
from riftbound.formats.records import dumps_record, record_game, start_recording
from riftbound.modes import Mode
from tests import COMPILED

ROOT = Path(__file__).resolve().parents[1]
Job = tuple[str, list[Deck], Mode, int, tuple[str, ...]]


def jobs() -> list[Job]:
    """The games compared: (label, decks, mode, seed, bot of each seat). About 300 games; the
    interpreted engine plays them in 10-20 s of one core."""
    origins, practice = origins_decks(), builtin_decks()
    out: list[Job] = []

    def add(label: str, decks: list[Deck], mode: Mode, seeds: range, bots: tuple[str, ...]) -> None:
        out.extend((f"{label} {'/'.join(bots)} seed {s}", decks, mode, s, bots) for s in seeds)

    for a, b in combinations(origins, 2):  # every Origins pairing, both seat orders
        for decks in ([a, b], [b, a]):
            name = f"{decks[0].name} v {decks[1].name}"
            add(name, decks, DUEL, range(1, 27), ("random", "random"))
            add(name, decks, DUEL, range(27, 30), ("greedy", "greedy"))
            add(name, decks, DUEL, range(30, 32), ("greedy", "random"))
            add(name, decks, DUEL, range(32, 34), ("random", "greedy"))
    add("practice", list(practice), DUEL, range(1, 41), ("random", "random"))
    add("practice", list(practice), DUEL, range(41, 49), ("greedy", "greedy"))
    add("practice", list(practice), DUEL, range(49, 55), ("greedy", "random"))
    for mode in dict.fromkeys(MODES.values()):
        if mode == DUEL:
            continue
        # Teammates need different battlefields (489.8.i): the three Origins decks, then a practice one.
        mixed = [*origins, practice[0]][:mode.players]
        pairs = [practice[i % 2] for i in range(mode.players)]
        add(f"{mode.name} Origins", mixed, mode, range(1, 6), ("random",) * mode.players)
        add(f"{mode.name} practice", pairs, mode, range(6, 11), ("random",) * mode.players)
        add(f"{mode.name} Origins", mixed, mode, range(11, 14), ("greedy",) * mode.players)
    return out


def play(job: Job) -> dict[str, str]:
    """One game of :func:`jobs`, recorded as it is played: its record and its whole log."""
    _, decks, mode, seed, bot_names = job
    game = Game.new(decks, mode=mode, seed=seed)
    start_recording(game)
    bots = [RandomBot(seed * 10 + s) if name == "random" else BOTS[name](seed=seed * 10 + s)
            for s, name in enumerate(bot_names)]
    n = 0
    while not game.is_over() and n < 5000:
        seat = game.to_move()
        assert seat is not None
        game.apply(bots[seat].choose(game))
        n += 1
    return {"record": dumps_record(record_game(game)), "log": game.log_text()}


def play_games() -> str:
    """Every game of :func:`jobs` as one JSON text, with the files the engine and the effects were
    loaded from."""
    files = [str(riftbound.engine.core.__file__), str(riftbound.effects.spells.__file__)]
    return json.dumps({"engine": files, "games": [play(job) for job in jobs()]})


def _source_bytes(rel: Path) -> bytes | None:
    path = ROOT / "src" / "riftbound" / rel
    return path.read_bytes() if path.is_file() else None


def _first_difference(a: str, b: str) -> str:
    for n, (x, y) in enumerate(zip(a.splitlines(), b.splitlines(), strict=False), 1):
        if x != y:
            return f"line {n}: compiled {x!r}, interpreted {y!r}"
    return f"one is longer: {len(a.splitlines())} lines compiled, {len(b.splitlines())} interpreted"


@pytest.mark.skipif(not COMPILED, reason="the engine is not compiled (see setup.py, RIFTBOUND_MYPYC)")
def test_compiled_games_equal_interpreted_games_byte_for_byte() -> None:
    """Determinism across builds: the compiled engine gives the interpreted engine's records and
    logs, byte for byte, for the same seeds, decks, modes and bots."""
    installed = Path(riftbound.__file__).parent
    stale = [str(f.relative_to(installed)) for f in sorted(installed.rglob("*.py"))
             if f.read_bytes() != _source_bytes(f.relative_to(installed))]
    assert not stale, f"the compiled build is not of these sources (rebuild it): {', '.join(stale[:10])}"
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT / "src"), str(ROOT)])}
    # The interpreted games play in a subprocess while this process plays the compiled ones.
    proc = subprocess.Popen([sys.executable, "-c", "import sys; from tests.test_compiled import play_games; "
                             "sys.stdout.write(play_games())"], cwd=ROOT, env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    try:
        compiled = json.loads(play_games())
        out, err = proc.communicate(timeout=900)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.communicate()
    assert proc.returncode == 0, err[-3000:]
    interpreted = json.loads(out)
    assert all(f.endswith(".py") for f in interpreted["engine"]), interpreted["engine"]  # really the sources
    assert not any(f.endswith(".py") for f in compiled["engine"]), compiled["engine"]
    labels = [job[0] for job in jobs()]
    assert len(compiled["games"]) == len(interpreted["games"]) == len(labels) >= 300
    for label, c, p in zip(labels, compiled["games"], interpreted["games"], strict=True):
        assert c["log"] == p["log"], f"{label}: the logs differ at {_first_difference(c['log'], p['log'])}"
        assert c["record"] == p["record"], \
            f"{label}: the records differ at {_first_difference(c['record'], p['record'])}"


def _compiled_classes() -> dict[str, tuple[bool, list[str]]]:
    """Each class of the compiled packages (setup.py's COMPILED_PACKAGES: engine/, effects/) by name:
    whether it allows interpreted subclasses (``@mypyc_attr(allow_interpreted_subclasses=True)``),
    and the names of its bases."""
    out: dict[str, tuple[bool, list[str]]] = {}
    for pkg in ("engine", "effects"):
        for path in sorted((ROOT / "src" / "riftbound" / pkg).rglob("*.py")):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, ast.ClassDef):
                    out[node.name] = (any("allow_interpreted_subclasses=True" in ast.unparse(d)
                                          for d in node.decorator_list),
                                      [ast.unparse(b).rsplit(".", 1)[-1] for b in node.bases])
    return out


def test_compiled_classes_that_card_entries_subclass_allow_it() -> None:
    """The compiled build imports the (interpreted) card entries: a class of theirs that subclasses
    a compiled class needs that class marked for interpreted subclasses, or the import fails
    ("interpreted classes cannot inherit from compiled"). Checked on the sources, in every run."""
    compiled = _compiled_classes()
    missing = []
    for path in sorted((ROOT / "src" / "riftbound" / "sets").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                for base in node.bases:
                    name = ast.unparse(base).rsplit(".", 1)[-1]
                    if name in compiled and not compiled[name][0]:
                        missing.append(f"{path.relative_to(ROOT)}: {node.name}({name})")
    # and mypyc requires a marked class's compiled bases to be marked as well
    for name, (marked, bases) in compiled.items():
        missing += [f"{name}({b})" for b in bases if marked and b in compiled and not compiled[b][0]]
    assert not missing, "mark these compiled bases @mypyc_attr(allow_interpreted_subclasses=True): " + \
        "; ".join(missing)
