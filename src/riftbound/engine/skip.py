"""Skip (rule 443): an event or a procedure of the turn replaced with nothing.

Skipping is a replacement effect (443.1, 367): what is skipped is replaced with nothing and play goes
on (443.2). What can be skipped (443.1.a) is an event, the moment a game action or a change of state
makes (443.1.a.1, 370.1.a), or a procedure of the turn: a turn, phase, step or substep
(443.1.a.2). Since the skipped thing never happens, nothing that would trigger on it triggers
(443.2.a, 370.1.a.1): the place that performs a procedure or an event asks :func:`skipped` first and,
on True, does nothing of it, not even the triggers of its start. Players skip only what game effects
tell them to (443.3, 443.3.a): nothing here is a player's action.

What is skipped is named by a string, ``what``:

- ``"draw_phase"``: a player's Draw Phase (315.4), asked by the turn (engine/turn.py).
- further names as cards need them ("move" for "skip the next time that unit would move this turn",
  "conquer_point" for "skip their next point from conquering this turn"): the place performing the
  event asks :func:`skipped` with the event's subject (the unit, the player).

Two things make a skip:

1. A passive ability of an object whose abilities are active (368.1, 383.2: a unit or gear on the
   board, a legend, a battlefield): its card answers the index question ``"skip:<what>"`` with a
   function (game, the source's controller, the player concerned, the subject) -> bool. It applies
   to every qualifying event while the source is active, and to none once it has left.
2. A one-shot skip an effect creates ("skip the next time ... this turn"): :func:`add_skip` notes it
   in the turn's counts (so it ends with the turn, 443.1.a's "this turn"), and it is used up by the
   first event it replaces (370.2: a replacement applies once to an event).
"""

from __future__ import annotations

from typing import Final

from ..log_text import TEMPLATES
from ..state import GameState
from .core import emit
from .events import sources
from .index import QUESTIONS

__all__ = ["PROCEDURES", "add_skip", "skipped"]

#: the names of procedures of the turn a skip can replace (443.1.a.2), with the rule of each
PROCEDURES: Final[dict[str, str]] = {"draw_phase": "315.4"}

QUESTIONS["skip:draw_phase"] = (
    "function(game, source's controller, player, subject) -> bool: whether this card's passive, while its "
    "object's abilities are active, makes the player skip their Draw Phase (443.1.a.2, 443.2, 368.1; "
    "engine/skip.py)")

_KEY: Final = "skip:"


def _one_shot_key(what: str, subject: int) -> str:
    return f"{_KEY}{what}:{subject}"


def add_skip(g: GameState, what: str, subject: int, times: int = 1) -> None:
    """Rule 443.1: an effect's skip of the next ``times`` events ``what`` of ``subject`` (a unit's
    cid, or a player's seat) this turn (kept in the turn's counts, which the next turn clears)."""
    key = _one_shot_key(what, subject)
    g.counts[key] = g.counts.get(key, 0) + times


def skipped(g: GameState, what: str, player: int, subject: int = -1) -> bool:
    """Rules 443.1-443.2: whether the event or procedure ``what`` that is about to happen to
    ``player`` (``subject``: the unit or player it concerns; the player by default) is skipped,
    replaced with nothing. A one-shot skip (:func:`add_skip`) is used up by it; a passive's skip
    (the answer to ``"skip:<what>"`` of an active source) stays. The skip is logged, naming its
    source (-1: an effect's one-shot skip)."""
    if subject < 0:
        subject = player
    if g.counts:
        key = _one_shot_key(what, subject)
        n = g.counts.get(key, 0)
        if n > 0:
            g.counts[key] = n - 1
            emit(g, "443.2", "skip", player, what, -1)
            return True
    table = g.index.answers.get(_KEY + what)
    if table:
        for ctrl, cid in sources(g):
            fn = table.get(g.cards[cid].id)
            if fn is not None and fn(g, ctrl, player, subject):
                emit(g, "443.2", "skip", player, what, cid)
                return True
    return False


TEMPLATES["skip"] = lambda g, p, d: f"P{p} skips {str(d[0]).replace('_', ' ')} (it is replaced with nothing)"
