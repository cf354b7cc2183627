"""Spiritforged (SFD): the Fury cards of the first card wave (issue 12), and the cards of two domains
whose first domain is Fury.

- Eager Drakehound: it enters ready (369.3).
- Dunebreaker: it enters ready while its controller holds two cards or fewer (143.4.a), and
  draws 2 when it holds (383.4.d).
- Against the Odds: +2 Might for the turn to a friendly unit at a battlefield for each enemy unit
  there, counted as it resolves.
- Sudden Storm: 2 damage to a unit at a battlefield, 4 if it is attacking as the spell resolves.
- Spinning Axe: Quick-Draw, Equip for one Power of any domain, Temporary and a Might Bonus.
- Gem Jammer: its Play Effect gives a unit Ganking for the turn (801.3.a.2).
- Draven, Glorious Executioner (legend): its controller draws 1 when they win a combat (466.3.a).
- Bushwhack: friendly units enter ready for the rest of the turn (390.4, 143.4.a), and a Gold gear
  token.
- Draven, Vanquisher: a Gold gear token when he wins a combat; when he attacks or defends, his
  controller may pay one Fury Power for +2 Might this turn (383.3.a-b).
- Danger Zone: the controller's Mechs get +1 Might this turn; Repeat (820) for 1 Energy and one
  Power of any domain.
- Detonate: kills a gear; the player who controlled it draws 2.
- Lucian, Gunslinger: when he attacks, he deals damage equal to his Assault to an enemy unit there.
- Ferrous Forerunner: Deathknell (808), two 3 Might Mech unit tokens in its controller's base.
- Recurve Bow (second pass): Equipment whose effect text gives the unit "when I attack or defend,
  2 damage to an enemy unit here" (718.3).
- Minotaur Reckoner (second pass): while it is on the board, no unit can move to base.
- Rumble, Mechanized Menace; Lucian, Purifier (legends, second pass): their controller's Mechs have
  Shield; their controller's Equipment each give Assault.
- Rengar, Pouncing (second pass): Reaction, Assault 2; may be played to a battlefield its player is attacking.
- Assembly Rig (second pass): 1 Energy, a Fury Power, recycling a unit card of the trash and exhausting it:
  a 3 Might Mech token in base.
- Perched Grimwyrm (second pass): may be played only to a battlefield its player conquered this turn.
- Rumble, Hotheaded (wave 3): its controller's Mechs have Assault (364.1); when he conquers, his
  controller may recycle another friendly unit to play a Mech card of their trash, its Energy cost
  reduced by that unit's Might (383.3.a-b, 419.3, 356.4; effects/play_from_zone.py).
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
    Each,
    GiveMight,
    Me,
    SpellCard,
    SpellScript,
    Target,
    TriggerScript,
    UnitCard,
    Units,
)
from ...effects.cards import GearCard, LegendCard
from ...effects.cost_counts import CheaperPerCardPlayed
from ...effects.equipment_triggers import EquipmentScript, EquipmentTrigger
from ...effects.gear_targets import GearTargetScript, kill_target_gear_then_draws
from ...effects.gold import PLAY_GOLD
from ...effects.grants import give_keyword
from ...effects.keywords.equip import EQUIP_SCRIPT, equip_ability
from ...effects.keywords.quick_draw import QUICK_DRAW_SCRIPT
from ...effects.keywords.repeat import RepeatSpell
from ...effects.optional_extra_cost import OptionalExtraCost, PaidExtra
from ...effects.passives import EntersReady
from ...effects.play_from_zone import PLAY_TARGET_REDUCED, MayRecycleToPlay, PlayFromTrashTrigger
from ...effects.repeat_targets import RepeatTargetSpell
from ...effects.spells import custom
from ...effects.tag_auras import TagKeywordAura
from ...effects.unit_tokens import MECH_IN_BASE
from ...effects.vocabulary import GiveKeywords, When
from ...effects.words import HIDDEN
from ...engine.abilities import Ability
from ...engine.attachment import extra_assault
from ...engine.chain import behaviour
from ...engine.core import emit
from ...engine.granted import granted_value
from ...engine.may_triggers import MayPayPower
from ...engine.mechanics import bonus_damage
from ...engine.passives import passive_keyword
from ...engine.primitives import deal
from ...engine.turn_effects import ENTER_READY, add_turn_effect
from ...state import ATTACKER, DEFENDER, ChainItem, GameState, Unit

__all__ = ["CARDS"]

RECURVE_BOW, MINOTAUR_RECKONER = "sfd-016-221", "sfd-014-221"
RUMBLE_LEGEND, LUCIAN_PURIFIER, RENGAR_POUNCING = "sfd-181-221", "sfd-183-221", "sfd-025-221"
ASSEMBLY_RIG, PERCHED_GRIMWYRM = "sfd-019-221", "sfd-015-221"
RUMBLE_HOTHEADED = "sfd-026-221"
EAGER_DRAKEHOUND, DUNEBREAKER = "sfd-006-221", "sfd-027-221"
AGAINST_THE_ODDS, SUDDEN_STORM = "sfd-001-221", "sfd-017-221"
SPINNING_AXE, GEM_JAMMER, DRAVEN_EXECUTIONER = "sfd-186-221", "sfd-007-221", "sfd-185-221"
BUSHWHACK, DRAVEN_VANQUISHER, DANGER_ZONE = "sfd-004-221", "sfd-020-221", "sfd-182-221"
DETONATE, LUCIAN_GUNSLINGER, FERROUS_FORERUNNER = "sfd-005-221", "sfd-028-221", "sfd-021-221"


# --- Lucian, Gunslinger: damage equal to his Assault ---------------------------------------------------

def assault_value(g: GameState, u: Unit) -> int:
    """Rules 807.1-807.2: the unit's Assault, every instance summed: printed, granted this turn or
    this combat (801.3.a), from its own passives (364.3) and from the effect text of the Equipment
    attached to it (718.3)."""
    n = g.cards[u.cid].assault + granted_value(u, "Assault") + passive_keyword(g, u, "Assault")
    if g.gear:
        texts = g.index.of("equipment_text")
        for x in g.gear.values():
            if x.attached_to == u.cid:
                e = texts.get(g.cards[x.cid].id)
                if e is not None:
                    n += e.assault
                n += extra_assault(g, x)
    return n


@custom("deal_my_assault")
def _deal_my_assault(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 417, 807, 359.3.e.12: the source deals damage equal to its Assault, read as this
    executes, to the chosen unit if still a legal target; the source gone from the board, the amount
    is null and nothing is dealt; 0 is not dealt (417.1.e); Bonus Damage added as to a Deal (715.2)."""
    me = g.units.get(item.cid)
    units = _chosen(g, item)
    if me is None or not units:
        return False
    amount = assault_value(g, me)
    if amount <= 0:
        return False
    u = units[0]
    return deal(g, u, amount + bonus_damage(g, item.controller, u), item.controller, item.cid)


# --- Dunebreaker: entering ready with a small hand ----------------------------------------------------

@dataclass(frozen=True)
class EntersReadyWithHandAtMost:
    """A unit's own passive (143.4.a, 369.3): it enters the board ready if, as it enters, its
    controller holds ``n`` cards or fewer (the unit itself has left the hand by then)."""

    n: int
    #: read by the tests, as :class:`~riftbound.effects.passives.While`'s field
    enter_ready = True

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        n = self.n
        yield "enters_ready", lambda g, source, u: (source.cid == u.cid
                                                     and len(g.players[u.controller].hand) <= n)

    def describe(self) -> str:
        return f"It enters the board ready if its controller then has {self.n} or fewer cards in hand."


def _chosen(g: GameState, item: ChainItem) -> list[Unit]:
    """The units chosen for the item's first target that are still legal (359.3.e.2-4)."""
    script = behaviour(g, item)
    assert isinstance(script, SpellScript)
    return script.legal_targets(g, item, 0)


# --- Against the Odds: Might for each enemy unit there -------------------------------------------------

@custom("might_per_enemy_there")
def _might_per_enemy_there(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 477.3, 317.2.c: the chosen unit, still a legal target (359.3.e.2-4), gets +2 Might
    until the end of the turn for each unit there its controller's opponents control (740.1.a:
    teammates are not enemies), counted as this executes; no enemy unit there gives nothing."""
    units = _chosen(g, item)
    if not units:
        return False
    u = units[0]
    team = g.team_of
    n = sum(1 for v in g.units.values() if v.loc == u.loc and team[v.controller] != team[item.controller])
    if not n:
        return False
    u.turn_might += 2 * n
    emit(g, "477.3", "might", item.controller, u.cid, 2 * n, "turn")
    return True


# --- Sudden Storm: more damage to an attacker -----------------------------------------------------------

@custom("deal_2_or_4_if_attacking")
def _deal_2_or_4(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 417, 359.3.e: the chosen unit, still a legal target, is dealt 2 by the spell, or 4
    instead if it is an attacker as this executes (its designation, 464.2.c.3); the spell's Bonus
    Damage is added as to any of its Deals (715.2)."""
    units = _chosen(g, item)
    if not units:
        return False
    u = units[0]
    amount = 4 if u.role == ATTACKER else 2
    return deal(g, u, amount + bonus_damage(g, item.controller, u), item.controller, item.cid)


# --- Bushwhack: friendly units enter ready this turn --------------------------------------------------

FRIENDLY_ENTER_READY = Custom("friendly_units_enter_ready_this_turn",
                              "for the rest of this turn, friendly units (yours and your teammates') "
                              "enter ready")


@custom("friendly_units_enter_ready_this_turn")
def _friendly_enter_ready(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 390.4, 143.4.a, 369.3, 740.1.a: until the "this turn" effects expire (317.2.c), the
    units of the controller and of each teammate enter the board ready (each such player gets the
    turn effect :data:`~riftbound.engine.turn_effects.ENTER_READY`)."""
    team = g.team_of
    for q in range(len(g.players)):
        if team[q] == team[item.controller]:
            add_turn_effect(g, ENTER_READY, q)
    return True


@dataclass(frozen=True)
class NoUnitMovesToBase:
    """A unit's passive (364.1): while it is on the board no unit, any player's, can move to its base
    (a Standard Move or an effect's, 359.3.e.6; a recall is not a move, 455)."""

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield "move:nobody_to_base", True

    def describe(self) -> str:
        return "While it is on the board, no unit can move to its base (recalls still happen)."

@dataclass(frozen=True)
class MechsHaveShield:
    """A legend's aura (364.1, 107.4.b; Rumble, Mechanized Menace): its controller's units with the
    Mech tag have Shield (814): +1 Might while they are defenders (its answer to "might:aura")."""

    here_only = False
    constant = None

    def __call__(self, g: GameState, source: int, controller: int | None, here: int, u: Unit) -> int:
        return 1 if (u.controller == controller and u.role == DEFENDER
                     and "Mech" in g.cards[u.cid].tags) else 0

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield "might:aura", self

    def describe(self) -> str:
        return "Its controller's Mechs have Shield: +1 Might while defending."


@dataclass(frozen=True)
class EquipmentGiveAssault:
    """A legend's passive (807, 107.4.b; Lucian, Purifier): each Equipment its controller controls
    gives the unit it is attached to Assault 1 (+1 Might while attacking, summed per Equipment,
    807.2; engine/attachment.py reads "equipment:legend_assault")."""

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield "equipment:legend_assault", 1

    def describe(self) -> str:
        return "Each Equipment its controller controls gives its unit Assault (+1 Might while attacking)."

@dataclass(frozen=True)
class PlayToAttackedBattlefield:
    """A unit's permission (355.2.b): it may be played to the battlefield its player is attacking,
    during that combat (engine/unit_timing.py asks "play:attacked_battlefield"); arriving there it is
    an attacker (464.2.c.3.a)."""

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield "play:attacked_battlefield", True

    def describe(self) -> str:
        return "It may be played to a battlefield its player is attacking (joining that combat)."

@dataclass(frozen=True)
class OnlyToAConqueredBattlefield:
    """A unit's restriction (355.2): it may be played only to a battlefield its player conquered this
    turn (the index question "play:only_conquered", engine/decisions.py)."""

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield "play:only_conquered", True

    def describe(self) -> str:
        return "It may be played only to a battlefield its player conquered this turn."

_DRAVEN_PUMP = TriggerScript(steps=(GiveMight(2, Me()),))

_QD = (f"It may be played with Reaction timing. "
       f"{QUICK_DRAW_SCRIPT.describe('when played (a Play Effect on the chain)')}")

CARDS: tuple[UnitCard | SpellCard | GearCard | LegendCard, ...] = (
    # --- third pass (sweep S3) ---
    SpellCard("sfd-003-221", "Blood Rush",
              RepeatTargetSpell(targets=(Target(Units()), Target(Units())),
                                steps=(give_keyword("Assault", 2, Chosen(0)),
                                       give_keyword("Assault", 2, Chosen(1))),
                                repeat_energy=1),
              note="Errata 2026-01-14: the Assault lasts this turn. Action is the card table's keyword. The "
                   "repeat's unit is chosen as it is played, the same unit or another (820.2.a, ruling 95); "
                   "twice on one unit, Assault 4 (807.2)."),
    UnitCard("sfd-012-221", "Battering Ram", passives=(CheaperPerCardPlayed(),),
             note="The cards played this turn are counted as each is finalized: it does not count itself."),
    UnitCard("sfd-013-221", "Blast Corps Cadet", passives=(OptionalExtraCost(energy=1, power=("Fury",)),),
             script=TriggerScript(targets=(Target(Units(where="battlefield")),),
                                  steps=(Deal(Const(2), Chosen(0)),)),
             if_=(("trigger", PaidExtra()),),
             note="Its Play Effect triggers only if the additional 1 Energy and Fury Power were paid as it "
                  "was played (383.2.a.1); any unit at a battlefield, friendly ones too."),
    UnitCard(EAGER_DRAKEHOUND, "Eager Drakehound", passives=(EntersReady(),)),
    UnitCard(DUNEBREAKER, "Dunebreaker", passives=(EntersReadyWithHandAtMost(2),),
             on_hold=TriggerScript(steps=(Draw(2),))),
    SpellCard(AGAINST_THE_ODDS, "Against the Odds",
              SpellScript(targets=(Target(Units(side="friendly", where="battlefield")),),
                          steps=(Custom("might_per_enemy_there",
                                        "T1 gets +2 Might for the turn for each enemy unit at its "
                                        "battlefield"),)),
              note="The enemy units are counted as it resolves, where the unit is then."),
    SpellCard(SUDDEN_STORM, "Sudden Storm",
              SpellScript(targets=(Target(Units(where="battlefield")),),
                          steps=(Custom("deal_2_or_4_if_attacking",
                                        "T1 takes 2 damage, or 4 if it is attacking"),)),
              note="Whether it is attacking is read as it resolves. " + HIDDEN),
    GearCard(SPINNING_AXE, "Spinning Axe", abilities=(Ability(EQUIP_SCRIPT, power=(None,)),),
             note=(f"{_QD} Equip costs one Power of any domain. Attached, the unit has +3 Might (its "
                   "Might Bonus). Temporary: killed as its controller's Beginning Phase starts, unless "
                   "it is attached then (an attached card's own text is Inactive, 718.2).")),
    UnitCard(GEM_JAMMER, "Gem Jammer",
             script=TriggerScript(targets=(Target(Units()),),
                                  steps=(GiveKeywords((("Ganking", 0),), Chosen(0)),)),
             note="Any unit may be chosen, itself included."),
    LegendCard(DRAVEN_EXECUTIONER, "Draven, Glorious Executioner",
               when=((When("win_combat", who="you"), TriggerScript(steps=(Draw(1),))),),
               note="It triggers as the combat's result is found and resolves before control of the "
                    "battlefield is established (466.4)."),
    SpellCard(BUSHWHACK, "Bushwhack", SpellScript(steps=(FRIENDLY_ENTER_READY, PLAY_GOLD)),
              note="The Gold token itself enters exhausted, as the card says. " + HIDDEN),
    UnitCard(DRAVEN_VANQUISHER, "Draven, Vanquisher",
             when=((When("win_combat"), TriggerScript(steps=(PLAY_GOLD,))),),
             on_attack=_DRAVEN_PUMP, on_defend=_DRAVEN_PUMP,
             may=(("attack", MayPayPower("Fury")), ("defend", MayPayPower("Fury"))),
             note="Whether to pay the Fury Power is decided as the attack or defend ability goes on the "
                  "chain (383.3.a-b); the errata of 2026-07-24 changes only the wording."),
    SpellCard(DANGER_ZONE, "Danger Zone",
              RepeatSpell(steps=(GiveMight(1, Each(Units(side="own", tag="Mech"))),), repeat_energy=1,
                          repeat_power=(None,)),
              note="'Your Mechs' are the units with the Mech tag its controller controls as it resolves "
                   "(each time, when repeated); the Repeat cost's Power may be of any domain."),
    SpellCard(DETONATE, "Detonate", GearTargetScript(steps=(kill_target_gear_then_draws(2),)),
              note="Any player's gear may be chosen, attached or not; if it has left the board by then, "
                   "nothing happens (no one draws)."),
    UnitCard(LUCIAN_GUNSLINGER, "Lucian, Gunslinger",
             on_attack=TriggerScript(targets=(Target(Units(side="enemy", where="here")),),
                                     steps=(Custom("deal_my_assault", "T1 takes damage equal to this unit's "
                                                   "Assault"),)),
             note="His Assault (printed, granted, from passives and Equipment) is read as it resolves; "
                  "if he has left the board by then nothing is dealt."),
    UnitCard(FERROUS_FORERUNNER, "Ferrous Forerunner",
             when=((When("die"), TriggerScript(steps=(MECH_IN_BASE, MECH_IN_BASE))),),
             note="Deathknell (808): it triggers as it dies, from the trash; the tokens enter exhausted "
                  "(143.4)."),
    # Equipment whose effect text has a triggered ability (718.3; the unit's, "here" is its place)
    GearCard(RECURVE_BOW, "Recurve Bow", abilities=(equip_ability(0, "Fury"),),
             passives=(EquipmentTrigger(("attack", "defend"), EquipmentScript(
                 targets=(Target(Units(side="enemy", where="here")),), steps=(Deal(Const(2), Chosen(0)),))),),
             note="The enemy unit is chosen where the equipped unit is as the ability goes on the chain; "
                  "with none there it does nothing."),
    UnitCard(MINOTAUR_RECKONER, "Minotaur Reckoner", passives=(NoUnitMovesToBase(),),
             note="Its own units and the opponents' alike; a move to base an effect orders simply "
                  "doesn't happen."),
    LegendCard(RUMBLE_LEGEND, "Rumble, Mechanized Menace", passives=(MechsHaveShield(),),
               note="A teammate's Mech gets nothing. Shield adds Might while defending (814); no card "
                    "the engine plays asks otherwise whether a unit has Shield."),
    LegendCard(LUCIAN_PURIFIER, "Lucian, Purifier", passives=(EquipmentGiveAssault(),),
               note="Each attached Equipment counts once (two give Assault 2); read wherever Assault is "
                    "(the unit's Might while attacking, Lucian, Gunslinger's damage)."),
    UnitCard(RENGAR_POUNCING, "Rengar, Pouncing", passives=(PlayToAttackedBattlefield(),),
             note="Its Reaction and Assault 2 are the card table's keywords (813, 807)."),
    GearCard(ASSEMBLY_RIG, "Assembly Rig",
             abilities=(Ability(TriggerScript((MECH_IN_BASE,)), energy=1, power=(frozenset({"Fury"}),),
                                recycle_trash=1, recycle_type="Unit", exhaust=True),),
             note="Recycling a unit card of its controller's trash is part of the cost (416): with none "
                  "there it can't be activated."),
    UnitCard(PERCHED_GRIMWYRM, "Perched Grimwyrm", passives=(OnlyToAConqueredBattlefield(),),
             note="A battlefield held, not conquered, this turn doesn't count; one conquered and lost "
                  "since is no place to play it either (it must still be one its player controls, 355.2.a)."),
    UnitCard(RUMBLE_HOTHEADED, "Rumble, Hotheaded",
             passives=(TagKeywordAura("Mech", (("Assault", 1),)),),
             on_conquer=PlayFromTrashTrigger(card_type="Unit", steps=(PLAY_TARGET_REDUCED,), tags=("Mech",)),
             may=(("conquer", MayRecycleToPlay()),),
             note="He is a Mech too, so he has Assault himself. The Mech card and the unit recycled "
                  "for it are chosen as the conquer ability goes on the chain (355.10.a: a card of the "
                  "trash is a target; 383.3.b: the recycle is its cost); the Mech is played once the "
                  "ability has resolved (354.3), where its player chooses, its Energy cost less the "
                  "recycled unit's Might as it left (359.3.e.13; none below 0), its Power paid as "
                  "usual; if it can't be paid it stays in the trash (358.5)."),
)
