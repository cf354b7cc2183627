"""Prevent (437): "prevent the next N damage that would be dealt to it this turn".

A Prevent Value is tracked on the unit for the turn (a per-turn fact of the object, gone when it
leaves the board, 124.1): the damage of the next Deal to it, Bonus Damage included (437.1.a.1), is
reduced by it, never below 0, and the value by the amount prevented (437.2-437.3); at 0 the effect
ends (437.3.a). Damage wholly prevented is not dealt at all (437.4). Combat damage is assigned with
the value counted in what is lethal (437.5, 437.5.a) and prevented as it is dealt.
"""

from __future__ import annotations

from typing import Final

from ..log_text import TEMPLATES, _name
from ..state import GameState
from .core import emit
from .primitives import DAMAGE_FILTERS, OBJECT_FACTS

__all__ = ["prevent_next", "prevent_next_time", "prevent_value", "prevented"]

PREVENT: Final = "prevent"
OBJECT_FACTS.add(PREVENT)
PREVENT_ONCE: Final = "prevent_once"
OBJECT_FACTS.add(PREVENT_ONCE)
#: the Prevent Value "All" (437.1.b.1.b) where a number is summed (lethal damage, 437.5.b)
ALL: Final = 10 ** 6
TEMPLATES["prevent"] = lambda g, p, d: (f"the next {d[1]} damage to {_name(g, d[0])} this turn will be "
                                        "prevented")
TEMPLATES["prevented"] = lambda g, p, d: f"{d[1]} damage to {_name(g, d[0])} is prevented"
TEMPLATES["prevent_once"] = lambda g, p, d: (f"the next damage to {_name(g, d[0])} this turn will be "
                                             "prevented")


def prevent_value(g: GameState, cid: int) -> int:
    """The Prevent Value tracked on unit ``cid`` this turn (0: none; :data:`ALL` added while the
    whole of its next damage is to be prevented)."""
    if not g.counts:
        return 0
    return g.counts.get(f"{PREVENT}:{cid}", 0) + (ALL if f"{PREVENT_ONCE}:{cid}" in g.counts else 0)


def prevent_next(g: GameState, cid: int, n: int, player: int) -> None:
    """Rule 437.1.b.1: the next ``n`` damage that would be dealt to unit ``cid`` this turn is
    prevented (a second such effect adds its value)."""
    key = f"{PREVENT}:{cid}"
    g.counts[key] = g.counts.get(key, 0) + n
    emit(g, "437.1", "prevent", player, cid, n)


def prevent_next_time(g: GameState, cid: int, player: int) -> None:
    """Rules 437.1.b.1.b, 437.1.b.2: all of the next damage that would be dealt to unit ``cid`` this
    turn is prevented, once (a per-turn fact of the unit)."""
    g.counts[f"{PREVENT_ONCE}:{cid}"] = 1
    emit(g, "437.1.b.2", "prevent_once", player, cid)


def prevented(g: GameState, cid: int, amount: int) -> int:
    """Rules 437.2-437.3: the damage still dealt of ``amount`` that would be dealt to unit ``cid``,
    the tracked value reduced by what is prevented. A "next time" prevention takes all of it and
    expires (437.1.b.2), the tracked value untouched."""
    once = f"{PREVENT_ONCE}:{cid}"
    if amount > 0 and g.counts and once in g.counts:
        del g.counts[once]
        emit(g, "437.2", "prevented", None, cid, amount)
        return 0
    value = g.counts.get(f"{PREVENT}:{cid}", 0) if g.counts else 0
    if value <= 0 or amount <= 0:
        return amount
    stopped = min(value, amount)
    left = value - stopped
    key = f"{PREVENT}:{cid}"
    if left > 0:
        g.counts[key] = left
    else:
        del g.counts[key]  # 437.3.a: the effect expires
    emit(g, "437.2", "prevented", None, cid, stopped)
    return amount - stopped


DAMAGE_FILTERS.append(prevented)
