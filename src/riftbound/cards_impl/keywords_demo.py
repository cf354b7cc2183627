"""Cards of any set that exercise the keywords of :mod:`riftbound.engine.keywords`: Hunt and XP
(823, 728-733), Level (824), Legion (812), Deflect (809) given by Level, Repeat (820) and Flow
(829). Units whose only text is Ambush (822), Hunt or Deflect need no entry: they are vanilla units
(``game.SUPPORTED_UNIT_KEYWORDS``), their Hunt ability given to every card with the keyword by
:mod:`riftbound.effects.keywords.hunt`.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..effects import (
    Buff,
    Chosen,
    Custom,
    Draw,
    GiveMight,
    Me,
    SpellCard,
    SpellScript,
    Target,
    TriggerScript,
    UnitCard,
    Units,
)
from ..effects.passives import LegionDiscount, LegionPlayEffect, Level, LevelPlayEffect
from ..effects.spells import custom
from ..engine.abilities import Ability
from ..engine.keywords import gain_xp, repeat_paid
from ..engine.spell_keywords import register_repeat_choice
from ..state import ChainItem, GameState

__all__ = ["CARDS"]


@custom("gain_2_xp")
def _gain_2_xp(g: GameState, item: ChainItem, i: int) -> bool:
    """Rule 730.1: the ability's controller gains 2 XP."""
    gain_xp(g, item.controller, 2)
    return True


@dataclass(frozen=True)
class RepeatSpell(SpellScript):
    """A spell with Repeat (820): its instructions execute once, and once more if its player paid
    the Repeat cost, ``repeat_energy`` and ``repeat_power``, as they played it (820.1.d). Only
    spells without targets so far: the second execution's choices would be made as it is played
    (820.2), which the play action can't carry yet."""

    repeat_energy: int = 0
    repeat_power: tuple[frozenset | None, ...] = ()

    def __post_init__(self) -> None:
        if self.targets or self.move_of is not None:
            raise ValueError("a Repeat spell with choices is not supported yet")

    @property
    def repeat_cost(self) -> tuple[int, tuple[frozenset | None, ...]]:
        """Its Repeat cost (820.1.c), the entry's answer to "cost:keywords"."""
        return self.repeat_energy, self.repeat_power

    def resolve_tasks(self, g: GameState, item: ChainItem) -> list[tuple]:
        once = [("instr", item.cid, i) for i in range(len(self.steps))]
        return once * 2 if repeat_paid(g, item.cid) else once  # 820.1.d.1, played once (820.3.a)

    def describe(self, timing: str = "") -> str:
        return (super().describe(timing) + f" Repeat: as it is played its player may pay "
                f"{self.repeat_energy} Energy more to have it do all this twice.")


CARDS: tuple[UnitCard | SpellCard, ...] = (
    # Level (824) passives
    UnitCard("unl-016-219", "Scorchclaw", 3, ("Fury",), ("Hunt 2", "Level 3"), 3,
             passives=(Level(3, might=1, enter_ready=True),)),
    UnitCard("unl-075-219", "Gustwalker", 3, ("Mind",), ("Hunt 2", "Level 3"), 3,
             passives=(Level(3, might=1, ganking=True),)),
    UnitCard("unl-094-219", "Gemhand Hunter", 2, (), ("Hunt", "Level 6"), 2,
             passives=(Level(6, might=1),)),
    UnitCard("unl-098-219", "Targonian Visionary", 6, (), ("Level 11",), 6,
             passives=(Level(11, might=4),)),
    UnitCard("unl-151-219", "Bandle Soldier", 4, ("Order",), ("Level 3",), 5,
             passives=(Level(3, enter_ready=True),)),
    UnitCard("unl-047-219", "Mosstomper", 3, ("Calm",), ("Hunt 2", "Level 3"), 3,
             passives=(Level(3, might=1, deflect=1),)),
    UnitCard("unl-113-219", "Master Yi, Tempered", 4, (), ("Hunt 2", "Level 6"), 4,
             passives=(Level(6, ganking=True, deflect=1),)),
    # spending XP (730.2) as an activated ability's cost
    UnitCard("unl-102-219", "Crowd Favorite", 3, (), ("Hunt",), 3,
             abilities=(Ability(TriggerScript((Buff(Me()),)), xp=2),)),
    # a Level Play Effect and an XP Play Effect
    UnitCard("unl-040-219", "Wuju Apprentice", 2, (), ("Hunt", "Level 6"), 2,
             script=TriggerScript(steps=(Draw(1),)), passives=(LevelPlayEffect(6),)),
    UnitCard("unl-034-219", "Herald of Spring", 4, ("Calm",), ("Hunt",), 4,
             script=TriggerScript(steps=(Custom("gain_2_xp", text="you gain 2 XP"),))),
    # Legion (812)
    UnitCard("ogn-012-298", "Noxus Hopeful", 4, (), ("Legion",), 4,
             passives=(LegionDiscount(2),)),
    UnitCard("ogn-217-298", "Trifarian Gloryseeker", 2, (), ("Legion",), 2,
             script=TriggerScript(steps=(Buff(Me()),)), passives=(LegionPlayEffect(),)),
    UnitCard("ogn-016-298", "Dangerous Duo", 3, (), ("Legion",), 3,
             script=TriggerScript(targets=(Target(Units()),), steps=(GiveMight(2, Chosen(0)),)),
             passives=(LegionPlayEffect(),)),
    # Repeat (820)
    SpellCard("unl-061-219", "Downstage Dramatics", 2, (), ("Reaction", "Repeat"),
              RepeatSpell(steps=(Draw(1),), repeat_energy=2)),
    # Flow (829)
    SpellCard("ven-049-166", "Dredge Up", 2, (), ("Flow",), SpellScript(steps=(Draw(1),)),
              note="Flow: it may also be played from its owner's trash for 2 Energy, then it is banished.",
              flow=(2, ())),
)

register_repeat_choice()
