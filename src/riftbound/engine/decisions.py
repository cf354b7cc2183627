"""Legal actions for the pending decision, and applying a player's answer.

Options are enumerated only for the decision that is pending, and only as distinct outcomes:
interchangeable cards (same card, same place, same status) are not offered twice, and runes of one
domain and status are interchangeable when paying (see docs/rulings.md).
"""

from __future__ import annotations

from itertools import chain as concat
from itertools import product
from typing import Any, Final

from ..actions import (
    BASE,
    Action,
    Activate,
    AssignDamage,
    ChooseBattlefield,
    ChooseCard,
    ChooseName,
    ChooseOpponent,
    ChooseReplacement,
    EndTurn,
    Hide,
    Invite,
    Move,
    Mulligan,
    OrderTriggers,
    Pass,
    Pay,
    PlayGear,
    PlaySpell,
    PlayUnit,
)
from ..state import Decision, GameState, Unit, base_of
from .abilities import _in_game, activate_tasks, activation_options, add_activation
from .battlefield_passives import may_move_to_base
from .battlefield_tokens import moves_here_from_anywhere
from .chain import may_play_spell_now, pass_priority, spell_cost, spell_script
from .choices import CARD_CHOICE_OFFERED as CARD_CHOICE_OFFERED  # re-exported: where they used to be
from .choices import CARD_CHOICE_TEXT as CARD_CHOICE_TEXT
from .choices import CARD_CHOICES, EFFECT_COSTS
from .choices import register_choice as register_choice
from .combat import apply_assignment, assignment_options, pass_focus
from .contexts import (
    CombatSide,
    FightAt,
    Invited,
    NamePick,
    Opponents,
    PayCost,
    PayEffect,
    PayPermanent,
    PlaceBattlefield,
    Priority,
    Replacements,
    Triggered,
    TriggeredOnSubject,
    as_context,
)
from .core import TASKS, decide, emit, push, run, task
from .costs import unit_costs
from .gear import gear_options, quick_draw_options
from .given_flow import ANY as FLOW_ANY
from .hidden import facedown_at, facedown_play_options, hide_options
from .keywords import (
    ability_being_paid,
    ambush_locations,
    ambush_options,
    payable_choices,
    trigger_cost,
)
from .move_bans import may_move_unit
from .move_tax import QUESTION as MOVE_TAX
from .move_tax import move_tax
from .naming import name_options
from .next_card_discount import next_card_discounts
from .open_battlefields import open_locations
from .optional_discounts import discounts_given
from .passives import has_ganking
from .payment import PayCheck, can_pay
from .play_restrictions import allowed_plays
from .pool_keeping import every_payment
from .primitives import recycle_cards
from .replacements import apply as apply_replacement
from .replacements import options as replacement_options
from .spell_keywords import flow_options
from .trash_plays import QUESTION as TRASH_PLAYS
from .trash_plays import hand_and_trash, trash_playable
from .turn_effects import UNITS_COST_MORE, has_turn_effect
from .unit_timing import _timed, timed_unit_options
from .units import (
    TriggerItem,
    closed_by_a_fight,
    ordering_task,
    placing,
    trigger_items,
    trigger_orders,
    unit_cost,
)

#: decision kinds whose single legal option is taken without asking (there is nothing to choose)
FORCED: Final = frozenset({"focus", "assign", "choose_battlefield", "choose_opponent", "mulligan", "pay",
                           "priority", "choose_card", "order_triggers", "replacement"})

_PASS: Final = Pass()  # the options without fields, one object each (actions.py: shared action objects)
_END_TURN: Final = EndTurn()


def add_options_while_paying(g: GameState, player: int) -> list[Activate]:
    """Rule 429.3: while a cost is being paid, the payer may activate their Add abilities that have
    Reaction; 357.3: when the payment can't be declined (a card being played), not one whose own
    cost in runes or pool would leave that payment impossible."""
    adds = [a for a in activation_options(g, player, "priority") if add_activation(g, a)]
    d = g.pending
    if not adds or d is None or pay_terms(g, d.context)[3]:
        return adds
    out = []
    for a in adds:
        if a.exhaust or a.recycle or a.spend or a.keep_energy or a.keep_power:  # it pays a cost
            trial = g.clone(log=False)
            add_while_paying(trial, player, a, d)
            energy, reqs, purpose, _ = pay_terms(trial, d.context)
            if not can_pay(trial, player, energy, reqs, purpose):
                continue
        out.append(a)
    return out


def add_while_paying(g: GameState, player: int, action: Activate, d: Decision) -> None:
    """Rule 429.3.a: an Add ability activated during a payment finalizes and resolves at once (no
    cleanup meanwhile), and the same payment decision is asked again."""
    TASKS["activate"](g, *activate_tasks(player, action)[1:])
    if g.tasks and g.tasks[-1] == ("cleanup", ""):
        g.tasks.pop()
    g.pending = d


def legal_actions(g: GameState) -> list[Action]:
    """Every legal answer to the pending decision, in a stable order."""
    d = g.pending
    if d is None:
        return []
    kind = d.kind
    if kind == "main":
        return main_options(g, d.player)
    if kind == "pay":
        # 357, 166: the pool spent first, then the payments that keep some of it, if any
        energy, reqs, purpose, may_decline = pay_terms(g, d.context)
        pays: list[Action] = [Pay(ex, rc, ke, kp, sp)
                              for ex, rc, ke, kp, sp in every_payment(g, d.player, energy, reqs, purpose)]
        if may_decline:
            pays.append(_PASS)
        return pays + add_options_while_paying(g, d.player)  # 429.3: Add Reactions while paying
    if kind == "invited":
        return invited_options(g, d.player)
    if kind == "focus" or kind == "priority":
        out: list[Action] = [_PASS]
        if kind == "focus" and d.player == g.turn_player:  # 811.1.b, 313.1: Hide on their turn
            out.extend(hide_options(g, d.player))
        if not _may_respond(g, d.player, kind):
            return out
        out.extend(spell_options(g, d.player, kind))
        out.extend(facedown_play_options(g, d.player))  # they have Reaction (811.6)
        out.extend(ambush_options(g, d.player))  # Reaction to where they have units (822.1.b)
        out.extend(timed_unit_options(g, d.player, kind))  # units with Action or Reaction (806, 813)
        _merge(out, flow_options(g, d.player, kind))  # Flow spells from the trash (829.1.b)
        out.extend(activation_options(g, d.player, kind))  # with Action or Reaction (381)
        out.extend(quick_draw_options(g, d.player))  # gear with Quick-Draw have Reaction (819.1.b)
        return allowed_plays(g, d.player, out)  # what can't be played (play_restrictions)
    if kind == "choose_card":
        return [ChooseCard(c) for c in CARD_CHOICES[d.context[0]](g, d.player, d.context)]
    if kind == "mulligan":
        return mulligan_options(g, d.player)
    if kind == "assign":
        return [AssignDamage(a) for a in assignment_options(g, as_context(d.context, CombatSide).side)]
    if kind == "choose_battlefield":
        ctx = d.context
        return [ChooseBattlefield(i) for i in (ctx.options if isinstance(ctx, PlaceBattlefield)
                                               else as_context(ctx, FightAt).battlefields)]
    if kind == "choose_opponent":
        return [ChooseOpponent(p) for p in as_context(d.context, Opponents).seats]
    if kind == "choose_name":  # 759-763: names from the card table, not the game (ruling 106)
        return [ChooseName(n) for n in name_options(as_context(d.context, NamePick).what)]
    if kind == "order_triggers":
        items = _ordered_items(d.context)
        named = len({c for c, _, _ in items}) == len(items)  # else a source has two abilities
        return [OrderTriggers(tuple(items[i][0] for i in o), () if named else o)
                for o in trigger_orders(g, items)]
    if kind == "replacement":
        return [ChooseReplacement(k) for k in
                replacement_options(g, d.player, as_context(d.context, Replacements))]
    raise AssertionError(f"unknown decision {kind}")


def _merge(out: list, more: list) -> None:
    """Add the options of ``more`` not already in ``out``: a spell with Flow in a trash its player
    may also play from by a permission is one option (its player chooses the way as they play it,
    engine/trash_plays.py)."""
    if out:
        more = [a for a in more if a not in out]
    out.extend(more)


def _may_respond(g: GameState, player: int, timing: str) -> bool:
    """Whether any of the option lists below could offer ``player`` a play with Focus or Priority:
    the test each of them starts with, so that False means passing is the only option (a fast
    path: most Priority decisions are forced passes). The cheap tests come first, pricing spells
    last (each test asks nothing of the state but reads it, so their order doesn't matter)."""
    # (typed: compiled, the memo is read as a C struct, not by generic look-ups)
    got: tuple[Any, Any, tuple[list[int], bool, bool], tuple[list[int], bool, bool]] | None = g.memo.get(
        "may_respond")
    if got is None or got[0] is not g.index or got[1] is not g.cards:
        got = g.memo["may_respond"] = _responders(g)
    kinds, fast, flow = got[2] if timing == "priority" else got[3]
    p = g.players[player]
    spells: list[int] = []
    for cid in p.hand:
        k = kinds[cid]
        if k < 0:
            k = kinds[cid] = _responder(g, cid, timing)
        if k & _NOW:
            return True  # quick_draw_options, ambush_options, timed_unit_options
        if k & _SPELL:
            spells.append(cid)
    if p.champion is not None:
        k = kinds[p.champion]
        if k < 0:
            k = kinds[p.champion] = _responder(g, p.champion, timing)
        if k & _UNIT:
            return True
    for b in g.battlefields:
        if b.facedown is not None and b.facedown[1] == player:
            return True  # facedown_play_options
    if p.trash and (flow or FLOW_ANY in g.counts):  # keywords._has_flow
        return True  # flow_options
    if p.trash and TRASH_PLAYS in g.index.answers and trash_playable(g, player):
        return True  # the option lists, from the trash by a permission (engine/trash_plays.py)
    if fast:
        return True  # activation_options (abilities._in_game)
    for cid in spells:  # spell_options
        energy, pips = spell_cost(g, cid)  # (compiled, a call with ``*`` goes the generic way)
        if can_pay(g, player, energy, pips, "spell"):
            return True
    return False


#: :func:`_responder`'s answer, bits: a card in hand that is an option whatever the state (a gear
#: with Quick-Draw, a unit with Ambush or the timing's keyword); a card with Ambush or the timing's
#: keyword (the test of the Champion Zone); a spell whose timing allows it (if it can be paid)
_NOW: Final = 1
_UNIT: Final = 2
_SPELL: Final = 4


def _responder(g: GameState, cid: int, timing: str) -> int:
    """:func:`_may_respond`'s question about card ``cid``, whose answer depends only on its card
    and the game's index."""
    c = g.cards[cid]
    k = _NOW if c.id in g.index.of("quick_draw") else 0
    if c.has_keyword("Ambush") or _timed(g, c, timing):
        k |= _UNIT | (_NOW if c.type == "Unit" else 0)
    if c.type == "Spell" and may_play_spell_now(g, cid, timing):
        k |= _SPELL
    return k


def _responders(g: GameState) -> tuple[Any, Any, tuple[list[int], bool, bool], tuple[list[int], bool, bool]]:
    """:func:`_may_respond`'s memo for this game's index and cards (shared by clones, like
    abilities._in_game's): per timing, each card's :func:`_responder` answer (-1: not found yet),
    whether an activated ability may be activated (_in_game) and whether any card has a Flow cost
    (the part of keywords._has_flow that depends on the index only)."""
    flow = any("Flow" in costs for costs in g.index.of("cost:keywords").values())
    n = len(g.cards)
    return (g.index, g.cards, ([-1] * n, _in_game(g, "priority"), flow),
            ([-1] * n, _in_game(g, "focus"), flow))


def resolve(g: GameState, action: Action) -> None:
    """Carry out a legal answer to the pending decision (checked by the caller)."""
    d = g.pending
    assert d is not None
    g.pending = None
    g.decisions += 1
    player = d.player
    # the most frequent answers first (a forced Pass at Priority or Focus most of all)
    if isinstance(action, Pass):
        kind = d.kind
        if kind == "priority":
            pass_priority(g, player, as_context(d.context, Priority).passes)
        elif kind == "pay" and isinstance(d.context, PayEffect):  # 204.3.b: declined, no effect
            push(g, (d.context.task, player, d.context.cid, d.context.step, False, (), ()))
        elif kind == "pay":  # 404.2: the triggered ability's cost declined; it leaves the chain
            push(g, ("decline_ability_cost", player, as_context(d.context, PayCost).cid))
        elif kind == "invited":  # declined: the Turn Player has Priority again (316.5.b.1)
            push(g, ("main_priority",))
        else:
            pass_focus(g)
    elif isinstance(action, Pay):
        ctx = d.context
        # 166: the pool resources kept, passed on only when there are any
        runes = (action.exhaust, action.recycle,
                 *(((action.keep_energy, action.keep_power, *((action.spend,) if action.spend else ())),)
                   if action.keep_energy or action.keep_power or action.spend else ()))
        if isinstance(ctx, PayEffect):  # 204.3.b: paid as the spell or ability resolves
            push(g, (ctx.task, player, ctx.cid, ctx.step, True, *runes))
        elif isinstance(ctx, PayCost):
            what = "pay_ability" if ability_being_paid(g, ctx.cid) is not None else "pay_spell"
            push(g, (what, player, ctx.cid, *runes))
        else:
            paid = as_context(ctx, PayPermanent)
            if g.cards[paid.cid].type == "Gear":  # a gear card being played (its base, 149.2)
                push(g, ("pay_gear", player, paid.cid, *runes))
            else:
                push(g, ("pay_unit", player, paid.cid, paid.location, paid.accelerate, *runes))
    elif isinstance(action, EndTurn):
        push(g, ("end_main",))
    elif isinstance(action, PlayUnit):
        if facedown_at(g, action.card) is not None:
            # 811.6: at Reaction speed, so also with Focus or Priority (continued as for a spell)
            after = [("main_priority",)] if d.kind == "main" else [("focus",)] if d.kind == "focus" else []
            push(g, ("play_facedown_unit", player, action.card, action.accelerate), *after)
        elif d.kind != "main":
            # 822.1.b: a unit with Ambush played as a Reaction; once it has resolved play goes on as
            # after a unit played from facedown (811.6, see units._pay_unit)
            # (also a unit with Action or Reaction, 806.1.c.1, 813.1.c.1, to its base or a battlefield)
            after = [("focus",)] if d.kind == "focus" else []
            loc = base_of(player) if action.location == BASE else action.location
            push(g, ("play_unit", player, action.card, loc, action.accelerate), *after)
        else:
            loc = base_of(player) if action.location == BASE else action.location
            push(g, ("play_unit", player, action.card, loc, action.accelerate), ("main_priority",))
    elif isinstance(action, Move):
        dest = base_of(player) if action.to == BASE else action.to
        push(g, ("standard_move", player, action.units, dest), ("main_priority",))
    elif isinstance(action, PlaySpell):
        play = ("play_spell", player, action.card, action.targets, action.destination)
        if facedown_at(g, action.card) is not None:
            play = ("play_facedown_spell", *play[1:])
        if d.kind == "main" or d.kind == "invited":  # 316.5.b.1: then back to the Turn Player
            push(g, play, ("main_priority",))
        elif d.kind == "focus":
            push(g, play, ("focus",))
        else:  # priority: the play's own finalization hands Priority on (337.4)
            push(g, play)
    elif isinstance(action, Invite):  # 489.8.a: the teammate decides with the inviter's Priority
        decide(g, action.player, "invited", Invited(player))
    elif isinstance(action, ChooseCard):
        push(g, (d.context[0], player, *d.context[1:], action.card))
    elif isinstance(action, Mulligan):
        push(g, ("do_mulligan", player, action.cards))
    elif isinstance(action, AssignDamage):
        apply_assignment(g, as_context(d.context, CombatSide).side, action.assignment)
    elif isinstance(action, ChooseBattlefield):  # the task the chosen battlefield completes
        where = d.context
        if isinstance(where, PlaceBattlefield):
            push(g, (where.task, action.battlefield, where.seat, where.cids))
        else:
            push(g, (as_context(where, FightAt).task, action.battlefield))
    elif isinstance(action, ChooseName):  # 760: the task the name completes
        pick = as_context(d.context, NamePick)
        push(g, (pick.task, player, pick.cid, pick.what, action.name))
    elif isinstance(action, ChooseOpponent):
        # 431.2.c: Burn Out's point; another reason names the task that gives what was chosen for
        reason = as_context(d.context, Opponents).reason
        push(g, ("burn_point" if reason == "burn_out" else reason, player, action.player))
    elif isinstance(action, OrderTriggers):
        # each ability with its own kind and subject (383.3.d), named by its source or, when a
        # source has two of them, by its place in the decision's listing
        items = _ordered_items(d.context)
        idx = action.abilities or tuple(next(i for i, it in enumerate(items) if it[0] == c)
                                        for c in action.order)
        # one placed first of too many orders: the rest are ordered next (ruling 118)
        rest = [it for i, it in enumerate(items) if i not in idx]
        push(g, *placing(player, items, idx), *((ordering_task(player, rest),) if rest else ()))
    elif isinstance(action, ChooseReplacement):
        rep = as_context(d.context, Replacements)
        apply_replacement(g, rep.event, player, rep.args, rep.default, rep.applied, action.key)
    elif isinstance(action, Hide):  # no chain opens (811.1.c.2): the same player decides again
        again = ("main_priority",) if d.kind == "main" else ("focus",)
        push(g, ("hide", player, action.card, action.battlefield, action.recycle,
                 *((action.keep_power,) if action.keep_power else ())), again)
    elif isinstance(action, PlayGear):  # Main Phase timing, to their base (149.2)
        # 819.1.b: with Quick-Draw also with Focus or Priority, continued as an Ambush unit's play
        after = [("main_priority",)] if d.kind == "main" else [("focus",)] if d.kind == "focus" else []
        # 811.1.c.3: a hidden gear is played from its Facedown Zone, at Reaction speed (811.6)
        how = "play_facedown_gear" if facedown_at(g, action.card) is not None else "play_gear"
        push(g, (how, player, action.card), *after)
    elif isinstance(action, Activate) and d.kind == "pay":  # 429.3.a: resolves at once, then pay
        add_while_paying(g, player, action, d)
    elif isinstance(action, Activate):  # as a spell is played (377.3): then what the decision continues
        after = ([("main_priority",)] if d.kind in ("main", "invited")
                 else [("focus",)] if d.kind == "focus" else [])
        if d.kind == "priority" and add_activation(g, action):  # 429.2.a: Priority stays with them
            push(g, ("priority", player, as_context(d.context, Priority).passes))
        push(g, activate_tasks(player, action), *after)
    else:  # pragma: no cover - guarded by the caller
        raise AssertionError(action)


def advance(g: GameState, pass_before: int = 0) -> list[Action] | None:
    """Run the engine, taking forced decisions (exactly one option) until a real choice; return the
    legal actions of that choice when they had to be listed to see it is one (else None). A game
    that is ``stepping`` (a judge's option) stops at forced decisions too. ``pass_before``: a
    caller whose every answer to Focus and Priority before that turn is Pass (always legal there;
    a search's rollout policy) has them answered so without listing them (most are forced passes,
    but their options must be priced to know it)."""
    fresh = True
    while True:
        run(g, fresh)
        fresh = False  # from here on only the engine changes the state (state.GameState.quiet)
        d = g.pending
        if d is None or d.kind not in FORCED:
            return None
        if g.turn < pass_before and (d.kind == "focus" or d.kind == "priority") and not g.stepping:
            resolve(g, _PASS)
            if g.outcome is not None:
                return None
            continue
        opts = legal_actions(g)
        if len(opts) != 1 or g.stepping:
            return opts
        resolve(g, opts[0])


# --- mulligan -----------------------------------------------------------------------------------

def mulligan_options(g: GameState, player: int) -> list[Action]:
    """Rule 117.1: any set of up to two cards, one option per distinct set of card names."""
    hand = sorted(g.players[player].hand)
    first: dict[int, list[int]] = {}
    for cid in hand:
        first.setdefault(g.cards[cid].index, []).append(cid)
    picks: set[tuple[int, ...]] = {()}
    kinds = sorted(first)
    for i, a in enumerate(kinds):
        picks.add((first[a][0],))
        if len(first[a]) > 1:
            picks.add((first[a][0], first[a][1]))
        for b in kinds[i + 1:]:
            picks.add((first[a][0], first[b][0]))
    return [Mulligan(p) for p in sorted(picks, key=lambda t: (len(t), t))]


# --- the Main Phase -----------------------------------------------------------------------------

def main_options(g: GameState, player: int) -> list[Action]:
    """Discretionary actions of the Turn Player in a Neutral Open Main Phase (316.5, 410.1), and
    in team modes inviting a teammate who has something to play (316.5.b.1, 489.8.a)."""
    out = main_plays(g, player)
    out.extend(move_options(g, player))
    if g.mode.has_teammates:
        out.extend(Invite(q) for q in teammates(g, player) if invited_options(g, q)[1:])
    out.append(_END_TURN)
    return out


def teammates(g: GameState, player: int) -> list[int]:
    """The living players on ``player``'s team other than ``player`` (489.8)."""
    team = g.team_of[player]
    return [q for q, ps in enumerate(g.players) if q != player and ps.alive and g.team_of[q] == team]


def invited_options(g: GameState, player: int) -> list[Action]:
    """What an invited teammate may do with the Turn Player's Priority (316.5.b.1, 489.8.a):
    play a spell, of any speed, or activate an ability; or decline (Pass, the first option)."""
    out: list[Action] = [_PASS]
    out.extend(spell_options(g, player, "main"))
    _merge(out, flow_options(g, player, "main"))  # 829.1.b: a Flow spell is a spell too
    out.extend(activation_options(g, player, "main"))
    return allowed_plays(g, player, out)  # what can't be played (play_restrictions)


def main_plays(g: GameState, player: int, units: list[PlayUnit] | None = None) -> list[Action]:
    """The Main Phase actions other than Standard Moves and ending the turn: playing cards,
    hiding, activating abilities (bots that plan their own moves list only these). ``units``:
    :func:`play_options` of this very position, when the caller has listed them already."""
    out: list[Action] = []
    zone = hand_and_trash(g, player)  # once: the listers below change nothing
    out.extend(_unit_plays(g, player, zone) if units is None else units)  # (filtered below, once)
    out.extend(spell_options(g, player, "main", zone))
    _merge(out, flow_options(g, player, "main"))  # 829.1.b: Flow spells from the trash
    out.extend(facedown_play_options(g, player))
    out.extend(hide_options(g, player))
    out.extend(activation_options(g, player, "main"))
    out.extend(gear_options(g, player, zone))  # 149.2, 310.1.a: to their base, in the Main Phase
    return allowed_plays(g, player, out)  # what can't be played (play_restrictions)


def pay_terms(g: GameState, context: tuple) -> tuple[int, tuple, str, bool]:
    """What a "pay" decision asks: the total cost it pays (356), Energy and Power pips; what that
    cost is for (payment.PURPOSES); and whether the payer may decline it.

    A spell's or ability's (:class:`PayCost`): a triggered ability's base and Deflect costs
    (383.3.b, 809.1.d), "", which may be declined (404.2), else a spell's, "spell". A unit's or a
    gear's with its Accelerate choice (:class:`PayPermanent`), "unit" or "gear". One within a
    resolving effect's instructions (:class:`PayEffect`, 204.3.b: none left to pay when its source
    has gone), "", which may be declined (204.3.b: without paying, no effect)."""
    if isinstance(context, PayEffect):
        energy, reqs = EFFECT_COSTS[context.task](g, context.cid, context.step) or (0, ())
        return energy, reqs, "", True
    if isinstance(context, PayCost):
        item = ability_being_paid(g, context.cid)
        if item is not None:
            energy, reqs = trigger_cost(g, item)
            return energy, reqs, "", True
        energy, reqs = spell_cost(g, context.cid)
        return energy, reqs, "spell", False
    paid = as_context(context, PayPermanent)
    energy, reqs = unit_cost(g, paid.cid, paid.accelerate)
    return energy, reqs, "gear" if g.cards[paid.cid].type == "Gear" else "unit", False


def _ordered_items(ctx: tuple) -> list[TriggerItem]:
    """The abilities an "order_triggers" decision orders (383.3.d): source, kind, subject."""
    if isinstance(ctx, TriggeredOnSubject):
        return trigger_items(ctx.ability, ctx.sources, ctx.subjects)
    order = as_context(ctx, Triggered)
    return trigger_items(order.ability, order.sources)


def spell_options(g: GameState, player: int, timing: str,
                  zone: list[tuple[int, int]] | None = None) -> list[PlaySpell]:
    """Spells the player may play now from hand (419.1.a): one option per distinct card, per
    distinct legal set of choices and targets (355), when the timing allows it (358.4: ``timing``
    is the decision, "main", "focus" or "priority") and the cost can be paid (419.2.a).
    ``zone``: :func:`hand_and_trash` of this very position, when the caller has it."""
    cards = g.cards
    # from the trash too, by a permission (engine/trash_plays.py)
    spells = [(cid, key) for cid, key in (hand_and_trash(g, player) if zone is None else zone)
              if cards[cid].type == "Spell"]
    out: list[PlaySpell] = []
    if not spells:
        return out
    seen: set[int] = set()
    payable = PayCheck(g, player, "spell")  # can_pay, each cost once (the state doesn't change here)
    for cid, key in spells:
        if key in seen:
            continue
        seen.add(key)
        script = spell_script(g, cid)
        if script is None or not may_play_spell_now(g, cid, timing):
            continue
        energy, pips = spell_cost(g, cid)
        if not payable.can(energy, pips):
            continue
        # 809.1.d: a choice of targets whose Deflect cost can't be paid as well is not offered
        out += [PlaySpell(cid, t, dest) for t, dest in payable_choices(
            g, player, energy, pips, script.choices(g, player, cid), cid, payable)]
    return out


def play_options(g: GameState, player: int) -> list[PlayUnit]:
    """Units the player can play and pay for: one per distinct card in hand or the Champion Zone
    (108.3.d), per Accelerate choice (805), per valid location (355.2.a)."""
    return allowed_plays(g, player, _unit_plays(g, player))  # what can't be played (play_restrictions)


def _unit_plays(g: GameState, player: int, zone: list[tuple[int, int]] | None = None) -> list[PlayUnit]:
    """:func:`play_options` before the play restrictions are applied (``zone``: as spell_options')."""
    p = g.players[player]
    cards = g.cards
    candidates: list[int] = []
    if p.champion is not None and cards[p.champion].type == "Unit":
        candidates.append(p.champion)
    seen: set[int] = set()
    # and the trash, by a permission (trash_plays.py)
    for cid, key in hand_and_trash(g, player) if zone is None else zone:
        if cards[cid].type == "Unit" and key not in seen:
            seen.add(key)
            candidates.append(cid)
    out: list[PlayUnit] = []
    if not candidates:
        return out
    locations = [BASE] + [i for i, b in enumerate(g.battlefields) if b.controller == player]
    # the printed cost is the total: no unit is being played from facedown (811.1.b) and no
    # unit on the board and no battlefield gives discounts (356.4, costs.aura_energy)
    answers = g.index.answers
    auras = answers.get("cost:aura")
    plain = not g.chain and "cost:battlefield" not in answers and (auras is None or not any(
        cards[u.cid].id in auras for u in g.units.values())) and not (
        g.counts and has_turn_effect(g, UNITS_COST_MORE, player))  # 356.3: an increase this turn
    plain = plain and not next_card_discounts(g, player)  # 356.4.d: a next-card discount (Heron)
    plain = plain and not discounts_given(g, player)  # 356.4.c: on Accelerate (optional_discounts.py)
    own_table = answers.get("cost:own")  # costs.own_cost, asked once per card below
    only_conquered = answers.get("play:only_conquered")
    opens = "play:open_battlefield" in answers or "play:occupied_enemy_battlefield" in answers
    payable = PayCheck(g, player, "unit")  # can_pay, each cost once (the state doesn't change here)
    for cid in candidates:
        c = cards[cid]
        printed = plain and (own_table is None or own_table.get(c.id) is None)
        for acc in ((False, True) if c.accelerate else (False,)):
            if printed and not acc:  # the printed cost
                ok = payable.can(c.energy, c.power_options)
            elif printed:  # and Accelerate's [1] and Power of the unit's domains (805.1.a)
                ok = payable.can(c.energy + 1, (*c.power_options, frozenset(c.domains) or None))
            else:  # 356: the total cost, with each choice of optional costs (none: unplayable)
                ok = any(payable.can(e, pips) for e, pips in unit_costs(g, player, cid, acc))
            if not ok:
                continue
            if only_conquered is not None and only_conquered.get(c.id):
                # 355.2: "play me only to a battlefield you conquered this turn" (scoring.py notes
                # each conquest); no other place, whatever else would allow it
                out += [PlayUnit(cid, loc, acc) for loc in locations
                        if loc >= 0 and g.counts.get(f"conquest:{player}:{loc}")]
            else:
                out += [PlayUnit(cid, loc, acc) for loc in locations]
                if c.has_keyword("Ambush"):  # 822.1.b-c: Ambush adds battlefields where the player has units
                    out += [PlayUnit(cid, loc, acc) for loc in ambush_locations(g, player, cid)
                            if loc not in locations]
                if opens:  # 355.2.b: a card's permission to play it to an open battlefield (170.11.c)
                    out += [PlayUnit(cid, loc, acc) for loc in open_locations(g, player, cid)]
    return out


def movers_to(g: GameState, player: int, dest: int) -> list[Unit] | None:
    """The player's units that may take a Standard Move to ``dest`` (144.4), or None if ``dest``
    is not a valid destination.

    Base to a battlefield; battlefield to base; battlefield to battlefield with Ganking (810), or
    to a battlefield whose passive lets units move there from anywhere (187.9 the Baron Pit).
    A battlefield with units of two other players (144.4.a.1) or, in team modes, one a teammate
    occupies (447.2.b) is not a valid destination.
    """
    ready = [u for u in g.units.values() if u.controller == player and not u.exhausted
             and may_move_unit(g, u.cid, player)]  # a unit they can't move this turn (engine/move_bans.py)
    if dest == BASE:  # 359.3.e.6: not from a battlefield units can't move to base from
        return [u for u in ready if u.loc >= 0 and may_move_to_base(g, u)]
    if not 0 <= dest < len(g.battlefields):
        return None
    others = {u.controller for u in g.units.values() if u.loc == dest} - {player}
    team = g.team_of[player]
    if len(others) >= 2 or any(g.team_of[q] == team for q in others) or closed_by_a_fight(g, player, dest):
        return None
    home = base_of(player)
    anywhere = moves_here_from_anywhere(g, dest)  # 187.9: from another battlefield without Ganking
    return [u for u in ready if u.loc == home or (u.loc >= 0 and u.loc != dest
                                                  and (anywhere or has_ganking(g, u)))]


def move_is_legal(g: GameState, player: int, move: Move) -> bool:
    """Whether ``move`` is a legal Standard Move now, without listing every group (144.3)."""
    movers = movers_to(g, player, move.to)
    if movers is None or not move.units or len(set(move.units)) != len(move.units):
        return False
    ids = {u.cid for u in movers}
    if not all(c in ids for c in move.units):
        return False
    tax = move_tax(g, player, move.units, move.to) if MOVE_TAX in g.index.answers else ()
    return not tax or can_pay(g, player, 0, tax)  # 144.3.c: its tax payable (engine/move_tax.py)


def move_options(g: GameState, player: int) -> list[Action]:
    """Standard Moves (144.3-144.4): any group of ready units to one valid destination, one
    option per distinct group (interchangeable units are not offered twice).

    The destinations are those of :func:`movers_to`, worked out here in one pass over the units:
    a unit's group key, its Ganking and the players at each battlefield are found once, not once
    per destination (the same options in the same order)."""
    out: list[Action] = []
    units = g.units
    ready = [u for u in units.values() if u.controller == player and not u.exhausted]
    if g.counts and "no_move" in g.counts:  # units the player can't move this turn (engine/move_bans.py)
        ready = [u for u in ready if may_move_unit(g, u.cid, player)]
    if not ready:
        return out
    cards = g.cards
    n_bf = len(g.battlefields)
    present: list[set[int]] = [set() for _ in range(n_bf)]
    for u in units.values():
        loc = u.loc
        if loc >= 0 and loc < n_bf:
            present[loc].add(u.controller)
    # a unit's group key; a unit whose card no other ready unit shares is alone in its group, and
    # its card's number alone (the key's first field) sorts the groups as its whole key would
    index = [cards[u.cid].index for u in ready]
    keys: dict[int, tuple] = {}
    if len(set(index)) == len(index):
        for u, i in zip(ready, index):  # noqa: B905
            keys[u.cid] = (i,)
    else:
        attached: dict[int, list[int]] = {}
        for x in g.gear.values():
            if x.attached_to is not None:
                attached.setdefault(x.attached_to, []).append(x.cid)
        for u, i in zip(ready, index):  # noqa: B905
            keys[u.cid] = ((i, u.loc, u.damage, u.buffs, u.turn_might, u.base_might,
                            u.combat_might, u.stunned, u.temporary, u.empowered, u.turn_keywords,
                            u.might_mod,  # 801.3.a, 477.3; 441, 434:
                            tuple(attached.get(u.cid, ()))) if index.count(i) > 1 else (i,))
    ganking: dict[int, bool] = {}
    home = base_of(player)
    team_of = g.team_of
    team = team_of[player]
    two = len(g.players) <= 2  # (closed_by_a_fight: never with two players)
    taxed_anywhere = MOVE_TAX in g.index.answers
    seen: dict[tuple[int, ...], list[tuple[int, ...]]] = {}
    for dest in [*range(n_bf), BASE]:
        if dest == BASE:  # 359.3.e.6: not from a battlefield units can't move to base from
            movers = [u for u in ready if u.loc >= 0 and may_move_to_base(g, u)]
        else:
            others = present[dest]
            if others and (others != {player}):
                others = others - {player}
                if len(others) >= 2 or any(team_of[q] == team for q in others):
                    continue
            if not two and closed_by_a_fight(g, player, dest):
                continue
            movers = []
            anywhere = moves_here_from_anywhere(g, dest)  # 187.9: no Ganking needed to come here
            for u in ready:
                loc = u.loc
                if loc == home:
                    movers.append(u)
                elif loc >= 0 and loc != dest and anywhere:
                    movers.append(u)
                elif loc >= 0 and loc != dest:
                    gank = ganking.get(u.cid)
                    if gank is None:
                        gank = ganking[u.cid] = has_ganking(g, u)
                    if gank:
                        movers.append(u)
        if not movers:
            continue
        taxed = dest >= 0 and taxed_anywhere
        if len(movers) == 1:  # the common case: one group of one unit
            one = (movers[0].cid,)
            if not taxed or can_pay(g, player, 0, move_tax(g, player, one, dest)):
                out.append(Move(one, dest))
            continue
        found = tuple([u.cid for u in movers])
        made = seen.get(found)  # the same units may move to another destination: the same groups
        if made is None:
            made = seen[found] = _move_groups(movers, keys)
        for group in made:
            if taxed and not can_pay(g, player, 0, move_tax(g, player, group, dest)):
                continue  # 144.3.c: a tax on moving several units it can't pay (engine/move_tax.py)
            out.append(Move(group, dest))
    return out


def _move_groups(movers: list[Unit], keys: dict[int, tuple]) -> list[tuple[int, ...]]:
    """The distinct groups of ``movers`` (144.3): each set of interchangeable units (the same
    ``keys``) offers its first 0, 1, ... n units; every combination but taking none, each group's
    cids sorted."""
    groups: dict[tuple, list[int]] = {}
    for u in movers:
        groups.setdefault(keys[u.cid], []).append(u.cid)
    takes: list[list[tuple[int, ...]]] = []
    for k in sorted(groups):
        cids = groups[k]
        if len(cids) == 1:  # (the common case: a unit alone in its group)
            takes.append([(), (cids[0],)])
            continue
        cids.sort()
        takes.append([tuple(cids[:n]) for n in range(len(cids) + 1)])
    combos = product(*takes)
    next(combos)  # none from every group
    return [tuple(sorted(concat.from_iterable(parts))) for parts in combos]


# --- tasks that answer decisions ----------------------------------------------------------------

def _register() -> None:
    @task("do_mulligan", "p", "cs")
    def _do_mulligan(g: GameState, player: int, cards: tuple[int, ...]) -> None:
        """Rule 117: set aside, draw as many, then recycle the set-aside cards."""
        p = g.players[player]
        for cid in cards:
            p.hand.remove(cid)
            p.set_aside.append(cid)
        p.mulliganed = True
        emit(g, "117", "mulligan", player, len(cards))
        if cards:
            push(g, ("draw", player, len(cards)), ("recycle_set_aside", player))

    @task("recycle_set_aside", "p")
    def _recycle_set_aside(g: GameState, player: int) -> None:
        p = g.players[player]
        recycle_cards(g, player, p.set_aside[:])


_register()
