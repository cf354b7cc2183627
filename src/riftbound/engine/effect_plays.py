"""Playing a card as part of an effect (rule 419.3): from the trash or banishment, its cost ignored,
its Energy cost ignored, replaced, or reduced.

Such a play is a Limited Action (419.3.a) with every step of a play as usual except what the effect
says (419.3.b):

- as the effect's instruction executes, the card moves to the chain, pending (354.1); the turn's
  counts note how the effect changes its cost and where it came from
  (:mod:`.effect_play_facts`);
- the item that played it goes on resolving first (354.3); once it has finished, the card is the
  oldest pending item and its player completes its play (337.1): where a unit enters (355.2: their
  base, a battlefield they control, or where a permission of the card lets it, 355.2.b, 822.1.c),
  whether to pay Accelerate (an optional additional cost paid even when the base cost is ignored,
  356.1.b.3) and its other additional costs (355.1.a), then the total cost (356: the base cost the
  effect set, 356.1.a-b, its reduction, 356.4) in the ordinary "pay" decision (357). A play that
  can't be paid is undone: the card goes back where it was (358.5);
- a unit resolves at once (337.2): its play is complete, and its Play Effect and the "when you
  play" abilities trigger (419.4.a), as for a unit played from hand (units._finish_unit).

Its timing is not checked: an effect plays it as it resolves, not as a Discretionary Action
(419.3.a against 358.4). A spell's steps (its choices, costs and finalizing, 355-359) are
:mod:`.effect_spell_plays`'s; gear is not played by effects yet.
"""

from __future__ import annotations

from ..log_text import TEMPLATES, _name
from ..state import ChainItem, GameState, base_of
from .chain import NO_FOCUS_PASS
from .choices import register_choice
from .combat import next_focus
from .contexts import PayPermanent
from .core import decide, emit, push, task
from .costs import additional_cost_tasks, determine_cost, own_cost, unit_components, unit_cost
from .effect_play_facts import (
    FOCUS,
    FOR_COST,
    FOR_ENERGY,
    FOR_PIPS,
    FROM,
    MODE,
    OFF,
    RECYCLE,
    STARTED,
    TO_BASE,
    ZONES,
    forget,
)
from .effect_spell_plays import begin_spell_steps, undo_to_zone
from .keywords import ambush_locations
from .open_battlefields import open_locations
from .optional_discounts import ask_discounts, clear_choices, payable_somehow
from .payment import can_pay
from .play_origin import note_played_from
from .play_restrictions import banned_spell_names, cant_play_cards, cant_play_spells, units_barred_at
from .primitives import forget_target
from .units import put_on_chain

__all__ = ["begin_effect_play"]


def begin_effect_play(g: GameState, player: int, cid: int, zone: str, mode: int, off: int = 0,
                      for_cost: tuple[int, int] = (0, 0), to_base: bool = False,
                      then_recycle: bool = False) -> bool:
    """Rules 419.3, 354.1: ``player`` plays card ``cid`` from their ``zone`` ("trash" or
    "banishment") as part of the resolving effect: it goes to the chain, pending, its cost set by
    ``mode`` (:mod:`.effect_play_facts`), ``off`` Energy taken off (356.4), ``for_cost`` (Energy,
    Power of any domain) replacing its base cost for the mode FOR_COST (356.1.a); ``to_base``: the
    effect plays it to its player's base (no other place, 355.2). A spell (419.3.b) goes on the
    chain as a spell item (:mod:`.effect_spell_plays`); ``then_recycle``: "then recycle it" (a
    delayed replacement of where it goes as it leaves the chain, ruling 102). Returns False,
    with nothing done, when the card is no longer there (419.3.c). The rest of its play waits until
    the resolving item has finished (354.3)."""
    owner = g.players[g.owner[cid]]
    cards = owner.trash if zone == "trash" else owner.banishment
    kind = g.cards[cid].type
    if cid not in cards or kind not in ("Unit", "Spell") or (g.counts and cant_play_cards(g, player)) or (
            kind == "Spell" and ((g.counts and cant_play_spells(g, player))
                                 or g.cards[cid].name in banned_spell_names(g, player))):
        return False  # 419.3.c; a player who can't play cards plays none (engine/play_restrictions.py)
    cards.remove(cid)
    # 124.1, 359.3.e.4: it leaves a public zone, a new object: other chain items that chose it (a
    # card of a trash is a target, 355.10.a) lose it; the resolving item playing it keeps its choice
    forget_target(g, cid, keep=len(g.chain) - 1)
    note_played_from(g, cid, zone)  # "a card played from anywhere other than your hand"
    sd = g.showdown
    put_on_chain(g, ChainItem(cid, player, "spell" if kind == "Spell" else "unit"))
    key = str(cid)
    if then_recycle:
        g.counts[RECYCLE + key] = 1
    g.counts[MODE + key] = mode
    g.counts[FROM + key] = ZONES.index(zone)
    if off > 0:
        g.counts[OFF + key] = off
    if mode == FOR_COST:
        g.counts[FOR_ENERGY + key], g.counts[FOR_PIPS + key] = for_cost
    if to_base:
        g.counts[TO_BASE + key] = 1
    if sd is not None and sd.opened_by is not None and sd.opened_by not in NO_FOCUS_PASS:
        g.counts[FOCUS + key] = 1  # 346, 346.1: the chain was opened by what passes Focus
    emit(g, "419.3", "effect_play", player, cid, ZONES.index(zone))
    return True


def _locations(g: GameState, player: int, cid: int) -> list[int]:
    """Rules 355.2.a-b, 822.1.c: where the unit may be played: its player's base, the battlefields
    they control, and the places a permission of the card adds; "only to a battlefield you conquered
    this turn" limits them (355.2)."""
    if g.counts.get(TO_BASE + str(cid)):  # the effect names the place: "play it to base"
        return [base_of(player)]
    locs = [base_of(player)] + [i for i, b in enumerate(g.battlefields) if b.controller == player]
    locs += [b for b in ambush_locations(g, player, cid) + open_locations(g, player, cid) if b not in locs]
    if g.index.get("play:only_conquered", g.cards[cid].id):
        locs = [b for b in locs if b >= 0 and g.counts.get(f"conquest:{player}:{b}")]
    return [b for b in locs if not units_barred_at(g, b)]  # a "can't" wins over permissions


def where_options(g: GameState, player: int, ctx: tuple) -> list[int]:
    """The card itself for its player's base; a battlefield's card for that battlefield."""
    cid = ctx[1]
    return [cid if loc < 0 else g.battlefields[loc].cid for loc in _locations(g, player, cid)]


@task("effect_play_steps", "p", "c")
def _effect_play_steps(g: GameState, player: int, cid: int) -> None:
    """Rule 337.1: the oldest pending item is a card an effect plays: its player makes its choices
    now (355), starting with where it enters (355.2). With no place at all it is undone (358.5)."""
    g.counts[STARTED + str(cid)] = 1
    if g.cards[cid].type == "Spell":
        begin_spell_steps(g, player, cid)  # 355-359 for a spell (engine/effect_spell_plays.py)
        return
    if not g.players[player].alive or not where_options(g, player, ("", cid)):
        _undo(g, player, cid)
        return
    decide(g, player, "choose_card", ("effect_play_where", cid))


@task("effect_play_where", "p", "c", "ci")
def _effect_play_where(g: GameState, player: int, cid: int, card: int) -> None:
    """The location is chosen (355.2); then Accelerate, if the unit has it (355.1.a, 805.1.a)."""
    if card < 0:
        _undo(g, player, cid)
        return
    loc = base_of(player) if card == cid else next(
        k for k, b in enumerate(g.battlefields) if b.cid == card)
    if g.cards[cid].accelerate:
        decide(g, player, "choose_card", ("effect_play_accelerate", cid, loc))
    else:
        _costs(g, player, cid, loc, False)


def accelerate_options(g: GameState, player: int, ctx: tuple) -> list[int]:
    """-1 (don't pay it) and the card itself (pay it) when its cost with Accelerate can be paid
    (356.1.b.3: an additional cost, paid even when the base cost is ignored; 355.16)."""
    cid = ctx[1]
    return [-1, cid] if payable_somehow(g, player, cid, ("accelerate",), lambda: unit_cost(g, cid, True),
                                        "unit") else [-1]


@task("effect_play_accelerate", "p", "c", "l", "ci")
def _effect_play_accelerate(g: GameState, player: int, cid: int, loc: int, card: int) -> None:
    _costs(g, player, cid, loc, card >= 0)


def _costs(g: GameState, player: int, cid: int, loc: int, accelerate: bool) -> None:
    """Rules 355.1.a, 356-357: its optional and mandatory additional costs are chosen, then its
    total cost is paid."""
    push(g, *additional_cost_tasks(g, player, cid, accelerate),
         ("effect_play_pay", player, cid, loc, accelerate))


@task("effect_play_pay", "p", "c", "l", "b")
def _effect_play_pay(g: GameState, player: int, cid: int, loc: int, accelerate: bool) -> None:
    """Rule 357: the total cost is paid in the ordinary "pay" decision; one that can't be paid
    leaves the play undone (358.5)."""
    if ask_discounts(g, player, cid, unit_components(g, cid, accelerate), "unit", accelerate,
                     ("effect_play_pay", player, cid, loc, accelerate)):
        return  # 356.4.c: first, how the discounts on its optional costs apply (optional_discounts.py)
    own = own_cost(g, cid)
    if (own is not None and own.forbidden is not None and own.forbidden(g, player)) or not can_pay(
            g, player, *unit_cost(g, cid, accelerate), "unit"):
        clear_choices(g, cid)
        _undo(g, player, cid)
        return
    determine_cost(g, cid, accelerate)  # 356: determined before it is paid (357)
    decide(g, player, "pay", PayPermanent(cid, loc, accelerate))


def _undo(g: GameState, player: int, cid: int) -> None:
    """Rule 358.5: the play is undone: the card goes back to the zone it was played from."""
    undo_to_zone(g, player, cid)


@task("effect_play_done", "c")
def _effect_play_done(g: GameState, cid: int) -> None:
    """The unit has resolved (337.2): its notes go; if that closed the chain in a showdown and what
    opened it passes Focus, Focus passes (340.2.a, 346, 346.1)."""
    passes = g.counts.get(FOCUS + str(cid), 0)
    forget(g, cid)
    sd = g.showdown
    if passes and not g.chain and sd is not None:
        sd.focus = next_focus(g, sd.focus)
        sd.passes = 0
        emit(g, "346", "focus_passes", sd.focus)


register_choice("effect_play_where", where_options, (
    "{card} is being played by an effect: {p} chooses where it enters: itself for their base, or "
    "a battlefield"))
register_choice("effect_play_accelerate", accelerate_options, (
    "{card} is being played by an effect: {p} may pay its Accelerate cost (choose it) or not (none)"))

TEMPLATES.update({
    "effect_play": lambda g, p, d: f"P{p} plays {_name(g, d[0])} from their {ZONES[d[1]]} (an effect)",
    "effect_play_undone": lambda g, p, d: (f"P{p}'s play of {_name(g, d[0])} is undone: it can't be "
                                           f"paid for; it goes back to their {ZONES[d[1]]}"),
})
