"""Spell scripts: the interpreter that gives the vocabulary its meaning in the rules.

A :class:`SpellScript` is what a spell card does, as data: its targets (chosen as it is played,
355.5-355.13), an optional move destination (chosen as it is played, 355.4) and its instructions,
executed in order as it resolves (359.3.d). The engine (:mod:`riftbound.engine.chain`) asks a script
for the legal choices of a play and for the tasks that resolve it; each instruction is one task
(``("instr", spell, i)``), so an instruction that needs a player's choice stops at a decision and
the game can be saved, cloned or loaded there.

Resolution follows 359.3.e: targets are checked again (a unit that left the board, or no longer
fits the target's selector, is not affected, 359.3.e.2-5); an instruction whose targets are all
illegal does not execute (359.3.e.7), one with some legal targets affects those (359.3.e.8); a value
read from an illegal target is null and the instruction using it is ignored (359.3.e.12); an
instruction marked ``linked`` executes only if the previous one did (359.3.e.14.a); instructions
that can be partly followed are followed as far as possible (359.3.e.11).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Final

from ..actions import BASE
from ..compiled import mypyc_attr
from ..engine.battlefield_passives import may_move_to_base
from ..engine.chain import Choices, ability_options, behaviour
from ..engine.choosable import choosable
from ..engine.core import decide, emit, push, task
from ..engine.death_replacements import kill_together
from ..engine.decisions import CARD_CHOICES
from ..engine.events import fire
from ..engine.hidden import bound_ok, facedown_bound
from ..engine.keywords import payable_choices
from ..engine.mechanics import bonus_damage
from ..engine.move_bans import may_move_unit
from ..engine.primitives import channel, deal, draw, kill, recall, relocate, return_to_hand
from ..engine.ready_bans import can_ready
from ..engine.scoring import EFFECT, gain_points
from ..engine.trash_banish import put_in_trash
from ..engine.units import chain_item, contest, might
from ..state import ChainItem, GameState, Gear, Unit, base_of, item_with, place_of
from .stun_events import stun_unit
from .vocabulary import (
    Affected,
    Buff,
    Channel,
    Chosen,
    Const,
    Custom,
    Deal,
    Discard,
    DiscardedEnergy,
    Draw,
    EachPlayerKills,
    Exhaust,
    GainPoints,
    GiveMight,
    GiveTemporary,
    Instruction,
    Kill,
    Me,
    MightOf,
    MoveUnit,
    Ready,
    Recall,
    ReturnFromTrash,
    ReturnToHand,
    Stun,
    Subject,
    Target,
    Value,
)

__all__ = ["CUSTOM", "SpellScript", "custom", "unit_signature"]

#: name -> function(game, chain item, instruction index) -> whether it executed, or None when it
#: stopped at a decision (whose answer records the result with :func:`record`)
CUSTOM: Final[dict[str, Callable[[GameState, ChainItem, int], bool | None]]] = {}


def custom(name: str) -> Callable[[Callable[[GameState, ChainItem, int], bool | None]],
                                  Callable[[GameState, ChainItem, int], bool | None]]:
    """Register the escape-hatch function of :class:`~riftbound.effects.vocabulary.Custom`."""

    def register(fn: Callable[[GameState, ChainItem, int], bool | None]
                 ) -> Callable[[GameState, ChainItem, int], bool | None]:
        CUSTOM[name] = fn
        return fn

    return register


def unit_signature(g: GameState, u: Unit) -> tuple:
    """What makes two units interchangeable as targets: the same card, controller, place and
    status. Choosing one or the other gives the same outcome (docs/rulings.md, ruling 2). A token
    copying a card (477.1.b.1) is not interchangeable with that card: it is still a token (185.1.a);
    nor is a unit an item on the chain targets with one that no item targets (355.6: that item will
    act on the one it chose)."""
    card = g.cards[u.cid]
    cid = u.cid
    return (card.index, card.is_token, u.controller, u.loc, u.exhausted, u.damage, u.buffs, u.turn_might,
            u.base_might, u.combat_might, u.stunned, u.role, u.temporary, u.empowered, u.might_mod,
            u.turn_keywords,  # 801.3.a: keywords granted this turn
            # 434, 718: the gear attached to it (their names)
            tuple(sorted(g.cards[x.cid].index for x in g.gear.values() if x.attached_to == cid))
            if g.gear else (),
            # 355.6: the items on the chain that target it, by their place on the chain
            tuple(k for k, it in enumerate(g.chain) if any(cid in t for t in it.targets))
            if g.chain else ())


def _groups(g: GameState, units: list[Unit]) -> dict[tuple, list[int]]:
    """The units grouped by :func:`unit_signature` (interchangeable targets), each group's card
    numbers in the order given. A unit whose card no other of ``units`` shares is alone in its group
    whatever its status: its key is then its card's number alone, which sorts among the signatures
    (whose first field it is) where its signature would, without making the signature."""
    cards = g.cards
    shared: set[int] = set()
    once: set[int] = set()
    for u in units:
        i = cards[u.cid].index
        if i in once:
            shared.add(i)
        else:
            once.add(i)
    groups: dict[tuple, list[int]] = {}
    for u in units:
        i = cards[u.cid].index
        groups.setdefault(unit_signature(g, u) if i in shared else (i,), []).append(u.cid)
    return groups


@mypyc_attr(allow_interpreted_subclasses=True)  # card entries subclass it
@dataclass(frozen=True)
class SpellScript:
    """What a spell does: ``targets`` chosen on play, an optional move destination for the units of
    target number ``move_of`` (355.4), and ``steps``, its instructions in order."""

    steps: tuple[Instruction, ...]
    targets: tuple[Target, ...] = ()
    move_of: int | None = None

    # --- playing (355, 358) ----------------------------------------------------------------------

    def choices(self, g: GameState, player: int, cid: int) -> list[Choices]:
        """Every distinct legal set of targets (and destination) for a play by ``player``; empty
        when a target can't be chosen, so the spell can't be played (355.8)."""
        out: list[Choices] = []
        for targets in self._target_sets(g, player, 0, frozenset(), facedown_bound(g, cid)):
            if self.move_of is None:
                out.append((targets, None))
            else:
                out += [(targets, d) for d in self.destinations(g, targets[self.move_of])]
        return out

    def _target_sets(self, g: GameState, player: int, slot: int, used: frozenset[int],
                     bound: int | None = None) -> Iterator[tuple[tuple[int, ...], ...]]:
        if slot == len(self.targets):
            yield ()
            return
        spec = self.targets[slot]
        groups = _groups(g, [u for u in g.units.values() if u.cid not in used
                             and spec.units.test(g, player, u) and bound_ok(spec, u, bound)
                             and choosable(g, player, u)])
        keys = sorted(groups)
        for cids in groups.values():
            cids.sort()
        sizes = range(0 if spec.up_to else spec.count, spec.count + 1)
        last = slot + 1 == len(self.targets)
        for n in sizes:
            # one unit: each group's first, in the groups' order (as _multisets gives them)
            picks = [(groups[k][0],) for k in keys] if n == 1 else _multisets(keys, groups, n)
            for pick in picks:
                if last:  # no target after this one: its only rest is ()
                    yield (pick,)
                    continue
                for rest in self._target_sets(g, player, slot + 1, used | set(pick), bound):
                    yield (pick, *rest)

    def destinations(self, g: GameState, units: tuple[int, ...]) -> list[int]:
        """Valid move destinations for ``units`` (355.4.a): their base or a battlefield, other
        than where they are, where they may be (449.2, 447.2.a-b); BASE means each unit's base."""
        if not units:
            return []
        us = [g.units[c] for c in units]
        out = []
        if all(u.loc >= 0 for u in us):
            out.append(BASE)
        for bf in range(len(g.battlefields)):
            if all(u.loc != bf and may_move_to(g, u.controller, bf) for u in us):
                out.append(bf)
        return out

    def choices_legal(self, g: GameState, player: int, cid: int,
                      targets: tuple[tuple[int, ...], ...], dest: int | None) -> bool:
        """Whether the choices are legal now for a play by ``player`` (355.8-355.9, 358.1)."""
        if len(targets) != len(self.targets):
            return False
        here = self.here_of(g, cid)
        bound = facedown_bound(g, cid)
        seen: set[int] = set()
        for spec, chosen in zip(self.targets, targets, strict=True):
            if len(chosen) > spec.count or (len(chosen) < spec.count and not spec.up_to):
                return False
            for c in chosen:
                u = g.units.get(c)
                if (u is None or c in seen or not spec.units.test(g, player, u, here)
                        or not bound_ok(spec, u, bound) or not choosable(g, player, u)):
                    return False
                seen.add(c)
        if self.move_of is None:
            return dest is None
        return dest is not None and dest in self.destinations(g, targets[self.move_of])

    # --- resolving (359.3) -----------------------------------------------------------------------

    def resolve_tasks(self, g: GameState, item: ChainItem) -> list[tuple]:
        return [("instr", item.cid, i) for i in range(len(self.steps))]

    def here_of(self, g: GameState, cid: int) -> int | None:
        """The location "here" means for card ``cid`` being played: none for a spell."""
        return None

    def item_here(self, g: GameState, item: ChainItem) -> int | None:
        """The location "here" means while ``item`` resolves: none for a spell; for an ability,
        where its source is now, read as the instruction executes (359.3.f.2 and its Yasuo
        example: moved back to base, "here" is his base): a unit's location, a battlefield itself.
        A source gone from the board has no "here" (359.3.f.2.a)."""
        if item.kind in ("spell", "unit"):
            return None
        u = g.units.get(item.cid)
        if u is not None:
            return u.loc
        return place_of(g, item.cid)  # a replaced battlefield: its place still (438.1.a)

    def legal_targets(self, g: GameState, item: ChainItem, slot: int) -> list[Unit]:
        """The units chosen for target ``slot`` that are still legal targets (359.3.e.2-4)."""
        spec = self.targets[slot]
        here = self.item_here(g, item)
        out = []
        for c in item.targets[slot]:
            u = g.units.get(c) if c >= 0 else None
            if (u is not None and spec.units.test(g, item.controller, u, here)
                    and choosable(g, item.controller, u)  # 359.3.e.2 (the Akali example of 359.3.e.5)
                    and bound_ok(spec, u, item.hidden_at)):  # 359.3.e.5 (its Hidden Blade example)
                out.append(u)
        return out

    def describe(self, timing: str = "") -> str:
        """The script in the project's own words (never card text)."""
        parts = []
        if timing:
            parts.append(timing)
        if self.targets:
            tg = "; ".join(f"T{i + 1} = {t.describe()}" for i, t in enumerate(self.targets))
            if self.move_of is not None:
                tg += f", and a destination for T{self.move_of + 1}"
            parts.append("targets: " + tg)
        steps = []
        for k, s in enumerate(self.steps):
            text = s.describe()
            if getattr(s, "linked", False) and k:
                text = "if so, " + text
            steps.append(text)
        parts.append("does: " + "; then ".join(steps))
        return ". ".join(p[0].upper() + p[1:] for p in parts) + "."


@mypyc_attr(allow_interpreted_subclasses=True)  # card entries subclass it
@dataclass(frozen=True)
class TriggerScript(SpellScript):
    """What a unit's triggered ability does (383): like a spell's script, with at most one target
    slot of one unit, chosen as the ability is put on the chain. ``other``: the target can't be the
    ability's source ("another unit")."""

    other: bool = False

    def __post_init__(self) -> None:
        if len(self.targets) > 1 or any(t.count != 1 or t.up_to for t in self.targets) or self.move_of:
            raise ValueError("a trigger script takes at most one target of exactly one unit")

    def choices(self, g: GameState, player: int, cid: int) -> list[Choices]:
        """No target: one way. One target: one unit per interchangeable group (ruling 2), not
        the source when ``other``; none when no unit fits (355.8). An enemy unit with Deflect is
        a choice only if its controller can pay the Deflect cost (809.1.d)."""
        if not self.targets:
            return [((), None)]
        spec = self.targets[0].units
        here = self.here_of(g, cid)
        bound = facedown_bound(g, cid)  # a Play Effect of a unit played from facedown (811.1.d.2)
        groups = _groups(g, [u for u in g.units.values()
                             if (u.cid != cid or not self.other) and spec.test(g, player, u, here)
                             and choosable(g, player, u) and bound_ok(self.targets[0], u, bound)])
        # each group's least card, in order (``min`` only of a group of several: compiled, ``min`` of
        # a list and a ``key`` are generic calls)
        firsts = [cids[0] if len(cids) == 1 else min(cids) for cids in groups.values()]
        firsts.sort()
        return payable_choices(g, player, 0, (), [(((c,),), None) for c in firsts])

    def choices_legal(self, g: GameState, player: int, cid: int,
                      targets: tuple[tuple[int, ...], ...], dest: int | None) -> bool:
        if self.other and any(cid in t for t in targets):
            return False
        return super().choices_legal(g, player, cid, targets, dest)

    def here_of(self, g: GameState, cid: int) -> int | None:
        """For a triggered ability, "here" is where its source is: a unit's location, or the
        battlefield itself for a battlefield's ability (its place, once replaced: 438.1.a)."""
        u = g.units.get(cid)
        if u is not None:
            return u.loc
        return place_of(g, cid)

    def legal_targets(self, g: GameState, item: ChainItem, slot: int) -> list[Unit]:
        out = super().legal_targets(g, item, slot)
        return [u for u in out if u.cid != item.cid] if self.other else out

    def describe(self, timing: str = "") -> str:
        text = super().describe(timing)
        return text.replace("T1 = 1 ", "T1 = 1 other ") if self.other else text


def _multisets(keys: list[tuple], groups: dict[tuple, list[int]], n: int) -> Iterator[tuple[int, ...]]:
    """Ways to pick ``n`` units from interchangeable groups: one per multiset of groups, naming
    the lowest card numbers of each group."""
    def rec(i: int, left: int) -> Iterator[list[int]]:
        if left == 0:
            yield []
            return
        if i == len(keys):
            return
        cids = groups[keys[i]]
        for k in range(min(left, len(cids)), -1, -1):
            for rest in rec(i + 1, left - k):
                yield cids[:k] + rest

    for pick in rec(0, n):
        yield tuple(sorted(pick))


def may_move_to(g: GameState, player: int, bf: int) -> bool:
    """Whether ``player``'s units may move to battlefield ``bf``: not where units of two other
    players are (449.2), nor where a teammate is (447.2.b), nor, with more than two players, to a
    fight they are not part of (447.2.a, 462.1)."""
    others = {u.controller for u in g.units.values() if u.loc == bf} - {player}
    if len(others) >= 2:
        return False
    team = g.team_of[player]
    if any(g.team_of[q] == team for q in others):
        return False
    if len(g.players) > 2 and player not in others:
        b = g.battlefields[bf]
        sd = g.showdown
        if b.combat_staged or (sd is not None and sd.combat and sd.bf == bf):
            here = {u.controller for u in g.units.values() if u.loc == bf}
            if player not in here:
                return False
    return True


# --- the interpreter ----------------------------------------------------------------------------

def _script(g: GameState, item: ChainItem) -> SpellScript:
    script = behaviour(g, item)
    assert isinstance(script, SpellScript)
    return script


def record(g: GameState, cid: int, i: int, executed: bool, refs: tuple[int, ...] = ()) -> None:
    """Note that instruction ``i`` of the spell ``cid`` executed (or not: an instruction noted as
    executed stays so) and the cards it acted on."""
    for k in range(len(g.chain) - 1, -1, -1):  # the newest item of that source: the one resolving
        it = g.chain[k]
        if it.cid == cid:
            done = it.done[:i] + (False,) * (i - len(it.done))
            before = it.done[i] if len(it.done) > i else False
            g.chain[k] = item_with(it, it.finalized, it.targets, (*done, before or executed), it.refs + refs)
            return


@task("instr", "c", "n")
def _instr(g: GameState, cid: int, i: int) -> None:
    """Execute instruction ``i`` of the resolving spell ``cid`` (359.3.d-e)."""
    item = chain_item(g, cid)
    if item is None:  # the spell left the chain: it stops executing (359.3.e.15)
        return
    script = _script(g, item)
    step = script.steps[i]
    if step.linked and (i == 0 or len(item.done) < i or not item.done[i - 1]):
        emit(g, "359.3.e.14.a", "instruction_skipped", item.controller, cid, i)
        record(g, cid, i, False)
        return
    ok = EXECUTE[type(step)](g, script, item, i, step)
    if ok is not None:
        record(g, cid, i, ok)
        if not ok:
            emit(g, "359.3.e.6", "instruction_skipped", item.controller, cid, i)


def _affected(g: GameState, script: SpellScript, item: ChainItem, to: Affected) -> list[Unit]:
    if isinstance(to, Chosen):
        return script.legal_targets(g, item, to.slot)
    if isinstance(to, Subject):  # the unit the triggering event happened to, if still on the board
        s = g.units.get(item.refs[0]) if item.refs else None
        return [s] if s is not None else []
    if isinstance(to, Me):  # the ability's source, if it is still on the board
        u = g.units.get(item.cid) if item.kind not in ("spell", "unit") else None
        return [u] if u is not None else []
    here = script.item_here(g, item)
    return [u for u in list(g.units.values()) if to.units.test(g, item.controller, u, here)]


def _value(g: GameState, script: SpellScript, item: ChainItem, v: Value) -> int | None:
    if isinstance(v, Const):
        return v.n
    if isinstance(v, DiscardedEnergy):
        return g.cards[item.refs[-1]].energy if item.refs else None
    if isinstance(v, MightOf):
        units = _affected(g, script, item, v.of)
        if not units:
            return None  # 359.3.e.12: null
        m = might(g, units[0])
        return m if m > 0 else 0  # 143.2.b
    raise AssertionError(v)


def _deal(g: GameState, script: SpellScript, item: ChainItem, i: int, s: Deal) -> bool:
    amount = _value(g, script, item, s.amount)
    targets = _affected(g, script, item, s.to)
    if amount is None or not targets:
        return False
    source, player = item.cid, item.controller
    if s.source is not None:
        src = script.legal_targets(g, item, s.source.slot)
        if not src:
            return False
        source, player = src[0].cid, src[0].controller  # 417.6.b.3-4
    elif amount > 0:  # 713-715: the spell's or ability's own Deal gets its Bonus Damage (715.4: not 0)
        return any([deal(g, u, amount + bonus_damage(g, item.controller, u), player, source)
                    for u in targets])  # 715.2: for each target separately
    dealt = False
    for u in targets:
        dealt |= deal(g, u, amount, player, source)
    return dealt


def _draw(g: GameState, script: SpellScript, item: ChainItem, i: int, s: Draw) -> bool:
    if s.hand_at_most is not None and len(g.players[item.controller].hand) > s.hand_at_most:
        return False  # 383.2.a.1: the effect's own condition, read now
    draw(g, item.controller, s.n)
    return True


def _discard(g: GameState, script: SpellScript, item: ChainItem, i: int, s: Discard) -> bool | None:
    if not g.players[item.controller].hand:
        return False  # 422.4: nothing to discard, the instruction is ignored
    decide(g, item.controller, "choose_card", ("discard_pick", item.cid, i, s.n))
    return None


def _discard_options(g: GameState, player: int, ctx: tuple) -> list[int]:
    """One card per distinct name in the hand: the choice is private (422.1.a)."""
    seen: dict[int, int] = {}
    for c in sorted(g.players[player].hand):
        seen.setdefault(g.cards[c].index, c)
    return sorted(seen.values())


@task("discard_pick", "p", "c", "n", "n", "ci")
def _discard_pick(g: GameState, player: int, cid: int, i: int, left: int, card: int) -> None:
    """Rule 422: the chosen card goes from the hand to the trash; the next pick while ``left`` and
    cards remain (422.4). ``card`` -1: no choice was made (the player left the game)."""
    p = g.players[player]
    if card < 0:
        record(g, cid, i, False)
        return
    p.hand.remove(card)
    put_in_trash(g, card)  # unless banished instead (engine/trash_banish.py)
    emit(g, "422.1", "discard", player, card)
    record(g, cid, i, True, (card,))
    fire(g, "discard", player, card, gone=(player, card))  # "when you discard me" (383.1)
    if left > 1 and p.hand:
        decide(g, player, "choose_card", ("discard_pick", cid, i, left - 1))


def _give_might(g: GameState, script: SpellScript, item: ChainItem, i: int, s: GiveMight) -> bool:
    units = _affected(g, script, item, s.to)
    if not units:
        return False
    sd = g.showdown
    if s.duration == "combat" and (sd is None or not sd.combat):
        return False  # no combat: a "this combat" effect has nothing to last through
    for u in units:
        delta = s.amount
        if s.minimum is not None and delta < 0:
            # 477.3.b, 477.3.e.2.b: the limit is applied once, as the change is made (snapshot);
            # a decrease never raises Might (477.3.c).
            delta = min(0, max(delta, s.minimum - might(g, u)))
        if s.duration == "turn":
            u.turn_might += delta
        else:
            u.combat_might += delta
        emit(g, "477.3", "might", item.controller, u.cid, delta, s.duration)
    return True


def _kill(g: GameState, script: SpellScript, item: ChainItem, i: int, s: Kill) -> bool:
    units = _affected(g, script, item, s.to)
    if not s.controller_draws:
        kill_together(g, units)  # 370.1.a.2, 383.2.c.2 (373: after their replacement choices)
        return bool(units)
    for u in units:
        kill(g, u)
        if s.controller_draws:  # the linked draw reads the controller the unit had (359.3.e.14)
            draw(g, u.controller, s.controller_draws)
    return bool(units)


def _give_temporary(g: GameState, script: SpellScript, item: ChainItem, i: int,
                    s: GiveTemporary) -> bool:
    # 816.1.a: a gear too (Fading Memories' script lists chosen gear among its targets); typed so,
    # since compiled code may check each element it reads against the declared type
    units: list[Unit | Gear] = list(_affected(g, script, item, s.to))
    for u in units:
        u.temporary = True
        emit(g, "816.1", "temporary", item.controller, u.cid)
    return bool(units)


def _move(g: GameState, script: SpellScript, item: ChainItem, i: int, s: MoveUnit) -> bool:
    """Rules 446-450: the unit goes to the chosen destination (355.4). A destination that is where
    the unit already is can't be moved to: ignored (359.3.e.6). One it may no longer be at
    (449.2) makes it recall instead (447.2.c). A unit arriving at a battlefield its controller
    doesn't control contests it (450); the cleanup after the spell follows (453, 321.1)."""
    moved = False
    done: list[Unit] = []
    here = script.item_here(g, item) if s.to_here else None
    if s.to_here and here is None:
        return False  # 359.3.f.2.a: a source gone from the board has no "here"
    for u in _affected(g, script, item, s.to):
        dest = here if s.to_here else base_of(u.controller) if s.to_base or item.dest == BASE else item.dest
        assert dest is not None
        if dest == u.loc:
            continue
        if dest < 0 and not may_move_to_base(g, u):  # 359.3.e.6 (its Vilemaw's Lair example)
            continue
        if not may_move_unit(g, u.cid, item.controller):  # 359.3.e.6: its player can't move it now
            continue
        if dest >= 0 and not may_move_to(g, u.controller, dest):
            recall(g, u, "447.2.c")
            moved = True
            continue
        relocate(g, u, dest)
        emit(g, "449", "effect_move", item.controller, u.cid, dest)
        if dest >= 0:
            contest(g, dest, u.controller)
        moved = True
        done.append(u)
    for p in sorted({u.controller for u in done}):  # "when I move" abilities (383.1)
        fire(g, "move", p, tuple(u.cid for u in done if u.controller == p), done[0].loc)
    return moved


def _to_hand(g: GameState, script: SpellScript, item: ChainItem, i: int, s: ReturnToHand) -> bool:
    """The returned cards are noted in the item's ``refs``: a target leaving the board is written
    -1 (359.3.e.4), yet a later instruction may read the card, as its owner (Retreat)."""
    units = _affected(g, script, item, s.to)
    for u in units:
        return_to_hand(g, u)
    record(g, item.cid, i, bool(units), tuple(u.cid for u in units))
    return bool(units)


def _recall(g: GameState, script: SpellScript, item: ChainItem, i: int, s: Recall) -> bool:
    units = [u for u in _affected(g, script, item, s.to) if u.loc != base_of(u.controller)]
    for u in units:
        recall(g, u)
    return bool(units)


def _ready(g: GameState, script: SpellScript, item: ChainItem, i: int, s: Ready) -> bool:
    units = [u for u in _affected(g, script, item, s.to) if can_ready(g, u)]  # 415 (engine/ready_bans.py)
    for u in units:
        u.exhausted = False
        emit(g, "415", "ready", item.controller, u.cid)
    return bool(units)


def _exhaust(g: GameState, script: SpellScript, item: ChainItem, i: int, s: Exhaust) -> bool:
    units = _affected(g, script, item, s.to)
    for u in units:
        u.exhausted = True  # 414.1.c: exhausting an exhausted unit does nothing more
        emit(g, "414", "exhaust", item.controller, u.cid)
    return bool(units)


def _stun(g: GameState, script: SpellScript, item: ChainItem, i: int, s: Stun) -> bool:
    units = [u for u in _affected(g, script, item, s.to) if not u.stunned]  # 423.1.a.1
    for u in units:
        stun_unit(g, item.controller, u)  # 423.1; "when you stun" triggers (383.1)
    return bool(units)


def _channel(g: GameState, script: SpellScript, item: ChainItem, i: int, s: Channel) -> bool:
    return channel(g, item.controller, s.n, s.exhausted) > 0


def _from_trash(g: GameState, script: SpellScript, item: ChainItem, i: int,
                s: ReturnFromTrash) -> bool | None:
    if not _trash_units(g, item.controller, ()):
        return False  # nothing to pick: the instruction is ignored (359.3.e.11)
    decide(g, item.controller, "choose_card", ("trash_pick", item.cid, i))
    return None


def _trash_units(g: GameState, player: int, ctx: tuple) -> list[int]:
    """One unit card per distinct name in the player's trash (the trash is public, 108.2.d)."""
    seen: dict[int, int] = {}
    for c in sorted(g.players[player].trash):
        if g.cards[c].type == "Unit":
            seen.setdefault(g.cards[c].index, c)
    return sorted(seen.values())


@task("trash_pick", "p", "c", "n", "ci")
def _trash_pick(g: GameState, player: int, cid: int, i: int, card: int) -> None:
    """The picked unit card goes from the trash to the hand. ``card`` -1: no choice was made."""
    if card < 0:
        record(g, cid, i, False)
        return
    p = g.players[player]
    p.trash.remove(card)
    p.hand.append(card)
    emit(g, "359.3.d", "from_trash", player, card)
    record(g, cid, i, True, (card,))


def _buff(g: GameState, script: SpellScript, item: ChainItem, i: int, s: Buff) -> bool:
    many = g.index.answers.get("buffs:any_number")
    # 702.3.a: a unit with a buff gets no other, unless its own passive lets it have any number
    units = [u for u in _affected(g, script, item, s.to)
             if not u.buffs or (many is not None and g.cards[u.cid].id in many)]
    for u in units:
        u.buffs += 1
        emit(g, "702.2.a", "buff", item.controller, u.cid)
        fire(g, "buff", item.controller, u.cid)  # "when you buff a unit" (383.1)
    return bool(units)


def _gain(g: GameState, script: SpellScript, item: ChainItem, i: int, s: GainPoints) -> bool:
    gain_points(g, item.controller, s.n, EFFECT)
    return True


def _each_kills(g: GameState, script: SpellScript, item: ChainItem, i: int,
                s: EachPlayerKills) -> bool | None:
    push(g, ("each_kill", item.cid, i, 0, False))
    return None


def _kill_order(g: GameState) -> list[int]:
    """Every seat in turn order from the turn player (303.2.a): positions in it stay put when a
    player leaves the game part-way through (652); :func:`_each_kill` skips those who left."""
    order = g.turn_order
    k = order.index(g.turn_player) if g.turn_player in order else 0
    return order[k:] + order[:k]


def _kill_options(g: GameState, player: int, cid: int, i: int) -> list[int]:
    """The player's units the instruction lets them kill, one per interchangeable group."""
    item = chain_item(g, cid)
    if item is None:
        return []
    step = _script(g, item).steps[i]
    assert isinstance(step, EachPlayerKills)
    seen: dict[tuple, int] = {}
    for u in sorted(g.units.values(), key=lambda u: u.cid):
        if step.units.test(g, player, u):
            seen.setdefault(unit_signature(g, u), u.cid)
    return sorted(seen.values())


@task("each_kill", "c", "n", "n", "b")
def _each_kill(g: GameState, cid: int, i: int, k: int, any_killed: bool) -> None:
    """Rule 411.1: the ``k``-th player in order picks one of their units to kill, as a decision
    (355.10.e: not a target); a player with no such unit picks nothing."""
    if chain_item(g, cid) is None:
        return
    order = _kill_order(g)
    while k < len(order):
        player = order[k]
        if g.players[player].alive and _kill_options(g, player, cid, i):
            decide(g, player, "choose_card", ("kill_pick", cid, i, k, any_killed))
            return
        k += 1
    record(g, cid, i, any_killed)


@task("kill_pick", "p", "c", "n", "n", "b", "ci")
def _kill_pick(g: GameState, player: int, cid: int, i: int, k: int, any_killed: bool,
               card: int) -> None:
    """The picked unit dies (428); then the next player picks. ``card`` -1: no pick (the player
    left the game)."""
    u = g.units.get(card) if card >= 0 else None
    if u is not None:
        emit(g, "411.1", "kill_choice", player, card)
        kill(g, u)
    push(g, ("each_kill", cid, i, k + 1, any_killed or u is not None))


def _custom(g: GameState, script: SpellScript, item: ChainItem, i: int, s: Custom) -> bool | None:
    return CUSTOM[s.name](g, item, i)


EXECUTE: Final[dict[type, Callable]] = {
    Deal: _deal, Draw: _draw, Discard: _discard, GiveMight: _give_might, Kill: _kill,
    MoveUnit: _move, ReturnToHand: _to_hand, Recall: _recall, Ready: _ready, Exhaust: _exhaust,
    Stun: _stun, Channel: _channel, Buff: _buff, ReturnFromTrash: _from_trash, GainPoints: _gain,
    EachPlayerKills: _each_kills, Custom: _custom, GiveTemporary: _give_temporary,
}

CARD_CHOICES["discard_pick"] = _discard_options
CARD_CHOICES["ability_target"] = ability_options
CARD_CHOICES["trash_pick"] = _trash_units
CARD_CHOICES["kill_pick"] = lambda g, player, ctx: _kill_options(g, player, ctx[1], ctx[2])
