"""Continuous effects in layer order (rules 473-480).

A unit's Might and keywords are worked out from its printed traits by applying the effects on it
layer by layer (477), recurring until nothing changes (476):

1. Trait-altering effects (477.1): an effect that sets the base Might "this turn" (477.1.a.1) is
   kept on the unit as ``Unit.base_might`` and replaces the printed Might before any arithmetic.
   Of two such effects the later timestamp applies last (480.3), so only the latest is kept. It
   expires with the other "this turn" effects (317.2.c, in :mod:`.cleanup`).
2. Ability-altering effects (477.2): passives that grant keywords (the cards' answers to
   "keywords:own", and Shield or Assault Might through "might:own", :mod:`.passives`). A grant
   conditioned on the unit's own Might (Mighty, 708) is settled by recurring the layers
   (476.2-476.3): the Might computed without the grant decides whether it applies, then its
   keyword's arithmetic is added once (476.1), as in the rules' Fiora, Victorious example.
3. Arithmetic (477.3): the sum in :func:`riftbound.engine.units.might`. Limits of effects that are
   not passives are snapshotted as the effect applies (477.3.b), so increases and decreases
   (477.3.e) add up in any order.

``might()`` stays a plain sum for units with no such effect: layer 1 costs one attribute test, and
the Mighty recursion (:func:`mighty_before_grant`) only runs for cards whose passives ask it, and
only when the keyword matters.
"""

from __future__ import annotations

from typing import Final

from ..log_text import TEMPLATES
from ..state import GameState, Unit
from .core import emit
from .units import might

#: Might at which a unit is Mighty (708)
MIGHTY: Final = 5

TEMPLATES["base_might"] = lambda g, p, d: f"{g.cards[d[0]].name} has base Might {d[1]} this turn"


def set_base_might(g: GameState, u: Unit, value: int, player: int) -> None:
    """Rule 477.1.a.1: layer 1 sets the unit's base Might for this turn (a later effect replaces an
    earlier one, 480.3); buffs and other modifiers still add to it in the arithmetic layer."""
    u.base_might = value
    emit(g, "477.1.a.1", "base_might", player, u.cid, value)


#: cids whose Mighty-conditioned grants are being evaluated (the recursion of 476.2)
_settling: Final[set[int]] = set()


def mighty_before_grant(g: GameState, u: Unit) -> bool:
    """Rules 476.2-476.3, 708: whether the unit is Mighty by the layers applied without its own
    Mighty-conditioned grants (the pass in which those grants are checked). While they are being
    settled the grants give nothing (each effect applies only once, 476.1)."""
    if u.cid in _settling:
        return False
    _settling.add(u.cid)
    try:
        return might(g, u) >= MIGHTY
    finally:
        _settling.discard(u.cid)
