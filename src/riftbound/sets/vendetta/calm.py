"""Vendetta (VEN): the Calm cards of the first card wave (issue 12), and those whose first domain
is Calm.

- Field Musicians: its Play Effect gives a unit +3 Might this turn (383.4.a, 317.2.c).
- Serene Ascetic: Empower 3 (827); while Empowered, Deflect and Shield 3 (828.1.b.1, 809, 814).
- Frostcoat Mother: Empower 12, 1 less for each rune its controller controls (356.4); while
  Empowered, +3 Might.
- Nasus, Ascended: Empower 8; while Empowered, when it conquers its controller gains 1 point
  (828.1.b.1, 383.4.c).
- Shen, Scourge of Shadows: when it holds, if exactly one other unit its controller controls is
  there, draw 1 (383.4.d, 383.2.a.1).
- Shen, Eye of Twilight (legend): exhaust, at action speed: a friendly unit gains Tank this turn
  (377, 806.1.c.2, 801.3.a.2, 815).
- Pakaa Protector: when it moves, its controller reveals their top card: a unit is drawn, anything
  else goes to the trash and it gets +2 Might this turn (424, 413).
- Shadow Dash: an enemy unit moves to a battlefield where its controller has units (chosen as it is
  played, 355.4); then, with exactly two of their units there, each gets +1 Might this turn; Flow.
- Riven, Shattered (Weaponmaster, 821): when she attacks, an enemy unit there (chosen as the
  ability goes on the chain) takes 2 for each Equipment attached to her as it resolves (383.4.e,
  434, 713-715).
- Crumbling Sands (Reaction): counter a spell (425), only if, as it resolves, an opponent has played
  a spell this turn other than that one (419.4.b: counted as finalized, countered or not).
- Ol' Poro: it can't be played during its player's first three turns (366.1: a passive of the card
  wherever it is played from).
- Twilight Shroud: a friendly unit gets +1 Might this turn and can't be chosen by enemy spells and
  abilities this turn (engine/choosable.py); Flow.
- Akali, Silent: she can't be chosen by enemy spells and abilities unless she is in combat
  (740.2.c, 359.3.e.5's example); when she moves to a battlefield, +2 Might this turn.
- Resonating Strike (Hidden, Reaction; errata of 2026-07-24: the Reaction reminder only): a unit of
  its player's at another location moves to a battlefield they control, both chosen as it is
  played (355.4, 355.5), and gets +2 Might this turn; from facedown the battlefield is the one it
  was hidden at and the unit may be anywhere else (811.1.d.2-811.1.d.2.a).
- Esteemed Hierophant: while its controller controls 7 or more runes, the damage enemy spells and
  abilities would deal it is prevented (437, 369.2; combat damage is not theirs).
- Tomb-Raider Barbara: its Play Effect, if its controller controls 7 or more runes, chooses an
  enemy gear: an Empowered one is Disempowered, any other killed (383.2.a.1, 442, 428).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from ...effects import (
    Chosen,
    Custom,
    Draw,
    GainPoints,
    GiveMight,
    Me,
    SpellCard,
    SpellScript,
    Target,
    TriggerScript,
    UnitCard,
    Units,
    When,
    custom,
)
from ...effects.cards import GearCard, LegendCard
from ...effects.cost_increase import OpponentsSpellsCostMore
from ...effects.death_watch_words import WATCH_T1_DEATH, WhenItDiesThisTurn
from ...effects.gear_targets import GearTargetTrigger, gear_choices
from ...effects.keywords.empower import EMPOWER_SCRIPT, EmpoweredMight, empower_ability
from ...effects.mechanics import CounterScript
from ...effects.nasus_words import AbilityCosting, MayExhaustMeUpToRunes, PlayedCosting
from ...effects.passives import While
from ...effects.spells import EXECUTE, may_move_to, unit_signature
from ...effects.trigger_conditions import (
    Empowered,
    OnePerRune,
    OtherFriendlyUnitsHere,
    RunesAtLeast,
    SourceEmpowered,
)
from ...effects.vocabulary import Channel, GiveKeywords, MoveUnit, in_combat
from ...effects.words import HIDDEN
from ...engine.abilities import Ability
from ...engine.attachment import is_equipment
from ...engine.chain import Choices
from ...engine.choosable import protect_this_turn
from ...engine.core import emit
from ...engine.costs import OwnCost
from ...engine.empower import disempower
from ...engine.gear import kill_gear
from ...engine.hidden import facedown_bound
from ...engine.mechanics import bonus_damage, counter
from ...engine.next_card_discount import add_next_card_discount
from ...engine.primitives import deal, draw, mill, reveal
from ...engine.top_look import look_top
from ...engine.units import chain_item
from ...log_text import TEMPLATES, _name
from ...state import ChainItem, GameState, Unit
from ..origins.battlefields import READY_UP_TO_2_RUNES

__all__ = ["CARDS"]

FIELD_MUSICIANS, SERENE_ASCETIC, NASUS_ASCENDED = "ven-026-166", "ven-030-166", "ven-046-166"
SHEN_SCOURGE, SHEN_EYE = "ven-042-166", "ven-147-166"
PAKAA_PROTECTOR, SHADOW_DASH, TOMB_RAIDER_BARBARA = "ven-033-166", "ven-148-166", "ven-037-166"
RIVEN_SHATTERED, FROSTCOAT_MOTHER, CRUMBLING_SANDS = "ven-041-166", "ven-032-166", "ven-039-166"
OL_PORO, TWILIGHT_SHROUD, AKALI_SILENT = "ven-029-166", "ven-031-166", "ven-038-166"
RESONATING_STRIKE, ESTEEMED_HIEROPHANT = "ven-034-166", "ven-025-166"
SIPHONING_STRIKE, NASUS_CURATOR, ASTRAL_HERON = "ven-146-166", "ven-145-166", "ven-044-166"


# --- Astral Heron: the first card each turn, if it is at a battlefield: the next costs [2][A][A] less

@custom("next_card_costs_2_2_less")
def _next_card_discount(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 390.4, 356.4.d: its controller's next card played this turn costs 2 Energy and 2 Power
    of any domain less (engine/next_card_discount.py)."""
    add_next_card_discount(g, item.controller, item.cid)
    return True


def _heron_at_a_battlefield(g: GameState, player: int, cid: int) -> bool:
    """A condition right after the trigger (383.2.a.1): it is at a battlefield as it triggers."""
    u = g.units.get(cid)
    return u is not None and u.loc >= 0


# --- Siphoning Strike: 4, or 7 with 7 runes; when it dies this turn, channel 1 exhausted (390.2) ---

@custom("deal_4_or_7_with_7_runes")
def _deal_4_or_7(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 359.3.e.2, 383.2.a.1, 713-715: T1, if still a legal target, takes 4, or 7 if the
    spell's controller controls 7 or more runes as it resolves, plus the spell's Bonus Damage."""
    units = SIPHONING_SCRIPT.legal_targets(g, item, 0)
    if not units:
        return False
    u = units[0]
    n = 7 if len(g.players[item.controller].runes) >= 7 else 4
    return deal(g, u, n + bonus_damage(g, item.controller, u), item.controller, item.cid)


SIPHONING_SCRIPT = SpellScript(
    targets=(Target(Units(where="battlefield")),),
    steps=(Custom("deal_4_or_7_with_7_runes",
                  text="T1 takes 4, or 7 if you control 7 or more runes (counted as it resolves)"),
           WATCH_T1_DEATH))

#: Riven, Shattered's attack ability: an enemy unit where she is
RIVEN_SCRIPT = TriggerScript(targets=(Target(Units(side="enemy", where="here")),),
                             steps=(Custom("deal_2_per_equipment_on_me",
                                           "T1 takes 2 damage for each Equipment attached to this unit"),))


@custom("deal_2_per_equipment_on_me")
def _deal_per_equipment(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 434, 417, 713-715: the chosen unit, if still a legal target (359.3.e.2), takes 2 for
    each Equipment attached to the source as this executes (its Bonus Damage added); with none (or
    the source gone) no damage is dealt (417.1.e, 715.4)."""
    units = RIVEN_SCRIPT.legal_targets(g, item, 0)
    n = sum(1 for x in g.gear.values() if x.attached_to == item.cid and is_equipment(g, x.cid))
    if not units or not n or item.cid not in g.units:
        return False
    u = units[0]
    return deal(g, u, 2 * n + bonus_damage(g, item.controller, u), item.controller, item.cid)


@custom("reveal_top_unit_or_trash")
def _reveal_top(g: GameState, item: ChainItem, i: int) -> bool | None:
    """Rules 424, 413, 359.3.f: the controller reveals the top card of their Main Deck (none:
    nothing happens, 431.1.c); a unit card is drawn; another card goes to the trash and the
    ability's source, if still on the board, gets +2 Might this turn (317.2.c)."""
    n = look_top(g, item.controller, item.cid, i, 1)  # "as you reveal me" choices first
    if n is None:
        return None
    shown = reveal(g, item.controller, n)
    if not shown:
        return False
    if g.cards[shown[0]].type == "Unit":
        draw(g, item.controller, 1)
        return True
    mill(g, item.controller, 1)
    me = g.units.get(item.cid)
    if me is not None:
        me.turn_might += 2
        emit(g, "477.3", "might", item.controller, me.cid, 2, "turn")
    return True


@dataclass(frozen=True)
class ToBattlefieldWithYourUnits(SpellScript):
    """A spell that moves its first target to a destination chosen as it is played (355.4): only a
    battlefield where the spell's controller has units, other than where the unit is."""

    def choices(self, g: GameState, player: int, cid: int) -> list[Choices]:
        return [(t, d) for t, d in super().choices(g, player, cid) if _yours(g, player, d)]

    def choices_legal(self, g: GameState, player: int, cid: int,
                      targets: tuple[tuple[int, ...], ...], dest: int | None) -> bool:
        return _yours(g, player, dest) and super().choices_legal(g, player, cid, targets, dest)


def _yours(g: GameState, player: int, bf: int | None) -> bool:
    return (bf is not None and bf >= 0
            and any(u.loc == bf and u.controller == player for u in g.units.values()))


@custom("two_units_there_each_plus_1")
def _two_units_there(g: GameState, item: ChainItem, i: int) -> bool:
    """Read as it executes (359.3.d): if the spell's controller has exactly two units at the chosen
    battlefield, each gets +1 Might this turn (317.2.c)."""
    bf = item.dest
    mine = [u for u in g.units.values() if bf is not None and u.loc == bf and u.controller == item.controller]
    if len(mine) != 2:
        return False
    for u in mine:
        u.turn_might += 1
        emit(g, "477.3", "might", item.controller, u.cid, 1, "turn")
    return True


@dataclass(frozen=True)
class EnemyGearTrigger(GearTargetTrigger):
    """A triggered ability whose one target is a gear an opponent of its controller controls
    (718.5.b), chosen as it is finalized (337.1); with none it leaves the chain (402.4)."""

    def choices(self, g: GameState, player: int, cid: int) -> list[Choices]:
        return [(((c,),), None) for c in gear_choices(g) if _enemy(g, player, c)]

    def choices_legal(self, g: GameState, player: int, cid: int,
                      targets: tuple[tuple[int, ...], ...], dest: int | None) -> bool:
        return (super().choices_legal(g, player, cid, targets, dest)
                and _enemy(g, player, targets[0][0]))

    def legal_targets(self, g: GameState, item: ChainItem, slot: int) -> list[Any]:
        return [x for x in super().legal_targets(g, item, slot) if _enemy(g, item.controller, x.cid)]


def _enemy(g: GameState, player: int, gear: int) -> bool:
    x = g.gear.get(gear)
    return x is not None and g.team_of[x.controller] != g.team_of[player]


#: Tomb-Raider Barbara's Play Effect
BARBARA_SCRIPT = EnemyGearTrigger(steps=(Custom("disempower_or_kill_target_gear",
                                                "T1 (an enemy gear) is Disempowered if it is Empowered, "
                                                "else killed"),))


@custom("disempower_or_kill_target_gear")
def _disempower_or_kill(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 442, 428: the chosen gear, if still a legal target (359.3.e.2), is Disempowered if it
    is Empowered as this executes, else killed."""
    found = BARBARA_SCRIPT.legal_targets(g, item, 0)
    if not found:
        return False
    x = found[0]
    if x.empowered:
        return disempower(g, x.cid, item.controller)
    kill_gear(g, x)
    return True


#: Crumbling Sands: a spell on the chain
CRUMBLING_SCRIPT = CounterScript(steps=(Custom("counter_if_an_opponent_played_another_spell",
                                               "if an opponent has played a spell this turn other than T1, "
                                               "T1 is countered"),))


@custom("counter_if_an_opponent_played_another_spell")
def _crumbling_sands(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 425, 419.4.b, 383.2.a.1: the chosen spell, if still one it may counter (359.3.e), is
    countered if an opponent of the controller (489.8.e: a player of another team) has played a
    spell this turn other than it, read as this executes (spells count as played once finalized,
    countered or not)."""
    target = item.targets[0][0] if item.targets and item.targets[0] else -1
    it = chain_item(g, target) if target >= 0 else None
    if it is None or it.cid == item.cid or not CRUMBLING_SCRIPT.may_counter(g, item.controller, it):
        return False
    team = g.team_of
    for q in range(len(g.players)):
        if team[q] != team[item.controller]:
            if g.counts.get(f"play_spell:{q}", 0) - (1 if it.controller == q else 0) >= 1:
                return counter(g, it, item.controller)
    return False


def _in_first_three_turns(g: GameState, player: int) -> bool:
    return g.players[player].turns_started <= 3


@dataclass(frozen=True)
class NotInFirstThreeTurns:
    """Rule 366.1: "I can't be played on your first, second, or third turns": while its player has
    started three turns or fewer, no play of it is offered (engine/costs.py ``OwnCost.forbidden``)."""

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield "cost:own", OwnCost(forbidden=_in_first_three_turns)

    def describe(self) -> str:
        return "It can't be played during its player's first three turns."


#: Twilight Shroud: a friendly unit
SHROUD_SCRIPT = SpellScript(targets=(Target(Units(side="friendly")),),
                            steps=(GiveMight(1, Chosen(0)),
                                   Custom("unchoosable_this_turn", "T1 can't be chosen by enemy spells and "
                                                                   "abilities for the turn")))


@custom("unchoosable_this_turn")
def _unchoosable_this_turn(g: GameState, item: ChainItem, i: int) -> bool:
    """Rule 317.2.c: the chosen unit, if still a legal target (359.3.e.2), can't be chosen by enemy
    spells and abilities until the end of the turn (engine/choosable.py)."""
    units = SHROUD_SCRIPT.legal_targets(g, item, 0)
    for u in units:
        protect_this_turn(g, u, item.controller)
    return bool(units)


def _out_of_combat(g: GameState, u: Unit) -> bool:
    return not in_combat(g, u)


@dataclass(frozen=True)
class UnchoosableUnlessInCombat:
    """A unit's passive (364.3): enemy spells and abilities can't choose it unless it is in combat
    (740.2.c), read whenever they would (359.3.e.5's example: moved out of combat, it stops being a
    legal target)."""

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield "target:protected", _out_of_combat

    def describe(self) -> str:
        return "Enemy spells and abilities can't choose it unless it is in combat."


@dataclass(frozen=True)
class OwnUnitToYourBattlefield(SpellScript):
    """"Choose a battlefield you control and a unit you control at a different location": the unit
    is the target, the battlefield the play's destination (355.4-355.5). Played from facedown, the
    battlefield must be the one it was hidden at (811.1.d.2), while the unit, which can never be
    there, is chosen freely (811.1.d.2.a); so no facedown binding applies to the unit."""

    def _ok(self, g: GameState, player: int, u: Unit, bf: int, bound: int | None) -> bool:
        return (u.controller == player and u.loc != bf and g.battlefields[bf].controller == player
                and (bound is None or bf == bound) and may_move_to(g, player, bf))

    def choices(self, g: GameState, player: int, cid: int) -> list[Choices]:
        bound = facedown_bound(g, cid)
        groups: dict[tuple, int] = {}
        for u in g.units.values():
            key = unit_signature(g, u)
            if u.controller == player and (key not in groups or u.cid < groups[key]):
                groups[key] = u.cid
        return [(((c,),), bf) for c in sorted(groups.values()) for bf in range(len(g.battlefields))
                if self._ok(g, player, g.units[c], bf, bound)]

    def choices_legal(self, g: GameState, player: int, cid: int,
                      targets: tuple[tuple[int, ...], ...], dest: int | None) -> bool:
        if len(targets) != 1 or len(targets[0]) != 1 or dest is None or dest < 0:
            return False
        u = g.units.get(targets[0][0])
        return u is not None and self._ok(g, player, u, dest, facedown_bound(g, cid))

    def legal_targets(self, g: GameState, item: ChainItem, slot: int) -> list[Unit]:
        """The unit, if still on the board and its player's (359.3.e.2)."""
        return [u for c in item.targets[slot] if (u := g.units.get(c)) is not None
                and u.controller == item.controller]


@custom("move_to_your_battlefield")
def _move_to_your_battlefield(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 359.3.e.5-6: the battlefield is a chosen one the player must control; if they no
    longer do, the move relating to it can't be followed. Otherwise the unit moves there (449)."""
    bf = item.dest
    if bf is None or bf < 0 or g.battlefields[bf].controller != item.controller:
        return False
    return bool(EXECUTE[MoveUnit](g, RESONATING_SCRIPT, item, i, MoveUnit(Chosen(0))))


#: Resonating Strike: a unit of yours and a battlefield you control
RESONATING_SCRIPT = OwnUnitToYourBattlefield(
    targets=(Target(Units(side="own")),), move_of=0,
    steps=(Custom("move_to_your_battlefield", "T1 moves to the chosen battlefield, if you still "
                                              "control it"), GiveMight(2, Chosen(0))))


TEMPLATES["damage_prevented"] = lambda g, p, d: f"the {d[1]} damage to {_name(g, d[0])} is prevented"


def _prevents_enemy_damage(g: GameState, u: Unit, player: int) -> bool:
    """A Deal of an enemy's spell or ability (489.8.e), while the unit's controller has 7+ runes."""
    return g.team_of[player] != g.team_of[u.controller] and len(g.players[u.controller].runes) >= 7


@dataclass(frozen=True)
class PreventsEnemyDamage:
    """A unit's passive (364.3): while its controller controls 7 or more runes, all the damage enemy
    spells and abilities would deal it is prevented (437.1.b.1.b: "all"; engine/primitives.py)."""

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield "damage:prevent", _prevents_enemy_damage

    def describe(self) -> str:
        return ("While its controller controls 7 or more runes, enemy spells and abilities deal it no "
                "damage (prevented; combat damage is not theirs).")


#: Nasus, Curator of the Sands: up to 2 runes readied (the runes its controller chose as targets)
NASUS_READIES = TriggerScript(steps=(READY_UP_TO_2_RUNES,))

CARDS: tuple[UnitCard | LegendCard | SpellCard | GearCard, ...] = (
    UnitCard(ASTRAL_HERON, "Astral Heron",
             when=((When("play_card", who="you", nth=1),
                    TriggerScript(steps=(Custom("next_card_costs_2_2_less",
                                                "the next card you play this turn costs 2 Energy and 2 "
                                                "Power of any domain less"),))),),
             if_=(("play_card", _heron_at_a_battlefield),),
             note="Read from its errata (the next card played this turn). The first card its player plays "
                  "each turn, itself too when played to a battlefield, as that play completes (419.4.a); "
                  "only while it is at a battlefield then (383.2.a.1). The next card of any type they play "
                  "this turn (counted as finalized, 419.4.b) gets the discount on its total cost (356.4.d; "
                  "never below 0, 356.6); a token is no card."),
    LegendCard(NASUS_CURATOR, "Nasus, Curator of the Sands",
               when=((When("play_card", who="you", subject=PlayedCosting(("Unit", "Gear"), 7)),
                      NASUS_READIES),
                     (When("play_ability", who="you", subject=AbilityCosting(7)), NASUS_READIES)),
               may=(("play_card", MayExhaustMeUpToRunes(2)),
                    ("play_ability", MayExhaustMeUpToRunes(2))),
               note="A unit or gear: its printed cost (206), as its play completes (419.4.a); an activated "
                    "ability: its base cost, its own discounts ignored (206.1), as it resolves (377.2.a). "
                    "Exhausting the legend is decided as the ability goes on the chain (383.3.a-b); "
                    "the runes (any player's, up to 2, none allowed) are chosen then as its targets, "
                    "and each still on the board readies."),
    SpellCard(SIPHONING_STRIKE, "Siphoning Strike", SIPHONING_SCRIPT,
              passives=(WhenItDiesThisTurn(TriggerScript(steps=(Channel(1, exhausted=True),))),),
              note="The rune count is read as it resolves (383.2.a.1). The delayed ability is created "
                   "only if the unit is still a legal target then; it triggers when that unit dies later "
                   "this turn by any cause (the damage in the next cleanup, combat, a kill), not if it "
                   "left the board another way first (124.1)."),
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
    UnitCard(PAKAA_PROTECTOR, "Pakaa Protector",
             when=((When("move"), TriggerScript(steps=(Custom("reveal_top_unit_or_trash",
                                                              "you reveal your top card: a unit card is "
                                                              "drawn; anything else goes to your trash "
                                                              "and this unit gets +2 Might for the "
                                                              "turn"),))),)),
    SpellCard(SHADOW_DASH, "Shadow Dash",
              ToBattlefieldWithYourUnits(targets=(Target(Units(side="enemy")),), move_of=0,
                                         steps=(MoveUnit(Chosen(0)),
                                                Custom("two_units_there_each_plus_1",
                                                       "if you have exactly two units at that battlefield "
                                                       "as it resolves, each gets +1 Might for the turn"))),
              note="The battlefield must hold a unit of yours as it is played. Flow: it may also be "
                   "played from its owner's trash for 5 Energy and two Power of any domain, then it is "
                   "banished (829).",
              flow=(5, (None, None))),
    UnitCard(TOMB_RAIDER_BARBARA, "Tomb-Raider Barbara", script=BARBARA_SCRIPT,
             if_=(("trigger", RunesAtLeast(7)),),
             note="It triggers only if its controller controls 7 or more runes as it is played "
                  "(383.2.a.1); with no enemy gear the ability leaves the chain (402.4)."),
    UnitCard(RIVEN_SHATTERED, "Riven, Shattered", on_attack=RIVEN_SCRIPT,
             note="Weaponmaster gives her Play Effect (effects/keywords/weaponmaster.py). The "
                  "Equipment attached to her are counted as the ability resolves."),
    UnitCard(FROSTCOAT_MOTHER, "Frostcoat Mother",
             abilities=(empower_ability(12, discount=OnePerRune()),), passives=(While(Empowered(), might=3),),
             note="Its runes are counted as the Empower ability is activated (not below 0, 356.6)."),
    SpellCard(CRUMBLING_SANDS, "Crumbling Sands", CRUMBLING_SCRIPT,
              note="Any spell on the chain may be chosen; the condition is read as it resolves."),
    UnitCard(OL_PORO, "Ol' Poro", passives=(NotInFirstThreeTurns(),)),
    SpellCard(TWILIGHT_SHROUD, "Twilight Shroud", SHROUD_SCRIPT,
              note="Flow: it may also be played from its owner's trash for 2 Energy, then it is banished "
                   "(829).",
              flow=(2, ())),
    UnitCard(AKALI_SILENT, "Akali, Silent", passives=(UnchoosableUnlessInCombat(),),
             when=((When("move", to_battlefield=True), TriggerScript(steps=(GiveMight(2, Me()),))),)),
    SpellCard(RESONATING_STRIKE, "Resonating Strike", RESONATING_SCRIPT,
              note="The +2 Might is given even if the move can't be made. " + HIDDEN),
    UnitCard(ESTEEMED_HIEROPHANT, "Esteemed Hierophant", passives=(PreventsEnemyDamage(),)),
    # --- card wave 3 (issue 13, sweep O) ---
    UnitCard("ven-028-166", "Mournful Witness", when=((When("combat_end"), EMPOWER_SCRIPT),),
             passives=(EmpoweredMight(might=2),),
             note="It triggers as a combat it had a designation in ends (466.7.b), wherever it is then "
                  "(still on the board); its Empowered +2 Might holds while it is Empowered (828.1.b.1)."),
    # card wave 3 (helper E)
    GearCard("ven-045-166", "Helm of Suppression", abilities=(empower_ability(4, "Calm"),),
             passives=(OpponentsSpellsCostMore(),),
             note="Empower is the card table's keyword: its ability, on its controller's turn, only while "
                  "not Empowered (827.1.c.1). The increase is added before any discount (356.3) and is "
                  "part of the total cost of every spell an opponent plays, from hand, facedown or Flow."),
)
