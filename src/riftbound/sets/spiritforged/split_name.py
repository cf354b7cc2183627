"""Spiritforged cards of card wave 4 (issue 13, helper C): groups of units (355.11)."""

from __future__ import annotations

from ...effects import Chosen, MoveUnit, SpellCard, Target, Units
from ...effects.unit_groups import GroupScript

__all__ = ["CARDS"]

CARDS: tuple = (
    SpellCard("sfd-043-221", "Emperor's Divide",
              GroupScript(targets=(Target(Units(side="friendly", where="battlefield"), count=99,
                                          up_to=True),),
                          steps=(MoveUnit(Chosen(0), to_base=True),), one_battlefield=True),
              note="The units are chosen as it is played, all at one battlefield (355.11.a), none "
                   "allowed (355.13); as it resolves those still there and friendly move to their base (no "
                   "longer at one battlefield: a subset its controller picks, 355.11.b). Hidden and Action "
                   "are the card table's keywords."),
)
