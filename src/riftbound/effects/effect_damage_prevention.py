"""'Prevent all spell and ability damage this turn' (rules 437, 437.1.b.1.b, 437.3.c, 437.4).

An effect of the game for the rest of the turn (a fact of the turn's counts, gone in the Expiration
Step, 317.2.c): every Deal of a spell or ability (engine/primitives.deal; combat damage is no Deal)
is prevented whole: the Prevent Value is "All" and stays "All" (437.3.c), so the damage is not dealt
at all (437.4). It replaces the damage before a unit's own "Prevent the next N" is used (an
engine pick among replacements, docs/rulings.md ruling 85: with all of it prevented either way,
keeping the unit's own Prevent Value can only help its controller).
"""

from __future__ import annotations

from typing import Final

from ..engine.core import emit
from ..engine.primitives import DAMAGE_FILTERS
from ..log_text import TEMPLATES
from ..state import ChainItem, GameState
from .spells import custom
from .vocabulary import Custom

__all__ = ["PREVENT_ALL_EFFECT_DAMAGE"]

KEY: Final = "prevent_effect_damage"


def _all_prevented(g: GameState, cid: int, amount: int) -> int:
    """Rules 437.2, 437.4: with the effect on, the damage is replaced by none."""
    if amount > 0 and g.counts.get(KEY):
        emit(g, "437.4", "prevented", None, cid, amount)
        return 0
    return amount


DAMAGE_FILTERS.insert(0, _all_prevented)  # engine-pick: prevent-all-first


@custom("prevent_all_effect_damage")
def _prevent_all_effect_damage(g: GameState, item: ChainItem, i: int) -> bool:
    """Rule 437.1.b.1.b: from now until the end of the turn, all damage spells and abilities would
    deal, to any unit, any player's, is prevented."""
    g.counts[KEY] = 1
    emit(g, "437.1", "prevent_all_effect_damage", item.controller)
    return True


PREVENT_ALL_EFFECT_DAMAGE = Custom("prevent_all_effect_damage",
                                   text="for the rest of the turn all damage spells and abilities would "
                                        "deal to any unit is prevented (combat damage is not)")

TEMPLATES["prevent_all_effect_damage"] = lambda g, p, d: (
    f"P{p}: all spell and ability damage is prevented this turn")
