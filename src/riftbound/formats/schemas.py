"""The shape of deck files and game-record files: pydantic models and their JSON Schemas.

These are the boundary checks: a file is held against its model before anything reads it, and
every problem comes back as ``path inside the file: found ...; expected ...``. What the models
can't know (that a card id exists, that a mode's deck count fits) is checked after them by
:func:`riftbound.decks.deck_from_dict` and :func:`riftbound.formats.records.validate_record`.

The schemas are published as ``schemas/deck.schema.json`` and ``schemas/record.schema.json``
(``scripts/build_schemas.py`` writes them). This module imports pydantic, so the engine imports it
only when a file is loaded.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Discriminator,
    Field,
    JsonValue,
    Tag,
    ValidationError,
    model_validator,
)

from ..cards import MAX_ENTRY_COUNT
from ..modes import MODES

__all__ = [
    "ActionEntry", "CardEntry", "CountedCardEntry", "DeckFile", "RecordFile", "RecordResult",
    "deck_problems", "deck_schema", "record_problems", "record_schema",
]

SCHEMA_DIALECT = "https://json-schema.org/draft/2020-12/schema"
_MODE_NAMES: list[JsonValue] = [*sorted(MODES)]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)


class CardEntry(_Strict):
    """A card, named by ``id`` (any printing's id) or, without one, by its exact ``name``."""

    model_config = ConfigDict(extra="forbid", strict=True, json_schema_extra={
        "anyOf": [{"required": ["id"]}, {"required": ["name"]}]})

    id: str | None = Field(default=None, min_length=1, description="card id, e.g. 'ogn-030-298'")
    name: str | None = Field(default=None, min_length=1, description="card name; with an id it "
                             "must be that card's name")
    printing_id: str | None = Field(default=None, min_length=1, description="the exact printing "
                                    "listed by the source (alternate art, a reprint), when it differs")
    count: int | None = Field(default=None, ge=1, le=MAX_ENTRY_COUNT, description="copies (default 1)")

    @model_validator(mode="after")
    def _named(self) -> CardEntry:
        if self.id is None and self.name is None:
            raise ValueError("a card needs an 'id' or a 'name'")
        return self


class CountedCardEntry(CardEntry):
    """A card with its number of copies."""

    count: int = Field(ge=1, le=MAX_ENTRY_COUNT, description="copies")


class DeckFile(BaseModel):
    """A decklist (the schema of the shared decklists). Fields beyond these (deck_id, kind, event,
    source, notes, ...) are kept as the file's own metadata and not read."""

    model_config = ConfigDict(extra="allow", strict=True, title="Riftbound decklist")

    name: str = Field(min_length=1, description="the deck's name")
    practice: bool = Field(default=False, description="a practice deck: construction limits "
                           "(rule 103) not applied")
    as_sold: bool = Field(default=False, description="a preconstructed product deck played as its "
                          "box ships it: fewer battlefields than the mode's deck building asks "
                          "(483.4.a, 485.4.a), at least one")
    legend: CardEntry | None = Field(description="the Champion Legend (rule 103.1)")
    chosen_champion: CardEntry | None = Field(description="the Chosen Champion, the one copy that "
                                              "starts in the Champion Zone (rule 103.2.a)")
    main_deck: list[CountedCardEntry] = Field(description="the Main Deck without that one champion "
                                              "copy (rule 103.2)")
    rune_deck: list[CountedCardEntry] = Field(description="the Rune Deck (rule 103.3)")
    battlefields: list[CardEntry] = Field(description="the battlefields (rule 103.4)")
    sideboard: list[CountedCardEntry] = Field(default=[], description="the sideboard (Tournament "
                                              "Rules); not part of the deck in a game")


class ActionEntry(_Strict):
    """One action answered through ``Game.apply``."""

    action: str = Field(min_length=1, description="canonical notation (cards by #cid), which replay "
                        "reads, e.g. 'play #12 to base'")
    text: str | None = Field(default=None, description="the readable form; not read back")
    turn: int | None = Field(default=None, ge=0, description="the turn it was taken in")
    player: int | None = Field(default=None, ge=0, description="the seat that took it")


def _action_tag(v: Any) -> str:
    return "notation" if isinstance(v, str) else "entry"


Action = Annotated[
    Annotated[str, Tag("notation")] | Annotated[ActionEntry, Tag("entry")],
    Discriminator(_action_tag),
]


class RecordResult(BaseModel):
    """How the recorded game ended, to check a replay against."""

    model_config = ConfigDict(extra="allow", strict=True)

    over: bool
    winners: list[Annotated[int, Field(ge=0)]] = Field(description="winning seats")
    termination: str | None = Field(default=None, description="how the game ended, e.g. 'victory score'")
    rule: str | None = Field(default=None, description="the rule that ended it, e.g. '323.1'")
    turns: int = Field(ge=0)
    points: list[int] = Field(description="points per seat")
    victory_score: int | None = None
    digest: str | None = Field(default=None, description="a hash of the final position")


class RecordFile(BaseModel):
    """A game record: decklists, mode, seed and every action, with the result."""

    model_config = ConfigDict(extra="allow", strict=True, title="Riftbound game record")

    format: Literal["riftbound-record"]
    version: Literal[1]
    mode: str = Field(json_schema_extra={"enum": _MODE_NAMES}, description="the mode of play")
    seed: int = Field(description="the seed of the game's random generator")
    decks: list[DeckFile] = Field(description="one decklist per seat")
    actions: list[Action] = Field(description="every action, in order")
    result: RecordResult


# --------------------------------------------------------------------------- schemas


def deck_schema() -> dict[str, Any]:
    """The JSON Schema of deck files (published as ``schemas/deck.schema.json``)."""
    return {"$schema": SCHEMA_DIALECT, **DeckFile.model_json_schema()}


def record_schema() -> dict[str, Any]:
    """The JSON Schema of game records (published as ``schemas/record.schema.json``)."""
    return {"$schema": SCHEMA_DIALECT, **RecordFile.model_json_schema()}


# --------------------------------------------------------------------------- problems


def _kind(v: Any) -> str:
    if v is None:
        return "null"
    if isinstance(v, str | int | float | bool) and len(repr(v)) <= 60:
        return repr(v)
    return {bool: "true/false", int: "an integer", float: "a number", str: "a long string",
            list: f"a list of {len(v) if isinstance(v, list) else 0} items",
            dict: "an object"}.get(type(v), type(v).__name__)


def _path(loc: tuple[Any, ...]) -> str:
    out = ""
    for i, part in enumerate(loc):
        if part in ("notation", "entry") and i and isinstance(loc[i - 1], int):
            continue  # a union's tag, not a place in the file
        out += f"[{part}]" if isinstance(part, int) else ("." if out else "") + str(part)
    return out


_EXPECTED = {
    "int_type": "an integer", "string_type": "a string", "bool_type": "true or false",
    "list_type": "a list", "model_type": "an object", "dict_type": "an object",
    "model_attributes_type": "an object", "string_too_short": "a non-empty string",
}  # fmt: skip


def _problems(model: type[BaseModel], data: Any) -> list[str]:
    try:
        model.model_validate(data)
    except ValidationError as err:
        out: list[str] = []
        for e in err.errors(include_url=False):
            where, kind, ctx = _path(tuple(e["loc"])) or "top level", e["type"], e.get("ctx") or {}
            if kind == "missing":
                loc = tuple(e["loc"])
                parent = _path(loc[:-1]) if len(loc) > 1 else ""
                line = (f"{parent}: missing field {loc[-1]!r}" if parent
                        else f"{where}: missing field")
            elif kind == "extra_forbidden":
                line = f"{where}: unknown field; expected only the fields of the format (see schemas/)"
            elif kind == "value_error":
                line = f"{where}: {e['msg'].removeprefix('Value error, ')}"
            else:
                if kind == "greater_than_equal":
                    want = f"an integer >= {ctx.get('ge')}"
                elif kind == "int_type" and e["loc"][-1] == "count":
                    want = "an integer >= 1"
                elif kind == "literal_error":
                    want = f"{ctx.get('expected')}"
                else:
                    want = _EXPECTED.get(kind) or e["msg"].removeprefix("Input should be ")
                line = f"{where}: found {_kind(e.get('input'))}; expected {want}"
            if line not in out:
                out.append(line)
        return out
    return []


def deck_problems(data: Any) -> list[str]:
    """Every way ``data`` (a parsed deck file) breaks the deck file format; [] when it fits."""
    return _problems(DeckFile, data)


def record_problems(data: Any) -> list[str]:
    """Every way ``data`` (a parsed record) breaks the record format; [] when it fits."""
    out = _problems(RecordFile, data)
    if isinstance(data, dict) and isinstance(data.get("mode"), str) and data["mode"] not in MODES:
        out.append(f"mode: found {data['mode']!r}; expected one of {', '.join(sorted(MODES))}")
    return out
