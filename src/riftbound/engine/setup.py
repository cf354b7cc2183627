"""Setting up a game (rules 110-118) for any mode of play (rules 481-489).

The order of random draws is part of the specification: first player (115), then each seat's
battlefield choice in seat order (485.5, 488.5), then each seat's Main Deck and Rune Deck shuffles
in seat order (114). The mulligans follow in turn order (117) and the first turn begins (118).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..modes import Mode
from ..rng import seed_state
from ..state import Battlefield, GameState
from .contexts import PlaceBattlefield
from .core import decide, emit, push, task
from .index import attach_index
from .primitives import random_below, shuffle

if TYPE_CHECKING:
    from ..cards import CardDB, CardDef
    from ..decks import Deck


def new_state(decks: list[Deck], mode: Mode, seed: int, db: CardDB, log: bool = True
              ) -> GameState:
    """Build the cards of every deck, then queue setup; nothing random happens before ``run``."""
    cards: list[CardDef] = []
    owner: list[int] = []
    zones: list[dict[str, list[int]]] = []
    for seat, deck in enumerate(decks):
        z: dict[str, list[int]] = {"main": [], "runes": [], "bfs": [], "legend": [],
                                   "champion": []}
        for key, ids in (("legend", [deck.legend] if deck.legend else []),
                         ("champion", [deck.champion] if deck.champion else []),
                         ("main", list(deck.main)), ("runes", list(deck.runes)),
                         ("bfs", list(deck.battlefields))):
            for card_id in ids:
                z[key].append(len(cards))
                cards.append(db.by_id(card_id))
                owner.append(seat)
        zones.append(z)
    g = GameState(tuple(cards), tuple(owner), mode)
    attach_index(g)
    g.rng = seed_state(seed)
    if not log:
        g.log = None
    push(g, ("setup", tuple(tuple(sorted(z.items())) for z in zones)))
    return g


@task("setup", "zones")
def _setup(g: GameState, zones: tuple) -> None:
    mode = g.mode
    n = mode.players
    z = [dict(t) for t in zones]
    # 111-112: legend and chosen champion to their zones.
    for seat in range(n):
        p = g.players[seat]
        p.legend = z[seat]["legend"][0] if z[seat]["legend"] else None
        p.champion = z[seat]["champion"][0] if z[seat]["champion"] else None
        p.chosen_champion = g.cards[p.champion].id if p.champion is not None else None  # 103.2.a.3
    # 115: turn order, starting from a random first player (115.1, 489.5.c alternates teams
    # because seats alternate teams).
    first = random_below(g, n)
    g.first_player = first
    g.turn_order = [(first + i) % n for i in range(n)]
    g.turn_player = first
    emit(g, "115", "first_player", first)
    # 113, 485.5, 488.4.b: each contributing seat picks one of its battlefields at random; in a
    # Match each player selects theirs (486.5), a decision taken in turn order.
    asks = []
    for seat in (g.turn_order if mode.choose_battlefields else range(n)):
        bfs = z[seat]["bfs"]
        if mode.first_player_removes_battlefields and seat == first:
            continue
        if not bfs:
            continue
        if mode.choose_battlefields and len(bfs) > 1:
            asks.append(("ask_battlefield", seat, tuple(bfs)))
            continue
        pick = bfs[random_below(g, len(bfs))]
        g.battlefields.append(Battlefield(pick))
        g.quiet = None  # one battlefield more: the cleanup looks again (state.GameState.quiet)
        emit(g, "485.5", "battlefield", seat, pick)
    for seat in range(n):  # 114: the decks go to their zones; ``deal`` shuffles them
        g.players[seat].deck = list(z[seat]["main"])
        g.players[seat].rune_deck = list(z[seat]["runes"])
    push(g, *asks, ("deal",))


@task("ask_battlefield", "p", "cs")
def _ask_battlefield(g: GameState, seat: int, bfs: tuple[int, ...]) -> None:
    """Rule 486.5: the player selects one of their battlefields (hidden until all have chosen)."""
    decide(g, seat, "choose_battlefield",
           PlaceBattlefield("place_battlefield", tuple(range(len(bfs))), seat, bfs))


@task("place_battlefield", "n", "p", "cs")
def _place_battlefield(g: GameState, index: int, seat: int, bfs: tuple[int, ...]) -> None:
    g.battlefields.append(Battlefield(bfs[index]))
    g.quiet = None  # one battlefield more: the cleanup looks again (state.GameState.quiet)
    emit(g, "486.5", "battlefield", seat, bfs[index])


@task("deal")
def _deal(g: GameState) -> None:
    """Rules 114-118: shuffle, draw 4, mulligans in turn order, then the first turn."""
    n = g.mode.players
    # The battlefields are placed simultaneously, in seat order (485.5, 486.5).
    g.battlefields.sort(key=lambda b: g.owner[b.cid])
    first = g.first_player
    # 114: shuffle Main and Rune Decks.
    for seat in range(n):
        p = g.players[seat]
        shuffle(g, p.deck)
        shuffle(g, p.rune_deck)
    # 116: each player draws 4.
    g.phase = "mulligan"
    for seat in g.turn_order:
        p = g.players[seat]
        for _ in range(min(4, len(p.deck))):
            p.hand.append(p.deck.pop())
        emit(g, "116", "draw", seat, 4)
    # 117-118: mulligans in turn order, then the first turn.
    push(g, *[("ask_mulligan", seat) for seat in g.turn_order], ("start_turn", first))


@task("ask_mulligan", "p")
def _ask_mulligan(g: GameState, seat: int) -> None:
    """Rule 117: the mulligan is the player's decision."""
    decide(g, seat, "mulligan")
