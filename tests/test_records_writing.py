"""The short cuts that make writing a game record cheap (issue 14) give what the general code
gives: an action entry's layout, a payment's ``#cid`` tags worked out on its card lists, and the
notation index's buckets found one at a time."""

from __future__ import annotations

import json
import random
from itertools import combinations

import pytest

from riftbound import Game
from riftbound.actions import Pay
from riftbound.bots import RandomBot
from riftbound.decks import origins_decks
from riftbound.formats import notation_format, records
from riftbound.formats.notation import format_action, parse_action
from riftbound.formats.notation_match import _bucket_of_action, _LegalIndex, _plain_key


def _general_layout(v: object, indent: int, width: int) -> str:
    """The record layout with one ``json.dumps`` per value and level (what records always were)."""
    flat = json.dumps(v, ensure_ascii=False)
    if len(flat) + indent <= width or not isinstance(v, dict | list) or not v:
        return flat
    pad = " " * (indent + 1)
    if isinstance(v, list):
        return "[\n" + ",\n".join(pad + _general_layout(x, indent + 1, width) for x in v) + "\n" + \
            " " * indent + "]"
    return "{\n" + ",\n".join(f"{pad}{json.dumps(k)}: {_general_layout(x, indent + 1, width)}"
                              for k, x in v.items()) + "\n" + " " * indent + "}"


def _entry(rng: random.Random) -> dict:
    text = rng.choice(["pass", "play Daring Poro to base", "pay exhaust Fury Rune#41, Fury Rune",
                       "é ü \u2014 ключ", 'a "quoted" \\ name', "x" * rng.randint(0, 140), ""])
    entry = {"turn": rng.choice([0, 7, 123456, -1]), "player": rng.choice([0, 1, 3, None]),
             "action": rng.choice(["pass", "play #12 to bf 1", "pay exhaust #41, #42 recycle #43",
                                   "#" * rng.randint(0, 90)]), "text": text}
    r = rng.random()
    if r < 0.1:  # not a plain entry: the general way
        entry["player"] = rng.choice([True, 1.0, "P1"])
    elif r < 0.2:
        entry = {k: entry[k] for k in ("player", "turn", "action", "text")}
    elif r < 0.25:
        entry["text"] = None
    return entry


def test_action_entries_are_laid_out_as_always() -> None:
    """Behaviour (records): an action entry written directly (on one line when it fits, else a
    field per line) is what the general layout writes, for plain entries and for dicts that only
    look like one (another key order, a bool or float, a missing text), at any indent and width."""
    rng = random.Random(14)
    enc = records._encoder()
    for _ in range(2000):
        entry = _entry(rng)
        for indent, width in ((2, 100), (0, 60), (5, 40)):
            assert records._layout(entry, indent, width, enc)[1] == _general_layout(entry, indent, width)
    entries = [_entry(rng) for _ in range(50)]
    assert records.dumps_record({"actions": entries}) == _general_layout({"actions": entries}, 0, 100) + "\n"


def _positions(seeds: range, limit: int):
    """Positions of random Origins games (a game, its legal actions), up to ``limit``."""
    n = 0
    for seed in seeds:
        game = Game.new(list(list(combinations(origins_decks(), 2))[seed % 3]), seed=seed, log=False)
        bots = [RandomBot(seed * 2), RandomBot(seed * 2 + 1)]
        while not game.is_over() and n < limit:
            yield game, game.legal_actions()
            n += 1
            game.apply(bots[game.to_move()].choose(game))


def test_payment_tags_worked_out_directly_are_those_the_search_finds(monkeypatch: pytest.MonkeyPatch) -> None:
    """Behaviour (notation, 357): the fewest ``#cid`` tags of every legal payment, worked out on
    its card lists, are those the general search (a bipartite matching per try) finds, and the
    text reads back as the payment."""
    direct = notation_format._pay_reader
    pays = tagged = 0
    for game, legal in _positions(range(12), 3000):
        for a in legal:
            if not isinstance(a, Pay):
                continue
            text = format_action(game, a)
            with monkeypatch.context() as m:
                m.setattr(notation_format, "_pay_reader", lambda *args: None)
                assert format_action(game, a) == text, a
            assert parse_action(game, text) == a
            pays += 1
            tagged += "#" in text
    assert notation_format._pay_reader is direct
    assert pays > 200 and tagged > 20


def test_a_bucket_found_alone_is_the_indexs_bucket() -> None:
    """Behaviour (notation): the legal actions of one bucket found by one pass over the list are
    those of the index's buckets, in the list's order, for every bucket and for one with none."""
    checked = 0
    for game, legal in _positions(range(6), 1500):
        keys = {_bucket_of_action(a) for a in legal} | {("move", 99, 1), ("Pass",), ("spell",)}
        every = _LegalIndex(game.state, legal).buckets
        for k in keys:
            assert _LegalIndex(game.state, legal).bucket(k) == every.get(k, []), k
            checked += 1
    assert checked > 1500


def test_plain_names_asked_once_agree_with_every_plain_key() -> None:
    """Behaviour (notation): an action asked about once in its position (what a game record asks)
    reads unambiguously by names alone exactly when no other legal action has its plain key, for
    every kind (payments and moves compare their names alone)."""
    kinds: set[str] = set()
    for game, legal in _positions(range(12, 18), 1500):
        g = game.state
        keys = [_plain_key(g, a) for a in legal]
        for a, k in zip(legal, keys, strict=True):
            assert _LegalIndex(g, legal).plain_unique(g, a) == (keys.count(k) == 1), a
            kinds.add(type(a).__name__)
    assert {"Pay", "Move", "PlayUnit", "ChooseCard"} <= kinds
