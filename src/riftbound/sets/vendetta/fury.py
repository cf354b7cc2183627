"""Vendetta (VEN): the Fury cards of the first card wave (issue 12).

- Perfect Execution: ready a unit and give it Assault 3 this turn (801.3.a.2, 415); Flow (829).
- Brittle Steel: kill a gear (428, 718.5.b); Flow.
- Twilight Reveler: when it attacks, ready another friendly unit (383.4.e, 415).
- Renekton, Rage Fueled: when it attacks, if its controller controls 4 or fewer runes, 2 damage to
  each enemy unit here (383.2.a.1, 359.3.f.2).
- Eclipse Dragon: when it moves, if its controller controls 4 or fewer runes, draw 1.
- Forsaken Baccai, Oasis Raider: at the start of their controller's Beginning Phase, if they control
  fewer runes than an opponent, Might (and Ganking) for the turn (315.2, 383.2.a.1).
- Shadow Assassin: it enters ready while a card of its name is in its controller's trash (369.3,
  143.4.a).
"""

from __future__ import annotations

from ...effects import (
    Chosen,
    Const,
    Deal,
    Draw,
    Each,
    GiveMight,
    Me,
    Ready,
    SpellCard,
    SpellScript,
    Target,
    TriggerScript,
    UnitCard,
    Units,
    When,
)
from ...effects.gear_targets import KILL_TARGET_GEAR, GearTargetScript
from ...effects.passives import While
from ...effects.trigger_conditions import FewerRunesThanAnOpponent, NameInTrash, RunesAtMost
from ...effects.vocabulary import GiveKeywords

__all__ = ["CARDS"]

PERFECT_EXECUTION, BRITTLE_STEEL = "ven-012-166", "ven-003-166"
TWILIGHT_REVELER, RENEKTON_RAGE_FUELED = "ven-020-166", "ven-019-166"
ECLIPSE_DRAGON, FORSAKEN_BACCAI, OASIS_RAIDER = "ven-016-166", "ven-005-166", "ven-006-166"
SHADOW_ASSASSIN = "ven-013-166"

_FURY = (frozenset({"Fury"}),)
_AT_BEGINNING = When("beginning", who="you")
_FEWER_RUNES = (("beginning", FewerRunesThanAnOpponent()),)


def _flow(energy: int) -> str:
    return (f"Flow: it may also be played from its owner's trash for {energy} Energy and a Fury "
            "Power, then it is banished (829).")


CARDS: tuple[SpellCard | UnitCard, ...] = (
    SpellCard(PERFECT_EXECUTION, "Perfect Execution",
              SpellScript(targets=(Target(Units()),),
                          steps=(Ready(Chosen(0)), GiveKeywords((("Assault", 3),), Chosen(0)))),
              note="Any unit, either player's, at any location. " + _flow(3), flow=(3, _FURY)),
    SpellCard(BRITTLE_STEEL, "Brittle Steel", GearTargetScript(steps=(KILL_TARGET_GEAR,)),
              note="Any gear on the board, attached or not, either player's. " + _flow(4),
              flow=(4, _FURY)),
    UnitCard(TWILIGHT_REVELER, "Twilight Reveler",
             on_attack=TriggerScript(targets=(Target(Units(side="friendly")),), steps=(Ready(Chosen(0)),),
                                     other=True),
             note="The unit is chosen as the ability goes on the chain, anywhere on the board."),
    UnitCard(RENEKTON_RAGE_FUELED, "Renekton, Rage Fueled",
             on_attack=TriggerScript(steps=(Deal(Const(2), Each(Units(side="enemy", where="here"))),)),
             if_=(("attack", RunesAtMost(4)),),
             note="It triggers only if its controller controls 4 or fewer runes as it attacks "
                  "(383.2.a.1); 'here' is where it is as the ability resolves (359.3.f.2)."),
    UnitCard(ECLIPSE_DRAGON, "Eclipse Dragon",
             when=((When("move"), TriggerScript(steps=(Draw(1),))),), if_=(("move", RunesAtMost(4)),),
             note="It triggers only if its controller controls 4 or fewer runes as it moves (383.2.a.1)."),
    UnitCard(FORSAKEN_BACCAI, "Forsaken Baccai",
             when=((_AT_BEGINNING, TriggerScript(steps=(GiveMight(1, Me()),))),), if_=_FEWER_RUNES,
             note="It triggers only if its controller controls fewer runes than some opponent as "
                  "their Beginning Phase starts (383.2.a.1)."),
    UnitCard(OASIS_RAIDER, "Oasis Raider",
             when=((_AT_BEGINNING, TriggerScript(steps=(GiveMight(2, Me()),
                                                        GiveKeywords((("Ganking", 0),), Me())))),),
             if_=_FEWER_RUNES,
             note="It triggers only if its controller controls fewer runes than some opponent as "
                  "their Beginning Phase starts (383.2.a.1)."),
    UnitCard(SHADOW_ASSASSIN, "Shadow Assassin", passives=(While(NameInTrash(), enter_ready=True),),
             note="Read as it enters the board (369.3, 143.4.a)."),
)
