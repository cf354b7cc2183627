"""An additional cost of moving several units at once: "opponents must pay [A] for each unit beyond
the first to move multiple units to my battlefield at the same time" (Mageseeker Investigator).

Reading (docs/rulings.md, ruling 111): a cost is paid for an action (144.2: the Standard Move's is
exhausting the units; 144.3.c: the costs of a move of several units are paid together), and a unit's
passive can add to it (356.2-356.3 by analogy). Moves made by a spell's or ability's effect are no
action of the player with a cost to pay (449), so only the Standard Move of two or more units to a
battlefield where such a unit of an opponent is (144.3, 144.4) has it: one Power of any domain per
unit beyond the first, for each such unit there. Such a move is offered only when its tax can be paid
(the listing, engine/decisions.py); once declared, its player pays it in a "pay" decision
(:class:`~riftbound.engine.contexts.PayEffect` task ``move_tax_pay``, about the board: the lead
unit's card and the destination), then the units are exhausted and move (144.3.c). Declining it
leaves the units where they were, ready: the move is not made.

A unit's entry answers :data:`QUESTION` with the number of Power pips per unit beyond the first.
The units of a declared move are kept until it is paid in the turn's counts
(``"taxed_move:<unit>"`` = the lead unit's card + 1), so a position carries them.
"""

from __future__ import annotations

from typing import Final

from ..log_text import TEMPLATES
from ..state import GameState
from .choices import EFFECT_COSTS, OFF_CHAIN
from .index import QUESTIONS

__all__ = ["QUESTION", "TAXED", "move_tax", "taxed_units"]

QUESTION: Final = "move:tax"
QUESTIONS[QUESTION] = ("int: opponents of this unit's controller pay that many Power of any domain for "
                       "each unit beyond the first they move to its battlefield at once with a Standard "
                       "Move (engine/move_tax.py)")

TAXED: Final = "taxed_move:"


def move_tax(g: GameState, player: int, units: tuple[int, ...], dest: int) -> tuple[None, ...]:
    """The Power pips (any domain) ``player`` must add to the Standard Move of ``units`` to ``dest``."""
    if dest < 0 or len(units) < 2:
        return ()
    table = g.index.answers.get(QUESTION)
    if not table:
        return ()
    team = g.team_of
    per = 0
    for u in g.units.values():
        if u.loc == dest and team[u.controller] != team[player]:
            per += table.get(g.cards[u.cid].id, 0)
    return (None,) * (per * (len(units) - 1))


def taxed_units(g: GameState, lead: int) -> tuple[int, ...]:
    """The units of the declared move led by ``lead`` still waiting for its tax to be paid."""
    mark = lead + 1
    return tuple(sorted(int(k[len(TAXED):]) for k, v in g.counts.items()
                        if k.startswith(TAXED) and v == mark))


def _cost(g: GameState, lead: int, dest: int) -> tuple[int, tuple[None, ...]] | None:
    units = taxed_units(g, lead)
    if not units or not all(c in g.units for c in units):
        return None
    owner = g.units[lead].controller
    return 0, move_tax(g, owner, units, dest)


EFFECT_COSTS["move_tax_pay"] = _cost
OFF_CHAIN.add("move_tax_pay")
TEMPLATES["move_not_made"] = lambda g, p, d: (f"P{p} declines the tax on their move: the units stay "
                                               "where they were")
