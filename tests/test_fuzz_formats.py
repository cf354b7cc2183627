"""Fuzzing every file format (issue 15): whatever a file or a text holds, the answer is the value
or one of the project's typed errors, never a traceback of another kind.

- positions: raw bytes and text (byte-order marks, truncated and spliced dumps, random Unicode)
  and dumps with a field replaced by a random JSON value (the structural fuzzing of the position
  model is in ``test_position_fuzz.py``);
- game records: the same, through :func:`load_record` and :func:`replay` (a record that loads but
  does not replay is a :class:`RecordError` too);
- decklists (JSON): raw files and decklists with fields replaced;
- notation: :func:`parse_action` on random text and on text made of the notation's own words,
  in real positions of several kinds (mulligan, main, pay, focus, priority, assign, ...).

Deck codes and text lists are fuzzed by their own tests (``tests/formats``). Set
RIFTBOUND_FUZZ_EXAMPLES to search longer.
"""

from __future__ import annotations

import copy
import functools
import json
import os
import tempfile
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from riftbound import Game, builtin_decks, load_position, origins_decks
from riftbound.bots import RandomBot
from riftbound.decks import DeckError, deck_from_dict, load_deck
from riftbound.errors import RiftboundError
from riftbound.formats.notation import format_action, parse_action
from riftbound.formats.position import dumps
from riftbound.formats.records import dumps_record, load_record, record_game, replay

FUZZ = settings(max_examples=int(os.environ.get("RIFTBOUND_FUZZ_EXAMPLES", "150")), deadline=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                       HealthCheck.function_scoped_fixture])
#: the project's typed errors: what bad input may raise (DeckError predates RiftboundError)
TYPED = (RiftboundError, DeckError)

JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**70), 2**70) | st.floats(allow_nan=False)
    | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=10,
)


def _file(content: bytes) -> Path:
    """A fresh file holding ``content`` (hypothesis runs many examples per test function)."""
    fd, name = tempfile.mkstemp(suffix=".json")
    with os.fdopen(fd, "wb") as f:
        f.write(content)
    return Path(name)


def _mangled(text: str, data: st.DataObject) -> bytes:
    """A valid text made invalid or odd: a BOM, a cut, a splice, a flipped byte, other encodings."""
    raw = text.encode("utf-8")
    how = data.draw(st.sampled_from(["bom", "cut", "splice", "flip", "utf16", "latin"]))
    at = data.draw(st.integers(0, max(0, len(raw) - 1)))
    if how == "bom":
        return b"\xef\xbb\xbf" + raw[:at]
    if how == "cut":
        return raw[:at]
    if how == "splice":
        return raw[:at] + data.draw(st.binary(max_size=20)) + raw[at:]
    if how == "flip":
        return raw[:at] + bytes([raw[at] ^ data.draw(st.integers(1, 255))]) + raw[at + 1:]
    return text.encode("utf-16" if how == "utf16" else "latin-1", errors="replace")


def _paths(value: Any, prefix: tuple = ()) -> list[tuple]:
    """Every place (a tuple of keys and indices) inside a JSON value."""
    out = [prefix]
    if isinstance(value, dict):
        for k, v in value.items():
            out += _paths(v, (*prefix, k))
    elif isinstance(value, list):
        for i, v in enumerate(value[:6]):
            out += _paths(v, (*prefix, i))
    return out


def _replace(value: Any, path: tuple, new: Any) -> Any:
    if not path:
        return new
    out = copy.deepcopy(value)
    node = out
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = new
    return out


# --- samples ---------------------------------------------------------------------------------------

@functools.cache
def _games() -> tuple[Game, ...]:
    """Real positions of many kinds: random self-play of the practice and Origins decks, stopped at
    decisions of every kind met (mulligan, main, pay, focus, priority, assign, choose_card, ...)."""
    out: list[Game] = []
    kinds: set[str] = set()
    for decks in (builtin_decks(), origins_decks()[:2], origins_decks()[1:]):
        for seed in range(4):
            game = Game.new(list(decks), seed=seed)
            bots = [RandomBot(seed), RandomBot(seed + 100)]
            n = 0
            while not game.is_over():
                d = game.pending()
                if d is not None and (d.kind not in kinds or n % 37 == 0):
                    kinds.add(d.kind)
                    out.append(game.clone())
                game.apply(bots[game.to_move()].choose(game))
                n += 1
    return tuple(out)


@functools.cache
def _record() -> dict:
    game = Game.new(builtin_decks(), seed=11)
    bots = [RandomBot(1), RandomBot(2)]
    for _ in range(60):
        game.apply(bots[game.to_move()].choose(game))
    return record_game(game)


@functools.cache
def _words() -> tuple[str, ...]:
    """The notation's own words, and the card names and numbers of the sample positions."""
    words = ["play", "pay", "move", "end", "turn", "pass", "choose", "assign", "battlefield",
             "opponent", "order", "replace", "concede", "activate", "hide", "mulligan", "none",
             "to", "bf", "base", "at", "targeting", "from", "facedown", "exhaust", "recycle",
             "recycling", "mode", "using", "P0", "P1", "P7", ";", ",", "0", "1", "2", "-1", "99",
             "#0", "#5", "#999999999999", "#-3", "keep", "nothing", "invite"]
    for game in _games()[:6]:
        words += sorted({c.name for c in game.state.cards})[:30]
        words += [format_action(game, a) for a in game.legal_actions()[:5]]
    return tuple(words)


# --- positions -------------------------------------------------------------------------------------

@FUZZ
@given(st.data())
def test_position_files_of_any_content(data: st.DataObject) -> None:
    """A position file holding anything (a valid dump mangled, random bytes) loads or raises a
    PositionError; the same text given directly behaves the same."""
    game = data.draw(st.sampled_from(_games()))
    content = (data.draw(st.binary(max_size=60)) if data.draw(st.booleans())
               else _mangled(dumps(game), data))
    path = _file(content)
    try:
        for source in (path, str(path)):
            try:
                load_position(source)
            except TYPED:
                pass
        text = content.decode("utf-8", errors="replace")
        try:
            load_position(text)
        except TYPED:
            pass
    finally:
        path.unlink()


@FUZZ
@given(st.data(), JSON)
def test_position_fields_of_any_value(data: st.DataObject, value: Any) -> None:
    """Any field of a real position replaced by any JSON value: a Game or a PositionError."""
    base = json.loads(dumps(data.draw(st.sampled_from(_games()))))
    where = data.draw(st.sampled_from(_paths(base)))
    try:
        load_position(_replace(base, where, value))
    except TYPED:
        pass


# --- game records ----------------------------------------------------------------------------------

@FUZZ
@given(st.data())
def test_record_files_of_any_content(data: st.DataObject) -> None:
    """A record file holding anything loads and replays, or raises a RecordError."""
    path = _file(_mangled(dumps_record(_record()), data))
    try:
        replay(load_record(path))
    except TYPED:
        pass
    finally:
        path.unlink()


@FUZZ
@given(st.data(), JSON)
def test_record_fields_of_any_value(data: st.DataObject, value: Any) -> None:
    """Any field of a real record (deck entries, actions, the result) replaced by any JSON value
    or by a value of a sibling field: it replays to the stored result, or a RecordError says why."""
    base = _record()
    where = data.draw(st.sampled_from(_paths(base)))
    if data.draw(st.booleans()):
        other = data.draw(st.sampled_from(_paths(base)))
        node: Any = base
        for key in other:
            node = node[key]
        value = node
    edited = _replace(base, where, value)
    path = _file(json.dumps(edited).encode())
    try:
        replay(edited)
    except TYPED:
        pass
    try:
        replay(path)
    except TYPED:
        pass
    finally:
        path.unlink()


# --- decklists ---------------------------------------------------------------------------------------

@FUZZ
@given(st.data(), JSON)
def test_decklists_of_any_content(data: st.DataObject, value: Any) -> None:
    """A decklist file (mangled, or with a field replaced by any JSON value) loads or raises a
    DeckError; so does the same data given as a dict."""
    base = builtin_decks()[0].to_dict()
    edited = _replace(base, data.draw(st.sampled_from(_paths(base))), value)
    for content in (_mangled(json.dumps(base), data), json.dumps(edited).encode()):
        path = _file(content)
        try:
            load_deck(path)
        except TYPED:
            pass
        finally:
            path.unlink()
    try:
        deck_from_dict(edited)
    except TYPED:
        pass


# --- notation ----------------------------------------------------------------------------------------

@FUZZ
@given(st.data())
def test_notation_on_any_text(data: st.DataObject) -> None:
    """parse_action on random text, on text made of the notation's words, card names and
    numbers, or on a legal action's text with a word changed, in real positions of every decision
    kind: an action that is legal now, or a NotationError (IllegalActionError for the ones the
    game refuses)."""
    game = data.draw(st.sampled_from(_games()))
    text = data.draw(st.one_of(
        st.text(max_size=40),
        st.lists(st.sampled_from(_words()), min_size=1, max_size=8).map(" ".join),
    ))
    if data.draw(st.booleans()):  # a legal action's own text with one word changed
        words = format_action(game, data.draw(st.sampled_from(game.legal_actions()))).split(" ")
        words[data.draw(st.integers(0, len(words) - 1))] = data.draw(st.sampled_from(_words()))
        text = " ".join(words)
    try:
        action = parse_action(game, text)
    except TYPED:
        return
    twin = game.clone()
    try:
        twin.apply(action)
    except TYPED:
        pass
