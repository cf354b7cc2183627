"""The Gold gear token (180-186): the instruction "play a Gold gear token exhausted" that many cards
share. The token itself is played by :func:`riftbound.engine.gear_tokens.create_gear_token`; its
ability (kill it and exhaust it: add one Power of any domain, with Reaction) is its entry's
(:mod:`riftbound.sets.spiritforged.tokens`). Importing this module registers the instruction.
"""

from __future__ import annotations

from typing import Final

from ..engine.gear_tokens import create_gear_token
from ..state import ChainItem, GameState
from .spells import custom
from .vocabulary import Custom

__all__ = ["GOLD", "PLAY_GOLD"]

#: the Gold gear token's card id: "kill this, exhaust: add one Power of any domain" (Reaction). The
#: instruction names its token, as a card's entry names its own id; the engine knows no card id.
GOLD: Final = "sfd-t03"

#: "play a Gold gear token exhausted" (for the instruction's controller, into their base)
PLAY_GOLD = Custom("play_gold", "you play a Gold gear token, exhausted, into your base")


@custom("play_gold")
def _play_gold(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 180-186, 149.1: the instruction's controller plays a Gold gear token into their base,
    exhausted."""
    create_gear_token(g, item.controller, GOLD, exhausted=True)
    return True
