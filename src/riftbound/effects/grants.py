"""Giving a unit a keyword for this turn (801.3.a): "give a unit Assault 3 this turn".

:func:`give_keyword` makes the instruction for one keyword and value: a
:class:`~riftbound.effects.vocabulary.Custom` whose function grants it with
:func:`riftbound.engine.granted.grant_keyword` (kept on the unit, gone with it, expiring in the
Expiration Step, 317.2.c). Granted again, a valued keyword's values are summed (807.2, 809.2,
814.2), an unvalued one is redundant (810.2, 815.2): that is the store's business.
"""

from __future__ import annotations

from ..engine.chain import behaviour
from ..engine.granted import VALUED, grant_keyword
from ..state import ChainItem, GameState, Unit
from .spells import SpellScript, custom
from .vocabulary import Chosen, Custom, Me

__all__ = ["give_keyword"]


FIRST = Chosen(0)


def give_keyword(name: str, value: int = 0, to: Chosen | Me = FIRST) -> Custom:
    """The instruction "``to`` gets keyword ``name`` (``value`` for a valued one) this turn"
    (801.3.a.2: the duration is the turn); it executes if some affected unit is still there
    (359.3.e.7, 359.3.e.12)."""
    label = f"{name} {value}" if name in VALUED else name
    who = "this unit" if isinstance(to, Me) else to.describe()
    key = f"give_keyword:{label}:{who}"

    @custom(key)
    def _give(g: GameState, item: ChainItem, i: int) -> bool:
        units = affected(g, item, to)
        for u in units:
            grant_keyword(g, u, name, value, player=item.controller)
        return bool(units)

    return Custom(key, text=f"{who} has {label} this turn")


def affected(g: GameState, item: ChainItem, to: Chosen | Me) -> list[Unit]:
    """The units ``to`` names as ``item`` resolves: the chosen ones still legal targets
    (359.3.e.2-5), or the ability's source while it is on the board."""
    if isinstance(to, Me):
        u = g.units.get(item.cid) if item.kind not in ("spell", "unit") else None
        return [u] if u is not None else []
    script = behaviour(g, item)
    assert isinstance(script, SpellScript)
    return list(script.legal_targets(g, item, to.slot))
