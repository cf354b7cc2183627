"""The part of :class:`riftbound.game.Game` that answers decisions, which every game calls thousands of
times: the pending decision, its legal actions, and applying an answer.

It is its own class so that the compiled build (mypyc, setup.py) compiles it while ``game.py``, the
rest of the public API, stays interpreted: a compiled function checks each argument against its
annotation before its body runs, with its own message (``int object expected; got str``) and with
``True`` taken as the int 1, so the API's own checks, which name the argument, would never be
reached. ``Game`` subclasses this class in interpreted code.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .actions import Action, Concede, Move
from .compiled import mypyc_attr
from .engine import removal
from .engine.decisions import advance, legal_actions, move_is_legal, resolve
from .engine.scoring import Outcome
from .errors import IllegalActionError
from .state import Decision, GameState

__all__ = ["GameCore"]


@mypyc_attr(allow_interpreted_subclasses=True)  # Game (game.py, interpreted) subclasses it
class GameCore:
    """A game's state and its decision: what is pending, its legal actions, and the way to answer."""

    __slots__ = ("_g", "_legal", "on_action")

    def __init__(self, state: GameState) -> None:
        self._g = state
        self._legal: list[Action] | None = None
        #: called as ``on_action(game, action)`` with each legal action just before it is applied
        #: (a game record written as the game is played: formats/records.py); not kept by clones
        self.on_action: Callable[[Any, Action], None] | None = None

    @property
    def state(self) -> GameState:
        """The underlying state (plain data; treat as read-only unless you know the engine)."""
        return self._g

    def pending(self) -> Decision | None:
        """The decision the game waits for (who, what kind), or None when it is over."""
        return self._g.pending

    def to_move(self) -> int | None:
        d = self._g.pending
        return d.player if d else None

    def legal_actions(self) -> list[Action]:
        """The legal answers to the pending decision. Any living player may also
        :class:`~riftbound.actions.Concede` at any time (rule 650)."""
        if self._legal is None:
            self._legal = legal_actions(self._g)
        return list(self._legal)

    def is_legal(self, action: Action) -> bool:
        """Whether ``action`` answers the pending decision now; a :class:`~riftbound.actions.Concede`
        is legal for any living player while the game goes on (rule 650)."""
        return _is_legal(self, action)

    def apply(self, action: Action) -> None:
        """Answer the pending decision; an illegal action raises and changes nothing."""
        g = self._g
        over = g.outcome  # read once: narrowing g.outcome itself would let mypyc assume it stays None
        if over is not None:
            raise IllegalActionError(f"{action} is not legal: the game is over ({over})")
        if not _is_legal(self, action):  # (a function: a method of a class with interpreted
            d = g.pending                 # subclasses is looked up by name, compiled)
            raise IllegalActionError(
                f"{action} is not legal now: the game waits for P{d.player}'s {d.kind} decision"
                if d else f"{action} is not legal now: no decision is pending")
        if self.on_action is not None:
            self.on_action(self, action)  # before anything changes, the legal options still listed
        self._legal = None
        g.history.append(action)
        if isinstance(action, Concede):
            removal.concede(g, action.player)
        else:
            resolve(g, action)
        if g.outcome is None:
            self._legal = advance(g)  # the options it listed, if any, are the next decision's

    def outcome(self) -> Outcome | None:
        return self._g.outcome

    def is_over(self) -> bool:
        return self._g.outcome is not None


def _is_legal(game: GameCore, action: Action) -> bool:
    """:meth:`GameCore.is_legal`."""
    if isinstance(action, Concede):
        g = game._g
        return (g.outcome is None and 0 <= action.player < len(g.players)
                and g.players[action.player].alive)
    legal = game._legal
    if legal is not None:
        for a in legal:  # a bot hands back one of the listed actions: found without comparing
            if a is action:
                return True
    d = game._g.pending
    if isinstance(action, Move) and d is not None and d.kind == "main":
        # Checked directly: listing every group of units is exponential (144.3). Any units
        # that may move are accepted, not only the representatives legal_actions() lists
        # (a listed one is found above, without checking it again).
        return move_is_legal(game._g, d.player, action)
    if legal is None:
        legal = game._legal = legal_actions(game._g)
        for a in legal:
            if a is action:
                return True
    return action in legal
