"""Origins (OGN): the Fury cards of the first card wave (issue 12)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from ...effects import (
    Channel,
    Chosen,
    Const,
    Deal,
    Discard,
    Draw,
    GiveMight,
    Me,
    MoveUnit,
    Ready,
    ReturnToHand,
    SpellCard,
    SpellScript,
    Target,
    TriggerScript,
    UnitCard,
    Units,
    When,
)
from ...effects.cards import GearCard, LegendCard
from ...effects.excess_words import AssignedExcess
from ...effects.friendly_auras import OtherFriendlyKeywordAura
from ...effects.gear_words import KILL_ALL_GEAR
from ...effects.grants import give_keyword
from ...effects.may_exhaust import MayExhaustMe, MayPayEnergy
from ...effects.mighty_subject import MightyUnit
from ...effects.passives import LegionPlayEffect
from ...effects.play_bans import OPPONENTS_CANT_PLAY_CARDS
from ...effects.separate_targets import SeparateTargetsScript
from ...effects.spells import custom, record
from ...effects.vocabulary import Add, Custom, GainPoints
from ...engine.abilities import Ability
from ...engine.chain import behaviour
from ...engine.core import decide, task
from ...engine.costs import OwnCost
from ...engine.decisions import register_choice
from ...engine.keywords import legion
from ...engine.mechanics import bonus_damage
from ...engine.primitives import deal, draw
from ...engine.units import chain_item, might
from ...state import ChainItem, GameState

__all__ = ["CARDS"]

UNIT_AT_BATTLEFIELD = Target(Units(where="battlefield"))
ANY_UNIT = Target(Units())
SEPARATE = ("Each instruction chooses its own unit; one unit may be chosen for several (355.5, "
            "820.2.a), and the order of the choices doesn't matter.")
YOUR_MIGHTY = Units(side="own", might_at_least=5)


@custom("draw_per_own_mighty")
def _draw_per_own_mighty(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 708 (Mighty: 5 Might or more), 413: the controller draws 1 for each unit they control
    that is Mighty as the ability resolves (the source itself too, if still on the board)."""
    n = sum(1 for u in g.units.values() if YOUR_MIGHTY.test(g, item.controller, u))
    draw(g, item.controller, n)
    return n > 0



# --- Shakedown: 6 damage unless the unit's controller lets you draw 2 -----------------------------------

def _shakedown_target(g: GameState, item: ChainItem) -> Any:
    script = behaviour(g, item)
    assert isinstance(script, SpellScript)
    units = script.legal_targets(g, item, 0)
    return units[0] if units else None


@custom("six_unless_draw_two")
def _six_unless_draw_two(g: GameState, item: ChainItem, i: int) -> bool | None:
    """Rules 359.3.e.7, 355.10.e: with its target still legal, the unit's controller chooses, as
    the spell resolves, to have the spell's controller draw 2 or to let the unit take 6."""
    u = _shakedown_target(g, item)
    if u is None:
        return False
    decide(g, u.controller, "choose_card", ("spare_for_draw", item.cid, i))
    return None


@task("spare_for_draw", "p", "c", "n", "ci")
def _spare_for_draw(g: GameState, player: int, cid: int, i: int, card: int) -> None:
    """The unit chosen: the spell's controller draws 2 (413), no damage; -1: the spell deals 6 to
    it (417, with its controller's Bonus Damage, 715)."""
    item = chain_item(g, cid)
    u = _shakedown_target(g, item) if item is not None else None
    if item is None or u is None:
        return
    if card == u.cid:
        draw(g, item.controller, 2)
        record(g, cid, i, True)
        return
    record(g, cid, i, deal(g, u, 6 + bonus_damage(g, item.controller, u), item.controller, cid))


def _spare_options(g: GameState, player: int, ctx: tuple) -> list[int]:
    """-1 (take the 6), or the unit itself (spare it: the spell's controller draws 2)."""
    item = chain_item(g, ctx[1])
    u = _shakedown_target(g, item) if item is not None else None
    return [-1] if u is None else [-1, u.cid]


register_choice("spare_for_draw", _spare_options, (
    "{card} is resolving: {p} chooses their unit to spare it (the spell's controller draws 2 "
    "instead), or none to let it take 6"))


# --- Stormbringer: a unit's Might to every enemy unit at a battlefield, then it moves there -------------

@dataclass(frozen=True)
class BattlefieldAndUnitScript(SpellScript):
    """A spell choosing a unit and a battlefield as it is played (355.5; the battlefield is targeted,
    355.10.d's example), the battlefield kept as the chain item's destination: any battlefield other
    than where the unit is; whether the unit may then move there is a matter for the move (447.2.c,
    449.2), not for the choice."""

    def destinations(self, g: GameState, units: tuple[int, ...]) -> list[int]:
        return [bf for bf in range(len(g.battlefields)) if all(g.units[c].loc != bf for c in units)]


@custom("might_to_enemies_at_destination")
def _might_to_enemies_at_destination(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 417, 359.3.e.12, 715: the chosen unit's Might as this resolves (null, so nothing, if it
    is no longer a legal target) is dealt by the spell to each enemy unit at the chosen battlefield,
    each with the controller's Bonus Damage if the amount is 1 or more (715.4)."""
    script = behaviour(g, item)
    assert isinstance(script, SpellScript)
    units = script.legal_targets(g, item, 0)
    if not units or item.dest is None or item.dest < 0:
        return False
    amount = max(might(g, units[0]), 0)
    team, mine = g.team_of, g.team_of[item.controller]
    dealt = False
    for u in [u for u in g.units.values() if u.loc == item.dest and team[u.controller] != mine]:
        extra = bonus_damage(g, item.controller, u) if amount > 0 else 0
        dealt |= deal(g, u, amount + extra, item.controller, item.cid)
    return dealt


class CheaperByHighestMight:
    """A spell's own discount (356.4.a): its Energy cost is lower by the highest Might among the
    units its player controls (none: 0; a Might below 0 counts as 0, 143.2.b), read as its cost is
    worked out (356); never below 0 in all (356.6)."""

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield "cost:own", OwnCost(discount=_highest_own_might)

    def describe(self) -> str:
        return "It costs less Energy by the highest Might among units you control."


def _highest_own_might(g: GameState, player: int) -> int:
    return max((max(might(g, u), 0) for u in g.units.values() if u.controller == player), default=0)


class EntersReadyIfOpponentHoldsABattlefield:
    """A unit's own passive (369.3, 143.4.a): it enters the board ready if, as it enters, an
    opponent (a player of another team, 489.8.e) controls a battlefield."""

    #: it answers "enters_ready" for itself (read by the tests, as EntersReady's)
    enter_ready = True

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield "enters_ready", _ready_if_opponent_holds

    def describe(self) -> str:
        return "It enters the board ready if an opponent controls a battlefield."


def _ready_if_opponent_holds(g: GameState, source: Any, u: Any) -> bool:
    team = g.team_of
    return source.cid == u.cid and any(b.controller is not None and team[b.controller] != team[u.controller]
                                       for b in g.battlefields)


def _legion_of_legend(g: GameState, source: int) -> bool:
    """Rules 812.1.b.1, 727.1.c.3: the legend's Legion ability is active (so can be activated) once
    its controller has played a card this turn (the legend itself is never played)."""
    return legion(g, g.owner[source], False)


CARDS: tuple = (
    # --- spells (354-359) ---
    SpellCard("ogn-009-298", "Hextech Ray",
              SpellScript(targets=(UNIT_AT_BATTLEFIELD,), steps=(Deal(Const(3), Chosen(0)),))),
    SpellCard("ogn-004-298", "Cleave",
              SpellScript(targets=(Target(Units()),), steps=(give_keyword("Assault", 3),)),
              note="Granted Assault adds to any Assault the unit has (807.2); it counts only while "
                   "the unit attacks."),
    SpellCard("ogn-029-298", "Falling Star",
              SeparateTargetsScript(targets=(ANY_UNIT,) * 2,
                                    steps=tuple(Deal(Const(3), Chosen(k)) for k in range(2))),
              note="Read as errata'd (two instructions). " + SEPARATE),
    SpellCard("ogn-248-298", "Icathian Rain",
              SeparateTargetsScript(targets=(ANY_UNIT,) * 6,
                                    steps=tuple(Deal(Const(2), Chosen(k)) for k in range(6))),
              note="Read as errata'd (six instructions). " + SEPARATE),
    SpellCard("ogn-033-298", "Shakedown",
              SpellScript(targets=(Target(Units(side="enemy")),),
                          steps=(Custom("six_unless_draw_two",
                                        text="T1's controller chooses: you draw 2, or T1 takes 6 damage"),)),
              note="The choice is made as it resolves by the unit's controller."),
    SpellCard("ogn-250-298", "Stormbringer",
              BattlefieldAndUnitScript(targets=(Target(Units(side="own", where="base")),), move_of=0,
                                       steps=(Custom("might_to_enemies_at_destination",
                                                     text="each enemy unit at the chosen battlefield takes "
                                                          "damage equal to T1's Might"),
                                              MoveUnit(Chosen(0)))),
              note="The battlefield is chosen as it is played (any battlefield); the Might is read as it "
                   "resolves. If the unit has left your base by then, nothing happens."),
    SpellCard("ogn-014-298", "Sky Splitter",
              SpellScript(targets=(UNIT_AT_BATTLEFIELD,), steps=(Deal(Const(5), Chosen(0)),)),
              passives=(CheaperByHighestMight(),),
              note="Effects reading its cost still see the printed 8 (206)."),
    SpellCard("ogn-022-298", "Thermo Beam", SpellScript(steps=(KILL_ALL_GEAR,)),
              note="No target: every gear, whoever controls it (355.5.a)."),
    # --- units: Play Effects (383.4.a) and Legion (812) ---
    UnitCard("ogn-026-298", "Brynhir Thundersong", script=TriggerScript(steps=(OPPONENTS_CANT_PLAY_CARDS,)),
             note="From the moment its Play Effect resolves (a Reaction played in answer to it on the chain "
                  "still could be played); not by an effect either (419.3); tokens are no cards."),
    UnitCard("ogn-020-298", "Scrapyard Champion",
             script=TriggerScript(steps=(Discard(2), Draw(2))), passives=(LegionPlayEffect(),),
             note="The draw happens even with nothing to discard."),
    UnitCard("ogn-038-298", "Kadregrin the Infernal",
             script=TriggerScript(steps=(Custom("draw_per_own_mighty",
                                                text="you draw 1 for each Mighty unit you control"),)),
             note="Counted as it resolves; a teammate's units are not yours."),
    UnitCard("ogn-035-298", "Vayne, Hunter",
             passives=(EntersReadyIfOpponentHoldsABattlefield(),),
             on_conquer=TriggerScript(steps=(ReturnToHand(Me()),)),
             may=(("conquer", MayPayEnergy(1)),),
             note="When it conquers its controller may pay 1 Energy as the ability is finalized to "
                  "perform it (383.3.b)."),
    # --- gear (149) ---
    GearCard("ogn-017-298", "Iron Ballista", enters_exhausted=True,
             abilities=(Ability(TriggerScript((Deal(Const(2), Chosen(0)),), targets=(UNIT_AT_BATTLEFIELD,)),
                                exhaust=True),)),
    # --- legends (107.4) ---
    LegendCard("ogn-253-298", "Darius, Hand of Noxus",
               abilities=(Ability(TriggerScript((Add(energy=1),)), exhaust=True, reaction=True,
                                  usable=_legion_of_legend),),
               note="Legion (812): it can be used only once its controller has played a card this "
                    "turn (727.1.c.3); an Add ability, it resolves at once (429.2)."),
    LegendCard("ogn-249-298", "Volibear, Relentless Storm",
               when=((When("play_card", who="you", subject=MightyUnit()),
                      TriggerScript(steps=(Channel(1, exhausted=True),))),),
               may=(("play_card", MayExhaustMe()),),
               note="Its controller may exhaust the legend as the ability is finalized to perform it "
                    "(383.3.b). Whether the unit is Mighty is read as its play completes, on the board "
                    "(383.2.a.1)."),
    # --- units: triggers on events (383.1) ---
    UnitCard("ogn-027-298", "Darius, Trifarian",
             when=((When("play_card", who="you", nth=2),
                    TriggerScript(steps=(GiveMight(2, Me()), Ready(Me())))),),
             note="Every card its controller played this turn counts, also those played before it "
                  "was on the board, and its own play (ruling 50)."),
    # --- card wave 3 (issue 13, sweep O) ---
    UnitCard("ogn-015-298", "Captain Farron",
             passives=(OtherFriendlyKeywordAura((("Assault", 1),), here=True),),
             note="'Here' is where it is (base or battlefield); the Assault is the units' keyword (807.3) "
                  "and +1 Might while they attack (807.1.c), summed with their own (807.2)."),
    UnitCard("ogn-034-298", "Tryndamere, Barbarian", passives=(AssignedExcess(5),),
             on_conquer=TriggerScript(steps=(GainPoints(1),)), if_=(("conquer", AssignedExcess(5)),),
             note="Excess damage as for Yeti Brawler (ruling 96): what its controller assigned beyond lethal "
                  "in the combat that made them conquer ('after an attack'; moving into an empty "
                  "battlefield assigns none); the point is gained through an ability (194.1.c)."),
)
