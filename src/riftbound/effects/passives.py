"""Passive abilities (363-366) and cost changes (356) as card data.

Each object here is one ability a card entry lists in its ``passives``; its ``hooks(card_id)``
yields what it tells the engine, as (question, answer) pairs of the questions the engine declares
in :data:`riftbound.engine.index.QUESTIONS` ("what modifies this unit's Might?", "which keywords
does it have now?", "what changes this card's cost?", "how much more does this Deal deal?", "is
this ability active?"). Which units an aura reaches is a :class:`~.vocabulary.Units` selector, so
a new card of a known shape is an entry, not new code. ``describe()`` says it in the project's
own words.

A card answers each question once (the index refuses a second answer): a card with two passives
that answer the same question needs one object that answers for both.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from ..engine.costs import OwnCost
from ..engine.keywords import has_level, legion
from ..engine.layers import MIGHTY, mighty_before_grant
from ..engine.passives import alone, discarded_this_turn
from ..state import ATTACKER, DEFENDER, GameState, Unit
from .vocabulary import Units

__all__ = ["AssaultAndGankingIfDiscarded", "BonusDamage", "BonusDamageHere", "BuffedAlliesHere",
           "CheaperPerTrashCard", "GankingWhileBuffed", "KeywordsWhileMighty", "KillFriendlyCost",
           "LegionDiscount", "LegionPlayEffect", "Level", "LevelPlayEffect", "MightAura",
           "MightWhileAlone", "OptionalDiscard", "SpellDiscountAtBattlefield", "UnitsHereMight"]

Hooks = Iterator[tuple[str, Any]]


# --- Might and keywords (363-364, 477.2-477.3) ------------------------------------------------------

@dataclass(frozen=True)
class MightAura:
    """An aura (364.1): each unit ``units`` selects, relative to the source's controller and with
    "here" its location, has +``amount`` Might while the source is on the board (a unit) or in play
    (a battlefield); ``other``: not the source itself; ``at_battlefield``: only while the source is
    at a battlefield. An answer to "might:aura"."""

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


@dataclass(frozen=True)
class MightWhileAlone:
    """Rule 364.3.a: "+N Might while I attack or defend alone" (alone: 740.2.a)."""

    amount: int

    def hooks(self, card_id: str) -> Hooks:
        n = self.amount

        def fn(g: GameState, u: Unit) -> int:
            return n if u.role in (ATTACKER, DEFENDER) and alone(g, u) else 0

        yield "might:own", fn

    def describe(self) -> str:
        return (f"While it is an attacker or a defender with no other friendly unit at its place, "
                f"it has +{self.amount} Might.")


@dataclass(frozen=True)
class BuffedAlliesHere:
    """An aura (364.1): the other buffed friendly units at this unit's battlefield have +N Might."""

    amount: int

    def hooks(self, card_id: str) -> Hooks:
        yield "might:aura", MightAura(Units(side="friendly", where="here", buffed=True), self.amount,
                                      other=True, at_battlefield=True)

    def describe(self) -> str:
        return (f"While it is at a battlefield, each other friendly unit there that has a buff has "
                f"+{self.amount} Might.")


@dataclass(frozen=True)
class UnitsHereMight:
    """A battlefield's passive (364.1): every unit at it has +N Might, attackers included."""

    amount: int

    def hooks(self, card_id: str) -> Hooks:
        yield "might:aura", MightAura(Units(where="here"), self.amount)

    def describe(self) -> str:
        return f"Every unit at this battlefield has +{self.amount} Might."


def _buffed(g: GameState, u: Unit) -> int:
    return 1 if u.buffs > 0 else 0


@dataclass(frozen=True)
class GankingWhileBuffed:
    """Rules 364.3, 810: the unit has Ganking while it has a buff (702.2.a)."""

    def hooks(self, card_id: str) -> Hooks:
        yield "keywords:own", {"Ganking": _buffed}

    def describe(self) -> str:
        return "While it has a buff it has Ganking (it may move between battlefields)."


@dataclass(frozen=True)
class AssaultAndGankingIfDiscarded:
    """Rules 364.3, 807, 810: if its controller has discarded a card this turn, the unit has Assault
    (+1 Might while an attacker, 807.1.c) and Ganking."""

    def hooks(self, card_id: str) -> Hooks:
        yield "might:own", lambda g, u: (
            1 if u.role == ATTACKER and discarded_this_turn(g, u.controller) else 0)
        yield "keywords:own", {"Ganking": lambda g, u: discarded_this_turn(g, u.controller)}

    def describe(self) -> str:
        return ("If its controller has discarded a card this turn it has Assault (+1 Might as an "
                "attacker) and Ganking.")


@dataclass(frozen=True)
class KeywordsWhileMighty:
    """Rules 477.2, 476.3, 708: while the unit is Mighty it has Deflect ``deflect`` (809), Ganking
    (810) and Shield ``shield`` (+N Might while a defender, 814); the Shield Might is added in the
    arithmetic layer after the grant is settled (:func:`~riftbound.engine.layers.mighty_before_grant`)."""

    deflect: int = 0
    ganking: bool = False
    shield: int = 0

    def hooks(self, card_id: str) -> Hooks:
        if self.shield:
            n = self.shield
            yield "might:own", lambda g, u: (
                n if u.role == DEFENDER and mighty_before_grant(g, u) else 0)
        grants: dict[str, Callable[[GameState, Unit], int]] = {}
        if self.ganking:
            grants["Ganking"] = mighty_before_grant
        if self.deflect:
            d = self.deflect
            grants["Deflect"] = lambda g, u: d if mighty_before_grant(g, u) else 0
        if grants:
            yield "keywords:own", grants

    def describe(self) -> str:
        gains = ([f"Deflect {self.deflect}"] if self.deflect else []) + (
            ["Ganking"] if self.ganking else []) + ([f"Shield {self.shield}"] if self.shield else [])
        return f"While it has {MIGHTY} or more Might it has {', '.join(gains)}."


@dataclass(frozen=True)
class Level:
    """Rules 824.1.b.1, 824.1.c-d, 727.1.c.2: while the unit's controller has ``xp`` or more XP it
    has ``might`` more Might, Ganking (810) if ``ganking``, enters the board ready (143.4.a) if
    ``enter_ready``, and Deflect ``deflect`` (809). Read whenever it matters, so a change of
    controller or of XP applies at once (824.1.c.1, 824.1.d)."""

    xp: int
    might: int = 0
    ganking: bool = False
    enter_ready: bool = False
    deflect: int = 0

    def hooks(self, card_id: str) -> Hooks:
        n, m = self.xp, self.might

        def active(g: GameState, u: Unit) -> bool:
            return g.players[u.controller].xp >= n

        if m:
            yield "might:own", lambda g, u: m if active(g, u) else 0
        grants: dict[str, Callable[[GameState, Unit], int]] = {}
        if self.ganking:
            grants["Ganking"] = active
        if self.deflect:
            d = self.deflect
            grants["Deflect"] = lambda g, u: d if active(g, u) else 0
        if grants:
            yield "keywords:own", grants
        if self.enter_ready:  # 143.4.a: only the unit itself
            yield "enters_ready", lambda g, source, u: source.cid == u.cid and active(g, u)

    def describe(self) -> str:
        gains = []
        if self.might:
            gains.append(f"+{self.might} Might")
        if self.ganking:
            gains.append("Ganking")
        if self.enter_ready:
            gains.append("enters the board ready")
        if self.deflect:
            gains.append(f"Deflect {self.deflect}")
        return f"While its controller has {self.xp} or more XP it has: {', '.join(gains)}."


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
_OWN_AT_BATTLEFIELD = Units(side="own", where="battlefield")


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
    """A passive (363): while the unit is on the board, every Deal of its controller's spells and
    abilities deals ``amount`` more to each of its targets (713, 715.1-715.2)."""

    amount: int = 1

    def hooks(self, card_id: str) -> Hooks:
        n = self.amount

        def bonus(g: GameState, source: int, controller: int | None, here: int, player: int,
                  target: Unit | None) -> int:
            return n if controller == player and source in g.units else 0

        yield "damage:bonus", bonus

    def describe(self) -> str:
        return (f"While on the board: each damage its controller's spells and abilities deal is "
                f"raised by {self.amount} (Bonus Damage).")


@dataclass(frozen=True)
class BonusDamageHere:
    """A battlefield's passive (363): every Deal of any player's spells and abilities deals
    ``amount`` more to each unit there (713, 715.2)."""

    amount: int = 1

    def hooks(self, card_id: str) -> Hooks:
        n, here_units = self.amount, Units(where="here")

        def bonus(g: GameState, source: int, controller: int | None, here: int, player: int,
                  target: Unit | None) -> int:
            return n if target is not None and here_units.test(g, player, target, here) else 0

        yield "damage:bonus", bonus

    def describe(self) -> str:
        return (f"Each damage any spell or ability deals to a unit here is raised by {self.amount} "
                "(Bonus Damage).")
