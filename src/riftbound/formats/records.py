"""Game records: a whole game as a JSON file that replays exactly (like PGN for chess).

A game is fixed by its decklists, its mode, its seed and the actions the players took (GUIDE:
determinism), so that is what a record holds, with the result to check a replay against::

    {
      "format": "riftbound-record", "version": 1,
      "mode": "duel", "seed": 7,
      "decks": [{...}, {...}],                 # full decklists, the shared decklist schema
      "actions": [                             # every action answered through Game.apply
        {"turn": 0, "player": 1, "action": "mulligan #57", "text": "mulligan Stalwart Poro"},
        {"turn": 1, "player": 0, "action": "play #3 to base", "text": "play Daring Poro to base"},
        ...
      ],
      "result": {"over": true, "winners": [0], "termination": "victory score", "rule": "323.1",
                 "turns": 14, "points": [8, 5], "victory_score": 8, "digest": "3f9a..."}
    }

``action`` is the canonical form (``str(action)``, cards by ``#cid``) that :func:`replay` reads;
``text`` is the readable form for people, checked on replay like ``turn`` and ``player``.
Decisions with a single option are taken by the engine and are not in the list. ``digest`` is a
hash of the final position (points, zones, units, battlefields, turn and RNG state), so a replay
that ends with the same score by another path is still caught; ``checksum`` (written since issue
15) is a hash of the whole record but itself, so an edit to what replay can't re-derive (a deck's
name, a key's case) is caught too. Records without one (hand-written) replay without that check.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any, NamedTuple

from ..actions import Action, Concede
from ..decks import Deck, DeckError, deck_from_dict
from ..errors import RiftboundError
from ..game import Game
from ..modes import MODES, Mode
from ..state import GameState
from .notation import NotationError, format_action, parse_action

__all__ = [
    "FORMAT", "VERSION", "RecordError", "check_result", "dumps_record", "iter_replay", "load_record",
    "Recorder", "mode_key", "new_game", "record_game", "replay", "save_record", "save_run_game",
    "start_recording", "validate_record",
]

FORMAT = "riftbound-record"
VERSION = 1
_WIDTH = 100  # the line width records are written to (dumps_record)


class RecordError(RiftboundError, ValueError):
    """A game record is malformed, or replaying it does not give the game it records."""


def mode_key(mode: Mode) -> str:
    """The name a record uses for ``mode`` (a key of :data:`riftbound.modes.MODES`)."""
    key = mode.name.lower().replace(" ", "-")
    if MODES.get(key) != mode:
        for k, m in MODES.items():
            if m == mode:
                return k
        raise RecordError(f"mode {mode.name!r} is not one of the named modes ({', '.join(MODES)})")
    return key


def _digest(g: GameState) -> str:
    """A hash of what the final position is made of (ints and flags only: stable everywhere)."""
    data = [
        g.points, g.turn, g.turn_player, g.rng, g.vs_delta,
        [[p.deck, sorted(p.hand), p.trash, p.banishment, p.rune_deck, p.runes, p.rune_exhausted,
          p.champion, p.alive] for p in g.players],
        sorted([u.cid, u.controller, u.loc, u.exhausted, u.damage, u.role, u.buffs, u.turn_might,
                u.combat_might, u.stunned] for u in g.units.values()),
        [[b.cid, b.controller, b.contested_by] for b in g.battlefields],
    ]
    return hashlib.sha256(json.dumps(data, separators=(",", ":")).encode()).hexdigest()[:32]


def checksum(record: dict[str, Any]) -> str:
    """A hash of the record's content, all but ``result.checksum`` itself (keys sorted)."""
    return _checksum(record, {})


def _sorted_json(v: Any) -> str:
    return json.dumps(v, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def _checksum(record: dict[str, Any], known: dict[str, str]) -> str:
    """:func:`checksum`, with the text of some top-level values known already (``known``: key ->
    its ``_sorted_json``): the text hashed is the same, put together from its keys' parts."""
    data = dict(record)
    if isinstance(data.get("result"), dict):
        data["result"] = {k: v for k, v in data["result"].items() if k != "checksum"}
    if known and all(type(k) is str for k in data):
        text = "{" + ",".join(f"{_sorted_json(k)}:{known[k] if k in known else _sorted_json(data[k])}"
                              for k in sorted(data)) + "}"
    else:
        text = _sorted_json(data)
    return hashlib.sha256(text.encode()).hexdigest()[:32]


def _result(game: Game) -> dict[str, Any]:
    g = game.state
    out = g.outcome
    return {
        "over": out is not None,
        "winners": list(out.winners) if out else [],
        "termination": out.termination.value if out else None,
        "rule": out.rule if out else None,
        "turns": g.turn,
        "points": [game.points(p) for p in range(len(g.players))],
        "victory_score": game.victory_score(),
        "digest": _digest(g),
    }


# --- recording ---------------------------------------------------------------------------------------

def _entry(game: Game, action: Action) -> dict[str, Any]:
    """The record's entry for ``action``, answered now in ``game`` (before it is applied)."""
    d = game.pending()
    player = action.player if isinstance(action, Concede) else (d.player if d else None)
    return {"turn": game.state.turn, "player": player, "action": str(action),
            "text": format_action(game, action)}


class Recorder:
    """A game's record entries written as it is played (see :func:`start_recording`).

    Each action's readable text needs the position before it (which cards its names could mean),
    so it is written then, as ``Game.on_action``, instead of by replaying the whole game when the
    record is made. A recorder never stops the game: if an entry can't be written it stops
    recording, and :func:`record_game` replays the game instead (and reports what fails).
    """

    __slots__ = ("state", "start", "actions", "entries", "broken")

    def __init__(self, game: Game) -> None:
        self.state: GameState = game.state
        #: the number of actions the game had when recording started
        self.start = len(game.state.history)
        self.actions: list[Action] = []
        self.entries: list[dict[str, Any]] = []
        self.broken = False

    def __call__(self, game: Game, action: Action) -> None:
        if self.broken or game.state is not self.state:
            self.broken = True
            return
        try:
            entry = _entry(game, action)
        except Exception:  # noqa: BLE001 - never stop the game; record_game replays and reports it
            self.broken = True
            return
        self.actions.append(action)
        self.entries.append(entry)

    def covers(self, g: GameState) -> bool:
        """Whether the entries are those of every action of ``g`` since recording started."""
        history = g.history
        return (not self.broken and g is self.state and self.start + len(self.actions) == len(history)
                and all(a is b for a, b in zip(self.actions, history[self.start:], strict=True)))


def start_recording(game: Game) -> Recorder:
    """Write ``game``'s record entries as it is played, so that :func:`record_game` needs no
    replay (it replays only the actions applied before this call). Clones don't record."""
    if isinstance(game.on_action, Recorder) and game.on_action.state is game.state:
        return game.on_action
    if game.on_action is not None:
        raise ValueError("the game already has an on_action hook; a recorder would replace it")
    rec = Recorder(game)
    game.on_action = rec
    return rec


def _replayed(decks: Sequence[Deck], g: GameState, seed: int, upto: int) -> tuple[list[dict[str, Any]], Game]:
    """The entries of the first ``upto`` actions of ``g``'s history, written by replaying them
    from the start on a twin game (returned too, at that point)."""
    twin = Game.new(list(decks), mode=g.mode, seed=seed, log=False)
    entries = []
    for i, action in enumerate(g.history[:upto], 1):
        try:
            entries.append(_entry(twin, action))
            twin.apply(action)
        except RiftboundError as e:
            raise RecordError(f"the game's history does not replay: action {i} ({action}) fails: {e}") from e
    return entries, twin


class _DeckText(NamedTuple):
    """A decklist as a record holds it, and its texts: for the checksum (:func:`_sorted_json`) and
    as :func:`dumps_record` writes it in a record (on one line, and at its place in the file)."""

    data: dict[str, Any]
    sorted: str
    flat: str
    laid: str


#: the texts of decklists written before, by deck (checked against the deck's dict each time): the
#: records of a run or a bench share their decks, whose texts are most of the cost of writing a
#: record besides its actions
_DECK_TEXTS: dict[Deck, _DeckText] = {}


def _deck_text(deck: Deck) -> _DeckText:
    """``deck.to_dict()`` and its texts (a fresh dict each time: a record is the caller's)."""
    data = deck.to_dict()
    got = _DECK_TEXTS.get(deck)
    if got is None or got.data != data:
        if len(_DECK_TEXTS) >= 64:
            _DECK_TEXTS.clear()
        text = _sorted_json(data)
        got = _DECK_TEXTS[deck] = _DeckText(json.loads(text), text, *_layout(data, 2, _WIDTH, _encoder()))
    return got._replace(data=data)


_CHANGED = ("the game's history does not give this game: something changed it besides its actions "
            "(effects applied from outside, or a state edited by hand)")


def record_game(game: Game, decks: Sequence[Deck] | None = None, seed: int | None = None) -> dict[str, Any]:
    """The record of ``game``, from its action history (``game.state.history``).

    ``decks`` and ``seed`` default to those the game was set up with by ``Game.new``. A game
    changed by other means (primitive effects or a judge's actions applied from outside, stepping,
    options forgotten after an edit: ``state.touched``; a position loaded from a file) can't be
    recorded and raises :class:`RecordError`. The actions' entries come from the game's recorder
    (:func:`start_recording`) when it has one; the actions it did not see are replayed from the
    start on a twin game to write them, and a game replayed in full must end as this very game.
    """
    return _record(game, decks, seed)[0]


def _record(game: Game, decks: Sequence[Deck] | None, seed: int | None
            ) -> tuple[dict[str, Any], list[_DeckText]]:
    """:func:`record_game`, and the texts of its decklists (for :func:`save_record`)."""
    g = game.state
    origin = g.origin
    if decks is None or seed is None:
        if origin is None:
            raise RecordError("this game was not set up by Game.new (it was loaded from a position?), "
                              "so its decklists and seed are unknown: pass decks= and seed=")
        decks = origin[0] if decks is None else decks
        seed = origin[1] if seed is None else seed
    assert decks is not None and seed is not None
    if g.touched:
        raise RecordError(_CHANGED)
    rec = game.on_action
    direct = (isinstance(rec, Recorder) and rec.covers(g) and origin is not None
              and seed == origin[1] and tuple(decks) == tuple(origin[0]))
    if direct:
        assert isinstance(rec, Recorder)
        actions = _replayed(decks, g, seed, rec.start)[0] if rec.start else []
        actions += [dict(e) for e in rec.entries]
    else:  # every entry from a replay, which must give this very game
        actions, twin = _replayed(decks, g, seed, len(g.history))
        if _digest(twin.state) != _digest(g) or twin.state.outcome != g.outcome:
            raise RecordError(_CHANGED)
    result = _result(game)
    texts = [_deck_text(d) for d in decks]
    record: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "mode": mode_key(g.mode),
        "seed": seed,
        "decks": [t.data for t in texts],
        "actions": actions,
        "result": result,
    }
    result["checksum"] = _checksum(record, {"decks": f"[{','.join(t.sorted for t in texts)}]"})
    return record, texts


def save_record(game: Game | dict[str, Any], path: str | Path, decks: Sequence[Deck] | None = None,
                seed: int | None = None) -> dict[str, Any]:
    """Write the record of ``game`` (or a record made already) to ``path`` as JSON; returns it."""
    if isinstance(game, dict):
        record, text = game, dumps_record(game)
    else:
        record, texts = _record(game, decks, seed)
        laid = [_Laid(t.flat, t.laid) for t in texts]  # their layout in a record, made before
        text = _layout({**record, "decks": laid}, 0, _WIDTH, _encoder())[1] + "\n"
    Path(path).write_text(text, encoding="utf-8")
    return record


def dumps_record(record: dict[str, Any], width: int = _WIDTH) -> str:
    """A record as JSON text: anything that fits on a line is written on one line (one action per
    line, one card entry per line), so records are short to read and diff well."""
    return _layout(record, 0, width, _encoder())[1] + "\n"


_ENTRY_KEYS = ("turn", "player", "action", "text")


def _entry_layout(v: dict[str, Any], indent: int, width: int) -> tuple[str, str] | None:
    """An action entry as :func:`_layout` writes it (the most common value of a record, made
    without the general machinery): on one line if it fits, else one field per line. None if
    ``v`` is not a plain entry (the general way then)."""
    if tuple(v) != _ENTRY_KEYS:
        return None
    turn, player, action, text = v["turn"], v["player"], v["action"], v["text"]
    if type(turn) is not int or type(action) is not str or type(text) is not str or (
            player is not None and type(player) is not int):
        return None
    string = json.encoder.encode_basestring
    who = "null" if player is None else player
    action, text = string(action), string(text)
    flat = f'{{"turn": {turn}, "player": {who}, "action": {action}, "text": {text}}}'
    if len(flat) + indent <= width:
        return flat, flat
    pad = " " * (indent + 1)
    return flat, (f'{{\n{pad}"turn": {turn},\n{pad}"player": {who},\n{pad}"action": {action},\n'
                  f'{pad}"text": {text}\n{" " * indent}}}')


def _encoder() -> Callable[[Any], str]:
    """``json.dumps(v, ensure_ascii=False)`` for the values of one record: json's C encoder is
    made once (with its own check for circular references) rather than on every call."""
    base = json.JSONEncoder(ensure_ascii=False)
    make = getattr(json.encoder, "c_make_encoder", None)
    try:
        c = make({}, base.default, json.encoder.encode_basestring, None, ": ", ", ", False, False,
                 True) if make is not None else None
    except TypeError:  # another signature: the plain way
        c = None
    if c is None:
        return base.encode
    string = json.encoder.encode_basestring

    def encode(v: Any) -> str:
        return string(v) if isinstance(v, str) else "".join(c(v, 0))
    return encode


class _Laid(NamedTuple):
    """A value :func:`_layout` has laid out before: its one-line text and its text as written."""

    flat: str
    text: str


def _layout(v: Any, indent: int, width: int, enc: Callable[[Any], str]) -> tuple[str, str]:
    """``v`` as one line (``json.dumps``) and as written at ``indent``: on one line if it fits in
    ``width``, else one item per line. Each value is encoded once (by ``enc``): a list or object
    holding lists or objects is put together from its items' lines, with json's separators."""
    if type(v) is _Laid:
        return v.flat, v.text
    if not isinstance(v, (dict, list)) or not v:  # (tuples: a union is made at every call)
        flat = enc(v)
        return flat, flat
    if len(v) == 4 and type(v) is dict and (entry := _entry_layout(v, indent, width)) is not None:
        return entry
    values = v.values() if isinstance(v, dict) else v
    if not any(isinstance(x, (dict, list, _Laid)) for x in values) or (
            isinstance(v, dict) and not all(isinstance(k, str) for k in v)):
        flat = enc(v)
        if len(flat) + indent <= width:
            return flat, flat
    else:
        flat = ""
    items = [_layout(x, indent + 1, width, enc) for x in values]
    pad = " " * (indent + 1)
    if isinstance(v, list):
        flat = flat or "[" + ", ".join(f for f, _ in items) + "]"
        if len(flat) + indent <= width:
            return flat, flat
        return flat, "[\n" + ",\n".join(pad + p for _, p in items) + "\n" + " " * indent + "]"
    keys = list(v)
    flat = flat or "{" + ", ".join(f"{enc(k)}: {f}" for k, (f, _) in zip(keys, items, strict=True)) + "}"
    if len(flat) + indent <= width:
        return flat, flat
    key = json.encoder.encode_basestring_ascii  # json.dumps(k) for a string
    lines = [f"{pad}{key(k) if type(k) is str else json.dumps(k)}: {p}"
             for k, (_, p) in zip(keys, items, strict=True)]
    return flat, "{\n" + ",\n".join(lines) + "\n" + " " * indent + "}"


def save_run_game(directory: str | Path, game: Game, job: Any = None, result: Any = None, *,
                  every: int = 1) -> str | None:
    """Save one game of a simulation run as ``DIR/game-<index>.json``; returns the path.

    Its signature fits the ``on_game(game, job, result)`` hook of :mod:`riftbound.analysis.simulate` as
    ``functools.partial(save_run_game, directory)`` (picklable, so it runs in worker processes).
    With ``every=N`` only games whose index is a multiple of N are saved.
    """
    index = getattr(job, "index", None)
    if every > 1 and isinstance(index, int) and index % every:
        return None
    seed = game.state.origin[1] if game.state.origin else 0
    name = f"game-{index:05d}.json" if isinstance(index, int) else f"game-seed-{seed}.json"
    path = Path(directory) / name
    path.parent.mkdir(parents=True, exist_ok=True)
    save_record(game, path)
    return str(path)


# --- loading and checking --------------------------------------------------------------------------

def _kind(v: Any) -> str:
    if v is None:
        return "null"
    return {bool: "true/false", int: "an integer", float: "a number", str: "a string", list: "a list",
            dict: "an object"}.get(type(v), type(v).__name__)


def validate_record(data: Any, source: str = "<record>") -> dict[str, Any]:
    """Check a parsed record's shape; raise :class:`RecordError` listing every problem with its
    place in the file (``actions[3].action``) and what is expected there."""
    errors: list[str] = []

    def bad(where: str, found: Any, expected: str) -> None:
        shown = repr(found) if isinstance(found, str | int | float | bool) else _kind(found)
        errors.append(f"{where}: found {shown}; expected {expected}")

    def is_int(v: Any) -> bool:
        return type(v) is int

    if not isinstance(data, dict):
        raise RecordError(f"{source}: top level: found {_kind(data)}; expected an object")
    for key in ("format", "version", "mode", "seed", "decks", "actions", "result"):
        if key not in data:
            errors.append(f"{key}: missing field")
    if "format" in data and data["format"] != FORMAT:
        bad("format", data["format"], repr(FORMAT))
    if "version" in data and data["version"] != VERSION:
        bad("version", data["version"], f"{VERSION} (the version this engine reads)")
    mode = data.get("mode")
    if "mode" in data and (not isinstance(mode, str) or mode not in MODES):
        bad("mode", mode, f"one of {', '.join(sorted(MODES))}")
    if "seed" in data and not is_int(data["seed"]):
        bad("seed", data["seed"], "an integer")
    decks = data.get("decks")
    if "decks" in data:
        if not isinstance(decks, list):
            bad("decks", decks, "a list of decklists")
        else:
            if isinstance(mode, str) and mode in MODES and len(decks) != MODES[mode].players:
                errors.append(f"decks: found {len(decks)} decklists; mode {mode} needs "
                              f"{MODES[mode].players}")
            for i, deck in enumerate(decks):
                try:
                    deck_from_dict(deck, f"decks[{i}]")
                except DeckError as e:
                    errors.extend(f"decks[{i}]: {x}" for x in e.errors)
    acts = data.get("actions")
    if "actions" in data:
        if not isinstance(acts, list):
            bad("actions", acts, "a list of actions")
        else:
            for i, a in enumerate(acts):
                where = f"actions[{i}]"
                if isinstance(a, str):
                    continue  # the bare canonical form is accepted too
                if not isinstance(a, dict):
                    bad(where, a, "an object with 'action' (or a string)")
                    continue
                if not isinstance(a.get("action"), str):
                    bad(f"{where}.action", a.get("action"), "an action in canonical notation, e.g. "
                        "'play #12 to base'")
                if "text" in a and not isinstance(a["text"], str):
                    bad(f"{where}.text", a["text"], "a string")
                for k in ("player", "turn"):
                    if a.get(k) is not None and not is_int(a[k]):
                        bad(f"{where}.{k}", a[k], "an integer")
    res = data.get("result")
    if "result" in data:
        if not isinstance(res, dict):
            bad("result", res, "an object")
        else:
            if not isinstance(res.get("over"), bool):
                bad("result.over", res.get("over"), "true or false")
            w = res.get("winners")
            if not isinstance(w, list) or not all(is_int(x) for x in w):
                bad("result.winners", w, "a list of seats")
            for k in ("termination", "rule"):
                if res.get(k) is not None and not isinstance(res[k], str):
                    bad(f"result.{k}", res[k], "a string or null")
            if not is_int(res.get("turns")):
                bad("result.turns", res.get("turns"), "an integer")
            pts = res.get("points")
            if not isinstance(pts, list) or not all(is_int(x) for x in pts):
                bad("result.points", pts, "a list of integers, one per seat")
            if res.get("victory_score") is not None and not is_int(res["victory_score"]):
                bad("result.victory_score", res["victory_score"], "an integer")
            if res.get("digest") is not None and not isinstance(res["digest"], str):
                bad("result.digest", res["digest"], "a string")
    if errors:
        if len(errors) == 1:
            raise RecordError(f"{source}: {errors[0]}")
        raise RecordError(f"{source}: {len(errors)} problems:\n" + "\n".join(f"  - {e}" for e in errors))
    return data


def load_record(path: str | Path) -> dict[str, Any]:
    """Read and check a record file (see :func:`validate_record`); raise :class:`RecordError`."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8-sig")  # a byte-order mark is accepted
    except (OSError, UnicodeDecodeError) as e:
        raise RecordError(f"{path}: cannot read file: {e}") from e
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise RecordError(f"{path}: line {e.lineno}, column {e.colno}: invalid JSON ({e.msg})") from e
    # The file's shape first (schemas/record.schema.json); pydantic is imported only here, when a
    # file is read, so that ``import riftbound`` stays light.
    from .schemas import record_problems

    problems = record_problems(data)
    if problems:
        head = f"{path}: " + (problems[0] if len(problems) == 1 else f"{len(problems)} problems:\n")
        raise RecordError(head + ("" if len(problems) == 1 else "\n".join(f"  - {p}" for p in problems)))
    return validate_record(data, str(path))


# --- replaying -----------------------------------------------------------------------------------------

def _action_text(entry: Any) -> str:
    return entry if isinstance(entry, str) else entry["action"]


def new_game(record: dict[str, Any], *, log: bool = True) -> Game:
    """The game a record starts from: ``Game.new(decks, mode, seed)``."""
    decks = [deck_from_dict(d, f"decks[{i}]") for i, d in enumerate(record["decks"])]
    try:
        return Game.new(decks, mode=MODES[record["mode"]], seed=record["seed"], log=log)
    except (RiftboundError, ValueError) as e:
        raise RecordError(f"the record's game can't be set up: {e}") from e


def iter_replay(record: dict[str, Any], *, upto: int | None = None, log: bool = True
                ) -> Iterator[tuple[int, Action, Game]]:
    """Replay a (validated) record, yielding ``(n, action, game)`` after the n-th action (from 1).

    The game object is the same throughout. Raises :class:`RecordError` naming the action where
    the replay diverges from the record.
    """
    _check_keys(record)
    game = new_game(record, log=log)
    acts = record["actions"]
    n_total = len(acts) if upto is None else min(upto, len(acts))
    for i in range(n_total):
        text = _action_text(acts[i])
        if game.is_over():
            raise RecordError(f"action {i + 1} of {len(acts)} ({text!r}): the game is already over "
                              f"({_outcome_str(game)}), yet the record goes on")
        try:
            action = parse_action(game, text)
            _check_entry(acts[i], game, action, f"action {i + 1} of {len(acts)} ({text!r})")
            game.apply(action)
        except RecordError:
            raise
        except (NotationError, RiftboundError) as e:
            raise RecordError(f"action {i + 1} of {len(acts)} ({text!r}) diverges from the game: {e}") from e
        yield i + 1, action, game


def _check_entry(entry: Any, game: Game, action: Action, where: str) -> None:
    """The stored ``turn``, ``player`` and ``text`` of an action entry agree with the replay."""
    if not isinstance(entry, dict):
        return
    d = game.pending()
    got = {"turn": game.state.turn,
           "player": action.player if isinstance(action, Concede) else (d.player if d else None)}
    for k in ("turn", "player"):
        if k in entry and entry[k] != got[k]:
            raise RecordError(f"{where}: the record says {k} {entry[k]!r}, the replay gives {got[k]!r}")
    if entry.get("text") is not None and entry["text"] != (text := format_action(game, action)):
        raise RecordError(f"{where}: the record's text {entry['text']!r} is not this action, "
                          f"which reads {text!r}")


def _check_keys(record: dict[str, Any]) -> None:
    """Keys that differ from the format's only by case are refused (an edit the checksum would
    catch without naming it)."""
    for where, obj in [("", record), ("result.", record.get("result")),
                       *((f"decks[{i}].", d) for i, d in enumerate(record.get("decks") or ()))]:
        if isinstance(obj, dict):
            known = _KEYS["" if where == "" else "result." if where == "result." else "decks"]
            for k in obj:
                if isinstance(k, str) and k not in known and k.lower() in {x.lower() for x in known}:
                    raise RecordError(f"{where}{k}: unknown field; did you mean "
                                      f"{next(x for x in known if x.lower() == k.lower())!r}?")


_KEYS = {"": ("format", "version", "mode", "seed", "decks", "actions", "result"),
         "result.": ("over", "winners", "termination", "rule", "turns", "points", "victory_score",
                     "digest", "checksum"),
         "decks": ("name", "practice", "as_sold", "legend", "chosen_champion", "main_deck", "rune_deck",
                   "battlefields", "sideboard", "source")}


def _outcome_str(game: Game) -> str:
    out = game.outcome()
    if out is None:
        return "not over"
    return f"{' and '.join(f'P{p}' for p in out.winners)} won by {out.termination.value}, rule {out.rule}"


def check_result(record: dict[str, Any], game: Game) -> None:
    """Compare the replayed ``game`` with the record's result; raise :class:`RecordError` naming
    every field that differs."""
    want = record["result"]
    got = _result(game)
    diffs = []
    for k in got:
        if k in want and (k != "digest" or want[k] is not None) and want[k] != got[k]:
            diffs.append(f"{k}: the record says {want[k]!r}, the replay gives {got[k]!r}")
    if diffs:
        raise RecordError("the replayed game does not match the record's result: " + "; ".join(diffs))
    if want.get("checksum") is not None and want["checksum"] != checksum(record):
        raise RecordError("the record was edited after it was written: its result.checksum does not "
                          "match its content (a deck's name or cards, or another stored field)")


def replay(record: dict[str, Any] | str | Path, *, upto: int | None = None, log: bool = True) -> Game:
    """Rebuild a recorded game: ``Game.new(decks, mode, seed)``, then every recorded action.

    With ``upto=N`` only the first N actions are applied and the result is not checked; otherwise
    the final game must match the record's result (:func:`check_result`). A record may be given as
    a path or as parsed data (checked with :func:`validate_record`).
    """
    if isinstance(record, str | Path):
        record = load_record(record)
    else:
        validate_record(record)
    game = None
    for _, _, step in iter_replay(record, upto=upto, log=log):
        game = step
    if game is None:
        game = new_game(record, log=log)
    if upto is None:
        check_result(record, game)
    return game
