"""Vendetta cards of card wave 4 (issue 13, helper C): naming (759-763)."""

from __future__ import annotations

from ...effects import TriggerScript, UnitCard
from ...effects.naming import NAME_A_SPELL, NamedSpellBan

__all__ = ["CARDS"]

CARDS: tuple = (
    UnitCard("ven-132-166", "Fallen Feline", script=TriggerScript(steps=(NAME_A_SPELL,)),
             passives=(NamedSpellBan(),),
             note="Its Play Effect names a spell as it resolves (355.17): any spell card's name, whether or "
                  "not the game holds one (762; ruling 106). The name is the unit's while it stays on the "
                  "board (124.1); while it is at a battlefield its controller's opponents can't play a spell "
                  "of that name."),
)
