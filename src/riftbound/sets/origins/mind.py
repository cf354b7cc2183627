"""Origins (OGN): the Mind cards of the first card wave (issue 12).

Retreat's "its owner channels", Sprite Mother's token "here" and Convergent Mutation's "raise its
Might to another's" are words only these cards use, so they stay here (docs/cards.md).
"""

from __future__ import annotations

from ...effects import (
    Chosen,
    Const,
    Custom,
    Deal,
    Draw,
    Each,
    Exhaust,
    GiveMight,
    Me,
    Ready,
    SpellCard,
    SpellScript,
    Target,
    TriggerScript,
    UnitCard,
    Units,
    When,
)
from ...effects.cards import GearCard
from ...effects.spells import custom
from ...effects.subjects import CardType
from ...effects.vocabulary import Add, ReturnToHand
from ...effects.words import HIDDEN
from ...engine.abilities import Ability
from ...engine.chain import behaviour
from ...engine.core import emit
from ...engine.primitives import channel
from ...engine.units import create_token, might
from ...state import ChainItem, GameState
from .spells import SPRITE

__all__ = ["CARDS"]


# --- Retreat: the returned unit's owner channels ---------------------------------------------------

@custom("owner_channels_exhausted")
def _owner_channels(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 430, 430.3: the owner of the unit chosen as target 1 (fixed with the card, so also
    once it has left the board; a teammate's unit has its own owner, 740.1.a) channels 1 rune
    exhausted."""
    if not item.targets or not item.targets[0]:
        return False
    return channel(g, g.owner[item.targets[0][0]], 1, True) > 0


# --- Sprite Mother: a ready Sprite token "here" --------------------------------------------------------

@custom("sprite_here")
def _sprite_here(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 182, 184.1, 359.3.f.2 (ruling 34): a ready 3 Might Sprite token (Temporary printed) for
    the ability's controller where its source is as this executes; a source gone from the board
    has no "here" (359.3.f.2.a) and no token is played."""
    u = g.units.get(item.cid)
    if u is None:
        return False
    create_token(g, item.controller, SPRITE, u.loc, ready=True)
    return True


# --- Convergent Mutation: raise one unit's Might to another's -------------------------------------------

@custom("raise_might_to_other")
def _raise_might(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 477.3.b, 317.2.c: target 1 gets, this turn, the Might it lacks to equal target 2's, read
    now (snapshotted); nothing if either is no longer a legal target (359.3.e.2-4) or target 1's
    Might is already at least target 2's (an increase never lowers it)."""
    script = behaviour(g, item)
    first, second = script.legal_targets(g, item, 0), script.legal_targets(g, item, 1)  # type: ignore[attr-defined]
    if not first or not second:
        return False
    u = first[0]
    delta = max(might(g, second[0]), 0) - might(g, u)
    if delta <= 0:
        return False
    u.turn_might += delta
    emit(g, "477.3", "might", item.controller, u.cid, delta, "turn")
    return True


CARDS: tuple = (
    # --- units ---
    UnitCard("ogn-096-298", "Watchful Sentry",
             when=((When("die"), TriggerScript(steps=(Draw(1),))),),
             note="Deathknell (808): it triggers as it dies, from the trash."),
    UnitCard("ogn-116-298", "Thousand-Tailed Watcher",
             script=TriggerScript(steps=(GiveMight(-3, Each(Units(side="enemy")), minimum=1),)),
             note="Every enemy unit on the board as it resolves, wherever it is; none goes below 1 "
                  "Might by it."),
    UnitCard("ogn-097-298", "Blastcone Fae",
             script=TriggerScript(targets=(Target(Units()),), steps=(GiveMight(-2, Chosen(0), minimum=1),)),
             note="Any unit, a friendly one too (itself included). " + HIDDEN),
    UnitCard("ogn-106-298", "Sprite Mother",
             script=TriggerScript(steps=(Custom("sprite_here", text="you play a ready 3 Might Sprite unit "
                                                "token (it has Temporary) where this unit is"),)),
             note="Where it is as the ability resolves (a base or a battlefield); gone from the board "
                  "by then, no token is played."),
    UnitCard("ogn-091-298", "Pit Crew",
             when=((When("play_card", who="you", subject=CardType("Gear")),
                    TriggerScript(steps=(Ready(Me()),))),)),
    # --- spells ---
    SpellCard("ogn-114-298", "Progress Day", SpellScript(steps=(Draw(4),))),
    SpellCard("ogn-123-298", "Unchecked Power",
              SpellScript(steps=(Exhaust(Each(Units(side="friendly"))),
                                 Deal(Const(12), Each(Units(where="battlefield"))))),
              note="Units in bases (friendly ones too) take no damage; the damage comes even if no "
                   "friendly unit was there to exhaust."),
    SpellCard("ogn-104-298", "Retreat",
              SpellScript(targets=(Target(Units(side="friendly")),),
                          steps=(ReturnToHand(Chosen(0)),
                                 Custom("owner_channels_exhausted",
                                        text="the unit's owner channels 1 rune exhausted",
                                        linked=True))),
              note="The channel is linked to the return: a target no longer legal means neither."),
    SpellCard("ogn-108-298", "Convergent Mutation",
              SpellScript(targets=(Target(Units(side="friendly")), Target(Units(side="friendly"))),
                          steps=(Custom("raise_might_to_other",
                                        text="T1 gets, for the turn, the Might it lacks to equal T2's "
                                             "(read as it resolves)"),)),
              note="Read from its errata (this turn). Two different friendly units; a unit already as "
                   "strong gets nothing."),
    # --- gear ---
    GearCard("ogn-120-298", "Seal of Insight",
             abilities=(Ability(TriggerScript((Add(power=("Mind",)),)), exhaust=True, reaction=True),),
             note="Its Add ability resolves at once, never on the chain."),
    GearCard("ogn-099-298", "Garbage Grabber",
             abilities=(Ability(TriggerScript((Draw(1),)), energy=1, exhaust=True, recycle_trash=3),)),
)
