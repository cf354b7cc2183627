"""Reflexive triggers on a kill: "deal 3 to a unit. If this kills it, do this: draw 1" (387-388).

A reflexive trigger is a triggered ability its spell or ability creates; "do this" marks it (387.1)
and it goes on the chain when its condition is met (387.2-387.3, 388). Damage kills in the cleanup
after the spell resolves (323.5), and that kill is attributed to the spell or ability that resolved
just before and dealt the damage (428.5.c). So the spell watches the unit it damaged
(:func:`watch_kill`); the cleanup right after it, having killed the units with lethal damage, calls
:func:`reflexive_kills`: each watched unit that died there puts its watcher's reflexive trigger on
the chain (its controller the spell's, its source the spell's card: chain item kind "reflexive",
answered by the card's "on:reflexive"); every watch ends with that cleanup (the condition is about
that kill only). A death replaced (370.1.a.1) is no kill, so nothing triggers.

Watches are kept in the turn's counts (``reflexive:<source cid>:<player>:<unit cid>``, with a total
under ``reflexive``), so positions carry them.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from ..log_text import TEMPLATES
from ..state import GameState
from .core import emit
from .units import push_triggers

__all__ = ["reflexive_kills", "watch_kill"]

_KEY: Final = "reflexive"

TEMPLATES["reflexive_watch"] = lambda g, p, d: (
    f"{g.cards[d[0]].name} has damaged {g.cards[d[1]].name}: if it dies in the next cleanup, "
    f"its \"if this kills it\" ability triggers")


def watch_kill(g: GameState, player: int, source: int, unit: int) -> None:
    """Rules 387.2, 428.5.c: ``player``'s spell or ability ``source`` has damaged ``unit``; if the
    cleanup that follows kills it, the source's reflexive trigger goes on the chain."""
    key = f"{_KEY}:{source}:{player}:{unit}"
    if key not in g.counts:
        g.counts[key] = 1
        g.counts[_KEY] = g.counts.get(_KEY, 0) + 1
        emit(g, "387.2", "reflexive_watch", player, source, unit)


def reflexive_kills(g: GameState, killed: Iterable[int]) -> None:
    """Rules 323.5, 428.5.c, 388: after a cleanup's kills, the reflexive triggers whose watched unit
    died go on the chain (each player's in turn order from the turn player, 383.3.d.1); every watch
    ends here."""
    if _KEY not in g.counts:
        return
    dead = set(killed)
    batches: dict[int, list[tuple[int, int]]] = {}
    for key in sorted(k for k in g.counts if k.startswith(_KEY + ":")):
        _, source, player, unit = key.split(":")
        del g.counts[key]
        if int(unit) in dead:
            batches.setdefault(int(player), []).append((int(source), int(unit)))
    del g.counts[_KEY]
    if batches:
        order = g.turn_order
        k = order.index(g.turn_player) if g.turn_player in order else 0
        push_triggers(g, [b for p in order[k:] + order[:k] if p in batches for b in _batches(p, batches[p])])


def _batches(player: int, kills: list[tuple[int, int]]) -> list[tuple]:
    """A player's reflexive triggers: one per source; a source that killed several watched units
    ("for each unit this kills", 387.1) triggers once per kill (383.1.b), each carrying its killed
    unit as its subject so that they stay apart."""
    sources = [s for s, _ in kills]
    if len(set(sources)) == len(sources):
        return [(player, "reflexive", sources)]
    return [(player, "reflexive", [s], u) for s, u in kills]
