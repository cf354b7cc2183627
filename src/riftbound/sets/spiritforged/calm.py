"""Spiritforged (SFD): the Calm cards of the first card wave (issue 12), and the cards of two domains
whose first domain is Calm.

- Stellacorn Herder: draws 1 when it moves (383.1, 449).
- Ribbon Dancer: when it moves to a battlefield, another friendly unit gets +1 Might this turn.
- Heart of Dark Ice: a gear whose exhaust ability gives a unit +3 Might this turn (377).
- Defiant Dance: +2 Might to one unit and -2 Might to another, for the turn.
- Apprentice Smith: when it moves, the top card of its controller's Main Deck is revealed: drawn if
  it is a gear, recycled otherwise.
- Ornn, Fire Below the Mountain (legend): exhaust: add one Power of any domain, to be spent only on
  gear or gear abilities (429, 165; an Add ability with Reaction).
- Disarming Rake: when played, its controller may kill a gear (a target chosen, or declined, as the
  Play Effect is finalized, 383.3.a).
- Guardian of the Passage: when it holds, its controller may return a unit or gear card of their
  trash to their hand (the card a target, 355.10.a).
- Poro Snax: a gear that draws 1 when played, and whose ability (1 Energy, a Calm Power, exhaust it
  and kill it) draws 1.
- Doran's Shield: Equipment, Equip for a Calm Power; attached, +1 Might (its Might Bonus) and Tank
  (its effect text, 718.3).
- Simian Ancestor: when its controller buffs it, it readies (383.1, 702, 415).
- Ornn, Blacksmith: when played and when it holds, its controller looks at the top 4 cards of their
  Main Deck, may reveal a gear among them and draw it, and recycles the rest.
- Forgefire Cape (second pass): Equipment whose effect text gives the unit "when I attack or
  defend, 2 damage to each enemy unit here" (718.3).
- Desert's Call (second pass): a 2 Might Sand Soldier token, placed as it resolves; Repeat 2.
- Lonely Poro (second pass): Deathknell, draw 1 if it died alone.
- Tianna Crownguard (second pass): while she is at a battlefield, opponents can't gain points.
- Brutalizer, Shurelya's Requiem (second pass): Equipment; +2 Might more the turn it is attached; its
  unit's controller's units where it is have Ganking (and when played, its player readies their units).
- Arise! (second pass): a Sand Soldier token for each Equipment its player controls, then up to two of
  them ready.
- Janna, Savior (second pass): when played, her controller's units where she is heal, then up to one
  enemy unit there moves to its base.
- Azir, Emperor of the Sands (legend, card wave 2): Sand Soldiers its controller plays have Weaponmaster
  (364.1, 107.4.b, 821.1.b); 1 Energy and exhaust: a Sand Soldier token in its controller's base, usable
  only once they have played an Equipment this turn.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

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
from ...effects.cards import GearCard, LegendCard
from ...effects.chain_targets import COUNTER_NAMED, CounterItemScript
from ...effects.cost_counts import CheaperPerHoldPoint
from ...effects.death_saves import KILL_ME_FOR_MY_UNIT
from ...effects.equipment_bonus import BonusDamageWhileAttached
from ...effects.equipment_triggers import EquipmentScript, EquipmentTrigger
from ...effects.gear_targets import KILL_TARGET_GEAR, GearTargetTrigger
from ...effects.keywords.equip import EQUIP_SCRIPT, equip_ability
from ...effects.keywords.repeat import RepeatSpell
from ...effects.look_reveal import look_reveal_draw
from ...effects.may_exhaust import MayPayEnergy
from ...effects.prevent_words import PREVENT_NEXT_TIME_T1
from ...effects.repeat_targets import RepeatTargetSpell
from ...effects.sand_soldiers import PLAY_SAND_SOLDIER, SAND_SOLDIER_PER_EQUIPMENT, ready_up_to_of_them
from ...effects.spells import custom
from ...effects.targeting_words import MayPayAndExhaustMe
from ...effects.trash_targets import TrashTargetTrigger, trash_choices
from ...effects.unit_targets import UpToUnits
from ...effects.unit_tokens import SAND_SOLDIER
from ...effects.vocabulary import Custom, Stun, Subject
from ...engine.abilities import Ability
from ...engine.attachment import EffectText
from ...engine.battlefield_passives import may_move_to_base
from ...engine.chain import Choices, ability_of_kind, behaviour
from ...engine.core import emit
from ...engine.events import fire
from ...engine.may_triggers import MayTarget
from ...engine.mechanics import Add
from ...engine.move_bans import may_move_unit
from ...engine.primitives import draw, recycle_cards, relocate, reveal
from ...engine.top_look import look_top
from ...engine.units import create_token
from ...state import ChainItem, GameState, base_of
from .order import ReadsItsLastState, died_alone

__all__ = ["CARDS"]

DESERTS_CALL, LONELY_PORO, TIANNA = "sfd-031-221", "sfd-036-221", "sfd-060-221"
BRUTALIZER, SHURELYAS_REQUIEM, ARISE = "sfd-042-221", "sfd-192-221", "sfd-198-221"
JANNA_SAVIOR = "sfd-053-221"
FORGEFIRE_CAPE = "sfd-190-221"
STELLACORN_HERDER, RIBBON_DANCER = "sfd-048-221", "sfd-038-221"
HEART_OF_DARK_ICE, DEFIANT_DANCE = "sfd-052-221", "sfd-196-221"
APPRENTICE_SMITH, ORNN_LEGEND, DISARMING_RAKE = "sfd-041-221", "sfd-189-221", "sfd-032-221"
GUARDIAN_OF_THE_PASSAGE, PORO_SNAX, DORANS_SHIELD = "sfd-035-221", "sfd-046-221", "sfd-033-221"
AZIR_EMPEROR = "sfd-197-221"
GUARDIAN_ANGEL = "sfd-051-221"
SIMIAN_ANCESTOR, ORNN_BLACKSMITH = "sfd-047-221", "sfd-058-221"


LOOK_4_DRAW_A_GEAR = look_reveal_draw(4, "Gear")  # Ornn, Blacksmith
TANK = EffectText(tank=True)
FRESH_2, GANKING_HERE = EffectText(fresh_might=2), EffectText(ganking_here=True)

REVEAL_DRAW_GEAR = Custom("reveal_top_draw_gear",
                          "you reveal the top card of your Main Deck: you draw it if it is a gear, else "
                          "you recycle it")


@custom("reveal_top_draw_gear")
def _reveal_top_draw_gear(g: GameState, item: ChainItem, i: int) -> bool | None:
    """Rules 424, 413, 416: the controller reveals the top card of their Main Deck (an empty deck
    reveals nothing and never burns out, 431.1.c); a gear is drawn, any other card recycled."""
    n = look_top(g, item.controller, item.cid, i, 1)  # "as you reveal me" choices first
    if n is None:
        return None
    shown = reveal(g, item.controller, n)
    if not shown:
        return False
    if g.cards[shown[0]].type == "Gear":
        draw(g, item.controller, 1)
    else:
        g.players[item.controller].deck.remove(shown[0])  # 416.1: from the top to the bottom
        recycle_cards(g, item.controller, shown)
    return True


# --- Guardian of the Passage: a unit or gear card of the trash -----------------------------------------

_UNIT_OR_GEAR = ("Unit", "Gear")


@dataclass(frozen=True)
class UnitOrGearTrashTrigger(TrashTargetTrigger):
    """A triggered ability whose one target is a unit or gear card in its controller's trash (355.9.a,
    355.10.a), one option per name, chosen as it is finalized (337.1) and checked again as it
    resolves (359.3.e.2-4)."""

    def choices(self, g: GameState, player: int, cid: int) -> list[Choices]:
        return sorted(trash_choices(g, player, "Unit") + trash_choices(g, player, "Gear"))

    def choices_legal(self, g: GameState, player: int, cid: int,
                      targets: tuple[tuple[int, ...], ...], dest: int | None) -> bool:
        return (dest is None and len(targets) == 1 and len(targets[0]) == 1
                and targets[0][0] in g.players[player].trash and g.cards[targets[0][0]].type in _UNIT_OR_GEAR)

    def legal_targets(self, g: GameState, item: ChainItem, slot: int) -> list[Any]:
        trash = g.players[item.controller].trash
        return [c for c in (item.targets[slot] if item.targets else ())
                if c in trash and g.cards[c].type in _UNIT_OR_GEAR]

    def describe(self, timing: str = "") -> str:
        return super().describe(timing).replace("a unit card in your trash",
                                                "a unit or gear card in your trash")


@custom("return_unit_or_gear_to_hand")
def _return_unit_or_gear(g: GameState, item: ChainItem, i: int) -> bool:
    """The chosen card, if still a unit or gear card of the controller's trash (359.3.e.2-4), goes to
    their hand."""
    script = behaviour(g, item)
    assert isinstance(script, UnitOrGearTrashTrigger)
    cards = script.legal_targets(g, item, 0)
    p = g.players[item.controller]
    for c in cards:
        p.trash.remove(c)
        p.hand.append(c)
        emit(g, "359.3.d", "from_trash", item.controller, c)
    return bool(cards)


RETURN_UNIT_OR_GEAR = Custom("return_unit_or_gear_to_hand",
                             "the chosen card goes from your trash to your hand")


@dataclass(frozen=True)
class OpponentsGainNoPoints:
    """A unit's passive (364.3; Tianna Crownguard, errata 2026-01-14): while it is at a battlefield,
    its controller's opponents can't gain points (194.1: by any means, a Score's point too; the
    engine asks it as "points:forbidden" in its one way in for points). A Burn Out point after the
    first of a sequence can't be prevented (431.3.b)."""

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        def forbids(g: GameState, u: Any, player: int) -> bool:
            return u.loc >= 0 and g.team_of[player] != g.team_of[u.controller]

        yield "points:forbidden", forbids

    def describe(self) -> str:
        return "While it is at a battlefield, its controller's opponents can't gain points."

# --- Janna, Savior: heal your units here, then move up to one enemy unit from here to its base --------

@custom("heal_own_units_here")
def _heal_own_units_here(g: GameState, item: ChainItem, i: int) -> bool:
    """Rule 418 (Janna, Savior): the units its controller controls where the source is as this
    executes ("here", 359.3.f.2; none once it has left the board) are healed: their damage is
    cleared."""
    me = g.units.get(item.cid)
    if me is None:
        return False
    healed = [u for u in g.units.values() if u.loc == me.loc and u.controller == item.controller and u.damage]
    for u in healed:
        u.damage = 0
        g.quiet = None  # a unit changed: the cleanup looks again (state.GameState.quiet)
        emit(g, "418.1", "heal", item.controller, u.cid)
    return bool(healed)


@custom("chosen_enemy_here_to_base")
def _chosen_enemy_here_to_base(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 449, 359.3.e.2 (Janna, Savior): the unit chosen as the ability was finalized, if still an
    enemy unit where the source is, moves to its base (not if a passive forbids it, 359.3.e.6)."""
    me = g.units.get(item.cid)
    may = ability_of_kind(g, item.kind, item.cid).may
    chosen = item.targets[0] if item.targets else ()
    if me is None or not chosen:
        return False
    units = [g.units[c] for c in chosen
             if c in g.units and may.legal(g, item.controller, item.cid, g.units[c])]
    moved = [u for u in units if may_move_to_base(g, u) and may_move_unit(g, u.cid, item.controller)]
    for u in moved:
        relocate(g, u, base_of(u.controller))
        emit(g, "449", "effect_move", item.controller, u.cid, u.loc)
    for p in sorted({u.controller for u in moved}):
        fire(g, "move", p, tuple(u.cid for u in moved if u.controller == p), base_of(p))
    return bool(moved)

# --- Azir, Emperor of the Sands (card wave 2) -----------------------------------------------------------

def _sand_soldier_weaponmaster(g: GameState, legend: int, cid: int) -> tuple[str, ...]:
    """Rules 364.1, 107.4.b, 821.1.b: a Sand Soldier (the 187.3 token's name) its controller plays has
    Weaponmaster as the play completes (engine/units.py play_effect asks only the player's own legend)."""
    card = g.cards[cid]
    return ("Weaponmaster",) if card.type == "Unit" and card.name == "Sand Soldier" else ()


@dataclass(frozen=True)
class SandSoldiersHaveWeaponmaster:
    """A legend's passive (364.1, reaching from the Legend Zone, 107.4.b): its controller's Sand Soldiers
    have Weaponmaster when played (its Play Effect, 821.1.b-c)."""

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield "keywords:on_play", _sand_soldier_weaponmaster

    def describe(self) -> str:
        return ("Sand Soldiers its controller plays have Weaponmaster: as one is played, they may choose "
                "one of their Equipment and pay its Equip cost, less one Power of any domain, to attach "
                "it to the token.")


def _played_equipment(g: GameState, source: int) -> bool:
    """"Use only if you've played an Equipment this turn" (377): the legend's controller played a gear
    with the Equipment tag this turn (engine/gear.py counts each, 419.4.b)."""
    return g.counts.get(f"play_equipment:{g.owner[source]}", 0) > 0


SAND_SOLDIER_IN_BASE = Custom("sand_soldier_in_base",
                              "you play a 2 Might Sand Soldier unit token in your base")


@custom("sand_soldier_in_base")
def _sand_soldier_in_base(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 182, 184.2, 187.3: the token enters its controller's base, exhausted (143.4); its play
    completes there, so a Play Effect it has (Weaponmaster, given by a passive) triggers (185.2.a)."""
    create_token(g, item.controller, SAND_SOLDIER, base_of(item.controller))
    return True


CARDS: tuple[UnitCard | SpellCard | GearCard | LegendCard, ...] = (
    GearCard("sfd-191-221", "Rabadon's Deathcrown", abilities=(Ability(EQUIP_SCRIPT, power=(None,)),),
             passives=(BonusDamageWhileAttached(3),),
             note="Attached, the unit has +3 Might (its Might Bonus), and every Deal of its controller's "
                  "spells and abilities deals 3 more (Bonus Damage, 713-715), read from the card file's "
                  "transcription of its effect text; detached, neither (724)."),
    LegendCard("sfd-195-221", "Irelia, Blade Dancer",
               when=((When("chosen", who="you", friendly_subject=True),
                      TriggerScript(steps=(Ready(Subject()),))),
                     (When("conquer", who="you"),
                      TriggerScript(steps=(Custom("ready_your_legend", "your legend readies"),)))),
               may=(("chosen", MayPayAndExhaustMe(power=(None,))), ("conquer", MayPayEnergy(1))),
               note="A Targeting Effect (383.4.b): each friendly unit its controller's finalized spell or "
                    "ability targets triggers it; exhausting the legend and paying one Power of any domain "
                    "is the cost, decided as it is finalized (383.3.a-b), and the unit readies as it "
                    "resolves. When its controller conquers, they may pay 1 Energy to ready it."),
    UnitCard("sfd-055-221", "Needlessly Large Yordle", passives=(CheaperPerHoldPoint(2, ("Calm",)),),
             note="Shield 5 and Tank are the card table's keywords. Only points actually gained by holding "
                  "count (469.2; a point a passive forbids is not gained, 194.1)."),
    SpellCard("sfd-194-221", "Counter Strike",
              SpellScript(targets=(Target(Units()),), steps=(PREVENT_NEXT_TIME_T1, Draw(1))),
              note="Reaction is the card table's keyword. Any unit, either player's; all of the next damage "
                   "to it this turn is prevented, then the prevention ends (437.1.b.2); the draw happens "
                   "even if the unit has left the board."),
    # --- third pass (sweep S3) ---
    SpellCard("sfd-034-221", "Feral Strength",
              RepeatTargetSpell(targets=(Target(Units()), Target(Units())),
                                steps=(GiveMight(2, Chosen(0)), GiveMight(2, Chosen(1))), repeat_energy=2),
              note="Reaction is the card table's keyword. Any unit; the repeat's unit is chosen as it is "
                   "played, the same unit (+4 in all) or another (820.2.a, ruling 95)."),
    SpellCard("sfd-040-221", "Thwonk!",
              RepeatTargetSpell(targets=(Target(Units(attacking=True)), Target(Units(attacking=True))),
                                steps=(Stun(Chosen(0)), Stun(Chosen(1))), repeat_energy=2),
              note="Action is the card table's keyword: only in a combat's showdown has a unit the attacker "
                   "designation (460); the repeat's unit is chosen as it is played (820.2.a, ruling 95)."),
    UnitCard(STELLACORN_HERDER, "Stellacorn Herder",
             when=((When("move"), TriggerScript(steps=(Draw(1),))),)),
    UnitCard(RIBBON_DANCER, "Ribbon Dancer",
             when=((When("move", to_battlefield=True),
                    TriggerScript(targets=(Target(Units(side="friendly")),), other=True,
                                  steps=(GiveMight(1, Chosen(0)),))),),
             note="The other unit is chosen as the ability goes on the chain; with none, it does nothing."),
    GearCard(HEART_OF_DARK_ICE, "Heart of Dark Ice",
             abilities=(Ability(TriggerScript((GiveMight(3, Chosen(0)),), targets=(Target(Units()),)),
                                exhaust=True),)),
    SpellCard(DEFIANT_DANCE, "Defiant Dance",
              SpellScript(targets=(Target(Units()), Target(Units())),
                          steps=(GiveMight(2, Chosen(0)), GiveMight(-2, Chosen(1)))),
              note="The two units are different ones, chosen as it is played; each change applies to "
                   "its unit if that one is still there as it resolves."),
    UnitCard(APPRENTICE_SMITH, "Apprentice Smith",
             when=((When("move"), TriggerScript(steps=(REVEAL_DRAW_GEAR,))),)),
    LegendCard(ORNN_LEGEND, "Ornn, Fire Below the Mountain",
               abilities=(Ability(TriggerScript((Add(power=("Any",), only="gear"),)), exhaust=True,
                                  reaction=True),)),
    UnitCard(DISARMING_RAKE, "Disarming Rake",
             script=GearTargetTrigger(steps=(KILL_TARGET_GEAR,)), may=(("trigger", MayTarget()),),
             note="Its controller may decline as it is finalized (383.3.a) or choose any player's gear, "
                  "their own too; with no gear on the board it does nothing."),
    UnitCard(GUARDIAN_OF_THE_PASSAGE, "Guardian of the Passage",
             on_hold=UnitOrGearTrashTrigger(steps=(RETURN_UNIT_OR_GEAR,), card_type="Unit"),
             may=(("hold", MayTarget()),),
             note="Its controller may decline as it is finalized (383.3.a) or choose the card then; with "
                  "no unit or gear card in their trash it does nothing."),
    GearCard(PORO_SNAX, "Poro Snax", script=TriggerScript(steps=(Draw(1),)),
             abilities=(Ability(TriggerScript((Draw(1),)), energy=1, power=(frozenset({"Calm"}),),
                                exhaust=True, kill_self=True),)),
    GearCard(DORANS_SHIELD, "Doran's Shield", abilities=(equip_ability(0, "Calm"),), equipment=TANK,
             note=f"Attached, the unit has +1 Might (its Might Bonus). {TANK.describe()}"),
    UnitCard(SIMIAN_ANCESTOR, "Simian Ancestor",
             when=((When("buff", by_you=True), TriggerScript(steps=(Ready(Me()),))),),
             note="Only a buff its controller gives it triggers it, not an opponent's."),
    UnitCard(ORNN_BLACKSMITH, "Ornn, Blacksmith",
             script=TriggerScript(steps=(LOOK_4_DRAW_A_GEAR,)),
             on_hold=TriggerScript(steps=(LOOK_4_DRAW_A_GEAR,)),
             note="Looking never burns out (431.1.c); with no gear among them, none can be drawn."),
    # Equipment whose effect text has a triggered ability (718.3; the unit's, "here" is its place)
    GearCard(FORGEFIRE_CAPE, "Forgefire Cape", abilities=(Ability(EQUIP_SCRIPT, power=(None,)),),
             passives=(EquipmentTrigger(("attack", "defend"), EquipmentScript(
                 steps=(Deal(Const(2), Each(Units(side="enemy", where="here"))),))),),
             note="Equip costs one Power of any domain. Attached, the unit has +3 Might (its Might Bonus). "
                  "The enemy units are those where the equipped unit is as the ability resolves."),
    SpellCard(DESERTS_CALL, "Desert's Call",
              RepeatSpell(steps=(PLAY_SAND_SOLDIER,), repeat_energy=2),
              note="Repeated, a second token is played, its place chosen on its own (820.1.d.1)."),
    UnitCard(LONELY_PORO, "Lonely Poro", when=((When("die"), TriggerScript(steps=(Draw(1),))),),
             if_=(("die", died_alone),), passives=(ReadsItsLastState(),),
             note="Deathknell (808): it triggers only if no other friendly unit was where it was just "
                  "before it died (383.2.a.1, 740.2.a; a friend dying with it still counts)."),
    UnitCard(TIANNA, "Tianna Crownguard", passives=(OpponentsGainNoPoints(),),
             note="Read from its errata (gain, not score): a battlefield they conquer or hold is still "
                  "scored (its abilities trigger, it counts as scored this turn), only the point is not "
                  "gained, and no card is drawn in its place. Its Deflect is the card table's keyword."),
    GearCard(BRUTALIZER, "Brutalizer", abilities=(equip_ability(0, "Calm"),), equipment=FRESH_2,
             note=f"Attached, the unit has +1 Might (its Might Bonus). {FRESH_2.describe()} Its latest "
                  "attaching counts (Equip, Weaponmaster, Quick-Draw or any effect)."),
    GearCard(SHURELYAS_REQUIEM, "Shurelya's Requiem",
             script=TriggerScript(steps=(Ready(Each(Units(side="own"))),)),
             abilities=(Ability(EQUIP_SCRIPT, power=(None,)),), equipment=GANKING_HERE,
             note=f"Equip costs one Power of any domain. Attached, the unit has +2 Might (its Might Bonus). "
                  f"{GANKING_HERE.describe()}"),
    SpellCard(ARISE, "Arise!", SpellScript(steps=(SAND_SOLDIER_PER_EQUIPMENT, ready_up_to_of_them(2))),
              note="Read from its errata (then do this: up to two): the Equipment are counted as it "
                   "resolves, each token placed in turn, then its player readies none, one or two of "
                   "those tokens."),
    UnitCard(JANNA_SAVIOR, "Janna, Savior",
             script=TriggerScript(steps=(Custom("heal_own_units_here", "your units where this unit is are "
                                                "healed"),
                                         Custom("chosen_enemy_here_to_base", "the chosen enemy unit "
                                                "(if any) moves to its base"))),
             may=(("trigger", UpToUnits(1, Units(side="enemy", where="here"))),),
             note="Read from its errata (up to one): the enemy unit where she is, or none, is chosen as "
                  "the Play Effect goes on the chain; 'here' is where she is as it resolves. Her Reaction "
                  "is the card table's keyword."),
    LegendCard(AZIR_EMPEROR, "Azir, Emperor of the Sands", passives=(SandSoldiersHaveWeaponmaster(),),
               abilities=(Ability(TriggerScript((SAND_SOLDIER_IN_BASE,)), energy=1, exhaust=True,
                                  usable=_played_equipment),),
               note="Weaponmaster is given as each Sand Soldier of its controller is played (its Play "
                    "Effect then triggers, the token's own, 185.2.a; both printings' texts agree on "
                    "this). Its ability can be activated only once its controller has played an "
                    "Equipment this turn (played, not attached or put onto the board otherwise)."),
    GearCard(GUARDIAN_ANGEL, "Guardian Angel", abilities=(equip_ability(0, "Calm"),),
             passives=(KILL_ME_FOR_MY_UNIT,),
             note="Attached, the unit has +1 Might (its Might Bonus). Its effect text is read from the "
                  "card file's transcription of it. Detached, it does nothing (724)."),
    # --- card wave 2, helper A: a target naming a chain item (ruling 103) ---
    SpellCard("sfd-045-221", "Not So Fast",
              CounterItemScript(steps=(COUNTER_NAMED,), abilities=True, enemy_only=True,
                                chooses_friendly=True),
              note="Its target is a spell or an ability (named by its source) whose chosen targets include a "
                   "unit or gear of yours on the board (355.7, 359.3.e.9.a); checked again as it resolves."),
)
