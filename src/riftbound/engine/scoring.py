"""Points, scoring and winning (rules 194-196, 431.3, 467-472, 489.8, 649-652).

One way in for points: every gain goes through :func:`gain_points`, which applies the final-point
restriction to Conquer only (471.1.a.1, 471.1.b). The winner is written in one place,
:func:`check_win`, called by every cleanup (323.1, and the one :func:`core.run` makes before a
decision while a win waits), except the point of a repeated Burn Out that wins its gainer at once
(431.3.c.1, in :func:`gain_points`); the other ends of a game (an effect, concession, the last
player remaining) go through :func:`end_game`.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from ..state import Decision, GameState
from .core import emit, push
from .points import ahead_of_every_opponent, leader, victory_score
from .points import points as points  # re-exported: the API reads a player's points here
from .units import ABILITY_KINDS

CONQUER, HOLD, EFFECT, BURN_OUT = "conquer", "hold", "effect", "burn_out"


class Termination(Enum):
    """Why a game ended."""

    VICTORY_SCORE = "victory score"
    BURN_OUT = "burn out"
    CONCESSION = "concession"
    LAST_PLAYER = "last player remaining"
    EFFECT = "effect"


@dataclass(frozen=True, slots=True)
class Outcome:
    """The end of a game: the winning players (a team wins together), why, and the rule."""

    winners: tuple[int, ...]
    termination: Termination
    rule: str

    @property
    def winner(self) -> int:
        """The first winning seat (the only one outside team modes)."""
        return self.winners[0]


def team_members(g: GameState, team: int) -> tuple[int, ...]:
    return tuple(p for p, t in enumerate(g.team_of) if t == team)


def gain_points(g: GameState, player: int, n: int, source: str, bf: int | None = None) -> None:
    """The single way in for points (rule 194.1).

    A Conquer at Victory Score minus one or more gains the final point only if the player has
    scored every battlefield this turn; otherwise the player draws 1 instead (471.1.b.1). Points
    from Hold, effects and Burn Out are not restricted (471.1.a.1). In 2v2 a team's points are one
    total (489.8.d.2), and battlefields a teammate occupied in the scoring step are excused from
    "every battlefield" (489.8.g.1).
    """
    from .primitives import draw

    if n <= 0:
        return
    team = g.team_of[player]
    if source == CONQUER and g.points[team] >= victory_score(g) - 1:
        if not scored_every_battlefield(g, player):
            emit(g, "471.1.b.1", "final_point_denied", player, bf)
            draw(g, player, 1)
            return
        emit(g, "471.1.b.1", "final_point", player, bf)
    g.points[team] += n
    rule = {CONQUER: "469.1", HOLD: "469.2", EFFECT: "194.1.c", BURN_OUT: "431.2.c"}[source]
    emit(g, rule, "gain_points", player, n, source, g.points[team])
    if (source == BURN_OUT and g.burnout_seq > 1 and g.points[team] >= victory_score(g)
            and ahead_of_every_opponent(g, player)):
        # 431.3.b-c.1: a point after the first Burn Out of a sequence can't be prevented, and wins
        # at once for the player it brings to the Victory Score ahead of every opponent; anyone
        # else at the Victory Score (however they got there) waits for a cleanup.
        end_game(g, player, Termination.BURN_OUT, "431.3.c.1")


def lose_points(g: GameState, player: int, n: int) -> None:
    """Lose up to ``n`` points, never below 0 (rules 194.4, 194.4.a)."""
    if g.outcome is not None:  # 196: the game is over
        return
    team = g.team_of[player]
    lost = min(n, g.points[team])
    if lost <= 0:
        return
    g.points[team] -= lost
    emit(g, "194.4", "lose_points", player, lost, g.points[team])


def score(g: GameState, player: int, bf: int, how: str, triggered: list[int] | None = None) -> None:
    """Score a battlefield by Conquer or Hold (rules 469-471), once per turn (rule 470).

    The ledger records the score even when the point is replaced by a draw (471.1.b.1), so the
    battlefield still counts as scored this turn. With ``triggered`` the units whose score abilities
    trigger are added to it, for the caller to put on the chain with others that trigger at the
    same time (the scoring step's holds, 315.2.b.2, 383.3.d); else they are put on the chain here.
    """
    if (player, bf) in g.ledger:
        return
    if how == CONQUER and (g.team_of[player], bf) in g.disqualified:
        emit(g, "469.1.a", "score_disqualified", player, bf)
        return
    g.ledger.add((player, bf))
    emit(g, "469.1" if how == CONQUER else "469.2", how, player, bf)
    # Rule 471.2: the score abilities of the units of the scoring player at this battlefield trigger
    # (383.4.c.2.a, 383.4.d.2.a), even when the point was replaced by a draw (383.4.c.2.c); they go on
    # the chain once what scored has finished (the combat or showdown ends, or the scoring step
    # goes on), and what follows waits until they resolve; so do the battlefield's own.
    mine = [u.cid for u in g.units.values() if u.loc == bf and u.controller == player]
    from .battlefield_triggers import battlefield_abilities

    mine += battlefield_abilities(g, how, player, bf)  # "when you conquer/hold here" (383.4.c-d.2.b)
    if triggered is not None:
        triggered.extend(mine)
    else:
        from .units import push_triggers

        push_triggers(g, [(player, how, mine)])
    # the point, or the draw that replaces it (471.1.b.1), is part of the scoring: queued after the
    # triggers, it happens before they go on the chain (383.2.c)
    gain_points(g, player, 1, how, bf)


def scored_every_battlefield(g: GameState, player: int) -> bool:
    """Whether ``player`` scored every battlefield this turn (471.1.b.1, 489.8.g.1)."""
    team = g.team_of[player]
    return all((player, i) in g.ledger for i in range(len(g.battlefields))
               if (team, i) not in g.excused)


def check_win(g: GameState) -> bool:
    """Rule 323.1: a cleanup declares the leader the winner."""
    p = leader(g)
    if p is None:
        return False
    end_game(g, p, Termination.VICTORY_SCORE, "323.1")
    return True


def end_game(g: GameState, player: int, why: Termination, rule: str) -> None:
    """Rule 196: the game ends; a player's team wins with them (489.6.a.3)."""
    if g.outcome is not None:
        return
    winners = team_members(g, g.team_of[player])
    g.outcome = Outcome(winners, why, rule)
    g.pending = None
    g.phase = "over"
    emit(g, rule, "win", player, why.value)


def win_game(g: GameState, player: int) -> None:
    """An effect instructs ``player`` to win the game (rule 195)."""
    end_game(g, player, Termination.EFFECT, "195")


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
        g.pending = Decision(d.player, d.kind,
                             (d.context[0], tuple(q for q in d.context[1] if q not in gone)))
    if g.turn_player in gone or (g.pending is not None and g.pending.player in gone):
        _hand_on_after_removal(g, gone)


def _banish_everything(g: GameState, player: int) -> None:
    """Rules 652.1-652.4: banish what they control or own, replace the battlefield they brought,
    counter their spells and abilities, and take every card they own out of the game."""
    from .hidden import banish_facedown
    from .primitives import forget_target

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
        from .primitives import clear_roles

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
        from .combat import next_focus

        if kind == "focus" and sd is not None:
            sd.focus = next_focus(g, sd.focus)  # 652.5.b.1
            push(g, ("focus",))
        elif kind == "priority":
            push(g, ("priority", next_focus(g, d.player), d.context[0]))  # 652.5.c.1-2
        elif kind == "pay":
            push(g, ("chain",))  # their play was countered (652.4): Priority goes on (340.4)
        elif kind == "choose_card":
            push(g, (d.context[0], d.player, *d.context[1:], -1))  # no choice: they are gone
