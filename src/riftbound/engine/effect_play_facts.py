"""What the engine notes about a card being played as part of an effect (419.3), read by the cost
rules (356) and by HOT FEPR's finalizing step (337.1).

A card an effect plays sits pending on the chain (354.1) until the item that played it has finished
resolving (354.3); its play is then completed as the oldest pending item (337.1). While it is on
the chain, the turn's counts note, under its card number, how its cost is changed (356.1.a-b,
356.4) and the zone it came from (358.5: an undone play puts it back there). The play itself is
:mod:`.effect_plays`; this module is the data both sides read, so the cost rules need not import
the play.
"""

from __future__ import annotations

from typing import Final

from ..state import ChainItem, GameState

#: counts key (+ card number): how its base cost is changed, one of the modes below
MODE: Final = "effect_play:"
#: counts key (+ card number): Energy taken off its total cost ("reduce its Energy cost by N", 356.4)
OFF: Final = "effect_play_off:"
#: counts keys (+ card number): the cost that replaces its base cost ("play it for [cost]", 356.1.a)
FOR_ENERGY: Final = "effect_play_for_energy:"
FOR_PIPS: Final = "effect_play_for_pips:"
#: counts key (+ card number): the zone it was played from (:data:`ZONES`)
FROM: Final = "effect_play_from:"
#: counts key (+ card number): 1 if, should its resolution close the chain in a showdown, Focus
#: passes (346, 346.1: what opened the chain decides)
FOCUS: Final = "effect_play_focus:"
#: counts key (+ card number): its play steps have begun (it is not to be begun again)
STARTED: Final = "effect_play_started:"
#: counts key (+ card number): the effect says where it enters: its player's base ("play it to base")
TO_BASE: Final = "effect_play_to_base:"
#: counts key (+ card number): a spell's target slots closed so far as its choices are made (355)
SLOTS: Final = "effect_play_slots:"
#: counts key (+ card number): "then recycle it": a finalized spell leaving the chain goes to the
#: bottom of its owner's Main Deck instead (a delayed replacement as Flow's banish, 829.1.b.1, 416)
RECYCLE: Final = "effect_play_recycle:"

#: base cost modes (356.1): as printed; "ignoring its cost" (356.1.b.1); "ignoring its Energy cost"
#: (356.1.b.2, Power still paid); "ignoring its Power cost"; "for [cost]" (356.1.a)
PRINTED: Final = 1
IGNORE_COST: Final = 2
IGNORE_ENERGY: Final = 3
IGNORE_POWER: Final = 4
FOR_COST: Final = 5

#: the zones a card may be played from by an effect, by their code in the counts
ZONES: Final = ("trash", "banishment")

#: the chain items of cards an effect may play: units and spells (419.3)
PLAYED_KINDS: Final = ("unit", "spell")

KEYS: Final = (MODE, OFF, FOR_ENERGY, FOR_PIPS, FROM, FOCUS, STARTED, TO_BASE, SLOTS, RECYCLE)


def is_effect_play(g: GameState, cid: int) -> bool:
    """Whether card ``cid`` on the chain is being played as part of an effect (419.3)."""
    return bool(g.counts) and MODE + str(cid) in g.counts


def effect_play_cost(g: GameState, cid: int, energy: int,
                     reqs: list[frozenset | None]) -> tuple[int, list[frozenset | None]]:
    """Rules 356.1.a-b: the base cost of card ``cid`` as the effect playing it sets it (unchanged
    if no effect plays it)."""
    mode = g.counts.get(MODE + str(cid)) if g.counts else None
    if mode is None or mode == PRINTED:
        return energy, reqs
    if mode == IGNORE_COST:
        return 0, []
    if mode == IGNORE_ENERGY:
        return 0, reqs
    if mode == IGNORE_POWER:
        return energy, []
    key = str(cid)
    return g.counts.get(FOR_ENERGY + key, 0), [None] * g.counts.get(FOR_PIPS + key, 0)


def effect_play_discount(g: GameState, cid: int, energy: int) -> int:
    """Rules 356.4, 356.6: the Energy the effect playing card ``cid`` takes off its total cost,
    never below 0."""
    off = g.counts.get(OFF + str(cid), 0) if g.counts else 0
    return energy - off if energy > off else 0


def pending_effect_play(g: GameState) -> ChainItem | None:
    """The oldest card on the chain that an effect is playing and whose play is not finished
    (337.1): its steps wait until the item that played it has finished resolving (354.3)."""
    if not g.counts:
        return None
    for it in g.chain:
        key = str(it.cid)
        if it.kind in PLAYED_KINDS and MODE + key in g.counts and STARTED + key not in g.counts:
            return it
    return None


def forget(g: GameState, cid: int) -> None:
    """The play of ``cid`` is complete or undone: its notes go."""
    key = str(cid)
    for k in KEYS:
        g.counts.pop(k + key, None)


def zone_played_from(g: GameState, cid: int) -> list[int]:
    """The zone of its owner that card ``cid``, played by an effect, came from (358.5: an undone
    play puts it back there)."""
    owner = g.players[g.owner[cid]]
    return owner.banishment if ZONES[g.counts.get(FROM + str(cid), 0)] == "banishment" else owner.trash


def leaves_chain(g: GameState, cid: int) -> bool:
    """Spell ``cid``, finalized, leaves the chain (it resolved or was countered): its notes go;
    returns True when "then recycle it" is to send it to the bottom of its owner's Main Deck
    instead of where it was going, unless its own instruction moved it (a delayed replacement like
    Flow's banish, 829.1.b.1, 367, 389; recycling, 416.1.a, 416.1.c). Ruling 102."""
    if not g.counts or MODE + str(cid) not in g.counts:
        return False
    recycle = RECYCLE + str(cid) in g.counts
    forget(g, cid)
    return recycle


def recycle_spell(g: GameState, cid: int) -> None:
    """Rules 416.1.a, 416.1.c: the spell goes to the bottom of its owner's Main Deck."""
    g.players[g.owner[cid]].deck.insert(0, cid)
