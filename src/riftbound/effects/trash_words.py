"""Words for a permanent that changes how its controller's trash works (Endless Riches), and Skip.

- :class:`Skip`: a passive skipping a procedure of the turn of its controller ("skip your Draw
  Phase", 443.1.a.2): the engine's side is :mod:`riftbound.engine.skip`.
- :class:`PlayFromTrash`: "you may play cards from your trash" (419.1.a), the engine's side
  :mod:`riftbound.engine.trash_plays`.
- :class:`TrashToBanishment`: "if a card would go to your trash from anywhere other than your Main
  Deck, banish it instead" (368.1, 370.1.b; :mod:`riftbound.engine.trash_banish`).
- :data:`BANISH_HAND_AND_TRASH`: the controller banishes every card of their hand and trash (427).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from ..engine.banish_events import banished
from ..engine.core import emit
from ..engine.skip import PROCEDURES
from ..engine.spell_keywords import register_trash_way_choice
from ..log_text import TEMPLATES
from ..state import ChainItem, GameState
from .spells import custom
from .vocabulary import Custom

__all__ = ["BANISH_HAND_AND_TRASH", "PlayFromTrash", "Skip", "TrashToBanishment"]


@dataclass(frozen=True)
class Skip:
    """A passive (368.1, 443.1): its controller skips every ``what`` of theirs (a procedure of the
    turn, :data:`riftbound.engine.skip.PROCEDURES`) while its source's abilities are active."""

    what: str

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        assert self.what in PROCEDURES, self.what
        yield "skip:" + self.what, lambda g, ctrl, player, subject: ctrl == player

    def describe(self) -> str:
        return f"Its controller skips their {self.what.replace('_', ' ').title()} (it never happens)."


class PlayFromTrash:
    """A passive (419.1.a): its controller may play cards from their trash, at the cards' own cost and
    timing, while its source's abilities are active."""

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield "play:from_trash", lambda g, ctrl, player: ctrl == player

    def describe(self) -> str:
        return "Its controller may play cards from their trash (paying their costs, at their usual timing)."


class TrashToBanishment:
    """A passive replacement (368.1, 370.1.b): a card its controller owns that would go to their
    trash from anywhere other than their Main Deck is banished instead (427); its own card too, as
    it leaves the board to their trash (370.4)."""

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield "replace:to_trash", lambda g, ctrl, cid: g.owner[cid] == ctrl

    def describe(self) -> str:
        return ("A card that would go to its controller's trash from anywhere other than their Main Deck "
                "is banished instead.")


@custom("banish_hand_and_trash")
def _banish_hand_and_trash(g: GameState, item: ChainItem, i: int) -> bool:
    """Rule 427: the controller's hand and trash go to their banishment, all at once (427.2); each
    card banished is an event "when you banish a card you own" sees."""
    p = g.players[item.controller]
    cards = [*p.hand, *p.trash]
    p.hand.clear()
    p.trash.clear()
    p.banishment.extend(cards)
    emit(g, "427.2", "banish_hand_and_trash", item.controller, len(cards))
    for c in cards:
        banished(g, item.controller, c)
    return bool(cards)


BANISH_HAND_AND_TRASH = Custom("banish_hand_and_trash",
                               text="you banish every card of your hand and of your trash")

TEMPLATES["banish_hand_and_trash"] = lambda g, p, d: f"P{p} banishes their hand and trash ({d[0]} cards)"
TEMPLATES["trash_way_own_cost"] = lambda g, p, d: (
    f"P{p} plays {g.cards[d[0]].name} from their trash at its own cost, not for Flow")

register_trash_way_choice()  # ruling 115: a Flow spell in a trash one may play from: which way
