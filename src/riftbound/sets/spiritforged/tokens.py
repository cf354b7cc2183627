"""Spiritforged (SFD): its tokens' entries.

- Gold (a gear token): with Reaction, kill it and exhaust it to add one Power of any domain (an Add
  ability: it resolves at once, 429.2; usable while a cost is being paid, 429.3). Cards play it with
  :data:`riftbound.effects.gold.PLAY_GOLD`.
"""

from __future__ import annotations

from ...effects import TriggerScript
from ...effects.cards import GearCard
from ...effects.gold import GOLD
from ...engine.abilities import Ability
from ...engine.mechanics import Add

__all__ = ["CARDS"]

CARDS: tuple[GearCard, ...] = (
    GearCard(GOLD, "Gold // Buff",
             abilities=(Ability(TriggerScript((Add(power=("Any",)),)), exhaust=True, reaction=True,
                                kill_self=True),),
             note="A token: killed, it ceases to exist (186.1)."),
)
