"""An activated ability whose targets are up to N cards in any trashes, chosen one at a time as it is
activated: "Recycle up to 4 cards from trashes" (Forge of the Future).

Cards in a trash are targets (355.9.a, 355.10.a: a public zone), chosen as the ability goes on the
chain (402.2), before its cost is paid (404: a "kill this" cost puts the gear in a trash only
after); "up to" allows any number to N, none included (355.13). The engine asks them one at a time
(:mod:`riftbound.engine.abilities`, purpose ``activation_pick``: -1 stops) from the script's
``pick_options``: one card per interchangeable group, a card name in one player's trash (ruling 2).
As it resolves, the chosen cards still in their owner's trash are recycled, each to the bottom of
its owner's Main Deck, several of one owner in random order (416.1.c, 416.5; 359.3.e.2-4: a card
that left the trash is no longer a legal target).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..compiled import mypyc_attr
from ..engine.primitives import recycle_cards
from ..state import ChainItem, GameState
from .spells import TriggerScript, custom
from .vocabulary import Custom

__all__ = ["RECYCLE_CHOSEN_TRASH_CARDS", "UpToTrashCardsScript"]


def _in_trash(g: GameState, cid: int) -> bool:
    return cid in g.players[g.owner[cid]].trash


@mypyc_attr(allow_interpreted_subclasses=True)
@dataclass(frozen=True)
class UpToTrashCardsScript(TriggerScript):
    """The ability's effect; its targets are up to ``picks_max`` cards from any trashes."""

    picks_max: int = 4
    picks_targets = True

    def pick_options(self, g: GameState, player: int, source: int, chosen: tuple[int, ...]) -> list[int]:
        seen: dict[tuple[int, int], int] = {}
        for q, p in enumerate(g.players):
            for c in sorted(p.trash):
                if c not in chosen:
                    seen.setdefault((q, g.cards[c].index), c)
        return sorted(seen.values())

    def describe(self, timing: str = "") -> str:
        return super().describe(timing).replace(
            "Does:", f"Targets: up to {self.picks_max} cards from any trashes, chosen one at a time as "
                     "it is activated. Does:", 1)


RECYCLE_CHOSEN_TRASH_CARDS = Custom(
    "recycle_chosen_trash_cards",
    text="each chosen card still in its trash is recycled to the bottom of its owner's Main Deck")


@custom("recycle_chosen_trash_cards")
def _recycle_chosen(g: GameState, item: ChainItem, i: int) -> bool:
    chosen = [c for c in (item.targets[0] if item.targets else ()) if c >= 0 and _in_trash(g, c)]
    by_owner: dict[int, list[int]] = {}
    for c in chosen:
        by_owner.setdefault(g.owner[c], []).append(c)
    for owner, cards in sorted(by_owner.items()):
        recycle_cards(g, owner, cards)  # 416.1.c: to its owner's deck; 416.5: random order
    return bool(chosen)
