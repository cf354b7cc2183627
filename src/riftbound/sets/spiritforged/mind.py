"""Spiritforged (SFD): the Mind cards of the first card wave (issue 12), and the cards of two domains
whose first domain is Mind.

- Premonition: draw 3 (Reaction).
- Plundering Poro: when it conquers, a Gold gear token, exhausted.
- Wages of Pain: 3 damage to a unit at a battlefield, and a Gold gear token, exhausted (Hidden, Action).
- Dropboarder: played while its controller controls two or more gear, it readies.
- Bubble Bot: when played, another friendly Mech readies.
- Aspiring Engineer: when played, a gear card of its controller's trash returns to their hand.
"""

from __future__ import annotations

from ...effects import (
    Chosen,
    Const,
    Deal,
    Draw,
    Me,
    Ready,
    SpellCard,
    SpellScript,
    Target,
    TriggerScript,
    UnitCard,
    Units,
)
from ...effects.gold import PLAY_GOLD
from ...effects.trash_targets import RETURN_TARGET_TO_HAND, TrashTargetTrigger
from ...effects.words import HIDDEN
from ...state import GameState

__all__ = ["CARDS"]

PREMONITION, PLUNDERING_PORO, WAGES_OF_PAIN, DROPBOARDER = (
    "sfd-087-221", "sfd-069-221", "sfd-070-221", "sfd-072-221")
BUBBLE_BOT, ASPIRING_ENGINEER = "sfd-062-221", "sfd-061-221"


def _two_gear(g: GameState, player: int, cid: int) -> bool:
    """Dropboarder's condition, part of its trigger condition (383.2.a.1): its controller controls
    two or more gear (tokens too) as it triggers."""
    return sum(1 for x in g.gear.values() if x.controller == player) >= 2


CARDS: tuple[UnitCard | SpellCard, ...] = (
    SpellCard(PREMONITION, "Premonition", SpellScript(steps=(Draw(3),))),
    UnitCard(PLUNDERING_PORO, "Plundering Poro", on_conquer=TriggerScript(steps=(PLAY_GOLD,))),
    SpellCard(WAGES_OF_PAIN, "Wages of Pain",
              SpellScript(targets=(Target(Units(where="battlefield")),),
                          steps=(Deal(Const(3), Chosen(0)), PLAY_GOLD)),
              note="The Gold token comes even if the unit is no longer a legal target as it resolves "
                   "(359.3.e.1). " + HIDDEN),
    UnitCard(DROPBOARDER, "Dropboarder", script=TriggerScript(steps=(Ready(Me()),)),
             if_=(("trigger", _two_gear),),
             note="It triggers only if you control two or more gear as it enters (a trigger "
                  "condition, 383.2.a.1)."),
    UnitCard(BUBBLE_BOT, "Bubble Bot",
             script=TriggerScript(targets=(Target(Units(side="friendly", tag="Mech")),), other=True,
                                  steps=(Ready(Chosen(0)),)),
             note="The other Mech (a teammate's too, 740.1.a) is chosen as the ability goes on the "
                  "chain; with none, it does nothing."),
    UnitCard(ASPIRING_ENGINEER, "Aspiring Engineer",
             script=TrashTargetTrigger(steps=(RETURN_TARGET_TO_HAND,), card_type="Gear"),
             note="The gear is a target chosen as the ability goes on the chain (355.10.a); with none "
                  "in the trash the ability leaves the chain (402.4)."),
)
