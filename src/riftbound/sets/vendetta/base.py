"""Vendetta (VEN): spells with Flow (829) and a layer-1 base Might change (477.1.a.1), and units with
Empower and an Empowered passive (827-828; the keywords are in :mod:`riftbound.effects.keywords`),
and the legend Renekton, Butcher of the Sands, whose Add Reaction's Energy pays only for playing
units and for activated abilities of units (engine/payment.py RESTRICTIONS "units").
"""

from __future__ import annotations

from ...effects import Custom, Draw, SpellCard, SpellScript, Target, TriggerScript, UnitCard, Units
from ...effects.cards import LegendCard
from ...effects.keywords.empower import EmpoweredMight, empower_ability
from ...effects.spells import custom
from ...effects.vocabulary import Add
from ...engine.abilities import Ability
from ...engine.layers import set_base_might
from ...state import ChainItem, GameState

__all__ = ["CARDS"]

STEEL_PAWS, SHADOW_FIEND = "ven-043-166", "ven-014-166"
KINKOU_LIFEBLADE, BRUTAL_HUNTER = "ven-093-166", "ven-070-166"


@custom("base_might_5_this_turn")
def _base_might_5(g: GameState, item: ChainItem, i: int) -> bool:
    """Rule 477.1.a.1: the chosen unit's base Might becomes 5 this turn (if still a legal target,
    359.3.e.2)."""
    units = DRAGON_FORM.legal_targets(g, item, 0)
    for u in units:
        set_base_might(g, u, 5, item.controller)
    return bool(units)


#: Dragon Form's script: one unit, any side, anywhere
DRAGON_FORM = SpellScript(targets=(Target(Units()),),
                          steps=(Custom("base_might_5_this_turn",
                                        text="its base Might is 5 until the end of the turn"),))

CARDS: tuple[SpellCard | UnitCard | LegendCard, ...] = (
    # Flow (829)
    SpellCard("ven-049-166", "Dredge Up", SpellScript(steps=(Draw(1),)),
              note="Flow: it may also be played from its owner's trash for 2 Energy, then it is banished.",
              flow=(2, ())),
    SpellCard("ven-116-166", "Dragon Form", DRAGON_FORM,
              note="Modifiers still add to the new base Might. Flow: it may also be played from "
                   "its owner's trash for 3 Energy, then it is banished.",
              flow=(3, ())),
    # Empower and Empowered (827-828)
    UnitCard(STEEL_PAWS, "Steel Paws",
             abilities=(empower_ability(7),), passives=(EmpoweredMight(might=7),)),
    UnitCard(SHADOW_FIEND, "Shadow Fiend",
             abilities=(empower_ability(2, "Fury"),), passives=(EmpoweredMight(assault=3),)),
    UnitCard(KINKOU_LIFEBLADE, "Kinkou Lifeblade",
             abilities=(empower_ability(2),), passives=(EmpoweredMight(might=1, ganking=True),)),
    UnitCard(BRUTAL_HUNTER, "Brutal Hunter",
             abilities=(empower_ability(3),), passives=(EmpoweredMight(might=2, ganking=True),)),
    # an Add Reaction with a Power cost whose Energy pays only for units and their abilities
    LegendCard("ven-141-166", "Renekton, Butcher of the Sands",
               abilities=(Ability(TriggerScript((Add(energy=2, only="units"),)), power=(None, None),
                                  exhaust=True, reaction=True),),
               note="An Add ability: it resolves at once (429.2) and may be used while a cost is "
                    "paid (429.3). Its Energy pays only for playing a unit (its additional costs "
                    "included) and for the cost of an activated ability of a unit "
                    "(docs/rulings.md, ruling 88)."),
)
