"""Keywords an effect grants to a unit for this turn (801.3.a), kept on the unit itself.

An effect such as "give a unit Assault 3 this turn" grants a keyword for a duration it names
(801.3.a.2). The grant belongs to the object: it is kept in ``Unit.turn_keywords``, leaves with the
unit (a new object, 124) and expires with the other "this turn" effects in the Ending Phase's
Expiration Step (317.2.c, in :mod:`.cleanup`).

Whether a keyword granted again adds to the one there is the keyword's own rule (801.3.a.1): the
values of Assault (807.2), Deflect (809.2) and Shield (814.2) are summed with the printed value and
with every other grant, while more instances of Ganking (810.2), Tank (815.2) or Backline (826.5)
are redundant. So the store is canonical: one entry per keyword, sorted, valued ones with their sum
(``("Assault 4", "Ganking")``). Every reader asks the printed keyword and this store: the Might
of an attacker or defender (:func:`riftbound.engine.units.might`), the Standard Move
(:func:`riftbound.engine.passives.has_ganking`), the damage assignment order
(:mod:`.combat`), the Deflect cost (:func:`riftbound.engine.keywords.deflect_value`) and the
selectors of the effect vocabulary.

Only keywords that act while the unit is on the board can be granted here; a triggered keyword
(Hunt, Deathknell, Vision) needs its ability indexed for the unit, and Temporary has its own status.
"""

from __future__ import annotations

from typing import Final

from ..cards import keyword_value
from ..log_text import TEMPLATES
from ..state import GameState, Unit
from .core import emit

__all__ = ["FORMS", "GRANTABLE", "REDUNDANT", "VALUED", "grant_keyword", "granted_value", "has_granted",
           "parse_keyword", "passive_keyword", "aura_keyword_value", "unit_has_keyword", "unit_keywords",
           "with_keyword"]

#: keywords with a value: granted again, the values are summed (807.2, 809.2, 814.2)
VALUED: Final[tuple[str, ...]] = ("Assault", "Deflect", "Shield")
#: keywords without a value: a second instance is redundant (810.2, 815.2, 826.5)
REDUNDANT: Final[tuple[str, ...]] = ("Backline", "Ganking", "Tank")
#: the keywords an effect may grant to a unit on the board
GRANTABLE: Final[tuple[str, ...]] = tuple(sorted(VALUED + REDUNDANT))
#: how a granted keyword is written
FORMS: Final = ("Assault N, Deflect N or Shield N (N from 1 to 1000; a bare one is 1), Backline, Ganking "
                "or Tank")

TEMPLATES["grant_keyword"] = lambda g, p, d: f"{g.cards[d[0]].name} gains {d[1]} this turn"


def parse_keyword(text: str) -> tuple[str, int]:
    """``"assault 3"`` -> ``("Assault", 3)``; a bare valued keyword is 1 (807.1.b.3, 809.1.b.3,
    814.1.b.3); a keyword without a value takes none. ValueError naming the forms otherwise."""
    words = str(text).split()
    names = {k.casefold(): k for k in GRANTABLE}
    name = names.get(words[0].casefold()) if words else None
    if name is None or len(words) > 2:
        raise ValueError(f"{' '.join(words) or text!r} is not a keyword that can be granted to a "
                         f"unit; the forms are {FORMS}")
    if name in REDUNDANT:
        if len(words) == 2:
            raise ValueError(f"{name} has no value (write {name!r})")
        return name, 0
    if len(words) == 1:
        return name, 1
    if not words[1].isdigit() or not 1 <= int(words[1]) <= 1000:
        raise ValueError(f"{name}'s value must be a whole number from 1 to 1000, not {words[1]!r}")
    return name, int(words[1])


def with_keyword(keywords: tuple[str, ...], name: str, value: int) -> tuple[str, ...]:
    """``keywords`` with one more grant of ``name``: values summed (807.2, 809.2, 814.2), others
    kept once (810.2, 815.2, 826.5); one entry per keyword, sorted."""
    if name in REDUNDANT:
        return keywords if name in keywords else tuple(sorted((*keywords, name)))
    total = keyword_value(keywords, name) + value
    rest = [k for k in keywords if k.partition(" ")[0] != name]
    return tuple(sorted((*rest, f"{name} {total}")))


def granted_value(u: Unit, name: str) -> int:
    """The summed value of keyword ``name`` granted to the unit this turn (0 if none)."""
    return keyword_value(u.turn_keywords, name) if u.turn_keywords else 0


def has_granted(u: Unit, name: str) -> bool:
    """Whether keyword ``name`` has been granted to the unit this turn."""
    return bool(u.turn_keywords) and any(k.partition(" ")[0] == name for k in u.turn_keywords)


def unit_has_keyword(g: GameState, u: Unit, name: str) -> bool:
    """Whether the unit has keyword ``name``, printed, granted this turn (801.3.a), from one of its
    own passives that holds now (364.3: Kinkou Lifeblade's Ganking while Empowered) or from an aura
    of a unit on the board (364.1; 807.3, 809.3, 810.3: having it is a characteristic others read)."""
    return (g.cards[u.cid].has_keyword(name) or has_granted(u, name)
            or passive_keyword(g, u, name) > 0 or aura_keyword_value(g, u, name) > 0)


def passive_keyword(g: GameState, u: Unit, keyword: str) -> int:
    """Rules 364.3, 477.2: the value of ``keyword`` the unit's own passives give it now (0: none;
    Ganking counts 1)."""
    table = g.index.answers.get("keywords:own")
    if table is None:
        return 0
    grants = table.get(g.cards[u.cid].id)
    if grants is None:
        return 0
    fn = grants.get(keyword)
    return int(fn(g, u)) if fn is not None else 0


def aura_keyword_value(g: GameState, u: Unit, name: str) -> int:
    """Rule 364.1: the value of keyword ``name`` the auras of units on the board give unit ``u`` now
    ("your Mechs have Ganking"; the index question "keywords:unit_aura": keyword -> function(game,
    source unit, unit) -> value, 0 when it doesn't reach; several sources summed, 807.2, 809.2)."""
    auras = g.index.answers.get("keywords:unit_aura")
    if not auras:
        return 0
    cards = g.cards
    n = 0
    for v in g.units.values():
        grants = auras.get(cards[v.cid].id)
        if grants is not None:
            fn = grants.get(name)
            if fn is not None:
                n += fn(g, v, u)
    return n


def unit_keywords(g: GameState, u: Unit) -> tuple[str, ...]:
    """The unit's keywords now, printed and granted this turn: a grantable keyword once, valued ones
    with their summed value (807.2, 809.2, 814.2: ``("Assault 4",)`` for Petty Officer given
    Assault 3); the other printed keywords as printed. For reports; the rules read the values."""
    out: tuple[str, ...] = ()
    other: list[str] = []
    for kw in (*g.cards[u.cid].keywords, *u.turn_keywords):
        head, _, value = kw.partition(" ")
        if head in VALUED:
            out = with_keyword(out, head, int(value) if value.isdigit() else 1)
        elif head in REDUNDANT:
            out = with_keyword(out, head, 0)
        elif kw not in other:
            other.append(kw)
    return (*other, *out)


def grant_keyword(g: GameState, u: Unit, name: str, value: int = 0, player: int | None = None,
                  rule: str = "801.3.a") -> None:
    """Rules 801.3.a, 801.3.a.2: an effect of ``player`` grants the unit keyword ``name`` (with
    ``value`` for a valued keyword) until the end of this turn (317.2.c). ``name`` must be one of
    :data:`GRANTABLE` (a ValueError otherwise)."""
    if name not in GRANTABLE:
        raise ValueError(f"{name!r} can't be granted to a unit (one of {', '.join(GRANTABLE)})")
    if name in VALUED and value < 1:
        raise ValueError(f"{name} needs a value of 1 or more, not {value}")
    u.turn_keywords = with_keyword(u.turn_keywords, name, value if name in VALUED else 0)
    if name == "Deflect":
        # the per-game shortcut "no card of this game has Deflect" no longer holds (809)
        g.memo["deflect_in_game"] = True
    emit(g, rule, "grant_keyword", player, u.cid, f"{name} {value}" if name in VALUED else name)
