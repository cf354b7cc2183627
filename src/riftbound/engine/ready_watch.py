"""Becoming ready (415): "when I become ready" abilities, trigger kind "readied".

A unit becomes ready when it goes from exhausted to ready on the board, by whatever readies it (the
Awaken Phase, 415.3.a, or an effect, 415.3.b). As for becoming Mighty (709, docs/rulings.md ruling
68), the engine's moments are its tasks: after every task each unit's exhausted state is compared
with its note from the last check (``exhausted:`` counts), and the units that were exhausted and
are now ready fire a "readied" event (their controller's, the unit its subject). The Awaken task
starts a new turn's counts as it readies, so it names the units it readied itself
(:func:`fire_readied`). A unit that enters the board ready did not become ready (it was never
exhausted there). Only games with a card that has such an ability pay for the check
(core.AFTER_EVERY_TASK).
"""

from __future__ import annotations

from typing import Final

from ..log_text import TEMPLATES, _name
from ..state import GameState, Unit
from .core import AFTER_EVERY_TASK, emit
from .events import fire
from .index import QUESTIONS
from .reactions import ON

__all__ = ["fire_readied", "watch_ready"]

EXHAUSTED_MARK: Final = "exhausted:"
QUESTIONS[ON["readied"]] = "engine.reactions.Triggered: its ability on a unit becoming ready (415)"
TEMPLATES["becomes_ready"] = lambda g, p, d: f"{_name(g, d[0])} becomes ready"


def fire_readied(g: GameState, units: list[Unit]) -> None:
    """Rule 415: the "readied" event of each unit in ``units`` (just readied from exhausted), in games
    with a card that has such an ability."""
    if ON["readied"] not in g.index.answers:
        return
    for u in units:
        emit(g, "415", "becomes_ready", u.controller, u.cid)
        fire(g, "readied", u.controller, u.cid)


def watch_ready(g: GameState) -> None:
    """Rule 415: fire "readied" for each unit noted exhausted at the last check and ready now."""
    counts = g.counts
    became = []
    on_board = set()
    for u in g.units.values():
        key = EXHAUSTED_MARK + str(u.cid)
        on_board.add(key)
        if u.exhausted:
            counts[key] = 1
        elif counts.pop(key, None) is not None:
            became.append(u)
    for key in [k for k in counts if k.startswith(EXHAUSTED_MARK) and k not in on_board]:
        del counts[key]  # the unit left the board
    fire_readied(g, became)


AFTER_EVERY_TASK.append((ON["readied"], watch_ready))
