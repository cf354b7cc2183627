"""The interpreter of :class:`~riftbound.effects.vocabulary.GiveKeywords`: "give a unit Shield 3
and Tank this turn".

An effect that grants keywords for the turn (801.3.a.2) gives them to the object, kept with the
unit's other grants (:func:`riftbound.engine.granted.grant_keyword`): values of Assault, Deflect
and Shield add to the printed one (807.2, 809.2, 814.2), a second Ganking, Tank or Backline is
redundant (810.2, 815.2, 826.5), and all expire in the Expiration Step (317.2.c) or with the unit
(124.1). Importing this module registers the instruction with the interpreter.
"""

from __future__ import annotations

from ..engine.granted import grant_keyword
from ..state import ChainItem, GameState
from .spells import EXECUTE, SpellScript, _affected
from .vocabulary import GiveKeywords

__all__ = ["give_keywords"]


def give_keywords(g: GameState, script: SpellScript, item: ChainItem, i: int, s: GiveKeywords) -> bool:
    """Rule 801.3.a.2: every affected unit gets each keyword, granted by the item's controller,
    until the end of the turn (317.2.c)."""
    units = _affected(g, script, item, s.to)
    for u in units:
        for name, value in s.keywords:
            grant_keyword(g, u, name, value, item.controller, rule="801.3.a.2")
    return bool(units)


EXECUTE[GiveKeywords] = give_keywords
