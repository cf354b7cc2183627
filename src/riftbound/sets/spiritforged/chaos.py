"""Spiritforged (SFD): the Chaos cards of the first card wave (issue 12).

- Corrupt Enforcer: discards 1 when it moves to a battlefield; draws 1 when it wins a combat
  (466.3.a, 466.3.c).
- Treasure Hunter: a Gold gear token when it moves (383.1, 449).
- Called Shot: look at the top 2 cards of the Main Deck, keep one, recycle the other; Repeat (820)
  for one Chaos Power.
- Factory Recall: a gear goes back to its owner's hand (a Gold token ceases to exist, 186.1).
"""

from __future__ import annotations

from ...effects import Discard, Draw, SpellCard, TriggerScript, UnitCard, When
from ...effects.deck_words import look_take_one
from ...effects.gear_targets import RETURN_TARGET_GEAR_TO_HAND, GearTargetScript
from ...effects.gold import PLAY_GOLD
from ...effects.keywords.repeat import RepeatSpell

__all__ = ["CARDS"]

CORRUPT_ENFORCER, TREASURE_HUNTER, CALLED_SHOT = "sfd-123-221", "sfd-130-221", "sfd-122-221"
FACTORY_RECALL = "sfd-135-221"

CARDS: tuple[UnitCard | SpellCard, ...] = (
    UnitCard(CORRUPT_ENFORCER, "Corrupt Enforcer",
             when=((When("move", to_battlefield=True), TriggerScript(steps=(Discard(1),))),
                   (When("win_combat"), TriggerScript(steps=(Draw(1),)))),
             note="It wins a combat when its controller does and it is still there (466.3.c)."),
    UnitCard(TREASURE_HUNTER, "Treasure Hunter",
             when=((When("move"), TriggerScript(steps=(PLAY_GOLD,))),)),
    SpellCard(CALLED_SHOT, "Called Shot",
              RepeatSpell(steps=(look_take_one(2),), repeat_power=(frozenset({"Chaos"}),)),
              note="The card kept is drawn (put into the hand from the deck's top cards; looking never "
                   "burns out, 431.1.c), the other recycled; repeated, it looks at the new top 2."),
    SpellCard(FACTORY_RECALL, "Factory Recall", GearTargetScript(steps=(RETURN_TARGET_GEAR_TO_HAND,))),
)
