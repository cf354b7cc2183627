"""Gaining control of a spell on the chain, and making new choices for it (156, 191.2, 750-755).

- :func:`gain_spell_control`: the spell's controller becomes the player (191.2: they choose its
  targets and modes; "you" in it is them as it resolves). Its play stays its first player's: it was
  played and paid for already (755.1), so "when you play a spell", which triggers as it resolves
  (419.4.a), is theirs (:data:`~riftbound.engine.chain_refs.PLAYED_BY`; ruling 103).
- :func:`begin_new_choices`: "you may make new choices for it". Offered only if some legal set of
  choices other than the current one exists for its new controller (753.1-753.2; choices "as you
  play this" and optional costs are not among them, 752.2, since a script's choices are its
  targets, modes and destination, 752.1). The player then makes the spell's choices one card at a
  time (choice purpose ``new_choice_pick``, as for a spell an effect plays): for each target slot
  in order its cards, -1 closing the slot, then its destination; the legal sets only. Picking what
  was chosen before keeps it: any subset may be remade, none included (753). Costs the new choices
  would add (Deflect) are ignored (755); a unit newly targeted fires its Targeting Effects (754).
"""

from __future__ import annotations

from typing import Final

from ..actions import player_code
from ..log_text import TEMPLATES, _name
from ..state import ChainItem, GameState
from .chain import spell_script
from .chain_refs import PLAYED_BY, board_targets
from .choice_steps import agreeing, dest_card
from .choices import register_choice
from .contexts import Opponents
from .core import decide, emit, task
from .targeting import fire_chosen
from .units import chain_item

__all__ = ["NEW_CHOICE_PICK", "begin_new_choices", "gain_spell_control", "new_choice_options"]

NEW_CHOICE_PICK: Final = "new_choice_pick"
#: turn counts while new choices are made: how many slots are closed, and the cards chosen before
_CLOSED: Final = "new_choices:"
_BEFORE: Final = "new_choices_before:"

TEMPLATES["spell_control"] = lambda g, p, d: f"P{p} gains control of {_name(g, d[0])}"
TEMPLATES["new_choices"] = lambda g, p, d: f"P{p} makes new choices for {_name(g, d[0])}"


def gain_spell_control(g: GameState, it: ChainItem, player: int) -> ChainItem:
    """Rules 156, 191.2: ``player`` controls the spell of chain item ``it`` from now on."""
    key = PLAYED_BY + str(it.cid)
    if key not in g.counts:
        g.counts[key] = it.controller
    k = g.chain.index(it)
    g.chain[k] = it = it._replace(controller=player)
    emit(g, "191.2", "spell_control", player, it.cid)
    return it


def _legal(g: GameState, player: int, cid: int) -> list:
    script = spell_script(g, cid)
    return [] if script is None else script.choices(g, player, cid)


def begin_new_choices(g: GameState, player: int, cid: int) -> bool:
    """Rules 751-753: start making new choices for the finalized spell ``cid``, controlled by
    ``player``; False (nothing asked) when no other legal set of choices exists (753.2)."""
    item = chain_item(g, cid)
    if item is None:
        return False
    options = _legal(g, player, cid)
    if not any((t, d) != (item.targets, item.dest) for t, d in options):
        return False
    emit(g, "750", "new_choices", player, cid)
    for slot in board_targets(g, item):
        for c in slot:
            if c >= 0:
                g.counts[f"{_BEFORE}{cid}:{c}"] = 1
    k = g.chain.index(item)
    g.chain[k] = item._replace(targets=(), dest=None)
    g.counts[_CLOSED + str(cid)] = 0
    return _next(g, player, cid)


def _consistent(g: GameState, player: int, cid: int) -> tuple[list, tuple, int]:
    """The legal choices that agree with what is chosen so far, the chosen slots, and how many
    slots are closed."""
    item = chain_item(g, cid)
    assert item is not None
    chosen, closed = item.targets, g.counts.get(_CLOSED + str(cid), 0)
    return agreeing(_legal(g, player, cid), chosen, closed), chosen, closed


def new_choice_options(g: GameState, player: int, ctx: tuple) -> list[int]:
    """The cards that may come next: in the open target slot, its next card, and -1 (none more)
    where a legal set ends the slot here; with every slot closed, the destinations."""
    cid = ctx[1]
    if chain_item(g, cid) is None:
        return []
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


def _next(g: GameState, player: int, cid: int) -> bool:
    """Ask for the next card, take a forced one, or, with all made, finish (754); True when done
    without a decision."""
    while True:
        item = chain_item(g, cid)
        assert item is not None
        options, _, closed = _consistent(g, player, cid)
        slots = len(options[0][0]) if options else 0
        if options and (closed < slots or (options[0][1] is not None and item.dest is None)):
            opts = new_choice_options(g, player, (NEW_CHOICE_PICK, cid))
            if len(opts) > 1 and all(c <= -2 for c in opts):  # 355.10: a player target, by seat
                seats = tuple(sorted(player_code(c) for c in opts))  # the code is its own inverse
                decide(g, player, "choose_opponent", Opponents(NEW_CHOICE_PLAYER, seats))
                return False
            if len(opts) > 1:
                decide(g, player, "choose_card", (NEW_CHOICE_PICK, cid))
                return False
            _take(g, player, cid, opts[0])
            continue
        _finish(g, player, item)
        return True


def _take(g: GameState, player: int, cid: int, card: int) -> None:
    """Note one chosen card (or the end of the open slot, -1; or the destination)."""
    item = chain_item(g, cid)
    assert item is not None
    key = _CLOSED + str(cid)
    options, chosen, closed = _consistent(g, player, cid)
    slots = len(options[0][0]) if options else 0
    k = g.chain.index(item)
    if closed >= slots:
        dest = next(d for _, d in options if d is not None and dest_card(g, cid, d) == card)
        g.chain[k] = item._replace(dest=dest)
        return
    if card == -1:
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
    if not any(len(t[closed]) > len(chosen[closed]) for t, _ in _consistent(g, player, cid)[0]):
        g.counts[key] = closed + 1  # the slot can hold no more: it closes


def _finish(g: GameState, player: int, item: ChainItem) -> None:
    """Rule 754: the new choices are made; units it targets now and didn't before fire their
    Targeting Effects (383.4.b). The notes are forgotten."""
    cid = item.cid
    g.counts.pop(_CLOSED + str(cid), None)
    prefix = f"{_BEFORE}{cid}:"
    before = {int(k[len(prefix):]) for k in g.counts if k.startswith(prefix)}
    for c in before:
        del g.counts[prefix + str(c)]
    new = tuple(c for slot in board_targets(g, item) for c in slot if c >= 0 and c not in before)
    emit(g, "750", "choices_made", player, cid, item.targets, item.dest)
    if new:
        fire_chosen(g, player, (new,), True)


TEMPLATES["choices_made"] = lambda g, p, d: f"P{p}'s choices for {_name(g, d[0])} are made"


@task(NEW_CHOICE_PICK, "p", "c", "ci")
def _new_choice_pick(g: GameState, player: int, cid: int, card: int) -> None:
    """Rules 753, 355: one card of the spell's new choices is chosen; the next is asked."""
    if chain_item(g, cid) is None:
        return
    _take(g, player, cid, card)
    _next(g, player, cid)


#: the reason of a "choose_opponent" decision picking a player target among the new choices
NEW_CHOICE_PLAYER: Final = "new_choice_player"


@task(NEW_CHOICE_PLAYER, "p", "p")
def _new_choice_player(g: GameState, player: int, chosen: int) -> None:
    """Rule 355.10: the player target of the spell whose new choices are being made (the one chain
    item with its slots counted) is chosen; the next choice is asked."""
    cid = next((it.cid for it in g.chain if _CLOSED + str(it.cid) in g.counts), None)
    if cid is None:
        return
    _take(g, player, cid, player_code(chosen))
    _next(g, player, cid)


register_choice(NEW_CHOICE_PICK, new_choice_options, (
    "{p} makes new choices for {card}: its targets one at a time (none: no more in this slot), then "
    "where it moves them"))
