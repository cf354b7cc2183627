"""Limited actions on cards and zones (rules 407-444) and Burn Out (rule 431).

The public functions here are the primitives that effects call: ``draw``, ``mill``, ``look``,
``reveal``, ``recycle_cards``, ``channel``, ``kill``, ``recall``. Actions that may need a player's
choice part-way (drawing or milling past the end of the deck burns out, and the burning player
chooses who gains the point) are queued as tasks; the rest act at once.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from ..rng import Rng
from ..state import NO_ROLE, GameState, Unit, base_of
from .attachment import detach_all
from .chain_refs import chain_slots
from .contexts import Opponents
from .core import decide, emit, push, task
from .events import OWN_DEATH, PLACE_TRIGGERS, fire, fired_batches, turn_sequence
from .index import QUESTIONS
from .replacements import would
from .trash_banish import put_in_trash


def opponents(g: GameState, player: int) -> list[int]:
    """Living players not on ``player``'s team, in turn order after ``player`` (rule 303.2.a)."""
    team = g.team_of[player]
    order = g.turn_order
    i = order.index(player) if player in order else 0
    seq = order[i + 1:] + order[:i + 1]
    return [p for p in seq if g.players[p].alive and g.team_of[p] != team]


def shuffle(g: GameState, items: list) -> None:
    """Randomise ``items`` with the game's generator."""
    r = Rng(g.rng)
    r.shuffle(items)
    g.rng = r.state


def random_below(g: GameState, n: int) -> int:
    r = Rng(g.rng)
    v = r.below(n)
    g.rng = r.state
    return v


# --- drawing, milling and Burn Out -------------------------------------------------------------

def draw(g: GameState, player: int, n: int = 1) -> None:
    """Queue "draw n" for ``player`` (rule 413), burning out on an empty deck (413.4, 431.1.a)."""
    if n > 0:
        push(g, ("draw", player, n))


def mill(g: GameState, player: int, n: int = 1) -> None:
    """Queue "put the top n of the Main Deck into the trash" (rule 431.1.b burns out past the end)."""
    if n > 0:
        push(g, ("mill", player, n))


@task("draw", "p", "n")
def _draw(g: GameState, player: int, n: int) -> None:
    """Rule 413.4: draw as many as possible, burn out, then draw the rest."""
    _from_deck(g, player, n, "draw", g.players[player].hand, "413.1")


@task("mill", "p", "n")
def _mill(g: GameState, player: int, n: int) -> None:
    """Rule 431.1.b: move as many as possible to the trash, burn out, then move the rest."""
    _from_deck(g, player, n, "mill", g.players[player].trash, "431.1.b")


def _from_deck(g: GameState, player: int, n: int, kind: str, dest: list[int], rule: str) -> None:
    """Move up to ``n`` cards from the top of the Main Deck to ``dest``; past the end of the deck,
    burn out (431.2) and then carry on with the rest of the action (431.2.d)."""
    deck = g.players[player].deck
    k = min(n, len(deck))
    for _ in range(k):
        dest.append(deck.pop())
    if k:
        emit(g, rule, kind, player, k)
    if k < n:  # 431.5: Burn Out replaces moving cards the deck doesn't have
        would(g, "deck_short", player, (kind, n - k))
    else:
        g.burnout_seq = 0  # the action is complete: its Burn Out sequence ends (431.3)


def look(g: GameState, player: int, n: int) -> list[int]:
    """Look at the top ``n`` of ``player``'s Main Deck: never burns out (rule 431.1.c)."""
    deck = g.players[player].deck
    seen = deck[-n:][::-1] if n > 0 else []
    emit(g, "431.1.c", "look", player, len(seen))
    return seen


def reveal(g: GameState, player: int, n: int) -> list[int]:
    """Reveal the top ``n`` of ``player``'s Main Deck (rule 424): never burns out (rule 431.1.c)."""
    deck = g.players[player].deck
    shown = deck[-n:][::-1] if n > 0 else []
    emit(g, "431.1.c", "reveal", player, tuple(shown))
    as_revealed(g, player, shown)
    return shown


#: index question: a card's "as I'm revealed from your deck, ..." (function(game, player, cid), done
#: as it is revealed: no trigger, nothing on the chain)
AS_REVEALED: Final = "reveal:as_revealed"
QUESTIONS[AS_REVEALED] = ("function(game, player, cid): what the card does as it is revealed from its "
                          "owner's Main Deck (424), at once")


def as_revealed(g: GameState, player: int, cards: list[int] | tuple[int, ...]) -> None:
    """Rule 424: the cards ``player`` has just revealed from their Main Deck do what they do "as
    they are revealed" (in the order revealed)."""
    table = g.index.answers.get(AS_REVEALED)
    if table is None:
        return
    for c in cards:
        fn = table.get(g.cards[c].id)
        if fn is not None:
            fn(g, player, c)


@task("burn_out", "p")
def _burn_out(g: GameState, player: int) -> None:
    """Rule 431.2: recycle the trash into the Main Deck at random, then an opponent gains 1."""
    p = g.players[player]
    g.burnout_seq += 1
    emit(g, "431.2", "burn_out", player, g.burnout_seq)
    if p.trash:
        recycle_cards(g, player, p.trash[:])
    choose_opponent(g, player, "burn_out")


def choose_opponent(g: GameState, player: int, why: str) -> None:
    """Rule 431.2.c: the burning player chooses which opponent gains the point."""
    opts = opponents(g, player)
    if len(opts) == 1:
        push(g, ("burn_point", player, opts[0]))
    elif opts:
        decide(g, player, "choose_opponent", Opponents(why, tuple(opts)))


# --- recycling, channeling, runes --------------------------------------------------------------

def recycle_cards(g: GameState, player: int, cids: list[int]) -> None:
    """Recycle Main Deck cards from wherever they are to the bottom of their owners' decks.

    Rule 416.5: two or more recycled at once go to the bottom in random order. Cards leave the
    hand, trash, set-aside area or banishment they are in, or their place in the Main Deck (a
    revealed top card that is recycled, 424.1.a.2, moves to the bottom instead of being copied).
    """
    p = g.players[player]
    for cid in cids:
        for zone in (p.trash, p.hand, p.set_aside, p.banishment, g.players[g.owner[cid]].deck):
            if cid in zone:
                zone.remove(cid)
                break
    by_owner: dict[int, list[int]] = {}
    for cid in cids:
        by_owner.setdefault(g.owner[cid], []).append(cid)
    for owner, group in by_owner.items():
        if len(group) > 1:
            shuffle(g, group)
        g.players[owner].deck[0:0] = group  # rule 416.1.c: each to its owner's deck
    emit(g, "416.5", "recycle", player, len(cids))


def channel(g: GameState, player: int, n: int, exhausted: bool = False) -> int:
    """Channel up to ``n`` runes from the top of the Rune Deck (rules 430.1, 430.3)."""
    p = g.players[player]
    k = min(n, len(p.rune_deck))
    for _ in range(k):
        p.runes.append(p.rune_deck.pop())
        p.rune_exhausted.append(exhausted)
    emit(g, "430.1", "channel", player, k)
    return k


def exhaust_rune(g: GameState, player: int, i: int) -> None:
    """Rule 164.2.a: exhaust a basic rune to add 1 Energy."""
    p = g.players[player]
    p.rune_exhausted[i] = True
    p.pool_energy += 1


def recycle_rune(g: GameState, player: int, i: int) -> str:
    """Rule 164.2.b: recycle a basic rune to add one Power of its domain (to the Rune Deck bottom)."""
    p = g.players[player]
    cid = p.runes.pop(i)
    p.rune_exhausted.pop(i)
    owner = g.players[g.owner[cid]]
    owner.rune_deck.insert(0, cid)  # rule 161.2.b: runes go back to the Rune Deck
    forget_target(g, cid)  # 359.3.e.4: a rune chosen as a target has left the board
    domain = g.cards[cid].domains[0] if g.cards[cid].domains else "Any"
    p.pool_power.append(domain)
    return domain


def empty_pools(g: GameState) -> None:
    """Rule 167: every player's rune pool empties."""
    for p in g.players:
        p.pool_energy = 0
        p.pool_power.clear()
        p.pool_restricted.clear()


# --- permanents ---------------------------------------------------------------------------------

#: replacements of a unit's death (367-373): functions (game, unit) -> whether it does not die now
#: (replaced, or waiting for its controller's choice), asked before the unit dies (370.1.c); filled
#: by :mod:`.death_replacements`
DEATH_REPLACEMENTS: Final[list[Callable[[GameState, Unit], bool]]] = []

#: functions (game, units) called just before units die together, while all are still on the board
#: (what a trigger condition reads of them "as they last were", 383.2.a.1: :mod:`.last_known`)
LEAVING: Final[list[Callable[[GameState, list[Unit]], None]]] = []


def leaving(g: GameState, units: list[Unit]) -> None:
    """The units ``units`` are about to die together: the :data:`LEAVING` functions note what they
    need of them while the board is still as it was."""
    for fn in LEAVING:
        fn(g, units)


def kill(g: GameState, unit: Unit, events: bool = True) -> bool:
    """Rule 428: the unit goes from the board to its owner's trash and stops being tracked, unless
    a replacement of its death applies (370.1.a.1: it replaces the kill too); returns whether it
    died. Its own death abilities (Deathknell, "when I die") go on the chain as pending items
    before it reaches the trash (428.1.a.1.b, 808.1.d.2-3: :func:`own_deaths`). ``events``: False
    when units die together (a cleanup, "kill all"): the caller uses :func:`die_together` instead."""
    if not _taken_off(g, unit):
        return False
    if LEAVING and events:  # units dying together are noted by the cleanup, all at once
        leaving(g, [unit])
    del g.units[unit.cid]
    g.quiet = None  # a unit left: the cleanup looks again (state.GameState.quiet)
    if events:
        own_deaths(g, [unit])  # seen with its gear attached (an Equipment's Deathknell, 718.3)
    to_trash(g, unit.cid, unit.controller, "kill")
    if events:
        died(g, unit, own=False)
        detach_all(g, unit)  # 719.5 (units dying together: the cleanup's sync_attachments)
    return True


def _taken_off(g: GameState, unit: Unit) -> bool:
    """Whether ``unit`` dies now: no replacement of its death applies, nor waits for its
    controller's choice (370.1.c, 372)."""
    if DEATH_REPLACEMENTS:
        for replaced in DEATH_REPLACEMENTS:
            if replaced(g, unit):
                return False
    return True


def die_together(g: GameState, units: list[Unit]) -> list[Unit]:
    """Units that die together (lethal damage in a cleanup, 323.4-323.5; the units one Kill
    instruction kills, 370.1.a.2): a death replaced is done first (373.1.a); then the own death
    abilities of the others go on the chain as pending items, one group, each player ordering theirs
    together (323.4, 808.2.a); then they all go to the trash (323.5); then the other abilities their
    deaths trigger, none seeing the others' deaths from the board (383.2.c.2). Returns those that
    died; their attachments are the caller's (719.5)."""
    if LEAVING:
        leaving(g, units)  # 383.2.a.1: what their death triggers read of them, all still here
    dead = [u for u in units if _taken_off(g, u)]
    for u in dead:
        del g.units[u.cid]
    g.quiet = None
    own_deaths(g, dead)
    for u in dead:
        to_trash(g, u.cid, u.controller, "kill")
    for u in dead:
        died(g, u, own=False)
    return dead


def own_deaths(g: GameState, units: list[Unit]) -> None:
    """Rules 428.1.a.1.b, 323.4, 808.1.d.2-3: the units (off the board, not yet in the trash) have
    their abilities on their own deaths put on the chain as pending items, noting what the units
    were; one group for all of them, placed before every other ability their deaths trigger
    (ruling 112, :data:`~riftbound.engine.events.OWN_DEATH`)."""
    batches: list[tuple] = []
    for unit in units:
        cid = unit.cid
        _LAST_KNOWN[cid] = unit
        try:
            batches += fired_batches(g, OWN_DEATH, unit.controller, cid, unit.loc,
                                     gone=(unit.controller, cid))
        finally:
            del _LAST_KNOWN[cid]
    if batches:
        rank = {p: k for k, p in enumerate(turn_sequence(g))}
        PLACE_TRIGGERS[0](g, sorted(batches, key=lambda b: rank.get(b[0], len(rank))), True)


def to_trash(g: GameState, cid: int, controller: int, kind: str) -> None:
    """A permanent already taken off the board goes to its owner's trash (428.1), a token ceasing
    to exist instead (186.1); chain items that targeted it lose it (359.3.e.4)."""
    forget_target(g, cid)
    emit(g, "428.1", kind, controller, cid)
    if g.cards[cid].is_token:
        emit(g, "186.1", "token_gone", controller, cid)
    else:  # unless banished instead, its own replacement too as it leaves (370.4, trash_banish.py)
        put_in_trash(g, cid, (controller, cid))


#: the units whose death is firing its events now, as they last were on the board (their buffs,
#: damage, ...): what a trigger condition about the dead unit reads ("a buffed unit dies"), kept
#: only while :func:`died` fires
_LAST_KNOWN: Final[dict[int, Unit]] = {}


def last_known(cid: int) -> Unit | None:
    """The unit ``cid`` as it was just before it died, while its death's events fire (383.2.a.1:
    the trigger condition is checked as the event happens, about the unit as it was)."""
    return _LAST_KNOWN.get(cid)


def died(g: GameState, unit: Unit, own: bool = True) -> None:
    """The death of ``unit`` (already off the board) triggers abilities (383.1); ``own``: its own
    death abilities too (False: :func:`own_deaths` placed them as it died)."""
    cid = unit.cid
    _LAST_KNOWN[cid] = unit
    try:
        # 808.1.d: its own "when I die" abilities trigger though it has left the board; so do
        # other objects' abilities on a friendly unit's death
        if own:
            fire(g, "die", unit.controller, cid, unit.loc, gone=(unit.controller, cid))
        fire(g, "friendly_dies", unit.controller, cid, unit.loc)
    finally:
        del _LAST_KNOWN[cid]


#: functions (game, cids, in_combat) called once units have taken damage (a Deal, or combat damage
#: at once, 465.2.d): delayed "when ... takes damage" abilities (:mod:`.damage_watch`)
DAMAGE_TAKEN: Final[list[Callable[[GameState, list[int], bool], None]]] = []


#: kinds of per-turn facts an effect notes about one object (``"kind:cid"`` keys of ``g.counts``,
#: e.g. a unit that gave itself Ganking this turn): they end with the object (124-124.1)
OBJECT_FACTS: Final[set[str]] = set()


def forget_target(g: GameState, cid: int, keep: int = -1) -> None:
    """A permanent that leaves the board is a new object if it comes back (124.1, 359.3.e.4): chain
    items that target it now name a lost target (-1), illegal whatever happens next, and the facts
    noted about the old object this turn (:data:`OBJECT_FACTS`) are gone. ``keep``: the index of a
    chain item that keeps its choice (the resolving item that moves the card itself). Durations
    "until I leave the board" end now (:data:`LEFT_BOARD`)."""
    counts = g.counts
    if OBJECT_FACTS and counts:
        # the keys "kind:cid" of those kinds, found among the turn's counts (a few keys, where the
        # kinds are some twenty)
        suffix = f":{cid}"
        cut = -len(suffix)
        for key in [k for k in counts if k.endswith(suffix)]:
            if key[:cut] in OBJECT_FACTS:
                del counts[key]
    for fn in LEFT_BOARD:
        fn(g, cid)
    chain = g.chain
    if not chain:
        return
    for k, it in enumerate(chain):
        if k != keep and any(cid in t for t in it.targets):
            # a slot naming a chain item (an ability of this card, ruling 103) keeps it while the
            # item is on the chain: an ability and its source are separate objects (355.9.c)
            slots = chain_slots(g, it)
            kept = bool(slots) and any(i.cid == cid for i in chain)
            chain[k] = it._replace(targets=tuple(tuple(-1 if c == cid and not (kept and s in slots) else c
                                                       for c in t) for s, t in enumerate(it.targets)))


#: functions (game, cid) called as a permanent leaves the board (from forget_target): the effects
#: that last "until I leave the board" end (effects/gear_control.py)
LEFT_BOARD: Final[list[Callable[[GameState, int], None]]] = []


#: functions (game, unit, the location it left) called once a unit has been returned to its owner's
#: hand: the abilities that event triggers ("when a unit here is returned to a player's hand")
RETURNED_TO_HAND: Final[list[Callable[[GameState, Unit, int], None]]] = []


def return_to_hand(g: GameState, unit: Unit) -> None:
    """A unit leaves the board for its owner's hand (a zone change, not a kill: 428.2.b)."""
    loc = unit.loc
    del g.units[unit.cid]
    g.quiet = None  # a unit left: the cleanup looks again (state.GameState.quiet)
    forget_target(g, unit.cid)
    emit(g, "359.3.d", "to_hand", unit.controller, unit.cid)
    if g.cards[unit.cid].is_token:
        emit(g, "186.1", "token_gone", unit.controller, unit.cid)
    else:
        g.players[g.owner[unit.cid]].hand.append(unit.cid)
    detach_all(g, unit)
    for fn in RETURNED_TO_HAND:
        fn(g, unit, loc)


#: functions (game, unit cid, amount) -> the damage still dealt, applied to a Deal before it is
#: marked: Prevent Values tracked on units (437, :mod:`.prevent`)
DAMAGE_FILTERS: Final[list[Callable[[GameState, int, int], int]]] = []


def deal(g: GameState, unit: Unit, amount: int, player: int, source: int) -> bool:
    """Rule 417: mark ``amount`` damage on ``unit``, marked by ``player``, the one responsible for
    the Deal (142.3.a, 417.6.b.4), from ``source`` (a card). Only 1 or more is dealt (417.1.e). A
    unit whose passive prevents this damage (its card's answer to "damage:prevent", function(game,
    unit, player) -> bool) takes none: a replacement (437, 369.2), so nothing is dealt (417.1.e.1)."""
    if amount < 1:
        return False
    table = g.index.answers.get("damage:prevent")
    if table is not None:
        prevents = table.get(g.cards[unit.cid].id)
        if prevents is not None and prevents(g, unit, player):
            emit(g, "437.2", "damage_prevented", player, unit.cid, amount, source)
            return False
    if g.counts:  # a Prevent Value tracked on the unit this turn (437.2-437.4, :mod:`.prevent`)
        for f in DAMAGE_FILTERS:
            amount = f(g, unit.cid, amount)
        if amount < 1:
            return False
    unit.damage += amount
    g.quiet = None  # a unit changed: the cleanup looks again (state.GameState.quiet)
    emit(g, "417.1.b", "damage", player, unit.cid, amount, source)
    if g.counts and DAMAGE_TAKEN:  # it took damage: delayed abilities waiting for that (390.2)
        for watch in DAMAGE_TAKEN:
            watch(g, [unit.cid], False)
    return True


#: index question: a card reads where a unit was before its latest relocation this turn ("when I
#: move from a battlefield", 383.2.a.1); only then is it noted (a fact of the object, gone with it)
MOVED_FROM: Final = "move:from_noted"
MOVED_FROM_FACT: Final = "moved_from"
OBJECT_FACTS.add(MOVED_FROM_FACT)
QUESTIONS[MOVED_FROM] = "True: this card reads where a unit was before it last moved this turn"


def moved_from(g: GameState, cid: int) -> int | None:
    """Where unit ``cid`` was before its latest relocation this turn (None: not noted)."""
    return g.counts.get(f"{MOVED_FROM_FACT}:{cid}") if g.counts else None


def relocate(g: GameState, unit: Unit, loc: int) -> None:
    """Put ``unit`` at ``loc`` (a move or a recall); the gear attached to it is always where it is
    (719.3.a), at once, not only from the next cleanup's check (323.7). In games with a card
    answering :data:`MOVED_FROM`, where it was is noted (read by "when I move from a battlefield")."""
    if MOVED_FROM in g.index.answers:
        g.counts[f"{MOVED_FROM_FACT}:{unit.cid}"] = unit.loc
    unit.loc = loc
    g.quiet = None  # a unit changed: the cleanup looks again (state.GameState.quiet)
    if g.gear:
        for x in g.gear.values():
            if x.attached_to == unit.cid:
                x.loc = loc


def recall(g: GameState, unit: Unit, rule: str = "455") -> None:
    """Rule 455: relocate a permanent to its controller's base; not a move (rule 456)."""
    relocate(g, unit, base_of(unit.controller))
    emit(g, rule, "recall", unit.controller, unit.cid)


def heal_all(g: GameState) -> None:
    """Rule 418: clear damage from every unit."""
    for u in g.units.values():
        if u.damage:
            u.damage = 0
            g.quiet = None  # a unit changed: the cleanup looks again (state.GameState.quiet)


def clear_roles(g: GameState) -> None:
    """Rule 466.7.a: remove attacker and defender designations."""
    for u in g.units.values():
        u.role = NO_ROLE
