"""The position format's names and bounds, and its one error type: a :class:`PositionError`
lists every :class:`Problem` found in a file (path, found, allowed). No pydantic here."""

from __future__ import annotations

import json
from typing import Any, NamedTuple

from ..errors import RiftboundError
from ..state import ATTACKER, DEFENDER, NO_ROLE, GameState

FORMAT = "riftbound-position"
VERSION = 1

PHASES = ("setup", "mulligan", "awaken", "beginning", "scoring", "channel", "draw", "main", "ending",
          "over")
DECISION_KINDS = ("main", "pay", "focus", "priority", "mulligan", "assign", "choose_battlefield",
                  "choose_opponent", "choose_card", "order_triggers", "replacement", "invited",
                  "choose_name")
MAIN_DECK_TYPES = ("Unit", "Spell", "Gear")
MAX_COPIES = 3  # rule 103.2.b
_ROLES = {None: NO_ROLE, "attacker": ATTACKER, "defender": DEFENDER}
_ROLE_NAMES = {v: k for k, v in _ROLES.items()}


def side_role(g: GameState, attacker: int | None, cid: int) -> int:
    """The designation a combat's ``triggers_checked`` entry written as a bare cid stands for: that of
    its controller's side, or its owner's once it has left the board (383.4.e.2.a, 383.4.f.2.a)."""
    u = g.units.get(cid)
    return ATTACKER if (u.controller if u is not None else g.owner[cid]) == attacker else DEFENDER
_RNG_LIMIT = 1 << 64
#: Bounds on numbers in a position (docs/rulings.md, ruling 74): no rule caps points or the
#: Victory Score (194.3.a lets effects change it; the engine's bounds on it are
#: MIN_VICTORY_SCORE..MAX_VICTORY_SCORE), but a position far outside anything play can reach only
#: makes the engine run on without end, so the loader refuses it with a clear error (MAX_POINTS).
#: the largest count (damage, buffs, XP, Energy, turn numbers, ...) and the largest cid or index
MAX_NUMBER = 1_000_000


# --- errors ------------------------------------------------------------------------------------

class Problem(NamedTuple):
    """One thing wrong in a position file: where, what was found there, and what is allowed."""

    path: str
    found: str
    allowed: str

    def __str__(self) -> str:
        return f"{self.path or '(the position)'}: found {self.found}; allowed: {self.allowed}"


class PositionError(RiftboundError, ValueError):
    """A position file is malformed, refers to what does not exist, or is unreachable.

    ``problems`` lists every problem found as :class:`Problem` triples (path, found, allowed);
    ``source`` names the file.
    """

    def __init__(self, source: str, problems: list[Problem]) -> None:
        self.source = source
        self.problems: list[Problem] = list(problems)
        n = len(self.problems)
        head = f"{source}: {n} problem{'s' if n != 1 else ''} in the position"
        super().__init__(head + ":\n" + "\n".join(f"  - {p}" for p in self.problems))


class _Text(str):
    """A description of what was found, shown as it is (not as a JSON value)."""


def _show(value: Any) -> str:
    """How a JSON value reads in an error message."""
    if isinstance(value, _Text):
        return str(value)
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return repr(value) if len(value) <= 60 else repr(value[:57] + "...")
    if isinstance(value, int | float):
        return str(value)
    try:
        text = json.dumps(value, ensure_ascii=False, default=str)
    except (TypeError, ValueError):
        text = type(value).__name__
    if len(text) <= 60:
        return text
    if isinstance(value, list):
        return f"a list of {len(value)} items"
    if isinstance(value, dict):
        return f"an object with fields {', '.join(map(str, list(value)[:6]))}"
    return type(value).__name__
