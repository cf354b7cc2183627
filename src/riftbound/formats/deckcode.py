"""Deck codes: the short strings deck sites share (the Piltover Archive format).

The format is Legends of Runeterra's deck code adapted to Riftbound. A code is Base32 (RFC 4648
alphabet, no padding, read case-insensitively) over these bytes:

- one byte: format (high four bits, always 1) and version (low four bits, 1 to 4 read here);
- the main section: for each copy count from 12 down to 1, a varint number of groups, then per
  group (the cards of one set and variant) a varint card count n, a set byte, a variant byte and n
  varint card numbers;
- from version 2, the sideboard section, the same for copy counts 3 down to 1;
- from version 3, the chosen champion: a byte 0 (none) or 1 followed by a set byte, a variant
  byte and a varint card number;
- in version 4 every card number is preceded by a byte: 0 for a plain number, 1 for an
  R-numbered rune printing (``VEN-R01``).

Varints are LEB128 (seven bits at a time, low bits first). Set ids: Origins 0, Proving Grounds 1,
Arcane 2, Spiritforged 3, Unleashed 4, Vendetta 5, Radiance 6 (4-6 from the format's later set
table; the card table has no Arcane or Radiance cards). Variants: none 0, a 1, signed 2, b 3.

**Where each part of a deck goes.** The main section holds the *whole* deck as cards with copy
counts: the legend (1), the chosen champion counted with its other copies, the main deck, the
runes (e.g. 6 and 6) and the battlefields (1 each). The champion section only marks which card
is the chosen champion. Decoding sorts cards into zones by card type and takes one copy of the
champion out of the main deck (our :class:`~riftbound.decks.Deck` keeps it apart, rule
103.2.a.1). A code names no deck and keeps no order: decoding orders the main deck as the code
does (most copies first, then set and number).

Encoding writes version 3 with canonical card numbers (never an alternate-art variant), groups
ordered by set then variant and numbers ascending, so equal decks give equal codes; this
reproduces the codes deck sites write byte for byte.
"""

from __future__ import annotations

import functools
import re
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from ..cards import CardDB, CardDef, load_cards
from ..decks import Deck, DeckError

__all__ = [
    "SETS",
    "VARIANTS",
    "CardCode",
    "CodeContents",
    "DeckFormatError",
    "card_code",
    "card_for_code",
    "decode_deck",
    "encode_deck",
    "looks_like_code",
    "read_code",
    "write_code",
]

FORMAT = 1
VERSION = 3  # the version written: main deck, sideboard and chosen champion
READ_VERSIONS = (1, 2, 3, 4)
MAIN_MAX = 12  # copy counts the main section walks (12 down to 1)
SIDE_MAX = 3  # and the sideboard section (3 down to 1)

#: set id -> (set code, set name)
SETS: dict[int, tuple[str, str]] = {
    0: ("OGN", "Origins"), 1: ("OGS", "Proving Grounds"), 2: ("ARC", "Arcane"),
    3: ("SFD", "Spiritforged"), 4: ("UNL", "Unleashed"), 5: ("VEN", "Vendetta"), 6: ("RAD", "Radiance"),
}  # fmt: skip
_SET_IDS = {code: i for i, (code, _) in SETS.items()}
#: variant id -> suffix in a card code ("s" is signed; the card table writes it "*")
VARIANTS: dict[int, str] = {0: "", 1: "a", 2: "s", 3: "b"}
_VARIANT_IDS = {"": 0, "a": 1, "s": 2, "*": 2, "b": 3}

_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
_VALUE = {c: i for i, c in enumerate(_ALPHABET)}
_CODE_RE = re.compile(r"[A-Za-z2-7]+")
#: a printing id of the card table: set, optional R prefix, number, variant, set size
_PRINTING = re.compile(r"([a-z]+)-(r)?(\d+)([a-z*]?)(?:-\d+)?")
#: a card code as people write it: OGN-007, OGN-007a, VEN-R01, SFD-223s
_CODE_TEXT = re.compile(r"([A-Za-z]{3})-(R)?(\d+)([abs*]?)", re.IGNORECASE)


class DeckFormatError(DeckError):
    """A deck code or text list can't be read, or a deck can't be written in a format. Like
    :class:`~riftbound.decks.DeckError`, ``source`` names what was read and ``errors`` lists
    every problem found, each naming the place and the card or set."""


@dataclass(frozen=True, order=True)
class CardCode:
    """One card number in a code: set id, variant id, number, and whether it is R-numbered."""

    set: int
    variant: int
    number: int
    rune: bool = False

    def __str__(self) -> str:
        code = SETS.get(self.set, (f"set {self.set}", ""))[0]
        num = f"R{self.number:02d}" if self.rune else f"{self.number:03d}"
        return f"{code}-{num}{VARIANTS.get(self.variant, f'?{self.variant}')}"

    def describe(self) -> str:
        """The code with its set's name, for messages: "OGN-999 (Origins)"."""
        return f"{self} ({SETS[self.set][1]})" if self.set in SETS else f"{self} (unknown set {self.set})"


@dataclass(frozen=True)
class CodeContents:
    """What a code holds, before cards are looked up: (card, copies) of each section."""

    version: int
    main: tuple[tuple[CardCode, int], ...]
    sideboard: tuple[tuple[CardCode, int], ...] = ()
    champion: CardCode | None = None


# --------------------------------------------------------------------------- bytes and Base32


def _b32encode(data: bytes) -> str:
    bits = 0
    nbits = 0
    out = []
    for byte in data:
        bits = (bits << 8) | byte
        nbits += 8
        while nbits >= 5:
            nbits -= 5
            out.append(_ALPHABET[(bits >> nbits) & 31])
    if nbits:
        out.append(_ALPHABET[(bits << (5 - nbits)) & 31])
    return "".join(out)


def _b32decode(text: str, source: str) -> bytes:
    """Base32 without padding; leftover bits (fewer than 8) at the end are the encoder's fill."""
    bits = 0
    nbits = 0
    out = bytearray()
    for i, ch in enumerate(text):
        value = _VALUE.get(ch.upper())
        if value is None:
            raise DeckFormatError(source, [f"character {i + 1} ({ch!r}) is not Base32; a deck code "
                                           "uses only the letters A-Z and the digits 2-7"])
        bits = ((bits << 5) | value) & 0xFFFF
        nbits += 5
        if nbits >= 8:
            nbits -= 8
            out.append((bits >> nbits) & 0xFF)
    return bytes(out)


def _varint(n: int) -> bytes:
    out = bytearray()
    while True:
        low = n & 0x7F
        n >>= 7
        out.append(low | (0x80 if n else 0))
        if not n:
            return bytes(out)


class _Bytes:
    """Reads a code's bytes, failing with the byte's place in the code."""

    MAX_VARINT_BYTES = 5  # 35 bits: far above any count or card number

    def __init__(self, data: bytes, source: str) -> None:
        self.data = data
        self.pos = 0
        self.source = source

    def fail(self, what: str) -> DeckFormatError:
        return DeckFormatError(self.source, [f"byte {self.pos + 1} of {len(self.data)}: {what}"])

    def byte(self, what: str) -> int:
        if self.pos >= len(self.data):
            raise self.fail(f"the code ends where {what} should be (the code is cut short?)")
        self.pos += 1
        return self.data[self.pos - 1]

    def varint(self, what: str) -> int:
        value = 0
        for shift in range(0, 7 * self.MAX_VARINT_BYTES, 7):
            b = self.byte(what)
            value |= (b & 0x7F) << shift
            if not b & 0x80:
                return value
        raise self.fail(f"{what} is a number too long for a deck code")


# --------------------------------------------------------------------------- reading and writing


def looks_like_code(text: str) -> bool:
    """Whether ``text`` could be a deck code (Base32 letters only, long enough for a header)."""
    text = text.strip()
    return len(text) >= 2 and _CODE_RE.fullmatch(text) is not None


def _read_section(r: _Bytes, top: int, version: int, name: str) -> list[tuple[CardCode, int]]:
    cards: list[tuple[CardCode, int]] = []
    for copies in range(top, 0, -1):
        groups = r.varint(f"the number of {name} groups of {copies} copies")
        for _ in range(groups):
            n = r.varint(f"the size of a {name} group of {copies} copies")
            set_id = r.byte("a set id")
            variant = r.byte("a variant id")
            if variant not in VARIANTS:
                raise r.fail(f"variant {variant} is not a known variant (0 none, 1 a, 2 signed, 3 b)")
            for _ in range(n):
                rune = False
                if version >= 4:
                    flag = r.byte("a card number's prefix flag")
                    if flag > 1:
                        raise r.fail(f"card number prefix flag {flag} is not 0 (plain) or 1 (R, a rune)")
                    rune = flag == 1
                number = r.varint("a card number")
                cards.append((CardCode(set_id, variant, number, rune), copies))
    return cards


def read_code(code: str, source: str | None = None) -> CodeContents:
    """The cards of a deck code with their copy counts, without looking them up.

    Raises :class:`DeckFormatError` naming the byte where the code goes wrong.
    """
    text = "".join(code.split())  # codes pasted across lines
    source = source or f"deck code {text[:16]}{'...' if len(text) > 16 else ''}"
    if not text:
        raise DeckFormatError(source, ["the deck code is empty"])
    r = _Bytes(_b32decode(text.rstrip("="), source), source)
    head = r.byte("the format and version")
    fmt, version = head >> 4, head & 0x0F
    if fmt != FORMAT or version not in READ_VERSIONS:
        raise r.fail(f"format {fmt}, version {version}; this reader knows format {FORMAT}, versions "
                     f"{READ_VERSIONS[0]}-{READ_VERSIONS[-1]} (is it a deck code of another game, or "
                     "a newer version?)")
    main = _read_section(r, MAIN_MAX, version, "main deck")
    side = _read_section(r, SIDE_MAX, version, "sideboard") if version >= 2 else []
    champion = None
    if version >= 3:
        flag = r.byte("the chosen champion flag")
        if flag > 1:
            raise r.fail(f"chosen champion flag {flag} is not 0 (none) or 1")
        if flag:
            set_id = r.byte("the chosen champion's set id")
            variant = r.byte("the chosen champion's variant id")
            if variant not in VARIANTS:
                raise r.fail(f"variant {variant} is not a known variant (0 none, 1 a, 2 signed, 3 b)")
            rune = version >= 4 and r.byte("the chosen champion's prefix flag") == 1
            champion = CardCode(set_id, variant, r.varint("the chosen champion's number"), rune)
    if r.pos != len(r.data):
        raise r.fail(f"{len(r.data) - r.pos} byte(s) left after the end of the deck")
    return CodeContents(version, tuple(main), tuple(side), champion)


def _write_section(out: bytearray, cards: Iterable[tuple[CardCode, int]], top: int) -> None:
    by_copies: dict[int, list[CardCode]] = {}
    for card, copies in cards:
        by_copies.setdefault(copies, []).append(card)
    for copies in range(top, 0, -1):
        groups: dict[tuple[int, int], list[int]] = {}
        for card in sorted(by_copies.get(copies, ())):
            groups.setdefault((card.set, card.variant), []).append(card.number)
        out += _varint(len(groups))
        for (set_id, variant), numbers in sorted(groups.items()):
            out += _varint(len(numbers)) + bytes((set_id, variant))
            for number in numbers:
                out += _varint(number)


def write_code(main: Sequence[tuple[CardCode, int]], sideboard: Sequence[tuple[CardCode, int]] = (),
               champion: CardCode | None = None) -> str:
    """A version 3 deck code for these (card, copies); copies must be 1-12 (main), 1-3 (sideboard)."""
    for cards, top in ((main, MAIN_MAX), (sideboard, SIDE_MAX)):
        for card, copies in cards:
            if not 1 <= copies <= top or card.rune or not (0 <= card.set < 256):
                raise ValueError(f"{card} x{copies} can't be written in a version 3 code")
    out = bytearray([FORMAT << 4 | VERSION])
    _write_section(out, main, MAIN_MAX)
    _write_section(out, sideboard, SIDE_MAX)
    if champion is None:
        out.append(0)
    else:
        out += bytes((1, champion.set, champion.variant)) + _varint(champion.number)
    return _b32encode(bytes(out))


# --------------------------------------------------------------------------- cards <-> numbers


@functools.cache
def _index(db: CardDB) -> dict[tuple[str, int, str, bool], CardDef]:
    """(set code, number, variant suffix, R-numbered) of every printing -> its card."""
    out: dict[tuple[str, int, str, bool], CardDef] = {}
    for card in db:
        for pid in (card.id, *card.printings):
            m = _PRINTING.fullmatch(pid)
            if m:
                variant = "s" if m[4] == "*" else m[4]
                out.setdefault((m[1].upper(), int(m[3]), variant, m[2] is not None), card)
    return out


def card_for_code(code: CardCode, db: CardDB | None = None) -> CardDef | None:
    """The card a code's number names, or None. A variant (alternate art, signed) the table does
    not list is the card of its plain number: printings of a card are the same card in play."""
    index = _index(db or load_cards())
    if code.set not in SETS:
        return None
    key = SETS[code.set][0]
    return (index.get((key, code.number, VARIANTS[code.variant], code.rune))
            or index.get((key, code.number, "", code.rune)))


def card_from_text(text: str, db: CardDB | None = None) -> CardDef | None:
    """The card of a card code written as text ("OGN-007", "ogn-007a", "VEN-R01"), or None."""
    m = _CODE_TEXT.fullmatch(text.strip())
    if not m or m[1].upper() not in _SET_IDS:
        return None
    variant = _VARIANT_IDS[m[4].lower()]
    return card_for_code(CardCode(_SET_IDS[m[1].upper()], variant, int(m[3]), m[2] is not None), db)


def card_code(card: CardDef) -> CardCode | None:
    """The code number of a card (its canonical printing), or None for cards no set numbers
    (tokens, the project's practice battlefields)."""
    m = _PRINTING.fullmatch(card.id)
    if not m or m[2] or m[4] or m[1].upper() not in _SET_IDS:
        return None
    return CardCode(_SET_IDS[m[1].upper()], 0, int(m[3]))


# --------------------------------------------------------------------------- decks


def decode_deck(code: str, *, name: str | None = None, db: CardDB | None = None,
                source: str | None = None) -> Deck:
    """The deck a code holds (see the module's notes for where each part goes).

    Raises :class:`DeckFormatError` listing every unknown set or card, or a code that can't be
    read. A code without a chosen champion (versions 1-2, or flag 0) gives a deck without one:
    which copy is the champion is the player's choice, never guessed.
    """
    db = db or load_cards()
    contents = read_code(code, source)
    text = "".join(code.split())
    source = source or f"deck code {text[:16]}{'...' if len(text) > 16 else ''}"
    errors: list[str] = []

    def look(c: CardCode, where: str) -> CardDef | None:
        card = card_for_code(c, db)
        if card is None:
            if c.set not in SETS:
                known = ", ".join(f"{i} {n}" for i, (_, n) in SETS.items())
                errors.append(f"{where}: set id {c.set} of card {c} is not a known set ({known})")
            else:
                errors.append(f"{where}: card {c.describe()} is not in the card table")
        return card

    counts: Counter[str] = Counter()
    order: dict[str, CardDef] = {}
    for c, copies in contents.main:
        card = look(c, "main deck")
        if card is not None:
            counts[card.id] += copies
            order.setdefault(card.id, card)
    side: list[str] = []
    for c, copies in contents.sideboard:
        card = look(c, "sideboard")
        if card is not None:
            side += [card.id] * copies
    champion = look(contents.champion, "chosen champion") if contents.champion else None

    legends = [c for c in order.values() if c.type == "Legend"]
    if len(legends) > 1 or any(counts[c.id] > 1 for c in legends):
        shown = ", ".join(f"{counts[c.id]}x {c.name}" for c in legends)
        errors.append(f"main deck: a deck has one Champion Legend (rule 103.1); the code has {shown}")
    if champion is not None and counts[champion.id] < 1:
        errors.append(f"chosen champion: {champion.name} ({contents.champion}) is not among the "
                      "code's main deck cards, which must count it")
    if errors:
        raise DeckFormatError(source, errors)
    if champion is not None:
        counts[champion.id] -= 1
    zones: dict[str, list[str]] = {"Legend": [], "Rune": [], "Battlefield": [], "main": []}
    for cid, card in order.items():
        zone = card.type if card.type in zones else "main"
        zones[zone] += [cid] * counts[cid]
    legend = zones["Legend"][0] if zones["Legend"] else None
    return Deck(
        name=name or (db.by_id(legend).name if legend else "deck code"),
        legend=legend,
        champion=champion.id if champion else None,
        main=tuple(zones["main"]),
        runes=tuple(zones["Rune"]),
        battlefields=tuple(zones["Battlefield"]),
        sideboard=tuple(side),
        practice=False,
        source=source,
    )


def encode_deck(deck: Deck, db: CardDB | None = None) -> str:
    """The version 3 code of ``deck``: every card with its copies in the main section (legend,
    champion, main deck, runes, battlefields), the sideboard, and the chosen champion.

    Raises :class:`DeckFormatError` naming each card no set numbers (tokens, practice cards) and
    each count a code can't hold (more than 12 copies, or more than 3 in the sideboard).
    """
    db = db or load_cards()
    source = deck.source or deck.name
    whole = Counter(deck.main) + Counter(deck.runes) + Counter(deck.battlefields)
    whole.update(c for c in (deck.legend, deck.champion) if c)
    errors: list[str] = []
    codes: dict[str, CardCode] = {}
    for cid in dict.fromkeys([*whole, *deck.sideboard]):
        card = db.by_id(cid)
        code = card_code(card)
        if code is None:
            errors.append(f"{card.name} ({card.id}) has no number in a set a deck code knows "
                          f"({', '.join(c for c, _ in SETS.values())})")
        else:
            codes[cid] = code
    for label, counts, top in (("", whole, MAIN_MAX), ("in the sideboard ", Counter(deck.sideboard),
                                                        SIDE_MAX)):
        for cid, n in counts.items():
            if n > top:
                errors.append(f"{n} copies of {db.by_id(cid).name} {label}; a deck code holds at most "
                              f"{top} of a card {label.strip()}".rstrip())
    if errors:
        raise DeckFormatError(source, errors)
    return write_code([(codes[c], n) for c, n in whole.items()],
                      [(codes[c], n) for c, n in Counter(deck.sideboard).items()],
                      codes[deck.champion] if deck.champion else None)
