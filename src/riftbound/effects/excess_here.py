"""A battlefield's "when you conquer here, if you assigned 3 or more excess damage, play a 1 Might Bird
unit token with Deflect" (Trapping Grounds).

- :class:`AssignedExcessHere`: the condition right after "when you conquer here" (383.2.a.1), read as
  it triggers: the conquering player assigned ``n`` or more combat damage beyond lethal in the combat
  at this battlefield (engine/excess_damage.py, ruling 96; a conquest without combat has none). As a
  passive it answers "combat:excess", so the engine notes that damage in its games.
- :class:`EquippedUnitAssignedExcess` and :class:`ConditionalEquipmentTrigger`: an Equipment's "when I
  conquer, if you assigned 3 or more excess damage, ..." (Hextech Gauntlets): "I" is the unit it is
  attached to (718.3), "you" that unit's controller (718.5.e); the condition is read as the ability
  triggers (383.2.a.1; engine/units.IF_CHECKED_HERE), at the battlefield that unit conquered.
- :data:`PLAY_BIRD_WHERE_CHOSEN`: the ability's controller plays the Bird token (187.7), exhausted
  (143.4); "play a token" names no location, so it is chosen as the ability resolves (419.3.b,
  355.2.a, ruling 52) among their base and the battlefields they control, a "choose_card" decision
  ``bird_location`` (-1: their base; a battlefield's card: that battlefield), unless only their base
  is possible.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from ..engine.choices import register_choice
from ..engine.core import decide, task
from ..engine.equipment_triggers import EQUIPPED
from ..engine.excess_damage import QUESTION as READS_EXCESS
from ..engine.excess_damage import excess_assigned
from ..engine.play_restrictions import units_barred_at
from ..engine.reactions import ON, Triggered
from ..engine.units import create_token
from ..state import ChainItem, GameState, base_of
from .bird_tokens import BIRD
from .equipment_triggers import EquipmentTrigger
from .spells import custom, record
from .vocabulary import Custom

__all__ = ["PLAY_BIRD_WHERE_CHOSEN", "AssignedExcessHere", "ConditionalEquipmentTrigger",
           "EquippedUnitAssignedExcess"]


@dataclass(frozen=True)
class AssignedExcessHere:
    """A battlefield's trigger condition (function(game, conquering player, battlefield cid))."""

    n: int

    def __call__(self, g: GameState, player: int, cid: int) -> bool:
        bf = next((k for k, b in enumerate(g.battlefields) if b.cid == cid), None)
        return bf is not None and excess_assigned(g, player, bf) >= self.n

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield READS_EXCESS, True

    def describe(self) -> str:
        return (f"It triggers only if the conquering player assigned {self.n} or more combat damage beyond "
                "lethal in the combat here.")


@dataclass(frozen=True)
class EquippedUnitAssignedExcess:
    """An Equipment's trigger condition (function(game, the unit's controller, gear cid)): its unit
    is at a battlefield where that player assigned ``n`` or more excess combat damage (ruling 96)."""

    n: int

    def __call__(self, g: GameState, player: int, cid: int) -> bool:
        x = g.gear.get(cid)
        u = g.units.get(x.attached_to) if x is not None and x.attached_to is not None else None
        return u is not None and u.loc >= 0 and excess_assigned(g, player, u.loc) >= self.n

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield READS_EXCESS, True

    def describe(self) -> str:
        return (f"if its controller assigned {self.n} or more combat damage beyond lethal in the combat "
                "there (ruling 96)")


@dataclass(frozen=True)
class ConditionalEquipmentTrigger(EquipmentTrigger):
    """:class:`~riftbound.effects.equipment_triggers.EquipmentTrigger` with a condition written
    right after its trigger (383.2.a.1): ``if_`` (function(game, controller, gear cid) -> bool)."""

    if_: Any = None

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield ON[EQUIPPED], Triggered(self.script, None, self.if_, self.may)
        yield "equipped:on", frozenset(self.events)
        if self.if_ is not None:
            yield from self.if_.hooks(card_id)

    def describe(self) -> str:
        text = super().describe()
        return text[:-1] + f", {self.if_.describe()}." if self.if_ is not None else text


PLAY_BIRD_WHERE_CHOSEN = Custom("bird_where_chosen",
                                "you play a 1 Might Bird unit token with Deflect, exhausted, in your base "
                                "or at a battlefield you control (your choice as it resolves)")


def _locations(g: GameState, player: int, ctx: tuple) -> list[int]:
    """Rule 355.2.a: -1 for the player's base, then each battlefield they control that units may be
    played to (engine/play_restrictions.py)."""
    return [-1] + [b.cid for k, b in enumerate(g.battlefields)
                   if b.controller == player and not units_barred_at(g, k)]


@custom("bird_where_chosen")
def _bird_where_chosen(g: GameState, item: ChainItem, i: int) -> bool | None:
    """Rules 180-185, 187.7, 419.3.b: the token is the ability's controller's (182); where, they
    choose now unless only their base is possible."""
    if len(_locations(g, item.controller, ("bird_location", item.cid))) > 1:
        decide(g, item.controller, "choose_card", ("bird_location", item.cid, i))
        return None
    create_token(g, item.controller, BIRD, base_of(item.controller))
    return True


@task("bird_location", "p", "c", "n", "ci")
def _bird_location(g: GameState, player: int, cid: int, i: int, card: int) -> None:
    """The chosen location: -1 their base, a battlefield's card that battlefield."""
    loc = next((k for k, b in enumerate(g.battlefields) if b.cid == card), base_of(player))
    create_token(g, player, BIRD, loc)
    record(g, cid, i, True)


register_choice("bird_location", _locations, (
    "{card}'s ability is resolving: {p} chooses where its Bird token is played (none for their base, or a "
    "battlefield they control)"))
