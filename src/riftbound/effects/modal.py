"""Spells with a bulleted list of modes, one chosen as the spell is played (355.3).

:class:`OneModeScript` gives each mode one target slot of one unit: choosing the mode is choosing
which slot is filled, the others staying empty (355.3, then that mode's target, 355.5). A mode
whose target can't be chosen can't be chosen either (355.8), and with no mode left the spell can't
be played. Each instruction names its mode's slot (``Chosen(k)``), so the instructions of the
modes not chosen affect nothing; the chosen one's target is checked again as it resolves
(359.3.e.2). The notation writes an empty slot as "nothing".
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.chain import Choices
from ..engine.choosable import choosable
from ..engine.hidden import bound_ok, facedown_bound
from ..state import GameState
from .spells import SpellScript, unit_signature

__all__ = ["OneModeScript"]


@dataclass(frozen=True)
class OneModeScript(SpellScript):
    """A spell of several modes, each one target slot of exactly one unit (``targets[k]`` is mode
    k's), exactly one mode chosen as it is played (355.3)."""

    def __post_init__(self) -> None:
        if self.move_of is not None or any(t.count != 1 or t.up_to for t in self.targets):
            raise ValueError("each mode of a OneModeScript is one target of exactly one unit")

    def choices(self, g: GameState, player: int, cid: int) -> list[Choices]:
        """One choice per mode and interchangeable unit group of its target (ruling 2)."""
        bound = facedown_bound(g, cid)
        out: list[Choices] = []
        empty: tuple[tuple[int, ...], ...] = tuple(() for _ in self.targets)
        for k, spec in enumerate(self.targets):
            groups: dict[tuple, int] = {}
            for u in g.units.values():
                if spec.units.test(g, player, u) and bound_ok(spec, u, bound) and choosable(g, player, u):
                    key = unit_signature(g, u)
                    if key not in groups or u.cid < groups[key]:
                        groups[key] = u.cid
            for c in sorted(groups.values()):
                out.append(((*empty[:k], (c,), *empty[k + 1:]), None))
        return out

    def choices_legal(self, g: GameState, player: int, cid: int,
                      targets: tuple[tuple[int, ...], ...], dest: int | None) -> bool:
        if len(targets) != len(self.targets) or sum(1 for t in targets if t) != 1:
            return False
        if dest is not None:
            return False
        bound = facedown_bound(g, cid)
        for spec, chosen in zip(self.targets, targets, strict=True):
            for c in chosen:
                u = g.units.get(c)
                if (len(chosen) != 1 or u is None or not spec.units.test(g, player, u)
                        or not bound_ok(spec, u, bound) or not choosable(g, player, u)):
                    return False
        return True

    def describe(self, timing: str = "") -> str:
        text = super().describe(timing)
        return text.replace("Targets: ", "Modes, one chosen as it is played (355.3), each with its own "
                                          "target: ", 1)
