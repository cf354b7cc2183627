"""Deck codes (the Piltover Archive format): the issue's test vector both ways, each version's
layout, unknown sets and cards named, and any input giving a clear error."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from riftbound.cards import load_cards
from riftbound.decks import Deck, DeckError
from riftbound.formats.deckcode import (
    CardCode,
    DeckFormatError,
    _b32encode,
    _varint,
    card_code,
    decode_deck,
    encode_deck,
    read_code,
    write_code,
)

from .conftest import JINX_CODE, JINX_NUMBERS, jinx_deck, ogn


def code_of(data: bytes) -> str:
    return _b32encode(data)


# --- the test vector ---------------------------------------------------------------------------------


def test_vector_decodes_to_the_listed_deck() -> None:
    """The Origins Jinx code gives exactly the issue's deck: legend OGN-251, chosen champion OGN-030
    (one copy out of the main deck, rule 103.2.a.1), 6+6 runes, three battlefields, the rest main."""
    deck = decode_deck(JINX_CODE)
    want = jinx_deck()
    assert deck.legend == ogn(251) and deck.champion == ogn(30)
    assert Counter(deck.main) == Counter(want.main)
    assert Counter(deck.runes) == Counter({ogn(7): 6, ogn(166): 6})
    assert sorted(deck.battlefields) == [ogn(285), ogn(289), ogn(298)]
    assert deck.sideboard == ()
    assert len(deck.main) + 1 == 40


def test_vector_layout_as_read() -> None:
    """Version 3; every card, legend, runes and battlefields included, sits in the main section with
    its copy count; the champion section names OGN-030."""
    contents = read_code(JINX_CODE)
    assert contents.version == 3
    assert {c.number: n for c, n in contents.main} == JINX_NUMBERS
    assert all(c.set == 0 and c.variant == 0 for c, _ in contents.main)
    assert contents.sideboard == ()
    assert contents.champion == CardCode(0, 0, 30)


def test_vector_encodes_byte_for_byte() -> None:
    """Encoding the listed deck reproduces the vector exactly (groups by set and variant, numbers
    ascending), whatever order the deck lists its cards in."""
    deck = jinx_deck()
    assert encode_deck(deck) == JINX_CODE
    shuffled = Deck("x", deck.legend, deck.champion, tuple(reversed(deck.main)), deck.runes[::-1],
                    deck.battlefields[::-1])
    assert encode_deck(shuffled) == JINX_CODE


def test_codes_are_case_insensitive_and_may_be_split() -> None:
    """RFC 4648 letters in either case, and a code pasted across lines, read the same."""
    lower, upper = decode_deck(JINX_CODE.lower()), decode_deck(JINX_CODE)
    assert (lower.legend, lower.champion, lower.main, lower.runes, lower.battlefields) == (
        upper.legend, upper.champion, upper.main, upper.runes, upper.battlefields)
    split = JINX_CODE[:40] + "\n  " + JINX_CODE[40:]
    assert decode_deck(split).main == decode_deck(JINX_CODE).main


def test_published_version_2_example_with_sideboard() -> None:
    """The format's published Kai'Sa example (version 2): 7+5 runes, a sideboard of 8 (counts 3..1
    section), and no chosen champion, which is left for the player rather than guessed."""
    code = ("CIAAAAAAAAAQCAAAA4AACAIAABMQAAILAAAAICIMDMOVOX3AM5UHIAIDAAACO6XYAEAQKAAABX3QDGACUABKIAQAAE"
            "BQAAAWDBOQCAQAABMHE")
    deck = decode_deck(code)
    assert read_code(code).version == 2
    assert Counter(deck.runes) == Counter({ogn(7): 7, ogn(89): 5})
    assert Counter(deck.sideboard) == Counter({ogn(22): 2, ogn(24): 2, ogn(93): 2, ogn(88): 1, ogn(114): 1})
    assert deck.champion is None and deck.legend == ogn(247)
    assert len(deck.main) == 40  # the champion's copies all stay in the main deck


# --- the layout, version by version ----------------------------------------------------------------------


def _section(cards: dict[int, list[tuple[int, int, list[int]]]], top: int, flagged: bool = False) -> bytes:
    """Bytes of a section: copies -> [(set, variant, numbers)]; ``flagged`` writes version 4's flags."""
    out = b""
    for copies in range(top, 0, -1):
        groups = cards.get(copies, [])
        out += _varint(len(groups))
        for set_id, variant, numbers in groups:
            out += _varint(len(numbers)) + bytes((set_id, variant))
            for n in numbers:
                out += (b"\x00" if flagged else b"") + _varint(n)
    return out


def test_version_1_has_no_sideboard_or_champion_section() -> None:
    """A version 1 code ends after the main section."""
    data = bytes([0x11]) + _section({1: [(0, 0, [251, 30])]}, 12)
    deck = decode_deck(code_of(data))
    assert deck.legend == ogn(251) and deck.main == (ogn(30),) and deck.champion is None


def test_version_4_rune_numbers() -> None:
    """Version 4 puts a flag before each number: 1 marks an R-numbered rune printing (VEN-R01 is a
    Fury Rune printing), 0 a plain number."""
    main = bytes([0]) * 6 + _varint(1) + _varint(1) + bytes((5, 0)) + b"\x01" + _varint(1)
    main += bytes([0]) * 4 + _varint(1) + _varint(1) + bytes((0, 0)) + b"\x00" + _varint(251)
    data = bytes([0x14]) + main + _section({}, 3) + b"\x00"
    deck = decode_deck(code_of(data))
    assert deck.runes == (ogn(7),) * 6 and deck.legend == ogn(251)


def test_multi_byte_varints_round_trip() -> None:
    """Card numbers of 128 and more take two LEB128 bytes, low seven bits first."""
    assert _varint(166) == bytes([0xA6, 0x01]) and _varint(127) == bytes([0x7F])
    code = write_code([(CardCode(0, 0, 298), 1), (CardCode(0, 0, 5), 2)])
    contents = read_code(code)
    assert {c.number: n for c, n in contents.main} == {298: 1, 5: 2}


def test_alternate_art_variants_are_the_same_card() -> None:
    """OGN-007a is a printing of the Fury Rune in the card table; a variant the table lacks
    (OGN-007b) is read as the card of its plain number, since printings are the same card."""
    for variant in (1, 3):
        code = write_code([(CardCode(0, variant, 7), 12)])
        assert decode_deck(code).runes == (ogn(7),) * 12


def test_signed_variant_has_id_2() -> None:
    """A signed printing (``*`` in the card table, ``s`` in codes) is variant 2."""
    code = write_code([(CardCode(3, 2, 223), 1)])
    deck = decode_deck(code)
    assert len(deck.main) + len(deck.battlefields) + len(deck.runes) + (deck.legend is not None) == 1


# --- errors name what is wrong ------------------------------------------------------------------------------


def test_unknown_set_is_named() -> None:
    """A set id the format doesn't know is named with the known ones."""
    code = write_code([(CardCode(9, 0, 1), 1)])
    with pytest.raises(DeckFormatError, match=r"set id 9 of card set 9-001 is not a known set \(0 Origins"):
        decode_deck(code)


def test_unknown_card_is_named_with_its_set() -> None:
    """A number the card table lacks is named as a card code with its set's name."""
    code = write_code([(CardCode(0, 0, 999), 1), (CardCode(6, 0, 7), 1)])
    with pytest.raises(DeckFormatError) as e:
        decode_deck(code)
    assert "OGN-999 (Origins) is not in the card table" in str(e.value)
    assert "RAD-007 (Radiance) is not in the card table" in str(e.value)


@pytest.mark.parametrize(("code", "message"), [
    ("", "empty"),
    ("CM!A", "character 3 ('!') is not Base32"),
    ("CM", "the code ends where the number of main deck groups of 12 copies should be"),
    (JINX_CODE[:60], "the code is cut short"),
    ("AAAA", "format 0, version 0"),
    ("CYAAAAAAAAAAAAAAAAAA", "version 6"),
])
def test_damaged_codes(code: str, message: str) -> None:
    """A code that can't be read says where and why."""
    with pytest.raises(DeckFormatError, match=message.replace("(", r"\(").replace(")", r"\)")):
        decode_deck(code)


def test_trailing_bytes_are_refused() -> None:
    """Bytes after the champion section mean the code is not what it seems."""
    data = bytes([0x13]) + _section({1: [(0, 0, [251])]}, 12) + _section({}, 3) + b"\x00\x07\x07"
    with pytest.raises(DeckFormatError, match="2 byte\\(s\\) left after the end"):
        decode_deck(code_of(data))


def test_champion_must_be_among_the_main_cards() -> None:
    """The champion section marks a card of the main section; one that isn't there is an error."""
    data = bytes([0x13]) + _section({1: [(0, 0, [251])]}, 12) + _section({}, 3) + bytes((1, 0, 0, 30))
    with pytest.raises(DeckFormatError, match="Jinx, Demolitionist .* is not among the code's main"):
        decode_deck(code_of(data))


def test_two_legends_are_refused() -> None:
    """A deck has one Champion Legend (103.1): a code with two can't be a deck."""
    code = write_code([(CardCode(0, 0, 251), 1), (CardCode(0, 0, 247), 1)])
    with pytest.raises(DeckFormatError, match="rule 103.1"):
        decode_deck(code)


def test_encoding_names_cards_without_a_number(db) -> None:
    """Practice battlefields and tokens have no set number; 13 copies don't fit a version 3 code."""
    blank = next(c for c in db if c.set == "PRACTICE")
    token = next(c for c in db if c.is_token and card_code(c) is None)
    deck = Deck("x", None, None, (ogn(1),) * 13 + (token.id,), (), (blank.id,))
    with pytest.raises(DeckFormatError) as e:
        encode_deck(deck)
    msg = str(e.value)
    assert blank.name in msg and token.name in msg and "13 copies of Blazing Scorcher" in msg
    side = Deck("x", None, None, (), (), (), sideboard=(ogn(1),) * 4)
    with pytest.raises(DeckError, match="4 copies of Blazing Scorcher in the sideboard"):
        encode_deck(side)


# --- properties --------------------------------------------------------------------------------

_NUMBERED = [c.id for c in load_cards() if card_code(c) is not None
             and c.type not in ("Legend", "Rune", "Battlefield")]


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.dictionaries(st.sampled_from(_NUMBERED), st.integers(1, 12), max_size=30),
       st.dictionaries(st.sampled_from(_NUMBERED), st.integers(1, 3), max_size=10))
def test_any_deck_round_trips(main: dict[str, int], side: dict[str, int]) -> None:
    """deck -> code -> deck keeps every card and count, and the code is canonical (re-encoding the
    decoded deck gives the same string)."""
    ids = tuple(c for c, n in main.items() for _ in range(n))
    sb = tuple(c for c, n in side.items() for _ in range(n))
    deck = Deck("x", None, None, ids, (), (), sideboard=sb)
    code = encode_deck(deck)
    back = decode_deck(code)
    assert Counter(back.main) == Counter(ids) and Counter(back.sideboard) == Counter(sb)
    assert encode_deck(back) == code


@settings(max_examples=400, deadline=None)
@given(st.text(max_size=200))
def test_any_text_gives_a_deck_or_a_clear_error(text: str) -> None:
    """Any string: a deck, or a DeckError with a message, never another exception."""
    try:
        decode_deck(text)
    except DeckError as e:
        assert str(e)


@settings(max_examples=400, deadline=None)
@given(st.binary(max_size=120), st.sampled_from([0x11, 0x12, 0x13, 0x14]))
def test_any_bytes_give_a_deck_or_a_clear_error(data: bytes, head: int) -> None:
    """Any bytes behind a valid header (so the reader goes deep): a deck or a DeckError."""
    try:
        decode_deck(code_of(bytes([head]) + data))
    except DeckError as e:
        assert str(e)
