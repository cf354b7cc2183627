"""``riftbound deck show|validate|convert`` and ``--deck`` options taking codes and text lists."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from riftbound import Game, load_deck
from riftbound.cli import cli
from riftbound.decks import DeckError
from riftbound.errors import UnsupportedCardError
from riftbound.formats.decktext import format_deck_text
from riftbound.game import unsupported_cards

from .conftest import JINX_CODE, SHARED_FILES, jinx_deck


@pytest.fixture
def runner() -> CliRunner:
    return CliRunner()


def test_show_prints_the_list_and_its_code(runner: CliRunner) -> None:
    """show gives the zone sizes, the text list and the code."""
    r = runner.invoke(cli, ["deck", "show", JINX_CODE])
    assert r.exit_code == 0, r.output
    assert "main deck 40 (with the chosen champion), runes 12, battlefields 3, sideboard 0" in r.output
    assert "Champion:\n1x Jinx, Demolitionist\n" in r.output
    assert f"code: {JINX_CODE}" in r.output


def test_validate_a_legal_playable_deck(runner: CliRunner) -> None:
    """A legal deck whose cards the engine plays exits 0 and says so."""
    r = runner.invoke(cli, ["deck", "validate", "origins-viktor"])
    assert r.exit_code == 0, r.output
    assert "construction (rule 103): legal" in r.output and "can play every card" in r.output


def test_validate_names_rule_and_card(runner: CliRunner, tmp_path: Path) -> None:
    """A deck breaking construction exits 1, each problem naming its rule (103) and the card."""
    text = format_deck_text(jinx_deck()).replace("2x Void Seeker", "4x Void Seeker")
    text = text.replace("6x Chaos Rune", "6x Chaos Rune\n1x Order Rune")
    path = tmp_path / "bad.txt"
    path.write_text(text, encoding="utf-8")
    r = runner.invoke(cli, ["deck", "validate", str(path), "--json"])
    assert r.exit_code == 1
    report = json.loads(r.output)
    assert not report["legal"] and not report["playable"]
    assert any(p.startswith("103.2.b: 4 copies of Void Seeker") for p in report["problems"])
    assert any(p.startswith("103.3.a.1: rune Order Rune") for p in report["problems"])
    assert any(p.startswith("103.3.a: the Rune Deck has 13 cards") for p in report["problems"])


@pytest.mark.skipif(not SHARED_FILES, reason="../shared/decks is not present")
def test_validate_names_cards_the_engine_cannot_play(runner: CliRunner) -> None:
    """A legal deck with cards the engine can't play yet exits 1 and names them (the first such
    shared precon, found by ``unsupported_cards``: which one changes as cards land)."""
    lacking = [(p, unsupported_cards(load_deck(p))) for p in SHARED_FILES if p.stem.startswith("precon-")]
    path, missing = next((p, m) for p, m in lacking if m)
    r = runner.invoke(cli, ["deck", "validate", str(path)])
    assert r.exit_code == 1
    assert "construction (rule 103): legal" in r.output
    assert "the engine can't play yet" in r.output and all(name in r.output for name in missing)


def test_convert_each_way(runner: CliRunner, tmp_path: Path) -> None:
    """convert writes a code, a text list or JSON; each converts back to the same code."""
    for fmt in ("text", "json"):
        out = tmp_path / f"deck.{fmt if fmt == 'json' else 'txt'}"
        r = runner.invoke(cli, ["deck", "convert", JINX_CODE, "--to", fmt, "-o", str(out)])
        assert r.exit_code == 0, r.output
        back = runner.invoke(cli, ["deck", "convert", str(out), "--to", "code"])
        assert back.exit_code == 0 and back.output.strip() == JINX_CODE


def test_convert_to_a_bad_path_keeps_the_result(runner: CliRunner, tmp_path: Path) -> None:
    """An output path that can't be written still prints the result, then fails with exit 2."""
    r = runner.invoke(cli, ["deck", "convert", "origins-jinx", "--to", "code", "-o",
                            str(tmp_path / "no" / "such" / "dir" / "x.code")])
    assert r.exit_code == 2
    assert JINX_CODE in r.output and "cannot write" in r.output


def test_unreadable_deck_is_a_clear_error(runner: CliRunner) -> None:
    """A damaged code, an unknown card and a missing file exit 2 with a message, no traceback."""
    for spec, part in ((JINX_CODE[:70], "cut short"), ("no/such/deck.json", "no such file"),
                       ("Legend:\n1x Jinx, Lose Cannon", "line 2: unknown card name")):
        r = runner.invoke(cli, ["deck", "show", spec])
        assert r.exit_code == 2 and part in r.output and "Traceback" not in r.output


def test_deck_options_take_codes_and_text_lists(runner: CliRunner, tmp_path: Path) -> None:
    """simulate --deck accepts a deck code and a text list file like any decklist."""
    path = tmp_path / "viktor.txt"
    r = runner.invoke(cli, ["deck", "convert", "origins-viktor", "--to", "text", "-o", str(path)])
    assert r.exit_code == 0
    r = runner.invoke(cli, ["simulate", "--games", "2", "--workers", "1", "--deck", JINX_CODE,
                            "--deck", str(path), "--json"])
    assert r.exit_code == 0, r.output
    out = json.loads(r.output)
    assert "Jinx, Loose Cannon" in json.dumps(out) and "Viktor" in json.dumps(out)


@pytest.mark.skipif(not SHARED_FILES, reason="../shared/decks is not present")
@pytest.mark.parametrize("path", SHARED_FILES, ids=lambda p: p.stem)
def test_validate_agrees_with_game_setup(runner: CliRunner, path: Path) -> None:
    """For every shared decklist, validate says "playable" (exit 0) exactly when Game.new accepts
    the deck (construction, rule 103, and every card supported); every deck is legal with the
    battlefields its box holds. A product deck with fewer than three is played as sold (ruling
    87): Game.new takes it so marked, and refuses it unmarked."""
    deck = load_deck(path)
    fields = str(len(deck.battlefields)) if len(deck.battlefields) < 3 else "3"
    r = runner.invoke(cli, ["deck", "validate", str(path), "--battlefields", fields, "--json"])
    report = json.loads(r.output)
    assert report["legal"], report["problems"]
    if fields != "3":
        with pytest.raises(DeckError, match="103.4.a"):
            Game.new([deck, deck], seed=0, log=False)
        deck = dataclasses.replace(deck, as_sold=True)
    try:
        Game.new([deck, deck], seed=0, log=False)
        accepted = True
    except (DeckError, UnsupportedCardError):
        accepted = False
    expected = not report["unsupported"]
    assert (r.exit_code == 0) == report["playable"] == accepted == expected
