"""Players who must kill one of their own units: "each player must kill one of their units" (Safety
Inspector) and "the defender must kill one of their units here" (Atakhan).

The unit is each player's pick as the effect resolves, not a target (355.10.e-f). The players pick
one after another in turn order from the Turn Player (303.2.a), each among the units they control
(one option per interchangeable group, ruling 2); a player who controls none (there) or has left
the game is skipped. Then every picked unit still on the board is killed (428), as King's Edict's
picks are.

- :data:`EACH_PLAYER_KILLS_A_UNIT`: every player.
- :data:`EACH_PLAYER_KILLS_A_UNIT_UNLESS_PAID`: every player but the controller when the source's
  latest play paid its optional additional cost (:func:`riftbound.engine.costs.paid_for_latest_play`,
  read on resolution, 383.2.a.1 not applying: the condition is in the effect).
- :data:`EACH_OPPONENT_KILLS_A_UNIT`: every opponent of the controller (740.1.a: not teammates).
- :data:`DEFENDER_KILLS_A_UNIT_HERE`: only the defender of the ongoing combat, among their units at
  its battlefield ("here", 359.3.f.2); with no combat, nothing.
"""

from __future__ import annotations

from ..engine.core import decide, emit, push, task
from ..engine.costs import paid_for_latest_play
from ..engine.decisions import register_choice
from ..engine.primitives import kill
from ..engine.units import chain_item
from ..log_text import TEMPLATES, _name
from ..state import ChainItem, GameState
from .spells import custom, record, unit_signature
from .vocabulary import Custom

__all__ = ["DEFENDER_KILLS_A_UNIT_HERE", "EACH_OPPONENT_KILLS_A_UNIT", "EACH_PLAYER_KILLS_A_UNIT",
           "EACH_PLAYER_KILLS_A_UNIT_UNLESS_PAID"]

EACH_PLAYER_KILLS_A_UNIT = Custom("each_player_kills_a_unit", text="each player kills one of their units "
                                  "(their pick, in turn order; the picked units die together)")
EACH_PLAYER_KILLS_A_UNIT_UNLESS_PAID = Custom(
    "each_player_kills_a_unit_unless_paid",
    text="each player kills one of their units (their pick, in turn order; the picked units die "
         "together), you too unless you paid its optional additional cost")
EACH_OPPONENT_KILLS_A_UNIT = Custom("each_opponent_kills_a_unit", text="each opponent kills one of their "
                                    "units (their pick, in turn order; the picked units die together)")
DEFENDER_KILLS_A_UNIT_HERE = Custom(
    "defender_kills_a_unit_here", text="the defender kills one of their units at this combat's "
                                       "battlefield (their pick)")

TEMPLATES["unit_kill_choice"] = lambda g, p, d: f"P{p} picks {_name(g, d[0])} to kill"


def _seats(g: GameState, item: ChainItem, variant: str) -> list[int]:
    """Who picks, in order (303.2.a)."""
    if variant == "defender":
        s = g.showdown
        return [s.defender] if s is not None and s.combat and s.defender is not None else []
    order = g.turn_order
    k = order.index(g.turn_player) if g.turn_player in order else 0
    seats = order[k:] + order[:k]
    if variant == "unless_paid" and paid_for_latest_play(g, item.cid):
        seats = [p for p in seats if p != item.controller]
    if variant == "opponents":
        seats = [p for p in seats if g.team_of[p] != g.team_of[item.controller]]
    return seats


def _options(g: GameState, player: int, ctx: tuple) -> list[int]:
    """``player``'s units (at the combat's battlefield for the defender), not picked yet, one per
    interchangeable group."""
    chosen, variant = ctx[4], ctx[5]
    here = g.showdown.bf if variant == "defender" and g.showdown is not None else None
    seen: dict[tuple, int] = {}
    for u in sorted(g.units.values(), key=lambda u: u.cid):
        if u.controller == player and u.cid not in chosen and (here is None or u.loc == here):
            seen.setdefault(unit_signature(g, u), u.cid)
    return sorted(seen.values())


def _start(variant: str):
    def run(g: GameState, item: ChainItem, i: int) -> None:
        push(g, ("unit_kill_next", item.cid, i, 0, (), variant))
    return run


custom("each_player_kills_a_unit")(_start("all"))
custom("each_player_kills_a_unit_unless_paid")(_start("unless_paid"))
custom("defender_kills_a_unit_here")(_start("defender"))
custom("each_opponent_kills_a_unit")(_start("opponents"))


@task("unit_kill_next", "c", "n", "n", "cs", "s")
def _unit_kill_next(g: GameState, cid: int, i: int, k: int, chosen: tuple[int, ...], variant: str) -> None:
    """Rules 355.10.e-f, 303.2.a: the ``k``-th player picks (skipped: left the game, or nothing to
    pick); after the last, every picked unit still on the board dies (428)."""
    item = chain_item(g, cid)
    if item is None:
        return  # the ability left the chain (359.3.e.15)
    seats = _seats(g, item, variant)
    while k < len(seats):
        ctx = ("unit_kill_pick", cid, i, k, chosen, variant)
        if g.players[seats[k]].alive and _options(g, seats[k], ctx):
            decide(g, seats[k], "choose_card", ctx)
            return
        k += 1
    units = [g.units[c] for c in chosen if c in g.units]
    for u in units:
        kill(g, u)
    record(g, cid, i, bool(units))


@task("unit_kill_pick", "p", "c", "n", "n", "cs", "s", "ci")
def _unit_kill_pick(g: GameState, player: int, cid: int, i: int, k: int, chosen: tuple[int, ...],
                    variant: str, card: int) -> None:
    """The pick is noted; the next player picks. -1: no pick (the player left the game)."""
    if card >= 0:
        emit(g, "355.10.e", "unit_kill_choice", player, card)
        chosen = (*chosen, card)
    push(g, ("unit_kill_next", cid, i, k + 1, chosen, variant))


register_choice("unit_kill_pick", _options, (
    "{card} is resolving: {p} picks one of their own units for it to kill"))
