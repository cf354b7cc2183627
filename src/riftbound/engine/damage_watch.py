"""Delayed triggered abilities that wait, for the rest of the turn, for a unit to take damage (390.2):
"when any unit takes damage this turn, kill it" (Imperial Decree) and "kill it the next time it
takes damage this turn" (Noxian Guillotine).

A unit takes damage when damage is marked on it: by a Deal (417.1.b) or by combat damage (465.2.d,
all at once: the abilities of every damaged unit trigger together). Damage fully prevented is no
damage taken (417.1.e.1).

A waiting ability is a per-turn count of the game (``g.counts``, gone with the turn, 390.2):
``dmgw:<controller>:<source>:<unit>:<n>`` (``unit`` -1: any unit; ``n`` numbers the records), its
value the watched unit's object number (0 for any unit). An object number is kept for a unit while
it stays on the board (``dmgw_obj:<unit>``, an object fact, 124.1): a unit that left and came back
is a new object, and an ability watching the old one never triggers. When units take damage, each
waiting ability they meet goes on the chain under its controller as the source's ``"on:delayed"``
ability, the damaged unit its subject (``refs[0]``); one for a single unit ("the next time") then
ends. :func:`still_same_object` tells its effect whether "it" is still the object that took the
damage.
"""

from __future__ import annotations

from typing import Final

from ..state import GameState
from .core import emit, task
from .events import PLACE_TRIGGERS
from .primitives import DAMAGE_TAKEN, OBJECT_FACTS

__all__ = ["has_deferred", "still_same_object", "watch_damage"]

_REC: Final = "dmgw:"
_OBJ: Final = "dmgw_obj"
_SERIAL: Final = "dmgw_serial"
_HIT: Final = "dmgw_hit"
_PEND: Final = "dmgw_pend:"
OBJECT_FACTS.add(_OBJ)
OBJECT_FACTS.add(_HIT)


def _object_number(g: GameState, unit: int) -> int:
    key = f"{_OBJ}:{unit}"
    n = g.counts.get(key)
    if n is None:
        n = g.counts.get(_SERIAL, 0) + 1
        g.counts[_SERIAL] = n
        g.counts[key] = n
    return n


def watch_damage(g: GameState, controller: int, source: int, unit: int = -1) -> None:
    """Rule 390.2: create ``controller``'s delayed ability of ``source`` for this turn: when
    ``unit`` (-1: any unit) next takes damage (any unit: every time)."""
    n = g.counts.get(_SERIAL, 0) + 1
    g.counts[_SERIAL] = n
    obj = _object_number(g, unit) if unit >= 0 else 0
    g.counts[f"{_REC}{controller}:{source}:{unit}:{n}"] = obj
    emit(g, "390.2", "damage_watch_created", controller, source, unit)


def still_same_object(g: GameState, unit: int) -> bool:
    """Whether ``unit`` is on the board as the object whose damage triggered the ability."""
    n = g.counts.get(f"{_HIT}:{unit}")
    return unit in g.units and n is not None and g.counts.get(f"{_OBJ}:{unit}") == n


def _damage_taken(g: GameState, cids: list[int], in_combat: bool) -> None:
    """Units ``cids`` have just taken damage: the waiting abilities they meet trigger (383.1); from
    combat damage they are put on the chain only after the Combat Cleanup (466.2's reminder), kept
    meanwhile as ``dmgw_pend:`` counts (:func:`has_deferred`, task ``combat_damage_triggers``)."""
    if not g.counts or _SERIAL not in g.counts:
        return
    recs = [k for k in g.counts if k.startswith(_REC)]
    if not recs:
        return
    batches: list[tuple] = []
    for cid in cids:
        for k in recs:
            if k not in g.counts:
                continue
            ctrl, source, unit, _ = (int(x) for x in k[len(_REC):].split(":"))
            if unit >= 0 and (unit != cid or g.counts.get(f"{_OBJ}:{cid}") != g.counts[k]):
                continue
            if not g.players[ctrl].alive:
                continue
            g.counts[f"{_HIT}:{cid}"] = _object_number(g, cid)
            batches.append((ctrl, "delayed", [source], cid))
            if unit >= 0:
                del g.counts[k]  # "the next time": it has come
    if batches and in_combat:
        for ctrl, _, (source,), cid in batches:
            n = g.counts.get(_SERIAL, 0) + 1
            g.counts[_SERIAL] = n
            g.counts[f"{_PEND}{ctrl}:{source}:{cid}:{n}"] = 1
        return
    _place(g, batches)


def has_deferred(g: GameState) -> bool:
    """Whether abilities combat damage triggered wait to be put on the chain."""
    return _SERIAL in g.counts and any(k.startswith(_PEND) for k in g.counts)


@task("combat_damage_triggers")
def _combat_damage_triggers(g: GameState) -> None:
    """Rules 466.1-466.2: after the Combat Cleanup, the abilities combat damage triggered go on the
    chain (and resolve before the combat's result)."""
    batches: list[tuple] = []
    for k in [k for k in g.counts if k.startswith(_PEND)]:
        ctrl, source, cid, _ = (int(x) for x in k[len(_PEND):].split(":"))
        del g.counts[k]
        batches.append((ctrl, "delayed", [source], cid))
    _place(g, batches)


def _place(g: GameState, batches: list[tuple]) -> None:
    if batches:
        order = g.turn_order
        k0 = order.index(g.turn_player) if g.turn_player in order else 0
        seq = order[k0:] + order[:k0]
        batches.sort(key=lambda b: seq.index(b[0]) if b[0] in seq else len(seq))
        PLACE_TRIGGERS[0](g, batches)


DAMAGE_TAKEN.append(_damage_taken)
