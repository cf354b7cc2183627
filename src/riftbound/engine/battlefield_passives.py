"""Battlefield passives read by the rules about the units there (364.1; a battlefield's passive
applies whoever controls it).

- "Units here have [Ganking]" (Windswept Hillock): the index question "keywords:here", read by
  :func:`riftbound.engine.passives.has_ganking` (810).
- "Units can't move from here to base" (Vilemaw's Lair): the question "move:not_to_base". Such a
  unit is offered no Standard Move to base; an effect that would move it there still has base as a
  valid destination as it is played, but the move is ignored as it resolves (359.3.e.6 and its
  Vilemaw's Lair example). A recall is not a move (455) and still happens.
- A unit's own "I can't move to base" (Determined Sentry, 364.3): the question "move:never_to_base",
  read by the same function wherever the unit is.
"""

from __future__ import annotations

from typing import Any

from ..state import GameState, Unit

__all__ = ["has_keyword_here", "may_move_to_base"]


def _answer(g: GameState, loc: int, question: str) -> Any:
    """The answer of the card of the battlefield at ``loc`` to ``question`` (None in a base)."""
    if loc < 0 or question not in g.index.answers:
        return None
    cid = g.battlefields[loc].cid
    return None if cid < 0 else g.index.get(question, g.cards[cid].id)


def has_keyword_here(g: GameState, u: Unit, keyword: str) -> bool:
    """Rule 364.1: whether the battlefield the unit is at gives units there ``keyword``."""
    given = _answer(g, u.loc, "keywords:here")
    return given is not None and keyword in given


def may_move_to_base(g: GameState, u: Unit) -> bool:
    """Rules 359.3.e.6, 449.1, 364.3: whether the unit may move from where it is to its base (its
    battlefield's passive or its own may forbid it)."""
    if _answer(g, u.loc, "move:not_to_base"):
        return False
    own = g.index.answers.get("move:never_to_base")
    if own is not None and own.get(g.cards[u.cid].id):
        return False
    anyone = g.index.answers.get("move:nobody_to_base")  # a unit's passive on every unit (364.1)
    return anyone is None or not any(anyone.get(g.cards[o.cid].id) for o in g.units.values())
