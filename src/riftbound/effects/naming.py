"""Words for naming (759-763; the engine's side is :mod:`riftbound.engine.naming`):

- :data:`NAME_A_SPELL`: an instruction of a triggered ability, "name a spell": its controller names
  one as it resolves (355.17, 760), kept by the ability's source while it stays on the board.
- :class:`NamesAsPlayed`: a card's "as you play this, name a tag" (a choice made as it is played,
  before its cost, 355, 760).
- :class:`NamedSpellBan`: a unit's passive, "while I'm at a battlefield, opponents can't play spells
  with that name" (:mod:`riftbound.engine.play_restrictions`).
- :class:`NamedTagTarget`: an ability whose one target must be a unit with the tag its source named,
  checked as it is chosen and again as it resolves (355.9.b, 359.3.e.2).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from ..compiled import mypyc_attr
from ..engine.chain import Choices
from ..engine.contexts import NamePick
from ..engine.core import decide
from ..engine.naming import NAMES_AS_PLAYED, named
from ..engine.play_restrictions import NAME_BAN
from ..state import ChainItem, GameState, Unit
from .spells import TriggerScript, custom
from .vocabulary import Custom

__all__ = ["NAME_A_SPELL", "NamedSpellBan", "NamedTagTarget", "NamesAsPlayed"]

NAME_A_SPELL = Custom("name_a_spell", text="you name a spell (any spell card's name; this unit keeps it "
                                           "while it stays on the board)")


@custom("name_a_spell")
def _name_a_spell(g: GameState, item: ChainItem, i: int) -> bool | None:
    """Rules 760, 762: the controller names a spell; its source, gone from the board, would keep
    nothing (124.1), so then nothing is asked."""
    if item.cid not in g.units:
        return False
    decide(g, item.controller, "choose_name", NamePick("name_chosen", item.cid, "spell"))
    return None


@dataclass(frozen=True)
class NamesAsPlayed:
    """"As you play this, name a ``what``" ("spell" or "tag"): asked as the card is played, before
    its cost (355, 760)."""

    what: str

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield NAMES_AS_PLAYED, self.what

    def describe(self) -> str:
        return f"As it is played, before its cost, its player names a {self.what} (any {self.what} there is)."


@dataclass(frozen=True)
class NamedSpellBan:
    """While this unit is at a battlefield, its controller's opponents can't play spells with the
    name it named (759-760)."""

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield NAME_BAN, True

    def describe(self) -> str:
        return ("While it is at a battlefield, its controller's opponents can't play spells with the name it "
                "named (from hand, facedown, the trash or by an effect).")


def _has_named_tag(g: GameState, source: int, u: Unit) -> bool:
    tag = named(g, source)
    return tag is not None and tag in g.cards[u.cid].tags


@mypyc_attr(allow_interpreted_subclasses=True)  # card entries subclass it
@dataclass(frozen=True)
class NamedTagTarget(TriggerScript):
    """An ability's script whose one target must also have the tag its source named (355.9.b)."""

    def choices(self, g: GameState, player: int, cid: int) -> list[Choices]:
        return [c for c in super().choices(g, player, cid)
                if all(_has_named_tag(g, cid, g.units[u]) for u in c[0][0])]

    def choices_legal(self, g: GameState, player: int, cid: int,
                      targets: tuple[tuple[int, ...], ...], dest: int | None) -> bool:
        return super().choices_legal(g, player, cid, targets, dest) and all(
            c in g.units and _has_named_tag(g, cid, g.units[c]) for t in targets for c in t)

    def legal_targets(self, g: GameState, item: ChainItem, slot: int) -> list[Unit]:
        return [u for u in super().legal_targets(g, item, slot) if _has_named_tag(g, item.cid, u)]

    def describe(self, timing: str = "") -> str:
        return super().describe(timing).replace("T1 = 1 ", "T1 = 1 (with the tag its source named) ", 1)
