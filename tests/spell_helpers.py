"""Helpers for tests of spells: positions from a few fields, playing a spell by its notation and
paying for it, answering Priority and Focus, and reading the card table's text at run time."""

from __future__ import annotations

import json
from typing import Any

import pytest

from riftbound import Game
from riftbound.actions import Pass, Pay
from riftbound.formats.notation import parse_action
from riftbound.formats.position import load_position
from tests import SHARED

CARDS_FILE = SHARED / "cards" / "riftbound_cards_unique.json"


def position(p0: dict | None = None, p1: dict | None = None, **extra: Any) -> Game:
    """A Duel at P0's Main Phase decision (turn 1) from the fields a test cares about."""
    return load_position({"players": [p0 or {}, p1 or {}], **extra})


def cid(game: Game, name: str, where: str | None = None) -> int:
    """The card instance number of the only card named ``name`` (in ``where``: "hand", "base",
    "bf N", "trash" of any player, or anywhere)."""
    g = game.state
    found = [c for c, card in enumerate(g.cards) if card.name == name]
    if where is not None:
        def at(c: int) -> bool:
            u = g.units.get(c)
            if where == "base":
                return u is not None and u.loc < 0
            if where.startswith("bf"):
                return u is not None and u.loc == int(where.split()[1])
            return any(c in getattr(p, where) for p in g.players)
        found = [c for c in found if at(c)]
    assert len(found) == 1, (name, where, found)
    return found[0]


def pay(game: Game) -> None:
    """Answer the pending payment with its first option."""
    d = game.pending()
    assert d is not None and d.kind == "pay", d
    game.apply(next(a for a in game.legal_actions() if isinstance(a, Pay)))


def play(game: Game, text: str) -> None:
    """Play a spell (or unit) written in notation and pay for it with the first payment offered."""
    game.apply(parse_action(game, text))
    if game.pending() is not None and game.pending().kind == "pay":
        pay(game)


def do(game: Game, text: str) -> None:
    game.apply(parse_action(game, text))


def pass_(game: Game, times: int = 1) -> None:
    for _ in range(times):
        assert Pass() in game.legal_actions(), game.pending()
        game.apply(Pass())


def might_of(game: Game, cid_: int) -> int:
    from riftbound.engine.units import might

    return might(game.state, game.state.units[cid_])


def card_text(name: str) -> dict:
    """The shared card table's record of ``name`` (read at run time, never copied); the calling
    test is skipped without the table."""
    if not CARDS_FILE.exists():
        pytest.skip(f"the shared card table {CARDS_FILE} is not there")
    for rec in json.loads(CARDS_FILE.read_text(encoding="utf-8")):
        if rec["name"] == name:
            return rec
    raise KeyError(name)


def kinds_among(game: Game, *wanted: str) -> list[str]:
    """The kinds of the game's log events that are among ``wanted``, in order."""
    return [e.kind for e in game.log if e.kind in wanted]
