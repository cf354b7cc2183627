"""Unleashed (UNL): cards of no domain and battlefields of the first card wave (issue 12), from its
second pass (sweep U2): Amateur Recital, Forbidding Waste and Frozen Fortress; of the third pass
(sweep U3): Dusk Rose Lab, Abandoned Hall, Gardens of Becoming, Forgotten Library and
Vaults of Helia; of card wave 2's last session (helper H): Valley of Idols, Star Spring, Trapping
Grounds."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from ...effects import (
    Chosen,
    Const,
    Custom,
    Deal,
    Draw,
    Each,
    GiveMight,
    MoveUnit,
    Target,
    TriggerScript,
    Units,
)
from ...effects.cards import BattlefieldCard
from ...effects.death_saves import PayToSaveHere
from ...effects.excess_here import PLAY_BIRD_WHERE_CHOSEN, AssignedExcessHere
from ...effects.played_here import FirstUnitPlayedHereMayMoveAnother, UnitPlayedHereMayPayToBuff
from ...effects.returned_here import UnitReturnedHereMayPayToChannel
from ...effects.spells import custom, unit_signature
from ...effects.words import PREDICT
from ...engine.abilities import GIVES_HERE, Ability
from ...engine.any_player_triggers import ANY_PLAYER
from ...engine.core import emit
from ...engine.first_beginning import EVERY_TURN
from ...engine.may_triggers import MayTarget
from ...engine.passives import alone
from ...engine.primitives import kill
from ...engine.reactions import ON, Condition, Triggered
from ...engine.turn_effects import UNITS_COST_MORE, add_turn_effect
from ...state import DEFENDER, ChainItem, GameState, Unit, place_of
from .body import GAIN_1_XP
from .fury import SpentOnIt

__all__ = ["CARDS", "DefendingAloneHere", "EachBeginningAbility"]


class EachBeginningAbility:
    """A battlefield's triggered ability at the start of each player's Beginning Phase, every turn,
    before scoring (315.2.a, 383.1): its answer to "on:first_beginning", with "on every Beginning
    Phase" (engine/first_beginning.py EVERY_TURN) so that it triggers every turn and not only on a
    player's first; its controller the battlefield's, or the Turn Player while no one controls it
    (190.6.a-b)."""

    def __init__(self, script: TriggerScript) -> None:
        self.script = script

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield "on:first_beginning", Triggered(self.script)
        yield EVERY_TURN, True

    def describe(self) -> str:
        return self.script.describe("At the start of each player's Beginning Phase, before scoring "
                                    "(on the chain)")


@dataclass(frozen=True)
class DefendingAloneHere:
    """A battlefield's passive (364.1, 740.2.a): while a unit at it is a defender with no other
    friendly unit there, that unit has ``amount`` Might more (a negative amount: less), whoever
    controls it or the battlefield. Its own answer to "might:aura", reaching only units here."""

    amount: int
    here_only: bool = field(default=True, init=False)
    constant: int | None = field(default=None, init=False)

    def __call__(self, g: GameState, source: int, controller: int | None, here: int, u: Unit) -> int:
        if u.loc != here or u.role != DEFENDER or not alone(g, u):
            return 0
        return self.amount

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield "might:aura", self

    def describe(self) -> str:
        return (f"While a unit here is a defender with no other friendly unit here, it has "
                f"{self.amount:+d} Might.")


@dataclass(frozen=True)
class MayKillYourUnitHere:
    """The "you may" of "you may kill a unit you control here to ...": the kill is a cost within the
    instruction (355.10.c.1: no target), paid as the ability is finalized (383.3.a-b; an active kill,
    428): the options are its controller's units at the battlefield (one per interchangeable group,
    ruling 2), -1 declines. A kill its death's replacement stops is still paid (357.2.a)."""

    def options(self, g: GameState, player: int, cid: int, kind: str) -> list[int]:
        here = place_of(g, cid)  # its place, once replaced (438.1.a)
        groups: dict[tuple, int] = {}
        for u in g.units.values():
            if u.loc == here and u.controller == player:
                key = unit_signature(g, u)
                groups[key] = min(groups.get(key, u.cid), u.cid)
        return sorted(groups.values())

    def accept(self, g: GameState, player: int, cid: int, kind: str, card: int) -> tuple:
        u = g.units.get(card)
        if u is not None:
            emit(g, "357.2", "cost_kill", player, card)
            kill(g, u)
        return ()

    def describe(self) -> str:
        return "its controller may kill a unit they control here as it is finalized, to perform it"


class YourBeginningMayKillHereToDraw:
    """A battlefield's triggered ability "at the start of your Beginning Phase" (315.2.a, 383.1):
    "your" is its controller's (it triggers only while controlled, for that player's own phase,
    before scoring); they may kill a unit of theirs here to draw 1. Answers "on:beginning"."""

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield ON["beginning"], Triggered(TriggerScript((Draw(1),)), Condition("you"), None,
                                         MayKillYourUnitHere())

    def describe(self) -> str:
        return ("At the start of its controller's Beginning Phase, before scoring (on the chain): they may "
                "kill a unit they control here to draw 1.")


class WhenAPlayerPlaysASpell:
    """A battlefield's triggered ability for any player (190.6.c; engine/any_player_triggers.py):
    when a player plays a spell (it triggers once the spell has resolved, 419.4.a; a countered one
    doesn't), that player controls it and may choose a unit they control at this battlefield, as it
    is finalized (383.3.a, 355.5), which gets +1 Might this turn. Answers "on:any_player" and
    "on:play_spell"."""

    script = TriggerScript(targets=(Target(Units(side="own", where="here")),),
                           steps=(GiveMight(1, Chosen(0)),))

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield ANY_PLAYER, (("play_spell", None),)
        yield ON["play_spell"], Triggered(self.script, Condition("me"), None, MayTarget())

    def describe(self) -> str:
        return ("When any player plays a spell, that player (controlling this ability, whoever controls the "
                "battlefield) may choose a unit they control here: it gets +1 Might this turn.")


class UnitsHereHaveExhaustForXp:
    """A battlefield's passive (364.1; engine/abilities.py GIVES_HERE): each unit at it, any
    player's, has the activated ability "exhaust: gain 1 XP" (377, 730.1) while there; its
    controller activates it (on their turn, nothing on the chain, 381). Answers "activated" (the
    ability, lent to the units there) and "activated:here"."""

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield "activated", (Ability(TriggerScript((GAIN_1_XP,)), exhaust=True),)
        yield GIVES_HERE, True

    def describe(self) -> str:
        return "Each unit here has 'exhaust it: you gain 1 XP' (its controller's ability while it is here)."


class YourBigSpellsPredict:
    """A battlefield's triggered ability while its controller controls it (190.6.a, 190.6.d: "you"
    is its controller; an uncontrolled one does nothing): when they play a spell they spent 4
    Energy or more on (engine/spell_spending.py; it triggers once the spell has resolved, 419.4.a),
    they predict (436). Answers "on:play_spell"."""

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield ON["play_spell"], Triggered(TriggerScript((PREDICT,)),
                                          Condition("you", subject_if=SpentOnIt(4).test))

    def describe(self) -> str:
        return ("While you control it, when you play a spell you spent 4 Energy or more to play, you predict "
                "(on the chain).")


@custom("your_units_cost_1_more")
def _your_units_cost_1_more(g: GameState, item: ChainItem, i: int) -> bool:
    """Rules 356.3, 390.4, 317.2.c: the ability's controller's unit cards cost 1 Energy more to play
    for the rest of this turn (engine/costs.py unit_cost; tokens have no cost, 185)."""
    add_turn_effect(g, UNITS_COST_MORE, item.controller)
    return True


CARDS: tuple[BattlefieldCard, ...] = (
    BattlefieldCard("unl-207-219", "Amateur Recital",
                    on_hold=TriggerScript(targets=(Target(Units(where="battlefield")),),
                                          steps=(MoveUnit(Chosen(0), to_base=True),)),
                    may=(("hold", MayTarget()),),
                    note="Any player's unit at any battlefield may be chosen as the ability goes on the "
                         "chain (choosing one performs it, 383.3.a); it moves to its controller's base "
                         "(a move, 449)."),
    BattlefieldCard("unl-210-219", "Forbidding Waste", passives=(DefendingAloneHere(-2),)),
    BattlefieldCard("unl-206-219", "Altar of Blood", passives=(PayToSaveHere(3),),
                    note="'During combat' is read as while a combat is going on at it (459-466.7): the "
                         "deaths of a combat's cleanup (466.1) and of spells and abilities played in its "
                         "showdown count; any player's unit there, its controller deciding and paying. "
                         "Its passive works whoever controls it (364.1)."),
    BattlefieldCard("unl-212-219", "Frozen Fortress",
                    passives=(EachBeginningAbility(TriggerScript(steps=(
                        Deal(Const(1), Each(Units(where="here"))),))),),
                    note="Every unit there as it resolves takes 1, any player's; it resolves before the "
                         "Scoring Step (315.2.a-b)."),
    # --- third pass (sweep U3) ---
    BattlefieldCard("unl-209-219", "Dusk Rose Lab", passives=(YourBeginningMayKillHereToDraw(),),
                    note="An uncontrolled battlefield has no 'you': nothing triggers (190.6)."),
    BattlefieldCard("unl-205-219", "Abandoned Hall", passives=(WhenAPlayerPlaysASpell(),),
                    note="It triggers for a player without units here too, and is then removed as it has no "
                         "target (402.4)."),
    BattlefieldCard("unl-213-219", "Gardens of Becoming", passives=(UnitsHereHaveExhaustForXp(),),
                    note="A unit that leaves it no longer has the ability; the battlefield itself has no "
                         "ability to activate."),
    BattlefieldCard("unl-211-219", "Forgotten Library", passives=(YourBigSpellsPredict(),),
                    note="The Energy counted is the Energy of the spell's total cost its player paid (357)."),
    BattlefieldCard("unl-219-219", "Vaults of Helia",
                    on_hold=TriggerScript(steps=(Custom("your_units_cost_1_more",
                                                        text="your unit cards cost 1 Energy more to play "
                                                             "this turn"),)),
                    note="The player who holds it pays the more (383.4.d.2.b); the increase comes before any "
                         "discount (356.3) and also applies to a unit played from facedown or by an effect "
                         "ignoring its cost (356.1.b.3)."),
    # --- card wave 2, session 4 (helper H) ---
    BattlefieldCard("unl-218-219", "Valley of Idols", passives=(UnitPlayedHereMayPayToBuff(),),
                    note="It triggers for whoever plays a unit card here, whoever controls the battlefield "
                         "(190.6.c), once the unit has entered (419.4.a); the Energy is the ability's cost "
                         "(383.3.b). A unit that already has a buff gets none (702.3.a)."),
    BattlefieldCard("unl-215-219", "Star Spring", passives=(FirstUnitPlayedHereMayMoveAnother(),),
                    note="'The first time each turn' counts every unit card played here this turn by any "
                         "player (docs/rulings.md 111); the unit moved is a target chosen as the ability is "
                         "finalized, never the unit just played."),
    BattlefieldCard("unl-217-219", "Trapping Grounds", passives=(AssignedExcessHere(3),),
                    on_conquer=TriggerScript(steps=(PLAY_BIRD_WHERE_CHOSEN,)),
                    if_=(("conquer", AssignedExcessHere(3)),),
                    note="Excess damage as for Yeti Brawler (ruling 96): the conqueror's, in the combat "
                         "here; moving into an empty battlefield assigns none. The token's place is chosen "
                         "as it is played (ruling 52)."),
    BattlefieldCard("unl-214-219", "Ripper's Bay", passives=(UnitReturnedHereMayPayToChannel(),),
                    note="Any player's unit, returned by any player's spell or ability; 'that player' is the "
                         "owner, into whose hand it goes (a token too, which then ceases to exist, 186.1). "
                         "The ability is theirs whoever controls the battlefield (190.6.c)."),
)
