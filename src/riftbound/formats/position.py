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
  (the base Might a "this turn" effect set, layer 1, 477.1.a.1; null), ``empowered`` (441; false),
  ``might_modifier`` (the summed Might changes of effects with no duration, which last across
  turns, 477.3; 0) and ``keywords_this_turn`` (keywords effects granted it this turn, 801.3.a,
  such as ``"Assault 2"`` or ``"Ganking"``; grants of one keyword add up, 807.2; []). A unit
  that is a copy of a unit (477.1.b.1) keeps its own ``card`` (a ``"Reflection"`` token, 187.6)
  and names what it copies in ``copy_of``, with ``copy_until``, the cid of the attached gear the
  copy lasts for (null: while it stays on the board).
- Gear on the board is listed in ``players[i].gear``, in that player's base (149.2; its controller
  is that player): a card name or an object with ``exhausted`` (default false; gear enter ready,
  149.1), ``temporary`` (given Temporary by an effect, 816; false), ``empowered`` (441; false) and
  ``attached_to``, the cid of the unit it is attached to (434, 718; it is then where that unit is,
  719.3), or ``at``, the battlefield where a gear not attached waits for the next cleanup to recall
  it (its unit left the board there: 435.4.a, 719.5). Cids are given to gear after the player's
  ``base``. A gear card being paid for is on the
  chain with ``kind`` ``"gear"``.
- A battlefield's ``facedown`` is the card hidden in its Facedown Zone (107.3, 421): a card object
  with ``controller`` (default: the battlefield's controller) and ``turn``, the turn it was hidden
  on (default: the turn before, so it may be played now, 811.1.b). A chain item played from
  facedown names the battlefield in ``hidden_at`` (811.1.d).
- The chain lists its items oldest first. An item is a card name, or an object with
  ``controller`` (default: the card's owner), ``kind`` (``"unit"`` or ``"spell"``, default from the
  card's type), ``finalized`` (default: true for a spell unless it is the card being paid for),
  ``targets`` (one list of unit cids per target of the card, or of a spell below on the chain for a
  Counter; -1 for a target that left the board or the chain; -2 - seat for a player, 355.10;
  -100 - the battlefield's index for the facedown card there, by its zone, ruling 117; an
  ability below named by its source's cid, plus 1000000 for each older item of that source below
  it, ruling 116),
  ``destination`` (a move destination chosen on play: a battlefield index, or -1 for the moved
  unit's base), and, while it resolves, ``done`` (whether each instruction so far executed) and
  ``refs`` (cards it acted on). An activated ability (377.3) is an object ``{"activated": cid}``
  naming its source (a unit, a legend or a gear), with ``of`` (the card printing the ability when
  the source has it from another card), ``mode`` (which of that card's abilities, from 0),
  ``location`` (where a token it plays goes: a battlefield index or -1 for the base) and the
  fields above. ``players[i].legend_exhausted`` says the legend is exhausted (default false),
  ``players[i].legend_empowered`` that it is Empowered (441.2, default false).
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

The format's parts live in :mod:`riftbound.formats`, a module per job: ``position_base`` (names,
bounds, :class:`PositionError`), ``position_model`` (the pydantic models and the JSON Schema),
``position_dump`` (writing), ``position_load`` (reading), ``position_build`` and
``position_checks`` (building the state and checking it), ``position_tasks`` (the task stack).
This module gathers their public names.
"""

from __future__ import annotations

from ..engine.points import MAX_POINTS, MAX_VICTORY_SCORE, MIN_VICTORY_SCORE
from .position_base import (
    DECISION_KINDS,
    FORMAT,
    MAIN_DECK_TYPES,
    MAX_COPIES,
    MAX_NUMBER,
    PHASES,
    VERSION,
    PositionError,
    Problem,
)
from .position_dump import dump_position, dumps
from .position_load import INTERNAL, load_position
from .position_load import _load as _load
from .position_model import PositionModel, json_schema
from .position_tasks import TASK_ARGS

__all__ = [
    "FORMAT",
    "VERSION",
    "PositionError",
    "Problem",
    "dump_position",
    "dumps",
    "json_schema",
    "load_position",
    # importable from here as before the split
    "DECISION_KINDS",
    "INTERNAL",
    "MAIN_DECK_TYPES",
    "MAX_COPIES",
    "MAX_NUMBER",
    "MAX_POINTS",
    "MAX_VICTORY_SCORE",
    "MIN_VICTORY_SCORE",
    "PHASES",
    "PositionModel",
    "TASK_ARGS",
]
