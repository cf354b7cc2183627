"""Banishing as an event (rule 427): "when you banish a card you own" (Zed, Master of Shadows).

Every place where a player's spell, ability or keyword banishes a card (427.1: from any zone into
its owner's banishment; a Flow spell leaving the chain, 829.1.b.1; a card taken from the top of a
deck, a trash or a hand; a unit or gear from the board) calls :func:`banished` once the card is
there. The player is the one whose effect banishes it (the controller of the spell or ability);
the card is the event's subject, so a trigger condition may read its owner. A token is no card
(185, 186.1: it ceases to exist), so banishing one is no such event. Removing a player from the
game (652.1) banishes by a rule of the game, no player's doing: it fires nothing.
"""

from __future__ import annotations

from ..state import GameState
from .events import WITH_SUBJECT, fire
from .index import QUESTIONS
from .reactions import ON

__all__ = ["banished"]

QUESTIONS[ON["banish"]] = ("engine.reactions.Triggered: its ability on a player's effect banishing a card "
                           "(427; the card the subject, the banishing player the event's)")
WITH_SUBJECT.add("banish")  # the banished card (refs[0]): "banish a card you own" reads its owner


def banished(g: GameState, player: int, card: int) -> None:
    """Rule 427: ``player``'s effect has just banished card ``card``; abilities waiting for it
    trigger (383.1). A token (no card, 186.1) is no event."""
    if ON["banish"] in g.index.answers and not g.cards[card].is_token:
        fire(g, "banish", player, card)
