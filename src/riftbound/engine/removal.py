"""A player leaves the game (rules 649-652, 195.1): they lose by an effect or concede, their
team is removed (651.4, 489.6.a), and if the game goes on what they had leaves with them and play
passes on (652). The last team remaining wins (195), through :func:`riftbound.engine.scoring.end_game`.
"""

from __future__ import annotations

from ..state import Decision, GameState
from .combat import next_focus
from .contexts import Opponents, Priority, as_context
from .core import emit, push
from .hidden import banish_facedown
from .primitives import clear_roles, forget_target
from .scoring import Termination, end_game, team_members
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
    for p in gone:
        _banish_everything(g, p)
    d = g.pending
    if d is not None and d.kind == "choose_opponent" and d.player not in gone:
        # 431.2.c, 651.3: a removed player is no longer an opponent who can be chosen.
        was = as_context(d.context, Opponents)
        g.pending = Decision(d.player, d.kind,
                             was._replace(seats=tuple(q for q in was.seats if q not in gone)))
    if g.turn_player in gone or (g.pending is not None and g.pending.player in gone):
        _hand_on_after_removal(g, gone)


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
        g.units.pop(cid, None)
        g.gear.pop(cid, None)
        forget_target(g, cid)
        if owner[cid] != player and not g.cards[cid].is_token:
            g.players[owner[cid]].banishment.append(cid)
    # 652.4: their spells and abilities on the chain are countered: a countered spell of another
    # owner goes to its owner's trash (425); an ability just leaves the chain
    for it in [it for it in g.chain if it.controller == player or owner[it.cid] == player]:
        if it.kind in ABILITY_KINDS:
            if it.controller == player:
                g.chain.remove(it)
            continue
        g.chain.remove(it)
        if owner[it.cid] != player:
            g.players[owner[it.cid]].trash.append(it.cid)
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
    emit(g, "652.1", "banish_all", player)


def _hand_on_after_removal(g: GameState, gone: list[int]) -> None:
    """Rule 652.5: turn, focus and decisions pass on to the next available player."""
    sd = g.showdown
    if g.turn_player in gone:
        # 652.5.a.1: play proceeds to the next available player.
        g.showdown = None
        clear_roles(g)  # 466.7.a: no attackers or defenders once the fight is gone
        for u in g.units.values():  # 466.7.c: nor "this combat" effects
            u.combat_might = 0
        g.pending = None
        if g.chain and all(it.finalized for it in g.chain) and not any(
                t[0] == "finish_spell" for t in g.tasks):
            # 652.4 counters only the removed player's items: the others' still resolve, Priority
            # going round the players left (652.5.c), and then play proceeds (652.5.a.1)
            g.tasks = [("next_turn",), ("cleanup", "ending"), ("cleanup", ""), ("chain",)]
            return
        for it in g.chain:  # mid-resolution: the turn ends at once, the rest goes to the trash
            if it.kind not in ABILITY_KINDS:  # an ability is just removed; its source is elsewhere
                g.players[g.owner[it.cid]].trash.append(it.cid)
        g.chain.clear()
        g.tasks = [("next_turn",), ("cleanup", "ending")]  # the turn is over: "this turn" ends (317.2)
        return
    if g.pending is not None and g.pending.player in gone:
        d = g.pending
        kind = d.kind
        g.pending = None
        if kind == "focus" and sd is not None:
            sd.focus = next_focus(g, sd.focus)  # 652.5.b.1
            push(g, ("focus",))
        elif kind == "priority":
            passes = as_context(d.context, Priority).passes
            push(g, ("priority", next_focus(g, d.player), passes))  # 652.5.c.1-2
        elif kind == "pay":
            push(g, ("chain",))  # their play was countered (652.4): Priority goes on (340.4)
        elif kind == "choose_card":
            push(g, (d.context[0], d.player, *d.context[1:], -1))  # no choice: they are gone
