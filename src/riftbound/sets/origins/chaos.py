"""Origins (OGN): the Chaos cards of the first card wave (issue 12), and later waves' (Soulgorger and
The Harrowing, wave 3: a unit card of the trash played ignoring its Energy cost, its Power still
paid, 419.3, 356.1.b.2; effects/play_from_zone.py)."""

from __future__ import annotations

from ...effects import (
    Channel,
    Chosen,
    Draw,
    GiveMight,
    Me,
    MoveUnit,
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
from ...effects.banish_as_looked_at import BanishAsLookedAt
from ...effects.cards import GearCard
from ...effects.control_words import TAKE_CONTROL_RECALL
from ...effects.deck_words import look_take_one
from ...effects.facedown_targets import RETURN_BOARD_OR_FACEDOWN_TO_HAND, FriendlyBoardOrFacedownTarget
from ...effects.gear_words import EACH_PLAYER_KILLS_GEAR, KILL_THIS_GEAR
from ...effects.hand_pick import hand_pick
from ...effects.move_times import CountsMoves, MovedTimes
from ...effects.play_from_zone import PLAY_TARGET_IGNORING_ENERGY, PlayFromTrashSpell, PlayFromTrashTrigger
from ...effects.play_origin_words import PlayedFromFacedown, ReadsPlayOrigin
from ...effects.player_targets import PlayerTargetTrigger
from ...effects.spells import custom, record, unit_signature
from ...effects.swap_words import SWAP_WITH_CHOSEN, ElsewhereTrigger
from ...effects.vocabulary import Add, Custom, GainPoints
from ...effects.words import HIDDEN
from ...engine.abilities import Ability
from ...engine.core import decide, push, task
from ...engine.costs import discard
from ...engine.decisions import register_choice
from ...engine.may_triggers import MayTarget
from ...engine.primitives import return_to_hand
from ...engine.units import chain_item
from ...state import ChainItem, GameState

__all__ = ["CARDS"]

UNIT_AT_BATTLEFIELD = Target(Units(where="battlefield"))
CHAOS = frozenset({"Chaos"})


# --- Invert Timelines: every hand discarded, then four cards each ------------------------------------

@custom("hands_discarded_draw_4")
def _hands_discarded_draw_4(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 422.1, 413: each player in turn order from the turn player (303.2.a) discards every
    card of their hand (each discard may trigger, 422.1.b); then each draws 4 in the same order
    (burning out on an empty deck, 413.4)."""
    order = g.turn_order
    k = order.index(g.turn_player) if g.turn_player in order else 0
    seats = [p for p in order[k:] + order[:k] if g.players[p].alive]
    for p in seats:
        for c in list(g.players[p].hand):
            discard(g, p, c)
    push(g, *[("draw", p, 4) for p in seats])
    return True


# --- Whirlwind: each player in turn may return a unit --------------------------------------------------

@custom("each_may_return_a_unit")
def _each_may_return_a_unit(g: GameState, item: ChainItem, i: int) -> None:
    push(g, ("each_may_return", item.cid, i, 0, False))
    return None


def _seats_after(g: GameState, player: int) -> list[int]:
    """Every seat in turn order starting with the one after ``player`` ("starting with the next
    player", 303.2.a), ``player`` last."""
    order = g.turn_order
    k = order.index(player) if player in order else 0
    return order[k + 1:] + order[:k + 1]


@task("each_may_return", "c", "n", "n", "b")
def _each_may_return(g: GameState, cid: int, i: int, k: int, any_returned: bool) -> None:
    """Rule 355.10.e: the ``k``-th player from the one after the spell's controller may pick any
    unit on the board (a decision as it resolves, not a target); it goes to its owner's hand before
    the next player picks."""
    item = chain_item(g, cid)
    if item is None:
        return  # the spell left the chain (359.3.e.15)
    order = _seats_after(g, item.controller)
    while k < len(order):
        if g.players[order[k]].alive and g.units:
            decide(g, order[k], "choose_card", ("return_pick", cid, i, k, any_returned))
            return
        k += 1
    record(g, cid, i, any_returned)


@task("return_pick", "p", "c", "n", "n", "b", "ci")
def _return_pick(g: GameState, player: int, cid: int, i: int, k: int, any_returned: bool,
                 card: int) -> None:
    """The picked unit goes to its owner's hand; -1: this player returns none."""
    u = g.units.get(card) if card >= 0 else None
    if u is not None:
        return_to_hand(g, u)
    push(g, ("each_may_return", cid, i, k + 1, any_returned or u is not None))


def _return_options(g: GameState, player: int, ctx: tuple) -> list[int]:
    """-1 (return none), then one unit on the board per interchangeable group (ruling 2)."""
    seen: dict[tuple, int] = {}
    for u in sorted(g.units.values(), key=lambda u: u.cid):
        seen.setdefault(unit_signature(g, u), u.cid)
    return [-1, *sorted(seen.values())]


register_choice("return_pick", _return_options, (
    "{card} is resolving: {p} may choose a unit to return to its owner's hand, or none"))


CARDS: tuple = (
    # --- spells (354-359) ---
    SpellCard("ogn-172-298", "Rebuke",
              SpellScript(targets=(UNIT_AT_BATTLEFIELD,), steps=(ReturnToHand(Chosen(0)),)),
              note="Any player's unit; it goes to its owner's hand."),
    SpellCard("ogn-173-298", "Ride The Wind",
              SpellScript(targets=(Target(Units(side="friendly")),), move_of=0,
                          steps=(MoveUnit(Chosen(0)), Ready(Chosen(0)))),
              note="The destination is chosen as it is played (355.4)."),
    SpellCard("ogn-183-298", "Stacked Deck", SpellScript(steps=(look_take_one(3),)),
              note="Which card is kept is private; the others go to the bottom in random order (416.5)."),
    SpellCard("ogn-201-298", "Invert Timelines",
              SpellScript(steps=(Custom("hands_discarded_draw_4",
                                        text="each player discards their whole hand, then each draws 4"),)),
              note="Players act in turn order from the turn player; all discard before anyone draws."),
    SpellCard("ogn-187-298", "Whirlwind",
              SpellScript(steps=(Custom("each_may_return_a_unit",
                                        text="each player, from the one after you and you last, may "
                                             "pick a unit to return to its owner's hand"),)),
              note="Any unit may be picked, a player's own or another's; the picks are made as it "
                   "resolves, one after the other (355.10.e)."),
    SpellCard("ogn-179-298", "Acceptable Losses", SpellScript(steps=(EACH_PLAYER_KILLS_GEAR,)),
              note="Each player's pick is made as it resolves and is not a target (355.10.e)."),
    # --- units: Play Effects (383.4.a) ---
    UnitCard("ogn-197-298", "Teemo, Scout",
             script=TriggerScript(steps=(GiveMight(3, Me()),)), note=HIDDEN),
    UnitCard("ogn-188-298", "Zaunite Bouncer",
             script=TriggerScript(targets=(UNIT_AT_BATTLEFIELD,), other=True,
                                  steps=(ReturnToHand(Chosen(0)),)),
             note="Any player's unit other than itself; with none at a battlefield the ability "
                  "has no target and is not played (355.8)."),
    UnitCard("ogn-199-298", "Tideturner",
             script=ElsewhereTrigger(targets=(Target(Units(side="own")),), other=True,
                                    steps=(SWAP_WITH_CHOSEN,)),
             may=(("trigger", MayTarget()),),
             note="Read as errata'd (a unit you control at another location). Choosing the unit is "
                  "optional, made as the Play Effect is finalized (383.3.a); played from facedown the "
                  "unit is still chosen freely (811.1.d.2, its own example). " + HIDDEN),
    # --- gear ---
    GearCard("ogn-204-298", "Seal of Discord",
             abilities=(Ability(TriggerScript((Add(power=("Chaos",)),)), exhaust=True, reaction=True),),
             note="Its Add ability resolves at once, never on the chain."),
    GearCard("ogn-184-298", "The Syren",
             abilities=(Ability(TriggerScript((MoveUnit(Chosen(0), to_base=True),),
                                              targets=(Target(Units(side="friendly", where="battlefield")),)),
                                energy=1, exhaust=True),),
             note="Read as errata'd: the unit moves to its own controller's base (a teammate's unit too)."),
    # card wave 2 (issue #13, helper E)
    GearCard("ogn-181-298", "Pack of Wonders",
             abilities=(Ability(FriendlyBoardOrFacedownTarget(steps=(RETURN_BOARD_OR_FACEDOWN_TO_HAND,)),
                                exhaust=True),),
             note="Read from its errata (a facedown card, not a card with Hidden). Its one target, chosen as "
                  "it is activated, is another unit or gear of its controller's team on the board, or a "
                  "facedown card of theirs, named by its battlefield so that no opponent learns which card "
                  "it is (ruling 117); that card is revealed only as it goes to its owner's hand (421.4)."),
    GearCard("ogn-186-298", "Treasure Trove",
             when=((When("die"), TriggerScript(steps=(Draw(1), Channel(1, exhausted=True)))),),
             abilities=(Ability(TriggerScript((KILL_THIS_GEAR,)), power=(CHAOS,), exhaust=True),),
             note="Killed is the only way a gear leaves the board in this engine (a player leaving the "
                  "game aside), so its leave ability triggers on its death, from the trash."),
    # card wave 3 (helper E)
    UnitCard("ogn-192-298", "Mindsplitter", script=PlayerTargetTrigger(steps=(hand_pick("discard"),)),
             note="The opponent is its target, chosen as it is finalized (355.10); the discarded card is "
                  "chosen as the Play Effect resolves (a card in a hand is no "
                  "target, 355.10.a); its owner discards it, so their discard abilities trigger (422.1.b)."),
    # --- card wave 3 (issue 13, sweep O) ---
    UnitCard("ogn-205-298", "Yasuo, Windrider", when=((When("move"), TriggerScript(steps=(GainPoints(1),))),),
             if_=(("move", MovedTimes(3)),), passives=(CountsMoves(),),
             note="Only his third move this turn triggers it (383.1; a move with other units counts); "
                  "the point is gained through an ability (194.1.c). Back on the board he is a new "
                  "object whose moves are counted afresh (124.1)."),
    # --- card wave 3 (helper A, trash-play) ---
    UnitCard("ogn-196-298", "Soulgorger",
             script=PlayFromTrashTrigger(card_type="Unit", steps=(PLAY_TARGET_IGNORING_ENERGY,)),
             may=(("trigger", MayTarget()),),
             note="The unit card is chosen as the Play Effect goes on the chain (355.10.a; declining is "
                  "the 'you may', 383.3.a) and played once it has resolved (354.3), where its player "
                  "chooses; its Power (and an Accelerate cost, if wanted) is paid as usual; if it can't "
                  "be paid it stays in the trash (358.5)."),
    SpellCard("ogn-198-298", "The Harrowing", PlayFromTrashSpell(steps=(PLAY_TARGET_IGNORING_ENERGY,)),
              note="The unit card is chosen as the spell is played (355.10.a; with none in the trash it "
                   "can't be played, 355.8) and played once the spell has resolved (354.3), where its "
                   "player chooses, its Power paid as usual; if it can't be paid it stays in the trash "
                   "(358.5)."),
    # --- card wave 3 (helper C, Kennen) ---
    UnitCard("ogn-194-298", "Nocturne, Horrifying", passives=(BanishAsLookedAt(),),
             note="Read from its errata (2025-10-28). Ganking is the card table's keyword. Every effect "
                  "that looks at or reveals the top of its owner's Main Deck (Vision and Predict, 'look "
                  "at the top N', reveals) asks first, and then goes on with the cards left there "
                  "(engine/top_look.py). Played, it is played from banishment (419.3), once the looking "
                  "item has finished (354.3)."),
    UnitCard("ogn-167-298", "Ember Monk",
             when=((When("play_card", who="you", subject=PlayedFromFacedown()),
                    TriggerScript(steps=(GiveMight(2, Me()),))),),
             passives=(ReadsPlayOrigin(),),
             note="Any card its controller plays from facedown (a unit, spell or gear with Hidden, 811), "
                  "as that play resolves (419.4.a); it has no Hidden itself."),
    # --- card wave 4 (helper B, control) ---
    SpellCard("ogn-203-298", "Possession",
              SpellScript(targets=(Target(Units(side="enemy", where="battlefield")),),
                          steps=(TAKE_CONTROL_RECALL,)),
              note="Action is the card table's keyword. The unit changes controller and goes to its new "
                   "controller's base (455: not a move); it still belongs to its owner, so it goes to "
                   "their trash, hand or deck when it leaves the board (127.1; ruling 104)."),
)
