"""One deck spec for every way in (built-in name, JSON, text list, deck code), and round trips
code <-> deck <-> text <-> JSON for every shared decklist."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from riftbound.decks import Deck, DeckError, deck_from_dict, load_deck
from riftbound.formats.deckcode import DeckFormatError, decode_deck, encode_deck
from riftbound.formats.deckspec import deck_as, resolve_deck
from riftbound.formats.decktext import format_deck_text, parse_deck_text

from .conftest import JINX_CODE, SHARED_FILES, jinx_deck


def cards(deck: Deck) -> tuple:
    """A deck's cards per zone, as multisets (codes keep no order)."""
    return (deck.legend, deck.champion, Counter(deck.main), Counter(deck.runes),
            Counter(deck.battlefields), Counter(deck.sideboard))


def test_every_kind_of_spec(tmp_path: Path) -> None:
    """A built-in name, a JSON file, a text list file, a file holding a code, a code and a pasted
    text list all resolve to the same cards."""
    want = cards(jinx_deck())
    (tmp_path / "jinx.json").write_text(deck_as(jinx_deck(), "json"), encoding="utf-8")
    (tmp_path / "jinx.txt").write_text(format_deck_text(jinx_deck()), encoding="utf-8")
    (tmp_path / "jinx.code").write_text(JINX_CODE + "\n", encoding="utf-8")
    specs = ["origins-jinx", "Jinx", str(tmp_path / "jinx.json"), str(tmp_path / "jinx.txt"),
             str(tmp_path / "jinx.code"), JINX_CODE, f"  {JINX_CODE}\n".strip(),
             format_deck_text(jinx_deck())]
    for spec in specs:
        assert cards(resolve_deck(spec)) == want, spec
    assert resolve_deck(str(tmp_path / "jinx.txt")).name == "jinx"  # named after the file


def test_nothing_fits_says_what_was_tried() -> None:
    """A spec that is no file, built-in name, text list or code names each reading's failure."""
    with pytest.raises(DeckError) as e:
        resolve_deck("jnx!")
    msg = str(e.value)
    assert "not a file, nor a built-in deck (" in msg and "origins-jinx" in msg
    assert "nor a deck code" in msg
    with pytest.raises(DeckError, match="no such file"):
        resolve_deck("decks/missing.json")


def test_a_long_code_reports_its_own_error() -> None:
    """Something long enough to be meant as a code gets the decoder's error, not a list of tries."""
    with pytest.raises(DeckFormatError, match="cut short"):
        resolve_deck(JINX_CODE[:50])


def test_json_errors_name_file_and_place(tmp_path: Path) -> None:
    """A JSON deck file is checked at the boundary: the file, the path in it and the reason."""
    data = json.loads(deck_as(jinx_deck(), "json"))
    data["main_deck"][2]["cout"] = 3
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(DeckError) as e:
        resolve_deck(str(path))
    assert f"{path}: main_deck[2].cout: unknown field" in str(e.value)


def test_convert_to_every_format() -> None:
    """deck_as writes a code, a text list and our JSON, each reading back as the same cards."""
    deck = jinx_deck()
    assert deck_as(deck, "code").strip() == JINX_CODE
    assert cards(parse_deck_text(deck_as(deck, "text"))) == cards(deck)
    assert cards(deck_from_dict(json.loads(deck_as(deck, "json")))) == cards(deck)
    with pytest.raises(ValueError, match="unknown deck format"):
        deck_as(deck, "yaml")


@pytest.mark.skipif(not SHARED_FILES, reason="../shared/decks is not present")
@pytest.mark.parametrize("path", SHARED_FILES, ids=lambda p: p.stem)
def test_shared_decklists_round_trip(path: Path) -> None:
    """Every shared decklist: JSON -> deck -> code -> deck -> text -> deck -> JSON -> deck keeps
    every card of every zone, sideboard included; the code is canonical (the decoded deck gives
    it again) and the text list keeps the order of the cards."""
    deck = load_deck(path)
    code = encode_deck(deck)
    from_code = decode_deck(code)
    assert cards(from_code) == cards(deck)
    assert encode_deck(from_code) == code
    text = format_deck_text(from_code)
    from_text = parse_deck_text(text)
    assert from_text.main == from_code.main and cards(from_text) == cards(deck)
    from_json = deck_from_dict(json.loads(deck_as(from_text, "json")))
    assert from_json.main == from_text.main and cards(from_json) == cards(deck)
    assert format_deck_text(load_deck(path)) == format_deck_text(deck_from_dict(deck.to_dict()))
