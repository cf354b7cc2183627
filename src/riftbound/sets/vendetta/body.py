"""Vendetta (VEN): the Body cards of the first card wave (issue 12)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, replace
from typing import Any

from ...effects import (
    Channel,
    Chosen,
    Custom,
    GiveMight,
    Me,
    SpellCard,
    SpellScript,
    Target,
    TriggerScript,
    UnitCard,
    Units,
    When,
)
from ...effects.cards import GearCard
from ...effects.gear_targets import KILL_TARGET_GEAR, GearTargetTrigger, gear_choices
from ...effects.hand_pick import hand_pick
from ...effects.keywords.empower import EmpoweredMight, empower_ability
from ...effects.player_targets import PlayerTargetScript
from ...effects.spell_extra_cost import OptionalSpellCost, if_extra_paid
from ...effects.spells import custom, record, unit_signature
from ...effects.trigger_modes import GIVE_CHOSEN_KEYWORD, KeywordModes
from ...effects.unit_targets import UpToUnits
from ...effects.unit_tokens import MECH_IN_BASE
from ...effects.vocabulary import Add, in_combat
from ...engine.abilities import Ability
from ...engine.battlefield_passives import may_move_to_base
from ...engine.chain import Choices, ability_of_kind
from ...engine.core import decide, emit, push, task
from ...engine.decisions import register_choice
from ...engine.empower import is_empowered
from ...engine.events import fire
from ...engine.may_triggers import MayTarget
from ...engine.move_bans import may_move_unit
from ...engine.points import points, victory_score
from ...engine.primitives import deal, die_together, last_known, relocate
from ...engine.units import chain_item, might
from ...state import ATTACKER, ChainItem, GameState, Unit, base_of

__all__ = ["CARDS"]


@custom("might_2_or_4_if_empowered")
def _might_2_or_4(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 477.3, 317.2.c, 441.2: the chosen unit, if still a legal target (359.3.e.2), gets +4
    Might this turn if it is Empowered as this resolves (383.2.a.1: a condition of the effect),
    +2 otherwise."""
    units = GUTTURAL_ROAR.legal_targets(g, item, 0)
    for u in units:
        delta = 4 if u.empowered else 2
        u.turn_might += delta
        emit(g, "477.3", "might", item.controller, u.cid, delta, "turn")
    return bool(units)


#: Guttural Roar: any unit, +2 Might this turn, +4 instead if it is Empowered
GUTTURAL_ROAR = SpellScript(targets=(Target(Units()),),
                            steps=(Custom("might_2_or_4_if_empowered",
                                          text="T1 gets +2 Might for the turn, +4 instead if it is "
                                               "Empowered as this resolves"),))

@custom("might_2_or_4_if_source_empowered")
def _tools_of_empire(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 477.3, 317.2.c, 359.3.f.2: the chosen unit, if still a legal target, gets +4 Might this
    turn if the ability's source is on the board and Empowered as this executes, +2 otherwise."""
    units = TOOLS_OF_EMPIRE.legal_targets(g, item, 0)
    delta = 4 if is_empowered(g, item.cid) else 2
    for u in units:
        u.turn_might += delta
        emit(g, "477.3", "might", item.controller, u.cid, delta, "turn")
    return bool(units)


#: Tools of Empire's exhaust ability: any unit
TOOLS_OF_EMPIRE = TriggerScript(targets=(Target(Units()),),
                                steps=(Custom("might_2_or_4_if_source_empowered",
                                              text="T1 gets +2 Might for the turn, +4 instead if this gear "
                                                   "is Empowered as it resolves"),))


def _cheap_enough(g: GameState, source: int, gear: int) -> bool:
    """The gear's printed Energy cost (206) is at most the source unit's Might now (359.3.f.2; the
    source gone, "my Might" is null and no gear qualifies, 359.3.f.2.a)."""
    u = g.units.get(source)
    return u is not None and gear in g.gear and g.cards[gear].energy <= max(might(g, u), 0)


@dataclass(frozen=True)
class GearUpToMyMight(GearTargetTrigger):
    """A triggered ability whose one target is a gear (any player's, 718.5.b) whose Energy cost is
    no more than its source's Might, chosen as it is finalized (337.1) and checked again as it
    resolves (359.3.e.2)."""

    def choices(self, g: GameState, player: int, cid: int) -> list[Choices]:
        return [(((c,),), None) for c in gear_choices(g) if _cheap_enough(g, cid, c)]

    def choices_legal(self, g: GameState, player: int, cid: int,
                      targets: tuple[tuple[int, ...], ...], dest: int | None) -> bool:
        return (super().choices_legal(g, player, cid, targets, dest)
                and _cheap_enough(g, cid, targets[0][0]))

    def legal_targets(self, g: GameState, item: ChainItem, slot: int) -> list[Any]:
        return [x for x in super().legal_targets(g, item, slot) if _cheap_enough(g, item.cid, x.cid)]

    def describe(self, timing: str = "") -> str:
        return super().describe(timing).replace("1 gear.", "1 gear whose Energy cost is at most this "
                                                "unit's Might.", 1)


@dataclass(frozen=True)
class AnyNumberOfUnits(UpToUnits):
    """"Any number of" units a selector picks: :class:`UpToUnits` with a bound (``n``) above any
    count of units (every matching unit may be chosen, one at a time, -1 stops; 355.13)."""

    def describe(self) -> str:
        return (f"any number of {self.units.describe(True)} are its targets, chosen one at a time as it "
                "goes on the chain")


@custom("chosen_units_to_base")
def _chosen_units_to_base(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 446-449, 359.3.e.2: each chosen unit still a legal target (on the board, still matching)
    moves to its controller's base (a move, not a recall), unless it may not (359.3.e.6); each
    controller's moved units fire one "move" event (383.1)."""
    may = ability_of_kind(g, item.kind, item.cid).may
    assert isinstance(may, UpToUnits)
    chosen = item.targets[0] if item.targets else ()
    done: list[Unit] = []
    for c in chosen:
        u = g.units.get(c)
        if (u is None or not may.legal(g, item.controller, item.cid, u) or not may_move_to_base(g, u)
                or not may_move_unit(g, u.cid, item.controller)):
            continue
        relocate(g, u, base_of(u.controller))
        emit(g, "449", "effect_move", item.controller, u.cid, u.loc)
        done.append(u)
    for p in sorted({u.controller for u in done}):
        fire(g, "move", p, tuple(u.cid for u in done if u.controller == p), base_of(p))
    return bool(done)


@dataclass(frozen=True)
class EntersReadyFarFromVictory:
    """A unit's own passive (369.3, 143.4.a): it enters ready while its controller's score is more
    than 3 points below the Victory Score (not "within 3 points" of it, 194.3)."""

    #: read by the tests, as :class:`~riftbound.effects.passives.While`'s field
    enter_ready = True

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield "enters_ready", _far_from_victory

    def describe(self) -> str:
        return ("It enters the board ready while its controller's score is more than 3 below the Victory "
                "Score.")


def _far_from_victory(g: GameState, source: Unit, u: Unit) -> bool:
    return source.cid == u.cid and points(g, u.controller) < victory_score(g) - 3


@custom("each_keeps_one_kill_the_rest")
def _duel(g: GameState, item: ChainItem, i: int) -> bool | None:
    """Rules 355.10.e, 303.2.a: each player in turn order from the turn player picks one unit they
    control (a choice, not a target), then every other unit is killed together."""
    push(g, ("duel_keep", item.cid, i, 0))
    return None


def _turn_order(g: GameState) -> list[int]:
    order = g.turn_order
    k = order.index(g.turn_player) if g.turn_player in order else 0
    return order[k:] + order[:k]


def _keep_options(g: GameState, player: int, ctx: tuple) -> list[int]:
    """One of the player's units per interchangeable group (ruling 2)."""
    seen: dict[tuple, int] = {}
    for u in sorted(g.units.values(), key=lambda u: u.cid):
        if u.controller == player:
            seen.setdefault(unit_signature(g, u), u.cid)
    return sorted(seen.values())


@task("duel_keep", "c", "n", "n")
def _duel_keep(g: GameState, cid: int, i: int, k: int) -> None:
    """The ``k``-th player in order picks the unit they keep; after the last, the rest die together
    (383.2.c.2: none sees the others' deaths from the board)."""
    item = chain_item(g, cid)
    if item is None:
        return
    order = _turn_order(g)
    while k < len(order):
        player = order[k]
        if g.players[player].alive and _keep_options(g, player, ("duel_pick", cid)):
            decide(g, player, "choose_card", ("duel_pick", cid, i, k))
            return
        k += 1
    kept = set(item.refs)
    # their own death abilities go on the chain before they reach the trash (428.1.a.1.b)
    dead = die_together(g, [u for u in g.units.values() if u.cid not in kept])
    record(g, cid, i, bool(dead))


@task("duel_pick", "p", "c", "n", "n", "ci")
def _duel_pick(g: GameState, player: int, cid: int, i: int, k: int, card: int) -> None:
    """The picked unit is kept (noted on the spell's chain item); the next player picks."""
    if card >= 0:
        record(g, cid, i, False, (card,))
    push(g, ("duel_keep", cid, i, k + 1))


register_choice("duel_pick", _keep_options, (
    "{card} is resolving: {p} chooses the one unit of theirs that is not killed"))


def _undamageable_out_of_combat(g: GameState, u: Unit, player: int) -> bool:
    return u.empowered and not in_combat(g, u)


@dataclass(frozen=True)
class EmpoweredNoDamageOutOfCombat:
    """An Empowered ability (828.1.b.1): while Empowered the unit can't be dealt damage unless it is in
    combat (740.2.c): a spell's or ability's Deal to it deals nothing (437, 417.1.e.1; combat damage is
    dealt only in combat)."""

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield "damage:prevent", _undamageable_out_of_combat

    def describe(self) -> str:
        return "While it is Empowered, it can't be dealt damage unless it is in combat."


def died_empowered(g: GameState, player: int, cid: int) -> bool:
    """The trigger condition of an Empowered Deathknell (828.1.b.1, 808, 383.2.a.1): the unit was
    Empowered as it died (read from the unit as it last was on the board)."""
    u = last_known(cid)
    return u is not None and u.empowered


def _gear_count(g: GameState, u: Unit) -> int:
    return sum(1 for x in g.gear.values() if x.controller == u.controller)


def _assault_per_gear(g: GameState, u: Unit) -> int:
    return _gear_count(g, u) if u.role == ATTACKER else 0


@dataclass(frozen=True)
class AssaultPerGear:
    """A unit's own passive (364.3, 807): Assault equal to the number of gear its controller
    controls (attached Equipment too), counted whenever it matters; +that Might while it is an
    attacker."""

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield "might:own", _assault_per_gear
        yield "keywords:own", {"Assault": _gear_count}

    def describe(self) -> str:
        return ("It has Assault equal to the number of gear its controller controls (that much more "
                "Might while it is an attacker).")


@custom("t1_t2_deal_their_mights")
def _t1_t2_deal_their_mights(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 417, 417.6.b.3, 359.3.e.12 (Rampage): if both chosen units are still legal targets, each
    deals damage equal to its Might (read before either is dealt, below 0 as 0, 143.2.b) to the other
    at once; with one gone, neither deals any (the damage is each other's, as Clash of Giants)."""
    script = RAMPAGE
    a, b = script.legal_targets(g, item, 0), script.legal_targets(g, item, 1)
    if not a or not b:
        return False
    x, y = a[0], b[0]
    mx, my = max(0, might(g, x)), max(0, might(g, y))
    dealt = deal(g, y, mx, x.controller, x.cid)
    return deal(g, x, my, y.controller, y.cid) or dealt


#: Rampage: a friendly and an enemy unit, +2 Might this turn to the friendly one if the optional Body
#: Power was paid, then each deals its Might to the other
RAMPAGE = SpellScript(targets=(Target(Units(side="friendly")), Target(Units(side="enemy"))),
                      steps=(if_extra_paid(GiveMight(2, Chosen(0))),
                             Custom("t1_t2_deal_their_mights",
                                    "T1 and T2 each deal damage equal to their own Might to the other "
                                    "(neither if either is gone)")))


CARDS: tuple[SpellCard | UnitCard | GearCard, ...] = (
    SpellCard("ven-081-166", "Onslaught",
              SpellScript(targets=(Target(Units()),), steps=(GiveMight(6, Chosen(0)),)),
              note="Flow: it may also be played from its owner's trash for 4 Energy, then it is banished.",
              flow=(4, ())),
    SpellCard("ven-072-166", "Guttural Roar", GUTTURAL_ROAR,
              note="Whether the unit is Empowered is read as the spell resolves."),
    UnitCard("ven-074-166", "Legion Marauder",
             abilities=(empower_ability(1), empower_ability(0, "Body")),
             passives=(EmpoweredMight(might=1),),
             note="Its Empower may be paid either way: two Empower abilities, each usable only while "
                  "it is not Empowered (827.3)."),
    UnitCard("ven-076-166", "Repair Specialist", passives=(AssaultPerGear(),)),
    UnitCard("ven-078-166", "Baccai Witherclaw",
             abilities=(empower_ability(1, None, None),), passives=(EmpoweredMight(might=2),),
             when=((When("die"), TriggerScript(steps=(Channel(2, exhausted=True),))),),
             if_=(("die", died_empowered),),
             note="Its Deathknell is an Empowered ability: it triggers only if it was Empowered as it "
                  "died (828.1.b.1, 383.2.a.1)."),
    GearCard("ven-077-166", "Tools of Empire",
             abilities=(empower_ability(2), Ability(TOOLS_OF_EMPIRE, exhaust=True)),
             note="Whether it is Empowered is read as the ability resolves; gone from the board by then, "
                  "it is not (359.3.f.2)."),
    UnitCard("ven-080-166", "Noxian Demolitionist",
             on_conquer=GearUpToMyMight(steps=(KILL_TARGET_GEAR,)), may=(("conquer", MayTarget()),),
             note="Its controller may choose the gear as the ability goes on the chain, or decline "
                  "(383.3.a); the gear's printed cost is compared with its Might again as it resolves."),
    UnitCard("ven-091-166", "Corrupted Dragon",
             passives=(EntersReadyFarFromVictory(),),
             on_attack=TriggerScript(steps=(Custom("chosen_units_to_base",
                                                   text="each chosen unit still a legal target moves to its "
                                                        "controller's base"),)),
             may=(("attack", AnyNumberOfUnits(1000, Units(side="enemy", where="here",
                                                                      might_at_most=5))),),
             note="The enemy units (5 Might or less, at its battlefield) are chosen as the ability goes on "
                  "the chain, none allowed; each is checked again as it resolves."),
    SpellCard("ven-090-166", "Cataclysmic Duel",
              SpellScript(steps=(Custom("each_keeps_one_kill_the_rest",
                                        text="each player, in turn order, picks one unit they control; "
                                             "every other unit is killed, all together"),)),
              note="The picks are choices made as it resolves, not targets (355.10.e)."),
    GearCard("ven-087-166", "Hextech Disc",
             abilities=(replace(empower_ability(), exhaust=True),
                        Ability(TriggerScript((MECH_IN_BASE,)), energy=1, exhaust=True, disempower=True)),
             note="Its Empower costs only exhausting it; its second ability costs Disempowering it (so "
                  "only while it is Empowered), 1 Energy and exhausting it (442, 404)."),
    GearCard("ven-075-166", "Platewyrm Egg", enters_exhausted=True,
             abilities=(replace(empower_ability(1), exhaust=True),
                        Ability(TriggerScript((Add(energy=1, empowered_energy=2),)), exhaust=True,
                                reaction=True)),
             note="Its Empower costs 1 Energy and exhausting it. Its Add ability resolves at once (429.2) "
                  "and may be used while a cost is paid (429.3); whether it is Empowered is read then."),
    UnitCard("ven-088-166", "Jayce, Hammer in Hand",
             when=((When("readied"), TriggerScript(steps=(GIVE_CHOSEN_KEYWORD,))),),
             may=(("readied", KeywordModes((("Assault", 2), ("Deflect", 2), ("Ganking", 0)))),),
             note="Its modes: Assault 2, Deflect 2 or Ganking, chosen as the ability is finalized (355.3), "
                  "one mode at a time in printed order; the keyword lasts until the end of the turn, on "
                  "this object only (124.1). It becomes ready as Fretful Feline does (docs/rulings.md 94)."),
    UnitCard("ven-071-166", "Fretful Feline",
             when=((When("readied"), TriggerScript(steps=(GiveMight(2, Me()),))),),
             note="It becomes ready when it goes from exhausted to ready on the board, by its player's "
                  "Awaken or an effect; entering the board ready is not becoming ready (docs/rulings.md "
                  "94)."),
    UnitCard("ven-092-166", "Renekton, Brute",
             abilities=(Ability(TriggerScript((GiveMight(1, Me()),)), energy=1),),
             when=((When("might_ten"), TriggerScript((Custom("empower_self", "this becomes Empowered"),))),),
             passives=(EmpoweredMight(ganking=True, deflect=1),),
             note="Its Might 'becomes 10 or more' when it rises from below 10 to 10 or more (as Mighty, "
                  "docs/rulings.md 68); entering the board with 10 or more does not count. Its +1 may "
                  "be bought any number of times."),
    UnitCard("ven-084-166", "Ambessa, The Wolf",
             abilities=(empower_ability(3, "Body"),),
             passives=(EmpoweredMight(might=3), EmpoweredNoDamageOutOfCombat())),
    # --- card wave 3 (issue 13, sweep O) ---
    SpellCard("ven-083-166", "Rampage", RAMPAGE, passives=(OptionalSpellCost(power=("Body",)),),
              note="Whether the Body Power is paid is decided as it is played (356.2.b.1); the +2 comes "
                   "before the damage, so the friendly unit deals its raised Might. Both units anywhere."),
    # card wave 3 (helper E)
    SpellCard("ven-085-166", "Decree of Strength", PlayerTargetScript(steps=(hand_pick("recycle", "Mind"),)),
              note="The opponent is its target, chosen as it is played (355.10); the Mind card is chosen as "
                   "it resolves (a card in a hand is no target, 355.10.a); it "
                   "goes to the bottom of its owner's Main Deck (416.1.c)."),
)
