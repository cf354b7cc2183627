"""Proving Grounds (OGS): spells outside the three Origins champion decks, implemented because the
rules' own examples need them (Flash is the Reaction of the example of 359.3.e.5)."""

from __future__ import annotations

from ..effects import Chosen, MoveUnit, SpellCard, SpellScript, Target, Units

CARDS: tuple[SpellCard, ...] = (
    SpellCard(
        "ogs-011-024", "Flash", 2, (), ("Reaction",),
        SpellScript(targets=(Target(Units(side="friendly", where="battlefield"), count=2, up_to=True),),
                    steps=(MoveUnit(Chosen(0), to_base=True),)),
        note="Only units away from their base can be chosen: base is no valid destination for a "
             "unit already there (355.4.a).",
    ),
)
