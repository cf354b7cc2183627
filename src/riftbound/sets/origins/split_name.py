"""Origins cards of card wave 4 (issue 13, helper C): split damage (355.14), groups of units (355.11)."""

from __future__ import annotations

from ...effects import Chosen, Kill, SpellCard, Target, TriggerScript, UnitCard, Units
from ...effects.kill_any_cost import KillAnyForPower
from ...effects.split_damage import UpToSplitTargets, split_damage
from ...effects.unit_groups import GroupScript

__all__ = ["CARDS"]

ANY_NUMBER = 99  # "any number": no bound on a group's size but its own requirements

SPLIT_5_AMONG_CHOSEN = split_damage(
    "split_5_among_chosen", "5 damage split among the chosen units still legal (each at least 1, the "
    "division its controller's as it resolves)", slot=0, amount=5)

CARDS: tuple = (
    UnitCard("ogn-041-298", "Volibear, Furious",
             on_attack=TriggerScript(steps=(SPLIT_5_AMONG_CHOSEN,)),
             may=(("attack", UpToSplitTargets(5, Units(side="enemy", where="here"))),),
             note="Its targets are up to five enemy units where he is (355.14.c: no more than its 5 damage; "
                  "his controller's Bonus Damage adds to the damage and to the targets allowed, 715.3), "
                  "none allowed (355.13), chosen one at a time as the ability is finalized (355.14.b); the "
                  "division is decided as it resolves (355.14.e, ruling 105). Deflect 2 is the card "
                  "table's keyword."),
    SpellCard("ogn-256-298", "Fox-Fire",
              GroupScript(targets=(Target(Units(where="battlefield"), count=ANY_NUMBER, up_to=True),),
                          steps=(Kill(Chosen(0)),), total=4, one_battlefield=True),
              note="Any units, friendly ones too; the group is chosen as it is played (355.11.a) and, no "
                   "longer fitting as it resolves, cut to a subset its controller picks (355.11.b, its "
                   "example; ruling 105). Hidden and Action are the card table's keywords."),
    UnitCard("ogn-231-298", "Commander Ledros", passives=(KillAnyForPower("Order"),),
             note="The units killed for its cost are picked one at a time as it is played, before its "
                  "payment (not targets, 355.10.c); none is offered to stop on until the cost can be paid "
                  "(355.16). Killing more than its four Order Power takes nothing more off (356.6). Deflect "
                  "and Ganking are the card table's keywords."),
)
