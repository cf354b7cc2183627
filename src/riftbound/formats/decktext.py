"""Text decklists: the lists players paste into forums and deck sites.

::

    Legend:
    1x Jinx, Loose Cannon
    Champion:
    1x Jinx, Demolitionist
    Main Deck:
    3x Flame Chompers
    2x Blazing Scorcher
    Battlefields:
    1x Zaun Warrens
    Runes:
    6x Fury Rune
    Sideboard:

Reading is tolerant of how sites write them: section names in any case, with or without the
space ("MainDeck:") and the colon; ``3x Name``, ``3 x Name``, ``3 Name`` or a bare name (one
copy); a card on the header line ("Legend: Jinx, Loose Cannon"); card names written with " - "
where the card table writes ", " ("Jinx - Loose Cannon") and the other way round; a card code
instead of a name ("OGN-251"); blank lines, and comments starting with ``#`` or ``//``. A
``Name: ...`` line names the deck. The ``Champion`` section holds the one Chosen Champion copy
(rule 103.2.a.1); its other copies are in the main deck. Cards stay in the section they are
listed in, so a misplaced card is reported by :func:`~riftbound.decks.validate_deck`, not moved.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from ..cards import CardDB, CardDef, UnknownCardError, load_cards
from ..decks import Deck
from .deckcode import DeckFormatError, card_from_text

__all__ = ["SECTIONS", "format_deck_text", "looks_like_text", "parse_deck_text"]

#: section heading -> its key; headings are matched without case, spaces, "-" or "_"
SECTIONS: dict[str, str] = {
    "legend": "legend", "championlegend": "legend",
    "champion": "champion", "chosenchampion": "champion",
    "maindeck": "main", "main": "main", "deck": "main",
    "battlefields": "battlefields", "battlefield": "battlefields",
    "runes": "runes", "rune": "runes", "runedeck": "runes",
    "sideboard": "sideboard", "side": "sideboard",
}  # fmt: skip
_HEADING = re.compile(r"([A-Za-z][A-Za-z _-]*):(.*)")  # on a stripped line; linear to match
_BARE = re.compile(r"[A-Za-z][A-Za-z _-]*")
_COUNTED = re.compile(r"(\d+)\s*[xX]?\s+(\S.*)|[xX](\d+)\s+(\S.*)")
_LIMIT = 1000  # copies of one line: far above any deck, small enough to keep memory bounded
_LONGEST = 200  # characters of a line: card names are far shorter


def _key(heading: str) -> str:
    return re.sub(r"[\s_-]+", "", heading).casefold()


def looks_like_text(text: str) -> bool:
    """Whether ``text`` has at least one section heading of a text decklist."""
    for raw in text.splitlines():
        line = raw.strip()
        head = _HEADING.fullmatch(line)
        if (head and _key(head.group(1)) in SECTIONS) or (_BARE.fullmatch(line) and _key(line) in SECTIONS):
            return True
    return False


def _card(name: str, db: CardDB) -> CardDef:
    """The card a list line names, trying the card table's spelling, then " - " <-> ", "."""
    tries = [name, name.replace(" - ", ", "), name.replace(", ", " - ")]
    for attempt in dict.fromkeys(tries):
        try:
            return db.by_name(attempt)
        except UnknownCardError:
            continue
    by_code = card_from_text(name, db)
    if by_code is not None:
        return by_code
    try:
        return db.by_id(name)
    except UnknownCardError:
        pass
    return db.by_name(name.replace(" - ", ", "))  # raises, with the card table's suggestions


def parse_deck_text(text: str, *, source: str = "<text list>", name: str | None = None,
                    db: CardDB | None = None) -> Deck:
    """Read a text decklist into a :class:`~riftbound.decks.Deck`.

    Raises :class:`~riftbound.formats.deckcode.DeckFormatError` listing every line it can't read,
    each with its line number and what would be right.
    """
    db = db or load_cards()
    zones: dict[str, list[str]] = {k: [] for k in set(SECTIONS.values())}
    errors: list[str] = []
    section: str | None = None
    seen: set[str] = set()
    deck_name = name
    for no, raw in enumerate(text.splitlines(), 1):
        line = raw.strip().lstrip("\ufeff")
        if not line or line.startswith(("#", "//")):
            continue
        if len(line) > _LONGEST:
            errors.append(f"line {no}: {len(line)} characters; a card line is at most {_LONGEST}")
            continue
        rest = line
        head = _HEADING.fullmatch(line)
        bare = _BARE.fullmatch(line)
        if head and _key(head.group(1)) == "name":
            deck_name = deck_name or head.group(2).strip() or None
            continue
        heading = head.group(1) if head else line if bare else ""
        if _key(heading) in SECTIONS:
            section = SECTIONS[_key(heading)]
            if section in seen:
                errors.append(f"line {no}: a second {raw.strip()!r} section; each section once")
            seen.add(section)
            rest = head.group(2).strip() if head else ""
            if not rest:
                continue
        if section is None:
            errors.append(f"line {no}: {line!r} comes before any section heading; expected one of "
                          "Legend:, Champion:, Main Deck:, Battlefields:, Runes:, Sideboard:")
            continue
        m = _COUNTED.fullmatch(rest)
        count, card_name = (1, rest) if not m else (int(m[1] or m[3]), (m[2] or m[4]).strip())
        if not 1 <= count <= _LIMIT:
            errors.append(f"line {no}: {count} copies of {card_name!r}; expected a count from 1 to "
                          f"{_LIMIT}")
            continue
        try:
            card = _card(card_name, db)
        except UnknownCardError as e:
            errors.append(f"line {no}: {e}")
            continue
        zones[section] += [card.id] * count
    for key, label in (("legend", "Legend"), ("champion", "Champion")):
        if len(zones[key]) > 1:
            names = ", ".join(dict.fromkeys(db.by_id(c).name for c in zones[key]))
            errors.append(f"{label}: {len(zones[key])} cards ({names}); the section holds one card")
    if not seen and not errors:
        errors.append("no section headings found; expected Legend:, Champion:, Main Deck:, "
                      "Battlefields:, Runes: and Sideboard: sections with lines such as '3x Name'")
    if errors:
        raise DeckFormatError(source, errors)
    legend = zones["legend"][0] if zones["legend"] else None
    return Deck(
        name=deck_name or (db.by_id(legend).name if legend else source),
        legend=legend,
        champion=zones["champion"][0] if zones["champion"] else None,
        main=tuple(zones["main"]),
        runes=tuple(zones["runes"]),
        battlefields=tuple(zones["battlefields"]),
        sideboard=tuple(zones["sideboard"]),
        source=source,
    )


def _lines(ids: Iterable[str], db: CardDB) -> list[str]:
    counts: dict[str, int] = {}
    for cid in ids:  # first-seen order: a list keeps the order it was given in
        counts[cid] = counts.get(cid, 0) + 1
    return [f"{n}x {db.by_id(cid).name}" for cid, n in counts.items()]


def format_deck_text(deck: Deck, *, name: bool = False, db: CardDB | None = None) -> str:
    """The text decklist of ``deck`` (every section, in the order deck sites write them);
    :func:`parse_deck_text` reads it back as the same cards. ``name=True`` adds a ``Name:`` line."""
    db = db or load_cards()
    out = [f"Name: {deck.name}"] if name else []
    sections = (
        ("Legend:", [deck.legend] if deck.legend else []),
        ("Champion:", [deck.champion] if deck.champion else []),
        ("Main Deck:", deck.main),
        ("Battlefields:", deck.battlefields),
        ("Runes:", deck.runes),
        ("Sideboard:", deck.sideboard),
    )
    for heading, ids in sections:
        out.append(heading)
        out += _lines(ids, db)
    return "\n".join(out) + "\n"
