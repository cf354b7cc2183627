"""Unleashed (UNL): units with Hunt and XP (823, 728-733) and Level (824), Deflect given by Level
(809), a spell with Repeat (820), and the legend Diana, Scorn of the Moon, whose Add Reaction's
Energy may be spent only during a showdown (engine/payment.py RESTRICTIONS "showdowns"). Units
whose only text is Ambush (822), Hunt or Deflect need no entry: they are vanilla units
(``game.SUPPORTED_UNIT_KEYWORDS``), their Hunt ability given to every card with the keyword by
:mod:`riftbound.effects.keywords.hunt`.
"""

from __future__ import annotations

from ...effects import Buff, Custom, Draw, Me, SpellCard, TriggerScript, UnitCard
from ...effects.cards import LegendCard
from ...effects.keywords.repeat import RepeatSpell
from ...effects.passives import Level, LevelPlayEffect
from ...effects.spells import custom
from ...effects.vocabulary import Add
from ...engine.abilities import Ability
from ...engine.keywords import gain_xp
from ...state import ChainItem, GameState

__all__ = ["CARDS"]


@custom("gain_2_xp")
def _gain_2_xp(g: GameState, item: ChainItem, i: int) -> bool:
    """Rule 730.1: the ability's controller gains 2 XP."""
    gain_xp(g, item.controller, 2)
    return True


CARDS: tuple[UnitCard | SpellCard | LegendCard, ...] = (
    # Level (824) passives
    UnitCard("unl-016-219", "Scorchclaw",
             passives=(Level(3, might=1, enter_ready=True),)),
    UnitCard("unl-075-219", "Gustwalker",
             passives=(Level(3, might=1, ganking=True),)),
    UnitCard("unl-094-219", "Gemhand Hunter",
             passives=(Level(6, might=1),)),
    UnitCard("unl-098-219", "Targonian Visionary",
             passives=(Level(11, might=4),)),
    UnitCard("unl-151-219", "Bandle Soldier",
             passives=(Level(3, enter_ready=True),)),
    UnitCard("unl-047-219", "Mosstomper",
             passives=(Level(3, might=1, deflect=1),)),
    UnitCard("unl-113-219", "Master Yi, Tempered",
             passives=(Level(6, ganking=True, deflect=1),)),
    # spending XP (730.2) as an activated ability's cost
    UnitCard("unl-102-219", "Crowd Favorite",
             abilities=(Ability(TriggerScript((Buff(Me()),)), xp=2),)),
    # a Level Play Effect and an XP Play Effect
    UnitCard("unl-040-219", "Wuju Apprentice",
             script=TriggerScript(steps=(Draw(1),)), passives=(LevelPlayEffect(6),)),
    UnitCard("unl-034-219", "Herald of Spring",
             script=TriggerScript(steps=(Custom("gain_2_xp", text="you gain 2 XP"),))),
    # Repeat (820)
    SpellCard("unl-061-219", "Downstage Dramatics",
              RepeatSpell(steps=(Draw(1),), repeat_energy=2)),
    # an Add Reaction whose Energy is spent only during showdowns (342)
    LegendCard("unl-197-219", "Diana, Scorn of the Moon",
               abilities=(Ability(TriggerScript((Add(energy=1, only="showdowns"),)), exhaust=True,
                                  reaction=True),),
               note="An Add ability: it resolves at once (429.2) and may be used while a cost is "
                    "paid (429.3). Its Energy pays any cost paid while a showdown is in progress, a "
                    "combat's only in its Showdown Step (464), and nothing otherwise "
                    "(docs/rulings.md, ruling 88)."),
)
