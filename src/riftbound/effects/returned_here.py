"""A battlefield's ability on a unit there returned to a hand: "when a unit here is returned to a
player's hand, that player may pay [1] to channel 1 rune exhausted" (Ripper's Bay).

Trigger kind ``returned`` (engine/reactions.py): once a unit at a battlefield has gone back to its
owner's hand (engine/primitives.return_to_hand; a token too, which then ceases to exist, 186.1), the
battlefield's ability triggers for that player, who controls it whoever controls the battlefield
(190.6.c, as engine/any_player_triggers.py), placed as any ability an event triggers (383.3). Its
"you may pay [1]" is decided and paid as it is finalized (383.3.a-b).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ..engine.events import PLACE_TRIGGERS
from ..engine.index import QUESTIONS
from ..engine.primitives import RETURNED_TO_HAND
from ..engine.reactions import ON, Triggered
from ..state import GameState, Unit
from .may_exhaust import MayPayEnergy
from .spells import TriggerScript
from .vocabulary import Channel

__all__ = ["UnitReturnedHereMayPayToChannel"]

QUESTIONS[ON["returned"]] = ("engine.reactions.Triggered: a battlefield's ability on a unit there being "
                             "returned to a hand, controlled by that hand's player (effects/returned_here)")


def _returned(g: GameState, unit: Unit, loc: int) -> None:
    """The battlefield the unit left, if its card has such an ability, triggers for the owner."""
    table = g.index.answers.get(ON["returned"])
    if not table or loc < 0:
        return
    b = g.battlefields[loc]
    owner = g.owner[unit.cid]
    if b.cid >= 0 and g.cards[b.cid].id in table and g.players[owner].alive:
        PLACE_TRIGGERS[0](g, [(owner, "returned", [b.cid])])


RETURNED_TO_HAND.append(_returned)


class UnitReturnedHereMayPayToChannel:
    """Ripper's Bay's ability (its answer to "on:returned")."""

    script = TriggerScript(steps=(Channel(1, exhausted=True),))

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield ON["returned"], Triggered(self.script, None, None, MayPayEnergy(1))

    def describe(self) -> str:
        return ("When a unit here is returned to its owner's hand, that player (controlling this ability, "
                "whoever controls the battlefield) may pay 1 Energy as it is finalized to channel 1 rune "
                "exhausted.")
