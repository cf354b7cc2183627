"""Cost reductions counted from the turn (356.4, 356.6): "I cost 1 less for each card you've played
this turn, to a minimum of 1" (Battering Ram); "I cost 2 Energy and a Calm Power less for each point
you scored from holding this turn" (Needlessly Large Yordle); and the count of Power spent this turn
that the condition :class:`~riftbound.effects.passives.SpentPowerThisTurn` reads (Sivir, Mercenary)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from ..cards import load_cards
from ..engine.costs import OwnCost
from ..engine.scoring import HOLD_POINTS, hold_points_this_turn
from ..engine.units import POWER_SPENT
from ..state import GameState

__all__ = ["CheaperPerCardPlayed", "CheaperPerHoldPoint", "CountsPowerSpent"]


def cards_played_this_turn(g: GameState, player: int) -> int:
    """The cards ``player`` has played this turn, counted as each is finalized (the turn's counts,
    as Legion reads them, 812.1.b.1): the card whose cost is being worked out is not among them."""
    return g.counts.get(f"play_card:{player}", 0)


@dataclass(frozen=True)
class CheaperPerCardPlayed:
    """A card's own passive (356.4, 356.6): its Energy cost is ``amount`` lower for each card its
    player has played this turn, this reduction not taking it below ``minimum`` (read from its
    printed cost in the card table)."""

    amount: int = 1
    minimum: int = 1

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        room = max(load_cards().by_id(card_id).energy - self.minimum, 0)

        def discount(g: GameState, player: int) -> int:
            return min(self.amount * cards_played_this_turn(g, player), room)

        yield "cost:own", OwnCost(discount=discount)

    def describe(self) -> str:
        return (f"Its Energy cost is {self.amount} lower for each card its player has played this turn "
                f"(not below {self.minimum}).")


@dataclass(frozen=True)
class CheaperPerHoldPoint:
    """A card's own passive (356.4, 356.6): for each point its player gained by holding this turn
    (469.2) its cost is ``energy`` Energy and one Power of each domain of ``power`` lower (a pip of
    that domain, while there is one left; never below 0)."""

    energy: int
    power: tuple[str, ...] = ()

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        def discount(g: GameState, player: int) -> int:
            return self.energy * hold_points_this_turn(g, player)

        def pips(g: GameState, player: int) -> tuple[str, ...]:
            return self.power * hold_points_this_turn(g, player)

        yield "cost:own", OwnCost(discount=discount, power_discount=pips)
        yield HOLD_POINTS, True

    def describe(self) -> str:
        power = "".join(f" and one {d} Power" for d in self.power)
        return (f"Its cost is {self.energy} Energy{power} lower for each point its player gained by holding "
                f"this turn.")


@dataclass(frozen=True)
class CountsPowerSpent:
    """The card's answer to "power:spent_counted": its game counts the Power each player spends."""

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield POWER_SPENT, True

    def describe(self) -> str:
        return "The Power each player spends this turn is counted as it is paid."
