"""Spending any number of buffs as an effect resolves (702.2.b): "spend any number of buffs; for
each, channel 1 rune exhausted", "for each friendly unit you may spend its buff to ready it".

The effect's controller picks one buffed unit they control at a time (a "choose_card" decision
``spend_buffs``, options as for :data:`~riftbound.effects.words.SPEND_BUFF`: -1 stops), since only
their own units' buffs are theirs to spend (702.2.b.2). Nothing is a target (355.10.c.1: a cost
within an instruction).

- :data:`SPEND_BUFFS_TO_CHANNEL`: once they stop, they channel 1 rune exhausted per buff spent
  (430.1, 430.3).
- :data:`SPEND_BUFFS_TO_READY`: each unit whose buff is spent readies at once (415).
"""

from __future__ import annotations

from ..engine.chain import behaviour
from ..engine.core import decide, emit, task
from ..engine.decisions import register_choice
from ..engine.primitives import channel
from ..engine.ready_bans import can_ready
from ..engine.units import chain_item
from ..state import ChainItem, GameState
from .spells import SpellScript, custom, record
from .vocabulary import Custom
from .words import spend_buff_options

__all__ = ["SPEND_BUFFS_TO_CHANNEL", "SPEND_BUFFS_TO_READY"]

SPEND_BUFFS_TO_CHANNEL = Custom("spend_buffs_to_channel",
                                text="you spend any number of your units' buffs, one at a time; then "
                                     "you channel 1 rune exhausted for each buff spent")
SPEND_BUFFS_TO_READY = Custom("spend_buffs_to_ready",
                              text="you may spend the buffs of any number of your units, one at a "
                                   "time, each unit readying as its buff is spent")


def _finish(g: GameState, player: int, mode: str, n: int) -> bool:
    """After the last pick: the channel for each buff spent; whether the instruction did anything."""
    if mode == "spend_buffs_to_channel" and n:
        channel(g, player, n, exhausted=True)
    return n > 0


def _ask(g: GameState, player: int, cid: int, i: int, mode: str, n: int) -> bool | None:
    """The next pick, or the end when no buffed unit of theirs is left (702.2.b.1)."""
    if not spend_buff_options(g, player):
        return _finish(g, player, mode, n)
    decide(g, player, "choose_card", ("spend_buffs", cid, i, n))
    return None


@custom("spend_buffs_to_channel")
def _spend_to_channel(g: GameState, item: ChainItem, i: int) -> bool | None:
    return _ask(g, item.controller, item.cid, i, "spend_buffs_to_channel", 0)


@custom("spend_buffs_to_ready")
def _spend_to_ready(g: GameState, item: ChainItem, i: int) -> bool | None:
    return _ask(g, item.controller, item.cid, i, "spend_buffs_to_ready", 0)


@task("spend_buffs", "p", "c", "n", "n", "ci")
def _spend_buffs_pick(g: GameState, player: int, cid: int, i: int, n: int, card: int) -> None:
    """Rule 702.2.b: the picked unit loses its buff (and readies, 415, for the ready mode); then the
    next pick. ``card`` -1: they stop (or left the game)."""
    item = chain_item(g, cid)
    if item is None:  # the spell or ability left the chain (359.3.e.15)
        return
    script = behaviour(g, item)
    step = script.steps[i] if isinstance(script, SpellScript) else None
    mode = step.name if isinstance(step, Custom) else ""
    u = g.units.get(card) if card >= 0 else None
    if u is None or u.buffs <= 0 or u.controller != player:
        record(g, cid, i, _finish(g, player, mode, n))
        return
    u.buffs -= 1
    emit(g, "702.2.b", "spend_buff", player, card)
    if mode == "spend_buffs_to_ready" and can_ready(g, u):  # 415 (engine/ready_bans.py)
        u.exhausted = False
        emit(g, "415", "ready", player, card)
    done = _ask(g, player, cid, i, mode, n + 1)
    if done is not None:
        record(g, cid, i, done)


register_choice("spend_buffs", lambda g, player, ctx: spend_buff_options(g, player), (
    "{card}'s effect is resolving: {p} picks one of their buffed units to spend its buff, or none "
    "(-1) to stop"))
