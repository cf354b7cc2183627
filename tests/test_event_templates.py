"""Every kind of game log event reads as a sentence (issue 15: log lines never show raw event names
such as ``enter_gear``, ``token_gone`` or ``alone``, nor internal tuples such as Burn Out's).

The kinds are found in the source: every ``emit(g, rule, kind, ...)`` call. A call whose kind is not
a string literal is listed in :data:`DYNAMIC` with the kinds it can emit, so a new one fails here
until it is listed.
"""

from __future__ import annotations

import ast
import importlib
import itertools
import pkgutil
from pathlib import Path

import pytest

import riftbound
from riftbound import Game, builtin_decks, origins_decks
from riftbound.bots import RandomBot
from riftbound.log_text import TEMPLATES

SRC = Path(__file__).resolve().parents[1] / "src" / "riftbound"

#: (file, the call's source) -> the kinds its non-literal ``kind`` argument takes
DYNAMIC = {
    ("engine/primitives.py", "emit(g, rule, kind, player, k)"): {"draw", "mill"},
    ("engine/primitives.py", "emit(g, '428.1', kind, controller, cid)"): {"kill", "kill_gear"},
    ("engine/scoring.py", "emit(g, '469.1' if how == CONQUER else '469.2', how, player, bf)"):
        {"conquer", "hold"},
}


def _import_all() -> None:
    """Import every module of the package: modules register the templates of their own events."""
    for info in pkgutil.walk_packages(riftbound.__path__, "riftbound."):
        if info.name.endswith("__main__"):
            continue
        try:
            importlib.import_module(info.name)
        except ImportError:  # an optional extra (web, rl) that is not installed
            pass


def _emit_calls() -> tuple[dict[str, list[str]], dict[tuple[str, str], int]]:
    """Literal kinds (kind -> where) and the non-literal calls of ``emit`` in the package."""
    literal: dict[str, list[str]] = {}
    dynamic: dict[tuple[str, str], int] = {}
    for path in sorted(SRC.rglob("*.py")):
        rel = path.relative_to(SRC).as_posix()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and getattr(node.func, "id", getattr(node.func, "attr", None))
                    == "emit" and len(node.args) >= 3):
                continue
            kind = node.args[2]
            if isinstance(kind, ast.Constant) and isinstance(kind.value, str):
                literal.setdefault(kind.value, []).append(f"{rel}:{node.lineno}")
            else:
                dynamic[(rel, ast.unparse(node))] = node.lineno
    return literal, dynamic


def test_every_emitted_kind_has_a_template() -> None:
    """Each event kind the engine, effects or cards emit has a readable template."""
    _import_all()
    literal, dynamic = _emit_calls()
    assert len(literal) > 50, "the scan found too few emit calls: is it still reading the source?"
    missing = {k: where for k, where in literal.items() if k not in TEMPLATES}
    assert not missing, f"event kinds without a template in riftbound.log_text.TEMPLATES: {missing}"
    assert set(dynamic) == set(DYNAMIC), ("emit calls with a computed kind changed; list their "
                                          f"kinds in DYNAMIC: {sorted(set(dynamic) ^ set(DYNAMIC))}")
    for kinds in DYNAMIC.values():
        assert kinds <= set(TEMPLATES), kinds - set(TEMPLATES)


def test_a_burn_out_reads_without_internal_data() -> None:
    """431.5: the replacement of a draw past the end of the deck by a Burn Out is told in words,
    and no line of the log shows a Python tuple or a raw kind."""
    game = Game.new(builtin_decks(), seed=1)
    start = len(game.log)
    game.draw(0, 40)
    text = game.log_text(start)
    assert "replaced by burn out" in text and "burns out" in text
    assert "('" not in text and "deck_short" not in text


@pytest.mark.parametrize("decks", [builtin_decks(), *itertools.combinations(origins_decks(), 2)],
                         ids=["practice", "jinx-lee-sin", "jinx-viktor", "lee-sin-viktor"])
def test_log_lines_of_real_games_show_no_raw_event_names(decks) -> None:
    """In random games, every event renders through its template: no line starts with the kind's
    own name or shows the event's raw data."""
    for seed in range(6):
        game = Game.new(list(decks), seed=seed)
        bots = [RandomBot(seed * 2), RandomBot(seed * 2 + 1)]
        while not game.is_over():
            game.apply(bots[game.to_move()].choose(game))
        for event in game.log:
            line = game.render_event(event)
            body = line.split("] ", 1)[1]
            assert event.kind in TEMPLATES, line
            assert "_" not in body.split(" ")[0] and "('" not in body, line
