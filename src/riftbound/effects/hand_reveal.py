"""An opponent reveals their hand, and their facedown cards become visible to the controller for the
turn (Scuttle Crab's Deathknell): "choose an opponent; they reveal their hand; you can look at their
facedown cards this turn; gain 1 XP", one instruction :data:`REVEAL_HAND_SEE_FACEDOWN_XP`.

The opponent is the controller's choice as it executes (a ``choose_opponent`` decision, reason
``reveal_hand``; with one opponent, that one). Revealing presents the cards to all players (424.1,
424.3.a: every card in the hand now) and changes nothing else (424.1.b); the log's ``reveal`` event
carries them. The permission to look is a per-turn fact (``engine.hidden.SEES_FACEDOWN``) that
observations read (128.4, 129.4), so it covers cards hidden later this turn too.
"""

from __future__ import annotations

from ..engine.contexts import Opponents
from ..engine.core import decide, emit, task
from ..engine.hidden import SEES_FACEDOWN
from ..engine.keywords import gain_xp
from ..engine.primitives import opponents
from ..state import ChainItem, GameState
from .spells import custom
from .vocabulary import Custom

__all__ = ["REVEAL_HAND_SEE_FACEDOWN_XP", "reveal_hand_see_facedown"]

REVEAL_HAND_SEE_FACEDOWN_XP = Custom(
    "reveal_hand_see_facedown_xp",
    "an opponent (your choice) reveals their hand; you may look at their facedown cards this turn; "
    "you gain 1 XP")


def reveal_hand_see_facedown(g: GameState, player: int, opponent: int) -> None:
    """Rules 424.3.a, 424.1.b, 128.4, 730.1: ``opponent`` reveals every card in their hand; ``player``
    may see ``opponent``'s facedown cards for the rest of the turn; ``player`` gains 1 XP."""
    emit(g, "424.3.a", "reveal", opponent, tuple(g.players[opponent].hand))
    g.counts[f"{SEES_FACEDOWN}{player}:{opponent}"] = 1
    gain_xp(g, player, 1)


@custom("reveal_hand_see_facedown_xp")
def _reveal_hand_see_facedown_xp(g: GameState, item: ChainItem, i: int) -> bool | None:
    """The opponent is chosen as this executes (with one, no decision); with no opponent left, only
    the XP is gained (the other parts can't be done, 740.4.a)."""
    opts = opponents(g, item.controller)
    if len(opts) > 1:
        decide(g, item.controller, "choose_opponent", Opponents("reveal_hand", tuple(opts)))
        return None
    if not opts:
        gain_xp(g, item.controller, 1)
        return True
    reveal_hand_see_facedown(g, item.controller, opts[0])
    return True


@task("reveal_hand", "p", "p")
def _reveal_hand(g: GameState, player: int, chosen: int) -> None:
    """The chosen opponent reveals their hand (the rest as :func:`reveal_hand_see_facedown`)."""
    reveal_hand_see_facedown(g, player, chosen)
