"""Repeat (820) on a spell with one unit target: "[Repeat] [2]: give a unit -2 Might this turn".

Reading of 820.2 and 820.2.a (docs/rulings.md, ruling 95): the repeated execution's choices are
made as the spell is played, like the first ones, and need not be the same: the repeat has its own
target, the same unit or another. The play action carries the first target with the second slot
empty; once its player chooses to pay the Repeat cost (820.1.d, a "repeat" decision right after the
play), they choose the repeat's unit (a "repeat_target" decision) before paying. Each choice of an
opponent's unit with Deflect adds its Deflect cost (809.1.c: for each time it is chosen), so the
Repeat is offered only if some unit for the repeat leaves the total cost payable (355.16), and only
such units are offered. On resolution the first execution acts on the first target, the repeat on
its own (359.3.e: a target no longer legal is skipped by its execution only).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.chain import Choices, chain_item, spell_cost
from ..engine.choices import register_choice
from ..engine.choosable import choosable
from ..engine.core import decide, emit, task
from ..engine.hidden import bound_ok, facedown_bound
from ..engine.keywords import deflect_cost, ignores_deflect, repeat_paid
from ..engine.optional_discounts import repeat_totals
from ..engine.payment import can_pay
from ..log_text import TEMPLATES
from ..state import ChainItem, GameState
from .separate_targets import SeparateTargetsScript

__all__ = ["RepeatTargetSpell"]


@dataclass(frozen=True)
class RepeatTargetSpell(SeparateTargetsScript):
    """A Repeat spell whose first ``repeat_from`` steps act on target 0 (``Chosen(0)``) and whose
    other steps, the same instructions on target 1 (``Chosen(1)``), are its repeat; ``targets``
    holds the two slots (the same selector twice)."""

    repeat_from: int = 1
    repeat_energy: int = 0
    repeat_power: tuple[frozenset | None, ...] = ()

    def __post_init__(self) -> None:
        super().__post_init__()
        if len(self.targets) != 2 or self.targets[0] != self.targets[1] \
                or not 0 < self.repeat_from < len(self.steps):
            raise ValueError("a repeat target spell has two identical one-unit slots and its repeat steps")

    @property
    def repeat_cost(self) -> tuple[int, tuple[frozenset | None, ...]]:
        """Its Repeat cost (820.1.c), the entry's answer to "cost:keywords"."""
        return self.repeat_energy, self.repeat_power

    # --- playing -----------------------------------------------------------------------------------

    def choices(self, g: GameState, player: int, cid: int) -> list[Choices]:
        """The first target only (355.5); the repeat's slot is empty until its cost is chosen."""
        return [(((c,), ()), None) for c in self._slot_options(g, player, 0, facedown_bound(g, cid))]

    def choices_legal(self, g: GameState, player: int, cid: int,
                      targets: tuple[tuple[int, ...], ...], dest: int | None) -> bool:
        """Rules 355.8-355.9, 820.2: the first target legal; the repeat's slot filled exactly when
        the Repeat cost is paid, with a legal unit (the first one allowed again)."""
        if len(targets) != 2 or dest is not None or len(targets[1]) != (1 if repeat_paid(g, cid) else 0):
            return False
        filled = tuple(t for t in targets if t)
        return all(self._legal(g, player, cid, k, t[0]) for k, t in enumerate(filled))

    def _legal(self, g: GameState, player: int, cid: int, slot: int, c: int) -> bool:
        u = g.units.get(c)
        spec = self.targets[slot]
        return (u is not None and spec.units.test(g, player, u) and bound_ok(spec, u, facedown_bound(g, cid))
                and choosable(g, player, u))

    def repeat_target_options(self, g: GameState, player: int, cid: int) -> list[int]:
        """The units the repeat may choose whose Deflect cost (809.1.c) keeps the spell's total
        cost with its Repeat cost payable (355.16)."""
        # asked before the choice: the Repeat cost itself added, its discounts however chosen (356.4.c)
        totals = repeat_totals(g, player, cid, lambda: spell_cost(g, cid), repeat_paid(g, cid),
                               self.repeat_cost)
        free = ignores_deflect(g, cid)
        out = []
        for u in sorted(g.units.values(), key=lambda v: v.cid):
            if not self._legal(g, player, cid, 1, u.cid):
                continue
            more = () if free else deflect_cost(g, player, ((u.cid,),))
            if any(can_pay(g, player, energy, (*reqs, *more), "spell") for energy, reqs in totals):
                out.append(u.cid)
        return out

    def repeat_payable(self, g: GameState, player: int, cid: int) -> bool:
        """Whether paying the Repeat cost is a legal choice (820.1.d, 355.16)."""
        return bool(self.repeat_target_options(g, player, cid))

    def repeat_choice_tasks(self, g: GameState, player: int, cid: int) -> list[tuple]:
        """The repeat's target, chosen once its cost is chosen (820.2)."""
        return [("ask_repeat_target", player, cid)]

    # --- resolving ---------------------------------------------------------------------------------

    def resolve_tasks(self, g: GameState, item: ChainItem) -> list[tuple]:
        """Its steps, then the repeat's if paid (820.1.d.1; played once, 820.3.a)."""
        n = len(self.steps) if repeat_paid(g, item.cid) else self.repeat_from
        return [("instr", item.cid, i) for i in range(n)]

    def describe(self, timing: str = "") -> str:
        parts = [f"{self.repeat_energy} Energy"] if self.repeat_energy or not self.repeat_power else []
        parts += ["one Power of any domain" if d is None else f"one {'|'.join(sorted(d))} Power"
                  for d in self.repeat_power]
        return (super().describe(timing) + f" Repeat: as it is played its player may pay "
                f"{' and '.join(parts)} more to do it again, choosing the repeat's unit then (T2, the "
                f"same one or another).")


@task("ask_repeat_target", "p", "c")
def _ask_repeat_target(g: GameState, player: int, cid: int) -> None:
    """Rule 820.2: the player chooses the unit the repeated execution acts on."""
    decide(g, player, "choose_card", ("repeat_target", cid))


def _options(g: GameState, player: int, ctx: tuple) -> list[int]:
    cid = ctx[1]
    script = g.index.get("spell", g.cards[cid].id)  # a RepeatTargetSpell, or another spell whose
    return script.repeat_target_options(g, player, cid)  # repeat chooses (counter_unless.py)


@task("repeat_target", "p", "c", "ci")
def _repeat_target(g: GameState, player: int, cid: int, card: int) -> None:
    """Rule 820.2: the repeat's target joins the spell's choices on the chain."""
    item = chain_item(g, cid)
    assert item is not None
    g.chain[g.chain.index(item)] = item._replace(targets=(item.targets[0], (card,)))
    emit(g, "820.2", "repeat_target", player, cid, card)


register_choice("repeat_target", _options, (
    "{p} pays the Repeat cost of {card}: choose the unit (or spell) its repeated effect acts on (the "
    "same one or another)"))
TEMPLATES["repeat_target"] = lambda g, p, d: (
    f"P{p} chooses {g.cards[d[1]].name} for the repeat of {g.cards[d[0]].name}")
