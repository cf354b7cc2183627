"""Origins (OGN): the Chaos cards of the first card wave (issue 12)."""

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
from ...effects.cards import GearCard
from ...effects.deck_words import look_take_one
from ...effects.gear_words import EACH_PLAYER_KILLS_GEAR, KILL_THIS_GEAR
from ...effects.spells import custom
from ...effects.vocabulary import Add, Custom
from ...effects.words import HIDDEN
from ...engine.abilities import Ability
from ...engine.core import push
from ...engine.costs import discard
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
    # --- gear ---
    GearCard("ogn-204-298", "Seal of Discord",
             abilities=(Ability(TriggerScript((Add(power=("Chaos",)),)), exhaust=True, reaction=True),),
             note="Its Add ability resolves at once, never on the chain."),
    GearCard("ogn-186-298", "Treasure Trove",
             when=((When("die"), TriggerScript(steps=(Draw(1), Channel(1, exhausted=True)))),),
             abilities=(Ability(TriggerScript((KILL_THIS_GEAR,)), power=(CHAOS,), exhaust=True),),
             note="Killed is the only way a gear leaves the board in this engine (a player leaving the "
                  "game aside), so its leave ability triggers on its death, from the trash."),
)
