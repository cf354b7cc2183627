"""Cards that exercise layers (473-480) and Additional Turns (734-738): a spell that sets a unit's
base Might for the turn (layer 1, 477.1.a.1), a champion whose keywords depend on being Mighty (layer
2, the rules' own example in 476.3), and a spell that gives its player a turn after this one.
"""

from __future__ import annotations

from ..effects import Custom, SpellCard, SpellScript, Target, UnitCard, Units
from ..effects.passives import Mighty, While
from ..effects.spells import custom
from ..engine.layers import set_base_might
from ..engine.turns_extra import add_turn_after_this, banish_this
from ..state import ChainItem, GameState

__all__ = ["CARDS"]


@custom("base_might_5_this_turn")
def _base_might_5(g: GameState, item: ChainItem, i: int) -> bool:
    """Rule 477.1.a.1: the chosen unit's base Might becomes 5 this turn (if still a legal target,
    359.3.e.2)."""
    units = DRAGON_FORM.legal_targets(g, item, 0)
    for u in units:
        set_base_might(g, u, 5, item.controller)
    return bool(units)


@custom("take_turn_after_this")
def _turn_after(g: GameState, item: ChainItem, i: int) -> bool:
    """Rule 735: the spell's controller takes an Additional Turn after this one."""
    add_turn_after_this(g, item.controller)
    return True


@custom("banish_this")
def _banish_this(g: GameState, item: ChainItem, i: int) -> bool:
    """Rule 427.2: the spell goes to banishment instead of the trash as it finishes resolving."""
    banish_this(g, item)
    return True


#: Dragon Form's script: one unit, any side, anywhere
DRAGON_FORM = SpellScript(targets=(Target(Units()),),
                          steps=(Custom("base_might_5_this_turn",
                                        text="its base Might is 5 until the end of the turn"),))

CARDS: tuple[SpellCard | UnitCard, ...] = (
    SpellCard("ven-116-166", "Dragon Form", 3, (), ("Flow",), DRAGON_FORM,
              note="Modifiers still add to the new base Might. Flow: it may also be played from "
                   "its owner's trash for 3 Energy, then it is banished.",
              flow=(3, ())),
    SpellCard("ogn-122-298", "Time Warp", 10, ("Mind",) * 4, (),
              SpellScript(steps=(Custom("take_turn_after_this",
                                        text="you take another turn once this one ends"),
                                 Custom("banish_this", text="the spell is banished"))),
              note="The normal turn order resumes after the extra turn."),
    UnitCard("ogn-232-298", "Fiora, Victorious", 4, (), (), 4,
             passives=(While(Mighty(), keywords=(("Deflect", 1), ("Ganking", 1), ("Shield", 1))),)),
)
