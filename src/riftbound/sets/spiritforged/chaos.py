"""Spiritforged (SFD): the Chaos cards of the first card wave (issue 12).

- Corrupt Enforcer: discards 1 when it moves to a battlefield; draws 1 when it wins a combat
  (466.3.a, 466.3.c).
- Treasure Hunter: a Gold gear token when it moves (383.1, 449).
- Called Shot: look at the top 2 cards of the Main Deck, keep one, recycle the other; Repeat (820)
  for one Chaos Power.
- Factory Recall: a gear goes back to its owner's hand (a Gold token ceases to exist, 186.1).
- Downwell: every unit and every gear goes back to its owner's hand (tokens cease to exist).
- Ancient Warmonger: Assault equal to the number of enemy units at its location (807, 364.3).
- Overzealous Fan: when it defends, its controller may kill it (the ability's cost, 383.3.b) to move
  an attacking unit to its base.
- Doran's Ring, Cull (second pass): Equipment whose effect text gives the unit a Conquer ability
  (718.3): discard 1 then draw 1; a Gold gear token, exhausted.
- Fae Porter (second pass): when it moves to a battlefield, its controller may pay a Chaos Power to move
  one of their units there too.
- Draven, Audacious (second pass): his first combat win each turn gains his controller 1 point; dying in
  combat, an opponent (his controller's choice) gains 1.
- Loyal Pup (second pass): when its controller defends at a battlefield, it may move there.
- Hard Bargain (third pass): counters a spell unless its controller pays 2 Energy (204.3.b, 425); Repeat
  with its own spell (820.2, ruling 95).
- Fizz, Trickster (wave 3, helper F; errata read): its Play Effect may play a spell card of its
  controller's trash with a printed Energy cost of at most 3, ignoring its Energy cost, then recycles
  it (419.3, 356.1.b.2, ruling 102; effects/spell_from_trash.py).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from ...effects import (
    Chosen,
    Discard,
    Draw,
    Each,
    GainPoints,
    GiveMight,
    Me,
    MoveUnit,
    ReturnToHand,
    SpellCard,
    SpellScript,
    Target,
    TriggerScript,
    UnitCard,
    Units,
    When,
)
from ...effects.cards import GearCard
from ...effects.combat_spell_costs import SpellCostsWhileInCombat
from ...effects.cost_counts import CountsPowerSpent
from ...effects.counter_unless import COUNTER_UNLESS_PAYS, CounterUnlessPaysScript
from ...effects.deck_words import look_take_one
from ...effects.equipment_triggers import EquipmentScript, EquipmentTrigger
from ...effects.facedown_attach import ATTACH_ME_SCRIPT, played_from_facedown
from ...effects.gear_targets import RETURN_TARGET_GEAR_TO_HAND, GearTargetScript
from ...effects.gold import PLAY_GOLD
from ...effects.keywords.equip import equip_ability
from ...effects.keywords.repeat import RepeatSpell
from ...effects.optional_discount_words import OptionalCostsCostLess
from ...effects.passives import SpentPowerThisTurn, While
from ...effects.play_from_zone import PlayFromTrashTrigger, _play_targets
from ...effects.play_origin_words import ReadsPlayOrigin
from ...effects.player_targets import PlayerTargetTrigger, chosen_player_gains
from ...effects.spell_from_trash import PLAY_SPELL_IGNORING_ENERGY_THEN_RECYCLE
from ...effects.spells import custom
from ...effects.swap_might import SWAP_MIGHT_THIS_TURN, TwoUnitsTogetherScript
from ...effects.targeting_words import ChosenBySpell, MayPayAndExhaustMe
from ...effects.vocabulary import Custom
from ...engine.chain import ability_of_kind, behaviour
from ...engine.core import emit
from ...engine.effect_play_facts import PRINTED
from ...engine.may_triggers import MayPayPower, MayPerform, MayTarget
from ...engine.payment import can_pay
from ...engine.play_origin import played_from
from ...engine.primitives import (
    MOVED_FROM,
    OBJECT_FACTS,
    forget_target,
    kill,
    last_known,
    moved_from,
)
from ...state import ATTACKER, NO_ROLE, ChainItem, GameState, Unit
from .order import move_units_to

__all__ = ["CARDS"]

DORANS_RING, CULL = "sfd-124-221", "sfd-134-221"
CORRUPT_ENFORCER, TREASURE_HUNTER, CALLED_SHOT = "sfd-123-221", "sfd-130-221", "sfd-122-221"
FACTORY_RECALL, DOWNWELL, ANCIENT_WARMONGER = "sfd-135-221", "sfd-147-221", "sfd-131-221"
OVERZEALOUS_FAN, FAE_PORTER, DRAVEN_AUDACIOUS = "sfd-128-221", "sfd-125-221", "sfd-148-221"
LOYAL_PUP, HARD_BARGAIN = "sfd-126-221", "sfd-136-221"
LAST_RITES = "sfd-150-221"


# --- Harpoon Squad: when it moves from a battlefield -----------------------------------------------------

def moved_from_a_battlefield(g: GameState, player: int, cid: int) -> bool:
    """Its trigger condition (383.2.a.1): where it was just before this move was a battlefield."""
    was = moved_from(g, cid)
    return was is not None and was >= 0


@dataclass(frozen=True)
class NotesMoveOrigins:
    """The card's answer to "move:from_noted": its game notes where units were before they move."""

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield MOVED_FROM, True

    def describe(self) -> str:
        return "Where each unit was before it moves is noted."


# --- Black Market Broker: a card played from facedown ---------------------------------------------------

@dataclass(frozen=True, slots=True)
class PlayedFromFacedown:
    """A subject filter (383.2.a.1): the played card was played from facedown (811, noted by
    engine/play_origin.py)."""

    def test(self, g: GameState, player: int, cid: int) -> bool:
        return played_from(g, cid) == "facedown"

    def describe(self) -> str:
        return "one played from facedown"


# --- Downwell: every gear to its owner's hand ---------------------------------------------------------

@custom("all_gear_to_hand")
def _all_gear_to_hand(g: GameState, item: ChainItem, i: int) -> bool:
    """Every gear on the board, attached or not, leaves it for its owner's hand (not a kill); a
    token ceases to exist instead (186.1); chain items naming one lose it (359.3.e.4)."""
    gone = sorted(g.gear)
    for c in gone:
        x = g.gear.pop(c)
        forget_target(g, c)
        emit(g, "359.3.d", "gear_to_hand", x.controller, c)
        if g.cards[c].is_token:
            emit(g, "186.1", "token_gone", x.controller, c)
        else:
            g.players[g.owner[c]].hand.append(c)
    return bool(gone)


ALL_GEAR_TO_HAND = Custom("all_gear_to_hand", "every gear goes back to its owner's hand")


# --- Ancient Warmonger: Assault from the enemy units here ------------------------------------------------

def _enemies_here(g: GameState, u: Unit) -> int:
    team = g.team_of
    return sum(1 for v in g.units.values() if v.loc == u.loc and team[v.controller] != team[u.controller])


class AssaultPerEnemyHere:
    """A unit's own passive (364.3, 807): it has Assault equal to the number of enemy units at its
    location, read whenever it matters (none: no Assault); as an attacker that much more Might
    (807.1)."""

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield "might:own", lambda g, u: _enemies_here(g, u) if u.role == ATTACKER else 0
        yield "keywords:own", {"Assault": _enemies_here}

    def describe(self) -> str:
        return ("It has Assault equal to the number of enemy units at its location (that much more Might "
                "while it attacks).")

# --- Overzealous Fan: "you may kill me to ..." ------------------------------------------------------------

@dataclass(frozen=True)
class MayKillMeForTarget:
    """"You may kill me to [do something to] a unit": performing it is choosing its target as the
    ability is finalized (355.5, 337.1) and paying its cost, killing its source (383.3.a-b, 404,
    428); declined, or with the source gone or no target, it leaves the chain (383.3.a.2)."""

    def options(self, g: GameState, player: int, cid: int, kind: str) -> list[int]:
        if cid not in g.units:
            return []
        script = ability_of_kind(g, kind, cid).script
        return sorted({t[0][0] for t, _ in script.choices(g, player, cid) if t})

    def accept(self, g: GameState, player: int, cid: int, kind: str, card: int) -> tuple:
        u = g.units.get(cid)
        if u is not None:
            emit(g, "383.3.b", "trigger_cost", player, cid, cid)
            kill(g, u)
        return ((card,),)

    def describe(self) -> str:
        return "its controller may, as it is finalized, kill this unit (its cost) and choose its target"


#: an attacking unit, seen from the defending player: an enemy unit in the combat (740.2.c)
# --- Fae Porter: pay a Chaos Power to bring a unit along ------------------------------------------------

@dataclass(frozen=True)
class MayPayPowerForTarget(MayPayPower):
    """"You may pay one Power of ``domain`` to [do something to] a unit": decided, with the target,
    as the ability is finalized (383.3.a, 355.5), the Power being its base cost, paid next (383.3.b,
    404); with the Power out of reach, declining is the only option."""

    def options(self, g: GameState, player: int, cid: int, kind: str) -> list[int]:
        if not can_pay(g, player, 0, (frozenset({self.domain}),)):
            return []
        return MayTarget().options(g, player, cid, kind)

    def accept(self, g: GameState, player: int, cid: int, kind: str, card: int) -> tuple:
        return ((card,),)

    def describe(self) -> str:
        return (f"its controller may pay one {self.domain} Power as it is finalized, choosing its "
                "target, to perform it")


@custom("move_t1_to_that_battlefield")
def _move_t1_to_that_battlefield(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 449, 359.3.f.3 (Fae Porter): the chosen unit, still a legal target (359.3.e.2-4), moves
    to the battlefield the source moved to (named by the trigger condition, kept on the chain
    item), wherever the source is now."""
    script = behaviour(g, item)
    assert isinstance(script, SpellScript)
    units = script.legal_targets(g, item, 0)
    if not units or item.dest is None or item.dest < 0:
        return False
    return move_units_to(g, item.controller, units, item.dest)

# --- Draven, Audacious: points for winning, and for the opponent when he dies in combat --------------

WON_COMBAT = "won_combat"
OBJECT_FACTS.add(WON_COMBAT)


def first_win(g: GameState, player: int, cid: int) -> bool:
    """Trigger condition (383.1, 383.2.a.1: "the first time I win a combat each turn"): true at the
    unit's first combat win this turn, noted as it wins (a per-turn fact of the object, 124.1)."""
    key = f"{WON_COMBAT}:{cid}"
    first = key not in g.counts
    g.counts[key] = g.counts.get(key, 0) + 1
    return first


def died_in_combat(g: GameState, player: int, cid: int) -> bool:
    """Trigger condition (383.2.a.1, 740.2.c): as it died, the unit was in combat, at the battlefield
    of the ongoing combat with a combat designation (read from the unit as it last was)."""
    u = last_known(cid)
    sd = g.showdown
    return u is not None and sd is not None and sd.combat and u.loc == sd.bf and u.role != NO_ROLE


@custom("move_me_to_the_defended_battlefield")
def _move_me_to_the_defended_battlefield(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 449, 383.4.f.1 (Loyal Pup): the source, still on the board, moves to the battlefield of
    the combat its controller defends (the ongoing combat's; none once it is over), joining it as a
    defender (464.2.c.3.a)."""
    u = g.units.get(item.cid)
    sd = g.showdown
    if u is None or sd is None or not sd.combat:
        return False
    return move_units_to(g, item.controller, [u], sd.bf)


@dataclass(frozen=True)
class EquipmentTrashPlay(PlayFromTrashTrigger):
    """A triggered ability of an Equipment's effect text (718.3) whose target is a unit card of its
    controller's trash: "here" is the unit's, as for :class:`EquipmentScript`."""

    def here_of(self, g: GameState, cid: int) -> int | None:
        x = g.gear.get(cid)
        return x.loc if x is not None and x.attached_to is not None else None

    def item_here(self, g: GameState, item: ChainItem) -> int | None:
        u = g.units.get(item.refs[0]) if item.refs else None
        return u.loc if u is not None else None


PLAY_TRASH_UNIT_PAYING_COST = Custom("play_target_paying_cost",
                                     text="you play the chosen unit card from your trash, paying its cost")


@custom("play_target_paying_cost")
def _play_paying(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 419.3, 356: the chosen unit card, if still in its controller's trash (359.3.e.2-4), is
    played from there, its costs paid as usual (engine/effect_plays.py)."""
    return _play_targets(g, item, PRINTED)


ATTACKING = Units(side="enemy", in_combat=True)

CARDS: tuple[UnitCard | SpellCard | GearCard, ...] = (
    # --- wave 3 (helper F) ---
    UnitCard("sfd-140-221", "Fizz, Trickster",
             script=PlayFromTrashTrigger(card_type="Spell", max_energy=3,
                                         steps=(PLAY_SPELL_IGNORING_ENERGY_THEN_RECYCLE,)),
             may=(("trigger", MayTarget()),),
             note="Read from its errata ('then recycle it'). The spell is chosen as the ability goes on the "
                  "chain (355.10.a: a trash is public, so it is a target; declining is the 'you may', "
                  "383.3.a) by its printed Energy cost (3 or less), and played once the ability has "
                  "resolved (354.3): its targets and choices are made then, its Power paid (356.1.b.2); "
                  "finalized, it goes "
                  "to the bottom of its owner's Main Deck instead of the trash as it leaves the chain, "
                  "resolved or countered (a delayed replacement as Flow's banish, 829.1.b.1; ruling 102). "
                  "Its play can't be finalized without a legal choice or its Power: then it stays in the "
                  "trash (419.3.c, 358.5)."),
    # --- third pass (sweep S3) ---
    UnitCard("sfd-121-221", "Black Market Broker",
             when=((When("play_card", who="you", subject=PlayedFromFacedown()),
                    TriggerScript(steps=(PLAY_GOLD,))),),
             passives=(ReadsPlayOrigin(),),
             note="It triggers as the play of a card its controller played from facedown (811) completes "
                  "(419.4.a: a unit as it enters, a spell as it resolves; never for a countered spell)."),
    UnitCard("sfd-143-221", "Sivir, Mercenary",
             passives=(While(SpentPowerThisTurn(2), might=2, keywords=(("Ganking", 1),)), CountsPowerSpent()),
             note="Accelerate is the card table's keyword. Every Power its controller paid this turn counts "
                  "(357: for any card or ability, Accelerate's and Deflect's too), read whenever it "
                  "matters."),
    UnitCard("sfd-137-221", "Harpoon Squad",
             when=((When("move"), TriggerScript(steps=(GiveMight(2, Me()),))),),
             if_=(("move", moved_from_a_battlefield),), passives=(NotesMoveOrigins(),),
             note="Any move (a Standard Move or an effect's) that starts at a battlefield, to a base or to "
                  "another battlefield; a recall is no move (456). +2 Might this turn."),
    # --- Targeting Effects (383.4.b) ---
    UnitCard("sfd-142-221", "Jae Medarda",
             when=((When("chosen", by_you=True, subject=ChosenBySpell()), TriggerScript(steps=(Draw(1),))),),
             note="A Targeting Effect (383.4.b): it triggers when a spell of its controller that targets it "
                  "is finalized (383.4.b.2), once per spell; an ability choosing it, or an opponent's spell, "
                  "doesn't."),
    GearCard("sfd-144-221", "Spirit Wheel",
             when=((When("chosen", who="you", friendly_subject=True), TriggerScript(steps=(Draw(1),))),),
             may=(("chosen", MayPayAndExhaustMe(energy=1)),),
             note="A Targeting Effect (383.4.b): each friendly unit its controller's finalized spell or "
                  "ability targets triggers it once; paying 1 Energy and exhausting it is the cost, decided "
                  "as it is finalized (383.3.a-b)."),
    UnitCard(CORRUPT_ENFORCER, "Corrupt Enforcer",
             when=((When("move", to_battlefield=True), TriggerScript(steps=(Discard(1),))),
                   (When("win_combat"), TriggerScript(steps=(Draw(1),)))),
             note="It wins a combat when its controller does and it is still there (466.3.c)."),
    UnitCard(TREASURE_HUNTER, "Treasure Hunter",
             when=((When("move"), TriggerScript(steps=(PLAY_GOLD,))),)),
    SpellCard(CALLED_SHOT, "Called Shot",
              RepeatSpell(steps=(look_take_one(2),), repeat_power=(frozenset({"Chaos"}),)),
              note="The card kept is drawn (put into the hand from the deck's top cards; looking never "
                   "burns out, 431.1.c), the other recycled; repeated, it looks at the new top 2."),
    SpellCard(FACTORY_RECALL, "Factory Recall", GearTargetScript(steps=(RETURN_TARGET_GEAR_TO_HAND,))),
    SpellCard(DOWNWELL, "Downwell",
              SpellScript(steps=(ReturnToHand(Each(Units())), ALL_GEAR_TO_HAND)),
              note="Units and gear of every player, tokens included (a token ceases to exist, 186.1); "
                   "gear attached to a unit go too."),
    UnitCard(ANCIENT_WARMONGER, "Ancient Warmonger", passives=(AssaultPerEnemyHere(),)),
    UnitCard(OVERZEALOUS_FAN, "Overzealous Fan",
             on_defend=TriggerScript(targets=(Target(ATTACKING),),
                                     steps=(MoveUnit(Chosen(0), to_base=True),)),
             may=(("defend", MayKillMeForTarget()),),
             note="The attacking unit is an enemy unit in the combat; it moves to its own base as the "
                  "ability resolves, if still there. Its controller may, as it is finalized, kill this unit "
                  "(its cost) and choose that unit, or decline."),
    # Equipment whose effect text has a triggered ability (718.3; the unit's, "me" is the unit)
    GearCard(DORANS_RING, "Doran's Ring", abilities=(equip_ability(0, "Chaos"),),
             passives=(EquipmentTrigger(("conquer",), EquipmentScript(steps=(Discard(1), Draw(1)))),),
             note="Attached, the unit has +1 Might (its Might Bonus). The draw happens even with an "
                  "empty hand."),
    GearCard(CULL, "Cull", abilities=(equip_ability(0, "Chaos"),),
             passives=(EquipmentTrigger(("conquer",), EquipmentScript(steps=(PLAY_GOLD,))),),
             note="Attached, the unit has +1 Might (its Might Bonus)."),
    UnitCard(FAE_PORTER, "Fae Porter",
             when=((When("move", to_battlefield=True),
                    TriggerScript(targets=(Target(Units(side="own")),),
                                  steps=(Custom("move_t1_to_that_battlefield", "T1 moves to the battlefield "
                                                "this unit moved to"),))),),
             may=(("move", MayPayPowerForTarget("Chaos")),),
             note="The unit (any its controller controls) is chosen and the Chaos Power paid as the "
                  "ability is finalized, or it is declined (383.3.a-b); the move is an effect's, not a "
                  "Standard Move."),
    UnitCard(DRAVEN_AUDACIOUS, "Draven, Audacious",
             when=((When("win_combat"), TriggerScript(steps=(GainPoints(1),))),
                   (When("die"), PlayerTargetTrigger(steps=(chosen_player_gains(1),)))),
             if_=(("win_combat", first_win), ("die", died_in_combat)),
             note="Only his first combat win each turn scores, noted as he wins (383.2.a.1); dying in "
                  "combat is read from him as he died; the opponent is his die ability's target, chosen as "
                  "it is finalized (355.10). Both points are gained by an effect, not a Score (ruling 35). "
                  "His Deflect is the card table's keyword."),
    UnitCard(LOYAL_PUP, "Loyal Pup",
             when=((When("defend", who="you"),
                    TriggerScript(steps=(Custom("move_me_to_the_defended_battlefield",
                                                "this unit moves to the battlefield you defend"),))),),
             may=(("defend", MayPerform()),),
             note="It triggers wherever it is as its controller becomes the defender of a combat "
                  "(383.4.f.1); whether to move is decided as it is finalized; it joins the combat."),
    # --- third pass (sweep S3) ---
    SpellCard(HARD_BARGAIN, "Hard Bargain",
              CounterUnlessPaysScript(steps=(COUNTER_UNLESS_PAYS, COUNTER_UNLESS_PAYS), energy=2,
                                      repeat_energy=2),
              note="Reaction is the card table's keyword. The countered spell's controller decides as it "
                   "resolves whether to pay (204.3.b); a spell that can't be countered asks nothing. The "
                   "repeat's spell is chosen as it is played (820.2, ruling 95): the same one asks its "
                   "controller to pay again."),
    # --- wave 3 (helper C, Kennen) ---
    GearCard(LAST_RITES, "Last Rites", abilities=(equip_ability(0, "Chaos", recycle=2),),
             passives=(EquipmentTrigger(("conquer", "hold"),
                                        EquipmentTrashPlay(card_type="Unit",
                                                           steps=(PLAY_TRASH_UNIT_PAYING_COST,)),
                                        may=MayTarget()),),
             note="Its Equip cost is one Chaos Power and recycling two cards of its controller's trash (416; "
                  "Weaponmaster pays that too, 821.1.c.2). The unit it is attached to has its +2 Might "
                  "(718.4) and, as it conquers or holds, its controller may choose a unit card of their "
                  "trash as the ability is finalized (355.10.a, 383.3.a) and play it as it resolves, "
                  "paying its costs (419.3; unpayable: the play is undone, 358.5)."),
    # card wave 3 (helper E)
    SpellCard("sfd-145-221", "Switcheroo",
              TwoUnitsTogetherScript(targets=(Target(Units(where="battlefield"), count=2),),
                                     steps=(SWAP_MIGHT_THIS_TURN,)),
              note="Action is the card table's keyword. Any two units at one battlefield, anyone's; both "
                   "must still be there together as it resolves. Hidden: for one Power of any domain it "
                   "may be hidden facedown at a battlefield you control and played from there on a later "
                   "turn at Reaction speed, ignoring its base cost; from facedown its units are chosen at "
                   "that battlefield (811.1.d.2)."),
    # --- card wave 2, fourth session (helper G) ---
    GearCard("sfd-139-221", "Edge of Night", script=ATTACH_ME_SCRIPT,
             if_=(("trigger", played_from_facedown),), passives=(ReadsPlayOrigin(),),
             abilities=(equip_ability(0, "Chaos"),),
             note="Errata read ('here' dropped). Hidden and Equip are the card table's keywords: hidden for "
                  "one Power of any domain, it is played from facedown at Reaction speed to that battlefield "
                  "(811.1.d.1.a); only then does its Play Effect trigger (383.2.a.1), its unit, one its "
                  "player controls, chosen at that battlefield as it is finalized (811.1.d.2). The unit it "
                  "is attached to has +2 Might (718.4); its Equip costs one Chaos Power."),
    UnitCard("sfd-146-221", "Vex, Cheerless", passives=(SpellCostsWhileInCombat(),),
             note="Only while it is in combat (740.2.c). The increase applies before discounts (356.3); "
                  "the minimum bounds this discount's Energy part only (356.4.e; ruling 110), the Power pip "
                  "taken off being the most restrictive (a dominant choice)."),
    # --- card wave 2 (issue #13, helper E) ---
    UnitCard("sfd-149-221", "Ezreal, Prodigy", script=TriggerScript(steps=(Discard(1), Draw(2))),
             passives=(OptionalCostsCostLess(),),
             note="The draw doesn't depend on the discard (an empty hand still draws 2). While it is on the "
                  "board, each optional additional cost its controller pays (Accelerate, Repeat, a card's "
                  "own optional Energy or Power) gets one Energy or one Power pip of any domain off as it is "
                  "added to the total cost, before other discounts (356.4.c); which one is its controller's "
                  "choice, asked when the cost holds both (ruling 117). Costs of discarding, killing or "
                  "exhausting hold neither."),
)
