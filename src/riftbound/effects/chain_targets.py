"""Spells whose target is one item on the chain, a spell or an ability (355.9.a.2, 425.3), and
countering abilities (425.1.a).

The target names the item as the chain does (:mod:`riftbound.engine.chain_refs`: a spell by its
card, an ability by its source, rulings 103 and 116); it is chosen as the spell is played (355.5), offered
only where legal (355.8), and checked again as the spell resolves (359.3.e): an item that has left
the chain, or no longer fits (no longer an enemy's, no longer choosing what it must), is not
countered (359.3.e.5).

- :class:`CounterItemScript`: "counter a spell", "counter an enemy spell or ability that chooses a
  friendly unit or gear" (Not So Fast). "Chooses" is read from the item's targets (355.7) on the
  board: a mistargeted target still counts, one that changed to a non-board zone doesn't
  (359.3.e.9.a); "friendly" and "enemy" are read relative to the countering spell's controller.
- :class:`CounterChoosingItScript`: "choose a friendly unit at a battlefield; counter an enemy spell
  or ability that chooses it and no other friendly unit" (Repulse; 359.3.e.9.a and its example).
- :class:`CounterOrBirdsScript`: "choose one: counter a spell; or play four Birds" (Flurry of
  Feathers; 355.3): the counter mode names a spell, the other mode names nothing.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from ..actions import code_chain
from ..compiled import mypyc_attr
from ..engine.chain import Choices
from ..engine.chain_refs import chain_names, chosen_objects, forget_chain_ref, item_code, named_item
from ..engine.choices import EFFECT_COSTS
from ..engine.choosable import choosable
from ..engine.contexts import PayEffect
from ..engine.core import decide, emit, task
from ..engine.mechanics import counter
from ..engine.new_choices import begin_new_choices, gain_spell_control
from ..engine.payment import can_pay
from ..engine.units import ABILITY_KINDS, chain_item, create_token, pay_cost
from ..state import ChainItem, GameState, base_of
from .bird_tokens import BIRD
from .spells import SpellScript, custom, record
from .vocabulary import Custom, Target, Units

__all__ = ["BIRDS_MODE", "COUNTER_NAMED", "GAIN_CONTROL", "PAY_TO_TAKE_ELSE_COUNTER",
           "CounterChoosingItScript", "CounterItemScript", "CounterOrBirdsScript", "TakeSpellScript",
           "counter_item"]


def counter_item(g: GameState, it: ChainItem, by: int) -> bool:
    """Rule 425.1: counter chain item ``it``: a spell as :func:`~riftbound.engine.mechanics.counter`
    does; an ability does nothing and is cleared from the chain (425.1.a; its source stays where it
    is, its costs stay paid, 425.1.c), and spells naming it now name a lost target."""
    if it.kind not in ABILITY_KINDS:
        return counter(g, it, by)
    _, nth = code_chain(item_code(g, it))
    del g.chain[next(k for k, x in enumerate(g.chain) if x is it)]  # by identity: two may be equal
    if not g.chain and g.showdown is not None:
        g.showdown.opened_by = None
    forget_chain_ref(g, it.cid, nth)
    emit(g, "425.1.a", "countered", by, it.cid, "ability")
    return True


def _friendly(g: GameState, player: int, c: int) -> bool:
    """Whether board object ``c`` (a unit or a gear) is controlled by ``player``'s team (740.1.a)."""
    x = g.units.get(c)
    ctrl = x.controller if x is not None else g.gear[c].controller
    return g.team_of[ctrl] == g.team_of[player]


def _names(g: GameState, me: int) -> list[tuple[int, ChainItem]]:
    """Every name of a chain item for the spell ``me`` with the item it means (ruling 116), in
    order of the names."""
    return sorted(chain_names(g, me), key=lambda x: x[0])


@mypyc_attr(allow_interpreted_subclasses=True)
@dataclass(frozen=True)
class CounterItemScript(SpellScript):
    """A spell whose one target (slot 0) is an item on the chain it counters (425.3): a spell, or
    also an ability with ``abilities``; an opponent's only with ``enemy_only``; one choosing a friendly
    unit or gear only with ``chooses_friendly``. ``steps`` should be ``(COUNTER_NAMED,)``."""

    abilities: bool = False
    enemy_only: bool = False
    chooses_friendly: bool = False
    #: only a spell whose printed Energy cost is at most this (206), None: any
    max_energy: int | None = None

    @property
    def chain_slots(self) -> tuple[int, ...]:
        return (0,)

    def may_name(self, g: GameState, player: int, me: int, it: ChainItem) -> bool:
        """Whether ``it`` is an item this spell (card ``me`` of ``player``) may choose (355.9)."""
        if it.cid == me or not it.finalized:  # 355.9.c; a unit or gear being played is no spell
            return False
        if it.kind != "spell" and not (self.abilities and it.kind in ABILITY_KINDS):
            return False
        if self.enemy_only and g.team_of[it.controller] == g.team_of[player]:
            return False
        if self.max_energy is not None and (it.kind != "spell" or g.cards[it.cid].energy > self.max_energy):
            return False
        return not self.chooses_friendly or any(_friendly(g, player, c) for c in chosen_objects(g, it))

    def choices(self, g: GameState, player: int, cid: int) -> list[Choices]:
        """One choice per item it may name; none: it can't be played (355.8)."""
        return [(((c,),), None) for c, it in _names(g, cid) if self.may_name(g, player, cid, it)]

    def choices_legal(self, g: GameState, player: int, cid: int,
                      targets: tuple[tuple[int, ...], ...], dest: int | None) -> bool:
        if dest is not None or len(targets) != 1 or len(targets[0]) != 1:
            return False
        it = named_item(g, targets[0][0], cid)
        return it is not None and self.may_name(g, player, cid, it)

    def countered(self, g: GameState, item: ChainItem) -> ChainItem | None:
        """The item to counter as ``item`` (this spell) resolves, if still a legal target (359.3.e)."""
        slot = item.targets[0] if item.targets else ()
        it = named_item(g, slot[0], item.cid) if slot else None
        return it if it is not None and self.may_name(g, item.controller, item.cid, it) else None

    def describe(self, timing: str = "") -> str:
        what = "spell or ability" if self.abilities else "spell"
        what = ("an opponent's " if self.enemy_only else "a ") + what + " on the chain"
        if self.chooses_friendly:
            what += " that chooses a unit or gear of yours"
        if self.max_energy is not None:
            what += f", its printed Energy cost at most {self.max_energy}"
        head = f"{timing[0].upper() + timing[1:]}. " if timing else ""
        return f"{head}Targets: T1 = {what}. Does: " + "; then ".join(
            s.describe() for s in self.steps) + "."


@custom("counter_named")
def _counter_named(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 425.1, 359.3.e.5: counter the named item if it is still a legal target."""
    script = _script(g, item)
    it = script.countered(g, item)
    return it is not None and counter_item(g, it, item.controller)


def _script(g: GameState, item: ChainItem) -> CounterItemScript | CounterChoosingItScript:
    script = g.index.answers["spell"][g.cards[item.cid].id]
    assert isinstance(script, CounterItemScript | CounterChoosingItScript)
    return script


#: the one instruction of these scripts
COUNTER_NAMED = Custom("counter_named", text="the chain item T1 is countered (a spell to its owner's "
                                             "trash; an ability just leaves the chain; costs not refunded)")

_FRIENDLY_AT_BF = Target(Units(side="friendly", where="battlefield"))


@mypyc_attr(allow_interpreted_subclasses=True)
@dataclass(frozen=True)
class CounterChoosingItScript(SpellScript):
    """T1 a friendly unit at a battlefield, T2 an opponent's spell or ability on the chain that
    chooses T1 and no other friendly unit (355.7, 359.3.e.9.a); T2 is countered as it resolves while
    both are still legal (359.3.e.5, 359.3.f.2.a). ``steps`` should be ``(COUNTER_NAMED,)``."""

    targets: tuple[Target, ...] = (_FRIENDLY_AT_BF,)

    @property
    def chain_slots(self) -> tuple[int, ...]:
        return (1,)

    def may_name(self, g: GameState, player: int, me: int, unit: int, it: ChainItem) -> bool:
        if it.cid == me or not it.finalized or it.kind not in ABILITY_KINDS | {"spell"}:
            return False
        if g.team_of[it.controller] == g.team_of[player]:
            return False
        friendly = [c for c in chosen_objects(g, it) if c in g.units and _friendly(g, player, c)]
        return friendly == [unit]

    def _unit_ok(self, g: GameState, player: int, unit: int) -> bool:
        u = g.units.get(unit)
        return u is not None and self.targets[0].units.test(g, player, u) and choosable(g, player, u)

    def choices(self, g: GameState, player: int, cid: int) -> list[Choices]:
        """One choice per friendly unit at a battlefield and item choosing it alone (355.8)."""
        names = _names(g, cid)
        return [(((u,), (c,)), None) for u in sorted(g.units) if self._unit_ok(g, player, u)
                for c, it in names if self.may_name(g, player, cid, u, it)]

    def choices_legal(self, g: GameState, player: int, cid: int,
                      targets: tuple[tuple[int, ...], ...], dest: int | None) -> bool:
        if dest is not None or len(targets) != 2 or len(targets[0]) != 1 or len(targets[1]) != 1:
            return False
        unit = targets[0][0]
        it = named_item(g, targets[1][0], cid)
        return self._unit_ok(g, player, unit) and it is not None and self.may_name(g, player, cid, unit, it)

    def countered(self, g: GameState, item: ChainItem) -> ChainItem | None:
        """T2 while T1 is a legal target and T2 still chooses it alone (359.3.e, 359.3.f.2.a)."""
        if len(item.targets) != 2 or not item.targets[0] or not item.targets[1]:
            return None
        unit = item.targets[0][0]
        if unit < 0 or not self.legal_targets(g, item, 0):
            return None
        it = named_item(g, item.targets[1][0], item.cid)
        return it if it is not None and self.may_name(g, item.controller, item.cid, unit, it) else None

    def describe(self, timing: str = "") -> str:
        head = f"{timing[0].upper() + timing[1:]}. " if timing else ""
        return (f"{head}Targets: T1 = {self.targets[0].describe()}; T2 = an opponent's spell or ability "
                f"on the chain that chooses T1 and no other unit of yours. Does: the chain item T2 is "
                f"countered while T1 is still a legal target (a spell to its owner's trash; an ability "
                f"just leaves the chain; costs not refunded).")


@mypyc_attr(allow_interpreted_subclasses=True)
@dataclass(frozen=True)
class CounterOrBirdsScript(CounterItemScript):
    """Two modes, one chosen as it is played (355.3): counter a spell (T1 names it), or play
    ``birds`` 1 Might Bird unit tokens with Deflect (187.7) in its controller's base (T1 empty: the
    notation writes no target). The mode stays as chosen: a countered mode whose spell is gone does
    nothing (359.3.e.7)."""

    birds: int = 4

    def choices(self, g: GameState, player: int, cid: int) -> list[Choices]:
        return [(((),), None), *super().choices(g, player, cid)]

    def choices_legal(self, g: GameState, player: int, cid: int,
                      targets: tuple[tuple[int, ...], ...], dest: int | None) -> bool:
        if dest is None and targets == ((),):
            return True
        return super().choices_legal(g, player, cid, targets, dest)

    def describe(self, timing: str = "") -> str:
        head = f"{timing[0].upper() + timing[1:]}. " if timing else ""
        return (f"{head}Choose one as it is played: counter a spell (T1 = a spell on the chain: it goes to "
                f"its owner's trash, costs not refunded); or, with no target, you play {self.birds} "
                f"1-Might Bird unit tokens with Deflect in your base.")


@custom("birds_unless_countering")
def _birds_unless_countering(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 355.3, 182, 187.7: the birds mode (no spell named) plays the tokens in the base."""
    script = g.index.answers["spell"][g.cards[item.cid].id]
    assert isinstance(script, CounterOrBirdsScript)
    if item.targets and item.targets[0]:
        return False
    for _ in range(script.birds):
        create_token(g, item.controller, BIRD, base_of(item.controller))
    return True


#: the birds mode's instruction (after COUNTER_NAMED, which does nothing in that mode)
BIRDS_MODE = Custom("birds_unless_countering", text="in the other mode, you play four 1 Might Bird unit "
                                                    "tokens with Deflect in your base")


# --- gaining control of a spell (156, 191.2) and new choices (750-755) ---------------------------------

#: Mystic Reversal's instruction (a :class:`CounterItemScript` naming any spell)
GAIN_CONTROL = Custom("gain_control_new_choices", text="you gain control of the spell T1 and may make new "
                                                      "choices for it (its targets, modes, destination)")


@custom("gain_control_new_choices")
def _gain_control(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 191.2, 751-753: the named spell, still a legal target (359.3.e), becomes this spell's
    controller's; they may make new choices for it (a decision only where another legal set exists)."""
    it = _script(g, item).countered(g, item)
    if it is None:
        return False
    gain_spell_control(g, it, item.controller)
    begin_new_choices(g, item.controller, it.cid)
    return True


#: Rebuttal's instruction: the cost within it is one Power of any domain (204.3.b)
PAY_TO_TAKE_ELSE_COUNTER = Custom(
    "pay_to_take_else_counter",
    text="you may pay one Power of any domain: if you do, you gain control of T1 and may make new choices "
         "for it; if you don't, T1 is countered")
_ONE_POWER: Final[tuple[int, tuple[None, ...]]] = (0, (None,))


@custom("pay_to_take_else_counter")
def _pay_to_take(g: GameState, item: ChainItem, i: int) -> bool | None:
    """Rules 204.3.b, 425: with the named spell still legal, its controller decides whether to pay
    (a "pay" decision they may decline); unable to pay, the spell is countered at once."""
    it = _script(g, item).countered(g, item)
    if it is None:
        return False
    if not can_pay(g, item.controller, *_ONE_POWER):
        return counter_item(g, it, item.controller)
    decide(g, item.controller, "pay", PayEffect("take_spell_pay", item.cid, i))
    return None


def _take_cost(g: GameState, cid: int, i: int) -> tuple[int, tuple] | None:
    """The cost the resolving spell asks (204.3.b) while the spell it names is still legal."""
    item = chain_item(g, cid)
    if item is None or _script(g, item).countered(g, item) is None:
        return None
    return _ONE_POWER


@task("take_spell_pay", "p", "c", "n", "b", "cs", "cs")
def _take_spell_pay(g: GameState, player: int, cid: int, i: int, paid: bool,
                    exhaust: tuple[int, ...], recycle: tuple[int, ...], keep: tuple = ()) -> None:
    """Paid: the Power is spent (357) and the spell is theirs, with new choices if they want them
    (191.2, 751); declined: it is countered (425.1)."""
    item = chain_item(g, cid)
    it = _script(g, item).countered(g, item) if item is not None else None
    if item is None or it is None:
        return
    if paid:
        pay_cost(g, player, *_ONE_POWER, exhaust, recycle, keep)
        record(g, cid, i, True)
        gain_spell_control(g, it, player)
        begin_new_choices(g, player, it.cid)
        return
    record(g, cid, i, counter_item(g, it, player))


EFFECT_COSTS["take_spell_pay"] = _take_cost


@mypyc_attr(allow_interpreted_subclasses=True)
@dataclass(frozen=True)
class TakeSpellScript(CounterItemScript):
    """A spell naming a spell on the chain (T1) that it takes control of (Mystic Reversal), or takes
    for a price else counters (Rebuttal); its description says so."""

    def describe(self, timing: str = "") -> str:
        head = f"{timing[0].upper() + timing[1:]}. " if timing else ""
        what = "a spell on the chain (not this one)"
        if self.max_energy is not None:
            what += f" whose printed Energy cost is at most {self.max_energy}"
        return f"{head}Targets: T1 = {what}. Does: " + "; then ".join(s.describe() for s in self.steps) + "."
