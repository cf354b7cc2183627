"""Start of combat effects (464.2.b): "when combat starts here" abilities of the battlefield where a
combat opens, done as it opens, before the attacker and the defender get their designations
(464.2.c), whether the combat opens with a showdown of its own or a showdown there becomes one.

A battlefield card answers the index question :data:`QUESTION` with a function(game, battlefield
index, attacker, defender). The only such abilities so far Add resources, and an ability that Adds
resolves as soon as it is finalized, with no Priority or Focus passing (429.2-429.2.a), so the
function does it at once.
"""

from __future__ import annotations

from typing import Final

from ..state import GameState
from .index import QUESTIONS

__all__ = ["QUESTION", "start_of_combat"]

QUESTION: Final = "combat:start"
QUESTIONS[QUESTION] = ("function(game, battlefield index, attacker, defender): a battlefield's 'when "
                       "combat starts here' ability, done as the combat opens (464.2.b; an Add "
                       "resolves at once, 429.2)")


def start_of_combat(g: GameState, bf: int, attacker: int, defender: int) -> None:
    """Rule 464.2.b: the start of combat effects of battlefield ``bf``."""
    table = g.index.answers.get(QUESTION)
    if table is None:
        return
    fn = table.get(g.cards[g.battlefields[bf].cid].id)
    if fn is not None:
        fn(g, bf, attacker, defender)
