"""The shape of a position file: pydantic models (strict; unknown fields refused) and the JSON
Schema made from them (``schemas/position.schema.json``). This module imports pydantic; the engine
reaches it only through :mod:`riftbound.formats.position`, which ``riftbound`` loads on first use."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Discriminator, Field, JsonValue, Tag

from ..engine.contexts import DECISIONS, choice_fields, fields
from ..engine.core import TASK_ARGS, TASKS
from ..engine.decisions import CARD_CHOICES
from ..engine.payment import RESTRICTIONS
from ..engine.points import MAX_POINTS, MAX_VICTORY_SCORE, MIN_VICTORY_SCORE
from ..engine.units import ABILITY_NAMES
from ..modes import MODES
from ..state import ATTACKER, DEFENDER
from .position_base import _RNG_LIMIT, MAX_NUMBER

# --- the file's shape: pydantic models ---------------------------------------------------------

NonNeg = Annotated[int, Field(ge=0, le=MAX_NUMBER)]
Domain = Literal["Fury", "Calm", "Mind", "Body", "Chaos", "Order", "Any"]


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)


class CardObject(_Model):
    """A card named by id or exact name, with its instance number and owner when they matter."""

    card: str = Field(min_length=1, description="card id or exact card name")
    cid: NonNeg | None = Field(default=None, description="card instance number (default: canonical order)")
    owner: NonNeg | None = Field(default=None, description="owner seat (default: the zone's player)")


class RuneObject(CardObject):
    """A rune on the board."""

    exhausted: bool = False


class UnitObject(CardObject):
    """A unit on the board (its location is where it is listed)."""

    controller: NonNeg | None = Field(default=None, description="default: the base's player or the "
                                                        "battlefield's controller")
    exhausted: bool = False
    damage: NonNeg = 0
    buffs: NonNeg = 0
    role: Literal["attacker", "defender"] | None = None
    might_this_turn: int = Field(default=0, description="Might change from \"this turn\" effects, "
                                                        "as applied (317.2.c, 477.3.b)")
    might_this_combat: int = Field(default=0, description="Might change from \"this combat\" "
                                                          "effects, as applied (466.7.c)")
    stunned: bool = Field(default=False, description="Stunned until the end of the turn (423)")
    temporary: bool = Field(default=False, description="given Temporary by an effect (816)")
    base_might_this_turn: NonNeg | None = Field(
        default=None, description="base Might set by a \"this turn\" effect (layer 1, 477.1.a.1)")
    empowered: bool = Field(default=False, description="the Empowered status (441)")
    might_modifier: int = Field(default=0, description="Might change from effects with no "
                                "duration, lasting across turns while the unit stays on the board "
                                "(477.3)")
    keywords_this_turn: list[str] = Field(
        default=[], max_length=16, description="keywords effects granted it this turn (801.3.a), "
        "e.g. \"Assault 2\" or \"Ganking\": Assault, Deflect or Shield with a value (grants "
        "add up, 807.2, 809.2, 814.2), Backline, Ganking or Tank; they expire at the end of the "
        "turn (317.2.c)")
    copy_of: str | None = Field(
        default=None, description="the card whose copiable values the unit has as a copy of a unit "
        "(477.1.b.1: its name, type, tags, costs, domains, rules text and Might, ruling 108); "
        "'card' stays the unit's own card (a Reflection token, 187.6)")
    copy_until: NonNeg | None = Field(
        default=None, description="the cid of the gear attached to the unit for as long as which the "
        "copy lasts (null: while the unit stays on the board)")


class ChainObject(CardObject):
    """A card on the chain (328-329) with the choices made as it was played (355)."""

    controller: NonNeg | None = Field(default=None, description="default: the card's owner")
    kind: Literal["unit", "spell", "gear"] | None = Field(default=None, description="default: from the "
                                                                                  "card's type")
    finalized: bool | None = Field(default=None, description="default: true for a spell, unless it "
                                   "is the card being paid for; false for a unit (359.1)")
    targets: list[list[int]] = Field(default=[], description="chosen targets, one list of cids per "
                                     "target of the card; -1 for a target that left the board "
                                     "(359.3.e.4); -2 - seat for a player (355.10: -2 is P0)")
    destination: int | None = Field(default=None, description="a move destination chosen on play "
                                    "(355.4): a battlefield index, or -1 for the moved unit's base")
    done: list[bool] = Field(default=[], description="while it resolves: whether each instruction so "
                             "far executed (359.3.e.14)")
    refs: list[NonNeg] = Field(default=[], description="while it resolves: cards it acted on (e.g. "
                               "a discarded card)")
    hidden_at: NonNeg | None = Field(default=None, description="the battlefield it was played from "
                                     "facedown at (811.1.d)")


class TriggerObject(_Model):
    """A triggered ability on the chain (383.3): its source card is elsewhere (on the board, say),
    named by its cid; its target is chosen as it is put on the chain."""

    trigger: NonNeg = Field(description="the cid of the card whose ability this is")
    ability: Literal["play", "conquer", "hold", "attack", "defend", "move", "die", "friendly_dies",
                     "play_spell", "play_card", "discard", "buff", "alone", "beginning", "delayed",
                     "showdown", "returned",
                     "temporary", "mighty", "ending", "reflexive", "first_beginning",
                     "equipped", "win_combat", "readied",
                             "might_ten", "weaponmaster", "vision", "play_ability", "chosen",
                             "combat_end", "stun", "attached", "empowered", "banish"] | None = Field(
        default=None, description="which of its triggered abilities (383.4): a Play Effect, a score "
        "ability (conquer, hold) or an attack or defend trigger; default: the first the card has, in "
        "that order")
    here: int | None = Field(default=None, description="for all but a Play Effect: the location "
                             "(a battlefield, or -1-seat for a base) its source was at when it "
                             "triggered (its 'here'); default: where the source is now")
    controller: NonNeg | None = Field(default=None, description="default: the card's owner")
    finalized: bool | None = Field(default=None, description="default: true, unless its target is "
                                   "being chosen")
    targets: list[list[int]] = Field(default=[], description="chosen targets (as for a spell)")
    done: list[bool] = Field(default=[], description="while it resolves: whether each instruction so "
                             "far executed")
    refs: list[NonNeg] = Field(default=[], description="while it resolves: cards it acted on")
    hidden_at: NonNeg | None = Field(default=None, description="a Play Effect of a unit played from "
                                     "facedown: that battlefield, where its target is chosen (811.1.d.2)")


class ActivatedObject(_Model):
    """An activated ability on the chain (377.3): its source (a unit, a legend or a gear) is
    elsewhere, named by its cid; its choices were made and its cost paid as it was activated."""

    activated: NonNeg = Field(description="the cid of the source whose ability this is")
    of: CardName | None = Field(default=None, description="the card (id or exact name) printing "
                                "the ability, when the source has it from another card "
                                "(Heimerdinger, Inventor); default: the source's card")
    mode: NonNeg = Field(default=0, description="which of that card's activated abilities (or modes "
                         "of a 'choose one'), from 0")
    location: int | None = Field(default=None, description="where a unit token it plays goes: a "
                                 "battlefield index, or -1 for its controller's base")
    controller: NonNeg | None = Field(default=None, description="default: the source's owner")
    finalized: bool = True
    targets: list[list[int]] = Field(default=[], description="chosen targets (as for a spell)")
    done: list[bool] = Field(default=[], description="while it resolves: whether each instruction so "
                             "far executed")
    refs: list[NonNeg] = Field(default=[], description="while it resolves: cards it acted on")


def _chain_kind(value: Any) -> str | None:
    if isinstance(value, dict) and "trigger" in value:
        return "trigger"
    if isinstance(value, dict) and "activated" in value:
        return "activated"
    return {"name": "name", "object": "chain_item"}.get(_ref_kind(value) or "")


def _ref_kind(value: Any) -> str | None:
    if isinstance(value, str):
        return "name"
    if isinstance(value, dict):
        return "object"
    return None


_CARD_HELP = "a card id or exact card name, or an object with 'card'"
CardName = Annotated[str, Field(min_length=1)]
CardRef = Annotated[
    Annotated[CardName, Tag("name")] | Annotated[CardObject, Tag("object")],
    Discriminator(_ref_kind, custom_error_type="card_ref", custom_error_message=_CARD_HELP),
]
RuneRef = Annotated[
    Annotated[CardName, Tag("name")] | Annotated[RuneObject, Tag("rune")],
    Discriminator(lambda v: {"name": "name", "object": "rune"}.get(_ref_kind(v) or ""),
                  custom_error_type="card_ref", custom_error_message=_CARD_HELP),
]
UnitRef = Annotated[
    Annotated[CardName, Tag("name")] | Annotated[UnitObject, Tag("unit")],
    Discriminator(lambda v: {"name": "name", "object": "unit"}.get(_ref_kind(v) or ""),
                  custom_error_type="card_ref", custom_error_message=_CARD_HELP),
]
ChainRef = Annotated[
    Annotated[CardName, Tag("name")] | Annotated[ChainObject, Tag("chain_item")]
    | Annotated[TriggerObject, Tag("trigger")] | Annotated[ActivatedObject, Tag("activated")],
    Discriminator(_chain_kind, custom_error_type="card_ref",
                  custom_error_message=_CARD_HELP + ", or a triggered ability {'trigger': cid}"),
]


class Unordered(_Model):
    """A deck whose order is unknown: the loader shuffles it with the position's RNG."""

    unordered: list[CardRef]


def _deck_kind(value: Any) -> str | None:
    return "ordered" if isinstance(value, list) else "unordered" if isinstance(value, dict) else None


DeckField = Annotated[
    Annotated[list[CardRef], Tag("ordered")] | Annotated[Unordered, Tag("unordered")],
    Discriminator(_deck_kind, custom_error_type="deck",
                  custom_error_message="a list of cards, top first, or {\"unordered\": [...]}"),
]
_TAGS: dict[str, type[BaseModel] | None] = {
    "name": None, "object": CardObject, "rune": RuneObject, "unit": UnitObject,
         "chain_item": ChainObject,
         "ordered": None, "unordered": Unordered}


class RestrictedPoint(_Model):
    """One point of Energy or Power in the pool that may pay only some costs (a card added it
    "only" for some things): its resource and its restriction."""

    resource: Literal["Energy", "Fury", "Calm", "Mind", "Body", "Chaos", "Order", "Any"]
    only: Literal[tuple(sorted(RESTRICTIONS))] = Field(  # type: ignore[valid-type]
        description="what it may pay: " + "; ".join(f"{k}: {v[0]}" for k, v in sorted(RESTRICTIONS.items())))


class Pool(_Model):
    """The rune pool (rule 165): Energy, and Power one domain per point ("Any" is universal), and
    the restricted points, one entry each (empty when left out)."""

    energy: NonNeg = 0
    power: list[Domain] = []
    restricted: list[RestrictedPoint] = []


class GearObject(CardObject):
    """A gear on the board (147-152), in the base of the player whose list holds it."""

    exhausted: bool = Field(default=False, description="default false: gear enter ready (149.1)")
    temporary: bool = Field(default=False, description="given Temporary by an effect (816)")
    attached_to: NonNeg | None = Field(default=None, description="the cid of the unit it is "
                                       "attached to (434, 718); it is where that unit is (719.3)")
    empowered: bool = Field(default=False, description="the Empowered status (441)")
    at: NonNeg | None = Field(default=None, description="a battlefield where this gear, not "
                              "attached, waits for the next cleanup to recall it (it detached "
                              "there as its unit left the board: 435.4.a, 719.5)")


GearRef = Annotated[
    Annotated[CardName, Tag("name")] | Annotated[GearObject, Tag("gear")],
    Discriminator(lambda v: {"name": "name", "object": "gear"}.get(_ref_kind(v) or ""),
                  custom_error_type="card_ref", custom_error_message=_CARD_HELP),
]
_TAGS["gear"] = GearObject


class PlayerModel(_Model):
    """One seat's zones and status."""

    team: NonNeg | None = Field(default=None, description="read-only: the seat's team in the mode")
    points: Annotated[int, Field(ge=0, le=MAX_POINTS)] | None = Field(
        default=None, description=f"the team's points (default 0; at most {MAX_POINTS})")
    alive: bool = True
    turns_started: NonNeg | None = None
    mulliganed: bool | None = None
    legend: CardRef | None = None
    champion: CardRef | None = None
    deck: DeckField = Field(default=[], description="Main Deck, top first")
    rune_deck: DeckField = Field(default=[], description="Rune Deck, top first")
    hand: list[CardRef] = []
    trash: list[CardRef] = []
    banishment: list[CardRef] = []
    set_aside: list[CardRef] = []
    runes: list[RuneRef] = Field(default=[], description="runes on the board, in channel order")
    pool: Pool = Pool()
    base: list[UnitRef] = Field(default=[], description="units in this player's base")
    gear: list[GearRef] = Field(default=[], description="gear on the board in this player's base, "
                                "controlled by them (147-149)")
    legend_exhausted: bool = Field(default=False, description="the legend is exhausted (paid an "
                                   "exhaust cost; readied at Awaken, 315.1)")
    legend_empowered: bool = Field(default=False, description="the legend is Empowered (441.2, 827.2)")
    buff_might: NonNeg = Field(default=0, description="Might each buff gives this player's friendly "
                               "units in addition this turn (703, e.g. Stand United)")
    xp: NonNeg = Field(default=0, description="experience points, public (728-733; Hunt 823, "
                       "Level 824)")
    chosen_champion: CardName | None = Field(
        default=None, description="the card (id or exact name) chosen as the player's Chosen Champion "
        "(103.2.a.3: every champion unit of that name is one, wherever it is); default: the card in "
        "their Champion Zone, if any")


class FacedownObject(CardObject):
    """The card in a battlefield's Facedown Zone (107.3), hidden there (421)."""

    controller: NonNeg | None = Field(default=None, description="default: the battlefield's controller")
    turn: NonNeg | None = Field(default=None, description="the turn it was hidden on (811.1.b); "
                                "default: the turn before this one (it may be played now)")


FacedownRef = Annotated[
    Annotated[CardName, Tag("name")] | Annotated[FacedownObject, Tag("facedown")],
    Discriminator(lambda v: {"name": "name", "object": "facedown"}.get(_ref_kind(v) or ""),
                  custom_error_type="card_ref", custom_error_message=_CARD_HELP),
]
_TAGS["facedown"] = FacedownObject
_TAGS["activated"] = ActivatedObject


class BattlefieldModel(_Model):
    """A battlefield in play and the units there."""

    card: CardRef | None = Field(default=None, description="default: Blank Battlefield <index+1>; null: "
                                                   "the token battlefield of rule 652.2.a")
    controller: NonNeg | None = None
    contested_by: NonNeg | None = None
    showdown_staged: bool = False
    combat_staged: bool = False
    units: list[UnitRef] = []
    facedown: FacedownRef | None = Field(default=None, description="the card hidden here (107.3)")
    replaced: list[NonNeg] = Field(default=[], description="the cids of the objects this battlefield "
                                   "replaced, oldest first (438.1.a): a card in its owner's Banishment, "
                                   "tokens that ceased to exist (438.6, 438.7.b)")


class ShowdownModel(_Model):
    """A showdown or combat in progress (rules 341-348, 459-466)."""

    battlefield: NonNeg
    combat: bool = False
    focus: NonNeg | None = Field(default=None, description="default: the attacker, else the battlefield's "
                                                   "contested_by, else the turn player")
    passes: NonNeg = 0
    attacker: NonNeg | None = None
    defender: NonNeg | None = None
    assigned: list[tuple[NonNeg, int]] = Field(default=[], description="combat damage assigned so far, "
                                                               "[cid, amount] pairs")
    recalled: bool = False
    chain_opened_by: Literal["unit", "spell", "trigger", "conquer", "hold", "attack", "defend",
                             "move", "die", "friendly_dies", "play_spell", "play_card", "discard",
                             "buff", "alone", "beginning", "delayed", "showdown", "returned", "temporary",
                             "add", "activated", "mighty", "ending", "reflexive",
                             "first_beginning", "equipped", "win_combat", "readied",
                             "might_ten", "weaponmaster", "vision", "play_ability", "chosen",
                             "combat_end", "stun", "attached", "empowered", "banish"] | None = Field(
        default=None, description="the kind of the item that opened the chain, if it has left the "
                                  "chain (rule 346.1); default: the oldest item on the chain")
    triggers_checked: list[NonNeg | tuple[NonNeg, Literal["attacker", "defender"]]] = Field(
        default=[], description="in a combat: the units whose attack or defend triggers have been "
                                "checked, once per combat and designation (rules 383.4.e.2.a, "
                                "383.4.f.2.a): a cid (checked as the designation of its controller's "
                                "side, or its owner's once it has left the board) or [cid, designation]")


_NAT: dict[str, Any] = {"type": "integer", "minimum": 0}
_ABILITIES: list[JsonValue] = list(ABILITY_NAMES)  # "trigger": a Play Effect
#: the JSON Schema of a value of each kind of task argument and context item (engine ARG_KINDS)
KIND_SCHEMAS: dict[str, dict[str, Any]] = {
    "p": _NAT, "c": _NAT, "n": _NAT, "bf": _NAT, "l": {"type": "integer"}, "i": {"type": "integer"},
    "b": {"type": "boolean"}, "s": {"type": "string"}, "side": {"enum": [ATTACKER, DEFENDER]},
    "special": {"enum": ["", "combat", "ending"]}, "d": {"$ref": "#/$defs/DecisionModel"},
    "zones": {"type": "array"},
    "cs": {"type": "array", "items": _NAT}, "ps": {"type": "array", "items": _NAT},
    "ns": {"type": "array", "items": _NAT}, "bfs": {"type": "array", "items": _NAT, "minItems": 1},
    "ss": {"type": "array", "items": {"type": "string"}}, "any": {"type": "array"},
    "ts": {"type": "array", "items": {"type": "array", "minItems": 1,
                                      "prefixItems": [{"type": "string"}]}},
    "tg": {"type": "array", "items": {"type": "array", "items": {"type": "integer", "minimum": -1}}},
    "lo": {"anyOf": [{"type": "null"}, {"type": "integer", "minimum": -1}]},
    "ci": {"type": "integer", "minimum": -1},
    "ab": {"anyOf": [{"enum": _ABILITIES}, {"type": "array", "minItems": 1,
                                             "items": {"enum": _ABILITIES}}]},
}


def _items(items: list[dict[str, Any]]) -> dict[str, Any]:
    if not items:
        return {"type": "array", "maxItems": 0}
    return {"type": "array", "prefixItems": items, "minItems": len(items), "maxItems": len(items)}


def context_schema(kind: str) -> dict[str, Any]:
    """The JSON Schema of a ``kind`` decision's context, from the engine's declarations
    (:mod:`riftbound.engine.contexts`; "choose_card": the tasks a chosen card completes)."""
    decl = DECISIONS[kind]
    if decl.continues:
        forms = [[{"const": t}, *(KIND_SCHEMAS[k] for k in choice_fields(TASK_ARGS[t]))]
                 for t in sorted(CARD_CHOICES)]
    else:
        forms = [[{"enum": list(allowed)} if allowed else KIND_SCHEMAS[k]
                  for _name, k, allowed in fields(cls)] for cls in decl.contexts] or [[]]
    shapes = [_items(f) for f in forms]
    return shapes[0] if len(shapes) == 1 else {"anyOf": shapes}


def _decision_schema(schema: dict[str, Any]) -> None:
    """Each kind's context shapes, added when the schema is made (every module has registered)."""
    schema["properties"]["kind"] = {"enum": list(DECISIONS), "title": "Kind", "type": "string",
                                    "description": "a decision kind (engine/contexts.py)"}
    schema["allOf"] = [{"if": {"properties": {"kind": {"const": k}}},
                        "then": {"properties": {"context": context_schema(k)}}} for k in DECISIONS]


def task_schema(name: str) -> dict[str, Any]:
    """The JSON Schema of task ``name`` on the stack, ``[name, *args]``, from its declaration."""
    shape = _items([{"const": name}, *(KIND_SCHEMAS[k] for k in TASK_ARGS[name])])
    if name == "cleanup":  # its one argument may be left out (a plain cleanup)
        shape["minItems"] = 1
    return shape


def stack_tasks() -> list[str]:
    """The tasks a saved stack may hold: those of the engine, the effects and the cards. A tool's
    own task (the judge's board action, registered in ``formats``) runs as it is pushed and is
    never under a decision, and leaving it out keeps the schema the same whichever tools are
    loaded."""
    return sorted(t for t, fn in TASKS.items() if not fn.__module__.startswith(__package__ or ""))


def _tasks_schema(schema: dict[str, Any]) -> None:
    """The task stack's items: one of the engine's tasks with the arguments it declares."""
    schema["anyOf"][0]["items"] = {"anyOf": [task_schema(t) for t in stack_tasks()]}


class DecisionModel(_Model):
    """A decision: who decides, what kind, and its context (as the engine holds it)."""

    player: NonNeg
    kind: str = Field(description="a decision kind (engine/contexts.py)")
    context: list[Any] = []


class OutcomeModel(_Model):
    """The end of the game."""

    winners: Annotated[list[NonNeg], Field(min_length=1)]
    termination: Literal["victory score", "burn out", "concession", "last player remaining",
                         "effect"]
    rule: str = Field(min_length=1)


class InfoModel(_Model):
    """Read-only facts derived from the rest; checked when present."""

    victory_score: int | None = None
    open: bool | None = Field(default=None, description="no card on the chain (rule 309)")
    neutral: bool | None = Field(default=None, description="no showdown or combat in progress (rule 308)")
    priority: NonNeg | None = Field(default=None, description="the player the pending decision is for")
    focus: NonNeg | None = Field(default=None, description="the player with Focus in a showdown")


_MODE_NAMES: list[JsonValue] = [*sorted(MODES)]


class PositionModel(_Model):
    """A Riftbound game position."""

    model_config = ConfigDict(extra="forbid", strict=True, title="Riftbound position")

    format: Literal["riftbound-position"] = "riftbound-position"
    version: Literal[1] = 1
    practice: bool = Field(default=False, description="only structural errors are errors (no "
                                              "reachability or deck-construction checks)")
    run: bool = Field(default=False, description="run the engine's outstanding tasks after loading")
    mode: str = Field(default="duel", json_schema_extra={"enum": _MODE_NAMES})
    vs_delta: Annotated[int, Field(ge=-MAX_VICTORY_SCORE, le=MAX_VICTORY_SCORE)] = Field(
        default=0, description="change to the Victory Score made by effects (194.3.a); the Victory "
        f"Score it gives must be {MIN_VICTORY_SCORE}..{MAX_VICTORY_SCORE}")
    turn: NonNeg | None = None
    turn_player: NonNeg | None = None
    first_player: NonNeg | None = None
    turn_order: list[NonNeg] | None = None
    extra_turns: list[NonNeg] = []
    phase: Literal["setup", "mulligan", "awaken", "beginning", "scoring", "channel", "draw", "main",
                   "ending", "over"] | None = None
    info: InfoModel | None = None
    pending: DecisionModel | None = None
    players: list[PlayerModel] | None = None
    battlefields: list[BattlefieldModel] | None = None
    chain: list[ChainRef] = Field(default=[], description="cards on the chain, oldest first")
    showdown: ShowdownModel | None = None
    ledger: list[tuple[NonNeg, NonNeg]] = Field(default=[], description="[player, battlefield] scored "
                                                                "this turn (470)")
    disqualified: list[tuple[NonNeg, NonNeg]] = Field(default=[], description="[team, battlefield] "
                                                                      "(469.1.a, 489.8.b)")
    excused: list[tuple[NonNeg, NonNeg]] = Field(default=[], description="[team, battlefield] (489.8.g.1)")
    burnout_seq: NonNeg = Field(default=0, description="burn outs so far in the current sequence (431.3)")
    this_turn: dict[str, Annotated[int, Field(ge=-MAX_NUMBER, le=MAX_NUMBER)]] = Field(
        default={}, description="events counted this turn, 'kind:player' -> how many (383.1), and "
        "facts noted for the turn, such as 'moved_from:<card>' -> the location a unit last moved from "
        "(a base is negative)")
    tasks: list[Annotated[list[Any], Field(min_length=1)]] | None = Field(
        default=None, description="outstanding tasks, bottom first: [name, *args]")
    rng: Annotated[int, Field(ge=1, lt=_RNG_LIMIT)] | None = Field(
        default=None, description="the generator's state")
    seed: int | None = Field(default=None, description="alternative to rng: seed the generator")
    outcome: OutcomeModel | None = None
    decisions: NonNeg = 0
    unit_order: list[NonNeg] | None = Field(default=None, description="unit cids in the order they "
                                                              "entered the board")
    unused: list[CardRef] = Field(default=[], description="cards of the game in no zone (e.g. battlefields "
                                                  "not chosen at setup)")


def json_schema() -> dict[str, Any]:
    """The JSON Schema of position files (published as ``schemas/position.schema.json``)."""
    schema = PositionModel.model_json_schema()
    _decision_schema(schema["$defs"]["DecisionModel"])
    _tasks_schema(schema["properties"]["tasks"])
    return {"$schema": "https://json-schema.org/draft/2020-12/schema", **schema}
