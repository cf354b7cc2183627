"""Origins (OGN): the Calm cards of the first card wave (issue 12).

Last Stand's Double (432), Poro Herder's condition, Find Your Center's discount while an opponent
nears the Victory Score, Sona's "up to 4 friendly runes" and Lee Sin's "any number of buffs" are
words only these cards use, so they stay here (docs/cards.md).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...effects import (
    Buff,
    Channel,
    Chosen,
    Custom,
    Deal,
    Draw,
    GiveMight,
    GiveTemporary,
    Me,
    MightOf,
    MoveUnit,
    Ready,
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
from ...effects.cards import GearCard, Hooks
from ...effects.chain_targets import GAIN_CONTROL, TakeSpellScript
from ...effects.friendly_auras import OtherFriendlyKeywordAura
from ...effects.optional_extra_cost import OptionalExtraCost, PaidExtra
from ...effects.play_from_zone import look_banish_play
from ...effects.player_targets import EACH_OTHER_CARDS_OR_RUNES
from ...effects.spells import custom
from ...effects.stun_events import EnemyUnit
from ...effects.vocabulary import Add, GiveKeywords
from ...effects.words import HIDDEN
from ...engine.abilities import Ability
from ...engine.chain import behaviour
from ...engine.core import emit
from ...engine.costs import OwnCost
from ...engine.may_triggers import MayTarget
from ...engine.points import points, victory_score
from ...engine.primitives import opponents
from ...engine.units import might
from ...state import ChainItem, GameState
from .battlefields import READY_UP_TO_2_RUNES

__all__ = ["CARDS"]

ANY_UNIT = Target(Units())


# --- Last Stand: Double a unit's Might (432) -----------------------------------------------------------

@custom("double_might")
def _double_might(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 432.1, 432.1.a: the chosen unit gets, this turn, +Might equal to its current Might,
    read now (snapshotted; below 0 counts as 0, 143.2.b); nothing if it is no longer a legal
    target (359.3.e.2-4)."""
    units = behaviour(g, item).legal_targets(g, item, 0)  # type: ignore[attr-defined]
    if not units:
        return False
    u = units[0]
    delta = max(might(g, u), 0)
    u.turn_might += delta
    emit(g, "432.1.a", "might", item.controller, u.cid, delta, "turn")
    return True


def _controls_poro(g: GameState, player: int, cid: int) -> bool:
    """Poro Herder's condition, part of its trigger condition (383.2.a.1): its controller controls a
    unit with the Poro tag as it triggers."""
    return any(u.controller == player and "Poro" in g.cards[u.cid].tags for u in g.units.values())

# --- Find Your Center: cheaper while an opponent nears the Victory Score ----------------------------

def opponent_near_victory(g: GameState, player: int, within: int = 3) -> bool:
    """Whether a living opponent's score is within ``within`` points of the Victory Score (194.3;
    a team's shared points, 489.8.d.1), read as the cost is worked out (356)."""
    vs = victory_score(g)
    return any(vs - points(g, q) <= within for q in opponents(g, player))


@dataclass(frozen=True)
class CheaperNearVictory:
    """A card's own discount (356.4.a, 356.6): ``amount`` Energy less while an opponent's score is
    within 3 points of the Victory Score."""

    amount: int

    def hooks(self, card_id: str) -> Hooks:
        n = self.amount
        yield "cost:own", OwnCost(discount=lambda g, player: n if opponent_near_victory(g, player) else 0)

    def describe(self) -> str:
        return (f"It costs {self.amount} Energy less while an opponent's score is within 3 points of "
                "the Victory Score.")


# --- Sona, Harmonious: ready up to 4 friendly runes at the end of your turn ---------------------------

@dataclass(frozen=True)
class UpToFriendlyRunes:
    """As :class:`riftbound.engine.may_triggers.UpToRunes` (the same "trigger_targets" choice, one
    rune at a time, -1 stops, 355.13), but only friendly runes (the player's and teammates',
    740.1.a) may be chosen. Runes of one controller, domain and state are one option (ruling 2)."""

    n: int
    purpose = "trigger_targets"

    def options(self, g: GameState, player: int, cid: int, kind: str) -> list[int]:
        item = next((it for it in g.chain if it.cid == cid and it.kind == kind), None)
        chosen = item.targets[0] if item is not None and item.targets else ()
        team = g.team_of[player]
        seen: dict[tuple, int] = {}
        for q, p in enumerate(g.players):
            if g.team_of[q] != team:
                continue
            for rune, exhausted in sorted(zip(p.runes, p.rune_exhausted, strict=True)):
                if rune not in chosen:
                    doms = g.cards[rune].domains
                    seen.setdefault((q, doms[0] if doms else "Any", exhausted), rune)
        return sorted(seen.values())

    def describe(self) -> str:
        return f"up to {self.n} friendly runes are its targets, chosen as it goes on the chain"


#: Targon's Peak's instruction (each chosen rune still on the board readies, 415), in words fit for any count
READY_CHOSEN_RUNES = Custom(READY_UP_TO_2_RUNES.name, text="each chosen rune still on the board readies")


def _at_battlefield(g: GameState, player: int, cid: int) -> bool:
    """Sona's condition, part of the trigger condition (383.2.a.1, the rule's own Sona example):
    she is at a battlefield as her controller's turn reaches its end."""
    u = g.units.get(cid)
    return u is not None and u.loc >= 0


# --- Lee Sin, Ascetic: any number of buffs ---------------------------------------------------------------

class AnyNumberOfBuffs:
    """A unit's passive that overrides 702.3 for itself: a buff added to it while it has one is
    placed (the answer "buffs:any_number", read by the Buff instruction); each gives +1 Might (703)."""

    def hooks(self, card_id: str) -> Hooks:
        yield "buffs:any_number", True

    def describe(self) -> str:
        return "It can have any number of buffs, each giving +1 Might."


def _played_to_battlefield(g: GameState, player: int, cid: int) -> bool:
    """Blitzcrank's "when you play me to a battlefield": part of the trigger condition (383.2.a.1),
    read as he has entered the board."""
    u = g.units.get(cid)
    return u is not None and u.loc >= 0


CARDS: tuple = (
    # --- units ---
    UnitCard("ogn-051-298", "Solari Shieldbearer",
             script=TriggerScript(targets=(ANY_UNIT,), steps=(Stun(Chosen(0)),)),
             note="Any unit, a friendly one too (itself included)."),
    UnitCard("ogn-082-298", "Whiteflame Protector",
             script=TriggerScript(targets=(ANY_UNIT,), steps=(GiveMight(8, Chosen(0)),)),
             note="Any unit, an enemy one or itself too."),
    UnitCard("ogn-075-298", "Tasty Faefolk",
             when=((When("die"), TriggerScript(steps=(Channel(2, exhausted=True), Draw(1))),),),
             note="Deathknell (808): it triggers as it dies, from the trash; the draw happens even "
                  "with no rune left to channel."),
    UnitCard("ogn-061-298", "Poro Herder",
             script=TriggerScript(steps=(Buff(Me()), Draw(1))),
             if_=(("trigger", _controls_poro),),
             note="It triggers only if you control a Poro as it enters (a trigger condition, "
                  "383.2.a.1); not read again as it resolves."),
    UnitCard("ogn-073-298", "Sona, Harmonious",
             when=((When("ending", who="you"),
                    TriggerScript(steps=(READY_CHOSEN_RUNES,))),),
             if_=(("ending", _at_battlefield),),
             may=(("ending", UpToFriendlyRunes(4)),),
             note="Read from its errata: it triggers at the end of your turn only if she is at a "
                  "battlefield then (383.2.a.1); up to 4 friendly runes are chosen as it goes on the "
                  "chain, and each still on the board readies, even if she has left by then."),
    UnitCard("ogn-067-298", "Blitzcrank, Impassive",
             script=TriggerScript(targets=(Target(Units(side="enemy")),),
                                  steps=(MoveUnit(Chosen(0), to_here=True),)),
             if_=(("trigger", _played_to_battlefield),),
             may=(("trigger", MayTarget()),),
             on_hold=TriggerScript(steps=(ReturnToHand(Me()),)),
             note="Played to a battlefield, its controller may choose an enemy unit (anywhere) as the "
                  "ability goes on the chain; it moves to where Blitzcrank is as it resolves (nothing "
                  "if he has left the board). Played to base, it doesn't trigger."),
    UnitCard("ogn-078-298", "Lee Sin, Ascetic",
             abilities=(Ability(TriggerScript((Buff(Me()),)), exhaust=True),),
             passives=(AnyNumberOfBuffs(),),
             note="His passive lets his own ability (and any other buff) add a buff though he has some."),
    # --- spells ---
    SpellCard("ogn-050-298", "Rune Prison", SpellScript(targets=(ANY_UNIT,), steps=(Stun(Chosen(0)),))),
    SpellCard("ogn-057-298", "Block",
              SpellScript(targets=(ANY_UNIT,),
                          steps=(GiveKeywords((("Shield", 3), ("Tank", 0)), Chosen(0)),)),
              note="Shield 3 adds to any Shield it has (814.2). " + HIDDEN),
    SpellCard("ogn-260-298", "Last Breath",
              SpellScript(targets=(Target(Units(side="friendly")),
                                   Target(Units(side="enemy", where="battlefield"))),
                          steps=(Ready(Chosen(0)),
                                 Deal(MightOf(Chosen(0)), Chosen(1), source=Chosen(0)))),
              note="The friendly unit is the source of the damage (417.6.b.3), its Might read as "
                   "the damage is dealt; if it is no longer a legal target, nothing is dealt."),
    SpellCard("ogn-069-298", "Last Stand",
              SpellScript(targets=(Target(Units(side="friendly")),),
                          steps=(Custom("double_might", text="T1 gets +Might equal to its Might now (Double, "
                                                             "432) for the turn"),
                                 GiveTemporary(Chosen(0)))),
              note="The added Might is fixed as it resolves (432.1.a)."),
    SpellCard("ogn-047-298", "Find Your Center",
              SpellScript(steps=(Draw(1), Channel(1, exhausted=True))),
              passives=(CheaperNearVictory(2),)),
    # --- gear ---
    GearCard("ogn-081-298", "Seal of Focus",
             abilities=(Ability(TriggerScript((Add(power=("Calm",)),)), exhaust=True, reaction=True),),
             note="Its Add ability resolves at once, never on the chain."),
    # --- card wave 3 (issue 13, sweep O) ---
    UnitCard("ogn-044-298", "Clockwork Keeper", passives=(OptionalExtraCost(power=("Calm",)),),
             script=TriggerScript(steps=(Draw(1),)), if_=(("trigger", PaidExtra()),),
             note="Its errata makes the draw a Play Effect that triggers only if the Calm Power was paid "
                  "as it was played (383.2.a.1; 356.4.f.1: deciding to pay is what counts)."),
    UnitCard("ogn-074-298", "Taric, Protector",
             passives=(OtherFriendlyKeywordAura((("Shield", 1),), here=True),),
             note="'Here' is where it is (base or battlefield); the Shield is the units' keyword (814) and "
                  "+1 Might while they defend, summed with their own."),
    # --- card wave 3 (helper A, trash-play) ---
    SpellCard("ogn-062-298", "Reinforce", SpellScript(steps=(look_banish_play(5, more=None, off=5),)),
              note="Errata read (2026-01-14): the unit is banished, then played from banishment with 5 "
                   "Energy off its cost (356.4; its Power paid as usual), once the spell has resolved "
                   "(354.3), where its player chooses; if it can't be paid it stays banished (358.5). "
                   "The look and the choice are private (431.1.c); the others are recycled (416.5)."),
    UnitCard("ogn-059-298", "Eclipse Herald",
             when=((When("stun", who="you", subject=EnemyUnit()),
                    TriggerScript(steps=(Ready(Me()), GiveMight(1, Me())))),),
             note="Once per enemy unit its controller's spells and abilities stun (423.1), as each is "
                  "stunned; it readies and gets +1 Might this turn even if it was ready."),
    # --- card wave 2, helper A: a target naming a chain item (ruling 103) ---
    SpellCard("ogn-080-298", "Mystic Reversal", TakeSpellScript(steps=(GAIN_CONTROL,)),
              note="Taken, the spell's instructions read its new controller as 'you' (191.2); its new "
                   "choices are its targets and destination, one card at a time, the legal ones only; "
                   "choosing the same keeps them (750-755). Its first player still played it (419.4.a)."),
    # card wave 4 (helper F): each other player chooses (355.10.e)
    SpellCard("ogn-071-298", "Party Favors", SpellScript(steps=(EACH_OTHER_CARDS_OR_RUNES,)),
              note="No player is a target (each chooses for themselves, 355.10.e): as it resolves each "
                   "other player in turn order from its player picks Cards or Runes; then the draws for "
                   "those who picked Cards, then the channels for those who picked Runes."),
)
