"""Unleashed cards of card wave 4 (issue 13, helper C): split damage (355.14), groups of units
(355.11), naming (759)."""

from __future__ import annotations

from ...effects import Chosen, GiveMight, MoveUnit, SpellCard, Target, TriggerScript, Units
from ...effects.cards import GearCard
from ...effects.naming import NamedTagTarget, NamesAsPlayed
from ...effects.reflexive import ReflexiveTrigger
from ...effects.split_damage import SplitTargetsScript, split_damage
from ...effects.unit_groups import GroupScript
from ...engine.abilities import Ability
from .body import GAIN_1_XP

SPLIT_T1_MIGHT_AMONG_T2 = split_damage(
    "split_might_of_t1_among_t2", "T1 deals damage equal to its Might (as it resolves) split among the units "
    "of T2 still legal (each at least 1, the division its controller's); each unit it damages is watched "
    "for the kill", slot=1, might_of=0, source=0, watch_kills=True)

__all__ = ["CARDS"]

CARDS: tuple = (
    SpellCard("unl-192-219", "Alpha Strike",
              SplitTargetsScript(
                  targets=(Target(Units(side="friendly")),
                           Target(Units(side="enemy", where="battlefield"), count=99, up_to=True)),
                  steps=(SPLIT_T1_MIGHT_AMONG_T2,)),
              passives=(ReflexiveTrigger(TriggerScript(steps=(GAIN_1_XP,))),),
              note="Up to as many enemy units as T1's Might when it is played, at least one (355.14.c); the "
                   "division is decided as it resolves, with the Might T1 has then (355.14.e, 355.14.h; "
                   "ruling 105); the damage is T1's (417.6.b.3). Each unit that damage kills in the cleanup "
                   "after it triggers the reflexive ability once (1 XP each; 387, 428.5.c)."),
    SpellCard("unl-054-219", "Tricksy Tentacles",
              GroupScript(targets=(Target(Units(side="enemy"), count=99, up_to=True),),
                          steps=(MoveUnit(Chosen(0)),), move_of=0, total=8, same_controller=True),
              note="The group (one opponent's units, anywhere, total Might at most 8) and its one "
                   "destination (their base, or a battlefield none of them is at) are chosen as it is "
                   "played (355.11.a, 355.4); none allowed (355.13). As it resolves, a group no longer "
                   "fitting is cut to a subset its controller picks (355.11.b); a unit that may no longer go "
                   "to that battlefield is recalled (447.2.c)."),
    GearCard("unl-138-219", "The List", passives=(NamesAsPlayed("tag"),),
             abilities=(Ability(NamedTagTarget(targets=(Target(Units()),), steps=(GiveMight(-2, Chosen(0)),)),
                                exhaust=True),),
             note="The tag is named as it is played, before its cost (355, 760): any tag a card or token has "
                  "(763; ruling 106), kept by it while it stays on the board; its ability's unit is any unit "
                  "with that tag, checked again as it resolves."),
)
