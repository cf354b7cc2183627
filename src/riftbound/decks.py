"""Decklists: loading the shared JSON schema and checking deck construction (rule 103).

Loading (:func:`load_deck`) only checks that the file is well-formed and that every card
exists; :func:`validate_deck` then applies the construction rules, so a deck that breaks
them can still be inspected. Every problem is reported with where it is and what is
allowed, because decklists are hand-written and the first error is rarely the only one.
"""

from __future__ import annotations

import functools
import json
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any

from .cards import MAX_ENTRY_COUNT, CardDB, CardDef, UnknownCardError, load_cards
from .modes import Mode

__all__ = [
    "MAIN_DECK_MIN",
    "MAX_COPIES",
    "MAX_SIGNATURE",
    "RUNE_DECK_SIZE",
    "Deck",
    "DeckError",
    "all_builtin_decks",
    "builtin_deck",
    "builtin_decks",
    "champion_decks",
    "deck_from_dict",
    "load_deck",
    "precon_decks",
    "spiritforged_decks",
    "tournament_decks",
    "unleashed_decks",
    "validate_deck",
    "validate_teammates",
    "vendetta_decks",
]

MAIN_DECK_MIN = 40  # rule 103.2, counting the Chosen Champion
MAX_COPIES = 3  # rule 103.2.b
MAX_SIGNATURE = 3  # rule 103.2.d.1
RUNE_DECK_SIZE = 12  # rule 103.3.a

_NOT_IN_MAIN = ("Legend", "Rune", "Battlefield")


class DeckError(ValueError):
    """A decklist is malformed or breaks deck construction rules.

    ``errors`` lists every problem found; ``source`` names the file.
    """

    def __init__(self, source: str, errors: Iterable[str]) -> None:
        self.source = source
        self.errors: tuple[str, ...] = tuple(errors)
        if len(self.errors) == 1:
            msg = f"{source}: {self.errors[0]}"
        else:
            msg = f"{source}: {len(self.errors)} problems:\n" + "\n".join(
                f"  - {e}" for e in self.errors
            )
        super().__init__(msg)


@dataclass(frozen=True)
class Deck:
    """A player's deck (rule 103) as canonical card ids, one entry per copy.

    ``main`` excludes the single Chosen Champion copy that starts in the Champion Zone
    (rule 103.2.a.1); extra copies of the champion are in ``main``. ``sideboard`` is carried
    along for the formats that hold one (it is not part of the deck in a game). ``as_sold`` marks
    a preconstructed product deck played as its box ships it, with fewer battlefields than a
    mode's deck building asks (483.4.a, 485.4.a; docs/rulings.md, ruling 87).
    """

    name: str
    legend: str | None
    champion: str | None
    main: tuple[str, ...]
    runes: tuple[str, ...]
    battlefields: tuple[str, ...]
    practice: bool = False
    source: str = ""
    sideboard: tuple[str, ...] = ()
    as_sold: bool = False

    def to_dict(self, db: CardDB | None = None) -> dict[str, Any]:
        """The decklist in the shared JSON schema; :func:`deck_from_dict` reads it back as an equal
        deck (same cards in the same order, so a seeded game set up from it is the same game)."""
        db = db or load_cards()

        def entry(card_id: str) -> dict[str, Any]:
            return {"id": card_id, "name": db.by_id(card_id).name}

        def runs(ids: tuple[str, ...]) -> list[dict[str, Any]]:
            out: list[dict[str, Any]] = []
            for card_id in ids:  # consecutive copies only: the order of the list is kept
                if out and out[-1]["id"] == card_id:
                    out[-1]["count"] += 1
                else:
                    out.append({**entry(card_id), "count": 1})
            return out

        data: dict[str, Any] = {"name": self.name}
        if self.practice:
            data["practice"] = True
        if self.as_sold:
            data["as_sold"] = True
        data["legend"] = entry(self.legend) if self.legend else None
        data["chosen_champion"] = entry(self.champion) if self.champion else None
        data["main_deck"] = runs(self.main)
        data["rune_deck"] = runs(self.runes)
        data["battlefields"] = [entry(b) for b in self.battlefields]
        data["sideboard"] = runs(self.sideboard)
        return data


# --------------------------------------------------------------------------- loading


def _kind(value: Any) -> str:
    """How a JSON value reads in an error message."""
    if value is None:
        return "null"
    return {bool: "a boolean", int: "an integer", float: "a number", str: "a string",
            list: "a list", dict: "an object"}.get(type(value), type(value).__name__)  # fmt: skip


class _Reader:
    """Walks a parsed decklist, collecting errors with their JSON path."""

    def __init__(self, source: str, db: CardDB) -> None:
        self.source = source
        self.db = db
        self.errors: list[str] = []

    def fail(self, where: str, found: Any, allowed: str) -> None:
        shown = repr(found) if isinstance(found, str | int | float | bool) else _kind(found)
        self.errors.append(f"{where}: found {shown}; expected {allowed}")

    def card(self, entry: Any, where: str) -> CardDef | None:
        """Resolve ``{id|name[, printing_id]}`` to a card (id wins over name)."""
        if not isinstance(entry, dict):
            self.fail(where, entry, "an object with 'id' or 'name'")
            return None
        card: CardDef | None = None
        if "id" in entry:
            cid = entry["id"]
            if not isinstance(cid, str) or not cid:
                self.fail(f"{where}.id", cid, "a card id string such as 'ogn-001-298'")
                return None
            try:
                card = self.db.by_id(cid)
            except UnknownCardError as e:
                self.errors.append(f"{where}.id: {e}")
                return None
            name = entry.get("name")
            if isinstance(name, str) and name.casefold() != card.name.casefold():
                self.fail(f"{where}.name", name, f"the name of {cid}, {card.name!r}")
                return None
        elif "name" in entry:
            name = entry["name"]
            if not isinstance(name, str) or not name:
                self.fail(f"{where}.name", name, "a card name string")
                return None
            try:
                card = self.db.by_name(name)
            except UnknownCardError as e:
                self.errors.append(f"{where}.name: {e}")
                return None
        else:
            self.errors.append(f"{where}: missing field 'id' (or 'name'); a card needs one")
            return None
        pid = entry.get("printing_id")
        if pid is not None:
            try:
                printed = self.db.by_id(pid) if isinstance(pid, str) else None
            except UnknownCardError:
                printed = None
            if printed is not card:
                self.fail(f"{where}.printing_id", pid, f"a printing of {card.name!r}")
                return None
        return card

    def cards(self, data: dict, key: str, *, counted: bool) -> list[str]:
        """Resolve a zone list, repeating each id ``count`` times."""
        if key not in data:
            self.errors.append(f"{key}: missing field; expected a list of card entries")
            return []
        entries = data[key]
        if not isinstance(entries, list):
            self.fail(key, entries, "a list of card entries")
            return []
        ids: list[str] = []
        for i, entry in enumerate(entries):
            where = f"{key}[{i}]"
            card = self.card(entry, where)
            count: Any = 1
            if isinstance(entry, dict) and (counted or "count" in entry):
                if "count" not in entry:
                    self.errors.append(f"{where}: missing field 'count'; expected an integer >= 1")
                    continue
                count = entry["count"]
                if type(count) is not int or not 1 <= count <= MAX_ENTRY_COUNT:  # bool is no count
                    self.fail(f"{where}.count", count, f"an integer from 1 to {MAX_ENTRY_COUNT}")
                    continue
            if card is not None:
                ids.extend([card.id] * count)
        return ids

    def single(self, data: dict, key: str) -> str | None:
        if key not in data:
            self.errors.append(f"{key}: missing field; expected a card entry or null")
            return None
        if data[key] is None:
            return None
        card = self.card(data[key], key)
        return card.id if card else None


def deck_from_dict(data: Any, source: str = "<deck>", db: CardDB | None = None) -> Deck:
    """Build a :class:`Deck` from a parsed decklist (the ``shared/decks`` schema).

    Raises :class:`DeckError` listing every malformed field or unknown card.
    """
    db = db or load_cards()
    r = _Reader(source, db)
    if not isinstance(data, dict):
        raise DeckError(source, [f"top level: found {_kind(data)}; expected an object"])
    name = data.get("name")
    if not isinstance(name, str) or not name.strip():
        if "name" in data:
            r.fail("name", name, "a non-empty string")
        else:
            r.errors.append("name: missing field; expected a non-empty string")
    practice = data.get("practice", False)
    if not isinstance(practice, bool):
        r.fail("practice", practice, "true or false")
    as_sold = data.get("as_sold", False)
    if not isinstance(as_sold, bool):
        r.fail("as_sold", as_sold, "true or false")
    legend = r.single(data, "legend")
    champion = r.single(data, "chosen_champion")
    main = r.cards(data, "main_deck", counted=True)
    runes = r.cards(data, "rune_deck", counted=True)
    battlefields = r.cards(data, "battlefields", counted=False)
    sideboard = r.cards(data, "sideboard", counted=True) if "sideboard" in data else []
    if r.errors:
        raise DeckError(source, r.errors)
    return Deck(
        name=str(name).strip(),
        legend=legend,
        champion=champion,
        main=tuple(main),
        runes=tuple(runes),
        battlefields=tuple(battlefields),
        practice=practice is True,
        source=source,
        sideboard=tuple(sideboard),
        as_sold=as_sold is True,
    )


def _parse(text: str, source: str) -> Any:
    try:
        return json.loads(text)
    except json.JSONDecodeError as e:
        raise DeckError(
            source, [f"line {e.lineno}, column {e.colno}: invalid JSON ({e.msg})"]
        ) from e


def load_deck(path: str | Path, db: CardDB | None = None) -> Deck:
    """Read a decklist JSON file, checked against ``schemas/deck.schema.json`` (the schema of
    ``shared/decks/README.md``); every error names the file, the place in it and the reason.

    An optional top-level ``"practice": true`` marks a practice deck. Cards are named by
    ``id`` (any printing id) or, without one, by exact ``name``.
    """
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8-sig")
    except (OSError, UnicodeDecodeError) as e:
        raise DeckError(str(path), [f"cannot read file: {e}"]) from e
    data = _parse(text, str(path))
    # The file's shape first (schemas/deck.schema.json); pydantic is imported only here, when a
    # file is read, so that ``import riftbound`` stays light.
    from .formats.schemas import deck_problems

    problems = deck_problems(data)
    if problems:  # with the unknown cards the reader finds, so one run shows every problem
        try:
            deck_from_dict(data, str(path), db)
        except DeckError as e:
            places = {p.split(": ", 1)[0] for p in problems}
            problems += [x for x in e.errors if x.split(": ", 1)[0] not in places]
        raise DeckError(str(path), problems)
    return deck_from_dict(data, str(path), db)


# --------------------------------------------------------------------------- validation


def _legend_tag(legend: CardDef) -> str | None:
    """The legend's champion tag (rule 103.2.a.2), e.g. Kennen for a Yordle+Kennen legend."""
    if legend.champion:
        return legend.champion
    return legend.tags[0] if len(legend.tags) == 1 else None


def _in_identity(card: CardDef, identity: frozenset[str]) -> bool:
    """Rules 103.1.b.3/.4: every domain of the card is in the identity (no domain: any)."""
    return all(d in identity for d in card.domains)


#: (deck, battlefields needed, card database) found valid: a :class:`Deck` is frozen and the card
#: database never changes, so neither can the answer (``Game.new`` checks the decks of every game)
_VALID: set[tuple[Deck, int, CardDB]] = set()


def validate_deck(deck: Deck, *, battlefields_needed: int = 3, db: CardDB | None = None) -> None:
    """Check deck construction (rule 103, and 825 Unique); raise :class:`DeckError`.

    All violations are collected, each naming the card and the rule. Practice decks skip
    the construction limits but must still hold real cards of the right kind in each
    zone, and at least one main-deck card, rune and battlefield.
    """
    db = db or load_cards()
    key = (deck, battlefields_needed, db)
    if key in _VALID:
        return
    _validate_deck(deck, battlefields_needed, db)
    if len(_VALID) >= 4096:  # many decks built on the fly (a deck search): keep the memo small
        _VALID.clear()
    _VALID.add(key)


def _validate_deck(deck: Deck, battlefields_needed: int, db: CardDB) -> None:
    errors: list[str] = []

    def get(cid: str | None, zone: str) -> CardDef | None:
        if cid is None:
            return None
        try:
            return db.by_id(cid)
        except UnknownCardError as e:
            errors.append(f"{zone}: {e}")
            return None

    legend = get(deck.legend, "legend")
    champion = get(deck.champion, "chosen_champion")
    main = [c for c in (get(i, "main_deck") for i in deck.main) if c]
    runes = [c for c in (get(i, "rune_deck") for i in deck.runes) if c]
    fields = [c for c in (get(i, "battlefields") for i in deck.battlefields) if c]

    # Zone contents: what kind of card each zone may hold.
    for card in sorted({c.id: c for c in main}.values(), key=lambda c: c.index):
        if card.type in _NOT_IN_MAIN or card.is_token:
            kind = "Token" if card.is_token else card.type
            errors.append(f"103.2: {card.name} is a {kind}; the Main Deck holds only Units, "
                          "Gear and Spells")
    for card in {c.id: c for c in runes}.values():
        if card.type != "Rune":
            errors.append(f"103.3.a: {card.name} is a {card.type}, not a Rune card")
    for card in {c.id: c for c in fields}.values():
        if card.type != "Battlefield":
            errors.append(f"103.4: {card.name} is a {card.type}, not a Battlefield")
        elif card.is_token:  # 187.9: a battlefield token is added by a card's effect, never brought
            errors.append(f"103.4: {card.name} is a battlefield token, not a Battlefield card")

    if deck.practice:
        if not deck.main:
            errors.append("practice deck: the Main Deck needs at least 1 card")
        if not deck.runes:
            errors.append("practice deck: the Rune Deck needs at least 1 rune")
        if not deck.battlefields:
            errors.append("practice deck: at least 1 battlefield is needed")
        if champion is not None and not champion.is_unit:
            errors.append(f"103.2.a.2: Chosen Champion {champion.name} is not a unit")
        if errors:
            raise DeckError(deck.source or deck.name, errors)
        return

    # 103.1: one Champion Legend, which sets the Domain Identity.
    tag: str | None = None
    identity: frozenset[str] | None = None
    if deck.legend is None:
        errors.append("103.1: the deck has no Champion Legend")
    elif legend is not None:
        if legend.type != "Legend":
            errors.append(f"103.1: {legend.name} is a {legend.type}, not a Champion Legend")
        else:
            tag = _legend_tag(legend)
            identity = frozenset(legend.domains)

    # 103.2.a: the Chosen Champion.
    if deck.champion is None:
        errors.append("103.2.a: the deck has no Chosen Champion")
    elif champion is not None:
        if not champion.is_champion_unit:
            kind = f"{champion.supertype} {champion.type}" if champion.supertype else champion.type
            errors.append(f"103.2.a.2: Chosen Champion {champion.name} is a {kind}, "
                          "not a Champion unit")
        elif tag is not None and tag not in champion.tags:
            errors.append(f"103.2.a.2: Chosen Champion {champion.name} lacks the legend's "
                          f"champion tag {tag} (it has {', '.join(champion.tags) or 'none'})")

    deck_cards = main + ([champion] if champion is not None else [])
    if len(deck.main) + (deck.champion is not None) < MAIN_DECK_MIN:
        errors.append(f"103.2: the Main Deck has {len(deck.main) + (deck.champion is not None)} "
                      f"cards counting the Chosen Champion; at least {MAIN_DECK_MIN} needed")

    by_name: Counter[str] = Counter(c.name for c in deck_cards)
    first = {c.name: c for c in reversed(deck_cards)}
    for name, n in by_name.items():
        if n > MAX_COPIES:
            errors.append(f"103.2.b: {n} copies of {name}; at most {MAX_COPIES} of a name, "
                          "counting the Chosen Champion")
        if first[name].unique and n > 1:
            errors.append(f"825.3.a: {n} copies of {name}, which has Unique; at most 1")

    signature = [c for c in deck_cards if c.is_signature]
    if len(signature) > MAX_SIGNATURE:
        errors.append(f"103.2.d.1: {len(signature)} Signature cards "
                      f"({', '.join(sorted({c.name for c in signature}))}); at most "
                      f"{MAX_SIGNATURE} in total")
    if tag is not None:
        for card in {c.id: c for c in signature}.values():
            if tag not in card.tags:
                errors.append(f"103.2.d.2: Signature card {card.name} lacks the legend's "
                              f"champion tag {tag}")

    if identity is not None:
        shown = "/".join(sorted(identity))
        for card in {c.id: c for c in deck_cards}.values():
            if not _in_identity(card, identity):
                errors.append(f"103.1.b.{3 if len(card.domains) == 1 else 4}: {card.name} "
                              f"({'/'.join(card.domains)}) is outside the Domain Identity "
                              f"{shown}")
        for card in {c.id: c for c in runes}.values():
            if not _in_identity(card, identity):
                errors.append(f"103.3.a.1: rune {card.name} ({'/'.join(card.domains)}) is "
                              f"outside the Domain Identity {shown}")
        for card in {c.id: c for c in fields}.values():
            if not _in_identity(card, identity):
                errors.append(f"103.4.b: battlefield {card.name} is outside the Domain "
                              f"Identity {shown}")

    if len(deck.runes) != RUNE_DECK_SIZE:
        errors.append(f"103.3.a: the Rune Deck has {len(deck.runes)} cards; exactly "
                      f"{RUNE_DECK_SIZE} needed")

    # 483.4.a, 485.4.a: the mode's battlefield count is a deck-building requirement; a product deck
    # played as sold brings the battlefields its box ships, at least one (ruling 87)
    as_sold = deck.as_sold and 1 <= len(deck.battlefields) < battlefields_needed
    if len(deck.battlefields) != battlefields_needed and not as_sold:
        errors.append(f"103.4.a: {len(deck.battlefields)} battlefield(s); this Mode of Play "
                      f"needs {battlefields_needed}")
    if battlefields_needed > 1:
        for name, n in Counter(c.name for c in fields).items():
            if n > 1:
                errors.append(f"103.4.c: {n} battlefields named {name}; at most one of a name")

    if errors:
        raise DeckError(deck.source or deck.name, errors)


def validate_teammates(decks: Sequence[Deck], mode: Mode, db: CardDB | None = None) -> None:
    """Check the decks of teammates, deck ``i`` in seat ``i`` of ``mode``: they may not use the same
    Champion Legend (489.8.h) nor the same battlefield (489.8.i, by name); raise :class:`DeckError`
    naming the seats, the decks and the cards.

    Practice decks skip it, as they skip the construction rules: a pair of teammates is checked
    when both their decks are real ones. Modes without teammates pass.
    """
    if len(decks) != len(mode.teams):
        raise ValueError(f"{mode.name} needs {len(mode.teams)} decks, got {len(decks)}")
    db = db or load_cards()
    errors: list[str] = []
    for a in range(len(decks)):
        for b in range(a + 1, len(decks)):
            da, db_ = decks[a], decks[b]
            if mode.teams[a] != mode.teams[b] or da.practice or db_.practice:
                continue
            who = f"seats {a} and {b} ({da.source or da.name}, {db_.source or db_.name})"
            if da.legend and db_.legend:
                la, lb = db.by_id(da.legend), db.by_id(db_.legend)
                if la.name == lb.name:
                    errors.append(f"489.8.h: {who} are teammates and both use the Champion Legend "
                                  f"{la.name}; teammates need different Champion Legends")
            names_a = {db.by_id(c).name for c in da.battlefields}
            shared = sorted(names_a & {db.by_id(c).name for c in db_.battlefields})
            if shared:
                errors.append(f"489.8.i: {who} are teammates and both bring the battlefield"
                              f"{'s' if len(shared) > 1 else ''} {', '.join(shared)}; teammates "
                              "need different battlefields")
    if errors:
        raise DeckError(f"{mode.name} teams", errors)


# --------------------------------------------------------------------------- built-ins


def _builtin_files(prefix: str = "practice-") -> list[tuple[str, str]]:
    """(stem, text) of each ``data/decks/<prefix>*.json``, sorted by file name."""
    try:
        root: Any = resources.files(__package__ or "riftbound").joinpath("data", "decks")
        items = [(p.name, p) for p in root.iterdir()]
    except (FileNotFoundError, ModuleNotFoundError, TypeError, NotADirectoryError):
        items = [(p.name, p) for p in (Path(__file__).parent / "data" / "decks").iterdir()]
    return [
        (name.removesuffix(".json"), p.read_text(encoding="utf-8"))
        for name, p in sorted(items, key=lambda t: t[0])
        if name.startswith(prefix) and name.endswith(".json")
    ]


def builtin_decks() -> tuple[Deck, ...]:
    """The two built-in practice decks (vanilla units only, blank battlefields).

    They exist so the engine can run full games before card abilities are implemented.
    """
    return _load_builtin("practice-")


@functools.cache
def origins_decks() -> tuple[Deck, ...]:
    """The three Origins champion decks (Jinx, Lee Sin, Viktor), as sold: legend, champion, main
    deck, runes and battlefields. Their cards' behaviour is implemented (``riftbound cards
    --coverage``); they are always among the decks ``riftbound simulate`` plays by default."""
    return _load_builtin("origins-")


@functools.cache
def precon_decks() -> tuple[Deck, ...]:
    """The four Proving Grounds champion decks (Annie, Garen, Lux, Master Yi) as the box ships them, with
    its one battlefield each (``as_sold``: docs/rulings.md, ruling 87). Built in whether or not the
    engine plays all their cards yet: a game with one whose cards aren't all supported is refused,
    naming them (``Game.new``)."""
    return _load_builtin("precon-")


def champion_decks() -> tuple[Deck, ...]:
    """Every built-in champion deck: the Origins three, then the Proving Grounds four."""
    return origins_decks() + precon_decks()


@functools.cache
def spiritforged_decks() -> tuple[Deck, ...]:
    """The Spiritforged champion decks the engine was built to play (Fiora, Rumble), as sold with
    three battlefields. Not in ``simulate``'s default set, which they would make much longer: name
    them ("fiora", "spiritforged-rumble")."""
    return _load_builtin("spiritforged-")


@functools.cache
def unleashed_decks() -> tuple[Deck, ...]:
    """The Unleashed champion decks (Vi, Vex), as sold with three battlefields; by name ("vi",
    "unleashed-vex"). Not in ``simulate``'s default set."""
    return _load_builtin("unleashed-")


@functools.cache
def vendetta_decks() -> tuple[Deck, ...]:
    """The Vendetta champion deck the engine plays (Zed; Shen's lacks one card), as sold; by name
    ("zed"). Not in ``simulate``'s default set."""
    return _load_builtin("vendetta-")


@functools.cache
def tournament_decks() -> tuple[Deck, ...]:
    """Tournament-winning lists (Azir at Utrecht and Lille, Nasus at Guangzhou, Kennen at the Runes
    League and Chengdu, Kai'Sa at Shenzhen, Diana at Beijing, Hangzhou and Vancouver, Draven at
    Shanghai, Master Yi at Wuhan, Ezreal at a Vendetta tournament), main deck and sideboard as published,
    by name ("azir-utrecht",
    "tournament-kennen-chengdu", "diana-beijing", ...)."""
    return _load_builtin("tournament-")


def all_builtin_decks() -> tuple[Deck, ...]:
    """Every built-in deck: practice, champion (Origins, Proving Grounds, Spiritforged, Unleashed,
    Vendetta) and tournament."""
    return (builtin_decks() + champion_decks() + spiritforged_decks() + unleashed_decks()
            + vendetta_decks() + tournament_decks())


def _load_builtin(prefix: str) -> tuple[Deck, ...]:
    decks = []
    for stem, text in _builtin_files(prefix):
        src = f"builtin:{stem}"
        decks.append(deck_from_dict(_parse(text, src), src))
    return tuple(decks)


def _short(stem: str) -> str:
    """A built-in deck's short name: its file stem without the kind, e.g. "master-yi"."""
    for prefix in ("practice-", "origins-", "precon-", "spiritforged-", "unleashed-", "vendetta-",
                   "tournament-"):
        stem = stem.removeprefix(prefix)
    return stem


def builtin_deck(name: str) -> Deck:
    """A built-in deck (:func:`all_builtin_decks`) by deck name or file stem, or the stem without
    its kind (case-insensitive, a space for a hyphen): e.g. "vanguard", "practice-vanguard",
    "origins-jinx", "jinx", "Origins Lee Sin", "precon-master-yi", "master yi", "rumble",
    "azir-lille"."""
    key = name.strip().casefold()
    decks = all_builtin_decks()
    for deck in decks:
        stem = deck.source.removeprefix("builtin:").casefold()
        if key in (deck.name.casefold(), stem, _short(stem)) or key.replace(" ", "-") in (stem, _short(stem)):
            return deck
    known = ", ".join(repr(d.name) for d in decks)
    raise DeckError(f"builtin:{name}", [f"no built-in deck named {name!r}; known: {known}"])
