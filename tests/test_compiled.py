"""The compiled build (mypyc, setup.py with RIFTBOUND_MYPYC=1) plays exactly the interpreted games.

Skipped unless the engine was loaded from compiled extensions, as in the compiled venv of .ci/run.
The same seeded games (random and greedy bots, the Origins decks and the practice decks, every mode)
are played here with the compiled modules, and in a subprocess with the pure-Python sources of this
checkout (src/ first on PYTHONPATH); their game records and logs must be equal byte for byte.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from importlib.machinery import EXTENSION_SUFFIXES
from itertools import combinations
from pathlib import Path

import pytest

import riftbound
import riftbound.engine.core
from riftbound import DUEL, MODES, Game
from riftbound.bots import BOTS, RandomBot
from riftbound.decks import builtin_decks, origins_decks
from riftbound.formats.records import dumps_record, record_game

ROOT = Path(__file__).resolve().parents[1]
COMPILED = str(riftbound.engine.core.__file__).endswith(tuple(EXTENSION_SUFFIXES))


def play_games() -> str:
    """Seeded games of every Origins pairing, the practice decks and every mode, as one JSON text:
    for each game its record and its whole log, and which file the engine was loaded from."""
    games: list[dict[str, str]] = []
    pairs = [*combinations(origins_decks(), 2), tuple(builtin_decks())]
    jobs = [(list(pair), DUEL, seed, "random") for pair in pairs for seed in (1, 2, 3)]
    jobs += [(list(pairs[0]), DUEL, 4, "greedy")]
    d0, d1 = builtin_decks()
    jobs += [([(d0, d1)[i % 2] for i in range(mode.players)], mode, 5, "random")
             for mode in dict.fromkeys(MODES.values()) if mode != DUEL]
    for decks, mode, seed, bot in jobs:
        game = Game.new(decks, mode=mode, seed=seed)
        bots = [BOTS[bot](seed=seed * 10 + s) if bot != "random" else RandomBot(seed * 10 + s)
                for s in range(len(decks))]
        n = 0
        while not game.is_over() and n < 5000:
            seat = game.to_move()
            assert seat is not None
            game.apply(bots[seat].choose(game))
            n += 1
        games.append({"record": dumps_record(record_game(game)), "log": game.log_text()})
    return json.dumps({"engine": str(riftbound.engine.core.__file__), "games": games})


def _source_bytes(rel: Path) -> bytes | None:
    path = ROOT / "src" / "riftbound" / rel
    return path.read_bytes() if path.is_file() else None


@pytest.mark.skipif(not COMPILED, reason="the engine is not compiled (see setup.py, RIFTBOUND_MYPYC)")
def test_compiled_games_equal_interpreted_games_byte_for_byte() -> None:
    """Determinism across builds: the compiled engine gives the interpreted engine's records and
    logs, byte for byte, for the same seeds and bots."""
    installed = Path(riftbound.__file__).parent
    stale = [str(f.relative_to(installed)) for f in sorted(installed.rglob("*.py"))
             if f.read_bytes() != _source_bytes(f.relative_to(installed))]
    assert not stale, f"the compiled build is not of these sources (rebuild it): {', '.join(stale[:10])}"
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT / "src"), str(ROOT)])}
    proc = subprocess.run([sys.executable, "-c", "import sys; from tests.test_compiled import play_games; "
                           "sys.stdout.write(play_games())"], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr[-3000:]
    interpreted = json.loads(proc.stdout)
    assert interpreted["engine"].endswith(".py"), interpreted["engine"]  # really the sources
    compiled = json.loads(play_games())
    assert not compiled["engine"].endswith(".py")
    assert len(compiled["games"]) == len(interpreted["games"])
    for i, (c, p) in enumerate(zip(compiled["games"], interpreted["games"], strict=True)):
        assert c["record"] == p["record"], f"game {i}: the records differ"
        assert c["log"] == p["log"], f"game {i}: the logs differ"
