"""Attaching and detaching gear to units (rules 434-435, 716-725). The keywords built on it, Equip
(818), Quick-Draw (819) and Weaponmaster (821), are in the effects layer
(:mod:`riftbound.effects.keywords`); what a card's Equipment text gives its unit (718.3) comes from
its entry through the per-game index (``"equipment_text"``).

An attached gear keeps its :class:`~riftbound.state.Gear` record in ``g.gear`` (it is still a card
on the board, 718.5) with ``attached_to`` naming its Top-Most Card, a unit. While attached:

- its location is the unit's (434.4, 719.3): the cleanup hook :func:`sync_attachments` carries it
  along after the unit moves (719.3.a; a move is always followed by a cleanup, 453);
- the unit's Might includes the gear's Might Bonus (434.1.d, 718.4; ``units.might``);
- its own rules text is Inactive (718.2, 721.2): its activated abilities (its Equip among them)
  can't be activated and its triggered abilities don't trigger (``abilities._sources``,
  ``gear._gear_sources``).

When the unit leaves the board the gear detaches and stays on the board where the unit last was
(719.5, 435.4.b); an unattached gear at a battlefield is recalled by the cleanup (323.7, 435.4.a).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..log_text import TEMPLATES, _name, _where
from ..state import ATTACKER, DEFENDER, GameState, Gear, Unit, base_of
from .core import emit

__all__ = ["EffectText", "attach", "attached_gear", "detach", "detach_all", "equipment_might",
           "ganking_from_equipment", "is_equipment", "sync_attachments", "tank_from_equipment"]

TEMPLATES["attach"] = lambda g, p, d: f"{_name(g, d[0])} is attached to {_name(g, d[1])}"
TEMPLATES["detach"] = lambda g, p, d: f"{_name(g, d[0])} is detached, at {_where(g, d[1])}"
TEMPLATES["equip_cost_paid"] = lambda g, p, d: (f"P{p} pays the Equip cost of {_name(g, d[0])} "
                                                f"to attach it to {_name(g, d[1])}")
TEMPLATES["equipped"] = lambda g, p, d: f"{_name(g, d[1])} is equipped by {_name(g, d[0])}"


def is_equipment(g: GameState, cid: int) -> bool:
    """Whether the card has the Equipment tag (818.1.a)."""
    return "Equipment" in g.cards[cid].tags


def attached_gear(g: GameState, unit: int) -> list[Gear]:
    """The gear attached to unit ``unit`` (its Top-Most Card, 719), in cid order."""
    return sorted((x for x in g.gear.values() if x.attached_to == unit), key=lambda x: x.cid)


def attach(g: GameState, gear: Gear, unit: int, player: int) -> bool:
    """Rule 434: attach ``gear`` to unit ``unit`` (on the board). Attaching it to its current
    Top-Most Card does nothing (434.1.g-h); attached elsewhere, it detaches first (434.1.f). It
    takes the unit's location, which is not a move (434.4), and no other status changes (434.5).
    Returns whether it attached."""
    if gear.attached_to == unit:
        return False
    if gear.attached_to is not None:
        detach(g, gear, player)
    u = g.units[unit]
    gear.attached_to = unit
    gear.loc = u.loc
    emit(g, "434.1", "attach", player, gear.cid, unit)
    return True


def detach(g: GameState, gear: Gear, player: int) -> bool:
    """Rule 435: detach ``gear`` from its Top-Most Card; a gear not attached is untouched
    (435.1.a.1). It stays where it is (435.4); at a battlefield, the next cleanup recalls it
    (435.4.a, 323.7)."""
    if gear.attached_to is None:
        return False
    gear.attached_to = None
    emit(g, "435.1", "detach", player, gear.cid, gear.loc)
    return True


def detach_all(g: GameState, unit: Unit) -> None:
    """Rule 719.5: ``unit`` just left the board; every gear attached to it detaches at once, staying
    where the unit last was (435.4.b) and recalled by the next cleanup if that is a battlefield
    (435.4.a)."""
    if g.gear:
        # engine-pick: detach-order-by-cid (ruling 85; 719.5.a: no detach triggers exist yet)
        for x in sorted(g.gear.values(), key=lambda x: x.cid):
            if x.attached_to == unit.cid:
                detach(g, x, unit.controller)


def sync_attachments(g: GameState) -> bool:
    """The cleanup's share of attachment (called in step 5, 323.7); returns whether anything
    changed. Gear whose Top-Most Card left the board detach where it last was (719.5, 435.4.b);
    attached gear follow their unit (719.3.a); unattached gear at a battlefield are recalled to
    their controller's base (323.7, 435.4.a)."""
    changed = False
    for x in sorted(g.gear.values(), key=lambda x: x.cid):
        if x.attached_to is not None:
            u = g.units.get(x.attached_to)
            if u is None:  # 719.5: detached as the unit left (detach_all); a safety net
                detach(g, x, x.controller)
                changed = True
            elif x.loc != u.loc:
                x.loc = u.loc
                changed = True
        if x.attached_to is None and x.loc >= 0:
            x.loc = base_of(x.controller)
            emit(g, "323.7", "recall", x.controller, x.cid)
            changed = True
    return changed


@dataclass(frozen=True)
class EffectText:
    """The effect text of an Equipment (718.3, 724: active only while it is attached), as far as
    the engine reads it: Assault N (807), Shield N (814), Ganking (810) and Tank (815) given to its
    unit."""

    assault: int = 0
    shield: int = 0
    ganking: bool = False
    tank: bool = False

    def describe(self) -> str:
        parts = [f"Assault {self.assault} (+{self.assault} Might as an attacker)"] if self.assault else []
        if self.shield:
            parts.append(f"Shield {self.shield} (+{self.shield} Might as a defender)")
        if self.ganking:
            parts.append("Ganking")
        if self.tank:
            parts.append("Tank (it must be assigned combat damage first)")
        return "While attached, its unit has " + " and ".join(parts) + "."


def equipment_might(g: GameState, u: Unit) -> int:
    """Rules 434.1.d, 718.3-718.4: the Might the gear attached to ``u`` give it: their Might Bonus,
    and Assault or Shield from their effect text while it attacks or defends (807, 814)."""
    m = 0
    cards = g.cards
    texts = g.index.of("equipment_text")
    for x in g.gear.values():
        if x.attached_to == u.cid:
            c = cards[x.cid]
            m += c.might_bonus
            e = texts.get(c.id)
            if e is not None:
                m += e.assault if u.role == ATTACKER else e.shield if u.role == DEFENDER else 0
    return m


def tank_from_equipment(g: GameState, u: Unit) -> bool:
    """Rules 718.3, 815: Tank in the effect text of a gear attached to ``u``."""
    return _equipment_keyword(g, u, "tank")


def ganking_from_equipment(g: GameState, u: Unit) -> bool:
    """Rules 718.3, 810: Ganking in the effect text of a gear attached to ``u``."""
    return _equipment_keyword(g, u, "ganking")


def _equipment_keyword(g: GameState, u: Unit, keyword: str) -> bool:
    """Whether the effect text of a gear attached to ``u`` has ``keyword`` (718.3)."""
    texts = g.index.of("equipment_text")
    if not texts:
        return False
    cards = g.cards
    for x in g.gear.values():
        if x.attached_to == u.cid:
            e = texts.get(cards[x.cid].id)
            if e is not None and getattr(e, keyword):
                return True
    return False
