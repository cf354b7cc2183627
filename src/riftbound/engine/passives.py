"""Passive abilities that change a unit's Might or keywords (rules 363-366).

Some passives belong to the unit itself and hold only under a condition (364.3: "while I'm ...",
"if you've ..."); some are auras of another object, a unit or a battlefield (364.1: "units here
have ..."). All of them are continuous: they are read whenever Might or a keyword matters, never
stored on the unit. ``engine.units.might`` adds :func:`passive_might`; the Standard Move reads
:func:`has_ganking`, the Deflect cost :func:`passive_keyword`.

The engine asks the game's index (:mod:`.index`) three questions, answered by the cards' entries
(the passive objects of :mod:`riftbound.effects.passives`): "might:own" (what the unit's own
passives add to its Might now), "might:aura" (what a unit or battlefield in play adds to the Might
of the units its aura reaches) and "keywords:own" (which keywords the unit's own passives give it
now). A game none of whose cards answers pays one dict lookup per question.
"""

from __future__ import annotations

from ..cards import load_cards
from ..state import GameState, Unit
from .granted import has_granted
from .attachment import ganking_from_equipment


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
    """The Might passive abilities give unit ``u`` now (363, 364.3): its own conditional ones, the
    auras of battlefields and other units (364.1), and "buffs give more" effects of this turn (703)."""
    answers = g.index.answers
    m = 0
    own = answers.get("might:own")
    if own is not None:
        fn = own.get(card_id)
        if fn is not None:
            m += fn(g, u)
    auras = answers.get("might:aura")
    if auras is not None:
        m += _aura_might(g, u, auras)
    if u.buffs:
        team = g.team_of
        mine = team[u.controller]
        for q, p in enumerate(g.players):
            if p.buff_might and team[q] == mine:
                m += p.buff_might
    return m


def _aura_might(g: GameState, u: Unit, auras: dict) -> int:
    """Rule 364.1: the Might the auras of the battlefields in play and of the units on the board
    give ``u`` (the units are looked at only in a game where a unit card has an aura)."""
    cards = g.cards
    m = 0
    for i, bf in enumerate(g.battlefields):
        if bf.cid >= 0:
            fn = auras.get(cards[bf.cid].id)
            if fn is not None:
                m += fn(g, bf.cid, bf.controller, i, u)
    if _unit_auras(g, auras):
        for o in g.units.values():
            fn = auras.get(cards[o.cid].id)
            if fn is not None:
                m += fn(g, o.cid, o.controller, o.loc, u)
    return m


def _unit_auras(g: GameState, auras: dict) -> bool:
    """Whether a card of this game other than a battlefield has a Might aura (memoised per game
    and its clones, for the index's table ``auras``)."""
    got = g.memo.get("might:aura")
    if got is None or got[0] is not auras:
        types = {c.id: c.type for c in load_cards().cards}
        got = g.memo["might:aura"] = (auras, any(types.get(i) != "Battlefield" for i in auras))
    return got[1]


def has_ganking(g: GameState, u: Unit) -> bool:
    """Rule 810: the unit has Ganking, printed, granted this turn or from a passive that holds now."""
    c = g.cards[u.cid]
    if c.ganking or has_granted(u, "Ganking"):  # printed, or granted this turn (801.3.a)
        return True
    if passive_keyword(g, u, "Ganking"):
        return True
    if g.gear:  # 718.3: Ganking in the effect text of an attached Equipment
        return ganking_from_equipment(g, u)
    return False


def passive_keyword(g: GameState, u: Unit, keyword: str) -> int:
    """Rules 364.3, 477.2: the value of ``keyword`` the unit's own passives give it now (0: none;
    Ganking counts 1)."""
    table = g.index.answers.get("keywords:own")
    if table is None:
        return 0
    grants = table.get(g.cards[u.cid].id)
    if grants is None:
        return 0
    fn = grants.get(keyword)
    return int(fn(g, u)) if fn is not None else 0
