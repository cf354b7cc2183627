"""Origins (OGN): the Body cards of the first card wave (issue 12).

- Seal of Strength: an [E] Add Reaction (429) adding Body Power.
- Primal Strength, Flurry of Blades, Showstopper: spells of existing words (Flurry's damage is not
  a choice, 355.5.a; Showstopper moves the unit it buffed to a battlefield chosen as it is played,
  355.4).
- Sett, Brawler: a Play Effect and a conquer ability that buff him, and an ability whose cost is
  spending his buff (702.2.b).
- Warwick, Hunter: enters ready (369.3); when he attacks, the damaged enemy units where he is die.
- Catalyst of Aeons: channels two runes exhausted, drawing one card if it couldn't channel both.
- Arena Bar: an [E] ability buffing an exhausted friendly unit (a target, 355.7).
- Miss Fortune, Bounty Hunter: a legend's [E] ability giving a unit Ganking this turn (801.3.a.2).
- Carnivorous Snapvine: its Play Effect has it and an enemy unit at a battlefield deal damage equal
  to their Mights to each other, both read before either is dealt (417.6.b.3).
- Overt Operation: any number of its player's units spend their buffs to ready, then every
  friendly unit is buffed (:mod:`riftbound.effects.buff_spending`).
- Kinkou Monk (errata'd: up to two): its Play Effect targets up to two other friendly units,
  chosen one at a time as it goes on the chain, and buffs them
  (:mod:`riftbound.effects.unit_targets`).
- Qiyana, Victorious: when she conquers, her player draws 1 or channels 1 rune exhausted, chosen
  as the ability resolves (an "or" in the effect, not a list of modes: 355.3 does not apply).
- Herald of Scales: its controller's Dragons cost 2 Energy less, not below 1
  (:class:`~riftbound.effects.counts.TagDiscount`, 356.4.e).
- Deadbloom Predator: may be played to an occupied enemy battlefield (355.2.b).
- Spoils of War: costs 2 Energy less once an enemy unit has died this turn (its own discount,
  356.4.a), read from the turn's death counts.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from ...effects import (
    Buff,
    Chosen,
    Const,
    Custom,
    Deal,
    Draw,
    Each,
    GiveMight,
    Kill,
    Me,
    MoveUnit,
    SpellCard,
    SpellScript,
    Target,
    TriggerScript,
    UnitCard,
    Units,
    When,
)
from ...effects.buff_spending import SPEND_BUFFS_TO_READY
from ...effects.cards import GearCard, LegendCard
from ...effects.counts import TagDiscount
from ...effects.effect_damage_prevention import PREVENT_ALL_EFFECT_DAMAGE
from ...effects.hand_pick import hand_pick
from ...effects.passives import EntersReady
from ...effects.play_from_zone import REVEAL_UNTIL_UNIT_PLAY
from ...effects.play_permissions import PlayToOccupiedEnemyBattlefield
from ...effects.player_targets import PlayerTargetScript
from ...effects.spells import SpellScript as _Script
from ...effects.spells import custom, record
from ...effects.subjects import CardType
from ...effects.unit_targets import BUFF_CHOSEN_UNITS, UpToUnits
from ...effects.vocabulary import Add, GiveKeywords
from ...engine.abilities import Ability
from ...engine.chain import behaviour
from ...engine.core import decide, task
from ...engine.costs import OwnCost
from ...engine.decisions import register_choice
from ...engine.primitives import channel, deal, draw
from ...engine.units import might
from ...state import ChainItem, GameState

__all__ = ["CARDS"]

CHANNEL_TWO_OR_DRAW = Custom("channel_two_or_draw",
                             text="you channel two runes, which enter exhausted; if fewer than 2 could "
                                  "be channeled, you draw 1")


@custom("channel_two_or_draw")
def _channel_two_or_draw(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 430.1, 430.3: channel two runes, exhausted; with fewer than two left in the Rune Deck
    as many as there are are channeled (359.3.e.11: as far as possible), and then the player draws
    one (413), a condition read as the instruction executes (383.2.a.1)."""
    got = channel(g, item.controller, 2, exhausted=True)
    if got < 2:
        draw(g, item.controller, 1)
    return True


MUTUAL_DAMAGE = Custom("mutual_damage",
                       text="this unit and T1 each deal damage equal to their own Might to the other "
                            "(nothing if either has left)")


@custom("mutual_damage")
def _mutual_damage(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 417.6.b.3-4, 143.2.b, 359.3.e.12: the ability's source and its target deal damage to
    each other, each the source of the damage it deals (its controller responsible); both Mights
    are read before either is dealt (one Deal, 417.1). With the source or the target gone, a Might
    is null and nothing is dealt."""
    script = behaviour(g, item)
    assert isinstance(script, _Script)
    me = g.units.get(item.cid)
    targets = script.legal_targets(g, item, 0)
    if me is None or not targets:
        return False
    them = targets[0]
    mine, theirs = max(might(g, me), 0), max(might(g, them), 0)
    dealt = deal(g, them, mine, me.controller, me.cid)
    return deal(g, me, theirs, them.controller, them.cid) or dealt


DRAW_OR_CHANNEL = Custom("draw_or_channel",
                         text="you choose: draw 1, or channel 1 rune exhausted")


@custom("draw_or_channel")
def _draw_or_channel(g: GameState, item: ChainItem, i: int) -> None:
    """Rule 359.3.d: the choice is made as the effect executes (a plain "or", not a bulleted list of
    modes chosen on play, 355.3): a "choose_card" decision ``draw_or_channel``."""
    decide(g, item.controller, "choose_card", ("draw_or_channel", item.cid, i))


@task("draw_or_channel", "p", "c", "n", "ci")
def _draw_or_channel_pick(g: GameState, player: int, cid: int, i: int, card: int) -> None:
    """The source's own card: channel 1 rune exhausted (430.3); -1: draw 1 (413)."""
    if card == cid:
        channel(g, player, 1, exhausted=True)
    else:
        draw(g, player, 1)
    record(g, cid, i, True)


register_choice("draw_or_channel", lambda g, player, ctx: [-1, ctx[1]], (
    "{card}'s ability is resolving: {p} chooses {card} to channel 1 rune exhausted, or none (-1) "
    "to draw 1"))


def enemy_unit_died_this_turn(g: GameState, player: int) -> bool:
    """Whether a unit an opponent of ``player`` controlled has died this turn: the turn's count of
    each player's units' deaths (engine/events.py COUNTED, "friendly_dies"), tokens included."""
    team = g.team_of
    return any(g.counts.get(f"friendly_dies:{q}", 0)
               for q in range(len(g.players)) if team[q] != team[player])


@dataclass(frozen=True)
class CheaperIfEnemyDied:
    """A card's own discount (356.4.a, 356.6): ``amount`` Energy less once an enemy unit has died
    this turn."""

    amount: int

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        n = self.amount
        yield "cost:own", OwnCost(discount=lambda g, player: n if enemy_unit_died_this_turn(g, player) else 0)

    def describe(self) -> str:
        return f"It costs {self.amount} Energy less if an enemy unit has died this turn."


CARDS: tuple = (
    GearCard("ogn-163-298", "Seal of Strength",
             abilities=(Ability(TriggerScript((Add(power=("Body",)),)), exhaust=True, reaction=True),),
             note="Its Add ability resolves at once, never on the chain."),
    SpellCard("ogn-154-298", "Primal Strength",
              SpellScript(targets=(Target(Units()),), steps=(GiveMight(7, Chosen(0)),))),
    SpellCard("ogn-133-298", "Flurry of Blades",
              SpellScript(steps=(Deal(Const(1), Each(Units(where="battlefield"))),)),
              note="No unit is chosen: every unit at a battlefield as it resolves takes the damage "
                   "(355.5.a), friendly ones too."),
    SpellCard("ogn-270-298", "Showstopper",
              SpellScript(targets=(Target(Units(side="own", where="base")),), move_of=0,
                          steps=(Buff(Chosen(0)), MoveUnit(Chosen(0)))),
              note="The battlefield is chosen as it is played (355.4); the move happens even if the "
                   "unit had a buff already."),
    UnitCard("ogn-164-298", "Sett, Brawler",
             script=TriggerScript(steps=(Buff(Me()),)),
             on_conquer=TriggerScript(steps=(Buff(Me()),)),
             abilities=(Ability(TriggerScript((GiveMight(4, Me()),)), spend_buff=True),)),
    UnitCard("ogn-159-298", "Warwick, Hunter",
             passives=(EntersReady(),),
             on_attack=TriggerScript(steps=(Kill(Each(Units(side="enemy", where="here", damaged=True))),)),
             note="Which enemy units are damaged, and where 'here' is, are read as the ability "
                  "resolves (359.3.f.2)."),
    SpellCard("ogn-138-298", "Catalyst of Aeons", SpellScript(steps=(CHANNEL_TWO_OR_DRAW,))),
    GearCard("ogn-124-298", "Arena Bar",
             abilities=(Ability(TriggerScript((Buff(Chosen(0)),),
                                              targets=(Target(Units(side="friendly", exhausted=True)),)),
                                exhaust=True),)),
    LegendCard("ogn-267-298", "Miss Fortune, Bounty Hunter",
               abilities=(Ability(TriggerScript((GiveKeywords((("Ganking", 0),), Chosen(0)),),
                                                targets=(Target(Units()),)), exhaust=True),)),
    UnitCard("ogn-149-298", "Carnivorous Snapvine",
             script=TriggerScript(targets=(Target(Units(side="enemy", where="battlefield")),),
                                  steps=(MUTUAL_DAMAGE,))),
    SpellCard("ogn-153-298", "Overt Operation",
              SpellScript(steps=(SPEND_BUFFS_TO_READY, Buff(Each(Units(side="friendly"))))),
              note="Only its player's own units' buffs can be spent (702.2.b.2); the units readied "
                   "this way are buffed again by the second instruction."),
    SpellCard("ogn-144-298", "Spoils of War", SpellScript(steps=(Draw(2),)),
              passives=(CheaperIfEnemyDied(2),)),
    UnitCard("ogn-141-298", "Kinkou Monk", script=TriggerScript(steps=(BUFF_CHOSEN_UNITS,)),
             may=(("trigger", UpToUnits(2, Units(side="friendly"), other=True)),),
             note="Errata read: up to two. Up to two other friendly units are its targets, chosen "
                  "one at a time as the ability goes on the chain (355.13); a chosen unit that has "
                  "left the board by then is not buffed."),
    UnitCard("ogn-155-298", "Qiyana, Victorious", on_conquer=TriggerScript(steps=(DRAW_OR_CHANNEL,)),
             note="Which one is chosen as the ability resolves."),
    UnitCard("ogn-140-298", "Herald of Scales", passives=(TagDiscount("Dragon", 2, minimum=1),)),
    UnitCard("ogn-139-298", "Cithria of Cloudfield",
             when=((When("play_card", who="you", subject=CardType("Unit"), other=True),
                    TriggerScript(steps=(Buff(Me()),))),),
             note="Each other unit its controller plays triggers it once its play completes (419.4.a), a "
                  "unit token an effect plays too (185.2.a), not its own play; the buff goes to it as the "
                  "ability resolves, if it is still on the board and has none (702)."),
    UnitCard("ogn-161-298", "Deadbloom Predator", passives=(PlayToOccupiedEnemyBattlefield(),)),
    # card wave 3 (helper E)
    SpellCard("ogn-156-298", "Sabotage", PlayerTargetScript(steps=(hand_pick("recycle", "non_unit"),)),
              note="The opponent is its target, chosen as it is played (355.10); the recycled card is "
                   "chosen as it resolves (a card in a hand is no target, 355.10.a); it goes to the bottom "
                   "of its owner's Main Deck (416.1.c)."),
    # --- card wave 3 (issue 13, sweep O) ---
    SpellCard("ogn-145-298", "Unyielding Spirit", _Script(steps=(PREVENT_ALL_EFFECT_DAMAGE,)),
              note="Any player's units, for the rest of the turn, from spells and abilities played or "
                   "triggered later too (437.1.b.1.b); damage already dealt stays; combat damage is not "
                   "prevented."),
    # --- card wave 3 (helper A, trash-play) ---
    GearCard("ogn-160-298", "Dazzling Aurora",
             when=((When("ending", who="you"), TriggerScript(steps=(REVEAL_UNTIL_UNIT_PLAY,))),),
             note="Errata read: the revealed unit is banished, then played from banishment, in the "
                  "Ending Step (317.1.a), once the ability has resolved (354.3), where its player "
                  "chooses. With no unit in the deck every card is revealed and recycled (no Burn Out, "
                  "431.1.c)."),
)
