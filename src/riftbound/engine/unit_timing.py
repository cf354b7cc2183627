"""Units with a timing keyword (806 Action, 813 Reaction): played outside their controller's Main
Phase like a spell with the same keyword, but only where any unit may be played.

Action lets a card be played in showdowns on any player's turn (806.1.c.1, so with Focus); Reaction
grants what Action does (813.1.b) and also lets it be played in Closed States on any player's turn
(813.1.c.1, so with Priority). Neither changes where a unit may go (806.3, 813.3.a): its
controller's base or a battlefield they control (355.2.a), none where a fight they are not part of
is staged or in progress (462.2). A unit played this way goes on the chain as one played with
Ambush does (822.1.b, :func:`riftbound.engine.keywords.ambush_options`, whose extra battlefields
are not repeated here).

A card whose printed Action or Reaction heads one of its abilities ("[Reaction][>] [E]: Add ...")
rather than the card itself has no such play timing (the ability has it, 377): its entry answers
the index question "timing:ability_only" and the unit is played only as usual.
"""

from __future__ import annotations

from ..actions import BASE, PlayUnit
from ..cards import CardDef
from ..state import GameState
from .costs import unit_costs
from .keywords import ambush_locations
from .payment import can_pay
from .trash_plays import hand_and_trash, trash_playable
from .units import closed_by_a_fight

__all__ = ["has_timed_unit", "timed_unit_options"]


def _timed(g: GameState, c: CardDef, timing: str) -> bool:
    """Whether unit card ``c`` may be played now: "focus" (a showdown) allows Action or Reaction,
    "priority" (a Closed State) only Reaction; not when that keyword is its ability's only."""
    if c.type != "Unit" or not (c.reaction or (timing == "focus" and c.action)):
        return False
    ability_only = g.index.answers.get("timing:ability_only")
    return ability_only is None or c.id not in ability_only


def has_timed_unit(g: GameState, player: int, timing: str) -> bool:
    """Whether the player holds such a unit in hand or their Champion Zone (a fast test)."""
    p = g.players[player]
    cards = g.cards
    if p.champion is not None and _timed(g, cards[p.champion], timing):
        return True
    return any(_timed(g, cards[c], timing) for c in p.hand) or any(
        _timed(g, cards[c], timing) for c in trash_playable(g, player))  # engine/trash_plays.py


def timed_unit_options(g: GameState, player: int, timing: str) -> list[PlayUnit]:
    """One play per distinct such card, location (its base or a battlefield its player controls,
    355.2.a, 462.2) and Accelerate choice (805) whose total cost can be paid (356)."""
    p = g.players[player]
    cards = g.cards
    # the hand and, by a permission, the trash (engine/trash_plays.py), one option per name and zone
    zone = ([(p.champion, cards[p.champion].index)] if p.champion is not None else [])
    zone += hand_and_trash(g, player)
    out: list[PlayUnit] = []
    seen: set[int] = set()
    for cid, key in zone:
        c = cards[cid]
        if key in seen or not _timed(g, c, timing):
            continue
        seen.add(key)
        ambush = set(ambush_locations(g, player, cid))
        locations = [BASE] + [i for i, b in enumerate(g.battlefields)
                              if b.controller == player and i not in ambush
                              and not closed_by_a_fight(g, player, i)]
        sd = g.showdown  # 355.2.b: "I can be played to a battlefield you're attacking"
        if (sd is not None and sd.combat and sd.attacker == player and sd.bf not in locations
                and sd.bf not in ambush and g.index.get("play:attacked_battlefield", c.id)):
            locations.append(sd.bf)
        for acc in ((False, True) if c.accelerate else (False,)):
            if any(can_pay(g, player, e, pips, "unit") for e, pips in unit_costs(g, player, cid, acc)):
                out += [PlayUnit(cid, loc, acc) for loc in locations]
    return out
