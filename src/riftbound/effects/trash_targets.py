"""Targets in a trash: "return a unit (a spell) from your trash to your hand" (355.9.a, 355.10.a).

A trash is a public zone, so a card of it named by a spell or ability is a target (355.10.a and its
example), chosen as the spell is played or the ability is finalized (355.5, 337.1): a spell with no
such card in its controller's trash can't be played (355.8), an ability with none leaves the chain
(402.4). As it resolves the target is checked again (359.3.e.2-4): a card no longer in that trash is
a lost target, and the instruction does nothing.

The scripts here hold one target slot whose choices are cards of the controller's trash of one card
type, one option per name (cards of one name in one trash are interchangeable, ruling 2). Their
instruction :data:`RETURN_TARGET_TO_HAND` moves the chosen card, if still legal, to its owner's hand.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..compiled import mypyc_attr
from ..engine.chain import Choices, behaviour
from ..engine.core import emit
from ..log_text import TEMPLATES, _name
from ..state import ChainItem, GameState
from .spells import SpellScript, TriggerScript, custom
from .vocabulary import Custom

__all__ = ["RETURN_TARGET_TO_HAND", "TrashTargetScript", "TrashTargetTrigger", "trash_choices"]

RETURN_TARGET_TO_HAND = Custom("return_target_to_hand",
                               text="the chosen card goes from your trash to your hand")


def trash_choices(g: GameState, player: int, card_type: str) -> list[Choices]:
    """Rules 355.9.a, 355.10.a: one choice per name of a ``card_type`` card in ``player``'s trash
    (the lowest card number of each name)."""
    seen: dict[int, int] = {}
    for c in sorted(g.players[player].trash):
        if g.cards[c].type == card_type:
            seen.setdefault(g.cards[c].index, c)
    return [(((c,),), None) for c in sorted(seen.values())]


def _still_legal(g: GameState, item: ChainItem, card_type: str) -> list[int]:
    """Rules 359.3.e.2-4: the chosen cards still in the controller's trash and of the type."""
    trash = g.players[item.controller].trash
    return [c for slot in item.targets for c in slot if c in trash and g.cards[c].type == card_type]


def _legal_now(g: GameState, player: int, targets: tuple[tuple[int, ...], ...], card_type: str) -> bool:
    return (len(targets) == 1 and len(targets[0]) == 1 and targets[0][0] in g.players[player].trash
            and g.cards[targets[0][0]].type == card_type)


def _article(card_type: str) -> str:
    return "a " + card_type.lower()


@dataclass(frozen=True)
class TrashTargetScript(SpellScript):
    """A spell whose one target is a ``card_type`` card in its controller's trash."""

    card_type: str = "Unit"

    def choices(self, g: GameState, player: int, cid: int) -> list[Choices]:
        return trash_choices(g, player, self.card_type)

    def choices_legal(self, g: GameState, player: int, cid: int,
                      targets: tuple[tuple[int, ...], ...], dest: int | None) -> bool:
        return dest is None and _legal_now(g, player, targets, self.card_type)

    def legal_targets(self, g: GameState, item: ChainItem, slot: int) -> list[Any]:
        return _still_legal(g, item, self.card_type)

    def describe(self, timing: str = "") -> str:
        text = super().describe(timing)
        return text.replace("Does:", f"Targets: T1 = {_article(self.card_type)} card in your trash. Does:", 1)


@mypyc_attr(allow_interpreted_subclasses=True)  # card entries subclass it
@dataclass(frozen=True)
class TrashTargetTrigger(TriggerScript):
    """A triggered ability whose one target is a ``card_type`` card in its controller's trash,
    chosen as it is finalized (337.1)."""

    card_type: str = "Spell"

    def choices(self, g: GameState, player: int, cid: int) -> list[Choices]:
        return trash_choices(g, player, self.card_type)

    def choices_legal(self, g: GameState, player: int, cid: int,
                      targets: tuple[tuple[int, ...], ...], dest: int | None) -> bool:
        return dest is None and _legal_now(g, player, targets, self.card_type)

    def legal_targets(self, g: GameState, item: ChainItem, slot: int) -> list[Any]:
        return _still_legal(g, item, self.card_type)

    def describe(self, timing: str = "") -> str:
        text = super().describe(timing)
        return text.replace("Does:", f"Targets: T1 = {_article(self.card_type)} card in your trash. Does:", 1)


@custom("return_target_to_hand")
def _return_target(g: GameState, item: ChainItem, i: int) -> bool:
    """The chosen card, if still a legal target (in the controller's trash, 359.3.e.2-4), goes to
    its owner's hand (a card in a player's trash is their own, so that is the controller's)."""
    script = behaviour(g, item)
    assert isinstance(script, TrashTargetScript | TrashTargetTrigger)
    moved = False
    for c in _still_legal(g, item, script.card_type):
        p = g.players[item.controller]
        p.trash.remove(c)
        p.hand.append(c)
        emit(g, "355.10.a", "trash_to_hand", item.controller, c)
        moved = True
    return moved


TEMPLATES["trash_to_hand"] = lambda g, p, d: f"P{p} returns {_name(g, d[0])} from their trash to their hand"
