"""Weaponmaster (821): "when you play me, you may choose one of your Equipment; pay its Equip cost,
reduced by [A], to attach it to me" (821.1.b-c): every unit card with the keyword has the Play
Effect :data:`WEAPONMASTER_SCRIPT` with its "you may" :class:`MayWeaponmaster`, given through the
per-game index (:func:`hooks`), not by its entry. The choice is made as the Play Effect goes on the
chain (383.3.a); the payment, if any, is a decision on resolution (``weaponmaster_pay``). The Equip
cost comes from the gear's entry through the index (``"equip_cost"``, :mod:`.equip`); attaching is
the engine's rule (434).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from ...cards import CardDef
from ...engine.attachment import attach, is_equipment
from ...engine.choices import register_choice
from ...engine.core import decide, emit, task
from ...engine.primitives import recycle_rune
from ...engine.reactions import ON, Triggered
from ...engine.units import chain_item
from ...state import ChainItem, GameState, Gear
from ..spells import TriggerScript, custom, record
from ..vocabulary import Custom

__all__ = ["WEAPONMASTER_SCRIPT", "MayWeaponmaster", "hooks", "weaponmaster_cost", "weaponmaster_pay_options"]


def weaponmaster_cost(g: GameState, gear: int) -> tuple[int, tuple[frozenset | None, ...]] | None:
    """Rules 821.1.c.2-4: the chosen Equipment's Equip cost reduced by [A] (one Power of any domain,
    a ``None`` pip) if it has one, else not reduced (821.1.c.3); None when it has no Equip cost (it
    can't be paid, 821.1.c.4)."""
    cost = g.index.get("equip_cost", g.cards[gear].id)
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
        item = chain_item(g, cid)
        assert item is not None
        g.chain[g.chain.index(item)] = item._replace(refs=(card,))
        return ()

    def describe(self) -> str:
        return ("its controller chooses one of their Equipment (or none) as it is finalized; as "
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
    # engine-pick: weaponmaster-pays-with-a-rune-only (ruling 85)
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


#: the Play Effect of a unit with Weaponmaster (821.1.b)
WEAPONMASTER_SCRIPT = TriggerScript((Custom("weaponmaster", "attach the chosen Equipment to this unit "
                                            "(Weaponmaster)"),))

_RECORD = Triggered(WEAPONMASTER_SCRIPT, may=MayWeaponmaster())


def hooks(card: CardDef, entry: Any) -> Iterator[tuple[str, Any]]:
    """Rule 821.1.b: a unit card with Weaponmaster has this Play Effect, its "you may" decided as it
    goes on the chain (383.3.a). A card with a Play Effect of its own too would answer twice, which
    the index refuses (one Play Effect per card so far)."""
    if card.type == "Unit":
        yield ON["trigger"], _RECORD


register_choice("weaponmaster_pay", weaponmaster_pay_options, (
    "the Weaponmaster ability of {card} is resolving: {p} may pay the Equip cost of the chosen "
    "Equipment (choose a rune to recycle for it) to attach it, or choose none"))
