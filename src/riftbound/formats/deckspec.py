"""One way in for a deck, whatever form it comes in: :func:`resolve_deck`.

Every ``--deck`` option and ``riftbound deck`` command takes a *deck spec*, tried in this order:

1. a file: our JSON decklist (``{...}``), a text list, or a file holding a deck code;
2. a built-in deck's name (``origins-jinx``, ``jinx``, ``precon-garen``, ``garen``, ``vanguard``);
3. a text list itself (several lines with section headings);
4. a deck code.

When nothing fits, the error says what each reading found, so a mistyped name, a missing file and
a damaged code are told apart.
"""

from __future__ import annotations

import json
from pathlib import Path

from ..cards import CardDB, load_cards
from ..decks import Deck, DeckError, all_builtin_decks, builtin_deck, load_deck
from .deckcode import DeckFormatError, decode_deck, encode_deck, looks_like_code
from .decktext import format_deck_text, looks_like_text, parse_deck_text

__all__ = ["FORMATS", "deck_as", "load_deck_file", "resolve_deck"]

#: the formats a deck can be written in (``riftbound deck convert --to``)
FORMATS = ("code", "text", "json")
_MAX_FILE = 1_000_000  # bytes: a decklist is a few kilobytes


def _is_file(spec: str) -> bool:
    try:
        return len(spec) < 4096 and Path(spec).is_file()
    except (OSError, ValueError):
        return False


def load_deck_file(path: str | Path, db: CardDB | None = None) -> Deck:
    """A deck file, read by its content: JSON (checked against ``schemas/deck.schema.json``), a
    text list, or a deck code; the deck is named after the file when the format holds no name."""
    path = Path(path)
    try:
        if path.stat().st_size > _MAX_FILE:
            raise DeckError(str(path), [f"the file has {path.stat().st_size:,} bytes; a decklist "
                                        f"has at most {_MAX_FILE:,}"])
        text = path.read_text(encoding="utf-8-sig")
    except (OSError, UnicodeDecodeError) as e:
        raise DeckError(str(path), [f"cannot read file: {e}"]) from e
    body = text.strip()
    if body.startswith("{") or path.suffix.lower() == ".json":
        return load_deck(path, db)
    if looks_like_code(body):
        return decode_deck(body, name=path.stem, db=db, source=str(path))
    return parse_deck_text(text, source=str(path), name=None if "name:" in text.lower() else path.stem,
                           db=db)


def resolve_deck(spec: str, db: CardDB | None = None) -> Deck:
    """The deck ``spec`` names (see the module's notes for the order tried).

    Raises :class:`~riftbound.decks.DeckError` (naming the spec and what was tried) when nothing
    fits, or the error of the one reading that fits but fails (a damaged file, an unknown card).
    """
    db = db or load_cards()
    spec = spec.strip() if "\n" not in spec else spec
    if _is_file(spec):
        return load_deck_file(spec, db)
    tried: list[str] = []
    looks_like_path = spec.lower().endswith((".json", ".txt")) or "/" in spec or "\\" in spec
    if looks_like_path and "\n" not in spec:
        raise DeckError(spec, ["no such file"])
    if "\n" not in spec:
        try:
            return builtin_deck(spec)
        except DeckError:
            names = ", ".join(d.source.removeprefix("builtin:") for d in all_builtin_decks())
            tried.append(f"not a file, nor a built-in deck ({names})")
    if looks_like_text(spec):
        return parse_deck_text(spec, db=db)
    if looks_like_code(spec):
        try:
            return decode_deck(spec, db=db)
        except DeckFormatError as e:
            if len(spec) >= 8:  # long enough to be meant as a code: its error is the answer
                raise
            tried.append(f"as a deck code: {'; '.join(e.errors)}")
    else:
        tried.append("not a text list (no section headings such as 'Main Deck:'), nor a deck code "
                     "(letters A-Z and digits 2-7 only)")
    shown = spec if len(spec) <= 60 else spec[:57] + "..."
    raise DeckError(shown.replace("\n", " "), tried)


def deck_as(deck: Deck, fmt: str, db: CardDB | None = None) -> str:
    """``deck`` written as a deck code, a text list or our JSON (``fmt`` in :data:`FORMATS`)."""
    if fmt == "code":
        return encode_deck(deck, db) + "\n"
    if fmt == "text":
        return format_deck_text(deck, name=True, db=db)
    if fmt == "json":
        return json.dumps(deck.to_dict(db), indent=2, ensure_ascii=False) + "\n"
    raise ValueError(f"unknown deck format {fmt!r}; expected one of {', '.join(FORMATS)}")
