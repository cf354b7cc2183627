"""Replacements of a unit's death (rules 367-373), chosen by the player when there is a choice.

A unit about to die (370.1.c) may have several replacements that apply to its death: the delayed
"the next time it would die this turn" effects of :mod:`.next_death` (390.3), the passives of
objects whose abilities are active (368.1; a gear's "if a friendly unit would die, kill this
instead", a battlefield's "if a unit here would die ..."), and the effect text of an Equipment
attached to it (718.3, 724: "if I would die, kill this instead"). A card answers the index's
question ``"replace:die"`` (an active source) or ``"replace:die:attached"`` (an attached gear)
with an object having:

``may`` (bool)
    the replacement is optional (371.2): its affected unit's controller may decline it (371.2.a).
``applies(g, src, unit) -> bool``
    whether it applies to that death now (370.1), ``src`` the card instance it belongs to.
``cost(g, src, unit) -> (Energy, Power pips) | None``
    what applying it costs that player ("may pay [3] to ... instead"), None when nothing.
``instead(g, src, unit) -> None``
    what happens instead (370.1.b).

Each replacement here replaces the death entirely, so once one applies the others have nothing
left to replace (370.2). Which one applies is the choice of the unit's controller (372); when
several units die together, that player also chooses the order in which the replacements apply to
the deaths (373), each applied before the deaths that stay unreplaced (373.1.a), a replacement
applying to several of them only in one uninterrupted sequence (373.2, 373.2.a); different
players' choices are made in turn order (373.1). No choice is asked where there is none to make:
one mandatory replacement for a death, used by no other death of the batch, applies at once.

Waiting for the decision: a cleanup asks before its units die (:func:`ask_deaths`, then the
cleanup runs again with the answer applied); any other kill that needs a choice (a Kill
instruction, a cost) leaves the unit on the board, asks, and completes the death as the next task
(``die_now``) once the choices are made. The state of a batch of choices (declined optional
replacements, the sequence, 373.2) is kept in the turn's counts until its deaths are done.
"""

from __future__ import annotations

from typing import Any, Final

from ..log_text import TEMPLATES, _name
from ..state import GameState, Unit
from .attachment import detach_all
from .choices import EFFECT_COSTS, OFF_CHAIN, register_choice
from .contexts import PayEffect
from .core import decide, emit, push, task
from .events import sources
from .next_death import replace_now, waiting
from .payment import can_pay
from .primitives import DEATH_REPLACEMENTS, die_together, kill
from .units import might, pay_cost

__all__ = ["ATTACHED", "QUESTION", "ask_deaths", "end_batch", "kill_together", "options"]

#: the index questions a card's death replacement answers (an active source; an attached gear)
QUESTION: Final = "replace:die"
ATTACHED: Final = "replace:die:attached"
#: prefixes of the batch's state in ``g.counts``: declined (unit, key) pairs (371.2.b), keys
#: applied in this batch (373.2), and the last key applied
_DECLINED: Final = "death_declined:"
_SEQ: Final = "death_seq:"
_LAST: Final = "death_last"
_BATCH: Final = "death_batch"
#: the count marking a batch of deaths whose choices are being asked (cleared by :func:`end_batch`)
DEATH_BATCH: Final = _BATCH
#: the key of a unit's own waiting "next time it would die" effects (:mod:`.next_death`) is the
#: unit's own card number; the answer standing for them
NEXT_DEATH: Final[Any] = None


def _usable(g: GameState, unit: int, key: int) -> bool:
    """Not declined for this death (371.2.b), and not applied earlier in the batch in a sequence
    another replacement interrupted since (373.2, 373.2.a)."""
    c = g.counts
    if _BATCH not in c:
        return True
    if f"{_DECLINED}{unit}:{key}" in c:
        return False
    return f"{_SEQ}{key}" not in c or c.get(_LAST) == key


def _battlefield_sources(g: GameState) -> list[tuple[int, int]]:
    """The uncontrolled battlefields' cards (their passives apply too, 364.1; :func:`.events.sources`
    gives the controlled ones)."""
    return [(-1, b.cid) for b in g.battlefields if b.cid >= 0 and b.controller is None]


def options(g: GameState, u: Unit) -> list[tuple[int, Any]]:
    """The replacements that apply to ``u``'s death now, as (key, answer): the key is the card
    instance the replacement belongs to (the unit's own for its next-death effects)."""
    out: list[tuple[int, Any]] = []
    if g.counts and waiting(g, u.cid) and _usable(g, u.cid, u.cid):
        out.append((u.cid, NEXT_DEATH))
    answers = g.index.answers
    attached = answers.get(ATTACHED)
    if attached and g.gear:
        for x in g.gear.values():
            if x.attached_to == u.cid:
                a = attached.get(g.cards[x.cid].id)
                if a is not None and _fits(g, a, x.cid, u):
                    out.append((x.cid, a))
    table = answers.get(QUESTION)
    if table:
        seen = {k for k, _a in out}
        for _ctrl, cid in [*sources(g), *_battlefield_sources(g)]:
            a = table.get(g.cards[cid].id)
            if a is not None and cid not in seen and _fits(g, a, cid, u):
                seen.add(cid)
                out.append((cid, a))
    return out


def _fits(g: GameState, a: Any, src: int, u: Unit) -> bool:
    """It applies, is usable in this batch, and its cost (if any) can be paid (a "may pay" the
    player can't pay can only be declined, so it is not offered)."""
    if not _usable(g, u.cid, src) or not a.applies(g, src, u):
        return False
    cost = a.cost(g, src, u)
    return cost is None or can_pay(g, u.controller, *cost)


def _needing(g: GameState, units: list[Unit]) -> dict[int, list[tuple[Unit, list[tuple[int, Any]]]]]:
    """By player: the deaths among ``units`` whose replacement needs that player's choice (372,
    373): several apply, or an optional one, or one that applies to another of these deaths too."""
    opts = [(u, options(g, u)) for u in units]
    keys: dict[int, int] = {}
    for _u, o in opts:
        for k, _a in o:
            keys[k] = keys.get(k, 0) + 1
    out: dict[int, list[tuple[Unit, list[tuple[int, Any]]]]] = {}
    for u, o in opts:
        if o and (len(o) > 1 or o[0][1] is not NEXT_DEATH and o[0][1].may
                  or any(keys[k] > 1 for k, _a in o)):
            out.setdefault(u.controller, []).append((u, o))
    return out


def ask_deaths(g: GameState, units: list[Unit], resume: tuple[tuple, ...]) -> bool:
    """Before ``units`` die together: if a player has a choice about replacing their deaths (372,
    373; turn order between players, 373.1), ask the first such choice and queue ``resume`` (what
    goes on once it is answered and applied) and return True; False when nothing is to be asked."""
    if not units or not (g.counts or QUESTION in g.index.answers or ATTACHED in g.index.answers):
        return False
    need = _needing(g, units)
    if not need:
        return False
    order = g.turn_order
    k = order.index(g.turn_player) if g.turn_player in order else 0
    player = next(p for p in order[k:] + order[:k] if p in need)
    g.counts[_BATCH] = 1
    push(g, *resume)
    events = need[player]
    if len(events) > 1:  # 373: which death a replacement applies to first
        decide(g, player, "choose_card", ("death_event",))
    else:
        _ask_for(g, player, *events[0])
    return True


def _ask_for(g: GameState, player: int, u: Unit, opts: list[tuple[int, Any]]) -> None:
    """The replacement of ``u``'s death its controller applies (372): with one mandatory, it
    applies; with one optional, whether to (paying its cost, 371.2.a); with several, which."""
    if len(opts) == 1:
        key, a = opts[0]
        if a is NEXT_DEATH or not a.may:
            _apply(g, player, u, key, a)
            return
        if a.cost(g, key, u) is not None:
            decide(g, player, "pay", PayEffect("death_pay", key, u.cid))
            return
    decide(g, player, "choose_card", ("death_replacement", u.cid))


def _apply(g: GameState, player: int, u: Unit, key: int, a: Any) -> None:
    """Apply the replacement ``key`` to ``u``'s death (370.1.b), noted for 373.2's sequence."""
    c = g.counts
    if _BATCH in c:
        c[f"{_SEQ}{key}"] = 1
        c[_LAST] = key
    waited = ("die_now", u.cid)
    if waited in g.tasks:  # 370.1.a.1: the kill that waited for this choice is replaced with it
        g.tasks.remove(waited)
        if not any(t[0] == "die_now" for t in g.tasks):
            end_batch(g)
    for i, t in enumerate(g.tasks):  # likewise its part in kills that wait together
        if t[0] == "die_together" and u.cid in t[1]:
            g.tasks[i] = ("die_together", tuple(c for c in t[1] if c != u.cid))
    if a is NEXT_DEATH:
        replace_now(g, u)
        return
    emit(g, "372", "death_replaced_by", player, u.cid, key)
    a.instead(g, key, u)


def _decline(g: GameState, player: int, u: Unit, keys: list[int]) -> None:
    """371.2.b: the optional replacements ``keys`` are not applied to this death."""
    for key in keys:
        g.counts[f"{_DECLINED}{u.cid}:{key}"] = 1
        emit(g, "371.2.b", "death_replacement_declined", player, u.cid, key)


def end_batch(g: GameState) -> None:
    """The batch's deaths are done: forget its declines and sequence (371.2.b, 373.2)."""
    c = g.counts
    if _BATCH in c:
        for key in [k for k in c if k.startswith((_DECLINED, _SEQ)) or k == _LAST]:
            del c[key]
        del c[_BATCH]


# --- the decisions -----------------------------------------------------------------------------------

def _events(g: GameState, player: int, ctx: tuple) -> list[int]:
    """373: the player's units whose death still waits for their choice (dying: lethal damage
    in a cleanup, or a kill waiting in ``die_now``)."""
    dying = [u for u in g.units.values() if u.controller == player and _dying(g, u)]
    return sorted(u.cid for u, _o in _needing(g, dying).get(player, []))


def _dying(g: GameState, u: Unit) -> bool:
    """Its kill waits for a choice (the kills of an instruction, when some wait), or else it has
    lethal damage (a cleanup's, 323.5, 142.4.b)."""
    waiting_kills = [t for t in g.tasks if t[0] in ("die_now", "die_together")]
    if waiting_kills:
        return any(t[1] == u.cid if t[0] == "die_now" else u.cid in t[1] for t in waiting_kills)
    return bool(u.damage) and u.damage >= might(g, u)


@task("death_event", "p", "ci")
def _death_event(g: GameState, player: int, card: int) -> None:
    """373: the death the player deals with first; then which replacement applies to it."""
    u = g.units.get(card)
    if u is not None:
        opts = options(g, u)
        if opts:
            _ask_for(g, player, u, opts)


def _replacement_options(g: GameState, player: int, ctx: tuple) -> list[int]:
    """372: the replacements that apply to the unit's death (their cards: the gear, the
    battlefield, the unit itself for its next-death effects); -1 (none) when all are optional."""
    u = g.units.get(ctx[1])
    if u is None:
        return []
    opts = options(g, u)
    out = [k for k, _a in opts]
    if opts and all(a is not NEXT_DEATH and a.may for _k, a in opts):
        out.append(-1)
    return out


@task("death_replacement", "p", "c", "ci")
def _death_replacement(g: GameState, player: int, unit: int, card: int) -> None:
    """372: the chosen replacement applies (an optional one with a cost: its payment is asked,
    371.2.a); -1 declines every optional one (371.2.b)."""
    u = g.units.get(unit)
    if u is None:
        return
    opts = dict(options(g, u))
    if card < 0:
        _decline(g, player, u, list(opts))
        return
    if card not in opts:
        return
    a = opts[card]
    if a is not NEXT_DEATH and a.may and a.cost(g, card, u) is not None:
        decide(g, player, "pay", PayEffect("death_pay", card, u.cid))
        return
    _apply(g, player, u, card, a)


def _pay_cost(g: GameState, src: int, unit: int) -> tuple[int, tuple] | None:
    """The cost of the optional replacement of ``src`` for ``unit``'s death (357)."""
    u = g.units.get(unit)
    a = dict(options(g, u)).get(src) if u is not None else None
    return a.cost(g, src, u) if a is not None else None


@task("death_pay", "p", "c", "n", "b", "cs", "cs")
def _death_pay(g: GameState, player: int, src: int, unit: int, paid: bool,
               exhaust: tuple[int, ...], recycle: tuple[int, ...], keep: tuple = ()) -> None:
    """371.2.a, 357: paid, the replacement applies; declined, it is not applied (371.2.b)."""
    u = g.units.get(unit)
    if u is None:
        return
    a = dict(options(g, u)).get(src)
    if a is None:
        return
    if not paid:
        _decline(g, player, u, [src])
        return
    energy, reqs = a.cost(g, src, u)
    pay_cost(g, player, energy, reqs, exhaust, recycle, keep)
    emit(g, "357", "death_replacement_paid", player, u.cid, src)
    _apply(g, player, u, src, a)


def kill_together(g: GameState, units: list[Unit]) -> None:
    """Rule 370.1.a.2: units one instruction kills die together, none seeing the others' deaths
    from the board (383.2.c.2). If their controllers have choices about replacing those deaths
    (373), they are asked first and the deaths complete together as the next task
    (``die_together``). One unit dies alone (its own choices: ``die_now``, 372)."""
    if len(units) == 1:
        kill(g, units[0])
    elif len(units) > 1 and not ask_deaths(g, units, (("die_together", tuple(u.cid for u in units)),)):
        _kill_all(g, units)


def _kill_all(g: GameState, units: list[Unit]) -> None:
    """370.1.a.2, 383.2.c.2: the units die together unless a replacement applies (370.1.c); their
    deaths' events fire once all have left the board, then their attachments fall off (719.5)."""
    for u in die_together(g, units):  # 428.1.a.1.b: their own death abilities before the trash
        detach_all(g, u)  # 719.5


@task("die_together", "cs")
def _die_together(g: GameState, cids: tuple[int, ...]) -> None:
    """Kills that waited for their replacement choices (373) complete together: the units still
    on the board die unless a replacement applies (373.1.a: those replaced first), none seeing the
    others' deaths from the board (383.2.c.2)."""
    units = [g.units[c] for c in cids if c in g.units]
    if ask_deaths(g, units, (("die_together", cids),)):
        return
    _kill_all(g, units)
    end_batch(g)


@task("die_now", "c")
def _die_now(g: GameState, cid: int) -> None:
    """A kill that waited for its replacement choices (372) completes: the unit, if still on the
    board, dies unless a replacement applies."""
    u = g.units.get(cid)
    if u is not None:
        kill(g, u)
    end_batch(g)


def _replaced(g: GameState, u: Unit) -> bool:
    """:data:`~.primitives.DEATH_REPLACEMENTS`: whether ``u``'s death is replaced now (370.1.c) or
    waits for its controller's choice (372: asked, the kill completing as ``die_now``)."""
    if not (g.counts or QUESTION in g.index.answers or ATTACHED in g.index.answers):
        return False
    opts = options(g, u)
    if not opts:
        return False
    if not _needing(g, [u]):
        (key, a), = opts
        _apply(g, u.controller, u, key, a)
        return True
    if ("die_now", u.cid) in g.tasks:  # its choice is being asked already
        return True
    if g.pending is not None:
        push(g, ("die_now", u.cid))  # asked once what is pending now is answered
        return True
    return ask_deaths(g, [u], (("die_now", u.cid),))


DEATH_REPLACEMENTS.append(_replaced)
EFFECT_COSTS["death_pay"] = _pay_cost
OFF_CHAIN.update(("death_pay", "death_event", "death_replacement"))
register_choice("death_event", _events, (
    "several of {p}'s units would die together: {p} chooses the death a replacement applies to "
    "first (373)"))
register_choice("death_replacement", _replacement_options, (
    "{card} would die: {p} chooses which replacement applies to its death (the card it belongs "
    "to), or none of the optional ones (372, 371.2)"))

TEMPLATES.update({
    "death_replaced_by": lambda g, p, d: (f"{_name(g, d[0])} would die: {_name(g, d[1])}'s "
                                          "replacement applies instead"),
    "death_replacement_declined": lambda g, p, d: (f"{_name(g, d[0])} would die: the optional "
                                                   f"replacement of {_name(g, d[1])} is declined"),
    "death_replacement_paid": lambda g, p, d: (f"the cost of {_name(g, d[1])}'s replacement is "
                                               f"paid for {_name(g, d[0])}"),
})
