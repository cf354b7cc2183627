"""Diana, Lunari's kind of instruction: "reveal the top card of your Main Deck; if it's a spell, draw
it" (:data:`REVEAL_TOP_DRAW_SPELL`). Any other card stays where it is, the top card (424.1.a.2:
revealing moves nothing; the card does nothing else, 424.1.b). An empty deck reveals nothing and
never burns out (431.1.c). Looking at the top goes through ``look_top`` first (a card's "as you
look at or reveal me" choice comes first, engine/top_look.py).
"""

from __future__ import annotations

from ..engine.primitives import draw, reveal
from ..engine.top_look import look_top
from ..state import ChainItem, GameState
from .spells import custom
from .vocabulary import Custom

__all__ = ["REVEAL_TOP_DRAW_SPELL"]

REVEAL_TOP_DRAW_SPELL = Custom("reveal_top_draw_spell",
                               text="you reveal the top card of your Main Deck: you draw it if it is a "
                                    "spell, else it stays on top")


@custom("reveal_top_draw_spell")
def _reveal_top_draw_spell(g: GameState, item: ChainItem, i: int) -> bool | None:
    """Rules 424, 413: the top card is revealed; a spell is drawn (the draw takes that top card)."""
    n = look_top(g, item.controller, item.cid, i, 1)
    if n is None:
        return None
    shown = reveal(g, item.controller, n)
    if not shown:
        return False
    if g.cards[shown[0]].type == "Spell":
        draw(g, item.controller, 1)
    return True
