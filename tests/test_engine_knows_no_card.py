"""The engine knows rules, never a card (GUIDE: "A card's behaviour lives in its entry"): no string
constant in ``src/riftbound/engine`` is a card's id or name. Card ids live in the entries (``sets/``)
and the vocabulary words that name a token (``effects/``, e.g. the Gold token)."""

from __future__ import annotations

import ast
from pathlib import Path

from riftbound.cards import load_cards

ENGINE = Path(__file__).resolve().parent.parent / "src" / "riftbound" / "engine"


def _string_constants(path: Path) -> list[tuple[int, str]]:
    return [(node.lineno, node.value) for node in ast.walk(ast.parse(path.read_text()))
            if isinstance(node, ast.Constant) and isinstance(node.value, str)]


def test_no_engine_module_names_a_card_by_id_or_name() -> None:
    """Every module of the engine, every string constant: none is a card id (``sfd-t03``) or a card
    name (``Gold // Buff``), tokens and battlefields included."""
    db = load_cards()
    known = {c.id for c in db.cards} | {c.name for c in db.cards}
    modules = sorted(ENGINE.rglob("*.py"))
    assert len(modules) > 50  # the engine is where it is said to be
    found = [f"{p.name}:{line} {value!r}" for p in modules for line, value in _string_constants(p)
             if value in known]
    assert not found, f"the engine names cards: {found}"


def test_the_check_sees_a_card_id(tmp_path: Path) -> None:
    """The check itself: a module holding a token's id is caught."""
    module = tmp_path / "m.py"
    module.write_text('TOKEN = "sfd-t03"\n')
    db = load_cards()
    assert any(value == c.id for _, value in _string_constants(module) for c in db.cards)
