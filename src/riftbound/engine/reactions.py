"""What the per-game index answers about triggered abilities (383): one question per kind of
ability, "on:<name>" (:data:`ON`), whose answer is a card's :class:`Triggered` record.

A record holds the whole ability: its script, the events that trigger it (a :class:`Condition`, for
abilities that wait for an event, 383.1; none for those the rules themselves trigger: a Play Effect
as its card resolves, 383.4.a, a score, attack or defend ability, 383.4.c-f, a delayed or a
Temporary trigger), a condition written right after the trigger that is part of the trigger
condition (383.2.a.1), and the "you may" its effect begins with (383.3.a-b,
:mod:`.may_triggers`). The engine asks ``g.index.get(ON[kind], card_id)``; a card whose entry
gives no record for a kind has no ability of that kind.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final, Literal, NamedTuple

from ..state import GameState

__all__ = ["ABILITY_NAMES", "ON", "Condition", "Triggered", "Who", "ability_active"]

Who = Literal["me", "you", "friendly", "opponent", "any"]

#: the triggered abilities by the chain item kind they make (383.4), and the name a position file
#: gives each: "trigger" is a Play Effect (383.4.a); "conquer" and "hold" are score abilities
#: (383.4.c-d, 471.2); "attack" and "defend" trigger as a combat establishes its attacker and
#: defender (383.4.e-f, 464.2.e). The others trigger on events (383.1, see :mod:`.events`): a move
#: (449), a death (808 Deathknell, 428), a friendly unit's death, a spell or any card played, a
#: discard (422), a buff (702), a unit attacking or defending alone, the start of the Beginning Phase
#: (315.2.a), the end of the turn (317.1.a), and delayed triggers created by effects (361.1,
#: 359.3.e.16).
ABILITY_NAMES: dict[str, str] = {
    "trigger": "play", "conquer": "conquer", "hold": "hold", "attack": "attack", "defend": "defend",
    "move": "move", "die": "die", "friendly_dies": "friendly_dies", "play_spell": "play_spell",
    "play_card": "play_card", "discard": "discard", "buff": "buff", "alone": "alone",
    "beginning": "beginning", "delayed": "delayed",
    "showdown": "showdown",  # 344, 464.2.b: a showdown begins where the unit is (engine/showdown_start.py)
    "ending": "ending",  # 317.1.a: "at the end of your turn" (383.1), in the Ending Step
    "reflexive": "reflexive",  # 387-388: "if this kills it, do this" (engine/reflexive.py)
    "first_beginning": "first_beginning",  # 315.2.a: a player's first Beginning Phase (battlefields)
    "temporary": "temporary",  # 816.1.b: the Temporary keyword's own trigger (any permanent)
    "mighty": "mighty",  # 709: a unit becomes Mighty (engine/mechanics.py)
    "win_combat": "win_combat",  # 466.3.a, 466.3.c: a player and their units there win a combat
    "equipped": "equipped",  # 718.3: an attached Equipment's ability (engine/equipment_triggers.py)
    "readied": "readied",  # 415: a unit becomes ready (engine/ready_watch.py)
    "returned": "returned",  # a unit at a battlefield returned to a hand (effects/returned_here.py)
    "might_ten": "might_ten",  # a unit's Might rises to 10 or more (engine/might_ten.py)
    # 821.1.b, 364.1: Weaponmaster given to a unit as it is played (engine/units.py play_effect)
    "weaponmaster": "weaponmaster",
    # 817.1.b, 364.1: Vision given to a unit by an aura as it is played (engine/units.py play_effect)
    "vision": "vision",
    "play_ability": "play_ability",  # 377.2.a: an activated ability played, as it resolves
    "chosen": "chosen",  # 383.4.b: a unit chosen as a target (engine/targeting.py)
    "combat_end": "combat_end",  # 466.7.b: a combat the unit was in ends (engine/combat.py)
    "stun": "stun",  # 423.1: a player's spell or ability stuns a unit (effects/stun_events.py)
    "attached": "attached",  # 434.1: a player attaches an Equipment to a unit (engine/attachment.py)
    "empowered": "empowered",  # 441.2.a, 828.1.d: an object becomes Empowered (engine/empower.py)
    "banish": "banish"}  # 427: a player's effect banishes a card (engine/banish_events.py)

#: chain item kind -> the index question whose answer is a card's ability of that kind
ON: Final[dict[str, str]] = {kind: "on:" + name for kind, name in ABILITY_NAMES.items()}


class Condition(NamedTuple):
    """Which events trigger an ability (383.1). ``who``: whose event: "me" (the source itself),
    "you" (the source's controller), "friendly" (a unit of the controller's team), "opponent",
    "any". ``to_battlefield``: only moves that end at a battlefield. ``opponents_turn``: only on
    an opponent's turn. ``nth``: only the Nth event of this kind and who this turn (383.1: "the
    first time each turn"), counted per player in :attr:`GameState.counts` and summed over the
    team for "friendly" (740.1.a). ``friendly_subject``: only when the event's subject is a unit
    friendly to the source's controller ("when you buff a friendly unit"). ``subject_if``:
    function(game, source controller, subject cid) -> whether the event's subject is one the
    condition names ("a spell that costs 5 or more"), checked as the event happens (383.2.a.1)."""

    who: Who = "me"
    to_battlefield: bool = False
    opponents_turn: bool = False
    nth: int = 0
    friendly_subject: bool = False
    subject_if: Callable[[GameState, int, int], bool] | None = None
    #: only events the source's controller caused (the player of the event: "when you buff me")
    by_you: bool = False
    #: only events whose subject is not the source itself ("when you play another unit")
    other: bool = False
    #: a unit token played is one of its events ("when you play a unit", 185.2.a); else a token's
    #: play is none ("when you play a card": a token is no card, 185)
    tokens: bool = False


class Triggered(NamedTuple):
    """A card's triggered ability of one kind. ``script``: its effect (what
    :class:`~riftbound.engine.chain.SpellBehaviour` asks: its choices and the tasks that resolve
    it). ``when``: the events that trigger it (383.1), or None for an ability the rules trigger.
    ``if_``: function(game, controller, source cid) -> whether the condition written right after
    the trigger holds; part of the trigger condition, checked as the event happens (383.2.a.1)
    (a battlefield's: its controller is the player conquering, holding or defending it). ``may``:
    the "you may" its effect begins with, decided as it is finalized (383.3.a-b, 337.1)."""

    script: Any
    when: Condition | None = None
    if_: Callable[[GameState, int, int], bool] | None = None
    may: Any = None


def ability_active(g: GameState, kind: str, player: int, cid: int) -> bool:
    """Rules 727.1.b, 727.1.c.1: whether card ``cid``'s ``kind`` ability is active for ``player``
    now (an ability without a dependent keyword always is; a Legion or Level one is the card's
    answer to "active_if")."""
    table = g.index.answers.get("active_if")
    if table is None:
        return True
    conds = table.get(g.cards[cid].id)
    cond = None if conds is None else conds.get(kind)
    return cond is None or cond(g, player, cid)
