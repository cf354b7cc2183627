"""Riftbound as an OpenSpiel Python game: ``pyspiel.load_game("python_riftbound")``.

Importing this module registers the game. Parameters: ``mode`` (``duel``, ``skirmish``, ``war``,
``2v2``...), ``decks`` (comma-separated deck specs: built-in names, files or deck codes; empty: the default
of :func:`riftbound.rl.session.resolve_decks`), ``max_turns``, ``adjudicate`` (``points`` or
``loss``), ``seeds`` and ``max_game_length``.

- **Chance.** The game's first state is a chance node whose outcome is the game's seed (one of
  ``seeds``, uniformly); every later random event (shuffles, the first player) follows from it, so
  a history of actions replays a game exactly (OpenSpiel's serialization relies on that).
- **Players and actions.** Seats are players; actions are the tokens of
  :mod:`riftbound.rl.tokens` and a decision may take several of them.
- **Observations.** The observation tensor and string are one seat's view
  (:mod:`riftbound.rl.observation`; the string is the engine's observation). The
  information-state string is exact perfect recall: a digest of everything the seat has observed
  and chosen, step by step. The information-state tensor is the observation tensor, which is not
  perfect recall (it forgets cards seen once and then hidden again).
- **Utility.** +1 / -1 at the end, shared by a team; zero-sum with two teams and points
  adjudication, general-sum otherwise (see :mod:`riftbound.rl.session`).
"""

from __future__ import annotations

import hashlib
from typing import Any

import numpy as np
import pyspiel

from .layout import Layout
from .session import Session, resolve_mode

__all__ = ["RiftboundGame", "RiftboundState"]

_DEFAULTS = {"mode": "duel", "decks": "", "max_turns": 60, "adjudicate": "points", "seeds": 1024,
             "max_game_length": 20000}


def _game_type(utility: Any) -> pyspiel.GameType:
    return pyspiel.GameType(
        short_name="python_riftbound",
        long_name="Python Riftbound",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=utility,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=4,
        min_num_players=2,
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=_DEFAULTS,
    )


class RiftboundGame(pyspiel.Game):
    """The game: its mode, decks and limits, and a set-up session new states copy."""

    def __init__(self, params: dict | None = None) -> None:
        p = {**_DEFAULTS, **(params or {})}
        self._configure(p)
        shape = self.template.shape
        mode = self.template.mode
        zero_sum = len(set(mode.teams)) == 2 and p["adjudicate"] == "points"
        utility = (pyspiel.GameType.Utility.ZERO_SUM if zero_sum
                   else pyspiel.GameType.Utility.GENERAL_SUM)
        info = pyspiel.GameInfo(
            num_distinct_actions=shape.actions, max_chance_outcomes=self.seeds,
            num_players=shape.seats, min_utility=-1.0, max_utility=1.0,
            utility_sum=0.0 if zero_sum else None, max_game_length=self.max_length)
        super().__init__(_game_type(utility), info, p)

    def _configure(self, p: dict) -> None:
        decks = [d.strip() for d in str(p["decks"]).split(",") if d.strip()] or None
        self.template = Session(decks, resolve_mode(str(p["mode"])), max_turns=int(p["max_turns"]),
                                adjudicate=str(p["adjudicate"]), layout=Layout())
        self.seeds = int(p["seeds"])
        self.max_length = int(p["max_game_length"])
        if self.seeds < 1 or self.max_length < 2:
            raise ValueError("seeds must be at least 1 and max_game_length at least 2")

    def __deepcopy__(self, memo: dict) -> RiftboundGame:
        return self  # immutable; OpenSpiel deep-copies a state's attributes when it clones one

    def ready(self) -> RiftboundGame:
        """The game with its settings (a game OpenSpiel rebuilt from a string lacks them)."""
        if "template" not in self.__dict__:
            self._configure({**_DEFAULTS, **self.get_parameters()})
        return self

    def new_initial_state(self) -> RiftboundState:
        return RiftboundState(self)

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> RiftboundObserver:
        recall = bool(iig_obs_type is not None and iig_obs_type.perfect_recall)
        return RiftboundObserver(self, recall, params)


class RiftboundState(pyspiel.State):
    """A state: before the seed is drawn, then a session answered token by token."""

    def __init__(self, game: RiftboundGame) -> None:
        super().__init__(game)
        self.session: Session | None = None
        #: per seat, a digest of everything it observed and chose (bytes: cheap to copy)
        self.digests: list[bytes] = [b""] * game.num_players()
        self.tokens = 0

    @property
    def _rgame(self) -> RiftboundGame:
        game: RiftboundGame = self.get_game()
        return game.ready()

    # --- OpenSpiel API ------------------------------------------------------------------------

    def current_player(self) -> int:
        if self.session is None:
            return int(pyspiel.PlayerId.CHANCE)
        seat = self.session.to_move()
        return int(pyspiel.PlayerId.TERMINAL) if seat is None else seat

    def _legal_actions(self, player: int) -> list[int]:
        assert self.session is not None
        return self.session.legal_tokens()

    def chance_outcomes(self) -> list[tuple[int, float]]:
        n = self._rgame.seeds
        return [(k, 1.0 / n) for k in range(n)]

    def _apply_action(self, action: int) -> None:
        if self.session is None:
            self.session = self._rgame.template.clone()
            self.session.reset(int(action))
            self._observe_all()
            return
        seat = self.session.to_move()
        assert seat is not None
        before = self.session.engine_steps
        self.session.step(int(action))
        self.tokens += 1
        self._note(seat, f"chose {action}")
        if self.session.engine_steps != before:
            self._observe_all()
        if not self.session.done and self.tokens + 1 >= self._rgame.max_length:
            self.session.truncated = True  # adjudicated like the turn limit

    def _note(self, seat: int, text: str) -> None:
        self.digests[seat] = hashlib.sha256(self.digests[seat] + text.encode()).digest()

    def _observe_all(self) -> None:
        assert self.session is not None
        for seat in range(len(self.digests)):
            self._note(seat, repr(self.session.game.observation(seat)))

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            return f"seed {action}"
        return self._rgame.template.shape.token_name(action)

    def is_terminal(self) -> bool:
        return self.session is not None and self.session.done

    def returns(self) -> list[float]:
        if self.session is None:
            return [0.0] * len(self.digests)
        return self.session.returns()

    def __str__(self) -> str:
        if self.session is None:
            return "(seed not drawn)"
        g = self.session.game
        points = " ".join(f"P{p}:{g.points(p)}" for p in range(len(self.digests)))
        steps = " ".join(self._rgame.template.shape.token_name(t) for t in self.session.prefix)
        return f"turn {g.turn} | {points} | {g.pending() or g.outcome()} | {steps}"


class RiftboundObserver:
    """OpenSpiel's Python observer: the observation tensor as named pieces, and strings."""

    def __init__(self, game: RiftboundGame, perfect_recall: bool, params: Any) -> None:
        if params:
            raise ValueError(f"observation parameters are not supported; got {params}")
        shape = game.ready().template.shape
        self.recall = perfect_recall
        self.tensor = np.zeros(shape.size, np.float32)
        self.dict: dict[str, np.ndarray] = {}
        at = 0
        for name, size, dims in shape.pieces():
            self.dict[name] = self.tensor[at:at + size].reshape(dims)
            at += size

    def set_from(self, state: RiftboundState, player: int) -> None:
        if state.session is None:
            self.tensor.fill(0.0)
        else:
            self.tensor[:] = state.session.observe(player)

    def string_from(self, state: RiftboundState, player: int) -> str:
        if self.recall:
            return f"p{player} {state.digests[player].hex()}"
        if state.session is None:
            return f"p{player} (seed not drawn)"
        s = state.session
        choice = " ".join(s.shape.token_name(t) for t in s.prefix) if s.to_move() == player else ""
        return f"p{player} {s.game.observation(player)!r} choice: {choice}"


pyspiel.register_game(_game_type(pyspiel.GameType.Utility.GENERAL_SUM), RiftboundGame)
