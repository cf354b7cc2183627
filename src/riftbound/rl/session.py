"""One episode as the RL interfaces see it: a game, answered token by token, with rewards.

:class:`Session` is what the PettingZoo, Gymnasium and OpenSpiel adapters share: it seeds and sets
up games, keeps the current decision's token trie (:mod:`riftbound.rl.tokens`), applies an action
when its tokens are complete, ends an episode by the game's outcome or by a turn limit, and
scores it.

Rewards are +1 for a win and -1 for a loss at the end, shared by a team (489.8.d: a team wins
together). An episode that reaches ``max_turns`` is truncated and adjudicated so that stalling
never pays a player who is behind: with ``adjudicate="points"`` the team strictly ahead on points
gets +1 and every other team -1 (teams tied for the lead get 0); with ``"loss"`` every seat gets
-1. (A guard, ``max_decisions``, truncates the same way.)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import numpy as np

from ..actions import Action
from ..decks import Deck, origins_decks
from ..engine.battlefield_tokens import token_battlefields_of
from ..formats.deckspec import resolve_deck
from ..game import Game
from ..modes import DUEL, MODES, Mode
from .layout import NUMBERS, VERBS, Layout, Shape
from .observation import Encoder, view_of
from .tokens import Codec

__all__ = ["IllegalTokenError", "Session", "resolve_decks", "resolve_mode"]


class IllegalTokenError(ValueError):
    """A token that continues no legal action of the pending decision."""


def resolve_mode(mode: Mode | str) -> Mode:
    """A mode object, or its name in :data:`riftbound.modes.MODES` (``duel``, ``2v2``, ...)."""
    if isinstance(mode, Mode):
        return mode
    try:
        return MODES[str(mode).strip().lower()]
    except KeyError:
        raise ValueError(f"unknown mode {mode!r}; known: {', '.join(MODES)}") from None


def resolve_decks(decks: Sequence[Deck | str] | None, mode: Mode) -> list[Deck]:
    """One deck per seat: Deck objects or deck specs (a built-in name such as ``origins-jinx`` or
    ``vanguard``, a decklist file, a text list or a deck code: see
    :func:`riftbound.formats.deckspec.resolve_deck`), given to the seats in turn (two decks fill
    four seats as A, B, A, B). None: the Origins champion decks Jinx, Lee Sin, Viktor and Viktor, so that
    teammates in 2v2 (seats 0 and 2, 1 and 3) bring different legends and battlefields (489.8.h-i)."""
    jinx, lee, viktor = origins_decks()
    given: list[Deck | str] = [jinx, lee, viktor, viktor] if decks is None else list(decks)
    if not given:
        raise ValueError("decks: give at least one deck (a Deck or a deck spec such as 'jinx')")
    out = [item if isinstance(item, Deck) else resolve_deck(str(item)) for item in given]
    if decks is None:
        return out[:mode.players]
    return [out[i % len(out)] for i in range(mode.players)]


class Session:
    """A seeded game answered in tokens by the seats in ``token_seats`` (default: every seat);
    the other seats are driven with :meth:`apply` (a bot's whole action)."""

    def __init__(self, decks: Sequence[Deck | str] | None = None, mode: Mode | str = DUEL, *,
                 max_turns: int = 60, adjudicate: str = "points", skip_forced: bool = True,
                 layout: Layout | None = None, token_seats: Iterable[int] | None = None,
                 max_decisions: int = 20_000) -> None:
        if adjudicate not in ("points", "loss"):
            raise ValueError(f"adjudicate must be 'points' or 'loss', not {adjudicate!r}")
        if max_turns < 1:
            raise ValueError(f"max_turns must be at least 1, not {max_turns}")
        self.mode = resolve_mode(mode)
        self.decks = resolve_decks(decks, self.mode)
        self.max_turns = max_turns
        #: a guard: an episode is also truncated after this many engine decisions
        self.max_decisions = max_decisions
        self.adjudicate = adjudicate
        self.skip_forced = skip_forced
        # the decks are checked once, here; reset() skips the check
        self.game: Game = Game.new(self.decks, mode=self.mode, seed=0, log=False)
        layout = layout or Layout()
        room = layout.battlefield_tokens
        if room is None:  # as many battlefield tokens as the decks' cards can add (187.9)
            st = self.game.state
            room = token_battlefields_of(st.index.answers, {c.id for c in st.cards})
        self.shape = Shape(self.mode, layout, room)
        self.encoder = Encoder(self.shape)
        seats = range(self.mode.players)
        self.token_seats = frozenset(seats if token_seats is None else token_seats)
        self.truncated = False
        self._codec: Codec | None = None
        self._node: dict | None = None
        self.prefix: list[int] = []
        self.engine_steps = 0

    # --- episodes -----------------------------------------------------------------------------

    def reset(self, seed: int) -> None:
        """A new game from ``seed`` (which fixes every shuffle and random choice)."""
        self.game = Game.new(self.decks, mode=self.mode, seed=seed, log=False, check_decks=False)
        self.truncated = False
        self.engine_steps = 0
        self._clear()
        self.settle()

    def clone(self) -> Session:
        twin = Session.__new__(Session)
        twin.__dict__.update(self.__dict__)
        twin.game = self.game.clone(log=False)
        twin.prefix = self.prefix[:]  # the codec and its trie are never changed: shared
        return twin

    def __deepcopy__(self, memo: dict) -> Session:
        return self.clone()  # OpenSpiel copies states with deepcopy; a clone is far cheaper

    @property
    def terminated(self) -> bool:
        return self.game.is_over()

    @property
    def done(self) -> bool:
        return self.game.is_over() or self.truncated

    def to_move(self) -> int | None:
        """The seat that decides now (None when the episode is over)."""
        return None if self.done else self.game.to_move()

    # --- the current decision -----------------------------------------------------------------

    def _clear(self) -> None:
        self._codec = None
        self._node = None
        self.prefix = []

    def _open(self) -> None:
        seat = self.game.to_move()
        assert seat is not None
        self._codec = Codec(self.shape, view_of(self.game, seat, self.shape), seat,
                            self.game.legal_actions())
        self._node = self._codec.trie

    def codec(self) -> Codec:
        """The token forms of the pending decision."""
        if self._codec is None:
            self._open()
        assert self._codec is not None
        return self._codec

    def legal_tokens(self) -> list[int]:
        """The tokens that continue a legal action from the current prefix."""
        if self.done:
            return []
        self.codec()
        assert self._node is not None
        return sorted(self._node)

    def mask(self, seat: int | None = None) -> np.ndarray:
        """The legal-token mask (int8) for ``seat`` (default the deciding seat): all zeros for a
        seat that is not deciding."""
        out = np.zeros(self.shape.actions, dtype=np.int8)
        mover = self.to_move()
        if mover is not None and (seat is None or seat == mover):
            out[self.legal_tokens()] = 1
        return out

    def step(self, token: int) -> Action | None:
        """Choose ``token`` for the deciding seat; returns the engine action when it completes one
        (which is then applied). Raises :class:`IllegalTokenError` for a masked token."""
        if self.done:
            raise IllegalTokenError("the episode is over")
        action = self._take(int(token))
        self.settle()
        return action

    def _take(self, token: int) -> Action | None:
        self.codec()
        node = self._node
        assert node is not None and self._codec is not None
        if token not in node:
            names = ", ".join(self.shape.token_name(t) for t in sorted(node))
            raise IllegalTokenError(
                f"token {token} ({self.shape.token_name(token)}) is not legal now; legal: {names}")
        child = node[token]
        if isinstance(child, dict):
            self.prefix.append(token)
            self._node = child
            return None
        action = self._codec.legal[child]
        self.apply(action)
        return action

    def apply(self, action: Action) -> None:
        """Answer the pending decision with a whole engine action (a bot's, or a decoded one)."""
        self._clear()
        self.game.apply(action)
        self.engine_steps += 1
        if not self.game.is_over() and (self.game.turn > self.max_turns
                                        or self.engine_steps >= self.max_decisions):
            self.truncated = True

    def settle(self) -> None:
        """Take every forced token (the only one legal) for the token seats, when skipping them."""
        while self.skip_forced and not self.done and self.game.to_move() in self.token_seats:
            self.codec()
            assert self._node is not None
            if len(self._node) != 1:
                return
            self._take(next(iter(self._node)))

    # --- what a seat sees and gets ------------------------------------------------------------

    def observe(self, seat: int) -> np.ndarray:
        """The observation tensor of ``seat`` (the deciding seat also sees its partial choice and
        the cards its legal actions name)."""
        if seat == self.to_move() and seat in self.token_seats:
            codec = self.codec()
            return self.encoder.encode(self.game, codec.view, self.prefix)
        return self.encoder.encode(self.game, view_of(self.game, seat, self.shape))

    def action_features(self, seat: int) -> np.ndarray:
        """One feature row per token for pointer-style policies, shape ``(actions, width)``:
        the token's class (verb, object, location, number, stop), which verb, location or number,
        whether it is legal now, and for an object token the object's row of the observation."""
        return action_feature_rows(self.shape, self.observe(seat), self.mask(seat))

    def returns(self) -> list[float]:
        """Each seat's return: 0 until the episode ends, then +1 / -1 (see the module doc)."""
        n = self.mode.players
        teams = self.game.state.team_of
        outcome = self.game.outcome()
        if outcome is not None:
            won = {teams[w] for w in outcome.winners}
            return [1.0 if teams[p] in won else -1.0 for p in range(n)]
        if not self.truncated:
            return [0.0] * n
        if self.adjudicate == "loss":
            return [-1.0] * n
        points = {teams[p]: self.game.points(p) for p in range(n)}
        best = max(points.values())
        leaders = {t for t, v in points.items() if v == best}
        lead = 1.0 if len(leaders) == 1 else 0.0
        return [lead if teams[p] in leaders else -1.0 for p in range(n)]


def action_feature_rows(shape: Shape, obs: np.ndarray, mask: np.ndarray) -> np.ndarray:
    """The rows of :meth:`Session.action_features` from an observation tensor and a mask."""
    a, b = shape.actions, shape.bfs
    head = 5 + len(VERBS) + 1 + b + 2
    width = shape.object_width
    out = np.zeros((a, head + width), dtype=np.float32)
    ent0, loc0, num0, stop = shape.ent0, shape.loc0, shape.num0, shape.stop
    out[:ent0, 0] = 1.0
    out[np.arange(ent0), 5 + np.arange(ent0)] = 1.0
    out[ent0:loc0, 1] = 1.0
    out[loc0:num0, 2] = 1.0
    out[np.arange(loc0, num0), 5 + len(VERBS) + np.arange(num0 - loc0)] = 1.0
    out[num0:stop, 3] = 1.0
    out[num0:stop, head - 2] = np.arange(NUMBERS, dtype=np.float32) / NUMBERS
    out[stop, 4] = 1.0
    out[:, head - 1] = mask
    start = sum(size for name, size, _ in shape.pieces()[:2])
    out[ent0:loc0, head:] = obs[start:start + shape.objects * width].reshape(shape.objects, width)
    return out
