"""Cleanups (rules 318-324), including the Combat (466.1) and Ending (317.2) special cleanups.

A cleanup runs its steps in the order of rule 323 and, if anything changed, queues another (322).
Step 1 is the win check (323.1), so a game is won at the first cleanup after a player leads at or
above the Victory Score.
"""

from __future__ import annotations

from ..state import ATTACKER, DEFENDER, NO_ROLE, GameState, Showdown, Unit
from .attachment import attachments_in_place, sync_attachments
from .contexts import FightAt
from .core import decide, emit, push, task
from .death_replacements import DEATH_BATCH, ask_deaths, end_batch
from .gear import alone_batches
from .hidden import discard_lost_facedown
from .next_death import expire_next_death
from .passives import expire_buff_might
from .points import VICTORY_DELTA, victory_score
from .primitives import die_together, empty_pools, heal_all, recall
from .reactions import ON
from .reflexive import reflexive_kills
from .scoring import check_win
from .turn_effects import expire_turn_effects
from .units import ORDER_TASKS, might, push_triggers


def _unit_level(g: GameState, kind: str, units: list[Unit]) -> list[int]:
    """The units whose own attack or defend ability triggers as they join the combat late
    (383.4.e-f.2): not those whose ability is their controller's ("when you defend", 383.4.f.1),
    which triggers as the player gains the designation, at the combat's start only."""
    rec = ON[kind]
    out = []
    for u in units:
        r = g.index.get(rec, g.cards[u.cid].id)
        if r is None or r.when is None or r.when.who != "you":
            out.append(u.cid)
    return out


def cleanup(g: GameState, special: str = "") -> None:
    """Queue a cleanup (``special`` is "combat" or "ending" for a special cleanup, rule 324)."""
    push(g, ("cleanup", special))


@task("cleanup", "special")
def _cleanup(g: GameState, special: str = "") -> None:
    # 1. Win check (323.1, 472); nobody can lead at the Victory Score below it (points.leader).
    # Without a battlefield changing it (VICTORY_DELTA), the Victory Score is the mode's and the
    # effects' (points.victory_score)
    pts = g.points
    top = max(pts[0], pts[1]) if len(pts) == 2 else max(pts)  # (compiled: see core.run)
    if (top >= (g.mode.victory_score + g.vs_delta if VICTORY_DELTA not in g.index.answers
                else victory_score(g))) and check_win(g):
        return
    changed = False
    units = g.units
    sd = g.showdown
    # 2. Attacker and defender designations during a combat (323.2).
    if sd is not None and sd.combat:
        changed = _designations(g, sd)
    # 3b. Units with lethal damage die (323.5, 142.4.b); only a damaged unit can have lethal damage,
    # so Might (which passives may change whatever happens) is read only for those. The same pass
    # notes which players have units at each battlefield (steps 4, 6-8) and the units in another
    # player's base (step 5): ``present[i]`` is a bit per seat.
    # That pass is not made again while what it found holds (``g.quiet``: no unit damaged nor astray
    # then, and none has changed place, controller or damage, joined or left the board since, in
    # this run of the task loop; every write of those sets ``g.quiet`` to None).
    battlefields = g.battlefields
    astray: list[Unit] | None = None
    dead: list[Unit] | None = None
    present = g.quiet
    if present is None:
        present = [0] * len(battlefields)
        damaged = False
        for u in units.values():
            damage = u.damage
            if damage:
                damaged = True
                if damage >= might(g, u):
                    if dead is None:
                        dead = []
                    dead.append(u)
            loc = u.loc
            if loc >= 0:
                present[loc] |= 1 << u.controller
            elif loc != -1 - u.controller:  # state.base_of
                if astray is None:
                    astray = []
                astray.append(u)
        if not damaged and astray is None:
            g.quiet = present
    if dead is not None:
        if ask_deaths(g, dead, (("cleanup", special),)):
            return  # 372-373: a player chooses how their deaths are replaced, then this cleanup again
        changed = True
        # 373.1.a: a replaced death (heal, exhaust, recall) is done before the others die; 323.4:
        # their own death abilities go on the chain before they go to the trash (323.5)
        dead = die_together(g, dead)
    counts = g.counts
    if DEATH_BATCH in counts:
        end_batch(g)  # the choices about these deaths are done (371.2.b, 373.2)
    if "reflexive" in counts:  # 428.5.c, 388: "if this kills it, do this" (engine/reflexive.py)
        reflexive_kills(g, (u.cid for u in dead or ()))
    if special:
        changed = _special(g, special, sd) or changed
    if changed or special:  # units died, were replaced or recalled: where they are now
        present, astray = _whereabouts(g)
    elif astray is None and (not g.gear or attachments_in_place(g)):
        # Steps 4-10a: most often no battlefield has anything to do (its controller, if any, has
        # units there or fights there; nothing staged; a hidden card there is its controller's; it
        # is not contested, or only by the showdown going on there, which no combat is to join:
        # _board_steps would change nothing), no permanent is astray and every gear is where it
        # belongs
        fight = sd.bf if sd is not None else -1
        combat = sd is not None and sd.combat
        i = 0
        for bf in battlefields:
            ctrl = bf.controller
            if (bf.showdown_staged or bf.combat_staged
                    or bf.contested_by is not None and (i != fight or not combat and _opposed(g, present[i]))
                    or bf.facedown is not None and bf.facedown[1] != ctrl
                    or ctrl is not None and not (present[i] >> ctrl & 1) and i != fight):
                break
            i += 1
        else:
            return
    _board_steps(g, sd, present, astray or [], changed)


def _board_steps(g: GameState, sd: Showdown | None, present: list[int], astray: list[Unit],
                 changed: bool) -> None:
    """Steps 4-10a of a cleanup (323.6-323.14): ``present``, a bit per seat with units at each
    battlefield; ``astray``, the units in another player's base; ``changed``, whether the steps
    before changed anything."""
    battlefields = g.battlefields
    # 323.4, 319.3: abilities waiting to be placed are Pending Items already, so the state is
    # Closed until they are on the chain (no showdown or combat begins over them, 323.12-14);
    # read only where a step needs it (nothing below changes the chain or the tasks before then)
    open_state: bool | None = None
    for i, bf in enumerate(battlefields):
        # 4. Lose control of an empty battlefield in an Open State (323.6, 190.4.c).
        ctrl = bf.controller
        if ctrl is not None and not (present[i] >> ctrl & 1) and not (sd is not None and sd.bf == i):
            if open_state is None:
                open_state = _open_state(g)
            if open_state:
                emit(g, "323.6", "lose_control", ctrl, i)
                bf.controller = None
                changed = True
    # 5. Permanents in a base other than their controller's are recalled (323.7).
    for u in astray:
        recall(g, u, "323.7")
        changed = True
    for bf in battlefields:
        if bf.facedown is not None:
            discard_lost_facedown(g)  # 323.7, 107.3.d: hidden cards of a battlefield lost go to the trash
            break
    if g.gear:  # 323.7, 719.3.a, 719.5: gear follow, leave or are recalled (engine/attachment.py)
        changed = sync_attachments(g) or changed
    staged = False
    for i, bf in enumerate(battlefields):
        applier = bf.contested_by
        if applier is None:  # 6-7: nothing to stage; 8: nothing to remove
            if bf.showdown_staged or bf.combat_staged:
                bf.showdown_staged = bf.combat_staged = False
                changed = True
            continue
        here = present[i]
        ongoing = sd is not None and sd.bf == i
        has_applier = bool(here >> applier & 1)
        # 6. Stage a showdown where Contested was applied and the applier has units (323.8).
        want_sd = has_applier and not ongoing
        if bf.showdown_staged != want_sd:
            bf.showdown_staged = want_sd
            changed = True
        # 7 / 7a. Stage a combat where opposing players have units (323.9, 323.10).
        want_cb = _opposed(g, here) and not (ongoing and sd is not None and sd.combat)
        if bf.combat_staged != want_cb:
            bf.combat_staged = want_cb
            changed = True
        staged = staged or want_sd or want_cb
        # 8. Remove Contested without the applier's units or a fight here (323.11).
        if not has_applier and not ongoing:
            bf.contested_by = None
            bf.showdown_staged = bf.combat_staged = False
            emit(g, "323.11", "uncontested", None, i)
            changed = True
            # 8.a: units at a battlefield their controller doesn't control contest it anew; with
            # several such players the first in turn order from the Turn Player applies it
            # (303.2.a: simultaneous actions follow the turn order), and then it is contested
            order = g.turn_order
            k = order.index(g.turn_player) if g.turn_player in order else 0
            for p in order[k:] + order[:k]:
                if here >> p & 1 and p != bf.controller:
                    bf.contested_by = p
                    emit(g, "323.11.a", "contest", p, i)
                    break
    if changed:
        push(g, ("cleanup", ""))
        return
    if not staged:  # steps 9-10a begin only what is staged
        return
    if open_state is None:
        open_state = _open_state(g)
    # 9 / 10. In a Neutral Open State, begin a staged showdown, else a staged combat (323.12-13).
    if sd is None and open_state and g.players[g.turn_player].alive:  # 652.5.a.1: none in a gone turn
        shows = [i for i, bf in enumerate(battlefields)
                 if bf.showdown_staged and not bf.combat_staged]
        if shows:
            _start(g, "showdown", shows)
            return
        fights = [i for i, bf in enumerate(battlefields) if bf.combat_staged]
        if fights:
            _start(g, "combat", fights)
            return
    elif sd is not None and not sd.combat and open_state:
        # 10a. A non-combat showdown becomes a combat showdown (323.14).
        if battlefields[sd.bf].combat_staged:
            push(g, ("begin_combat", sd.bf))


def _designations(g: GameState, sd: Showdown) -> bool:
    """Step 2 of a cleanup during a combat (323.2): the units at its battlefield are its attackers
    and defenders, the others are neither. Returns whether any designation changed."""
    changed = False
    late: list[Unit] = []
    for u in g.units.values():
        if u.loc == sd.bf:
            want = (ATTACKER if u.controller == sd.attacker
                    else DEFENDER if u.controller == sd.defender else NO_ROLE)
        else:
            want = NO_ROLE
        if u.role != want:
            u.role = want
            changed = True
            if want != NO_ROLE and (u.cid, want) not in sd.checked:
                late.append(u)
    if late:
        # 464.2.c.3.a, 383.4.e.2-f.2: a unit that becomes an attacker or defender later in the
        # combat has its attack or defend trigger checked then, once per combat (383.4.e.2.a)
        sd.checked = sd.checked + tuple(sorted((u.cid, u.role) for u in late))
        assert sd.attacker is not None and sd.defender is not None
        atk = [u for u in late if u.role == ATTACKER]
        dfn = [u for u in late if u.role == DEFENDER]
        push_triggers(g, [(sd.attacker, "attack", _unit_level(g, "attack", atk)), *alone_batches(g, atk),
                          (sd.defender, "defend", _unit_level(g, "defend", dfn)), *alone_batches(g, dfn)])
    return changed


def _special(g: GameState, special: str, sd: Showdown | None) -> bool:
    """Steps 3c-3e of a special cleanup (324): the Combat cleanup's (466.1.a) and the Ending
    Phase's (317.2). Returns whether it changed anything besides healing."""
    changed = False
    units = g.units
    if special == "combat" and sd is not None:
        # 466.1.a.1: 3c. Heal all units.
        heal_all(g)
        # 466.1.a.2: 3d. Recall attackers still at the battlefield if defenders are still there.
        fighters = [u for u in units.values() if u.loc == sd.bf]
        if any(u.role == DEFENDER for u in fighters):
            for u in fighters:
                if u.role == ATTACKER:
                    recall(g, u, "466.1.a.2")
                    u.role = NO_ROLE
                    sd.recalled = True
                    changed = True
    elif special == "ending":
        heal_all(g)  # 317.2.b: 3c. Heal all units.
        # 317.2.c: 3d. "this turn" effects expire; Stunned ends in the same step (423.1.a.2).
        for u in units.values():
            if u.turn_might or u.stunned:
                u.turn_might = 0
                u.stunned = False
                changed = True
            if u.base_might >= 0:  # 477.1.a.1: a layer-1 "this turn" Might expires too
                u.base_might = -1
                changed = True
            if u.turn_keywords:  # 801.3.a.2: so do keywords granted this turn
                u.turn_keywords = ()
                changed = True
        expire_buff_might(g)  # 317.2.c: so do "buffs give more Might this turn" effects (703)
        expire_next_death(g)  # 317.2.c: and "the next time it would die this turn" ones (390.3)
        expire_turn_effects(g)  # 317.2.c: and the players' own effects for the turn (390.4)
        empty_pools(g)  # 317.2.d: 3e. Rune pools empty.
    return changed


def _whereabouts(g: GameState) -> tuple[list[int], list[Unit]]:
    """Which players have units at each battlefield (a bit per seat), and the units in another
    player's base (323.7)."""
    present = [0] * len(g.battlefields)
    astray: list[Unit] = []
    for u in g.units.values():
        loc = u.loc
        if loc >= 0:
            present[loc] |= 1 << u.controller
        elif loc != -1 - u.controller:  # state.base_of
            astray.append(u)
    return present, astray


def _open_state(g: GameState) -> bool:
    """No chain, and no triggered abilities waiting to be put on it (323.4, 319.3)."""
    if g.chain:
        return False
    for t in g.tasks:
        if t[0] in ORDER_TASKS:
            return False
    return True


def _opposed(g: GameState, here: int) -> bool:
    """Whether players of two teams have units here (``here``: a bit per seat)."""
    if not here & (here - 1):  # fewer than two players
        return False
    team = g.team_of
    first = -1
    p = 0
    while here:
        if here & 1:
            if first < 0:
                first = team[p]
            elif team[p] != first:
                return True
        here >>= 1
        p += 1
    return False


def _start(g: GameState, what: str, where: list[int]) -> None:
    """The Turn Player chooses where the showdown or combat begins (323.12, 323.13, 461.1)."""
    task_name = "begin_showdown" if what == "showdown" else "begin_combat"
    if len(where) == 1:
        push(g, (task_name, where[0]))
    else:
        decide(g, g.turn_player, "choose_battlefield", FightAt(task_name, tuple(where)))
