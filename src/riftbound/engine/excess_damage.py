"""Excess combat damage: "when I conquer, if you assigned 3 or more excess damage, ...".

The Core Rules name no "excess damage"; the reading (docs/rulings.md, ruling 96): the excess a
player assigned in a combat is the combat damage they assigned to units beyond lethal damage
(465.2.c.3-4: lethal first, in full, unit by unit; more than lethal only once every unit has it),
the sum over the units of what each was assigned beyond its lethal damage (142.4.b, its Prevent
Value counted, 437.5.a). With no unit of the other side there, nothing is assigned and there is no
excess. It is noted as the player's assignment is made (465.2.c), only in games with a card that
answers :data:`QUESTION`, for the battlefield of that combat, and read by trigger conditions
(383.2.a.1) as the combat's result is scored (466.5); the combat's end forgets it (466.7).
"""

from __future__ import annotations

from typing import Final

from ..state import GameState
from .index import QUESTIONS
from .prevent import prevent_value
from .units import might

__all__ = ["QUESTION", "excess_assigned", "forget_excess", "note_excess"]

QUESTION: Final = "combat:excess"
QUESTIONS[QUESTION] = ("True: this card reads the excess combat damage its controller assigned in the combat "
                       "being scored (465.2.c.4; engine/excess_damage.py)")

_KEY: Final = "excess_assigned"


def note_excess(g: GameState, player: int, bf: int, assignment: tuple[tuple[int, int], ...]) -> None:
    """Rule 465.2.c: ``player`` assigned ``assignment`` ((unit, amount), ...) at battlefield ``bf``:
    note what they assigned beyond each unit's lethal damage, read before any of it is dealt."""
    if not g.index.asks(QUESTION):
        return
    excess = 0
    for cid, amount in assignment:
        u = g.units.get(cid)
        if u is not None:
            lethal = max(1, might(g, u) - u.damage) + prevent_value(g, cid)
            excess += max(0, amount - lethal)
    if excess:
        g.counts[f"{_KEY}:{player}:{bf}"] = excess


def excess_assigned(g: GameState, player: int, bf: int) -> int:
    """The excess combat damage ``player`` assigned in the combat at ``bf`` now being resolved."""
    return g.counts.get(f"{_KEY}:{player}:{bf}", 0) if g.counts else 0


def forget_excess(g: GameState, bf: int) -> None:
    """Rule 466.7: the combat at ``bf`` has ended; what was assigned there is no longer read."""
    if not g.counts:
        return
    for key in [k for k in g.counts if k.startswith(_KEY) and k.endswith(f":{bf}")]:
        del g.counts[key]
