"""Origins (OGN): the Mind cards of the first card wave (issue 12).

Retreat's "its owner channels", Sprite Mother's token "here", Convergent Mutation's "raise its
Might to another's", Dr. Mundo's "recycle 3 from your trash" and Teemo's reveal are words only these
cards use, so they stay here (docs/cards.md).

Kai'Sa, Evolutionary (wave 3, helper F): when she conquers, her controller may play a spell card of
their trash whose printed Energy cost is less than their points, ignoring its Energy cost, then
recycle it (419.3, 356.1.b.2, ruling 102; effects/spell_from_trash.py).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

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
from ...effects.battlefield_targets import BattlefieldTargetScript
from ...effects.cards import GearCard
from ...effects.friendly_auras import OtherFriendlyKeywordAura
from ...effects.play_from_zone import BANISH_CHOSEN_OWNER_PLAYS_TO_BASE, PlayFromTrashTrigger
from ...effects.recycle_me import READY_YOUR_RUNES, RecycleMeToPerform
from ...effects.spell_from_trash import PLAY_SPELL_IGNORING_ENERGY_THEN_RECYCLE
from ...effects.spells import custom, record
from ...effects.subjects import CardType
from ...effects.vocabulary import Add, ReturnToHand
from ...effects.words import HIDDEN, PREDICT
from ...engine.abilities import Ability
from ...engine.chain import Choices, behaviour
from ...engine.core import decide, emit, task
from ...engine.decisions import register_choice
from ...engine.may_triggers import MayTarget
from ...engine.mechanics import bonus_damage
from ...engine.points import points
from ...engine.primitives import channel, deal, recycle_cards, reveal
from ...engine.top_look import look_top
from ...engine.units import chain_item, create_token, might
from ...state import ChainItem, GameState
from .spells import SPRITE

__all__ = ["CARDS"]


# --- Retreat: the returned unit's owner channels ---------------------------------------------------

@custom("owner_channels_exhausted")
def _owner_channels(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 430, 430.3: the owner of the unit the linked return put into a hand (noted in the
    item's refs, as its target is now written -1, 359.3.e.4; a teammate's unit has its own owner,
    740.1.a) channels 1 rune exhausted."""
    if not item.refs:
        return False
    return channel(g, g.owner[item.refs[-1]], 1, True) > 0


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


# --- Dr. Mundo, Expert: Might from the trash, and "recycle 3 from your trash" -----------------------

class MightPerTrashCard:
    """A unit's passive (364.3): +1 Might for each card in its controller's trash, read whenever
    its Might is (the answer "might:own")."""

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield "might:own", lambda g, u: len(g.players[u.controller].trash)

    def describe(self) -> str:
        return "It has +1 Might for each card in your trash."


RECYCLE_3 = Custom("recycle_3_from_trash",
                   text="you recycle 3 cards of your trash of your choice (all of them if 3 or fewer)")


def _picked(g: GameState, cid: int) -> tuple[int, ...]:
    item = chain_item(g, cid)
    return item.refs if item is not None else ()


@custom("recycle_3_from_trash")
def _recycle_3(g: GameState, item: ChainItem, i: int) -> bool | None:
    """Rules 416.4, 416.6: as many as possible, up to 3, cards of the controller's trash of their
    choice (not targets); with 3 or fewer there, all of them (no choice). Picked one at a time
    (a "choose_card" decision ``recycle_pick``), then recycled together (416.5: random order)."""
    trash = g.players[item.controller].trash
    if not trash:
        return False
    if len(trash) <= 3:
        recycle_cards(g, item.controller, list(trash))
        return True
    decide(g, item.controller, "choose_card", ("recycle_pick", item.cid, i, 3))
    return None


def _recycle_options(g: GameState, player: int, ctx: tuple) -> list[int]:
    """One card per distinct card of the player's trash not picked yet (the trash is public)."""
    picked = _picked(g, ctx[1])
    seen: dict[int, int] = {}
    for c in sorted(g.players[player].trash):
        if c not in picked:
            seen.setdefault(g.cards[c].index, c)
    return sorted(seen.values())


@task("recycle_pick", "p", "c", "n", "n", "ci")
def _recycle_pick(g: GameState, player: int, cid: int, i: int, left: int, card: int) -> None:
    """The picked card is noted; once ``left`` are picked they are recycled together (416.5).
    ``card`` -1: no choice was made (the player left the game)."""
    if card < 0:
        record(g, cid, i, False)
        return
    record(g, cid, i, True, (card,))
    if left > 1:
        decide(g, player, "choose_card", ("recycle_pick", cid, i, left - 1))
    else:
        recycle_cards(g, player, list(_picked(g, cid)))


register_choice("recycle_pick", _recycle_options, (
    "{card}'s ability is resolving: {p} picks a card of their trash to recycle (one at a time)"))


# --- Teemo, Strategist: reveal 5, deal 1 for each card with Hidden ---------------------------------------

@custom("reveal_5_deal_per_hidden")
def _reveal_deal_per_hidden(g: GameState, item: ChainItem, i: int) -> bool | None:
    """Rules 424, 417, 416.5 (errata 2025-10-28): the controller reveals the top 5 of their Main
    Deck (431.1.c: never burns out); the chosen enemy unit, if still a legal target (here, 359.3.e.2),
    is dealt one Deal of 1 per revealed card with Hidden, by the ability (Bonus Damage added once,
    715.1; none when nothing is dealt, 715.4's own Teemo example); then the revealed cards are
    recycled together (random order)."""
    player = item.controller
    k = look_top(g, player, item.cid, i, 5)  # "as you reveal me" choices first
    if k is None:
        return None
    shown = reveal(g, player, k)
    n = sum(1 for c in shown if g.cards[c].has_keyword("Hidden"))
    targets = behaviour(g, item).legal_targets(g, item, 0)  # type: ignore[attr-defined]
    if n and targets:
        u = targets[0]
        deal(g, u, n + bonus_damage(g, player, u), player, item.cid)
    if shown:
        recycle_cards(g, player, list(shown))
    return True


@dataclass(frozen=True)
class SpellCheaperThanPoints(PlayFromTrashTrigger):
    """A triggered ability whose target is a spell card in its controller's trash with a printed
    Energy cost less than that player's points (206; 489.8.d.1: a team's), read as it is chosen
    (355.5) and again as it resolves (359.3.e.2). Its entry passes ``card_type="Spell"``."""

    def choices(self, g: GameState, player: int, cid: int) -> list[Choices]:
        n = points(g, player)
        return [ch for ch in super().choices(g, player, cid) if g.cards[ch[0][0][0]].energy < n]

    def choices_legal(self, g: GameState, player: int, cid: int,
                      targets: tuple[tuple[int, ...], ...], dest: int | None) -> bool:
        n = points(g, player)
        return (super().choices_legal(g, player, cid, targets, dest)
                and all(g.cards[c].energy < n for t in targets for c in t))

    def legal_targets(self, g: GameState, item: ChainItem, slot: int) -> list[Any]:
        n = points(g, item.controller)
        return [c for c in super().legal_targets(g, item, slot) if g.cards[c].energy < n]

    def describe(self, timing: str = "") -> str:
        return super().describe(timing).replace(
            "a spell card in your trash",
            "a spell card in your trash (printed Energy cost less than your points)")


CARDS: tuple = (
    # --- card wave 3 (helper F) ---
    UnitCard("ogn-112-298", "Kai'Sa, Evolutionary",
             on_conquer=SpellCheaperThanPoints(card_type="Spell",
                                               steps=(PLAY_SPELL_IGNORING_ENERGY_THEN_RECYCLE,)),
             may=(("conquer", MayTarget()),),
             note="The spell is chosen as the ability goes on the chain (355.10.a: a trash is public, so "
                  "it is a target; declining is the 'you may', 383.3.a), its printed Energy cost below "
                  "its controller's points then and as the ability resolves, and played once the "
                  "ability has resolved (354.3): its targets and choices are made then, its Power paid "
                  "(356.1.b.2); finalized, it goes to the bottom of its owner's Main Deck instead of "
                  "the trash as it leaves the chain, resolved or countered (ruling 102)."),
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
    UnitCard("ogn-109-298", "Dr. Mundo, Expert",
             passives=(MightPerTrashCard(),),
             when=((When("beginning", who="you"), TriggerScript(steps=(RECYCLE_3,))),),
             note="The cards are picked as the ability resolves (not targets) and go to the bottom of "
                  "the Main Deck together, in a random order (416.5)."),
    UnitCard("ogn-121-298", "Teemo, Strategist",
             on_defend=TriggerScript(targets=(Target(Units(side="enemy", where="here")),),
                                     steps=(Custom("reveal_5_deal_per_hidden",
                                                   text="you reveal the top 5 cards of your Main Deck; T1 "
                                                        "takes 1 damage per revealed card with Hidden; the "
                                                        "revealed cards are recycled"),)),
             note="Read from its errata: it triggers only when it defends (not when played from "
                  "facedown), its target chosen as it goes on the chain. " + HIDDEN),
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
    # --- card wave 3 (issue 13, sweep O) ---
    UnitCard("ogn-100-298", "Gemcraft Seer", script=TriggerScript(steps=(PREDICT,)),
             passives=(OtherFriendlyKeywordAura((("Vision", 1),)),),
             note="Its own Vision is a Play Effect that predicts (817.1.b); every other friendly unit has "
                  "Vision while it is on the board, so one played then predicts as it is played, once "
                  "more than its own Vision (817.2)."),
    SpellCard("ogn-266-298", "Siphon Power",
              BattlefieldTargetScript(steps=(GiveMight(1, Each(Units(side="friendly", where="here"))),
                                             GiveMight(-1, Each(Units(side="enemy", where="here")),
                                                       minimum=1))),
              note="Any battlefield; the units there as it resolves, friendly and enemy to its player "
                   "(740.1.a); an enemy unit already at 1 Might or less loses none (not below 1)."),
    UnitCard("ogn-110-298", "Ekko, Recurrent",
             when=((When("die"), TriggerScript(steps=(READY_YOUR_RUNES,))),),
             may=(("die", RecycleMeToPerform()),),
             note="Deathknell (808.1.c): recycling its card from the trash is the ability's cost, paid as "
                  "it is finalized (383.3.b); if the card is no longer there the ability leaves the chain. "
                  "'Your runes' are those of the player who controlled it as it died."),
    # --- card wave 3 (helper A, trash-play) ---
    SpellCard("ogn-102-298", "Portal Rescue",
              SpellScript(targets=(Target(Units(side="friendly")),),
                          steps=(BANISH_CHOSEN_OWNER_PLAYS_TO_BASE,)),
              note="Errata read: its owner plays it to their base. Played again it is a new object "
                   "(124.1): damage, buffs and effects on it are gone; it enters exhausted unless "
                   "something lets it enter ready (143.4; Accelerate may be paid, 356.1.b.3), once the "
                   "spell has resolved (354.3); its Play Effect triggers (419.4.a). A token ceases to "
                   "exist instead (186.1)."),
)
