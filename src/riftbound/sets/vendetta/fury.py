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
- Morgana, Vindictive (Ambush): its Play Effect deals a unit as much damage as is marked on it
  (417, 142.3).
- Consuming Curse: 2 to a unit at a battlefield, with 1 Bonus Damage per card of its name in its
  controller's trash (713-715).
- Shuriken Flip: 2 to up to one enemy unit at a battlefield, then a friendly unit moves to the
  destination chosen as it is played (355.4, 355.13); Flow.
- Baccai Sandspinner: Empower 5, 3 less while its controller controls 4 or fewer runes (827,
  356.4); while Empowered, Deflect and Assault 2 (828.1.b.1, 809, 807).
- Decree of Rage (Action): 4 to an enemy Calm unit; it can't be countered (ruling 92).
- Death Mark: Burn 3 (440), then a 0 Might Shadow Clone unit token (187.11) played where its player
  chooses as it resolves (ruling 84); Flow.
- Shadow Clone (the token, 187.11): when it attacks, its controller may banish a unit card from their
  trash (chosen as the ability is finalized, 383.3.a); if they do, it gains Assault 4 this turn
  (427, 801.3.a.2).
- Zed, From the Shadows: its player may discard 1 as an optional additional cost (356.2.b); its
  Play Effect, only if they did, plays a Shadow Clone token where they choose as it resolves
  (383.2.a.1, 187.11).
- Dune Surfer: its controller ignores Tank while assigning combat damage where it is (815, 465.2.c).
- Baccai Reaper: when it attacks, its controller may pay a Fury Power to give it Assault 2 this
  turn (383.3.b, 801.3.a.2, 807).
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
from ...effects.burn_banish import burn
from ...effects.gear_targets import KILL_TARGET_GEAR, GearTargetScript
from ...effects.keywords.empower import empower_ability
from ...effects.move_times import CountsMoves, MovedTimes
from ...effects.passives import While
from ...effects.player_targets import PlayerTargetTrigger, chosen_player_burns
from ...effects.spell_extra_cost import OptionalSpellCost, if_extra_paid
from ...effects.spells import custom
from ...effects.trigger_conditions import (
    Empowered,
    FewerRunesThanAnOpponent,
    LessWithFewRunes,
    NameInTrash,
    RunesAtMost,
)
from ...effects.vocabulary import Custom, GiveKeywords, MoveUnit
from ...engine.banish_events import banished
from ...engine.core import decide, emit
from ...engine.costs import OwnCost, paid_optional_extra
from ...engine.granted import grant_keyword
from ...engine.may_triggers import MayPayPower
from ...engine.mechanics import bonus_damage
from ...engine.primitives import deal
from ...engine.units import create_token
from ...state import ChainItem, GameState, base_of
from ..origins.spells import TOKEN_SPELLS, TokenSpellScript, token_locations

__all__ = ["CARDS"]

PERFECT_EXECUTION, BRITTLE_STEEL = "ven-012-166", "ven-003-166"
TWILIGHT_REVELER, RENEKTON_RAGE_FUELED = "ven-020-166", "ven-019-166"
ECLIPSE_DRAGON, FORSAKEN_BACCAI, OASIS_RAIDER = "ven-016-166", "ven-005-166", "ven-006-166"
SHADOW_ASSASSIN = "ven-013-166"
MORGANA_VINDICTIVE, CONSUMING_CURSE, SHURIKEN_FLIP = "ven-017-166", "ven-010-166", "ven-140-166"
BACCAI_REAPER, BACCAI_SANDSPINNER, DECREE_OF_RAGE = "ven-009-166", "ven-001-166", "ven-015-166"
DEATH_MARK, SHADOW_CLONE, ZED_FROM_THE_SHADOWS = "ven-144-166", "rule-187-11", "ven-023-166"
DUNE_SURFER = "ven-004-166"
TOKEN_SPELLS[DEATH_MARK] = (SHADOW_CLONE, False)  # the token enters exhausted (143.4)
TOKEN_SPELLS[ZED_FROM_THE_SHADOWS] = (SHADOW_CLONE, False)  # his Play Effect's token, the same way

_FURY = (frozenset({"Fury"}),)
_AT_BEGINNING = When("beginning", who="you")
_FEWER_RUNES = (("beginning", FewerRunesThanAnOpponent()),)


def _flow(energy: int) -> str:
    return (f"Flow: it may also be played from its owner's trash for {energy} Energy and a Fury "
            "Power, then it is banished (829).")


#: Morgana, Vindictive's Play Effect: any unit, chosen as it goes on the chain
MORGANA_SCRIPT = TriggerScript(targets=(Target(Units()),),
                               steps=(Custom("deal_its_marked_damage",
                                             "T1 takes as much damage as is marked on it"),))


@custom("deal_its_marked_damage")
def _deal_its_marked_damage(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 417, 142.3, 713-715: the chosen unit, if still a legal target (359.3.e.2), is dealt
    damage equal to the damage marked on it as this executes, the ability's Bonus Damage added; with
    none marked no damage is dealt, so no Bonus Damage either (417.1.e, 715.4)."""
    units = MORGANA_SCRIPT.legal_targets(g, item, 0)
    if not units or units[0].damage < 1:
        return False
    u = units[0]
    return deal(g, u, u.damage + bonus_damage(g, item.controller, u), item.controller, item.cid)


#: Consuming Curse: one unit at a battlefield
CURSE_SCRIPT = SpellScript(targets=(Target(Units(where="battlefield")),),
                           steps=(Custom("deal_2_plus_per_name_in_trash",
                                         "T1 takes 2 damage, plus 1 Bonus Damage for each card of this "
                                         "spell's name in your trash as it resolves"),))


@custom("deal_2_plus_per_name_in_trash")
def _deal_2_plus_per_name(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 713-715: 2 damage to the chosen unit, if still a legal target (359.3.e.2), with 1
    Bonus Damage for each card of the spell's name in its controller's trash as it resolves (the
    spell itself is on the chain, not in the trash), summed with any other Bonus Damage (714)."""
    units = CURSE_SCRIPT.legal_targets(g, item, 0)
    if not units:
        return False
    name = g.cards[item.cid].name
    more = sum(1 for c in g.players[item.controller].trash if g.cards[c].name == name)
    u = units[0]
    return deal(g, u, 2 + more + bonus_damage(g, item.controller, u), item.controller, item.cid)


@dataclass(frozen=True)
class CantBeCountered:
    """The spell can't be countered: a Counter aimed at it does nothing (its answer to
    "uncounterable", engine/mechanics.py; docs/rulings.md ruling 92)."""

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield "uncounterable", True

    def describe(self) -> str:
        return "It can't be countered: a spell that counters may still choose it, but does nothing to it."


@dataclass(frozen=True)
class MayBanishTrashUnit:
    """"You may banish a unit from your trash. If you do, ...": decided as the ability is finalized
    (383.3.a): the options are the unit cards in its controller's trash (one per card name, ruling
    2), -1 declines; the card chosen is banished as the ability resolves, if still there."""

    def options(self, g: GameState, player: int, cid: int, kind: str) -> list[int]:
        seen: dict[int, int] = {}
        for c in g.players[player].trash:
            if g.cards[c].type == "Unit":
                seen.setdefault(g.cards[c].index, c)
        return sorted(seen.values())

    def accept(self, g: GameState, player: int, cid: int, kind: str, card: int) -> tuple:
        return ((card,),)

    def describe(self) -> str:
        return ("its controller may pick a unit card of their trash as it is finalized, to banish "
                "it as it resolves")


@custom("banish_trash_unit_then_assault_4")
def _banish_then_assault(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 427.1-427.2, 801.3.a.2, 807: the unit card picked, if still in its owner's trash, is
    banished; if it was, the ability's source, if still on the board, gains Assault 4 this turn."""
    card = item.targets[0][0] if item.targets and item.targets[0] else -1
    trash = g.players[item.controller].trash
    if card < 0 or card not in trash:
        return False
    trash.remove(card)
    g.players[g.owner[card]].banishment.append(card)
    emit(g, "427.2", "banish", item.controller, card)
    banished(g, item.controller, card)  # 427: "when you banish a card you own"
    me = g.units.get(item.cid)
    if me is not None:
        grant_keyword(g, me, "Assault", 4, item.controller)
    return True


@custom("play_shadow_clone")
def _play_shadow_clone(g: GameState, item: ChainItem, i: int) -> bool | None:
    """Rules 180-185, 187.11, 419.3.b: the controller of the spell or ability plays a 0 Might Shadow
    Clone token; where, they choose now among their base and the battlefields they control
    (355.2.a), unless only their base is possible (the "token_location" decision of ruling 84)."""
    if len(token_locations(g, item.controller, ("token_location", item.cid))) > 1:
        decide(g, item.controller, "choose_card", ("token_location", item.cid, i))
        return None
    create_token(g, item.controller, SHADOW_CLONE, base_of(item.controller))
    return True


@dataclass(frozen=True)
class OptionalDiscardCost:
    """Rules 356.2.b, 355.1.a: "you may discard 1 as an additional cost to play me" (no discount);
    whether it was paid is noted for the unit (engine/costs.py ``paid_optional_extra``)."""

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield "cost:own", OwnCost(discard_discount=0)

    def describe(self) -> str:
        return "As it is played its controller may discard a card as an additional cost."


@dataclass(frozen=True)
class IgnoreTankHere:
    """A unit's passive (364.3): its controller assigns combat damage where it is as if no unit had
    Tank (815; engine/combat.py)."""

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield "combat:ignore_tank_here", True

    def describe(self) -> str:
        return ("Its controller ignores Tank while assigning combat damage at its location (Tank "
                "units are ordinary ones then; one with Backline too is assigned last).")


def _paid_discard(g: GameState, player: int, cid: int) -> bool:
    """383.2.a.1: "if you paid the additional cost", part of the Play Effect's trigger condition."""
    return paid_optional_extra(g, cid)


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
    UnitCard(MORGANA_VINDICTIVE, "Morgana, Vindictive", script=MORGANA_SCRIPT,
             note="The damage marked on the unit is read as the ability resolves; she is its source."),
    SpellCard(CONSUMING_CURSE, "Consuming Curse", CURSE_SCRIPT),
    SpellCard(SHURIKEN_FLIP, "Shuriken Flip",
              SpellScript(targets=(Target(Units(side="enemy", where="battlefield"), up_to=True),
                                   Target(Units(side="friendly"))),
                          move_of=1, steps=(Deal(Const(2), Chosen(0)), MoveUnit(Chosen(1)))),
              note="Both units and the move's destination are chosen as it is played (355.4, 355.13); "
                   "the move happens even with no enemy unit chosen. Flow: it may also be played from "
                   "its owner's trash for 3 Energy and a Power of any domain, then it is banished (829).",
              flow=(3, (None,))),
    UnitCard(BACCAI_REAPER, "Baccai Reaper",
             on_attack=TriggerScript(steps=(GiveKeywords((("Assault", 2),), Me()),)),
             may=(("attack", MayPayPower("Fury")),),
             note="Whether to pay the Fury Power is decided as the ability is finalized; the payment "
                  "is its base cost (383.3.a-b)."),
    UnitCard(BACCAI_SANDSPINNER, "Baccai Sandspinner",
             abilities=(empower_ability(5, discount=LessWithFewRunes(3, 4)),),
             passives=(While(Empowered(), keywords=(("Deflect", 1), ("Assault", 2))),),
             note="Its runes are counted as the Empower ability is activated."),
    SpellCard(DECREE_OF_RAGE, "Decree of Rage",
              SpellScript(targets=(Target(Units(side="enemy", domain="Calm")),),
                          steps=(Deal(Const(4), Chosen(0)),)),
              passives=(CantBeCountered(),),
              note="A Calm unit is one whose card has the Calm domain (a token has none, 185.3.b)."),
    SpellCard(DEATH_MARK, "Death Mark",
              TokenSpellScript(steps=(burn(3), Custom("play_shadow_clone",
                                                      "you play a 0 Might Shadow Clone unit token, "
                                                      "exhausted, to your base or a battlefield you "
                                                      "control"))),
              note="Flow: it may also be played from its owner's trash for 1 Energy and two Power of "
                   "any domain, then it is banished (829).",
              flow=(1, (None, None))),
    UnitCard(SHADOW_CLONE, "Shadow Clone",
             on_attack=TriggerScript(steps=(Custom("banish_trash_unit_then_assault_4",
                                                   "the picked unit card, if still in your trash, is "
                                                   "banished; if so, this unit gains Assault 4 for the "
                                                   "turn"),)),
             may=(("attack", MayBanishTrashUnit()),),
             note="A token of the Core Rules (187.11), played by Death Mark. The unit card to banish "
                  "(or none) is picked as the ability is finalized (383.3.a)."),
    UnitCard(ZED_FROM_THE_SHADOWS, "Zed, From the Shadows",
             script=TriggerScript(steps=(Custom("play_shadow_clone",
                                                "you play a 0 Might Shadow Clone unit token, exhausted, "
                                                "to your base or a battlefield you control"),)),
             passives=(OptionalDiscardCost(),), if_=(("trigger", _paid_discard),),
             note="The Play Effect triggers only if the card was discarded for him (383.2.a.1); where "
                  "the token goes is chosen as it resolves (his card stands for the base)."),
    UnitCard(DUNE_SURFER, "Dune Surfer", passives=(IgnoreTankHere(),)),
    # --- card wave 3 (issue 13, sweep O) ---
    SpellCard("ven-008-166", "Ruthless Strike",
              SpellScript(targets=(Target(Units(where="battlefield")),),
                          steps=(if_extra_paid(Deal(Const(5), Chosen(0)), Deal(Const(3), Chosen(0))),)),
              passives=(OptionalSpellCost(discard=True),),
              note="Whether a card was discarded for it is decided as it is played (356.2.b.1) and read "
                   "as it resolves; the unit is any player's, at a battlefield then too (359.3.e.2)."),
    UnitCard("ven-002-166", "Blade Twirler",
             when=((When("move"), PlayerTargetTrigger(steps=(chosen_player_burns(1),), player="any")),),
             if_=(("move", MovedTimes(1)),), passives=(CountsMoves(),),
             note="Only its first move each turn triggers it (383.1); the player, any (its controller "
                  "too), is its target, chosen as the ability is finalized (355.10)."),
)
