"""A group of targets the group as a whole must fit (355.11): "any number of units at a battlefield with
total Might 4 or less" (Fox-Fire), "any number of friendly units at a battlefield" (Emperor's Divide),
"any number of enemy units with the same controller and a total Might of 8 or less" (Tricksy
Tentacles).

As the spell is played its player chooses the group (355.11.a): any number of units its selector
selects, none included (355.13), fitting the group's requirements: all at one battlefield
(``one_battlefield``), all controlled by one player (``same_controller``), their Mights adding up to
at most ``total`` (a Might below 0 counting as 0, 143.2.b). Every such group is one option,
interchangeable units being one (ruling 2); the total bounds the options (each unit of positive Might
uses some of it), and without a total the options are the subsets of one battlefield's units. A move
destination chosen with it (355.4) is "a single location" for the whole group.

As it resolves the units still legal targets (359.3.e.2) are checked as a group again: if they no
longer fit, its controller picks, one unit at a time, a subset of them that does (355.11.b; choice
"group_fit"; -1 ends it), and its instructions act on that subset only. Units not chosen as it was
played are never added (355.11.b).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.chain import Choices, chain_item
from ..engine.choosable import choosable
from ..engine.core import decide, emit, task
from ..engine.decisions import register_choice
from ..engine.hidden import bound_ok, facedown_bound
from ..engine.units import might
from ..log_text import TEMPLATES, _name
from ..state import ChainItem, GameState, Unit
from .spells import SpellScript, unit_signature

__all__ = ["GroupScript"]


def _m(g: GameState, u: Unit) -> int:
    m = might(g, u)
    return m if m > 0 else 0  # 143.2.b


@dataclass(frozen=True)
class GroupScript(SpellScript):
    """``targets``: one slot ``Target(units, count=N, up_to=True)`` (N: a bound on the group's size,
    99 for "any number"); the group's requirements as this module's docstring says; ``move_of`` 0
    when it moves the group to one destination."""

    total: int | None = None
    one_battlefield: bool = False
    same_controller: bool = False

    def __post_init__(self) -> None:
        if len(self.targets) != 1 or not self.targets[0].up_to or self.move_of not in (None, 0):
            raise ValueError("a group spell has one 'any number' slot")

    # --- playing (355.11.a, 355.13) ------------------------------------------------------------------

    def _part(self, u: Unit) -> tuple[int, int]:
        """The partition a unit belongs to: the group's units all share it."""
        return (u.loc if self.one_battlefield else 0, u.controller if self.same_controller else 0)

    def choices(self, g: GameState, player: int, cid: int) -> list[Choices]:
        spec = self.targets[0]
        bound = facedown_bound(g, cid)
        parts: dict[tuple[int, int], dict[tuple, list[Unit]]] = {}
        for u in sorted(g.units.values(), key=lambda v: v.cid):
            if (spec.units.test(g, player, u) and choosable(g, player, u) and bound_ok(spec, u, bound)
                    and (not self.one_battlefield or u.loc >= 0)):
                parts.setdefault(self._part(u), {}).setdefault(unit_signature(g, u), []).append(u)
        groups: list[tuple[int, ...]] = [()]
        for part in sorted(parts):
            by_sig = parts[part]
            keys = sorted(by_sig, key=lambda k: by_sig[k][0].cid)
            groups += [t for t in self._subsets(g, [by_sig[k] for k in keys]) if t]
        if self.move_of is None:
            return [((t,), None) for t in groups]
        # 355.13: no unit chosen, no destination either (nothing moves)
        return [(((),), None), *[((t,), d) for t in groups[1:] for d in self.destinations(g, t)]]

    def _subsets(self, g: GameState, kinds: list[list[Unit]]) -> list[tuple[int, ...]]:
        """Every group of these interchangeable kinds within the size and Might bounds."""
        out: list[tuple[int, ...]] = []
        size = self.targets[0].count
        stack: list[tuple[int, int, int, tuple[int, ...]]] = [(0, 0, 0, ())]
        while stack:
            k, n, mights, picked = stack.pop()
            if k == len(kinds):
                out.append(tuple(sorted(picked)))
                continue
            units = kinds[k]
            m = _m(g, units[0])
            for j in range(len(units) + 1):
                if n + j > size or (self.total is not None and mights + j * m > self.total):
                    break
                stack.append((k + 1, n + j, mights + j * m, picked + tuple(u.cid for u in units[:j])))
        return sorted(out)

    def fits(self, g: GameState, units: list[Unit]) -> bool:
        """Whether ``units`` fit the group's requirements now (355.11)."""
        if len(units) > self.targets[0].count or len({self._part(u) for u in units}) > 1:
            return False
        return self.total is None or sum(_m(g, u) for u in units) <= self.total

    def choices_legal(self, g: GameState, player: int, cid: int,
                      targets: tuple[tuple[int, ...], ...], dest: int | None) -> bool:
        """355.8-355.9, 355.11: each unit legal, and the group fits."""
        if self.move_of is not None and targets == ((),):
            return dest is None  # 355.13: an empty group, nothing to move
        if not super().choices_legal(g, player, cid, targets, dest):
            return False
        units = [g.units[c] for c in targets[0]]
        return (not self.one_battlefield or all(u.loc >= 0 for u in units)) and self.fits(g, units)

    # --- resolving (355.11.b) ------------------------------------------------------------------------

    def resolve_tasks(self, g: GameState, item: ChainItem) -> list[tuple]:
        return [("group_check", item.cid), *super().resolve_tasks(g, item)]

    def describe(self, timing: str = "") -> str:
        reqs = ["all at one battlefield"] if self.one_battlefield else []
        if self.same_controller:
            reqs.append("all controlled by one player")
        if self.total is not None:
            reqs.append(f"total Might at most {self.total}")
        text = super().describe(timing)
        n = self.targets[0].count
        return text.replace(f"T1 = up to {n} ", f"T1 = any number ({', '.join(reqs)}; none allowed) of ", 1)


def _script(g: GameState, cid: int) -> GroupScript:
    script = g.index.get("spell", g.cards[cid].id)
    assert isinstance(script, GroupScript)
    return script


def _set_group(g: GameState, item: ChainItem, group: tuple[int, ...]) -> None:
    g.chain[g.chain.index(item)] = item._replace(targets=(group, *item.targets[1:]), refs=())


@task("group_check", "c")
def _group_check(g: GameState, cid: int) -> None:
    """Rule 355.11.b: the group's units still legal must fit the group's requirements; if they
    don't, the controller picks a subset that does, one unit at a time (kept in the item's refs)."""
    item = chain_item(g, cid)
    if item is None:
        return
    script = _script(g, cid)
    units = script.legal_targets(g, item, 0)
    if script.fits(g, units):
        return
    g.chain[g.chain.index(item)] = item._replace(refs=())
    emit(g, "355.11.b", "group_unfit", item.controller, cid)
    decide(g, item.controller, "choose_card", ("group_fit", cid))


def _fit_options(g: GameState, player: int, ctx: tuple) -> list[int]:
    """-1 (this subset), then each legal unit of the group not picked yet with which the subset
    still fits."""
    item = chain_item(g, ctx[1])
    if item is None:
        return [-1]
    script = _script(g, ctx[1])
    picked = [g.units[c] for c in item.refs if c in g.units]
    return [-1, *sorted(u.cid for u in script.legal_targets(g, item, 0)
                        if u not in picked and script.fits(g, [*picked, u]))]


@task("group_fit", "p", "c", "ci")
def _group_fit(g: GameState, player: int, cid: int, card: int) -> None:
    """A unit joins the subset; -1, or none left that fits, ends it: the spell's instructions act
    on the subset only (355.11.b)."""
    item = chain_item(g, cid)
    if item is None:
        return
    if card >= 0:
        k = g.chain.index(item)
        item = g.chain[k] = item._replace(refs=(*item.refs, card))
        if len(_fit_options(g, player, ("group_fit", cid))) > 1:
            decide(g, player, "choose_card", ("group_fit", cid))
            return
    emit(g, "355.11.b", "group_subset", player, cid, item.refs)
    _set_group(g, item, item.refs)


register_choice("group_fit", _fit_options, (
    "{card} is resolving: its group of targets no longer fits its requirements, so {p} picks, one "
    "at a time, the units it still affects (a subset that fits; none to stop)"), offered=False)

TEMPLATES["group_unfit"] = lambda g, p, d: (
    f"the targets of {_name(g, d[0])} no longer fit its group's requirements: P{p} picks a subset")
TEMPLATES["group_subset"] = lambda g, p, d: (
    f"P{p} keeps {', '.join(_name(g, c) for c in d[1]) or 'none'} as the targets of {_name(g, d[0])}")
