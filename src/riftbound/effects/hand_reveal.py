"""An opponent reveals their hand, and their facedown cards become visible to the controller for the
turn (Scuttle Crab's Deathknell): "choose an opponent; they reveal their hand; you can look at their
facedown cards this turn; gain 1 XP", one instruction :data:`REVEAL_HAND_SEE_FACEDOWN_XP`.

The opponent is the player target of the ability (a :class:`~.player_targets.PlayerTargetTrigger`),
chosen as it is finalized (355.10). Revealing presents the cards to all players (424.1, 424.3.a:
every card in the hand now) and changes nothing else (424.1.b); the log's ``reveal`` event carries
them. The permission to look is a per-turn fact (``engine.hidden.SEES_FACEDOWN``) that
observations read (128.4, 129.4), so it covers cards hidden later this turn too.
"""

from __future__ import annotations

from ..engine.core import emit
from ..engine.hidden import SEES_FACEDOWN
from ..engine.keywords import gain_xp
from ..state import ChainItem, GameState
from .player_targets import chosen_player
from .spells import custom
from .vocabulary import Custom

__all__ = ["REVEAL_HAND_SEE_FACEDOWN_XP", "reveal_hand_see_facedown"]

REVEAL_HAND_SEE_FACEDOWN_XP = Custom(
    "reveal_hand_see_facedown_xp",
    "the chosen opponent reveals their hand; you may look at their facedown cards this turn; "
    "you gain 1 XP")


def reveal_hand_see_facedown(g: GameState, player: int, opponent: int) -> None:
    """Rules 424.3.a, 424.1.b, 128.4, 730.1: ``opponent`` reveals every card in their hand; ``player``
    may see ``opponent``'s facedown cards for the rest of the turn; ``player`` gains 1 XP."""
    emit(g, "424.3.a", "reveal", opponent, tuple(g.players[opponent].hand))
    g.counts[f"{SEES_FACEDOWN}{player}:{opponent}"] = 1
    gain_xp(g, player, 1)


@custom("reveal_hand_see_facedown_xp")
def _reveal_hand_see_facedown_xp(g: GameState, item: ChainItem, i: int) -> bool:
    """The opponent is the ability's player target (355.10, chosen as it was finalized); no longer
    a legal target (it left the game), only the XP is gained (359.3.e.5-6)."""
    opponent = chosen_player(g, item)
    if opponent is None:
        gain_xp(g, item.controller, 1)
        return True
    reveal_hand_see_facedown(g, item.controller, opponent)
    return True
