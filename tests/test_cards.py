"""Card table: faithful to the shared source, facts only, and fast to load."""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
# CI checks the repo out with a copy of shared/ beside it: <parent>/shared (or $RIFTBOUND_SHARED).
SHARED = Path(os.environ.get("RIFTBOUND_SHARED") or REPO.parent / "shared")
SOURCE = SHARED / "cards" / "riftbound_cards_unique.json"
TABLE = REPO / "src" / "riftbound" / "data" / "cards.json"

if importlib.util.find_spec("riftbound") is None:  # plain checkout, package not installed
    sys.path.insert(0, str(REPO / "src"))

from riftbound.cards import (  # noqa: E402
    DOMAINS,
    CardDB,
    UnknownCardError,
    keyword_value,
    load_cards,
)

needs_shared = pytest.mark.skipif(not SOURCE.exists(), reason=f"{SOURCE} not present")

KNOWN_KEYWORDS = {
    "Accelerate", "Action", "Assault", "Deathknell", "Deflect", "Ganking", "Hidden",
    "Legion", "Reaction", "Shield", "Tank", "Temporary", "Vision", "Equip", "Quick-Draw",
    "Repeat", "Weaponmaster", "Ambush", "Hunt", "Level", "Unique", "Backline", "Empower",
    "Empowered", "Flow",
}  # fmt: skip
#: The source lists these as the card's own keywords, but they are modal options the
#: card may give itself ("choose one: [Assault 2] / [Deflect 2] / [Ganking]").
SOURCE_KEYWORD_EXCEPTIONS = {"ven-088-166": {"Assault 2", "Deflect 2", "Ganking"}}


@pytest.fixture(scope="module")
def db() -> CardDB:
    return load_cards()


@pytest.fixture(scope="module")
def source() -> list[dict]:
    if not SOURCE.exists():
        pytest.skip(f"{SOURCE} not present")
    return json.loads(SOURCE.read_text(encoding="utf-8"))


@needs_shared
def test_table_matches_source_facts(db: CardDB, source: list[dict]) -> None:
    """Every source card is in the table with the same facts (ids, costs, stats, tags)."""
    assert len(source) == sum(1 for c in db if c.set != "PRACTICE" and not c.id.startswith("rule-"))
    for src in source:
        card = db.by_id(src["id"])
        assert card.id == src["id"]
        assert card.name == src["name"]
        assert card.type == src["type"]
        assert card.supertype == src["supertype"]
        assert card.tags == tuple(src["tags"])
        assert card.domains == tuple(d for d in src["domains"] if d != "Colorless")
        assert card.energy == (src["energy"] or 0)
        assert card.might == (src["might"] or 0)
        assert card.might_bonus == (src["might_bonus"] or 0)
        assert card.set == src["set"]
        assert sorted(card.printings) == sorted(src["printings"])
        # power: one pip per source pip, payable by the same domains
        assert len(card.power) == (src["power"] or 0)
        assert [set(p) for p in card.power_options] == [set(p) for p in src["power_cost"] or ()]
        if card.champion is not None:
            assert card.champion == src["champion"] and card.champion in card.tags
        # keywords: never invented (each is a bracket token of the text), and the
        # source's own-keyword list is covered except for documented modal options
        refs = set(src["keyword_refs"])
        assert set(card.keywords) <= refs, card.name
        expected = {k for k in src["keywords"] if k.split(" ")[0] in KNOWN_KEYWORDS}
        expected -= SOURCE_KEYWORD_EXCEPTIONS.get(card.id, set())
        assert expected <= set(card.keywords), card.name


@needs_shared
def test_table_is_regenerated_deterministically(tmp_path: Path) -> None:
    """The committed table is exactly what the build script produces from the source."""
    out = tmp_path / "cards.json"
    subprocess.run(
        [sys.executable, str(REPO / "scripts" / "build_card_table.py"),
         "--source", str(SOURCE), "--out", str(out)],
        check=True, capture_output=True,
    )  # fmt: skip
    assert out.read_bytes() == TABLE.read_bytes()


def test_table_holds_facts_not_text() -> None:
    """No card or rules text may enter the repository (Riot IP): no text fields, no prose."""
    assert TABLE.stat().st_size < 1_000_000
    records = json.loads(TABLE.read_text(encoding="utf-8"))
    allowed = {
        "id", "name", "type", "supertype", "tags", "domains", "champion", "energy", "power",
        "might", "might_bonus", "keywords", "vanilla", "set", "printings",
    }  # fmt: skip
    for rec in records:
        assert set(rec) == allowed

        def strings(v):
            if isinstance(v, str):
                yield v
            elif isinstance(v, list):
                for x in v:
                    yield from strings(x)

        for value in rec.values():
            for s in strings(value):
                assert len(s) <= 60, (rec["id"], s)
                assert "rb_" not in s and "(" not in s
    assert [r["id"] for r in records] == sorted(r["id"] for r in records)


def test_garen_rugged_keywords(db: CardDB) -> None:
    """Rules 807/814: Garen, Rugged has Assault 2 and Shield 2 (the source list misses Shield)."""
    garen = db.by_name("Garen, Rugged")
    assert garen.id == "ogs-007-024"
    assert set(garen.keywords) == {"Assault 2", "Shield 2"}
    assert (garen.assault, garen.shield) == (2, 2)
    assert garen.vanilla and garen.is_champion_unit and garen.champion == "Garen"
    assert garen.power == ("Body",)


def test_keyword_values() -> None:
    """Rules 807.1.b.3/814.1.b.3: a bare Assault/Shield is 1; 807.2/814.2: values add up."""
    assert keyword_value(["Assault"], "Assault") == 1
    assert keyword_value(["Assault 2", "Assault"], "Assault") == 3
    assert keyword_value(["Shield 2", "Tank"], "Assault") == 0


def test_keywords_granted_to_others_do_not_count(db: CardDB) -> None:
    """A keyword the card gives others ("other units here have [Shield]") is not its own."""
    taric = db.by_name("Taric, Protector")
    assert taric.shield == 1 and taric.tank  # its own [Shield] and [Tank] only
    jayce = db.by_name("Jayce, Hammer in Hand")  # modal: may give itself Assault 2 ...
    assert jayce.assault == 0 and not jayce.ganking


def test_derived_flags(db: CardDB) -> None:
    """Derived flags match keywords: Tank (815), Accelerate (805), Unique (825)."""
    assert db.by_name("Sunlit Guardian").tank
    assert db.by_name("Blazing Scorcher").accelerate
    assert db.by_name("Forgefire Cape").unique
    for card in db:
        assert card.tank == any(k == "Tank" for k in card.keywords)
        assert card.backline == any(k == "Backline" for k in card.keywords)
        assert card.ganking == any(k == "Ganking" for k in card.keywords)


def test_power_cost_encoding(db: CardDB) -> None:
    """Rule 135.2.e.6.c: a dual-domain card's pip is payable by either of its domains."""
    assert db.by_name("Zephyr Sage").power == ("Calm",)
    rocket = db.by_name("Super Mega Death Rocket!")
    assert rocket.power == ("Fury|Chaos",)
    assert rocket.power_options == (frozenset({"Fury", "Chaos"}),)
    for card in db:
        for pip, options in zip(card.power, card.power_options, strict=True):
            assert options <= set(DOMAINS) and options
            assert pip == "Any" or set(pip.split("|")) == options


def test_vanilla_flag(db: CardDB) -> None:
    """Vanilla = no rules text beyond keywords (reminder text ignored, rule 135.2.d.3)."""
    assert db.by_name("Mountain Drake").vanilla
    assert db.by_name("Blazing Scorcher").vanilla  # [Accelerate] only
    assert not db.by_name("Jinx, Demolitionist").vanilla
    assert not db.by_name("Taric, Protector").vanilla
    assert all(c.vanilla for c in db if c.type == "Rune")


def test_lookup_by_printing_and_errors(db: CardDB) -> None:
    """Any printing id finds the card; unknown ids and names raise with a suggestion."""
    assert db.by_id("opp-007-024") is db.by_name("Garen, Rugged")
    assert db.by_id("OGS-007-024") is db.by_name("Garen, Rugged")
    with pytest.raises(UnknownCardError, match="did you mean 'Garen, Rugged'"):
        db.by_name("Garen Rugged")
    with pytest.raises(KeyError, match="unknown card id 'ogs-007-02'"):
        db.by_id("ogs-007-02")


def test_index_is_table_position(db: CardDB) -> None:
    """The engine uses ``index`` as a compact integer id into ``cards``."""
    assert all(db.cards[i].index == i for i in range(len(db)))
    assert db.by_index(5) is db.cards[5]


def test_rule_tokens(db: CardDB) -> None:
    """187.3, 187.4, 187.6, 187.7, 187.10, 187.11, 185.3.b: the unit tokens the Core Rules define that
    the shared card file lacks (project data, loaded after every other card): domainless, with the
    rules' Might, tag and keywords (the Bird's Deflect, 809)."""
    for card_id, name, might, tag, keywords in (("rule-187-3", "Sand Soldier", 2, "Shurima", ()),
                                                ("rule-187-4", "Mech", 3, "Mech", ()),
                                                ("rule-187-7", "Bird", 1, "Bird", ("Deflect",)),
                                                ("rule-187-10", "Tentacle", 1, "Bilgewater", ())):
        card = db.by_id(card_id)
        assert (card.name, card.type, card.is_token, card.might, card.tags, card.domains, card.keywords) == (
            name, "Unit", True, might, (tag,), (), keywords)
    clone = db.by_id("rule-187-11")  # 187.11: no tag, and an ability (its entry's, sets/vendetta/fury.py)
    assert (clone.name, clone.type, clone.is_token, clone.might, clone.tags, clone.domains) == (
        "Shadow Clone", "Unit", True, 0, (), ())
    reflection = db.by_id("rule-187-6")  # 187.6: a 0 Might unit token, no tag, no ability
    assert (reflection.name, reflection.type, reflection.is_token, reflection.might, reflection.tags,
            reflection.domains, reflection.keywords) == ("Reflection", "Unit", True, 0, (), (), ())
    brush = db.by_id("rule-187-8")  # 187.8: a domainless battlefield token (its abilities: its entry's)
    assert (brush.name, brush.type, brush.is_token, brush.tags, brush.domains, brush.keywords) == (
        "Brush", "Battlefield", True, (), (), ())
    # the rule tokens are loaded last, appended in the order added: no other card's index moved
    first = min(c.index for c in db.cards if c.id.startswith("rule-187-"))
    assert all(c.id.startswith("rule-187-") for c in db.cards[first:])
    assert db.cards[first].id == "rule-187-3"


def test_blank_battlefields(db: CardDB) -> None:
    """Project-defined practice battlefields load with the table and have no abilities."""
    for i in (1, 2, 3):
        bf = db.by_id(f"blank-bf-{i}")
        assert bf.name == f"Blank Battlefield {i}"
        assert (bf.type, bf.set, bf.vanilla, bf.keywords, bf.domains) == (
            "Battlefield", "PRACTICE", True, (), ())


def test_load_is_fast_and_cached() -> None:
    """Loading must stay well under a second; repeated calls share one database."""
    start = time.perf_counter()
    fresh = load_cards.__wrapped__()
    assert time.perf_counter() - start < 0.5
    assert len(fresh) == len(load_cards())
    assert load_cards() is load_cards()
