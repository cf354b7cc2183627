"""Empower and Disempower (rules 441-442), the Empower keyword (827) and Empowered abilities (828).

Empowered is a binary status of an object on the board (441.1.a, 441.2): ``Unit.empowered`` and
``Gear.empowered``. It goes with the object's record when it leaves the board. The Empower keyword is
an activated ability "[cost]: Empower this; use only if not Empowered" (827.1.c.1): see
:func:`empower_ability`. An Empowered ability (828.1.b.1: "while I'm Empowered, I have [text]") is a
passive that holds only while the status does: :class:`EmpoweredMight`.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from ..effects import Custom, TriggerScript
from ..effects.spells import custom
from ..log_text import TEMPLATES, _name
from ..state import ATTACKER, ChainItem, GameState, Gear, Unit
from .abilities import Ability
from .core import emit

__all__ = ["EmpoweredMight", "disempower", "empower", "empower_ability", "is_empowered"]

TEMPLATES["empower"] = lambda g, p, d: f"{_name(g, d[0])} becomes Empowered"
TEMPLATES["disempower"] = lambda g, p, d: f"{_name(g, d[0])} is no longer Empowered"


def _object(g: GameState, cid: int) -> Unit | Gear | None:
    return g.units.get(cid) or g.gear.get(cid)


def is_empowered(g: GameState, cid: int) -> bool:
    """Whether the unit or gear ``cid`` on the board is Empowered (441.2)."""
    x = _object(g, cid)
    return x is not None and x.empowered


def empower(g: GameState, cid: int, player: int) -> bool:
    """Rule 441: the object becomes Empowered; already Empowered, nothing more happens (441.1.b-c).
    Becoming Empowered is an event (441.2.a). Returns whether it became Empowered."""
    x = _object(g, cid)
    if x is None or x.empowered:
        return False
    x.empowered = True
    emit(g, "441.2.a", "empower", player, cid)
    return True


def disempower(g: GameState, cid: int, player: int) -> bool:
    """Rule 442: the object stops being Empowered; one that isn't is untouched (442.1.a.1)."""
    x = _object(g, cid)
    if x is None or not x.empowered:
        return False
    x.empowered = False
    emit(g, "442.1", "disempower", player, cid)
    return True


@custom("empower_self")
def _empower_self(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 827.1.b, 827.2: the ability Empowers its source (not a target, 827.1.b.1), if it is
    still on the board."""
    return empower(g, item.cid, item.controller)


def _not_empowered(g: GameState, source: int) -> bool:
    """827.1.c.1: "use only if not Empowered"."""
    return not is_empowered(g, source)


EMPOWER_SCRIPT = TriggerScript((Custom("empower_self", "this becomes Empowered (Empower)"),))


def empower_ability(energy: int = 0, *domains: str) -> Ability:
    """Rule 827.1.c.1: "Empower [cost]" is "[cost]: Empower this. Use only if not Empowered", on
    the controller's turn in an Open State (381). ``domains``: one per Power pip."""
    power = tuple(frozenset({d}) for d in domains)
    return Ability(EMPOWER_SCRIPT, energy=energy, power=power, usable=_not_empowered)


@dataclass(frozen=True)
class EmpoweredMight:
    """Rules 828.1.b.1, 828.1.c: while the unit is Empowered it has +``might`` Might, Assault
    ``assault`` (+N while an attacker, 807) and, if ``ganking``, Ganking (810)."""

    might: int = 0
    assault: int = 0
    ganking: bool = False

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        """Its answers to "might:own" and, with Ganking, "keywords:own" (364.3)."""
        plus, assault = self.might, self.assault

        def fn(g: GameState, u: Unit) -> int:
            if not u.empowered:
                return 0
            return plus + (assault if u.role == ATTACKER else 0)

        yield "might:own", fn
        if self.ganking:
            yield "keywords:own", {"Ganking": lambda g, u: 1 if u.empowered else 0}

    def describe(self) -> str:
        parts = []
        if self.might:
            parts.append(f"+{self.might} Might")
        if self.assault:
            parts.append(f"Assault {self.assault} (+{self.assault} Might as an attacker)")
        if self.ganking:
            parts.append("Ganking")
        return "While it is Empowered it has " + " and ".join(parts) + "."
