"""Origins (OGN): the Mind cards of the first card wave (issue 12).

Retreat's "its owner channels" is a word only it uses, so it stays here (docs/cards.md).
"""

from __future__ import annotations

from ...effects import (
    Chosen,
    Const,
    Custom,
    Deal,
    Draw,
    Each,
    Exhaust,
    GiveMight,
    SpellCard,
    SpellScript,
    Target,
    TriggerScript,
    UnitCard,
    Units,
    When,
)
from ...effects.cards import GearCard
from ...effects.spells import custom
from ...effects.vocabulary import Add, ReturnToHand
from ...effects.words import HIDDEN
from ...engine.abilities import Ability
from ...engine.primitives import channel
from ...state import ChainItem, GameState

__all__ = ["CARDS"]


# --- Retreat: the returned unit's owner channels ---------------------------------------------------

@custom("owner_channels_exhausted")
def _owner_channels(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 430, 430.3: the owner of the unit chosen as target 1 (fixed with the card, so also
    once it has left the board; a teammate's unit has its own owner, 740.1.a) channels 1 rune
    exhausted."""
    if not item.targets or not item.targets[0]:
        return False
    return channel(g, g.owner[item.targets[0][0]], 1, True) > 0


CARDS: tuple = (
    # --- units ---
    UnitCard("ogn-096-298", "Watchful Sentry",
             when=((When("die"), TriggerScript(steps=(Draw(1),))),),
             note="Deathknell (808): it triggers as it dies, from the trash."),
    UnitCard("ogn-116-298", "Thousand-Tailed Watcher",
             script=TriggerScript(steps=(GiveMight(-3, Each(Units(side="enemy")), minimum=1),)),
             note="Every enemy unit on the board as it resolves, wherever it is; none goes below 1 "
                  "Might by it."),
    UnitCard("ogn-097-298", "Blastcone Fae",
             script=TriggerScript(targets=(Target(Units()),), steps=(GiveMight(-2, Chosen(0), minimum=1),)),
             note="Any unit, a friendly one too (itself included). " + HIDDEN),
    # --- spells ---
    SpellCard("ogn-114-298", "Progress Day", SpellScript(steps=(Draw(4),))),
    SpellCard("ogn-123-298", "Unchecked Power",
              SpellScript(steps=(Exhaust(Each(Units(side="friendly"))),
                                 Deal(Const(12), Each(Units(where="battlefield"))))),
              note="Units in bases (friendly ones too) take no damage; the damage comes even if no "
                   "friendly unit was there to exhaust."),
    SpellCard("ogn-104-298", "Retreat",
              SpellScript(targets=(Target(Units(side="friendly")),),
                          steps=(ReturnToHand(Chosen(0)),
                                 Custom("owner_channels_exhausted",
                                        text="the unit's owner channels 1 rune exhausted",
                                        linked=True))),
              note="The channel is linked to the return: a target no longer legal means neither."),
    # --- gear ---
    GearCard("ogn-120-298", "Seal of Insight",
             abilities=(Ability(TriggerScript((Add(power=("Mind",)),)), exhaust=True, reaction=True),),
             note="Its Add ability resolves at once, never on the chain."),
    GearCard("ogn-099-298", "Garbage Grabber",
             abilities=(Ability(TriggerScript((Draw(1),)), energy=1, exhaust=True, recycle_trash=3),)),
)
