"""A spell that targets a battlefield: "deal 3 to all enemy units at a battlefield" (355.10.b and its
example: "Kill all units at a battlefield" targets a battlefield, not the units).

The battlefield is chosen as the spell is played (355.5) and kept as the play's destination (the
notation writes it "play Firestorm to bf 1"); any battlefield is a legal choice. As the spell
resolves, "here" in its instructions is that battlefield, so ``Each(Units(side="enemy",
where="here"))`` is every enemy unit there at that moment (355.5.a: those units are not targets).
A battlefield stays on the board, so the target can't become illegal.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..compiled import mypyc_attr
from ..engine.chain import Choices
from ..state import ChainItem, GameState
from .spells import SpellScript

__all__ = ["BattlefieldTargetScript"]


@mypyc_attr(allow_interpreted_subclasses=True)  # card entries subclass it
@dataclass(frozen=True)
class BattlefieldTargetScript(SpellScript):
    """A spell with no unit targets whose single choice is a battlefield (its index, the play's
    destination); "here" means that battlefield as it resolves."""

    def choices(self, g: GameState, player: int, cid: int) -> list[Choices]:
        return [((), bf) for bf in range(len(g.battlefields))]

    def choices_legal(self, g: GameState, player: int, cid: int,
                      targets: tuple[tuple[int, ...], ...], dest: int | None) -> bool:
        return targets == () and dest is not None and 0 <= dest < len(g.battlefields)

    def item_here(self, g: GameState, item: ChainItem) -> int | None:
        return item.dest

    def describe(self, timing: str = "") -> str:
        text = super().describe(timing)
        return text.replace("Does:", "Targets: a battlefield (written as the play's destination, "
                                     "'to bf N'). Does:", 1).replace("at this location", "there")
