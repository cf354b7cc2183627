"""Attaching and detaching gear to units (rules 434-435, 716-725), and the keywords built on it:
Equip (818), Quick-Draw (819) and Weaponmaster (821).

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

from ..effects import Custom, Target, TriggerScript, Units
from ..effects.spells import custom, record
from ..log_text import TEMPLATES, _name, _where
from ..state import ATTACKER, DEFENDER, ChainItem, GameState, Gear, Unit, base_of
from .abilities import Ability
from .core import decide, emit, task
from .primitives import recycle_rune

__all__ = ["EFFECT_TEXT", "EQUIP_COSTS", "QUICK_DRAW", "EffectText", "MayWeaponmaster", "attach", "detach",
           "equip_ability", "quick_draw_options", "sync_attachments", "weaponmaster_pay_options"]

#: card id -> the Energy and Power of its Equip cost (818.1.c), read by Weaponmaster even while the
#: gear's rules text is Inactive (725.3, 818.5.a)
EQUIP_COSTS: dict[str, tuple[int, tuple[frozenset | None, ...]]] = {}

#: card ids of gear with Quick-Draw (819): playable with Reaction timing (819.1.b)
QUICK_DRAW: set[str] = set()

TEMPLATES["attach"] = lambda g, p, d: f"{_name(g, d[0])} is attached to {_name(g, d[1])}"
TEMPLATES["detach"] = lambda g, p, d: f"{_name(g, d[0])} is detached, at {_where(g, d[1])}"
TEMPLATES["equip_cost_paid"] = lambda g, p, d: (f"P{p} pays the Equip cost of {_name(g, d[0])} "
                                                f"with {_name(g, d[1])}")
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


def sync_attachments(g: GameState) -> bool:
    """The cleanup's share of attachment (called in step 5, 323.7); returns whether anything
    changed. Gear whose Top-Most Card left the board detach where it last was (719.5, 435.4.b);
    attached gear follow their unit (719.3.a); unattached gear at a battlefield are recalled to
    their controller's base (323.7, 435.4.a)."""
    changed = False
    for x in sorted(g.gear.values(), key=lambda x: x.cid):
        if x.attached_to is not None:
            u = g.units.get(x.attached_to)
            # engine-pick: detach-order-by-cid (ruling 85)
            if u is None:  # 719.5: the unit left the board; 719.5.a order: by cid (no triggers yet)
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
    the engine reads it: Assault N (807), Shield N (814) and Ganking (810) given to its unit."""

    assault: int = 0
    shield: int = 0
    ganking: bool = False

    def describe(self) -> str:
        parts = [f"Assault {self.assault} (+{self.assault} Might as an attacker)"] if self.assault else []
        if self.shield:
            parts.append(f"Shield {self.shield} (+{self.shield} Might as a defender)")
        if self.ganking:
            parts.append("Ganking")
        return "While attached, its unit has " + " and ".join(parts) + "."


#: card id -> its Equipment effect text (718.3)
EFFECT_TEXT: dict[str, EffectText] = {}


def equipment_might(g: GameState, u: Unit) -> int:
    """Rules 434.1.d, 718.3-718.4: the Might the gear attached to ``u`` give it: their Might Bonus,
    and Assault or Shield from their effect text while it attacks or defends (807, 814)."""
    m = 0
    cards = g.cards
    for x in g.gear.values():
        if x.attached_to == u.cid:
            c = cards[x.cid]
            m += c.might_bonus
            e = EFFECT_TEXT.get(c.id)
            if e is not None:
                m += e.assault if u.role == ATTACKER else e.shield if u.role == DEFENDER else 0
    return m


def ganking_from_equipment(g: GameState, u: Unit) -> bool:
    """Rules 718.3, 810: Ganking in the effect text of a gear attached to ``u``."""
    cards = g.cards
    return any(x.attached_to == u.cid and EFFECT_TEXT.get(cards[x.cid].id, EffectText()).ganking
               for x in g.gear.values())


# --- Equip (818) --------------------------------------------------------------------------------

@custom("equip")
def _equip(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 818.1.b, 818.2: attach the source gear to the chosen unit, still a unit its controller
    controls (the target, 818.1.b.1); the unit is then Equipped by it (818.2.a, 818.3)."""
    from .abilities import script_of

    gear = g.gear.get(item.cid)
    units = script_of(g, item).legal_targets(g, item, 0)
    if gear is None or not units:
        return False
    attach(g, gear, units[0].cid, item.controller)
    emit(g, "818.2", "equipped", item.controller, gear.cid, units[0].cid)
    return True


def equip_ability(card_id: str, energy: int = 0, *domains: str) -> Ability:
    """Rule 818.1.c.2: "Equip [cost]" is "[cost]: attach this gear to a unit you control", on the
    controller's turn in an Open State like any activated ability (381); the unit is a target
    (818.1.b.1). ``domains``: one per Power pip."""
    power = tuple(frozenset({d}) for d in domains)
    EQUIP_COSTS[card_id] = (energy, power)
    script = TriggerScript((Custom("equip", "attach this gear to T1 (Equip)"),),
                           targets=(Target(Units(side="own")),))
    return Ability(script, energy=energy, power=power)


# --- Quick-Draw (819) ---------------------------------------------------------------------------

@custom("quick_draw")
def _quick_draw(g: GameState, item: ChainItem, i: int) -> bool:
    """Rule 819.1.d: the Play Effect attaches the gear to the unit chosen as it went on the chain,
    if both are still on the board and the unit is still its controller's."""
    gear = g.gear.get(item.cid)
    units = QUICK_DRAW_SCRIPT.legal_targets(g, item, 0)
    if gear is None or not units:
        return False
    return attach(g, gear, units[0].cid, item.controller)


#: the Play Effect of a gear with Quick-Draw (819.1.d; its unit chosen on the chain: docs/rulings.md)
QUICK_DRAW_SCRIPT = TriggerScript((Custom("quick_draw", "attach this gear to T1 (Quick-Draw)"),),
                                  targets=(Target(Units(side="own")),))


def quick_draw_options(g: GameState, player: int) -> list:
    """Rules 819.1.b-c: with Focus or Priority, a gear with Quick-Draw in hand may be played (it
    has Reaction, 813.1.c): one option per distinct card whose cost can be paid."""
    hand = [cid for cid in g.players[player].hand if g.cards[cid].id in QUICK_DRAW]
    if not hand:
        return []
    from ..actions import PlayGear
    from .decisions import can_pay
    from .gear import gear_cost

    out = []
    seen: set[int] = set()
    for cid in sorted(hand):
        c = g.cards[cid]
        if c.index not in seen:
            seen.add(c.index)
            if can_pay(g, player, *gear_cost(g, cid)):
                out.append(PlayGear(cid))
    return out


# --- Weaponmaster (821) -------------------------------------------------------------------------

def weaponmaster_cost(g: GameState, gear: int) -> tuple[int, tuple[frozenset | None, ...]] | None:
    """Rules 821.1.c.2-4: the chosen Equipment's Equip cost reduced by [A] (one Power of any domain,
    a ``None`` pip) if it has one, else not reduced (821.1.c.3); None when it has no Equip cost (it
    can't be paid, 821.1.c.4)."""
    cost = EQUIP_COSTS.get(g.cards[gear].id)
    if cost is None:
        return None
    energy, power = cost
    if None in power:
        k = power.index(None)
        power = power[:k] + power[k + 1:]
    return energy, power


@dataclass(frozen=True)
class MayWeaponmaster:
    """Rule 821.1.c: "when you play me, you may choose an Equipment you control" (the choice, made
    as the Play Effect goes on the chain, 383.3.a: one of the player's Equipment, attached or not,
    821.1.c.1, or none), then, as it resolves, "pay its Equip cost, reduced by [A], to attach it":
    a cost within instructions in a later part of the effect, paid or not on resolution
    (740.4.a.2.a, 204.3.b; see :func:`weaponmaster_pay_options`).

    Only Equipment whose reduced cost is nothing or one Power pip are offered: every Equip cost of
    an implemented card is one Power pip; a larger cost would need a payment the engine doesn't ask
    on resolution yet."""

    def register(self, kind: str, card_id: str) -> None:
        from .units import MAY_TRIGGERS

        MAY_TRIGGERS[(kind, card_id)] = self

    def options(self, g: GameState, player: int, cid: int, kind: str) -> list[int]:
        seen: dict[tuple, int] = {}
        for x in sorted(g.gear.values(), key=lambda x: x.cid):
            if x.controller == player and is_equipment(g, x.cid) and x.attached_to != cid:
                cost = weaponmaster_cost(g, x.cid)
                if cost is None or (cost[0] == 0 and len(cost[1]) <= 1):
                    seen.setdefault((g.cards[x.cid].index, x.attached_to, x.exhausted), x.cid)
        return sorted(seen.values())

    def accept(self, g: GameState, player: int, cid: int, kind: str, card: int) -> tuple:
        """The chosen gear is kept in the item's ``refs`` (it is not a target, 821.1.c.6)."""
        from .units import chain_item

        item = chain_item(g, cid)
        assert item is not None
        g.chain[g.chain.index(item)] = item._replace(refs=(card,))
        return ()

    def describe(self) -> str:
        return ("its controller chooses one of their Equipment (or none) as it goes on the chain; as "
                "it resolves they may pay its Equip cost, reduced by one Power of any domain, to "
                "attach it")


def _weaponmaster_gear(g: GameState, item: ChainItem) -> Gear | None:
    """The chosen Equipment, if it and the unit with Weaponmaster are still on the board and their
    controller's (821.1.c.5)."""
    gear = g.gear.get(item.refs[0]) if item.refs else None
    u = g.units.get(item.cid)
    if gear is None or gear.controller != item.controller or u is None or u.controller != item.controller:
        return None
    return gear


def weaponmaster_pay_options(g: GameState, player: int, ctx: tuple) -> list[int]:
    """-1 (don't pay), then one rune per domain and state that can pay the one Power pip of the
    reduced Equip cost (recycled for its Power, 164.2.b); [] when nothing is to be asked."""
    item = next((it for it in reversed(g.chain) if it.cid == ctx[1]), None)
    gear = _weaponmaster_gear(g, item) if item is not None else None
    cost = weaponmaster_cost(g, gear.cid) if gear is not None else None
    if cost is None or cost[0] or len(cost[1]) != 1:
        return []
    (req,) = cost[1]
    p = g.players[player]
    seen: dict[tuple, int] = {}
    for rune, exhausted in sorted(zip(p.runes, p.rune_exhausted, strict=True)):
        doms = g.cards[rune].domains
        d = doms[0] if doms else "Any"
        if req is None or d == "Any" or d in req:
            seen.setdefault((d, exhausted), rune)
    return [-1, *sorted(seen.values())]


@custom("weaponmaster")
def _weaponmaster(g: GameState, item: ChainItem, i: int) -> bool | None:
    """Rules 821.1.b-c: the chosen Equipment, still on the board and its controller's, attaches to
    the unit with Weaponmaster if its controller pays the reduced Equip cost (nothing to pay: it
    attaches), detaching from any other unit first (434.1.f); the Equip ability is not activated and
    the unit is not chosen (821.1.c.6). If either has left, or the cost can't be paid, nothing
    happens (821.1.c.4-5)."""
    gear = _weaponmaster_gear(g, item)
    if gear is None:
        return False
    cost = weaponmaster_cost(g, gear.cid)
    if cost is None:
        return False
    if cost == (0, ()):
        return attach(g, gear, item.cid, item.controller)
    if len(weaponmaster_pay_options(g, item.controller, ("weaponmaster_pay", item.cid, i))) < 2:
        return False  # 821.1.c.5: it can't be paid
    decide(g, item.controller, "choose_card", ("weaponmaster_pay", item.cid, i))
    return None


@task("weaponmaster_pay", "p", "c", "n", "ci")
def _weaponmaster_pay(g: GameState, player: int, cid: int, i: int, rune: int) -> None:
    """Rules 740.4.a.2.a, 164.2.b, 357: the rune is recycled for the Power that pays the reduced
    Equip cost, and the Equipment attaches; -1: not paid, nothing happens."""
    item = next((it for it in reversed(g.chain) if it.cid == cid), None)
    gear = _weaponmaster_gear(g, item) if item is not None else None
    if rune < 0 or gear is None or rune not in g.players[player].runes:
        record(g, cid, i, False)
        return
    p = g.players[player]
    domain = recycle_rune(g, player, p.runes.index(rune))
    p.pool_power.remove(domain)
    emit(g, "740.4.a.2.a", "equip_cost_paid", player, gear.cid, rune)
    record(g, cid, i, attach(g, gear, cid, player))


WEAPONMASTER_SCRIPT = TriggerScript((Custom("weaponmaster", "attach the chosen Equipment to this unit "
                                            "(Weaponmaster)"),))
