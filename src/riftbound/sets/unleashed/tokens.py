"""Unleashed (UNL): its battlefield token's entry (card wave 2, issue 13, helper R).

- Brush (187.8; project data, ``data/rule_tokens.json``: the shared card file has no record of it): a
  domainless battlefield token made by a Replace (438; :mod:`riftbound.engine.replace`). Its passive
  gives +1 Might to each unit there with the Bird, Cat, Dog, Poro or Ivern tag (364.1, whoever
  controls the unit); its "when you conquer or hold here" ability (the scoring player's, 383.4.c.2.b,
  383.4.d.2.b) is a "you may" decided as it is finalized (383.3.a): performed, the Brush is swapped
  back to the battlefield card it replaced (438.7.b), which is impossible, so only declining is left,
  with no such card in Banishment (438.7.c).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from ...effects import Custom, TriggerScript
from ...effects.cards import BattlefieldCard
from ...effects.spells import custom
from ...engine.replace import replaced_card, swap_back
from ...state import ChainItem, GameState, Unit, place_of

__all__ = ["BRUSH", "CARDS", "BrushAura", "MaySwapBack"]

#: the Brush battlefield token (187.8)
BRUSH = "rule-187-8"

#: the tags whose units the Brush gives +1 Might (187.8)
_BRUSH_TAGS = frozenset({"Bird", "Cat", "Dog", "Poro", "Ivern"})


@dataclass(frozen=True)
class BrushAura:
    """A battlefield's passive (364.1): each unit here with one of ``tags`` has +``amount`` Might; one
    with several of them gets it once (the aura is one effect per unit it reaches)."""

    tags: frozenset[str] = _BRUSH_TAGS
    amount: int = 1

    here_only = True
    constant = None

    def __call__(self, g: GameState, source: int, controller: int | None, here: int, u: Unit) -> int:
        """Its answer to "might:aura": the units at the battlefield's own place."""
        if u.loc != here or self.tags.isdisjoint(g.cards[u.cid].tags):
            return 0
        return self.amount

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield "might:aura", self

    def describe(self) -> str:
        return (f"Each unit here (any player's) with one of the tags {', '.join(sorted(self.tags))} has "
                f"+{self.amount} Might (once, whatever the number of them it has).")


@dataclass(frozen=True)
class MaySwapBack:
    """The "you may" of "you may replace this with the battlefield it replaced" (383.3.a, 438.7):
    performing it is choosing the source; while there is no card to swap back to (438.7.c) declining
    is the only option."""

    def options(self, g: GameState, player: int, cid: int, kind: str) -> list[int]:
        place = place_of(g, cid)
        return [cid] if place is not None and replaced_card(g, place) is not None else []

    def accept(self, g: GameState, player: int, cid: int, kind: str, card: int) -> tuple:
        return ()

    def describe(self) -> str:
        return ("its controller decides as it is finalized whether to perform it (only while there is a "
                "battlefield to swap back to, 438.7.c)")


SWAP_BACK_HERE = Custom("swap_back_here", text=(
    "this token battlefield is swapped back: it ceases to exist and the battlefield card it replaced "
    "comes back from Banishment to its place, keeping everything that applied here (438.7)"))


@custom("swap_back_here")
def _swap_back_here(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 438.1.a, 438.7.b, 438.7.c: the place of the source (the same game object though replaced
    again meanwhile) swaps back, if a card it replaced is still in Banishment."""
    place = place_of(g, item.cid)
    return place is not None and swap_back(g, place, item.controller)


_SWAP = TriggerScript(steps=(SWAP_BACK_HERE,))

CARDS: tuple[BattlefieldCard, ...] = (
    BattlefieldCard(BRUSH, "Brush", passives=(BrushAura(),), on_conquer=_SWAP, on_hold=_SWAP,
                    may=(("conquer", MaySwapBack()), ("hold", MaySwapBack())),
                    note="A token made by a Replace (438). The swap back is a 'you may' of the player "
                         "who scores here, decided as the ability is finalized (383.3.a, ruling 113)."),
)
