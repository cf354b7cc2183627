"""Triggered abilities that wait for an event (383.1-383.3): "when I move", "when a friendly unit
dies", "when you play a spell", "at the start of your Beginning Phase", ...

A card's ability is the answer its entry gives the game's index to the question of its kind
(``g.index.get(ON[kind], card id)``, :mod:`.reactions`), a record with a :class:`Condition` saying
which events of that kind trigger it. When the engine does something that may trigger abilities it
calls :func:`fire` with the event; only kinds for which some card of this game has an ability are
looked at, so a game without such cards pays one dict lookup per event.

Sources are the objects whose abilities are active (383.2): units on the board, each player's
legend, battlefields, and the extra sources other modules add to :data:`SOURCES` (gear). The
event's own subject is a source too when it has just left the board (a death, a discard).
Triggered abilities are put on the chain in the usual way, each player ordering their own
(383.3.d, :func:`~riftbound.engine.units.push_triggers`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any, Final

from ..state import GameState
from .core import count_key
from .reactions import ON, Condition, Who

__all__ = ["COUNTED", "MOVES_COUNTED", "WITH_SUBJECT", "Condition", "Who", "count", "fire", "fired_batches",
           "note_moves", "sources", "times_moved", "token_played", "triggered"]

#: functions yielding extra sources (controller, cid) whose abilities are active (e.g. gear)
SOURCES: Final[list[Callable[[GameState], Iterator[tuple[int, int]]]]] = []

#: what puts triggered abilities on the chain, each player ordering their own (383.3.d):
#: :func:`riftbound.engine.units.push_triggers`, bound as that module loads. The rules that make
#: events happen (moves, deaths, discards) sit below the chain and fire events from here. Called
#: (game, batches[, first]): ``first``, whether they are abilities on their sources' own deaths,
#: placed before the others (:data:`OWN_DEATH`)
PLACE_TRIGGERS: Final[list[Callable[..., None]]] = []

#: the event of a permanent's own death: everything it triggers is an ability on its source's own
#: death (Deathknell and other "when I die", an attached Equipment's Deathknell, 718.3), which goes
#: on the chain before the abilities that death triggers elsewhere (a "friendly_dies" event fired
#: after it): under a Kill instruction (428.1.a.1.b) and in a cleanup (323.4, 808.1.d.2)
OWN_DEATH: Final = "die"

#: functions (game, kind, player, subject) -> batches (player, kind, cids[, subject]) of abilities
#: the same event triggers on objects that are not sources themselves: an attached Equipment's
#: effect text, part of its unit's rules text (718.3, :mod:`.equipment_triggers`)
EXTRA_BATCHES: Final[list[Callable[[GameState, str, int, int | tuple[int, ...] | None], list[tuple]]]] = []

#: functions (game, kind, player, subject) -> batches of the delayed abilities that effects created
#: to wait for this very event to happen to one object this turn (390.2: "when it dies this turn",
#: :mod:`.death_watch`); asked only while the count :data:`WATCHING` is set
EVENT_WATCHES: Final[list[Callable[[GameState, str, int, int | tuple[int, ...] | None], list[tuple]]]] = []
WATCHING: Final = "event_watch"


#: functions (game, kind, player, subject) -> batches of battlefield abilities that trigger for the
#: player whose event it is, whoever controls the battlefield, and are controlled by that player
#: (190.6.c: "when a player plays a spell, they may ..."; :mod:`.any_player_triggers`); asked only in
#: games with a card answering :data:`ANY_PLAYER`
ANY_PLAYER_BATCHES: Final[list[Callable[[GameState, str, int, int | tuple[int, ...] | None],
                                         list[tuple]]]] = []
ANY_PLAYER: Final = "on:any_player"


def sources(g: GameState) -> Iterator[tuple[int, int]]:
    """(controller, cid) of every object whose abilities are active (383.2): units on the board,
    legends in their legend zone, controlled battlefields, and the extra :data:`SOURCES`."""
    for u in g.units.values():
        yield u.controller, u.cid
    for i, p in enumerate(g.players):
        if p.legend is not None and p.alive:
            yield i, p.legend
    for b in g.battlefields:
        if b.controller is not None and b.cid >= 0:
            yield b.controller, b.cid
    for fn in SOURCES:
        yield from fn(g)


def count(g: GameState, kind: str, player: int) -> int:
    """How many events of ``kind`` concerning ``player`` happened this turn, this one included."""
    key = count_key(kind, player)
    n = g.counts.get(key, 0) + 1
    g.counts[key] = n
    return n


def _team_count(g: GameState, kind: str, player: int) -> int:
    """How many events of ``kind`` concerning ``player`` or a teammate happened this turn: "the
    first time a friendly unit dies" counts the deaths of every unit friendly to ``player``
    (740.1.a, 489.8.e), not only their own."""
    team = g.team_of
    return sum(g.counts.get(count_key(kind, q), 0) for q in range(len(g.players)) if team[q] == team[player])


def fire(g: GameState, kind: str, player: int, subject: int | tuple[int, ...] | None = None,
         loc: int | None = None, gone: tuple[int, int] | None = None, counted: bool = False,
         also: list[tuple] | None = None) -> bool:
    """Event ``kind`` happened to ``player`` (whose unit or card ``subject`` it concerns, or units
    that moved together; ``loc`` where it ended up). ``gone``: (controller, cid) of a subject that
    has just left the board and whose own abilities still trigger (808.1.d). Every ability it
    triggers goes on the chain; returns whether any did. For the kinds in :data:`WITH_SUBJECT`
    the chain item remembers its single subject (``refs[0]``, read by ``Subject()``). ``counted``:
    the event was counted already (a spell is counted as played when finalized, 419.4.b, and
    triggers once it has resolved, 419.4.a). ``also``: batches (player, kind, cids) of abilities
    that the same event triggers by a rule of their own (a Play Effect, 383.4.a.2): placed with
    the others, each player ordering theirs together, the turn player first (383.3.d-d.1)."""
    batches = fired_batches(g, kind, player, subject, loc, gone, counted, also)
    if not batches:
        return False
    PLACE_TRIGGERS[0](g, batches, kind == OWN_DEATH)
    return True


def fired_batches(g: GameState, kind: str, player: int, subject: int | tuple[int, ...] | None = None,
                  loc: int | None = None, gone: tuple[int, int] | None = None, counted: bool = False,
                  also: list[tuple] | None = None) -> list[tuple]:
    """What :func:`fire` places: the batches (player, kind, cids[, subject]) of the abilities the
    event triggers, players in turn order from the turn player (383.3.d.1)."""
    if kind == "move" and MOVES_COUNTED in g.index.answers:
        note_moves(g, subject)
    if kind not in COUNTED:
        n = 0
    elif counted:
        n = g.counts.get(count_key(kind, player), 0)
    else:
        n = count(g, kind, player)
    hits = triggered(g, kind, player, subject, loc, gone, n) if ON[kind] in g.index.answers else []
    if g.gear:
        for extra in EXTRA_BATCHES:
            more = extra(g, kind, player, subject)
            if more:
                also = [*(also or ()), *more]
    if g.counts and WATCHING in g.counts:
        for extra in EVENT_WATCHES:
            more = extra(g, kind, player, subject)
            if more:
                also = [*(also or ()), *more]
    if ANY_PLAYER in g.index.answers:
        for extra in ANY_PLAYER_BATCHES:
            more = extra(g, kind, player, subject)
            if more:
                also = [*(also or ()), *more]
    if not hits and not also:
        return []
    about = subject if kind in WITH_SUBJECT and isinstance(subject, int) else None
    batches = [(p, kind, cids) if about is None else (p, kind, cids, about) for p, cids in hits]
    if also:
        seq = turn_sequence(g)
        rank = {p: k for k, p in enumerate(seq)}
        # 383.3.d.1: players in turn order from the turn player (a stable sort: each player's
        # batches stay together and are ordered together by push_triggers)
        batches = sorted([*also, *batches], key=lambda b: rank.get(b[0], len(seq)))
    return batches


def token_played(g: GameState, kind: str, subject: int | tuple[int, ...] | None) -> bool:
    """Whether the event is a unit token's play (185.2.a): a "play_card" event whose subject is a
    token. Only abilities on a unit played see it ("when you play a unit"); "when you play a card"
    and card filters don't (a token is no card, 185)."""
    return kind == "play_card" and isinstance(subject, int) and g.cards[subject].is_token


def triggered(g: GameState, kind: str, player: int, subject: int | tuple[int, ...] | None = None,
              loc: int | None = None, gone: tuple[int, int] | None = None,
              n: int = 0) -> list[tuple[int, list[int]]]:
    """The sources whose ``kind`` abilities the event triggers (383.1-383.2), grouped by their
    controller in the order they place them (the turn player first, 383.3.d.1); ``n`` is the
    event's number this turn (for "the Nth time")."""
    table = g.index.answers.get(ON[kind])
    if table is None:
        return []
    cards = g.cards
    # the sources (:func:`sources`, in its order) with an ability of this kind, then ``gone``
    cands: list[tuple[int, int, Any]] = []
    for u in g.units.values():
        rec = table.get(cards[u.cid].id)
        if rec is not None:
            cands.append((u.controller, u.cid, rec))
    i = 0
    for p in g.players:
        if p.legend is not None and p.alive:
            rec = table.get(cards[p.legend].id)
            if rec is not None:
                cands.append((i, p.legend, rec))
        i += 1
    for b in g.battlefields:
        if b.controller is not None and b.cid >= 0:
            rec = table.get(cards[b.cid].id)
            if rec is not None:
                cands.append((b.controller, b.cid, rec))
    for fn in SOURCES:
        for ctrl, cid in fn(g):
            rec = table.get(cards[cid].id)
            if rec is not None:
                cands.append((ctrl, cid, rec))
    if gone is not None:
        rec = table.get(cards[gone[1]].id)
        if rec is not None:
            cands.append((gone[0], gone[1], rec))
    if not cands:  # most often: no source has an ability of this kind
        return []
    subjects = subject if isinstance(subject, tuple) else (subject,)
    team = g.team_of
    token = token_played(g, kind, subject)
    hits: dict[int, list[int]] = {}
    for ctrl, cid, rec in cands:
        cond = rec.when
        if cond is None:
            continue
        who = cond.who
        if who == "me":
            ok = cid in subjects
        elif who == "you":
            ok = ctrl == player
        elif who == "friendly":
            ok = team[ctrl] == team[player]
        elif who == "opponent":
            ok = team[ctrl] != team[player]
        else:
            ok = True
        if ok and cond.to_battlefield:
            ok = loc is not None and loc >= 0
        if ok and cond.opponents_turn:
            ok = team[g.turn_player] != team[ctrl]
        if ok and cond.nth:  # "the Nth time a friendly unit ...": the team's events (740.1.a, 489.8.e)
            ok = (n if who != "friendly" else _team_count(g, kind, ctrl)) == cond.nth
        if ok and rec.if_ is not None:
            ok = rec.if_(g, ctrl, cid)
        if ok and cond.friendly_subject:
            subj = g.units.get(subject) if isinstance(subject, int) else None
            ok = subj is not None and team[subj.controller] == team[ctrl]
        if ok and cond.by_you:  # "when you [do it to] me": the event is the source's controller's
            ok = player == ctrl
        if ok and cond.other:  # "another": not the source's own event (383.2.c.1 would count it)
            ok = cid not in subjects
        if ok and token and not cond.tokens:  # 185.2.a: a token played is a unit, not a card
            ok = False
        if ok and cond.subject_if is not None:  # 383.2.a.1: part of the trigger condition
            ok = isinstance(subject, int) and cond.subject_if(g, ctrl, subject)
        if ok:
            hits.setdefault(ctrl, []).append(cid)
    if not hits:
        return []
    return [(p, hits[p]) for p in turn_sequence(g) if p in hits]


#: index question: a card of the game reads how many times a unit moved this turn ("the first / third
#: time I move each turn", 383.1); only then are the moves counted, per unit (``"moved:<cid>"``)
MOVES_COUNTED: Final = "move:counted"


def note_moves(g: GameState, subject: int | tuple[int, ...] | None) -> None:
    """Count one more move this turn for each unit of ``subject`` (a fact of the object, gone with
    it: engine/primitives.OBJECT_FACTS), before the move's abilities trigger (383.1)."""
    for c in subject if isinstance(subject, tuple) else () if subject is None else (subject,):
        key = f"moved:{c}"
        g.counts[key] = g.counts.get(key, 0) + 1


def times_moved(g: GameState, cid: int) -> int:
    """How many times unit ``cid`` (this object) has moved this turn (counted only in games with a
    card answering :data:`MOVES_COUNTED`)."""
    return g.counts.get(f"moved:{cid}", 0)


def turn_sequence(g: GameState) -> list[int]:
    """The players in turn order from the turn player: the order in which they place triggered
    abilities that trigger together (383.3.d.1)."""
    order = g.turn_order
    k = order.index(g.turn_player) if g.turn_player in order else 0
    return order[k:] + order[:k]


#: event kinds counted per player each turn whatever cards are in the game ("the Nth time",
#: 383.1, and "if you've ... this turn" conditions read the counts)
COUNTED: Final = frozenset({"discard", "friendly_dies", "play_card", "play_spell"})

#: event kinds whose triggered abilities remember their subject, the unit the event happened to
#: ("give it +1 Might", "ready it"): the chain item's ``refs[0]``. A friendly unit's death is one:
#: two units dying at once trigger a "when a friendly unit dies" ability twice, one item per death
#: (383.1; 383.1.b's contrast), told apart by their subjects
WITH_SUBJECT: Final[set[str]] = {"alone", "buff", "friendly_dies"}
