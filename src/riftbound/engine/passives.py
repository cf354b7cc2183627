"""Passive abilities that change a unit's Might or keywords (rules 363-366).

Some passives belong to the unit itself and hold only under a condition (364.3: "while I'm ...",
"if you've ..."); some are auras of another object, a unit or a battlefield (364.1: "units here
have ..."). All of them are continuous: they are read whenever Might or a keyword matters, never
stored on the unit. ``engine.units.might`` adds :func:`passive_might`; the Standard Move reads
:func:`has_ganking`.

The registries are keyed by card id and filled by :mod:`riftbound.cards_impl` through the passive
objects below (each has ``register(card_id)`` and ``describe()``). Which of them matter in a game
is worked out once per game from its cards (a memo), so a game without such cards pays one dict
lookup per Might reading.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..state import ATTACKER, DEFENDER, GameState, Unit

#: card id -> function(game, unit) -> Might the unit's own conditional passive gives it now (364.3)
OWN_MIGHT: dict[str, Callable[[GameState, Unit], int]] = {}
#: card id -> Might a unit of that card gives the other buffed friendly units at its battlefield
BUFFED_ALLY_MIGHT: dict[str, int] = {}
#: battlefield card id -> Might every unit at that battlefield has (a battlefield's passive)
BATTLEFIELD_MIGHT: dict[str, int] = {}
#: card id -> function(game, unit) -> whether the unit has Ganking now (810) besides its printed one
GANKING_WHEN: dict[str, Callable[[GameState, Unit], bool]] = {}
#: card ids whose effect makes buffs give more Might this turn (``PlayerState.buff_might``)
BUFF_MIGHT_CARDS: set[str] = set()

_MEMO_KEY = "passive_kinds"


def _kinds_in_game(g: GameState) -> frozenset[str]:
    """Which kinds of passive some card of this game has (memoised per game)."""
    got = g.memo.get(_MEMO_KEY)
    if got is None:
        ids = {c.id for c in g.cards}
        tables = (("own", OWN_MIGHT), ("ally", BUFFED_ALLY_MIGHT), ("battlefield", BATTLEFIELD_MIGHT),
                  ("buff", BUFF_MIGHT_CARDS))
        got = frozenset(k for k, t in tables if t and not ids.isdisjoint(t))
        g.memo[_MEMO_KEY] = got
    return got


def alone(g: GameState, u: Unit) -> bool:
    """Rule 740.2.a: no other friendly unit (740.1.a) is at the unit's location."""
    team = g.team_of
    mine = team[u.controller]
    return not any(o.loc == u.loc and o.cid != u.cid and team[o.controller] == mine
                   for o in g.units.values())


def discarded_this_turn(g: GameState, player: int) -> bool:
    """Whether ``player`` has discarded a card this turn (422; counted per turn in ``g.counts``)."""
    return g.counts.get(f"discard:{player}", 0) > 0


def passive_might(g: GameState, u: Unit, card_id: str) -> int:
    """The Might passive abilities give unit ``u`` now (363, 364.3): its own conditional ones, a
    battlefield's, other units' auras, and "buffs give more" effects of this turn (703)."""
    kinds = _kinds_in_game(g)
    if not kinds:
        return 0
    m = 0
    if "own" in kinds:
        fn = OWN_MIGHT.get(card_id)
        if fn is not None:
            m += fn(g, u)
    loc = u.loc
    if loc >= 0 and "battlefield" in kinds:
        bf = g.battlefields[loc].cid
        if bf >= 0:
            m += BATTLEFIELD_MIGHT.get(g.cards[bf].id, 0)
    if u.buffs:
        team = g.team_of
        mine = team[u.controller]
        if loc >= 0 and "ally" in kinds:
            cards = g.cards
            for o in g.units.values():
                if o.loc == loc and o.cid != u.cid and team[o.controller] == mine:
                    m += BUFFED_ALLY_MIGHT.get(cards[o.cid].id, 0)
        if "buff" in kinds:
            for q, p in enumerate(g.players):
                if p.buff_might and team[q] == mine:
                    m += p.buff_might
    return m


def has_ganking(g: GameState, u: Unit) -> bool:
    """Rule 810: the unit has Ganking, printed or from a passive that holds now."""
    c = g.cards[u.cid]
    if c.ganking:
        return True
    fn = GANKING_WHEN.get(c.id)
    if fn is not None and fn(g, u):
        return True
    if g.gear:  # 718.3: Ganking in the effect text of an attached Equipment
        from .attachment import ganking_from_equipment

        return ganking_from_equipment(g, u)
    return False


# --- the passive abilities, as card data --------------------------------------------------------

@dataclass(frozen=True)
class MightWhileAlone:
    """Rule 364.3.a: "+N Might while I attack or defend alone" (alone: 740.2.a)."""

    amount: int

    def register(self, card_id: str) -> None:
        n = self.amount

        def fn(g: GameState, u: Unit) -> int:
            return n if u.role in (ATTACKER, DEFENDER) and alone(g, u) else 0

        OWN_MIGHT[card_id] = fn

    def describe(self) -> str:
        return (f"While it is an attacker or a defender with no other friendly unit at its place, "
                f"it has +{self.amount} Might.")


@dataclass(frozen=True)
class BuffedAlliesHere:
    """An aura (364.1): the other buffed friendly units at this unit's battlefield have +N Might."""

    amount: int

    def register(self, card_id: str) -> None:
        BUFFED_ALLY_MIGHT[card_id] = self.amount

    def describe(self) -> str:
        return (f"While it is at a battlefield, each other friendly unit there that has a buff has "
                f"+{self.amount} Might.")


@dataclass(frozen=True)
class GankingWhileBuffed:
    """Rules 364.3, 810: the unit has Ganking while it has a buff (702.2.a)."""

    def register(self, card_id: str) -> None:
        GANKING_WHEN[card_id] = lambda g, u: u.buffs > 0

    def describe(self) -> str:
        return "While it has a buff it has Ganking (it may move between battlefields)."


@dataclass(frozen=True)
class AssaultAndGankingIfDiscarded:
    """Rules 364.3, 807, 810: if its controller has discarded a card this turn, the unit has Assault
    (+1 Might while an attacker, 807.1.c) and Ganking."""

    def register(self, card_id: str) -> None:
        OWN_MIGHT[card_id] = lambda g, u: (
            1 if u.role == ATTACKER and discarded_this_turn(g, u.controller) else 0)
        GANKING_WHEN[card_id] = lambda g, u: discarded_this_turn(g, u.controller)

    def describe(self) -> str:
        return ("If its controller has discarded a card this turn it has Assault (+1 Might as an "
                "attacker) and Ganking.")


@dataclass(frozen=True)
class UnitsHereMight:
    """A battlefield's passive (364.1): every unit at it has +N Might, attackers included."""

    amount: int

    def register(self, card_id: str) -> None:
        BATTLEFIELD_MIGHT[card_id] = self.amount

    def describe(self) -> str:
        return f"Every unit at this battlefield has +{self.amount} Might."
