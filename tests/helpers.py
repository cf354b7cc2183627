"""Building blocks for the rule tests: games advanced to a decision, and constructed positions.

Positions are built by moving real card instances between a player's zones, so every card stays
somewhere (see :func:`census`). Every helper that changes ``game.state`` also drops the game's cache of
legal actions, so the engine enumerates the options afresh for the position as it now stands.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from riftbound import (
    DUEL,
    EndTurn,
    Game,
    IllegalActionError,
    Mode,
    Move,
    Mulligan,
    builtin_decks,
)
from riftbound.bots import RandomBot
from riftbound.checks import card_census, check_deep, check_invariants
from riftbound.state import Unit, base_of
from tests import SHARED

REPO = Path(__file__).resolve().parents[1]
RULES_FILE = SHARED / "rules" / "core-rules-2026-07-16.txt"

__all__ = [
    "IllegalActionError", "RULES_FILE", "base_of", "census", "decks_for", "duel", "empty_deck",
    "empty_trash", "end_turn", "events", "move", "new_game", "place_unit", "refresh", "rule_ids",
    "set_control", "set_points", "unit_cards", "cited_clauses_missing",
]


# --- games ------------------------------------------------------------------------------------

def decks_for(mode: Mode) -> list:
    """The two practice decks, alternating, one per seat of ``mode``."""
    d0, d1 = builtin_decks()
    return [(d0, d1)[i % 2] for i in range(mode.players)]


def new_game(mode: Mode = DUEL, seed: int = 0, first: int | None = None) -> Game:
    """A game of ``mode`` past every mulligan (each player keeps), at the first Main Phase decision.

    With ``first``, the seeds from ``seed`` on are tried until that seat takes the first turn, so a
    test can say who goes first instead of depending on the random choice (rule 115).
    """
    for s in range(seed, seed + 200):
        game = Game.new(decks_for(mode), mode=mode, seed=s)
        if first is not None and game.state.first_player != first:
            continue
        while game.pending() is not None and game.pending().kind in ("mulligan", "choose_battlefield"):
            # A Match asks each player for a battlefield first (486.5): take the first offered.
            kind = game.pending().kind
            game.apply(Mulligan(()) if kind == "mulligan" else game.legal_actions()[0])
        assert game.pending() is not None and game.pending().kind == "main", game.pending()
        return game
    raise AssertionError(f"no seed from {seed} gives seat {first} the first turn")


def duel(seed: int = 0, first: int | None = 0) -> Game:
    """A Duel at the first player's first Main Phase decision; P0 goes first unless told otherwise."""
    return new_game(DUEL, seed, first)


def refresh(game: Game) -> Game:
    """Forget the cached legal actions after ``game.state`` was changed by hand."""
    game.forget_options()
    return game


# --- reading ----------------------------------------------------------------------------------

def events(game: Game, kind: str | None = None, start: int = 0) -> list:
    """Log events from index ``start`` on, only those of ``kind`` if given."""
    return [e for e in game.log[start:] if kind is None or e.kind == kind]


def kinds(game: Game, start: int = 0) -> list[str]:
    """The kinds of the log events from index ``start`` on."""
    return [e.kind for e in events(game, start=start)]


census = card_census  # every card instance in some zone: each should appear exactly once


# --- building positions -----------------------------------------------------------------------

def unit_cards(game: Game, player: int) -> list[int]:
    """Unit cards of ``player`` in their Main Deck and hand (candidates for :func:`place_unit`)."""
    g = game.state
    p = g.players[player]
    return [c for c in p.deck + p.hand if g.cards[c].type == "Unit"]


def place_unit(game: Game, player: int, loc: int | str, card: int | str | None = None, *,
               exhausted: bool = False) -> int:
    """Take a unit card of ``player`` from their deck (else hand) and put it on the board.

    ``loc`` is a battlefield index or ``"base"``. ``card`` picks the card: a name, a printed Might
    (cards without keywords preferred), or None for any unit. Returns the card instance (cid). Only
    the card moves: control and Contested are left as they were (see :func:`set_control`).
    """
    g = game.state
    p = g.players[player]
    cands = unit_cards(game, player)
    if isinstance(card, str):
        cands = [c for c in cands if g.cards[c].name == card]
    elif isinstance(card, int):
        cands = [c for c in cands if g.cards[c].might == card]
        cands.sort(key=lambda c: len(g.cards[c].keywords) > 0)
    if not cands:
        raise LookupError(f"P{player} has no unit card {card!r} left in deck or hand")
    cid = cands[0]
    (p.deck if cid in p.deck else p.hand).remove(cid)
    where = base_of(player) if loc == "base" else int(loc)
    g.units[cid] = Unit(cid, player, where, exhausted=exhausted)
    refresh(game)
    return cid


def set_control(game: Game, bf: int, player: int | None) -> None:
    """Make ``player`` (or nobody) control battlefield ``bf``, with no Contested status."""
    b = game.state.battlefields[bf]
    b.controller = player
    b.contested_by = None
    b.showdown_staged = b.combat_staged = False
    refresh(game)


def set_points(game: Game, player: int, n: int) -> None:
    """Set the points of ``player``'s team (teammates share points, 489.8.d)."""
    g = game.state
    g.points[g.team_of[player]] = n
    refresh(game)


def empty_deck(game: Game, player: int, keep: int = 0) -> list[int]:
    """Move all but the top ``keep`` cards of the Main Deck to the trash; returns the moved cids."""
    p = game.state.players[player]
    cut = len(p.deck) - keep
    moved, p.deck[:] = p.deck[:cut], p.deck[cut:]
    p.trash.extend(moved)
    refresh(game)
    return moved


def empty_trash(game: Game, player: int, keep: int = 0) -> list[int]:
    """Move all but ``keep`` cards of the trash to banishment (kept in the game, out of the way)."""
    p = game.state.players[player]
    cut = len(p.trash) - keep
    moved, p.trash[:] = p.trash[:cut], p.trash[cut:]
    p.banishment.extend(moved)
    refresh(game)
    return moved


# --- playing ----------------------------------------------------------------------------------

def move(game: Game, units: Iterable[int], to: int | str) -> tuple[int, ...]:
    """The Turn Player's Standard Move of ``units`` to battlefield ``to`` or ``"base"``.

    The engine offers one Move per distinct outcome, naming the lowest-numbered of interchangeable
    units (same card, place, damage and buffs); if the exact group is not offered, the offered Move
    with an interchangeable group is made. Returns the units actually moved.
    """
    from riftbound import BASE

    g = game.state
    dest = BASE if to == "base" else int(to)
    want = Move(tuple(sorted(units)), dest)

    def sig(cids: Iterable[int]) -> Counter:
        return Counter((g.cards[c].index, g.units[c].loc, g.units[c].damage, g.units[c].buffs)
                       for c in cids)

    if not game.is_legal(want):
        same = [a for a in game.legal_actions()
                if isinstance(a, Move) and a.to == dest and sig(a.units) == sig(want.units)]
        if same:
            want = same[0]
    game.apply(want)
    return want.units


def end_turn(game: Game, expect: int | None = None) -> None:
    """End the Main Phase of the Turn Player (``expect``, if given, must be that player)."""
    d = game.pending()
    assert d is not None and d.kind == "main", d
    if expect is not None:
        assert d.player == expect, d
    game.apply(EndTurn())


# --- rules file -------------------------------------------------------------------------------

def rule_ids() -> set[str]:
    """The rule numbers in the Core Rules file (empty if the file is not there)."""
    if not RULES_FILE.exists():
        return set()
    ids = set()
    for line in RULES_FILE.read_text(encoding="utf-8").splitlines():
        m = re.match(r"(\d{3}(?:\.[0-9a-z]+)*)\.? ", line)
        if m:
            ids.add(m.group(1))
    return ids


CLAUSE = re.compile(r"\b(\d{3}(?:\.[0-9a-z]+)*)")


def cited_clauses_missing(namespace: dict) -> list[str]:
    """Clause numbers at the start of test docstrings in ``namespace`` that the rules file lacks.

    A docstring starts with the clauses it checks, e.g. ``"471.1.b.1, 470: ..."``. Without the
    rules file the calling test is skipped.
    """
    if not RULES_FILE.exists():
        import pytest

        pytest.skip(f"the rules file {RULES_FILE} is not there")
    known = rule_ids()
    missing = []
    for name, fn in namespace.items():
        if not name.startswith("test_") or not callable(fn) or not fn.__doc__:
            continue
        head = fn.__doc__.split(":", 1)[0]
        for clause in CLAUSE.findall(head):
            if clause not in known:
                missing.append(f"{name}: {clause}")
    return missing


def give_answer(game: Any, question: str, card_id: str, answer: Any) -> None:
    """Let card ``card_id`` of ``game`` answer the engine's ``question`` (engine/index.py) with
    ``answer`` for this game only (None: take its answer away): a test's stand-in behaviour."""
    state = game.state if hasattr(game, "state") else game
    state.index = state.index.with_answer(question, card_id, answer)


def self_play_checked(decks: list, seed: int, label: str, deep_every: int = 25) -> Game:
    """A Duel of ``decks`` between random bots (RandomBot(seed * 2 + seat)) to its end: the invariants
    after every action, the deep checks (clones, illegal actions, hidden information, position and
    notation round trips) at every ``deep_every``-th decision and at every trigger ordering or
    replacement; the game ends with a winner (194.2, 196)."""
    game = Game.new(decks, seed=seed)
    bots = [RandomBot(seed * 2), RandomBot(seed * 2 + 1)]
    steps = 0
    while not game.is_over():
        before = game.clone(log=False)
        if steps % deep_every == 0 or game.pending().kind in ("order_triggers", "replacement"):
            check_deep(game)
        game.apply(bots[game.to_move() or 0].choose(game))
        check_invariants(game, before)
        steps += 1
        assert steps < 20_000, f"{label}, seed {seed}: no end"
    out = game.outcome()
    assert out is not None and out.winners, f"{label}, seed {seed}"
    return game


def replay_soak_game(decks: list, seed: int, at: int, *, deep_until: bool = False, log: bool = True) -> Game:
    """A soak's Duel replayed (its bots: RandomBot(seed * 2 + seat)): the deep checks at decision
    ``at`` (with ``deep_until``, at every decision up to it, as a deep soak game runs them), the
    invariants after every action, to a winner (194.2, 196)."""
    game = Game.new(decks, seed=seed, log=log)
    bots = [RandomBot(seed * 2 + s) for s in range(2)]
    n = 0
    while not game.is_over():
        if n == at or (deep_until and n < at):
            check_deep(game)
        before = game.clone(log=False)
        game.apply(bots[game.to_move() or 0].choose(game))
        check_invariants(game, before)
        n += 1
    out = game.outcome()
    assert n > at and out is not None and out.winners
    return game
