"""Unleashed (UNL): the Fury cards of the first card wave (issue 12): Arena Kingpin, Vault Breaker,
Lord Broadmane, Xerath, Freed, Towering Pairofant, Vi, Hotheaded, Right of Conquest and Inviolus
Vox; of the second pass: Blighted Battleaxe, Rengar, Pridestalker, Grim Apothecary, Mischievous
Marai, Fresh Beans, Pyke, Dockside Butcher, Pyke, Bloodharbor Ripper, Prepared Neophyte, Revna the
Lorekeeper and Monster Harpoon; of card wave 2's third pass (sweep U3): Upstage Comedy, Yeti Brawler
and Vi, Piltover Enforcer; of its last session (helper H): Square Up and Hextech Gauntlets."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, replace
from typing import Any

from ...effects import (
    Chosen,
    Const,
    Custom,
    Deal,
    Draw,
    Me,
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
from ...effects.equipment_triggers import EquipmentScript
from ...effects.excess_here import ConditionalEquipmentTrigger, EquippedUnitAssignedExcess
from ...effects.excess_words import AssignedExcess
from ...effects.gold import PLAY_GOLD
from ...effects.keywords.equip import equip_ability
from ...effects.may_exhaust import MayExhaustMe
from ...effects.may_exhaust_target import MayExhaustMeForTarget
from ...effects.optional_extra_cost import OptionalExtraCost, PaidExtra
from ...effects.passives import EntersReady
from ...effects.repeat_discard import DiscardRepeatTargetSpell
from ...effects.repeat_targets import RepeatTargetSpell
from ...effects.spells import EXECUTE, custom
from ...effects.subjects import CardType
from ...effects.vocabulary import GiveKeywords, GiveMight
from ...engine.abilities import Ability
from ...engine.chain import behaviour
from ...engine.core import emit
from ...engine.granted import grant_keyword
from ...engine.may_triggers import MayTarget
from ...engine.primitives import draw
from ...engine.spell_spending import energy_spent_on, most_energy_spent_on_a_spell
from ...engine.units import might
from ...state import ChainItem, GameState

__all__ = ["CARDS", "grant_to_other_units_here"]


def grant_to_other_units_here(g: GameState, item: ChainItem, keyword: str, value: int) -> bool:
    """Rules 801.3.a.2, 359.3.f.2: each other unit its controller controls where the source is now
    gains ``keyword`` for the turn; a source gone from the board has no "here" (359.3.f.2.a)."""
    me = g.units.get(item.cid)
    if me is None:
        return False
    others = [u for u in list(g.units.values())
              if u.cid != me.cid and u.loc == me.loc and u.controller == item.controller]
    for u in others:
        grant_keyword(g, u, keyword, value, item.controller, rule="801.3.a.2")
    return bool(others)


@custom("assault_to_other_units_here")
def _assault_to_other_units_here(g: GameState, item: ChainItem, i: int) -> bool:
    """Rule 807.2: Assault (1) to the other units of the controller here."""
    return grant_to_other_units_here(g, item, "Assault", 1)


@custom("double_my_might")
def _double_my_might(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 432.1, 432.1.a, 317.2.c: the source, if still on the board, gets +X Might for the turn,
    X its Might as this executes (a snapshot: later changes don't change X). Doubling increases, so
    a unit whose Might is 0 or less gains nothing (432.1; 143.2.b.1)."""
    u = g.units.get(item.cid)
    if u is None:
        return False
    m = might(g, u)
    if m <= 0:
        return False
    u.turn_might += m
    emit(g, "432.1", "might", item.controller, u.cid, m, "turn")
    return True


@custom("draw_1_then_per_battlefield")
def _draw_1_then_per_battlefield(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 413, 489.8.e: its controller draws 1, then 1 for each battlefield they or a teammate
    control as this executes."""
    p = item.controller
    team = g.team_of
    n = sum(1 for b in g.battlefields if b.controller is not None and team[b.controller] == team[p])
    draw(g, p, 1)
    draw(g, p, n)
    return True


def a_unit_died_this_turn(g: GameState) -> bool:
    """Whether any unit has died this turn, tokens included: the turn's per-player death counts
    (engine/events.py COUNTED, "friendly_dies")."""
    return any(g.counts.get(f"friendly_dies:{q}", 0) for q in range(len(g.players)))


class EntersReadyIfAUnitDied:
    """A unit's own passive: it enters ready if a unit has died this turn (369.3, 143.4.a), read as it
    enters. Answers "enters_ready" for itself only."""

    enter_ready = True

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield "enters_ready", lambda g, source, u: source.cid == u.cid and a_unit_died_this_turn(g)

    def describe(self) -> str:
        return "It enters the board ready if a unit has died this turn."


def played_to_a_battlefield(g: GameState, player: int, cid: int) -> bool:
    """A condition right after "when you play me" (383.2.a.1): the unit entered the board at a
    battlefield (played there, or from facedown there, 811.1.d), read as the Play Effect triggers."""
    u = g.units.get(cid)
    return u is not None and u.loc >= 0


class MightIfSpentOnASpell:
    """A unit's own passive (364.3): +``might`` while its controller has spent ``energy`` Energy or
    more to play one spell this turn (engine/spell_spending.py). Answers "might:own"."""

    def __init__(self, energy: int, might: int) -> None:
        self.energy, self.might = energy, might

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield "might:own", lambda g, u: (self.might if most_energy_spent_on_a_spell(g, u.controller)
                                         >= self.energy else 0)

    def describe(self) -> str:
        return (f"It has +{self.might} Might while you have spent {self.energy} Energy or more to play a "
                "spell this turn.")


@dataclass(frozen=True, slots=True)
class SpentOnIt:
    """A trigger-condition filter on the spell played (383.2.a.1): its player spent ``energy``
    Energy or more to play it (engine/spell_spending.py)."""

    energy: int

    def test(self, g: GameState, player: int, cid: int) -> bool:
        return energy_spent_on(g, cid) >= self.energy

    def describe(self) -> str:
        return f"one you spent {self.energy} Energy or more to play"


@custom("deal_2_or_4_with_a_facedown_card")
def _deal_2_or_4(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 383.2.a.1, 417, 811: T1 takes 2, or 4 instead if the spell's controller controls a
    facedown card (one hidden at a battlefield, 811.1.b) as this executes."""
    script = behaviour(g, item)
    assert isinstance(script, SpellScript)
    n = 4 if any(b.facedown is not None and b.facedown[1] == item.controller for b in g.battlefields) else 2
    return bool(EXECUTE[Deal](g, script, item, i, Deal(Const(n), Chosen(0))))


def during_a_showdown(g: GameState, player: int, cid: int) -> bool:
    """A condition right after the trigger (383.2.a.1): a showdown is in progress (a combat's
    included, 464), read as the ability triggers."""
    return g.showdown is not None


class MightOfChosenUnit:
    """An Equip ability's discount (356.4, 356.6): its Energy cost is reduced by the Might of the unit
    chosen as its target (a negative Might counts as 0, 143.2.b), read as the cost is determined (403)."""

    def __call__(self, g: GameState, player: int, source: int, target: int) -> int:
        u = g.units.get(target)
        return max(might(g, u), 0) if u is not None else 0

    def describe(self) -> str:
        return "less by the Might of the unit chosen"


def _at_battlefield(g: GameState, source: int) -> bool:
    """The ability can be activated only while its source is at a battlefield (377, 143.1)."""
    u = g.units.get(source)
    return u is not None and u.loc >= 0


CARDS: tuple[UnitCard | SpellCard | GearCard | LegendCard, ...] = (
    UnitCard("unl-001-219", "Arena Kingpin", passives=(EntersReady(),),
             abilities=(Ability(TriggerScript((GiveMight(3, Chosen(0)),), targets=(Target(Units()),)),
                                exhaust=True),)),
    SpellCard("unl-010-219", "Vault Breaker",
              SpellScript(targets=(Target(Units()),),
                          steps=(GiveKeywords((("Assault", 2), ("Ganking", 0)), Chosen(0)),))),
    UnitCard("unl-012-219", "Lord Broadmane",
             script=TriggerScript(steps=(Custom("assault_to_other_units_here",
                                                text="your other units where this unit is gain "
                                                     "Assault for the turn"),)),
             note="Its Ambush is the card table's keyword (822). 'Here' is read as the Play Effect "
                  "resolves (359.3.f.2); units that arrive there later get nothing."),
    UnitCard("unl-026-219", "Xerath, Freed",
             abilities=(Ability(TriggerScript((Deal(Const(3), Chosen(0)),), targets=(Target(Units()),)),
                                power=(frozenset({"Fury"}),), exhaust=True, usable=_at_battlefield),),
             note="Usable only while he is at a battlefield (the condition of its use, 377)."),
    UnitCard("unl-008-219", "Towering Pairofant", passives=(EntersReadyIfAUnitDied(),),
             note="Its Assault is the card table's keyword. Any unit's death this turn counts, a "
                  "token's too, whoever controlled it."),
    UnitCard("unl-030-219", "Vi, Hotheaded",
             abilities=(Ability(TriggerScript((Custom("double_my_might",
                                                      text="it gets +X Might for the turn, X its Might "
                                                           "now (doubling it, 432.1)"),)),
                                energy=2, power=(frozenset({"Fury"}),)),),
             note="Deflect is the card table's keyword. X is read as the ability resolves."),
    SpellCard("unl-015-219", "Right of Conquest",
              SpellScript(steps=(Custom("draw_1_then_per_battlefield",
                                        text="you draw 1, then 1 more for each battlefield you or a "
                                             "teammate control"),))),
    UnitCard("unl-027-219", "Inviolus Vox",
             on_conquer=TriggerScript(targets=(Target(Units(side="friendly")),),
                                      steps=(GiveMight(8, Chosen(0)),))),
    # --- second pass (sweep U2) ---
    GearCard("unl-019-219", "Blighted Battleaxe", abilities=(equip_ability(1, "Fury"),),
             note="Equipment (718): attached, the unit has +4 Might (its Might Bonus, 718.3)."),
    LegendCard("unl-183-219", "Rengar, Pridestalker",
               when=((When("play_card", who="you", subject=CardType("Unit")),
                      TriggerScript(targets=(Target(Units()),), steps=(GiveMight(1, Chosen(0)),))),),
               note="Any unit may be chosen, the one played too once it is on the board; the target "
                    "is chosen as the ability goes on the chain (355.5)."),
    UnitCard("unl-021-219", "Grim Apothecary",
             script=TriggerScript(targets=(Target(Units(side="friendly", where="battlefield")),),
                                  steps=(ReturnToHand(Chosen(0)),)),
             may=(("trigger", MayTarget()),),
             note="Ambush is the card table's keyword. Choosing a unit is performing it, declining is "
                  "not (383.3.a); played to a battlefield it may choose itself."),
    UnitCard("unl-003-219", "Mischievous Marai",
             script=TriggerScript(targets=(Target(Units(side="enemy", where="here")),),
                                  steps=(Deal(Const(2), Chosen(0)),)),
             if_=(("trigger", played_to_a_battlefield),),
             note="Hidden is the card table's keyword. Played to its base it does not trigger "
                  "(383.2.a.1); played from facedown it is at a battlefield and does. The enemy unit "
                  "is one where it is, chosen as the Play Effect goes on the chain."),
    GearCard("unl-011-219", "Fresh Beans",
             when=((When("play_card", who="you", subject=CardType("Unit")),
                    TriggerScript(steps=(Draw(1),))),),
             may=(("play_card", MayExhaustMe()),), if_=(("play_card", during_a_showdown),),
             note="It triggers only for a unit played while a showdown is in progress (383.2.a.1); its "
                  "controller may exhaust it as the ability is finalized (383.3.b)."),
    UnitCard("unl-028-219", "Pyke, Dockside Butcher", passives=(OptionalExtraCost(power=("Fury",)),),
             script=TriggerScript(steps=(Ready(Me()), GiveMight(2, Me()))), if_=(("trigger", PaidExtra()),),
             note="Hidden and Ganking are the card table's keywords. Its Play Effect triggers only if the "
                  "additional Fury Power was paid as it was played (383.2.a.1)."),
    LegendCard("unl-185-219", "Pyke, Bloodharbor Ripper",
               abilities=(Ability(TriggerScript((ReturnToHand(Chosen(0)), PLAY_GOLD), targets=(
                                    Target(Units(side="friendly", where="battlefield")),)),
                                  energy=1, exhaust=True),),
               note="Its ability costs 1 Energy and exhausting it; the Gold token is played even if the "
                    "chosen unit is no longer a legal target (359.3.e.6: only the return is ignored)."),
    UnitCard("unl-004-219", "Prepared Neophyte", passives=(MightIfSpentOnASpell(4, 4),),
             note="The Energy of one spell's total cost paid this turn counts (its reductions and "
                  "additional costs included); spells played before it entered count too."),
    UnitCard("unl-005-219", "Revna the Lorekeeper",
             when=((When("play_spell", who="you", subject=SpentOnIt(4)),
                    TriggerScript(steps=(Ready(Me()),))),),
             note="Ganking is the card table's keyword. It triggers as the spell resolves (419.4.a), if "
                  "its player paid 4 Energy or more for it (383.2.a.1)."),
    SpellCard("unl-014-219", "Monster Harpoon",
              SpellScript(targets=(Target(Units(where="battlefield")),),
                          steps=(Custom("deal_2_or_4_with_a_facedown_card",
                                        text="T1 takes 2, or 4 instead if you control a facedown card"),)),
              note="Action is the card table's keyword; the facedown card is looked for as it resolves "
                   "(383.2.a.1)."),
    # --- third pass (sweep U3) ---
    SpellCard("unl-009-219", "Upstage Comedy",
              RepeatTargetSpell(targets=(Target(Units()), Target(Units())),
                                steps=(Ready(Chosen(0)), Ready(Chosen(1))), repeat_energy=2),
              note="Any unit, any player's; the repeat's unit is chosen as the spell is played, once its "
                   "Repeat cost is chosen, the same unit or another (820.2.a, ruling 95)."),
    UnitCard("unl-018-219", "Yeti Brawler", passives=(AssignedExcess(3),),
             on_conquer=TriggerScript(steps=(PLAY_GOLD, PLAY_GOLD)), if_=(("conquer", AssignedExcess(3)),),
             note="Excess damage is what its controller assigned beyond lethal in the combat that made them "
                  "conquer (465.2.c.4, ruling 96); moving into an empty battlefield assigns none."),
    LegendCard("unl-187-219", "Vi, Piltover Enforcer", passives=(AssignedExcess(3),),
               when=((When("conquer", who="you"),
                      TriggerScript(targets=(Target(Units()),), steps=(Ready(Chosen(0)),))),),
               if_=(("conquer", AssignedExcess(3)),), may=(("conquer", MayExhaustMeForTarget()),),
               note="Excess damage as for Yeti Brawler (ruling 96). As the ability is finalized its "
                    "controller may exhaust the legend, choosing the unit (any player's) it readies "
                    "(383.3.a-b)."),
    GearCard("unl-188-219", "Hextech Gauntlets",
             abilities=(replace(equip_ability(3), power=(None,), target_discount=MightOfChosenUnit()),),
             passives=(ConditionalEquipmentTrigger(("conquer",), EquipmentScript(steps=(Draw(1),)),
                                                   if_=EquippedUnitAssignedExcess(3)),),
             note="Equipment (718): attached, the unit has +3 Might (its Might Bonus, 718.3). Its Equip "
                  "cost is 3 Energy and one Power of any domain, the Energy less by the Might of the unit "
                  "chosen (down to 0, 356.6). Weaponmaster pays its Equip cost without that reduction: no "
                  "unit is chosen by the Equip ability then (821.1.c.2; docs/rulings.md 111)."),
    # --- card wave 2, last session (helper H) ---
    SpellCard("unl-017-219", "Square Up",
              DiscardRepeatTargetSpell(targets=(Target(Units()), Target(Units())),
                                       steps=(GiveKeywords((("Assault", 4),), Chosen(0)),
                                              GiveKeywords((("Assault", 4),), Chosen(1)))),
              note="Any unit, any player's. Its Repeat cost is discarding a card (820.1.c), picked once the "
                   "repeat's unit is chosen and discarded as the total cost is paid (357.2); the same unit "
                   "chosen twice has Assault 8 this turn (807.2)."),
)
