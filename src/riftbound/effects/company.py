"""Passives and conditions about exactly how many other units a player controls at one place: "while
I'm at a battlefield with exactly one other unit you control", "if there is exactly one other unit
you control here" (Vendetta's Kinkou cards). Counted each time the condition is read (364.3,
383.2.a.1)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from ..state import DEFENDER, GameState, Unit

__all__ = ["NoCombatDamageUnlessOneOtherHere", "WhileExactlyOneOtherHere", "exactly_others_here"]


def exactly_others_here(g: GameState, player: int, loc: int, n: int, besides: int) -> bool:
    """Whether ``player`` controls exactly ``n`` units at ``loc`` other than unit ``besides`` ("you
    control": their own, not a teammate's)."""
    k = 0
    for u in g.units.values():
        if u.loc == loc and u.controller == player and u.cid != besides:
            k += 1
            if k > n:
                return False
    return k == n


def _holds(g: GameState, u: Unit) -> bool:
    return u.loc >= 0 and exactly_others_here(g, u.controller, u.loc, 1, u.cid)


@dataclass(frozen=True)
class _ShieldValue:
    value: int

    def __call__(self, g: GameState, u: Unit) -> int:
        return self.value if _holds(g, u) else 0


@dataclass(frozen=True)
class _Might:
    might: int
    shield: int

    def __call__(self, g: GameState, u: Unit) -> int:
        n = self.might + (self.shield if u.role == DEFENDER else 0)
        return n if n and _holds(g, u) else 0


@dataclass(frozen=True)
class WhileExactlyOneOtherHere:
    """A unit's own passive (364.3): while it is at a battlefield where its controller controls
    exactly one other unit, it has +``might`` Might and Shield ``shield`` (+N Might while a
    defender, 814). Answers "might:own" and "keywords:own"."""

    might: int = 0
    shield: int = 0

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield "might:own", _Might(self.might, self.shield)
        if self.shield:
            yield "keywords:own", {"Shield": _ShieldValue(self.shield)}

    def describe(self) -> str:
        gains = ([f"+{self.might} Might"] if self.might else []) + (
            [f"Shield {self.shield} (+{self.shield} Might as a defender)"] if self.shield else [])
        return ("While it is at a battlefield where its controller has exactly one other unit, it has "
                + " and ".join(gains) + ".")


def _no_damage_unless_one_other(g: GameState, source: Unit, u: Unit) -> bool:
    return source.cid == u.cid and not _holds(g, u)


@dataclass(frozen=True)
class NoCombatDamageUnlessOneOtherHere:
    """A unit's own passive (364.3, 465.2.a-b): it deals no combat damage unless it is at a
    battlefield where its controller controls exactly one other unit, read as combat damage is
    summed (engine/no_combat_damage.py)."""

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield "combat:no_damage", _no_damage_unless_one_other

    def describe(self) -> str:
        return ("It deals no combat damage unless it is at a battlefield where its controller has exactly "
                "one other unit.")
