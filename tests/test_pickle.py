"""A game pickles (a copy for another process: a worker pool, a search, a saved session) and the copy
is the same game: the same position, and it plays on exactly as the original does (issue 14, a
supported compiled build: no rule of the game is checked here).

These tests run against the compiled build too (.ci/run): there the state's classes are compiled,
and a compiled class is not rebuilt the way a Python class is (it is called, with its arguments), so
each says how it is pickled.
"""

from __future__ import annotations

import pickle

import pytest

from riftbound import MODES, Game
from riftbound.bots import RandomBot
from riftbound.cards import load_cards
from riftbound.decks import builtin_decks, champion_decks, origins_decks
from riftbound.formats.position_dump import dumps
from riftbound.game import unsupported_cards
from riftbound.state import Battlefield, Gear, Showdown, Unit


def _playable_champion_decks() -> list:
    return [d for d in champion_decks() if not unsupported_cards(d)]


def _play(game: Game, seed: int, decisions: int) -> None:
    bots = [RandomBot(seed * 10 + i) for i in range(len(game.state.players))]
    for _ in range(decisions):
        if game.is_over():
            return
        game.apply(bots[game.to_move()].choose(game))


def _cases() -> list[pytest.param]:
    origins = origins_decks()
    decks = _playable_champion_decks()
    cases = [pytest.param([origins[0], origins[1]], "duel", s, id=f"origins-{s}") for s in range(3)]
    pairs = [(decks[i], decks[-1 - i]) for i in range(min(3, len(decks) // 2))]
    cases += [pytest.param(list(pair), "duel", 10 + i, id=f"{pair[0].name}-{pair[1].name}")
              for i, pair in enumerate(pairs)]
    # teammates need different battlefields (489.8.i): the three Origins decks, then a practice one
    mixed = [*origins, builtin_decks()[0]]
    cases += [pytest.param(mixed[:MODES[m].players], m, 20, id=m)
              for m in sorted(MODES) if m != "duel" and MODES[m].best_of == 1]
    return cases


@pytest.mark.parametrize(("decks", "mode", "seed"), _cases())
def test_a_pickled_game_is_the_same_game_and_plays_on_the_same(decks: list, mode: str, seed: int) -> None:
    """Pickled at several points of a game, the copy has the original's position (its full dump,
    deck order included) and log, and the same bots then play both to the same end."""
    game = Game.new(decks, MODES[mode], seed=seed)
    for stop in (0, 40, 120):
        _play(game, seed, stop)
        copy = pickle.loads(pickle.dumps(game))
        assert type(copy) is Game
        assert dumps(copy) == dumps(game)
        assert copy.legal_actions() == game.legal_actions()
        twin = game.clone()
        _play(twin, seed + stop, 10_000)
        _play(copy, seed + stop, 10_000)
        assert copy.outcome() == twin.outcome()
        assert copy.log_text() == twin.log_text()


def test_the_pieces_of_a_state_pickle_on_their_own() -> None:
    """The values a state holds pickle by themselves: a card, a mode, an outcome."""
    card = load_cards().cards[0]
    assert pickle.loads(pickle.dumps(card)) == card
    for mode in MODES.values():
        assert pickle.loads(pickle.dumps(mode)) == mode
    game = Game.new(builtin_decks(), seed=4)
    _play(game, 4, 10_000)
    assert game.is_over()
    assert pickle.loads(pickle.dumps(game.outcome())) == game.outcome()


def test_a_pickled_game_does_not_keep_its_recorder() -> None:
    """``on_action`` (a recorder writing the game as it is played) stays with the original, as it
    does with a clone: it would write the copy's actions into the original's record."""
    game = Game.new(builtin_decks(), seed=5)
    game.on_action = _no_entry  # (picklable: a copy that kept it would still unpickle)
    copy = pickle.loads(pickle.dumps(game))
    assert game.on_action is _no_entry
    assert copy.on_action is None
    assert dumps(copy) == dumps(game)


def _no_entry(_game: Game, _action: object) -> None:
    """A recorder that writes nothing."""


def test_each_board_record_pickles_with_every_field() -> None:
    """A unit, gear, battlefield and showdown are rebuilt from their ``key()`` as arguments in
    order: every field set to a value other than its default comes back (a field added to the key
    out of order, or left out of it, would not)."""
    unit = Unit(7, 1, 2, False, 3, 1, 4, -1, 2, True, True, True, 5, 6, ("Assault 2",))
    gear = Gear(8, 1, 0, True, True, 7, True)
    field = Battlefield(9, 1, 0, True, True, (3, 1, 4), (11, 12))
    showdown = Showdown(1, True, 1, 2, 0, 1, ((7, 2),), True, "spell", ((7, 0),))
    for record in (unit, gear, field, showdown):
        copy = pickle.loads(pickle.dumps(record))
        assert type(copy) is type(record)
        assert copy.key() == record.key()


def test_every_action_listed_in_games_pickles_to_an_equal_action() -> None:
    """Each action a game lists (every kind the games reach: plays, payments, moves, choices)
    comes back from pickle equal, of its own class: the arguments of its class are its fields,
    in order."""
    kinds: set[str] = set()
    pairs = [list(origins_decks()[:2]), *[[d, d] for d in _playable_champion_decks()[:3]]]
    for seed, decks in enumerate(pairs):
        game = Game.new(decks, seed=seed)
        bot = RandomBot(seed)
        while not game.is_over():
            actions = game.legal_actions()
            copies = pickle.loads(pickle.dumps(actions))
            assert [type(a) for a in copies] == [type(a) for a in actions]
            assert copies == actions
            kinds.update(type(a).__name__ for a in actions)
            game.apply(bot.choose(game))
    assert {"Mulligan", "PlayUnit", "Pay", "Move", "EndTurn", "Pass"} <= kinds
