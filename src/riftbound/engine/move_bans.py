"""A player who can't move a unit this turn ("they can't move it this turn", Vex, Apathetic).

The ban is a per-turn fact about the unit (317.2.c; ``"no_move:<cid>"`` in ``g.counts``, a bit per
player), gone if the unit leaves the board (124.1: :data:`~.primitives.OBJECT_FACTS`). It stops
the moves that player makes: a Standard Move of the unit (144; not offered,
``decisions.movers_to`` / ``move_options``) and a move by their spells and abilities, which is
then not done (359.3.e.6: an instruction that can't be done is skipped; the effect's other parts
still happen). Another player's effect may still move it, and a recall is no move (455). A turn
flag (``"no_move"``) keeps the Standard Move listing free of the check while no unit is banned.
"""

from __future__ import annotations

from typing import Final

from ..log_text import TEMPLATES, _name
from ..state import GameState
from .core import emit
from .primitives import OBJECT_FACTS

__all__ = ["ban_moves_this_turn", "may_move_unit"]

_KEY: Final = "no_move"
OBJECT_FACTS.add(_KEY)

TEMPLATES["move_banned"] = lambda g, p, d: f"P{d[1]} can't move {_name(g, d[0])} this turn"


def ban_moves_this_turn(g: GameState, cid: int, player: int, by: int) -> None:
    """``by``'s effect: ``player`` can't move unit ``cid`` for the rest of the turn."""
    key = f"{_KEY}:{cid}"
    g.counts[key] = g.counts.get(key, 0) | (1 << player)
    g.counts[_KEY] = 1
    emit(g, "317.2.c", "move_banned", by, cid, player)


def may_move_unit(g: GameState, cid: int, player: int) -> bool:
    """Whether ``player`` may move unit ``cid`` now (a Standard Move or their effect's move)."""
    counts = g.counts
    if not counts or _KEY not in counts:
        return True
    return not counts.get(f"{_KEY}:{cid}", 0) >> player & 1
