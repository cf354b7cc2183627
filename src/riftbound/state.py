"""Plain game state: players, zones, units, battlefields, points, the score ledger and the task stack.

Everything here is flat lists, ints and small records so that :meth:`GameState.clone` costs
microseconds. Card instances are numbered (``cid``); their facts and owners live in tuples shared by
every clone. Zones hold cids. The top of a deck is the *end* of its list.

A location is an int: ``>= 0`` is a battlefield index, ``< 0`` is the base of player ``-loc - 1``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Final, NamedTuple

from .card_index import NO_CARDS, CardIndex
from .modes import Mode

if TYPE_CHECKING:
    from .cards import CardDef

NO_ROLE: Final = 0
ATTACKER: Final = 1
DEFENDER: Final = 2


def base_of(player: int) -> int:
    """The location value of ``player``'s base (rule 107.1)."""
    return -1 - player


def base_owner(loc: int) -> int:
    return -1 - loc


class Unit:
    """A unit on the board (rules 140-146). Leaving the board discards the record (rule 124).

    ``turn_might`` and ``combat_might`` are the summed Might changes of "this turn" and "this
    combat" effects (snapshotted when applied, 477.3.b); they expire at the end of the turn
    (317.2.c) and of the combat (466.7.c). ``stunned`` is the Stunned status (423).
    ``temporary``: an effect gave it Temporary (816; a card may also print the keyword).
    ``base_might``: the base Might a "this turn" effect set (layer 1, 477.1.a.1), else -1; it
    expires with the turn (317.2.c): see :mod:`riftbound.engine.layers`.
    ``might_mod``: the summed Might changes of effects with no duration (477.3: they last while
    the unit stays on the board); a judge's position may give one to any unit.
    ``turn_keywords``: the keywords effects granted it this turn (801.3.a), one entry per keyword
    with values summed (807.2, 809.2, 814.2); they expire with the turn (317.2.c): see
    :mod:`riftbound.engine.granted`.
    """

    __slots__ = ("cid", "controller", "loc", "exhausted", "damage", "role", "buffs", "turn_might",
                 "combat_might", "stunned", "temporary", "empowered",
                 "base_might", "might_mod", "turn_keywords")

    def __init__(self, cid: int, controller: int, loc: int, exhausted: bool = True,
                 damage: int = 0, role: int = NO_ROLE, buffs: int = 0, turn_might: int = 0,
                 combat_might: int = 0, stunned: bool = False, temporary: bool = False,
                 empowered: bool = False, base_might: int = -1, might_mod: int = 0,
                 turn_keywords: tuple[str, ...] = ()) -> None:
        self.cid = cid
        self.controller = controller
        self.loc = loc
        self.exhausted = exhausted
        self.damage = damage
        self.role = role
        self.buffs = buffs
        self.turn_might = turn_might
        self.combat_might = combat_might
        self.stunned = stunned
        self.temporary = temporary
        self.empowered = empowered  # the Empowered status (441, 828)
        self.base_might = base_might
        self.might_mod = might_mod
        self.turn_keywords = turn_keywords

    def copy(self) -> Unit:
        return Unit(self.cid, self.controller, self.loc, self.exhausted, self.damage, self.role,
                    self.buffs, self.turn_might, self.combat_might, self.stunned, self.temporary,
                    self.empowered, self.base_might, self.might_mod, self.turn_keywords)

    def __reduce__(self) -> tuple:  # its key is its arguments, in order (see GameState.__reduce__)
        return Unit, self.key()

    def key(self) -> tuple:
        return (self.cid, self.controller, self.loc, self.exhausted, self.damage, self.role,
                self.buffs, self.turn_might, self.combat_might, self.stunned, self.temporary,
                self.empowered, self.base_might, self.might_mod, self.turn_keywords)


class Gear:
    """A gear on the board (rules 147-150 and the Equip keyword, 818): where it is (its controller's
    base, or a battlefield for gear played from Hidden, 811.1.d.1.a), whether it is exhausted, and
    whether it has been given Temporary (816). Leaving the board discards the record."""

    __slots__ = ("cid", "controller", "loc", "exhausted", "temporary", "attached_to", "empowered")

    def __init__(self, cid: int, controller: int, loc: int, exhausted: bool = False,
                 temporary: bool = False, attached_to: int | None = None,
                 empowered: bool = False) -> None:
        self.cid = cid
        self.controller = controller
        self.loc = loc
        self.exhausted = exhausted
        self.temporary = temporary
        self.attached_to = attached_to  # the unit it is Attached to (434, 718), its Top-Most Card
        self.empowered = empowered  # the Empowered status (441)

    def copy(self) -> Gear:
        return Gear(self.cid, self.controller, self.loc, self.exhausted, self.temporary,
                    self.attached_to, self.empowered)

    def __reduce__(self) -> tuple:  # its key is its arguments, in order (see GameState.__reduce__)
        return Gear, self.key()

    def key(self) -> tuple:
        return (self.cid, self.controller, self.loc, self.exhausted, self.temporary,
                self.attached_to, self.empowered)


class Battlefield:
    """A battlefield in play (rules 169-172, 190): control, contested status, staged fights.

    ``facedown`` is its Facedown Zone (107.3): None, or (cid, controller, turn) of the one card
    hidden there (421), with the turn it was hidden on (811.1.b: playable from the next turn).
    ``replaced``: the cids of the game objects this battlefield was before a Replace (438.1.a: the
    replacing token is the same game object for what targets or references them), oldest first;
    a card among them still in Banishment is there replaced, not banished (438.5.a), and is what a
    swap back returns (438.7.b.1; engine/replace.py).
    """

    __slots__ = ("cid", "controller", "contested_by", "showdown_staged", "combat_staged", "facedown",
                 "replaced")

    def __init__(self, cid: int, controller: int | None = None, contested_by: int | None = None,
                 showdown_staged: bool = False, combat_staged: bool = False,
                 facedown: tuple[int, int, int] | None = None, replaced: tuple[int, ...] = ()) -> None:
        self.cid = cid
        self.controller = controller
        self.contested_by = contested_by
        self.showdown_staged = showdown_staged
        self.combat_staged = combat_staged
        self.facedown = facedown
        self.replaced = replaced

    def copy(self) -> Battlefield:
        return Battlefield(self.cid, self.controller, self.contested_by, self.showdown_staged,
                           self.combat_staged, self.facedown, self.replaced)

    def __reduce__(self) -> tuple:  # its key is its arguments, in order (see GameState.__reduce__)
        return Battlefield, self.key()

    def key(self) -> tuple:
        return (self.cid, self.controller, self.contested_by, self.showdown_staged,
                self.combat_staged, self.facedown, self.replaced)


def place_of(g: GameState, cid: int) -> int | None:
    """The index of the battlefield that is game object ``cid``: the one whose card it is, or one
    that replaced it (438.1.a: a replacing token is the same game object for what targets or
    references it); None if no battlefield in play is."""
    for k, b in enumerate(g.battlefields):
        if b.cid == cid or (b.replaced and cid in b.replaced):
            return k
    return None


class PlayerState:
    """One player's zones (rules 107-108), rune pool (rule 165) and status."""

    __slots__ = ("deck", "hand", "trash", "banishment", "rune_deck", "runes", "rune_exhausted",
                 "champion", "legend", "pool_energy", "pool_power", "alive", "turns_started",
                 "mulliganed", "set_aside", "legend_exhausted", "xp", "pool_restricted",
                 "legend_empowered", "chosen_champion")

    def __init__(self, blank: bool = False) -> None:
        if blank:  # for copy(), which sets every field itself
            return
        self.deck: list[int] = []
        self.hand: list[int] = []
        self.trash: list[int] = []
        self.banishment: list[int] = []
        self.rune_deck: list[int] = []
        #: runes on the board, with a parallel list of exhausted flags
        self.runes: list[int] = []
        self.rune_exhausted: list[bool] = []
        self.champion: int | None = None
        #: the card id of the player's Chosen Champion (103.2.a.3: every champion unit of its name is
        #: one, wherever it is); None if they have none
        self.chosen_champion: str | None = None
        self.legend: int | None = None
        self.pool_energy = 0
        #: Power in the pool, one domain name per point ("Any" is universal power)
        self.pool_power: list[str] = []
        #: resources in the pool that may pay only some costs, one (resource, restriction) per
        #: point: "Energy" or a domain ("Any": universal), and a name of
        #: :data:`riftbound.engine.payment.RESTRICTIONS`; they empty with the pool (167)
        self.pool_restricted: list[tuple[str, str]] = []
        self.alive = True
        self.turns_started = 0
        self.mulliganed = False
        #: cards set aside during a mulligan (rule 117.1)
        self.set_aside: list[int] = []
        #: the legend is exhausted (paid an [E] cost, 135.2.e.2); readied at Awaken (315.1)
        self.legend_exhausted = False
        #: the legend has the Empowered status (441.2, 827.2: a legend may be Empowered too)
        self.legend_empowered = False
        #: experience points, public (728-733; gained by Hunt, 823, read by Level, 824)
        self.xp = 0

    def copy(self) -> PlayerState:
        p = PlayerState(blank=True)  # not __new__: the compiled build's native classes have none to call
        p.deck = self.deck[:]
        p.hand = self.hand[:]
        p.trash = self.trash[:]
        p.banishment = self.banishment[:]
        p.rune_deck = self.rune_deck[:]
        p.runes = self.runes[:]
        p.rune_exhausted = self.rune_exhausted[:]
        p.champion = self.champion
        p.chosen_champion = self.chosen_champion
        p.legend = self.legend
        p.pool_energy = self.pool_energy
        p.pool_power = self.pool_power[:]
        p.alive = self.alive
        p.turns_started = self.turns_started
        p.mulliganed = self.mulliganed
        p.set_aside = self.set_aside[:]
        p.legend_exhausted = self.legend_exhausted
        p.legend_empowered = self.legend_empowered
        p.xp = self.xp
        p.pool_restricted = self.pool_restricted[:]
        return p

    def key(self) -> tuple:
        return (tuple(self.deck), tuple(sorted(self.hand)), tuple(sorted(self.trash)),
                tuple(sorted(self.banishment)), tuple(self.rune_deck), tuple(self.runes),
                tuple(self.rune_exhausted), self.champion, self.legend, self.pool_energy,
                tuple(self.pool_power), self.alive, self.turns_started, self.mulliganed,
                tuple(self.set_aside), self.legend_exhausted, self.xp, tuple(self.pool_restricted),
                self.legend_empowered, self.chosen_champion)


class Event(NamedTuple):
    """One entry of the game log: what happened, to whom, and the rule that made it happen."""

    turn: int
    rule: str
    kind: str
    player: int | None
    data: tuple


class ChainItem(NamedTuple):
    """An item on the chain (rules 327-340): a card being played, pending until it is finalized
    (329, 359.1).

    ``kind`` is "unit" or "spell" (later also abilities: what opened a chain decides whether Focus
    passes when it closes, 346.1). ``targets`` holds the chosen targets, one tuple per target slot
    of the card's script (355.5-355.13); a target that left the board since is written -1
    (359.3.e.4). ``dest`` is a spell's move destination chosen on play (355.4): a battlefield, or
    -1 (``actions.BASE``) for the moved unit's base. (A unit's location, 355.2, travels with the
    tasks that play it.) While a spell resolves, ``done``
    records for each instruction so far whether it executed (linked instructions, 359.3.e.14) and
    ``refs`` the cards it acted on (e.g. a discarded card, whose cost a later instruction reads).
    """

    cid: int
    controller: int
    kind: str
    finalized: bool = False
    targets: tuple[tuple[int, ...], ...] = ()
    dest: int | None = None
    done: tuple[bool, ...] = ()
    refs: tuple[int, ...] = ()
    #: the battlefield a card was played from facedown at (811.1.d), else None
    hidden_at: int | None = None
    #: for an activated ability (kind "activated", 377): which one, "<card id>:<index>" of the
    #: card whose printed ability it is (the source's own, or one it has from another card)
    ability: str | None = None


#: makes a :class:`ChainItem` from all its fields as one tuple (see item_with)
_new_item: Final[Callable[[type[ChainItem], tuple], ChainItem]] = tuple.__new__


def item_with(it: ChainItem, finalized: bool, targets: tuple[tuple[int, ...], ...],
              done: tuple[bool, ...], refs: tuple[int, ...]) -> ChainItem:
    """``it`` with these four fields (those a play and a resolution change) set, the others kept: what
    ``it._replace(...)`` gives, without its interpreted code (a tenth of the cost; the compiled
    build can't compile ``_replace``; made with ``tuple.__new__``, without the named tuple's
    interpreted ``__new__``). tests/test_position_chain.py checks it keeps every field."""
    return _new_item(ChainItem, (it.cid, it.controller, it.kind, finalized, targets, it.dest, done, refs,
                                 it.hidden_at, it.ability))


class Decision(NamedTuple):
    """The choice the game is waiting for: who decides, what kind of choice, and its context."""

    player: int
    kind: str
    context: tuple = ()


class Showdown:
    """A showdown or combat in progress (rules 341-348, 459-466)."""

    __slots__ = ("bf", "combat", "focus", "passes", "attacker", "defender", "assigned",
                 "recalled", "opened_by", "checked")

    def __init__(self, bf: int, combat: bool, focus: int, passes: int = 0,
                 attacker: int | None = None, defender: int | None = None,
                 assigned: tuple = (), recalled: bool = False,
                 opened_by: str | None = None, checked: tuple[tuple[int, int], ...] = ()) -> None:
        self.bf = bf
        self.combat = combat
        self.focus = focus
        #: passes in sequence since the last play (rule 347.2)
        self.passes = passes
        self.attacker = attacker
        self.defender = defender
        #: combat damage assigned so far, (cid, amount) pairs (rule 465.2.c)
        self.assigned = assigned
        #: attackers were recalled in the combat cleanup (rule 466.3.d)
        self.recalled = recalled
        #: the kind of the chain item that opened the current chain (None: no chain open); it
        #: decides whether Focus passes when that chain closes (rules 346, 346.1)
        self.opened_by = opened_by
        #: (cid, ATTACKER or DEFENDER): the units whose attack or defend triggers have been checked
        #: in this combat, with the designation checked: each once per combat, however often the
        #: unit gains it (383.4.e.2.a, 383.4.f.2.a; a unit that changes sides has both checked)
        self.checked = checked

    def copy(self) -> Showdown:
        return Showdown(self.bf, self.combat, self.focus, self.passes, self.attacker,
                        self.defender, self.assigned, self.recalled, self.opened_by, self.checked)

    def __reduce__(self) -> tuple:  # its key is its arguments, in order (see GameState.__reduce__)
        return Showdown, self.key()

    def key(self) -> tuple:
        return (self.bf, self.combat, self.focus, self.passes, self.attacker, self.defender,
                self.assigned, self.recalled, self.opened_by, self.checked)


class GameState:
    """The whole game as data. The engine modules read and write it; :class:`Game` wraps it."""

    __slots__ = ("cards", "owner", "mode", "players", "team_of", "points", "units", "battlefields",
                 "gear", "turn", "turn_player", "first_player", "turn_order", "extra_turns", "phase",
                 "chain", "showdown", "ledger", "disqualified", "excused", "tasks", "pending",
                 "rng", "outcome", "burnout_seq", "vs_delta", "counts", "log", "decisions", "memo", "history",
                 "origin", "stepping", "index", "touched", "quiet")

    def __init__(self, cards: tuple[CardDef, ...], owner: tuple[int, ...], mode: Mode,
                 blank: bool = False) -> None:
        self.cards = cards
        self.owner = owner
        self.mode = mode
        if blank:  # for clone(), which sets every other field itself
            return
        self.players: list[PlayerState] = [PlayerState() for _ in range(mode.players)]
        self.team_of: tuple[int, ...] = mode.teams
        #: points per team (rule 489.8.d: a team shares its points; a lone player is a team of one)
        self.points: list[int] = [0] * (max(mode.teams) + 1)
        self.units: dict[int, Unit] = {}
        #: gear on the board by cid (gear in hand, deck or trash is a plain card in that zone)
        self.gear: dict[int, Gear] = {}
        self.battlefields: list[Battlefield] = []
        self.turn = 0
        self.turn_player = 0
        self.first_player = 0
        #: the repeating turn order (rule 115.1)
        self.turn_order: list[int] = list(range(mode.players))
        #: the turns queued ahead of the turn order (rules 734-738): Additional Turns, then the
        #: turn they were inserted before; the order goes on from the last (engine/turns_extra.py)
        self.extra_turns: list[int] = []
        self.phase = "setup"
        #: items on the chain, oldest first (rule 328)
        self.chain: list[ChainItem] = []
        self.showdown: Showdown | None = None
        #: the per-turn score ledger: (player, battlefield) scored this turn (rules 469-470)
        self.ledger: set[tuple[int, int]] = set()
        #: (team, battlefield) a teammate controlled in the scoring step (469.1.a, 489.8.b)
        self.disqualified: set[tuple[int, int]] = set()
        #: (team, battlefield) a teammate occupied in the scoring step (489.8.g.1)
        self.excused: set[tuple[int, int]] = set()
        #: outstanding tasks, a stack: the last item runs next (rules 332-334)
        self.tasks: list[tuple] = []
        self.pending: Decision | None = None
        self.rng = 0
        self.outcome: Any = None
        #: burn outs processed so far in the current sequence (rule 431.3)
        self.burnout_seq = 0
        #: changes to the Victory Score made by effects (rule 194.3.a)
        self.vs_delta = 0
        #: events counted this turn, "kind:player" -> how many (discards, deaths of friendly units,
        #: cards played: "the Nth time" triggers, 383.1, and "if you have ... this turn")
        self.counts: dict[str, int] = {}
        self.log: list[Event] | None = []
        self.decisions = 0
        #: results of pure functions of this game's cards (e.g. payment options), shared by clones
        self.memo: dict = {}
        #: the actions answered through ``Game.apply``, in order (for game records; not in ``key()``)
        self.history: list = []
        #: (decks, seed) of a game set up by ``Game.new``, else None (for game records)
        self.origin: tuple | None = None
        #: stop at every step (a judge's option): a decision with a single option, and abilities
        #: that wait to be put on the chain in the only order possible, are left to the caller
        #: instead of being taken by the engine; not part of ``key()``
        self.stepping = False
        #: the per-game index of card behaviour (engine/index.py), built at setup, shared by clones
        self.index: CardIndex = NO_CARDS
        #: changed by something other than its decisions (an effect applied from outside, a judge's
        #: action, stepping, options forgotten after an edit): its history no longer gives it, so it
        #: can't be recorded (formats/records.py); not part of ``key()``
        self.touched = False
        #: what the last cleanup found of the units, while it still holds (engine/cleanup.py): the
        #: players with units at each battlefield, a bit per seat, when no unit was damaged nor in
        #: another player's base; None once a unit changes place, controller or damage, joins or
        #: leaves the board (every such write sets it to None), a battlefield is added, and whenever
        #: the task loop starts to answer a decision (what was changed from outside is never relied
        #: upon; the forced decisions answered on the way, engine.decisions.advance, are the
        #: engine's). Not part of ``key()``: a cache, never copied to a clone
        self.quiet: list[int] | None = None

    def __reduce__(self) -> tuple:
        """Pickled as its fields, on a state made blank (``__init__``'s ``blank``). Python would
        make the object without calling ``__init__``; a class of the compiled build is called."""
        return GameState, (self.cards, self.owner, self.mode, True), self.__getstate__()

    def clone(self, log: bool = True) -> GameState:
        g = GameState(self.cards, self.owner, self.mode, blank=True)  # not __new__: see PlayerState.copy
        g.players = [p.copy() for p in self.players]
        g.team_of = self.team_of
        g.points = self.points[:]
        g.units = {cid: u.copy() for cid, u in self.units.items()}
        g.gear = {cid: x.copy() for cid, x in self.gear.items()} if self.gear else {}
        g.battlefields = [b.copy() for b in self.battlefields]
        g.turn = self.turn
        g.turn_player = self.turn_player
        g.first_player = self.first_player
        g.turn_order = self.turn_order[:]
        g.extra_turns = self.extra_turns[:]
        g.phase = self.phase
        g.chain = self.chain[:]
        g.showdown = self.showdown.copy() if self.showdown is not None else None
        g.ledger = set(self.ledger)
        g.disqualified = set(self.disqualified)
        g.excused = set(self.excused)
        g.tasks = self.tasks[:]
        g.pending = self.pending
        g.rng = self.rng
        g.outcome = self.outcome
        g.burnout_seq = self.burnout_seq
        g.vs_delta = self.vs_delta
        g.counts = dict(self.counts) if self.counts else {}
        g.log = self.log[:] if (log and self.log is not None) else None
        g.decisions = self.decisions
        g.memo = self.memo
        g.history = self.history[:]
        g.origin = self.origin
        g.stepping = self.stepping
        g.index = self.index
        g.touched = self.touched
        g.quiet = None
        return g

    def key(self) -> tuple:
        """Everything that determines the game's future, as a comparable value (not the log)."""
        return (
            self.mode.name, tuple(p.key() for p in self.players), tuple(self.points),
            tuple(sorted(u.key() for u in self.units.values())),
            tuple(sorted(x.key() for x in self.gear.values())),
            tuple(b.key() for b in self.battlefields), self.turn, self.turn_player,
            self.first_player, tuple(self.turn_order), tuple(self.extra_turns), self.phase,
            tuple(self.chain), self.showdown.key() if self.showdown else None,
            tuple(sorted(self.ledger)), tuple(sorted(self.disqualified)),
            tuple(sorted(self.excused)), tuple(self.tasks), self.pending, self.rng,
            self.outcome, self.burnout_seq, self.vs_delta, tuple(sorted(self.counts.items())),
            # units that are copies (477.1.b.1, engine/copies.py): what each copies, and for how long
            # (a token that was one and has ceased to exist, 186.1, is nothing)
            tuple((i, c.id, getattr(c, "until", -1)) for i, c in enumerate(self.cards)
                  if getattr(c, "printed_id", "") and i in self.units),
        )
