"""Score abilities that name the scoring player: "when you conquer", "when you hold" (383.4.c-d),
and likewise "when you defend" (383.4.f.1: a player gains the Defender designation; engine/combat.py
asks :func:`player_score_abilities` with "defend").

A unit's "when I conquer" triggers only if it is at the battlefield as its controller conquers it
(383.4.c.2.a, :func:`riftbound.engine.scoring.score`). An ability that references the player who
conquers or holds triggers for that player wherever its source is, as the score happens
(383.4.c.2.b, 383.4.d.2.b): a legend's, a unit's elsewhere, a gear's. Such an ability is a card's
answer to ``"on:conquer"`` or ``"on:hold"`` with the condition ``who="you"``
(:class:`~riftbound.engine.reactions.Condition`), and its source is one of the scoring player's
objects whose abilities are active (383.2, :func:`riftbound.engine.events.sources`).

A condition written right after the trigger ("when you conquer, if you have 4+ units at that
battlefield, ...") is part of the trigger condition, checked as it triggers (383.2.a.1); what it
says of "that battlefield" is referenced from the trigger condition (359.3.f.3). So the record's
``if_`` is called here as ``if_(game, player, source cid, battlefield)``, the battlefield being the
one scored.
"""

from __future__ import annotations

from typing import Any

from ..state import GameState
from .core import emit
from .events import sources
from .reactions import ON

__all__ = ["ally_score_batches", "player_score_abilities"]


def player_score_abilities(g: GameState, how: str, player: int, bf: int,
                           present: list[int]) -> list[int]:
    """The sources whose score abilities trigger as ``player`` scores battlefield ``bf`` (``how``:
    "conquer" or "hold"): ``present`` (the player's units there and the battlefield, 383.4.c.2.a,
    383.4.d.2.a), then the player's other sources whose "when you conquer" or "when you hold"
    ability triggers (383.4.c.2.b, 383.4.d.2.b). An ability of that kind whose condition right
    after the trigger is unmet does not trigger, wherever its source is (383.2.a.1)."""
    table = g.index.answers.get(ON[how])
    if table is None:
        return present
    cards = g.cards
    out = list(present)
    for ctrl, cid in sources(g):
        if ctrl != player:
            continue
        rec = table.get(cards[cid].id)
        if rec is None or rec.when is None or rec.when.who not in ("you", "friendly"):
            continue
        cond: Any = rec.if_  # called with the battlefield scored too (this module's docstring)
        if cond is not None and not cond(g, player, cid, bf):
            emit(g, "383.2.a.1", "trigger_condition_unmet", player, cid)
            if cid in out:
                out.remove(cid)
        elif cid not in out:
            out.append(cid)
    return out


def ally_score_batches(g: GameState, how: str, player: int, bf: int) -> list[tuple]:
    """Rules 383.4.c.2.b, 383.4.d.2.b, 740.1.a: "when you or an ally conquer/hold" (``who`` "friendly")
    of the scoring player's teammates' sources trigger as ``player`` scores ``bf``, each under its
    own controller: batches (teammate, how, cids) in turn order from the Turn Player (383.3.d.1)."""
    table = g.index.answers.get(ON[how])
    if table is None or not g.mode.has_teammates:
        return []
    team = g.team_of
    cards = g.cards
    mine: dict[int, list[int]] = {}
    for ctrl, cid in sources(g):
        if ctrl == player or team[ctrl] != team[player]:
            continue
        rec = table.get(cards[cid].id)
        if rec is None or rec.when is None or rec.when.who != "friendly":
            continue
        cond: Any = rec.if_
        if cond is not None and not cond(g, ctrl, cid, bf):
            emit(g, "383.2.a.1", "trigger_condition_unmet", ctrl, cid)
            continue
        mine.setdefault(ctrl, []).append(cid)
    order = g.turn_order
    k = order.index(g.turn_player) if g.turn_player in order else 0
    return [(q, how, mine[q]) for q in order[k:] + order[:k] if q in mine]

