"""Counter a spell unless its controller pays (425, 204.3.b), with Repeat (820): Hard Bargain.

The spell is chosen as the counter is played (425.3, 355.5). As the counter resolves, the chosen
spell's controller (not the counter's) decides whether to pay the cost within its instruction: a
"pay" decision (:class:`~riftbound.engine.contexts.PayEffect`, task ``counter_unless_pay``) they
may decline (204.3.b); declined, or with nothing to pay it with, the spell is countered (425.1).
A spell that can't be countered (ruling 92) or that left the chain asks nothing (359.3.e).

Repeat (820.2, ruling 95): the repeated execution has its own spell, chosen as the counter is
played once the Repeat cost is chosen (the ``repeat_target`` decision of
:mod:`riftbound.effects.repeat_targets`): the same spell (its controller pays again or loses it)
or another one.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.chain import Choices, chain_item, spell_cost, spell_script
from ..engine.choices import EFFECT_COSTS
from ..engine.contexts import PayEffect
from ..engine.core import decide, emit, task
from ..engine.keywords import repeat_paid
from ..engine.mechanics import cant_be_countered, counter
from ..engine.optional_discounts import repeat_totals
from ..engine.payment import can_pay
from ..engine.units import pay_cost
from ..log_text import TEMPLATES, _name
from ..state import ChainItem, GameState
from .mechanics import CounterScript
from .spells import custom, record
from .vocabulary import Custom

__all__ = ["COUNTER_UNLESS_PAYS", "CounterUnlessPaysScript"]

#: the one instruction, executed once per execution (step i acts on target slot i)
COUNTER_UNLESS_PAYS = Custom("counter_unless_pays",
                             text="the chosen spell is countered unless its controller pays the cost")


@dataclass(frozen=True)
class CounterUnlessPaysScript(CounterScript):
    """"Counter a spell unless its controller pays ``energy`` Energy"; with ``repeat_energy`` set, a
    Repeat spell whose repeat chooses its own spell (820.2). ``steps`` is the instruction twice:
    the first execution's, then the repeat's."""

    energy: int = 2
    repeat_energy: int = 0

    # --- playing -----------------------------------------------------------------------------------

    def choices(self, g: GameState, player: int, cid: int) -> list[Choices]:
        """A spell on the chain it may counter (425.3); the repeat's slot empty until its cost is
        chosen (820.2)."""
        return [(((it.cid,), ()), None) for it in g.chain
                if it.cid != cid and self.may_counter(g, player, it)]

    def choices_legal(self, g: GameState, player: int, cid: int,
                      targets: tuple[tuple[int, ...], ...], dest: int | None) -> bool:
        """Rules 355.8-355.9, 820.2: the first spell legal; the repeat's slot filled exactly when the
        Repeat cost is paid, with a legal spell (the same one allowed)."""
        if dest is not None or len(targets) != 2 or len(targets[0]) != 1 \
                or len(targets[1]) != (1 if repeat_paid(g, cid) else 0):
            return False
        return all(self._legal(g, player, cid, t[0]) for t in targets if t)

    def _legal(self, g: GameState, player: int, cid: int, target: int) -> bool:
        it = chain_item(g, target)
        return target != cid and it is not None and self.may_counter(g, player, it)

    @property
    def repeat_cost(self) -> tuple[int, tuple[frozenset | None, ...]] | None:
        """Its Repeat cost (820.1.c), the entry's answer to "cost:keywords"; None: no Repeat."""
        return (self.repeat_energy, ()) if self.repeat_energy else None

    def repeat_target_options(self, g: GameState, player: int, cid: int) -> list[int]:
        """The spells the repeat may choose (the first one too), while the total cost with the
        Repeat cost is payable (355.16; spells have no Deflect)."""
        # asked before the choice: the Repeat cost itself added, its discounts however chosen (356.4.c)
        totals = repeat_totals(g, player, cid, lambda: spell_cost(g, cid), repeat_paid(g, cid),
                               (self.repeat_energy, ()))
        if not any(can_pay(g, player, energy, reqs, "spell") for energy, reqs in totals):
            return []
        return [it.cid for it in g.chain if self._legal(g, player, cid, it.cid)]

    def repeat_payable(self, g: GameState, player: int, cid: int) -> bool:
        """Whether paying the Repeat cost is a legal choice (820.1.d, 355.16)."""
        return bool(self.repeat_target_options(g, player, cid))

    def repeat_choice_tasks(self, g: GameState, player: int, cid: int) -> list[tuple]:
        """The repeat's spell, chosen once its cost is chosen (820.2)."""
        return [("ask_repeat_target", player, cid)]

    # --- resolving ---------------------------------------------------------------------------------

    def resolve_tasks(self, g: GameState, item: ChainItem) -> list[tuple]:
        """The first execution, then the repeat's if paid (820.1.d.1)."""
        n = 2 if repeat_paid(g, item.cid) and len(item.targets) > 1 and item.targets[1] else 1
        return [("instr", item.cid, i) for i in range(n)]

    def describe(self, timing: str = "") -> str:
        head = f"{timing[0].upper() + timing[1:]}. " if timing else ""
        text = (f"{head}Targets: T1 = a spell on the chain. Does: T1 is countered (to its owner's trash, "
                f"costs not refunded) unless its controller pays {self.energy} Energy as this resolves "
                f"(they may decline).")
        if self.repeat_energy:
            text += (f" Repeat: as it is played its player may pay {self.repeat_energy} Energy more to do it "
                     f"again, choosing the repeat's spell then (T2, the same one or another).")
        return text


def _target(g: GameState, item: ChainItem, i: int) -> ChainItem | None:
    """The spell execution ``i`` acts on, if it is still one the counter may choose (359.3.e)."""
    slot = item.targets[i] if len(item.targets) > i else ()
    it = chain_item(g, slot[0]) if slot else None
    script = spell_script(g, item.cid)
    if it is None or it.cid == item.cid or not isinstance(script, CounterUnlessPaysScript) \
            or not script.may_counter(g, item.controller, it):
        return None
    return it


def _cost(g: GameState, cid: int, i: int) -> tuple[int, tuple] | None:
    """The cost the resolving counter asks (204.3.b): its Energy while its spell is still there."""
    item = chain_item(g, cid)
    script = spell_script(g, cid)
    if item is None or _target(g, item, i) is None or not isinstance(script, CounterUnlessPaysScript):
        return None
    return script.energy, ()


@custom("counter_unless_pays")
def _counter_unless_pays(g: GameState, item: ChainItem, i: int) -> bool | None:
    """Rules 425, 204.3.b: the chosen spell's controller may pay the cost (a "pay" decision); if they
    can't, it is countered at once. A spell gone or that can't be countered: nothing."""
    it = _target(g, item, i)
    if it is None or cant_be_countered(g, it.cid):
        return False
    cost = _cost(g, item.cid, i)
    assert cost is not None
    if not can_pay(g, it.controller, *cost):
        return counter(g, it, item.controller)
    decide(g, it.controller, "pay", PayEffect("counter_unless_pay", item.cid, i))
    return None


@task("counter_unless_pay", "p", "c", "n", "b", "cs", "cs")
def _counter_unless_pay(g: GameState, player: int, cid: int, i: int, paid: bool,
                        exhaust: tuple[int, ...], recycle: tuple[int, ...], keep: tuple = ()) -> None:
    """Paid: the cost is spent (357) and the spell stays; declined: it is countered (425.1)."""
    item = chain_item(g, cid)
    it = _target(g, item, i) if item is not None else None
    cost = _cost(g, cid, i)
    if item is None or it is None or cost is None:
        return
    if paid:
        pay_cost(g, player, *cost, exhaust, recycle, keep)
        emit(g, "204.3.b", "paid_to_keep", player, it.cid)
        record(g, cid, i, False)
        return
    record(g, cid, i, counter(g, it, item.controller))


EFFECT_COSTS["counter_unless_pay"] = _cost
TEMPLATES["paid_to_keep"] = lambda g, p, d: f"P{p} pays so that {_name(g, d[0])} is not countered"
