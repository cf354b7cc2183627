"""Discounts on optional additional costs: "optional additional costs you pay cost one Energy or one
Power of any domain less" (Ezreal, Prodigy; 356.2.b, 356.4.c, 356.4.c.1, 356.4.f, 356.4.f.1, 356.6).

A unit on the board whose card answers :data:`QUESTION` gives such discounts to the optional
additional costs a player pays (its answer: function(game, unit, player) -> how many discounts it
gives each of them). The optional additional costs that hold Energy or Power here are the
*components* of a card's total cost: ``"accelerate"`` (805.1.a: [1] and one Power of the unit's
domains), ``"extra"`` (a unit's or a spell's own optional Energy and Power, 356.2.b.1) and
``"repeat"`` (820.1.c.1). Every discount applies to each component as that component is added to
the total cost, before any other discount (356.4.c; their order among themselves doesn't matter,
356.4.c.1), and never below 0 (356.4.f, 356.6); the cost was paid all the same (356.4.f.1: paying
it is the decision to pay). A cost of discarding, killing, exhausting or spending XP holds no Energy
or Power, so there is nothing to take off.

Which of the two a discount takes off is its player's choice: a ``choose_card`` decision (purpose
``optional_discount``), asked once the optional costs are chosen and before the Energy of the total
cost is determined and paid (356, 357): -1 takes one Energy off, the card being played one Power
pip (the most restrictive pip, as for every "[A] less" here: engine/costs.py ``aura_power``). It is
asked only while the component still holds both Energy and Power: with one of them left, taking it
off is the only way the discount takes anything off, and the engine applies it (ruling 117). Options
are those that leave the total cost payable (355.16, 357.3). The choices are kept in the turn's
counts (:data:`PREFIX` ``<cid>:<component>`` = 1 + 8 x discounts decided + those taking Energy)
until the cost is paid (:func:`clear_choices`).

The module sits below the cost modules, which call :func:`discounted` as they add a component;
what a total cost is, per kind of card, they register in :data:`TOTALS`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from itertools import product
from typing import Any, Final

from ..log_text import TEMPLATES, _name
from ..state import GameState
from .choices import register_choice
from .core import decide, emit, push, task
from .index import QUESTIONS
from .payment import can_pay

__all__ = ["COMPONENTS", "PREFIX", "QUESTION", "TOTALS", "ask_discounts", "clear_choices", "discounted",
           "discounts_given", "every_choice", "payable_somehow", "repeat_totals"]

QUESTION: Final = "cost:optional_discount"
QUESTIONS[QUESTION] = ("function(game, unit, player) -> int: how many discounts of one Energy or one Power "
                       "of any domain this unit on the board gives each optional additional cost the "
                       "player pays (356.4.c; engine/optional_discounts.py)")

PREFIX: Final = "optional_discount:"

#: the components a discount applies to (see the module's docstring)
COMPONENTS: Final = ("accelerate", "extra", "repeat")

#: kind of card ("unit", "spell") -> function(game, cid, accelerate) -> its total cost now (Energy,
#: Power pips), as its cost module computes it (registered there)
TOTALS: Final[dict[str, Callable[[GameState, int, bool], tuple[int, tuple]]]] = {}

_STEP: Final = 8  # the counts' encoding: 1 + _STEP * decided + taken as Energy


def _player_of(g: GameState, cid: int) -> int:
    """Who is playing card ``cid``: its chain item's controller, else its owner."""
    for it in g.chain:
        if it.cid == cid and it.kind in ("unit", "spell", "gear"):
            return it.controller
    return g.owner[cid]


def discounts_given(g: GameState, player: int) -> int:
    """How many discounts each optional additional cost ``player`` pays gets from the units on the
    board (their answers to :data:`QUESTION`)."""
    table = g.index.answers.get(QUESTION)
    if table is None:
        return 0
    n = 0
    cards = g.cards
    for u in g.units.values():
        fn = table.get(cards[u.cid].id)
        if fn is not None:
            n += fn(g, u, player)
    return n


def _looseness(pip: frozenset | None) -> int:
    return 99 if pip is None else len(pip)


def _without(pips: tuple, n: int) -> tuple:
    """``pips`` less ``n`` of them, the most restrictive first (356.4, 356.6: never below none)."""
    if n <= 0 or not pips:
        return pips
    order = sorted(range(len(pips)), key=lambda k: (_looseness(pips[k]), k))
    gone = set(order[:n])
    return tuple(p for k, p in enumerate(pips) if k not in gone)


def _decoded(g: GameState, cid: int, name: str) -> tuple[int, int]:
    """(discounts decided, of them taking Energy) for component ``name`` of card ``cid``."""
    code = g.counts.get(f"{PREFIX}{cid}:{name}", 0) if g.counts else 0
    return divmod(code - 1, _STEP) if code else (0, 0)


def _apply(energy: int, pips: tuple, k: int, decided: int, as_energy: int) -> tuple[int, tuple]:
    """The component after ``k`` discounts, ``decided`` of them chosen (``as_energy`` taking
    Energy); each one not chosen yet takes Energy while there is some, else a Power pip."""
    energy = max(energy - as_energy, 0)
    pips = _without(pips, decided - as_energy)
    for _ in range(k - decided):
        if energy > 0:
            energy -= 1
        else:
            pips = _without(pips, 1)
    return energy, pips


def discounted(g: GameState, cid: int, name: str, energy: int, pips: tuple) -> tuple[int, tuple]:
    """Rules 356.4.c, 356.4.f, 356.6: component ``name`` of card ``cid``'s total cost, ``energy`` and
    the Power ``pips``, with the discounts the player playing it gets, as they chose them."""
    if QUESTION not in g.index.answers:
        return energy, pips
    k = discounts_given(g, _player_of(g, cid))
    if not k:
        return energy, pips
    decided, as_energy = _decoded(g, cid, name)
    return _apply(energy, pips, k, min(decided, k), min(as_energy, decided, k))


def _record(g: GameState, cid: int, name: str, decided: int, as_energy: int) -> None:
    g.counts[f"{PREFIX}{cid}:{name}"] = 1 + _STEP * decided + as_energy


def clear_choices(g: GameState, cid: int) -> None:
    """Rule 357: the total cost is paid (or the play undone); the choices go with it."""
    if g.counts:
        for name in COMPONENTS:
            g.counts.pop(f"{PREFIX}{cid}:{name}", None)


def _next_choice(g: GameState, player: int, cid: int,
                 components: list[tuple[str, int, tuple]]) -> str | None:
    """The component of ``components`` (name, Energy, Power pips, as added) whose next discount
    is a real choice; the discounts before it that take the only thing left are recorded."""
    k = discounts_given(g, player)
    if not k:
        return None
    for name, energy, pips in components:
        decided, as_energy = _decoded(g, cid, name)
        while decided < k:
            left_energy = max(energy - as_energy, 0)
            left_pips = _without(pips, decided - as_energy)
            if left_energy > 0 and left_pips:
                return name
            decided += 1  # ruling 117: only one of them is left to take off (or nothing is)
            as_energy += 1 if left_energy > 0 else 0
            _record(g, cid, name, decided, as_energy)
            if left_energy > 0 or left_pips:
                emit(g, "356.4.c", "optional_discount", player, cid, name,
                     "Energy" if left_energy > 0 else "Power")
    return None


def ask_discounts(g: GameState, player: int, cid: int, components: list[tuple[str, int, tuple]],
                  kind: str, accelerate: bool, again: tuple) -> bool:
    """Before card ``cid``'s total cost is determined (356): if a discount on one of its optional
    additional costs ``components`` waits for its player's choice, ask it, ``again`` (the task that
    called) to run once it is made, and return True."""
    if not components:
        return False
    name = _next_choice(g, player, cid, components)
    if name is None:
        return False
    push(g, again)
    decide(g, player, "choose_card", ("optional_discount", cid, name, kind, accelerate))
    return True


def _options(g: GameState, player: int, ctx: tuple) -> list[int]:
    """-1 (one Energy off) and the card itself (one Power pip off), those leaving its total cost
    payable (355.16); both if neither does (its payment then says so)."""
    cid, name, kind, accelerate = ctx[1], ctx[2], ctx[3], ctx[4]
    key = f"{PREFIX}{cid}:{name}"
    kept = g.counts.get(key)
    decided, as_energy = _decoded(g, cid, name)
    out: list[int] = []
    try:
        for option, more in ((-1, 1), (cid, 0)):
            _record(g, cid, name, decided + 1, as_energy + more)
            if can_pay(g, player, *TOTALS[kind](g, cid, accelerate), kind):
                out.append(option)
    finally:
        if kept is None:
            g.counts.pop(key, None)
        else:
            g.counts[key] = kept
    return out or [-1, cid]


@task("optional_discount", "p", "c", "s", "s", "b", "ci")
def _optional_discount(g: GameState, player: int, cid: int, name: str, kind: str, accelerate: bool,
                       card: int) -> None:
    """Rule 356.4.c: the discount takes one Energy (-1) or one Power pip (the card) off the
    component."""
    decided, as_energy = _decoded(g, cid, name)
    _record(g, cid, name, decided + 1, as_energy + (1 if card < 0 else 0))
    emit(g, "356.4.c", "optional_discount", player, cid, name, "Energy" if card < 0 else "Power")


register_choice("optional_discount", _options, (
    "{p} is playing {card}: one of their discounts on its optional additional cost takes one Energy "
    "off (none) or one Power (the card itself)"), offered=False)

TEMPLATES["optional_discount"] = lambda g, p, d: (
    f"P{p} takes one {d[2]} off the {d[1]} cost of {_name(g, d[0])} (a discount on an optional "
    "additional cost)")


def _settings(g: GameState, player: int, names: tuple[str, ...]) -> Iterator[tuple[int, ...]]:
    k = discounts_given(g, player)
    yield from product(range(k + 1), repeat=len(names))


def every_choice(g: GameState, player: int, cid: int, names: tuple[str, ...],
                 fn: Callable[[], list[Any]]) -> list[Any]:
    """What ``fn`` gives for every way the discounts on components ``names`` of card ``cid`` could
    be chosen (each as many taking Energy as may), together: the costs a play might end up with,
    read before its choices are made (355.16)."""
    k = discounts_given(g, player)
    if not k:
        return fn()
    keys = [f"{PREFIX}{cid}:{n}" for n in names]
    kept = [g.counts.get(key) for key in keys]
    out: list[Any] = []
    try:
        for setting in _settings(g, player, names):
            for n, as_energy in zip(names, setting, strict=True):
                _record(g, cid, n, k, as_energy)
            out += [x for x in fn() if x not in out]
    finally:
        for key, was in zip(keys, kept, strict=True):
            if was is None:
                g.counts.pop(key, None)
            else:
                g.counts[key] = was
    return out


def payable_somehow(g: GameState, player: int, cid: int, names: tuple[str, ...],
                    cost: Callable[[], tuple[int, tuple]], purpose: str) -> bool:
    """Whether the total cost ``cost()`` can be paid with some choice of the discounts on
    components ``names`` (355.16)."""
    if not discounts_given(g, player):
        return can_pay(g, player, *cost(), purpose)
    return bool(every_choice(g, player, cid, names,
                             lambda: [True] if can_pay(g, player, *cost(), purpose) else []))


def repeat_totals(g: GameState, player: int, cid: int, total: Callable[[], tuple[int, tuple]], paid: bool,
                  rc: tuple[int, tuple]) -> list[tuple[int, tuple]]:
    """The total costs spell ``cid`` might end up with once its Repeat cost ``rc`` is paid, however
    the discounts on it are chosen (355.16, 356.4.c): ``total()`` is its total cost now, holding the
    Repeat cost when ``paid``, without it (asked before the choice) otherwise."""
    def one() -> list[tuple[int, tuple]]:
        energy, reqs = total()
        if paid:
            return [(energy, reqs)]
        more, pips = discounted(g, cid, "repeat", *rc)
        return [(energy + more, (*reqs, *pips))]

    return every_choice(g, player, cid, ("repeat",), one)
