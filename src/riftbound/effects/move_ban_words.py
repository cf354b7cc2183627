"""Vex, Apathetic's words: "when an opponent plays a unit while I'm at a battlefield, stun it; they
can't move it this turn".

- :data:`ITS_PLAYER_CANT_MOVE_IT`: the played unit (the event's subject), if still on the board, can't
  be moved this turn by its controller as the ability resolves, the player who played it
  (engine/move_bans.py; docs/rulings.md, ruling 110).
"""

from __future__ import annotations

from ..engine.move_bans import ban_moves_this_turn
from ..state import ChainItem, GameState
from .spells import custom
from .vocabulary import Custom

__all__ = ["ITS_PLAYER_CANT_MOVE_IT"]

ITS_PLAYER_CANT_MOVE_IT = Custom("its_player_cant_move_it",
                                 text="its player can't move it this turn (a Standard Move or their "
                                      "effects' moves)")


@custom("its_player_cant_move_it")
def _its_player_cant_move_it(g: GameState, item: ChainItem, i: int) -> bool:
    """Rule 317.2.c: the subject unit, still on the board (124.1), can't be moved by its controller
    for the rest of the turn."""
    u = g.units.get(item.refs[0]) if item.refs else None
    if u is None:
        return False
    ban_moves_this_turn(g, u.cid, u.controller, item.controller)
    return True
