"""Playing a unit to an open battlefield (355.2.b, 170.11.c).

By default a unit is played to its controller's base or a battlefield they control (355.2.a). A card
may give permission to play it to an *open* battlefield, one that is unoccupied and uncontrolled
(170.11.c): such a battlefield becomes a valid location for that play (355.2.b). A card answers the
index question "play:open_battlefield" with True to say "you may play me to an open battlefield".

The unit arriving there applies Contested (190.3.a.1, :func:`riftbound.engine.units.contest`), so the
cleanup after the play stages a showdown there (323.8) as after a move. A card answering
"play:occupied_enemy_battlefield" may likewise be played to a battlefield an opponent controls where
units are; arriving there it contests it too, and the cleanup stages a combat (323.8) as after a move.
"""

from __future__ import annotations

from ..state import GameState
from .units import closed_by_a_fight

__all__ = ["occupied_enemy_battlefields", "open_battlefields", "open_locations"]


def open_battlefields(g: GameState) -> list[int]:
    """Rule 170.11.c: the battlefields no one controls and no unit occupies."""
    taken = {u.loc for u in g.units.values() if u.loc >= 0}
    return [i for i, b in enumerate(g.battlefields) if b.controller is None and i not in taken]


def occupied_enemy_battlefields(g: GameState, player: int) -> list[int]:
    """The battlefields an opponent of ``player`` controls (740.1.a) where some unit is."""
    team = g.team_of
    taken = {u.loc for u in g.units.values() if u.loc >= 0}
    return [i for i, b in enumerate(g.battlefields)
            if b.controller is not None and team[b.controller] != team[player] and i in taken]


def open_locations(g: GameState, player: int, cid: int) -> list[int]:
    """Rule 355.2.b: the open battlefields (and occupied enemy battlefields) to which ``player`` may
    play the unit card ``cid`` because its card grants that permission (none for another card);
    462.2 still applies."""
    card_id = g.cards[cid].id
    found = []
    if g.index.get("play:open_battlefield", card_id):
        found += open_battlefields(g)
    if g.index.get("play:occupied_enemy_battlefield", card_id):
        found += occupied_enemy_battlefields(g, player)
    return [bf for bf in found if not closed_by_a_fight(g, player, bf)]
