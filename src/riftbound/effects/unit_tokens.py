"""Unit tokens the Core Rules define (187.3 Sand Soldier, 187.4 Mech) and the instructions that
play them. Their facts are the project's data (``data/rule_tokens.json``: the shared card file has
no record of them); the Recruit's words are Origins' (:mod:`riftbound.sets.origins.tokens`).

- :data:`SAND_SOLDIER_WHERE_I_AM`: at the ability's source's location as it executes (359.3.f.2),
  none once the source has left the board (359.3.f.2.a).
- :data:`MECH_IN_BASE`: in the controller's base.
"""

from __future__ import annotations

from typing import Final

from ..engine.units import create_token
from ..state import ChainItem, GameState, base_of
from .spells import custom
from .vocabulary import Custom

__all__ = ["MECH", "MECH_IN_BASE", "SAND_SOLDIER", "SAND_SOLDIER_WHERE_I_AM"]

#: the 2 Might Sand Soldier unit token (187.3) and the 3 Might Mech unit token (187.4)
SAND_SOLDIER: Final = "rule-187-3"
MECH: Final = "rule-187-4"

SAND_SOLDIER_WHERE_I_AM = Custom("sand_soldier_where_i_am",
                                 "you play a 2 Might Sand Soldier unit token at this unit's location "
                                 "(none if it has left the board)")
MECH_IN_BASE = Custom("mech_in_base", "you play a 3 Might Mech unit token in your base")


@custom("sand_soldier_where_i_am")
def _sand_soldier_where_i_am(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 182, 184.2, 187.3, 359.3.f.2: the token is the ability's controller's, played where its
    source is as the instruction executes (a battlefield it then contests if they don't control it,
    450); with the source gone, "here" is null and no token is played (359.3.f.2.a)."""
    u = g.units.get(item.cid)
    if u is None:
        return False
    create_token(g, item.controller, SAND_SOLDIER, u.loc)
    return True


@custom("mech_in_base")
def _mech_in_base(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 182, 187.4: the token enters its controller's base (exhausted, 143.4)."""
    create_token(g, item.controller, MECH, base_of(item.controller))
    return True
