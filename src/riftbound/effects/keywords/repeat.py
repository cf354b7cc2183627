"""Repeat (820): a spell whose instructions execute a second time if its player paid its Repeat cost
as they played it. The engine offers the payment ("repeat", engine/spell_keywords.py); the spell's
entry names its Repeat cost with :class:`RepeatSpell`, its answer to "cost:keywords"."""

from __future__ import annotations

from dataclasses import dataclass

from ...engine.keywords import repeat_paid
from ...engine.spell_keywords import register_repeat_choice
from ...state import ChainItem, GameState
from ..spells import SpellScript

__all__ = ["RepeatSpell"]


@dataclass(frozen=True)
class RepeatSpell(SpellScript):
    """A spell with Repeat (820): its instructions execute once, and once more if its player paid
    the Repeat cost, ``repeat_energy`` and ``repeat_power``, as they played it (820.1.d). Only
    spells without targets so far: the second execution's choices would be made as it is played
    (820.2), which the play action can't carry yet."""

    repeat_energy: int = 0
    repeat_power: tuple[frozenset | None, ...] = ()

    def __post_init__(self) -> None:
        if self.targets or self.move_of is not None:
            raise ValueError("a Repeat spell with choices is not supported yet")

    @property
    def repeat_cost(self) -> tuple[int, tuple[frozenset | None, ...]]:
        """Its Repeat cost (820.1.c), the entry's answer to "cost:keywords"."""
        return self.repeat_energy, self.repeat_power

    def resolve_tasks(self, g: GameState, item: ChainItem) -> list[tuple]:
        once = [("instr", item.cid, i) for i in range(len(self.steps))]
        return once * 2 if repeat_paid(g, item.cid) else once  # 820.1.d.1, played once (820.3.a)

    def describe(self, timing: str = "") -> str:
        parts = [f"{self.repeat_energy} Energy"] if self.repeat_energy or not self.repeat_power else []
        parts += ["one Power of any domain" if d is None else f"one {'|'.join(sorted(d))} Power"
                  for d in self.repeat_power]
        return (super().describe(timing) + f" Repeat: as it is played its player may pay "
                f"{' and '.join(parts)} more to have it do all this twice.")


register_repeat_choice()
