"""Every kind of decision the engine stops at, and the shape of its context, declared once.

The engine asks a decision with :func:`~riftbound.engine.core.decide`; the position format (load,
dump, checks), the notation and the JSON Schema read the shapes from :data:`DECISIONS`. A context is
a ``NamedTuple``: it compares, hashes and pickles as the plain tuple it is, so a game's key and its
files are the same as with bare tuples, and code reads it by field name.

Each field's type names its kind of value, through ``Annotated``: a kind of
:data:`~riftbound.engine.core.ARG_KINDS`, then the values allowed, if only some are. A "choose_card"
context is no class of its own: it is the task the chosen card completes, ``(task, *args)``, and its
shape is that task's declared arguments (:func:`choice_fields`).
"""

from __future__ import annotations

import typing
from typing import Annotated, Any, NamedTuple, TypeVar

from .core import TASK_ARGS

Seat = Annotated[int, "p"]
Cid = Annotated[int, "c"]
Loc = Annotated[int, "l"]
Flag = Annotated[bool, "b"]
Count = Annotated[int, "n"]
Cids = Annotated[tuple[int, ...], "cs"]
Seats = Annotated[tuple[int, ...], "ps"]
Counts = Annotated[tuple[int, ...], "ns"]
BattlefieldIndices = Annotated[tuple[int, ...], "bfs"]
Ability = Annotated[str | tuple[str, ...], "ab"]
Text = Annotated[str, "s"]
Texts = Annotated[tuple[str, ...], "ss"]
Tasks = Annotated[tuple[tuple, ...], "ts"]
Values = Annotated[tuple, "any"]


class Invited(NamedTuple):
    """489.8.a: a teammate decides with the Priority of the Turn Player who invited them."""

    inviter: Seat


class PayCost(NamedTuple):
    """354, 357 (404.2, 809.1.d): the player pays the cost of the spell, or of the triggered
    ability's Deflect, that ``cid`` has on the chain."""

    cid: Cid


class PayPermanent(NamedTuple):
    """354, 357, 805: a unit (or gear) being played goes to ``location``; its cost is paid, with its
    Accelerate cost when ``accelerate``."""

    cid: Cid
    location: Loc
    accelerate: Flag


class PayEffect(NamedTuple):
    """357, 204.3.b, 740.4.a.1-2.a: the resolving spell or ability of ``cid`` (at instruction
    ``step``) asks its controller to pay a cost within its instructions, or decline it; ``task``
    is what the answer completes and names the cost (:data:`~riftbound.engine.choices.EFFECT_COSTS`)."""

    task: Text
    cid: Cid
    step: Count


class Priority(NamedTuple):
    """339: while a chain exists, the player with Priority plays a Reaction or passes; ``passes``
    counts the players who passed in sequence."""

    passes: Count


class CombatSide(NamedTuple):
    """465.2: the attacker's (1) or the defender's (2) combat damage is assigned."""

    side: Annotated[int, "side"]


class FightAt(NamedTuple):
    """323.12, 323.13, 461.1: the Turn Player chooses where a showdown or combat begins; ``task``
    is the task the chosen battlefield completes."""

    task: Annotated[str, "s", "begin_showdown", "begin_combat"]
    battlefields: BattlefieldIndices


class PlaceBattlefield(NamedTuple):
    """486.5: a Match player selects one of their battlefields: an index of ``options`` into
    ``cids``."""

    task: Annotated[str, "s", "place_battlefield"]
    options: Counts
    seat: Seat
    cids: Cids


class Opponents(NamedTuple):
    """431.2.c: the burning player chooses which of ``seats`` gains the point (``reason`` says
    why the point is given)."""

    reason: Text
    seats: Seats


class Triggered(NamedTuple):
    """383.3.d: the player orders all their abilities that triggered together, one item per
    ability: ``sources`` lists the source of each (twice for two abilities of one source), and
    ``ability`` is one kind for all or one kind per item."""

    ability: Ability
    sources: Cids


class TriggeredOnSubject(NamedTuple):
    """383.3.d: as :class:`Triggered`, when some of the abilities act on the unit their event
    happened to: ``subjects`` gives each item's own (``(cid,)``; ``()``: none)."""

    ability: Ability
    sources: Cids
    subjects: Annotated[tuple[tuple[int, ...], ...], "tg"]


class Replacements(NamedTuple):
    """372: several replacement effects apply to ``event``: the affected player chooses which
    applies first (one of ``keys``); ``default`` are the event's own tasks, ``applied`` the keys
    already applied to it."""

    event: Text
    args: Values
    default: Tasks
    applied: Texts
    keys: Texts


class NamePick(NamedTuple):
    """759-763: the player names a ``what`` ("spell" or "tag") for card ``cid``; the name completes
    ``task`` (``(task, player, cid, what, name)``)."""

    task: Text
    cid: Cid
    what: Annotated[str, "s", "spell", "tag"]


class Kind(NamedTuple):
    """A decision kind: the rule that gives the choice and the shapes its context may take (none:
    an empty context). ``continues`` marks "choose_card": its context is the task the answer
    completes."""

    rule: str
    contexts: tuple[type[Any], ...] = ()
    continues: bool = False


#: every decision kind, by the name the engine and the files use
DECISIONS: dict[str, Kind] = {
    "mulligan": Kind("117"),
    "main": Kind("316"),
    "invited": Kind("489.8.a", (Invited,)),
    "focus": Kind("347"),
    "pay": Kind("357", (PayCost, PayPermanent, PayEffect)),
    "priority": Kind("339", (Priority,)),
    "assign": Kind("465.2", (CombatSide,)),
    "choose_battlefield": Kind("323.12", (FightAt, PlaceBattlefield)),
    "choose_opponent": Kind("431.2.c", (Opponents,)),
    "order_triggers": Kind("383.3.d", (Triggered, TriggeredOnSubject)),
    "replacement": Kind("372", (Replacements,)),
    "choose_card": Kind("355", continues=True),
    "choose_name": Kind("760", (NamePick,)),
}


Field = tuple[str, str, tuple[Any, ...]]
_FIELDS: dict[type, tuple[Field, ...]] = {}


def fields(cls: type[Any]) -> tuple[Field, ...]:
    """The fields of context class ``cls``: ``(name, kind, allowed)``, with ``kind`` one of
    :data:`~riftbound.engine.core.ARG_KINDS` and ``allowed`` the values allowed (empty: any of
    the kind). This module stays interpreted: mypyc would erase the ``Annotated`` kinds."""
    out = _FIELDS.get(cls)
    if out is None:
        hints = typing.get_type_hints(cls, include_extras=True)
        if not all(hasattr(hints[name], "__metadata__") for name in cls._fields):
            raise TypeError(f"{cls.__name__}: a context field has no kind (is contexts.py compiled?)")
        out = _FIELDS[cls] = tuple(
            (name, hints[name].__metadata__[0], tuple(hints[name].__metadata__[1:]))
            for name in cls._fields)
    return out


C = TypeVar("C")


def as_context(ctx: tuple, cls: type[C]) -> C:
    """``ctx`` as the context class the engine asked it with (anything else is a bug)."""
    if not isinstance(ctx, cls):
        raise TypeError(f"expected a {cls.__name__} context, got {ctx!r}")
    return ctx


def declared(kind: str, ctx: tuple) -> bool:
    """Whether ``ctx`` is a context the declarations allow a ``kind`` decision (its class, or for
    "choose_card" a task with the arguments it declares before the chosen card)."""
    k = DECISIONS.get(kind)
    if k is None:
        return False
    if k.continues:
        spec = TASK_ARGS.get(ctx[0]) if ctx and isinstance(ctx[0], str) else None
        return spec is not None and len(ctx) == 1 + len(choice_fields(spec))
    if not k.contexts:
        return ctx == ()
    return type(ctx) in k.contexts


def choice_fields(task_args: tuple[str, ...]) -> tuple[str, ...]:
    """The kinds of a "choose_card" context after its task name: the task's arguments without the
    deciding player (first) and the chosen card (last)."""
    return task_args[1:-1]
