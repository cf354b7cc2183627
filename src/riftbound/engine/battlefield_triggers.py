"""A battlefield's own triggered abilities: "when you conquer here", "when you hold here" (383.4.c-d)
and "when you defend here" (383.4.f), and delayed triggers "at the end of this turn" (390.2).

A battlefield's conquer or hold ability triggers for the player who conquers or holds it, whoever
owns the card (383.4.c.2.b, 383.4.d.2.b); its defend ability for the player who becomes the
defender in a combat there (383.4.f). They trigger together with the same abilities of that
player's units there (one event, ordered together, 383.3.d). A condition written right after the
trigger ("when you hold here, if you have 7+ units here, ...") is part of the trigger condition
(383.2.a.1): the ``if_`` of the ability's record (:class:`~riftbound.engine.reactions.Triggered`),
it is checked as the ability triggers.

A delayed trigger (390.2) created by an ability is remembered in the per-turn counts
(``"delayed:<source cid>:<player>"`` -> how many), which expire with the turn; at the Ending Step
(317.1.a) each goes on the chain, its controller the player who created it, its source the card
whose ability created it.
"""

from __future__ import annotations

from ..state import GameState
from .core import emit
from .reactions import ON


def battlefield_abilities(g: GameState, kind: str, player: int, bf: int) -> list[int]:
    """The battlefield ``bf`` itself, if its ``kind`` ability triggers for ``player`` now."""
    cid = g.battlefields[bf].cid
    if cid < 0:
        return []
    rec = g.index.get(ON[kind], g.cards[cid].id)
    if rec is None:
        return []
    if rec.if_ is not None and not rec.if_(g, player, cid):
        emit(g, "383.2.a.1", "trigger_condition_unmet", player, cid)
        return []
    return [cid]


def _key(cid: int, player: int) -> str:
    return f"delayed:{cid}:{player}"


def create_delayed(g: GameState, player: int, cid: int) -> bool:
    """Create ``player``'s delayed trigger "at the end of this turn" of card ``cid`` (390.2). Not
    generated once the Ending Step has begun (359.3.e.16); returns whether it was."""
    if g.phase == "ending":
        emit(g, "359.3.e.16", "delayed_not_generated", player, cid)
        return False
    key = _key(cid, player)
    g.counts[key] = g.counts.get(key, 0) + 1
    emit(g, "390.2", "delayed_created", player, cid)
    return True


def delayed_batches(g: GameState) -> list[tuple]:
    """The delayed triggers created this turn, now triggering (317.1.a), as (player, "delayed",
    cids) batches in turn order from the turn player (383.3.d.1); each is forgotten (it triggers
    once)."""
    batches: dict[int, list[int]] = {}
    for key, n in sorted(g.counts.items()):
        if key.startswith("delayed:") and n:
            _, cid, player = key.split(":")
            batches.setdefault(int(player), []).extend([int(cid)] * n)
            del g.counts[key]  # each triggers once
    if not batches:
        return []
    order = g.turn_order
    k = order.index(g.turn_player) if g.turn_player in order else 0
    seq = order[k:] + order[:k]
    return [(p, "delayed", batches[p]) for p in seq if p in batches]
