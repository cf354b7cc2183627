"""The Energy a player spent to play a spell: "if you've spent [4] or more to play a spell this turn",
"when you play a spell, if you spent [4] or more".

As a spell is paid for (357) the Energy of its total cost (356: after its reductions and with its
additional costs) is noted in the turn's counts (``g.counts``, so clones, game keys and positions
carry it): for the spell, ``"spell_energy:<cid>"`` (read by a trigger on that spell's play, which
resolves after it, 419.4.a), and the most for its player this turn, ``"most_spell_energy:<seat>"``.
Both expire with the turn's other counts (317.2.c). A spell played again the same turn is noted
again.
"""

from __future__ import annotations

from typing import Final

from ..state import GameState

__all__ = ["energy_spent_on", "most_energy_spent_on_a_spell", "note_spell_energy"]

SPELL: Final = "spell_energy"
MOST: Final = "most_spell_energy"


def note_spell_energy(g: GameState, player: int, cid: int, energy: int) -> None:
    """Rule 357: ``player`` spent ``energy`` Energy to play spell ``cid``."""
    if energy <= 0:
        return
    g.counts[f"{SPELL}:{cid}"] = energy
    key = f"{MOST}:{player}"
    if energy > g.counts.get(key, 0):
        g.counts[key] = energy


def energy_spent_on(g: GameState, cid: int) -> int:
    """The Energy spent to play spell ``cid`` this turn (0 if none, or not played this turn)."""
    return g.counts.get(f"{SPELL}:{cid}", 0)


def most_energy_spent_on_a_spell(g: GameState, player: int) -> int:
    """The most Energy ``player`` spent to play one spell this turn (0: none)."""
    return g.counts.get(f"{MOST}:{player}", 0)
