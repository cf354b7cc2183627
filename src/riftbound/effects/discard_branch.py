"""Hwei, Brooding Painter's kind of ability: "draw 1, then discard 1; then, by the discarded card's
type: a spell, draw 1; a gear, ready up to 2 runes; a unit, give me +3 Might this turn".

- :data:`BY_DISCARDED_TYPE`: the instruction after a :class:`~riftbound.effects.vocabulary.Discard`
  (linked to it: nothing was discarded, nothing happens, 359.3.e.14.a) that reads the card the
  discard put in the trash (noted in the chain item's ``refs``) as it executes. The runes are the
  ability's targets, any player's, chosen as it is finalized whatever the discard turns out to be
  (355.10, 355.9.a.1, 355.5, 355.13; ``may=UpToRunes(2)``; docs/rulings.md, ruling 110); only a
  gear readies them, those still on the board (359.3.e.4).
"""

from __future__ import annotations

from ..engine.core import emit
from ..engine.primitives import draw
from ..state import ChainItem, GameState
from .spells import custom
from .vocabulary import Custom

__all__ = ["BY_DISCARDED_TYPE", "ready_chosen_runes"]

BY_DISCARDED_TYPE = Custom("by_discarded_type", linked=True,
                           text="by the discarded card's type: a spell, you draw 1; a gear, the "
                                "chosen runes (up to 2, chosen as it goes on the chain) are readied; a "
                                "unit, this unit gets +3 Might this turn")


def ready_chosen_runes(g: GameState, item: ChainItem) -> bool:
    """Rules 415, 359.3.e.4: the runes chosen as the item's first targets are readied, those still
    on the board (a rune recycled meanwhile is a lost target); whether any still was."""
    done = False
    for rune in item.targets[0] if item.targets else ():
        for q, p in enumerate(g.players):
            if rune in p.runes:
                k = p.runes.index(rune)
                if p.rune_exhausted[k]:
                    p.rune_exhausted[k] = False
                    emit(g, "415", "ready_rune", q, rune)
                done = True
    return done


@custom("by_discarded_type")
def _by_discarded_type(g: GameState, item: ChainItem, i: int) -> bool:
    """The card the preceding discard put in the trash (the last of ``refs``, 422.1) decides:
    a spell, its controller draws 1 (413); a gear, the chosen runes are readied (415); a unit, the
    source gets +3 Might until the end of the turn (477.3, 317.2.c) if it is still on the board
    (a null "me" otherwise, 359.3.e.12)."""
    if not item.refs:
        return False
    kind = g.cards[item.refs[-1]].type
    if kind == "Spell":
        draw(g, item.controller, 1)
        return True
    if kind == "Gear":
        return ready_chosen_runes(g, item)
    if kind == "Unit":
        u = g.units.get(item.cid)
        if u is None:
            return False
        u.turn_might += 3
        emit(g, "477.3", "might", item.controller, u.cid, 3, "turn")
        return True
    return False
