"""'You may pay [1]' inside a triggered ability's effect, decided as it resolves (444.2): the
player may pay one Energy then, or decline, and the instructions linked after it execute only if
they paid (359.3.e.14.a). The Core Rules' example of 444.2 reads Diana, Lunari this way, though
383.3.b would make a cost at the front of an effect its base cost: the example decides.
"""

from __future__ import annotations

from ..engine.choices import EFFECT_COSTS
from ..engine.contexts import PayEffect
from ..engine.core import decide, task
from ..engine.payment import can_pay
from ..engine.units import pay_cost
from ..state import ChainItem, GameState
from .spells import custom, record
from .vocabulary import Custom

__all__ = ["MAY_PAY_1_ENERGY"]

MAY_PAY_1_ENERGY = Custom("may_pay_1_energy", text="you may pay 1 Energy")


def _cost(g: GameState, cid: int, i: int) -> tuple[int, tuple]:
    return 1, ()


@custom("may_pay_1_energy")
def _may_pay_1_energy(g: GameState, item: ChainItem, i: int) -> bool | None:
    """Rule 444.2: with a way to pay it, the controller decides to pay 1 Energy (a "pay" decision
    they may decline, 444.2.c: Add abilities may help); without one, the instruction is ignored."""
    if not can_pay(g, item.controller, 1, ()):
        return False
    decide(g, item.controller, "pay", PayEffect("energy_1_pay", item.cid, i))
    return None


@task("energy_1_pay", "p", "c", "n", "b", "cs", "cs")
def _energy_1_pay(g: GameState, player: int, cid: int, i: int, paid: bool,
                  exhaust: tuple[int, ...], recycle: tuple[int, ...], keep: tuple = ()) -> None:
    """Paid: the Energy is spent (357) and the linked instructions follow; declined: they don't
    (444.2)."""
    if paid:
        pay_cost(g, player, 1, (), exhaust, recycle, keep)
    record(g, cid, i, paid)


EFFECT_COSTS["energy_1_pay"] = _cost
