"""Weaponmaster (821): "when you play me, you may choose one of your Equipment; pay its Equip cost,
reduced by [A], to attach it to me" (821.1.b-c): every unit card with the keyword has the Play
Effect :data:`WEAPONMASTER_SCRIPT` with its "you may" :class:`MayWeaponmaster`, given through the
per-game index (:func:`hooks`), not by its entry. The choice is made as the Play Effect goes on the
chain (383.3.a); the payment, if any, is a "pay" decision on resolution (``weaponmaster_pay``). The Equip
cost comes from the gear's entry through the index (``"equip_cost"``, :mod:`.equip`); attaching is
the engine's rule (434).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, Final

from ...cards import CardDef
from ...engine.attachment import attach, is_equipment
from ...engine.choices import EFFECT_COSTS, register_choice
from ...engine.contexts import PayEffect
from ...engine.core import decide, emit, task
from ...engine.payment import can_pay
from ...engine.primitives import recycle_cards
from ...engine.reactions import ON, Triggered
from ...engine.units import chain_item, pay_cost
from ...state import ChainItem, GameState, Gear
from ..spells import TriggerScript, custom, record
from ..vocabulary import Custom

__all__ = ["WEAPONMASTER_SCRIPT", "MayWeaponmaster", "granted_hooks", "hooks", "weaponmaster_cost"]


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
    (740.4.a.2.a, 204.3.b; a "pay" decision then).

    Any of the player's Equipment may be chosen: one whose cost can't be paid then does nothing
    (821.1.c.4-5)."""

    def options(self, g: GameState, player: int, cid: int, kind: str) -> list[int]:
        seen: dict[tuple, int] = {}
        for x in sorted(g.gear.values(), key=lambda x: x.cid):
            if x.controller == player and is_equipment(g, x.cid) and x.attached_to != cid:
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


def _resolving_cost(g: GameState, cid: int, i: int) -> tuple[int, tuple] | None:
    """The reduced Equip cost the resolving Weaponmaster ability of ``cid`` asks (821.1.c.2-4), or
    None when nothing is to be paid (the Equipment or the unit has left, 821.1.c.5)."""
    item = next((it for it in reversed(g.chain) if it.cid == cid), None)
    gear = _weaponmaster_gear(g, item) if item is not None else None
    return weaponmaster_cost(g, gear.cid) if gear is not None else None


@custom("weaponmaster")
def _weaponmaster(g: GameState, item: ChainItem, i: int) -> bool | None:
    """Rules 821.1.b-c: the chosen Equipment, still on the board and its controller's, attaches to
    the unit with Weaponmaster if its controller pays the reduced Equip cost (nothing to pay: it
    attaches), detaching from any other unit first (434.1.f); the Equip ability is not activated and
    the unit is not chosen (821.1.c.6). The payment is a "pay" decision like any cost (357: with the
    Rune Pool or runes, 166-167, Add Reactions meanwhile, 429.3), which the player may decline
    (204.3.b: no payment, no effect). If either has left, or the cost can't be paid, nothing happens
    (821.1.c.4-5)."""
    gear = _weaponmaster_gear(g, item)
    if gear is None:
        return False
    cost = weaponmaster_cost(g, gear.cid)
    if cost is None:
        return False
    n = _recycle_n(g, gear.cid)
    if n and len(g.players[item.controller].trash) < n:
        return False  # 821.1.c.5: it can't be paid (416: not enough cards to recycle)
    if cost != (0, ()) and not can_pay(g, item.controller, *cost):
        return False  # 821.1.c.5: it can't be paid
    if n:  # 416: the cards recycled are chosen first, one at a time (-1: don't pay)
        decide(g, item.controller, "choose_card", ("weaponmaster_recycle", item.cid, i, ()))
        return None
    if cost == (0, ()):
        return attach(g, gear, item.cid, item.controller)
    decide(g, item.controller, "pay", PayEffect("weaponmaster_pay", item.cid, i))
    return None


def _recycle_n(g: GameState, gear: int) -> int:
    """The number of trash cards the gear's Equip cost recycles (416; the index's "equip_cost:recycle")."""
    return int(g.index.get("equip_cost:recycle", g.cards[gear].id) or 0)


_PICKED: Final = "weaponmaster_recycle:"


def recycle_options(g: GameState, player: int, ctx: tuple) -> list[int]:
    """Rules 416, 821.1.c.2: -1 (don't pay the Equip cost), then one card per name of the player's
    trash not picked yet (cards of one name are alike, ruling 2)."""
    picked = ctx[3]
    seen: dict[int, int] = {}
    for c in sorted(g.players[player].trash):
        if c not in picked:
            seen.setdefault(g.cards[c].index, c)
    return [-1, *sorted(seen.values())]


@task("weaponmaster_recycle", "p", "c", "n", "cs", "ci")
def _weaponmaster_recycle(g: GameState, player: int, cid: int, i: int, picked: tuple[int, ...],
                          card: int) -> None:
    """Rules 416, 821.1.c.2, 204.3.b: a card to recycle for the Equip cost is picked (-1: the cost is
    not paid, nothing happens); with all picked, the rest of the cost is paid (a "pay" decision if
    it has Energy or Power), then the cards are recycled and the Equipment attaches."""
    item = next((it for it in reversed(g.chain) if it.cid == cid), None)
    gear = _weaponmaster_gear(g, item) if item is not None else None
    if card < 0 or gear is None:
        record(g, cid, i, False)
        return
    picked = (*picked, card)
    if len(picked) < _recycle_n(g, gear.cid):
        decide(g, player, "choose_card", ("weaponmaster_recycle", cid, i, picked))
        return
    for k, c in enumerate(picked):
        g.counts[f"{_PICKED}{cid}:{k}"] = c
    cost = weaponmaster_cost(g, gear.cid)
    if cost is not None and cost != (0, ()):
        decide(g, player, "pay", PayEffect("weaponmaster_pay", cid, i))
        return
    _recycle_picked(g, player, cid)
    emit(g, "740.4.a.2.a", "equip_cost_paid", player, gear.cid, cid)
    record(g, cid, i, attach(g, gear, cid, player))


def _recycle_picked(g: GameState, player: int, cid: int, paid: bool = True) -> bool:
    """Recycle the trash cards picked for the Equip cost (416) if it is ``paid``; False if not, or
    if one has left the trash meanwhile. The picks are forgotten either way."""
    picked = []
    k = 0
    while f"{_PICKED}{cid}:{k}" in g.counts:
        picked.append(g.counts.pop(f"{_PICKED}{cid}:{k}"))
        k += 1
    if not paid or any(c not in g.players[player].trash for c in picked):
        return False
    if picked:
        recycle_cards(g, player, picked)
    return True


@task("weaponmaster_pay", "p", "c", "n", "b", "cs", "cs")
def _weaponmaster_pay(g: GameState, player: int, cid: int, i: int, paid: bool,
                      exhaust: tuple[int, ...], recycle: tuple[int, ...], keep: tuple = ()) -> None:
    """Rules 740.4.a.2.a, 357: the reduced Equip cost is paid with the runes and pool chosen (166)
    and the Equipment attaches; not paid (declined, or it has left meanwhile): nothing happens
    (821.1.c.5)."""
    item = next((it for it in reversed(g.chain) if it.cid == cid), None)
    gear = _weaponmaster_gear(g, item) if item is not None else None
    cost = weaponmaster_cost(g, gear.cid) if gear is not None else None
    ok = _recycle_picked(g, player, cid, paid and gear is not None and cost is not None)
    if not ok or gear is None or cost is None:
        record(g, cid, i, False)
        return
    pay_cost(g, player, *cost, exhaust, recycle, keep)
    emit(g, "740.4.a.2.a", "equip_cost_paid", player, gear.cid, cid)
    record(g, cid, i, attach(g, gear, cid, player))


#: the Play Effect of a unit with Weaponmaster (821.1.b)
WEAPONMASTER_SCRIPT = TriggerScript((Custom("weaponmaster", "attach the chosen Equipment to this unit "
                                            "(Weaponmaster)"),))

_RECORD: Final = Triggered(WEAPONMASTER_SCRIPT, may=MayWeaponmaster())


def hooks(card: CardDef, entry: Any) -> Iterator[tuple[str, Any]]:
    """Rule 821.1.b: a unit card with Weaponmaster has this Play Effect, its "you may" decided as it
    goes on the chain (383.3.a). A card with a Play Effect of its own too would answer twice, which
    the index refuses (one Play Effect per card so far)."""
    if card.type == "Unit":
        yield ON["trigger"], _RECORD


def granted_hooks(card: CardDef, entry: Any) -> Iterator[tuple[str, Any]]:
    """Rules 821.1.b-c, 364.1: a unit given Weaponmaster by a passive as it is played has the same
    Play Effect, of its own trigger kind (``"weaponmaster"``, engine/units.py play_effect), so any
    unit card answers it; a unit printed with the keyword and given it too has two (821.1.c.7)."""
    if card.type == "Unit":
        yield ON["weaponmaster"], _RECORD


EFFECT_COSTS["weaponmaster_pay"] = _resolving_cost
register_choice("weaponmaster_recycle", recycle_options, (
    "{p} pays the Equip cost of the Equipment chosen for {card}'s Weaponmaster: choose a card of the "
    "trash to recycle for it, or none to pay nothing"))
