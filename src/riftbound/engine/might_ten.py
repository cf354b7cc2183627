"""A unit's Might becoming 10 or more: "when my Might becomes 10 or more" abilities, trigger kind
"might_ten".

As for becoming Mighty (709, docs/rulings.md ruling 68), the moment is a rise of the unit's Might
from below 10 to 10 or more; the engine's moments are its tasks: after every task each unit's Might
is compared with its note from the last check (``below_ten:`` counts), and the units that were below
10 and are now at 10 or more fire a "might_ten" event (their controller's, the unit its subject). A
unit that enters the board with 10 or more did not have its Might rise. Only games with a card that
has such an ability pay for the check (core.AFTER_EVERY_TASK).
"""

from __future__ import annotations

from typing import Final

from ..log_text import TEMPLATES, _name
from ..state import GameState
from .core import AFTER_EVERY_TASK, emit
from .events import fire
from .index import QUESTIONS
from .mechanics import units_rising_to
from .reactions import ON

__all__ = ["watch_might_ten"]

BELOW_TEN: Final = "below_ten:"
QUESTIONS[ON["might_ten"]] = ("engine.reactions.Triggered: its ability on a unit's Might rising to 10 "
                              "or more (as 709 for Mighty)")
TEMPLATES["might_ten"] = lambda g, p, d: f"{_name(g, d[0])}'s Might becomes 10 or more"


def watch_might_ten(g: GameState) -> None:
    """Fire "might_ten" for each unit noted below 10 Might at the last check and at 10 or more now."""
    for u in units_rising_to(g, BELOW_TEN, 10):
        emit(g, "709", "might_ten", u.controller, u.cid)
        fire(g, "might_ten", u.controller, u.cid)


AFTER_EVERY_TASK.append((ON["might_ten"], watch_might_ten))
