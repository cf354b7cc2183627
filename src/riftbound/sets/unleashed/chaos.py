"""Unleashed (UNL): the Chaos cards of the first card wave (issue 12): Megatusk, Mister Root,
Star-Crossed, Evershade Stalker, Lunar Boon, Diana, No Longer Human and Angler Beast; of the second
pass: Kha'Zix, Mutating Horror, Scryer's Bloom, Isolate, Abandon, Sinister Poro and Vicious
Snapjaws; Wily Newtfish is Body's (body.py); of the third pass (sweep U3): Existential Dread,
Crescent Guardian, Pyke, Returned and Evelynn, Entrancing; of card wave 2 (issue 13, battlefield tokens):
Baron Nashor and the Baron Pit battlefield token (187.9) he adds (engine/battlefield_tokens.py)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from ...effects import (
    Chosen,
    Custom,
    Discard,
    Draw,
    Each,
    GiveMight,
    Me,
    MoveUnit,
    ReturnToHand,
    SpellCard,
    SpellScript,
    Stun,
    Target,
    TriggerScript,
    UnitCard,
    Units,
    When,
)
from ...effects.cards import BattlefieldCard, GearCard
from ...effects.control_words import TAKE_CONTROL_EXHAUST_RECALL, WiderTargetIfPaidScript
from ...effects.enemy_moves import MOVE_T1_TO_CHOSEN_DESTINATION, MayMoveAUnit, WhenYouMoveAnEnemyUnit
from ...effects.gold import PLAY_GOLD
from ...effects.hand_pick import hand_pick
from ...effects.may_exhaust import MayExhaustMe
from ...effects.may_pay_target import MayPayEnergyForTarget
from ...effects.mechanics import CounterScript
from ...effects.move_ban_words import ITS_PLAYER_CANT_MOVE_IT
from ...effects.once_each_turn import ONCE_EACH_TURN, NotYetPerformed
from ...effects.passives import MightAura
from ...effects.play_origin_words import ReadsPlayOrigin
from ...effects.player_targets import TARGET_PLAYER_PLAYS_BIRD, PlayerTargetTrigger, chosen_player_discards
from ...effects.repeat_targets import RepeatTargetSpell
from ...effects.spell_extra_cost import OptionalSpellCost
from ...effects.spells import EXECUTE, custom
from ...effects.subjects import CardType
from ...effects.vocabulary import GiveKeywords, Subject
from ...effects.words import PREDICT
from ...engine.abilities import Ability
from ...engine.battlefield_tokens import ADDS_AS_PLAYED, FROM_ANYWHERE
from ...engine.chain import behaviour
from ...engine.costs import OwnCost, paid_optional_extra
from ...engine.may_triggers import MayTarget
from ...engine.mechanics import counter
from ...engine.passives import alone
from ...engine.play_origin import played_from
from ...engine.primitives import draw
from ...engine.units import chain_item
from ...state import ChainItem, GameState
from ..origins.colorless import LOOK_2_RECYCLE_ANY
from ..spiritforged.body import Unchoosable
from .body import GAIN_1_XP

#: the Baron Pit battlefield token Baron Nashor adds (187.9; project data, data/rule_tokens.json)
BARON_PIT = "rule-187-9"

__all__ = ["CARDS", "enemy_unit_alone_here"]


def played_a_spell_this_turn(g: GameState, player: int) -> bool:
    """Whether ``player`` has played a spell this turn (419.4.b: counted once finalized, countered
    or not; the turn's "play_spell" count)."""
    return g.counts.get(f"play_spell:{player}", 0) > 0


class ChaosPowerToEnterReady:
    """A unit's own passives: while its player has played a spell this turn they may pay one Chaos
    Power more as an optional additional cost to play it (355.1.a, 356.2.b; the condition read as
    the costs are offered), and if they paid it, it enters ready (369.3, 143.4.a). Answers
    "cost:own" and "enters_ready"."""

    #: read by the tests, as :class:`While`'s field
    enter_ready = True

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield "cost:own", OwnCost(optional_extra=(0, (frozenset({"Chaos"}),)),
                                  optional_extra_if=played_a_spell_this_turn)
        yield "enters_ready", lambda g, source, u: source.cid == u.cid and paid_optional_extra(g, u.cid)

    def describe(self) -> str:
        return ("If you have played a spell this turn, you may pay one Chaos Power more as you play it; "
                "if you do, it enters the board ready.")


def enemy_unit_alone_here(g: GameState, player: int, cid: int) -> bool:
    """A condition right after "when I attack or defend" (383.2.a.1), read as it triggers: some unit
    of an opponent of ``player`` is at the source's location with no other unit friendly to it there
    (740.2.a)."""
    me = g.units.get(cid)
    if me is None:
        return False
    team = g.team_of
    return any(v.loc == me.loc and team[v.controller] != team[player] and alone(g, v)
               for v in g.units.values())



@custom("counter_to_hand")
def _counter_to_hand(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 425.1, 367, 359.3.e: the chosen spell, if still one on the chain it may counter, is
    countered and goes to its owner's hand instead of their trash."""
    script = behaviour(g, item)
    assert isinstance(script, CounterScript)
    target = item.targets[0][0] if item.targets and item.targets[0] else -1
    it = chain_item(g, target) if target >= 0 else None
    if it is None or it.cid == item.cid or not script.may_counter(g, item.controller, it):
        return False
    return counter(g, it, item.controller, to_hand=True)


@custom("stun_or_return")
def _stun_or_return(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 423, 359.3.e, 820.1.d: the unit of this execution (T1, or T2 for the repeat), if still a
    legal target, is returned to its owner's hand if it is stunned as this executes, else stunned. A
    repeat on the unit the first execution stunned therefore returns it."""
    script = behaviour(g, item)
    assert isinstance(script, RepeatTargetSpell)
    slot = 0 if i < script.repeat_from else 1
    units = script.legal_targets(g, item, slot)
    if not units:
        return False
    if units[0].stunned:
        return EXECUTE[ReturnToHand](g, script, item, i, ReturnToHand(Chosen(slot)))
    return EXECUTE[Stun](g, script, item, i, Stun(Chosen(slot)))


def at_a_battlefield(g: GameState, player: int, cid: int) -> bool:
    """A condition of the trigger (383.2.a.1): its source is at a battlefield as it triggers."""
    u = g.units.get(cid)
    return u is not None and u.loc >= 0


def from_facedown_on_your_turn(g: GameState, player: int, cid: int) -> bool:
    """Part of the trigger condition "when you play me from face down on your turn" (383.2.a.1,
    811): it was played from facedown (engine/play_origin.py), on its player's turn."""
    return played_from(g, cid) == "facedown" and g.turn_player == player


@custom("isolate")
def _isolate(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 359.3.e, 449, 740.2.a, 413: the chosen enemy unit, if still a legal target, moves from its
    battlefield to its base; then, if an enemy unit is alone at that battlefield (no other unit
    friendly to it there), the controller draws 1."""
    script = behaviour(g, item)
    assert isinstance(script, SpellScript)
    units = script.legal_targets(g, item, 0)
    if not units:
        return False
    bf = units[0].loc
    if not EXECUTE[MoveUnit](g, script, item, i, MoveUnit(Chosen(0), to_base=True)):
        return False
    team = g.team_of
    if any(v.loc == bf and team[v.controller] != team[item.controller] and alone(g, v)
           for v in g.units.values()):
        draw(g, item.controller, 1)
    return True


_KHAZIX = TriggerScript(steps=(GiveMight(2, Me()), Custom("gain_2_xp", text="you gain 2 XP")))

@dataclass(frozen=True)
class AddsBattlefieldToken:
    """A unit's "as you play me" (369.3): it adds the battlefield token ``token`` to the board as it is
    played, unless one is there already; if it does, the unit enters there instead of where it was
    played to (engine/battlefield_tokens.py entry_location)."""

    token: str
    name: str

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield ADDS_AS_PLAYED, self.token

    def describe(self) -> str:
        return (f"As it is played, the {self.name} battlefield token is added to the board unless it is "
                "there already; if it is added, the unit enters there instead of the location chosen.")


@dataclass(frozen=True)
class UnitsMoveHereFromAnywhere:
    """A battlefield's passive (364.1, 187.9): units can take their Standard Move to it from anywhere,
    their base or another battlefield, no Ganking needed (144.4; engine/decisions.py)."""

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield FROM_ANYWHERE, True

    def describe(self) -> str:
        return "Units can move here from anywhere: from their base or from another battlefield."


CARDS: tuple[UnitCard | SpellCard | GearCard | BattlefieldCard, ...] = (
    UnitCard("unl-126-219", "Megatusk",
             abilities=(Ability(TriggerScript((GiveKeywords((("Ganking", 0),),
                                                            Each(Units(side="own", where="here"))),)),
                                xp=3),),
             note="Spending 3 XP is the cost (730.2); 'here' is where it is as the ability resolves "
                  "(359.3.f.2), itself included."),
    UnitCard("unl-127-219", "Mister Root",
             when=((When("move", to_battlefield=True),
                    TriggerScript(steps=(Custom("gain_2_xp", text="you gain 2 XP"),))),),
             note="Accelerate is the card table's keyword; a move to base gains nothing."),
    SpellCard("unl-128-219", "Star-Crossed",
              SpellScript(targets=(Target(Units(side="friendly")), Target(Units(side="enemy"))),
                          steps=(ReturnToHand(Chosen(0)), ReturnToHand(Chosen(1)))),
              note="Both units are chosen as it is played; each goes back to its owner's hand if still "
                   "a legal target as it resolves (359.3.e.5)."),
    UnitCard("unl-123-219", "Evershade Stalker", script=TriggerScript(steps=(Discard(1), Draw(1)))),
    SpellCard("unl-125-219", "Lunar Boon", SpellScript(steps=(Discard(1), Draw(2))),
              note="Reaction is the card table's keyword; with an empty hand it still draws 2 "
                   "(359.3.e.11)."),
    UnitCard("unl-149-219", "Diana, No Longer Human",
             when=((When("play_spell", who="you"), TriggerScript(steps=(GiveMight(2, Me()),))),),
             note="Ambush is the card table's keyword."),
    UnitCard("unl-132-219", "Angler Beast",
             script=TriggerScript(steps=(ReturnToHand(Each(Units(might_at_most=2))),)),
             note="Every unit of Might 2 or less as the Play Effect resolves, any player's, itself too "
                  "if its Might has dropped that low."),
    # --- second pass (sweep U2) ---
    UnitCard("unl-143-219", "Kha'Zix, Mutating Horror",
             on_attack=_KHAZIX, on_defend=_KHAZIX,
             if_=(("attack", enemy_unit_alone_here), ("defend", enemy_unit_alone_here)),
             note="Ambush is the card table's keyword. It triggers only if an enemy unit is alone where "
                  "he is as he attacks or defends (740.2.a, 383.2.a.1)."),
    GearCard("unl-136-219", "Scryer's Bloom", enters_exhausted=True,
             abilities=(Ability(TriggerScript((LOOK_2_RECYCLE_ANY, Draw(1), GAIN_1_XP)), energy=1,
                                exhaust=True, kill_self=True),),
             note="Its ability's cost kills it, pays 1 Energy and exhausts it (404, 428); it predicts 2 "
                  "(436.1.a), then its controller draws 1 and gains 1 XP."),
    SpellCard("unl-124-219", "Isolate",
              SpellScript(targets=(Target(Units(side="enemy", where="battlefield")),),
                          steps=(Custom("isolate", text="T1 moves from its battlefield to its base; then, if "
                                        "an enemy unit is alone at that battlefield, you draw 1"),)),
              note="'That battlefield' is the one T1 left; whether an enemy unit is alone there is read "
                   "after the move (740.2.a)."),
    SpellCard("unl-131-219", "Abandon",
              CounterScript(steps=(Custom("counter_to_hand", text="the spell T1 is countered and goes to its "
                                          "owner's hand instead of their trash"), PREDICT)),
              note="Reaction is the card table's keyword. It predicts even if the spell can't be countered "
                   "or has left the chain (359.3.e.6); a spell played for its Flow cost is banished "
                   "instead (829.1.b.1)."),
    UnitCard("unl-137-219", "Sinister Poro",
             on_attack=TriggerScript(targets=(Target(Units(side="enemy", where="here")),),
                                     steps=(MoveUnit(Chosen(0), to_base=True),)),
             may=(("attack", MayPayEnergyForTarget(1)),),
             note="As the attack ability is finalized its controller may choose an enemy unit where it "
                  "attacks and pay 1 Energy (383.3.a-b); that unit moves to its controller's base."),
    UnitCard("unl-129-219", "Vicious Snapjaws",
             when=((When("friendly_dies", who="friendly", other=True), TriggerScript(steps=(GAIN_1_XP,))),),
             note="Each other friendly unit's death triggers it once (383.1); dying together with it, a "
                  "unit's death is not seen (383.2.c.2)."),
    # --- third pass (sweep U3) ---
    SpellCard("unl-134-219", "Existential Dread",
              RepeatTargetSpell(targets=(Target(Units(side="enemy", attacking=True)),) * 2,
                                steps=(Custom("stun_or_return", text="T1 is stunned, or returned to its "
                                              "owner's hand instead if it is stunned already"),
                                       Custom("stun_or_return", text="T2 likewise")),
                                repeat_energy=2),
              note="Action is the card table's keyword. Its units are attacking enemy units (460); whether "
                   "one is stunned is read as each execution happens, so a repeat on the same unit returns "
                   "it to its owner's hand (820.2.a, ruling 95)."),
    UnitCard("unl-122-219", "Crescent Guardian", passives=(ChaosPowerToEnterReady(),),
             note="A spell played this turn counts once finalized, even if countered (419.4.b)."),
    UnitCard("unl-145-219", "Pyke, Returned",
             when=((When("friendly_dies", who="opponent"),
                    TriggerScript(steps=(ONCE_EACH_TURN,
                                         Custom(PLAY_GOLD.name, PLAY_GOLD.text, linked=True)))),),
             if_=(("friendly_dies", NotYetPerformed(at_a_battlefield)),),
             note="Hidden and Backline are the card table's keywords. Each enemy unit's death triggers it "
                  "while it is at a battlefield (383.1), but it is performed once each turn only: once "
                  "performed it no longer triggers, and an instance that triggered together with it does "
                  "nothing (383.3.e.1)."),
    UnitCard("unl-141-219", "Evelynn, Entrancing", passives=(ReadsPlayOrigin(),),
             script=TriggerScript(targets=(Target(Units(side="enemy", where="elsewhere")),),
                                  steps=(MoveUnit(Chosen(0), to_here=True),)),
             if_=(("trigger", from_facedown_on_your_turn),), may=(("trigger", MayTarget()),),
             note="Hidden and Backline are the card table's keywords. Her Play Effect triggers only when "
                  "she is played from facedown on her player's turn (383.2.a.1); its target, chosen as it "
                  "is finalized (or none: declined), is an enemy unit at another location than hers, a "
                  "base included (811.1.d.2: that restriction frees it from her battlefield); it moves to "
                  "where she is as it resolves (359.3.f.2)."),
    # card wave 2, fourth session (helper G)
    UnitCard("unl-150-219", "Vex, Apathetic",
             when=((When("play_card", who="opponent", subject=CardType("Unit")),
                    TriggerScript(steps=(Stun(Subject()), ITS_PLAYER_CANT_MOVE_IT))),),
             if_=(("play_card", at_a_battlefield),),
             note="Deflect is the card table's keyword. It triggers only while it is at a battlefield as the "
                  "unit is played (383.2.a.1); as it resolves the unit, still on the board, is stunned "
                  "(423) and its controller then, the player who played it, can't move it for the rest of "
                  "the turn: no Standard Move and no move by their spells and abilities (359.3.e.6); "
                  "another player's effect still may, and a recall is no move (455; ruling 110)."),
    # card wave 3 (helper E)
    UnitCard("unl-135-219", "Insightful Investigator",
             script=PlayerTargetTrigger(steps=(hand_pick("discard_draw_for_2_xp"),)),
             note="The opponent is its target, chosen as it is finalized (355.10). Whether to pay the 2 "
                  "XP is decided as the Play Effect resolves, with the card (383.3.a.3: "
                  "the 'you may' is not the effect's first part; 'none' declines); without 2 XP the hand is "
                  "only revealed."),
    # card wave 4 (helper B, control)
    SpellCard("unl-140-219", "Conscription",
              WiderTargetIfPaidScript(targets=(Target(Units(side="enemy", where="battlefield",
                                                            might_at_most=3)),),
                                      wider=Target(Units(side="enemy", where="battlefield")),
                                      steps=(TAKE_CONTROL_EXHAUST_RECALL,)),
              passives=(OptionalSpellCost(xp=5),),
              note="The 5 XP is an optional additional cost (355.1.a, 356.2.b.1, 730.2). The engine asks it "
                   "after the target (ruling 104): a unit with more than 3 Might is offered only to a "
                   "player with 5 XP, and choosing one makes paying the cost the only option (355.16). "
                   "As it resolves the unit must still be an enemy at a battlefield, with 3 Might or less "
                   "unless the cost was paid (359.3.e.2); it changes controller, is exhausted and goes "
                   "to its new controller's base (455); it still belongs to its owner (127.1)."),
    # card wave 4 (helper F): players as targets (355.10)
    UnitCard("unl-121-219", "Bewitching Spirit",
             script=PlayerTargetTrigger(steps=(chosen_player_discards(1),), player="any"),
             note="The player (any, its controller too) is its Play Effect's target, chosen as it is "
                  "finalized (355.10); they pick the card they discard as it resolves (422.1.a)."),
    UnitCard("unl-130-219", "Walking Roost",
             script=PlayerTargetTrigger(steps=(TARGET_PLAYER_PLAYS_BIRD,)),
             note="The opponent is its Play Effect's target, chosen as it is finalized (355.10); they "
                  "play the Bird token and control it (182), choosing where as it resolves (355.2.a, "
                  "ruling 52): a unit they play, which their 'when you play a unit' abilities see "
                  "(185.2.a). Its own Deflect is the card table's keyword."),
    # --- card wave 2, last session (helper H) ---
    GearCard("unl-133-219", "Blast Cone",
             script=TriggerScript(targets=(Target(Units(side="enemy")),),
                                  steps=(MOVE_T1_TO_CHOSEN_DESTINATION,)),
             may=(("trigger", MayMoveAUnit()),),
             passives=(WhenYouMoveAnEnemyUnit(TriggerScript(steps=(Stun(Subject()),)), MayExhaustMe()),),
             note="The enemy unit and where it goes (its base or a battlefield, 355.4) are chosen as the "
                  "Play Effect is finalized, or declined (383.3.a). Its second ability triggers for each "
                  "enemy unit moved by a spell or ability its controller controls (this one's too); they "
                  "may exhaust it then (383.3.b) to stun that unit (423.1) as it resolves."),
    # --- card wave 2, battlefield tokens (issue 13, helper B) ---
    UnitCard("unl-147-219", "Baron Nashor",
             passives=(AddsBattlefieldToken(BARON_PIT, "Baron Pit"), Unchoosable(),
                       MightAura(Units(side="friendly"), 2, other=True)),
             note="The Pit is added as his play completes, just before he enters (337.2: a unit resolves "
                  "at once), as a new battlefield at the next index, uncontrolled; he then enters there, "
                  "contesting it (190.3.a.1), instead of the location chosen for him (369.3). With a "
                  "Baron Pit on the board already he enters where he was played. Friendly spells and "
                  "abilities may still choose him (ruling 114)."),
    BattlefieldCard(BARON_PIT, "Baron Pit", passives=(UnitsMoveHereFromAnywhere(),),
                    note="A domainless battlefield token (187.9) added during the game by Baron Nashor; "
                         "a battlefield like the others from then on (ruling 114)."),
)
