"""Words for restrictions on playing (engine/play_restrictions.py reads them).

- :class:`NoUnitsPlayedHere`: a battlefield's passive, units can't be played there (364.1, 355.2);
  unit tokens neither (185.2.a), moves there are no plays.
- :data:`OPPONENTS_CANT_PLAY_CARDS`: an instruction, each opponent of its controller can't play
  cards for the rest of the turn (390.4, 317.2.c; 419.1 and 419.3: by themselves or by an effect).
  Tokens are no cards (185): their tokens are still played.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from ..engine.primitives import opponents
from ..engine.turn_effects import NO_PLAYS, add_turn_effect
from ..state import ChainItem, GameState
from .spells import custom
from .vocabulary import Custom

__all__ = ["OPPONENTS_CANT_PLAY_CARDS", "NoUnitsPlayedHere"]


@dataclass(frozen=True)
class NoUnitsPlayedHere:
    """A battlefield's passive (364.1): no unit can be played to it, whoever controls it (355.2: it
    is no valid location; no permission to play somewhere, 355.2.b, overrides it)."""

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield "play:no_units_here", True

    def describe(self) -> str:
        return ("No unit can be played here, by any player, a unit token neither (an effect that would "
                "play one here plays nothing); units may still move here.")


OPPONENTS_CANT_PLAY_CARDS = Custom("opponents_cant_play_cards",
                                   "each of your opponents can't play cards for the rest of this turn "
                                   "(tokens are no cards)")


@custom("opponents_cant_play_cards")
def _opponents_cant_play(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 390.4, 317.2.c: an effect for the rest of the turn on each opponent (190.1 opponents:
    players not on the controller's team, 303.2.a order), read as they would play a card."""
    them = opponents(g, item.controller)
    for p in them:
        add_turn_effect(g, NO_PLAYS, p)
    return bool(them)
