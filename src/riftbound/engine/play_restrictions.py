"""Restrictions on playing: passives and "this turn" effects that say something can't be played.

Two kinds so far, each read wherever the engine lists plays (engine/decisions.py: units, spells,
gear, facedown cards, Ambush, units with Action or Reaction, Flow, Quick-Draw) and by the effects
that play something as they resolve (419.3):

- a player who can't play cards this turn (the turn effect :data:`NO_PLAYS` of
  :mod:`.turn_effects`, 390.4, 317.2.c): no card of theirs is played, by them or by an effect
  (419.1, 419.3.c: nothing is played). Tokens are no cards (185), so their tokens are still played;
  likewise a player who can't play spells this turn (:data:`NO_SPELLS`): no spell of theirs;
- a battlefield whose passive says units can't be played there (the index question
  ``play:no_units_here``, 364.1): no unit is played to it (355.2: it is no valid location), a unit
  token neither (185.2.a: a token is played like a card of its type); moving there is no play.

- a unit's passive "while I'm at a battlefield, opponents can't play spells with the name I
  named" (the index question ``play:named_spell_ban``, 759-760, :mod:`.naming`): no spell of that
  name is played by that unit's controller's opponents, from hand, facedown, the trash or by an
  effect (419.3.c).

A "can't" wins over any permission to play somewhere (355.2.b: Ambush, open battlefields, ...).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final, TypeVar

from ..actions import Action, PlayGear, PlaySpell, PlayUnit
from ..state import GameState
from .index import QUESTIONS
from .naming import named
from .turn_effects import NO_PLAYS, NO_SPELLS, has_turn_effect

__all__ = ["NAME_BAN", "allowed_plays", "banned_spell_names", "cant_play_cards", "cant_play_spells",
           "restricted", "units_barred_at"]

#: index question: a unit's passive barring its controller's opponents from playing spells with the
#: name it named, while it is at a battlefield (Fallen Feline; 759-760)
NAME_BAN: Final = "play:named_spell_ban"
QUESTIONS[NAME_BAN] = ("True: while this unit is at a battlefield, its controller's opponents can't play "
                       "spells with the name it named (engine/naming.py)")

A = TypeVar("A", bound=Action)


def cant_play_cards(g: GameState, player: int) -> bool:
    """Whether ``player`` can't play cards now (an effect for the rest of this turn, 390.4)."""
    return has_turn_effect(g, NO_PLAYS, player)


def cant_play_spells(g: GameState, player: int) -> bool:
    """Whether ``player`` can't play spells now (an effect for the rest of this turn, 390.4)."""
    return has_turn_effect(g, NO_SPELLS, player) or has_turn_effect(g, NO_PLAYS, player)


def units_barred_at(g: GameState, loc: int) -> bool:
    """Whether no unit (a token neither, 185.2.a) may be played to location ``loc``: a battlefield
    whose passive forbids it (364.1). A base never is."""
    barred = g.index.answers.get("play:no_units_here")
    if not barred or not 0 <= loc < len(g.battlefields):
        return False
    cid = g.battlefields[loc].cid
    return cid >= 0 and g.cards[cid].id in barred


def banned_spell_names(g: GameState, player: int) -> frozenset[str]:
    """The spell names ``player`` can't play now: those named by their opponents' units whose
    passive bars them while at a battlefield (759-760; teammates are no opponents, 489.8.e)."""
    table = g.index.answers.get(NAME_BAN)
    if not table:
        return frozenset()
    team = g.team_of[player]
    out = set()
    for u in g.units.values():
        if u.loc >= 0 and g.team_of[u.controller] != team and g.cards[u.cid].id in table:
            name = named(g, u.cid)
            if name is not None:
                out.add(name)
    return frozenset(out)


def restricted(g: GameState, player: int) -> bool:
    """Whether some restriction could remove a play of ``player`` now (a fast test first)."""
    if g.counts and cant_play_spells(g, player):  # (no cards at all: no spells either)
        return True
    if NAME_BAN in g.index.answers and banned_spell_names(g, player):
        return True
    barred = g.index.answers.get("play:no_units_here")
    return barred is not None and any(b.cid >= 0 and g.cards[b.cid].id in barred for b in g.battlefields)


def allowed_plays(g: GameState, player: int, actions: Sequence[A]) -> list[A]:
    """``actions`` without the plays the restrictions forbid: every card play of a player who
    can't play cards, and unit plays to a battlefield units can't be played to. Other actions
    (passing, moving, hiding, activating, ...) stay."""
    if not restricted(g, player):
        return actions if isinstance(actions, list) else list(actions)
    no_cards = cant_play_cards(g, player)
    no_spells = no_cards or has_turn_effect(g, NO_SPELLS, player)
    names = banned_spell_names(g, player)
    out = []
    for a in actions:
        if isinstance(a, PlayUnit):
            if no_cards or units_barred_at(g, a.location):
                continue
        elif isinstance(a, PlayGear) and no_cards or isinstance(a, PlaySpell) and (
                no_spells or g.cards[a.card].name in names):
            continue
        out.append(a)
    return out
