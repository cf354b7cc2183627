"""Units that deal no combat damage because of a passive ability (364): "I don't deal combat damage",
"enemy units here with less Might than me don't deal combat damage".

In the Combat Damage Step each side sums the Might of its units (465.2.a-b). A stunned unit adds
nothing (423.1.b); a unit a passive stops from dealing combat damage adds nothing either, the passive
read as the damage is summed (its condition, such as the Might compared, holds then or not). It stays
a combatant: it is assigned damage and dies of it as any other unit (423.1.c's counterpart).

A card answers the index question ``"combat:no_damage"`` with a function(game, source unit, unit) ->
whether the source's passive stops that unit now; only sources on the board are asked (a unit's
passive works while it is on the board, 364.3).
"""

from __future__ import annotations

from typing import Final

from ..state import GameState, Unit

__all__ = ["QUESTION", "deals_no_combat_damage"]

QUESTION: Final = "combat:no_damage"


def deals_no_combat_damage(g: GameState, u: Unit) -> bool:
    """Rules 465.2.a-b, 364: whether a passive of a unit on the board (``u`` itself or another) stops
    unit ``u`` from dealing combat damage now."""
    table = g.index.answers.get(QUESTION)
    if table is None:
        return False
    cards = g.cards
    for v in g.units.values():
        fn = table.get(cards[v.cid].id)
        if fn is not None and fn(g, v, u):
            return True
    return False
