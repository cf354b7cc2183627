"""Triggered abilities in an Equipment's effect text (718.3, 719.1, 724): "when I conquer", "when I
hold", "when I move", "when I attack or defend", Deathknell. While the gear is attached, the
ability is part of the rules text of its unit (the Top-Most Card), so "I" is that unit and the
unit's controller controls the ability (718.5.e: the gear's controller may differ); detached, the
effect text is Inactive (724, 721.2) and nothing triggers.

The gear's entry answers two questions: ``"on:equipped"`` (the ability, a
:class:`~riftbound.engine.reactions.Triggered` whose script resolves it) and ``"equipped:on"`` (the
events it triggers on, a frozenset of chain item kinds). The ability goes on the chain as an item
of kind ``"equipped"`` whose source is the gear (so its script is the gear's) and whose subject
(``refs[0]``) is the unit, "me" in the card's words. The engine's event points ask
:func:`equipment_batches` for the batches to place with the unit's own abilities (383.3.d): the
score (471.2), the attack and defend triggers (464.2.e), and every event :func:`events.fire`
places (a move, 449; a death, 808.1.d: the dead unit's gear are still attached as its death fires,
they detach at the next cleanup, 719.5).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from ..state import GameState
from . import events

__all__ = ["EQUIPPED", "equipment_batches"]

#: the chain item kind of an Equipment's triggered ability
EQUIPPED: Final = "equipped"


def equipment_batches(g: GameState, event: str, units: Iterable[tuple[int, int]]) -> list[tuple]:
    """The batches ``(controller, "equipped", [gear], unit)`` of the Equipment abilities that
    ``event`` (a chain item kind: "conquer", "hold", "move", "die", "attack", "defend") triggers
    for the units ``units`` ((controller, unit cid) pairs; a dead unit's as it was), one per
    attached gear whose effect text has an ability on that event, in cid order."""
    if not g.gear:
        return []
    table = g.index.answers.get("equipped:on")
    if not table:
        return []
    ctrl_of = dict((c, p) for p, c in units)
    cards = g.cards
    out: list[tuple] = []
    for x in sorted(g.gear.values(), key=lambda x: x.cid):
        unit = x.attached_to
        if unit is None or unit not in ctrl_of:
            continue
        on = table.get(cards[x.cid].id)
        if on is not None and event in on:
            out.append((ctrl_of[unit], EQUIPPED, [x.cid], unit))
    return out


def _on_event(g: GameState, kind: str, player: int, subject: int | tuple[int, ...] | None) -> list[tuple]:
    """The Equipment abilities an event placed by :func:`events.fire` triggers: a move of the
    units in ``subject`` (449), a unit's death (808.1.d); ``player`` controls them (controlled
    them, for a death)."""
    if kind not in ("move", "die") or subject is None or not g.gear:
        return []
    cids = subject if isinstance(subject, tuple) else (subject,)
    return equipment_batches(g, kind, [(player, c) for c in cids])


events.EXTRA_BATCHES.append(_on_event)
