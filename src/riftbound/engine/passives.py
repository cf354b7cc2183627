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

from typing import Final

from ..cards import load_cards
from ..compiled import mypyc_attr
from ..state import GameState, Gear, Unit
from .attachment import ganking_from_equipment, ganking_here_from_equipment
from .battlefield_passives import has_keyword_here
from .granted import aura_keyword_value, has_granted, passive_keyword


def alone(g: GameState, u: Unit) -> bool:
    """Rule 740.2.a: no other friendly unit (740.1.a) is at the unit's location."""
    team = g.team_of
    mine = team[u.controller]
    return not any(o.loc == u.loc and o.cid != u.cid and team[o.controller] == mine
                   for o in g.units.values())


#: the location passed to a legend's aura: the Legend Zone is not a location (107.4.b)
NO_LOCATION: Final = -(1 << 20)


def discarded_this_turn(g: GameState, player: int) -> bool:
    """Whether ``player`` has discarded a card this turn (422; counted per turn in ``g.counts``)."""
    return g.counts.get(f"discard:{player}", 0) > 0


def passive_might(g: GameState, u: Unit, card_id: str) -> int:
    """The Might passive abilities give unit ``u`` now (363, 364.3): its own conditional ones
    ("might:own"), the auras of the battlefields in play and the units and unattached gear on the
    board ("might:aura", 364.1), and "buffs give more" effects of this turn (703)."""
    plan = g.memo.get("might:passives")
    if plan is None or plan[0] is not g.index:
        plan = _might_plan(g)
    _, own, auras, first_token, unit_sources, battlefield_sources, legend_sources = plan
    m = 0
    if own is not None:
        fn = own.get(card_id)
        if fn is not None:
            m += fn(g, u)
    if auras is not None:
        loc = u.loc
        for i, cid, fn, here_only, constant in battlefield_sources:
            if loc == i or not here_only:
                m += fn(g, cid, g.battlefields[i].controller, i, u) if constant is None else constant
        units = g.units
        gear = g.gear
        for cid, fn, here_only, constant in unit_sources:
            o: Unit | Gear | None = units.get(cid)
            if o is None and gear:  # a gear's aura (364.1): on the board, not attached (718.2)
                o = gear.get(cid)
                if o is not None and o.attached_to is not None:
                    o = None
            if o is not None and (o.loc == loc or not here_only):
                m += fn(g, cid, o.controller, o.loc, u) if constant is None else constant
        for cid, q, fn in legend_sources:  # a legend in its Legend Zone (107.4), no location
            if g.players[q].alive:
                m += fn(g, cid, q, NO_LOCATION, u)
        cards = g.cards
        for cid in range(first_token, len(cards)):  # tokens made in this game, if one has an aura
            fn = auras.get(cards[cid].id)
            if fn is not None:
                o = units.get(cid)
                if o is not None:
                    m += fn(g, cid, o.controller, o.loc, u)
    if u.buffs and g.counts:
        counts = g.counts
        team = g.team_of
        mine = team[u.controller]
        for q in range(len(g.players)):
            n = counts.get(_BUFF_MIGHT[q] if q < _KEYS else f"{BUFF_MIGHT}{q}")
            if n and team[q] == mine:
                m += n * u.buffs  # 703: each buff gives it (a unit may have several: "buffs:any_number")
    return m


#: the per-turn count (``g.counts``) of "this turn, each buff gives friendly units +1 Might more"
#: effects of a player (703, 317.2.c): ``BUFF_MIGHT + str(player)``
BUFF_MIGHT: Final = "buff_might:"
_KEYS: Final = 8
_BUFF_MIGHT: Final = tuple(f"{BUFF_MIGHT}{q}" for q in range(_KEYS))


def buff_might(g: GameState, player: int) -> int:
    """Rule 703: the Might each buff gives the units friendly to ``player`` in addition this turn,
    from their own effects (kept in the turn's counts: an effect of the player, not of a card)."""
    return g.counts.get(f"{BUFF_MIGHT}{player}", 0)


def add_buff_might(g: GameState, player: int, n: int = 1) -> None:
    """Rule 703, modified for this turn: each buff on a unit friendly to ``player`` gives ``n``
    Might more until the turn's "this turn" effects expire (317.2.c, :func:`expire_buff_might`)."""
    key = f"{BUFF_MIGHT}{player}"
    g.counts[key] = g.counts.get(key, 0) + n


def expire_buff_might(g: GameState) -> None:
    """Rule 317.2.c: the "buffs give more Might this turn" effects end with the other "this turn"
    effects (the turn's counts themselves are cleared only as the next turn starts)."""
    for key in [k for k in g.counts if k.startswith(BUFF_MIGHT)]:
        del g.counts[key]


def _might_plan(g: GameState) -> tuple:
    """What :func:`passive_might` reads, worked out once per game and its clones (for the game's
    index): the "might:own" and "might:aura" tables, and the cards with an aura: the battlefields in
    play, (index, cid, answer, here only, constant), the legends, (cid, controller, answer), and the
    other cards up to the first token, (cid, answer, here only, constant); the battlefields, legends
    and those cards are the same in every clone (a copy effect, which changes a card, and a Replace,
    which changes a battlefield, give the state a new memo: engine/copies.py, engine/replace.py); a
    battlefield token's aura (187.8) is read as any battlefield's. The answer's attributes
    ``here_only`` (it reaches only units at its source's location: the others are skipped) and
    ``constant`` (the Might it gives every unit it reaches: no call) save calls."""
    answers = g.index.answers
    own, auras = answers.get("might:own"), answers.get("might:aura")
    cards = g.cards
    first_token = next((c for c, card in enumerate(cards) if card.is_token), len(cards))
    token_ids = [c.id for c in load_cards().tokens if c.type != "Battlefield"]
    token_ids += [c.id for c in cards[first_token:]]  # a token copying a card (477.1.b.1)
    if auras is None or auras.keys().isdisjoint(token_ids):
        first_token = 1 << 30  # no token has an aura: none is looked at
    in_play = {b.cid: i for i, b in enumerate(g.battlefields) if b.cid >= 0}
    legends = {p.legend: q for q, p in enumerate(g.players) if p.legend is not None}
    unit_sources, battlefield_sources, legend_sources = [], [], []
    aura_table = auras if auras is not None else {}
    for cid in range(min(first_token, len(cards)) if auras is not None else 0):
        fn = aura_table.get(cards[cid].id)
        if fn is None:
            continue
        here_only, constant = bool(getattr(fn, "here_only", False)), getattr(fn, "constant", None)
        if cid in in_play:
            continue  # below, with the battlefield tokens
        if cid in legends:  # a legend stays in its zone all game (107.4.d)
            legend_sources.append((cid, legends[cid], fn))
        elif cards[cid].type != "Battlefield":
            unit_sources.append((cid, fn, here_only, constant))
    for cid, i in in_play.items() if auras is not None else ():
        fn = aura_table.get(cards[cid].id)
        if fn is not None:
            battlefield_sources.append((i, cid, fn, bool(getattr(fn, "here_only", False)),
                                       getattr(fn, "constant", None)))
    if not (unit_sources or battlefield_sources or legend_sources) and first_token == 1 << 30:
        auras = None  # no aura can reach a unit now (a battlefield token's, every game's index has)
    plan = _Plan((g.index, own, auras, first_token, tuple(unit_sources), tuple(battlefield_sources),
                  tuple(legend_sources)))
    g.memo["might:passives"] = plan
    return plan


@mypyc_attr(native_class=False)  # mypyc compiles no subclass of tuple as a native class
class _Plan(tuple):
    """The memo of :func:`passive_might`. Its answers may be functions that don't pickle: a pickled
    state (a copy for another process) keeps none, and works it out again when Might is read."""

    __slots__ = ()

    def __reduce__(self) -> tuple:
        return tuple, ((None,),)


def has_ganking(g: GameState, u: Unit) -> bool:
    """Rule 810: the unit has Ganking, printed, granted this turn or from a passive that holds now."""
    c = g.cards[u.cid]
    if c.ganking or has_granted(u, "Ganking"):  # printed, or granted this turn (801.3.a)
        return True
    if passive_keyword(g, u, "Ganking") or aura_keyword_value(g, u, "Ganking"):  # 364.3, 364.1
        return True
    if u.loc >= 0 and has_keyword_here(g, u, "Ganking"):  # 364.1: a battlefield's "units here have"
        return True
    if g.gear:  # 718.3: Ganking in the effect text of an attached Equipment, its own or "units here"
        return ganking_from_equipment(g, u) or ganking_here_from_equipment(g, u)
    return False


