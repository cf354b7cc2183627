"""Positions as files: a JSON format for any reachable game state, like FEN for chess.

:func:`dump_position` writes a game as plain JSON data (lossless: card instance numbers included),
:func:`dumps` as pretty text, and :func:`load_position` reads a file, a JSON string or a dict back
into a :class:`~riftbound.Game` without running the engine. A position may leave out whatever does
not matter; the defaults below fill it in, so a judge's example fits on a screen::

    {
      "mode": "duel",
      "players": [
        {"points": 7, "hand": ["Daring Poro"], "deck": ["Vanguard Sergeant", "Petty Officer"],
         "runes": ["Order Rune", "Order Rune"]},
        {"points": 5, "base": ["Laurent Duelist"], "deck": ["Daring Poro"]}
      ],
      "battlefields": [{"controller": 0, "units": ["Mountain Drake"]}, {}]
    }

The format (published as ``schemas/position.schema.json``):

- Cards are named by id or by exact name (``"Daring Poro"`` or ``"ogn-210-298"``), or as an
  object ``{"card": ..., "cid": 12, "owner": 1}``. ``cid`` is the card's instance number, which
  legal actions and notation use; ``owner`` defaults to the player whose zone holds the card (for a
  unit: its controller; on a battlefield: seat ``index % players``; on the chain: the turn player).
  Cards without a ``cid`` get the lowest free numbers in this order: for each seat, legend,
  champion, deck, rune_deck, hand, trash, banishment, set_aside, runes, base; then each battlefield
  (its card, then its units, then its facedown card); then the chain; then ``unused``. Numbers
  must end up 0..N-1.
- ``deck`` and ``rune_deck`` list the cards **top first** (the next draw is the first entry).
  When the order is unknown (it is Secret Information, rules 108.4.d and 108.5.d) write
  ``{"unordered": [...]}``: the loader shuffles those cards with the position's RNG (seat order,
  Main Deck before Rune Deck) and records each shuffle in the game log.
- Every other list keeps the engine's order: hand, trash, banishment and set-aside in the order
  the cards arrived (the engine recycles a trash in that order, so it matters for the RNG), runes
  on the board in channel order, the chain oldest first, units in ``unit_order`` (the order they
  entered the board; default: bases in seat order, then battlefields in order, as listed).
- Units are listed where they are: ``players[i].base`` or ``battlefields[j].units``. A unit is a
  card name, or an object with ``controller`` (default: the base's player, or the battlefield's
  controller), ``exhausted`` (default false), ``damage`` (0), ``buffs`` (0), ``role``
  (``"attacker"``, ``"defender"`` or null), ``might_this_turn`` and ``might_this_combat`` (the
  summed Might changes of "this turn" and "this combat" effects, as applied; 0), ``stunned``
  (false), ``temporary`` (given Temporary by an effect, 816; false) and ``base_might_this_turn``
  (the base Might a "this turn" effect set, layer 1, 477.1.a.1; null), ``empowered`` (441; false)
  and ``might_modifier`` (the summed Might changes of effects with no duration, which last across
  turns, 477.3; 0).
- Gear on the board is listed in ``players[i].gear``, in that player's base (149.2; its controller
  is that player): a card name or an object with ``exhausted`` (default false; gear enter ready,
  149.1), ``temporary`` (given Temporary by an effect, 816; false), ``empowered`` (441; false) and
  ``attached_to``, the cid of the unit it is attached to (434, 718; it is then where that unit is,
  719.3). Cids are given to gear after the player's ``base``. A gear card being paid for is on the
  chain with ``kind`` ``"gear"``.
- A battlefield's ``facedown`` is the card hidden in its Facedown Zone (107.3, 421): a card object
  with ``controller`` (default: the battlefield's controller) and ``turn``, the turn it was hidden
  on (default: the turn before, so it may be played now, 811.1.b). A chain item played from
  facedown names the battlefield in ``hidden_at`` (811.1.d).
- The chain lists its items oldest first. An item is a card name, or an object with
  ``controller`` (default: the card's owner), ``kind`` (``"unit"`` or ``"spell"``, default from the
  card's type), ``finalized`` (default: true for a spell unless it is the card being paid for),
  ``targets`` (one list of unit cids per target of the card, or of a spell below on the chain for a
  Counter; -1 for a target that left the board or the chain),
  ``destination`` (a move destination chosen on play: a battlefield index, or -1 for the moved
  unit's base), and, while it resolves, ``done`` (whether each instruction so far executed) and
  ``refs`` (cards it acted on). An activated ability (377.3) is an object ``{"activated": cid}``
  naming its source (a unit, a legend or a gear), with ``of`` (the card printing the ability when
  the source has it from another card), ``mode`` (which of that card's abilities, from 0),
  ``location`` (where a token it plays goes: a battlefield index or -1 for the base) and the
  fields above. ``players[i].legend_exhausted`` says the legend is exhausted (default false).
- Read-only fields are derived and only checked: ``players[i].team`` (from the mode) and ``info``
  (``victory_score``, ``open``, ``neutral``, ``priority``, ``focus``). Teammates share one point
  total (489.8.d) so both must show the same ``points``.
- ``tasks`` is the engine's outstanding task stack, bottom first, each task a list
  ``[name, *args]``; ``pending`` is the decision the game waits for.
- The game log, the action history and the setup origin are not part of a position (a game
  record carries them); a loaded game starts with an empty log.
- ``"practice": true`` relaxes the checks (below); :func:`dump_position` sets it for a game set up
  from practice decks (more copies of a name than rule 103.2.b allows). ``"seed": n`` may stand in
  for ``rng`` (the state becomes ``seed_state(n)``), and ``"run": true`` asks the loader to run
  the outstanding tasks to the next decision.

Defaults: mode ``duel``; ``vs_delta`` 0; battlefields: ``battlefield_count`` blank practice
battlefields (a battlefield without ``card`` is ``Blank Battlefield <index+1>``; ``"card": null``
is the token battlefield of rule 652.2.a); ``pending``: the focus decision of a showdown in
progress, else in the Mulligan the first player in turn order who has not mulliganed, else the turn
player's Main Phase decision; ``phase``: ``mulligan`` for a mulligan decision, ``over`` when there
is an outcome, else ``main``; ``turn_order``: seats in order from ``first_player``;
``first_player``: the first of ``turn_order``, else the seat from which ``turn_player`` plays turn
``turn``, else 0; ``turn_player``: the first player, or whose turn ``turn`` is; ``turn``: 0 in the
Mulligan, else the turn player's first turn; ``turns_started`` as the turn order gives;
``mulliganed`` true once the Mulligan is behind the player; points 0; zones empty; runes ready;
units ready with no damage; ``rng``: ``seed_state(seed)`` with ``seed`` 0; ``tasks``: what the
engine holds under that decision (``[]`` for a Main Phase decision, ``[["main_priority"]]`` for a
payment, focus or battlefield choice in the Main Phase, the same followed by ``["focus"]`` in a
showdown for Priority or a spell's payment, the rest of the combat for an ``assign``,
the later mulligans and the first turn for a ``mulligan``; other decisions, such as a
``choose_opponent`` or a Match player's battlefield selection at setup, need their tasks written
out).

Checks: the file's shape (pydantic models, unknown fields refused), then every card exists and is
of a kind its zone can hold and the engine can play, no card instance is in two places, seats,
battlefield indices and cids are in range, teammates' points agree, tasks and decision contexts
have the shapes the engine uses, and read-only fields agree with what they derive from. Unless
the position says ``"practice": true``, it must also be reachable: at most 3 copies of a name per
owner among Main Deck cards (103.2.b), a controlled battlefield has its controller's unit unless a
fight is there (323.6), the turn player and the deciding player are alive, the turns started add
up to the turn number, the task stack is the one the engine holds under the decision, and so on.
(In a practice position the tasks are checked for their shape only: a stack that does not fit the
decision can stop the engine later.) Problems are reported together in one :class:`PositionError`,
each as (path, found, allowed): first every shape problem; when the shape is right, every
problem the checks find.
"""

from __future__ import annotations

import functools
import inspect
import json
from collections import Counter
from pathlib import Path
from typing import Annotated, Any, Literal, NamedTuple, get_args

from pydantic import BaseModel, ConfigDict, Discriminator, Field, JsonValue, Tag, ValidationError

from .cards import CardDB, CardDef, UnknownCardError, load_cards
from .decks import Deck
from .engine.core import TASKS, emit
from .engine.decisions import CARD_CHOICE_SHAPES, advance, legal_actions
from .engine.keywords import ability_being_paid
from .engine.points import MAX_POINTS, MAX_VICTORY_SCORE, MIN_VICTORY_SCORE
from .engine.primitives import shuffle
from .engine.replacements import CARDS as REPLACEMENT_CARDS
from .engine.replacements import RULES as REPLACEMENT_RULES
from .engine.scoring import Outcome, Termination
from .engine.units import ABILITY_KINDS, ABILITY_NAMES, TRIGGERED, might
from .errors import RiftboundError
from .game import Game, unsupported_cards
from .modes import MODES, Mode
from .rng import seed_state
from .state import (
    ATTACKER,
    DEFENDER,
    NO_ROLE,
    Battlefield,
    ChainItem,
    Decision,
    GameState,
    Gear,
    Showdown,
    Unit,
    base_of,
)

__all__ = [
    "FORMAT",
    "VERSION",
    "PositionError",
    "Problem",
    "dump_position",
    "dumps",
    "json_schema",
    "load_position",
]

FORMAT = "riftbound-position"
VERSION = 1

PHASES = ("setup", "mulligan", "awaken", "beginning", "scoring", "channel", "draw", "main", "ending",
          "over")
DECISION_KINDS = ("main", "pay", "focus", "priority", "mulligan", "assign", "choose_battlefield",
                  "choose_opponent", "choose_card", "order_triggers", "replacement", "invited")
MAIN_DECK_TYPES = ("Unit", "Spell", "Gear")
MAX_COPIES = 3  # rule 103.2.b
_ROLES = {None: NO_ROLE, "attacker": ATTACKER, "defender": DEFENDER}
_ROLE_NAMES = {v: k for k, v in _ROLES.items()}
_RNG_LIMIT = 1 << 64
#: Bounds on numbers in a position (docs/rulings.md, ruling 74): no rule caps points or the
#: Victory Score (194.3.a lets effects change it; the engine's bounds on it are
#: MIN_VICTORY_SCORE..MAX_VICTORY_SCORE), but a position far outside anything play can reach only
#: makes the engine run on without end, so the loader refuses it with a clear error (MAX_POINTS).
#: the largest count (damage, buffs, XP, Energy, turn numbers, ...) and the largest cid or index
MAX_NUMBER = 1_000_000


# --- errors ------------------------------------------------------------------------------------

class Problem(NamedTuple):
    """One thing wrong in a position file: where, what was found there, and what is allowed."""

    path: str
    found: str
    allowed: str

    def __str__(self) -> str:
        return f"{self.path or '(the position)'}: found {self.found}; allowed: {self.allowed}"


class PositionError(RiftboundError, ValueError):
    """A position file is malformed, refers to what does not exist, or is unreachable.

    ``problems`` lists every problem found as :class:`Problem` triples (path, found, allowed);
    ``source`` names the file.
    """

    def __init__(self, source: str, problems: list[Problem]) -> None:
        self.source = source
        self.problems: list[Problem] = list(problems)
        n = len(self.problems)
        head = f"{source}: {n} problem{'s' if n != 1 else ''} in the position"
        super().__init__(head + ":\n" + "\n".join(f"  - {p}" for p in self.problems))


class _Text(str):
    """A description of what was found, shown as it is (not as a JSON value)."""


def _show(value: Any) -> str:
    """How a JSON value reads in an error message."""
    if isinstance(value, _Text):
        return str(value)
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return repr(value) if len(value) <= 60 else repr(value[:57] + "...")
    if isinstance(value, int | float):
        return str(value)
    try:
        text = json.dumps(value, ensure_ascii=False, default=str)
    except (TypeError, ValueError):
        text = type(value).__name__
    if len(text) <= 60:
        return text
    if isinstance(value, list):
        return f"a list of {len(value)} items"
    if isinstance(value, dict):
        return f"an object with fields {', '.join(map(str, list(value)[:6]))}"
    return type(value).__name__


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


class ChainObject(CardObject):
    """A card on the chain (328-329) with the choices made as it was played (355)."""

    controller: NonNeg | None = Field(default=None, description="default: the card's owner")
    kind: Literal["unit", "spell", "gear"] | None = Field(default=None, description="default: from the "
                                                                                  "card's type")
    finalized: bool | None = Field(default=None, description="default: true for a spell, unless it "
                                   "is the card being paid for; false for a unit (359.1)")
    targets: list[list[int]] = Field(default=[], description="chosen targets, one list of cids per "
                                     "target of the card; -1 for a target that left the board "
                                     "(359.3.e.4)")
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
                     "temporary", "mighty"] | None = Field(
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


class Pool(_Model):
    """The rune pool (rule 165): Energy, and Power one domain per point ("Any" is universal)."""

    energy: NonNeg = 0
    power: list[Domain] = []


class GearObject(CardObject):
    """A gear on the board (147-152), in the base of the player whose list holds it."""

    exhausted: bool = Field(default=False, description="default false: gear enter ready (149.1)")
    temporary: bool = Field(default=False, description="given Temporary by an effect (816)")
    attached_to: NonNeg | None = Field(default=None, description="the cid of the unit it is "
                                       "attached to (434, 718); it is where that unit is (719.3)")
    empowered: bool = Field(default=False, description="the Empowered status (441)")


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
    buff_might: NonNeg = Field(default=0, description="Might each buff gives this player's friendly "
                               "units in addition this turn (703, e.g. Stand United)")
    xp: NonNeg = Field(default=0, description="experience points, public (728-733; Hunt 823, "
                       "Level 824)")


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
                             "buff", "alone", "beginning", "delayed", "temporary",
                             "add", "activated", "mighty"] | None = Field(
        default=None, description="the kind of the item that opened the chain, if it has left the "
                                  "chain (rule 346.1); default: the oldest item on the chain")
    triggers_checked: list[NonNeg] = Field(
        default=[], description="in a combat: the cids of the units whose attack or defend triggers "
                                "have been checked, once per combat (rules 383.4.e.2.a, 383.4.f.2.a)")


class DecisionModel(_Model):
    """A decision: who decides, what kind, and its context (as the engine holds it)."""

    player: NonNeg
    kind: Literal["main", "pay", "focus", "priority", "mulligan", "assign", "choose_battlefield",
                  "choose_opponent", "choose_card", "order_triggers", "replacement", "invited"]
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
    this_turn: dict[str, NonNeg] = Field(default={}, description="events counted this turn, "
                                         "'kind:player' -> how many (383.1)")
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
    return {"$schema": "https://json-schema.org/draft/2020-12/schema", **schema}


# --- dumping -----------------------------------------------------------------------------------

def _mode_key(mode: Mode) -> str:
    key = mode.name.lower().replace(" ", "-")
    return key if MODES.get(key) == mode else next(k for k, m in MODES.items() if m == mode)


def dump_position(game: Game | GameState, *, hide_deck_order: bool = False) -> dict[str, Any]:
    """The position of ``game`` as JSON data, lossless: ``load_position`` gives it back exactly.

    With ``hide_deck_order`` the Main and Rune Decks are written unordered (rules 108.4.d,
    108.5.d); loading such a file shuffles them again.
    """
    g = game.state if isinstance(game, Game) else game
    n = len(g.players)
    cards = g.cards
    placed: set[int] = set()

    def ref(cid: int, default_owner: int | None, **extra: Any) -> dict[str, Any]:
        placed.add(cid)
        out: dict[str, Any] = {"card": cards[cid].name, "cid": cid}
        if g.owner[cid] != default_owner:
            out["owner"] = g.owner[cid]
        out.update(extra)
        return out

    def unit(u: Unit) -> dict[str, Any]:
        out = ref(u.cid, u.controller)
        out["controller"] = u.controller
        if u.exhausted:
            out["exhausted"] = True
        if u.damage:
            out["damage"] = u.damage
        if u.buffs:
            out["buffs"] = u.buffs
        if u.role != NO_ROLE:
            out["role"] = _ROLE_NAMES[u.role]
        if u.turn_might:
            out["might_this_turn"] = u.turn_might
        if u.combat_might:
            out["might_this_combat"] = u.combat_might
        if u.stunned:
            out["stunned"] = True
        if u.temporary:
            out["temporary"] = True
        if u.base_might >= 0:
            out["base_might_this_turn"] = u.base_might
        if u.empowered:
            out["empowered"] = True
        if u.might_mod:
            out["might_modifier"] = u.might_mod
        return out

    def gear(x: Gear) -> dict[str, Any]:
        if x.loc != base_of(x.controller) and x.attached_to is None:  # pragma: no cover - 323.7
            raise ValueError(f"gear {x.cid} is not in its controller's base")
        out = ref(x.cid, x.controller)
        if x.exhausted:
            out["exhausted"] = True
        if x.temporary:
            out["temporary"] = True
        if x.attached_to is not None:
            out["attached_to"] = x.attached_to
        if x.empowered:
            out["empowered"] = True
        return out

    def chain_entry(it: ChainItem) -> dict[str, Any]:
        if it.kind == "activated" and it.ability is not None:  # 377.3: no card represents it
            card_id, _, mode = it.ability.rpartition(":")
            out: dict[str, Any] = {"activated": it.cid, "controller": it.controller,
                                   "finalized": it.finalized}
            if card_id != cards[it.cid].id:
                out["of"] = card_id
            if int(mode):
                out["mode"] = int(mode)
            if it.dest is not None:
                out["location"] = it.dest if it.dest >= 0 else -1
        elif it.kind in ABILITY_KINDS:
            out = {"trigger": it.cid, "controller": it.controller, "finalized": it.finalized}
            if it.kind != "trigger":
                out["ability"] = it.kind
                if it.dest is not None:
                    out["here"] = it.dest
        else:
            out = ref(it.cid, g.turn_player, controller=it.controller, kind=it.kind,
                      finalized=it.finalized)
        if it.targets:
            out["targets"] = [list(t) for t in it.targets]
        if it.dest is not None and it.kind not in ABILITY_KINDS:
            out["destination"] = it.dest
        if it.done:
            out["done"] = list(it.done)
        if it.refs:
            out["refs"] = list(it.refs)
        if it.hidden_at is not None:
            out["hidden_at"] = it.hidden_at
        return out

    def deck(cids: list[int], seat: int) -> Any:
        if hide_deck_order:
            return {"unordered": [ref(c, seat) for c in sorted(cids)]}
        return [ref(c, seat) for c in reversed(cids)]

    at_base: dict[int, list[Unit]] = {}
    at_bf: dict[int, list[Unit]] = {}
    for u in g.units.values():
        if u.loc < 0:
            at_base.setdefault(-u.loc - 1, []).append(u)
        else:
            at_bf.setdefault(u.loc, []).append(u)
    players = []
    for i, p in enumerate(g.players):
        players.append({
            "team": g.team_of[i],
            "points": g.points[g.team_of[i]],
            "alive": p.alive,
            "turns_started": p.turns_started,
            "mulliganed": p.mulliganed,
            "legend": ref(p.legend, i) if p.legend is not None else None,
            "champion": ref(p.champion, i) if p.champion is not None else None,
            "deck": deck(p.deck, i),
            "rune_deck": deck(p.rune_deck, i),
            "hand": [ref(c, i) for c in p.hand],
            "trash": [ref(c, i) for c in p.trash],
            "banishment": [ref(c, i) for c in p.banishment],
            "set_aside": [ref(c, i) for c in p.set_aside],
            "runes": [ref(c, i, **({"exhausted": True} if ex else {}))
                      for c, ex in zip(p.runes, p.rune_exhausted, strict=True)],
            "pool": {"energy": p.pool_energy, "power": list(p.pool_power)},
            "base": [unit(u) for u in at_base.get(i, [])],
            "gear": [gear(x) for x in g.gear.values() if x.controller == i],
            "buff_might": p.buff_might,
            **({"legend_exhausted": True} if p.legend_exhausted else {}),
            "xp": p.xp,
        })
    battlefields = []
    for j, b in enumerate(g.battlefields):
        battlefields.append({
            "card": ref(b.cid, j % n) if b.cid >= 0 else None,
            "controller": b.controller,
            "contested_by": b.contested_by,
            "showdown_staged": b.showdown_staged,
            "combat_staged": b.combat_staged,
            "units": [unit(u) for u in at_bf.get(j, [])],
            **({"facedown": ref(b.facedown[0], b.facedown[1], controller=b.facedown[1],
                                turn=b.facedown[2])} if b.facedown is not None else {}),
        })
    listed = [u.cid for i in range(n) for u in at_base.get(i, [])]
    listed += [u.cid for j in range(len(g.battlefields)) for u in at_bf.get(j, [])]
    listed_set = set(listed)
    stray = [u.cid for u in g.units.values() if u.cid not in listed_set]
    if stray:  # units at a location outside the position (never reachable)
        raise ValueError(f"units at no valid location: {stray}")
    sd = g.showdown
    d = g.pending
    out: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "practice": _breaks_copy_limit(g),
        "mode": _mode_key(g.mode),
        "vs_delta": g.vs_delta,
        "turn": g.turn,
        "turn_player": g.turn_player,
        "first_player": g.first_player,
        "turn_order": list(g.turn_order),
        "extra_turns": list(g.extra_turns),
        "phase": g.phase,
        "info": _info(g),
        "pending": _dump_decision(d) if d is not None else None,
        "players": players,
        "battlefields": battlefields,
        "chain": [chain_entry(it) for it in g.chain],
        "showdown": None if sd is None else {
            "battlefield": sd.bf, "combat": sd.combat, "focus": sd.focus, "passes": sd.passes,
            "attacker": sd.attacker, "defender": sd.defender,
            "assigned": [list(pair) for pair in sd.assigned], "recalled": sd.recalled,
            **({"chain_opened_by": sd.opened_by}
               if (sd.opened_by != g.chain[0].kind if g.chain else sd.opened_by is not None)
               else {}),
            **({"triggers_checked": list(sd.checked)} if sd.checked else {}),
        },
        "ledger": sorted(list(t) for t in g.ledger),
        "disqualified": sorted(list(t) for t in g.disqualified),
        "excused": sorted(list(t) for t in g.excused),
        "burnout_seq": g.burnout_seq,
        **({"this_turn": dict(sorted(g.counts.items()))} if g.counts else {}),
        "tasks": [_jsonable(t) for t in g.tasks],
        "rng": g.rng,
        "outcome": None if g.outcome is None else {
            "winners": list(g.outcome.winners), "termination": g.outcome.termination.value,
            "rule": g.outcome.rule,
        },
        "decisions": g.decisions,
    }
    if list(g.units) != listed:
        out["unit_order"] = list(g.units)
    out["unused"] = [ref(c, None) for c in range(len(cards)) if c not in placed]
    return out


def _info(g: GameState) -> dict[str, Any]:
    return {
        "victory_score": g.mode.victory_score + g.vs_delta,
        "open": not g.chain,
        "neutral": g.showdown is None,
        "priority": g.pending.player if g.pending is not None else None,
        "focus": g.showdown.focus if g.showdown is not None else None,
    }


def _dump_decision(d: Decision) -> dict[str, Any]:
    return {"player": d.player, "kind": d.kind, "context": _jsonable(d.context)}


def _jsonable(value: Any) -> Any:
    if isinstance(value, Decision):
        return _dump_decision(value)
    if isinstance(value, tuple | list):
        return [_jsonable(v) for v in value]
    return value


def _breaks_copy_limit(g: GameState) -> bool:
    """Whether some owner has more than 3 Main Deck cards of a name (a practice deck, 103.2.b)."""
    counts = Counter((g.owner[c], card.name) for c, card in enumerate(g.cards)
                     if card.type in MAIN_DECK_TYPES and not card.is_token)  # tokens: not cards (179)
    return any(k > MAX_COPIES for k in counts.values())


def dumps(game: Game | GameState, *, hide_deck_order: bool = False, width: int = 100) -> str:
    """The position of ``game`` as pretty JSON text: short lists and objects on one line."""
    return _pretty(dump_position(game, hide_deck_order=hide_deck_order), 0, 0, width) + "\n"


def _pretty(value: Any, indent: int, used: int, width: int) -> str:
    flat = json.dumps(value, ensure_ascii=False)
    if not isinstance(value, dict | list) or not value or used + len(flat) + 1 <= width:
        return flat
    pad = " " * (indent + 2)
    if isinstance(value, dict):
        lines = []
        for k, v in value.items():
            head = f"{pad}{json.dumps(k)}: "
            lines.append(head + _pretty(v, indent + 2, len(head), width) + ",")
        lines[-1] = lines[-1][:-1]
        return "{\n" + "\n".join(lines) + "\n" + " " * indent + "}"
    items = [json.dumps(v, ensure_ascii=False) for v in value]
    if all(len(pad) + len(s) + 1 <= width for s in items):  # pack several short items a line
        lines, line = [], pad
        for s in items:
            if line != pad and len(line) + len(s) + 1 > width:
                lines.append(line.rstrip())
                line = pad
            line += s + ", "
        lines.append(line.rstrip())
        lines[-1] = lines[-1][:-1]
        return "[\n" + "\n".join(lines) + "\n" + " " * indent + "]"
    body = [pad + _pretty(v, indent + 2, len(pad), width) for v in value]
    return "[\n" + ",\n".join(body) + "\n" + " " * indent + "]"


# --- loading -----------------------------------------------------------------------------------

def load_position(data: dict | str | Path, *, source: str | None = None,
                  practice: bool | None = None) -> Game:
    """Read a position (a dict, JSON text, or the path of a JSON file) into a :class:`Game`.

    The engine does not run unless the file says ``"run": true``. ``practice`` overrides the
    file's ``practice`` flag. Raises :class:`PositionError` listing every problem, with the file
    name (``source``, or the path) in its message.
    """
    return _load(data, source=source, practice=practice)


def _load(data: dict | str | Path, *, source: str | None = None, practice: bool | None = None,
          copy_limits: bool = True) -> Game:
    text, src = _read(data, source)
    try:
        model = PositionModel.model_validate_json(text)
    except ValidationError as e:
        raise PositionError(src, _pydantic_problems(e)) from None
    b = _Builder(model, practice if practice is not None else model.practice, copy_limits)
    try:
        g = b.build()
    except (RecursionError, ValueError, TypeError, KeyError, IndexError, AttributeError) as e:
        # A safety net: a combination the checks above did not foresee. Reported, never raised
        # as is (the fuzz tests look for this message to find such gaps).
        raise PositionError(src, [*b.problems, Problem("", _Text(f"a position the loader could not "
                                                                 f"read ({e!r})"), INTERNAL)]) from None
    if b.problems or g is None:
        raise PositionError(src, b.problems or [Problem("", _Text("an incomplete position"),
                                                        "a complete position")])
    if model.run:
        try:
            advance(g)
        except Exception as e:  # noqa: BLE001 - the engine met a state it can't handle
            raise PositionError(src, [Problem("run", _Text(f"the engine stopped with {e!r}"),
                                              "a position the engine can continue")]) from None
    return Game(g)


#: the "allowed" text of a problem the loader's checks did not foresee (a bug to report)
INTERNAL = "a position the checks understand (please report this file)"


def _read(data: Any, source: str | None) -> tuple[str, str]:
    """The JSON text of ``data`` and the name to report it under."""
    if isinstance(data, dict):
        src = source or "<position>"
        try:
            return json.dumps(data, allow_nan=False), src
        except (TypeError, ValueError, RecursionError) as e:
            raise PositionError(src, [Problem("", _Text(f"data that is not JSON ({e})"),
                                              "JSON values: objects, lists, strings, numbers, "
                                              "booleans, null")]) from None
    if isinstance(data, Path) or (isinstance(data, str) and not data.lstrip().startswith("{")
                                  and len(data) < 4096 and _is_file(data)):
        path = Path(data)
        src = source or str(path)
        try:
            text = path.read_text(encoding="utf-8-sig")  # a byte-order mark is accepted
        except (OSError, UnicodeDecodeError) as e:
            raise PositionError(src, [Problem("", _Text(f"an unreadable file ({e})"),
                                              "a UTF-8 JSON file")]) from None
        from_file = True
    elif isinstance(data, str):
        src = source or "<position>"
        text, from_file = data.removeprefix("\ufeff"), False
    else:
        raise PositionError(source or "<position>", [Problem(
            "", _Text(f"a {type(data).__name__}"), "a dict, JSON text, or the path of a JSON file")])
    try:
        json.loads(text)
    except json.JSONDecodeError as e:
        if not from_file and not text.lstrip().startswith(("{", "[")):
            found = _Text(f"{text[:40]!r}, which is neither JSON nor the name of a file")
        else:  # the file (or text) exists but is not JSON: say where and what is wrong
            found = _Text(f"invalid JSON at line {e.lineno}, column {e.colno}: {e.msg}")
        raise PositionError(src, [Problem("", found, "a JSON object")]) from None
    except (ValueError, RecursionError) as e:
        raise PositionError(src, [Problem("", _Text(f"invalid JSON ({e})"), "a JSON object")]) from None
    return text, src


def _is_file(name: str) -> bool:
    try:
        return Path(name).is_file()
    except (OSError, ValueError):
        return False


def _path(loc: tuple | list) -> str:
    out = ""
    for part in loc:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += ("." if out else "") + str(part)
    return out


_UNION_FIELDS = ("deck", "rune_deck", "legend", "champion", "card")


def _is_tag(loc: tuple, i: int) -> bool:
    """Whether ``loc[i]`` is a union tag pydantic put in the location (not a field name)."""
    part = loc[i]
    return (isinstance(part, str) and part in _TAGS and i > 0
            and (isinstance(loc[i - 1], int) or loc[i - 1] in _UNION_FIELDS))


def _fields_at(loc: tuple) -> list[str]:
    """The field names allowed in the object at ``loc`` (a pydantic location, tags included)."""
    cls: Any = PositionModel
    for i, part in enumerate(loc):
        if isinstance(part, int):
            continue
        if _is_tag(loc, i):
            cls = _TAGS[part]
            continue
        field = cls.model_fields.get(part) if cls is not None else None
        if field is None:
            return []
        found = _models_in(field.annotation)
        cls = found[0] if len(found) == 1 else None
    return list(cls.model_fields) if cls is not None else []


def _models_in(ann: Any) -> list[type[BaseModel]]:
    if isinstance(ann, type) and issubclass(ann, BaseModel):
        return [ann]
    out: list[type[BaseModel]] = []
    for arg in get_args(ann):
        out += [m for m in _models_in(arg) if m not in out]
    return out


def _pydantic_problems(err: ValidationError) -> list[Problem]:
    out: list[Problem] = []
    seen: set[tuple[str, str]] = set()
    for e in err.errors(include_url=False):
        raw = tuple(e["loc"])
        loc = [p for i, p in enumerate(raw) if not _is_tag(raw, i)]
        path = _path(loc)
        kind = e["type"]
        if kind == "missing":
            found, allowed = "nothing", f"a value for the required field {loc[-1]!r}"
        elif kind == "extra_forbidden":
            fields = _fields_at(raw[:-1])
            found = f"an unknown field {loc[-1]!r}"
            allowed = "the fields " + ", ".join(fields) if fields else "no such field"
        else:
            found = _show(e.get("input"))
            ctx = e.get("ctx") or {}
            msg = e["msg"]
            if kind == "greater_than_equal":
                allowed = f"an integer >= {ctx.get('ge')}"
            elif kind == "less_than":
                allowed = f"an integer < {ctx.get('lt')}"
            elif kind == "less_than_equal":
                allowed = f"an integer <= {ctx.get('le')}"
            elif kind == "too_short":
                allowed = f"a list of at least {ctx.get('min_length')} item(s)"
            elif kind == "string_too_short":
                allowed = "a non-empty string"
            else:
                allowed = msg[len("Input should be "):] if msg.startswith("Input should be ") else msg
        if (path, allowed) not in seen:
            seen.add((path, allowed))
            out.append(Problem(path, found, allowed))
    return out


# --- semantic checks and building the state ----------------------------------------------------

class _Occ:
    """One card occurrence in the file: where, which card, its cid and owner."""

    __slots__ = ("path", "card", "cid", "owner")

    def __init__(self, path: str, card: CardDef | None, cid: int | None, owner: int | None) -> None:
        self.path = path
        self.card = card
        self.cid = cid
        self.owner = owner


_Spec = tuple[str, ...]
#: argument kinds of the engine's tasks: p player, c cid, l location, b bool, n count, i int,
#: bf battlefield, side attacker/defender, cs cids, special cleanup kind, d decision, zones setup,
#: tg targets (a list of lists of cids or -1), lo a move destination (null, -1 or a battlefield),
#: ci a cid or -1 (no card)
TASK_ARGS: dict[str, _Spec] = {
    "ask_mulligan": ("p",), "ask_payment": ("p", "c", "l", "b"), "assign": ("side",),
    "awaken": ("p",), "begin_combat": ("bf",), "begin_showdown": ("bf",), "beginning_step": (),
    "burn_out": ("p",), "burn_point": ("p", "p"), "channel_phase": (), "cleanup": ("special",),
    "combat_damage": (), "combat_resolution": (), "combat_result": (), "deal_combat": (),
    "end_combat": ("bf",), "effect_lose_points": ("p", "i"), "effect_victory_score": ("i",),
    "do_mulligan": ("p", "cs"), "draw": ("p", "n"), "draw_phase": (), "effect_points": ("p", "i"),
    "end_main": (), "end_showdown": (), "finish_unit": ("p", "c", "l", "b"), "focus": (),
    "main_priority": (), "main_start": (), "mill": ("p", "n"), "next_turn": (),
    "pay_unit": ("p", "c", "l", "b", "cs", "cs"), "play_unit": ("p", "c", "l", "b"),
    "recycle_set_aside": ("p",), "restore": ("d",), "scoring_step": (), "setup": ("zones",),
    "standard_move": ("p", "cs", "l"), "start_turn": ("p",),
    "ask_battlefield": ("p", "cs"), "place_battlefield": ("n", "p", "cs"), "deal": (),
    "play_spell": ("p", "c", "tg", "lo"), "ask_spell_payment": ("p", "c"),
    "pay_spell": ("p", "c", "cs", "cs"), "chain": (), "priority": ("p", "n"), "resolve_top": (),
    "finish_spell": ("c",), "instr": ("c", "n"), "discard_pick": ("p", "c", "n", "n", "ci"),
    "each_kill": ("c", "n", "n", "b"), "kill_pick": ("p", "c", "n", "n", "b", "ci"),
    "trigger": ("p", "c"), "trigger_target": ("p", "c", "ci"), "trash_pick": ("p", "c", "n", "ci"),
    "put_trigger": ("p", "c", "ab"), "ability_target": ("p", "c", "ab", "ci"),
    "order_triggers": ("p", "ab", "cs"),
    "play_gear": ("p", "c"), "pay_gear": ("p", "c", "cs", "cs"), "finish_gear": ("p", "c"),
    "kill_gear": ("c",),
    "order_subject_triggers": ("p", "ab", "cs", "c"), "put_subject_trigger": ("p", "c", "ab", "c"),
    "hide": ("p", "c", "bf", "cs"), "play_facedown_spell": ("p", "c", "tg", "lo"),
    "play_facedown_unit": ("p", "c", "b"), "facedown_unit_done": ("b",),
    "trigger_facedown": ("p", "c", "bf"),
    "ask_cost_discard": ("p", "c", "b"), "cost_discard": ("p", "c", "b", "ci"),
    "ask_cost_kill": ("p", "c"), "cost_kill": ("p", "c", "ci"), "spend_buff": ("p", "c", "n", "ci"),
    "predict": ("p", "c", "n", "ci"), "weaponmaster_pay": ("p", "c", "n", "ci"),
    "decline_ability_cost": ("p", "c"), "trigger_targets": ("p", "c", "ab", "ci"),
    "activate": ("p", "c", "ci", "n", "ci", "lo", "cs", "cs", "cs"),
    "trigger_may": ("p", "c", "ab", "ci"), "ending_step": (),
    "play_from_trash": ("p", "c", "n", "ci"), "ready_rune": ("p", "c", "n", "n", "ci"),
    "pay_ability": ("p", "c", "cs", "cs"), "ask_repeat": ("p", "c"), "repeat": ("p", "c", "ci"),
}
#: the names of the triggered abilities in a position (the chain item kind "trigger" is a Play Effect)
_ABILITY_NAME = ABILITY_NAMES
#: the abilities other than a Play Effect (the kinds a triggered ability's task or decision names)
_OTHER_ABILITIES = tuple(k for k in ABILITY_NAMES if k != "trigger")
_KIND_HELP = {
    "p": "a seat", "c": "a card instance number", "l": "a location (battlefield index, or -1-seat "
    "for a base)", "b": "true or false", "n": "an integer >= 0", "i": "an integer",
    "bf": "a battlefield index", "side": "1 (attacker) or 2 (defender)",
    "cs": "a list of card instance numbers", "special": "'', 'combat' or 'ending'",
    "d": "a decision object {player, kind, context}", "zones": "the setup zones",
    "tg": "a list of lists of card instance numbers (or -1)",
    "lo": "null, -1 (the moved unit's base) or a battlefield index",
    "ci": "a card instance number, or -1",
    "ab": "the kind of a triggered ability other than a Play Effect: " + ", ".join(
        f"'{k}'" for k in ABILITY_NAMES if k != "trigger"),
}


@functools.cache
def _exact_cards() -> dict[str, CardDef]:
    """Every card by exact id, printing id and name (misses fall back to the database's
    forgiving lookups, which also suggest close names)."""
    out: dict[str, CardDef] = {}
    for c in load_cards():
        for key in (c.name, c.id, *c.printings):
            out.setdefault(key, c)
    return out


class _Builder:
    def __init__(self, m: PositionModel, practice: bool, copy_limits: bool) -> None:
        self.m = m
        self.practice = practice
        self.copy_limits = copy_limits
        self.problems: list[Problem] = []
        self.db: CardDB = load_cards()
        self.occ: list[_Occ] = []
        #: battlefield index -> (occurrence of its facedown card, that card's controller)
        self.facedown_occ: dict[int, tuple[int, int]] = {}
        self._cache: dict[str, CardDef | str] = {}

    # -- helpers --

    def fail(self, path: str, found: Any, allowed: str) -> None:
        """Record a problem; ``found`` is a JSON value, or a :class:`_Text` description."""
        self.problems.append(Problem(path, _show(found), allowed))

    def unreachable(self, path: str, found: Any, allowed: str) -> None:
        if not self.practice:
            self.fail(path, found, allowed + ' (or "practice": true)')

    def card(self, name: str, path: str) -> CardDef | None:
        hit = self._cache.get(name) or _exact_cards().get(name)
        if hit is None:
            try:
                hit = self.db.by_id(name)
            except UnknownCardError:
                try:
                    hit = self.db.by_name(name)
                except UnknownCardError as e:
                    msg = str(e)
                    hint = msg[msg.index(";") + 2:] if ";" in msg else ""
                    hit = "a card id or exact card name" + (f" ({hint})" if hint else "")
            self._cache[name] = hit
        if isinstance(hit, str):
            self.fail(path, name, hit)
            return None
        return hit

    def ref(self, value: Any, path: str, default_owner: int | None) -> int:
        """Register a card occurrence; returns its index in ``self.occ``."""
        if isinstance(value, str):
            card, cid, owner, cpath = value, None, None, path
        else:
            card, cid, owner, cpath = value.card, value.cid, value.owner, path + ".card"
        cd = self.card(card, cpath)
        if owner is None:
            owner = default_owner
        elif owner >= self.n:
            self.fail(path + ".owner", owner, self.seats)
            owner = _INVALID
        self.occ.append(_Occ(path, cd, cid, owner))
        return len(self.occ) - 1

    def seat(self, value: int | None, path: str, *, none: bool = True) -> int | None:
        if value is None:
            if not none:
                self.fail(path, None, self.seats)
            return None
        if not 0 <= value < self.n:
            self.fail(path, value, self.seats)
            return None
        return value

    def bf_index(self, value: Any, path: str) -> bool:
        if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < self.nbf:
            return True
        self.fail(path, value, f"a battlefield index 0..{self.nbf - 1}" if self.nbf
                  else "nothing: there are no battlefields")
        return False

    # -- the build --

    def build(self) -> GameState | None:
        m = self.m
        mode = MODES.get(m.mode)
        if mode is None:
            self.fail("mode", m.mode, "one of " + ", ".join(sorted(MODES)))
            return None
        n = self.n = mode.players
        self.seats = f"a seat 0..{n - 1}"
        nteams = max(mode.teams) + 1
        players = m.players if m.players is not None else [PlayerModel() for _ in range(n)]
        if len(players) != n:
            self.fail("players", _Text(f"{len(players)} players"), f"exactly {n} for {mode.name}")
            return None
        bfs = (m.battlefields if m.battlefields is not None
               else [BattlefieldModel() for _ in range(mode.battlefield_count)])
        self.nbf = len(bfs)
        if m.rng is not None and m.seed is not None:
            self.fail("seed", m.seed, "only one of rng and seed")

        # turn structure and defaults
        pending_given = "pending" in m.model_fields_set
        pd = m.pending
        phase = m.phase
        if phase is None:
            phase = ("over" if m.outcome is not None else
                     "mulligan" if pd is not None and pd.kind == "mulligan" else "main")
        early = phase in ("setup", "mulligan")
        order = m.turn_order
        if order is not None and sorted(order) != list(range(n)):
            self.fail("turn_order", order, f"each seat 0..{n - 1} once")
            order = None
        fp = m.first_player
        if fp is not None and self.seat(fp, "first_player") is None:
            fp = None
        tp = m.turn_player
        if tp is not None and self.seat(tp, "turn_player") is None:
            tp = None
        turn = m.turn
        if order is None:
            if fp is None:
                if tp is not None and early:
                    fp = tp
                elif tp is not None and turn:
                    fp = (tp - (turn - 1)) % n
                else:
                    fp = 0
            order = [(fp + i) % n for i in range(n)]
        elif fp is None:
            fp = order[0]
        if early:
            tp = fp if tp is None else tp
            turn = 0 if turn is None else turn
        else:
            if tp is None:
                tp = order[(turn - 1) % n] if turn else fp
            if turn is None:
                turn = 1 + order.index(tp)
        for k, s in enumerate(m.extra_turns):
            self.seat(s, f"extra_turns[{k}]")
        rounds, rest = divmod(turn, n)
        started = [0] * n
        for k, seat in enumerate(order):
            started[seat] = rounds + (k < rest)

        # players: points, zones
        team_points: dict[int, int] = {}
        for i, pm in enumerate(players):
            team = mode.teams[i]
            if pm.team is not None and pm.team != team:
                self.fail(f"players[{i}].team", pm.team, f"{team}, the seat's team in {mode.name} "
                          "(read-only)")
            if pm.points is not None:
                if team in team_points and team_points[team] != pm.points:
                    self.fail(f"players[{i}].points", pm.points,
                              f"{team_points[team]}, the points of teammate(s) "
                              "(a team shares its points, 489.8.d)")
                team_points.setdefault(team, pm.points)
        zones: list[dict[str, Any]] = []
        for i, pm in enumerate(players):
            pre = f"players[{i}]"
            z: dict[str, Any] = {}
            z["legend"] = self.ref(pm.legend, pre + ".legend", i) if pm.legend is not None else None
            z["champion"] = (self.ref(pm.champion, pre + ".champion", i)
                             if pm.champion is not None else None)
            for key in ("deck", "rune_deck"):
                val = getattr(pm, key)
                cards = val.unordered if isinstance(val, Unordered) else val
                sub = ".unordered" if isinstance(val, Unordered) else ""
                z[key] = [self.ref(c, f"{pre}.{key}{sub}[{k}]", i) for k, c in enumerate(cards)]
                z[key + "_unordered"] = isinstance(val, Unordered)
            for key in ("hand", "trash", "banishment", "set_aside"):
                z[key] = [self.ref(c, f"{pre}.{key}[{k}]", i)
                          for k, c in enumerate(getattr(pm, key))]
            z["runes"] = [(self.ref(r, f"{pre}.runes[{k}]", i),
                           r.exhausted if isinstance(r, RuneObject) else False)
                          for k, r in enumerate(pm.runes)]
            z["base"] = [self.unit(u, f"{pre}.base[{k}]", i, -1 - i)
                         for k, u in enumerate(pm.base)]
            z["gear"] = [(self.ref(x, f"{pre}.gear[{k}]", i), isinstance(x, GearObject) and x.exhausted,
                          isinstance(x, GearObject) and x.temporary) for k, x in enumerate(pm.gear)]
            zones.append(z)
        bf_zones: list[tuple[int | None, list]] = []
        for j, bm in enumerate(bfs):
            pre = f"battlefields[{j}]"
            self.seat(bm.controller, pre + ".controller")
            self.seat(bm.contested_by, pre + ".contested_by")
            if "card" not in bm.model_fields_set:
                card_ref: Any = f"Blank Battlefield {j + 1}"
            else:
                card_ref = bm.card
            occ = self.ref(card_ref, pre + ".card", j % n) if card_ref is not None else None
            ctrl = bm.controller if bm.controller is not None and bm.controller < n else None
            units = [self.unit(u, f"{pre}.units[{k}]", ctrl, j) for k, u in enumerate(bm.units)]
            bf_zones.append((occ, units))
            fd = bm.facedown
            if isinstance(fd, str):
                fd = bm.facedown = FacedownObject.model_construct(card=fd)
            if fd is not None:  # 107.3: its controller defaults to the battlefield's
                who = fd.controller if fd.controller is not None else ctrl
                if who is None or who >= n:
                    self.fail(pre + ".facedown.controller", who, self.seats)
                else:
                    self.facedown_occ[j] = (self.ref(fd, pre + ".facedown", who), who)
        chain: list[int | None] = [None if isinstance(c, TriggerObject | ActivatedObject)
                                   else self.ref(c, f"chain[{k}]", tp)
                                   for k, c in enumerate(m.chain)]
        for k, entry in enumerate(m.unused):
            self.ref(entry, f"unused[{k}]", None)
        for o in self.occ:
            if o.owner is None and o.card is not None:
                self.fail(o.path, _Text("a card without an owner"),
                          self.seats + " in its 'owner' field (a card here has no default owner)")
        cids = self.assign_cids()
        if cids is None:
            return None
        self.check_cards(zones, bf_zones, chain)
        if self.problems and any(o.card is None for o in self.occ):
            return None

        # the game state
        ncards = len(self.occ)
        table: list[CardDef] = [self.db.cards[0]] * ncards
        owner = [0] * ncards
        for o, c in zip(self.occ, cids, strict=True):
            if o.card is not None:
                table[c] = o.card
                owner[c] = o.owner if o.owner is not None and o.owner >= 0 else 0
        g = GameState(tuple(table), tuple(owner), mode)
        self.g = g
        g.rng = m.rng if m.rng is not None else seed_state(m.seed or 0)
        g.vs_delta = m.vs_delta
        vs = mode.victory_score + m.vs_delta
        if not MIN_VICTORY_SCORE <= vs <= MAX_VICTORY_SCORE:
            self.fail("vs_delta", m.vs_delta, f"a change that leaves the Victory Score ({mode.victory_score} "
                      f"in {mode.name}) between {MIN_VICTORY_SCORE} and {MAX_VICTORY_SCORE} (here it "
                      f"would be {vs})")
        g.turn = turn
        g.turn_player = tp
        g.first_player = fp
        g.turn_order = list(order)
        g.extra_turns = list(m.extra_turns)
        g.phase = phase
        g.points = [team_points.get(t, 0) for t in range(nteams)]
        g.burnout_seq = m.burnout_seq
        g.counts = dict(m.this_turn)
        g.decisions = m.decisions
        units_listed: list[Unit] = []
        shuffles: list[tuple[int, str]] = []
        for i, (pm, z) in enumerate(zip(players, zones, strict=True)):
            p = g.players[i]
            p.legend = cids[z["legend"]] if z["legend"] is not None else None
            p.champion = cids[z["champion"]] if z["champion"] is not None else None
            for key, attr in (("deck", "deck"), ("rune_deck", "rune_deck")):
                lst = [cids[k] for k in z[key]]
                if z[key + "_unordered"]:
                    setattr(p, attr, lst)
                    shuffles.append((i, attr))
                else:
                    setattr(p, attr, lst[::-1])
            p.hand = [cids[k] for k in z["hand"]]
            p.trash = [cids[k] for k in z["trash"]]
            p.banishment = [cids[k] for k in z["banishment"]]
            p.set_aside = [cids[k] for k in z["set_aside"]]
            p.runes = [cids[k] for k, _ in z["runes"]]
            p.rune_exhausted = [ex for _, ex in z["runes"]]
            p.pool_energy = pm.pool.energy
            p.pool_power = list(pm.pool.power)
            p.alive = pm.alive
            p.buff_might = pm.buff_might
            p.legend_exhausted = pm.legend_exhausted
            if pm.legend_exhausted and p.legend is None:
                self.fail(f"players[{i}].legend_exhausted", True, "false: the player has no legend")
            p.xp = pm.xp
            p.turns_started = pm.turns_started if pm.turns_started is not None else started[i]
            if pm.mulliganed is not None:
                p.mulliganed = pm.mulliganed
            elif phase == "setup":
                p.mulliganed = False
            elif phase == "mulligan":
                p.mulliganed = False  # set below once the pending decision is known
            else:
                p.mulliganed = True
            units_listed += [u for u in z["base"] if u is not None]
            for k, ex, tmp in z["gear"]:  # 149.2: gear on the board, in its controller's base
                g.gear[cids[k]] = Gear(cids[k], i, base_of(i), ex, tmp)
        for j, (occ_i, units) in enumerate(bf_zones):
            bm = bfs[j]
            g.battlefields.append(Battlefield(
                cids[occ_i] if occ_i is not None else -1,
                bm.controller if bm.controller is not None and bm.controller < n else None,
                bm.contested_by if bm.contested_by is not None and bm.contested_by < n else None,
                bm.showdown_staged, bm.combat_staged))
            if j in self.facedown_occ and isinstance(bm.facedown, FacedownObject):
                k, who = self.facedown_occ[j]
                hidden_on = bm.facedown.turn if bm.facedown.turn is not None else max(turn - 1, 0)
                g.battlefields[j].facedown = (cids[k], who, hidden_on)
            units_listed += [u for u in units if u is not None]
        self.unit_paths: dict[int, str] = {}
        for u in units_listed:
            self.unit_paths[cids[u.cid]] = self.occ[u.cid].path
            u.cid = cids[u.cid]
        g.chain = [ChainItem(cids[k], 0, "spell") if k is not None
                   else ChainItem(getattr(m.chain[j], "trigger", -1), 0, "trigger")
                   for j, k in enumerate(chain)]
        self.place_units(g, units_listed)
        self.attachments(g, players)
        self.showdown(g, tp)
        self.sets(g, nteams)
        self.outcome_and_pending(g, pd, pending_given, players)
        self.chain_items(g, chain)
        if g.showdown is not None and g.showdown.opened_by is None and g.chain:
            g.showdown.opened_by = g.chain[0].kind  # 346.1: by default the oldest item opened it
        self.tasks(g)
        for i, attr in shuffles:
            shuffle(g, getattr(g.players[i], attr))
            emit(g, "108.4.d" if attr == "deck" else "108.5.d", "position_shuffle", i, attr)
        self.info(g)
        if self.problems:
            return None
        self.reachable(g, players, bfs)
        if not self.problems:
            self.playable(g)
        return g if not self.problems else None

    def unit(self, u: Any, path: str, default_ctrl: int | None, loc: int) -> Unit | None:
        if isinstance(u, str):
            obj = UnitObject.model_construct(card=u)
        else:
            obj = u
        ctrl = obj.controller
        if ctrl is not None and self.seat(ctrl, path + ".controller") is None:
            return None
        if ctrl is None:
            ctrl = obj.owner if obj.owner is not None and obj.owner < self.n else default_ctrl
        if ctrl is None:
            self.fail(path, _Text("a unit without a controller"),
                      self.seats + " in its 'controller' field (the battlefield has no controller "
                      "to default to)")
        k = self.ref(u, path, ctrl if ctrl is not None else _INVALID)
        if ctrl is None:
            return None
        # the unit's cid is resolved later; keep the occurrence index for now
        return Unit(k, ctrl, loc, obj.exhausted, obj.damage, _ROLES[obj.role], obj.buffs,
                    obj.might_this_turn, obj.might_this_combat, obj.stunned, obj.temporary,
                    base_might=-1 if obj.base_might_this_turn is None else obj.base_might_this_turn,
                    empowered=obj.empowered, might_mod=obj.might_modifier)

    def assign_cids(self) -> list[int] | None:
        """Given cids stay; the others take the lowest free numbers in canonical order."""
        n = len(self.occ)
        where: dict[int, str] = {}
        bad = False
        for o in self.occ:
            if o.cid is None:
                continue
            if o.cid in where:
                self.fail(o.path + ".cid", o.cid, f"a cid used once (also at {where[o.cid]}): "
                          "a card can't be in two places")
                bad = True
            elif o.cid >= n:
                self.fail(o.path + ".cid", o.cid, f"0..{n - 1}: the {n} cards of the position are "
                          "numbered without gaps")
                bad = True
            else:
                where[o.cid] = o.path
        if bad:
            return None
        free = (c for c in range(n) if c not in where)
        return [o.cid if o.cid is not None else next(free) for o in self.occ]

    def check_cards(self, zones: list[dict], bf_zones: list, chain: list[int | None]) -> None:
        """Each card's kind fits its zone (107-108), and the engine can play it."""
        def want(k: int, types: tuple[str, ...], what: str) -> None:
            o = self.occ[k]
            if o.card is not None and o.card.type not in types:
                self.fail(o.path, _Text(f"{o.card.name!r}, a {o.card.type}"), what)

        main = ("Unit", "Spell", "Gear")
        for z in zones:
            if z["legend"] is not None:
                want(z["legend"], ("Legend",), "a Legend card (107.4)")
            if z["champion"] is not None:
                want(z["champion"], ("Unit",), "a Champion unit (108.3.b)")
            for key in ("deck", "hand", "trash", "set_aside"):
                for k in z[key]:
                    want(k, main, "a Main Deck card: Unit, Spell or Gear (103.2)")
            for k in z["rune_deck"]:
                want(k, ("Rune",), "a Rune card (103.3)")
            for k, _ in z["runes"]:
                want(k, ("Rune",), "a Rune card (160)")
        for occ_i, _ in bf_zones:
            if occ_i is not None:
                want(occ_i, ("Battlefield",), "a Battlefield card (169)")
        for k, _ in self.facedown_occ.values():
            want(k, main, "a Main Deck card (421.1: cards are hidden from a hand or Champion Zone)")
        for k in chain:
            if k is not None:
                want(k, main, "a Main Deck card being played (354)")
        for z in zones:
            for u in z["base"]:
                if u is not None:
                    want(u.cid, ("Unit",), "a Unit card (140)")
            for k, _, _ in z["gear"]:
                want(k, ("Gear",), "a Gear card (147)")
        for _, units in bf_zones:
            for u in units:
                if u is not None:
                    want(u.cid, ("Unit",), "a Unit card (140)")
        ids = sorted({o.card.id for o in self.occ if o.card is not None})
        bad = set(unsupported_cards(Deck("", None, None, tuple(ids), (), ()), self.db))
        for o in self.occ:
            if o.card is not None and o.card.name in bad:
                self.fail(o.path, o.card.name, "a card the engine can play (this one's abilities "
                          "are not implemented yet)")
        if self.copy_limits and not self.practice:
            counts: Counter = Counter()
            for o in self.occ:
                if (o.card is not None and o.card.type in main and not o.card.is_token
                        and o.owner is not None and o.owner >= 0):
                    counts[(o.owner, o.card.name)] += 1
                    if counts[(o.owner, o.card.name)] == MAX_COPIES + 1:
                        self.fail(o.path, _Text(f"a 4th copy of {o.card.name!r} owned by P{o.owner}"),
                                  f"at most {MAX_COPIES} copies of a name per player (103.2.b), "
                                  'or "practice": true')

    def chain_items(self, g: GameState, chain: list[int | None]) -> None:
        """The chain's items with their controllers and choices (328-329, 355)."""
        d = g.pending
        items = []
        for k, (occ_i, raw) in enumerate(zip(chain, self.m.chain, strict=True)):
            path = f"chain[{k}]"
            if isinstance(raw, ActivatedObject):
                items.append(self.activated_item(g, raw, path))
                continue
            if occ_i is None:
                assert isinstance(raw, TriggerObject)
                items.append(self.trigger_item(g, raw, path))
                continue
            cid = g.chain[k].cid
            obj = raw if isinstance(raw, ChainObject) else ChainObject.model_construct(card=raw)
            card = self.occ[occ_i].card
            owner = g.owner[cid]
            ctrl = obj.controller
            if ctrl is not None and self.seat(ctrl, path + ".controller") is None:
                ctrl = None
            if ctrl is None:
                ctrl = owner if 0 <= owner < self.n else 0
            ctype = card.type if card is not None else None
            typed = {"Unit": "unit", "Gear": "gear"}.get(ctype, "spell") if ctype is not None else None
            kind = obj.kind or typed or "spell"
            if typed is not None and kind != typed:
                self.fail(path + ".kind", kind, f"{typed}, as the card is a {ctype}")
            paying = d is not None and d.kind == "pay" and d.context[:1] == (cid,)
            finalized = obj.finalized if obj.finalized is not None else (kind == "spell" and not paying)
            targets: list[tuple[int, ...]] = []
            for a, group in enumerate(obj.targets):
                for b, c in enumerate(group):
                    if (c != -1 and c not in g.units and c not in g.gear  # a gear: Fading Memories
                            and not any(i.cid == c and i.kind == "spell" for i in items)):  # 425.3
                        self.fail(f"{path}.targets[{a}][{b}]", c, "the cid of a unit or gear on the "
                                  "board, of a spell below on the chain, or -1 for a target that left "
                                  "the board or the chain (355.9.a, 425.3)")
                targets.append(tuple(group))
            dest = obj.destination
            if dest is not None and not -1 <= dest < self.nbf:
                self.fail(path + ".destination", dest, f"-1 (the moved unit's base) or a battlefield "
                          f"index 0..{self.nbf - 1}")
            for b, c in enumerate(obj.refs):
                if not self.is_cid(c):
                    self.fail(f"{path}.refs[{b}]", c, f"a cid 0..{len(g.cards) - 1}")
            at = obj.hidden_at
            if at is not None and at >= self.nbf:
                self.fail(path + ".hidden_at", at, f"a battlefield index 0..{self.nbf - 1}")
            items.append(ChainItem(cid, ctrl, kind, finalized, tuple(targets), dest, tuple(obj.done),
                                   tuple(obj.refs), at))
        g.chain = items

    def activated_item(self, g: GameState, obj: ActivatedObject, path: str) -> ChainItem:
        """An activated ability on the chain (377.3): its source has an ability of that card."""
        from .engine.abilities import ABILITIES, ability_key

        src = obj.activated
        card_id: str | None = None
        if not self.is_cid(src):
            self.fail(path + ".activated", src, f"a cid 0..{len(g.cards) - 1}")
        elif obj.of is None:
            card_id = g.cards[src].id
        else:
            found = _exact_cards().get(obj.of)
            if found is None:
                self.fail(path + ".of", obj.of, "a card id or exact card name")
            else:
                card_id = found.id
        if card_id is not None and obj.mode >= len(ABILITIES.get(card_id, ())):
            self.fail(path + (".mode" if card_id in ABILITIES else ".activated"), obj.mode,
                      f"one of the {len(ABILITIES[card_id])} activated abilities of the card, from 0"
                      if card_id in ABILITIES else "a card with an implemented activated ability")
            card_id = None
        ctrl = self.item_controller(g, obj.controller, src, path)
        loc = obj.location
        if loc is not None and not -1 <= loc < self.nbf:
            self.fail(path + ".location", loc, f"-1 (the base) or a battlefield index 0..{self.nbf - 1}")
        dest = -1 - ctrl if loc == -1 else loc
        targets = self.ability_targets(g, obj.targets, obj.refs, path)
        key = ability_key(card_id, obj.mode) if card_id is not None else None
        return ChainItem(src if self.is_cid(src) else 0, ctrl, "activated", obj.finalized,
                         tuple(targets), dest, tuple(obj.done), tuple(obj.refs), ability=key)

    def item_controller(self, g: GameState, ctrl: int | None, src: int, path: str) -> int:
        """A chain item's controller: as written, else its source card's owner."""
        if ctrl is not None and self.seat(ctrl, path + ".controller") is None:
            ctrl = None
        if ctrl is None:
            owner = g.owner[src] if self.is_cid(src) else 0
            ctrl = owner if 0 <= owner < self.n else 0
        return ctrl

    def ability_targets(self, g: GameState, targets: list[list[int]], refs: list[int],
                        path: str) -> list[tuple[int, ...]]:
        """An ability's chosen targets (units or runes on the board, or -1 for one that left it,
        355.9.a) and the cards it acted on (any cid)."""
        out: list[tuple[int, ...]] = []
        for a, group in enumerate(targets):
            for b, c in enumerate(group):
                if c != -1 and c not in g.units and not any(c in p.runes for p in g.players):
                    self.fail(f"{path}.targets[{a}][{b}]", c, "the cid of a unit or rune on the "
                              "board, or -1 for a target that left the board (355.9.a)")
            out.append(tuple(group))
        for b, c in enumerate(refs):
            if not self.is_cid(c):
                self.fail(f"{path}.refs[{b}]", c, f"a cid 0..{len(g.cards) - 1}")
        return out

    def trigger_item(self, g: GameState, obj: TriggerObject, path: str) -> ChainItem:
        """A triggered ability on the chain: its source names a card with one (383)."""
        src = obj.trigger
        has = [k for k in ABILITY_NAMES
               if self.is_cid(src) and g.cards[src].id in TRIGGERED[k]
               and (k != "temporary" or self.temporary_source(g, src, obj.ability == "temporary"))]
        kind = {None: has[0] if has else "trigger", "play": "trigger"}.get(obj.ability, obj.ability or "")
        if kind not in has:
            self.fail(path + (".ability" if has else ".trigger"), obj.ability if has else src,
                      f"one of the card's triggered abilities {[_ABILITY_NAME[k] for k in has]}"
                      if has else "the cid of a card with an implemented triggered ability")
        here = obj.here
        if kind == "trigger":
            if here is not None:
                self.fail(path + ".here", here, "absent for a Play Effect")
                here = None
        elif here is None:
            u = g.units.get(src)
            here = u.loc if u is not None and u.loc >= 0 else None
        elif not self.is_loc(here):  # a base too: a Temporary unit's trigger (816.1.b) may be there
            self.fail(path + ".here", here, f"a battlefield index 0..{self.nbf - 1}, or -1-seat for "
                      "a base")
        ctrl = self.item_controller(g, obj.controller, src, path)
        d = g.pending
        choosing = d is not None and d.kind == "choose_card" and d.context[:2] in (
            ("trigger_target", src), ("ability_target", src), ("trigger_may", src),
            ("play_effect_may", src), ("trigger_targets", src))
        finalized = obj.finalized if obj.finalized is not None else not choosing
        targets = self.ability_targets(g, obj.targets, obj.refs, path)
        at = obj.hidden_at
        if at is not None and (kind != "trigger" or at >= self.nbf):
            self.fail(path + ".hidden_at", at, "a battlefield index, for a Play Effect only (811.1.d.2)")
        return ChainItem(src, ctrl, kind, finalized, tuple(targets), here, tuple(obj.done),
                         tuple(obj.refs), at)

    def temporary_source(self, g: GameState, src: int, named: bool) -> bool:
        """Whether ``src`` has a Temporary ability (816.3): printed, or given to the unit or gear
        on the board; named in the file, any unit or gear card (it may have left the board)."""
        x: Unit | Gear | None = g.units.get(src) or g.gear.get(src)
        if (x is not None and x.temporary) or g.cards[src].has_keyword("Temporary"):
            return True
        return named and g.cards[src].type in ("Unit", "Gear")

    def attachments(self, g: GameState, players: list[PlayerModel]) -> None:
        """Gear attached to a unit (434, 718) take its location (719.3); the Empowered status (441)."""
        for i, pm in enumerate(players):
            mine = [x for x in g.gear.values() if x.controller == i]
            for q, (x, gm) in enumerate(zip(mine, pm.gear, strict=False)):
                if not isinstance(gm, GearObject):
                    continue
                x.empowered = gm.empowered
                if gm.attached_to is None:
                    continue
                u = g.units.get(gm.attached_to)
                if u is None:
                    self.fail(f"players[{i}].gear[{q}].attached_to", gm.attached_to,
                              "the cid of a unit on the board (434, 718)")
                else:
                    x.attached_to, x.loc = u.cid, u.loc

    def place_units(self, g: GameState, units: list[Unit]) -> None:
        order = self.m.unit_order
        if order is None:
            for u in units:
                g.units[u.cid] = u
            return
        have = {u.cid: u for u in units}
        if sorted(order) != sorted(have):
            self.fail("unit_order", order, f"the cids of the units on the board, each once: "
                      f"{sorted(have)}")
            for u in units:
                g.units[u.cid] = u
            return
        for c in order:
            g.units[c] = have[c]

    def showdown(self, g: GameState, tp: int) -> None:
        s = self.m.showdown
        if s is None:
            return
        ok = self.bf_index(s.battlefield, "showdown.battlefield")
        for key in ("attacker", "defender", "focus"):
            self.seat(getattr(s, key), "showdown." + key)
        if s.combat and (s.attacker is None or s.defender is None):
            self.fail("showdown", _Text("a combat without " + ("an attacker" if s.attacker is None
                                                                else "a defender")),
                      "a combat names its attacker and defender (460)")
        focus = s.focus
        if focus is None:
            b = g.battlefields[s.battlefield] if ok else None
            focus = (s.attacker if s.combat and s.attacker is not None else
                     b.contested_by if b is not None and b.contested_by is not None else tp)
        for k, (c, _) in enumerate(s.assigned):
            if c >= len(g.cards):
                self.fail(f"showdown.assigned[{k}][0]", c, f"a cid 0..{len(g.cards) - 1}")
        opened_by = s.chain_opened_by
        waiting = any(t and t[0] in _PLACING_TASKS for t in (self.m.tasks or [])) or (
            self.m.pending is not None and self.m.pending.kind == "order_triggers")
        if opened_by is not None and not self.m.chain and not waiting:
            # (abilities that triggered as the chain's last item resolved still wait to go on it:
            # the chain has not closed, 383.3.b, and what opened it still counts, 346.1)
            self.fail("showdown.chain_opened_by", opened_by, "absent while the chain is empty")
        for k, c in enumerate(s.triggers_checked):
            if c >= len(g.cards):
                self.fail(f"showdown.triggers_checked[{k}]", c, f"a cid 0..{len(g.cards) - 1}")
        if s.triggers_checked and not s.combat:
            self.fail("showdown.triggers_checked", s.triggers_checked, "empty outside a combat")
        g.showdown = Showdown(s.battlefield, s.combat, focus, s.passes, s.attacker, s.defender,
                              tuple((c, a) for c, a in s.assigned), s.recalled, opened_by,
                              tuple(s.triggers_checked))

    def sets(self, g: GameState, nteams: int) -> None:
        m = self.m
        for k, (p, bf) in enumerate(m.ledger):
            self.seat(p, f"ledger[{k}][0]")
            self.bf_index(bf, f"ledger[{k}][1]")
        for key in ("disqualified", "excused"):
            for k, (t, bf) in enumerate(getattr(m, key)):
                if t >= nteams:
                    self.fail(f"{key}[{k}][0]", t, f"a team 0..{nteams - 1}")
                self.bf_index(bf, f"{key}[{k}][1]")
        g.ledger = {(p, bf) for p, bf in m.ledger}
        g.disqualified = {(t, bf) for t, bf in m.disqualified}
        g.excused = {(t, bf) for t, bf in m.excused}

    def outcome_and_pending(self, g: GameState, pd: DecisionModel | None, given: bool,
                            players: list[PlayerModel]) -> None:
        m = self.m
        if m.outcome is not None:
            for k, w in enumerate(m.outcome.winners):
                self.seat(w, f"outcome.winners[{k}]")
            g.outcome = Outcome(tuple(m.outcome.winners), Termination(m.outcome.termination),
                                m.outcome.rule)
            if pd is not None:
                self.fail("pending", pd.model_dump(), "null: the game is over")
            return
        if pd is None and not given:
            sd = g.showdown
            if sd is not None:
                pd = DecisionModel(player=sd.focus, kind="focus")
            elif g.phase == "mulligan":
                seat = next((s for s in g.turn_order if players[s].mulliganed is not True), None)
                if seat is None:
                    self.fail("pending", _Text("nothing"), "a decision: every player has mulliganed")
                    return
                pd = DecisionModel(player=seat, kind="mulligan")
            elif g.phase == "main":
                pd = DecisionModel(player=g.turn_player, kind="main")
            else:
                self.fail("pending", _Text("nothing"), f"a decision (it may be left out only in the Main "
                          f"Phase or the Mulligan, not in phase {g.phase!r})")
                return
        if pd is None:
            if not m.run:
                self.fail("pending", None, "a decision, or \"run\": true with outstanding tasks "
                          "(a game not over waits for a decision)")
            return
        if self.seat(pd.player, "pending.player") is None:
            return
        ctx = self.context(pd.kind, pd.context, "pending.context", g)
        if ctx is None:
            return
        g.pending = Decision(pd.player, pd.kind, ctx)
        if g.phase == "mulligan" and pd.kind == "mulligan":
            after = False
            for s in g.turn_order:
                if s == pd.player:
                    after = True
                if players[s].mulliganed is None:
                    g.players[s].mulliganed = not after

    def context(self, kind: str, raw: list, path: str, g: GameState) -> tuple | None:
        """Check a decision's context has the shape the engine gives that kind; return it."""
        ctx = _tuplify(raw)
        nf = len(self.problems)
        on_chain = [it.cid for it in g.chain]
        if kind in ("main", "focus", "mulligan"):
            if ctx != ():
                self.fail(path, raw, "[] (this kind of decision has no context)")
        elif kind == "invited":  # 489.8.a: [the Turn Player who invited]
            if len(ctx) != 1 or not _is_int(ctx[0]):
                self.fail(path, raw, "[seat] (the Turn Player who invited them, 489.8.a)")
            else:
                self.seat(ctx[0], path + "[0]")
        elif kind == "pay":
            if len(ctx) == 1 and self.is_cid(ctx[0]):
                if ctx[0] not in on_chain:
                    self.fail(path + "[0]", ctx[0], f"a cid on the chain {on_chain} (the card paid "
                              "for is on the chain, 354)")
            elif (len(ctx) != 3 or not self.is_cid(ctx[0]) or not self.is_loc(ctx[1])
                    or not isinstance(ctx[2], bool)):
                self.fail(path, raw, "[cid, location, accelerate] (a unit being paid for) or [cid] "
                          "(a spell)")
            elif ctx[0] not in on_chain:
                self.fail(path + "[0]", ctx[0], f"a cid on the chain {on_chain} (the card paid for "
                          "is on the chain, 354)")
        elif kind == "priority":
            if len(ctx) != 1 or not _is_int(ctx[0]) or ctx[0] < 0:
                self.fail(path, raw, "[passes]: how many players passed Priority in sequence (339)")
            elif not g.chain:
                self.fail(path, raw, "a priority decision only while a chain exists (312.2.c-d)")
        elif kind == "choose_card":
            shapes = {"discard_pick": ("c", "n", "n"), "kill_pick": ("c", "n", "n", "b"),
                      "trigger_target": ("c",), "trash_pick": ("c", "n"), "ability_target": ("c", "ab"),
                      **CARD_CHOICE_SHAPES}
            spec = shapes.get(ctx[0]) if ctx and isinstance(ctx[0], str) else None
            if spec is None or len(ctx) != 1 + len(spec) or not all(
                    self.is_cid(v) if k == "c" else isinstance(v, bool) if k == "b"
                    else v in _OTHER_ABILITIES if k == "ab"
                    else _is_int(v) and v >= 0 for k, v in zip(spec, ctx[1:], strict=True)):
                self.fail(path, raw, "['discard_pick', spell, instruction, left], ['kill_pick', "
                          "spell, instruction, player index, killed so far], ['trigger_target', "
                          "source], ['ability_target', source, ability] or ['trash_pick', item, "
                          "instruction]")
            elif ctx[1] not in on_chain:
                self.fail(path + "[1]", ctx[1], f"a cid on the chain {on_chain} (the resolving "
                          "spell)")
        elif kind == "order_triggers":
            mixed = (len(ctx) == 2 and isinstance(ctx[0], tuple) and isinstance(ctx[1], tuple)
                     and len(ctx[0]) == len(ctx[1]) and all(k in _OTHER_ABILITIES for k in ctx[0]))
            if (len(ctx) not in (2, 3) or (ctx[0] not in _OTHER_ABILITIES and not mixed)
                    or not isinstance(ctx[1], tuple) or len(ctx[1]) < 2
                    or not all(self.is_cid(c) for c in ctx[1]) or len(set(ctx[1])) != len(ctx[1])
                    or (len(ctx) == 3 and not self.is_cid(ctx[2]))):
                self.fail(path, raw, "[ability, [source, source, ...]], [[ability, ...], [source, "
                          "...]] (a kind per source) or [ability, [source, ...], subject]: the "
                          "sources whose abilities of that kind triggered together "
                          "(383.3.d), at least two, and the unit the event happened to if they act "
                          "on it")
        elif kind == "assign":
            sd = g.showdown
            if len(ctx) != 1 or ctx[0] not in (ATTACKER, DEFENDER) or isinstance(ctx[0], bool):
                self.fail(path, raw, "[1] (attacker's damage) or [2] (defender's damage)")
            elif sd is None or not sd.combat:
                self.fail(path, raw, "an assign decision only during a combat (465)")
        elif kind == "choose_battlefield" and len(ctx) == 4 and ctx[0] == "place_battlefield":
            # 486.5: a Match player selects one of their battlefields: [task, options, seat, cids]
            if (not isinstance(ctx[1], tuple) or not ctx[1] or not isinstance(ctx[3], tuple)
                    or not all(self.is_cid(c) for c in ctx[3])
                    or any(not _is_int(i) or not 0 <= i < len(ctx[3]) for i in ctx[1])):
                self.fail(path, raw, "['place_battlefield', [option, ...], seat, [cid, ...]] with "
                          "each option an index into the cids")
            else:
                self.seat(ctx[2] if _is_int(ctx[2]) else -1, f"{path}[2]")
        elif kind == "choose_battlefield":
            if (len(ctx) != 2 or ctx[0] not in ("begin_showdown", "begin_combat")
                    or not isinstance(ctx[1], tuple) or not ctx[1]):
                self.fail(path, raw, "['begin_showdown' or 'begin_combat', [battlefield, ...]] or "
                          "['place_battlefield', [option, ...], seat, [cid, ...]]")
            else:
                for k, bf in enumerate(ctx[1]):
                    self.bf_index(bf, f"{path}[1][{k}]")
        elif kind == "choose_opponent":
            if len(ctx) != 2 or not isinstance(ctx[0], str) or not isinstance(ctx[1], tuple) \
                    or not ctx[1]:
                self.fail(path, raw, "[reason, [seat, ...]]")
            else:
                for k, s in enumerate(ctx[1]):
                    if not (isinstance(s, int) and not isinstance(s, bool)):
                        self.fail(f"{path}[1][{k}]", s, self.seats)
                    else:
                        self.seat(s, f"{path}[1][{k}]")
        elif kind == "replacement":  # 372: [event, args, default tasks, applied keys, keys]
            events = set(REPLACEMENT_RULES) | set(REPLACEMENT_CARDS)
            if (len(ctx) != 5 or ctx[0] not in events or not isinstance(ctx[1], tuple)
                    or not isinstance(ctx[2], tuple)
                    or not all(isinstance(t, tuple) and t and t[0] in TASK_ARGS for t in ctx[2])
                    or not all(isinstance(k, str) for k in (*ctx[3], *ctx[4])) or not ctx[4]):
                self.fail(path, raw, f"[event, [args], [[task, ...], ...], [applied key, ...], "
                          f"[key, ...]] with an event of {sorted(events)}")
        return ctx if len(self.problems) == nf else None

    def is_cid(self, v: Any) -> bool:
        return isinstance(v, int) and not isinstance(v, bool) and 0 <= v < len(self.g.cards)

    def is_loc(self, v: Any) -> bool:
        return (isinstance(v, int) and not isinstance(v, bool)
                and (0 <= v < self.nbf or -self.n <= v <= -1))

    def tasks(self, g: GameState) -> None:
        m = self.m
        if m.tasks is None:
            d = g.pending
            default = _default_tasks(g, d)
            if default is None:
                assert d is not None
                self.fail("tasks", _Text("nothing"), f"the outstanding tasks (a {d.kind} decision in phase "
                          f"{g.phase!r} has no default continuation)")
                return
            g.tasks = default
            return
        out: list[tuple] = []
        for k, raw in enumerate(m.tasks):
            t = self.task(raw, f"tasks[{k}]", g)
            if t is not None:
                out.append(t)
        g.tasks = out
        if m.run and g.pending is None and g.outcome is None and not out:
            self.fail("tasks", [], "outstanding tasks to run (\"run\": true)")

    def task(self, raw: list, path: str, g: GameState) -> tuple | None:
        name = raw[0]
        if not isinstance(name, str) or name not in TASKS:
            self.fail(path + "[0]", name, "a task name the engine knows: " + ", ".join(sorted(TASKS)))
            return None
        args = raw[1:]
        spec = TASK_ARGS.get(name)
        if spec is None:  # a task added to the engine after this module: check the arity only
            try:
                inspect.signature(TASKS[name]).bind(g, *args)
            except TypeError:
                self.fail(path, raw, f"the arguments of task {name!r}")
                return None
            return (name, *_tuplify(args))
        if len(args) != len(spec) and not (name == "cleanup" and not args):
            self.fail(path, raw, f"[{name!r}" + "".join(f", {_KIND_HELP[s]}" for s in spec) + "]")
            return None
        out: list[Any] = [name]
        for k, (kind, v) in enumerate(zip(spec, args, strict=False)):
            ok = self.arg(kind, v, f"{path}[{k + 1}]", g)
            if ok is _BAD:
                return None
            out.append(ok)
        if name == "place_battlefield" and out[1] >= len(out[3]):
            self.fail(path + "[1]", out[1], f"an index into the {len(out[3])} battlefields offered")
            return None
        return tuple(out)

    def arg(self, kind: str, v: Any, path: str, g: GameState) -> Any:
        is_int = isinstance(v, int) and not isinstance(v, bool)
        good: bool
        if kind == "p":
            good = is_int and 0 <= v < self.n
        elif kind == "c":
            good = self.is_cid(v)
        elif kind == "l":
            good = self.is_loc(v)
        elif kind == "b":
            good = isinstance(v, bool)
        elif kind == "n":
            good = is_int and v >= 0
        elif kind == "i":
            good = is_int
        elif kind == "bf":
            good = is_int and 0 <= v < self.nbf
        elif kind == "side":
            good = is_int and v in (ATTACKER, DEFENDER)
        elif kind == "cs":
            good = isinstance(v, list) and all(self.is_cid(c) for c in v)
            if good:
                return tuple(v)
        elif kind == "special":
            good = v in ("", "combat", "ending")
        elif kind == "tg":
            good = isinstance(v, list) and all(
                isinstance(t, list) and all(c == -1 or self.is_cid(c) for c in t) for t in v)
            if good:
                return tuple(tuple(t) for t in v)
        elif kind == "lo":
            good = v is None or (is_int and -1 <= v < self.nbf)
        elif kind == "ci":
            good = is_int and (v == -1 or self.is_cid(v))
        elif kind == "ab":  # a kind, or one per source of a mixed ordering (383.3.d)
            if isinstance(v, list | tuple):
                good = bool(v) and all(k in _OTHER_ABILITIES for k in v)
                if good:
                    return tuple(v)
            else:
                good = v in _OTHER_ABILITIES
        elif kind == "d":
            if not isinstance(v, dict):
                good = False
            else:
                try:
                    dm = DecisionModel.model_validate(v)
                except ValidationError:
                    good = False
                else:
                    if self.seat(dm.player, path + ".player") is None:
                        return _BAD
                    ctx = self.context(dm.kind, dm.context, path + ".context", g)
                    if ctx is None:
                        return _BAD
                    return Decision(dm.player, dm.kind, ctx)
        elif kind == "zones":
            good = isinstance(v, list)
            if good:
                try:
                    return tuple(tuple((str(k), list(c)) for k, c in seat) for seat in v)
                except (TypeError, ValueError):
                    good = False
        else:  # pragma: no cover
            raise AssertionError(kind)
        if not good:
            self.fail(path, v, _KIND_HELP[kind])
            return _BAD
        return v

    def info(self, g: GameState) -> None:
        info = self.m.info
        if info is None:
            return
        derived = _info(g)
        for key in InfoModel.model_fields:
            given = getattr(info, key)
            if key in info.model_fields_set and given != derived[key]:
                self.fail(f"info.{key}", given, f"{_show(derived[key])}, as the position gives it "
                          "(read-only)")

    def reachable(self, g: GameState, players: list[PlayerModel], bfs: list) -> None:
        """Checks of states no game can reach (skipped with "practice": true)."""
        if self.practice:
            return
        R = self.unreachable
        mode = g.mode
        n = self.n
        over = g.outcome is not None
        if len(g.battlefields) != mode.battlefield_count and g.phase != "setup":
            R("battlefields", _Text(f"{len(g.battlefields)} battlefields"),
              f"{mode.battlefield_count} in {mode.name} (rule {mode.rule})")
        if g.turn_order != [(g.first_player + i) % n for i in range(n)]:
            R("turn_order", g.turn_order, "the seats in order from the first player (115)")
        if sum(p.turns_started for p in g.players) != g.turn:
            R("turn", g.turn, f"{sum(p.turns_started for p in g.players)}, the turns the players "
              "started (each turn starts with one player's Awaken, 315.1)")
        early = g.phase in ("setup", "mulligan")
        if early and g.turn:
            R("turn", g.turn, "0 before the first turn (118)")
        if not early and not over and g.players[g.turn_player].turns_started < 1:
            R(f"players[{g.turn_player}].turns_started", 0, "at least 1 for the turn player")
        if over != (g.phase == "over"):
            R("phase", g.phase, "'over' exactly when the game has an outcome (196)")
        if not over and not g.players[g.turn_player].alive:
            R("turn_player", g.turn_player, "a living player (652.5.a.1)")
        d = g.pending
        if d is not None:
            if not g.players[d.player].alive:
                R("pending.player", d.player, "a living player (652.5)")
            if d.kind == "main" and (d.player != g.turn_player or g.phase != "main" or g.chain
                                     or g.showdown is not None):
                R("pending", _dump_decision(d), "a main decision only for the turn player "
                  "in a Neutral Open Main Phase (316.5, 335)")
            if d.kind == "invited" and (d.context != (g.turn_player,) or g.phase != "main" or g.chain
                                        or g.showdown is not None or d.player == g.turn_player
                                        or g.team_of[d.player] != g.team_of[g.turn_player]):
                R("pending", _dump_decision(d), "an invitation only for a teammate of the Turn "
                  "Player, by the Turn Player, in a Neutral Open Main Phase (316.5.b.1, 489.8.a)")
            if d.kind == "priority" and any(not it.finalized for it in g.chain):
                R("chain", _Text("a pending item"), "every item finalized when a player has Priority "
                  "(312.2.c, 337.4)")
            if d.kind == "focus" and g.chain:
                R("chain", _Text(f"{len(g.chain)} item(s)"), "no chain at a focus decision: Focus acts "
                  "in a Showdown Open State (313.1)")
            if d.kind == "focus" and (g.showdown is None or g.showdown.focus != d.player):
                R("pending.player", d.player, "the player with Focus (347)")
            if d.kind == "mulligan" and g.phase != "mulligan":
                R("phase", g.phase, "'mulligan' at a mulligan decision (117)")
            if d.kind == "focus" and g.showdown is not None and g.showdown.passes >= sum(
                    p.alive for p in g.players):
                R("showdown.passes", g.showdown.passes, "fewer than the living players: when all "
                  "have passed in sequence the showdown ends (347.2.a)")
            if d.kind not in ("main", "invited"):
                if not g.tasks or g.tasks[0][0] not in _CONTINUATIONS:
                    R("tasks", [_jsonable(t) for t in g.tasks[:1]],
                      "a stack whose bottom task carries the turn on after the decision: "
                      + ", ".join(_CONTINUATIONS))
                want = _default_tasks(g, d) if d.kind in ("pay", "assign", "mulligan") else None
                # a ("chain",) task left under the decision by abilities that were then declined
                # (383.3.a.2) runs when the chain is empty again, doing nothing (340.2), and a
                # cleanup queued under abilities a Conquer triggered (466.5.d) checks again what
                # their own cleanup checked: neither matters
                idle = (("chain",), ("cleanup", ""))
                if want is not None and [t for t in g.tasks if t not in idle] != [
                        t for t in want if t not in idle]:
                    R("tasks", [_jsonable(t) for t in g.tasks],
                      f"{[_jsonable(t) for t in want]}, what the engine holds under a {d.kind} "
                      f"decision in phase {g.phase!r}")
        for t in set(mode.teams):
            alive = {g.players[p].alive for p in range(n) if mode.teams[p] == t}
            if len(alive) > 1:
                R("players", _Text("teammates of whom only some are alive"),
                  "a team removed together (489.6.a.1)")
        if over and g.outcome is not None:
            team = {mode.teams[w] for w in g.outcome.winners}
            members = sorted(p for p in range(n) if mode.teams[p] in team)
            if len(team) != 1 or sorted(g.outcome.winners) != members:
                R("outcome.winners", list(g.outcome.winners), "the members of one team "
                  "(489.6.a.3)")
        sd = g.showdown
        here: list[set[int]] = [set() for _ in g.battlefields]
        where = self.unit_paths
        # a unit with lethal damage is still there while no cleanup has run since: as a chain item
        # resolves (321), or as abilities are put on the chain before the next cleanup (383.3.b)
        cleanup_due = (g.pending is not None and g.pending.kind == "order_triggers") or any(
            t[0] in ("cleanup", "finish_spell") for t in g.tasks)
        for u in g.units.values():
            if u.loc >= 0:
                here[u.loc].add(u.controller)
            elif u.loc != -1 - u.controller:
                R(where[u.cid] + ".controller", u.controller,
                  f"P{-1 - u.loc}, whose base it is in (323.7)")
            if not over and not g.players[u.controller].alive:  # a concession that ended the game
                R(where[u.cid] + ".controller", u.controller, "a living player (652.1)")  # banishes nothing
            if u.damage and u.damage >= might(g, u) and not cleanup_due:
                R(where[u.cid] + ".damage", u.damage, "less than the unit's Might (lethal damage "
                  "kills it in a cleanup, 323.5)")
            if u.role != NO_ROLE and not cleanup_due:  # a cleanup resets roles (323.2)
                role = (ATTACKER if sd is not None and sd.combat and u.loc == sd.bf
                        and u.controller == sd.attacker else
                        DEFENDER if sd is not None and sd.combat and u.loc == sd.bf
                        and u.controller == sd.defender else NO_ROLE)
                if u.role != role:
                    R(where[u.cid] + ".role", _ROLE_NAMES[u.role],
                      _show(_ROLE_NAMES[role]) + ": roles belong to the units of a combat's "
                      "attacker and defender at its battlefield (464.2.c.3)")
        # triggered abilities still being put on the chain: the state has not opened yet (383.3.b)
        placing = (g.pending is not None and g.pending.kind == "order_triggers") or any(
            t[0] in _PLACING_TASKS for t in g.tasks)
        for j, b in enumerate(g.battlefields):
            fight = sd is not None and sd.bf == j
            if (b.controller is not None and not g.chain and not fight and not placing
                    and b.controller not in here[j]):
                R(f"battlefields[{j}].controller", b.controller,
                  "a player with a unit there, or null (control of an empty battlefield is lost "
                  "in an Open State outside a showdown, 323.6)")
            if (b.controller is not None and b.contested_by is None and not fight
                    and any(mode.teams[p] != mode.teams[b.controller] for p in here[j])):
                R(f"battlefields[{j}]", _Text(f"P{b.controller} in control with an opponent's unit "
                                              "there, uncontested and with no showdown or combat"),
                  "contested_by set to that opponent (a unit arriving where its controller has no "
                  "control contests the battlefield, 190.3.a.1; the showdown or combat staged next "
                  "decides control, 323.8-323.9)")
            if b.contested_by is not None and b.contested_by not in here[j] and not fight \
                    and not g.chain:
                R(f"battlefields[{j}].contested_by", b.contested_by,
                  "a player with a unit there, or null (323.11)")
            f = b.facedown
            if f is not None and f[1] != b.controller and d is not None and d.kind == "main":
                R(f"battlefields[{j}].facedown.controller", f[1], "the battlefield's controller: a "
                  "facedown card is lost with the battlefield in a cleanup (107.3.c-d, 323.7)")
            if f is not None and f[2] > g.turn:
                R(f"battlefields[{j}].facedown.turn", f[2], f"at most the current turn {g.turn} (421)")
        if sd is not None and sd.combat and not g.chain:
            for who in (sd.attacker, sd.defender):
                if who is not None and who not in here[sd.bf] and g.pending is not None \
                        and g.pending.kind == "assign":
                    R("showdown", _Text(f"P{who} with no unit at the combat"),
                      "both sides present when damage is assigned (465.1)")

    def playable(self, g: GameState) -> None:
        """The engine can list the answers to the pending decision."""
        if g.pending is None:
            return
        try:
            opts = legal_actions(g)
        except Exception as e:  # noqa: BLE001 - any failure means the position is unusable
            self.fail("pending", _dump_decision(g.pending),
                      f"a decision the engine can answer (listing its options failed: {e!r})")
            return
        if not opts:
            self.unreachable("pending", _dump_decision(g.pending),
                             "a decision with at least one legal answer")


_BAD = object()
#: tasks that put triggered abilities on the chain (while any is outstanding the state stays closed)
_PLACING_TASKS = frozenset({"order_triggers", "order_subject_triggers", "put_trigger",
                            "put_subject_trigger"})
#: tasks at the bottom of the stack under a decision in a reachable game: they carry the turn on
_CONTINUATIONS = ("main_priority", "next_turn", "start_turn", "deal")


def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)
#: the owner of a card whose owner or controller was already reported invalid
_INVALID = -1


def _tuplify(value: Any) -> Any:
    if isinstance(value, list | tuple):
        return tuple(_tuplify(v) for v in value)
    return value


def _default_tasks(g: GameState, d: Decision | None) -> list[tuple] | None:
    """What the engine holds under decision ``d`` when a file leaves ``tasks`` out."""
    if d is None:
        return []
    if d.kind in ("main", "invited"):
        return []
    if d.kind == "pay" and len(d.context) == 1 and ability_being_paid(g, d.context[0]) is not None:
        return None  # a triggered ability paying its Deflect cost (809.1.d): the file says what follows
    if d.kind == "pay" and len(g.chain) > 1 and (
            len(d.context) == 3 or (g.showdown is not None and g.showdown.combat)):
        # a permanent played as a Reaction to a chain (822.1.b, 819.1.b), or a card paid for in
        # answer to a combat's trigger (the combat's own continuation is under it): likewise
        return None
    sd = g.showdown
    if (d.kind == "pay" and len(g.chain) > 1 and sd is not None and sd.combat
            and g.chain[0].kind in ABILITY_KINDS):
        return None  # a Reaction to triggers of a combat (e.g. deaths as its damage is dealt): likewise
    if g.phase == "main" and (d.kind == "priority" or (d.kind == "pay" and (
            len(d.context) == 1 or len(g.chain) > 1 or g.showdown is not None))):
        # a spell being paid for, or Priority while a chain exists: under it, the Main Phase and,
        # in a showdown, the Focus the chain's opener had (347.1.b)
        return [("main_priority",)] + ([("focus",)] if g.showdown is not None else [])
    if d.kind in ("pay", "focus", "choose_battlefield") and g.phase == "main":
        return [("main_priority",)]
    if d.kind == "assign" and g.phase == "main":
        rest: list[tuple] = [("main_priority",), ("deal_combat",)]
        if d.context == (ATTACKER,):
            rest.append(("assign", DEFENDER))
        return rest
    if d.kind == "mulligan":
        order = g.turn_order
        later = order[order.index(d.player) + 1:] if d.player in order else []
        return [("start_turn", g.first_player)] + [("ask_mulligan", s) for s in reversed(later)]
    return None
