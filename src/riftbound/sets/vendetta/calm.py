"""Vendetta (VEN): the Calm cards of the first card wave (issue 12), and those whose first domain
is Calm.

- Field Musicians: its Play Effect gives a unit +3 Might this turn (383.4.a, 317.2.c).
- Serene Ascetic: Empower 3 (827); while Empowered, Deflect and Shield 3 (828.1.b.1, 809, 814).
- Nasus, Ascended: Empower 8; while Empowered, when it conquers its controller gains 1 point
  (828.1.b.1, 383.4.c).
- Shen, Scourge of Shadows: when it holds, if exactly one other unit its controller controls is
  there, draw 1 (383.4.d, 383.2.a.1).
- Shen, Eye of Twilight (legend): exhaust, at action speed: a friendly unit gains Tank this turn
  (377, 806.1.c.2, 801.3.a.2, 815).
"""

from __future__ import annotations

from ...effects import Chosen, Draw, GainPoints, GiveMight, Target, TriggerScript, UnitCard, Units
from ...effects.cards import LegendCard
from ...effects.keywords.empower import empower_ability
from ...effects.passives import While
from ...effects.trigger_conditions import Empowered, OtherFriendlyUnitsHere, SourceEmpowered
from ...effects.vocabulary import GiveKeywords
from ...engine.abilities import Ability

__all__ = ["CARDS"]

FIELD_MUSICIANS, SERENE_ASCETIC, NASUS_ASCENDED = "ven-026-166", "ven-030-166", "ven-046-166"
SHEN_SCOURGE, SHEN_EYE = "ven-042-166", "ven-147-166"

CARDS: tuple[UnitCard | LegendCard, ...] = (
    UnitCard(FIELD_MUSICIANS, "Field Musicians",
             script=TriggerScript(targets=(Target(Units()),), steps=(GiveMight(3, Chosen(0)),)),
             note="Any unit, itself included, chosen as the ability goes on the chain."),
    UnitCard(SERENE_ASCETIC, "Serene Ascetic", abilities=(empower_ability(3),),
             passives=(While(Empowered(), keywords=(("Deflect", 1), ("Shield", 3))),)),
    UnitCard(NASUS_ASCENDED, "Nasus, Ascended", abilities=(empower_ability(8),),
             on_conquer=TriggerScript(steps=(GainPoints(1),)), if_=(("conquer", SourceEmpowered()),),
             note="An Empowered ability: it triggers only if it is Empowered as it conquers "
                  "(828.1.b.1, 383.2.a.1)."),
    UnitCard(SHEN_SCOURGE, "Shen, Scourge of Shadows",
             on_hold=TriggerScript(steps=(Draw(1),)), if_=(("hold", OtherFriendlyUnitsHere(1)),),
             note="It triggers only if exactly one other unit its controller controls is at that "
                  "battlefield as it holds (383.2.a.1)."),
    LegendCard(SHEN_EYE, "Shen, Eye of Twilight",
               abilities=(Ability(TriggerScript(targets=(Target(Units(side="friendly")),),
                                                steps=(GiveKeywords((("Tank", 0),), Chosen(0)),)),
                                  exhaust=True, action=True),),
               note="The unit (a teammate's too, 740.1.a) is chosen as the ability is activated."),
)
