"""Words of Nasus, Curator of the Sands' kind of ability: "when you play a unit, gear or activated
ability with Energy cost N or more, you may exhaust me to ready up to 2 runes".

- :class:`PlayedCosting`: a trigger-condition filter on the card played (383.2.a.1): one of the
  card types named whose printed Energy cost is N or more (206: printed, whatever was paid).
- :class:`AbilityCosting`: the same for an activated ability played (377.2.a: as it resolves),
  read from its base Energy cost (206.1: its own discounts ignored; engine/ability_plays.py).
- :class:`MayExhaustMeUpToRunes`: "you may exhaust me to [do X to] up to N runes": as the ability
  is finalized its controller decides whether to perform it (383.3.a), exhausting the source then
  as its base cost (383.3.b, 414; not while it is exhausted, 135.2.e.2); performing it, they choose
  up to N runes as its targets, one at a time (355.5, 355.13, the runes of may_triggers.UpToRunes),
  none included.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.abilities import exhaust_source, is_exhausted
from ..engine.ability_plays import played_ability_energy
from ..engine.chain import _finalize_ability, remove_from_chain
from ..engine.choices import register_choice
from ..engine.core import decide, emit, task
from ..engine.may_triggers import UpToRunes
from ..engine.units import chain_item
from ..state import GameState

__all__ = ["AbilityCosting", "MayExhaustMeUpToRunes", "PlayedCosting"]


@dataclass(frozen=True)
class PlayedCosting:
    """A played card of one of ``types`` whose printed Energy cost is ``energy`` or more (206)."""

    types: tuple[str, ...]
    energy: int

    def test(self, g: GameState, player: int, cid: int) -> bool:
        c = g.cards[cid]
        return c.type in self.types and c.energy >= self.energy

    def describe(self) -> str:
        kinds = " or ".join(t.lower() for t in self.types)
        return f"a {kinds} whose printed cost is {self.energy} Energy or more"


@dataclass(frozen=True)
class AbilityCosting:
    """An activated ability played whose base Energy cost is ``energy`` or more (206.1)."""

    energy: int

    def test(self, g: GameState, player: int, cid: int) -> bool:
        n = played_ability_energy()
        return n is not None and n >= self.energy

    def describe(self) -> str:
        return f"an activated ability whose base cost is {self.energy} Energy or more"


@dataclass(frozen=True)
class MayExhaustMeUpToRunes:
    """The "you may" of an ability whose cost is exhausting its source and whose targets are up to
    ``n`` runes (383.3.a-b, 355.13); ``options`` lists the runes (for the "trigger_targets" picks)."""

    n: int
    purpose = "may_exhaust_targets"

    def options(self, g: GameState, player: int, cid: int, kind: str) -> list[int]:
        return UpToRunes(self.n).options(g, player, cid, kind)

    def describe(self) -> str:
        return (f"its controller may exhaust it as the ability is finalized to perform it, then "
                f"chooses up to {self.n} runes (any player's) one at a time")


def _perform_options(g: GameState, player: int, ctx: tuple) -> list[int]:
    """-1 (decline), then the source itself (perform it) while it is ready."""
    cid = ctx[1]
    return [-1] if is_exhausted(g, cid) else [-1, cid]


@task("may_exhaust_targets", "p", "c", "ab", "ci")
def _may_exhaust_targets(g: GameState, player: int, cid: int, kind: str, card: int) -> None:
    """Rules 383.3.a-b: declined (-1), it leaves the chain as if it had not triggered (383.3.a.2);
    performed, the source is exhausted as its base cost (414), then its runes are chosen (the
    "trigger_targets" picks; with no rune on the board, none: it is finalized at once)."""
    if card < 0:
        if chain_item(g, cid) is not None:
            remove_from_chain(g, cid)
        emit(g, "383.3.a.2", "trigger_declined", player, cid)
        return
    exhaust_source(g, cid)
    emit(g, "383.3.b", "exhaust_cost", player, cid)
    if UpToRunes(1).options(g, player, cid, kind):
        decide(g, player, "choose_card", ("trigger_targets", cid, kind))
    else:
        _finalize_ability(g, player, cid, ((),))


register_choice("may_exhaust_targets", _perform_options, (
    "the ability of {card} is being finalized: {p} may exhaust it to perform it (choose it), then "
    "chooses up to its number of runes; or none to decline"))
