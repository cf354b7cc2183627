"""Empower (827) and Empowered (828), the keywords: "Empower [cost]" is the activated ability
"[cost]: Empower this; use only if not Empowered" (827.1.c.1); an Empowered ability holds only
while its unit is Empowered (828.1.b.1). The status itself and becoming Empowered are the engine's
rules (441-442: :mod:`riftbound.engine.empower`).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, Final

from ...engine.abilities import Ability
from ...engine.empower import empower, is_empowered
from ...state import ATTACKER, ChainItem, GameState, Unit
from ..spells import TriggerScript, custom
from ..vocabulary import Custom

__all__ = ["EMPOWER_SCRIPT", "EmpoweredMight", "empower_ability"]


@custom("empower_self")
def _empower_self(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 827.1.b, 827.2: the ability Empowers its source (not a target, 827.1.b.1), if it is
    still on the board."""
    return empower(g, item.cid, item.controller)


def _not_empowered(g: GameState, source: int) -> bool:
    """827.1.c.1: "use only if not Empowered"."""
    return not is_empowered(g, source)


#: the effect of every Empower ability (827.1.c.1)
EMPOWER_SCRIPT: Final = TriggerScript((Custom("empower_self", "this becomes Empowered (Empower)"),))


def empower_ability(energy: int = 0, *domains: str | None, discount: Any = None,
                    exhaust: bool = False, discard: int = 0, discard_type: str | None = None,
                    kill_friendly: bool = False) -> Ability:
    """Rule 827.1.c.1: "Empower [cost]", on the controller's turn in an Open State (381).
    ``domains``: one per Power pip (None: Power of any domain); ``discount``: "this ability costs
    N less ..." (356.4, see :class:`~riftbound.engine.abilities.Ability`); ``exhaust``: the cost
    is (or includes) exhausting the source (135.2.e.2); ``discard`` (of ``discard_type``) and
    ``kill_friendly``: the non-resource costs "discard N [spells]", "kill a friendly unit"
    (827.1.c.2)."""
    power = tuple(None if d is None else frozenset({d}) for d in domains)
    return Ability(EMPOWER_SCRIPT, energy=energy, power=power, usable=_not_empowered, discount=discount,
                   exhaust=exhaust, discard=discard, discard_type=discard_type, kill_friendly=kill_friendly)


def _empowered(g: GameState, u: Unit) -> int:
    return 1 if u.empowered else 0


@dataclass(frozen=True)
class _EmpoweredBonus:
    """The Might an Empowered ability gives its unit now: ``might``, and ``assault`` more while it
    attacks (807), nothing while it isn't Empowered (828.1.b.1). A value, not a closure, so that a
    state holding it pickles."""

    might: int
    assault: int

    def __call__(self, g: GameState, u: Unit) -> int:
        if not u.empowered:
            return 0
        return self.might + (self.assault if u.role == ATTACKER else 0)


@dataclass(frozen=True)
class _EmpoweredValue:
    """A valued keyword's value while the unit is Empowered (828.1.b.1), else 0."""

    value: int

    def __call__(self, g: GameState, u: Unit) -> int:
        return self.value if u.empowered else 0


@dataclass(frozen=True)
class EmpoweredMight:
    """Rules 828.1.b.1, 828.1.c: while the unit is Empowered it has +``might`` Might, Assault
    ``assault`` (+N while an attacker, 807), if ``ganking``, Ganking (810), and Deflect
    ``deflect`` (809)."""

    might: int = 0
    assault: int = 0
    ganking: bool = False
    deflect: int = 0

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        """Its answers to "might:own" and, with Ganking or Deflect, "keywords:own" (364.3)."""
        yield "might:own", _EmpoweredBonus(self.might, self.assault)
        kws: dict[str, Any] = {}
        if self.ganking:
            kws["Ganking"] = _empowered
        if self.deflect:
            kws["Deflect"] = _EmpoweredValue(self.deflect)
        if kws:
            yield "keywords:own", kws

    def describe(self) -> str:
        parts = []
        if self.might:
            parts.append(f"+{self.might} Might")
        if self.assault:
            parts.append(f"Assault {self.assault} (+{self.assault} Might as an attacker)")
        if self.ganking:
            parts.append("Ganking")
        if self.deflect:
            parts.append(f"Deflect {self.deflect}")
        return "While it is Empowered it has " + " and ".join(parts) + "."
