"""The per-game index of card behaviour: what the cards of one game do, by the question the engine asks.

The engine knows rules, not cards. Where a rule lets a card change what happens ("what reacts to this
event?", "what modifies this unit's Might?", "what does this spell do?"), the engine asks the game's
:class:`CardIndex` a *question* and gets, for each card of this game that answers it, the answer its
entry gives (a script, a condition, a number, a function). The questions are listed in
:data:`QUESTIONS`; the answers come from the card entries, which the effects layer hands to the engine
through :func:`register_catalogue` (the engine never imports the effects layer or the cards).

The index is built once per game from the cards in it (and every token card, which an effect may make
later) and shared by every clone, so a card not in the game costs nothing, and a question no card of
the game answers is one dict lookup.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from ..cards import load_cards
from ..state import GameState

__all__ = ["QUESTIONS", "CardIndex", "attach_index", "register_catalogue"]

#: question -> what it asks and what an answer is. Each engine module that asks a question declares
#: it here; a card entry answering a question not listed is an error (caught when the index is built).
QUESTIONS: dict[str, str] = {
    # group P: what modifies a value (passives 363-366, costs 356, keyword values, Bonus Damage 712-715)
    "active_if": "dict ability kind -> function(game, player, source cid) -> bool: the card's dependent "
                 "abilities (Legion, Level), active only while the function holds (727.1.b, 727.1.c.1)",
    "cost:aura": "function(game, source unit, player, card cid, energy) -> energy: the Energy cost of a "
                 "card the player plays after the discount a passive of this unit on the board gives "
                 "(356.4, 356.4.e: a discount's minimum is its own)",
    "cost:keywords": "dict keyword -> (energy, power pips): the costs the card's keywords name, its "
                     "Repeat cost (820.1.c) and its Flow cost (829.1.c)",
    "cost:own": "engine.costs.OwnCost: the card's own cost changes: its discount (366.2, 356.4), its "
                "optional 'discard 1' cost and what paying it takes off (356.2.b), and a mandatory "
                "'kill a friendly unit' cost (356.2.a.1)",
    "damage:bonus": "function(game, source cid, its controller or None, its location, dealing player, "
                    "target unit or None) -> int: the Bonus Damage a passive of this unit or battlefield "
                    "in play adds to a Deal of the player's spell or ability (713-715)",
    "keywords:own": "dict keyword -> function(game, unit) -> int: the keywords the card's own passives "
                    "give a unit of it now, with their value (0: not now; Ganking counts 1) (364.3, 477.2)",
    "might:aura": "function(game, source cid, its controller or None, its location, unit) -> int: the "
                  "Might an aura of this unit or battlefield in play gives the unit (364.1)",
    "might:own": "function(game, unit) -> int: the Might the card's own passives give a unit of it now "
                 "(364.3; a keyword's Might, Assault or Shield, while it applies, 807, 814)",
    # end of group P
}

#: card id -> the (question, answer) pairs of the card's entry; set by the effects layer
_catalogue: Callable[[str], Iterable[tuple[str, Any]]] | None = None

_EMPTY: Mapping[str, Any] = {}


def register_catalogue(hooks_of: Callable[[str], Iterable[tuple[str, Any]]]) -> None:
    """Give the engine the function that says, for a card id, which questions its entry answers and
    how (the effects layer calls this once, as it is imported)."""
    global _catalogue
    _catalogue = hooks_of


class CardIndex:
    """Question -> card id -> answer, for the cards of one game (read-only once built)."""

    __slots__ = ("answers", "card_ids")

    def __init__(self, answers: dict[str, dict[str, Any]], card_ids: frozenset[str]) -> None:
        self.answers = answers
        self.card_ids = card_ids

    def __reduce__(self) -> tuple[Any, tuple[frozenset[str]]]:
        """Pickled as the card ids it was built from (answers may be functions that don't pickle)."""
        return build_index, (self.card_ids,)

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


def build_index(card_ids: Iterable[str]) -> CardIndex:
    """The index of the given cards and of every token card (a token may be made later)."""
    ids = set(card_ids) | {c.id for c in load_cards().cards if c.is_token}
    answers: dict[str, dict[str, Any]] = {}
    if _catalogue is not None:
        for card_id in sorted(ids):
            for question, answer in _catalogue(card_id):
                if question not in QUESTIONS:
                    raise ValueError(f"card {card_id} answers {question!r}, which the engine never asks")
                table = answers.setdefault(question, {})
                if card_id in table:
                    raise ValueError(f"card {card_id} answers {question!r} twice")
                table[card_id] = answer
    return CardIndex(answers, frozenset(ids))


def attach_index(g: GameState) -> CardIndex:
    """Build the index of ``g``'s cards and keep it on the state (clones share it)."""
    g.index = build_index({c.id for c in g.cards})
    return g.index
