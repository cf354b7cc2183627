"""Passive abilities (363-366) and cost changes (356) as card data.

Each object here is one ability a card entry lists in its ``passives``; its ``hooks(card_id)``
yields what it tells the engine, as (question, answer) pairs of the questions the engine declares
in :data:`riftbound.engine.index.QUESTIONS` ("what modifies this unit's Might?", "which keywords
does it have now?", "what changes this card's cost?", "how much more does this Deal deal?", "is
this ability active?"). Which units an aura reaches is a :class:`~.vocabulary.Units` selector, and
a unit's own conditional passive is :class:`While` a condition word (:class:`Alone`,
:class:`Buffed`, :class:`DiscardedThisTurn`, :class:`ControllerXP`, :class:`Mighty`) holds, with
the Might and keywords it gives, so a new card of a known shape is an entry, not new code.
``describe()`` says it in the project's own words.

A card answers each question once (the index refuses a second answer): a card with two passives
that answer the same question needs one object that answers for both.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any, Final, Literal

from ..engine.costs import OwnCost
from ..engine.keywords import gained_xp_this_turn, has_level, legion
from ..engine.layers import MIGHTY, mighty_before_grant
from ..engine.passives import alone, discarded_this_turn
from ..engine.units import power_spent_this_turn
from ..state import ATTACKER, DEFENDER, GameState, Unit
from .trigger_conditions import Empowered, NameInTrash
from .unit_words import ControllerRunes
from .vocabulary import Units

__all__ = ["Alone", "BonusDamage", "Buffed", "CheaperPerTrashCard", "Condition",
           "ControllerXP", "DiscardedThisTurn", "EntersReady", "KillFriendlyCost", "LegionDiscount",
           "LegionPlayEffect",
           "Level", "LevelPlayEffect", "MightAura", "Mighty", "OptionalDiscard",
           "SpellDiscountAtBattlefield", "SpentPowerThisTurn", "While"]

Hooks = Iterator[tuple[str, Any]]


# --- conditions a unit's own passive holds under (364.3) -------------------------------------------

@dataclass(frozen=True)
class Alone:
    """740.2.a: the unit attacks or defends with no other friendly unit at its place."""

    def holds(self, g: GameState, u: Unit) -> bool:
        return u.role in (ATTACKER, DEFENDER) and alone(g, u)

    def describe(self) -> str:
        return "While it is an attacker or a defender with no other friendly unit at its place"


@dataclass(frozen=True)
class Buffed:
    """702.2.a: the unit has a buff."""

    def holds(self, g: GameState, u: Unit) -> bool:
        return u.buffs > 0

    def describe(self) -> str:
        return "While it has a buff"


@dataclass(frozen=True)
class DiscardedThisTurn:
    """422: the unit's controller has discarded a card this turn."""

    def holds(self, g: GameState, u: Unit) -> bool:
        return discarded_this_turn(g, u.controller)

    def describe(self) -> str:
        return "If its controller has discarded a card this turn"


@dataclass(frozen=True)
class ControllerXP:
    """824.1.b.1, 824.1.c-d: the unit's controller has ``xp`` or more XP (a Level ability; read
    whenever it matters, so a change of controller or of XP applies at once)."""

    xp: int

    def holds(self, g: GameState, u: Unit) -> bool:
        return g.players[u.controller].xp >= self.xp

    def describe(self) -> str:
        return f"While its controller has {self.xp} or more XP"


@dataclass(frozen=True)
class GainedXpThisTurn:
    """730.1: the unit's controller has gained XP this turn ("if you've gained XP this turn"; the
    turn's counts, engine/keywords.py), read whenever it matters."""

    def holds(self, g: GameState, u: Unit) -> bool:
        return gained_xp_this_turn(g, u.controller)

    def describe(self) -> str:
        return "While its controller has gained XP this turn"


@dataclass(frozen=True)
class SpentPowerThisTurn:
    """A passive's condition (364.3, for ``While``): the unit's controller has spent at least ``n``
    Power paying costs this turn (357), read whenever it matters. Its card also needs
    :class:`~riftbound.effects.cost_counts.CountsPowerSpent`, so that its game counts the Power spent."""

    n: int

    def holds(self, g: GameState, u: Unit) -> bool:
        return power_spent_this_turn(g, u.controller) >= self.n

    def describe(self) -> str:
        return f"While its controller has spent at least {self.n} Power this turn"


@dataclass(frozen=True)
class Mighty:
    """708, 476.2-476.3: the unit is Mighty by the layers applied without its own Mighty-conditioned
    grants (:func:`~riftbound.engine.layers.mighty_before_grant`), as in the rules' Fiora example."""

    def holds(self, g: GameState, u: Unit) -> bool:
        return mighty_before_grant(g, u)

    def describe(self) -> str:
        return f"While it has {MIGHTY} or more Might"


Condition = (Alone | Buffed | DiscardedThisTurn | ControllerXP | Mighty | ControllerRunes | Empowered
             | NameInTrash | GainedXpThisTurn | SpentPowerThisTurn)


# --- a unit's own passives and auras: Might and keywords (363-364, 477.2-477.3) ---------------------

#: keywords whose value is Might while the unit attacks (807) or defends (814)
_ROLE_MIGHT: Final = {"Assault": ATTACKER, "Shield": DEFENDER}


@dataclass(frozen=True)
class While:
    """A unit's own conditional passive (364.3, 477.2): while ``when`` holds, the unit has ``might``
    more Might, the ``keywords`` given with their values (("Ganking", 1), ("Deflect", 1), ...;
    Assault and Shield add their value to its Might while it attacks or defends, 807, 814), and
    enters the board ready if ``enter_ready`` (143.4.a). Answers "might:own", "keywords:own" and
    "enters_ready"."""

    when: Condition
    might: int = 0
    keywords: tuple[tuple[str, int], ...] = ()
    enter_ready: bool = False

    def hooks(self, card_id: str) -> Hooks:
        holds = self.when.holds
        plus = self.might
        assault = sum(v for k, v in self.keywords if _ROLE_MIGHT.get(k) == ATTACKER)
        shield = sum(v for k, v in self.keywords if _ROLE_MIGHT.get(k) == DEFENDER)
        if plus or assault or shield:
            def might(g: GameState, u: Unit) -> int:
                role = u.role
                n = plus + (assault if role == ATTACKER else shield if role == DEFENDER else 0)
                return n if n and holds(g, u) else 0  # the condition only when it would matter

            yield "might:own", might
        if self.keywords:
            yield "keywords:own", {k: _valued(holds, v) for k, v in self.keywords}
        if self.enter_ready:  # 143.4.a: only the unit itself
            yield "enters_ready", lambda g, source, u: source.cid == u.cid and holds(g, u)

    def describe(self) -> str:
        gains = [f"+{self.might} Might"] if self.might else []
        for k, v in self.keywords:
            role = _ROLE_MIGHT.get(k)
            if role is not None:
                gains.append(f"{k} {v} (+{v} Might as {'an attacker' if role == ATTACKER else 'a defender'})")
            else:
                gains.append(k if k == "Ganking" else f"{k} {v}")
        if self.enter_ready:
            gains.append("it enters the board ready")
        return f"{self.when.describe()}, it has {', '.join(gains)}."


@dataclass(frozen=True)
class EntersReady:
    """A unit's own passive, "I enter ready": a replacement of how it enters the board (369.3, its
    Master Yi example; 143.4.a), whichever way it is played. Answers "enters_ready" for itself only."""

    #: read by the tests, as :class:`While`'s field (the unit itself enters ready)
    enter_ready = True

    def hooks(self, card_id: str) -> Hooks:
        yield "enters_ready", lambda g, source, u: source.cid == u.cid

    def describe(self) -> str:
        return "It enters the board ready."


def _valued(holds: Callable[[GameState, Unit], bool], value: int) -> Callable[[GameState, Unit], int]:
    """A keyword's answer to "keywords:own": its value while the condition holds, else 0."""
    return lambda g, u: value if holds(g, u) else 0


def Level(xp: int, might: int = 0, ganking: bool = False, enter_ready: bool = False,  # noqa: N802
          deflect: int = 0) -> While:
    """Rules 824.1.b.1, 824.1.c-d, 727.1.c.2: "Level ``xp``": while the unit's controller has
    ``xp`` or more XP it has ``might`` more Might, Ganking (810), Deflect ``deflect`` (809), and
    enters the board ready (143.4.a)."""
    keywords = ((("Ganking", 1),) if ganking else ()) + ((("Deflect", deflect),) if deflect else ())
    return While(ControllerXP(xp), might, keywords, enter_ready)


@dataclass(frozen=True)
class MightAura:
    """An aura (364.1): each unit ``units`` selects, relative to the source's controller and with
    "here" its location, has +``amount`` Might while the source is on the board (a unit) or in play
    (a battlefield); ``other``: not the source itself; ``at_battlefield``: only while the source is
    at a battlefield. It is its own answer to "might:aura"."""

    units: Units
    amount: int
    other: bool = False
    at_battlefield: bool = False
    #: whether it reaches only units at its source's location (the engine then skips the others)
    here_only: bool = field(init=False)
    #: "every unit here" has +``amount``, nothing more to test: the engine adds it without a call
    #: (Might is read very often); None otherwise
    constant: int | None = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "here_only", self.units.where == "here")
        every_unit_here = self.units == Units(where="here") and not self.other and not self.at_battlefield
        object.__setattr__(self, "constant", self.amount if every_unit_here else None)

    def __call__(self, g: GameState, source: int, controller: int | None, here: int, u: Unit) -> int:
        if self.constant is not None:
            return self.amount if u.loc == here else 0
        if (self.other and u.cid == source) or (self.at_battlefield and here < 0):
            return 0
        if controller is None and self.units.side != "any":
            return 0  # an uncontrolled battlefield has no friends or enemies
        return self.amount if self.units.test(g, controller or 0, u, here) else 0

    def hooks(self, card_id: str) -> Hooks:
        yield "might:aura", self

    def describe(self) -> str:
        where = "While it is at a battlefield, e" if self.at_battlefield else "E"
        other = " other" if self.other else ""
        return f"{where}ach{other} {self.units.describe()} has +{self.amount} Might."


# --- dependent triggered abilities (727.1.c.1) -----------------------------------------------------

@dataclass(frozen=True)
class LegionPlayEffect:
    """Rules 812.1.b.1, 727.1.c.1: the card's Play Effect (383.4.a) is a Legion ability: it triggers
    only if its controller has played another card this turn (its own play is counted by then)."""

    def hooks(self, card_id: str) -> Hooks:
        yield "active_if", {"trigger": lambda g, player, cid: legion(g, player, True)}

    def describe(self) -> str:
        return "Its play effect happens only if its controller has played another card this turn."


@dataclass(frozen=True)
class LevelPlayEffect:
    """Rules 824.1.b.1, 727.1.c.1: the card's Play Effect is a Level ``xp`` ability: it triggers
    only while its controller has ``xp`` or more XP."""

    xp: int

    def hooks(self, card_id: str) -> Hooks:
        n = self.xp
        yield "active_if", {"trigger": lambda g, player, cid: has_level(g, player, n)}

    def describe(self) -> str:
        return f"Its play effect happens only while its controller has {self.xp} or more XP."


# --- cost changes (356) ----------------------------------------------------------------------------

@dataclass(frozen=True)
class OptionalDiscard:
    """Rules 356.2.b.1, 356.4: "as you play me you may discard 1 as an additional cost; if you do,
    I cost ``discount`` less"."""

    discount: int

    def hooks(self, card_id: str) -> Hooks:
        yield "cost:own", OwnCost(discard_discount=self.discount)

    def describe(self) -> str:
        return (f"As it is played its controller may discard a card as an additional cost; if they "
                f"do, it costs {self.discount} Energy less.")


@dataclass(frozen=True)
class KillFriendlyCost:
    """Rule 356.2.a.1: a mandatory additional cost, killing a friendly unit."""

    def hooks(self, card_id: str) -> Hooks:
        yield "cost:own", OwnCost(kill_friendly=True)

    def describe(self) -> str:
        return ("Playing it costs, in addition, killing one friendly unit of its controller's "
                "choice; with no friendly unit it can't be played.")


@dataclass(frozen=True)
class CheaperPerTrashCard:
    """Rule 366.2: the card costs 1 Energy less for each card in its controller's trash (356.4;
    never below 0, 356.6)."""

    def hooks(self, card_id: str) -> Hooks:
        yield "cost:own", OwnCost(discount=lambda g, player: len(g.players[player].trash))

    def describe(self) -> str:
        return "Its Energy cost is 1 lower per card in its controller's trash (not below 0)."


@dataclass(frozen=True)
class LegionDiscount:
    """Rules 812.1.b.1, 356.4: "Legion: I cost ``amount`` Energy less" (never below 0, 356.6). The
    card is not yet counted as played while its cost is worked out (it is counted as finalized)."""

    amount: int

    def hooks(self, card_id: str) -> Hooks:
        n = self.amount
        yield "cost:own", OwnCost(discount=lambda g, player: n if legion(g, player, False) else 0)

    def describe(self) -> str:
        return (f"If its controller has played another card this turn, it costs {self.amount} "
                "Energy less.")


#: where a unit must be for its spell discount to apply: its controller's, at a battlefield
_OWN_AT_BATTLEFIELD: Final = Units(side="own", where="battlefield")


@dataclass(frozen=True)
class SpellDiscountAtBattlefield:
    """Rules 356.4, 356.4.e: while the unit is at a battlefield, spells its controller plays cost
    ``amount`` Energy less, but this discount leaves at least ``minimum``."""

    amount: int = 1
    minimum: int = 1

    def hooks(self, card_id: str) -> Hooks:
        yield "cost:aura", self._discount

    def _discount(self, g: GameState, source: Unit, player: int, cid: int, energy: int) -> int:
        if (g.cards[cid].type != "Spell" or energy <= self.minimum
                or not _OWN_AT_BATTLEFIELD.test(g, player, source)):
            return energy
        return max(energy - self.amount, self.minimum)

    def describe(self) -> str:
        return (f"While it is at a battlefield, spells its controller plays cost {self.amount} "
                f"Energy less (this discount stops at {self.minimum}).")


# --- Bonus Damage (712-715) ------------------------------------------------------------------------

@dataclass(frozen=True)
class BonusDamage:
    """A passive (363): while its source is in play (a unit on the board, a battlefield), every Deal
    of ``dealer``'s spells and abilities ("own": its controller's; "any": any player's) deals
    ``amount`` more to each target that ``to`` selects (relative to the source's controller, "here"
    its location; None: every target) (713, 715.1-715.2). It is its own answer to "damage:bonus"."""

    amount: int = 1
    dealer: Literal["own", "any"] = "own"
    to: Units | None = None

    def hooks(self, card_id: str) -> Hooks:
        yield "damage:bonus", self

    def __call__(self, g: GameState, source: int, controller: int | None, here: int, player: int,
                 target: Unit | None) -> int:
        if self.dealer == "own" and controller != player:
            return 0
        to = self.to
        if to is not None:
            if target is None or (controller is None and to.side != "any"):
                return 0
            if not to.test(g, controller or 0, target, here):
                return 0
        return self.amount

    def describe(self) -> str:
        who = "its controller's spells and abilities deal" if self.dealer == "own" else (
            "any spell or ability deals")
        to = f" to each {self.to.describe()}" if self.to is not None else ""
        head = "While on the board: each" if self.dealer == "own" else "Each"
        return f"{head} damage {who}{to} is raised by {self.amount} (Bonus Damage)."
