"""Targeting Effects (383.4.b): "when you choose me", "when you choose a friendly unit".

They trigger when a spell or ability that targets the object (355.6) is finalized, and go on the
chain as pending items after it (383.4.b.2). Here, once a spell (359.3.a), a triggered ability
(359.1) or an activated ability (406.2) is finalized, each distinct unit among its targets fires a
"chosen" event: the chooser is the item's controller, the unit its subject (each unit its own
trigger item, 383.1). Whether the chooser is a spell is readable by trigger conditions while the
event fires (:func:`chosen_by_spell`, "when you choose me with a spell"). Games with no card
answering the question cost one dict lookup per finalization.
"""

from __future__ import annotations

from ..state import GameState
from .events import WITH_SUBJECT, fire
from .index import QUESTIONS
from .reactions import ON

__all__ = ["CHOSEN", "chosen_by_spell", "fire_chosen"]

CHOSEN = "chosen"
WITH_SUBJECT.add(CHOSEN)
QUESTIONS[ON[CHOSEN]] = ("engine.reactions.Triggered: its Targeting Effect, on a unit being chosen as "
                         "the target of a finalized spell or ability (383.4.b)")
_BY_SPELL = "chosen_by:spell"


def fire_chosen(g: GameState, player: int, targets: tuple[tuple[int, ...], ...], by_spell: bool) -> None:
    """Rule 383.4.b.2: ``player``'s spell or ability has been finalized with ``targets``: each
    distinct unit among them fires a "chosen" event (nothing in games without such abilities)."""
    if ON[CHOSEN] not in g.index.answers:
        return
    seen: list[int] = []
    for slot in targets:
        for c in slot:
            if c in g.units and c not in seen:
                seen.append(c)
    if by_spell:
        g.counts[_BY_SPELL] = 1
    try:
        for c in seen:
            fire(g, CHOSEN, player, c)
    finally:
        g.counts.pop(_BY_SPELL, None)


def chosen_by_spell(g: GameState) -> bool:
    """While a "chosen" event fires: whether the chooser is a spell (not an ability)."""
    return _BY_SPELL in g.counts
