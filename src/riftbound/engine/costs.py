"""A card's total cost (rule 356): additional costs, optional additional costs and discounts.

The total cost is determined as the card is played, after its choices (355) and before it is paid
(357): base cost modifications (356.1), additional costs (356.2: Accelerate, a card's mandatory and
optional additional costs), increases (356.3), discounts (356.4), never below 0 (356.6).

The choices that go with additional costs are the player's. Whether to pay an optional one is made
as the card is played (355.1.a); which card or unit pays a non-standard cost is chosen when costs
are paid (357.2). Both are asked as one ``choose_card`` decision while the card is pending on the
chain, before the Energy and Power payment, and remembered in its chain item's ``refs``; the card
is discarded, or the unit killed, when the payment is made (357.2). Only choices that leave the
card payable are offered (355.16, 357.3).

Discounts whose order could matter (356.4.c-e) are all of one kind in the cards implemented so far
(a unit's own discount without a minimum; spells' discounts each with its own minimum), so every
order gives the same total and the order is not asked.

The registries are keyed by card id and filled by :mod:`riftbound.cards_impl` through the cost
objects below (each has ``register(card_id)`` and ``describe()``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..state import GameState
from .core import decide, emit, task
from .primitives import kill

#: card id -> Energy its cost is reduced by if its optional additional cost "discard 1" is paid
DISCARD_DISCOUNT: dict[str, int] = {}
#: card ids whose mandatory additional cost is to kill a friendly unit (356.2.a)
KILL_FRIENDLY: set[str] = set()
#: card id -> function(game, player) -> Energy the card's own passive takes off its cost (366.2)
SELF_DISCOUNT: dict[str, Callable[[GameState, int], int]] = {}
#: unit card id -> (amount, minimum): while a unit of that card is at a battlefield, the Energy
#: cost of spells its controller plays is reduced by ``amount``, to no less than ``minimum``
SPELL_DISCOUNT: dict[str, tuple[int, int]] = {}

#: card ids whose own total cost changes (the test :func:`~riftbound.engine.units.unit_cost` makes)
UNIT_COST_CHANGES: set[str] = set()


def _player_of(g: GameState, cid: int) -> int:
    """Who is playing card ``cid``: its chain item's controller, else its owner."""
    for it in g.chain:
        if it.cid == cid and it.kind in ("unit", "spell"):
            return it.controller
    return g.owner[cid]


def _paid_optional(g: GameState, cid: int) -> bool:
    """Whether the player chose to pay the card's optional additional cost (355.1.a)."""
    for it in g.chain:
        if it.cid == cid and it.kind == "unit":
            return bool(it.refs)
    return False


def unit_energy(g: GameState, cid: int, energy: int, optional: bool | None = None) -> int:
    """Rules 356.2.b, 356.4, 356.6: the Energy of unit ``cid``'s total cost after its own
    discounts. ``optional``: whether its optional additional cost is paid (None: as chosen on the
    chain)."""
    card_id = g.cards[cid].id
    fn = SELF_DISCOUNT.get(card_id)
    if fn is not None:
        energy -= fn(g, _player_of(g, cid))
    off = DISCARD_DISCOUNT.get(card_id)
    if off is not None and (_paid_optional(g, cid) if optional is None else optional):
        energy -= off
    return energy if energy > 0 else 0  # 356.6


def _in_game(g: GameState) -> bool:
    """Whether a card of this game gives spells a discount (memoised per game)."""
    got = g.memo.get("spell_discounts")
    if got is None:
        got = g.memo["spell_discounts"] = any(c.id in SPELL_DISCOUNT for c in g.cards)
    return got


def spell_energy(g: GameState, cid: int, energy: int) -> int:
    """Rules 356.4, 356.4.e: the Energy of spell ``cid``'s total cost after the discounts other
    cards give; each discount's minimum applies to that discount only (356.4.e)."""
    if not SPELL_DISCOUNT or not _in_game(g):
        return energy
    player = _player_of(g, cid)
    cards = g.cards
    for u in g.units.values():
        if u.controller == player and u.loc >= 0:
            # engine-pick: discount-order (ruling 85)
            d = SPELL_DISCOUNT.get(cards[u.cid].id)
            if d is not None and energy > d[1]:
                energy = max(energy - d[0], d[1])
    return energy


def friendly_units(g: GameState, player: int) -> list[int]:
    """Units friendly to ``player`` (740.1.a): the ones a "kill a friendly unit" cost may kill."""
    team = g.team_of
    return [u.cid for u in g.units.values() if team[u.controller] == team[player]]


def unit_costs(g: GameState, player: int, cid: int, accelerate: bool) -> list[tuple[int, tuple]]:
    """The total costs (356) ``player`` may end up paying to play unit ``cid`` from where it is:
    one per choice of its optional additional cost; none when a mandatory additional cost can't be
    paid (356.2.a.1, 422.3)."""
    from .units import unit_cost

    card_id = g.cards[cid].id
    if card_id in KILL_FRIENDLY and not friendly_units(g, player):
        return []
    out = [unit_cost(g, cid, accelerate, False)]
    if card_id in DISCARD_DISCOUNT and any(c != cid for c in g.players[player].hand):
        out.append(unit_cost(g, cid, accelerate, True))
    return out


def additional_cost_tasks(g: GameState, player: int, cid: int, accelerate: bool) -> list[tuple]:
    """The choices of unit ``cid``'s additional costs, asked before its payment (355.1.a, 357.2)."""
    card_id = g.cards[cid].id
    out: list[tuple] = []
    if card_id in DISCARD_DISCOUNT:
        out.append(("ask_cost_discard", player, cid, accelerate))
    if card_id in KILL_FRIENDLY:
        out.append(("ask_cost_kill", player, cid))
    return out


def _set_refs(g: GameState, cid: int, refs: tuple[int, ...]) -> bool:
    for k, it in enumerate(g.chain):
        if it.cid == cid and it.kind == "unit":
            g.chain[k] = it._replace(refs=it.refs + refs)
            return True
    return False


@task("ask_cost_discard", "p", "c", "b")
def _ask_cost_discard(g: GameState, player: int, cid: int, accelerate: bool) -> None:
    """Rule 355.1.a: the player decides whether to pay the optional additional cost, and which card
    pays it (357.2); one decision whose options are a card to discard, or none."""
    decide(g, player, "choose_card", ("cost_discard", cid, accelerate))


def cost_discard_options(g: GameState, player: int, ctx: tuple) -> list[int]:
    """-1 (don't pay) if the full cost can be paid, and one hand card per distinct card if the
    cost reduced by paying can be (355.16: no choice that makes the play illegal later)."""
    from .decisions import can_pay
    from .units import unit_cost

    cid, accelerate = ctx[1], ctx[2]
    out: list[int] = []
    if can_pay(g, player, *unit_cost(g, cid, accelerate, False)):
        out.append(-1)
    if can_pay(g, player, *unit_cost(g, cid, accelerate, True)):
        seen: dict[int, int] = {}
        for c in sorted(g.players[player].hand):
            seen.setdefault(g.cards[c].index, c)
        out += sorted(seen.values())
    return out


@task("cost_discard", "p", "c", "b", "ci")
def _cost_discard(g: GameState, player: int, cid: int, accelerate: bool, card: int) -> None:
    """The choice is remembered on the chain item; the card is discarded as the cost is paid."""
    if card >= 0 and _set_refs(g, cid, (card,)):
        emit(g, "355.1.a", "optional_cost", player, cid, card)


@task("ask_cost_kill", "p", "c")
def _ask_cost_kill(g: GameState, player: int, cid: int) -> None:
    """Rules 356.2.a.1, 357.2: the player picks the friendly unit their mandatory cost kills (not
    a target, 355.10.c)."""
    decide(g, player, "choose_card", ("cost_kill", cid))


def cost_kill_options(g: GameState, player: int, ctx: tuple) -> list[int]:
    """One friendly unit per interchangeable group: same card, controller, place and status
    (ruling 2)."""
    seen: dict[tuple, int] = {}
    for c in sorted(friendly_units(g, player)):
        u = g.units[c]
        key = (g.cards[c].index, u.controller, u.loc, u.exhausted, u.damage, u.buffs, u.turn_might,
               u.base_might, u.combat_might, u.stunned, u.role, u.temporary)
        seen.setdefault(key, c)
    return sorted(seen.values())


@task("cost_kill", "p", "c", "ci")
def _cost_kill(g: GameState, player: int, cid: int, card: int) -> None:
    if card >= 0:
        _set_refs(g, cid, (card,))


def pay_additional(g: GameState, player: int, cid: int) -> None:
    """Rule 357.2: pay unit ``cid``'s non-standard costs chosen for it: discard the card, kill the
    unit (428.1.a.1: an active kill, as a cost)."""
    card_id = g.cards[cid].id
    if card_id not in DISCARD_DISCOUNT and card_id not in KILL_FRIENDLY:
        return
    item = next((it for it in g.chain if it.cid == cid and it.kind == "unit"), None)
    if item is None:
        return
    for c in item.refs:
        if card_id in DISCARD_DISCOUNT:
            discard(g, player, c, "357.2")
        else:
            u = g.units.get(c)
            if u is not None:
                emit(g, "357.2", "cost_kill", player, c)
                kill(g, u)


def discard(g: GameState, player: int, card: int, rule: str = "422.1") -> None:
    """Rule 422.1: the card goes from the player's hand to their trash; the discard is counted for
    this turn and may trigger abilities (422.1.b)."""
    p = g.players[player]
    p.hand.remove(card)
    p.trash.append(card)
    emit(g, rule, "discard", player, card)
    from . import events

    events.fire(g, "discard", player, card, gone=(player, card))


# --- the cost changes, as card data -------------------------------------------------------------

@dataclass(frozen=True)
class OptionalDiscard:
    """Rules 356.2.b.1, 356.4: "as you play me you may discard 1 as an additional cost; if you do,
    I cost ``discount`` less"."""

    discount: int

    def register(self, card_id: str) -> None:
        DISCARD_DISCOUNT[card_id] = self.discount
        UNIT_COST_CHANGES.add(card_id)

    def describe(self) -> str:
        return (f"As it is played its controller may discard a card as an additional cost; if they "
                f"do, it costs {self.discount} Energy less.")


@dataclass(frozen=True)
class KillFriendlyCost:
    """Rule 356.2.a.1: a mandatory additional cost, killing a friendly unit."""

    def register(self, card_id: str) -> None:
        KILL_FRIENDLY.add(card_id)

    def describe(self) -> str:
        return ("Playing it costs, in addition, killing one friendly unit of its controller's "
                "choice; with no friendly unit it can't be played.")


@dataclass(frozen=True)
class CheaperPerTrashCard:
    """Rule 366.2: the card costs 1 Energy less for each card in its controller's trash (356.4;
    never below 0, 356.6)."""

    def register(self, card_id: str) -> None:
        SELF_DISCOUNT[card_id] = lambda g, player: len(g.players[player].trash)
        UNIT_COST_CHANGES.add(card_id)

    def describe(self) -> str:
        return "Its Energy cost is 1 lower per card in its controller's trash (not below 0)."


@dataclass(frozen=True)
class SpellDiscountAtBattlefield:
    """Rules 356.4, 356.4.e: while the unit is at a battlefield, spells its controller plays cost
    ``amount`` Energy less, but this discount leaves at least ``minimum``."""

    amount: int = 1
    minimum: int = 1

    def register(self, card_id: str) -> None:
        SPELL_DISCOUNT[card_id] = (self.amount, self.minimum)

    def describe(self) -> str:
        return (f"While it is at a battlefield, spells its controller plays cost {self.amount} "
                f"Energy less (this discount stops at {self.minimum}).")
