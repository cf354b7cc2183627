"""``riftbound deck show|validate|convert``: decks in the forms players share.

Each command takes a deck spec (:func:`riftbound.formats.deckspec.resolve_deck`): a deck code, a
text list or JSON file, or a built-in deck's name. A deck that can't be read is an error with
exit code 2; ``validate`` exits 1 for a deck that breaks construction (rule 103) or holds cards
the engine can't play yet, so scripts can test decks.
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path
from typing import NoReturn

import click

from ..cards import load_cards
from ..decks import Deck, DeckError, validate_deck
from ..formats.deckcode import encode_deck
from ..formats.deckspec import FORMATS, deck_as, resolve_deck
from ..game import unsupported_cards, unsupported_sideboard

__all__ = ["deck", "deck_report"]


def _fail(message: str, code: int = 2) -> NoReturn:
    click.echo(f"error: {message}", err=True)
    sys.exit(code)


def _load(spec: str) -> Deck:
    try:
        return resolve_deck(spec)
    except DeckError as e:
        _fail(str(e))


def deck_report(deck: Deck, *, battlefields: int = 3) -> dict:
    """What ``validate`` finds: construction problems (rule 103, each naming the card and the
    rule) and the cards the engine can't play yet."""
    problems: list[str] = []
    try:
        validate_deck(deck, battlefields_needed=battlefields)
    except DeckError as e:
        problems = list(e.errors)
    unsupported = unsupported_cards(deck)
    return {"deck": deck.name, "source": deck.source, "legal": not problems, "problems": problems,
            "unsupported": unsupported, "playable": not problems and not unsupported,
            "sideboard_unsupported": unsupported_sideboard(deck)}


@click.group(short_help="Show, validate and convert decks: codes, text lists, JSON.")
def deck() -> None:
    """Decks as players share them. DECK is a deck code, a text list or JSON decklist file, or a
    built-in deck's name (origins-jinx, vanguard, ...)."""


@deck.command(short_help="Show a deck: its zones, card counts and deck code.")
@click.argument("spec", metavar="DECK")
def show(spec: str) -> None:
    """Print DECK as a text list, with the size of each zone and its deck code."""
    d = _load(spec)
    db = load_cards()
    click.echo(f"{d.name}  ({d.source or 'built-in'})")
    n_main = len(d.main) + (d.champion is not None)
    click.echo(f"main deck {n_main} (with the chosen champion), runes {len(d.runes)}, "
               f"battlefields {len(d.battlefields)}, sideboard {len(d.sideboard)}")
    click.echo("")
    click.echo(deck_as(d, "text", db).split("\n", 1)[1], nl=False)  # without its Name: line
    try:
        click.echo(f"\ncode: {encode_deck(d, db)}")
    except DeckError as e:
        click.echo(f"\ncode: none ({'; '.join(e.errors)})")


@deck.command(short_help="Check a deck's construction (rule 103) and whether the engine plays it.")
@click.argument("spec", metavar="DECK")
@click.option("--battlefields", type=click.IntRange(1, 3), default=3, show_default=True,
              help="Battlefields the mode of play needs (rule 103.4.a): 3 for a Duel.")
@click.option("--json", "as_json", is_flag=True, help="Print the result as JSON on stdout.")
def validate(spec: str, battlefields: int, as_json: bool) -> None:
    """Check DECK against the deck construction rules (103, 825) and list the cards the engine
    can't play yet. Exit code 0: legal and playable; 1: not; 2: DECK can't be read."""
    report = deck_report(_load(spec), battlefields=battlefields)
    if as_json:
        click.echo(json.dumps(report, indent=2, ensure_ascii=False))
    else:
        click.echo(f"{report['deck']}:")
        if report["legal"]:
            click.echo("  construction (rule 103): legal")
        else:
            click.echo(f"  construction (rule 103): {len(report['problems'])} problem(s)")
            for p in report["problems"]:
                click.echo(f"    - {p}")
        if report["unsupported"]:
            click.echo(f"  the engine can't play yet {len(report['unsupported'])} card(s): "
                       + "; ".join(report["unsupported"]))
        else:
            click.echo("  the engine can play every card")
        if report["sideboard_unsupported"]:
            click.echo(f"  sideboard: the engine can't play yet {len(report['sideboard_unsupported'])} "
                       "card(s): " + "; ".join(report["sideboard_unsupported"]))
    sys.exit(0 if report["playable"] else 1)


@deck.command(short_help="Convert a deck to a deck code, a text list or JSON.")
@click.argument("spec", metavar="DECK")
@click.option("--to", "fmt", type=click.Choice(FORMATS), required=True, help="The format to write.")
@click.option("-o", "--output", type=click.Path(dir_okay=False, path_type=Path), default=None,
              help="Write to this file instead of stdout.")
def convert(spec: str, fmt: str, output: Path | None) -> None:
    """Write DECK as a deck code, a text list or our JSON decklist."""
    d = _load(spec)
    try:
        text = deck_as(d, fmt)
    except DeckError as e:
        _fail(str(e))
    if output is None:
        click.echo(text, nl=False)
        return
    try:
        output.write_text(text, encoding="utf-8")
    except OSError as e:
        click.echo(text, nl=False)  # the result is not lost to a bad path
        _fail(f"{output}: cannot write ({e.strerror or e}); the {fmt} is printed above")
    counts = Counter(d.main)
    click.echo(f"wrote {output} ({fmt}: {len(d.main) + (d.champion is not None)} main deck cards, "
               f"{len(counts)} different)", err=True)
