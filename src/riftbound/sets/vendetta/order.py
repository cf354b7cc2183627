"""Vendetta (VEN): the Order cards of the first card wave (issue 12)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from ...effects import (
    Chosen,
    Const,
    Custom,
    Deal,
    Each,
    GainPoints,
    GiveMight,
    Kill,
    Me,
    SpellCard,
    SpellScript,
    Stun,
    Target,
    TriggerScript,
    UnitCard,
    Units,
    When,
)
from ...effects.cards import GearCard
from ...effects.company import NoCombatDamageUnlessOneOtherHere, WhileExactlyOneOtherHere, exactly_others_here
from ...effects.control_words import CHOSEN_PLAYER_GAINS_THIS
from ...effects.gear_words import KILL_THIS_GEAR
from ...effects.keywords.empower import EmpoweredMight, empower_ability
from ...effects.may_pay_target import MayPayEnergyForTarget
from ...effects.optional_extra_cost import OptionalExtraCost, PaidExtra
from ...effects.player_targets import PlayerTargetTrigger
from ...effects.spells import custom, record
from ...effects.subjects import CardType
from ...effects.trigger_conditions import SourceEmpowered
from ...effects.vocabulary import Ready
from ...engine.abilities import Ability
from ...engine.core import decide, emit, task
from ...engine.costs import OwnCost
from ...engine.decisions import register_choice
from ...engine.empower import disempower
from ...engine.gear import kill_gear
from ...engine.prevent import prevent_next
from ...engine.primitives import kill, look
from ...engine.targeting import CHOSE_ENEMY, chose_enemy_this_turn
from ...engine.top_look import look_top
from ...engine.units import might
from ...log_text import TEMPLATES
from ...state import ChainItem, GameState, Unit
from ..origins.spells import UnitOrGearScript
from ..origins.tokens import RECRUIT_IN_BASE
from .body import died_empowered

__all__ = ["CARDS"]

ORDER = frozenset({"Order"})


@custom("disempower_then_kill_if_3")
def _lacerate(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 442, 428: the chosen unit, if still a legal target (359.3.e.2), is Disempowered if it
    is Empowered (442.1.a.1: else nothing); then, its Might read after that (an Empowered bonus
    gone, 828.1.c; below 0 counting as 0, 143.2.b), it is killed if it has 3 or less."""
    units = LACERATE.legal_targets(g, item, 0)
    for u in units:
        disempower(g, u.cid, item.controller)
        if max(might(g, u), 0) <= 3:
            kill(g, u)
    return bool(units)


#: Lacerate: any unit
LACERATE = SpellScript(targets=(Target(Units()),),
                       steps=(Custom("disempower_then_kill_if_3",
                                     text="T1 stops being Empowered if it is; then it is killed if its "
                                          "Might is 3 or less"),))

@dataclass(frozen=True)
class ChoseEnemyThisTurn:
    """Hungry Wolf's "use only if you've chosen an enemy unit this turn" (377; a condition of the
    ability, function(game, source)), and the passive making its games note such choices."""

    def __call__(self, g: GameState, source: int) -> bool:
        u = g.units.get(source)
        return u is not None and chose_enemy_this_turn(g, u.controller)

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield CHOSE_ENEMY, True

    def describe(self) -> str:
        return "Its ability is usable only once its controller has chosen an enemy unit this turn."


@dataclass(frozen=True)
class EmpoweredUnitsAura:
    """An Empowered ability that is an aura (828.1.b.1, 364.1): while its source is Empowered, each
    Empowered unit its controller controls (itself included) has +``amount`` Might."""

    amount: int
    here_only: bool = field(default=False, init=False)
    constant: None = field(default=None, init=False)

    def __call__(self, g: GameState, source: int, controller: int | None, here: int, u: Unit) -> int:
        src = g.units.get(source)
        if src is None or not src.empowered or not u.empowered or u.controller != controller:
            return 0
        return self.amount

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield "might:aura", self

    def describe(self) -> str:
        return (f"While it is Empowered, each Empowered unit its controller controls (itself included) "
                f"has +{self.amount} Might.")


def _stunned_enemy_here(g: GameState, u: Unit) -> int:
    team = g.team_of
    for o in g.units.values():
        if o.stunned and o.loc == u.loc and team[o.controller] != team[u.controller]:
            return 2
    return 0


@dataclass(frozen=True)
class WhileStunnedEnemyHere:
    """Kennen, Keeper of Balance's passive (364.3, 423): +2 Might while a stunned enemy unit is at
    its location."""

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield "might:own", _stunned_enemy_here

    def describe(self) -> str:
        return "While a stunned enemy unit is at its location, it has +2 Might."


def _top(g: GameState, player: int, n: int) -> list[int]:
    deck = g.players[player].deck
    return deck[-n:][::-1] if n > 0 else []


@custom("look_3_draw_one_trash_rest")
def _look_3(g: GameState, item: ChainItem, i: int) -> bool | None:
    """Rule 431.1.c: look at the top 3 (fewer if the deck is short: no Burn Out; none: nothing);
    the player then may choose one of them to draw."""
    n = look_top(g, item.controller, item.cid, i, 3)  # "as you look at me" choices first
    if n is None:
        return None
    if not look(g, item.controller, n):
        return False
    decide(g, item.controller, "choose_card", ("look_draw", item.cid, i, n))
    return None


def _look_draw_options(g: GameState, player: int, ctx: tuple) -> list[int]:
    """-1 (draw none), then one looked-at card per distinct card (ruling 2)."""
    seen: dict[int, int] = {}
    for c in _top(g, player, ctx[3]):
        seen.setdefault(g.cards[c].index, c)
    return [-1, *sorted(seen.values())]


@task("look_draw", "p", "c", "n", "n", "ci")
def _look_draw(g: GameState, player: int, cid: int, i: int, n: int, card: int) -> None:
    """Rules 413, 431.1.c: the chosen card (if any) is drawn; the other looked-at cards go to the
    trash (one by one from the top; not a Burn, they were looked at)."""
    top = _top(g, player, n)
    p = g.players[player]
    for c in top:
        p.deck.remove(c)
    if card in top:
        p.hand.append(card)
        emit(g, "413.1", "draw", player, 1)
    rest = [c for c in top if c != card]
    p.trash.extend(rest)
    emit(g, "431.1.c", "look_to_trash", player, len(rest))
    record(g, cid, i, True)


register_choice("look_draw", _look_draw_options, (
    "{card} is resolving: {p} may draw one of the cards they look at from the top of their Main "
    "Deck (the others go to their trash)"))
TEMPLATES["look_to_trash"] = lambda g, p, d: f"P{p} puts {d[0]} looked-at card(s) into their trash"


def _weaker(g: GameState, targets: tuple[tuple[int, ...], ...]) -> bool:
    """The enemy unit (target 2) has less Might than the friendly one (target 1), each below 0
    counting as 0 (143.2.b)."""
    f, e = g.units.get(targets[0][0]), g.units.get(targets[1][0])
    return f is not None and e is not None and max(might(g, e), 0) < max(might(g, f), 0)


@dataclass(frozen=True)
class WeakerEnemyScript(SpellScript):
    """A spell choosing a friendly unit and an enemy unit with less Might than it (355.5: the
    second target's legality depends on the first), checked again as it resolves (359.3.e.2)."""

    def choices(self, g: GameState, player: int, cid: int) -> list:
        return [c for c in super().choices(g, player, cid) if _weaker(g, c[0])]

    def choices_legal(self, g: GameState, player: int, cid: int,
                      targets: tuple[tuple[int, ...], ...], dest: int | None) -> bool:
        return super().choices_legal(g, player, cid, targets, dest) and _weaker(g, targets)


@custom("kill_weaker_enemy")
def _kill_weaker(g: GameState, item: ChainItem, i: int) -> bool:
    """Rule 428: the enemy unit is killed if both chosen units are still legal targets and it still
    has less Might than the friendly one as this resolves (359.3.e.2; with the friendly unit gone,
    "it" is null, 359.3.f.2.a)."""
    f = PUBLIC_EXECUTION.legal_targets(g, item, 0)
    e = PUBLIC_EXECUTION.legal_targets(g, item, 1)
    if not f or not e or not _weaker(g, ((f[0].cid,), (e[0].cid,))):
        return False
    kill(g, e[0])
    return True


#: Public Execution
PUBLIC_EXECUTION = WeakerEnemyScript(
    targets=(Target(Units(side="friendly")), Target(Units(side="enemy"))),
    steps=(Custom("kill_weaker_enemy", text="T2 is killed if it has less Might than T1 as this resolves"),))


def _weaker_than_source(g: GameState, source: int, target: int) -> bool:
    """The target has less Might than the ability's source now ("less Might than me", 359.3.f.2;
    the source gone, null, 359.3.f.2.a), below 0 counting as 0 (143.2.b)."""
    me, u = g.units.get(source), g.units.get(target)
    return me is not None and u is not None and max(might(g, u), 0) < max(might(g, me), 0)


@dataclass(frozen=True)
class WeakerThanMeTrigger(TriggerScript):
    """A triggered ability whose one target must have less Might than its source, as it is
    finalized (337.1, 355.5) and again as it resolves (359.3.e.2)."""

    def choices(self, g: GameState, player: int, cid: int) -> list:
        return [c for c in super().choices(g, player, cid)
                if not c[0] or _weaker_than_source(g, cid, c[0][0][0])]

    def choices_legal(self, g: GameState, player: int, cid: int,
                      targets: tuple[tuple[int, ...], ...], dest: int | None) -> bool:
        return (super().choices_legal(g, player, cid, targets, dest)
                and all(_weaker_than_source(g, cid, c) for t in targets for c in t))

    def legal_targets(self, g: GameState, item: ChainItem, slot: int) -> list[Unit]:
        return [u for u in super().legal_targets(g, item, slot) if _weaker_than_source(g, item.cid, u.cid)]

    def describe(self, timing: str = "") -> str:
        return super().describe(timing).replace(". Does:", ", with less Might than this unit. Does:", 1)


def _enemy_gear_of(g: GameState, player: int, gear: int, domain: str) -> bool:
    x = g.gear.get(gear)
    return (x is not None and g.team_of[x.controller] != g.team_of[player]
            and domain in g.cards[gear].domains)


@dataclass(frozen=True)
class EnemyDomainUnitOrGearScript(UnitOrGearScript):
    """A spell whose one target is an enemy unit its spec allows or an enemy gear of ``domain``
    (718.5.b; a token has no domain, 185.3.b), checked again as it resolves (359.3.e.2-4)."""

    domain: str = "Chaos"

    def choices(self, g: GameState, player: int, cid: int) -> list:
        return [c for c in super().choices(g, player, cid)
                if c[0][0][0] in g.units or _enemy_gear_of(g, player, c[0][0][0], self.domain)]

    def choices_legal(self, g: GameState, player: int, cid: int,
                      targets: tuple[tuple[int, ...], ...], dest: int | None) -> bool:
        if len(targets) == 1 and len(targets[0]) == 1 and targets[0][0] in g.gear:
            return dest is None and _enemy_gear_of(g, player, targets[0][0], self.domain)
        return super().choices_legal(g, player, cid, targets, dest)

    def legal_targets(self, g: GameState, item: ChainItem, slot: int) -> list[Any]:
        return [x for x in super().legal_targets(g, item, slot)
                if isinstance(x, Unit) or _enemy_gear_of(g, item.controller, x.cid, self.domain)]

    def describe(self, timing: str = "") -> str:
        return super().describe(timing).replace(
            ". Does:", f", or an enemy {self.domain} gear. Does:", 1)


@custom("kill_target_unit_or_gear")
def _kill_unit_or_gear(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 428, 148.1.a.4: the chosen unit or gear, if still a legal target, is killed."""
    found = DECREE_OF_UNITY.legal_targets(g, item, 0)
    for x in found:
        if isinstance(x, Unit):
            kill(g, x)
        else:
            kill_gear(g, x)
    return bool(found)


#: Decree of Unity
DECREE_OF_UNITY = EnemyDomainUnitOrGearScript(
    targets=(Target(Units(side="enemy", domain="Chaos")),),
    steps=(Custom("kill_target_unit_or_gear", text="T1 is killed"),))


@custom("prevent_next_7")
def _prevent_next_7(g: GameState, item: ChainItem, i: int) -> bool:
    """Rule 437.1.b.1: the next 7 damage that would be dealt to the chosen unit (if still a legal
    target, 359.3.e.2) this turn is prevented (engine/prevent.py)."""
    units = KI_BARRIER.legal_targets(g, item, 0)
    for u in units:
        prevent_next(g, u.cid, 7, item.controller)
    return bool(units)


#: Ki Barrier: any unit
KI_BARRIER = SpellScript(targets=(Target(Units()),),
                         steps=(Custom("prevent_next_7",
                                       text="T1 is shielded from the first 7 damage it would take for "
                                            "the rest of the turn (Prevent)"),))


#: Kennen, Keeper of Balance's ability: stun any unit
STUN_A_UNIT = TriggerScript(targets=(Target(Units()),), steps=(Stun(Chosen(0)),))


def _two_units_at_a_battlefield_you_control(g: GameState, player: int) -> bool:
    """The player controls a battlefield with exactly two units there (any player's)."""
    return any(b.controller == player and sum(1 for u in g.units.values() if u.loc == k) == 2
               for k, b in enumerate(g.battlefields))


def _keeper_energy_off(g: GameState, player: int) -> int:
    return 2 if _two_units_at_a_battlefield_you_control(g, player) else 0


def _keeper_power_off(g: GameState, player: int) -> tuple[str, ...]:
    return ("Order",) if _two_units_at_a_battlefield_you_control(g, player) else ()


@dataclass(frozen=True)
class KeeperOfLawDiscount:
    """Rules 366.2, 356.4, 356.6: it costs 2 Energy and 1 Order Power less while its player controls
    a battlefield with exactly two units there (read as its cost is worked out)."""

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield "cost:own", OwnCost(discount=_keeper_energy_off, power_discount=_keeper_power_off)

    def describe(self) -> str:
        return ("It costs 2 Energy and 1 Order Power less while its controller controls a battlefield "
                "with exactly two units there (any player's).")


def _exactly_one_other_here(g: GameState, player: int, cid: int) -> bool:
    """Shen's trigger condition (383.2.a.1): as he holds, exactly one other unit his controller
    controls is at his battlefield."""
    u = g.units.get(cid)
    return u is not None and exactly_others_here(g, player, u.loc, 1, cid)


CARDS: tuple[SpellCard | UnitCard | GearCard, ...] = (
    SpellCard("ven-127-166", "Lacerate", LACERATE,
              note="Flow: it may also be played from its owner's trash for 4 Energy and 2 Order Power, "
                   "then it is banished.",
              flow=(4, (ORDER, ORDER))),
    UnitCard("ven-122-166", "Solari Sunhawk",
             abilities=(empower_ability(2),), passives=(EmpoweredMight(might=1, deflect=2),)),
    UnitCard("ven-128-166", "Noxian Emissary",
             abilities=(empower_ability(1, "Order"),),
             when=((When("die"), TriggerScript(steps=(RECRUIT_IN_BASE, RECRUIT_IN_BASE))),),
             if_=(("die", died_empowered),),
             note="Its Deathknell is an Empowered ability: it triggers only if it was Empowered as it "
                  "died (828.1.b.1, 383.2.a.1)."),
    UnitCard("ven-130-166", "Aurok General",
             abilities=(empower_ability(3, "Order"),), passives=(EmpoweredUnitsAura(2),)),
    UnitCard("ven-117-166", "Disciple of Shen", passives=(WhileExactlyOneOtherHere(shield=3),)),
    UnitCard("ven-138-166", "Shen, Leader of the Kinkou Order",
             on_hold=TriggerScript(steps=(GainPoints(1),)), if_=(("hold", _exactly_one_other_here),),
             note="It triggers only if exactly one other unit its controller controls is there as it "
                  "holds (383.2.a.1)."),
    UnitCard("ven-135-166", "Kennen, Keeper of Balance",
             script=STUN_A_UNIT, on_attack=STUN_A_UNIT, passives=(WhileStunnedEnemyHere(),),
             may=(("trigger", MayPayEnergyForTarget(2)), ("attack", MayPayEnergyForTarget(2))),
             note="Played (from hand or from facedown) or attacking, its controller may pay 2 Energy "
                  "as the ability goes on the chain, choosing any unit, to stun it (383.3.a-b)."),
    SpellCard("ven-156-166", "Lightning Rush",
              SpellScript(steps=(Custom("look_3_draw_one_trash_rest",
                                        text="you see your Main Deck's three topmost cards, may draw one "
                                             "of those, and the others go to your trash"),)),
              note="A short deck is looked at as far as it goes, without Burn Out (431.1.c). Flow: it may "
                   "also be played from its owner's trash for 2 Energy and 1 Power of any domain, then "
                   "it is banished.",
              flow=(2, (None,))),
    SpellCard("ven-154-166", "Public Execution", PUBLIC_EXECUTION,
              note="Only an enemy unit with less Might than the chosen friendly unit may be chosen. Flow: "
                   "it may also be played from its owner's trash for 5 Energy and 2 Power of any "
                   "domains, then it is banished.",
              flow=(5, (None, None))),
    UnitCard("ven-136-166", "Ambessa, Respected and Feared",
             abilities=(empower_ability(1, "Order", "Order"),), passives=(EmpoweredMight(assault=2),),
             on_attack=WeakerThanMeTrigger(targets=(Target(Units(side="enemy", where="here")),),
                                           steps=(Kill(Chosen(0)),)),
             if_=(("attack", SourceEmpowered()),),
             note="Her attack ability is an Empowered ability: it triggers only if she is Empowered as "
                  "she attacks (828.1.b.1, 383.2.a.1); its target must have less Might than she has, "
                  "as it goes on the chain and as it resolves."),
    UnitCard("ven-120-166", "Masa, Crashing Thunder",
             passives=(OptionalExtraCost(power=("Order",)),),
             script=TriggerScript(targets=(Target(Units(side="enemy", where="battlefield")),),
                                  steps=(Stun(Chosen(0)),)),
             if_=(("trigger", PaidExtra()),),
             note="Its Play Effect triggers only if the additional Order Power was paid as it was played "
                  "(383.2.a.1)."),
    UnitCard("ven-121-166", "Reluctant Leader",
             when=((When("play_card", who="you", subject=CardType("Unit"), other=True),
                    TriggerScript(steps=(GiveMight(2, Me()),))),),
             note="Its own play does not trigger it (383.2.c.1 would otherwise let it see itself)."),
    SpellCard("ven-131-166", "Decree of Unity", DECREE_OF_UNITY,
              note="A unit or gear is Chaos if Chaos is among its domains (a token has none)."),
    UnitCard("ven-129-166", "Sacred Protector", passives=(NoCombatDamageUnlessOneOtherHere(),),
             note="It is still assigned damage and dies of it as any unit."),
    UnitCard("ven-119-166", "Keeper of Law", passives=(KeeperOfLawDiscount(),)),
    SpellCard("ven-126-166", "Ki Barrier", KI_BARRIER,
              note="Bonus Damage is prevented too (437.1.a.1); in combat an opponent may assign it that "
                   "much more damage for it to be lethal (437.5.a)."),
    # --- card wave 3 (issue 13, sweep O) ---
    UnitCard("ven-125-166", "Hungry Wolf", passives=(ChoseEnemyThisTurn(),),
             abilities=(Ability(TriggerScript((Ready(Me()), GiveMight(1, Me()))),
                                power=(frozenset({"Order"}),), once_each_turn=True,
                                usable=ChoseEnemyThisTurn()),),
             note="Usable only once each turn, and only after a spell or ability of its controller chose an "
                  "enemy unit this turn (355.6: as it was finalized, whatever became of the unit)."),
    # card wave 2, wave 4 (helper B, control)
    GearCard("ven-133-166", "Glowstone",
             abilities=(empower_ability(0, None, None),
                        Ability(PlayerTargetTrigger(steps=(CHOSEN_PLAYER_GAINS_THIS,), player="any"),
                                exhaust=True, disempower=True)),
             when=((When("ending", who="you"),
                    TriggerScript(steps=(KILL_THIS_GEAR, Deal(Const(5), Each(Units(side="own")))))),),
             note="Empower costs two Power of any domain (827.1.c.1). Its second ability costs Disempowering "
                  "and exhausting it (442, 135.2.e.2); the player (any, its controller too) is its target, "
                  "chosen as it is activated (355.10, 402.2). That player controls it from then on (its "
                  "owner stays, 127.1; ruling 104) and it goes to their base (455). 'At the end of your "
                  "turn' is its controller's (383.1, 317.1.a): the 5 damage goes to every unit that player "
                  "controls as it resolves, after it is killed, even if it could not be."),
)
