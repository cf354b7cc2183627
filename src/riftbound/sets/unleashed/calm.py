"""Unleashed (UNL): the Calm cards of the first card wave (issue 12): Enthusiastic Promoter, Trevor
Snoozebottom, Monch and Combat Experience; of the second pass: Soul Sword, Frisky Hunter, Vilemaw,
Shadow, Back Off, Friendship, Daisy!, Double Trouble, Honeyfruit, Master Yi, Wuju Master, Yuumi,
Magical Cat, Vex, Gloomist and Allay, Eager Admirer; of card wave 2 (issue 13): Scuttle Crab; of the
third pass (sweep U3): Master Yi, Unstoppable and Skyward Strike."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from ...effects import (
    Buff,
    Chosen,
    Custom,
    Draw,
    Each,
    MoveUnit,
    Ready,
    SpellCard,
    Stun,
    Target,
    TriggerScript,
    UnitCard,
    Units,
    When,
)
from ...effects.ability_timing import TimingOnAbilityOnly
from ...effects.bird_tokens import BIRD_WHERE_I_AM
from ...effects.cards import GearCard, LegendCard
from ...effects.chain_targets import BIRDS_MODE, COUNTER_NAMED, CounterOrBirdsScript
from ...effects.hand_reveal import REVEAL_HAND_SEE_FACEDOWN_XP
from ...effects.keywords.equip import equip_ability
from ...effects.keywords.repeat import RepeatSpell
from ...effects.look_reveal import look_reveal_draw
from ...effects.main_phase_watch import MOVE_T1_TO_NOTED_BATTLEFIELD, WATCH_NEXT_MAIN_HERE, AtNextMainPhase
from ...effects.may_exhaust import MayExhaustMe
from ...effects.next_unit_watch import WATCH_NEXT_UNIT, NextUnitPlayedThisTurn
from ...effects.optional_extra_cost import OptionalExtraCost, PaidExtra
from ...effects.passives import EntersReady
from ...effects.player_targets import PlayerTargetTrigger
from ...effects.spells import EXECUTE, SpellScript, custom, unit_signature
from ...effects.stun_move import MOVE_ME_TO_THAT_BATTLEFIELD, EnemyUnitAtABattlefield
from ...effects.vocabulary import GiveKeywords, GiveMight, Subject
from ...effects.words import HIDDEN
from ...engine.abilities import Ability
from ...engine.chain import Choices, behaviour
from ...engine.choosable import QUESTION as PROTECTED
from ...engine.choosable import choosable
from ...engine.core import emit
from ...engine.costs import OwnCost
from ...engine.keywords import has_level
from ...engine.may_triggers import MayPerform, MayTarget
from ...engine.mechanics import Add
from ...engine.no_combat_damage import QUESTION as NO_COMBAT_DAMAGE
from ...engine.primitives import draw
from ...engine.units import might
from ...state import ChainItem, GameState, Unit

__all__ = ["CARDS"]


#: the four tags Friendship, Daisy! and other Ivern cards count among a player's units
PET_TAGS = ("Bird", "Cat", "Dog", "Poro")


def pet_tags_among_units(g: GameState, player: int) -> int:
    """How many of :data:`PET_TAGS` are among the tags of the units ``player`` controls (each tag
    counted once, however many units have it)."""
    have = {t for u in g.units.values() if u.controller == player for t in g.cards[u.cid].tags}
    return sum(t in have for t in PET_TAGS)


def all_pet_tags(g: GameState, player: int, cid: int) -> bool:
    """A condition right after the trigger (383.2.a.1): the controller's units have all four tags."""
    return pet_tags_among_units(g, player) == len(PET_TAGS)


@custom("might_per_pet_tag")
def _might_per_pet_tag(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 477.3, 317.2.c, 359.3.e.5: the chosen unit, if still a legal target, gets +1 Might for
    the turn for each of the four tags among its controller's units, counted as this executes."""
    script = behaviour(g, item)
    units = script.legal_targets(g, item, 0) if isinstance(script, SpellScript) else []
    n = pet_tags_among_units(g, item.controller)
    if not units or not n:
        return False
    for u in units:
        u.turn_might += n
        emit(g, "477.3", "might", item.controller, u.cid, n, "turn")
    return True


def opponent_has_stunned_unit(g: GameState, player: int) -> bool:
    """Whether an opponent of ``player`` controls a stunned unit (423)."""
    team = g.team_of
    return any(u.stunned and team[u.controller] != team[player] for u in g.units.values())


@custom("combat_experience")
def _combat_experience(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 824.1.b.1, 477.3, 317.2.c, 359.3.e.5: the chosen unit, if still a legal target, gets +1
    Might for the turn, or +3 instead while the controller has 6 or more XP as this executes."""
    script = behaviour(g, item)
    units = script.legal_targets(g, item, 0) if isinstance(script, SpellScript) else []
    if not units:
        return False
    n = 3 if has_level(g, item.controller, 6) else 1
    for u in units:
        u.turn_might += n
        emit(g, "477.3", "might", item.controller, u.cid, n, "turn")
    return True


@dataclass(frozen=True)
class CheaperAndReadyIfOpponentStunned:
    """A unit's own passives: ``amount`` Energy less (356.4.a, 356.6) and entering ready (369.3,
    143.4.a) while an opponent controls a stunned unit, each read when it applies (the cost as it is
    determined, the entering as it enters)."""

    amount: int

    #: read by the tests, as :class:`While`'s field
    enter_ready = True

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        n = self.amount
        yield "cost:own", OwnCost(discount=lambda g, player: n if opponent_has_stunned_unit(g, player) else 0)
        yield "enters_ready", lambda g, source, u: (source.cid == u.cid
                                                   and opponent_has_stunned_unit(g, u.controller))

    def describe(self) -> str:
        return (f"While an opponent controls a stunned unit it costs {self.amount} Energy less and "
                "enters the board ready.")


@custom("draw_1_if_played_from_hand")
def _draw_1_if_played_from_hand(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 811.1.d, 413: its controller draws 1 if the spell was played from their hand, not from
    facedown (the chain item of a card played from facedown keeps the battlefield it was hidden at;
    this spell has no other way to be played)."""
    if item.hidden_at is not None:
        return False
    draw(g, item.controller, 1)
    return True


def _level_6_of_gear_controller(g: GameState, source: int) -> bool:
    """A Level 6 ability of a gear (824.1.b.1): usable only while its controller has 6+ XP."""
    x = g.gear.get(source)
    return x is not None and has_level(g, x.controller, 6)


_YUUMI = TriggerScript(steps=(GiveMight(3, Chosen(0)), GiveKeywords((("Tank", 0),), Chosen(0))),
                       targets=(Target(Units(side="own", where="here")),), other=True)


class DeflectToOtherUnitsHere:
    """A unit's aura (364.1, 809): while it is at a battlefield, the other units its controller
    controls there have Deflect (1). Answers "deflect:unit_aura" (engine/keywords.py)."""

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield "deflect:unit_aura", lambda g, source, u: int(
            source.loc >= 0 and u.loc == source.loc and u.cid != source.cid
            and u.controller == source.controller)

    def describe(self) -> str:
        return "While it is at a battlefield, your other units there have Deflect."


class WujuMasterLevels:
    """A legend's passives (107.4.b, 364.1, 824.1.b.1): with Level 6 its controller's units have +1
    Might; with Level 11 they enter the board ready (143.4.a), each read as it applies. Answers
    "might:aura" and "enters_ready:legend"."""

    here_only = False
    constant = None
    #: its Level abilities (824), the card's printed Level keywords
    levels = (6, 11)

    def __call__(self, g: GameState, source: int, controller: int | None, here: int, u: Unit) -> int:
        mine = controller is not None and u.controller == controller
        return 1 if mine and has_level(g, u.controller, 6) else 0

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield "might:aura", self
        yield "enters_ready:legend", lambda g, q, u: u.controller == q and has_level(g, q, 11)

    def describe(self) -> str:
        return ("With 6 or more XP (Level 6) each unit you control gets +1 Might; with 11 or more "
                "(Level 11) the units you control enter the board ready.")


class PetTagDiscount:
    """A card's own cost reduction (356.4.a, 356.6): 1 Energy less for each of the tags Bird, Cat, Dog
    and Poro among its player's units, read as its cost is worked out. Answers "cost:own"."""

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield "cost:own", OwnCost(discount=pet_tags_among_units)

    def describe(self) -> str:
        return "It costs 1 Energy less for each of the tags Bird, Cat, Dog and Poro among your units."


class EntersReadyAtABattlefield:
    """A unit's own passive: it enters ready if it is played to a battlefield (369.3, 143.4.a), read
    as it enters (in base it enters exhausted, 143.4)."""

    enter_ready = True

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield "enters_ready", lambda g, source, u: source.cid == u.cid and u.loc >= 0

    def describe(self) -> str:
        return "It enters the board ready if it is played to a battlefield."


class WeakerEnemiesHereDealNoCombatDamage:
    """A unit's passive (364.1; engine/no_combat_damage.py): an enemy unit at its location whose Might
    is less than its own deals no combat damage, both Mights read as the damage is summed
    (465.2.a-b)."""

    def __call__(self, g: GameState, source: Unit, u: Unit) -> bool:
        return (u.loc == source.loc and g.team_of[u.controller] != g.team_of[source.controller]
                and might(g, u) < might(g, source))

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield NO_COMBAT_DAMAGE, self

    def describe(self) -> str:
        return "Enemy units where it is whose Might is less than its own deal no combat damage."


class UnstoppableLevels:
    """A unit's own Level abilities (824.1.b.1: each active while its controller has that much XP):
    with Level 3 it costs 2 Energy and one Calm Power less, with Level 6 4 and two instead, with Level
    11 6 and three instead (356.4.a, 356.6: the highest alone applies, read as its cost is worked
    out); with Level 16 it can't be chosen by enemy spells and abilities (engine/choosable.py,
    read whenever a choice is made or checked). Answers "cost:own" and "target:protected"."""

    #: (XP, Energy less, Calm Power pips less), highest first
    steps = ((11, 6, 3), (6, 4, 2), (3, 2, 1))

    def _step(self, g: GameState, player: int) -> tuple[int, int]:
        xp = g.players[player].xp
        return next(((e, c) for need, e, c in self.steps if xp >= need), (0, 0))

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield "cost:own", OwnCost(discount=lambda g, player: self._step(g, player)[0],
                                  power_discount=lambda g, player: ("Calm",) * self._step(g, player)[1])
        yield PROTECTED, lambda g, u: has_level(g, u.controller, 16)

    def describe(self) -> str:
        return ("With 3+ XP it costs 2 Energy and one Calm Power less; with 6+ 4 Energy and two Calm Power "
                "less instead; with 11+ 6 Energy and three Calm Power less instead. With 16+ XP it can't "
                "be chosen by enemy spells and abilities.")


@dataclass(frozen=True)
class MoveAndLevelSixStun(SpellScript):
    """A spell that moves one unit (T1, its destination chosen as it is played, 355.4) and, with
    Level 6 (824.1.b.1: 6+ XP as it is played), also chooses a unit to stun (T2; a choice of its own,
    the same unit allowed, 355.5). ``targets`` holds both slots; without Level 6 the second is
    empty. As it resolves the stun needs Level 6 still (a Level ability inactive then does nothing)."""

    def _level(self, g: GameState, player: int) -> bool:
        return has_level(g, player, 6)

    def _stun_options(self, g: GameState, player: int) -> list[tuple[int, ...]]:
        if not self._level(g, player):
            return [()]
        spec = self.targets[1]
        groups: dict[tuple, int] = {}
        for u in g.units.values():  # one unit per interchangeable group (ruling 2)
            if spec.units.test(g, player, u) and choosable(g, player, u):
                key = unit_signature(g, u)
                groups[key] = min(groups.get(key, u.cid), u.cid)
        return [(c,) for c in sorted(groups.values())]

    def choices(self, g: GameState, player: int, cid: int) -> list[Choices]:
        first = SpellScript(steps=(), targets=self.targets[:1], move_of=0).choices(g, player, cid)
        stuns = self._stun_options(g, player)
        return [((t[0], s), d) for t, d in first for s in stuns]

    def choices_legal(self, g: GameState, player: int, cid: int,
                      targets: tuple[tuple[int, ...], ...], dest: int | None) -> bool:
        if len(targets) != 2 or not SpellScript(steps=(), targets=self.targets[:1], move_of=0).choices_legal(
                g, player, cid, targets[:1], dest):
            return False
        if not self._level(g, player):
            return targets[1] == ()
        u = g.units.get(targets[1][0]) if len(targets[1]) == 1 else None
        return u is not None and self.targets[1].units.test(g, player, u) and choosable(g, player, u)


@custom("stun_t2_with_level_6")
def _stun_t2_with_level_6(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 824.1.b.1, 423, 359.3.e: with 6+ XP still, T2 (if chosen and still legal) is stunned."""
    script = behaviour(g, item)
    assert isinstance(script, SpellScript)
    if not has_level(g, item.controller, 6) or not item.targets[1]:
        return False
    return EXECUTE[Stun](g, script, item, i, Stun(Chosen(1)))


CARDS: tuple[UnitCard | SpellCard | GearCard | LegendCard, ...] = (
    UnitCard("unl-035-219", "Monch", passives=(CheaperAndReadyIfOpponentStunned(2),)),
    UnitCard("unl-043-219", "Enthusiastic Promoter",
             on_hold=TriggerScript(steps=(Buff(Each(Units(where="here"))),)),
             note="Every unit where it is as the ability resolves, any player's, gets a buff if it has "
                  "none (702.3.a); gone from the board, it has no 'here' (359.3.f.2.a). Backline is "
                  "the card table's keyword."),
    UnitCard("unl-048-219", "Trevor Snoozebottom",
             on_hold=TriggerScript(steps=(Custom("sprite_here", text="you play a ready 3 Might Sprite "
                                                 "unit token (it has Temporary) where this unit is"),)),
             note="The token's Temporary is printed on it (816); gone from the board by then, no token "
                  "is played (359.3.f.2.a). Shield is the card table's keyword."),
    SpellCard("unl-031-219", "Combat Experience",
              SpellScript(targets=(Target(Units()),),
                          steps=(Custom("combat_experience",
                                        text="T1 gets +1 Might for the turn, or +3 instead if you have "
                                             "6 or more XP (Level 6)"),)),
              note="Reaction is the card table's keyword; the Level is read as it resolves (824.1.b.1)."),
    # --- second pass (sweep U2) ---
    GearCard("unl-039-219", "Soul Sword", abilities=(equip_ability(0, "Calm"),),
             note="Equipment (718): attached, the unit has +1 Might (its Might Bonus, 718.3)."),
    UnitCard("unl-033-219", "Frisky Hunter", script=TriggerScript(steps=(BIRD_WHERE_I_AM,)),
             note="The 1 Might Bird token has Deflect (187.7, 809); 'here' is where the Hunter is as the "
                  "Play Effect resolves (359.3.f.2), none once it has left the board."),
    UnitCard("unl-060-219", "Vilemaw", passives=(WeakerEnemiesHereDealNoCombatDamage(),),
             on_hold=TriggerScript(steps=(Draw(1),)),
             note="Ambush is the card table's keyword. A unit that deals no combat damage adds no Might to "
                  "its side's total (465.2.a-b) and is still assigned damage."),
    UnitCard("unl-194-219", "Shadow", passives=(EntersReadyAtABattlefield(), TimingOnAbilityOnly()),
             abilities=(Ability(TriggerScript((Stun(Chosen(0)),), targets=(
                                    Target(Units(side="enemy", where="here", attacking=True)),)),
                                energy=1, power=(None,), exhaust=True, action=True),),
             note="Its ability's cost is 1 Energy, one Power of any domain and exhausting it; Action: on "
                  "its controller's turn or in a showdown (806.1.c.2). Its target is an enemy unit "
                  "attacking where it is (460), chosen as it is activated."),
    SpellCard("unl-042-219", "Back Off",
              SpellScript(targets=(Target(Units()),),
                          steps=(Stun(Chosen(0)),
                                 Custom("draw_1_if_played_from_hand",
                                        text="if you played it from your hand, you draw 1"))),
              note="Action is the card table's keyword; the draw does not depend on the stun (played from "
                   "hand it draws even if its target is gone). " + HIDDEN),
    SpellCard("unl-046-219", "Friendship",
              SpellScript(targets=(Target(Units()),),
                          steps=(Custom("might_per_pet_tag",
                                        text="T1 gets +1 Might for the turn for each of the tags Bird, Cat, "
                                             "Dog and Poro among your units"),)),
              note="Reaction is the card table's keyword. The tags are counted as it resolves, the chosen "
                   "unit's own included if it is yours."),
    UnitCard("unl-196-219", "Daisy!",
             passives=(EntersReady(), PetTagDiscount()),
             on_attack=TriggerScript(targets=(Target(Units(side="enemy", where="here")),),
                                     steps=(Stun(Chosen(0)),)),
             if_=(("attack", all_pet_tags),),
             note="Its attack ability triggers only if its controller's units have all four tags as it "
                  "attacks (383.2.a.1); the discount is read as its cost is worked out (356.4)."),
    SpellCard("unl-032-219", "Double Trouble",
              RepeatSpell(steps=(look_reveal_draw(3, "Unit"),), repeat_energy=2),
              note="With its Repeat paid the whole instruction happens twice, the second look after the "
                   "first is done (820.1.d)."),
    GearCard("unl-049-219", "Honeyfruit", enters_exhausted=True,
             abilities=(Ability(TriggerScript((Add(power=("Any",)),)), exhaust=True, reaction=True),
                        Ability(TriggerScript((Add(energy=1, power=("Any",)),)), exhaust=True, reaction=True,
                                usable=_level_6_of_gear_controller)),
             note="Two Add abilities (they resolve at once, 429.2, and may be used while a cost is paid, "
                  "429.3); the second only while its controller has 6 or more XP (Level 6, 824.1.b.1)."),
    LegendCard("unl-191-219", "Master Yi, Wuju Master", passives=(WujuMasterLevels(),),
               note="'Your units' are its controller's, tokens included; both are read whenever they apply "
                    "(XP gained or spent changes them at once)."),
    UnitCard("unl-056-219", "Yuumi, Magical Cat", on_attack=_YUUMI, on_defend=_YUUMI,
             note="The other unit of its controller where Yuumi is, chosen as the ability goes on the "
                  "combat chain (355.5), gets +3 Might and Tank for the turn (801.3.a.2, 815)."),
    LegendCard("unl-193-219", "Vex, Gloomist",
               when=((When("hold", who="friendly"), TriggerScript(steps=(Draw(1),))),),
               may=(("hold", MayExhaustMe()),),
               note="It triggers when its controller or a teammate (740.1.a) holds a battlefield, under its "
                    "controller's control (383.4.d.2.b); they may exhaust it as it is finalized (383.3.b)."),
    UnitCard("unl-041-219", "Allay, Eager Admirer", passives=(DeflectToOtherUnitsHere(),),
             note="Its own Deflect is the card table's keyword; an opponent choosing one of those units "
                  "pays one more Power of any domain (809.1.c)."),
    UnitCard("unl-053-219", "Scuttle Crab", script=TriggerScript(steps=(Draw(1),)),
             when=((When("die"), PlayerTargetTrigger(steps=(REVEAL_HAND_SEE_FACEDOWN_XP,))),),
             note="Deathknell (808): the opponent is its target, chosen as it is finalized (355.10); "
                  "the revealed hand is shown to everyone (the log's reveal), and its controller sees that "
                  "opponent's facedown cards until the turn ends, those hidden later too. With 0 Might it "
                  "can still conquer and hold (the rules' own)."),
    # --- third pass (sweep U3) ---
    UnitCard("unl-059-219", "Master Yi, Unstoppable", passives=(UnstoppableLevels(),),
             note="Its Level abilities read its controller's XP whenever they matter: spending XP while it "
                  "is on the board makes it choosable again."),
    SpellCard("unl-038-219", "Skyward Strike",
              MoveAndLevelSixStun(targets=(Target(Units(side="enemy")),) * 2, move_of=0,
                                  steps=(MoveUnit(Chosen(0)),
                                         Custom("stun_t2_with_level_6",
                                                text="with 6 or more XP (Level 6) T2 is stunned"))),
              note="T1 moves to a destination chosen as it is played (its base or another battlefield, "
                   "355.4); T2 is chosen only if its player has 6+ XP then, and may be T1 (a choice of its "
                   "own, 355.5)."),
    # --- card wave 2, helper A: a target naming a chain item (ruling 103) ---
    SpellCard("unl-044-219", "Flurry of Feathers", CounterOrBirdsScript(steps=(COUNTER_NAMED, BIRDS_MODE)),
              note="The mode is chosen as it is played (355.3): naming a spell is the counter mode, naming "
                   "nothing the Birds mode."),
    # --- card wave 2, last session (helper H) ---
    UnitCard("unl-055-219", "Vex, Mocking",
             when=((When("stun", who="you", subject=EnemyUnitAtABattlefield()),
                    TriggerScript(steps=(MOVE_ME_TO_THAT_BATTLEFIELD,))),),
             may=(("stun", MayPerform()),),
             note="Shield and Tank are the card table's keywords. It triggers for each enemy unit its "
                  "controller's spell or ability stuns at a battlefield (one event per unit, 383.1); "
                  "whether to move is decided as it is finalized (383.3.a); 'that battlefield' is the one "
                  "the unit was stunned at, even if it has moved or left since."),
    UnitCard("unl-052-219", "Nami, Headstrong",
             passives=(OptionalExtraCost(power=("Calm",)),
                       NextUnitPlayedThisTurn(TriggerScript(steps=(Ready(Subject()), Buff(Subject()))))),
             script=TriggerScript(targets=(Target(Units(side="enemy")),), steps=(Stun(Chosen(0)),)),
             if_=(("trigger", PaidExtra()),),
             on_hold=TriggerScript(steps=(WATCH_NEXT_UNIT,)),
             note="Her Play Effect triggers only if the additional Calm Power was paid as she was played "
                  "(383.2.a.1); any enemy unit. When she holds, a delayed ability waits for the next unit "
                  "card her controller plays that turn (390.2), even if she has left the board; it readies "
                  "that unit and buffs it (702.2.a)."),
    UnitCard("unl-050-219", "Iascylla", on_hold=TriggerScript(steps=(WATCH_NEXT_MAIN_HERE,)),
             passives=(AtNextMainPhase(TriggerScript(targets=(Target(Units(side="enemy")),),
                                                     steps=(MOVE_T1_TO_NOTED_BATTLEFIELD,)), MayTarget()),),
             note="Her hold creates a delayed ability (390.2) for the battlefield she held; as her "
                  "controller's Main Phase begins that turn (316.4) they may choose an enemy unit, anywhere, "
                  "as it goes on the chain (383.3.a, 355.5): it moves there (449), even if she has left."),
)
