"""Continuous effects in layer order (rules 473-480).

A unit's Might and keywords are worked out from its printed traits by applying the effects on it
layer by layer (477), recurring until nothing changes (476):

1. Trait-altering effects (477.1): an effect that sets the base Might "this turn" (477.1.a.1) is
   kept on the unit as ``Unit.base_might`` and replaces the printed Might before any arithmetic.
   Of two such effects the later timestamp applies last (480.3), so only the latest is kept. It
   expires with the other "this turn" effects (317.2.c, in :mod:`.cleanup`).
2. Ability-altering effects (477.2): passives that grant keywords (``GANKING_WHEN``,
   ``DEFLECT_WHEN``, and Shield/Assault Might through ``OWN_MIGHT``). A grant conditioned on the
   unit's own Might (Mighty, 708) is settled by recurring the layers (476.2-476.3): the Might
   computed without the grant decides whether it applies, then its keyword's arithmetic is added
   once (476.1), as in the rules' Fiora, Victorious example.
3. Arithmetic (477.3): the sum in :func:`riftbound.engine.units.might`. Limits of effects that are
   not passives are snapshotted as the effect applies (477.3.b), so increases and decreases
   (477.3.e) add up in any order.

``might()`` stays a plain sum for units with no such effect: layer 1 costs one attribute test, and
the Mighty recursion only runs for cards registered here, and only when the keyword matters.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..log_text import TEMPLATES
from ..state import DEFENDER, GameState, Unit
from .core import emit
from .keywords import DEFLECT_WHEN
from .passives import GANKING_WHEN, OWN_MIGHT

#: Might at which a unit is Mighty (708)
MIGHTY = 5

TEMPLATES["base_might"] = lambda g, p, d: f"{g.cards[d[0]].name} has base Might {d[1]} this turn"


def set_base_might(g: GameState, u: Unit, value: int, player: int) -> None:
    """Rule 477.1.a.1: layer 1 sets the unit's base Might for this turn (a later effect replaces an
    earlier one, 480.3); buffs and other modifiers still add to it in the arithmetic layer."""
    u.base_might = value
    emit(g, "477.1.a.1", "base_might", player, u.cid, value)


#: cids whose Mighty-conditioned grants are being evaluated (the recursion of 476.2)
_settling: set[int] = set()


def mighty_before_grant(g: GameState, u: Unit) -> bool:
    """Rules 476.2-476.3, 708: whether the unit is Mighty by the layers applied without its own
    Mighty-conditioned grants (the pass in which those grants are checked). While they are being
    settled the grants give nothing (each effect applies only once, 476.1)."""
    from .units import might

    if u.cid in _settling:
        return False
    _settling.add(u.cid)
    try:
        return might(g, u) >= MIGHTY
    finally:
        _settling.discard(u.cid)


@dataclass(frozen=True)
class KeywordsWhileMighty:
    """Rules 477.2, 476.3, 708: while the unit is Mighty it has Deflect ``deflect`` (809), Ganking
    (810) and Shield ``shield`` (+N Might while a defender, 814); the Shield Might is added in the
    arithmetic layer after the grant is settled."""

    deflect: int = 0
    ganking: bool = False
    shield: int = 0

    def register(self, card_id: str) -> None:
        if self.shield:
            n = self.shield
            before = OWN_MIGHT.get(card_id)

            def shield(g: GameState, u: Unit) -> int:
                extra = before(g, u) if before is not None else 0
                if u.role != DEFENDER or u.cid in _settling:
                    return extra
                return extra + (n if mighty_before_grant(g, u) else 0)

            OWN_MIGHT[card_id] = shield
        if self.ganking:
            GANKING_WHEN[card_id] = _chain_bool(GANKING_WHEN.get(card_id), mighty_before_grant)
        if self.deflect:
            d = self.deflect
            old = DEFLECT_WHEN.get(card_id)
            DEFLECT_WHEN[card_id] = lambda g, u: ((d if mighty_before_grant(g, u) else 0)
                                                  + (old(g, u) if old is not None else 0))

    def describe(self) -> str:
        gains = ([f"Deflect {self.deflect}"] if self.deflect else []) + (
            ["Ganking"] if self.ganking else []) + ([f"Shield {self.shield}"] if self.shield else [])
        return f"While it has {MIGHTY} or more Might it has {', '.join(gains)}."


def _chain_bool(old: Callable[[GameState, Unit], bool] | None,
                new: Callable[[GameState, Unit], bool]) -> Callable[[GameState, Unit], bool]:
    if old is None:
        return new
    return lambda g, u: old(g, u) or new(g, u)
