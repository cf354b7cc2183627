"""Spiritforged (SFD): the Mind cards of the first card wave (issue 12), and the cards of two domains
whose first domain is Mind.

- Premonition: draw 3 (Reaction).
- Arcane Shift (wave 3): a friendly unit is banished and its owner plays it, ignoring its cost (427,
  419.3; effects/play_from_zone.py); 3 damage to an enemy unit at a battlefield; the spell is
  banished.
- Plundering Poro: when it conquers, a Gold gear token, exhausted.
- Wages of Pain: 3 damage to a unit at a battlefield, and a Gold gear token, exhausted (Hidden, Action).
- Dropboarder: played while its controller controls two or more gear, it readies.
- Bubble Bot: when played, another friendly Mech readies.
- Aspiring Engineer: when played, a gear card of its controller's trash returns to their hand.
- Ornn, Forge God: +1 Might for each friendly gear (364.3); Deflect 2 and Weaponmaster are its
  keywords' (809, 821).
- Rumble, Scrapper: its controller's Mechs have +1 Might, itself included (364.1); when it holds, a
  3 Might Mech unit token in their base (187.4).
- Production Surge: 2 Energy less while its controller controls a Mech (366.2); a Mech unit token in
  their base, then draw 1.
- Chemtech Cask: when its controller plays a spell on an opponent's turn, they may exhaust it for a
  Gold gear token, exhausted.
- World Atlas (second pass): Equipment whose effect text gives the unit a Hold ability (718.3): two
  Gold gear tokens, exhausted.
- Pickpocket (second pass): when played, may kill a gear costing 1 Energy or less; if it does, a
  Gold gear token, exhausted.
- Renata Glasc, Mastermind (second pass): at a battlefield, 1 Energy + Mind: draw 1; 4 Energy + four
  Mind, exhaust: 1 point.
- Gearhead (second pass): each Equipment attached to it gives double its Might Bonus.
- Ezreal, Dashing (second pass): attacking or defending, damage equal to his Might to an enemy unit
  there; no combat damage; a Mind Power (Action): he moves to base.
- Breakneck Mech (wave 2): its controller's Mechs, itself too, have Deflect and Ganking (364.1);
  it enters ready while its controller controls another Mech (143.4.a).
- Frigid Touch (wave 2): a unit gets -2 Might this turn (Reaction); Repeat 2 Energy, the repeat
  choosing its own unit as it is played (820.2, ruling 95).
- Forecaster (wave 2): its controller's Mechs, itself too, have Vision (364.1): each Mech they play
  predicts as it enters, once per Forecaster on the board (817.2).
- Card Sharp (second pass): when played, its controller and each opponent may play a Gold token; its
  controller gets one more for each opponent who did.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from ...effects import (
    Chosen,
    Const,
    Custom,
    Deal,
    Draw,
    GainPoints,
    GiveMight,
    Me,
    MightOf,
    MoveUnit,
    Ready,
    SpellCard,
    SpellScript,
    Target,
    TriggerScript,
    UnitCard,
    Units,
    When,
)
from ...effects.cards import GearCard, LegendCard
from ...effects.control_words import TAKE_CONTROL_READY_TILL_END_OF_TURN, LoseControlAtEndOfTurn
from ...effects.equipment_triggers import EquipmentScript, EquipmentTrigger
from ...effects.gear_targets import KILL_TARGET_GEAR, GearTargetTrigger
from ...effects.gold import GOLD, PLAY_GOLD
from ...effects.keywords.equip import equip_ability
from ...effects.keywords.weaponmaster import WEAPONMASTER_SCRIPT
from ...effects.may_exhaust import MayExhaustMe
from ...effects.optional_extra_cost import OptionalExtraCost, PaidExtra
from ...effects.other_units import WhileOthers
from ...effects.passives import MightAura
from ...effects.play_from_zone import BANISH_CHOSEN_OWNER_PLAYS
from ...effects.repeat_targets import RepeatTargetSpell
from ...effects.same_location import SameLocationGroupScript
from ...effects.spells import custom, record
from ...effects.tag_auras import TagKeywordAura
from ...effects.trash_targets import RETURN_TARGET_TO_HAND, TrashTargetTrigger
from ...effects.unit_tokens import MECH_IN_BASE
from ...effects.words import HIDDEN
from ...engine.abilities import Ability
from ...engine.chain import Choices
from ...engine.choices import register_choice
from ...engine.core import decide, task
from ...engine.costs import OwnCost
from ...engine.gear_tokens import create_gear_token
from ...engine.may_triggers import MayTarget
from ...engine.mechanics import ADD_EXTRA
from ...engine.points import points, victory_score
from ...engine.primitives import opponents
from ...engine.targeting import CHOSE_ENEMY_TIMES, chose_enemy_times
from ...state import ChainItem, GameState, Unit
from ..unleashed.order import DealsNoCombatDamage

__all__ = ["CARDS"]

WORLD_ATLAS, PICKPOCKET, RENATA_MASTERMIND = "sfd-086-221", "sfd-074-221", "sfd-088-221"
GEARHEAD, EZREAL_DASHING, CARD_SHARP = "sfd-068-221", "sfd-082-221", "sfd-081-221"
PREMONITION, PLUNDERING_PORO, WAGES_OF_PAIN, DROPBOARDER = (
    "sfd-087-221", "sfd-069-221", "sfd-070-221", "sfd-072-221")
BUBBLE_BOT, ASPIRING_ENGINEER, ORNN_FORGE_GOD = "sfd-062-221", "sfd-061-221", "sfd-085-221"
RUMBLE_SCRAPPER, PRODUCTION_SURGE, CHEMTECH_CASK = "sfd-089-221", "sfd-076-221", "sfd-063-221"
BREAKNECK_MECH, FRIGID_TOUCH, FORECASTER = "sfd-071-221", "sfd-066-221", "sfd-065-221"
BELLOWS_BREATH = "sfd-080-221"
UP_TO_THREE = Target(Units(), count=3, up_to=True)


@dataclass(frozen=True)
class CheaperWithMech:
    """Rule 366.2: the card costs ``n`` Energy less while its controller controls a unit with the
    Mech tag (356.4; never below 0, 356.6), read as its cost is determined."""

    n: int = 2

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        n = self.n

        def discount(g: GameState, player: int) -> int:
            return n if any(u.controller == player and "Mech" in g.cards[u.cid].tags
                            for u in g.units.values()) else 0

        yield "cost:own", OwnCost(discount=discount)

    def describe(self) -> str:
        return f"Its Energy cost is {self.n} lower while its controller controls a Mech."


@dataclass(frozen=True)
class MightPerFriendlyGear:
    """A unit's own passive (364.3): +1 Might for each gear friendly to it (its controller's or a
    teammate's, 740.1.a; tokens and attached Equipment too), read whenever its Might is."""

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        def plus(g: GameState, u: Unit) -> int:
            team = g.team_of
            mine = team[u.controller]
            return sum(1 for x in g.gear.values() if team[x.controller] == mine)

        yield "might:own", plus

    def describe(self) -> str:
        return "It has +1 Might for each friendly gear."


def _two_gear(g: GameState, player: int, cid: int) -> bool:
    """Dropboarder's condition, part of its trigger condition (383.2.a.1): its controller controls
    two or more gear (tokens too) as it triggers."""
    return sum(1 for x in g.gear.values() if x.controller == player) >= 2


@dataclass(frozen=True)
class CheapGearTrigger(GearTargetTrigger):
    """A triggered ability whose one target is a gear on the board whose Energy cost (printed, 206;
    a token's is 0) is at most ``energy``, chosen as it is finalized (337.1, 355.5) and checked again
    as it resolves (359.3.e.2)."""

    energy: int = 1

    def choices(self, g: GameState, player: int, cid: int) -> list[Choices]:
        return [ch for ch in super().choices(g, player, cid) if g.cards[ch[0][0][0]].energy <= self.energy]

    def choices_legal(self, g: GameState, player: int, cid: int,
                      targets: tuple[tuple[int, ...], ...], dest: int | None) -> bool:
        return (super().choices_legal(g, player, cid, targets, dest)
                and g.cards[targets[0][0]].energy <= self.energy)

    def legal_targets(self, g: GameState, item: ChainItem, slot: int) -> list[Any]:
        return [x for x in super().legal_targets(g, item, slot) if g.cards[x.cid].energy <= self.energy]

    def describe(self, timing: str = "") -> str:
        return super().describe(timing).replace("T1 = 1 gear", f"T1 = 1 gear costing {self.energy} Energy "
                                                "or less", 1)


def at_a_battlefield(g: GameState, source: int) -> bool:
    """"Use my abilities only while I'm at a battlefield" (377): the source unit is at one."""
    u = g.units.get(source)
    return u is not None and u.loc >= 0

@dataclass(frozen=True)
class EquipmentBonusTimes:
    """A unit's passive (364.3, 718.4): each Equipment attached to it gives its printed Might Bonus
    ``n`` times (the index question "equipment:bonus_factor")."""

    n: int = 2

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield "equipment:bonus_factor", self.n

    def describe(self) -> str:
        return f"Each Equipment attached to it gives {self.n} times its printed Might Bonus."

# --- Renata Glasc, Chem-Baroness: her Gold Add 1 Energy more near the Victory Score ---------------------

def _gold_adds_one_more(g: GameState, player: int, source: int) -> int:
    """Rules 364.1, 107.4.b, 429.1: a Gold gear token ``player`` controls adds 1 Energy more while
    their score is at least the Victory Score minus 3 (a team's score in 2v2, 489.8.d.2). Its
    ability's cost has killed it by the time it resolves (a token then ceases to exist, 186.1): its
    controller is then its owner, the player it was played for (no supported card gives a gear token's
    control away)."""
    x = g.gear.get(source)
    controller = x.controller if x is not None else g.owner[source]
    if controller != player or g.cards[source].id != GOLD:
        return 0
    return 1 if points(g, player) >= victory_score(g) - 3 else 0


@dataclass(frozen=True)
class GoldAddsOneMoreNearVictory:
    """A legend's passive (364.1): its controller's Gold Add an additional 1 Energy while their score
    is within 3 points of the Victory Score."""

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield ADD_EXTRA, _gold_adds_one_more

    def describe(self) -> str:
        return ("While its controller's score is within 3 points of the Victory Score, their Gold tokens' "
                "Add abilities add 1 Energy more.")


# --- Card Sharp: each player may take a Gold; one more for the controller per opponent who did ------------

def _deciders(g: GameState, player: int) -> list[int]:
    """The controller, then each opponent in turn order after them (303.2.a)."""
    return [player, *opponents(g, player)]


@custom("everyone_may_take_gold")
def _everyone_may_take_gold(g: GameState, item: ChainItem, i: int) -> None:
    """Rule 355.10.e: the controller and then each opponent in turn decides whether to play a Gold
    gear token, exhausted (a "choose_card" decision ``gold_offer``: the source card for yes, -1 for
    no)."""
    decide(g, item.controller, "choose_card", ("gold_offer", item.cid, i, item.controller, 0, 0))


@task("gold_offer", "p", "c", "n", "p", "n", "n", "ci")
def _gold_offer(g: GameState, player: int, cid: int, i: int, controller: int, k: int, took: int,
                card: int) -> None:
    """The answer of the k-th decider: yes plays them a Gold token, exhausted (180-186); each opponent
    who took one counts. After the last one, the controller plays one more Gold per opponent who took
    one."""
    order = _deciders(g, controller)
    if card >= 0:
        create_gear_token(g, player, GOLD, exhausted=True)
        if player != controller:
            took += 1
    if k + 1 < len(order):
        decide(g, order[k + 1], "choose_card", ("gold_offer", cid, i, controller, k + 1, took))
        return
    for _ in range(took):
        create_gear_token(g, controller, GOLD, exhausted=True)
    record(g, cid, i, True)


register_choice("gold_offer", lambda g, p, ctx: [-1, ctx[1]], (
    "{card}'s ability is resolving: {p} may play a Gold gear token, exhausted (choose {card}), or not "
    "(none)"))

class ChoseEnemiesTwice:
    """The use condition of an ability (377): its controller's spells and unit abilities finalized
    this turn chose enemy units or gear at least twice, each spell or ability once however many it
    chose (355.6; engine/targeting.py; docs/rulings.md 111). Answers "chosen:enemy_times", so the
    engine counts them in its games."""

    def __call__(self, g: GameState, source: int) -> bool:
        player = next((i for i, p in enumerate(g.players) if p.legend == source), None)
        return player is not None and chose_enemy_times(g, player) >= 2

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield CHOSE_ENEMY_TIMES, True

    def describe(self) -> str:
        return ("Its ability may be used only once its controller's spells and unit abilities have chosen "
                "enemy units or gear twice this turn.")


CHOSE_TWICE = ChoseEnemiesTwice()

CARDS: tuple[UnitCard | SpellCard | GearCard | LegendCard, ...] = (
    LegendCard("sfd-201-221", "Renata Glasc, Chem-Baroness",
               when=((When("hold", who="friendly"), TriggerScript(steps=(PLAY_GOLD,))),),
               may=(("hold", MayExhaustMe()),), passives=(GoldAddsOneMoreNearVictory(),),
               note="When its controller or a teammate holds, they may exhaust it (the cost, decided as "
                    "it is finalized, 383.3.a-b) to play a Gold gear token exhausted. 'Within 3 points' "
                    "reads their score as the Gold's ability resolves."),
    # --- third pass (sweep S3) ---
    UnitCard("sfd-067-221", "Frostcoat Cub", passives=(OptionalExtraCost(power=("Mind",)),),
             script=TriggerScript(targets=(Target(Units()),), steps=(GiveMight(-2, Chosen(0)),)),
             if_=(("trigger", PaidExtra()),),
             note="Its Play Effect triggers only if the additional Mind Power was paid as it was played "
                  "(383.2.a.1); any unit, itself included."),
    SpellCard(PREMONITION, "Premonition", SpellScript(steps=(Draw(3),))),
    UnitCard(PLUNDERING_PORO, "Plundering Poro", on_conquer=TriggerScript(steps=(PLAY_GOLD,))),
    SpellCard(WAGES_OF_PAIN, "Wages of Pain",
              SpellScript(targets=(Target(Units(where="battlefield")),),
                          steps=(Deal(Const(3), Chosen(0)), PLAY_GOLD)),
              note="The Gold token comes even if the unit is no longer a legal target as it resolves "
                   "(359.3.e.1). " + HIDDEN),
    UnitCard(DROPBOARDER, "Dropboarder", script=TriggerScript(steps=(Ready(Me()),)),
             if_=(("trigger", _two_gear),),
             note="It triggers only if you control two or more gear as it enters (a trigger "
                  "condition, 383.2.a.1)."),
    UnitCard(BUBBLE_BOT, "Bubble Bot",
             script=TriggerScript(targets=(Target(Units(side="friendly", tag="Mech")),), other=True,
                                  steps=(Ready(Chosen(0)),)),
             note="The other Mech (a teammate's too, 740.1.a) is chosen as the ability goes on the "
                  "chain; with none, it does nothing."),
    UnitCard(ASPIRING_ENGINEER, "Aspiring Engineer",
             script=TrashTargetTrigger(steps=(RETURN_TARGET_TO_HAND,), card_type="Gear"),
             note="The gear is a target chosen as the ability goes on the chain (355.10.a); with none "
                  "in the trash the ability leaves the chain (402.4)."),
    UnitCard(ORNN_FORGE_GOD, "Ornn, Forge God", passives=(MightPerFriendlyGear(),),
             note=(f"{WEAPONMASTER_SCRIPT.describe('when played (a Play Effect on the chain)')} "
                   "Weaponmaster: the Equipment is chosen (or none) as the Play Effect goes on the chain.")),
    UnitCard(RUMBLE_SCRAPPER, "Rumble, Scrapper",
             passives=(MightAura(Units(side="own", tag="Mech"), 1),),
             on_hold=TriggerScript(steps=(MECH_IN_BASE,)),
             note="'Your Mechs' are the units with the Mech tag its controller controls, Mech tokens too."),
    SpellCard(PRODUCTION_SURGE, "Production Surge", SpellScript(steps=(MECH_IN_BASE, Draw(1))),
              passives=(CheaperWithMech(2),)),
    GearCard(CHEMTECH_CASK, "Chemtech Cask",
             when=((When("play_spell", who="you", opponents_turn=True), TriggerScript(steps=(PLAY_GOLD,))),),
             may=(("play_spell", MayExhaustMe()),),
             note="It triggers as the spell's play completes (419.4), once per spell (383.1.b)."),
    # Equipment whose effect text has a triggered ability (718.3; the unit's)
    GearCard(WORLD_ATLAS, "World Atlas", abilities=(equip_ability(0, "Mind"),),
             passives=(EquipmentTrigger(("hold",), EquipmentScript(steps=(PLAY_GOLD, PLAY_GOLD))),),
             note="Attached, the unit has +2 Might (its Might Bonus)."),
    UnitCard(PICKPOCKET, "Pickpocket",
             script=CheapGearTrigger(steps=(KILL_TARGET_GEAR,
                                            Custom("play_gold", PLAY_GOLD.text, linked=True)), energy=1),
             may=(("trigger", MayTarget()),),
             note="Its controller may decline as it is finalized (383.3.a) or choose any player's gear "
                  "costing 1 Energy or less (a Gold token costs 0), their own too; the Gold comes only if "
                  "the gear was killed (a lost target gives none)."),
    UnitCard(RENATA_MASTERMIND, "Renata Glasc, Mastermind",
             abilities=(Ability(TriggerScript((Draw(1),)), energy=1, power=(frozenset({"Mind"}),),
                                usable=at_a_battlefield),
                        Ability(TriggerScript((GainPoints(1),)), energy=4, power=(frozenset({"Mind"}),) * 4,
                                exhaust=True, usable=at_a_battlefield)),
             note="Both usable only while she is at a battlefield (377). The point is gained by an "
                  "effect, not a Score (ruling 35, 194.1.c)."),
    UnitCard(GEARHEAD, "Gearhead", passives=(EquipmentBonusTimes(2),),
             note="Its Accelerate is the card table's keyword; what an Equipment's effect text adds "
                  "(Assault, Shield) is not doubled, only the Might Bonus."),
    UnitCard(EZREAL_DASHING, "Ezreal, Dashing",
             on_attack=TriggerScript(targets=(Target(Units(side="enemy", where="here")),),
                                     steps=(Deal(MightOf(Me()), Chosen(0)),)),
             on_defend=TriggerScript(targets=(Target(Units(side="enemy", where="here")),),
                                     steps=(Deal(MightOf(Me()), Chosen(0)),)),
             passives=(DealsNoCombatDamage(),),
             abilities=(Ability(TriggerScript((MoveUnit(Me(), to_base=True),)), power=(frozenset({"Mind"}),),
                                action=True),),
             note="The enemy unit is chosen where he is as the ability goes on the chain; his Might is "
                  "read as it resolves. He deals no combat damage (465.2) but is dealt it as usual."),
    UnitCard(CARD_SHARP, "Card Sharp",
             script=TriggerScript(steps=(Custom("everyone_may_take_gold",
                                                "you, then each opponent in turn, may play a Gold gear token "
                                                "exhausted; then you play one more for each opponent who "
                                                "did"),)),
             note="Each player decides as it resolves, the controller first (355.10.e); a teammate is not "
                  "asked."),
    UnitCard(BREAKNECK_MECH, "Breakneck Mech",
             passives=(TagKeywordAura("Mech", (("Deflect", 1), ("Ganking", 1))),
                       WhileOthers(Units(side="own", tag="Mech"), enter_ready=True)),
             note="Each such unit adds its Deflect to every Mech of its controller (809.2: summed); "
                  "whether another Mech is controlled is read as it enters the board (143.4.a)."),
    SpellCard(FRIGID_TOUCH, "Frigid Touch",
              RepeatTargetSpell(targets=(Target(Units()), Target(Units())),
                                steps=(GiveMight(-2, Chosen(0)), GiveMight(-2, Chosen(1))), repeat_energy=2),
              note="The repeat's unit is chosen as the spell is played, once its Repeat cost is chosen; "
                   "the same unit may be chosen twice (-4 in all) (820.2.a, ruling 95)."),
    SpellCard(BELLOWS_BREATH, "Bellows Breath",
              SameLocationGroupScript(targets=(UP_TO_THREE, UP_TO_THREE),
                                      steps=(Deal(Const(1), Chosen(0)), Deal(Const(1), Chosen(1))),
                                      repeat_from=1, repeat_energy=1, repeat_power=(frozenset({"Mind"}),)),
              note="Any units, friendly ones too; a base is a location. The repeat's group is chosen as the "
                   "spell is played, once its Repeat cost is chosen (820.2, ruling 95): the same units or "
                   "others, at the same location or another; a group whose units no longer share a location "
                   "as it resolves is cut to a subset its controller picks (355.11.b)."),
    UnitCard(FORECASTER, "Forecaster", passives=(TagKeywordAura("Mech", (("Vision", 1),)),),
             note="Vision is a Play Effect (817.1.b): a Mech its controller plays while this is on the board "
                  "(itself included, and Mech tokens) predicts once for each such aura (817.2)."),
    # --- card wave 3 (helper A, trash-play) ---
    SpellCard("sfd-200-221", "Arcane Shift",
              SpellScript(targets=(Target(Units(side="friendly")),
                                   Target(Units(side="enemy", where="battlefield"))),
                          steps=(BANISH_CHOSEN_OWNER_PLAYS, Deal(Const(3), Chosen(1)),
                                 Custom("banish_this", text="the spell is banished"))),
              note="Both units are chosen as it is played. The friendly unit is played again once the spell "
                   "has finished resolving (354.3): after the 3 damage, as a new object (124.1) where its "
                   "owner chooses; the spell goes to banishment, not the trash (427.2)."),
    # --- card wave 4 (helper B, control) ---
    SpellCard("sfd-202-221", "Hostile Takeover",
              SpellScript(targets=(Target(Units(side="enemy", where="battlefield")),),
                          steps=(TAKE_CONTROL_READY_TILL_END_OF_TURN,)),
              passives=(LoseControlAtEndOfTurn(),),
              note="Hidden is the card table's keyword (played from facedown, its target is at that "
                   "battlefield, 811.1.d.2). The unit stays where it is and contests the battlefield for "
                   "its new controller as a unit arriving would (190.3.a.1; ruling 104): a combat where "
                   "units of its old side remain, else a showdown and a conquer; in a combat there it "
                   "changes side (323.2.b). Its return is a delayed ability at the end of the turn (390.2, "
                   "317.1.a), not created once the Ending Phase began (359.3.e.16); it goes back to the "
                   "player it was taken from and is recalled (ruling 104)."),
    # --- card wave 2, last session (helper H) ---
    LegendCard("sfd-199-221", "Ezreal, Prodigal Explorer", passives=(CHOSE_TWICE,),
               abilities=(Ability(TriggerScript((Draw(1),)), exhaust=True, reaction=True,
                                  usable=CHOSE_TWICE),),
               note="Each spell or unit ability (a unit's own, or its Equipment's effect text, 718.3) whose "
                    "targets include an enemy unit or gear counts once as it is finalized (355.6), whether "
                    "or not it then resolves; a legend's, gear's or battlefield's ability doesn't count."),
)
