"""Unleashed (UNL): cards of no domain and battlefields of the first card wave (issue 12), from its
second pass (sweep U2): Amateur Recital, Forbidding Waste and Frozen Fortress."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from ...effects import Chosen, Const, Deal, Each, MoveUnit, Target, TriggerScript, Units
from ...effects.cards import BattlefieldCard
from ...effects.death_saves import PayToSaveHere
from ...engine.first_beginning import EVERY_TURN
from ...engine.may_triggers import MayTarget
from ...engine.passives import alone
from ...engine.reactions import Triggered
from ...state import DEFENDER, GameState, Unit

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
)
