"""Making a spell's choices one card at a time (a spell played by an effect, 355; new choices for a
taken spell, 750-755): which of the legal choice sets still agree with the cards chosen so far."""

from __future__ import annotations

from ..state import GameState

__all__ = ["agreeing", "dest_card"]


def agreeing(legal: list, chosen: tuple, closed: int) -> list:
    """The legal ``(targets, destination)`` pairs whose first ``closed`` target slots are those
    chosen and whose open slot begins with the cards chosen in it so far."""
    out = []
    for t, dest in legal:
        if all(t[i] == chosen[i] for i in range(closed)) and (
                closed >= len(chosen) or t[closed][:len(chosen[closed])] == chosen[closed]):
            out.append((t, dest))
    return out


def dest_card(g: GameState, cid: int, dest: int) -> int:
    """A destination as a card to choose: a battlefield's card, the spell itself for a base."""
    return g.battlefields[dest].cid if dest >= 0 else cid
