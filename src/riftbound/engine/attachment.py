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
from typing import Final

from ..log_text import TEMPLATES, _name, _where
from ..state import ATTACKER, DEFENDER, GameState, Gear, Unit, base_of
from .copies import end_copies_of
from .core import emit
from .events import fire
from .index import QUESTIONS
from .reactions import ON

__all__ = ["EffectText", "attach", "attached_gear", "attached_this_turn", "deflect_from_equipment", "detach",
           "detach_all", "equipment_might", "extra_assault", "ganking_from_equipment",
           "ganking_here_from_equipment", "is_equipment", "sync_attachments", "tank_from_equipment"]

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


QUESTIONS[ON["attached"]] = ("engine.reactions.Triggered: its ability on a player attaching an Equipment "
                             "to a unit (434.1; the unit the subject, the attaching player the event's)")


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
    text = g.index.get("equipment_text", g.cards[gear.cid].id)
    if text is not None and text.fresh_might:
        g.counts[f"{ATTACHED}:{gear.cid}"] = unit + 1  # a per-turn fact (ends with the turn)
    fire(g, "attached", player, unit)  # "when you attach an Equipment to me" (383.1)
    return True


def detach(g: GameState, gear: Gear, player: int) -> bool:
    """Rule 435: detach ``gear`` from its Top-Most Card; a gear not attached is untouched
    (435.1.a.1). It stays where it is (435.4); at a battlefield, the next cleanup recalls it
    (435.4.a, 323.7)."""
    if gear.attached_to is None:
        return False
    unit, gear.attached_to = gear.attached_to, None
    emit(g, "435.1", "detach", player, gear.cid, gear.loc)
    end_copies_of(g, gear.cid, unit, player)  # a copy "for as long as this is attached" (477.1.b.1)
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


def attachments_in_place(g: GameState) -> bool:
    """Whether :func:`sync_attachments` has nothing to do: every attached gear is where its unit
    is, and no unattached gear is at a battlefield."""
    units = g.units
    for x in g.gear.values():
        a = x.attached_to
        if a is None:
            if x.loc >= 0:
                return False
        else:
            u = units.get(a)
            if u is None or x.loc != u.loc:
                return False
    return True


def sync_attachments(g: GameState) -> bool:
    """The cleanup's share of attachment (called in step 5, 323.7); returns whether anything
    changed. Gear whose Top-Most Card left the board detach where it last was (719.5, 435.4.b);
    attached gear follow their unit (719.3.a); unattached gear at a battlefield are recalled to
    their controller's base (323.7, 435.4.a)."""
    if attachments_in_place(g):  # most often: nothing to do
        return False
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
    #: Deflect N (809)
    deflect: int = 0
    #: "if this was attached to me this turn, I have an additional +N Might" (its latest attaching
    #: this turn was to this unit: :func:`attached_this_turn`)
    fresh_might: int = 0
    #: "your units here have Ganking": the units of the unit's controller at its location (810)
    ganking_here: bool = False

    def describe(self) -> str:
        parts = [f"Assault {self.assault} (+{self.assault} Might as an attacker)"] if self.assault else []
        if self.shield:
            parts.append(f"Shield {self.shield} (+{self.shield} Might as a defender)")
        if self.ganking:
            parts.append("Ganking")
        if self.tank:
            parts.append("Tank (it must be assigned combat damage first)")
        if self.deflect:
            parts.append(f"Deflect {self.deflect} (opponents pay {self.deflect} more Power to choose it)")
        if self.fresh_might:
            parts.append(f"+{self.fresh_might} Might more if this was attached to it this turn")
        text = "While attached, its unit has " + " and ".join(parts) + "." if parts else ""
        if self.ganking_here:
            text += (" While attached, the units its unit's controller has where it is have Ganking.")
        return text.strip()


#: the per-turn fact "gear <cid> was last attached this turn to unit <n>" (``g.counts`` key
#: ``"attached:<cid>"``), noted only for gear whose effect text reads it
ATTACHED: Final = "attached"


def attached_this_turn(g: GameState, gear: int, unit: int) -> bool:
    """Whether gear ``gear`` was attached to unit ``unit`` this turn (its latest attaching)."""
    return g.counts.get(f"{ATTACHED}:{gear}") == unit + 1


def equipment_might(g: GameState, u: Unit) -> int:
    """Rules 434.1.d, 718.3-718.4: the Might the gear attached to ``u`` give it: their Might Bonus,
    and Assault or Shield from their effect text while it attacks or defends (807, 814)."""
    m = 0
    cards = g.cards
    texts = g.index.of("equipment_text")
    legend_assault = bool(g.index.of("equipment:legend_assault"))
    factors = g.index.of("equipment:bonus_factor")
    factor = factors.get(cards[u.cid].id, 1) if factors else 1  # "gives double its Might Bonus"
    for x in g.gear.values():
        if x.attached_to == u.cid:
            c = cards[x.cid]
            m += c.might_bonus * factor
            e = texts.get(c.id)
            if e is not None:
                m += e.assault if u.role == ATTACKER else e.shield if u.role == DEFENDER else 0
                if e.fresh_might and attached_this_turn(g, x.cid, u.cid):
                    m += e.fresh_might
            if u.role == ATTACKER and legend_assault:
                m += extra_assault(g, x)
    return m


def extra_assault(g: GameState, x: Gear) -> int:
    """Rules 807.2, 107.4.b: the Assault Equipment ``x`` gives its unit by the passive of its
    controller's legend ("your Equipment each give Assault", index question
    "equipment:legend_assault"), 0 for a gear that isn't an Equipment or with no such legend."""
    table = g.index.of("equipment:legend_assault")
    p = g.players[x.controller]
    if not table or p.legend is None or not p.alive or not is_equipment(g, x.cid):
        return 0
    return int(table.get(g.cards[p.legend].id, 0))


def deflect_from_equipment(g: GameState, u: Unit) -> int:
    """Rules 718.3, 809.2: the Deflect the effect text of the gear attached to ``u`` gives it."""
    texts = g.index.of("equipment_text")
    if not texts:
        return 0
    cards = g.cards
    n = 0
    for x in g.gear.values():
        if x.attached_to == u.cid:
            e = texts.get(cards[x.cid].id)
            if e is not None:
                n += e.deflect
    return n


def ganking_here_from_equipment(g: GameState, u: Unit) -> bool:
    """Rules 718.3, 810: an Equipment's "your units here have Ganking", attached to a unit of
    ``u``'s controller at ``u``'s location (the unit itself too)."""
    texts = g.index.of("equipment_text")
    if not texts:
        return False
    cards = g.cards
    for x in g.gear.values():
        if x.attached_to is not None and x.loc == u.loc:
            e = texts.get(cards[x.cid].id)
            top = g.units.get(x.attached_to)
            if e is not None and e.ganking_here and top is not None and top.controller == u.controller:
                return True
    return False


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
