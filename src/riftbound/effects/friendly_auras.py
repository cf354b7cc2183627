"""A unit's aura giving keywords to the other units friendly to it (364.1, 740.1.a): "other friendly
units have [Vision]", "other friendly units here have [Shield]" / "[Assault]".

The same shape as :class:`~riftbound.effects.tag_auras.TagKeywordAura` (the index question
"keywords:unit_aura", read wherever a keyword is checked; Assault and Shield also as Might while
the unit attacks or defends, "might:aura", 807.1.c, 814): it reaches every unit friendly to the
source's controller (a teammate's too, 740.1.a) but the source itself, and with ``here`` only those
at the source's location (its base or battlefield, 359.3.f.2). It holds while the source is on
the board; a Vision it gives triggers as the unit is played, once per source (817.1.b-c, 817.2).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any, Final

from ..state import ATTACKER, DEFENDER, GameState, Unit

__all__ = ["OtherFriendlyKeywordAura"]

#: valued keywords that are Might while the unit has a combat role (807.1.c, 814)
_ROLE: Final = {"Assault": ATTACKER, "Shield": DEFENDER}


@dataclass(frozen=True)
class OtherFriendlyKeywordAura:
    """While a unit of this card is on the board, every other unit friendly to its controller (with
    ``here``, only at its location) has ``keywords`` ((name, value) pairs, 1 for an unvalued one)."""

    keywords: tuple[tuple[str, int], ...]
    here: bool = False
    #: "might:aura" protocol (engine/passives.py): it reaches only units at its location with ``here``
    here_only: bool = field(init=False)
    constant = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "here_only", self.here)

    def reaches(self, g: GameState, source: Unit, u: Unit) -> bool:
        """Whether the aura of ``source`` reaches unit ``u``."""
        team = g.team_of
        return (u.cid != source.cid and team[u.controller] == team[source.controller]
                and (not self.here or u.loc == source.loc))

    def __call__(self, g: GameState, source: int, controller: int | None, here: int, u: Unit) -> int:
        """Its answer to "might:aura": Assault while ``u`` attacks, Shield while it defends."""
        team = g.team_of
        if u.cid == source or controller is None or team[u.controller] != team[controller]:
            return 0
        if self.here and u.loc != here:
            return 0
        role = u.role
        return sum(v for k, v in self.keywords if _ROLE.get(k, -99) == role)

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield "keywords:unit_aura", {k: self._value_fn(v) for k, v in self.keywords}
        if any(k in _ROLE for k, _ in self.keywords):
            yield "might:aura", self

    def _value_fn(self, value: int) -> Any:
        reaches = self.reaches
        return lambda g, source, u: value if reaches(g, source, u) else 0

    def describe(self) -> str:
        kws = " and ".join(k if v == 1 and k not in ("Assault", "Shield") else f"{k} {v}"
                           for k, v in self.keywords)
        where = " at its location" if self.here else ""
        return f"Every other unit friendly to its controller{where} has {kws}."
