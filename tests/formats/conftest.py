"""Shared pieces of the deck format tests: the issue's test vector and the shared decklists."""

from __future__ import annotations

import pytest

from riftbound.cards import CardDB, load_cards
from riftbound.decks import Deck
from tests import SHARED

SHARED_DECKS = SHARED / "decks"
SHARED_FILES = sorted(SHARED_DECKS.glob("*.json")) if SHARED_DECKS.exists() else []

#: The Origins Jinx champion deck as a code (issue 17's test vector).
JINX_CODE = ("CMAAAAAAAAAACAQAAAD2MAIAAAAQQAAAAIBQME5IAGUQDNQBXEAQCBQAAAAQQGFFAGZADNABAEEAAAALDYSMGAP3AG"
             "OQFIICVIBAAAAAAEAAAHQ")
#: The deck of the vector as the issue lists it: card number -> copies (runes, legend,
#: battlefields and all; OGN-030 counted with its chosen-champion copy).
JINX_NUMBERS = {
    7: 6, 166: 6,
    2: 3, 3: 3, 6: 3, 19: 3, 168: 3, 169: 3, 182: 3, 185: 3,
    1: 2, 8: 2, 24: 2, 165: 2, 178: 2, 180: 2,
    11: 1, 30: 1, 36: 1, 195: 1, 251: 1, 285: 1, 289: 1, 298: 1,
}  # fmt: skip


def ogn(number: int) -> str:
    """The canonical id of Origins card ``number``."""
    return f"ogn-{number:03d}-298"


def jinx_deck() -> Deck:
    """The vector's deck built from the issue's listing, independent of the decoder."""
    db = load_cards()
    main: list[str] = []
    runes: list[str] = []
    fields: list[str] = []
    for number, n in JINX_NUMBERS.items():
        card = db.by_id(ogn(number))
        if card.type == "Rune":
            runes += [card.id] * n
        elif card.type == "Battlefield":
            fields += [card.id] * n
        elif card.type != "Legend":
            main += [card.id] * (n - (number == 30))
    return Deck("Jinx", ogn(251), ogn(30), tuple(main), tuple(runes), tuple(fields))


@pytest.fixture(scope="session")
def db() -> CardDB:
    return load_cards()
