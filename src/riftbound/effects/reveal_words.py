"""Words for cards revealed from a deck (424) and for "your other units" (Undertitan): "as I'm revealed
from your deck, Add [2]" (the engine's :data:`~riftbound.engine.primitives.AS_REVEALED` question) and
"give your other units +N Might this turn"."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from ..engine.core import emit
from ..engine.mechanics import add_resources
from ..engine.primitives import AS_REVEALED
from ..state import ChainItem, GameState
from .spells import custom
from .vocabulary import Custom

__all__ = ["AddAsRevealed", "OTHER_OWN_UNITS_PLUS_2"]


@dataclass(frozen=True)
class AddAsRevealed:
    """A card's ability "as I'm revealed from your deck, Add ``energy`` Energy" (424, 429.1): the
    Energy goes into the revealing player's Rune Pool at once, whatever effect revealed it."""

    energy: int

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        def add(g: GameState, player: int, cid: int) -> None:
            add_resources(g, player, self.energy, ())

        yield AS_REVEALED, add

    def describe(self) -> str:
        return f"As it is revealed from its owner's Main Deck, they Add {self.energy} Energy."


OTHER_OWN_UNITS_PLUS_2 = Custom("other_own_units_plus_2",
                                text="each other unit you control gets +2 Might this turn")


@custom("other_own_units_plus_2")
def _other_own_units_plus_2(g: GameState, item: ChainItem, i: int) -> bool:
    """Rule 477.3 ("your other units"): each unit its controller controls as it resolves, the
    source itself excepted, gets +2 Might this turn."""
    units = [u for u in g.units.values() if u.controller == item.controller and u.cid != item.cid]
    for u in sorted(units, key=lambda v: v.cid):
        u.turn_might += 2
        emit(g, "477.3", "might", item.controller, u.cid, 2, "turn")
    return bool(units)
