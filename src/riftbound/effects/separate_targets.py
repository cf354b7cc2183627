"""A spell whose instructions each choose their own unit: "Deal 3 to a unit. Deal 3 to a unit."

Each target slot is a choice of its own (355.5): nothing makes two instructions of one spell choose
different units, so the same unit may be chosen for several, as for the repeated instruction of a
Repeat cost (820.2.a: the same target or another). :class:`SeparateTargetsScript` differs from
:class:`~riftbound.effects.spells.SpellScript` (whose slots exclude each other's units) in that
only. Its slots are one unit each. Where every slot has the same selector, choosing units A then B
has the outcome of B then A (the damage is dealt before any cleanup, 359.3), so those are one
option, a multiset of units (docs/rulings.md, ruling 2).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from itertools import combinations_with_replacement, product

from ..engine.chain import Choices
from ..engine.choosable import choosable
from ..engine.hidden import bound_ok, facedown_bound
from ..state import GameState
from .spells import SpellScript, unit_signature

__all__ = ["SeparateTargetsScript"]


@dataclass(frozen=True)
class SeparateTargetsScript(SpellScript):
    """A spell's script whose target slots (one unit each) are chosen independently: one unit may
    be chosen for several slots."""

    def __post_init__(self) -> None:
        if any(t.count != 1 or t.up_to for t in self.targets) or self.move_of is not None:
            raise ValueError("separate targets are one unit each, with no move destination")

    def _slot_options(self, g: GameState, player: int, slot: int, bound: int | None) -> list[int]:
        """One unit per interchangeable group (ruling 2) that slot ``slot`` may choose."""
        spec = self.targets[slot]
        groups: dict[tuple, int] = {}
        for u in g.units.values():
            if spec.units.test(g, player, u) and bound_ok(spec, u, bound) and choosable(g, player, u):
                key = unit_signature(g, u)
                if key not in groups or u.cid < groups[key]:
                    groups[key] = u.cid
        return sorted(groups.values())

    def choices(self, g: GameState, player: int, cid: int) -> list[Choices]:
        """Every distinct set of choices; none when some slot has no legal unit (355.8)."""
        bound = facedown_bound(g, cid)
        per_slot = [self._slot_options(g, player, k, bound) for k in range(len(self.targets))]
        if any(not opts for opts in per_slot):
            return []
        picks: Iterable[tuple[int, ...]]
        if all(t == self.targets[0] for t in self.targets):
            picks = combinations_with_replacement(per_slot[0], len(self.targets))
        else:
            picks = product(*per_slot)
        return [(tuple((c,) for c in pick), None) for pick in picks]

    def choices_legal(self, g: GameState, player: int, cid: int,
                      targets: tuple[tuple[int, ...], ...], dest: int | None) -> bool:
        """Rules 355.8-355.9: one legal unit per slot, the same one allowed in several."""
        if len(targets) != len(self.targets) or dest is not None:
            return False
        bound = facedown_bound(g, cid)
        for spec, chosen in zip(self.targets, targets, strict=True):
            if len(chosen) != 1:
                return False
            u = g.units.get(chosen[0])
            if (u is None or not spec.units.test(g, player, u) or not bound_ok(spec, u, bound)
                    or not choosable(g, player, u)):
                return False
        return True
