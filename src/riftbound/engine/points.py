"""Reading the score (rules 194.2-194.3, 323.1, 472): the Victory Score, a player's points, and who
would win a cleanup now.

These are pure reads of the state, kept below the task loop so that :func:`core.run` can make sure
no player takes a decision while a win is waiting for its cleanup (194.2, 319, 323.1).
"""

from __future__ import annotations

from typing import Final

from ..state import GameState

#: Bounds that keep every game finite (a Burn Out sequence ends within about this many points):
#: the Victory Score may never be brought below 1 (194.2 needs a score to reach) nor above this.
MIN_VICTORY_SCORE: Final = 1
MAX_VICTORY_SCORE: Final = 1000
#: points a team may hold, and an effect give or take at once (positions and the API check it)
MAX_POINTS: Final = 1000


#: index question: a battlefield's passive changing the Victory Score while it is in play (194.3.a)
VICTORY_DELTA: Final = "victory:delta"


def victory_score(g: GameState) -> int:
    """The Victory Score: the mode's, changed by effects (rules 194.3, 194.3.a, 483.3) and by the
    passives of the battlefields in play (Aspirant's Climb: +1, each such battlefield)."""
    vs = g.mode.victory_score + g.vs_delta
    deltas = g.index.answers.get(VICTORY_DELTA)
    if deltas:
        cards = g.cards
        for b in g.battlefields:
            if b.cid >= 0:
                vs += deltas.get(cards[b.cid].id, 0)
    return vs


def points(g: GameState, player: int) -> int:
    """A player's points; teammates share one total (rule 489.8.d.1)."""
    return g.points[g.team_of[player]]


def ahead_of_every_opponent(g: GameState, player: int) -> bool:
    """Whether ``player``'s team has more points than every living opponent (194.2, 489.8.d)."""
    mine = g.points[g.team_of[player]]
    team = g.team_of[player]
    return all(g.points[g.team_of[q]] < mine for q, qs in enumerate(g.players)
               if qs.alive and g.team_of[q] != team)


def leader(g: GameState) -> int | None:
    """The player at or above the Victory Score with more points than every opponent, if any.

    Rules 194.2, 194.2.a-b, 323.1, 472: ties at or above the Victory Score continue the game.
    """
    vs = victory_score(g)
    if max(g.points) < vs:
        return None
    for p, ps in enumerate(g.players):
        if ps.alive and g.points[g.team_of[p]] >= vs and ahead_of_every_opponent(g, p):
            return p
    return None


#: Tasks whose presence on the stack means an action is part-way done: a chain item resolving (no
#: cleanup can occur while it resolves, 321) or a draw or mill burning out (431.2.d, 431.3).
_MID_ACTION: Final = frozenset({"finish_spell"})
_MID_BURN_OUT: Final = frozenset({"draw", "mill", "burn_point"})


def win_waits(g: GameState) -> bool:
    """Whether a player has won but no cleanup has yet found it, at a point where one can occur.

    A cleanup can't occur while a chain item resolves (321.1) nor part-way through a Burn Out
    sequence (its points wait for the end of the action, 431.3.c); anywhere else a player about to
    decide gets the cleanup first (see docs/rulings.md, "No decision while a win waits").
    """
    if g.outcome is not None or max(g.points) < victory_score(g) or leader(g) is None:
        return False
    for t in g.tasks:
        name = t[0]
        if name in _MID_ACTION or (g.burnout_seq and name in _MID_BURN_OUT):
            return False
    return True
