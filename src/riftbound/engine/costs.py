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

The engine asks the game's index (:mod:`.index`): "cost:own", a card's own cost changes
(:class:`OwnCost`), and "cost:aura", the discounts units on the board give the cards their
controller plays; the answers come from the cost objects of :mod:`riftbound.effects.passives`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Final

from ..state import GameState, Gear, Unit, item_with
from . import events
from .core import decide, emit, task
from .effect_play_facts import effect_play_cost, effect_play_discount
from .index import QUESTIONS
from .next_card_discount import next_card_cost
from .optional_discounts import QUESTION, TOTALS, clear_choices, discounted, every_choice, payable_somehow
from .payment import can_pay
from .primitives import OBJECT_FACTS, kill
from .trash_banish import put_in_trash
from .turn_effects import UNITS_COST_MORE, has_turn_effect


@dataclass(frozen=True)
class OwnCost:
    """A card's own cost changes, its answer to "cost:own": ``discount``, function(game, player) ->
    the Energy its passive takes off its cost (366.2, 356.4); ``discard_discount``, the Energy off
    if its optional additional cost "discard 1" is paid (356.2.b), None without that cost;
    ``kill_friendly``, a mandatory additional cost of killing a friendly unit (356.2.a.1);
    ``optional_extra``, an optional additional cost of Energy and Power (Energy, one entry per Power
    pip), whose payment is noted for the unit (:func:`paid_optional_extra`, 356.2.b);
    ``power_discount``, function(game, player) -> the domains of the Power pips its passive takes
    off a unit's cost (356.4: one pip of that domain, or of any domain, each; none left, nothing);
    ``optional_xp``, an optional additional cost of spending XP (730.2, 356.2.b) and the Energy its
    payment takes off (356.4; 0 for none): (XP, Energy), its payment noted as ``optional_extra``'s."""

    discount: Callable[[GameState, int], int] | None = None
    discard_discount: int | None = None
    kill_friendly: bool = False
    #: function(game, player) -> True while the player may not play it ("I can't be played on your
    #: first three turns"): no cost is offered (a passive of a card outside the board, 366.1)
    forbidden: Callable[[GameState, int], bool] | None = None
    optional_extra: tuple[int, tuple[frozenset | None, ...]] | None = None
    power_discount: Callable[[GameState, int], tuple[str, ...]] | None = None
    optional_xp: tuple[int, int] | None = None
    #: function(game, player) -> whether ``optional_extra`` may be paid now ("if you've played a spell
    #: this turn, you may pay ..."; None: always), read as the play's costs are offered (355.1.a)
    optional_extra_if: Callable[[GameState, int], bool] | None = None
    #: an optional additional cost of killing a friendly unit that takes the killed unit's Energy cost
    #: and one of this card's Power pips per Power pip of it off this card's cost (356.2.b, 356.4)
    kill_discount: bool = False
    #: "as you play me, you may kill any number of friendly units as an additional cost; each one
    #: killed takes one Power pip of this domain off my cost" (356.2.b, 356.4, 356.6): the domain
    kill_any_for_power: str | None = None


def own_cost(g: GameState, cid: int) -> OwnCost | None:
    """Card ``cid``'s own cost changes, None if it has none."""
    table = g.index.answers.get("cost:own")
    return None if table is None else table.get(g.cards[cid].id)


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
    own = own_cost(g, cid)
    if own is None:
        return energy
    if own.discount is not None:
        energy -= own.discount(g, _player_of(g, cid))
    off = own.discard_discount
    if off is not None and (_paid_optional(g, cid) if optional is None else optional):
        energy -= off
    if own.optional_xp is not None and (_paid_optional(g, cid) if optional is None else optional):
        energy -= own.optional_xp[1]  # 356.4: "if you do, I cost N less"
    return energy if energy > 0 else 0  # 356.6


def _chosen_victim(g: GameState, cid: int) -> int | None:
    """The friendly unit chosen on the chain to pay card ``cid``'s kill cost, if any."""
    for it in g.chain:
        if it.cid == cid and it.kind == "unit":
            return it.refs[0] if it.refs else None
    return None


def _chosen_victims(g: GameState, cid: int) -> tuple[int, ...]:
    """The friendly units chosen on the chain to be killed for card ``cid``'s cost, in order."""
    for it in g.chain:
        if it.cid == cid and it.kind == "unit":
            return it.refs
    return ()


def unit_cost(g: GameState, cid: int, accelerate: bool, optional: bool | None = None,
              victim: int | None = None,
              kills: int | None = None) -> tuple[int, tuple[frozenset | None, ...]]:
    """Total cost (356): Energy and one entry per Power pip (None means any domain).

    Accelerate adds [1] and one Power of the unit's domains (805.1.a, 805.1.a.1-2). The card's own
    cost changes (356.2-356.6, :mod:`.costs`) follow; ``optional`` says whether its optional
    additional cost is paid (None: as chosen on the chain).
    ``victim``: the friendly unit a kill cost that discounts (``OwnCost.kill_discount``) kills;
    ``kills``: how many units an ``OwnCost.kill_any_for_power`` cost kills (None: as chosen on the
    chain, or none with ``optional`` False).
    """
    c = g.cards[cid]
    energy = c.energy
    reqs: list[frozenset | None] = list(c.power_options)
    if g.chain and any(it.cid == cid and it.hidden_at is not None for it in g.chain):
        energy, reqs = 0, []  # 811.1.b: played from facedown, ignoring its base cost
    played_by_effect = bool(g.chain) and bool(g.counts)
    if played_by_effect:  # 356.1.a-b, 419.3: an effect playing it sets its base cost
        energy, reqs = effect_play_cost(g, cid, energy, reqs)
    if accelerate:  # 805.1.a; 356.4.c: its own discounts as it is added (engine/optional_discounts.py)
        more, pips = discounted(g, cid, "accelerate", 1, (frozenset(c.domains) or None,))
        energy += more
        reqs += pips
    # 356.4: discounts other cards give (those with a minimum first, 356.4.d.1, 356.4.e), then the
    # card's own cost changes (356.2-356.4)
    own = own_cost(g, cid)
    if own is not None and own.optional_extra is not None and (
            _paid_optional(g, cid) if optional is None else optional):
        more, pips = discounted(g, cid, "extra", *own.optional_extra)  # 356.4.c: as it is added
        energy += more  # 356.2.b: the optional additional cost, paid
        reqs += pips
    if g.counts and has_turn_effect(g, UNITS_COST_MORE, _player_of(g, cid)):
        energy += 1  # 356.3: a cost increase for the rest of the turn, before any discount
    energy = aura_energy(g, cid, energy)
    if own is not None:
        energy = unit_energy(g, cid, energy, optional)
        if own.power_discount is not None:  # 356.4: Power pips taken off, never below none (356.6)
            for d in own.power_discount(g, _player_of(g, cid)):
                k = next((k for k, r in enumerate(reqs) if r is not None and d in r), None)
                if k is None:
                    k = next((k for k, r in enumerate(reqs) if r is None), None)
                if k is not None:
                    del reqs[k]
    if own is not None and own.kill_discount and optional is not False:
        v = victim if victim is not None else (_chosen_victim(g, cid) if optional is None else None)
        if v is not None:  # 356.4: the killed unit's printed costs off (never below 0, 356.6)
            energy = max(0, energy - g.cards[v].energy)
            del reqs[:min(len(reqs), len(g.cards[v].power_options))]
    if own is not None and own.kill_any_for_power is not None:
        n = kills if kills is not None else len(_chosen_victims(g, cid)) if optional is None else 0
        dom = own.kill_any_for_power
        for _ in range(n):  # 356.4, 356.6: one pip of the domain off per unit killed, never below none
            k = next((k for k, r in enumerate(reqs) if r is not None and dom in r), None)
            if k is None:
                break
            del reqs[k]
    if played_by_effect:  # 356.4, 356.6: "reduce its Energy cost by N" of the effect playing it
        energy = effect_play_discount(g, cid, energy)
    if g.counts:  # 356.4.d: a discount on the total cost of its player's next card (Astral Heron)
        energy, out = next_card_cost(g, _player_of(g, cid), energy, tuple(reqs))
        locked = g.counts.get(DETERMINED_ENERGY + str(cid))  # 357: as determined, while it is paid
        return (energy if locked is None else locked), out
    return energy, tuple(reqs)


def unit_components(g: GameState, cid: int, accelerate: bool) -> list[tuple[str, int, tuple]]:
    """Unit ``cid``'s optional additional costs of Energy and Power chosen for this play, as added
    to its total cost (356.2.b; their discounts: engine/optional_discounts.py)."""
    out: list[tuple[str, int, tuple]] = []
    if accelerate:  # 805.1.a
        out.append(("accelerate", 1, (frozenset(g.cards[cid].domains) or None,)))
    own = own_cost(g, cid)
    if own is not None and own.optional_extra is not None and _paid_optional(g, cid):
        out.append(("extra", *own.optional_extra))
    return out


TOTALS["unit"] = lambda g, cid, accelerate: unit_cost(g, cid, accelerate)


#: the turn's count keeping a permanent's total Energy cost as step 3 determined it (356) while its
#: player pays it (357): what they do meanwhile (a Gold killed by its Add ability, 357.1.a, 429.3,
#: taking a gear from Plaza Guardian's discount) doesn't determine it again
DETERMINED_ENERGY: Final = "cost_determined:"


def determine_cost(g: GameState, cid: int, accelerate: bool) -> None:
    """Rules 356, 357: the unit's or gear's total Energy cost is determined now, before its payment;
    :func:`unit_cost` gives it until :func:`cost_paid`."""
    g.counts[DETERMINED_ENERGY + str(cid)] = unit_cost(g, cid, accelerate)[0]


def determine_energy(g: GameState, cid: int, energy: int) -> None:
    """Rules 356, 357: card ``cid``'s total Energy cost (a spell's) is determined now as ``energy``,
    kept until :func:`cost_paid`."""
    g.counts[DETERMINED_ENERGY + str(cid)] = energy


def determined_energy(g: GameState, cid: int, energy: int) -> int:
    """The Energy cost determined for card ``cid`` while it is paid (357), else ``energy``."""
    locked = g.counts.get(DETERMINED_ENERGY + str(cid)) if g.counts else None
    return energy if locked is None else locked


def cost_paid(g: GameState, cid: int) -> None:
    """Rule 357: the determined cost has been paid; it is no longer kept (nor are the choices of
    discounts on its optional additional costs)."""
    g.counts.pop(DETERMINED_ENERGY + str(cid), None)
    clear_choices(g, cid)


def aura_energy(g: GameState, cid: int, energy: int) -> int:
    """Rules 356.4, 356.4.e: the Energy of card ``cid``'s total cost after the discounts units on
    the board give it ("cost:aura"); each discount's minimum applies to that discount only."""
    table = g.index.answers.get("cost:aura")
    fields = g.index.answers.get("cost:battlefield")
    if table is None and fields is None:
        return energy
    player = _player_of(g, cid)
    cards = g.cards
    if table is not None:
        for u in g.units.values():
            fn = table.get(cards[u.cid].id)
            if fn is not None:  # engine-pick: discount-order (ruling 85)
                energy = fn(g, u, player, cid, energy)
    if fields is not None:  # 364.1: a battlefield's passive ("while you control this battlefield")
        for i, b in enumerate(g.battlefields):
            fn = fields.get(cards[b.cid].id) if b.cid >= 0 else None
            if fn is not None:
                energy = fn(g, i, player, cid, energy)
    return energy


def spell_increase(g: GameState, cid: int) -> tuple[int, tuple[frozenset | None, ...]]:
    """Rules 356.3, 364.1: the Energy and Power pips gear and units on the board add to the total
    cost of spell ``cid`` for the player playing it (their answers to "cost:spell_increase")."""
    table = g.index.answers.get("cost:spell_increase")
    if table is None:
        return 0, ()
    player = _player_of(g, cid)
    energy = 0
    pips: tuple[frozenset | None, ...] = ()  # annotated: compiled, an empty tuple's own type is tuple[()]
    sources: list[Gear | Unit] = [*g.gear.values(), *g.units.values()]
    for x in sources:
        fn = table.get(g.cards[x.cid].id)
        if fn is not None:
            more, extra = fn(g, x, player)
            energy += more
            pips = (*pips, *extra)
    return energy, pips


#: a unit's passive taking Power off the cost of cards a player plays ("[A] less": one pip of any
#: domain each)
AURA_POWER: Final = "cost:aura_power"
QUESTIONS[AURA_POWER] = ("function(game, source unit, player, card cid) -> int: how many Power pips a "
                         "passive of this unit on the board takes off the cost of a card the player "
                         "plays (356.4, 356.6; engine/costs.py aura_power)")


def _looseness(pip: frozenset | None) -> int:
    return 99 if pip is None else len(pip)


def aura_power(g: GameState, cid: int, reqs: tuple[frozenset | None, ...]) -> tuple[frozenset | None, ...]:
    """Rules 356.4, 356.6: the Power pips of card ``cid``'s total cost once the units' discounts of
    "[A] less" are taken off, never below none. Which pips go is its player's choice, and one choice
    is always best: the most restrictive first (one domain before several, before any), so that
    every pip left is payable by at least the runes any other choice would allow."""
    table = g.index.answers.get(AURA_POWER)
    if table is None or not reqs:
        return reqs
    player = _player_of(g, cid)
    n = 0
    for u in g.units.values():
        fn = table.get(g.cards[u.cid].id)
        if fn is not None:
            n += fn(g, u, player, cid)
    if not n:
        return reqs
    order = sorted(range(len(reqs)), key=lambda k: (_looseness(reqs[k]), k))
    gone = set(order[:n])
    return tuple(r for k, r in enumerate(reqs) if k not in gone)


def spell_energy(g: GameState, cid: int, energy: int) -> int:
    """Rules 356.4, 356.4.e: the Energy of spell ``cid``'s total cost after the discounts other
    cards give; each discount's minimum applies to that discount only (356.4.e)."""
    energy = aura_energy(g, cid, energy)
    own = own_cost(g, cid)
    if own is not None and own.discount is not None:
        # 356.4.a: the spell's own discount, which has no minimum: applied after those with one, the
        # order giving the lowest total (356.4.d.1, 356.4.e), never below 0 (356.6)
        energy = max(energy - own.discount(g, _player_of(g, cid)), 0)
    return energy


#: a spell's mandatory additional cost of killing a friendly unit of a kind (356.2.a.1: "as an
#: additional cost to play this, kill a friendly Mighty unit"): its answer, function(game, unit) ->
#: whether that unit may pay it; the pick is the "cost_kill" choice, asked while the spell is pending
#: (engine/spell_costs.py spell_extra_tasks), the unit killed as the total cost is paid (357.2)
SPELL_KILL: Final = "cost:spell_kill"
QUESTIONS[SPELL_KILL] = ("function(game, unit) -> bool: this spell's mandatory additional cost kills a "
                         "friendly unit the function accepts (356.2.a.1; engine/costs.py, "
                         "engine/spell_costs.py)")


def _spell_kill_test(g: GameState, cid: int) -> Callable[[GameState, Any], bool] | None:
    table = g.index.answers.get(SPELL_KILL)
    return None if table is None else table.get(g.cards[cid].id)


def spell_kill_options(g: GameState, player: int, cid: int) -> list[int]:
    """The units ``player`` may kill to pay spell ``cid``'s kill cost (empty: it can't be played)."""
    return cost_kill_options(g, player, ("cost_kill", cid)) if _spell_kill_test(g, cid) else []


def pay_spell_kill(g: GameState, player: int, cid: int) -> None:
    """Rule 357.2: the unit picked to pay spell ``cid``'s kill cost dies (428.1.a.1: an active kill
    by its player) as the total cost is paid."""
    if _spell_kill_test(g, cid) is None:
        return
    item = next((it for it in g.chain if it.cid == cid and it.kind == "spell"), None)
    u = g.units.get(item.refs[0]) if item is not None and item.refs else None
    if u is not None:
        emit(g, "357.2", "cost_kill", player, u.cid)
        kill(g, u)


def friendly_units(g: GameState, player: int) -> list[int]:
    """Units friendly to ``player`` (740.1.a): the ones a "kill a friendly unit" cost may kill."""
    team = g.team_of
    return [u.cid for u in g.units.values() if team[u.controller] == team[player]]


def unit_costs(g: GameState, player: int, cid: int, accelerate: bool) -> list[tuple[int, tuple]]:
    """The total costs (356) ``player`` may end up paying to play unit ``cid`` from where it is:
    one per choice of its optional additional cost (and of the discounts on them, 356.4.c); none
    when a mandatory additional cost can't be paid (356.2.a.1, 422.3)."""
    if QUESTION in g.index.answers:
        return every_choice(g, player, cid, ("accelerate", "extra"),
                            lambda: _unit_costs(g, player, cid, accelerate))
    return _unit_costs(g, player, cid, accelerate)


def _unit_costs(g: GameState, player: int, cid: int, accelerate: bool) -> list[tuple[int, tuple]]:
    own = own_cost(g, cid)
    if own is not None and own.forbidden is not None and own.forbidden(g, player):
        return []
    if own is not None and own.kill_friendly and not friendly_units(g, player):
        return []
    out = [unit_cost(g, cid, accelerate, False)]
    if (own is not None and own.discard_discount is not None
            and any(c != cid for c in g.players[player].hand)):
        out.append(unit_cost(g, cid, accelerate, True))
    if own is not None and own.optional_extra is not None and _extra_allowed(g, own, player):
        out.append(unit_cost(g, cid, accelerate, True))
    if own is not None and own.optional_xp is not None and g.players[player].xp >= own.optional_xp[0]:
        out.append(unit_cost(g, cid, accelerate, True))
    if own is not None and own.kill_discount:
        out += [unit_cost(g, cid, accelerate, True, v) for v in friendly_units(g, player)]
    if own is not None and own.kill_any_for_power is not None and friendly_units(g, player):
        out.append(unit_cost(g, cid, accelerate, True, kills=len(friendly_units(g, player))))
    return out


def _extra_allowed(g: GameState, own: OwnCost, player: int) -> bool:
    """Whether ``own``'s optional additional cost of Energy and Power may be paid by ``player`` now."""
    return own.optional_extra_if is None or own.optional_extra_if(g, player)


def additional_cost_tasks(g: GameState, player: int, cid: int, accelerate: bool) -> list[tuple]:
    """The choices of unit ``cid``'s additional costs, asked before its payment (355.1.a, 357.2)."""
    own = own_cost(g, cid)
    out: list[tuple] = []
    if own is not None and own.discard_discount is not None:
        out.append(("ask_cost_discard", player, cid, accelerate))
    if own is not None and own.kill_friendly:
        out.append(("ask_cost_kill", player, cid))
    if own is not None and own.kill_discount and friendly_units(g, player):
        out.append(("ask_cost_kill_discount", player, cid, accelerate))
    if own is not None and own.kill_any_for_power is not None and friendly_units(g, player):
        out.append(("ask_cost_kill_any", player, cid, accelerate))
    if own is not None and ((own.optional_extra is not None and _extra_allowed(g, own, player)) or (
            own.optional_xp is not None and g.players[player].xp >= own.optional_xp[0])):
        out.append(("ask_cost_extra", player, cid, accelerate))
    return out


def _set_refs(g: GameState, cid: int, refs: tuple[int, ...]) -> bool:
    for k, it in enumerate(g.chain):
        if it.cid == cid and it.kind in ("unit", "spell"):
            g.chain[k] = item_with(it, it.finalized, it.targets, it.done, it.refs + refs)
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
    cid, accelerate = ctx[1], ctx[2]
    out: list[int] = []
    if can_pay(g, player, *unit_cost(g, cid, accelerate, False), "unit"):
        out.append(-1)
    if can_pay(g, player, *unit_cost(g, cid, accelerate, True), "unit"):
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


@task("ask_cost_extra", "p", "c", "b")
def _ask_cost_extra(g: GameState, player: int, cid: int, accelerate: bool) -> None:
    """Rule 355.1.a: the player decides whether to pay the optional additional cost of Energy and
    Power: one decision, the card itself (pay it) or none."""
    decide(g, player, "choose_card", ("cost_extra", cid, accelerate))


def cost_extra_options(g: GameState, player: int, ctx: tuple) -> list[int]:
    """-1 (don't pay) if the cost without it can be paid, the card itself if the cost with it can
    be (355.16: no choice that makes the play illegal later)."""
    cid, accelerate = ctx[1], ctx[2]
    out: list[int] = []
    if can_pay(g, player, *unit_cost(g, cid, accelerate, False), "unit"):
        out.append(-1)
    own = own_cost(g, cid)
    xp = own.optional_xp[0] if own is not None and own.optional_xp is not None else 0
    if g.players[player].xp >= xp and payable_somehow(g, player, cid, ("accelerate", "extra"),
                                                      lambda: unit_cost(g, cid, accelerate, True), "unit"):
        out.append(cid)
    return out


@task("cost_extra", "p", "c", "b", "ci")
def _cost_extra(g: GameState, player: int, cid: int, accelerate: bool, card: int) -> None:
    """The choice is remembered on the chain item (its own card in ``refs``)."""
    if card >= 0 and _set_refs(g, cid, (cid,)):
        emit(g, "355.1.a", "optional_extra_cost", player, cid)


#: per-turn facts about a unit: its optional additional cost was paid as it was played
EXTRA_PAID: Final = "extra_paid"
OBJECT_FACTS.add(EXTRA_PAID)


#: whether the card's latest play this turn paid its optional additional cost (kept when the unit
#: leaves the board: "if you paid my additional cost" in its Play Effect reads the play, 359.3.e.13)
PLAY_PAID: Final = "play_paid"


def paid_for_latest_play(g: GameState, cid: int) -> bool:
    """Whether card ``cid``'s latest play this turn paid its optional XP cost (wherever it is now)."""
    return bool(g.counts.get(f"{PLAY_PAID}:{cid}"))


def paid_optional_extra(g: GameState, cid: int) -> bool:
    """Whether unit ``cid`` was played this turn with its optional additional cost paid (its Energy
    or Power, or its discard; the object it is now: a unit that left the board and came back was
    not, 124.1)."""
    return bool(g.counts.get(f"{EXTRA_PAID}:{cid}"))


@task("ask_cost_kill", "p", "c")
def _ask_cost_kill(g: GameState, player: int, cid: int) -> None:
    """Rules 356.2.a.1, 357.2: the player picks the friendly unit their mandatory cost kills (not
    a target, 355.10.c)."""
    decide(g, player, "choose_card", ("cost_kill", cid))


def cost_kill_options(g: GameState, player: int, ctx: tuple) -> list[int]:
    """One friendly unit per interchangeable group: same card, controller, place and status
    (ruling 2); for a spell whose kill cost names a kind of unit ("a friendly Mighty unit"), only
    units of that kind (its answer to :data:`SPELL_KILL`)."""
    test = _spell_kill_test(g, ctx[1])
    seen: dict[tuple, int] = {}
    for c in sorted(friendly_units(g, player)):
        u = g.units[c]
        if test is not None and not test(g, u):
            continue
        key = (g.cards[c].index, u.controller, u.loc, u.exhausted, u.damage, u.buffs, u.turn_might,
               u.base_might, u.combat_might, u.stunned, u.role, u.temporary, u.turn_keywords)
        seen.setdefault(key, c)
    return sorted(seen.values())


@task("ask_cost_kill_discount", "p", "c", "b")
def _ask_cost_kill_discount(g: GameState, player: int, cid: int, accelerate: bool) -> None:
    """Rules 355.1.a, 357.2: whether to pay the optional kill cost, and which friendly unit it kills
    (not a target, 355.10.c): one decision."""
    decide(g, player, "choose_card", ("cost_kill_discount", cid, accelerate))


def cost_kill_discount_options(g: GameState, player: int, ctx: tuple) -> list[int]:
    """-1 (don't pay) if the full cost can be paid; each friendly unit (one per interchangeable
    group) whose kill leaves the discounted cost payable (355.16)."""
    cid, accelerate = ctx[1], ctx[2]
    out: list[int] = []
    if can_pay(g, player, *unit_cost(g, cid, accelerate, False), "unit"):
        out.append(-1)
    for v in cost_kill_options(g, player, ctx):
        if can_pay(g, player, *unit_cost(g, cid, accelerate, True, v), "unit"):
            out.append(v)
    return out


@task("cost_kill_discount", "p", "c", "b", "ci")
def _cost_kill_discount(g: GameState, player: int, cid: int, accelerate: bool, card: int) -> None:
    """The unit chosen is remembered on the chain item; it is killed as the costs are paid."""
    if card >= 0 and _set_refs(g, cid, (card,)):
        emit(g, "355.1.a", "optional_cost", player, cid, card)


@task("ask_cost_kill_any", "p", "c", "b")
def _ask_cost_kill_any(g: GameState, player: int, cid: int, accelerate: bool) -> None:
    """Rules 355.1.a, 356.2.b: "you may kill any number of friendly units": the units are picked one
    at a time (none to stop; not targets, 355.10.c)."""
    decide(g, player, "choose_card", ("cost_kill_any", cid, accelerate))


def cost_kill_any_options(g: GameState, player: int, ctx: tuple) -> list[int]:
    """-1 (no more) when the cost with the units picked so far can be paid, then each friendly unit
    not picked yet, one per interchangeable group (ruling 2): killing one more never makes the cost
    unpayable (355.16)."""
    cid, accelerate = ctx[1], ctx[2]
    picked = _chosen_victims(g, cid)
    out = [-1] if can_pay(g, player, *unit_cost(g, cid, accelerate), "unit") else []
    seen: dict[tuple, int] = {}
    for c in sorted(friendly_units(g, player)):
        if c in picked:
            continue
        u = g.units[c]
        key = (g.cards[c].index, u.controller, u.loc, u.exhausted, u.damage, u.buffs, u.turn_might,
               u.base_might, u.combat_might, u.stunned, u.role, u.temporary, u.turn_keywords)
        seen.setdefault(key, c)
    return out + sorted(seen.values())


@task("cost_kill_any", "p", "c", "b", "ci")
def _cost_kill_any(g: GameState, player: int, cid: int, accelerate: bool, card: int) -> None:
    """The unit picked is remembered on the chain item (killed as the costs are paid, 357.2); the
    player picks again while another may be picked."""
    if card < 0 or not _set_refs(g, cid, (card,)):
        return
    emit(g, "355.1.a", "optional_cost", player, cid, card)
    if cost_kill_any_options(g, player, ("cost_kill_any", cid, accelerate)) != [-1]:
        decide(g, player, "choose_card", ("cost_kill_any", cid, accelerate))


@task("cost_kill", "p", "c", "ci")
def _cost_kill(g: GameState, player: int, cid: int, card: int) -> None:
    if card >= 0:
        _set_refs(g, cid, (card,))


def pay_additional(g: GameState, player: int, cid: int) -> None:
    """Rule 357.2: pay unit ``cid``'s non-standard costs chosen for it: discard the card, kill the
    unit (428.1.a.1: an active kill, as a cost)."""
    own = own_cost(g, cid)
    if own is None or (own.discard_discount is None and not own.kill_friendly
                       and own.optional_extra is None and own.optional_xp is None
                       and not own.kill_discount and own.kill_any_for_power is None):
        return
    item = next((it for it in g.chain if it.cid == cid and it.kind == "unit"), None)
    if item is None:
        return
    if own.optional_extra is not None:  # paid with the Energy and Power: noted for the unit
        if item.refs:
            g.counts[f"{EXTRA_PAID}:{cid}"] = 1
        return
    if own.optional_xp is not None:  # 730.2: the XP spent (checked payable as it was chosen)
        if item.refs:
            g.players[player].xp -= own.optional_xp[0]
            emit(g, "730.2", "spend_xp", player, own.optional_xp[0])
            g.counts[f"{EXTRA_PAID}:{cid}"] = 1
        g.counts[f"{PLAY_PAID}:{cid}"] = 1 if item.refs else 0
        return
    for c in item.refs:
        if own.discard_discount is not None:
            discard(g, player, c, "357.2")
            g.counts[f"{EXTRA_PAID}:{cid}"] = 1  # "if you paid the additional cost" reads it
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
    put_in_trash(g, card)  # unless banished instead (engine/trash_banish.py)
    emit(g, rule, "discard", player, card)
    events.fire(g, "discard", player, card, gone=(player, card))
