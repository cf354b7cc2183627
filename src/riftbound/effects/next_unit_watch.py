"""A delayed triggered ability waiting, for the rest of the turn, for its controller's next unit played:
"when I hold, the next time you play a unit this turn, ready it and buff it" (Nami, Headstrong).

:data:`WATCH_NEXT_UNIT` creates it as its ability resolves (390.2, 390.4: "this turn"); the next
time that player plays a unit (it triggers as the unit has entered, 419.4.a, the unit its subject) it
goes on the chain as the source card's ``"on:delayed"`` ability (:class:`NextUnitPlayedThisTurn`),
once: it is then used up. Kept in the turn's counts (``"nuw:<controller>:<source>"`` = how many
such abilities wait, and the total :data:`~riftbound.engine.events.WATCHING`), gone with the turn.
Whether the source is still on the board does not matter (390: a delayed ability stands apart from
it).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, Final

from ..engine.core import emit
from ..engine.events import EVENT_WATCHES, WATCHING
from ..engine.reactions import ON, Triggered
from ..log_text import TEMPLATES, _name
from ..state import ChainItem, GameState
from .spells import TriggerScript, custom
from .vocabulary import Custom

__all__ = ["WATCH_NEXT_UNIT", "NextUnitPlayedThisTurn"]

_REC: Final = "nuw:"

WATCH_NEXT_UNIT = Custom("watch_next_unit_played",
                         "the next time you play a unit this turn, its delayed ability triggers")


@custom("watch_next_unit_played")
def _watch(g: GameState, item: ChainItem, i: int) -> bool:
    """Rule 390.2: the delayed ability waits for the controller's next unit played this turn."""
    key = f"{_REC}{item.controller}:{item.cid}"
    g.counts[key] = g.counts.get(key, 0) + 1
    g.counts[WATCHING] = g.counts.get(WATCHING, 0) + 1
    emit(g, "390.2", "next_unit_watch", item.controller, item.cid)
    return True


def _on_play(g: GameState, kind: str, player: int, subject: int | tuple[int, ...] | None) -> list[tuple]:
    """The player played a unit: each ability waiting for it triggers, once, the unit its subject."""
    if kind != "play_card" or not isinstance(subject, int) or subject not in g.units:
        return []
    out: list[tuple] = []
    for k in sorted(k for k in g.counts if k.startswith(_REC)):
        ctrl, source = (int(x) for x in k[len(_REC):].split(":"))
        if ctrl != player:
            continue
        n = g.counts.pop(k)
        g.counts[WATCHING] = g.counts.get(WATCHING, 0) - n
        out.extend((ctrl, "delayed", [source], subject) for _ in range(n))
    if g.counts.get(WATCHING, 1) <= 0:
        g.counts.pop(WATCHING, None)
    return out


EVENT_WATCHES.append(_on_play)
TEMPLATES["next_unit_watch"] = lambda g, p, d: (
    f"P{p}'s {_name(g, d[0])} waits this turn for the next unit P{p} plays")


@dataclass(frozen=True)
class NextUnitPlayedThisTurn:
    """The delayed ability :data:`WATCH_NEXT_UNIT` creates (the answer to "on:delayed")."""

    script: TriggerScript

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield ON["delayed"], Triggered(self.script)

    def describe(self) -> str:
        return "The next time you play a unit that turn (on the chain): " + self.script.describe()
