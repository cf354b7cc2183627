"""Keywords an effect grants a unit for this combat (801.3.a.2, 466.7.c): "it gains Shield 2 this
combat".

A grant for the combat is a grant like one for the turn (:mod:`.granted`): it is added to the
unit's granted keywords, so every reader (Might while defending, 814.2; the selectors; the Deflect
cost) sees it, values summed with the printed keyword and the other grants (807.2, 809.2, 814.2).
What the combat's grants added is also kept in the turn's counts (``"combat_kw_<keyword>:<cid>"``,
so clones, game keys and positions carry it) and taken off again when the combat ends, with the
other "this combat" effects (466.7.c, :func:`expire_combat_grants`, called by :mod:`.combat`). The
note belongs to the object: a unit that leaves the board takes its grants with it (124.1,
:data:`~.primitives.OBJECT_FACTS`).

Only valued keywords (Assault, Deflect, Shield) are granted this way: their values add and
subtract exactly; a second Ganking, Tank or Backline would be redundant (810.2, 815.2, 826.5) and
taking one off could remove another grant's instance.
"""

from __future__ import annotations

from typing import Final

from ..cards import keyword_value
from ..state import GameState, Unit
from .granted import VALUED, grant_keyword
from .primitives import OBJECT_FACTS

__all__ = ["expire_combat_grants", "grant_for_combat"]

#: the per-turn fact kind of each keyword's combat grants
KINDS: Final = {name: f"combat_kw_{name}" for name in VALUED}
OBJECT_FACTS.update(KINDS.values())


def grant_for_combat(g: GameState, u: Unit, name: str, value: int, player: int) -> bool:
    """Rules 801.3.a.2, 466.7.c: ``player``'s effect grants unit ``u`` keyword ``name`` with
    ``value`` until the combat ends; with no combat ongoing there is nothing for it to last
    through, and it does nothing (returns False)."""
    if name not in KINDS:
        raise ValueError(f"only {', '.join(VALUED)} are granted for a combat here, not {name!r}")
    sd = g.showdown
    if sd is None or not sd.combat:
        return False
    grant_keyword(g, u, name, value, player, rule="801.3.a.2")
    key = f"{KINDS[name]}:{u.cid}"
    g.counts[key] = g.counts.get(key, 0) + value
    return True


def expire_combat_grants(g: GameState) -> None:
    """Rule 466.7.c: the grants made for the combat end with it; grants for the turn stay."""
    if not g.counts:
        return
    for key in [k for k in g.counts if k.startswith("combat_kw_")]:
        kind, _, cid = key.partition(":")
        name = kind[len("combat_kw_"):]
        n = g.counts.pop(key)
        u = g.units.get(int(cid))
        if u is None:
            continue
        left = keyword_value(u.turn_keywords, name) - n
        rest = tuple(k for k in u.turn_keywords if k.partition(" ")[0] != name)
        u.turn_keywords = tuple(sorted((*rest, f"{name} {left}"))) if left > 0 else rest
