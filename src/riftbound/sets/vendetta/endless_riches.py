"""Vendetta (VEN): Endless Riches (issue 13, card wave 2: Skip, 443).

A gear whose Play Effect banishes its controller's hand and trash, then Burns 7 (427, 440); while
it is on the board its controller skips their Draw Phase (443.1.a.2, 443.2), may play cards from
their trash (419.1.a), and a card that would go to their trash from anywhere other than their Main
Deck is banished instead (368.1, 370.1.b, 370.4). Ruling 115 says how these read together.
"""

from __future__ import annotations

from ...effects import TriggerScript
from ...effects.burn_banish import burn
from ...effects.cards import GearCard
from ...effects.trash_words import BANISH_HAND_AND_TRASH, PlayFromTrash, Skip, TrashToBanishment

__all__ = ["CARDS"]

ENDLESS_RICHES = "ven-022-166"

CARDS: tuple[GearCard, ...] = (
    GearCard(ENDLESS_RICHES, "Endless Riches",
             script=TriggerScript(steps=(BANISH_HAND_AND_TRASH, burn(7))),
             passives=(Skip("draw_phase"), PlayFromTrash(), TrashToBanishment()),
             note="The hand and trash are banished before the Burn, so the 7 burned cards stay in the "
                  "trash (they come from the Main Deck). The Draw Phase is replaced whole: no draw, no "
                  "Burn Out from it, nothing triggering in it (443.2.a). Cards in the trash are played "
                  "at their own cost and timing; a Flow spell there either for Flow or at its cost, as "
                  "its player chooses. Its own card, leaving the board to its controller's trash, is "
                  "banished too (370.4). Ruling 115."),
)
