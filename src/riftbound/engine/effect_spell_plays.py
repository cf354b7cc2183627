"""A spell played as part of an effect (rule 419.3), once the effect that played it has finished.

:func:`~riftbound.engine.effect_plays.begin_effect_play` puts the spell on the chain, pending
(354.1), as the effect's instruction executes; the effect goes on resolving (354.3). Once it has
finished, the spell is the oldest pending item and its player completes its play as any play
(419.3.b, 337.1):

- its choices and targets (355), one card at a time (choice purpose ``effect_spell_pick``): for
  each target slot in order its cards, "none" closing the slot (a slot of "up to N", 355.13, or an
  empty mode, 355.3); then its destination, if it moves units (355.4: a battlefield's card, or the
  spell itself for a base). Only choices whose total cost (with Deflect, 809.1.d) can be paid are
  offered (355.16); with none, nothing is played (419.3.c, 355.8): the card goes back;
- its optional additional costs, as for a spell played from hand (Repeat, 820; exhausting a unit
  or other optional costs, 356.2.b);
- its total cost (356: the base cost as the effect set it, e.g. only its Power when its Energy cost
  is ignored, 356.1.b.2) in the ordinary "pay" decision (357), then it is finalized (359.1) by
  ``chain.pay_spell``, and it waits on the chain for Priority like any spell.

A cost that can't be paid undoes the play (358.5): the card goes back to the zone it came from.
"""

from __future__ import annotations

from typing import Final

from ..actions import player_code
from ..log_text import TEMPLATES, _name
from ..state import GameState
from .chain import spell_cost, spell_script
from .choice_steps import agreeing, dest_card
from .choices import register_choice
from .contexts import Opponents, PayCost
from .core import decide, emit, push, task
from .costs import determine_energy
from .effect_play_facts import FROM, SLOTS, forget, zone_played_from
from .keywords import optional_cost_tasks, payable_choices
from .payment import can_pay
from .spell_costs import optional_exhaust_tasks, spell_extra_tasks
from .units import chain_item, remove_from_chain

__all__ = ["begin_spell_steps", "spell_pick_options", "undo_to_zone"]


def undo_to_zone(g: GameState, player: int, cid: int) -> None:
    """Rule 358.5: the play of card ``cid`` by an effect is undone: it goes back to the zone it was
    played from."""
    remove_from_chain(g, cid)
    zone = g.counts.get(FROM + str(cid), 0)
    zone_played_from(g, cid).append(cid)
    forget(g, cid)
    emit(g, "358.5", "effect_play_undone", player, cid, zone)


def _legal(g: GameState, player: int, cid: int) -> list:
    """Rules 355, 355.16, 809.1.d: every legal set of choices for the spell whose total cost its
    player can pay."""
    script = spell_script(g, cid)
    if script is None:
        return []
    cost = spell_cost(g, cid)
    if not can_pay(g, player, *cost, "spell"):
        return []
    return payable_choices(g, player, *cost, script.choices(g, player, cid), cid)


def begin_spell_steps(g: GameState, player: int, cid: int) -> None:
    """Rule 337.1: the spell's player makes its choices now (355), starting from none; with no
    legal and payable choice at all the play is undone (419.3.c, 355.8, 358.5)."""
    item = chain_item(g, cid)
    if item is None:
        return
    if not g.players[player].alive or not _legal(g, player, cid):
        undo_to_zone(g, player, cid)
        return
    k = g.chain.index(item)
    g.chain[k] = item._replace(targets=(), dest=None)
    g.counts[SLOTS + str(cid)] = 0
    _next(g, player, cid)


def _consistent(g: GameState, player: int, cid: int) -> tuple[list, tuple, int]:
    """The legal choices that agree with what is chosen so far, the chosen slots, and how many
    slots are closed."""
    item = chain_item(g, cid)
    assert item is not None
    chosen, closed = item.targets, g.counts.get(SLOTS + str(cid), 0)
    return agreeing(_legal(g, player, cid), chosen, closed), chosen, closed


def spell_pick_options(g: GameState, player: int, ctx: tuple) -> list[int]:
    """The cards that may come next: in the open target slot, its next card, and -1 (none more)
    when a legal choice ends the slot here; with every slot closed, the destinations."""
    cid = ctx[1]
    options, chosen, closed = _consistent(g, player, cid)
    if not options:
        return []
    slots = len(options[0][0])
    if closed >= slots:
        return sorted({dest_card(g, cid, d) for _, d in options if d is not None})
    have = chosen[closed] if closed < len(chosen) else ()
    out = {t[closed][len(have)] for t, _ in options if len(t[closed]) > len(have)}
    ends = any(len(t[closed]) == len(have) for t, _ in options)
    return ([-1] if ends else []) + sorted(out)


def _next(g: GameState, player: int, cid: int) -> None:
    """Ask for the next card of the spell's choices, take a forced one, or, with all made, go on
    to its costs (355.1.a, 356-357)."""
    while True:
        options, chosen, closed = _consistent(g, player, cid)
        if not options:  # 358.5: nothing legal any more (not expected: nothing changes meanwhile)
            undo_to_zone(g, player, cid)
            return
        slots = len(options[0][0])
        dest_left = closed >= slots and options[0][1] is not None and _dest_of(g, cid) is None
        if closed >= slots and not dest_left:
            g.counts.pop(SLOTS + str(cid), None)
            item = chain_item(g, cid)
            assert item is not None
            emit(g, "354", "play_spell", player, cid, item.targets, item.dest)  # its choices made
            push(g, *optional_cost_tasks(g, player, cid), *optional_exhaust_tasks(g, player, cid),
                 *spell_extra_tasks(g, player, cid), ("effect_spell_pay", player, cid))
            return
        opts = spell_pick_options(g, player, ("", cid))
        if len(opts) > 1 and all(c <= -2 for c in opts):  # 355.10: a player target, by seat
            seats = tuple(sorted(-2 - c for c in opts))
            decide(g, player, "choose_opponent", Opponents(EFFECT_SPELL_PLAYER, seats))
            return
        if len(opts) > 1:
            decide(g, player, "choose_card", ("effect_spell_pick", cid))
            return
        _take(g, cid, opts[0])


def _dest_of(g: GameState, cid: int) -> int | None:
    item = chain_item(g, cid)
    return None if item is None else item.dest


def _take(g: GameState, cid: int, card: int) -> None:
    """Note one chosen card (or the end of the open slot, -1; or the destination)."""
    item = chain_item(g, cid)
    assert item is not None
    key = SLOTS + str(cid)
    closed = g.counts.get(key, 0)
    options, chosen, _ = _consistent(g, item.controller, cid)
    slots = len(options[0][0]) if options else 0
    k = g.chain.index(item)
    if closed >= slots:  # the destination: a battlefield's card, or the spell itself for a base
        dest = next(d for _, d in options if d is not None and dest_card(g, cid, d) == card)
        g.chain[k] = item._replace(dest=dest)
        return
    if card == -1:  # (a code below -1 is a player, 355.10: chosen like a card)
        if closed >= len(chosen):
            chosen = (*chosen, ())
        g.counts[key] = closed + 1
        g.chain[k] = item._replace(targets=chosen)
        return
    if closed >= len(chosen):
        chosen = (*chosen, (card,))
    else:
        chosen = (*chosen[:closed], (*chosen[closed], card))
    g.chain[k] = item._replace(targets=chosen)
    if not any(len(t[closed]) > len(chosen[closed]) for t, _ in _consistent(g, item.controller, cid)[0]):
        g.counts[key] = closed + 1  # the slot can hold no more: it closes


@task("effect_spell_pick", "p", "c", "ci")
def _effect_spell_pick(g: GameState, player: int, cid: int, card: int) -> None:
    """Rule 355: one card of the spell's choices is chosen; the next is asked."""
    _take(g, cid, card)
    _next(g, player, cid)


#: the reason of a "choose_opponent" decision picking a player target of a spell an effect plays
EFFECT_SPELL_PLAYER: Final = "effect_spell_player"


@task(EFFECT_SPELL_PLAYER, "p", "p")
def _effect_spell_player(g: GameState, player: int, chosen: int) -> None:
    """Rule 355.10: the player target of the spell whose choices are being made (the one chain
    item with its slots counted) is chosen; the next choice is asked."""
    cid = next(it.cid for it in g.chain if SLOTS + str(it.cid) in g.counts)
    _take(g, cid, player_code(chosen))
    _next(g, player, cid)


@task("effect_spell_pay", "p", "c")
def _effect_spell_pay(g: GameState, player: int, cid: int) -> None:
    """Rule 357: its total cost is paid in the ordinary "pay" decision, then it is finalized
    (``chain.pay_spell``, 359.1); one that can't be paid undoes the play (358.5)."""
    if chain_item(g, cid) is None:
        forget(g, cid)
        return
    if not can_pay(g, player, *spell_cost(g, cid), "spell"):
        remove_from_chain(g, cid)  # 358.5: undone, back where it came from
        zone_played_from(g, cid).append(cid)
        forget(g, cid)
        emit(g, "358.5", "play_undone", player, cid)
        return
    determine_energy(g, cid, spell_cost(g, cid)[0])  # 356: determined before it is paid (357)
    decide(g, player, "pay", PayCost(cid))


register_choice("effect_spell_pick", spell_pick_options, (
    "{card} is being played by an effect: {p} chooses its targets one at a time (none: no more in "
    "this slot), then where it moves them"))

TEMPLATES["spell_recycled"] = lambda g, p, d: (
    f"{_name(g, d[0])} goes to the bottom of its owner's Main Deck instead of the trash (then recycle it)")
