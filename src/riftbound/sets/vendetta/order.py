"""Vendetta (VEN): the Order cards of the first card wave (issue 12)."""

from __future__ import annotations

from ...effects import Custom, SpellCard, SpellScript, Target, UnitCard, Units
from ...effects.keywords.empower import EmpoweredMight, empower_ability
from ...effects.spells import custom
from ...engine.empower import disempower
from ...engine.primitives import kill
from ...engine.units import might
from ...state import ChainItem, GameState

__all__ = ["CARDS"]

ORDER = frozenset({"Order"})


@custom("disempower_then_kill_if_3")
def _lacerate(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 442, 428: the chosen unit, if still a legal target (359.3.e.2), is Disempowered if it
    is Empowered (442.1.a.1: else nothing); then, its Might read after that (an Empowered bonus
    gone, 828.1.c; below 0 counting as 0, 143.2.b), it is killed if it has 3 or less."""
    units = LACERATE.legal_targets(g, item, 0)
    for u in units:
        disempower(g, u.cid, item.controller)
        if max(might(g, u), 0) <= 3:
            kill(g, u)
    return bool(units)


#: Lacerate: any unit
LACERATE = SpellScript(targets=(Target(Units()),),
                       steps=(Custom("disempower_then_kill_if_3",
                                     text="T1 stops being Empowered if it is; then it is killed if its "
                                          "Might is 3 or less"),))

CARDS: tuple[SpellCard | UnitCard, ...] = (
    SpellCard("ven-127-166", "Lacerate", LACERATE,
              note="Flow: it may also be played from its owner's trash for 4 Energy and 2 Order Power, "
                   "then it is banished.",
              flow=(4, (ORDER, ORDER))),
    UnitCard("ven-122-166", "Solari Sunhawk",
             abilities=(empower_ability(2),), passives=(EmpoweredMight(might=1, deflect=2),)),
)
