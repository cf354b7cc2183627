"""A unit's aura giving keywords to its controller's units of a tag (364.1): "your Mechs have
[Deflect] and [Ganking]", "your Mechs each have [Assault]".

The aura reaches the source itself when it has the tag (it is one of "your Mechs"), and holds only
while the source is on the board. Each keyword is a characteristic of the unit that other effects
read (807.3, 809.3, 810.3): the engine asks "keywords:unit_aura" wherever a keyword is checked
(:func:`riftbound.engine.granted.unit_has_keyword`, the Standard Move's Ganking, the Deflect cost).
Assault and Shield are also Might while attacking or defending (807.1.c, 814): that part answers
"might:aura". Several sources sum their values (807.2, 809.2); Ganking is redundant (810.2).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, Final

from ..state import ATTACKER, DEFENDER, GameState, Unit

__all__ = ["TagKeywordAura"]

#: valued keywords that are Might while the unit has a combat role (807.1.c, 814)
_ROLE: Final = {"Assault": ATTACKER, "Shield": DEFENDER}


@dataclass(frozen=True)
class TagKeywordAura:
    """While a unit of this card is on the board, every unit its controller controls with card tag
    ``tag`` has ``keywords`` ((name, value) pairs, value 1 for an unvalued keyword) (364.1)."""

    tag: str
    keywords: tuple[tuple[str, int], ...]

    here_only = False
    constant = None

    def reaches(self, g: GameState, source: Unit, u: Unit) -> bool:
        """Whether the aura of ``source`` reaches unit ``u``: its controller's, of the tag."""
        return u.controller == source.controller and self.tag in g.cards[u.cid].tags

    def __call__(self, g: GameState, source: int, controller: int | None, here: int, u: Unit) -> int:
        """Its answer to "might:aura": Assault while ``u`` attacks, Shield while it defends."""
        if u.controller != controller or self.tag not in g.cards[u.cid].tags:
            return 0
        role = u.role
        return sum(v for k, v in self.keywords if _ROLE.get(k, -99) == role)

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        grants = {k: self._value_fn(v) for k, v in self.keywords}
        yield "keywords:unit_aura", grants
        if any(k in _ROLE for k, _ in self.keywords):
            yield "might:aura", self

    def _value_fn(self, value: int) -> Any:
        reaches = self.reaches
        return lambda g, source, u: value if reaches(g, source, u) else 0

    def describe(self) -> str:
        kws = " and ".join(k if v == 1 or k not in ("Assault", "Deflect", "Shield") else f"{k} {v}"
                           for k, v in self.keywords)
        return f"While it is on the board, its controller's {self.tag}s (itself too, if one) have {kws}."
