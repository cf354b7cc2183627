"""Damage split among targets (355.14): "deal 5 damage split among any number of enemy units here",
"it deals damage equal to its Might split among enemy units at battlefields".

- The targets are chosen as the spell or ability is finalized (355.14.a-b), at most as many as
  the damage the effect has then (355.14.c): a triggered ability's with
  :class:`~riftbound.effects.unit_targets.UpToUnits` (one at a time, none allowed when the card
  says "any number", 355.13); a spell's with :class:`SplitTargetsScript` (every set at once, one
  option per multiset of interchangeable units, ruling 2).
- How the damage is divided is decided as it resolves (355.14.e), by the effect's controller
  (417.6.b.4 names who deals it; the split is the player's whose effect it is, 355.14.h), never by
  the engine (ruling 105):

  1. the targets still legal are read (359.3.e.2); if there are more of them than damage to
     split, the controller picks, one at a time, targets that stop being targets until exactly as
     many remain as there is damage (355.14.h, 355.14.h.1; choice "split_drop");
  2. each remaining target gets 1 (355.14.f-g); the damage left over is then given one point at
     a time (choice "split_more"), each point to a target no earlier in target order than the
     previous point's, so that every division is reached by exactly one sequence of choices and a
     decision never offers more options than there are targets;
  3. all of it is dealt at once (417.1.d), each target's amount separately (417.1.c; Bonus Damage
     per target, 715.2).

The word is :func:`split_damage`: it registers the instruction (a
:class:`~riftbound.effects.vocabulary.Custom`) with its amount and the slot of its targets.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

from ..compiled import mypyc_attr
from ..engine.chain import Choices, ability_of_kind, behaviour
from ..engine.choosable import choosable
from ..engine.core import decide, emit, task
from ..engine.decisions import register_choice
from ..engine.hidden import bound_ok, facedown_bound
from ..engine.mechanics import bonus_damage
from ..engine.primitives import deal
from ..engine.reflexive import watch_kill
from ..engine.units import chain_item, might
from ..log_text import TEMPLATES, _name
from ..state import ChainItem, GameState, Unit
from .spells import CUSTOM, SpellScript, _multisets, record, unit_signature
from .unit_targets import UpToUnits
from .vocabulary import Custom

__all__ = ["SplitTargetsScript", "UpToSplitTargets", "split_damage"]


@dataclass(frozen=True)
class _Split:
    """An instruction's split: ``amount`` damage, or (``amount`` None) the Might of the unit of
    target slot ``might_of`` as it resolves, split among the targets of slot ``slot``; dealt by the
    unit of slot ``source`` (417.6.b.3) or by the spell or ability itself (417.6.a); ``watch``:
    the damaged units are watched for a reflexive "for each unit this kills" (387, 428.5.c)."""

    slot: int
    amount: int | None
    might_of: int | None
    source: int | None
    watch: bool


#: instruction name -> its split
SPLITS: Final[dict[str, _Split]] = {}


def split_damage(name: str, text: str, *, slot: int, amount: int | None = None,
                 might_of: int | None = None, source: int | None = None,
                 watch_kills: bool = False) -> Custom:
    """The instruction "deal ``amount`` (or the Might of the unit of slot ``might_of``) damage
    split among the targets of slot ``slot``" (this module's docstring), registered as ``name``."""
    if (amount is None) == (might_of is None):
        raise ValueError("a split has either a fixed amount or the Might of a chosen unit")
    SPLITS[name] = _Split(slot, amount, might_of, source, watch_kills)
    CUSTOM[name] = _starter(name)
    return Custom(name, text=text)


def _starter(name: str) -> Callable[[GameState, ChainItem, int], bool | None]:
    def start(g: GameState, item: ChainItem, i: int) -> bool | None:
        return _start(g, item, i, name)
    return start


def _amount(g: GameState, item: ChainItem, spec: _Split) -> int | None:
    """The damage to split now (355.14.e); None when the unit it reads is no longer a legal target
    (359.3.e.12: a null value, the instruction does nothing)."""
    # 715.3: the Bonus Damage of a spell's or ability's own Deal is added to the amount split (the
    # part that depends on the target, 715.2, is added per target as it is dealt)
    bonus = bonus_damage(g, item.controller) if spec.source is None else 0
    if spec.amount is not None:
        return spec.amount + bonus
    assert spec.might_of is not None
    units = behaviour(g, item).legal_targets(g, item, spec.might_of)  # type: ignore[attr-defined]
    if not units:
        return None
    m = might(g, units[0])
    return m + bonus if m > 0 else 0  # 143.2.b


def _targets(g: GameState, item: ChainItem, spec: _Split) -> list[Unit]:
    """The split's targets still legal (359.3.e.2), in target order: a spell's slot, or a triggered
    ability's "up to N" picks (its ``may``, :class:`~riftbound.effects.unit_targets.UpToUnits`)."""
    script = behaviour(g, item)
    if item.kind != "spell" and not script.targets:  # type: ignore[attr-defined]
        may = ability_of_kind(g, item.kind, item.cid).may
        chosen = item.targets[spec.slot] if len(item.targets) > spec.slot else ()
        return [g.units[c] for c in chosen
                if c in g.units and may.legal(g, item.controller, item.cid, g.units[c])]
    return script.legal_targets(g, item, spec.slot)  # type: ignore[attr-defined]


def _spec(g: GameState, cid: int, i: int) -> tuple[ChainItem, _Split] | None:
    item = chain_item(g, cid)
    if item is None:
        return None
    step = behaviour(g, item).steps[i]  # type: ignore[attr-defined]
    return item, SPLITS[step.name]


def _start(g: GameState, item: ChainItem, i: int, name: str) -> bool | None:
    """Rules 355.14.e, 359.3.e.7: nothing to split, or no legal target left: nothing happens;
    else the drops (355.14.h), then the division."""
    spec = SPLITS[name]
    amount = _amount(g, item, spec)
    targets = _targets(g, item, spec)
    if not amount or not targets:
        return False
    if len(targets) > amount:
        decide(g, item.controller, "choose_card", ("split_drop", item.cid, i))
        return None
    return _divide(g, item, i, spec, amount, targets)


def _divide(g: GameState, item: ChainItem, i: int, spec: _Split, amount: int,
            targets: list[Unit]) -> bool | None:
    """Rule 355.14.f: each target 1; what is left is given one point at a time (or dealt now when
    there is no choice: one target, or as many targets as damage)."""
    if len(targets) == 1:
        return _deal_split(g, item, i, spec, [(targets[0], amount)])
    if amount == len(targets):
        return _deal_split(g, item, i, spec, [(u, 1) for u in targets])
    decide(g, item.controller, "choose_card", ("split_more", item.cid, i, len(item.refs)))
    return None


def _drop_options(g: GameState, player: int, ctx: tuple) -> list[int]:
    """The targets still legal, one per interchangeable group (ruling 2)."""
    found = _spec(g, ctx[1], ctx[2])
    if found is None:
        return []
    seen: dict[tuple, int] = {}
    for u in _targets(g, found[0], found[1]):
        seen.setdefault(unit_signature(g, u), u.cid)
    return sorted(seen.values())


@task("split_drop", "p", "c", "n", "ci")
def _split_drop(g: GameState, player: int, cid: int, i: int, card: int) -> None:
    """Rules 355.14.h-h.1: the chosen unit stops being a target (its slot forgets it); while more
    targets than damage remain, the next; then the division."""
    found = _spec(g, cid, i)
    if found is None:
        return
    item, spec = found
    slots = list(item.targets)
    slots[spec.slot] = tuple(c for c in slots[spec.slot] if c != card)
    k = g.chain.index(item)
    item = g.chain[k] = item._replace(targets=tuple(slots))
    emit(g, "355.14.h", "split_drop", player, cid, card)
    amount = _amount(g, item, spec)
    targets = _targets(g, item, spec)
    if not amount or not targets:  # (not expected: nothing else happens meanwhile)
        record(g, cid, i, False)
        return
    if len(targets) > amount:
        decide(g, player, "choose_card", ("split_drop", cid, i))
        return
    done = _divide(g, item, i, spec, amount, targets)
    if done is not None:
        record(g, cid, i, done)


def _given(item: ChainItem, start: int) -> tuple[int, ...]:
    """The points given so far, one unit per point (the item's refs from ``start``)."""
    return item.refs[start:]


def _more_options(g: GameState, player: int, ctx: tuple) -> list[int]:
    """The targets that may get the next point: the last one given a point and those after it, in
    target order (so each division has one sequence of choices)."""
    found = _spec(g, ctx[1], ctx[2])
    if found is None:
        return []
    item, spec = found
    targets = [u.cid for u in _targets(g, item, spec)]
    given = _given(item, ctx[3])
    first = targets.index(given[-1]) if given and given[-1] in targets else 0
    return targets[first:]


@task("split_more", "p", "c", "n", "n", "ci")
def _split_more(g: GameState, player: int, cid: int, i: int, start: int, card: int) -> None:
    """One more point of the damage goes to the chosen target (355.14.e); with none left to give,
    all of it is dealt."""
    found = _spec(g, cid, i)
    if found is None:
        return
    item, spec = found
    k = g.chain.index(item)
    item = g.chain[k] = item._replace(refs=(*item.refs, card))
    amount = _amount(g, item, spec) or 0
    targets = _targets(g, item, spec)
    given = _given(item, start)
    if len(targets) + len(given) < amount:
        decide(g, player, "choose_card", ("split_more", cid, i, start))
        return
    g.chain[k] = item._replace(refs=item.refs[:start])
    record(g, cid, i, _deal_split(g, item, i, spec, [(u, 1 + given.count(u.cid)) for u in targets]))


def _deal_split(g: GameState, item: ChainItem, i: int, spec: _Split, split: list[tuple[Unit, int]]) -> bool:
    """Rules 417.1.c-d: each target takes its share, all at once; by the chosen source unit
    (417.6.b.3-4) or by the spell or ability (its Bonus Damage already in the amount split, 715.3,
    but for a Bonus Damage to some targets only, added to theirs, 715.2)."""
    source, player = item.cid, item.controller
    bonus = True
    if spec.source is not None:
        src = behaviour(g, item).legal_targets(g, item, spec.source)  # type: ignore[attr-defined]
        if not src:
            return False
        source, player, bonus = src[0].cid, src[0].controller, False
    emit(g, "355.14.e", "split_damage", item.controller, item.cid,
         tuple((u.cid, n) for u, n in split))
    dealt = False
    for u, n in split:
        extra = bonus_damage(g, item.controller, u) - bonus_damage(g, item.controller) if bonus else 0
        if deal(g, u, n + extra, player, source):
            dealt = True
            if spec.watch:
                watch_kill(g, item.controller, item.cid, u.cid)  # 387.2, 428.5.c
    return dealt


def _drop_text(g: GameState, p: int | None, d: tuple) -> str:
    return (f"P{p} has more targets than damage to split: {_name(g, d[1])} stops being a target of "
            f"{_name(g, d[0])}")


def _split_text(g: GameState, p: int | None, d: tuple) -> str:
    parts = ", ".join(f"{n} to {_name(g, c)}" for c, n in d[1])
    return f"P{p} splits the damage of {_name(g, d[0])}: {parts}"


TEMPLATES["split_drop"] = _drop_text
TEMPLATES["split_damage"] = _split_text

register_choice("split_drop", _drop_options, (
    "{card} is resolving with more targets than damage to split: {p} picks a target that stops "
    "being one (until as many remain as there is damage)"), offered=False)
register_choice("split_more", _more_options, (
    "{card} is resolving: each target has 1 of its damage; {p} gives the next point to a target "
    "(targets in order, no earlier than the last one given a point)"), offered=False)


# --- a spell's split targets (355.14.a-d) -----------------------------------------------------------

@dataclass(frozen=True)
class SplitTargetsScript(SpellScript):
    """A spell that chooses a unit (slot 0: ``Target(units)``), whose Might as it is played bounds
    how many units of slot 1 it may choose to split damage among (355.14.c: from 1 to that Might;
    slot 1 is ``Target(units, count=N, up_to=True)``, N a further bound). Every set is one option,
    interchangeable units being one (ruling 2)."""

    def __post_init__(self) -> None:
        if (len(self.targets) != 2 or self.targets[0].count != 1 or self.targets[0].up_to
                or not self.targets[1].up_to):
            raise ValueError("a split-targets spell has a unit slot and the slot of the split's targets")

    def choices(self, g: GameState, player: int, cid: int) -> list[Choices]:
        bound = facedown_bound(g, cid)
        first, split = self.targets
        chooser: dict[tuple, int] = {}
        groups: dict[tuple, list[int]] = {}
        for u in sorted(g.units.values(), key=lambda v: v.cid):
            if not choosable(g, player, u) or not bound_ok(first, u, bound):
                continue
            if first.units.test(g, player, u):
                chooser.setdefault(unit_signature(g, u), u.cid)
        out: list[Choices] = []
        for c in sorted(chooser.values()):
            limit = min(max(might(g, g.units[c]), 0), split.count)
            groups.clear()
            for u in sorted(g.units.values(), key=lambda v: v.cid):
                if (u.cid != c and split.units.test(g, player, u) and choosable(g, player, u)
                        and bound_ok(split, u, bound)):
                    groups.setdefault(unit_signature(g, u), []).append(u.cid)
            keys = sorted(groups)
            for n in range(1, limit + 1):
                out += [(((c,), pick), None) for pick in _multisets(keys, groups, n)]
        return out  # (Deflect: the play's listing keeps those whose total cost can be paid, 809.1.d)

    def choices_legal(self, g: GameState, player: int, cid: int,
                      targets: tuple[tuple[int, ...], ...], dest: int | None) -> bool:
        """355.8-355.9, 355.14.c: the usual checks, and at most as many split targets as the chosen
        unit's Might, at least one."""
        if not super().choices_legal(g, player, cid, targets, dest):
            return False
        u = g.units.get(targets[0][0]) if targets[0] else None
        return u is not None and 1 <= len(targets[1]) <= max(might(g, u), 0)

    def describe(self, timing: str = "") -> str:
        n = self.targets[1].count
        return super().describe(timing).replace(
            f"T2 = up to {n} ", "T2 = 1 to as many (as T1's Might when it is played) ", 1)


@mypyc_attr(allow_interpreted_subclasses=True)  # card entries use it as UpToUnits
@dataclass(frozen=True)
class UpToSplitTargets(UpToUnits):
    """"Deal N damage split among any number of ...": up to N units, N with the Bonus Damage of its
    controller's Deals (715.3: the bonus can allow one more target)."""

    def limit(self, g: GameState, player: int, source: int) -> int:
        return self.n + bonus_damage(g, player)
