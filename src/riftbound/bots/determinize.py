"""Determinization: a copy of a game in which everything one player can't see is dealt anew.

Bots that look ahead (greedy, ISMCTS) search on such copies, never on the real game, so they use
only what their player may know (rule 128); they apply their actions there with
:func:`apply_unchecked`.
"""

from __future__ import annotations

import random

from ..actions import Action
from ..engine.decisions import advance, resolve
from ..game import Game
from ..rng import seed_state

__all__ = ["apply_unchecked", "observed_game"]


def observed_game(game: Game, player: int, rng: random.Random) -> Game:
    """A determinized copy of ``game`` consistent with what ``player`` knows (rule 128).

    The player's own hand and every public zone (board, runes, trash, banishment, champion and
    legend zones, points, the score ledger) stay as they are. Everything hidden from ``player`` is
    resampled with ``rng``:

    - each opponent's hand, Main Deck and facedown cards are shuffled together and dealt back (a
      facedown card as a card with Hidden), so the copy's opponent holds cards that could be there;
    - every Main Deck, the player's own included (its order is secret to its owner too, rule
      108.4.d), and every Rune Deck is shuffled;
    - the game's random generator is reseeded, so the copy's future random events (recycling
      order, 416.5) are not those of the real game.

    Hidden cards are sorted before they are shuffled, so the result depends only on what the
    player may know and on ``rng``: swapping an opponent's hand and deck cards in the real game
    gives the same copy. The copy keeps no log (``clone(log=False)``).
    """
    twin = game.clone(log=False)
    g = twin.state
    shuffle = rng.shuffle
    for i, p in enumerate(g.players):
        if i == player:
            if len(p.deck) > 1:
                deck = sorted(p.deck)
                shuffle(deck)
                p.deck = deck
        else:
            n = len(p.hand)
            # their facedown cards are private too (107.3.f): dealt again from the same pool, each a
            # card with Hidden (811.1.b), kept when the pool has none
            downs = [b for b in g.battlefields if b.facedown is not None and b.facedown[1] == i
                     and g.owner[b.facedown[0]] == i]
            pool = sorted(p.hand + p.deck + [b.facedown[0] for b in downs if b.facedown is not None])
            shuffle(pool)
            for b in downs:
                f = b.facedown
                assert f is not None
                k = next((k for k, c in enumerate(pool) if g.cards[c].has_keyword("Hidden")), None)
                b.facedown = (pool.pop(k), i, f[2]) if k is not None else f
                if k is None:
                    pool.remove(f[0])
            p.hand = pool[:n]
            p.deck = pool[n:]
        if len(p.rune_deck) > 1:
            runes = sorted(p.rune_deck)
            shuffle(runes)
            p.rune_deck = runes
    g.rng = seed_state(rng.getrandbits(64))
    return twin


def apply_unchecked(game: Game, action: Action, pass_before: int = 0) -> None:
    """``game.apply(action)`` without the legality check (nor the history), for a bot's own copies
    of a game only.

    The check lists every legal action, and in the Main Phase that means every group of ready units
    to every destination: about a third of a simulation's time. Actions applied here come from the
    engine's own lists or from the greedy bot's generators, whose output the tests check against
    the engine's legal actions.

    ``pass_before``: for a caller whose every answer to Focus and Priority before that turn is Pass
    (an ISMCTS search whose rollouts follow the greedy policy): such decisions are passed at once
    (``advance``'s ``pass_before``) instead of listing their options to see whether they are
    forced. The same states as answering them with Pass, without the listing.
    """
    game._legal = None  # the copy's cached legal actions are stale after this
    g = game.state
    resolve(g, action)
    if g.outcome is None:
        game._legal = advance(g, pass_before)  # the options it listed, if any, are the next decision's
