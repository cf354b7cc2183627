"""Origins (OGN): gear. Gear on the board is :mod:`riftbound.engine.gear`'s business; the Add
abilities of Energy Conduit and Seal of Rage resolve at once (429, :mod:`riftbound.engine.mechanics`).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...effects import Chosen, Draw, GiveMight, Ready, Target, TriggerScript, Units, When
from ...effects.cards import GearCard
from ...effects.death_saves import KILL_GEAR_FOR_FRIENDLY
from ...effects.vocabulary import Add, Subject
from ...engine.abilities import Ability
from ...engine.gear import exhaust_gear
from ...engine.may_triggers import MayPayPower
from ...state import GameState

__all__ = ["CARDS"]

SCRAPHEAP = "ogn-182-298"
MASK_OF_FORESIGHT = "ogn-060-298"
MISTFALL = "ogn-152-298"
MUSHROOM_POUCH = "ogn-101-298"
ORB_OF_REGRET = "ogn-090-298"
ENERGY_CONDUIT = "ogn-098-298"
SEAL_OF_RAGE = "ogn-040-298"
ZHONYAS_HOURGLASS = "ogn-077-298"

DRAW_ONE = TriggerScript(steps=(Draw(1),))


@dataclass(frozen=True)
class MayPayPowerAndExhaust(MayPayPower):
    """"You may pay one Power of ``domain`` and exhaust this to ...": as
    :class:`~riftbound.engine.may_triggers.MayPayPower`, with exhausting the gear that has the
    ability as part of the cost (383.3.b): it must be ready (414), and paying exhausts it."""

    def options(self, g: GameState, player: int, cid: int, kind: str) -> list[int]:
        x = g.gear.get(cid)
        if x is None or x.exhausted or x.controller != player:
            return []
        return super().options(g, player, cid, kind)

    def paid(self, g: GameState, player: int, cid: int) -> None:
        """Exhausting the gear is the rest of the cost, paid with the Power (383.3.b)."""
        x = g.gear.get(cid)
        if x is not None:
            exhaust_gear(g, x, player)

    def describe(self) -> str:
        return (f"its controller may pay one {self.domain} Power and exhaust it as the ability goes on "
                "the chain to perform it")


def _controls_facedown_card(g: GameState, player: int, cid: int) -> bool:
    """Mushroom Pouch's condition, part of its trigger condition (383.2.a.1): the player controls
    a facedown card at a battlefield (107.3)."""
    return any(b.facedown is not None and b.facedown[1] == player for b in g.battlefields)


CARDS: tuple[GearCard, ...] = (
    GearCard(
        SCRAPHEAP, "Scrapheap", script=DRAW_ONE,
        when=((When("discard"), DRAW_ONE), (When("die"), DRAW_ONE)),
        note="Discarded, it triggers from the trash; killed, as it leaves the board.",
    ),
    GearCard(
        MASK_OF_FORESIGHT, "Mask of Foresight",
        when=((When("alone", who="friendly"), TriggerScript(steps=(GiveMight(1, Subject()),))),),
        note="A unit is alone when no other friendly unit is where it is; checked as it becomes an "
             "attacker or defender (383.4.e.2.b).",
    ),
    GearCard(
        MISTFALL, "Mistfall",
        when=((When("buff", who="you", friendly_subject=True), TriggerScript(steps=(Ready(Subject()),))),),
        may=(("buff", MayPayPowerAndExhaust("Body")),),
    ),
    GearCard(
        MUSHROOM_POUCH, "Mushroom Pouch",
        when=((When("beginning", who="you"), DRAW_ONE),),
        if_=(("beginning", _controls_facedown_card),),
        note="It triggers only while you control a facedown card at a battlefield (a trigger "
             "condition).",
    ),
    # --- activated abilities (377-381) ---
    GearCard(
        ORB_OF_REGRET, "Orb of Regret",
        abilities=(Ability(TriggerScript((GiveMight(-1, Chosen(0), minimum=1),), targets=(Target(Units()),)),
                           exhaust=True),),
    ),
    GearCard(ENERGY_CONDUIT, "Energy Conduit",
             abilities=(Ability(TriggerScript((Add(energy=1),)), exhaust=True, reaction=True),),
             note="Its Add ability resolves at once, never on the chain."),
    GearCard(SEAL_OF_RAGE, "Seal of Rage",
             abilities=(Ability(TriggerScript((Add(power=("Fury",)),)), exhaust=True, reaction=True),),
             note="Its Add ability resolves at once, never on the chain."),
    GearCard(ZHONYAS_HOURGLASS, "Zhonya's Hourglass", passives=(KILL_GEAR_FOR_FRIENDLY,),
             note="Read from its errata (every time, not only the next: it is killed doing it anyway). "
                  "Hidden, it does nothing until played from facedown (at Reaction speed, no cost, "
                  "at that battlefield, 811.1.b, 811.1.d.1.a; recalled to base by the next cleanup, "
                  "149.3). A teammate's unit is friendly too (740.1.a)."),
)
