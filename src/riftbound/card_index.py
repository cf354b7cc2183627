"""The per-game index of card behaviour as data: question -> card id -> answer (engine/index.py
builds it from the card entries and says what each question asks).

It sits below the engine, beside the game state, so that ``GameState.index`` is of a known class:
the compiled build then reads it directly, not through Python's generic attribute lookup.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Final

__all__ = ["NO_CARDS", "QUESTIONS", "CardIndex"]

#: question -> what it asks and what an answer is: filled by engine/index.py and by each engine
#: module that asks a question of its own
QUESTIONS: Final[dict[str, str]] = {}

_EMPTY: Final[Mapping[str, Any]] = {}


class CardIndex:
    """Question -> card id -> answer, for the cards of one game (read-only once built; pickled as
    its card ids, by engine/index.py)."""

    __slots__ = ("answers", "card_ids", "after_every_task")

    def __init__(self, answers: dict[str, dict[str, Any]], card_ids: frozenset[str]) -> None:
        self.answers = answers
        self.card_ids = card_ids
        #: the checks of ``core.AFTER_EVERY_TASK`` whose question these cards answer, found by the
        #: task loop the first time it runs a game of this index (a pickled index finds them again);
        #: each takes the game's state (this module sits below state.py)
        self.after_every_task: list[Callable[[Any], None]] | None = None

    def of(self, question: str) -> Mapping[str, Any]:
        """Card id -> answer, for each card of the game that answers ``question`` (often empty)."""
        return self.answers.get(question, _EMPTY)

    def get(self, question: str, card_id: str) -> Any:
        """The answer of card ``card_id`` to ``question``, or None."""
        got = self.answers.get(question)
        return None if got is None else got.get(card_id)

    def asks(self, question: str) -> bool:
        """Whether some card of the game answers ``question``."""
        return question in self.answers

    def with_answer(self, question: str, card_id: str, answer: Any) -> CardIndex:
        """A copy in which card ``card_id`` answers ``question`` with ``answer`` (None: no longer
        answers it): how a test gives a card of its game a behaviour its entry doesn't have."""
        if question not in QUESTIONS:
            raise ValueError(f"the engine never asks {question!r}")
        answers = {q: dict(t) for q, t in self.answers.items()}
        table = answers.setdefault(question, {})
        if answer is None:
            table.pop(card_id, None)
            if not table:
                del answers[question]
        else:
            table[card_id] = answer
        return CardIndex(answers, self.card_ids | {card_id})


#: the index of a state not set up yet (engine.setup and the position format attach the real one)
NO_CARDS: Final = CardIndex({}, frozenset())
