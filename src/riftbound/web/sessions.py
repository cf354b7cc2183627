"""The games the page shows, kept in the server's memory: a game against a bot, a replayed record,
a judge's position. No web framework here, so they are tested without one.

Each session answers with :meth:`view`, the JSON the page draws. A game against a bot is seen
from the person's seat only (:mod:`.view`); the bot plays its decisions as soon as they come,
so the page always waits on the person or on nothing.
"""

from __future__ import annotations

import secrets
import threading
from collections import OrderedDict
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from ..actions import Action, Concede
from ..bots import BOTS, make_bot
from ..decks import Deck, builtin_decks, origins_decks
from ..errors import RiftboundError
from ..formats.deckspec import resolve_deck
from ..formats.notation import JudgeAction, apply_judge, format_action, parse_action, parse_any
from ..formats.position import load_position
from ..formats.records import RecordError, check_result, iter_replay, new_game, record_game, validate_record
from ..formats.resolver import is_fixture
from ..game import Game
from .view import board_view, decision_view, log_start, log_view

__all__ = ["BOT_OPTIONS", "PlaySession", "PositionSession", "ReplaySession", "SessionError", "Sessions",
           "builtin_deck_names", "deck_from_spec", "open_position"]

#: options each bot plays with on the page: ISMCTS gets a budget that answers within a second or so
BOT_OPTIONS: dict[str, dict[str, Any]] = {"ismcts": {"iterations": 100}}

MAX_SESSIONS = 64


class SessionError(RiftboundError, ValueError):
    """A request the session can't serve: a bad deck, an unknown bot, a stale or illegal action."""


def builtin_deck_names() -> list[str]:
    """The names the deck field accepts for the built-in decks (file stems, e.g. "origins-jinx")."""
    return [d.source.removeprefix("builtin:") for d in (*origins_decks(), *builtin_decks())]


def deck_from_spec(spec: str, allow_files: bool = True) -> Deck:
    """A deck as every ``--deck`` option reads it (:func:`~riftbound.formats.deckspec.resolve_deck`):
    a built-in deck's name, a deck code, a text list, or the path of a decklist file. Without
    ``allow_files`` (a server that others can reach) a path is refused, so that no file of the
    server's computer is read for them."""
    if not spec.strip():
        raise SessionError("no deck given: a built-in deck's name, a deck code, a text list or a file")
    if not allow_files and "\n" not in spec.strip():
        one = spec.strip()
        if "/" in one or "\\" in one or one.lower().endswith((".json", ".txt")) or Path(one).exists():
            raise SessionError(f"{one!r}: this server reads no deck files, as it listens beyond this "
                               "computer; paste the deck's text list or code instead")
    return resolve_deck(spec)


class PlaySession:
    """A Duel between a person in ``seat`` and a bot in the other seat."""

    kind = "play"

    def __init__(self, decks: Sequence[Deck], seat: int, bot: str, seed: int) -> None:
        if bot not in BOTS:
            raise SessionError(f"unknown bot {bot!r}; known: {', '.join(BOTS)}")
        if seat not in (0, 1):
            raise SessionError(f"seat must be 0 or 1, got {seat!r}")
        self.game = Game.new(list(decks), seed=seed)
        self.seat = seat
        self.bot_name = bot
        self.bot = make_bot(bot, seed * 2 + 1 - seat, **BOT_OPTIONS.get(bot, {}))
        self.decks = [d.name for d in decks]
        self.lock = threading.RLock()
        self._bots()

    def _bots(self) -> None:
        game = self.game
        while not game.is_over() and game.to_move() != self.seat:
            game.apply(self.bot.choose(game))

    def act(self, step: int, index: int | None = None, text: str | None = None,
            concede: bool = False) -> str:
        """Answer the person's decision: legal action ``index``, or ``text`` in notation, or a
        concession (650); ``step`` is the number of actions the page has seen, so that a stale page
        changes nothing. Returns the action's readable text."""
        with self.lock:
            game = self.game
            if step != len(game.state.history):
                raise SessionError("the page was out of date: it now shows the game as it stands")
            action = self._read(index, text, concede)
            label = format_action(game, action)
            try:
                game.apply(action)
            except RiftboundError as e:
                raise SessionError(str(e)) from e
            self._bots()
            return label

    def _read(self, index: int | None, text: str | None, concede: bool) -> Action:
        game = self.game
        if concede:
            return Concede(self.seat)
        if game.is_over():
            raise SessionError("the game is over")
        if game.to_move() != self.seat:
            raise SessionError(f"it is not your decision: P{game.to_move()} decides")
        if index is not None:
            actions = game.legal_actions()
            if not 0 <= index < len(actions):
                raise SessionError(f"no legal action number {index} (there are {len(actions)})")
            return actions[index]
        if text:
            try:
                return parse_action(game, text)
            except RiftboundError as e:
                raise SessionError(str(e)) from e
        raise SessionError("give an action: its number or its notation")

    def record(self) -> dict[str, Any]:
        """The game record, once the game is over (before that it would tell the bot's hand)."""
        if not self.game.is_over():
            raise SessionError("the record is available when the game is over: it holds the seed, "
                               "and with it every hidden card")
        return record_game(self.game)

    def view(self, since: int = 0) -> dict[str, Any]:
        with self.lock:
            return self._view(since)

    def _view(self, since: int) -> dict[str, Any]:
        game = self.game
        return {"kind": self.kind, "seat": self.seat, "viewer": self.seat, "bot": self.bot_name,
                "decks": self.decks, "step": len(game.state.history),
                **board_view(game, self.seat), "decision": decision_view(game, self.seat),
                "log_start": log_start(game, since), "log": log_view(game, self.seat, since)}


class ReplaySession:
    """A game record, shown after any number of its actions (forward, back, a turn's start)."""

    kind = "replay"

    def __init__(self, record: Any, source: str = "<record>") -> None:
        self.record = validate_record(record, source)
        self.source = source
        self.lock = threading.RLock()
        game = new_game(self.record)
        self.actions: list[Action] = []
        self.moves: list[dict[str, Any]] = []
        turns = [game.turn]
        before = game.clone(log=False)
        for _, action, game in iter_replay(self.record, log=False):
            self.moves.append({"player": before.to_move(), "text": format_action(before, action),
                               "turn": before.turn})
            self.actions.append(action)
            turns.append(game.turn)
            before = game.clone(log=False)
        self.turns = turns  # the turn after each number of actions (0..n)
        try:
            check_result(self.record, game)
            self.check = "the replay gives the recorded result"
        except RecordError as e:
            self.check = str(e)
        self.game = new_game(self.record)
        self.pos = 0

    def goto(self, pos: int) -> None:
        """Show the game after ``pos`` actions (clamped to the record)."""
        pos = max(0, min(pos, len(self.actions)))
        with self.lock:
            if pos < self.pos:
                self.game = new_game(self.record)
                self.pos = 0
            while self.pos < pos:
                self.game.apply(self.actions[self.pos])
                self.pos += 1

    def turn_start(self, turn: int) -> int:
        """The first position (number of actions) at which the game is in ``turn`` or later."""
        for i, t in enumerate(self.turns):
            if t >= turn:
                return i
        return len(self.actions)

    def view(self, viewer: int | None = None, since: int = 0, at: int | None = None) -> dict[str, Any]:
        """The view after ``at`` actions (None: where the replay stands)."""
        with self.lock:
            if at is not None:
                self.goto(at)
            return self._view(viewer, since)

    def _view(self, viewer: int | None, since: int) -> dict[str, Any]:
        game = self.game
        decks = [d.get("name", f"deck {i}") for i, d in enumerate(self.record["decks"])]
        res = self.record["result"]
        return {"kind": self.kind, "viewer": viewer, "source": self.source, "decks": decks,
                "step": self.pos, "steps": len(self.actions), "moves": self.moves,
                "turn_starts": {str(t): self.turn_start(t) for t in sorted(set(self.turns))},
                "check": self.check, "seed": self.record["seed"],
                "result": {k: res.get(k) for k in ("over", "winners", "termination", "rule", "turns",
                                                   "points")},
                **board_view(game, viewer), "decision": decision_view(game, None, can_act=False),
                "log_start": log_start(game, since), "log": log_view(game, viewer, since)}


class PositionSession:
    """A judge's position at its pending decision: any player's answer, or a judge action."""

    kind = "position"

    def __init__(self, game: Game, source: str) -> None:
        self.game = game
        self.source = source
        self.lock = threading.RLock()
        self.done: list[str] = []

    def act(self, step: int, index: int | None = None, text: str | None = None) -> str:
        with self.lock:
            game = self.game
            if step != len(self.done):
                raise SessionError("the page was out of date: it now shows the position as it stands")
            try:
                if index is not None:
                    actions = game.legal_actions()
                    if not 0 <= index < len(actions):
                        raise SessionError(f"no legal action number {index} (there are {len(actions)})")
                    label = format_action(game, actions[index])
                    game.apply(actions[index])
                elif text:
                    parsed = parse_any(game, text)
                    if isinstance(parsed, JudgeAction):
                        apply_judge(game, parsed)
                        label = str(parsed)
                    else:
                        label = format_action(game, parsed)
                        game.apply(parsed)
                else:
                    raise SessionError("give an action: its number, its notation or a judge action")
            except SessionError:
                raise
            except RiftboundError as e:
                raise SessionError(str(e)) from e
            self.done.append(label)
            return label

    def view(self, since: int = 0) -> dict[str, Any]:
        with self.lock:
            game = self.game
            return {"kind": self.kind, "viewer": None, "source": self.source, "step": len(self.done),
                    "done": list(self.done), **board_view(game, None),
                    "decision": decision_view(game, None),
                    "log_start": log_start(game, since), "log": log_view(game, None, since)}


def open_position(data: Any, source: str) -> PositionSession:
    """A position (a dict, JSON text or a path), or a conformance fixture's position, at its
    pending decision; a bad one raises :class:`~riftbound.formats.position.PositionError`."""
    if is_fixture(data):
        data = data["position"]
    return PositionSession(load_position(data, source=source), source)


Session = PlaySession | ReplaySession | PositionSession


class Sessions:
    """The open sessions by id (random, unguessable); the oldest go when there are too many."""

    def __init__(self, limit: int = MAX_SESSIONS) -> None:
        self.limit = limit
        self._items: OrderedDict[str, Session] = OrderedDict()
        self._lock = threading.Lock()

    def add(self, session: Session) -> str:
        sid = secrets.token_urlsafe(12)
        with self._lock:
            self._items[sid] = session
            while len(self._items) > self.limit:
                self._items.popitem(last=False)
        return sid

    def get(self, sid: str) -> Session:
        with self._lock:
            s = self._items.get(sid)
        if s is None:
            raise KeyError(sid)
        return s

    def items(self) -> list[tuple[str, Session]]:
        with self._lock:
            return list(self._items.items())
