"""A group of targets that must share a location: "up to N units at the same location" (355.11,
355.13), with an optional Repeat whose execution chooses a group of its own (820.2, ruling 95).

As it is played the spell chooses up to N distinct units all at one location (a base or a
battlefield; none at all is a choice too, 355.13). With Repeat paid (820.1.d), its player then
chooses the repeat's group the same way, one unit at a time right after choosing to pay (820.2; the
same units or others, 820.2.a): each pick keeps the total cost payable with the Deflect of the units
chosen (809.1.c: once for each time a unit is chosen; 355.16). As it resolves, each execution acts
on its own group: if that group's units still legal are no longer all at one location, the
controller picks, one unit at a time, a subset of them that is (355.11.b), and the execution acts
on that subset only (359.3.e).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.chain import Choices, chain_item, spell_cost
from ..engine.choices import register_choice
from ..engine.choosable import choosable
from ..engine.core import decide, emit, task
from ..engine.keywords import deflect_cost, ignores_deflect, repeat_paid
from ..engine.optional_discounts import repeat_totals
from ..engine.payment import can_pay
from ..state import ChainItem, GameState, Unit
from .spells import SpellScript, _multisets, unit_signature

__all__ = ["SameLocationGroupScript"]


@dataclass(frozen=True)
class SameLocationGroupScript(SpellScript):
    """``targets``: one slot ``Target(units, count=N, up_to=True)``, or two identical such slots
    when the spell has Repeat (slot 1: the repeat's group). ``steps``: the instructions acting on
    ``Chosen(0)``, then from ``repeat_from`` the repeat's, acting on ``Chosen(1)`` (None: no
    Repeat); ``repeat_energy``/``repeat_power``: its Repeat cost (820.1.c)."""

    repeat_from: int | None = None
    repeat_energy: int = 0
    repeat_power: tuple[frozenset | None, ...] = ()

    def __post_init__(self) -> None:
        n = 1 if self.repeat_from is None else 2
        if len(self.targets) != n or any(t != self.targets[0] or not t.up_to for t in self.targets) or (
                self.repeat_from is not None and not 0 < self.repeat_from < len(self.steps)):
            raise ValueError("a same-location group spell has one 'up to N' slot, two with its repeat")

    @property
    def repeat_cost(self) -> tuple[int, tuple[frozenset | None, ...]] | None:
        """Its Repeat cost (820.1.c), the entry's answer to "cost:keywords"; None: no Repeat."""
        return None if self.repeat_from is None else (self.repeat_energy, self.repeat_power)

    # --- playing (355.11, 355.13) -----------------------------------------------------------------

    def _fits(self, g: GameState, player: int, u: Unit) -> bool:
        return self.targets[0].units.test(g, player, u) and choosable(g, player, u)

    def choices(self, g: GameState, player: int, cid: int) -> list[Choices]:
        """No unit, or 1 to N units at one location, one option per multiset of interchangeable
        units (ruling 2); the repeat's slot empty (chosen later, 820.2)."""
        empty = ((),) * len(self.targets)
        out: list[Choices] = [(empty, None)]
        by_loc: dict[int, dict[tuple, list[int]]] = {}
        for u in sorted(g.units.values(), key=lambda v: v.cid):
            if self._fits(g, player, u):
                by_loc.setdefault(u.loc, {}).setdefault(unit_signature(g, u), []).append(u.cid)
        for loc in sorted(by_loc):
            groups = by_loc[loc]
            keys = sorted(groups)
            for n in range(1, self.targets[0].count + 1):
                out += [((pick, *empty[1:]), None) for pick in _multisets(keys, groups, n)]
        return out

    def _group_legal(self, g: GameState, player: int, group: tuple[int, ...]) -> bool:
        units = [g.units.get(c) for c in group]
        return (len(set(group)) == len(group) <= self.targets[0].count
                and all(u is not None and self._fits(g, player, u) for u in units)
                and len({u.loc for u in units if u is not None}) <= 1)

    def choices_legal(self, g: GameState, player: int, cid: int,
                      targets: tuple[tuple[int, ...], ...], dest: int | None) -> bool:
        """Rules 355.8-355.9, 355.11, 820.2: each group legal; the repeat's filled only if its cost
        is paid."""
        if dest is not None or len(targets) != len(self.targets):
            return False
        if len(targets) == 2 and targets[1] and not repeat_paid(g, cid):
            return False
        return all(self._group_legal(g, player, t) for t in targets)

    def _repeat_totals(self, g: GameState, player: int, cid: int) -> list[tuple[int, tuple]]:
        """Its total costs with the Repeat cost (added when asked before the choice), its discounts
        however chosen (356.4.c)."""
        if self.repeat_cost is None:
            return [spell_cost(g, cid)]
        return repeat_totals(g, player, cid, lambda: spell_cost(g, cid), repeat_paid(g, cid),
                             self.repeat_cost)

    def repeat_payable(self, g: GameState, player: int, cid: int) -> bool:
        """Whether paying the Repeat cost is a legal choice (820.1.d, 355.16): the repeat may choose
        no unit, so its cost alone decides."""
        return any(can_pay(g, player, *total, "spell") for total in self._repeat_totals(g, player, cid))

    def repeat_pick_options(self, g: GameState, player: int, cid: int) -> list[int]:
        """-1 (the repeat's group is complete), then one unit per interchangeable group that may
        join it: not in it yet, at the location of its first unit, the group not full, and the
        total cost with its Deflect payable (809.1.c, 355.16)."""
        item = chain_item(g, cid)
        if item is None or len(item.targets) < 2:
            return [-1]
        picked = item.targets[1]
        if len(picked) >= self.targets[0].count:
            return [-1]
        first = g.units.get(picked[0]) if picked else None
        totals = self._repeat_totals(g, player, cid)
        free = ignores_deflect(g, cid)
        seen: set[tuple] = set()
        out = [-1]
        for u in sorted(g.units.values(), key=lambda v: v.cid):
            if u.cid in picked or (first is not None and u.loc != first.loc) or not self._fits(g, player, u):
                continue
            key = unit_signature(g, u)
            if key in seen:
                continue
            more = () if free else deflect_cost(g, player, ((u.cid,),))
            if any(can_pay(g, player, energy, (*reqs, *more), "spell") for energy, reqs in totals):
                seen.add(key)
                out.append(u.cid)
        return out

    def repeat_choice_tasks(self, g: GameState, player: int, cid: int) -> list[tuple]:
        """The repeat's group, chosen once its cost is chosen (820.2)."""
        return [("ask_same_location_repeat", player, cid)]

    # --- resolving (359.3.e, 355.11.b) -------------------------------------------------------------

    def resolve_tasks(self, g: GameState, item: ChainItem) -> list[tuple]:
        """Each execution: its group checked (355.11.b), then its instructions; the repeat's only
        if paid (820.1.d.1)."""
        first = len(self.steps) if self.repeat_from is None else self.repeat_from
        out: list[tuple] = [("same_location_check", item.cid, 0),
                            *[("instr", item.cid, i) for i in range(first)]]
        if self.repeat_from is not None and repeat_paid(g, item.cid):
            out += [("same_location_check", item.cid, 1),
                    *[("instr", item.cid, i) for i in range(first, len(self.steps))]]
        return out

    def describe(self, timing: str = "") -> str:
        n = self.targets[0].count
        text = super().describe(timing).replace(
            f"up to {n} units", f"up to {n} units all at one location (or none)")
        if self.repeat_from is None:
            return text
        parts = [f"{self.repeat_energy} Energy"] if self.repeat_energy or not self.repeat_power else []
        parts += ["one Power of any domain" if d is None else f"one {'|'.join(sorted(d))} Power"
                  for d in self.repeat_power]
        return (text + f" Repeat: as it is played its player may pay {' and '.join(parts)} more to do it "
                f"again on a group of its own (T2, up to {n} units at one location, chosen one at a time "
                f"then; the same units or others).")


def _script(g: GameState, cid: int) -> SameLocationGroupScript:
    script = g.index.get("spell", g.cards[cid].id)
    assert isinstance(script, SameLocationGroupScript)
    return script


def _replace_group(g: GameState, cid: int, slot: int, group: tuple[int, ...]) -> None:
    item = chain_item(g, cid)
    assert item is not None
    targets = list(item.targets)
    targets[slot] = group
    g.chain[g.chain.index(item)] = item._replace(targets=tuple(targets))


@task("ask_same_location_repeat", "p", "c")
def _ask_repeat_group(g: GameState, player: int, cid: int) -> None:
    """Rule 820.2: the player picks the repeat's units one at a time (none to stop)."""
    decide(g, player, "choose_card", ("same_location_repeat", cid))


@task("same_location_repeat", "p", "c", "ci")
def _repeat_group_pick(g: GameState, player: int, cid: int, card: int) -> None:
    """A unit joins the repeat's group (820.2); the player picks again while one more may join."""
    item = chain_item(g, cid)
    if item is None or card < 0:
        return
    _replace_group(g, cid, 1, (*item.targets[1], card))
    emit(g, "820.2", "repeat_target", player, cid, card)
    if len(_script(g, cid).repeat_pick_options(g, player, cid)) > 1:
        decide(g, player, "choose_card", ("same_location_repeat", cid))


def _repeat_options(g: GameState, player: int, ctx: tuple) -> list[int]:
    return _script(g, ctx[1]).repeat_pick_options(g, player, ctx[1])


register_choice("same_location_repeat", _repeat_options, (
    "{p} pays the Repeat cost of {card}: choose a unit for its repeated effect (all at one location, "
    "the same ones as the first or others), or none to stop"))


@task("same_location_check", "c", "n")
def _check_group(g: GameState, cid: int, slot: int) -> None:
    """Rule 355.11.b: the group's units still legal (359.3.e.2) must share a location; if they no
    longer do, the controller picks a subset that does, one unit at a time (the item's refs hold
    the picks; -1 ends it)."""
    item = chain_item(g, cid)
    if item is None:
        return
    units = _script(g, cid).legal_targets(g, item, slot)
    if len({u.loc for u in units}) <= 1:
        return
    g.chain[g.chain.index(item)] = item._replace(refs=())
    decide(g, item.controller, "choose_card", ("same_location_subset", cid, slot))


def _subset_options(g: GameState, player: int, ctx: tuple) -> list[int]:
    """-1 (this subset), then each legal unit of the group not picked yet at the picked ones'
    location."""
    item = chain_item(g, ctx[1])
    if item is None:
        return [-1]
    picked = [g.units[c] for c in item.refs if c in g.units]
    loc = picked[0].loc if picked else None
    return [-1, *sorted(u.cid for u in _script(g, ctx[1]).legal_targets(g, item, ctx[2])
                        if u not in picked and (loc is None or u.loc == loc))]


@task("same_location_subset", "p", "c", "n", "ci")
def _subset_pick(g: GameState, player: int, cid: int, slot: int, card: int) -> None:
    """A unit joins the subset; -1, or nothing left to add, ends it: the execution acts on the
    subset only (355.11.b)."""
    item = chain_item(g, cid)
    if item is None:
        return
    if card >= 0:
        k = g.chain.index(item)
        item = g.chain[k] = item._replace(refs=(*item.refs, card))
        if len(_subset_options(g, player, ("same_location_subset", cid, slot))) > 1:
            decide(g, player, "choose_card", ("same_location_subset", cid, slot))
            return
    _replace_group(g, cid, slot, item.refs)
    item = chain_item(g, cid)
    assert item is not None
    g.chain[g.chain.index(item)] = item._replace(refs=())


register_choice("same_location_subset", _subset_options, (
    "{card} is resolving: the units chosen for one of its groups are no longer at one location, so "
    "{p} picks, one at a time, those it still affects, all at one location (none to stop)"))
