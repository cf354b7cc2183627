"""Words for Empower and Disempower as events and effects (441-442, 827-828).

- :class:`OwnedByYou`: a subject filter ("a card you own", 108): "when you banish a card you own"
  is ``When("banish", who="you", subject=OwnedByYou())`` (the event: engine/banish_events.py).
- "When I become Empowered" (828.1.d) is ``When("empowered")``; "when you empower something else"
  is ``When("empowered", who="you", other=True)`` (the event: engine/empower.py, 441.2.a).
- :data:`EMPOWER_ME`: the ability's source becomes Empowered (441; "empower me").
"""

from __future__ import annotations

from dataclasses import dataclass

from ..state import GameState
from .keywords import empower as _empower  # noqa: F401  (registers "empower_self")
from .vocabulary import Custom

__all__ = ["EMPOWER_ME", "OwnedByYou"]


@dataclass(frozen=True, slots=True)
class OwnedByYou:
    """A card the source's controller owns (108: its owner, whoever controls it)."""

    def test(self, g: GameState, player: int, cid: int) -> bool:
        return g.owner[cid] == player

    def describe(self) -> str:
        return "a card you own"


#: "empower me" (441): the source, if still on the board (or a legend in its Legend Zone), becomes
#: Empowered; already Empowered, nothing happens (441.1.c)
EMPOWER_ME = Custom("empower_self", "this becomes Empowered (if it isn't already)")
