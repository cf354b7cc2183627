"""The cleanup as it was written before it was made cheaper (rules 318-324, engine/cleanup.py at
6005a3f, with the own death abilities of ruling 116 since): a plain pass over every step, every
time. tests/test_cleanup_reference.py runs it beside the engine's cleanup at every cleanup of many
games and checks that both leave the same game."""

from __future__ import annotations

from riftbound.engine.attachment import sync_attachments
from riftbound.engine.cleanup import _start, _unit_level
from riftbound.engine.core import emit, push
from riftbound.engine.death_replacements import ask_deaths, end_batch
from riftbound.engine.gear import alone_batches
from riftbound.engine.hidden import discard_lost_facedown
from riftbound.engine.next_death import expire_next_death
from riftbound.engine.passives import expire_buff_might
from riftbound.engine.points import victory_score
from riftbound.engine.primitives import die_together, empty_pools, heal_all, recall
from riftbound.engine.reflexive import reflexive_kills
from riftbound.engine.scoring import check_win
from riftbound.engine.turn_effects import expire_turn_effects
from riftbound.engine.units import ORDER_TASKS, might, push_triggers
from riftbound.state import ATTACKER, DEFENDER, NO_ROLE, GameState, Unit


def reference_cleanup(g: GameState, special: str = "") -> None:
    # 1. Win check (323.1, 472); nobody can lead at the Victory Score below it (points.leader)
    if max(g.points) >= victory_score(g) and check_win(g):
        return
    changed = False
    units = g.units
    sd = g.showdown
    # 2. Attacker and defender designations during a combat (323.2).
    if sd is not None and sd.combat:
        late: list[Unit] = []
        for u in units.values():
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
    # 3b. Units with lethal damage die (323.5, 142.4.b).
    dead = [u for u in units.values() if u.damage and u.damage >= might(g, u)]
    if dead and ask_deaths(g, dead, (("cleanup", special),)):
        return  # 372-373: a player chooses how their deaths are replaced, then this cleanup again
    if dead:
        changed = True
        # 373.1.a: a replaced death (heal, exhaust, recall) is done before the others die; 323.4:
        # their own death abilities go on the chain before they go to the trash (323.5)
        dead = die_together(g, dead)
    end_batch(g)  # the choices about these deaths are done (371.2.b, 373.2)
    if "reflexive" in g.counts:  # 428.5.c, 388: "if this kills it, do this" (engine/reflexive.py)
        reflexive_kills(g, (u.cid for u in dead))
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
    # 323.4, 319.3: abilities waiting to be placed are Pending Items already, so the state is
    # Closed until they are on the chain (no showdown or combat begins over them, 323.12-14)
    open_state = not g.chain and not any(t[0] in ORDER_TASKS for t in g.tasks)
    battlefields = g.battlefields
    # Which players have units at each battlefield; the units in another player's base (step 5).
    present: list[set[int]] = [set() for _ in battlefields]
    astray: list[Unit] = []
    for u in units.values():
        loc = u.loc
        if loc >= 0:
            present[loc].add(u.controller)
        elif loc != -1 - u.controller:  # state.base_of
            astray.append(u)
    for i, bf in enumerate(battlefields):
        # 4. Lose control of an empty battlefield in an Open State (323.6, 190.4.c).
        if (bf.controller is not None and open_state and not (sd is not None and sd.bf == i)
                and bf.controller not in present[i]):
            emit(g, "323.6", "lose_control", bf.controller, i)
            bf.controller = None
            changed = True
    # 5. Permanents in a base other than their controller's are recalled (323.7).
    for u in astray:
        recall(g, u, "323.7")
        changed = True
    discard_lost_facedown(g)  # 323.7, 107.3.d: hidden cards of a battlefield lost go to the trash
    if g.gear:  # 323.7, 719.3.a, 719.5: gear follow, leave or are recalled (engine/attachment.py)
        changed = sync_attachments(g) or changed
    for i, bf in enumerate(g.battlefields):
        here = present[i]
        ongoing = sd is not None and sd.bf == i
        applier = bf.contested_by
        # 6. Stage a showdown where Contested was applied and the applier has units (323.8).
        want_sd = applier is not None and applier in here and not ongoing
        if bf.showdown_staged != want_sd:
            bf.showdown_staged = want_sd
            changed = True
        # 7 / 7a. Stage a combat where opposing players have units (323.9, 323.10).
        opposed = applier is not None and _opposed(g, here)
        want_cb = opposed and not (ongoing and sd is not None and sd.combat)
        if bf.combat_staged != want_cb:
            bf.combat_staged = want_cb
            changed = True
        # 8. Remove Contested without the applier's units or a fight here (323.11).
        if applier is not None and applier not in here and not ongoing:
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
                if p in here and p != bf.controller:
                    bf.contested_by = p
                    emit(g, "323.11.a", "contest", p, i)
                    break
    if changed:
        push(g, ("cleanup", ""))
        return
    # 9 / 10. In a Neutral Open State, begin a staged showdown, else a staged combat (323.12-13).
    if sd is None and open_state and g.players[g.turn_player].alive:  # 652.5.a.1: none in a gone turn
        shows = [i for i, bf in enumerate(g.battlefields)
                 if bf.showdown_staged and not bf.combat_staged]
        if shows:
            _start(g, "showdown", shows)
            return
        fights = [i for i, bf in enumerate(g.battlefields) if bf.combat_staged]
        if fights:
            _start(g, "combat", fights)
            return
    elif sd is not None and not sd.combat and open_state:
        # 10a. A non-combat showdown becomes a combat showdown (323.14).
        if g.battlefields[sd.bf].combat_staged:
            push(g, ("begin_combat", sd.bf))


def _opposed(g: GameState, here: set[int]) -> bool:
    if len(here) < 2:
        return False
    teams = {g.team_of[p] for p in here}
    return len(teams) > 1
