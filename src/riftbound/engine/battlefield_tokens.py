"""Battlefield tokens added to the board during the game (rules 180-187, 187.9, 369.3).

A battlefield is normally in play from setup to the end (170.2.b); a battlefield token is the
exception: an effect adds it mid-game, and from then on it is a battlefield like the others, at
the next index of ``g.battlefields`` (indices already given never move). It is a token (185.1, 186):
a new card instance, owned by the player whose effect made it (183); it starts uncontrolled and
uncontested (190.2.b), and units reach it, fight and score there as at any battlefield. Once it is
on the board it is one of the battlefields a player must have scored this turn for a Conquer to give
the Final Point (471.1.b.1; docs/rulings.md ruling 114).

- The Baron Pit (187.9) is the project's token card ``rule-187-9`` (data/rule_tokens.json); its
  passive "units can move here from anywhere" answers :data:`FROM_ANYWHERE`, read by the Standard
  Move (144.4, engine/decisions.py): a unit at another battlefield may move to it without Ganking.
- A unit whose card answers :data:`ADDS_AS_PLAYED` (Baron Nashor) adds its token as it is played,
  unless one of that card is on the board already; if it did, the unit enters there instead of the
  location chosen for it (a replacement of how it enters, 369.3 and its Baron Nashor example):
  :func:`entry_location`, asked wherever a played unit enters.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from ..cards import load_cards
from ..log_text import TEMPLATES, _name, _where
from ..state import Battlefield, GameState
from .core import emit

__all__ = ["ADDS_AS_PLAYED", "FROM_ANYWHERE", "add_battlefield_token", "entry_location",
           "moves_here_from_anywhere", "token_battlefields_of"]

#: index question: the battlefield token a unit of this card adds as it is played (its card id)
ADDS_AS_PLAYED: Final = "play:battlefield_token"
#: index question: True for a battlefield whose passive lets units move to it from anywhere
FROM_ANYWHERE: Final = "move:here_from_anywhere"

TEMPLATES["battlefield_token"] = lambda g, p, d: (
    f"P{p} adds the {_name(g, d[0])} battlefield token to the board as battlefield {d[1]}")
TEMPLATES["enter_instead"] = lambda g, p, d: (
    f"{_name(g, d[0])} enters {_where(g, d[2])} instead of {_where(g, d[1])}")


def add_battlefield_token(g: GameState, player: int, card_id: str) -> int | None:
    """Rules 180-186, 187.9: add the battlefield token ``card_id`` to the board for ``player`` (its
    owner, 183) if none of that card is there already; its index, or None if one was there (nothing
    is added). A new card instance: clones sharing the old card tuple are unaffected."""
    cards = g.cards
    if any(b.cid >= 0 and cards[b.cid].id == card_id for b in g.battlefields):
        return None
    card = load_cards().by_id(card_id)
    assert card.is_token and card.type == "Battlefield", card_id
    cid = len(cards)
    g.cards = (*cards, card)
    g.owner = (*g.owner, player)
    g.battlefields.append(Battlefield(cid))  # 190.2.b: controlled by no one; not contested
    g.quiet = None  # one battlefield more: the cleanup looks again (state.GameState.quiet)
    g.memo = {}  # what was worked out from the battlefields in play (passives) no longer holds
    at = len(g.battlefields) - 1
    emit(g, "187.9", "battlefield_token", player, cid, at)
    return at


def entry_location(g: GameState, player: int, cid: int, loc: int) -> int:
    """Rule 369.3 (its Baron Nashor example): where the unit ``cid`` that ``player`` is playing
    enters. A card answering :data:`ADDS_AS_PLAYED` adds its battlefield token as it is played; if
    that added it, the unit enters there instead of ``loc``; else (one was there already) at
    ``loc``, the location chosen for it (355.2)."""
    table = g.index.answers.get(ADDS_AS_PLAYED)
    if table is None:
        return loc
    token = table.get(g.cards[cid].id)
    if token is None:
        return loc
    at = add_battlefield_token(g, player, token)
    if at is None:
        return loc
    emit(g, "369.3", "enter_instead", player, cid, loc, at)
    return at


def moves_here_from_anywhere(g: GameState, bf: int) -> bool:
    """Rules 187.9, 364.1: whether the battlefield at index ``bf`` lets units move to it from
    anywhere (a unit at another battlefield may take its Standard Move there, 144.4)."""
    table = g.index.answers.get(FROM_ANYWHERE)
    if table is None or not 0 <= bf < len(g.battlefields):
        return False
    cid = g.battlefields[bf].cid
    return cid >= 0 and bool(table.get(g.cards[cid].id))


def token_battlefields_of(index_answers: dict, card_ids: Iterable[str]) -> int:
    """How many distinct battlefield tokens the cards ``card_ids`` may add during a game (each is
    added once at most): room the fixed shapes of a game's observation keep for them (rl/layout.py)."""
    table = index_answers.get(ADDS_AS_PLAYED) or {}
    return len({table[c] for c in card_ids if c in table})
