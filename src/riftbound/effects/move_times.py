"""Words on a unit's moves this turn and on a chosen player.

- :class:`MovedTimes`: the trigger condition "the Nth time I move each turn" (383.1, 383.2.a.1) of a
  "when I move" ability: true only for the move that makes it ``n``; the moves are counted per unit
  object (a unit that leaves the board and comes back is a new object, 124.1) in games with a card
  answering ``move:counted`` (:class:`CountsMoves`, engine/events.py).
- :func:`chosen_player_burns`: "choose a player; they Burn N" (440): any player, its controller
  included, chosen as the effect executes (a ``choose_opponent`` decision whose seats are every
  player in the game; 303.2.a: in turn order from the controller).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from ..engine.contexts import Opponents
from ..engine.core import decide, task
from ..engine.events import MOVES_COUNTED, times_moved
from ..engine.primitives import OBJECT_FACTS, mill
from ..state import ChainItem, GameState
from .spells import custom
from .vocabulary import Custom

__all__ = ["CountsMoves", "MovedTimes", "chosen_player_burns"]

OBJECT_FACTS.add("moved")  # "moved:<cid>": the moves of this object this turn (124.1)


@dataclass(frozen=True)
class CountsMoves:
    """The passive that makes the game count each unit's moves this turn (its only answer)."""

    def hooks(self, card_id: str) -> Iterator[tuple[str, Any]]:
        yield MOVES_COUNTED, True

    def describe(self) -> str:
        return "(The game counts each unit's moves this turn.)"


@dataclass(frozen=True)
class MovedTimes:
    """Trigger condition (383.2.a.1) of a "when I move" ability: this is the source's ``n``-th move
    this turn (383.1: "the first / third time I move each turn")."""

    n: int

    def __call__(self, g: GameState, player: int, cid: int) -> bool:
        return times_moved(g, cid) == self.n


def _players_from(g: GameState, player: int) -> tuple[int, ...]:
    """Every player still in the game, in turn order from ``player`` (303.2.a)."""
    order = g.turn_order
    k = order.index(player) if player in order else 0
    return tuple(p for p in order[k:] + order[:k] if g.players[p].alive)


def chosen_player_burns(n: int) -> Custom:
    """Rule 440: the controller chooses a player, any (themselves too), as this executes; that
    player burns ``n`` (440.3.a: they must; past the end of their deck they burn out, 440.4)."""
    name = f"chosen_player_burns_{n}"

    @custom(name)
    def _choose(g: GameState, item: ChainItem, i: int) -> bool | None:
        seats = _players_from(g, item.controller)
        if len(seats) == 1:
            mill(g, seats[0], n)
            return True
        decide(g, item.controller, "choose_opponent", Opponents(name, seats))
        return None

    @task(name, "p", "p")
    def _burn(g: GameState, player: int, chosen: int) -> None:
        mill(g, chosen, n)

    cards = "card goes" if n == 1 else f"{n} cards go"
    return Custom(name, text=f"you choose a player (you too); they burn {n} (the top {cards} of their "
                             "Main Deck to their trash)")
