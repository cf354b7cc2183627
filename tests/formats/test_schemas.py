"""Deck and game-record files: pydantic models at the boundary, published JSON Schemas that match
them, and errors that give the file, the place in it and the reason."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from riftbound import Game, builtin_decks
from riftbound.bots import RandomBot
from riftbound.decks import DeckError, load_deck
from riftbound.formats.records import RecordError, load_record, record_game, save_record
from riftbound.formats.schemas import deck_problems, deck_schema, record_problems, record_schema

from .conftest import SHARED_FILES, jinx_deck

ROOT = Path(__file__).resolve().parents[2]


def _build_schemas() -> Any:
    spec = importlib.util.spec_from_file_location("build_schemas", ROOT / "scripts" / "build_schemas.py")
    assert spec and spec.loader
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


@pytest.mark.parametrize("name", ["deck.schema.json", "record.schema.json"])
def test_committed_schemas_are_current(name: str) -> None:
    """schemas/deck.schema.json and schemas/record.schema.json equal a fresh generation from the
    models (run ``python scripts/build_schemas.py`` after changing them)."""
    committed = (ROOT / "schemas" / name).read_text(encoding="utf-8")
    assert committed == _build_schemas().render(name)
    want = deck_schema() if name.startswith("deck") else record_schema()
    assert json.loads(committed) == json.loads(json.dumps(want))


@pytest.fixture(scope="module")
def record() -> dict:
    game = Game.new(builtin_decks(), seed=3, log=False)
    bots = [RandomBot(1), RandomBot(2)]
    for _ in range(60):
        if game.is_over():
            break
        game.apply(bots[game.to_move()].choose(game))
    return record_game(game)


@pytest.mark.skipif(not SHARED_FILES, reason="../shared/decks is not present")
def test_shared_decks_and_records_satisfy_the_schemas(record: dict) -> None:
    """Every shared decklist fits the deck model and the published schema; a record made by the
    engine fits the record model and schema; broken ones are refused by both."""
    jsonschema = pytest.importorskip("jsonschema")
    deck_s = json.loads((ROOT / "schemas" / "deck.schema.json").read_text(encoding="utf-8"))
    rec_s = json.loads((ROOT / "schemas" / "record.schema.json").read_text(encoding="utf-8"))
    for path in SHARED_FILES:
        data = json.loads(path.read_text(encoding="utf-8"))
        assert deck_problems(data) == [], path
        jsonschema.validate(data, deck_s)
    assert record_problems(record) == []
    jsonschema.validate(record, rec_s)
    bad = json.loads(json.dumps(record))
    bad["decks"][0]["main_deck"][0] = {"count": 2}
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(bad, rec_s)
    assert record_problems(bad) == ["decks[0].main_deck[0]: a card needs an 'id' or a 'name'"]


def test_deck_file_errors_give_file_path_and_reason(tmp_path: Path) -> None:
    """Unknown fields in a card entry, wrong types and a nameless card are each reported with the
    file and the path inside it, together with unknown cards; metadata fields at the top are
    allowed."""
    data = json.loads(json.dumps(jinx_deck().to_dict()))
    data["event"] = {"name": "a cup"}  # metadata: kept, not read
    data["main_deck"][0]["cuont"] = 3
    data["rune_deck"][1]["count"] = "6"
    data["battlefields"][0] = {"printing_id": "ogn-285-298"}
    data["main_deck"][1]["id"] = "ogn-999-298"
    path = tmp_path / "deck.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(DeckError) as e:
        load_deck(path)
    msg = str(e.value)
    assert msg.startswith(f"{path}: 4 problems")
    assert "main_deck[1].id: unknown card id 'ogn-999-298'" in msg
    assert "main_deck[0].cuont: unknown field" in msg
    assert "rune_deck[1].count: found '6'; expected an integer >= 1" in msg
    assert "battlefields[0]: a card needs an 'id' or a 'name'" in msg


def test_record_file_errors_give_file_path_and_reason(tmp_path: Path, record: dict) -> None:
    """A record file is checked at load: each problem with the file and its place."""
    bad = json.loads(json.dumps(record))
    bad["actions"][1] = {"action": "pass", "turn": -1}
    bad["actions"][2] = 7
    bad["result"]["over"] = "yes"
    bad["mode"] = "chess"
    path = tmp_path / "game.json"
    path.write_text(json.dumps(bad), encoding="utf-8")
    with pytest.raises(RecordError) as e:
        load_record(path)
    msg = str(e.value)
    assert msg.startswith(f"{path}: 4 problems")
    for part in ("actions[1].turn: found -1; expected an integer >= 0",
                 "actions[2]: found 7; expected an object",
                 "result.over: found 'yes'; expected true or false",
                 "mode: found 'chess'; expected one of"):
        assert part in msg
    good = tmp_path / "good.json"
    save_record(record, good)
    assert load_record(good) == record


def test_import_riftbound_stays_free_of_pydantic() -> None:
    """The engine and the CLI import without pydantic; it loads only when a file is read."""
    code = ("import sys, riftbound, riftbound.cli, riftbound.formats.deckspec; "
            "assert 'pydantic' not in sys.modules; "
            "riftbound.formats.deckspec.resolve_deck('origins-jinx'); assert 'pydantic' not in sys.modules")
    subprocess.run([sys.executable, "-c", code], check=True)
