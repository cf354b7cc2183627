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

from typing import Final

from ..state import GameState
from .events import WITH_SUBJECT, fire
from .index import QUESTIONS
from .reactions import ON

__all__ = ["CHOSE_ENEMY", "CHOSE_ENEMY_TIMES", "CHOSEN", "chose_enemy_this_turn", "chose_enemy_times",
           "chosen_by_spell", "fire_chosen"]

CHOSEN: Final = "chosen"
WITH_SUBJECT.add(CHOSEN)
QUESTIONS[ON[CHOSEN]] = ("engine.reactions.Triggered: its Targeting Effect, on a unit being chosen as "
                         "the target of a finalized spell or ability (383.4.b)")
_BY_SPELL: Final = "chosen_by:spell"
#: index question: a card reads whether a player has chosen an enemy unit this turn (a turn count
#: ``"chose_enemy:<seat>"``, kept only in games with such a card)
CHOSE_ENEMY: Final = "chosen:enemy_this_turn"
QUESTIONS[CHOSE_ENEMY] = ("True: this card reads whether its player has chosen an enemy unit with a "
                          "spell or ability this turn (355.6; engine/targeting.py)")
#: index question: a card reads how many of its player's spells and unit abilities finalized this turn
#: chose enemy units or gear (a turn count ``"chose_enemy_n:<seat>"``, kept only in games asking)
CHOSE_ENEMY_TIMES: Final = "chosen:enemy_times"
QUESTIONS[CHOSE_ENEMY_TIMES] = ("True: this card reads how many times its player has chosen enemy units or "
                                "gear with spells or unit abilities this turn (355.6; engine/targeting.py)")


def fire_chosen(g: GameState, player: int, targets: tuple[tuple[int, ...], ...], by_spell: bool,
                unit_ability: bool = False) -> None:
    """Rule 383.4.b.2: ``player``'s spell or ability has been finalized with ``targets``: each
    distinct unit among them fires a "chosen" event (nothing in games without such abilities).
    ``unit_ability``: the ability is a unit's (its own, or its Equipment's effect text, 718.3)."""
    if (by_spell or unit_ability) and CHOSE_ENEMY_TIMES in g.index.answers:
        team = g.team_of
        enemy = [c for slot in targets for c in slot
                 if (c in g.units and team[g.units[c].controller] != team[player])
                 or (c in g.gear and team[g.gear[c].controller] != team[player])]
        if enemy:  # "chosen enemy units and/or gear twice this turn": once per spell or ability
            key = f"chose_enemy_n:{player}"
            g.counts[key] = g.counts.get(key, 0) + 1
    if CHOSE_ENEMY in g.index.answers:  # "if you've chosen an enemy unit this turn"
        team = g.team_of
        units = g.units
        if any(c in units and team[units[c].controller] != team[player] for slot in targets for c in slot):
            g.counts[f"chose_enemy:{player}"] = 1
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


def chose_enemy_times(g: GameState, player: int) -> int:
    """How many of ``player``'s spells and unit abilities finalized this turn chose an enemy unit or
    gear (355.6; counted only in games asking :data:`CHOSE_ENEMY_TIMES`)."""
    return g.counts.get(f"chose_enemy_n:{player}", 0)


def chose_enemy_this_turn(g: GameState, player: int) -> bool:
    """Whether ``player``'s spells and abilities finalized this turn chose an enemy unit (355.6)."""
    return bool(g.counts.get(f"chose_enemy:{player}"))


def chosen_by_spell(g: GameState) -> bool:
    """While a "chosen" event fires: whether the chooser is a spell (not an ability)."""
    return _BY_SPELL in g.counts
