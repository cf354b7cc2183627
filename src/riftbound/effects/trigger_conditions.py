"""Conditions of Vendetta's cards and others like them, as small values (picklable, comparable):

- trigger conditions, for an entry's ``if_`` (a condition written right after the trigger is part
  of the trigger condition, checked as it triggers, 383.2.a.1), each called as
  ``cond(game, controller, source cid)``: :class:`RunesAtMost` ("if you control 4 or fewer
  runes"), :class:`RunesAtLeast`, :class:`FewerRunesThanAnOpponent`, :class:`SourceEmpowered`
  (an Empowered ability, 828.1.b.1, read as a condition on the trigger),
  :class:`OtherFriendlyUnitsHere` ("if there is exactly one other unit you control here"),
  :class:`ControlsGear` ("if you control 3 or more other gear");
- conditions of a unit's own passive, for :class:`~riftbound.effects.passives.While` (364.3),
  with ``holds(game, unit)``: :class:`Empowered` (828.1.b.1) and :class:`NameInTrash` ("if you
  have a card with my name in your trash").

- discounts of an activated ability's Energy cost, for ``Ability(discount=...)`` (356.4), called
  as ``discount(game, player, source cid)``: :class:`OnePerRune` ("costs 1 less for each rune you
  control") and :class:`LessWithFewRunes` ("costs 3 less if you control 4 or fewer runes").

The runes a player controls are their runes on the board, ready or exhausted (161).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.empower import is_empowered
from ..engine.primitives import opponents
from ..state import GameState, Unit

__all__ = ["ControlsGear", "Empowered", "FewerRunesThanAnOpponent", "LessWithFewRunes", "NameInTrash",
           "OnePerRune",
           "OtherFriendlyUnitsHere", "RunesAtLeast", "RunesAtMost", "SourceEmpowered"]


def _runes(g: GameState, player: int) -> int:
    return len(g.players[player].runes)


@dataclass(frozen=True)
class RunesAtMost:
    """The controller controls ``n`` or fewer runes as it triggers."""

    n: int

    def __call__(self, g: GameState, player: int, cid: int) -> bool:
        return _runes(g, player) <= self.n

    def describe(self) -> str:
        return f"only if its controller controls {self.n} or fewer runes as it triggers"


@dataclass(frozen=True)
class RunesAtLeast:
    """The controller controls ``n`` or more runes as it triggers."""

    n: int

    def __call__(self, g: GameState, player: int, cid: int) -> bool:
        return _runes(g, player) >= self.n

    def describe(self) -> str:
        return f"only if its controller controls {self.n} or more runes as it triggers"


@dataclass(frozen=True)
class FewerRunesThanAnOpponent:
    """The controller controls fewer runes than at least one opponent as it triggers."""

    def __call__(self, g: GameState, player: int, cid: int) -> bool:
        mine = _runes(g, player)
        return any(_runes(g, o) > mine for o in opponents(g, player))

    def describe(self) -> str:
        return "only if its controller controls fewer runes than some opponent as it triggers"


@dataclass(frozen=True)
class SourceEmpowered:
    """Rule 828.1.b.1: an Empowered triggered ability exists only while its source is Empowered, so
    it triggers only if the source is Empowered as the event happens."""

    def __call__(self, g: GameState, player: int, cid: int) -> bool:
        return is_empowered(g, cid)

    def describe(self) -> str:
        return "only while it is Empowered"


@dataclass(frozen=True)
class OtherFriendlyUnitsHere:
    """Exactly ``n`` other units the controller controls are at the source's location as it
    triggers ("here": where the source is, 359.3.f.2)."""

    n: int

    def __call__(self, g: GameState, player: int, cid: int) -> bool:
        me = g.units.get(cid)
        if me is None:
            return False
        return sum(1 for u in g.units.values()
                   if u.cid != cid and u.loc == me.loc and u.controller == player) == self.n

    def describe(self) -> str:
        return f"only if exactly {self.n} other unit(s) its controller controls are at its location"


@dataclass(frozen=True)
class ControlsGear:
    """The controller controls ``n`` or more gear (attached Equipment too) as it triggers."""

    n: int

    def __call__(self, g: GameState, player: int, cid: int) -> bool:
        return sum(1 for x in g.gear.values() if x.controller == player and x.cid != cid) >= self.n

    def describe(self) -> str:
        return f"only if its controller controls {self.n} or more other gear"


@dataclass(frozen=True)
class Empowered:
    """Rule 828.1.b.1: the unit is Empowered (441.2)."""

    def holds(self, g: GameState, u: Unit) -> bool:
        return u.empowered

    def describe(self) -> str:
        return "While it is Empowered"


@dataclass(frozen=True)
class NameInTrash:
    """The unit's controller has a card of the unit's name in their trash (the unit itself, not
    yet on the board or on it, is never in the trash)."""

    def holds(self, g: GameState, u: Unit) -> bool:
        name = g.cards[u.cid].name
        return any(g.cards[c].name == name for c in g.players[u.controller].trash)

    def describe(self) -> str:
        return "While its controller has a card of its name in their trash"


@dataclass(frozen=True)
class OnePerRune:
    """Rule 356.4: the ability costs 1 Energy less for each rune its controller controls."""

    def __call__(self, g: GameState, player: int, cid: int) -> int:
        return _runes(g, player)

    def describe(self) -> str:
        return "1 less for each rune you control"


@dataclass(frozen=True)
class LessWithFewRunes:
    """Rule 356.4: the ability costs ``amount`` Energy less while its controller controls ``n`` or
    fewer runes."""

    amount: int
    n: int

    def __call__(self, g: GameState, player: int, cid: int) -> int:
        return self.amount if _runes(g, player) <= self.n else 0

    def describe(self) -> str:
        return f"{self.amount} less while you control {self.n} or fewer runes"
