"""The action space (riftbound.rl.tokens): every legal action of the engine maps to unmasked tokens
and back, no illegal action is reachable through the mask, and taking an action's tokens applies
exactly that action. Behaviour checked: the issue's mask correctness on thousands of states."""

from __future__ import annotations

import random

import pytest

for _module in ("numpy", "gymnasium", "pettingzoo"):  # riftbound.rl needs the rl extra
    pytest.importorskip(_module, reason="the rl extra is not installed: pip install '.[rl]'")

import numpy as np  # noqa: E402

from riftbound import builtin_decks  # noqa: E402
from riftbound.decks import DeckError  # noqa: E402
from riftbound.rl.layout import VERBS, Layout  # noqa: E402
from riftbound.rl.session import IllegalTokenError, Session  # noqa: E402

from .common import decisions  # noqa: E402


def leaves(node: dict, prefix: tuple[int, ...] = ()) -> list[tuple[tuple[int, ...], int]]:
    """Every complete token sequence of a trie, with the index of its action."""
    out = []
    for t, child in node.items():
        if isinstance(child, dict):
            assert child, "a dead end: a token that completes no action"
            out += leaves(child, (*prefix, t))
        else:
            out.append(((*prefix, t), child))
    return out


def check_decision(s: Session, rng: random.Random, applied: int) -> int:
    """The round trips of one decision; returns how many actions were applied on clones."""
    codec = s.codec()
    legal = s.game.legal_actions()
    assert codec.legal == legal
    # every complete sequence the mask lets through is one legal action, each exactly once
    found = leaves(codec.trie)
    assert sorted(k for _, k in found) == list(range(len(legal)))
    node = codec.trie
    for t in s.prefix:  # forced tokens already taken
        node = node[t]
    assert set(np.flatnonzero(s.mask())) == set(node)
    for a in legal:
        seq = codec.encode(a)
        assert codec.decode(seq) == a
        step = codec.trie
        for t in seq[:-1]:
            step = step[t]  # each step is unmasked at its point
        assert seq[-1] in step
    # taking one action's tokens on a copy applies that action and nothing else
    n = len(s.prefix)
    options = [a for a in legal if list(codec.encode(a)[:n]) == s.prefix]
    a = options[rng.randrange(len(options))]
    twin = s.clone()
    twin.skip_forced = False
    done = [twin.step(t) for t in codec.encode(a)[n:]]
    assert done[-1] == a and all(x is None for x in done[:-1])
    direct = s.game.clone(log=False)
    direct.apply(a)
    assert twin.game.state.key() == direct.state.key()
    return applied + 1


@pytest.mark.parametrize("mode,decks,seeds,least", [
    ("duel", None, range(14), 1000),
    ("duel", list(builtin_decks()), range(10), 300),
    ("skirmish", None, range(4), 300),
    ("war", None, range(4), 300),
    ("2v2", None, range(4), 300),
    ("match", None, range(2), 150),
], ids=["duel-origins", "duel-practice", "skirmish", "war", "2v2", "match"])
def test_every_legal_action_maps_to_unmasked_tokens_and_back(mode, decks, seeds, least) -> None:
    """In states of random games of every mode, each legal action's token sequence passes the mask
    at every step and decodes to that action; the mask's complete sequences are exactly the legal
    actions; stepping one action's tokens applies it (same state as Game.apply)."""
    s = Session(decks, mode)
    rng = random.Random(1)
    states = applied = 0
    verbs = set()
    for state in decisions(s, seeds):
        applied = check_decision(state, rng, applied)
        verbs |= {VERBS[state.codec().encode(a)[0]] for a in state.game.legal_actions()}
        states += 1
    assert states >= least
    assert {"mulligan", "play", "move", "end_turn", "pay"} <= verbs
    if mode == "2v2":
        assert "invite" in verbs  # a teammate invited with the Turn Player's Priority (489.8.a)


def test_masked_tokens_are_refused() -> None:
    """A token outside the mask raises IllegalTokenError and changes nothing."""
    s = Session()
    s.reset(3)
    mask = s.mask()
    bad = int(np.flatnonzero(mask == 0)[0])
    key, prefix = s.game.state.key(), list(s.prefix)
    with pytest.raises(IllegalTokenError, match="not legal"):
        s.step(bad)
    assert s.game.state.key() == key and s.prefix == prefix


def test_actions_beyond_the_slots_are_still_reachable() -> None:
    """With too few slots for the cards in play (one hand slot, no misc slot), actions naming the
    cards left out take the option-index form, and every legal action is still reachable and
    decodes back (the same checks as above)."""
    s = Session(layout=Layout(hand=1, units=1, runes=1, trash=1, misc=0))
    rng = random.Random(2)
    options = applied = 0
    for state in decisions(s, range(2), every=2, max_turns=12):
        applied = check_decision(state, rng, applied)
        options += bool(state.mask()[VERBS.index("option")])
    assert options > 10


def test_forced_choices_are_taken_for_the_player() -> None:
    """With skip_forced (the default) a seat is only asked when two or more tokens are legal; with
    it off, forced tokens are asked too and the game is the same for the same choices."""
    s = Session()
    s.reset(5)
    for _ in range(200):
        if s.done:
            break
        assert len(s.legal_tokens()) >= 2
        s.step(s.legal_tokens()[-1])
    slow = Session(skip_forced=False)
    slow.reset(5)
    for _ in range(2000):
        if slow.done or slow.game.turn > s.game.turn:
            break
        slow.step(slow.legal_tokens()[-1] if len(slow.legal_tokens()) > 1 else slow.legal_tokens()[0])
    assert slow.engine_steps > 0


def test_action_feature_rows() -> None:
    """Per-token feature rows (for pointer-style policies): one per token, the legal column equals
    the mask, and an object token's row ends with that object's row of the observation."""
    s = Session()
    s.reset(4)
    seat = s.to_move()
    rows = s.action_features(seat)
    shape = s.shape
    assert rows.shape[0] == shape.actions
    head = rows.shape[1] - shape.object_width
    assert np.array_equal(rows[:, head - 1], s.mask(seat))
    start = shape.pieces()[0][1] + shape.pieces()[1][1]
    objs = s.observe(seat)[start:start + shape.objects * shape.object_width]
    assert np.array_equal(rows[shape.ent0:shape.loc0, head:], objs.reshape(shape.objects, -1))
    assert rows[shape.ent0:shape.loc0, head:].any()


def test_bad_settings_get_one_clear_error() -> None:
    """An unknown mode, deck or adjudication, no decks, or a turn limit below 1 each raise one error
    that names the problem and what is allowed."""
    with pytest.raises(ValueError, match="unknown mode 'chess'; known: duel"):
        Session(mode="chess")
    with pytest.raises(DeckError, match="nope"):
        Session(decks=["nope"])
    with pytest.raises(ValueError, match="at least one deck"):
        Session(decks=[])
    with pytest.raises(ValueError, match="'points' or 'loss'"):
        Session(adjudicate="draw")
    with pytest.raises(ValueError, match="at least 1"):
        Session(max_turns=0)
