"""The vocabulary's side of Counter (425), Add (429) and Mighty (706-711): the spell that counters,
the execution of the :class:`~riftbound.effects.vocabulary.Counter` and
:class:`~riftbound.engine.mechanics.Add` instructions, and the "is Mighty" selector. The rules they
apply (countering a spell, adding to the Rune Pool, when an Add ability resolves) are the engine's
(:mod:`riftbound.engine.mechanics`).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..compiled import mypyc_attr
from ..engine.chain import Choices
from ..engine.mechanics import Add, add_resources, counter
from ..engine.units import chain_item
from ..state import ChainItem, GameState
from .spells import EXECUTE, SpellScript
from .vocabulary import Counter, Units

__all__ = ["MIGHTY", "CounterScript"]

#: "is Mighty" as a selector: Might 5 or more (708)
MIGHTY = Units(might_at_least=5)


@mypyc_attr(allow_interpreted_subclasses=True)  # card entries subclass it
@dataclass(frozen=True)
class CounterScript(SpellScript):
    """A spell whose one target is a spell on the chain (425.3), chosen as it is played (355):
    only an opponent's when ``enemy_only``; only one whose printed cost is at most ``max_energy``
    Energy and ``max_power`` Power when those are set. ``steps`` should hold a
    :class:`~riftbound.effects.vocabulary.Counter`."""

    enemy_only: bool = False
    max_energy: int | None = None
    max_power: int | None = None

    def may_counter(self, g: GameState, player: int, it: ChainItem) -> bool:
        """Whether chain item ``it`` is a spell this script may choose (425.3)."""
        if it.kind != "spell" or not it.finalized:
            return False
        if self.enemy_only and g.team_of[it.controller] == g.team_of[player]:
            return False
        c = g.cards[it.cid]
        if self.max_energy is not None and c.energy > self.max_energy:
            return False
        return self.max_power is None or len(c.power) <= self.max_power

    def choices(self, g: GameState, player: int, cid: int) -> list[Choices]:
        """One choice per spell on the chain it may counter; none: it can't be played (355.8)."""
        return [(((it.cid,),), None) for it in g.chain
                if it.cid != cid and self.may_counter(g, player, it)]

    def choices_legal(self, g: GameState, player: int, cid: int,
                      targets: tuple[tuple[int, ...], ...], dest: int | None) -> bool:
        if dest is not None or len(targets) != 1 or len(targets[0]) != 1 or targets[0][0] == cid:
            return False
        it = chain_item(g, targets[0][0])
        return it is not None and self.may_counter(g, player, it)

    def describe(self, timing: str = "") -> str:
        limits = []
        if self.enemy_only:
            limits.append("an opponent's")
        if self.max_energy is not None:
            limits.append(f"costing at most {self.max_energy} Energy")
        if self.max_power is not None:
            limits.append(f"and at most {self.max_power} Power")
        head = f"{timing}. " if timing else ""
        what = "a spell on the chain" + (f" ({' '.join(limits)})" if limits else "")
        text = "; then ".join(s.describe() for s in self.steps)
        return f"{head[0].upper() + head[1:] if head else ''}Targets: T1 = {what}. Does: {text}."



def _counter(g: GameState, script: SpellScript, item: ChainItem, i: int, s: Counter) -> bool:
    """Execute a Counter: the target must still be a spell on the chain it may counter (359.3.e)."""
    assert isinstance(script, CounterScript)
    target = item.targets[s.slot][0] if len(item.targets) > s.slot and item.targets[s.slot] else -1
    it = chain_item(g, target) if target >= 0 else None
    if it is None or it.cid == item.cid or not script.may_counter(g, item.controller, it):
        return False
    return counter(g, it, item.controller)



def _add(g: GameState, script: SpellScript, item: ChainItem, i: int, s: Add) -> bool:
    add_resources(g, item.controller, s.energy_now(g, item.cid), s.power, s.only)
    return True



EXECUTE[Counter] = _counter
EXECUTE[Add] = _add
