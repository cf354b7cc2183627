"""Copy effects (rules 477.1.b, 185.3.a.2): an object becoming a copy of another.

A copy is applied in the first layer (477.1.b.1): the object takes the copiable traits of the
object it copies, its name, supertype, type, tags, costs, domains and rules text (477.1.b.1.a),
and its Might (ruling 108). What an object copies are its copiable values: its printed traits, or,
if it is itself a copy, the ones it copied (477.1.b.1.b) -- never the other effects on it (buffs,
damage, statuses, effects of this turn: those stay on its own :class:`~riftbound.state.Unit`).

The engine reads an object's traits and asks the game's index about its behaviour through one
lookup, ``g.cards[cid]``. A copy replaces that entry with a :class:`~riftbound.cards.CopiedCard`
of the copied values under the copied card's id, so every reader, whatever it asks (Might,
keywords, tags, costs, the index's answers by card id), sees the copy with no change of its own.
The state's ``cards`` tuple is replaced, never changed in place (clones sharing the old one are
unaffected), and so is its memo of results worked out from the cards (``g.memo``). The copy keeps
the object's token nature (185.1.a-b): a token copying a card is still a token (it ceases to exist
off the board, 186.1), a card copying a token is no token.

A copy lasts while the object stays on the board (a token ceases to exist off it, 186.1), or,
given ``until`` (a gear), for as long as that gear stays attached to it (:func:`end_copies_of`,
called as the gear detaches).
"""

from __future__ import annotations

from dataclasses import fields
from typing import Final

from ..cards import CardDef, CopiedCard, load_cards
from ..log_text import TEMPLATES, _name
from ..state import GameState
from .core import emit

__all__ = ["become_copy", "copied_id", "end_copies_of", "end_copy", "is_copy", "printed_card"]

TEMPLATES["copy"] = lambda g, p, d: (f"{printed_card(g, d[0]).name} (#{d[0]}) becomes a copy of "
                                     f"{load_cards().by_id(d[2]).name}")
TEMPLATES["copy_ends"] = lambda g, p, d: f"{_name(g, d[0])} is no longer a copy"

_FIELDS: Final = tuple(f.name for f in fields(CardDef) if f.init)  # (not the names made from them)


def is_copy(g: GameState, cid: int) -> bool:
    """Whether object ``cid`` is a copy of another now (477.1.b.1)."""
    return isinstance(g.cards[cid], CopiedCard)


def printed_card(g: GameState, cid: int) -> CardDef:
    """Object ``cid``'s own card, as printed, whatever it copies now."""
    card = g.cards[cid]
    return load_cards().by_id(card.printed_id) if isinstance(card, CopiedCard) else card


def copied_id(g: GameState, cid: int) -> str | None:
    """The id of the card object ``cid`` is a copy of, or None."""
    card = g.cards[cid]
    return card.id if isinstance(card, CopiedCard) else None


def copy_card(source: CardDef, printed: CardDef, until: int = -1) -> CopiedCard:
    """The card of an object whose own card is ``printed`` once it copies ``source``'s copiable
    values (477.1.b.1.b: ``source`` is the copied object's card, itself a copy or not). A token's
    "Token" is its nature, not a supertype to copy (185.1.a-b)."""
    values = {name: getattr(source, name) for name in _FIELDS}
    if source.supertype == "Token":
        values["supertype"] = None
    token = printed.is_token
    own = printed.printed_id if isinstance(printed, CopiedCard) else printed.id
    return CopiedCard(**values, printed_id=own, token=token, until=until)


def _set_card(g: GameState, cid: int, card: CardDef) -> None:
    """Replace object ``cid``'s card: a new tuple (clones sharing the old one keep theirs) and a
    new memo (what was worked out from the old cards no longer holds)."""
    cards = list(g.cards)
    cards[cid] = card
    g.cards = tuple(cards)
    g.memo = {}


def become_copy(g: GameState, cid: int, of: int, player: int, until: int = -1) -> bool:
    """Rule 477.1.b.1: object ``cid`` becomes a copy of object ``of`` (its copiable values as they
    are now, 477.1.b.1.b), for as long as gear ``until`` stays attached to it if given. An object
    copying itself changes nothing. Returns whether it became a copy."""
    if cid == of:
        return False
    source = g.cards[of]
    card = copy_card(source, printed_card(g, cid), until)
    if card.id not in g.index.card_ids:
        raise ValueError(f"card {card.id} is not in this game's index")  # pragma: no cover
    _set_card(g, cid, card)
    emit(g, "477.1.b.1", "copy", player, cid, of, card.id)
    return True


def end_copy(g: GameState, cid: int, player: int) -> None:
    """The copy effect on object ``cid`` ends: it has its own printed traits again."""
    if is_copy(g, cid):
        _set_card(g, cid, printed_card(g, cid))
        emit(g, "477.1.b.1", "copy_ends", player, cid)


def end_copies_of(g: GameState, gear: int, unit: int, player: int) -> None:
    """Gear ``gear`` detached from ``unit``: a copy lasting "for as long as this is attached to it"
    ends (its duration, 477.1.b.1)."""
    card = g.cards[unit]
    if isinstance(card, CopiedCard) and card.until == gear:
        end_copy(g, unit, player)
