"""Proving Grounds (OGS): Flash, implemented because the rules' own examples need it (it is the
Reaction of the example of 359.3.e.5), and Annie, Fiery (Bonus Damage, 712-715)."""

from __future__ import annotations

from ...effects import Chosen, MoveUnit, SpellCard, SpellScript, Target, UnitCard, Units
from ...effects.passives import BonusDamage

__all__ = ["CARDS"]

ANNIE_FIERY = "ogs-001-024"

CARDS: tuple[SpellCard | UnitCard, ...] = (
    SpellCard(
        "ogs-011-024", "Flash",
        SpellScript(targets=(Target(Units(side="friendly", where="battlefield"), count=2, up_to=True),),
                    steps=(MoveUnit(Chosen(0), to_base=True),)),
        note="Only units away from their base can be chosen: base is no valid destination for a "
             "unit already there (355.4.a).",
    ),
    UnitCard(ANNIE_FIERY, "Annie, Fiery", passives=(BonusDamage(1),)),
)
