"""Playing a spell from the trash as part of an effect (419.3): the words entries use.

The play itself (its wait while the ability that played it finishes, 354.3; its choices one card
at a time, 355; its costs, 356-357; finalizing, 359) is the engine's
(:mod:`riftbound.engine.effect_spell_plays`). The spell is chosen as the ability's target as it is
finalized (355.10.a: a trash is public), with :class:`~riftbound.effects.play_from_zone.
PlayFromTrashTrigger` and ``card_type="Spell"``; these words play it.

- :data:`PLAY_SPELL_IGNORING_ENERGY_THEN_RECYCLE` (Fizz, Trickster): its Energy cost ignored, its
  Power still paid (356.1.b.2); "then recycle it": once finalized, it goes to the bottom of its
  owner's Main Deck instead of the trash when it leaves the chain (ruling 102, 829.1.b.1, 416).
"""

from __future__ import annotations

from ..engine.chain import behaviour
from ..engine.effect_play_facts import IGNORE_ENERGY
from ..engine.effect_plays import begin_effect_play
from ..state import ChainItem, GameState
from .spells import custom
from .vocabulary import Custom

__all__ = ["PLAY_SPELL_IGNORING_ENERGY_THEN_RECYCLE"]

PLAY_SPELL_IGNORING_ENERGY_THEN_RECYCLE = Custom(
    "play_spell_ignoring_energy_then_recycle",
    text="you play the chosen spell from your trash, ignoring its Energy cost (you still pay its "
         "Power; its targets are chosen once this ability has resolved); once played, it goes to "
         "the bottom of your Main Deck instead of the trash when it leaves the chain")


@custom("play_spell_ignoring_energy_then_recycle")
def _ignoring_energy_then_recycle(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 419.3, 356.1.b.2, 359.3.e.2: the chosen spell, if still a legal target, is played from
    its controller's trash; it is recycled as it leaves the chain (ruling 102)."""
    played = False
    for c in behaviour(g, item).legal_targets(g, item, 0):  # type: ignore[attr-defined]
        played = begin_effect_play(g, item.controller, c, "trash", IGNORE_ENERGY, then_recycle=True) or played
    return played
