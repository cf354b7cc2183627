"""A unit or gear changing controller (rules 188-192, 127): "take control of it", "they gain control
of this", and "lose control of that unit and recall it at end of turn".

Control and ownership are apart (127.1, 191.3): the new controller makes the decisions about the
permanent and its abilities from now on, while a card that leaves the board still goes to its
OWNER's trash, hand or deck (the engine's zone changes read ``g.owner``, never the controller).
Abilities already on the chain keep their controller (191.4.b). A change of control is no move and
no play, and fires no event of its own; a recall that goes with it is no move either (455-456).

A unit whose controller changes while it is at a battlefield is there, for its new controller, as
if it had just become present: it applies Contested unless the battlefield is already contested or
its new controller controls it (190.3.a-a.1, 450; ruling 104). The next cleanup then does the rest
as for any arrival: a combat where opposing units are (323.9), else a showdown and a conquer
(323.8); during a combat there, the unit takes its new controller's designation (323.2.a-b), and
its abilities for that side trigger then, its first time with it in the combat (383.4.e-f); back on
its first side, they don't trigger again: each designation is checked once per combat
(383.4.e.2.a, 383.4.f.2.a; the showdown keeps the pairs checked).

"At end of turn" is a time of the turn (390.2): the loss of control is a delayed triggered ability
that goes on the chain in the Ending Step (317.1.a) under the player who took control, the unit its
subject. It is not generated once the Ending Phase has begun (359.3.e.16). The unit must still be
the same object (124.1: one that left the board and came back is a new one); its control goes back
to the player it was taken from, or, if that player has left the game, to its owner (ruling 104).
Kept in the turn's counts like :mod:`.death_watch`: ``ctlw:<controller>:<source>:<unit>:<back to>``
whose value is the object's number ``ctlw_obj:<unit>`` (an object fact, gone with the object).
"""

from __future__ import annotations

from typing import Final

from ..log_text import TEMPLATES, _name
from ..state import GameState, Gear, Unit, base_of
from .core import emit
from .events import EVENT_WATCHES, WATCHING
from .primitives import OBJECT_FACTS, recall
from .units import contest

__all__ = ["gain_control", "give_back", "lose_control_at_end_of_turn", "returns_to"]

_REC: Final = "ctlw:"
_OBJ: Final = "ctlw_obj"
_SERIAL: Final = "ctlw_serial"
_BACK: Final = "ctlw_back:"  # "ctlw_back:<source>:<unit>" -> the seat control goes back to, once triggered
_BACK_OBJ: Final = "ctlw_backobj:"  # "ctlw_backobj:<source>:<unit>" -> the object number it waits for
OBJECT_FACTS.add(_OBJ)

TEMPLATES.update({
    "gain_control": lambda g, p, d: f"P{p} gains control of {_name(g, d[0])} (from P{d[1]})",
    "control_back": lambda g, p, d: f"P{p} loses control of {_name(g, d[0])}: P{d[1]} controls it again",
    "control_watch": lambda g, p, d: (f"P{p}'s {_name(g, d[0])} will give {_name(g, d[1])} back at the "
                                      "end of this turn"),
})


def gain_control(g: GameState, obj: Unit | Gear, player: int, rule: str, recall_it: bool = False,
                 stays: bool = True) -> bool:
    """``player`` becomes the controller of the unit or gear ``obj`` (191.3; its owner stays, 127.1);
    with ``recall_it`` it is then recalled to its new controller's base (455; no move, 456). A unit
    left at a battlefield contests it for its new controller (190.3.a.1, 450; ruling 104), unless
    ``stays`` is False: the same effect recalls it right after (an exhaust in between). Returns
    whether the controller changed."""
    old = obj.controller
    if old == player:
        if recall_it:
            _recall(g, obj)
        return False
    obj.controller = player
    g.quiet = None  # a unit changed: the cleanup looks again (state.GameState.quiet)
    emit(g, rule, "gain_control", player, obj.cid, old)
    if recall_it:
        _recall(g, obj)
    elif stays and isinstance(obj, Unit) and obj.loc >= 0:
        contest(g, obj.loc, player)
    return True


def _recall(g: GameState, obj: Unit | Gear) -> None:
    """Rule 455: to its controller's base, if it is not there already."""
    home = base_of(obj.controller)
    if obj.loc == home:
        return
    if isinstance(obj, Unit):
        recall(g, obj)
    else:  # a gear: an attached one is where its unit is (719.3.a) and is not recalled alone
        if obj.attached_to is None:
            obj.loc = home
            g.quiet = None
            emit(g, "455", "recall", obj.controller, obj.cid)


def lose_control_at_end_of_turn(g: GameState, controller: int, source: int, unit: Unit,
                                back_to: int) -> bool:
    """Rule 390.2: ``controller``'s delayed ability of card ``source``: at the end of this turn
    (317.1.a) they lose control of ``unit`` (this object), which goes back to ``back_to``, and it is
    recalled. Not generated once the Ending Phase has begun (359.3.e.16); returns whether it was."""
    if g.phase == "ending":
        emit(g, "359.3.e.16", "delayed_not_generated", controller, source)
        return False
    key = f"{_OBJ}:{unit.cid}"
    obj = g.counts.get(key)
    if obj is None:
        obj = g.counts[_SERIAL] = g.counts.get(_SERIAL, 0) + 1
        g.counts[key] = obj
    rec = f"{_REC}{controller}:{source}:{unit.cid}:{back_to}"
    g.counts[rec] = obj
    g.counts[WATCHING] = g.counts.get(WATCHING, 0) + 1
    emit(g, "390.2", "control_watch", controller, source, unit.cid)
    return True


def _at_end_of_turn(g: GameState, kind: str, player: int,
                    subject: int | tuple[int, ...] | None) -> list[tuple]:
    """Rule 317.1.a: in the Ending Step each waiting loss of control triggers, under the player who
    took control (if still in the game), the unit its subject; it is forgotten (it triggers once)."""
    if kind != "ending":
        return []
    out: list[tuple] = []
    for k in sorted(k for k in g.counts if k.startswith(_REC)):
        ctrl, source, unit, back = (int(x) for x in k[len(_REC):].split(":"))
        obj = g.counts.pop(k)
        g.counts[WATCHING] -= 1
        if g.players[ctrl].alive:
            g.counts[f"{_BACK}{source}:{unit}"] = back
            g.counts[f"{_BACK_OBJ}{source}:{unit}"] = obj
            out.append((ctrl, "delayed", [source], unit))
    if not g.counts.get(WATCHING):
        g.counts.pop(WATCHING, None)
    return out


def returns_to(g: GameState, source: int, unit: int) -> tuple[Unit, int] | None:
    """The unit the triggered loss of control of card ``source`` is about, if it is still that object
    on the board (124.1), with the seat its control goes back to; None otherwise. Read once: the
    record is forgotten."""
    back = g.counts.pop(f"{_BACK}{source}:{unit}", None)
    obj = g.counts.pop(f"{_BACK_OBJ}{source}:{unit}", None)
    u = g.units.get(unit)
    if back is None or u is None or g.counts.get(f"{_OBJ}:{unit}") != obj:
        return None
    if not g.players[back].alive:  # that player left the game: its owner (ruling 104)
        back = g.owner[unit]
    return u, back


def give_back(g: GameState, unit: Unit, loser: int, back_to: int) -> bool:
    """Rule 390.2 (its effect): ``loser`` loses control of ``unit``, which ``back_to`` controls again,
    then it is recalled to its controller's base (455). Control is lost only by the player who has
    it; the recall is done whoever controls it. Returns whether anything was done."""
    done = False
    if unit.controller == loser and back_to != loser:
        unit.controller = back_to
        g.quiet = None  # a unit changed: the cleanup looks again (state.GameState.quiet)
        emit(g, "390.2", "control_back", loser, unit.cid, back_to)
        done = True
    if unit.loc != base_of(unit.controller):
        recall(g, unit)
        done = True
    return done


EVENT_WATCHES.append(_at_end_of_turn)
