"""Judge actions: a "what if" applied to a position, a primitive effect or moving the turn on.
:func:`parse_judge` reads one, :func:`apply_judge` applies it, :func:`parse_any` reads a judge
action or a game action. The forms::

    draw PN [N]   mill PN [N]   reveal PN N   look PN N   gain PN [N]   lose PN [N]
    win PN   lose-game PN   victory-score +N | -N | N   cleanup   end turn   next turn
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..actions import Action, EndTurn
from ..game import Game
from .notation_describe import _name, _outcome_text, describe_decision
from .notation_parse import NotationError, _clean, _fold, _player
from .notation_resolve import parse_action

# --- judge actions -------------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class JudgeAction:
    """A "what if" applied to a position: a primitive effect, or moving the turn on.

    ``verb`` is one of draw, mill, reveal, look, gain, lose, win, lose-game, victory-score,
    cleanup, end-turn, next-turn.
    """

    verb: str
    player: int | None = None
    amount: int | None = None
    #: for victory-score: ``amount`` is a change (+N/-N) rather than the new value
    relative: bool = False

    def __str__(self) -> str:
        if self.verb in ("cleanup",):
            return "cleanup"
        if self.verb in ("end-turn", "next-turn"):
            return self.verb.replace("-", " ")
        if self.verb == "victory-score":
            amount = self.amount or 0
            return f"victory-score {amount:+d}" if self.relative else f"victory-score {amount}"
        if self.verb in ("win", "lose-game"):
            return f"{self.verb} P{self.player}"
        return f"{self.verb} P{self.player} {self.amount}"


_JUDGE_COUNTED = {"draw": 1, "mill": 1, "gain": 1, "lose": 1, "reveal": None, "look": None}
_JUDGE_WORDS = ("draw", "mill", "reveal", "look", "gain", "lose", "win", "lose-game", "lose game",
                "victory-score", "victory score", "cleanup", "next turn", "next-turn", "end turn",
                "end-turn")


def is_judge_text(text: str) -> bool:
    """Whether ``text`` starts like a judge action (``end turn`` reads as the game action)."""
    low = _fold(text)
    if low in ("end turn", "end-turn"):
        return False
    return any(low == w or low.startswith(w + " ") for w in _JUDGE_WORDS)


def parse_judge(text: str) -> JudgeAction:
    """Read a judge action (see the module docstring for the forms)."""
    low = _fold(text)
    if low in ("cleanup",):
        return JudgeAction("cleanup")
    if low in ("end turn", "end-turn"):
        return JudgeAction("end-turn")
    if low in ("next turn", "next-turn"):
        return JudgeAction("next-turn")
    m = re.fullmatch(r"victory[- ]score\s+([+-]?)\s*(\d+)", low)
    if m:
        n = int(m.group(2))
        if m.group(1):
            return JudgeAction("victory-score", amount=n if m.group(1) == "+" else -n, relative=True)
        if n < 1:
            raise NotationError(f"{text!r}: the Victory Score must be at least 1")
        return JudgeAction("victory-score", amount=n)
    m = re.fullmatch(r"(win|lose[- ]game)\s+(p?\d+)", low)
    if m:
        return JudgeAction(m.group(1).replace(" ", "-"), _player(m.group(2)))
    m = re.fullmatch(r"(draw|mill|reveal|look|gain|lose)\s+(p?\d+)(?:\s+(\d+))?", low)
    if m:
        verb = m.group(1)
        if m.group(3) is None and _JUDGE_COUNTED[verb] is None:
            raise NotationError(f"{text!r}: say how many cards, e.g. '{verb} P0 3'")
        n = int(m.group(3)) if m.group(3) is not None else 1
        return JudgeAction(verb, _player(m.group(2)), n)
    raise NotationError(
        f"{_clean(text)!r} is not a judge action; the forms are: draw PN [N], mill PN [N], "
        "reveal PN N, look PN N, gain PN [N], lose PN [N], win PN, lose-game PN, "
        "victory-score +N|-N|N, cleanup, end turn, next turn")


def parse_any(game: Game, text: str) -> Action | JudgeAction:
    """A judge action if ``text`` reads as one, else a game action (:func:`parse_action`)."""
    if is_judge_text(text):
        return parse_judge(text)
    return parse_action(game, text)


def apply_judge(game: Game, ja: JudgeAction) -> str:
    """Apply a judge action to ``game``; returns a short note of what it did (may be empty).

    ``end turn`` needs the Turn Player's main decision. ``next turn`` ends the turn and lets the
    engine run to the next Main Phase decision; the engine answers only forced decisions (a single
    option), so if a real decision comes first it stops there and the note says so.
    """
    g = game.state
    if g.outcome is not None:
        raise NotationError(f"{ja} is not possible: the game is over ({_outcome_text(g)})")
    if ja.player is not None and not 0 <= ja.player < len(g.players):
        raise NotationError(f"{ja}: there is no player P{ja.player} (P0-P{len(g.players) - 1})")
    if ja.player is not None and not g.players[ja.player].alive:
        raise NotationError(f"{ja}: P{ja.player} is no longer in the game")
    p = ja.player if ja.player is not None else 0
    n = ja.amount if ja.amount is not None else 0
    if ja.verb == "draw":
        game.draw(p, n)
    elif ja.verb == "mill":
        game.mill(p, n)
    elif ja.verb in ("reveal", "look"):
        shown = (game.reveal if ja.verb == "reveal" else game.look)(p, n)
        short = f" (only {len(shown)} in the deck)" if len(shown) < n else ""
        names = ", ".join(f"{_name(g, c)}#{c}" for c in shown) or "nothing"
        return f"top of P{p}'s Main Deck{short}: {names}"
    elif ja.verb in ("gain", "lose"):
        try:
            (game.gain_points if ja.verb == "gain" else game.lose_points)(p, n)
        except ValueError as e:
            raise NotationError(f"{ja}: {e}") from None
    elif ja.verb == "win":
        game.win(p)
    elif ja.verb == "lose-game":
        game.lose(p)
    elif ja.verb == "victory-score":
        delta = n if ja.relative else n - game.victory_score()
        try:
            game.change_victory_score(delta)
        except ValueError as e:
            raise NotationError(f"{ja}: {e}") from None
    elif ja.verb == "cleanup":
        game.cleanup()
    elif ja.verb in ("end-turn", "next-turn"):
        d = g.pending
        if d is None or d.kind != "main":
            raise NotationError(f"{ja} needs the Turn Player's main decision: {describe_decision(game)}")
        turn = g.turn
        game.apply(EndTurn())
        if ja.verb == "next-turn":
            d = g.pending
            if g.outcome is not None:
                return f"the game ended: {_outcome_text(g)}"
            if d is not None and (d.kind != "main" or g.turn == turn):
                return (f"stopped before the next Main Phase: a real decision is pending "
                        f"({describe_decision(game)})")
    else:  # pragma: no cover - parse_judge makes only the verbs above
        raise NotationError(f"unknown judge action {ja.verb!r}")
    return ""
