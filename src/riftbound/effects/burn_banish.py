"""Two limited actions as instructions: Burn (440) and banishing a unit from the board (427).

- :func:`burn` makes "Burn N" for the ability's controller: the top N cards of their Main Deck go
  to their trash; past the end of the deck they burn out and then burn the rest (440.4, 431.1.b).
- :func:`banish_unit` takes a unit off the board into its owner's banishment (427.1-427.2): not a
  kill (427.2.a), so no Deathknell and no "when a unit dies"; a token ceases to exist (186.1).
  :data:`BANISH_CHOSEN` banishes the units still legal for target 1.
"""

from __future__ import annotations

from ..engine.chain import behaviour
from ..engine.core import emit
from ..engine.primitives import forget_target, mill
from ..log_text import TEMPLATES, _name
from ..state import ChainItem, GameState, Unit
from .spells import SpellScript, custom
from .vocabulary import Custom

__all__ = ["BANISH_CHOSEN", "banish_unit", "burn"]

TEMPLATES["banish"] = lambda g, p, d: f"{_name(g, d[0])} is banished"


def burn(n: int) -> Custom:
    """Rule 440: "Burn ``n``" for the controller of the spell or ability (440.3.a: they must)."""
    key = f"burn:{n}"

    @custom(key)
    def _burn(g: GameState, item: ChainItem, i: int) -> bool:
        """Rules 440.1, 440.4: as many as possible, burn out, then the rest (the engine's mill)."""
        mill(g, item.controller, n)
        return True

    return Custom(key, text=f"you burn {n} (the top {n} cards of your Main Deck go to your trash)")


def banish_unit(g: GameState, unit: Unit) -> None:
    """Rules 427.1-427.2: the unit goes straight from the board to its owner's banishment (a token
    ceases to exist instead, 186.1); chain items that targeted it lose it (359.3.e.4)."""
    del g.units[unit.cid]
    forget_target(g, unit.cid)
    emit(g, "427.2", "banish", unit.controller, unit.cid)
    if g.cards[unit.cid].is_token:
        emit(g, "186.1", "token_gone", unit.controller, unit.cid)
    else:
        g.players[g.owner[unit.cid]].banishment.append(unit.cid)


@custom("banish_chosen")
def _banish_chosen(g: GameState, item: ChainItem, i: int) -> bool:
    """Rule 427: each unit chosen for target 1 that is still a legal target (359.3.e.2) is
    banished."""
    script = behaviour(g, item)
    assert isinstance(script, SpellScript)
    units = script.legal_targets(g, item, 0)
    for u in units:
        banish_unit(g, u)
    return bool(units)


BANISH_CHOSEN = Custom("banish_chosen", text="T1 is banished (to its owner's banishment; not a kill)")
