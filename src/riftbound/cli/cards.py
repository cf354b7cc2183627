"""The ``cards`` command: what the engine can play, per set, and what an implemented card does.

``riftbound cards --coverage`` lists, for each set of the card table, how many cards the engine
supports and which: cards with a script (:mod:`riftbound.sets`) and the cards that need none
(vanilla units, basic runes); then which built-in champion decks can be played, and the cards each
of the others lacks. ``riftbound cards NAME ...`` shows a card's facts and, when it has a
script, the project's description of what it does.
"""

from __future__ import annotations

import json
import sys
from collections import defaultdict

import click
from rich.console import Console
from rich.markup import escape
from rich.table import Table

from ..cards import CardDB, CardDef, UnknownCardError, load_cards
from ..decks import champion_decks
from ..game import card_support, unsupported_cards
from ..sets import IMPLEMENTED
from .base import cli


def coverage() -> dict:
    """Per set: the number of cards, how many the engine supports, and their names by kind."""
    sets: dict[str, dict] = defaultdict(lambda: {"cards": 0, "supported": 0, "script": [],
                                                 "vanilla": [], "other": []})
    for c in load_cards():
        entry = sets[c.set]
        entry["cards"] += 1
        how = card_support(c)
        if how is None:
            continue
        entry["supported"] += 1
        key = how if how in ("script", "vanilla") else "other"
        entry[key].append(c.name)
    for entry in sets.values():
        for key in ("script", "vanilla", "other"):
            entry[key].sort()
    return dict(sorted(sets.items()))


def deck_coverage() -> list[dict]:
    """Each built-in champion deck: its name, its built-in name, whether the engine plays every one
    of its cards, and the cards it can't play yet."""
    out = []
    for deck in champion_decks():
        missing = sorted(unsupported_cards(deck))
        out.append({"name": deck.name, "deck": deck.source.removeprefix("builtin:"),
                    "playable": not missing, "unsupported": missing})
    return out


def lookup(db: CardDB, query: str) -> list[CardDef]:
    """The cards a query names: the card of that exact name (any case) or id, else every card
    whose name starts with it ("Jinx" finds each Jinx); :class:`UnknownCardError` if none."""
    try:
        return [db.by_name(query)]
    except UnknownCardError as e:
        error = e
    try:
        return [db.by_id(query)]
    except UnknownCardError:
        pass
    key = query.strip().casefold()
    hits = sorted((c for c in db.cards if key and c.name.casefold().startswith(key)),
                  key=lambda c: (c.name, c.id))
    if not hits:
        raise error
    return hits


def _describe(c: CardDef) -> dict:
    entry = IMPLEMENTED.get(c.id)
    return {
        "id": c.id, "name": c.name, "type": c.type, "set": c.set, "domains": list(c.domains),
        "energy": c.energy, "power": list(c.power), "might": c.might if c.type == "Unit" else None,
        "keywords": list(c.keywords), "support": card_support(c),
        "description": entry.description if entry is not None else None,
    }


@cli.command(short_help="Which cards the engine supports, per set; what a card does.")
@click.argument("names", nargs=-1, metavar="[NAME...]")
@click.option("--coverage", "show_coverage", is_flag=True,
              help="Per set: how many cards are supported, and which (scripted or needing none).")
@click.option("--json", "as_json", is_flag=True, help="Print the result as JSON on stdout.")
def cards(names: tuple[str, ...], show_coverage: bool, as_json: bool) -> None:
    """Show the named cards (by name, the start of a name, or id), or with --coverage which cards
    the engine supports.

    A supported card is one with a script, or one that needs none: a unit whose only rules text
    is the keywords the engine implements, a basic rune, a blank practice battlefield. A deck with
    any other card is refused, naming the card.
    """
    if not names and not show_coverage:
        show_coverage = True
    out = Console(file=sys.stdout, highlight=False)
    if show_coverage:
        data = coverage()
        decks = deck_coverage()
        if as_json:
            click.echo(json.dumps({"coverage": data, "decks": decks}, indent=2))
        else:
            table = Table(title="Cards the engine supports, per set")
            for col in ("set", "cards", "supported", "with a script", "needing none"):
                table.add_column(col, justify="right" if col != "set" else "left")
            for name, e in data.items():
                table.add_row(name, str(e["cards"]), str(e["supported"]), str(len(e["script"])),
                              str(len(e["vanilla"]) + len(e["other"])))
            out.print(table)
            for name, e in data.items():
                for key, label in (("script", "with a script"), ("vanilla", "vanilla units"),
                                   ("other", "other")):
                    if e[key]:
                        names_ = escape(", ".join(e[key]))
                        out.print(f"[bold]{name}[/bold] {label} ({len(e[key])}): {names_}", soft_wrap=True)
            for d in decks:
                how = "playable" if d["playable"] else \
                    f"lacks {len(d['unsupported'])}: {escape(', '.join(d['unsupported']))}"
                out.print(f"[bold]{escape(d['name'])}[/bold] ({d['deck']}): {how}", soft_wrap=True)
        return
    db = load_cards()
    found = []
    for n in names:
        try:
            found += [_describe(c) for c in lookup(db, n)]
        except UnknownCardError as e:
            click.echo(f"error: {e}", err=True)
            sys.exit(2)
    if as_json:
        click.echo(json.dumps({"cards": found}, indent=2))
        return
    for d in found:
        cost = f"{d['energy']} Energy" + (f" + {', '.join(d['power'])} Power" if d["power"] else "")
        out.print(f"[bold]{escape(d['name'])}[/bold] ({d['id']}, {d['type']}, {cost}"
                  + (f", Might {d['might']}" if d["might"] is not None else "")
                  + (f", {', '.join(d['keywords'])}" if d["keywords"] else "") + ")")
        out.print(f"  supported: {d['support'] or 'no (not implemented yet)'}", soft_wrap=True)
        if d["description"]:
            out.print(f"  does: {escape(d['description'])}", soft_wrap=True)
