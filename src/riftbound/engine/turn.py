"""The turn (rules 301-317): Awaken, Beginning (with the scoring step), Channel, Draw, Main, Ending.

Each phase is a task followed by a cleanup (319.2). The Main Phase waits for the Turn Player's
discretionary actions; ending the turn runs the Ending Phase and hands the turn on (317.3).
"""

from __future__ import annotations

from ..state import GameState
from .battlefield_triggers import delayed_batches
from .core import decide, emit, push, task
from .events import fire
from .first_beginning import first_beginning_batches
from .hold_delayed import keep_lasting
from .phase_watches import main_start_batches
from .primitives import channel, draw, empty_pools
from .ready_bans import can_ready
from .ready_watch import fire_readied
from .scoring import HOLD, score
from .skip import skipped
from .temporary import push_temporary_triggers
from .turns_extra import next_turn_player
from .units import push_triggers


def start_turn(g: GameState, player: int) -> None:
    """Queue the phases of ``player``'s turn (rules 315-316)."""
    C = ("cleanup", "")
    push(g, ("awaken", player), C, ("beginning_step",), C, ("scoring_step",), C,
         ("channel_phase",), C, ("draw_phase",), C, ("main_start",), C, ("main_priority",))


@task("awaken", "p")
def _awaken(g: GameState, player: int) -> None:
    """Rule 315.1: the Turn Player readies everything they control (415.3.a)."""
    g.turn += 1
    g.turn_player = player
    g.phase = "awaken"
    g.ledger.clear()  # the score ledger is per turn (470)
    # so are the events counted for "this turn" conditions (383.1); lasting delayed abilities stay
    g.counts = keep_lasting(g.counts)  # (390.5.a, engine/hold_delayed.py)
    g.disqualified.clear()
    g.excused.clear()
    g.players[player].turns_started += 1
    emit(g, "315.1", "turn", player, g.turn)
    readied = [u for u in g.units.values() if u.controller == player and u.exhausted
               and can_ready(g, u)]  # 415: a unit that can't be readied stays exhausted
    for u in readied:
        u.exhausted = False
    fire_readied(g, readied)  # "when I become ready" (415, engine/ready_watch.py)
    for x in g.gear.values():  # 315.1.b: gear too (149)
        if x.controller == player:
            x.exhausted = False
    p = g.players[player]
    p.rune_exhausted = [False] * len(p.runes)
    p.legend_exhausted = False  # the legend is a game object they control (415.3.a)


@task("beginning_step")
def _beginning_step(g: GameState) -> None:
    """Rule 315.2.a: "at the start of the Beginning Phase" effects trigger (383.1), with the
    battlefields' "at the start of each player's first Beginning Phase" (engine/first_beginning.py)."""
    g.phase = "beginning"
    fire(g, "beginning", g.turn_player, also=first_beginning_batches(g, g.turn_player))
    push_temporary_triggers(g, g.turn_player)  # 816.1.b: before the scoring step


@task("scoring_step")
def _scoring_step(g: GameState) -> None:
    """Rule 315.2.b: the Turn Player Holds each battlefield they control (469.2).

    In team modes, battlefields a teammate controls or occupies now are recorded: the team can't
    conquer them this turn (469.1.a, 489.8.b) and they are excused from the final point
    (489.8.g.1).
    """
    g.phase = "scoring"
    player = g.turn_player
    team = g.team_of[player]
    if g.mode.has_teammates:
        mates = {q for q in range(len(g.players)) if q != player and g.team_of[q] == team}
        for i, b in enumerate(g.battlefields):
            if b.controller in mates:
                g.disqualified.add((team, i))
                emit(g, "489.8.b", "disqualified", player, i)
            if b.controller in mates or any(u.loc == i and u.controller in mates
                                            for u in g.units.values()):
                g.excused.add((team, i))
                emit(g, "489.8.g.1", "excused", player, i)
    # 315.2.b.2: one task holds every battlefield the Turn Player controls, so the hold abilities it
    # triggers trigger simultaneously and are ordered together by their controller (383.3.d)
    held: list[int] = []
    equipped: list[tuple] = []  # the hold abilities of their Equipment (718.3)
    for i, b in enumerate(g.battlefields):
        if b.controller == player:
            score(g, player, i, HOLD, held, equipped)
    if held or equipped:
        push_triggers(g, [(player, HOLD, held), *equipped])


@task("channel_phase")
def _channel_phase(g: GameState) -> None:
    """Rule 315.3: channel 2 runes, plus the first-turn extra rune of the mode (485.7, 487.7)."""
    g.phase = "channel"
    player = g.turn_player
    n = 2
    if g.players[player].turns_started == 1:
        order = g.turn_order
        if g.mode.second_player_extra_rune and len(order) > 1 and order[1] == player:
            n += 1
        if g.mode.last_player_extra_rune and order[-1] == player:
            n += 1
    channel(g, player, n)


@task("draw_phase")
def _draw_phase(g: GameState) -> None:
    """Rule 315.4: draw 1 (burning out on an empty deck, 315.4.b.1-2); the first player of some
    modes skips their first draw (487.7, 488.7, 489.7). A skip of the phase (443.1.a.2, engine/skip.py)
    replaces the whole phase with nothing (443.2): it never begins, nothing is drawn, no Burn Out,
    and nothing that would trigger in or on it triggers (443.2.a)."""
    player = g.turn_player
    if skipped(g, "draw_phase", player):
        return
    g.phase = "draw"
    if (g.mode.first_player_skips_draw and player == g.first_player
            and g.players[player].turns_started == 1):
        emit(g, "487.7", "skip_draw", player)
        return
    draw(g, player, 1)


@task("main_start")
def _main_start(g: GameState) -> None:
    """Rule 316.3: every rune pool empties as the Main Phase begins (167); 316.4: the delayed
    abilities waiting for its start trigger (engine/phase_watches.py)."""
    g.phase = "main"
    empty_pools(g)
    batches = main_start_batches(g)
    if batches:
        push_triggers(g, batches)


@task("main_priority")
def _main_priority(g: GameState) -> None:
    """Rules 312.2.a, 335: in a Neutral Open Main Phase the Turn Player has priority."""
    if g.showdown is None and not g.chain:
        decide(g, g.turn_player, "main")


@task("end_main")
def _end_main(g: GameState) -> None:
    """Rules 316.9, 317: the Ending Phase, its Expiration Step's special cleanup, next turn."""
    g.phase = "ending"
    emit(g, "316.9", "end_turn", g.turn_player)
    push(g, ("ending_step",), ("cleanup", ""), ("cleanup", "ending"), ("next_turn",))


@task("ending_step")
def _ending_step(g: GameState) -> None:
    """Rule 317.1.a: "at the end of the turn" effects take place: delayed triggers (390.2) and
    "at the end of your turn" abilities (383.1), placed together, each player ordering theirs
    (383.3.d, 383.3.d.1)."""
    fire(g, "ending", g.turn_player, also=delayed_batches(g))


@task("next_turn")
def _next_turn(g: GameState) -> None:
    """Rule 317.3: the next player with a turn queued becomes the Turn Player (652.5.a.1 skips
    removed players); Additional Turns come first (737, :mod:`.turns_extra`)."""
    push(g, ("start_turn", next_turn_player(g)))


@task("start_turn", "p")
def _start_turn(g: GameState, player: int) -> None:
    start_turn(g, player)
