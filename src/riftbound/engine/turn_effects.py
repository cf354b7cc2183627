"""A player's effects for the rest of the turn: delayed passive abilities a resolved spell or
ability leaves behind ("units you play this turn enter ready"), which apply from then until the
turn's "this turn" effects expire (390.4, 391; 317.2.c).

They belong to the player, not to a card: the spell that made one is in the trash by the time it
applies. Each is kept in the turn's counts (``g.counts``, so clones, game keys and positions carry
it) as ``"turn_effect:<name>:<player>"`` and removed in the Expiration Step with the other "this
turn" effects (:func:`expire_turn_effects`, called by :mod:`.cleanup`), not at the next Awaken.

- :data:`ENTER_READY`: units the player plays enter the board ready instead of exhausted (a
  replacement of how they enter, 369.3, 143.4.a), read by
  :func:`riftbound.engine.units.enters_ready` as each unit or unit token they play enters.
- :data:`NO_PLAYS`: the player can't play cards (419.1, 419.3.c), read by
  :mod:`riftbound.engine.play_restrictions`; :data:`NO_SPELLS`: spells only, likewise.
"""

from __future__ import annotations

from typing import Final

from ..log_text import TEMPLATES
from ..state import GameState
from .core import count_key, emit

__all__ = ["ENTER_READY", "NO_PLAYS", "NO_SPELLS", "UNITS_COST_MORE",
           "add_turn_effect", "expire_turn_effects", "has_turn_effect"]

PREFIX: Final = "turn_effect:"

#: the player's units enter ready as they are played, for the rest of the turn (143.4.a, 369.3)
ENTER_READY: Final = "enter_ready"

#: the player can't play cards for the rest of the turn (tokens are no cards, 185)
NO_PLAYS: Final = "no_plays"

#: the player can't play spells for the rest of the turn (419.1)
NO_SPELLS: Final = "no_spells"

#: the player's unit cards cost 1 Energy more to play for the rest of the turn (356.3; tokens are
#: no cards and have no cost to pay, 185), read by :func:`riftbound.engine.costs.unit_cost`
UNITS_COST_MORE: Final = "units_cost_more"

#: what each effect does, in the project's words (log lines, descriptions)
TEXT: Final = {ENTER_READY: "units they play enter ready", NO_PLAYS: "they can't play cards",
        NO_SPELLS: "they can't play spells", UNITS_COST_MORE: "their units cost 1 Energy more"}


#: name -> the name of its count (the keys are made once: the effects are asked at every listing)
_COUNTED: Final = {name: PREFIX + name for name in TEXT}


def _key(name: str, player: int) -> str:
    return count_key(_COUNTED[name], player)


def add_turn_effect(g: GameState, name: str, player: int) -> None:
    """Rules 390.4, 391: ``player`` has the delayed passive effect ``name`` until the end of this
    turn (317.2.c). A second one is redundant (it is counted, but applies once)."""
    key = _key(name, player)
    g.counts[key] = g.counts.get(key, 0) + 1
    emit(g, "390.4", "turn_effect", player, name)


def has_turn_effect(g: GameState, name: str, player: int) -> bool:
    """Whether ``player`` has the effect ``name`` now."""
    counts = g.counts
    return bool(counts) and counts.get(_key(name, player), 0) > 0


def expire_turn_effects(g: GameState) -> bool:
    """Rule 317.2.c: the players' "this turn" effects expire in the Expiration Step; returns
    whether any did."""
    gone = [k for k in g.counts if k.startswith(PREFIX)]
    for k in gone:
        del g.counts[k]
        _, name, player = k.split(":")
        emit(g, "317.2.c", "turn_effect_expired", int(player), name)
    return bool(gone)


TEMPLATES["turn_effect"] = lambda g, p, d: f"P{p}: {TEXT.get(d[0], d[0])} for the rest of this turn"
TEMPLATES["turn_effect_expired"] = lambda g, p, d: f"P{p}: {TEXT.get(d[0], d[0])} no longer (the turn ends)"
