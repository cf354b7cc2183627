"""Activated abilities (rules 376-381, 398-406): "cost: effect" abilities of units, legends and gear.

A card's abilities are its answer to the game index's question "activated" (in printed order),
each an :class:`Ability`: its cost (Energy and Power, exhausting its source [E] (135.2.e.2),
spending the source's buff (702.2.b), recycling cards from the trash (416)) and its effect, a
script the chain runs like a spell's (377.3, 406.5). Its controller activates it as a discretionary action
(378, 410.1): on their own turn in an Open State (381, 310.1.a), also in a showdown with Action
(806.1.c.2), also in a Closed State on any turn with Reaction (813.1.c.2).

Activating is one action (:class:`~riftbound.actions.Activate`) that carries every choice the
ability asks as it goes on the chain (402.2: target, mode, the location of a token it plays) and
how its cost is paid (404: the runes, the trash cards); the engine checks the choices, pays and
finalizes the item at once (405-406), then Priority goes round as for a spell (406.4). The item is
a chain item of kind "activated" whose ``cid`` is its source and ``ability`` says which ability.
Activated abilities are not triggered: the chain they open passes Focus when it closes (346.1).

A unit of a card answering "activated:borrows" also has every [E] ability of its controller's
friendly legends, units and gear; using one exhausts it, not the card that prints the ability.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, Final

from ..actions import BASE, Activate
from ..state import ChainItem, GameState, base_of, item_with
from .choices import register_choice
from .core import decide, emit, push, task
from .costs import cost_kill_options, discard, friendly_units
from .empower import disempower, is_empowered
from .gear import kill_gear
from .index import QUESTIONS, answer_attr
from .keywords import deflect_cost, spend_xp
from .mechanics import adds_at_once, resolve_add_ability
from .payment import FREE_ADDS, Restricted
from .pool_keeping import every_payment
from .primitives import kill, recycle_cards
from .targeting import fire_chosen
from .units import pay_cost, put_on_chain


@dataclass(frozen=True)
class Ability:
    """One activated ability (377.1): its cost and its effect.

    ``script`` is the effect (a :class:`~riftbound.effects.spells.TriggerScript`: at most one
    target, "me" is the source). The cost: ``energy`` and ``power`` (one entry per Power pip, None
    for any domain), ``exhaust`` the source (135.2.e.2), ``spend_buff`` the source's buff
    (702.2.b), ``recycle_trash`` that many cards from the controller's trash (416). ``reaction`` and
    ``action`` are its timing keywords (813.1.c.2, 806.1.c.2). ``plays_token``: the effect plays a
    unit token, whose location (355.2.a) is chosen as the ability is activated. ``once_each_turn``:
    a mode of a "choose one you've not chosen this turn" ability (355.3), one use per turn."""

    script: Any
    energy: int = 0
    power: tuple[frozenset | None, ...] = ()
    exhaust: bool = False
    spend_buff: bool = False
    recycle_trash: int = 0
    #: only cards of this type may be recycled from the trash for ``recycle_trash`` ("recycle a unit
    #: from your trash"); None: any card
    recycle_type: str | None = None
    reaction: bool = False
    action: bool = False
    plays_token: bool = False
    once_each_turn: bool = False
    #: XP its controller spends as part of the cost (202, 730.2)
    xp: int = 0
    #: a condition on its source, function(game, source cid) -> bool, e.g. "use only if not
    #: Empowered" (827.1.c.1): it can't be activated while the condition fails
    usable: Any = None
    #: "Kill this" as part of the cost (a Gold token's): the source is killed as the cost is paid
    #: (404, 428)
    kill_self: bool = False
    #: "this ability costs N less ...": function(game, player, source cid) -> the Energy taken off
    #: ``energy`` as it is activated (356.4; never below 0, 356.6), with ``describe()``
    discount: Any = None
    #: "Disempower this" as part of the cost (442): only while the source is Empowered, which it
    #: stops being as the cost is paid
    disempower: bool = False
    #: "Discard N" as part of the cost (422, 404): that many cards of the controller's hand, of
    #: type ``discard_type`` when given ("discard a spell"), picked one at a time as the cost is
    #: paid (357.2; choice "ability_cost"); it can't be activated without enough (402.3)
    discard: int = 0
    discard_type: str | None = None
    #: "Kill a friendly unit" as part of the cost (428, 404; not a target, 355.10.c), picked as the
    #: cost is paid (choice "ability_cost"); it can't be activated without one (402.3)
    kill_friendly: bool = False

    #: "this ability's Energy cost is reduced by the Might of the unit you choose": function(game,
    #: player, source cid, target cid) -> the Energy taken off for that target (356.4, 356.6), with
    #: ``describe()``; the target is chosen before the cost is determined (402.2, 403)
    target_discount: Any = None

    def energy_for(self, g: GameState, player: int, source: int) -> int:
        """Rules 356.4, 356.6: the Energy of its cost for ``player`` now, after its own discount."""
        if self.discount is None:
            return self.energy
        return max(self.energy - self.discount(g, player, source), 0)

    def energy_for_target(self, g: GameState, player: int, source: int, target: int | None) -> int:
        """Rules 356.4, 356.6, 403: as :meth:`energy_for`, less its discount for the chosen target."""
        energy = self.energy_for(g, player, source)
        if self.target_discount is None or target is None:
            return energy
        return max(energy - self.target_discount(g, player, source, target), 0)

    def cost_text(self) -> str:
        parts = []
        if self.xp:
            parts.append(f"spend {self.xp} XP")
        if self.energy:
            less = f" ({self.discount.describe()})" if self.discount is not None else ""
            if self.target_discount is not None:
                less += f" ({self.target_discount.describe()})"
            parts.append(f"{self.energy} Energy{less}")
        if self.power:
            parts.append(f"{len(self.power)} Power")
        if self.recycle_trash:
            kind = (self.recycle_type or "card").lower()
            parts.append(f"recycle {self.recycle_trash} {kind}{'s' if self.recycle_trash > 1 else ''} "
                         "of your trash")
        if self.spend_buff:
            parts.append("spend its buff")
        if self.exhaust:
            parts.append("exhaust it")
        if self.kill_self:
            parts.append("kill it")
        if self.disempower:
            parts.append("Disempower it")
        if self.discard:
            kind = (self.discard_type or "card").lower()
            parts.append(f"discard {self.discard} {kind}{'s' if self.discard > 1 else ''}")
        if self.kill_friendly:
            parts.append("kill a friendly unit")
        return ", ".join(parts) or "nothing"

    def describe(self) -> str:
        """The ability in the project's own words."""
        when = ("at reaction speed" if self.reaction else "at action speed" if self.action
                else "on your turn with nothing on the chain")
        text = self.script.describe(f"Activated ({when}); cost: {self.cost_text()}")
        if self.plays_token:
            text += " The token's place (your base or a battlefield you control) is chosen as it resolves."
        if self.once_each_turn:
            text += " This mode at most once a turn."
        return text


def ability_key(card_id: str, mode: int) -> str:
    """How a chain item names an ability: the id of the card printing it and its index."""
    return f"{card_id}:{mode}"


def ability_of(g: GameState, key: str) -> Ability:
    """The ability a chain item or an activation names (:func:`ability_key`)."""
    card_id, _, mode = key.rpartition(":")
    abilities: tuple[Ability, ...] = g.index.answers["activated"][card_id]
    return abilities[int(mode)]


def script_of(g: GameState, item: ChainItem) -> Any:
    """The effect a chain item of kind "activated" executes (406.5)."""
    assert item.ability is not None
    return ability_of(g, item.ability).script


#: what an activated ability's cost is paid for, by its source's card type (payment.PURPOSES)
_PURPOSE: Final = {"Unit": "unit ability", "Gear": "gear ability", "Legend": "legend ability"}


def _in_game(g: GameState, timing: str) -> bool:
    """Whether some card of this game (tokens once made) has an activated ability that ``timing``
    may allow: any for "main", only ones with Action or Reaction otherwise (memoised per game and
    card tuple: a token made gives the state a new tuple of cards, and the memo is shared by clones,
    which may have made other tokens by the same number)."""
    # (typed: compiled, the memo is read as a C struct, not by generic look-ups)
    got: tuple[Any, Any, bool, bool] | None = g.memo.get("abilities_in_game")
    cards = g.cards
    if got is None or got[0] is not g.index or got[1] is not cards:  # (a test may give a card an answer)
        present = {c.id for c in cards}
        mine = [a for cid, abilities in g.index.of("activated").items() if cid in present
                for a in abilities]
        got = (g.index, cards, bool(mine), any(a.action or a.reaction for a in mine))
        g.memo["abilities_in_game"] = got
    return got[2] if timing == "main" else got[3]


# --- sources ---------------------------------------------------------------------------------------

def _sources(g: GameState, player: int) -> Iterator[int]:
    """The player's objects on the board that may have activated abilities (380): units, their
    legend in the Legend Zone, gear."""
    for u in g.units.values():
        if u.controller == player:
            yield u.cid
    legend = g.players[player].legend
    if legend is not None:
        yield legend
    for x in g.gear.values():
        if x.controller == player and x.attached_to is None:  # attached: Inactive (718.2, 721.2)
            yield x.cid


def is_exhausted(g: GameState, cid: int) -> bool:
    """Whether source ``cid`` (a unit, a legend or a gear) is exhausted."""
    u = g.units.get(cid)
    if u is not None:
        return u.exhausted
    x = g.gear.get(cid)
    if x is not None:
        return x.exhausted
    return any(p.legend == cid and p.legend_exhausted for p in g.players)


def exhaust_source(g: GameState, cid: int) -> None:
    """Exhaust source ``cid`` as a cost (135.2.e.2, 414)."""
    u = g.units.get(cid)
    if u is not None:
        u.exhausted = True
    elif cid in g.gear:
        g.gear[cid].exhausted = True
    else:
        for p in g.players:
            if p.legend == cid:
                p.legend_exhausted = True


def _kill_source(g: GameState, cid: int) -> None:
    """Kill source ``cid`` as a cost (428): a unit dies, a gear goes to the trash (a token ceases
    to exist, 186.1)."""
    u = g.units.get(cid)
    if u is not None:
        kill(g, u)
    elif cid in g.gear:
        kill_gear(g, g.gear[cid])


def abilities_of(g: GameState, player: int, source: int) -> list[tuple[int | None, int, Ability]]:
    """(lender, index, ability) of every activated ability ``source`` has: its own (lender None)
    and, for a unit of a card answering "activated:borrows", the [E] abilities of friendly legends,
    units and gear (740.1.a), one per distinct ability, named by the lowest cid printing it."""
    cards = g.cards
    table = g.index.of("activated")
    own_id = cards[source].id
    out: list[tuple[int | None, int, Ability]] = [
        (None, k, a) for k, a in enumerate(table.get(own_id, ()))]
    if g.index.get("activated:borrows", own_id) and source in g.units:
        team = g.team_of
        lenders: dict[str, int] = {}
        for q in range(len(g.players)):
            if team[q] == team[player]:
                for c in _sources(g, q):
                    cid_id = cards[c].id
                    if cid_id != own_id and cid_id in table and c < lenders.get(cid_id, len(cards)):
                        lenders[cid_id] = c
        # engine-pick: borrowed-ability-from-lowest-cid (ruling 85)
        for cid_id, c in sorted(lenders.items(), key=lambda kv: kv[1]):
            out += [(c, k, a) for k, a in enumerate(table[cid_id]) if a.exhaust]
    bf = _granting_battlefield(g, source) if GIVES_HERE in g.index.answers else None
    if bf is not None:  # 364.1: "units here have '[E]: ...'": the battlefield lends its abilities
        out += [(bf, k, a) for k, a in enumerate(table.get(cards[bf].id, ()))]
    return out


#: a battlefield's passive giving each unit there its activated abilities (364.1): "units here
#: have '[E]: gain 1 XP'"; the abilities are the battlefield card's answer to "activated"
GIVES_HERE: Final = "activated:here"
QUESTIONS[GIVES_HERE] = ("True: each unit at this battlefield has this battlefield's activated abilities "
                         "(its 'activated' answer) as its own while there (364.1; engine/abilities.py)")


def _granting_battlefield(g: GameState, source: int) -> int | None:
    """The card of the battlefield unit ``source`` is at, if that battlefield gives the units there
    its activated abilities (364.1); None otherwise."""
    here = g.index.answers.get(GIVES_HERE)
    u = g.units.get(source) if here else None
    if here is None or u is None or u.loc < 0:
        return None
    bf = g.battlefields[u.loc].cid
    return bf if bf >= 0 and g.cards[bf].id in here else None


def _timing_ok(a: Ability, timing: str) -> bool:
    """381, 308.1.a, 309.1.a: "main" (the controller's Neutral Open Main Phase) allows any ability;
    "focus" (a Showdown Open State) only Action or Reaction ones (806.1.c.2), on any turn;
    "priority" (a Closed State) only Reaction ones (813.1.c.2)."""
    if timing == "main":
        return True
    if timing == "focus":
        return a.action or a.reaction
    return a.reaction


def _used_key(player: int, source: int, key: str) -> str:
    return f"activated:{player}:{source}:{key}"


def _trash_picks(g: GameState, player: int, n: int, kind: str | None = None) -> list[tuple[int, ...]]:
    """Distinct ways to pick ``n`` cards of the player's trash (one per multiset of names), only
    cards of type ``kind`` when given."""
    if n == 0:
        return [()]
    by_name: dict[int, list[int]] = {}
    for c in sorted(g.players[player].trash):
        if kind is None or g.cards[c].type == kind:
            by_name.setdefault(g.cards[c].index, []).append(c)
    groups = [by_name[k] for k in sorted(by_name)]
    out: list[tuple[int, ...]] = []

    def rec(i: int, left: int, acc: list[int]) -> None:
        if left == 0:
            out.append(tuple(sorted(acc)))
            return
        if i == len(groups):
            return
        for k in range(min(left, len(groups[i])), -1, -1):
            rec(i + 1, left - k, acc + groups[i][:k])

    rec(0, n, [])
    return out


_NO_PICK: Final[list[tuple[int, ...]]] = [()]  # _trash_picks of no card (only read)
_NO_ANSWERS: Final[dict[str, Any]] = {}  # no card answers the question (only read)


def activation_options(g: GameState, player: int, timing: str) -> list[Activate]:
    """Every legal activation now (377, 381, 402.3): one per ability the player's objects have,
    per legal target (one per interchangeable group), token location, trash pick and payment
    (357), when its cost can be paid (404) and the timing allows it."""
    if not _in_game(g, timing) or not g.players[player].alive:
        return []
    out: list[Activate] = []
    cards = g.cards
    # (dicts, not the index's Mapping: compiled, ``in`` is then a direct look-up)
    table: dict[str, Any] = g.index.answers.get("activated", _NO_ANSWERS)
    borrows: dict[str, Any] = g.index.answers.get("activated:borrows", _NO_ANSWERS)
    lent_here = GIVES_HERE in g.index.answers  # (else no battlefield lends a unit abilities)
    sources: list[int] = []
    for cid in _sources(g, player):
        card_id = cards[cid].id
        if card_id in table or card_id in borrows or (
                lent_here and _granting_battlefield(g, cid) is not None):
            sources.append(cid)
    sources.sort()
    lends = bool(borrows) or lent_here  # (else a source has only its own: abilities_of's first part)
    for source in sources:
        for lender, mode, a in (abilities_of(g, player, source) if lends
                                else [(None, k, a) for k, a in enumerate(table[cards[source].id])]):
            if not _timing_ok(a, timing):
                continue
            if (a.exhaust or lender is not None) and is_exhausted(g, source):
                continue  # 135.2.e.2: an exhausted object can't pay [E]
            if a.spend_buff and ((u := g.units.get(source)) is None or not u.buffs):
                continue  # 702.2.b.1
            if a.xp > g.players[player].xp:
                continue  # 730.2: not enough XP to spend
            if a.usable is not None and not a.usable(g, source):
                continue  # 827.1.c.1: e.g. "use only if not Empowered"
            if a.disempower and not is_empowered(g, source):
                continue  # 442: a cost of Disempowering it can't be paid unless it is Empowered
            if a.discard and len(_discardable(g, player, a)) < a.discard:
                continue  # 402.3, 422: not enough cards to discard
            if a.kill_friendly and not friendly_units(g, player):
                continue  # 402.3: no friendly unit to kill
            if a.once_each_turn and g.counts.get(_used_key(
                    player, source, ability_key(cards[lender if lender is not None else source].id, mode))):
                continue
            trash = _trash_picks(g, player, a.recycle_trash, a.recycle_type) if a.recycle_trash else _NO_PICK
            if a.recycle_trash and not trash:
                continue
            purpose = _PURPOSE.get(cards[source].type, "")  # payment.PURPOSES
            energy = a.energy_for(g, player, source)
            pays = (every_payment(g, player, energy, a.power, purpose) if (energy or a.power)
                    else [((), (), 0, (), ())])
            if not pays and a.target_discount is None:
                continue
            targets = [t[0][0] if t else None for t, _ in a.script.choices(g, player, source)]
            if not targets:
                continue  # 402.3: no legal choice, it can't be activated
            picks_min = answer_attr(a.script, "picks_min", 0)
            if picks_min and a.script.picks_available(g, player, source) < picks_min:
                continue  # 402.3: "ready 2 gear" needs two to choose
            # a token the ability plays has its location chosen as it resolves (355.2.a, 419.3.b)
            locations: list[int | None] = [None]
            dests = answer_attr(a.script, "move_destinations", None)
            if dests is not None:  # 355.4: the move destination of its source, chosen as it is activated
                locations = list(dests(g, player, source))
                if not locations:
                    continue
            for t in targets:
                # 809.1.d: choosing an enemy unit with Deflect adds Power of any domain to the cost
                extra = deflect_cost(g, player, ((t,),)) if t is not None else ()
                # 356.4, 403: an Energy cost reduced according to the target chosen
                t_energy = energy if a.target_discount is None else a.energy_for_target(g, player, source, t)
                t_pays = (every_payment(g, player, t_energy, (*a.power, *extra), purpose)
                          if extra or t_energy != energy else pays)
                for loc in locations:
                    for tr in trash:
                        for ex, rc, ke, kp, sp in t_pays:
                            out.append(Activate(source, lender, mode, t, loc, tr, ex, rc, ke, kp, sp))
    return out


def activate_tasks(player: int, action: Activate) -> tuple:
    """The task that carries out a legal activation."""
    return ("activate", player, action.source, -1 if action.of is None else action.of, action.mode,
            -1 if action.target is None else action.target, action.location, action.trash,
            action.exhaust, action.recycle,
            *(((action.keep_energy, action.keep_power, *((action.spend,) if action.spend else ())),)
              if action.keep_energy or action.keep_power or action.spend else ()))


@task("activate", "p", "c", "ci", "n", "ci", "lo", "cs", "cs", "cs")
def _activate(g: GameState, player: int, source: int, lender: int, mode: int, target: int,
              location: int | None, trash: tuple[int, ...], exhaust: tuple[int, ...],
              recycle: tuple[int, ...], keep: tuple = ()) -> None:
    """Rules 377.3, 401-406: the ability goes on the chain as a pending item, closing the state
    (401.1); its choices are made (402.2); its cost is paid (403-404): the source exhausted
    (135.2.e.2), its buff spent (702.2.b), cards recycled from the trash (416), Energy and Power
    paid (357); its legality holds, as the action was legal (405); it is finalized (406.2) and
    Priority goes round before it resolves (406.4, 337.4)."""
    key = ability_key(g.cards[source if lender < 0 else lender].id, mode)
    a = ability_of(g, key)
    loc = None if location is None else base_of(player) if location == BASE else location
    targets = ((target,),) if target != -1 else ()  # a player target is a code <= -2 (355.10)
    adds = adds_at_once(a.script)  # 429.2: an Add ability never waits on the chain
    if not adds:
        put_on_chain(g, ChainItem(source, player, "activated", False, targets, loc, ability=key))
    emit(g, "377.3.a", "activate", player, source, key)
    picks = not adds and answer_attr(a.script, "picks_targets", False)
    if picks or a.discard or a.kill_friendly:
        # 402.2, 355.13: its targets ("up to N cards") chosen one at a time now, before its cost;
        # 404, 357.2: a discard or kill in its cost picked (and paid) as the cost is paid
        push(g, *((("ask_activation_pick", player, source, key),) if picks else ()),
             *((("ask_ability_cost", player, source, key, a.discard or 1),)
               if a.discard or a.kill_friendly else ()),
             ("activate_paid", player, source, lender, key, trash, exhaust, recycle, keep))
        return
    _pay_and_finalize(g, player, source, lender, key, trash, exhaust, recycle, keep)


@task("ask_activation_pick", "p", "c", "s")
def _ask_activation_pick(g: GameState, player: int, source: int, key: str) -> None:
    """Rules 402.2, 355.13: the next target of the ability being activated (its script's
    ``picks_max`` at most; -1 stops, none at all allowed), while any is left to choose."""
    script = ability_of(g, key).script
    chosen = g.chain[-1].targets[0] if g.chain and g.chain[-1].targets else ()
    if len(chosen) < script.picks_max and script.pick_options(g, player, source, chosen):
        decide(g, player, "choose_card", ("activation_pick", source, key))


def _activation_pick_options(g: GameState, player: int, ctx: tuple) -> list[int]:
    source, key = ctx[1], ctx[2]
    chosen = g.chain[-1].targets[0] if g.chain and g.chain[-1].targets else ()
    script = ability_of(g, key).script
    # 355.13: -1 stops an "up to N"; a fixed number ("ready 2 gear", ``picks_min``) can't stop short
    stop = [-1] if len(chosen) >= answer_attr(script, "picks_min", 0) else []
    return [*stop, *script.pick_options(g, player, source, chosen)]


@task("activation_pick", "p", "c", "s", "ci")
def _activation_pick(g: GameState, player: int, source: int, key: str, card: int) -> None:
    """The pick joins the ability's targets and the next is asked; -1 ends the choosing."""
    if card < 0 or not g.chain:
        return
    item = g.chain[-1]
    chosen = item.targets[0] if item.targets else ()
    g.chain[-1] = item._replace(targets=((*chosen, card),))
    push(g, ("ask_activation_pick", player, source, key))


register_choice("activation_pick", _activation_pick_options, (
    "{card}'s ability is being activated: {p} chooses its targets one at a time, or none to stop"))


def _discardable(g: GameState, player: int, a: Ability) -> list[int]:
    """The cards of ``player``'s hand the ability's discard cost may take (422)."""
    kind = a.discard_type
    cards = g.cards
    return [c for c in g.players[player].hand if kind is None or cards[c].type == kind]


@task("ask_ability_cost", "p", "c", "s", "n")
def _ask_ability_cost(g: GameState, player: int, source: int, key: str, left: int) -> None:
    """Rules 404, 357.2: the player picks the card their ability's cost discards, or the friendly
    unit it kills (not a target, 355.10.c); ``left`` picks remain, this one included."""
    if _ability_cost_options(g, player, ("ability_cost", source, key)):
        decide(g, player, "choose_card", ("ability_cost", source, key, left))


def _ability_cost_options(g: GameState, player: int, ctx: tuple) -> list[int]:
    """One hand card per name (ruling 2) its discard may take, or one friendly unit per
    interchangeable group its kill may take."""
    a = ability_of(g, ctx[2])
    if a.kill_friendly:
        return cost_kill_options(g, player, ("cost_kill", ctx[1]))
    picked = g.chain[-1].refs if g.chain else ()
    seen: dict[int, int] = {}
    for c in sorted(_discardable(g, player, a)):
        if c not in picked:
            seen.setdefault(g.cards[c].index, c)
    return sorted(seen.values())


@task("ability_cost", "p", "c", "s", "n", "ci")
def _ability_cost(g: GameState, player: int, source: int, key: str, left: int, card: int) -> None:
    """Rule 357.2: the pick is remembered on the pending ability (its ``refs``) and paid with the
    rest of the cost (:func:`_pay_cost_picks`); the next pick follows."""
    if card < 0 or not g.chain:
        return
    g.chain[-1] = g.chain[-1]._replace(refs=(*g.chain[-1].refs, card))
    if left > 1:
        push(g, ("ask_ability_cost", player, source, key, left - 1))


def _pay_cost_picks(g: GameState, player: int, a: Ability) -> None:
    """Rule 357.2: the picked cards are discarded (422.1, triggering "when you discard", 422.1.b), or
    the picked unit killed (428.1.a.1: an active kill, as a cost), as the cost is paid; the abilities
    they trigger are placed once the ability is finalized, before anyone gains Priority."""
    for c in g.chain[-1].refs if g.chain else ():
        if a.kill_friendly:
            u = g.units.get(c)
            if u is not None:
                emit(g, "357.2", "cost_kill", player, c)
                kill(g, u)
        elif c in g.players[player].hand:
            discard(g, player, c, "357.2")


register_choice("ability_cost", _ability_cost_options, (
    "{card}'s ability is being activated: {p} picks the card its cost discards, or the friendly unit "
    "its cost kills"))


def _pay_and_finalize(g: GameState, player: int, source: int, lender: int, key: str,
                      trash: tuple[int, ...], exhaust: tuple[int, ...], recycle: tuple[int, ...],
                      keep: tuple) -> None:
    """Rules 403-406: the activated ability's cost is paid and it is finalized (see ``_activate``)."""
    a = ability_of(g, key)
    adds = adds_at_once(a.script)
    targets = g.chain[-1].targets if not adds and g.chain else ()
    if a.exhaust or lender >= 0:
        exhaust_source(g, source)
    if a.spend_buff:
        g.units[source].buffs -= 1
        emit(g, "702.2.b", "spend_buff", player, source)
    if a.xp:
        spend_xp(g, player, a.xp)
    if a.disempower:
        disempower(g, source, player)  # 442: part of the cost
    if a.recycle_trash:
        recycle_cards(g, player, list(trash))
    extra = deflect_cost(g, player, targets)  # 809.1.d
    chosen = targets[0][0] if targets and targets[0] else None
    energy = a.energy_for_target(g, player, source, chosen)  # 356.4: as the cost is determined (403-404)
    if energy or a.power or extra:
        pay_cost(g, player, energy, (*a.power, *extra), exhaust, recycle, keep)
    if a.once_each_turn:
        g.counts[_used_key(player, source, key)] = 1
    if a.kill_self:  # 404: killing its source is part of the cost, paid now (428)
        _kill_source(g, source)
    if adds:  # 429.2, 429.2.a: it resolves at once; Priority and Focus stay where they are
        resolve_add_ability(g, player, source, a.script)
        push(g, ("cleanup", ""))
        return
    push(g, ("cleanup", ""), ("chain",))
    if a.discard or a.kill_friendly:
        # 357.2: the discard or kill picked for it, paid now: what it triggers is placed before the
        # chain goes on (above this ability, 383.3.d), like the Targeting Effects below
        _pay_cost_picks(g, player, a)
    it = g.chain[-1]
    g.chain[-1] = item_with(it, True, it.targets, it.done, it.refs)
    emit(g, "406.2", "finalize", player, source)
    fire_chosen(g, player, targets, False,  # 383.4.b.2: Targeting Effects, pending after it
                g.cards[source].type == "Unit")


@task("activate_paid", "p", "c", "ci", "s", "cs", "cs", "cs", "any")
def _activate_paid(g: GameState, player: int, source: int, lender: int, key: str,
                   trash: tuple[int, ...], exhaust: tuple[int, ...], recycle: tuple[int, ...],
                   keep: tuple) -> None:
    """Once its targets are chosen (``activation_pick``), the ability's cost is paid and it is
    finalized (403-406)."""
    _pay_and_finalize(g, player, source, lender, key, trash, exhaust, recycle, keep)


def free_adds(g: GameState, player: int) -> tuple[int, tuple[str, ...], tuple[Restricted, ...]]:
    """The Energy, Power and restricted resources (payment.RESTRICTIONS) the player's Add
    abilities with Reaction could add while a cost is being paid (429.3), counting those whose
    only cost is exhausting their ready source (and killing it, a Gold token's): a play they would
    complete is offered (357.1.a). One ability per source, since it exhausts."""
    if not _in_game(g, "priority"):
        return 0, (), ()
    energy = 0
    power: list[str] = []
    restricted: list[Restricted] = []
    cards = g.cards
    table = g.index.of("activated")
    for source in _sources(g, player):
        if cards[source].id not in table or is_exhausted(g, source):
            continue
        for lender, _mode, a in abilities_of(g, player, source):
            if (lender is not None or not a.reaction or not a.exhaust or a.energy or a.power
                    or a.spend_buff or a.xp or a.recycle_trash or a.usable is not None
                    or not adds_at_once(a.script)):
                continue
            for s in a.script.steps:
                if s.only is not None:
                    restricted += [("Energy", s.only)] * s.energy_now(g, source) + [(d, s.only)
                                                                                    for d in s.power]
                    continue
                energy += s.energy_now(g, source)
                power.extend(s.power)
            break
    return energy, tuple(power), tuple(restricted)


FREE_ADDS.append(free_adds)  # what paying a cost may count on (429.3, payment.can_pay)


def add_activation(g: GameState, action: Activate) -> bool:
    """Whether ``action`` activates an Add ability, which resolves at once (429.2)."""
    lender = action.source if action.of is None else action.of
    return adds_at_once(ability_of(g, ability_key(g.cards[lender].id, action.mode)).script)
