"""Replacements of a unit's death that save it (367-373, engine/death_replacements.py): "if it would
die, [do something] instead: heal it, exhaust it, and recall it".

- :data:`KILL_GEAR_FOR_FRIENDLY`: a gear's passive (368.1; a gear's rules text is active while it is
  not attached, 718.2): if a unit friendly to its controller would die (740.1.a: a teammate's too),
  this gear is killed instead and the unit healed, exhausted and recalled.
- :data:`KILL_ME_FOR_MY_UNIT`: the same in an Equipment's effect text (718.3, 724): it belongs to the
  unit the Equipment is attached to, and saves only that unit.
- :class:`PayToSaveHere`: a battlefield's passive (364.1, whoever controls it): if a unit there would
  die during a combat there (459-466), its controller may pay the cost (371.2.a, 357) to heal,
  exhaust and recall it instead.

Which replacement applies when several do, and whether to pay, is the unit's controller's choice
(372, 371.2.a); that is the engine's (:mod:`riftbound.engine.death_replacements`).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from ..engine.death_replacements import ATTACHED, QUESTION
from ..engine.gear import kill_gear
from ..engine.next_death import heal_exhaust_recall
from ..state import GameState, Unit

__all__ = ["KILL_GEAR_FOR_FRIENDLY", "KILL_ME_FOR_MY_UNIT", "KillGearInstead", "PayToSaveHere"]


@dataclass(frozen=True)
class KillGearInstead:
    """"If [a unit] would die, kill this gear instead; heal, exhaust and recall the unit": as a
    gear's own passive for any unit friendly to its controller (``attached`` False), or in an
    Equipment's effect text for the unit it is attached to (``attached`` True)."""

    attached: bool = False
    may: bool = False

    def applies(self, g: GameState, src: int, u: Unit) -> bool:
        x = g.gear.get(src)
        if x is None:
            return False
        if self.attached:
            return x.attached_to == u.cid
        return x.attached_to is None and g.team_of[x.controller] == g.team_of[u.controller]

    def cost(self, g: GameState, src: int, u: Unit) -> tuple[int, tuple] | None:
        return None

    def instead(self, g: GameState, src: int, u: Unit) -> None:
        """370.1.b: the gear is killed (428; its "when killed" abilities trigger), then the unit is
        healed, exhausted and recalled (418, 414, 455), in the card's order."""
        x = g.gear.get(src)
        if x is not None:
            kill_gear(g, x)
        heal_exhaust_recall(g, u)

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield (ATTACHED if self.attached else QUESTION), self

    def describe(self) -> str:
        if self.attached:
            return ("If the unit it is attached to would die, this gear is killed instead and that unit "
                    "is healed, exhausted and recalled (a replacement in its effect text, 718.3; "
                    "with other replacements of that death, the unit's controller picks which applies, 372).")
        return ("If a unit friendly to its controller would die, this gear is killed instead and that "
                "unit is healed, exhausted and recalled (a replacement, 370; with other replacements of "
                "that death, or several deaths at once, the unit's controller picks, 372-373).")


KILL_GEAR_FOR_FRIENDLY = KillGearInstead()
KILL_ME_FOR_MY_UNIT = KillGearInstead(attached=True)


@dataclass(frozen=True)
class PayToSaveHere:
    """A battlefield's "if a unit here would die during combat, its controller may pay ``power``
    Power of any domain to heal, exhaust and recall it instead" (371.2.a: the unit's controller
    decides; unpayable, it can only be declined)."""

    power: int
    may: bool = True

    def applies(self, g: GameState, src: int, u: Unit) -> bool:
        sd = g.showdown
        if sd is None or not sd.combat or u.loc != sd.bf:
            return False
        return 0 <= sd.bf < len(g.battlefields) and g.battlefields[sd.bf].cid == src

    def cost(self, g: GameState, src: int, u: Unit) -> tuple[int, tuple] | None:
        return 0, (None,) * self.power

    def instead(self, g: GameState, src: int, u: Unit) -> None:
        heal_exhaust_recall(g, u)

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield QUESTION, self

    def describe(self) -> str:
        return (f"If a unit here would die while a combat is going on here, its controller may pay "
                f"{self.power} Power of any domain to heal, exhaust and recall it instead (an optional "
                "replacement, 371.2.a; a combat's deaths in its cleanup count, 466.1).")
