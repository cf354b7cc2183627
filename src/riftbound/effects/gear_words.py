"""Instructions about gear on the board: "kill all gear" and "each player kills one of their gear".

- :data:`KILL_ALL_GEAR`: every gear on the board is killed (428), chosen by criteria, so no target
  (355.5.a, whose own example this is); each goes to its owner's trash (a token ceases to exist).
- :data:`KILL_THIS_GEAR`: the ability's own source gear is killed ("kill this").
- :data:`EACH_PLAYER_KILLS_GEAR`: in turn order from the turn player (303.2.a), each player who
  controls a gear picks one of theirs as the instruction resolves and it is killed; a choice made
  by each player is not a target (355.10.e). A player with no gear picks nothing.
"""

from __future__ import annotations

from ..engine.core import decide, emit, push, task
from ..engine.decisions import register_choice
from ..engine.gear import kill_gear
from ..engine.units import chain_item
from ..log_text import TEMPLATES, _name
from ..state import ChainItem, GameState
from .spells import custom, record
from .vocabulary import Custom

__all__ = ["EACH_PLAYER_KILLS_GEAR", "KILL_ALL_GEAR", "KILL_THIS_GEAR"]

KILL_ALL_GEAR = Custom("kill_all_gear", text="every gear on the board is killed")
EACH_PLAYER_KILLS_GEAR = Custom("each_player_kills_gear",
                                text="each player, from the turn player on, picks one gear they "
                                     "control and kills it")


KILL_THIS_GEAR = Custom("kill_this_gear", text="this gear is killed")


@custom("kill_this_gear")
def _kill_this_gear(g: GameState, item: ChainItem, i: int) -> bool:
    """Rule 428: the ability's source gear is killed, if it is still on the board (359.3.e.12)."""
    x = g.gear.get(item.cid)
    if x is None:
        return False
    kill_gear(g, x)
    return True


@custom("kill_all_gear")
def _kill_all_gear(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 428, 355.5.a: every gear on the board is killed, in card order (they go at once as
    far as the rules can tell: their death triggers wait for the spell to finish, 383.2.c)."""
    gear = sorted(g.gear.values(), key=lambda x: x.cid)
    for x in gear:
        kill_gear(g, x)
    return bool(gear)


def _seats_from_turn_player(g: GameState) -> list[int]:
    """Every seat in turn order from the turn player (303.2.a)."""
    order = g.turn_order
    k = order.index(g.turn_player) if g.turn_player in order else 0
    return order[k:] + order[:k]


def _gear_options(g: GameState, player: int, ctx: tuple) -> list[int]:
    """The gear ``player`` controls, one per interchangeable group (same card, place and status)."""
    seen: dict[tuple, int] = {}
    for x in sorted(g.gear.values(), key=lambda x: x.cid):
        if x.controller == player:
            seen.setdefault((g.cards[x.cid].index, x.loc, x.exhausted, x.attached_to, x.temporary), x.cid)
    return sorted(seen.values())


@custom("each_player_kills_gear")
def _each_player_kills_gear(g: GameState, item: ChainItem, i: int) -> None:
    push(g, ("each_gear_kill", item.cid, i, 0, False))
    return None


@task("each_gear_kill", "c", "n", "n", "b")
def _each_gear_kill(g: GameState, cid: int, i: int, k: int, any_killed: bool) -> None:
    """Rule 355.10.e: the ``k``-th player in turn order picks one of their gear (a decision, not
    a target); a player who left the game or controls none is skipped."""
    if chain_item(g, cid) is None:
        return  # the spell left the chain (359.3.e.15)
    order = _seats_from_turn_player(g)
    while k < len(order):
        player = order[k]
        if g.players[player].alive and _gear_options(g, player, ()):
            decide(g, player, "choose_card", ("gear_kill_pick", cid, i, k, any_killed))
            return
        k += 1
    record(g, cid, i, any_killed)


@task("gear_kill_pick", "p", "c", "n", "n", "b", "ci")
def _gear_kill_pick(g: GameState, player: int, cid: int, i: int, k: int, any_killed: bool,
                    card: int) -> None:
    """The picked gear is killed (428); then the next player picks. -1: no pick (the player left
    the game)."""
    x = g.gear.get(card) if card >= 0 else None
    if x is not None and x.controller == player:
        emit(g, "355.10.e", "gear_kill_choice", player, card)
        kill_gear(g, x)
    else:
        x = None
    push(g, ("each_gear_kill", cid, i, k + 1, any_killed or x is not None))


register_choice("gear_kill_pick", _gear_options, (
    "{card} is resolving: {p} picks one gear they control to kill"))
TEMPLATES["gear_kill_choice"] = lambda g, p, d: f"P{p} picks {_name(g, d[0])} to kill"
