"""Unleashed cards of card wave 4 (issue 13, helper C): split damage (355.14), groups of units
(355.11), naming (759)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from ...effects import Chosen, GiveMight, Me, MoveUnit, SpellCard, Target, TriggerScript, UnitCard, Units
from ...effects.cards import GearCard
from ...effects.naming import NamedTagTarget, NamesAsPlayed
from ...effects.reflexive import ReflexiveTrigger
from ...effects.spells import EXECUTE, SpellScript, custom, may_move_to
from ...effects.split_damage import SplitTargetsScript, split_damage
from ...effects.unit_groups import GroupScript
from ...effects.vocabulary import Custom
from ...engine.abilities import Ability
from ...engine.open_battlefields import occupied_enemy_battlefields
from ...engine.ready_bans import NEVER_READY
from ...engine.units import might
from ...state import ChainItem, GameState
from .body import GAIN_1_XP

SPLIT_T1_MIGHT_AMONG_T2 = split_damage(
    "split_might_of_t1_among_t2", "T1 deals damage equal to its Might (as it resolves) split among the units "
    "of T2 still legal (each at least 1, the division its controller's); each unit it damages is watched "
    "for the kill", slot=1, might_of=0, source=0, watch_kills=True)

__all__ = ["CARDS"]


def _enemy_might_at(g: GameState, player: int, bf: int) -> int:
    """The total Might of ``player``'s enemy units at battlefield ``bf`` (below 0 counted as 0,
    143.2.b)."""
    team = g.team_of
    return sum(max(might(g, u), 0) for u in g.units.values()
               if u.loc == bf and team[u.controller] != team[player])


@dataclass(frozen=True)
class MoveMeToMightierBattlefield(TriggerScript):
    """"Move me to an occupied enemy battlefield if my Might is greater than the total Might of enemy
    units there": the destination is chosen as it is activated (355.4: an occupied enemy battlefield
    other than where it is, that it may move to); as it resolves (359.3.e), it moves there if that
    is still an occupied enemy battlefield and its Might is greater than the enemies' total there
    (read then, 383.2.a.1)."""

    def move_destinations(self, g: GameState, player: int, source: int) -> list[int]:
        u = g.units.get(source)
        if u is None:
            return []
        return [bf for bf in occupied_enemy_battlefields(g, player)
                if bf != u.loc and may_move_to(g, u.controller, bf)]


@custom("move_me_if_mightier")
def _move_me_if_mightier(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 355.4, 449: the condition read as it resolves; then the move (MoveUnit's own rules)."""
    u = g.units.get(item.cid)
    bf = item.dest
    if u is None or bf is None or bf not in occupied_enemy_battlefields(g, item.controller):
        return False
    if max(might(g, u), 0) <= _enemy_might_at(g, item.controller, bf):
        return False
    script = MADULI_MOVE
    assert isinstance(script, SpellScript)
    return bool(EXECUTE[MoveUnit](g, script, item, i, MoveUnit(Me())))


MADULI_MOVE = MoveMeToMightierBattlefield(steps=(Custom(
    "move_me_if_mightier", text="it moves to the battlefield chosen as it was activated, if that is still an "
    "occupied enemy battlefield and its Might is greater than the total Might of the enemy units there"),))


@dataclass(frozen=True)
class CantBeReadied:
    """"I can't be readied" (415; engine/ready_bans.py)."""

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield NEVER_READY, True

    def describe(self) -> str:
        return "It can't be readied (it still may enter the board ready)."

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
    UnitCard("unl-144-219", "Maduli the Gatekeeper", passives=(CantBeReadied(),),
             abilities=(Ability(MADULI_MOVE, power=(frozenset({"Chaos"}),)),),
             note="Readying skips it: its controller's Awakening and every effect that readies (415). Its "
                  "ability's destination is chosen as it is activated among the occupied enemy battlefields "
                  "(355.4); whether its Might beats the enemies' total there is read as it resolves "
                  "(ruling 105)."),
)
