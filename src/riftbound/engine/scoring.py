"""Points, scoring and winning (rules 194-196, 431.3, 467-472, 489.8); a player's removal from the
game (649-652) is :mod:`.removal`.

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
from typing import Final

from ..compiled import pickle_by_fields
from ..state import GameState
from .battlefield_triggers import battlefield_abilities
from .core import emit, task
from .equipment_triggers import equipment_batches
from .hold_delayed import hold_delayed_batches
from .index import QUESTIONS
from .points import ahead_of_every_opponent, leader, victory_score
from .points import points as points  # re-exported: the API reads a player's points here
from .primitives import draw
from .score_triggers import ally_score_batches, player_score_abilities
from .units import push_triggers

CONQUER: Final = "conquer"
HOLD: Final = "hold"
EFFECT: Final = "effect"
BURN_OUT: Final = "burn_out"

#: index question: a card reads the points its player gained by holding this turn ("for each point
#: you scored from holding this turn"); only then are they counted, per player ("hold_points:<seat>")
HOLD_POINTS: Final = "points:hold_counted"
QUESTIONS[HOLD_POINTS] = ("True: this card reads the points its player gained by holding this turn "
                          "(counted as they are gained, 469.2)")


#: index question: this card's "when you conquer/hold" abilities name the battlefield scored ("there",
#: 359.3.f.3): their chain items carry its card as their subject (``refs[0]``)
SCORED_THERE: Final = "score:there"
QUESTIONS[SCORED_THERE] = ("True: this card's 'when you conquer/hold' abilities read the battlefield scored "
                           "('there', 359.3.f.3): it is their chain item's subject (engine/scoring.py)")


def hold_points_this_turn(g: GameState, player: int) -> int:
    """The points ``player`` gained by holding this turn (469.2; counted only in games with a card
    answering :data:`HOLD_POINTS`)."""
    return g.counts.get(f"hold_points:{player}", 0)


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


pickle_by_fields(Outcome)


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
    if n <= 0:
        return
    forbid = g.index.answers.get("points:forbidden")
    if forbid is not None and not (source == BURN_OUT and g.burnout_seq > 1):  # 431.3.b: can't be
        for u in g.units.values():  # prevented; else a unit's passive may forbid it (364.3)
            fn = forbid.get(g.cards[u.cid].id)
            if fn is not None and fn(g, u, player):
                emit(g, "364.3", "points_forbidden", player, u.cid)
                return
    team = g.team_of[player]
    if source == CONQUER and g.points[team] >= victory_score(g) - 1:
        if not scored_every_battlefield(g, player):
            emit(g, "471.1.b.1", "final_point_denied", player, bf)
            draw(g, player, 1)
            return
        emit(g, "471.1.b.1", "final_point", player, bf)
    g.points[team] += n
    if source == HOLD and HOLD_POINTS in g.index.answers:  # a per-turn fact a card reads
        key = f"hold_points:{player}"
        g.counts[key] = g.counts.get(key, 0) + n
    rule = {CONQUER: "469.1", HOLD: "469.2", EFFECT: "194.1.c", BURN_OUT: "431.2.c"}[source]
    emit(g, rule, "gain_points", player, n, source, g.points[team])
    if (source == BURN_OUT and g.burnout_seq > 1 and g.points[team] >= victory_score(g)
            and ahead_of_every_opponent(g, player)):
        # 431.3.b-c.1: a point after the first Burn Out of a sequence can't be prevented, and wins
        # at once for the player it brings to the Victory Score ahead of every opponent; anyone
        # else at the Victory Score (however they got there) waits for a cleanup.
        end_game(g, player, Termination.BURN_OUT, "431.3.c.1")


@task("burn_point", "p", "p")
def _burn_point(g: GameState, player: int, chosen: int) -> None:
    """Rule 431.2.c: the opponent chosen by the burning player gains the point."""
    gain_points(g, chosen, 1, BURN_OUT)


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


def score(g: GameState, player: int, bf: int, how: str, triggered: list[int] | None = None,
          equipped: list[tuple] | None = None) -> None:
    """Score a battlefield by Conquer or Hold (rules 469-471), once per turn (rule 470).

    The ledger records the score even when the point is replaced by a draw (471.1.b.1), so the
    battlefield still counts as scored this turn. With ``triggered`` the units whose score abilities
    trigger are added to it, for the caller to put on the chain with others that trigger at the
    same time (the scoring step's holds, 315.2.b.2, 383.3.d); else they are put on the chain here.
    So are the score abilities of the Equipment attached to those units (718.3), added to
    ``equipped`` as batches (:mod:`.equipment_triggers`) when ``triggered`` is given, and with them
    the teammates' "when you or an ally conquer/hold" abilities, each under its controller
    (:func:`.score_triggers.ally_score_batches`, 740.1.a).
    """
    if (player, bf) in g.ledger:
        return
    forbidden = g.index.answers.get("score:forbidden_here")
    if forbidden is not None:  # 364.1: a battlefield's passive "players can't score here ..."
        fn = forbidden.get(g.cards[g.battlefields[bf].cid].id)
        if fn is not None and fn(g, player, bf):
            emit(g, "364.1", "score_forbidden", player, bf)
            return
    if how == CONQUER and (g.team_of[player], bf) in g.disqualified:
        emit(g, "469.1.a", "score_disqualified", player, bf)
        return
    g.ledger.add((player, bf))
    emit(g, "469.1" if how == CONQUER else "469.2", how, player, bf)
    if how == CONQUER and "play:only_conquered" in g.index.answers:  # a per-turn fact it reads
        g.counts[f"conquest:{player}:{bf}"] = 1
    # Rule 471.2: the score abilities of the units of the scoring player at this battlefield trigger
    # (383.4.c.2.a, 383.4.d.2.a), even when the point was replaced by a draw (383.4.c.2.c); they go on
    # the chain once what scored has finished (the combat or showdown ends, or the scoring step
    # goes on), and what follows waits until they resolve; so do the battlefield's own.
    mine = [u.cid for u in g.units.values() if u.loc == bf and u.controller == player]
    gear = equipment_batches(g, how, [(player, c) for c in mine])  # 718.3: their Equipment's
    mine += battlefield_abilities(g, how, player, bf)  # "when you conquer/hold here" (383.4.c-d.2.b)
    mine = player_score_abilities(g, how, player, bf, mine)  # "when you conquer/hold" (383.4.c.2.b)
    there = g.index.answers.get(SCORED_THERE)
    if there is not None:  # 359.3.f.3: abilities reading "there" carry the battlefield as their subject
        carried = [c for c in mine if g.cards[c].id in there]
        if carried:
            mine = [c for c in mine if c not in carried]
            gear.append((player, how, carried, g.battlefields[bf].cid))
    gear += ally_score_batches(g, how, player, bf)  # "when you or an ally ..." of teammates (740.1.a)
    if how == HOLD:  # "when they hold" delayed abilities, wherever their source is (390.5, 383.4.d.2.b)
        gear += hold_delayed_batches(g, player)
    if triggered is not None:
        triggered.extend(mine)
        if equipped is not None:
            equipped.extend(gear)
    else:
        push_triggers(g, [(player, how, mine), *gear])
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
