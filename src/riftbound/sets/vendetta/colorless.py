"""Vendetta (VEN): cards of no domain and battlefields of the first card wave (issue 12)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from ...effects import Draw, TriggerScript, Units
from ...effects.burn_banish import burn
from ...effects.cards import BattlefieldCard
from ...effects.may_exhaust import MayPayEnergy
from ...effects.passives import MightAura
from ...engine.combat_start import QUESTION as COMBAT_START
from ...engine.keywords import DEFLECT_IGNORED_HERE
from ...engine.mechanics import add_resources
from ...state import GameState

__all__ = ["CARDS"]


def _four_runes_or_fewer(g: GameState, player: int, cid: int) -> bool:
    """The trigger condition of Protective Sands (383.2.a.1): the conqueror has 4 or fewer runes on
    the board as they conquer."""
    return len(g.players[player].runes) <= 4


def _each_combatant_adds_one(g: GameState, bf: int, attacker: int, defender: int) -> None:
    """Rules 464.2.b, 429.1-429.2: the attacker, then the defender, add 1 Energy to their Rune Pool
    (the ability Adds, so it resolves as soon as it is finalized)."""
    for p in (attacker, defender):
        add_resources(g, p, 1, ())


@dataclass(frozen=True)
class CombatantsAddOne:
    """A battlefield's "when combat starts here, the attacker and the defender each Add 1 Energy"
    (464.2.b, 429.2)."""

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield COMBAT_START, _each_combatant_adds_one

    def describe(self) -> str:
        return ("When a combat opens here, its attacker and its defender each add 1 Energy to their rune "
                "pool at once (an Add ability resolves as it is finalized).")


@dataclass(frozen=True)
class DeflectIgnoredHere:
    """A battlefield's passive (364.1): players ignore Deflect while paying for a spell or ability
    that chooses a unit there (809.1.d adds no cost, for any of its targets)."""

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield DEFLECT_IGNORED_HERE, True

    def describe(self) -> str:
        return ("A spell or ability that chooses a unit here costs no extra Power for Deflect, for "
                "any of its targets (for every player).")


CARDS: tuple[BattlefieldCard, ...] = (
    BattlefieldCard("ven-165-166", "Shadow Temple", on_hold=TriggerScript(steps=(burn(3),)),
                    note="Burning past the end of the Main Deck burns out, then burns the rest (440.4)."),
    BattlefieldCard("ven-162-166", "Protective Sands", on_conquer=TriggerScript(steps=(Draw(1),)),
                    may=(("conquer", MayPayEnergy(1)),), if_=(("conquer", _four_runes_or_fewer),),
                    note="It triggers only if the conqueror has 4 or fewer runes on the board as they "
                         "conquer (383.2.a.1); paying is decided as it goes on the chain (383.3.a-b)."),
    BattlefieldCard("ven-159-166", "Kinkou Temple",
                    passives=(MightAura(Units(where="here", keyword="Tank"), 1),),
                    note="Printed or granted Tank, any player's unit."),
    BattlefieldCard("ven-166-166", "Threshold of the Gray", passives=(CombatantsAddOne(),),
                    note="It happens before the attacker and defender get their designations (464.2.b); "
                         "the Energy stays in the pools until they empty (at the end of the turn, 167)."),
    BattlefieldCard("ven-158-166", "Heisho, Shell of the World", passives=(DeflectIgnoredHere(),),
                    note="A unit here is one at this battlefield as the cost is worked out."),
)
