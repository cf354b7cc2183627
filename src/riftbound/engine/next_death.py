"""Delayed replacements on one unit's next death this turn (rules 390.3, 367-373): "the next time
it would die this turn, heal it, exhaust it and recall it instead".

A resolved spell or ability leaves such an effect behind on a unit (the spell is in the trash by
the time it applies). It belongs to that object: it is kept in the turn's counts (``g.counts``, so
clones, game keys and positions carry it) as ``"next_death:<cid>"``, the number of such effects
waiting on the unit, and is forgotten when the unit leaves the board, since a unit that comes back
is a new object (124.1; :data:`~.primitives.OBJECT_FACTS`). It expires with the other "this turn"
effects in the Expiration Step (317.2.c, :func:`expire_next_death`, called by :mod:`.cleanup`).

:func:`~.primitives.kill` asks it before a unit dies (370.1.c), through :mod:`.death_replacements`
(which also orders it with the other replacements of that death, 372): applied, the death is
replaced (370.1.a.1: so is the kill that caused it) and one effect is used up (370.2, "the next
time"); the unit is healed (418), exhausted (414) and recalled (455, not a move) at once, before
the deaths that happen together with it (373.1.a). Two such effects on the same unit do the same
thing, so they are one option there, not two; a cost paid by a kill that is replaced is still paid
(357.2.a).
"""

from __future__ import annotations

from typing import Final

from ..log_text import TEMPLATES, _name
from ..state import GameState, Unit, base_of
from .core import emit
from .primitives import OBJECT_FACTS, recall

__all__ = ["KIND", "expire_next_death", "heal_exhaust_recall", "replace_next_death", "replace_now", "waiting"]

#: the per-turn fact kind (``"next_death:<cid>"`` keys of ``g.counts``)
KIND: Final = "next_death"
OBJECT_FACTS.add(KIND)


def replace_next_death(g: GameState, u: Unit, player: int) -> None:
    """Rule 390.3: ``player``'s resolved effect makes unit ``u``'s next death this turn be replaced
    by healing, exhausting and recalling it."""
    key = f"{KIND}:{u.cid}"
    g.counts[key] = g.counts.get(key, 0) + 1
    emit(g, "390.3", "next_death_replaced", player, u.cid)


def waiting(g: GameState, cid: int) -> int:
    """How many such effects wait on unit ``cid`` this turn."""
    return g.counts.get(f"{KIND}:{cid}", 0)


def replace_now(g: GameState, u: Unit) -> None:
    """Rules 370.1.b, 370.2, 373.1.a: one effect waiting on the unit is used up, and the unit is
    healed, exhausted and recalled instead of dying."""
    key = f"{KIND}:{u.cid}"
    n = g.counts.get(key, 0)
    if n > 1:
        g.counts[key] = n - 1
    else:
        del g.counts[key]
    emit(g, "370.1.b", "death_replaced", u.controller, u.cid)
    heal_exhaust_recall(g, u)


def heal_exhaust_recall(g: GameState, u: Unit) -> None:
    """What such a replacement does instead (the words of several cards): the unit is healed
    (418.1), exhausted (414) and recalled (455: not a move; a combat designation goes in the next
    cleanup, 323.2)."""
    u.damage = 0
    g.quiet = None  # a unit changed: the cleanup looks again (state.GameState.quiet)
    emit(g, "418.1", "heal", u.controller, u.cid)
    u.exhausted = True
    emit(g, "414", "exhaust", u.controller, u.cid)
    if u.loc != base_of(u.controller):
        recall(g, u)


def expire_next_death(g: GameState) -> None:
    """Rule 317.2.c: the effects not used this turn expire with the other "this turn" effects."""
    if g.counts:
        for key in [k for k in g.counts if k.startswith(KIND + ":")]:
            del g.counts[key]


TEMPLATES.update({
    "next_death_replaced": lambda g, p, d: (f"the next time {_name(g, d[0])} would die this turn, it "
                                            "is healed, exhausted and recalled instead"),
    "death_replaced": lambda g, p, d: f"{_name(g, d[0])} would die: it is healed, exhausted and "
                                      "recalled instead",
    "heal": lambda g, p, d: f"{_name(g, d[0])} is healed",
})
