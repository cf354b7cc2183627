"""The vocabulary of card behaviour: selectors, target specs, values and instructions.

Every word is a frozen dataclass: plain data that can be inspected, compared and printed. A card's
behaviour is a :class:`~riftbound.effects.spells.SpellScript` made of these words; the interpreter
in :mod:`riftbound.effects.spells` gives them their meaning in the rules. ``describe()`` renders
each word in the project's own words (never card text).

Selectors
    :class:`Units` filters units on the board relative to a player (the controller of the spell):
    friendly (yours or a teammate's, 489.8.e), enemy, or your own; at a battlefield, in a base, or
    "here" (a location the caller names); Might at least / at most N; with a keyword; with a buff.

Targets
    :class:`Target` is one targeted choice made as the spell is played (355.5-355.13): how many
    units, which selector, and whether it is "up to" that many (355.13). :class:`Chosen` refers to
    the units chosen for one target; :class:`Each` to every unit matching a selector when the
    instruction executes (not a choice, not targeted, 355.5.a).

Values
    :class:`Const`, :class:`DiscardedEnergy` (the Energy cost of the card this spell discarded,
    read from its printed cost, 356.1.c) and :class:`MightOf` (a chosen unit's Might; null once that
    unit has stopped being a legal target, 359.3.e.12).

Instructions
    :class:`Deal`, :class:`Draw`, :class:`Discard`, :class:`GiveMight`, :class:`Kill`,
    :class:`MoveUnit`, :class:`ReturnToHand`, :class:`Recall`, :class:`Ready`, :class:`Exhaust`,
    :class:`Stun`, :class:`Channel`, :class:`Buff`, :class:`ReturnFromTrash`, :class:`GainPoints`,
    :class:`EachPlayerKills`, :class:`GiveTemporary` and
    :class:`Custom` (a named Python function: the escape hatch). An instruction with
    ``linked=True`` executes only if the one before it did (359.3.e.14.a).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final, Literal

from ..engine.granted import unit_has_keyword
from ..engine.mechanics import Add
from ..engine.units import might
from ..state import ATTACKER, NO_ROLE, GameState, Unit

Side = Literal["any", "friendly", "enemy", "own"]
Where = Literal["anywhere", "battlefield", "base", "here", "elsewhere"]

__all__ = [
    "Add", "Counter", "If", "UnitExists",
    "Buff", "Channel", "Chosen", "Const", "Custom", "Deal", "Discard", "DiscardedEnergy", "Draw", "Each",
    "EachPlayerKills", "Exhaust", "GainPoints", "GiveKeywords", "GiveMight", "GiveTemporary", "Instruction",
    "Kill",
    "MightOf",
    "MoveUnit", "Ready", "Recall", "ReturnFromTrash", "ReturnToHand", "Stun", "Target", "Units", "Value",
    "When", "Subject",
]


# --- selectors ------------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Units:
    """Which units: relative to ``player`` when tested. ``side``: "friendly" (controlled by the
    player or a teammate, 489.8.e, 740.1.a), "enemy" (by an opponent), "own" (by the player) or
    "any". ``where``: at a battlefield, in a base, "here" (the location passed as ``here``), or
    anywhere. Might bounds use the Might as spells read it: below 0 counts as 0 (143.2.b)."""

    side: Side = "any"
    where: Where = "anywhere"
    might_at_least: int | None = None
    might_at_most: int | None = None
    keyword: str | None = None
    buffed: bool = False
    #: only units in combat: at the battlefield of the ongoing combat, with a combat designation
    #: (740.2.c)
    in_combat: bool = False
    #: only units with damage marked on them (142.3)
    damaged: bool = False
    #: only exhausted (True) or only ready (False) units (135.2)
    exhausted: bool | None = None
    #: only units whose card has this tag ("your Dragons"), or ``not_tag`` only those without it
    tag: str | None = None
    not_tag: str | None = None
    #: only units with an Equipment attached (719: a Top-Most Card with an Equipment on it)
    equipped: bool = False
    #: only token units (180-186)
    token: bool = False
    #: only attacking units: those with the attacker designation in the ongoing combat (460, 740.2.c)
    attacking: bool = False
    #: only units of this domain ("an enemy Calm unit"; a token has none, 185.3.b)
    domain: str | None = None
    #: only Empowered units ("a unit that's Empowered", 441.2)
    empowered: bool = False

    def test(self, g: GameState, player: int, u: Unit, here: int | None = None) -> bool:
        # (side and place first: they rule out most units; every test here only reads)
        side = self.side
        if side != "any":
            if side == "own":
                if u.controller != player:
                    return False
            elif (g.team_of[u.controller] == g.team_of[player]) != (side == "friendly"):
                return False
        where = self.where
        if where != "anywhere":
            loc = u.loc
            if where == "battlefield" and loc < 0:
                return False
            if where == "base" and loc >= 0:
                return False
            if where == "here" and (here is None or loc != here):
                return False
            if where == "elsewhere" and (here is None or loc == here):  # "at a different location"
                return False
        if self.empowered and not u.empowered:
            return False
        if self.token and not g.cards[u.cid].is_token:
            return False
        if self.equipped and not any(x.attached_to == u.cid and "Equipment" in g.cards[x.cid].tags
                                     for x in g.gear.values()):
            return False
        if self.buffed and u.buffs <= 0:  # 702.2.a: a unit with a buff
            return False
        if self.damaged and u.damage <= 0:
            return False
        if self.exhausted is not None and u.exhausted != self.exhausted:
            return False
        if self.tag is not None and self.tag not in g.cards[u.cid].tags:
            return False
        if self.not_tag is not None and self.not_tag in g.cards[u.cid].tags:
            return False
        if self.domain is not None and self.domain not in g.cards[u.cid].domains:
            return False
        if self.in_combat and not in_combat(g, u):
            return False
        if self.attacking and not (u.role == ATTACKER and in_combat(g, u)):
            return False
        if self.might_at_least is not None or self.might_at_most is not None:
            m = might(g, u)
            if m < 0:
                m = 0
            if self.might_at_least is not None and m < self.might_at_least:
                return False
            if self.might_at_most is not None and m > self.might_at_most:
                return False
        return self.keyword is None or unit_has_keyword(g, u, self.keyword)  # printed or granted

    def describe(self, plural: bool = False) -> str:
        side = {"any": "", "friendly": "friendly ", "enemy": "enemy ", "own": "own "}[self.side]
        if self.exhausted is not None:
            side = ("exhausted " if self.exhausted else "ready ") + side
        if self.damaged:
            side = "damaged " + side
        noun = "units" if plural else "unit"
        if self.tag is not None:
            noun = f"{self.tag} {noun}"
        if self.token:
            noun = f"token {noun}"
        if self.domain is not None:
            noun = f"{self.domain} {noun}"
        parts = []
        if self.not_tag is not None:
            parts.append(f"not a {self.not_tag}")
        if self.where == "battlefield":
            parts.append("at a battlefield" if not plural else "at battlefields")
        elif self.where == "base":
            parts.append("in a base")
        elif self.where == "here":
            parts.append("at this location")
        elif self.where == "elsewhere":
            parts.append("at another location than this")
        if self.might_at_least is not None:
            parts.append(f"Might {self.might_at_least}+")
        if self.might_at_most is not None:
            parts.append(f"Might at most {self.might_at_most}")
        if self.keyword is not None:
            parts.append(f"having {self.keyword}")
        if self.buffed:
            parts.append("with a buff")
        if self.equipped:
            parts.append("equipped")
        if self.in_combat:
            parts.append("in combat")
        if self.attacking:
            parts.append("attacking")
        if self.empowered:
            parts.append("Empowered")
        return f"{side}{noun}" + (f" ({', '.join(parts)})" if parts else "")


def in_combat(g: GameState, u: Unit) -> bool:
    """Rule 740.2.c: the unit is at the battlefield where a combat is ongoing and has a combat
    designation (attacker or defender)."""
    sd = g.showdown
    return sd is not None and sd.combat and u.loc == sd.bf and u.role != NO_ROLE


@dataclass(frozen=True, slots=True)
class Target:
    """A targeted choice made as the spell is played (355.5, 355.7): ``count`` distinct units
    matching ``units``, or any number from 0 to ``count`` when ``up_to`` (355.13)."""

    units: Units
    count: int = 1
    up_to: bool = False

    def describe(self) -> str:
        if self.up_to:
            return f"up to {self.count} {self.units.describe(self.count != 1)}"
        return f"{self.count} {self.units.describe(self.count != 1)}"


@dataclass(frozen=True, slots=True)
class Chosen:
    """The units chosen for target number ``slot`` (from 0), those still legal as it resolves."""

    slot: int = 0

    def describe(self) -> str:
        return f"T{self.slot + 1}"


@dataclass(frozen=True, slots=True)
class Me:
    """The unit whose triggered ability this is ("me"), while it is on the board; nothing (a
    null value) once it has left (see docs/rulings.md)."""

    def describe(self) -> str:
        return "this unit"


@dataclass(frozen=True, slots=True)
class Subject:
    """The unit the triggering event happened to ("it": the unit that attacked alone, the unit
    that was buffed), kept on the chain item as it triggered (``refs[0]``); nothing once it has
    left the board (a new object if it returns, 359.3.e.4)."""

    def describe(self) -> str:
        return "that unit"


@dataclass(frozen=True, slots=True)
class Each:
    """Every unit matching ``units`` as the instruction executes (no choice, no target, 355.5.a)."""

    units: Units

    def describe(self) -> str:
        return "every " + self.units.describe()


# --- trigger conditions -----------------------------------------------------------------------

_EVENT_WORDS: Final = {
    "move": "moves", "die": "dies", "friendly_dies": "dies", "play_spell": "plays a spell",
    "play_card": "plays a card", "discard": "is discarded", "buff": "is buffed",
    "alone": "attacks or defends alone", "beginning": "starts their Beginning Phase",
    "ending": "reaches the end of their turn",
    "showdown": "is at a battlefield where a showdown begins (a combat's too)",
    "conquer": "conquers", "hold": "holds", "attack": "attacks", "defend": "defends",
    "mighty": "becomes Mighty (its Might rises from below 5 to 5 or more)",
    "win_combat": "wins a combat (only its units remain there after it)",
    "readied": "becomes ready (from exhausted)",
    "might_ten": "has its Might rise to 10 or more",
    "play_ability": "plays an activated ability (as it resolves)",
    "chosen": "is chosen as the target of a spell or ability",
    "combat_end": "was in a combat that ends (as it ends)",
    "stun": "stuns a unit",
    "attached": "has an Equipment attached to it",
    "empowered": "becomes Empowered",
    "banish": "banishes a card"}


@dataclass(frozen=True, slots=True)
class When:
    """The condition of a triggered ability on an event (383.1-383.2): the ``event`` (a chain item
    kind of :data:`riftbound.engine.units.ABILITY_NAMES`), whose event it must be (``who``: "me",
    "you", "friendly", "opponent", "any"), and the extra requirements of
    :class:`riftbound.engine.events.Condition` (a move ending at a battlefield, an opponent's turn,
    the Nth such event this turn)."""

    event: str
    who: Literal["me", "you", "friendly", "opponent", "any"] = "me"
    to_battlefield: bool = False
    opponents_turn: bool = False
    nth: int = 0
    #: only when the event's subject is a unit friendly to the source's controller
    friendly_subject: bool = False
    #: only when the event's subject passes this filter, part of the trigger condition
    #: (383.2.a.1): an object with ``test(game, source controller, subject cid)`` and
    #: ``describe()``, e.g. :class:`riftbound.effects.subjects.SpellCosting`
    subject: Any = None
    #: only when the event is the source's controller's doing ("when you buff me")
    by_you: bool = False
    #: only when the event's subject is not the source itself ("when you play another unit")
    other: bool = False

    def describe(self) -> str:
        subject = {"me": "this", "you": "you", "friendly": "a friendly unit",
                   "opponent": "an opponent", "any": "anyone"}[self.who]
        text = f"when {subject} {_EVENT_WORDS.get(self.event, self.event)}"
        if self.to_battlefield:
            text += " to a battlefield"
        if self.who == "you" and self.event == "buff":
            text = "when you buff a unit"
        elif self.who == "you" and self.event == "mighty":
            text = "when a unit you control " + _EVENT_WORDS["mighty"]
        elif self.who == "you" and self.event == "beginning":
            text = "at the start of your Beginning Phase"
        elif self.who == "you" and self.event == "ending":
            text = "at the end of your turn"
        elif self.who == "you" and self.event == "friendly_dies":
            text = "when a unit you control dies"
        elif self.who == "opponent" and self.event == "friendly_dies":
            text = "when an enemy unit dies"
        elif self.who == "you" and self.event == "empowered":
            text = "when you empower something"
        elif self.who == "you" and self.event == "banish":
            text = "when you banish a card"
        elif self.who == "you" and self.event == "stun":
            text = "when you stun a unit (with a spell or ability)"
        elif self.who == "you" and self.event == "win_combat":
            text = "when you win a combat (only your units remain there after it)"
        elif self.who == "you" and self.event in ("conquer", "hold", "defend"):
            text = f"when you {self.event} a battlefield"
        elif self.who == "you" and self.event == "chosen":
            text = "when you choose " + ("a friendly unit" if self.friendly_subject else "a unit") + \
                " as the target of a spell or ability"
        elif self.who == "you" and self.event in ("play_spell", "play_card"):
            text = "when you play a " + self.event[5:]
        if self.by_you:
            text += " (by you)"
        if self.other:
            text += " (not this one)"
        if self.friendly_subject:
            text += " (a friendly one)"
        if self.subject is not None:
            text += f" ({self.subject.describe()})"
        if self.opponents_turn:
            text += " on an opponent's turn"
        if self.nth:
            text = f"the {('first', 'second', 'third')[self.nth - 1]} time each turn " + text[5:]
        return text


# --- values ---------------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Const:
    n: int

    def describe(self) -> str:
        return str(self.n)


@dataclass(frozen=True, slots=True)
class DiscardedEnergy:
    """The printed Energy cost of the card this spell discarded (356.1.c); null if none was."""

    def describe(self) -> str:
        return "the discarded card's Energy cost"


@dataclass(frozen=True, slots=True)
class MightOf:
    """The current Might of a chosen unit (below 0 counts as 0, 143.2.b); null once the unit has
    stopped being a legal target (359.3.e.12)."""

    of: Chosen | Me

    def describe(self) -> str:
        return f"{self.of.describe()}'s Might"


Value = Const | DiscardedEnergy | MightOf
Affected = Chosen | Each | Me | Subject


# --- instructions ---------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Deal:
    """Deal ``amount`` damage to each affected unit (417). The damage's source is ``source`` (a
    chosen unit, 417.6.b.3) or the spell (417.6.a); the source's controller marks it (142.3.a,
    417.6.b.4). Zero damage is not dealt (417.1.e)."""

    amount: Value
    to: Affected
    source: Chosen | None = None
    linked: bool = False

    def describe(self) -> str:
        src = f" dealt by {self.source.describe()}" if self.source is not None else ""
        return f"{self.to.describe()} takes {self.amount.describe()} damage{src}"


@dataclass(frozen=True, slots=True)
class Draw:
    """The spell's controller draws ``n`` (413); with ``hand_at_most`` only if they then hold at
    most that many cards, checked as the instruction executes (a condition of the effect, not of
    a trigger: 383.2.a.1)."""

    n: int = 1
    linked: bool = False
    hand_at_most: int | None = None

    def describe(self) -> str:
        if self.hand_at_most is not None:
            return f"you draw {self.n} if you have {self.hand_at_most} or fewer cards in hand"
        return f"you draw {self.n}"


@dataclass(frozen=True, slots=True)
class Discard:
    """The spell's controller discards ``n`` cards of their choice, as many as they can (422.1.a,
    422.4)."""

    n: int = 1
    linked: bool = False

    def describe(self) -> str:
        return f"you pick {self.n} card{'s' if self.n != 1 else ''} of your hand to discard"


@dataclass(frozen=True, slots=True)
class GiveMight:
    """Each affected unit gets ``amount`` Might for the ``duration`` ("turn": until the end of the
    turn, 317.2.c; "combat": until the combat ends, 466.7.c). A ``minimum`` bounds a decrease; the
    change is snapshotted when applied (477.3.b, 477.3.e.2.b)."""

    amount: int
    to: Affected
    minimum: int | None = None
    duration: Literal["turn", "combat"] = "turn"
    linked: bool = False

    def describe(self) -> str:
        floor = f" (not below {self.minimum})" if self.minimum is not None else ""
        return f"{self.to.describe()} gets {self.amount:+d} Might{floor} for the {self.duration}"


@dataclass(frozen=True, slots=True)
class Kill:
    """Kill each affected unit (428). ``controller_draws``: then the controller each killed unit had
    draws that many (a linked instruction reading the unit as it died, 359.3.e.14)."""

    to: Affected
    linked: bool = False
    controller_draws: int = 0

    def describe(self) -> str:
        then = (f"; then the player who controlled it draws {self.controller_draws}"
                if self.controller_draws else "")
        return f"{self.to.describe()} is killed{then}"


@dataclass(frozen=True, slots=True)
class MoveUnit:
    """Move each affected unit (449): to the destination chosen as the spell was played (355.4),
    or, with ``to_base``, to its controller's base (a destination the card names: no choice), or,
    with ``to_here``, to where the ability's source is as it executes (359.3.f.2; none once the
    source has left the board, 359.3.f.2.a)."""

    to: Affected
    to_base: bool = False
    linked: bool = False
    to_here: bool = False

    def describe(self) -> str:
        where = ("its base" if self.to_base else "this unit's location" if self.to_here
                 else "the chosen destination")
        return f"{self.to.describe()} moves to {where}"


@dataclass(frozen=True, slots=True)
class ReturnToHand:
    """Each affected unit leaves the board for its owner's hand."""

    to: Affected
    linked: bool = False

    def describe(self) -> str:
        return f"{self.to.describe()} goes back to its owner's hand"


@dataclass(frozen=True, slots=True)
class Recall:
    """Each affected unit is recalled to its controller's base (455; not a move)."""

    to: Affected
    linked: bool = False

    def describe(self) -> str:
        return f"{self.to.describe()} is recalled"


@dataclass(frozen=True, slots=True)
class Ready:
    """Ready each affected unit (415)."""

    to: Affected
    linked: bool = False

    def describe(self) -> str:
        return f"{self.to.describe()} readies"


@dataclass(frozen=True, slots=True)
class Exhaust:
    """Exhaust each affected unit (414)."""

    to: Affected
    linked: bool = False

    def describe(self) -> str:
        return f"{self.to.describe()} exhausts"


@dataclass(frozen=True, slots=True)
class Stun:
    """Stun each affected unit (423): it adds no Might to combat damage until the turn ends."""

    to: Affected
    linked: bool = False

    def describe(self) -> str:
        return f"{self.to.describe()} is stunned"


@dataclass(frozen=True, slots=True)
class Channel:
    """The spell's controller channels ``n`` runes (430), exhausted if ``exhausted`` (430.3)."""

    n: int = 1
    linked: bool = False
    exhausted: bool = False

    def describe(self) -> str:
        text = f"you channel {self.n} rune{'s' if self.n != 1 else ''}"
        return text + ", entering exhausted" if self.exhausted else text


@dataclass(frozen=True, slots=True)
class ReturnFromTrash:
    """The controller picks a unit card in their trash and puts it into their hand, if they have
    one: a choice made as it resolves (359.3.d), not a target chosen on play."""

    linked: bool = False

    def describe(self) -> str:
        return "you pick a unit card of your trash and put it into your hand"


@dataclass(frozen=True, slots=True)
class Buff:
    """Each affected unit gets a buff, a +1 Might counter, unless it has one already (702.2.a,
    702.3.a, 703); buffs go when the unit leaves the board (705)."""

    to: Affected
    linked: bool = False

    def describe(self) -> str:
        return f"{self.to.describe()} gets a buff (+1 Might counter) if it has none"


@dataclass(frozen=True, slots=True)
class GainPoints:
    """The spell's controller gains ``n`` points (194.1.c)."""

    n: int = 1
    linked: bool = False

    def describe(self) -> str:
        return f"you gain {self.n} point{'s' if self.n != 1 else ''}"


@dataclass(frozen=True, slots=True)
class EachPlayerKills:
    """Each player, in turn order from the turn player (303.2.a), picks one of their units that
    matches ``units`` and kills it (411.1); the choice is made on resolution and is not a target
    (355.10.e)."""

    units: Units = Units(side="own")
    linked: bool = False

    def describe(self) -> str:
        return f"every player picks one {self.units.describe()} of theirs and kills it"


@dataclass(frozen=True, slots=True)
class GiveTemporary:
    """Each affected unit gains Temporary (816): it is killed at the start of its controller's next
    Beginning Phase."""

    to: Affected
    linked: bool = False

    def describe(self) -> str:
        return f"{self.to.describe()} gains Temporary (killed as its controller's next turn begins)"


@dataclass(frozen=True, slots=True)
class GiveKeywords:
    """Each affected unit gains ``keywords`` until the end of the turn (801.3.a.2, 317.2.c):
    (name, value) pairs, the value 0 for a keyword without one (Ganking, Tank, Backline). Executed
    by :mod:`riftbound.effects.keyword_grants`."""

    keywords: tuple[tuple[str, int], ...]
    to: Affected
    linked: bool = False

    def describe(self) -> str:
        kws = " and ".join(f"{n} {v}" if v else n for n, v in self.keywords)
        return f"{self.to.describe()} gains {kws} for the turn"


@dataclass(frozen=True, slots=True)
class Custom:
    """The escape hatch: the Python function registered under ``name`` with
    :func:`riftbound.effects.spells.custom` executes the instruction."""

    name: str
    text: str = ""
    linked: bool = False

    def describe(self) -> str:
        return self.text or f"(custom: {self.name})"


@dataclass(frozen=True, slots=True)
class Counter:
    """Counter the spell chosen for target ``slot`` (a spell on the chain, 425.3): it does nothing
    and goes from the chain to its owner's trash, its costs not refunded (425.1.a-c). Executed by
    :mod:`riftbound.effects.mechanics`; the target is chosen by a ``CounterScript``."""

    slot: int = 0
    linked: bool = False

    def describe(self) -> str:
        return f"the spell T{self.slot + 1} is countered (to its owner's trash, costs not refunded)"


@dataclass(frozen=True, slots=True)
class UnitExists:
    """A condition of an effect: some unit matches ``units`` (relative to the controller; "here"
    is where the ability's source is as the condition is read, 359.3.f.2), and is ready (``ready``
    True) or exhausted (False) if that is said."""

    units: Units
    ready: bool | None = None

    def describe(self) -> str:
        state = {None: "", True: "ready ", False: "exhausted "}[self.ready]
        return f"there is a {state}{self.units.describe()}"


@dataclass(frozen=True, slots=True)
class If:
    """An instruction ``then`` that executes only if ``condition`` holds as it would execute: a
    condition written in the effect rather than right after the trigger is part of the effect, read
    on resolution (383.2.a.1 and its Loose Cannon example). Executed by
    :mod:`riftbound.effects.conditional`."""

    condition: UnitExists
    then: Deal | Draw | Discard | GiveMight | Kill | Ready | Exhaust | Stun | Buff | Channel | Custom
    linked: bool = False

    def describe(self) -> str:
        return f"if {self.condition.describe()} as it resolves, {self.then.describe()}"


Instruction = (Deal | Draw | Discard | GiveMight | Kill | MoveUnit | ReturnToHand | Recall | Ready
               | Exhaust | Stun | Channel | Buff | ReturnFromTrash | GainPoints | EachPlayerKills | Custom
               | GiveTemporary | Counter | Add | If | GiveKeywords)
