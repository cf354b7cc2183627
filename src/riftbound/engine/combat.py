"""Showdowns (rules 341-348) and combat (rules 459-466), including combat damage assignment.

With no spells yet, a showdown is a round of Focus passes; the decisions still go to the players so
that spells can slot in later without changing the flow.
"""

from __future__ import annotations

from itertools import combinations
from typing import Final

from ..state import ATTACKER, DEFENDER, NO_ROLE, GameState, Showdown, Unit
from .attachment import tank_from_equipment
from .battlefield_triggers import battlefield_abilities
from .combat_grants import expire_combat_grants
from .combat_start import start_of_combat
from .contexts import CombatSide
from .core import decide, emit, push, task
from .damage_watch import has_deferred
from .equipment_triggers import equipment_batches
from .events import fire
from .excess_damage import forget_excess, note_excess
from .gear import alone_batches
from .granted import has_granted
from .no_combat_damage import deals_no_combat_damage
from .prevent import prevent_value, prevented
from .primitives import DAMAGE_TAKEN, clear_roles
from .reactions import ON
from .score_triggers import player_score_abilities
from .scoring import CONQUER, score
from .showdown_start import showdown_batches
from .units import combat_might, might, push_triggers

#: the controller each battlefield had before the control change being scored now (a Conquer's
#: trigger conditions may name it: "a battlefield that was uncontrolled", 383.2.a.1)
_BEFORE: Final[dict[int, int | None]] = {}


def controller_before_conquest(bf: int) -> int | None:
    """While a Conquer of battlefield ``bf`` is scored and its abilities trigger: who controlled it
    just before (None: no one). Asked at any other time, an error."""
    return _BEFORE[bf]


def establish_control(g: GameState, player: int, bf: int, rule: str) -> None:
    """Rules 190.4, 466.5, 348.2.a: take control, clear Contested; a Conquer if not yet scored."""
    b = g.battlefields[bf]
    b.contested_by = None
    b.showdown_staged = b.combat_staged = False
    if b.controller == player:
        return
    _BEFORE[bf] = b.controller
    b.controller = player
    emit(g, rule, "control", player, bf)
    try:
        score(g, player, bf, CONQUER)
    finally:
        del _BEFORE[bf]


def next_focus(g: GameState, player: int) -> int:
    """The next living player in turn order (rules 346, 347.2.b)."""
    order = g.turn_order
    n = len(order)
    i = order.index(player)
    for k in range(1, n + 1):
        q = order[(i + k) % n]
        if g.players[q].alive:
            return q
    return player


def _alive_count(g: GameState) -> int:
    n = 0
    for p in g.players:  # (a loop: no generator made at every Focus)
        if p.alive:
            n += 1
    return n


@task("begin_showdown", "bf")
def _begin_showdown(g: GameState, bf: int) -> None:
    """Rules 344-345: a non-combat showdown begins; the player who applied Contested gains Focus."""
    b = g.battlefields[bf]
    focus = b.contested_by if b.contested_by is not None else g.turn_player
    b.showdown_staged = False
    if b.combat_staged:  # 461.3: it opens as a combat showdown
        push(g, ("begin_combat", bf))
        return
    g.showdown = Showdown(bf, False, focus)
    emit(g, "345", "showdown", focus, bf)
    begun = showdown_batches(g, bf)  # "when a showdown begins here" (383.1)
    if begun:  # placed before Focus acts; that chain closing keeps Focus where it is (346.1)
        push(g, ("focus",))
        push_triggers(g, begun)
        push(g, ("cleanup", ""))
        return
    push(g, ("cleanup", ""), ("focus",))


@task("begin_combat", "bf")
def _begin_combat(g: GameState, bf: int) -> None:
    """Rules 460, 464.2: establish attacker and defender; the attacker gains Focus."""
    b = g.battlefields[bf]
    attacker = b.contested_by if b.contested_by is not None else g.turn_player
    others = sorted({u.controller for u in g.units.values() if u.loc == bf} - {attacker})
    defender = others[0]
    sd = g.showdown
    converted = sd is not None and sd.bf == bf
    if sd is not None and converted:
        # 464.2.c.1.b: the player with Focus keeps it.
        sd.combat, sd.attacker, sd.defender = True, attacker, defender
    else:
        sd = g.showdown = Showdown(bf, True, attacker, 0, attacker, defender)
    sd.passes = 0
    b.showdown_staged = b.combat_staged = False
    start_of_combat(g, bf, attacker, defender)  # 464.2.b: start of combat effects happen now
    for u in g.units.values():
        if u.loc == bf:
            u.role = ATTACKER if u.controller == attacker else DEFENDER  # 464.2.c.3
    emit(g, "464.2.c", "combat", attacker, bf, defender)
    if not converted:
        push(g, ("focus",))
    # 383.4.e-f, 464.2.e: attack and defend triggers go on the combat chain, the attacker's first
    # (464.2.e.1); Focus stays with the attacker when that chain closes (346.1). When the showdown
    # was converted, its own Focus step is still outstanding below (323.14).
    here = [u for u in g.units.values() if u.loc == bf]
    sd.checked = tuple(sorted((u.cid, u.role) for u in here))
    attackers = [u for u in here if u.role == ATTACKER]
    defenders = [u for u in here if u.role == DEFENDER]
    # 344.1, 464.2.b: a combat opening its own showdown begins one ("when a showdown begins here")
    begun = [] if converted else showdown_batches(g, bf, attacker)
    push_triggers(g, [(attacker, "attack", [u.cid for u in attackers]),
                      *alone_batches(g, attackers),  # "attacks alone" (740.2.a, 383.4.e.2.b)
                      *equipment_batches(g, "attack", [(u.controller, u.cid) for u in attackers]),  # 718.3
                      *(b for b in begun if b[0] != defender),  # the attacker's, then others' (464.2.e.1)
                      # 383.4.f: "you defend here"; "when you defend" of any of the defender's sources
                      (defender, "defend", player_score_abilities(
                          g, "defend", defender, bf,
                          [u.cid for u in defenders] + battlefield_abilities(g, "defend", defender, bf))),
                      *alone_batches(g, defenders),
                      *equipment_batches(g, "defend", [(u.controller, u.cid) for u in defenders]),
                      *(b for b in begun if b[0] == defender)])
    push(g, ("cleanup", ""))


@task("focus")
def _focus(g: GameState) -> None:
    """Rule 347: the player with Focus acts or passes; all passing in sequence ends it (348)."""
    sd = g.showdown
    if sd is None:
        return
    if sd.passes >= _alive_count(g):
        push(g, ("end_showdown",))
    else:
        decide(g, sd.focus, "focus")


def pass_focus(g: GameState) -> None:
    """Rule 347.2: pass; Focus goes to the next player in turn order."""
    sd = g.showdown
    assert sd is not None
    emit(g, "347.2", "pass", sd.focus)
    sd.passes += 1
    sd.focus = next_focus(g, sd.focus)
    push(g, ("focus",))


@task("end_showdown")
def _end_showdown(g: GameState) -> None:
    """Rule 348: a combat proceeds to damage; a non-combat showdown may establish control."""
    sd = g.showdown
    assert sd is not None
    if sd.combat:
        push(g, ("combat_damage",))
        return
    here = {u.controller for u in g.units.values() if u.loc == sd.bf}
    g.showdown = None
    emit(g, "348.2", "showdown_end", None, sd.bf)
    push(g, ("cleanup", ""))
    if len(here) == 1:
        # queued above the cleanup: a Conquer's point, or the draw replacing it (471.1.b.1), and
        # its abilities come before anything the cleanup stages (466.5.d)
        (p,) = here
        establish_control(g, p, sd.bf, "348.2.a")


# --- combat damage ------------------------------------------------------------------------------

@task("combat_damage")
def _combat_damage(g: GameState) -> None:
    """Rule 465.1: with attackers and defenders both present, each side assigns damage."""
    sd = g.showdown
    assert sd is not None
    here = [u for u in g.units.values() if u.loc == sd.bf]
    if any(u.role == ATTACKER for u in here) and any(u.role == DEFENDER for u in here):
        sd.assigned = ()
        push(g, ("assign", ATTACKER), ("assign", DEFENDER), ("deal_combat",))
    else:
        push(g, ("combat_resolution",))


@task("assign", "side")
def _assign(g: GameState, side: int) -> None:
    """Rule 465.2.c: starting with the attacker, each player assigns their summed Might."""
    sd = g.showdown
    assert sd is not None
    player = sd.attacker if side == ATTACKER else sd.defender
    assert player is not None
    opts = assignment_options(g, side)
    if len(opts) == 1 and not g.stepping:  # stepping: the judge answers it (GameState.stepping)
        sd.assigned = sd.assigned + opts[0]
        emit(g, "465.2.c", "assign", player, opts[0])
        note_excess(g, player, sd.bf, opts[0])  # "if you assigned 3 or more excess damage"
    else:
        decide(g, player, "assign", CombatSide(side))


def _damage_class(g: GameState, u: Unit) -> tuple[int, ...]:
    """Assignment priority: Tank first (815), Backline last (826); both lets the player choose
    one (465.2.c.8). Printed or granted this turn (801.3.a), Tank also from an Equipment (718.3)."""
    c = g.cards[u.cid]
    tank, backline = c.tank, c.backline
    if u.turn_keywords:
        tank = tank or has_granted(u, "Tank")
        backline = backline or has_granted(u, "Backline")
    if not tank and g.gear:  # 718.3: Tank in the effect text of an attached Equipment
        tank = tank_from_equipment(g, u)
    if tank and backline:
        return (0, 2)
    if tank:
        return (0,)
    if backline:
        return (2,)
    return (1,)


def _ignores_tank(g: GameState, bf: int, assigning: set[int]) -> bool:
    """Whether a unit at battlefield ``bf`` controlled by an assigning player has "you ignore Tank
    while assigning combat damage here" (its card's answer to "combat:ignore_tank_here", 364.3)."""
    table = g.index.answers.get("combat:ignore_tank_here")
    if table is None:
        return False
    return any(u.loc == bf and u.controller in assigning and table.get(g.cards[u.cid].id)
               for u in g.units.values())


def assignment_options(g: GameState, side: int) -> list[tuple[tuple[int, int], ...]]:
    """Every distinct legal assignment of one side's combat damage (rules 465.2.a-c).

    Lethal damage must be assigned in full, unit by unit, in Tank / normal / Backline order
    (465.2.c.3, 465.2.c.6-7); no unit may take more than lethal while another can still take
    damage (465.2.c.4). An outcome is which units get lethal damage and where the remainder goes.
    Once every unit has lethal damage, the excess may go to any one of them.
    """
    sd = g.showdown
    assert sd is not None
    here = [u for u in g.units.values() if u.loc == sd.bf]
    mine = [u for u in here if u.role == side]
    targets = sorted((u for u in here if u.role not in (side, 0)), key=lambda u: u.cid)
    # A stunned unit contributes no Might (423.1.b), nor one a passive stops from dealing combat
    # damage (engine/no_combat_damage.py)
    total = sum(combat_might(g, u) for u in mine if not u.stunned and not deals_no_combat_damage(g, u))
    if total == 0 or not targets:
        return [()]
    # Lethal damage is non-zero and at least the unit's Might (142.4.b).
    # ... and counts the Prevent Value tracked on it (437.5.a)
    need = {u.cid: max(1, might(g, u) - u.damage) + prevent_value(g, u.cid) for u in targets}
    classes = [_damage_class(g, u) for u in targets]
    if _ignores_tank(g, sd.bf, {u.controller for u in mine}):  # Tank counts for nothing (815)
        classes = [tuple(k for k in cl if k != 0) or (1,) for cl in classes]
    results: set[tuple[tuple[int, int], ...]] = set()
    # Each unit with both Tank and Backline picks one class (465.2.c.8-9).
    choices: list[list[int]] = [[]]
    for cl in classes:
        choices = [c + [k] for c in choices for k in cl]
    for pick in choices:
        tiers = [[targets[i] for i in range(len(targets)) if pick[i] == t] for t in (0, 1, 2)]
        tiers = [t for t in tiers if t]
        results.update(_tier_assignments(tiers, need, total))
    # Interchangeable units (same card, damage and buffs) give the same outcome whichever of them
    # gets which amount: keep one canonical assignment (larger amounts to lower cids).
    twins: dict[tuple, list[int]] = {}
    for u in targets:
        twins.setdefault((g.cards[u.cid].index, u.damage, u.buffs, u.turn_might, u.base_might, u.combat_might,
                          u.stunned, u.might_mod, u.turn_keywords), []).append(u.cid)
    if any(len(v) > 1 for v in twins.values()):
        results = {_canonical(a, twins) for a in results}
    return sorted(results)


def _canonical(assignment: tuple[tuple[int, int], ...], twins: dict[tuple, list[int]]
               ) -> tuple[tuple[int, int], ...]:
    got = dict(assignment)
    out: list[tuple[int, int]] = []
    for cids in twins.values():
        amounts = sorted((got.get(c, 0) for c in cids), reverse=True)
        out += [(c, a) for c, a in zip(sorted(cids), amounts) if a]  # noqa: B905
    return tuple(sorted(out))


def _tier_assignments(tiers: list[list[Unit]], need: dict[int, int], total: int) -> list:
    out = []
    covered: list[tuple[int, int]] = []
    left = total
    for ti, tier in enumerate(tiers):
        tier_need = sum(need[u.cid] for u in tier)
        if left >= tier_need and ti < len(tiers) - 1:
            covered += [(u.cid, need[u.cid]) for u in tier]
            left -= tier_need
            if left == 0:
                out.append(tuple(sorted(covered)))
                return out
            continue
        if left >= tier_need:
            # engine-pick: excess-combat-damage-to-one-unit (ruling 85)
            # Every unit gets lethal; the excess may go to any one unit.
            full = covered + [(u.cid, need[u.cid]) for u in tier]
            extra = left - tier_need
            if extra == 0:
                out.append(tuple(sorted(full)))
            else:
                all_units = [cid for cid, _ in full]
                for target in all_units:
                    out.append(tuple(sorted((c, a + extra if c == target else a)
                                            for c, a in full)))
            return out
        # Not enough for this whole tier: choose who gets lethal, the remainder to one more.
        for k in range(len(tier)):
            for killed in combinations(tier, k):
                spent = sum(need[u.cid] for u in killed)
                if spent > left:
                    continue
                rem = left - spent
                rest = [u for u in tier if u not in killed]
                base = covered + [(u.cid, need[u.cid]) for u in killed]
                if rem == 0:
                    out.append(tuple(sorted(base)))
                    continue
                for u in rest:
                    if rem < need[u.cid]:
                        out.append(tuple(sorted(base + [(u.cid, rem)])))
        return out
    return out


def apply_assignment(g: GameState, side: int, assignment: tuple[tuple[int, int], ...]) -> None:
    sd = g.showdown
    assert sd is not None
    player = sd.attacker if side == ATTACKER else sd.defender
    sd.assigned = sd.assigned + assignment
    emit(g, "465.2.c", "assign", player, assignment)
    if player is not None:
        note_excess(g, player, sd.bf, assignment)  # "if you assigned 3 or more excess damage"


@task("deal_combat")
def _deal_combat(g: GameState) -> None:
    """Rule 465.2.d: all assigned damage is dealt at once; then the resolution step (466)."""
    sd = g.showdown
    assert sd is not None
    took: list[int] = []
    for cid, amount in sd.assigned:
        u = g.units.get(cid)
        if u is not None and amount > 0:
            dealt = prevented(g, cid, amount)  # 437.5: Prevent applies to combat damage too
            u.damage += dealt
            g.quiet = None  # a unit changed: the cleanup looks again (state.GameState.quiet)
            if dealt > 0:
                took.append(cid)
    emit(g, "465.2.d", "deal", None, sd.assigned)
    if took and g.counts and DAMAGE_TAKEN:  # delayed abilities waiting for damage taken (390.2)
        for f in DAMAGE_TAKEN:
            f(g, took, True)
    sd.assigned = ()
    push(g, ("combat_resolution",))


@task("combat_resolution")
def _combat_resolution(g: GameState) -> None:
    """Rule 466.1: a Combat Cleanup, then the combat result, control, and the end of combat; the
    abilities combat damage triggered go on the chain after the Combat Cleanup and resolve before
    the result (466.2's reminder; :mod:`.damage_watch`)."""
    if g.counts and has_deferred(g):
        push(g, ("cleanup", "combat"), ("combat_damage_triggers",), ("combat_result",))
    else:
        push(g, ("cleanup", "combat"), ("combat_result",))


@task("combat_result")
def _combat_result(g: GameState) -> None:
    """Rules 466.3-466.6: who won and who establishes control (a Conquer); the combat ends only
    once what establishing control caused (the point or the draw replacing it, 471.1.b.1, and the
    conquer abilities, 466.6) has resolved."""
    sd = g.showdown
    assert sd is not None
    bf = sd.bf
    here = {u.controller for u in g.units.values() if u.loc == bf}
    if sd.recalled or len(here) != 1:
        emit(g, "466.3.d", "combat_result", None, bf, "no result")
        if sd.attacker in here and sd.defender in here:  # 466.3.d.1
            g.battlefields[bf].showdown_staged = g.battlefields[bf].combat_staged = True
    else:
        (winner,) = here
        emit(g, "466.3.a", "combat_result", winner, bf, "won")
        if ON["win_combat"] in g.index.answers:
            # 466.3.c: the winner's units there win with them; 466.4: the abilities this triggers
            # resolve before control is established (466.5), read again then
            push(g, ("combat_control", bf))
            fire(g, "win_combat", winner, tuple(u.cid for u in g.units.values()
                                                 if u.loc == bf and u.controller == winner), bf)
            return
    _control(g, bf, here)


@task("combat_control", "bf")
def _combat_control(g: GameState, bf: int) -> None:
    """Rule 466.5, once what the combat result triggered has resolved (466.4): the player with
    units remaining at the battlefield establishes control, or it becomes uncontrolled."""
    _control(g, bf, {u.controller for u in g.units.values() if u.loc == bf})


def _control(g: GameState, bf: int, here: set[int]) -> None:
    """Rules 466.5-466.7: control is established (or lost) unless a showdown or combat is staged
    here, and the combat ends once what that caused has resolved."""
    push(g, ("end_combat", bf))
    b = g.battlefields[bf]
    if not (b.showdown_staged or b.combat_staged):
        if len(here) == 1:
            (p,) = here
            establish_control(g, p, bf, "466.5")
        elif not here:
            b.controller = None  # 466.5.b
            b.contested_by = None
            emit(g, "466.5.b", "uncontrolled", None, bf)


@task("end_combat", "bf")
def _end_combat(g: GameState, bf: int) -> None:
    """Rule 466.7: combat ends; designations and "this combat" effects go (466.7.a, 466.7.c); then
    "when a combat that I was in ends" abilities trigger (466.7.b): those of the units still on the
    board that had a designation in it, wherever they are now."""
    ended = ([(u.controller, u.cid) for u in g.units.values() if u.role != NO_ROLE]
             if ON["combat_end"] in g.index.answers else [])
    clear_roles(g)  # 466.7.a
    for u in g.units.values():  # 466.7.c: "this combat" effects expire
        u.combat_might = 0
    expire_combat_grants(g)  # 466.7.c: so do keywords granted for the combat
    forget_excess(g, bf)
    g.showdown = None
    emit(g, "466.7", "combat_end", None, bf)
    push(g, ("cleanup", ""))
    if ended:  # 466.7.b, 383.1: each player's units' abilities, the turn player's first (383.3.d.1)
        for p in range(len(g.players)):
            mine = tuple(sorted(c for q, c in ended if q == p))
            if mine:
                fire(g, "combat_end", p, mine)
