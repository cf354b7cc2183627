"""Unleashed (UNL): the cards that make Reflection unit tokens copies of a unit (477.1.b.1; card wave
2, helper E): Mirror Image, Keeper of Masks and LeBlanc, Deceiver. The copy words are in
:mod:`riftbound.effects.copy_words`, the copy effect in :mod:`riftbound.engine.copies`."""

from __future__ import annotations

from ...effects import SpellCard, Target, TriggerScript, UnitCard, Units, When
from ...effects.cards import LegendCard
from ...effects.copy_words import (
    REFLECTION_COPY_OF_T1,
    REFLECTION_THERE_COPYING_ANOTHER,
    TWO_REFLECTIONS_COPYING_ME,
    MayDiscardAndExhaustMe,
    ScoredThere,
)
from ...effects.spells import SpellScript

__all__ = ["CARDS"]

_DECEIVER = TriggerScript(steps=(REFLECTION_THERE_COPYING_ANOTHER,))

CARDS: tuple[SpellCard | UnitCard | LegendCard, ...] = (
    SpellCard("unl-200-219", "Mirror Image",
              SpellScript(targets=(Target(Units()),), steps=(REFLECTION_COPY_OF_T1,)),
              note="Errata read ('Then do this'). The unit, any player's and anywhere, is chosen as it is "
                   "played (355.5); the token copies it as it is when the spell resolves, a copy's copied "
                   "traits included (477.1.b.1.b), Might too (ruling 108); gone by then, the token stays "
                   "a 0 Might Reflection and still gains Temporary."),
    UnitCard("unl-081-219", "Keeper of Masks", script=TriggerScript(steps=(TWO_REFLECTIONS_COPYING_ME,)),
             note="Errata read ('Then do this'). Hidden and Temporary are the card table's keywords: the "
                  "copies have them too (rules text is copied, 477.1.b.1.a), but their Play Effect is "
                  "not played again (they were played as Reflections)."),
    LegendCard("unl-199-219", "LeBlanc, Deceiver",
               when=((When("conquer", who="you"), _DECEIVER), (When("hold", who="you"), _DECEIVER)),
               may=(("conquer", MayDiscardAndExhaustMe()), ("hold", MayDiscardAndExhaustMe())),
               passives=(ScoredThere(),),
               note="Errata read ('Then do this'). As the ability is finalized its controller may discard a "
                    "card and exhaust the legend (383.3.a-b); as it resolves the ready token is played at "
                    "the battlefield scored, then its controller picks the unit there it copies, any "
                    "player's (ruling 108), and it gains Temporary."),
)
