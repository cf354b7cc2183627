"""Text decklists: the sections and ``3x Name`` lines players paste, read tolerantly and written
back; every unreadable line named with its number."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from riftbound.decks import DeckError, validate_deck
from riftbound.formats.deckcode import DeckFormatError, encode_deck
from riftbound.formats.decktext import format_deck_text, looks_like_text, parse_deck_text

from .conftest import JINX_CODE, jinx_deck, ogn

PASTED = """\
# Jinx, as a site exports it
Legend: Jinx - Loose Cannon
Champion:
1 Jinx - Demolitionist

MAINDECK:
3x Brazen Buccaneer
3 x Chemtech Enforcer
3 Flame Chompers
x3 Raging Soul
3x Fight or Flight
3x Gust
3x Scrapheap
3x Traveling Merchant
2x Blazing Scorcher
2x Get Excited!
2x Void Seeker
2x Cemetery Attendant
2x Undercover Agent
2x Fading Memories
Magma Wurm
1x Vi - Destructive
1x OGN-195
Battlefields:
1x Reaver's Row
1x Targon's Peak
1x Zaun Warrens
runes
6x Fury Rune
6x Chaos Rune
Sideboard:
// none
"""


def test_pasted_list_reads_as_the_deck() -> None:
    """Headings in any case, with or without colon or space; counts as 3x, 3 x, 3, x3 or none;
    " - " for ", " in names; a card code for a name; comments and blank lines skipped."""
    deck = parse_deck_text(PASTED)
    want = jinx_deck()
    assert deck.legend == ogn(251) and deck.champion == ogn(30)
    assert Counter(deck.main) == Counter(want.main)
    assert Counter(deck.runes) == Counter(want.runes)
    assert Counter(deck.battlefields) == Counter(want.battlefields)
    assert encode_deck(deck) == JINX_CODE
    validate_deck(deck)  # a legal deck (rule 103)


def test_written_list_reads_back() -> None:
    """format_deck_text writes every section and `Nx Name` lines; parse_deck_text reads them back
    as the same cards in the same order, and the Name line as the deck's name."""
    deck = jinx_deck()
    text = format_deck_text(deck, name=True)
    assert text.startswith("Name: Jinx\nLegend:\n1x Jinx, Loose Cannon\nChampion:\n1x Jinx, Demolitionist\n")
    for heading in ("Main Deck:", "Battlefields:", "Runes:", "Sideboard:"):
        assert f"\n{heading}\n" in text
    assert "\n6x Fury Rune\n" in text
    back = parse_deck_text(text)
    assert back.name == "Jinx"
    assert (back.legend, back.champion, back.main, back.runes, back.battlefields) == (
        deck.legend, deck.champion, deck.main, deck.runes, deck.battlefields)


def test_unknown_card_named_with_line_and_suggestion() -> None:
    """A card the table doesn't know is named with its line number and close matches."""
    with pytest.raises(DeckFormatError) as e:
        parse_deck_text("Legend:\n1x Jinx - Loose Canon\nMain Deck:\n3x Flame Chompers\n2x Gusst\n")
    msg = str(e.value)
    assert "line 2: unknown card name" in msg and "Jinx, Loose Cannon" in msg
    assert "line 5: unknown card name 'Gusst'" in msg


def test_structure_errors() -> None:
    """A card before any heading, a second legend, a repeated section and an absurd count are each
    reported; nothing half-read is returned."""
    text = "3x Gust\nLegend:\n1x Jinx, Loose Cannon\n1x Viktor, Herald of the Arcane\nRunes:\n" \
           "Runes:\n99999x Fury Rune\n"
    with pytest.raises(DeckFormatError) as e:
        parse_deck_text(text, source="my.txt")
    msg = str(e.value)
    assert msg.startswith("my.txt: 4 problems")
    assert "line 1: '3x Gust' comes before any section heading" in msg
    assert "line 6: a second 'Runes:' section" in msg
    assert "line 7: 99999 copies" in msg
    assert "Legend: 2 cards (Jinx, Loose Cannon, Viktor, Herald of the Arcane)" in msg


def test_text_without_headings_is_not_a_list() -> None:
    """Plain text with no section heading is refused with what a list looks like."""
    assert not looks_like_text("hello\nworld")
    with pytest.raises(DeckFormatError, match="no section headings found"):
        parse_deck_text("")


def test_misplaced_cards_stay_and_validation_names_them() -> None:
    """A rune listed in the main deck is kept there, so rule 103.2's check names it."""
    text = format_deck_text(jinx_deck()).replace("Main Deck:\n", "Main Deck:\n1x Fury Rune\n")
    deck = parse_deck_text(text)
    with pytest.raises(DeckError, match="103.2: Fury Rune is a Rune"):
        validate_deck(deck)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.one_of(st.text(max_size=40), st.sampled_from(
    ["Legend:", "Main Deck:", "Runes:", "3x Gust", "1x Jinx - Loose Cannon", "Champion: x", "0x Gust",
     "Name:", "12 Fury Rune", "Sideboard", "x"])), max_size=12))
def test_any_text_gives_a_deck_or_a_clear_error(lines: list[str]) -> None:
    """Any text: a deck, or a DeckError naming what is wrong, never another exception."""
    try:
        parse_deck_text("\n".join(lines))
    except DeckError as e:
        assert str(e)


def test_overlong_lines_are_refused() -> None:
    """A line far longer than any card name is reported, not looked up."""
    with pytest.raises(DeckFormatError, match="line 2: 5000 characters; a card line is at most 200"):
        parse_deck_text("Main Deck:\n1x " + "a " * 2499)
    assert not looks_like_text("Legend" + " " * 5000 + "!")
