"""The 1 Might Bird unit token with Deflect (187.7) and the instructions that play it. Its facts are
the project's data (``data/rule_tokens.json``: the shared card file has no record of it); its Deflect
(809) is a keyword of the card table, so the engine plays it as a vanilla unit.

- :data:`BIRD_IN_BASE`: in the controller's base.
- :data:`BIRD_WHERE_I_AM`: at the ability's source's location as it executes (359.3.f.2), none once
  the source has left the board (359.3.f.2.a).
"""

from __future__ import annotations

from typing import Final

from ..engine.units import create_token
from ..state import ChainItem, GameState, base_of
from .spells import custom
from .vocabulary import Custom

__all__ = ["BIRD", "BIRD_IN_BASE", "BIRD_WHERE_I_AM"]

#: the 1 Might Bird unit token with Deflect (187.7)
BIRD: Final = "rule-187-7"

BIRD_IN_BASE = Custom("bird_in_base", "you play a 1 Might Bird unit token with Deflect in your base")
BIRD_WHERE_I_AM = Custom("bird_where_i_am",
                         "you play a 1 Might Bird unit token with Deflect at this unit's location (none if "
                         "it has left the board)")


@custom("bird_in_base")
def _bird_in_base(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 182, 187.7: the token enters its controller's base (exhausted, 143.4)."""
    create_token(g, item.controller, BIRD, base_of(item.controller))
    return True


@custom("bird_where_i_am")
def _bird_where_i_am(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 182, 184.2, 187.7, 359.3.f.2: the token is the ability's controller's, played where its
    source is as this executes (a battlefield it then contests if they don't control it, 450); with
    the source gone, "here" is null and no token is played (359.3.f.2.a)."""
    u = g.units.get(item.cid)
    if u is None:
        return False
    create_token(g, item.controller, BIRD, u.loc)
    return True
