"""Targets that name an item on the chain (355.9.a, 355.9.a.2, 425.3): a spell or an ability.

One encoding everywhere (a play's targets, the notation, game records, the position format, the
resolver): a chain item is named by the cid the chain names it by, ``ChainItem.cid``: a spell by
its card, an ability, which has no card (401.1), by its source (as the position format's
``trigger`` and ``activated`` entries and the log name it). A script whose target slot names a
chain item says so with ``chain_slots`` (the slot indices); those slots are not board objects, so
the functions that read targets as units or gear (Targeting Effects 383.4.b, Deflect 809.1.d, a
target leaving the board 359.3.e.4) skip them (:func:`board_targets`, :func:`is_chain_slot`).

Where one source has several items on the chain at once (two abilities of one unit), each is
named: the oldest by the plain cid, the one with ``k`` items of that cid below it by the code
``cid + CHAIN_NTH * k`` (:func:`~riftbound.actions.chain_code`; the notation writes "NAME ability
k+1"). An item's place among its source's items changes only when an older one leaves the chain
other than by resolving (countered, 425.1.a; its controller leaving, 652.4): then the names held
by chain slots are renumbered (:func:`forget_chain_ref`) so that each keeps naming its item (ruling
116). A name never means the naming spell itself (355.9.c; :func:`named_item`).

"Chooses" (355.7, 359.3.e.9.a): the units and gear a chain item has chosen are its targets on the
board, a mistargeted one included, one that has changed to a non-board zone (-1) not.
"""

from __future__ import annotations

from typing import Final

from ..actions import chain_code, code_chain
from ..state import ChainItem, GameState
from .index import answer_attr

__all__ = ["PLAYED_BY", "board_targets", "chain_names", "chain_slots", "chosen_objects",
           "forget_chain_ref", "is_chain_slot", "item_code", "named_item", "played_by"]

_EMPTY: Final[tuple[int, ...]] = ()


def chain_slots(g: GameState, item: ChainItem) -> tuple[int, ...]:
    """The target slots of ``item`` that name chain items (its spell script's ``chain_slots``)."""
    if item.kind != "spell":
        return _EMPTY
    table = g.index.answers.get("spell")
    script = table.get(g.cards[item.cid].id) if table is not None else None
    return answer_attr(script, "chain_slots", _EMPTY) if script is not None else _EMPTY


def is_chain_slot(g: GameState, item: ChainItem, slot: int) -> bool:
    return slot in chain_slots(g, item)


def board_targets(g: GameState, item: ChainItem) -> tuple[tuple[int, ...], ...]:
    """``item``'s targets with the slots that name chain items emptied: what it chose on the board
    (or in a trash) for Targeting Effects (383.4.b) and Deflect (809.1.d)."""
    slots = chain_slots(g, item)
    if not slots:
        return item.targets
    return tuple(_EMPTY if k in slots else t for k, t in enumerate(item.targets))


def chosen_objects(g: GameState, item: ChainItem) -> list[int]:
    """The units and gear on the board that chain ``item`` chooses (355.7, 359.3.e.9.a): its
    targets outside chain slots, still on the board (a mistargeted target counts; one that went to
    a non-board zone is -1 and doesn't), each once."""
    out: list[int] = []
    for t in board_targets(g, item):
        for c in t:
            if c >= 0 and (c in g.units or c in g.gear) and c not in out:
                out.append(c)
    return out


def item_code(g: GameState, it: ChainItem) -> int:
    """The name of chain item ``it`` (ruling 116): its cid, with its place among the items of that
    cid on the chain (0, the oldest, is the plain cid). ``it`` is found by identity."""
    nth = 0
    for x in g.chain:
        if x is it:
            return chain_code(it.cid, nth)
        if x.cid == it.cid:
            nth += 1
    raise ValueError("not on the chain")


def chain_names(g: GameState, me: int = -1) -> list[tuple[int, ChainItem]]:
    """Every chain item but the spell ``me``'s (355.9.c) with its name, oldest first."""
    seen: dict[int, int] = {}
    out: list[tuple[int, ChainItem]] = []
    for it in g.chain:
        nth = seen.get(it.cid, 0)
        seen[it.cid] = nth + 1
        if it.cid != me:
            out.append((chain_code(it.cid, nth), it))
    return out


def named_item(g: GameState, code: int, me: int) -> ChainItem | None:
    """The chain item the name ``code`` means for the spell ``me`` (355.9.c: never itself): the
    item of its cid with as many items of that cid below it as the name says (ruling 116)."""
    if code < 0:
        return None
    cid, nth = code_chain(code)
    if cid == me:
        return None
    for it in g.chain:
        if it.cid == cid:
            if nth == 0:
                return it
            nth -= 1
    return None


def forget_chain_ref(g: GameState, cid: int, nth: int = 0) -> None:
    """The item of ``cid`` that had ``nth`` items of that cid below it has left the chain other than
    by resolving (countered, 425.1.a): chain slots naming it now name a lost target (-1), and those
    naming a newer item of that cid are renumbered so they keep naming it (ruling 116)."""
    chain = g.chain
    for k, it in enumerate(chain):
        slots = chain_slots(g, it)
        if not slots or not any(c >= 0 and code_chain(c)[0] == cid
                                for s in slots if s < len(it.targets) for c in it.targets[s]):
            continue
        new: list[tuple[int, ...]] = []
        for s, t in enumerate(it.targets):
            if s in slots:
                t = tuple(_renamed(c, cid, nth) for c in t)
            new.append(t)
        chain[k] = it._replace(targets=tuple(new))


def _renamed(c: int, cid: int, nth: int) -> int:
    if c < 0:
        return c
    base, k = code_chain(c)
    if base != cid or k < nth:
        return c
    return -1 if k == nth else chain_code(cid, k - 1)


#: a turn count ``PLAYED_BY + <cid>``: the player who played a spell whose control another player
#: has gained since (its play stays theirs: "when you play a spell" as it resolves, 419.4.a)
PLAYED_BY: Final = "played_by:"


def played_by(g: GameState, item: ChainItem) -> int:
    """The player who played the spell of chain ``item`` (its controller unless control changed)."""
    if g.counts:
        p = g.counts.get(PLAYED_BY + str(item.cid))
        if p is not None:
            return p
    return item.controller
