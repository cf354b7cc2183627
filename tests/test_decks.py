"""Decklists: loading the shared schema and the deck construction rules (103, 825)."""

from __future__ import annotations

import copy
import importlib.util
import json
import os
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
SHARED_DECKS = Path(os.environ.get("RIFTBOUND_SHARED") or REPO.parent / "shared") / "decks"

if importlib.util.find_spec("riftbound") is None:  # plain checkout, package not installed
    sys.path.insert(0, str(REPO / "src"))

from riftbound.cards import CardDB, load_cards  # noqa: E402
from riftbound.decks import (  # noqa: E402
    Deck,
    DeckError,
    builtin_deck,
    builtin_decks,
    deck_from_dict,
    load_deck,
    validate_deck,
)

SHARED_FILES = sorted(SHARED_DECKS.glob("*.json")) if SHARED_DECKS.exists() else []
#: Proving Grounds boxes ship one battlefield per deck.
ONE_BATTLEFIELD = {"precon-annie", "precon-garen", "precon-lux", "precon-master-yi"}


@pytest.fixture(scope="module")
def db() -> CardDB:
    return load_cards()


def entry(db: CardDB, name: str, count: int | None = None) -> dict:
    card = db.by_name(name)
    out: dict = {"id": card.id, "name": card.name}
    if count is not None:
        out["count"] = count
    return out


def make_deck(db: CardDB, legend: str, champion: str) -> dict:
    """A legal 40-card decklist for ``legend``: 13 plain units x3 plus the champion."""
    leg = db.by_name(legend)
    units = [
        c for c in db
        if c.type == "Unit" and c.supertype is None and c.domains
        and set(c.domains) <= set(leg.domains)
    ][:13]  # fmt: skip
    return {
        "name": f"Test {legend}",
        "legend": entry(db, legend),
        "chosen_champion": entry(db, champion),
        "main_deck": [entry(db, c.name, 3) for c in units],
        "rune_deck": [entry(db, f"{d} Rune", 6) for d in leg.domains],
        "battlefields": [entry(db, c.name) for c in db if c.type == "Battlefield"][:3],
        "sideboard": [],
    }


@pytest.fixture()
def jinx(db: CardDB) -> dict:
    return make_deck(db, "Jinx, Loose Cannon", "Jinx, Demolitionist")


def write(tmp_path: Path, data: object, name: str = "deck.json") -> Path:
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else json.dumps(data, indent=1))
    return path


def violations(tmp_path: Path, data: dict, **kw) -> str:
    path = write(tmp_path, data)
    with pytest.raises(DeckError) as info:
        validate_deck(load_deck(path), **kw)
    assert str(path) in str(info.value)
    return str(info.value)


# ------------------------------------------------------------------ the shared decklists


@pytest.mark.skipif(not SHARED_FILES, reason=f"{SHARED_DECKS} not present")
@pytest.mark.parametrize("path", SHARED_FILES, ids=lambda p: p.stem)
def test_shared_decks_are_legal(path: Path) -> None:
    """Rule 103: every real decklist is legal (Proving Grounds: with its 1 battlefield)."""
    deck = load_deck(path)
    assert len(deck.main) + 1 >= 40 and len(deck.runes) == 12
    if path.stem in ONE_BATTLEFIELD:
        with pytest.raises(DeckError, match=r"103\.4\.a"):
            validate_deck(deck)
        validate_deck(deck, battlefields_needed=1)
    else:
        validate_deck(deck)


def test_shared_deck_count() -> None:
    """The shared folder documents 26 decklists; all of them are exercised above."""
    if not SHARED_FILES:
        pytest.skip(f"{SHARED_DECKS} not present")
    assert len(SHARED_FILES) == 26


# ------------------------------------------------------------------ construction rules


def test_generated_deck_is_legal(tmp_path: Path, jinx: dict) -> None:
    """The base deck for the negative tests below passes every rule."""
    deck = load_deck(write(tmp_path, jinx))
    validate_deck(deck)
    assert deck.champion == "ogn-030-298" and len(deck.main) == 39


def test_too_few_cards(tmp_path: Path, jinx: dict) -> None:
    """Rule 103.2: the Main Deck needs at least 40 cards, counting the Chosen Champion."""
    jinx["main_deck"][0]["count"] = 2
    assert "103.2: the Main Deck has 39 cards" in violations(tmp_path, jinx)


def test_four_copies(tmp_path: Path, db: CardDB, jinx: dict) -> None:
    """Rule 103.2.b: at most 3 copies of a name."""
    jinx["main_deck"][0]["count"] = 4
    name = db.by_id(jinx["main_deck"][0]["id"]).name
    assert f"103.2.b: 4 copies of {name}" in violations(tmp_path, jinx)


def test_champion_copies_count(tmp_path: Path, db: CardDB, jinx: dict) -> None:
    """Rule 103.2.b.1: the Chosen Champion counts toward the 3-copy limit."""
    jinx["main_deck"][0] = entry(db, "Jinx, Demolitionist", 3)
    assert "103.2.b: 4 copies of Jinx, Demolitionist" in violations(tmp_path, jinx)


def test_wrong_domain(tmp_path: Path, db: CardDB, jinx: dict) -> None:
    """Rule 103.1.b.3: a single-domain card must be in the legend's Domain Identity."""
    jinx["main_deck"][0] = entry(db, "Stalwart Poro", 3)
    assert "103.1.b.3: Stalwart Poro (Calm) is outside" in violations(tmp_path, jinx)


def test_dual_domain_needs_both(tmp_path: Path, db: CardDB, jinx: dict) -> None:
    """Rule 103.1.b.4: a multi-domain card needs all its domains in the identity."""
    jinx["main_deck"][0] = entry(db, "Tibbers", 1)  # Fury/Chaos: inside Jinx's identity
    jinx["main_deck"][1] = entry(db, "Stormbringer", 1)  # Fury/Body: not inside
    jinx["main_deck"][2]["count"] = 1
    msg = violations(tmp_path, jinx)
    assert "103.1.b.4: Stormbringer" in msg and "Tibbers (" not in msg


def test_rune_outside_identity(tmp_path: Path, db: CardDB, jinx: dict) -> None:
    """Rule 103.3.a.1: runes must be of the legend's Domain Identity."""
    jinx["rune_deck"][0] = entry(db, "Calm Rune", 6)
    assert "103.3.a.1: rune Calm Rune" in violations(tmp_path, jinx)


def test_champion_without_legend_tag(tmp_path: Path, db: CardDB, jinx: dict) -> None:
    """Rule 103.2.a.2: the Chosen Champion must carry the legend's champion tag."""
    jinx["chosen_champion"] = entry(db, "Draven, Showboat")
    msg = violations(tmp_path, jinx)
    assert "103.2.a.2: Chosen Champion Draven, Showboat lacks the legend's champion tag Jinx" in msg


def test_signature_unit_cannot_be_champion(tmp_path: Path, db: CardDB) -> None:
    """Rule 103.2.a.2 example: Tibbers (Signature unit) cannot be Annie's Chosen Champion."""
    deck = make_deck(db, "Annie, Dark Child", "Tibbers")
    assert "103.2.a.2: Chosen Champion Tibbers is a Signature Unit" in violations(tmp_path, deck)


def test_legend_tag_not_region_tag(tmp_path: Path, db: CardDB) -> None:
    """Rule 103.2.a.2: Kennen's legend is also tagged Yordle; only the Kennen tag matters."""
    good = make_deck(db, "Kennen, Heart of the Tempest", "Kennen, Storm of Shuriken")
    validate_deck(load_deck(write(tmp_path, good)))
    yordle = [c for c in db if c.is_champion_unit and "Yordle" in c.tags
              and "Kennen" not in c.tags]  # fmt: skip
    if yordle:
        good["chosen_champion"] = entry(db, yordle[0].name)
        assert "103.2.a.2" in violations(tmp_path, good)


def test_eleven_runes(tmp_path: Path, jinx: dict) -> None:
    """Rule 103.3.a: the Rune Deck has exactly 12 runes."""
    jinx["rune_deck"][0]["count"] = 5
    assert "103.3.a: the Rune Deck has 11 cards" in violations(tmp_path, jinx)


def test_non_rune_in_rune_deck(tmp_path: Path, db: CardDB, jinx: dict) -> None:
    """Rule 103.3.a: the Rune Deck holds Rune cards only."""
    jinx["rune_deck"][0] = entry(db, "Legion Rearguard", 6)
    assert "103.3.a: Legion Rearguard is a Unit, not a Rune card" in violations(tmp_path, jinx)


def test_four_signature_cards(tmp_path: Path, db: CardDB, jinx: dict) -> None:
    """Rules 103.2.d.1/.2: at most 3 Signature cards, all with the legend's champion tag."""
    jinx["main_deck"][0] = entry(db, "Super Mega Death Rocket!", 3)
    jinx["main_deck"][1] = entry(db, "Tibbers", 1)  # Annie's signature, Fury/Chaos
    jinx["main_deck"].append(entry(db, jinx["main_deck"][2]["name"], 1))
    jinx["main_deck"][2]["count"] = 2
    msg = violations(tmp_path, jinx)
    assert "103.2.d.1: 4 Signature cards" in msg
    assert "103.2.d.2: Signature card Tibbers lacks the legend's champion tag Jinx" in msg
    assert "Super Mega Death Rocket! lacks" not in msg


def test_unique(tmp_path: Path, db: CardDB) -> None:
    """Rule 825.3.a/b: a Unique card at most once, even among the 3 allowed Signatures."""
    deck = make_deck(db, "Ornn, Fire Below the Mountain", "Ornn, Forge God")
    deck["main_deck"][0] = entry(db, "Forgefire Cape", 2)
    deck["main_deck"][1] = entry(db, "Rabadon's Deathcrown", 1)
    deck["main_deck"].append(entry(db, deck["main_deck"][2]["name"], 3))
    msg = violations(tmp_path, deck)
    assert "825.3.a: 2 copies of Forgefire Cape" in msg
    assert "103.2.d" not in msg  # 3 Signature cards are fine


def test_duplicate_battlefield_names(tmp_path: Path, jinx: dict) -> None:
    """Rule 103.4.c: no two battlefields of the same name."""
    jinx["battlefields"][2] = jinx["battlefields"][1]
    name = jinx["battlefields"][1]["name"]
    assert f"103.4.c: 2 battlefields named {name}" in violations(tmp_path, jinx)


def test_battlefield_count(tmp_path: Path, jinx: dict) -> None:
    """Rule 103.4.a: the number of battlefields is set by the Mode of Play."""
    assert "103.4.a: 3 battlefield(s); this Mode of Play needs 2" in violations(
        tmp_path, jinx, battlefields_needed=2)


def test_main_deck_card_types(tmp_path: Path, db: CardDB, jinx: dict) -> None:
    """Rule 103.2: the Main Deck holds Units, Gear and Spells (no runes, legends, tokens)."""
    jinx["main_deck"][0] = entry(db, "Fury Rune", 1)
    jinx["main_deck"][1] = entry(db, "Recruit // Buff", 1)
    jinx["main_deck"].append(entry(db, "Jinx, Loose Cannon", 1))
    msg = violations(tmp_path, jinx)
    assert "103.2: Fury Rune is a Rune" in msg
    assert "103.2: Recruit // Buff is a Token" in msg
    assert "103.2: Jinx, Loose Cannon is a Legend" in msg


def test_no_legend(tmp_path: Path, jinx: dict) -> None:
    """Rule 103.1: a constructed deck needs a Champion Legend."""
    jinx["legend"] = None
    assert "103.1: the deck has no Champion Legend" in violations(tmp_path, jinx)


def test_all_violations_reported(tmp_path: Path, db: CardDB, jinx: dict) -> None:
    """Every problem is listed at once, each with its rule number and the file."""
    jinx["main_deck"][0]["count"] = 4
    jinx["rune_deck"][0]["count"] = 5
    jinx["battlefields"] = jinx["battlefields"][:1]
    msg = violations(tmp_path, jinx)
    assert "3 problems" in msg
    for rule in ("103.2.b", "103.3.a", "103.4.a"):
        assert rule in msg


# ------------------------------------------------------------------ malformed files


def load_error(tmp_path: Path, data: object) -> str:
    path = write(tmp_path, data, "bad.json")
    with pytest.raises(DeckError) as info:
        load_deck(path)
    assert str(path) in str(info.value)
    return str(info.value)


def test_unknown_card(tmp_path: Path, jinx: dict) -> None:
    """An unknown card id is named with its place in the file and a suggestion."""
    jinx["main_deck"][3]["id"] = "ogn-001-29"
    del jinx["main_deck"][3]["name"]
    msg = load_error(tmp_path, jinx)
    assert "main_deck[3].id: unknown card id 'ogn-001-29'; did you mean 'ogn-001-298'" in msg


def test_unknown_card_name(tmp_path: Path, jinx: dict) -> None:
    """Without an id the exact name is used; a misspelt name is reported."""
    jinx["main_deck"][0] = {"name": "Jinx Demolitionist", "count": 1}
    assert "main_deck[0].name: unknown card name" in load_error(tmp_path, jinx)


def test_card_by_name(tmp_path: Path, db: CardDB, jinx: dict) -> None:
    """A card may be named by exact name instead of id."""
    jinx["chosen_champion"] = {"name": "Jinx, Rebel"}
    assert load_deck(write(tmp_path, jinx)).champion == db.by_name("Jinx, Rebel").id


def test_id_and_name_disagree(tmp_path: Path, jinx: dict) -> None:
    """An id whose card has another name is a transcription error."""
    jinx["main_deck"][2]["name"] = "Something Else"
    assert "main_deck[2].name: found 'Something Else'" in load_error(tmp_path, jinx)


def test_malformed_json(tmp_path: Path) -> None:
    """Invalid JSON reports the file and the line/column."""
    msg = load_error(tmp_path, '{"name": "x",\n "main_deck": [,]}')
    assert "line 2, column" in msg and "invalid JSON" in msg


def test_missing_field(tmp_path: Path, jinx: dict) -> None:
    """A missing required field is named by its path."""
    del jinx["main_deck"]
    del jinx["rune_deck"][1]["count"]
    msg = load_error(tmp_path, jinx)
    assert "main_deck: missing field" in msg
    assert "rune_deck[1]: missing field 'count'" in msg


@pytest.mark.parametrize("count", [0, -1, "2", 1.5, True, None])
def test_bad_count(tmp_path: Path, jinx: dict, count: object) -> None:
    """A count must be a positive integer; the message shows what was found."""
    jinx["main_deck"][1]["count"] = count
    msg = load_error(tmp_path, jinx)
    assert "main_deck[1].count: found" in msg and "expected an integer >= 1" in msg


def test_wrong_types(tmp_path: Path, jinx: dict) -> None:
    """Wrong JSON types are reported with what was found and what is allowed."""
    jinx["battlefields"] = {"id": "ogn-275-298"}
    jinx["practice"] = "yes"
    jinx["legend"] = 7
    msg = load_error(tmp_path, jinx)
    assert "battlefields: found an object; expected a list" in msg
    assert "practice: found 'yes'; expected true or false" in msg
    assert "legend: found 7; expected an object" in msg
    assert "top level: found a list" in load_error(tmp_path, [1, 2])


# ------------------------------------------------------------------ practice decks


def test_practice_deck_skips_construction(db: CardDB) -> None:
    """Practice decks ignore the construction limits but need a card in every zone."""
    base = {
        "name": "p", "practice": True, "legend": None, "chosen_champion": None,
        "main_deck": [entry(db, "Mountain Drake", 10)],
        "rune_deck": [entry(db, "Calm Rune", 1)],
        "battlefields": [entry(db, "Blank Battlefield 1")],
    }  # fmt: skip
    validate_deck(deck_from_dict(base))
    empty = copy.deepcopy(base) | {"rune_deck": []}
    with pytest.raises(DeckError, match="at least 1 rune"):
        validate_deck(deck_from_dict(empty))


def test_builtin_decks(db: CardDB) -> None:
    """The built-in practice decks: vanilla units only, basic runes, blank battlefields."""
    decks = builtin_decks()
    assert len(decks) == 2
    for deck in decks:
        assert isinstance(deck, Deck) and deck.practice and deck.legend is None
        assert deck.source.startswith("builtin:practice-")
        validate_deck(deck)
        units = [db.by_id(i) for i in deck.main]
        if deck.champion:
            champion = db.by_id(deck.champion)
            assert champion.is_champion_unit and champion.vanilla
            units.append(champion)
        assert len(units) == 40
        assert all(c.type == "Unit" and c.vanilla for c in units)
        runes = [db.by_id(i) for i in deck.runes]
        assert len(runes) == 12 and all(r.type == "Rune" and r.supertype == "Basic" for r in runes)
        rune_domains = {d for r in runes for d in r.domains}
        assert {d for c in units for d in c.domains} <= rune_domains
        assert all(opts & rune_domains for c in units for opts in c.power_options)
        assert len(set(deck.battlefields)) == 3
        assert all(db.by_id(b).set == "PRACTICE" for b in deck.battlefields)
    # Each deck brings its own blanks, so the two battlefields in play are told apart.
    assert not set(decks[0].battlefields) & set(decks[1].battlefields)
    assert decks[0].champion == db.by_name("Garen, Rugged").id or decks[1].champion == (
        db.by_name("Garen, Rugged").id)


def test_builtin_deck_lookup() -> None:
    """Built-in decks are found by deck name or file stem; unknown names list the choices."""
    assert builtin_deck("Practice Vanguard") == builtin_deck("practice-vanguard")
    assert builtin_deck("wardens").name == "Practice Wardens"
    with pytest.raises(DeckError, match="Practice Vanguard"):
        builtin_deck("nope")
