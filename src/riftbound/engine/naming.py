"""Naming a card or a tag (759-763): "name a spell", "name a tag".

A name is no card in the game: the choice is a ``choose_name`` decision (its context a
:class:`~riftbound.engine.contexts.NamePick`) whose options are names, read from the card table,
never from the cards in the game (ruling 106):

- a spell: the name of any spell card there is (762: a card legal in the format, 762.1: one that
  exists; never a token's, 762.2), whether or not the game holds one: an option list drawn from
  the game's cards would tell the player which spells hide in the opponent's deck (107.3);
- a tag: any tag a card or token has (763, 763.1).

The named value is a fact of the object that named it (``~named:<cid>`` in the game's lasting
counts, the value a stable code of the name, :func:`name_code`): it lasts while that object stays on
the board, through turns, and ends with it (124.1, :data:`~.primitives.OBJECT_FACTS`). The log
writes the name ("name" events), and a position carries the code, which :func:`named` reads back.
"""

from __future__ import annotations

import zlib
from functools import cache
from typing import Final

from ..cards import load_cards
from ..log_text import TEMPLATES, _name
from ..state import GameState
from .contexts import NamePick
from .core import decide, emit, task
from .index import QUESTIONS
from .primitives import OBJECT_FACTS

__all__ = ["NAMED", "NAMES_AS_PLAYED", "ask_name", "name_code", "name_options", "named", "naming_tasks",
           "spell_names", "tag_names"]

#: the object fact holding a card's named value (lasting: "~" keeps it through turns)
NAMED: Final = "~named"
OBJECT_FACTS.add(NAMED)


@cache
def spell_names() -> tuple[str, ...]:
    """Rules 762-762.2: the names a player may name as "a spell": every spell card's, no token's."""
    return tuple(sorted({c.name for c in load_cards() if c.type == "Spell" and not c.is_token}))


@cache
def tag_names() -> tuple[str, ...]:
    """Rule 763: the tags a player may name: those of the cards and tokens there are."""
    return tuple(sorted({t for c in load_cards() for t in c.tags}))


def name_options(what: str) -> tuple[str, ...]:
    """The options of a ``choose_name`` decision naming ``what`` ("spell" or "tag")."""
    if what == "spell":
        return spell_names()
    if what == "tag":
        return tag_names()
    raise ValueError(f"nothing to name as {what!r}")


def name_code(name: str) -> int:
    """The number a named value is kept as: a checksum of the name below 1,000,000 (a position's
    counts stay within that), the same in every version of the card table (a test checks that no
    two names share one)."""
    return zlib.crc32(name.encode("utf-8")) % 1_000_000


@cache
def _decode() -> dict[int, str]:
    return {name_code(n): n for n in (*spell_names(), *tag_names())}


def named(g: GameState, cid: int) -> str | None:
    """The value object ``cid`` named while on the board, or None (it named nothing yet)."""
    if not g.counts:
        return None
    code = g.counts.get(f"{NAMED}:{cid}")
    return None if code is None else _decode().get(code)


#: index question: the card names something as it is played ("as you play this, name a tag": a
#: choice made while it is played, before its cost, 355, 760)
NAMES_AS_PLAYED: Final = "play:names"
QUESTIONS[NAMES_AS_PLAYED] = "'spell' or 'tag': what this card's player names as they play it (759-763)"


def naming_tasks(g: GameState, player: int, cid: int) -> list[tuple]:
    """The naming card ``cid`` asks as it is played, if it names something then."""
    table = g.index.answers.get(NAMES_AS_PLAYED)
    what = None if table is None else table.get(g.cards[cid].id)
    return [] if what is None else [("ask_name", player, cid, what)]


@task("ask_name", "p", "c", "s")
def ask_name(g: GameState, player: int, cid: int, what: str) -> None:
    """Rule 760: ``player`` names a ``what`` for card ``cid`` (a ``choose_name`` decision)."""
    decide(g, player, "choose_name", NamePick("name_chosen", cid, what))


@task("name_chosen", "p", "c", "s", "s")
def _name_chosen(g: GameState, player: int, cid: int, what: str, name: str) -> None:
    """Rule 760: the player names ``name``; the object ``cid`` keeps it (a fact of the object)."""
    g.counts[f"{NAMED}:{cid}"] = name_code(name)
    emit(g, "760", "name", player, cid, what, name)


TEMPLATES["name"] = lambda g, p, d: f"P{p} names the {d[1]} \"{d[2]}\" for {_name(g, d[0])}"
