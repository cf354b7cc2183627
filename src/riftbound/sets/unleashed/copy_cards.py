"""Unleashed (UNL): the cards that make Reflection unit tokens copies of a unit (477.1.b.1; card wave
2, helper E): Mirror Image and Keeper of Masks. The copy words are in
:mod:`riftbound.effects.copy_words`, the copy effect in :mod:`riftbound.engine.copies`."""

from __future__ import annotations

from ...effects import SpellCard, Target, TriggerScript, UnitCard, Units
from ...effects.copy_words import REFLECTION_COPY_OF_T1, TWO_REFLECTIONS_COPYING_ME
from ...effects.spells import SpellScript

__all__ = ["CARDS"]

CARDS: tuple[SpellCard | UnitCard, ...] = (
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
)
