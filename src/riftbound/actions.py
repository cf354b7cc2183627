"""Actions: the answers a player gives to the pending decision.

Actions are small immutable values; ``game.legal_actions()`` lists the ones legal now and
``game.apply(action)`` performs one. Cards and units are named by their card instance number
(``cid``), locations by battlefield index, or :data:`BASE` for the acting player's base.
"""

from __future__ import annotations

from dataclasses import dataclass

#: the acting player's base as a destination or play location
BASE = -1


@dataclass(frozen=True, slots=True)
class Mulligan:
    """Set aside up to two cards, draw that many, recycle the set-aside ones (rule 117)."""

    cards: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class PlayUnit:
    """Play a unit from hand or the Champion Zone (rules 354-359) to ``location`` (355.2),
    choosing whether to pay its optional Accelerate cost (805). The payment is the next decision.
    """

    card: int
    location: int = BASE
    accelerate: bool = False


@dataclass(frozen=True, slots=True)
class Pay:
    """Pay the cost of the card being played (rule 357): ``exhaust`` lists the runes exhausted for
    Energy and ``recycle`` the runes recycled for Power, in order (164.2)."""

    exhaust: tuple[int, ...] = ()
    recycle: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class Move:
    """A Standard Move of one or more units to one destination (rules 144.3-144.4)."""

    units: tuple[int, ...]
    to: int


@dataclass(frozen=True, slots=True)
class EndTurn:
    """End the Main Phase (rule 316.9)."""


@dataclass(frozen=True, slots=True)
class Pass:
    """Pass Focus in a showdown (rule 347.2)."""


@dataclass(frozen=True, slots=True)
class ChooseBattlefield:
    """The Turn Player picks where the next showdown or combat begins (323.12-13)."""

    battlefield: int


@dataclass(frozen=True, slots=True)
class AssignDamage:
    """Combat damage assigned to enemy units, as (unit, amount) pairs (rule 465.2.c)."""

    assignment: tuple[tuple[int, int], ...]


@dataclass(frozen=True, slots=True)
class ChooseOpponent:
    """The opponent who gains the Burn Out point (rule 431.2.c)."""

    player: int


@dataclass(frozen=True, slots=True)
class Concede:
    """A player concedes (rule 650): open to any living player at any time."""

    player: int


Action = (Mulligan | PlayUnit | Pay | Move | EndTurn | Pass | ChooseBattlefield | AssignDamage
          | ChooseOpponent | Concede)
