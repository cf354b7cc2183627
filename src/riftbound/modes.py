"""Modes of play as data (rules 481-489).

Each sanctioned mode names its players, teams, Victory Score, battlefield count, how battlefields are
chosen at setup and its first-turn process. The engine reads these values instead of assuming a Duel.
"""

from __future__ import annotations

from dataclasses import dataclass

from .compiled import pickle_by_fields


@dataclass(frozen=True, slots=True)
class Mode:
    """The variables a mode of play defines (rule 483)."""

    name: str
    rule: str
    players: int
    #: team index per seat; seats on the same team share points (rule 489.8.d)
    teams: tuple[int, ...]
    victory_score: int
    battlefield_count: int
    #: battlefields each deck brings (485.4.a and the like)
    battlefields_per_deck: int = 3
    #: the first player's battlefields are removed (488.4.b, 489.5.b)
    first_player_removes_battlefields: bool = False
    #: 485.7 / 486.7: the player going second channels an extra rune on their first channel
    second_player_extra_rune: bool = False
    #: 487.7 / 488.7 / 489.7: the player going last channels an extra rune on their first channel
    last_player_extra_rune: bool = False
    #: 487.7 / 488.7 / 489.7: the player going first skips their first draw
    first_player_skips_draw: bool = False
    #: 486.5: each player selects their battlefield (a decision) instead of picking at random
    choose_battlefields: bool = False
    #: 486.6: games per match (best of)
    best_of: int = 1
    #: 489.5.c: turn order alternates teams
    alternate_teams: bool = False

    @property
    def has_teammates(self) -> bool:
        return len(set(self.teams)) < len(self.teams)


pickle_by_fields(Mode)

DUEL = Mode("Duel", "485", 2, (0, 1), 8, 2, second_player_extra_rune=True)
MATCH = Mode("Match", "486", 2, (0, 1), 8, 2, second_player_extra_rune=True, best_of=3,
             choose_battlefields=True)
SKIRMISH = Mode(
    "Skirmish", "487", 3, (0, 1, 2), 8, 3,
    last_player_extra_rune=True, first_player_skips_draw=True,
)
WAR = Mode(
    "War", "488", 4, (0, 1, 2, 3), 8, 3,
    first_player_removes_battlefields=True, last_player_extra_rune=True,
    first_player_skips_draw=True,
)
MAGMA_CHAMBER = Mode(
    "Magma Chamber", "489", 4, (0, 1, 0, 1), 11, 3,
    first_player_removes_battlefields=True, last_player_extra_rune=True,
    first_player_skips_draw=True, alternate_teams=True,
)

MODES: dict[str, Mode] = {
    m.name.lower().replace(" ", "-"): m for m in (DUEL, MATCH, SKIRMISH, WAR, MAGMA_CHAMBER)
}
MODES["2v2"] = MAGMA_CHAMBER
MODES["ffa3"] = SKIRMISH
MODES["ffa4"] = WAR
