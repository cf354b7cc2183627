"""Delayed triggered abilities that wait, for the rest of the turn, for one unit to die (390.2):
"deal 4 to a unit ... When it dies this turn, channel 1 rune exhausted" (Siphoning Strike).

The ability is created as its spell or ability resolves (:func:`watch_death`) and triggers when
that unit dies later this turn, by any cause (damage in a cleanup, a kill, combat): it goes on the
chain under its creator's control as the source card's ``"on:delayed"`` ability, the dead unit its
subject, placed together with the other abilities that death triggers (383.3.d; events.fire asks
:data:`~.events.EVENT_WATCHES`), so after the dead unit's own Deathknell (428.1.a.1.b, 808.1.d.2:
it answers the death's "friendly_dies" event, which every unit's death fires after its "die"). It
triggers once: the unit is gone. A unit that leaves the board another way and comes back is a new
object (124.1) the ability no longer waits for; a death replaced (370.1.a.1) is no death.

Kept in the turn's counts (gone with the turn, 390.2): ``dthw:<controller>:<source>:<unit>`` whose
value is the watched object's number, the object number ``dthw_obj:<unit>`` (an object fact, gone
when it leaves the board), and the total :data:`~.events.WATCHING` of waiting abilities of every
kind. Just before units die (:data:`~.primitives.LEAVING`) each watched one's number is noted
(``dthw_dying:<unit>``), read by its death event.
"""

from __future__ import annotations

from typing import Final

from ..log_text import TEMPLATES
from ..state import GameState, Unit
from .core import emit
from .events import EVENT_WATCHES, WATCHING
from .primitives import LEAVING, OBJECT_FACTS

__all__ = ["watch_death"]

_REC: Final = "dthw:"
_OBJ: Final = "dthw_obj"
_DYING: Final = "dthw_dying"
_SERIAL: Final = "dthw_serial"
OBJECT_FACTS.add(_OBJ)

TEMPLATES["death_watch"] = lambda g, p, d: (
    f"P{p}'s {g.cards[d[0]].name} waits this turn for {g.cards[d[1]].name} to die")


def watch_death(g: GameState, controller: int, source: int, unit: int) -> None:
    """Rule 390.2: ``controller``'s delayed ability of card ``source``: when ``unit`` (on the board
    now, as this object) dies this turn."""
    key = f"{_OBJ}:{unit}"
    obj = g.counts.get(key)
    if obj is None:
        obj = g.counts[_SERIAL] = g.counts.get(_SERIAL, 0) + 1
        g.counts[key] = obj
    rec = f"{_REC}{controller}:{source}:{unit}"
    if rec in g.counts and g.counts[rec] == obj:
        rec += f":{g.counts.get(_SERIAL, 0)}"  # a second one of the same source: its own record
        g.counts[_SERIAL] = g.counts.get(_SERIAL, 0) + 1
    g.counts[rec] = obj
    g.counts[WATCHING] = g.counts.get(WATCHING, 0) + 1
    emit(g, "390.2", "death_watch", controller, source, unit)


def _noting(g: GameState, units: list[Unit]) -> None:
    """Units about to die: the object number of each watched one, for its death event."""
    counts = g.counts
    if not counts or _SERIAL not in counts:
        return
    for u in units:
        obj = counts.get(f"{_OBJ}:{u.cid}")
        if obj is not None:
            counts[f"{_DYING}:{u.cid}"] = obj


def _on_death(g: GameState, kind: str, player: int, subject: int | tuple[int, ...] | None) -> list[tuple]:
    """Rule 390.2: a watched unit died: each ability waiting for this object triggers, under its
    controller (if still in the game), once; not with the unit's own death abilities, which go on
    the chain first (428.1.a.1.b), but with the others its death triggers."""
    if kind != "friendly_dies" or not isinstance(subject, int):
        return []
    obj = g.counts.pop(f"{_DYING}:{subject}", None)
    if obj is None:
        return []
    out: list[tuple] = []
    for k in sorted(k for k in g.counts if k.startswith(_REC)):
        ctrl, source, unit = (int(x) for x in k[len(_REC):].split(":")[:3])
        if unit != subject or g.counts[k] != obj:
            continue
        del g.counts[k]
        g.counts[WATCHING] -= 1
        if g.players[ctrl].alive:
            out.append((ctrl, "delayed", [source], subject))
    if not g.counts.get(WATCHING):
        g.counts.pop(WATCHING, None)
    return out


LEAVING.append(_noting)
EVENT_WATCHES.append(_on_death)
