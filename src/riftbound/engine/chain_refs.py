"""Targets that name an item on the chain (355.9.a, 355.9.a.2, 425.3): a spell or an ability.

One encoding everywhere (a play's targets, the notation, game records, the position format, the
resolver): a chain item is named by the cid the chain names it by, ``ChainItem.cid``: a spell by
its card, an ability, which has no card (401.1), by its source (as the position format's
``trigger`` and ``activated`` entries and the log name it). A script whose target slot names a
chain item says so with ``chain_slots`` (the slot indices); those slots are not board objects, so
the functions that read targets as units or gear (Targeting Effects 383.4.b, Deflect 809.1.d, a
target leaving the board 359.3.e.4) skip them (:func:`board_targets`, :func:`is_chain_slot`).

A name means the newest item of that cid other than the naming spell itself (:func:`named_item`):
where one source has several abilities on the chain at once, only the newest of them can be named
(ruling 103).

"Chooses" (355.7, 359.3.e.9.a): the units and gear a chain item has chosen are its targets on the
board, a mistargeted one included, one that has changed to a non-board zone (-1) not.
"""

from __future__ import annotations

from ..state import ChainItem, GameState

__all__ = ["PLAYED_BY", "board_targets", "chain_slots", "chosen_objects", "forget_chain_ref",
           "is_chain_slot", "named_item", "played_by"]

_EMPTY: tuple[int, ...] = ()


def chain_slots(g: GameState, item: ChainItem) -> tuple[int, ...]:
    """The target slots of ``item`` that name chain items (its spell script's ``chain_slots``)."""
    if item.kind != "spell":
        return _EMPTY
    table = g.index.answers.get("spell")
    script = table.get(g.cards[item.cid].id) if table is not None else None
    return getattr(script, "chain_slots", _EMPTY) if script is not None else _EMPTY


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


def named_item(g: GameState, cid: int, me: int) -> ChainItem | None:
    """The chain item the name ``cid`` means for the spell ``me`` (355.9.c: never itself): the
    newest item of that cid on the chain (ruling 103)."""
    if cid < 0 or cid == me:
        return None
    for it in reversed(g.chain):
        if it.cid == cid:
            return it
    return None


def forget_chain_ref(g: GameState, cid: int) -> None:
    """The item named ``cid`` has left the chain (countered, 425.1.a): chain slots naming it now name
    a lost target (-1) unless another item of that cid is still on the chain."""
    chain = g.chain
    if any(it.cid == cid for it in chain):
        return
    for k, it in enumerate(chain):
        slots = chain_slots(g, it)
        if slots and any(cid in it.targets[s] for s in slots if s < len(it.targets)):
            chain[k] = it._replace(targets=tuple(
                tuple(-1 if c == cid and s in slots else c for c in t) for s, t in enumerate(it.targets)))


#: a turn count ``PLAYED_BY + <cid>``: the player who played a spell whose control another player
#: has gained since (its play stays theirs: "when you play a spell" as it resolves, 419.4.a)
PLAYED_BY = "played_by:"


def played_by(g: GameState, item: ChainItem) -> int:
    """The player who played the spell of chain ``item`` (its controller unless control changed)."""
    if g.counts:
        p = g.counts.get(PLAYED_BY + str(item.cid))
        if p is not None:
            return p
    return item.controller
