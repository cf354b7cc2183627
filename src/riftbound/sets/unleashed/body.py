"""Unleashed (UNL): the Body cards of the first card wave (issue 12): Demacian Diplomat, Nilah,
Joyful Ascetic, Nidalee, Cat Form, Kinkou Initiate, Concentrate and Poppy, Paragon; of the second
pass: Hunter's Machete, Dragonsoul Sage, Poppy, Keeper of the Hammer, Kha'Zix, Voidreaver, Kha'Zix,
Evolving Hunter, Blood Rose, Gentle Gemdragon, Clash of Giants, Determined Sentry, Wily Newtfish,
Stare Down and Keeper's Verdict; of the third pass (sweep U3): Rengar, Trophy Hunter."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from ...effects import (
    Buff,
    Chosen,
    Custom,
    Deal,
    Draw,
    Each,
    Me,
    MightOf,
    MoveUnit,
    Ready,
    Target,
    TriggerScript,
    UnitCard,
    Units,
    When,
)
from ...effects.ability_timing import TimingOnAbilityOnly
from ...effects.cards import GearCard, LegendCard, SpellCard
from ...effects.chain_targets import COUNTER_NAMED, CounterChoosingItScript
from ...effects.keywords.equip import equip_ability
from ...effects.may_exhaust import MayPayEnergy
from ...effects.may_target_costs import MaySpendXpToTarget
from ...effects.passives import GainedXpThisTurn, While
from ...effects.player_targets import TARGET_OPPONENT_FOLLOWS, MoveThenOpponentFollowsScript
from ...effects.spells import EXECUTE, SpellScript, custom, record
from ...effects.subjects import CardType, TaggedCard
from ...engine.abilities import Ability
from ...engine.attachment import detach_all
from ...engine.chain import behaviour
from ...engine.core import decide, emit, task
from ...engine.costs import OwnCost
from ...engine.decisions import register_choice
from ...engine.keywords import AMBUSH_TO_ENEMIES, gain_xp
from ...engine.may_triggers import UpToRunes
from ...engine.mechanics import Add
from ...engine.primitives import deal, draw, forget_target
from ...engine.units import might
from ...log_text import TEMPLATES, _name
from ...state import ChainItem, GameState
from ..origins.battlefields import READY_UP_TO_2_RUNES
from ..origins.calm import opponent_near_victory
from .mind import BattlefieldWithYourUnitsScript

__all__ = ["CARDS", "GAIN_1_XP"]


@custom("gain_1_xp")
def _gain_1_xp(g: GameState, item: ChainItem, i: int) -> bool:
    """Rule 730.1: the ability's controller gains 1 XP."""
    gain_xp(g, item.controller, 1)
    return True


@custom("draw_if_others_might_5")
def _draw_if_others_might_5(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 383.2.a.1, 413, 143.2.b: as it resolves, if the controller's other units have total
    Might 5 or more (each below 0 read as 0), they draw 1. The source gone, every unit of theirs is
    "other"."""
    total = sum(max(0, might(g, u)) for u in g.units.values()
                if u.controller == item.controller and u.cid != item.cid)
    if total < 5:
        return False
    draw(g, item.controller, 1)
    return True


@custom("poppy_paragon")
def _poppy_paragon(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 383.2.a.1, 194.3, 415, 730.1: as it resolves, if an opponent's score is within 3 points
    of the Victory Score, the source is readied (if still on the board) and its controller gains 3
    XP."""
    if not opponent_near_victory(g, item.controller, 3):
        return False
    u = g.units.get(item.cid)
    if u is not None:
        u.exhausted = False
        emit(g, "415", "ready", item.controller, u.cid)
    gain_xp(g, item.controller, 3)
    return True


@custom("clash_of_giants")
def _clash_of_giants(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 417, 417.6.b.3, 359.3.e.5: if both chosen units are still legal targets, each deals
    damage equal to its Might (read before either is dealt, below 0 as 0, 143.2.b) to the other, at
    once; with one gone, neither deals any (the damage is each other's)."""
    script = behaviour(g, item)
    units = script.legal_targets(g, item, 0) if isinstance(script, SpellScript) else []
    if len(units) != 2:
        return False
    a, b = units
    ma, mb = max(0, might(g, a)), max(0, might(g, b))
    dealt = deal(g, b, ma, a.controller, a.cid)
    dealt = deal(g, a, mb, b.controller, b.cid) or dealt
    return dealt


class CantMoveToBase:
    """A unit's own passive (364.3): it can't move to its base (engine/battlefield_passives.py): no
    Standard Move there is offered, an effect's move there is ignored (359.3.e.6); a recall is no move
    (455)."""

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield "move:never_to_base", True

    def describe(self) -> str:
        return "It can't move to its base (a recall is no move)."


@custom("stare_down")
def _stare_down(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 359.3.e.2, 359.3.e.12, 449, 355.5.a: with the chosen friendly unit still a legal target,
    every enemy unit at the chosen battlefield whose Might is less than its own moves to its base
    (below 0 read as 0, 143.2.b); the chosen unit gone, its Might is null and none moves."""
    script = behaviour(g, item)
    assert isinstance(script, SpellScript)
    units = script.legal_targets(g, item, 0)
    if not units:
        return False
    m = max(0, might(g, units[0]))
    if m <= 0:
        return False
    weaker = Each(Units(side="enemy", where="here", might_at_most=m - 1))
    return bool(EXECUTE[MoveUnit](g, script, item, i, MoveUnit(weaker, to_base=True)))


@custom("owner_puts_it_on_top_or_bottom")
def _owner_puts_it_on_top_or_bottom(g: GameState, item: ChainItem, i: int) -> bool | None:
    """Rules 359.3.e.2, 359.3.d, 186.1: T1, if still a legal target, leaves the board for its owner's
    Main Deck, its owner choosing the top or the bottom (a "choose_card" decision ``unit_put_where``:
    the unit for the top, -1 for the bottom); a token ceases to exist instead. Not a recycle (416)
    and not a kill."""
    script = behaviour(g, item)
    units = script.legal_targets(g, item, 0) if isinstance(script, SpellScript) else []
    if not units:
        return False
    u = units[0]
    if g.cards[u.cid].is_token:
        del g.units[u.cid]
        g.quiet = None  # a unit left: the cleanup looks again (state.GameState.quiet)
        forget_target(g, u.cid)
        emit(g, "186.1", "token_gone", u.controller, u.cid)
        detach_all(g, u)
        return True
    decide(g, g.owner[u.cid], "choose_card", ("unit_put_where", item.cid, i, u.cid))
    return None


@task("unit_put_where", "p", "c", "n", "c", "ci")
def _unit_put_where(g: GameState, player: int, cid: int, i: int, card: int, where: int) -> None:
    """The unit itself: on top of its owner's Main Deck; -1: at its bottom."""
    u = g.units.get(card)
    if u is not None:
        del g.units[card]
        g.quiet = None  # a unit left: the cleanup looks again (state.GameState.quiet)
        forget_target(g, card)
        deck = g.players[g.owner[card]].deck
        if where == card:
            deck.append(card)  # the top of the deck is its end
        else:
            deck.insert(0, card)
        emit(g, "359.3.d", "unit_to_deck", player, card, where == card)
        detach_all(g, u)
    record(g, cid, i, True)


register_choice("unit_put_where", lambda g, p, ctx: [-1, ctx[3]], (
    "{card} is resolving: {p} puts their unit on top of their Main Deck (choose it) or at its bottom "
    "(none)"))
TEMPLATES["unit_to_deck"] = lambda g, p, d: (f"P{p} puts {_name(g, d[0])} on the "
                                             f"{'top' if d[1] else 'bottom'} of their Main Deck")


@dataclass(frozen=True)
class LevelDiscounts:
    """A card's own Level discounts (824.1.b.1, 356.4.a, 356.6): ``steps`` of (XP, Energy less), the
    highest reached applying alone ("instead"), read as its cost is worked out. Answers
    "cost:own"."""

    steps: tuple[tuple[int, int], ...]

    def discount(self, g: GameState, player: int) -> int:
        xp = g.players[player].xp
        return max((n for need, n in self.steps if xp >= need), default=0)

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield "cost:own", OwnCost(discount=self.discount)

    def describe(self) -> str:
        text = "; ".join(f"with {need}+ XP it costs {n} Energy less" for need, n in self.steps)
        return text[:1].upper() + text[1:] + " (only the highest applies)."


GAIN_1_XP = Custom("gain_1_xp", text="you gain 1 XP")


class AmbushWhereEnemiesAre:
    """A unit's own passive (355.2.b, 822.1.b-c): its Ambush may also play it as a Reaction to a
    battlefield where enemy units are, even if its controller has none there. Answers
    "ambush:enemy_battlefields" (engine/keywords.py)."""

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield AMBUSH_TO_ENEMIES, True

    def describe(self) -> str:
        return ("Its Ambush may also play it to a battlefield where enemy units are, even one where you "
                "have no units.")


CARDS: tuple[UnitCard | SpellCard | GearCard | LegendCard, ...] = (
    UnitCard("unl-092-219", "Demacian Diplomat", script=TriggerScript(steps=(GAIN_1_XP,))),
    UnitCard("unl-115-219", "Nilah, Joyful Ascetic",
             when=((When("move"), TriggerScript(steps=(GAIN_1_XP,))),),
             note="Accelerate and Ganking are the card table's keywords; any move of hers counts."),
    UnitCard("unl-114-219", "Nidalee, Cat Form",
             when=((When("win_combat"), TriggerScript(steps=(Draw(1),))),),
             note="Ambush is the card table's keyword; 'winning a combat' as 466.3.a-c reads it."),
    UnitCard("unl-097-219", "Kinkou Initiate",
             script=TriggerScript(steps=(Custom("draw_if_others_might_5",
                                                text="if your other units have total Might 5 or more, "
                                                     "you draw 1"),)),
             note="The total is read as the Play Effect resolves (383.2.a.1)."),
    SpellCard("unl-091-219", "Concentrate", SpellScript(steps=(Draw(2),)),
              passives=(LevelDiscounts(((6, 2), (11, 4))),)),
    UnitCard("unl-116-219", "Poppy, Paragon",
             script=TriggerScript(steps=(Custom("poppy_paragon",
                                                text="if an opponent's score is within 3 points of the "
                                                     "Victory Score, it is readied and you gain 3 XP"),)),
             note="Deflect is the card table's keyword; the condition is read as the Play Effect "
                  "resolves (383.2.a.1)."),
    # --- second pass (sweep U2) ---
    GearCard("unl-096-219", "Hunter's Machete", abilities=(equip_ability(0, "Body"),),
             note="Equipment (718): attached, the unit has +2 Might (its Might Bonus, 718.3)."),
    UnitCard("unl-093-219", "Dragonsoul Sage", passives=(TimingOnAbilityOnly(),),
             abilities=(Ability(TriggerScript((Add(energy=1),)), exhaust=True, reaction=True),),
             note="An Add ability (429): it resolves at once and may be used while a cost is paid "
                  "(429.2-429.3)."),
    LegendCard("unl-203-219", "Poppy, Keeper of the Hammer",
               when=((When("hold", who="you"), TriggerScript(steps=(GAIN_1_XP,))),),
               abilities=(Ability(TriggerScript((Draw(1),)), xp=3, exhaust=True),),
               note="Spending 3 XP is part of its ability's cost (730.2)."),
    LegendCard("unl-201-219", "Kha'Zix, Voidreaver",
               when=((When("win_combat", who="you"), TriggerScript(steps=(GAIN_1_XP,))),),
               abilities=(Ability(TriggerScript((Buff(Chosen(0)),), targets=(Target(Units()),)),
                                  xp=1, exhaust=True),
                          Ability(TriggerScript((MoveUnit(Chosen(0), to_base=True),),
                                                targets=(Target(Units(side="friendly", where="battlefield",
                                                                      exhausted=True)),)),
                                  xp=2, exhaust=True)),
               note="Spending XP is part of each ability's cost (730.2); the second moves an exhausted "
                    "friendly unit from a battlefield to its base (a move, 449)."),
    UnitCard("unl-119-219", "Kha'Zix, Evolving Hunter",
             on_attack=TriggerScript(targets=(Target(Units(side="enemy", where="here")),),
                                     steps=(Deal(MightOf(Me()), Chosen(0)),)),
             may=(("attack", MaySpendXpToTarget(3)),),
             note="Hunt is the card table's keyword. As the attack ability is finalized its controller "
                  "may spend 3 XP and choose an enemy unit where he attacks (383.3.a-b); his Might is "
                  "read as it resolves (none if he has left the board, 359.3.e.12)."),
    GearCard("unl-109-219", "Blood Rose",
             when=((When("play_card", who="you", subject=CardType("Unit")),
                    TriggerScript(steps=(GAIN_1_XP,))),),
             may=(("play_card", MayPayEnergy(1)),),
             abilities=(Ability(TriggerScript((Ready(Chosen(0)),), targets=(Target(Units()),)), xp=3,
                                exhaust=True),),
             note="Paying 1 Energy is decided as the ability is finalized (383.3.a-b); its activated "
                  "ability spends 3 XP and exhausts it (730.2)."),
    UnitCard("unl-104-219", "Gentle Gemdragon", script=TriggerScript(steps=(READY_UP_TO_2_RUNES,)),
             when=((When("play_card", who="you", other=True, subject=TaggedCard(("Dragon",))),
                    TriggerScript(steps=(READY_UP_TO_2_RUNES,))),),
             may=(("trigger", UpToRunes(2)), ("play_card", UpToRunes(2))),
             note="The runes, up to 2 (any player's, 355.9.a.1), are targets chosen one at a time as the "
                  "ability is finalized (355.13); its own play triggers only its Play Effect."),
    SpellCard("unl-110-219", "Clash of Giants",
              SpellScript(targets=(Target(Units(), count=2),),
                          steps=(Custom("clash_of_giants", text="each of the two chosen units deals damage "
                                        "equal to its Might to the other"),)),
              note="Each unit is the source of its own damage (417.6.b.3); if one of them is no longer a "
                   "legal target as it resolves, no damage is dealt."),
    UnitCard("unl-111-219", "Determined Sentry", passives=(CantMoveToBase(),)),
    UnitCard("unl-108-219", "Wily Newtfish",
             passives=(While(GainedXpThisTurn(), might=1, keywords=(("Ganking", 1),)),)),
    SpellCard("unl-107-219", "Stare Down",
              BattlefieldWithYourUnitsScript(
                  targets=(Target(Units(side="friendly")),),
                  steps=(Custom("stare_down", text="every enemy unit there with less Might than T1 moves to "
                                                   "its base"), GAIN_1_XP),
                  your_units=False),
              note="The battlefield is any (the play's destination); the units moved are those there as "
                   "it resolves (355.5.a: no targets); the XP is gained whatever moves."),
    SpellCard("unl-204-219", "Keeper's Verdict",
              SpellScript(targets=(Target(Units(side="enemy", where="battlefield")),),
                          steps=(Custom("owner_puts_it_on_top_or_bottom",
                                        text="T1's owner puts it on the top or the bottom of their Main "
                                             "Deck"),)),
              note="Action is the card table's keyword. Its owner chooses as it resolves (359.3.d); a token "
                   "ceases to exist (186.1)."),
    # --- third pass (sweep U3) ---
    UnitCard("unl-120-219", "Rengar, Trophy Hunter", passives=(AmbushWhereEnemiesAre(),),
             note="Ambush is the card table's keyword (822); the errata's wording is read: arriving where "
                  "only enemy units are, it contests that battlefield (190.3.a.1) and a combat follows."),
    # --- card wave 2, helper A: a target naming a chain item (ruling 103) ---
    SpellCard("unl-106-219", "Repulse", CounterChoosingItScript(steps=(COUNTER_NAMED,)),
              note="T2 may be chosen only while T1 is the one unit of yours it chooses; a unit it chose "
                   "that went to a non-board zone no longer counts, one that moved away still does "
                   "(359.3.e.9.a)."),
    # card wave 4 (helper F): players as targets (355.10)
    SpellCard("unl-101-219", "Call to Battle",
              MoveThenOpponentFollowsScript(targets=(Target(Units(side="own")),), move_of=0,
                                            steps=(MoveUnit(Chosen(0)), TARGET_OPPONENT_FOLLOWS)),
              note="The unit and the battlefield (one its player controls) are chosen as it is played, "
                   "with the opponent, its last target (355.4, 355.10); as it resolves the opponent "
                   "picks which of their units follows (not a target, 355.10.e), even if the first move "
                   "didn't happen; a unit that may not be there is recalled instead (447.2.c)."),
)
