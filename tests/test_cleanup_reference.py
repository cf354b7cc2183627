"""The cleanup (engine/cleanup.py) leaves every game exactly as the plain cleanup it replaced does
(tests/reference_cleanup.py: every step of rule 323 checked in full, every time).

The engine's cleanup is written to do less work where nothing can have changed (one pass over the
units for lethal damage and whereabouts, the Open State read only where a step needs it, gear and
facedown cards looked at only when there are some). Here random games of every playable built-in
deck and every mode are played with a cleanup that, each time it runs, first runs the reference on
a clone of the game: both must leave the same state (:meth:`GameState.key`: units, battlefields,
tasks, decision, outcome, ...) and the same log.

The cleanup also skips its pass over the units while what the last one found still holds
(``GameState.quiet``, cleared by every write of a unit's place, controller or damage, a unit joining
or leaving the board, a battlefield added, and at the start of every run of the task loop): each
time it is about to rely on it, the record must be what a pass over the units finds now, with no unit
damaged nor in another player's base.
"""

from __future__ import annotations

from itertools import combinations

import pytest

from riftbound import DUEL, MODES, Game
from riftbound.bots import RandomBot
from riftbound.decks import all_builtin_decks, builtin_decks, origins_decks
from riftbound.engine import core
from riftbound.game import unsupported_cards
from riftbound.state import GameState
from tests.reference_cleanup import reference_cleanup

PLAYABLE = [d for d in all_builtin_decks() if not unsupported_cards(d)]


class Compared:
    """The engine's cleanup, run after the reference has run on a clone; counts what it compared."""

    def __init__(self) -> None:
        self.engine = core.TASKS["cleanup"]
        self.runs = 0
        self.changed = 0
        self.skipped = 0

    def __call__(self, g: GameState, special: str = "") -> None:
        twin = g.clone(log=True)
        before = g.key()
        if g.quiet is not None:  # the engine skips its pass over the units: it must find this
            present = [0] * len(g.battlefields)
            for u in g.units.values():
                assert not u.damage, f"turn {g.turn}: a cleanup skips its pass with unit {u.cid} damaged"
                if u.loc >= 0:
                    present[u.loc] |= 1 << u.controller
                else:
                    assert u.loc == -1 - u.controller, f"turn {g.turn}: unit {u.cid} astray, skipped"
            assert g.quiet == present, f"turn {g.turn}: the cleanup's record of the units is stale"
            self.skipped += 1
        reference_cleanup(twin, special)
        self.engine(g, special)
        self.runs += 1
        after = g.key()
        self.changed += after != before
        assert after == twin.key(), f"turn {g.turn}: the cleanup ({special!r}) differs from the reference"
        assert g.log == twin.log, f"turn {g.turn}: the cleanup ({special!r}) logs differently"


def _play(decks: list, mode, seed: int) -> Game:
    game = Game.new(decks, mode=mode, seed=seed)
    bots = [RandomBot(seed * 10 + s) for s in range(len(decks))]
    n = 0
    while not game.is_over() and n < 3000:
        game.apply(bots[game.to_move() or 0].choose(game))
        n += 1
    return game


@pytest.fixture
def compared(monkeypatch: pytest.MonkeyPatch) -> Compared:
    c = Compared()
    monkeypatch.setitem(core.TASKS, "cleanup", c)
    return c


def test_every_playable_deck(compared: Compared) -> None:
    """318-324 (323.1-323.14 in order): every cleanup of games of each playable built-in deck
    against the next one in the list, two seeds, both seats, leaves what the plain cleanup does."""
    assert len(PLAYABLE) >= 10
    for i, a in enumerate(PLAYABLE):
        b = PLAYABLE[(i + 1) % len(PLAYABLE)]
        for seed in (1, 2):
            _play([a, b] if seed == 1 else [b, a], DUEL, 100 * i + seed)
    assert compared.runs > 5000 and compared.changed > 500 and compared.skipped > 1000


def test_origins_and_practice(compared: Compared) -> None:
    """318-324: the same, for every Origins pairing (six seeds) and the practice decks."""
    for a, b in combinations(origins_decks(), 2):
        for seed in range(3, 9):
            _play([a, b], DUEL, seed)
    for seed in range(1, 6):
        _play(list(builtin_decks()), DUEL, seed)
    assert compared.runs > 3000 and compared.skipped > 1000


def test_every_mode(compared: Compared) -> None:
    """318-324, 323.11.a, 481-489: the same in every mode other than the Duel (contested and
    opposed battlefields with three or four players)."""
    origins, practice = origins_decks(), builtin_decks()
    for mode in dict.fromkeys(MODES.values()):
        if mode == DUEL:
            continue
        mixed = [*origins, practice[0]][:mode.players]
        for seed in range(1, 4):
            _play(mixed, mode, seed)
    assert compared.runs > 500 and compared.skipped > 100
