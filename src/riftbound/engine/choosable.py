"""Units that can't be chosen by enemy spells and abilities (Akali, Silent; Twilight Shroud).

"Choosing" a unit is targeting it (355.5): a unit that can't be chosen by a player's spells and
abilities is not offered as a target of theirs, and a unit chosen earlier that can't be chosen any
more is an illegal target as the spell or ability resolves (359.3.e.2 and its Akali example in
359.3.e.5). Two sources of the restriction, both only against players of another team (the
unit's enemies, 489.8.e):

- a unit's own passive, its card's answer to :data:`QUESTION`: function(game, unit) -> whether
  it can't be chosen now (364.3: "unless I'm in combat" is read whenever it matters);
- an effect "it can't be chosen by enemy spells and abilities this turn" (317.2.c), a per-turn fact
  about the object (:func:`protect_this_turn`), gone if it leaves the board (124.1).

The targeting code of the effects layer asks :func:`choosable` beside its selector.
"""

from __future__ import annotations

from typing import Final

from ..log_text import TEMPLATES, _name
from ..state import GameState, Unit
from .core import emit
from .primitives import OBJECT_FACTS

__all__ = ["QUESTION", "choosable", "protect_this_turn"]

QUESTION: Final = "target:protected"
_KEY: Final = "unchoosable"
OBJECT_FACTS.add(_KEY)

TEMPLATES["unchoosable"] = lambda g, p, d: (f"{_name(g, d[0])} can't be chosen by enemy spells and "
                                            "abilities this turn")


def choosable(g: GameState, player: int, u: Unit) -> bool:
    """Whether ``player``'s spells and abilities may choose unit ``u`` now."""
    if g.team_of[u.controller] == g.team_of[player]:
        return True
    if g.counts and g.counts.get(f"{_KEY}:{u.cid}"):
        return False
    table = g.index.answers.get(QUESTION)
    if table is None:
        return True
    fn = table.get(g.cards[u.cid].id)
    return fn is None or not fn(g, u)


def protect_this_turn(g: GameState, u: Unit, player: int) -> None:
    """``player``'s effect: ``u`` can't be chosen by enemy spells and abilities this turn."""
    g.counts[f"{_KEY}:{u.cid}"] = 1
    emit(g, "317.2.c", "unchoosable", player, u.cid)
