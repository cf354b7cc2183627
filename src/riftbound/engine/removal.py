"""A player leaves the game (rules 649-652, 195.1): they lose by an effect or concede, their
team is removed (651.4, 489.6.a), and if the game goes on what they had leaves with them and play
passes on (652). The last team remaining wins (195), through :func:`riftbound.engine.scoring.end_game`.
"""

from __future__ import annotations

from typing import Final

from ..actions import code_chain
from ..state import ChainItem, Decision, GameState
from .attachment import detach_all
from .chain import chain_goes_on, pending_trigger
from .chain_refs import forget_chain_ref, item_code
from .combat import next_focus
from .contexts import Opponents, PayCost, Priority, as_context
from .core import TASK_ARGS, emit, push
from .hidden import banish_facedown
from .primitives import clear_roles, forget_target
from .scoring import Termination, end_game, team_members
from .trash_banish import put_in_trash
from .turns_extra import next_in_order
from .units import ABILITY_KINDS

__all__ = ["concede", "lose_game", "remove_player"]


def lose_game(g: GameState, player: int) -> None:
    """An effect instructs ``player`` to lose: they are removed from the game (rule 195.1)."""
    remove_player(g, player, "195.1", Termination.EFFECT)


def concede(g: GameState, player: int) -> None:
    """A player concedes at any time (rules 650-651)."""
    remove_player(g, player, "651", Termination.CONCESSION)


def remove_player(g: GameState, player: int, rule: str, why: Termination) -> None:
    """Remove a player and their team (651.4, 489.6.a.1-2); the last team remaining wins (195).

    If the game goes on, follow the Removal of a Player (652): their permanents and runes are
    banished, the battlefield they brought is blanked, and play passes to the next player.
    """
    if g.outcome is not None:  # 196: the game is over
        return
    team = g.team_of[player]
    gone = [p for p in team_members(g, team) if g.players[p].alive]
    for p in gone:
        g.players[p].alive = False
        emit(g, rule, "removed", p)
    alive_teams = {g.team_of[p] for p, ps in enumerate(g.players) if ps.alive}
    if len(alive_teams) == 1:
        survivor = next(p for p, ps in enumerate(g.players) if ps.alive)
        end_game(g, survivor, why if why is Termination.CONCESSION else Termination.LAST_PLAYER,
                 "651.1" if why is Termination.CONCESSION else "195")
        return
    resolving = _resolving(g)
    opened_by = g.showdown.opened_by if g.showdown is not None else None
    for p in gone:
        _banish_everything(g, p)
    _drop_their_tasks(g, gone)
    d = g.pending
    if d is not None and d.kind == "choose_opponent" and d.player not in gone:
        # 431.2.c, 651.3: a removed player is no longer an opponent who can be chosen.
        was = as_context(d.context, Opponents)
        g.pending = Decision(d.player, d.kind,
                             was._replace(seats=tuple(q for q in was.seats if q not in gone)))
    goes_on = resolving is not None and resolving in g.chain
    sd = g.showdown
    if sd is not None and g.turn_player not in gone:
        # 652.5.b.2: a removed player's pass of Focus no longer counts either (348)
        sd.passes = _passes_left(g, sd.focus, sd.passes, gone)
    if g.turn > 0 and g.turn_player in gone:
        _end_their_turn(g, gone, goes_on)
    elif d is not None and d.player in gone:
        g.pending = None
        _skip_decision(g, d, gone, goes_on)
    elif d is not None and d.kind == "priority":
        _recount_passes(g, d, gone)
    if resolving is not None and not goes_on:
        _stop_resolving(g, resolving, opened_by)
    d = g.pending
    if d is not None and d.kind == "priority" and not g.chain:
        # 652.4 emptied the chain: the state is open again and nobody holds Priority (340.2, 319.5)
        g.pending = None
        push(g, ("cleanup", ""))
    elif d is not None and _finalizing(g, d):
        # 337.1, 355.5, 402.4: another player finalizing a triggered ability chooses among what is
        # legal now that the removed player's objects are gone: the step is asked again (the
        # chain step queued under it), and with no legal choice left the ability leaves the chain
        g.pending = None


def _banish_everything(g: GameState, player: int) -> None:
    """Rules 652.1-652.4: banish what they control or own, replace the battlefield they brought,
    counter their spells and abilities, and take every card they own out of the game."""

    banish_facedown(g, player)
    owner = g.owner
    # 652.1: permanents (units and gear) they control or own leave the board; a card of another
    # owner goes to that owner's banishment, their own are removed with the rest below (652.3)
    gone = [c for c, u in g.units.items() if u.controller == player or owner[c] == player]
    gone += [c for c, x in g.gear.items() if x.controller == player or owner[c] == player]
    for cid in gone:
        u = g.units.pop(cid, None)
        g.quiet = None  # a unit left: the cleanup looks again (state.GameState.quiet)
        g.gear.pop(cid, None)
        forget_target(g, cid)
        if u is not None:  # another player's gear on it stays, detached (719.5)
            detach_all(g, u)
        if owner[cid] != player and not g.cards[cid].is_token:
            g.players[owner[cid]].banishment.append(cid)
    # 652.4: their spells and abilities on the chain are countered: a countered spell of another
    # owner goes to its owner's trash (425); an ability just leaves the chain
    for it in [it for it in g.chain if it.controller == player or owner[it.cid] == player]:
        if it.kind in ABILITY_KINDS:
            if it.controller == player:  # the spells naming a newer item of its source keep it
                _, nth = code_chain(item_code(g, it))  # (ruling 116)
                del g.chain[next(k for k, x in enumerate(g.chain) if x is it)]
                forget_chain_ref(g, it.cid, nth)
            continue
        g.chain.remove(it)
        if owner[it.cid] != player:
            put_in_trash(g, it.cid)  # unless banished instead (engine/trash_banish.py)
    for bf in g.battlefields:
        if bf.cid >= 0 and owner[bf.cid] == player:
            bf.cid = -1  # 652.2.a: replaced by a token battlefield with no abilities
        if bf.controller == player:
            bf.controller = None
        if bf.contested_by == player:
            bf.contested_by = None
    # 652.3: every card they own leaves the game, wherever it is
    for q in g.players:
        for zone in (q.hand, q.deck, q.trash, q.banishment, q.rune_deck, q.set_aside):
            if any(owner[c] == player for c in zone):
                zone[:] = [c for c in zone if owner[c] != player]
    ps = g.players[player]
    ps.runes.clear()  # 652.1, 652.3: their runes
    ps.rune_exhausted.clear()
    ps.champion = ps.legend = None
    ps.pool_energy = 0
    ps.pool_power.clear()
    ps.pool_restricted.clear()
    emit(g, "652.1", "banish_all", player)


#: the tasks of the turn's own structure (315-317) and of its showdowns and combats (340-347,
#: 460-466): what is left of a removed turn player's turn once its chain is done (652.5.a.1)
TURN_TASKS: Final = frozenset({
    "awaken", "beginning_step", "scoring_step", "channel_phase", "draw_phase", "main_start",
    "main_priority", "end_main", "ending_step", "next_turn", "start_turn", "focus", "begin_showdown",
    "begin_combat", "assign", "deal_combat", "combat_damage", "combat_resolution", "combat_result",
    "end_combat", "end_showdown"})

#: decisions that belong to the turn's structure, not to its chain (none is left when it ends)
TURN_DECISIONS: Final = frozenset({"main", "focus", "assign", "choose_battlefield"})


def _resolving(g: GameState) -> ChainItem | None:
    """The chain item part-way through resolving, if any: the newest of the card whose
    ``finish_spell`` is outstanding (no other item joins the chain while it resolves, 383.3.b)."""
    for t in g.tasks[::-1]:  # a reversed copy: mypyc fails on reversed() here
        if t[0] == "finish_spell":
            return next((it for it in reversed(g.chain) if it.cid == t[1]), None)
    return None


def _drop_their_tasks(g: GameState, gone: list[int]) -> None:
    """651.3, 652.4: what a removed player was still to do is not done (placing their triggered
    abilities, paying, drawing, moving...); a turn of theirs about to start goes to the next
    player instead (652.5.a.1). Priority that reaches them moves on by itself (652.5.c.1)."""
    kept: list[tuple] = []
    for t in g.tasks:
        who = t[1] if len(t) > 1 and TASK_ARGS.get(t[0], ("",))[:1] == ("p",) else None
        if t[0] == "restore":
            who = t[1].player
        if who in gone and t[0] != "priority":
            if t[0] == "start_turn":
                kept.append(("start_turn", next_in_order(g, who)))
            continue
        kept.append(t)
    g.tasks[:] = kept


def _finalizing(g: GameState, d: Decision) -> bool:
    """Whether ``d`` is a choice (or the Deflect payment, 809.1.d) of finalizing the oldest
    pending triggered ability (337.1)."""
    item = pending_trigger(g)
    if item is None:
        return False
    if d.kind == "choose_card":
        return len(d.context) > 1 and d.context[1] == item.cid
    return d.kind == "pay" and isinstance(d.context, PayCost) and d.context.cid == item.cid


def _recount_passes(g: GameState, d: Decision, gone: list[int]) -> None:
    """652.5.c.2: a removed player's pass no longer counts among the passes in sequence before
    the holder's Priority ``d``: everyone still in the game must pass for the newest item to
    resolve (339.1)."""
    passes = as_context(d.context, Priority).passes
    left = _passes_left(g, d.player, passes, gone)
    if left != passes:
        g.pending = Decision(d.player, d.kind, Priority(left))


def _passes_left(g: GameState, holder: int, passes: int, gone: list[int]) -> int:
    """Of the ``passes`` players who passed Priority (or Focus) in sequence before ``holder`` (the
    players in the game before the removal, going back in turn order, 338.1.b.1, 347.2), those
    still in the game."""
    order = g.turn_order
    n = len(order)
    i = order.index(holder)
    seen = removed = 0
    for k in range(1, n):
        if seen >= passes:
            break
        q = order[(i - k) % n]
        if g.players[q].alive or q in gone:
            seen += 1
            removed += q in gone
    return passes - removed


def _skip_decision(g: GameState, d: Decision, gone: list[int], goes_on: bool) -> None:
    """Rule 652.5: a removed player's pending decision is not made; what it held up goes on.
    ``goes_on``: the item resolving, if any, is another player's and still resolves."""
    kind = d.kind
    sd = g.showdown
    if kind == "focus" and sd is not None:
        sd.focus = next_focus(g, sd.focus)  # 652.5.b.1
        push(g, ("focus",))
    elif kind == "priority":  # 652.5.c.1-2: the next player receives it
        passes = _passes_left(g, d.player, as_context(d.context, Priority).passes, gone)
        push(g, ("priority", next_focus(g, d.player), passes))
    elif kind == "choose_card" and goes_on:
        # a choice of theirs in another player's resolving item (each player picking): skipped
        push(g, (d.context[0], d.player, *d.context[1:], -1))
    elif kind in ("pay", "choose_card") and g.chain and g.turn_player not in gone:
        # their item was countered (652.4) as they paid or chose for it: the chain goes on
        # (337, 340.4); a turn that ends with them queues this already (_end_their_turn)
        push(g, ("chain",))


def _end_their_turn(g: GameState, gone: list[int], goes_on: bool) -> None:
    """Rules 652.4, 652.5.a.1, 652.5.c: the Turn Player is removed. Only their own spells and
    abilities were countered: every other item stays on the chain, pending ones are finalized by
    their controllers, and all resolve as usual with Priority going round the players left. No
    showdown or combat goes on or begins in their turn; then "this turn" effects expire (the
    Expiration Step's cleanup, 317.2) and the next player in turn order takes their turn."""
    g.showdown = None
    clear_roles(g)  # 466.7.a: no attackers or defenders once the fight is gone
    for u in g.units.values():  # 466.7.c: nor "this combat" effects
        u.combat_might = 0
    d = g.pending
    g.pending = None
    stack = g.tasks
    k = max((i for i, t in enumerate(stack) if t[0] in TURN_TASKS), default=-1) + 1
    going_on = stack[k:]  # the chain's work under way: placing, finalizing, resolving
    # in place: the task loop may be running (an effect made them lose, 195.1)
    stack[:] = [("next_turn",), ("cleanup", "ending"), ("cleanup", ""), ("chain",), *going_on]
    if d is None:
        return
    if d.player in gone:
        _skip_decision(g, d, gone, goes_on)
    elif d.kind not in TURN_DECISIONS and (g.chain or going_on):
        g.pending = d  # another player's choice in the chain: still theirs to make
        if d.kind == "priority":
            _recount_passes(g, d, gone)


def _stop_resolving(g: GameState, item: ChainItem, opened_by: str | None) -> None:
    """Rules 652.4, 359.3.e.15: a removed player's item countered part-way through resolving
    executes no more of its instructions and finishes resolving at once (the rest of its tasks are
    dropped, and a decision pending in it; countered, it triggers no "when you play" ability,
    419.4.a.1); the chain goes on."""
    stack = g.tasks
    i = max((k for k, t in enumerate(stack) if t == ("finish_spell", item.cid)), default=-1)
    if i < 0:
        return
    del stack[i:]
    g.pending = None  # a choice made for it, by anyone (each player picking), is not made
    chain_goes_on(g, item.kind, opened_by)
