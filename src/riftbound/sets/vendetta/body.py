"""Vendetta (VEN): the Body cards of the first card wave (issue 12)."""

from __future__ import annotations

from ...effects import Chosen, Custom, GiveMight, SpellCard, SpellScript, Target, UnitCard, Units
from ...effects.keywords.empower import EmpoweredMight, empower_ability
from ...effects.spells import custom
from ...engine.core import emit
from ...state import ChainItem, GameState

__all__ = ["CARDS"]


@custom("might_2_or_4_if_empowered")
def _might_2_or_4(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 477.3, 317.2.c, 441.2: the chosen unit, if still a legal target (359.3.e.2), gets +4
    Might this turn if it is Empowered as this resolves (383.2.a.1: a condition of the effect),
    +2 otherwise."""
    units = GUTTURAL_ROAR.legal_targets(g, item, 0)
    for u in units:
        delta = 4 if u.empowered else 2
        u.turn_might += delta
        emit(g, "477.3", "might", item.controller, u.cid, delta, "turn")
    return bool(units)


#: Guttural Roar: any unit, +2 Might this turn, +4 instead if it is Empowered
GUTTURAL_ROAR = SpellScript(targets=(Target(Units()),),
                            steps=(Custom("might_2_or_4_if_empowered",
                                          text="T1 gets +2 Might for the turn, +4 instead if it is "
                                               "Empowered as this resolves"),))

CARDS: tuple[SpellCard | UnitCard, ...] = (
    SpellCard("ven-081-166", "Onslaught",
              SpellScript(targets=(Target(Units()),), steps=(GiveMight(6, Chosen(0)),)),
              note="Flow: it may also be played from its owner's trash for 4 Energy, then it is banished.",
              flow=(4, ())),
    SpellCard("ven-072-166", "Guttural Roar", GUTTURAL_ROAR,
              note="Whether the unit is Empowered is read as the spell resolves."),
    UnitCard("ven-074-166", "Legion Marauder",
             abilities=(empower_ability(1), empower_ability(0, "Body")),
             passives=(EmpoweredMight(might=1),),
             note="Its Empower may be paid either way: two Empower abilities, each usable only while "
                  "it is not Empowered (827.3)."),
)
