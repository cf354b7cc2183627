"""Spiritforged (SFD): the Body cards of the first card wave (issue 12), and the cards of two domains
whose first domain is Body.

- Punch First: a unit gets +5 Might this turn (Action).
- On the Hunt: its controller readies their units.
- Direwing: it enters ready while its controller controls another Dragon (143.4.a).
- Jaull-Fish: it costs 2 Energy less for each Mighty unit its controller controls (366.2, 356.4).
- Fiora, Grand Duelist (legend): when a unit of its controller becomes Mighty, they may exhaust it
  to channel 1 rune exhausted.
- Yordle Explorer: when its controller plays a card whose Power cost is two or more, they draw 1.
- Dauntless Vanguard: it may also be played to an occupied battlefield an opponent controls (355.2.b).
- Fiora, Peerless: when she attacks or defends one on one (740.2.b), her Might is doubled for this
  combat.
- Laurent Bladekeeper: Ganking (810); the shared card file prints it without the keyword's brackets,
  so the card table lists no keyword and the entry gives it.
- Warmog's Armor, Trinity Force, Boneshiver (second pass): Equipment whose effect text gives the
  unit a Conquer or Hold ability (718.3): a buff for the unit, a point, a rune channelled exhausted.
- Lucian, Merciless (second pass): Weaponmaster; the first time he conquers each turn, he readies.
- Strike Down (second pass): an equipped friendly unit deals damage equal to its Might to an enemy unit,
  then an Equipment of it is detached.
- Riposte (second pass): counters a spell and gives a friendly unit +Might equal to that spell's
  Energy cost this turn.
- Yone, Blademaster (second pass): Weaponmaster; when he conquers a battlefield no one controlled, damage
  equal to his Might to an enemy unit in a base.
- Hexdrinker (second pass): Equipment giving its unit Deflect (809).
- Buhru Captain (second pass): when played, its controller may draw 1 or buff it.
- Petricite Monument (second pass): a Temporary gear; friendly units have Deflect.
- Ruin Runner (second pass): enemy spells and abilities can't choose it.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from ...effects import (
    Buff,
    Channel,
    Chosen,
    Custom,
    Deal,
    Draw,
    Each,
    GainPoints,
    GiveMight,
    Me,
    MightOf,
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
from ...effects.equipment_triggers import EquipmentScript, EquipmentTrigger
from ...effects.gear_control import TAKE_ENEMY_GEAR_WHILE_HERE, EnemyGearTrigger
from ...effects.keywords.equip import equip_ability
from ...effects.keywords.weaponmaster import WEAPONMASTER_SCRIPT
from ...effects.may_exhaust import MayExhaustMe, MayPayEnergy
from ...effects.mechanics import CounterScript
from ...effects.optional_extra_cost import OptionalExtraCost, PaidExtra
from ...effects.other_units import WhileOthers
from ...effects.play_permissions import PlayToOccupiedEnemyBattlefield
from ...effects.spells import custom, record, unit_signature
from ...effects.vocabulary import Subject
from ...engine.attachment import EffectText, attached_gear, detach, is_equipment
from ...engine.chain import Choices, behaviour
from ...engine.choices import register_choice
from ...engine.combat import controller_before_conquest
from ...engine.core import decide, emit, task
from ...engine.costs import OwnCost
from ...engine.events import fire
from ...engine.may_triggers import MayPerform
from ...engine.mechanics import counter, is_mighty
from ...engine.passives import alone
from ...engine.primitives import OBJECT_FACTS, draw
from ...engine.units import chain_item, might
from ...state import ChainItem, GameState

__all__ = ["CARDS"]

WARMOGS_ARMOR, TRINITY_FORCE, BONESHIVER = "sfd-108-221", "sfd-115-221", "sfd-118-221"
LUCIAN_MERCILESS, STRIKE_DOWN, RIPOSTE = "sfd-113-221", "sfd-107-221", "sfd-206-221"
YONE_BLADEMASTER, HEXDRINKER, BUHRU_CAPTAIN = "sfd-116-221", "sfd-102-221", "sfd-091-221"
PETRICITE_MONUMENT, RUIN_RUNNER = "sfd-104-221", "sfd-105-221"
PUNCH_FIRST, ON_THE_HUNT, DIREWING = "sfd-097-221", "sfd-204-221", "sfd-094-221"
JAULL_FISH, FIORA_LEGEND, YORDLE_EXPLORER = "sfd-103-221", "sfd-205-221", "sfd-100-221"
DAUNTLESS_VANGUARD, FIORA_PEERLESS, LAURENT_BLADEKEEPER = "sfd-093-221", "sfd-110-221", "sfd-096-221"


@dataclass(frozen=True)
class PrintedGanking:
    """Ganking (810) as a keyword of the card itself, always on: the answer to "keywords:own" for a
    card whose keyword the card table misses (its text has the word, not the bracket token)."""

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield "keywords:own", {"Ganking": lambda g, u: 1}

    def describe(self) -> str:
        return "It has Ganking: it may move from a battlefield to another battlefield."


def _one_on_one(g: GameState, player: int, cid: int) -> bool:
    """Rule 740.2.b, part of the trigger condition (383.2.a.1): the unit and the one enemy unit at
    its location are both alone (no other unit friendly to either there)."""
    u = g.units.get(cid)
    if u is None:
        return False
    team = g.team_of
    enemies = [o for o in g.units.values() if o.loc == u.loc and team[o.controller] != team[u.controller]]
    return len(enemies) == 1 and alone(g, u) and alone(g, enemies[0])


@custom("double_my_might_this_combat")
def _double_my_might(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 477.3, 466.7.c: the source, still on the board and with a combat ongoing, gets +Might
    equal to its Might as this executes, until the combat ends (nothing for Might 0 or less)."""
    u = g.units.get(item.cid)
    sd = g.showdown
    if u is None or sd is None or not sd.combat:
        return False
    m = might(g, u)
    if m <= 0:
        return False
    u.combat_might += m
    emit(g, "477.3", "might", item.controller, u.cid, m, "combat")
    return True


_DOUBLE = TriggerScript(steps=(Custom("double_my_might_this_combat", "this unit's Might is doubled for "
                                      "this combat"),))


@dataclass(frozen=True)
class PowerCostAtLeast:
    """A trigger-condition filter on the played card (383.2.a.1): its printed Power cost has at
    least ``n`` Power (206; a token's is none, 185.3.a)."""

    n: int

    def test(self, g: GameState, player: int, cid: int) -> bool:
        return len(g.cards[cid].power) >= self.n

    def describe(self) -> str:
        return f"a card whose Power cost is {self.n} or more"


def _mighty_units(g: GameState, player: int) -> int:
    """The Mighty units (708) ``player`` controls, counted as the cost is determined."""
    return sum(1 for u in g.units.values() if u.controller == player and is_mighty(g, u.cid))


@dataclass(frozen=True)
class CheaperPerMightyUnit:
    """Rule 366.2: the card costs ``n`` Energy less for each Mighty unit its controller controls
    (356.4; never below 0, 356.6)."""

    n: int = 2

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        n = self.n
        yield "cost:own", OwnCost(discount=lambda g, player: n * _mighty_units(g, player))

    def describe(self) -> str:
        return (f"Its Energy cost is {self.n} lower for each Mighty unit its controller controls "
                "(not below 0).")


#: the per-turn fact "this unit has conquered this turn" (``g.counts`` key ``"conquered:<cid>"``),
#: gone with the object (124.1)
CONQUERED = "conquered"
OBJECT_FACTS.add(CONQUERED)


def first_conquest(g: GameState, player: int, cid: int) -> bool:
    """The trigger condition of "the first time I conquer each turn" (383.1, 383.2.a.1), checked as
    its controller conquers with it there (383.4.c.2.a): true at its first conquest this turn, which
    is noted then (a per-turn fact of this object; it returns as a new object, 124.1)."""
    key = f"{CONQUERED}:{cid}"
    first = key not in g.counts
    g.counts[key] = g.counts.get(key, 0) + 1
    return first

# --- Strike Down: detach an Equipment from the chosen unit ---------------------------------------------

def _equipment_on(g: GameState, unit: int) -> list[int]:
    """The Equipment attached to ``unit``, one per interchangeable group (ruling 2: same card and
    controller), in cid order."""
    seen: dict[tuple, int] = {}
    for x in attached_gear(g, unit):
        if is_equipment(g, x.cid):
            seen.setdefault((g.cards[x.cid].index, x.controller, x.exhausted), x.cid)
    return sorted(seen.values())


@custom("detach_an_equipment_from_t1")
def _detach_an_equipment_from_t1(g: GameState, item: ChainItem, i: int) -> bool | None:
    """Rule 435 (Strike Down): an Equipment attached to the first chosen unit, still a legal target
    (359.3.e.2-4), is detached and stays where it is (435.4; at a battlefield the cleanup recalls
    it, 323.7); with several, which one is the controller's choice as this executes (a
    "choose_card" decision ``detach_pick``); with none, nothing happens."""
    script = behaviour(g, item)
    assert isinstance(script, SpellScript)
    units = script.legal_targets(g, item, 0)
    options = _equipment_on(g, units[0].cid) if units else []
    if not options:
        return False
    if len(options) > 1:
        decide(g, item.controller, "choose_card", ("detach_pick", item.cid, i, units[0].cid))
        return None
    detach(g, g.gear[options[0]], item.controller)
    return True


@task("detach_pick", "p", "c", "n", "c", "ci")
def _detach_pick(g: GameState, player: int, cid: int, i: int, unit: int, card: int) -> None:
    """The chosen Equipment is detached (435)."""
    if card in g.gear:
        detach(g, g.gear[card], player)
    record(g, cid, i, True)


register_choice("detach_pick", lambda g, p, ctx: _equipment_on(g, ctx[3]), (
    "{card} is resolving: {p} chooses which Equipment to detach from the unit"))
DETACH_AN_EQUIPMENT = Custom("detach_an_equipment_from_t1", "an Equipment attached to T1 (its controller's "
                             "pick) is detached")

# --- Riposte: a spell and a friendly unit -----------------------------------------------------------

@dataclass(frozen=True)
class CounterWithUnitScript(CounterScript):
    """A counter spell (425.3) with a second target, a unit ``unit`` selects (relative to its
    player), both chosen as it is played (355.5): targets ``((spell,), (unit,))``."""

    unit: Units = Units(side="friendly")

    def _units(self, g: GameState, player: int) -> list[int]:
        seen: dict[tuple, int] = {}
        for u in sorted(g.units.values(), key=lambda u: u.cid):
            if self.unit.test(g, player, u):
                seen.setdefault(unit_signature(g, u), u.cid)  # ruling 2: one per group
        return sorted(seen.values())

    def choices(self, g: GameState, player: int, cid: int) -> list[Choices]:
        units = self._units(g, player)
        return [((spell[0], (u,)), None) for spell, _ in super().choices(g, player, cid) for u in units]

    def choices_legal(self, g: GameState, player: int, cid: int,
                      targets: tuple[tuple[int, ...], ...], dest: int | None) -> bool:
        if len(targets) != 2 or len(targets[1]) != 1:
            return False
        u = g.units.get(targets[1][0])
        return (u is not None and self.unit.test(g, player, u)
                and super().choices_legal(g, player, cid, targets[:1], dest))

    def legal_targets(self, g: GameState, item: ChainItem, slot: int) -> list[Any]:
        if slot != 1:
            return []
        return [u for c in item.targets[1] if (u := g.units.get(c)) is not None
                and self.unit.test(g, item.controller, u)]

    def describe(self, timing: str = "") -> str:
        return super().describe(timing).replace(". Does:", f"; T2 = 1 {self.unit.describe()}. Does:", 1)


@custom("counter_t1_t2_gets_its_cost")
def _counter_t1_t2_gets_its_cost(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 425.1, 477.3, 317.2.c, 206 (Riposte): the chosen spell, if still a spell on the chain
    it may counter (359.3.e), is countered; then the chosen unit, still a legal target
    (359.3.e.2-4), gets +Might until the end of the turn equal to that spell's printed Energy cost
    (read before it left the chain; nothing if it wasn't countered)."""
    script = behaviour(g, item)
    assert isinstance(script, CounterWithUnitScript)
    target = item.targets[0][0] if item.targets and item.targets[0] else -1
    it = chain_item(g, target) if target >= 0 else None
    if it is None or it.cid == item.cid or not script.may_counter(g, item.controller, it):
        return False
    n = g.cards[it.cid].energy
    counter(g, it, item.controller)
    units = script.legal_targets(g, item, 1)
    if units and n > 0:
        units[0].turn_might += n
        emit(g, "477.3", "might", item.controller, units[0].cid, n, "turn")
    return True

def conquered_uncontrolled(g: GameState, player: int, cid: int) -> bool:
    """The trigger condition of "when I conquer a battlefield that was uncontrolled" (383.2.a.1,
    errata 2026-01-14): no one controlled the battlefield it is at just before this conquest."""
    u = g.units.get(cid)
    return u is not None and u.loc >= 0 and controller_before_conquest(u.loc) is None

# --- Buhru Captain: draw 1 or buff me -----------------------------------------------------------------

@custom("draw_or_buff_me")
def _draw_or_buff_me(g: GameState, item: ChainItem, i: int) -> None:
    """Rule 359.3.d: which one is chosen as the effect executes (a plain "or", not bulleted modes
    chosen on play, 355.3): a "choose_card" decision ``draw_or_buff``."""
    decide(g, item.controller, "choose_card", ("draw_or_buff", item.cid, i))


@task("draw_or_buff", "p", "c", "n", "ci")
def _draw_or_buff(g: GameState, player: int, cid: int, i: int, card: int) -> None:
    """The source's own card: it gets a buff if it has none and is still on the board (702.2.a,
    702.3.a); -1: its controller draws 1 (413)."""
    if card == cid:
        u = g.units.get(cid)
        if u is not None and not u.buffs:
            u.buffs = 1
            emit(g, "702.2.a", "buff", player, cid)
            fire(g, "buff", player, cid)  # "when you buff a unit" (383.1)
    else:
        draw(g, player, 1)
    record(g, cid, i, True)


register_choice("draw_or_buff", lambda g, player, ctx: [-1, ctx[1]], (
    "{card}'s ability is resolving: {p} chooses {card} to buff it, or none (-1) to draw 1"))

@dataclass(frozen=True)
class FriendlyUnitsDeflect:
    """A gear's passive (364.1, 809): while it is on the board (unattached: an attached card's own text
    is Inactive, 718.2), the units friendly to its controller (740.1.a) have Deflect ``n``; the engine
    asks it as "deflect:gear_aura"."""

    n: int = 1

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        n = self.n

        def value(g: GameState, gear: Any, u: Any) -> int:
            return n if g.team_of[u.controller] == g.team_of[gear.controller] else 0

        yield "deflect:gear_aura", value

    def describe(self) -> str:
        return (f"Units friendly to its controller have Deflect {self.n} (opponents pay more Power to "
                "choose them).")

@dataclass(frozen=True)
class Unchoosable:
    """A unit's passive (364.3): enemy spells and abilities can't choose it (355.5; engine/choosable.py
    asks "target:protected")."""

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield "target:protected", lambda g, u: True

    def describe(self) -> str:
        return "Enemy spells and abilities can't choose it."

_WEAPONMASTER = (f"{WEAPONMASTER_SCRIPT.describe('when played (a Play Effect on the chain)')} "
                 "Weaponmaster: the Equipment is chosen (or none) as the Play Effect goes on the chain.")

CARDS: tuple[UnitCard | SpellCard | LegendCard | GearCard, ...] = (
    # --- third pass (sweep S3) ---
    UnitCard("sfd-119-221", "Jax, Unrelenting",
             when=((When("attached", by_you=True), TriggerScript(steps=(Draw(1),))),),
             may=(("attached", MayPayEnergy(1)),),
             note=f"{_WEAPONMASTER} Each time its controller attaches an Equipment to it (Equip, "
                  "Weaponmaster, Quick-Draw, any effect; 434.1) they may pay 1 Energy, decided as the "
                  "ability is finalized (383.3.a-b), to draw 1."),
    UnitCard("sfd-098-221", "Sea Monkey", passives=(OptionalExtraCost(energy=1),),
             script=TriggerScript(steps=(Buff(Me()),)), if_=(("trigger", PaidExtra()),),
             note="Its Play Effect triggers only if the additional 1 Energy was paid as it was played "
                  "(383.2.a.1); a unit with a buff gets no second one (702.3.a)."),
    SpellCard(PUNCH_FIRST, "Punch First",
              SpellScript(targets=(Target(Units()),), steps=(GiveMight(5, Chosen(0)),)),
              note="Any unit, friendly or enemy."),
    SpellCard(ON_THE_HUNT, "On the Hunt", SpellScript(steps=(Ready(Each(Units(side="own"))),)),
              note="Every unit its controller controls as it resolves, wherever it is (not a "
                   "teammate's)."),
    UnitCard(DIREWING, "Direwing",
             passives=(WhileOthers(Units(side="own", tag="Dragon"), enter_ready=True),),
             note="Read as it enters (143.4.a): a Dragon of a teammate does not count."),
    UnitCard(JAULL_FISH, "Jaull-Fish", passives=(CheaperPerMightyUnit(2),),
             note="Counted as its cost is determined (356.4); Accelerate's additional cost is not reduced."),
    LegendCard(FIORA_LEGEND, "Fiora, Grand Duelist",
               when=((When("mighty", who="you"), TriggerScript(steps=(Channel(1, exhausted=True),))),),
               may=(("mighty", MayExhaustMe()),),
               note="Its controller may exhaust the legend as the ability is finalized to perform it "
                    "(383.3.b); each unit becoming Mighty triggers it once (383.1.b)."),
    UnitCard(YORDLE_EXPLORER, "Yordle Explorer",
             when=((When("play_card", who="you", subject=PowerCostAtLeast(2)),
                    TriggerScript(steps=(Draw(1),))),),
             note="It triggers as the card's play completes (419.4), counting the card's printed "
                  "Power pips."),
    UnitCard(DAUNTLESS_VANGUARD, "Dauntless Vanguard", passives=(PlayToOccupiedEnemyBattlefield(),),
             note="Arriving there it contests the battlefield and a combat follows (190.3.a.1, 323.8)."),
    UnitCard(FIORA_PEERLESS, "Fiora, Peerless", on_attack=_DOUBLE, on_defend=_DOUBLE,
             if_=(("attack", _one_on_one), ("defend", _one_on_one)),
             note="It triggers only if she is one on one as she attacks or defends (740.2.b, 383.2.a.1); "
                  "her Might is read, and doubled, as it resolves."),
    UnitCard(LAURENT_BLADEKEEPER, "Laurent Bladekeeper", passives=(PrintedGanking(),)),
    # Equipment whose effect text has a triggered ability (718.3; the unit's, "me" is the unit)
    GearCard(WARMOGS_ARMOR, "Warmog's Armor", abilities=(equip_ability(0, "Body"),),
             passives=(EquipmentTrigger(("conquer",), EquipmentScript(steps=(Buff(Subject()),))),),
             note="Attached, the unit has +1 Might (its Might Bonus)."),
    GearCard(TRINITY_FORCE, "Trinity Force", abilities=(equip_ability(0, "Body"),),
             passives=(EquipmentTrigger(("hold",), EquipmentScript(steps=(GainPoints(1),))),),
             note="Attached, the unit has +2 Might (its Might Bonus). The point is gained by an effect, "
                  "not a Score (ruling 35, 194.1.c)."),
    GearCard(BONESHIVER, "Boneshiver", abilities=(equip_ability(1, "Body"),),
             passives=(EquipmentTrigger(("conquer",), EquipmentScript(steps=(Channel(1, exhausted=True),))),),
             note="Attached, the unit has +2 Might (its Might Bonus)."),
    UnitCard(LUCIAN_MERCILESS, "Lucian, Merciless", on_conquer=TriggerScript(steps=(Ready(Me()),)),
             if_=(("conquer", first_conquest),),
             note=f"{_WEAPONMASTER} Only his first conquest each turn triggers the readying (noted as he "
                  "conquers, 383.2.a.1); he is readied if still on the board as it resolves."),
    SpellCard(STRIKE_DOWN, "Strike Down",
              SpellScript(targets=(Target(Units(side="friendly", equipped=True)),
                                   Target(Units(side="enemy"))),
                          steps=(Deal(MightOf(Chosen(0)), Chosen(1), source=Chosen(0)), DETACH_AN_EQUIPMENT)),
              note="Both units are chosen as it is played; the Might is read as it resolves (a lost first "
                   "target deals nothing and detaches nothing); the detaching happens even if the enemy "
                   "unit is gone."),
    SpellCard(RIPOSTE, "Riposte",
              CounterWithUnitScript(steps=(Custom("counter_t1_t2_gets_its_cost",
                                                  "the spell T1 is countered (to its owner's trash, costs "
                                                  "not refunded); then T2 gets +Might equal to its Energy "
                                                  "cost for the turn"),)),
              note="Any spell on the chain, a teammate's or its own player's too; the Might is the "
                   "countered spell's printed Energy cost, given only if it was countered."),
    UnitCard(YONE_BLADEMASTER, "Yone, Blademaster",
             on_conquer=TriggerScript(targets=(Target(Units(side="enemy", where="base")),),
                                      steps=(Deal(MightOf(Me()), Chosen(0)),)),
             if_=(("conquer", conquered_uncontrolled),),
             note=f"{_WEAPONMASTER} Read from its errata: only a conquest of a battlefield no one "
                  "controlled just before triggers it (not one taken from an opponent); the enemy unit "
                  "in a base is chosen as it goes on the chain, his Might read as it resolves (nothing "
                  "if he has left the board)."),
    GearCard(HEXDRINKER, "Hexdrinker", abilities=(equip_ability(0, "Body"),), equipment=EffectText(deflect=1),
             note=f"Attached, the unit has +1 Might (its Might Bonus). {EffectText(deflect=1).describe()}"),
    UnitCard(BUHRU_CAPTAIN, "Buhru Captain",
             script=TriggerScript(steps=(Custom("draw_or_buff_me", "you choose: draw 1, or this unit gets a "
                                                "buff if it has none"),)),
             may=(("trigger", MayPerform()),),
             note="Whether to do it is decided as the Play Effect is finalized (383.3.a), which of the two "
                  "as it resolves."),
    GearCard(PETRICITE_MONUMENT, "Petricite Monument", passives=(FriendlyUnitsDeflect(1),),
             note="Its Temporary is the card table's keyword: killed as its controller's Beginning Phase "
                  "starts (816)."),
    UnitCard(RUIN_RUNNER, "Ruin Runner", passives=(Unchoosable(),),
             note="Its controller's and teammates' spells and abilities may still choose it; effects "
                  "that don't choose (each unit, every enemy unit) still reach it."),
    # --- card wave 2, last session (helper H) ---
    UnitCard("sfd-109-221", "Akshan, Mischievous", passives=(OptionalExtraCost(power=("Body", "Body")),),
             when=((When("play_card"), EnemyGearTrigger(steps=(TAKE_ENEMY_GEAR_WHILE_HERE,))),),
             if_=(("play_card", PaidExtra()),),
             note="Weaponmaster is the card table's keyword, a Play Effect; his own 'when you play me' "
                  "is kept as his ability on his own play (the index takes one Play Effect per card), "
                  "triggering with it as he enters (383.4.a, 419.4.a). It triggers only if the two "
                  "Body Power were paid as he was played (383.2.a.1); the enemy gear is chosen as it is "
                  "finalized (355.5). Control ends as he leaves the board: the gear goes back to the "
                  "player who had it, detached, in their base (docs/rulings.md 111)."),
)
