"""Vendetta (VEN): the Mind cards of the first card wave (issue 12).

- Cloud Drake: its Play Effect draws 1 (383.4.a, 413).
- Covert Informant: Empower 3 (827); while Empowered, when it moves, draw 1 (828.1.b.1, 383.1).
- Patched Porobot: its Play Effect draws 1 if its controller controls 3 or more gear as it
  triggers (383.2.a.1); it enters exhausted like every unit (143.4).
"""

from __future__ import annotations

from ...effects import Draw, TriggerScript, UnitCard, When
from ...effects.keywords.empower import empower_ability
from ...effects.trigger_conditions import ControlsGear, SourceEmpowered

__all__ = ["CARDS"]

CLOUD_DRAKE, COVERT_INFORMANT, PATCHED_POROBOT = "ven-048-166", "ven-057-166", "ven-058-166"

CARDS: tuple[UnitCard, ...] = (
    UnitCard(CLOUD_DRAKE, "Cloud Drake", script=TriggerScript(steps=(Draw(1),))),
    UnitCard(COVERT_INFORMANT, "Covert Informant", abilities=(empower_ability(3),),
             when=((When("move"), TriggerScript(steps=(Draw(1),))),), if_=(("move", SourceEmpowered()),),
             note="An Empowered ability: it triggers only if it is Empowered as it moves (828.1.b.1, "
                  "383.2.a.1)."),
    UnitCard(PATCHED_POROBOT, "Patched Porobot", script=TriggerScript(steps=(Draw(1),)),
             if_=(("trigger", ControlsGear(3)),),
             note="It triggers only if its controller controls 3 or more gear (attached Equipment "
                  "too) as it is played (383.2.a.1)."),
)
