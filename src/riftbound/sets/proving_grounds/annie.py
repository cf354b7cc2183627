"""Proving Grounds (OGS): the cards of the Annie champion deck that belong to this set.

- Incinerate: 2 damage to a chosen unit at a battlefield (an Action spell, its timing from the table).
- Tibbers: a Play Effect dealing 3 to every unit at a battlefield, friend or foe (no target, 355.10.d).
- Annie, Dark Child (the legend): "at the end of your turn" (317.1.a, 383.1), ready up to 2 runes
  (errata of 2025-10-28: "up to"), the runes targets chosen as the ability is finalized (355.13),
  as Targon's Peak's delayed trigger chooses them (ruling 60).
- Firestorm: its target is a battlefield (355.10.b); 3 damage to each enemy unit there as it resolves.
- Annie, Stubborn: a Play Effect whose target is a spell card in its player's trash (355.10.a),
  chosen as it is finalized, returned to their hand.
"""

from __future__ import annotations

from ...effects import (
    Chosen,
    Const,
    Deal,
    Each,
    SpellCard,
    SpellScript,
    Target,
    TriggerScript,
    UnitCard,
    Units,
    When,
)
from ...effects.battlefield_targets import BattlefieldTargetScript
from ...effects.cards import LegendCard
from ...effects.trash_targets import RETURN_TARGET_TO_HAND, TrashTargetTrigger
from ...engine.may_triggers import UpToRunes
from ..origins.battlefields import READY_UP_TO_2_RUNES

__all__ = ["CARDS"]

INCINERATE, TIBBERS, ANNIE_LEGEND = "ogs-003-024", "ogs-018-024", "ogs-017-024"
ANNIE_STUBBORN, FIRESTORM = "ogs-010-024", "ogs-002-024"

CARDS: tuple[SpellCard | UnitCard | LegendCard, ...] = (
    SpellCard(INCINERATE, "Incinerate",
              SpellScript(targets=(Target(Units(where="battlefield")),), steps=(Deal(Const(2), Chosen(0)),))),
    UnitCard(TIBBERS, "Tibbers",
             script=TriggerScript(steps=(Deal(Const(3), Each(Units(where="battlefield"))),)),
             note="Every unit at a battlefield as it resolves is dealt 3, its controller's own included "
                  "(and this unit itself, if it is at one then)."),
    LegendCard(ANNIE_LEGEND, "Annie, Dark Child",
               when=((When("ending", who="you"), TriggerScript(steps=(READY_UP_TO_2_RUNES,))),),
               may=(("ending", UpToRunes(2)),),
               note="Up to 2 runes (errata), any on the board, chosen one at a time as the ability goes "
                    "on the chain at the end of its player's turn; each still on the board readies."),
    UnitCard(ANNIE_STUBBORN, "Annie, Stubborn",
             script=TrashTargetTrigger(steps=(RETURN_TARGET_TO_HAND,), card_type="Spell"),
             note="The spell card is a target chosen as the ability goes on the chain (its trash is "
                  "public): with none there the ability leaves the chain."),
    SpellCard(FIRESTORM, "Firestorm",
              BattlefieldTargetScript(steps=(Deal(Const(3), Each(Units(side="enemy", where="here"))),)),
              note="The battlefield is chosen as it is played; the enemy units dealt damage are those "
                   "there as it resolves (not targets)."),
)
