"""The observation tensor (riftbound.rl.observation): fixed shape and named pieces, no hidden
information (rule 128: an opponent's hand, any deck order and an opponent's facedown card stay
hidden), and the viewer's own cards do show."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

for _module in ("numpy", "gymnasium", "pettingzoo"):  # riftbound.rl needs the rl extra
    pytest.importorskip(_module, reason="the rl extra is not installed: pip install '.[rl]'")

import numpy as np  # noqa: E402

from riftbound.bots import observed_game  # noqa: E402
from riftbound.rl.layout import HIGH, LOW, Layout, Shape  # noqa: E402
from riftbound.rl.observation import Encoder, view_of  # noqa: E402
from riftbound.rl.session import Session  # noqa: E402
from riftbound.rl.tokens import named_cards  # noqa: E402
from tests.rules.test_191_control_change import taken_poro  # noqa: E402
from tests.spell_helpers import cid  # noqa: E402

from .common import decisions  # noqa: E402


def tensor(game, seat: int, shape: Shape) -> np.ndarray:
    return Encoder(shape).encode(game, view_of(game, seat, shape))


@pytest.mark.parametrize("mode", ["duel", "2v2"])
def test_hidden_cards_do_not_change_the_tensor(mode: str) -> None:
    """Redealing every opponent's hand, deck and facedown cards and reshuffling every deck (what
    the seat cannot see, 128) leaves each seat's tensor unchanged, in states of whole games; the
    seat's own hand does change it (so the comparison can fail)."""
    s = Session(None, mode)
    rng = random.Random(4)
    checked = own = 0
    for state in decisions(s, range(3 if mode == "duel" else 1), every=3):
        game = state.game
        for seat in range(state.shape.seats):
            before = tensor(game, seat, state.shape)
            hidden = observed_game(game, seat, rng)  # everything hidden from `seat` redrawn
            assert np.array_equal(before, tensor(hidden, seat, state.shape))
            checked += 1
            p = hidden.state.players[seat]
            swap = [c for c in p.deck if game.state.cards[c].id not in
                    {game.state.cards[h].id for h in p.hand}]
            if p.hand and swap:  # one card of the seat's own hand swapped with its deck
                p.hand[0], p.deck[p.deck.index(swap[0])] = swap[0], p.hand[0]
                assert not np.array_equal(before, tensor(hidden, seat, state.shape))
                own += 1
    assert checked > 100 and own > 50


def test_shape_pieces_and_bounds() -> None:
    """The tensor has the size of its named pieces for every mode, float32 values within the
    spaces' bounds; the acting seat's current choice shows in the ``choice`` piece only for it."""
    for mode, seats in (("duel", 2), ("skirmish", 3), ("war", 4), ("2v2", 4)):
        s = Session(None, mode)
        assert s.shape.seats == seats
        names = [name for name, _, _ in s.shape.pieces()]
        assert names == ["global", "players", "objects", "choice"]
        assert sum(size for _, size, _ in s.shape.pieces()) == s.shape.size
        for state in decisions(s, range(1), every=7, max_turns=10):
            for seat in range(seats):
                x = state.observe(seat)
                assert x.dtype == np.float32 and x.shape == (state.shape.size,)
                assert LOW <= x.min() and x.max() <= HIGH
    s = Session()
    s.reset(1)
    while not s.prefix:  # to a decision answered in more than one step
        s.step(s.legal_tokens()[0] if len(s.legal_tokens()) < 3 else s.legal_tokens()[1])
    me = s.to_move()
    choice = s.observe(me)[-s.shape.actions:]
    assert choice.sum() == len(s.prefix) and all(choice[t] >= 1 for t in s.prefix)
    assert s.observe(1 - me)[-s.shape.actions:].sum() == 0


def test_card_attributes_and_optional_id() -> None:
    """Cards are described by their attributes; ``card_id`` adds one column holding the card
    table index, and changes nothing else."""
    plain = Session()
    with_id = Session(layout=Layout(card_id=True))
    plain.reset(2)
    with_id.reset(2)
    assert with_id.shape.object_width == plain.shape.object_width + 1
    col = with_id.shape.cols["card_id"]
    objs = with_id.observe(0)
    start = with_id.shape.pieces()[0][1] + with_id.shape.pieces()[1][1]
    rows = objs[start:start + with_id.shape.objects * with_id.shape.object_width]
    ids = rows.reshape(with_id.shape.objects, -1)[:, col]
    assert (ids > 0).sum() > 5
    assert np.array_equal(np.delete(rows.reshape(with_id.shape.objects, -1), col, axis=1).ravel(),
                          plain.observe(0)[start:start + plain.shape.objects * plain.shape.object_width])


@pytest.mark.parametrize("mode", ["duel", "2v2"])
def test_the_deciding_seat_sees_no_hidden_cards_either(mode: str) -> None:
    """The deciding seat's tensor, with the cards its legal actions name (``misc``) and its choice
    so far, is also unchanged when everything hidden from it is redrawn (128). Decisions about
    cards it is looking at in its own deck (Predict) are left out: it does see those."""
    s = Session(None, mode)
    rng = random.Random(5)
    checked = 0
    for state in decisions(s, range(2), every=2):
        me = state.to_move()
        deck = set(state.game.state.players[me].deck)
        if any(c in deck for a in state.game.legal_actions() for c in named_cards(a)):
            continue
        twin = state.clone()
        twin.game = observed_game(state.game, me, rng)
        twin._clear()
        for t in state.prefix:
            twin._take(t)
        assert np.array_equal(state.observe(me), twin.observe(me))
        checked += 1
    assert checked > 50


def test_127_1_a_taken_unit_row_marks_its_controller_and_its_owner() -> None:
    """127.1 (control apart from ownership): P0 controls a Daring Poro P1 owns. Its row marks P0 as
    controller and P1 as owner, for each viewer (seats relative to the viewer); a unit P0 owns and
    controls marks P0 in both."""
    game = taken_poro(base=["Stalwart Poro"])
    shape = Shape(game.state.mode, Layout())
    col = shape.cols
    for me in (0, 1):
        view = view_of(game, me, shape)
        objs = tensor(game, me, shape)[shape.pieces()[0][1] + shape.pieces()[1][1]:]
        rows = objs[:shape.objects * shape.object_width].reshape(shape.objects, -1)
        taken = rows[view.slot_of[cid(game, "Daring Poro")]]
        own = rows[view.slot_of[cid(game, "Stalwart Poro")]]
        p0, p1 = (0 - me) % 2, (1 - me) % 2
        assert list(taken[col["controller"]:col["controller"] + 2]) == [float(p0 == 0), float(p0 == 1)]
        assert list(taken[col["owner"]:col["owner"] + 2]) == [float(p1 == 0), float(p1 == 1)]
        assert list(own[col["owner"]:col["owner"] + 2]) == list(own[col["controller"]:col["controller"] + 2])


def test_readme_table_gives_a_duels_piece_sizes() -> None:
    """The README's table of observation pieces states a Duel's sizes as the code builds them."""
    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text()
    s = Session()
    s.reset(2)
    for name, _, dims in s.shape.pieces():
        text = " x ".join(str(d) for d in dims)
        assert re.search(rf"^\| `{name}` \| {text} \|", readme, re.M), (name, text)
