"""Vex, Cheerless's passive: "while I'm in combat, friendly spells cost [1][A] less to a minimum of
[1], and enemy spells cost [1][A] more" (:class:`SpellCostsWhileInCombat`).

Read whenever a spell's total cost is worked out (the spells offered, their payment, Flow and
facedown plays), while the unit is in combat (740.2.c: at the battlefield of the ongoing combat,
with a designation):

- an enemy's spell (740.1.a: a player of another team) costs 1 Energy and one Power of any domain
  more: an increase, applied before discounts (356.3; its answer to "cost:spell_increase");
- a friendly player's spell (its controller's or a teammate's) costs 1 Energy less, this discount
  stopping at 1 Energy (356.4.e: the minimum is its own; "cost:aura"), and one Power pip less if it
  has one (356.6; "cost:aura_power", the most restrictive pip: engine/costs.aura_power). The
  minimum "[1]" is read as an Energy amount that bounds the Energy part only (ruling 110).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from ..state import GameState, Unit
from .vocabulary import in_combat

__all__ = ["SpellCostsWhileInCombat"]


@dataclass(frozen=True)
class SpellCostsWhileInCombat:
    """While its unit is in combat: friendly spells ``energy`` Energy (down to ``minimum``) and
    ``power`` any-domain Power less; enemy spells ``energy`` Energy and ``power`` Power more."""

    energy: int = 1
    power: int = 1
    minimum: int = 1

    def _friendly(self, g: GameState, u: Unit, player: int) -> bool:
        return g.team_of[player] == g.team_of[u.controller]

    def _discount(self, g: GameState, u: Unit, player: int, cid: int, energy: int) -> int:
        if (energy <= self.minimum or g.cards[cid].type != "Spell" or not self._friendly(g, u, player)
                or not in_combat(g, u)):
            return energy
        return max(energy - self.energy, self.minimum)

    def _power(self, g: GameState, u: Unit, player: int, cid: int) -> int:
        ok = g.cards[cid].type == "Spell" and self._friendly(g, u, player) and in_combat(g, u)
        return self.power if ok else 0

    def _increase(self, g: GameState, u: Unit, player: int) -> tuple[int, tuple[None, ...]]:
        if self._friendly(g, u, player) or not in_combat(g, u):
            return 0, ()
        return self.energy, (None,) * self.power

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield "cost:aura", self._discount
        yield "cost:aura_power", self._power
        yield "cost:spell_increase", self._increase

    def describe(self) -> str:
        return (f"While it is in combat, spells of its controller and their teammates cost {self.energy} "
                f"Energy less (this discount stops at {self.minimum}) and {self.power} Power of any "
                f"domain less, and their opponents' spells cost {self.energy} Energy and {self.power} "
                "Power of any domain more.")
