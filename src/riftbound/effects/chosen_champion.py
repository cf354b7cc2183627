"""Hallowed Tomb's kind of ability: "you may return your Chosen Champion from your trash to your
Champion Zone if it is empty" (:class:`ChosenChampionTrashTrigger` with
:data:`RETURN_CHOSEN_CHAMPION`).

A player's Chosen Champion is every champion unit card with the name of the one they chose for the
slot (103.2.a.3; ``PlayerState.chosen_champion``). In a trash, a public zone, such a card is a
target (355.10.a), chosen as the ability is finalized (355.5, 337.1); copies of one name are
interchangeable, so one is offered (ruling 2). "If it is empty" is read as the ability resolves
(383.2.a.1: it is part of the effect) and is the rule's own limit too (108.3.c.1): with a card in
the Champion Zone then, nothing happens; otherwise the card, still in that trash (359.3.e.2-4),
goes to the Champion Zone, from where it may be played (108.3.d).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..engine.chain import Choices
from ..engine.core import emit
from ..log_text import TEMPLATES, _name
from ..state import ChainItem, GameState
from .spells import TriggerScript, custom
from .vocabulary import Custom

__all__ = ["RETURN_CHOSEN_CHAMPION", "ChosenChampionTrashTrigger", "chosen_in_trash"]

RETURN_CHOSEN_CHAMPION = Custom("return_chosen_champion",
                                text="if your Champion Zone is empty, the chosen card goes from your trash "
                                     "to your Champion Zone")

TEMPLATES["champion_returned"] = lambda g, p, d: (f"P{p} returns {_name(g, d[0])} from their trash to "
                                                  "their Champion Zone")


def chosen_in_trash(g: GameState, player: int) -> list[int]:
    """The cards of ``player``'s trash that are their Chosen Champion (103.2.a.3), in card order."""
    p = g.players[player]
    chosen = p.chosen_champion
    if chosen is None:
        return []
    name = next((c.name for c in g.cards if c.id == chosen), None)
    return sorted(c for c in p.trash if g.cards[c].name == name and g.cards[c].is_champion_unit)


@dataclass(frozen=True)
class ChosenChampionTrashTrigger(TriggerScript):
    """A triggered ability whose one target is a Chosen Champion card in its controller's trash."""

    def choices(self, g: GameState, player: int, cid: int) -> list[Choices]:
        found = chosen_in_trash(g, player)
        return [(((found[0],),), None)] if found else []

    def choices_legal(self, g: GameState, player: int, cid: int,
                      targets: tuple[tuple[int, ...], ...], dest: int | None) -> bool:
        return (dest is None and len(targets) == 1 and len(targets[0]) == 1
                and targets[0][0] in chosen_in_trash(g, player))

    def legal_targets(self, g: GameState, item: ChainItem, slot: int) -> list[Any]:
        found = chosen_in_trash(g, item.controller)
        return [c for t in item.targets for c in t if c in found]

    def describe(self, timing: str = "") -> str:
        text = super().describe(timing)
        return text.replace("Does:", "Targets: T1 = your Chosen Champion in your trash. Does:", 1)


@custom("return_chosen_champion")
def _return_chosen_champion(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 108.3.c.1, 359.3.e.2: with the Champion Zone empty, the chosen card, still a Chosen
    Champion card in the controller's trash, goes there."""
    p = g.players[item.controller]
    if p.champion is not None:
        return False
    script = ChosenChampionTrashTrigger(steps=())
    for c in script.legal_targets(g, item, 0)[:1]:
        p.trash.remove(c)
        p.champion = c
        emit(g, "108.3.c.1", "champion_returned", item.controller, c)
        return True
    return False
