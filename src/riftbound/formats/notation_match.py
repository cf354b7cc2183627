"""Matching a parsed action against the legal ones: which legal actions a text may name
(exactly, or loosely), and an index of a position's legal actions by their shape, kept for the
position the game is in, so that formatting and parsing many actions stay cheap."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from ..actions import (
    BASE,
    CHAIN_NTH,
    Action,
    Activate,
    AssignDamage,
    ChooseBattlefield,
    ChooseCard,
    ChooseName,
    ChooseOpponent,
    ChooseReplacement,
    EndTurn,
    Hide,
    Invite,
    Move,
    Mulligan,
    OrderTriggers,
    Pass,
    Pay,
    PlayGear,
    PlaySpell,
    PlayUnit,
    chain_code,
    chain_suffix,
    code_chain,
    special_target_text,
)
from ..game import Game
from ..state import GameState
from .notation_describe import _by_name, _folded
from .notation_parse import _KINDS, _Parsed, _Ref

# --- resolving a parsed action against the game -----------------------------------------------------------

def _unit_loc(g: GameState, cid: int) -> int | None:
    u = g.units.get(cid)
    if u is None:
        return None
    return u.loc if u.loc >= 0 else BASE


def _zone_of(g: GameState, cid: int) -> str:
    """Where a card to be played is: "champion" (a Champion Zone), "facedown" (811), "trash" (a
    spell played for its Flow cost, 829) or "hand"."""
    for b in g.battlefields:
        if b.facedown is not None and b.facedown[0] == cid:
            return "facedown"
    for p in g.players:
        if cid in p.trash:
            return "trash"
    for p in g.players:
        if p.champion == cid:
            return "champion"
    return "hand"


#: zones a play must name ("from facedown", "from trash") unless its card is written by #cid
_SAID_ZONES = ("facedown", "trash")


def _said_zone(g: GameState, cid: int) -> str | None:
    """The zone a play of card ``cid`` names in the readable form, if any."""
    z = _zone_of(g, cid)
    return z if z in _SAID_ZONES else None


def _zone_ok(g: GameState, p: _Parsed, cid: int) -> bool:
    """Whether a play written ``from ZONE`` (or without one) names card ``cid``: a facedown card
    only with "from facedown", or by its #cid (the canonical form)."""
    where = _zone_of(g, cid)
    if where in _SAID_ZONES:
        return p.zone == where or (p.zone is None and p.refs[0].cid is not None)
    return p.zone is None or p.zone == where


def _signature(g: GameState, cid: int) -> tuple:
    """What makes two cards interchangeable: the same card in the same place and status."""
    idx = g.cards[cid].index
    u = g.units.get(cid)
    if u is not None:
        return ("unit", idx, u.controller, u.loc, u.exhausted, u.damage, u.buffs, u.role,
                u.turn_might, u.base_might, u.combat_might, u.stunned, u.temporary, u.might_mod,
                u.turn_keywords)
    for i, p in enumerate(g.players):
        if cid in p.hand:
            return ("hand", idx, i)
        if cid in p.runes:
            return ("rune", idx, i, p.rune_exhausted[p.runes.index(cid)])
        if cid == p.champion:
            return ("champion", idx, i)
    return ("other", cid)


def _ref_ok(g: GameState, ref: _Ref, cid: int, loose: bool) -> bool:
    if cid >= CHAIN_NTH or ref.nth != 1:  # an item on the chain by its place (ruling 116)
        cid, nth = code_chain(cid)
        if nth != ref.nth - 1:
            return False
    if ref.cid is not None and ref.cid != cid:
        if not loose or not (0 <= ref.cid < len(g.cards)) or _signature(g, ref.cid) != _signature(g, cid):
            return False
    if ref.name is not None and _folded(g)[cid] != ref.name:
        return False
    return ref.loc is None or _unit_loc(g, cid) == ref.loc


class _Matcher:
    """Whether written cards name given card instances, each card's test made once."""

    __slots__ = ("g", "loose", "sets")

    def __init__(self, g: GameState, loose: bool) -> None:
        self.g = g
        self.loose = loose
        self.sets: dict[int, frozenset[int]] = {}

    def allowed(self, ref: _Ref) -> frozenset[int]:
        """Every card instance ``ref`` can name."""
        key = id(ref)
        s = self.sets.get(key)
        if s is None:
            g = self.g
            if ref.cid is not None and ref.cid <= -2:  # a player target (355.10), "P1"
                s = frozenset([ref.cid])
            else:  # "NAME ability N": the Nth item of the card on the chain (ruling 116)
                k = ref.nth - 1
                if ref.cid is not None and not self.loose and ref.loc is None:
                    c = chain_code(ref.cid, k)
                    s = frozenset([c]) if _ref_ok(g, ref, c, False) else frozenset()
                elif ref.name is not None and not self.loose:
                    s = frozenset(chain_code(c, k) for c in _by_name(g).get(ref.name, ())
                                  if _ref_ok(g, ref, chain_code(c, k), False))
                else:
                    s = frozenset(chain_code(c, k) for c in range(len(g.cards))
                                  if _ref_ok(g, ref, chain_code(c, k), self.loose))
            self.sets[key] = s
        return s

    def ok(self, ref: _Ref, cid: int) -> bool:
        return cid in self.allowed(ref)

    def matches(self, refs: Sequence[_Ref], cids: Sequence[int], ordered: bool = False,
                extra: Callable[[int, int], bool] | None = None) -> bool:
        """The written cards name exactly ``cids``: in order, or as a set (a bipartite match)."""
        if len(refs) != len(cids):
            return False
        return self.matches_sets([self.allowed(r) for r in refs], cids, ordered, extra)

    @staticmethod
    def matches_sets(sets: Sequence[frozenset[int]], cids: Sequence[int], ordered: bool = False,
                     extra: Callable[[int, int], bool] | None = None) -> bool:
        if len(sets) != len(cids):
            return False
        if ordered:
            return all(c in s for s, c in zip(sets, cids, strict=True))
        if len(sets) == 1:
            return cids[0] in sets[0] and (extra is None or extra(0, 0))
        union = frozenset().union(*sets)
        if any(c not in union for c in cids):
            return False
        edges = [[j for j, c in enumerate(cids) if c in s and (extra is None or extra(i, j))]
                 for i, s in enumerate(sets)]
        if not all(edges):
            return False
        owner: dict[int, int] = {}

        def augment(i: int, seen: set[int]) -> bool:
            for j in edges[i]:
                if j in seen:
                    continue
                seen.add(j)
                if j not in owner or augment(owner[j], seen):
                    owner[j] = i
                    return True
            return False

        return all(augment(i, set()) for i in range(len(sets)))


def _keeps(p: _Parsed, energy: int, power: tuple[str, ...]) -> bool:
    """Whether the pool resources written after "keeping" (none if nothing was) are ``energy`` and
    ``power`` (166)."""
    keep = p.keep or (0, ())
    return (energy, tuple(sorted(power))) == (keep[0], tuple(sorted(keep[1])))


def _candidates(g: GameState, p: _Parsed, legal: Iterable[Action], loose: bool) -> list[Action]:
    out: list[Action] = []
    m = _Matcher(g, loose)
    verb = p.verb
    if verb == "play":
        ref = p.refs[0]
        out = [a for a in legal if isinstance(a, PlayUnit) and p.targets is None
               and a.location == p.loc and a.accelerate == p.accelerate and m.ok(ref, a.card)
               and _zone_ok(g, p, a.card)]
        if p.accelerate or p.zone == "champion":
            return out
        dest = p.loc if p.loc_written else None
        for a in legal:
            if (isinstance(a, PlaySpell) and a.destination == dest and m.ok(ref, a.card)
                    and _zone_ok(g, p, a.card) and _targets_match(m, p, a.targets)):
                out.append(a)
            elif (isinstance(a, PlayGear) and dest in (None, BASE) and p.targets is None
                  and m.ok(ref, a.card) and _zone_ok(g, p, a.card)):  # a gear goes to its base
                out.append(a)
        return out
    if verb == "choose":
        if not p.refs:
            return [a for a in legal if isinstance(a, ChooseCard) and a.card < 0]
        return [a for a in legal if isinstance(a, ChooseCard) and a.card >= 0 and m.ok(p.refs[0], a.card)]
    names = _folded(g)

    def matcher(refs: Sequence[_Ref], ordered: bool = False) -> Callable[[Sequence[int]], bool]:
        """A test of a card list against ``refs``: by names alone when only names are written."""
        n = len(refs)
        if not loose and all(r.cid is None and r.loc is None for r in refs):
            want = [r.name for r in refs]
            if ordered:
                return lambda cids: len(cids) == n and [names[c] for c in cids] == want
            want_sorted = sorted(w or "" for w in want)
            return lambda cids: len(cids) == n and sorted(names[c] for c in cids) == want_sorted
        sets = [m.allowed(r) for r in refs]
        union = frozenset().union(*sets)
        return lambda cids: (len(cids) == n and all(c in union for c in cids)
                             and m.matches_sets(sets, cids, ordered))

    if verb == "move":
        refs = [r if r.loc is not None or p.src is None else _Ref(r.text, r.name, r.cid, p.src)
                for r in p.refs]
        ok = matcher(refs)
        return [a for a in legal if isinstance(a, Move) and a.to == p.loc and ok(a.units)]
    if verb == "pay":
        ok_rc, ok_ex = matcher(p.recycle, ordered=True), matcher(p.refs)
        return [a for a in legal if isinstance(a, Pay) and ok_rc(a.recycle) and ok_ex(a.exhaust)
                and _keeps(p, a.keep_energy, a.keep_power) and a.spend == p.spend]
    if verb == "mulligan":
        ok = matcher(p.refs)
        return [a for a in legal if isinstance(a, Mulligan) and ok(a.cards)]
    if verb == "order":
        ok = matcher(p.refs, ordered=True)
        return [a for a in legal if isinstance(a, OrderTriggers) and ok(a.order)
                and (not p.abilities or a.abilities == p.abilities)]
    if verb == "activate":
        ok_ex, ok_rc, ok_tr = matcher(p.refs[1:]), matcher(p.recycle, ordered=True), matcher(p.trash)
        target = p.targets[0][0] if p.targets else None
        return [a for a in legal if isinstance(a, Activate) and a.mode == p.number and a.location == p.loc
                and m.ok(p.refs[0], a.source) and (a.of is None) == (p.of is None)
                and (p.of is None or a.of is not None and m.ok(p.of, a.of))
                and (a.target is None) == (target is None)
                and (target is None or a.target is not None and m.ok(target, a.target))
                and ok_ex(a.exhaust) and ok_rc(a.recycle) and ok_tr(a.trash)
                and _keeps(p, a.keep_energy, a.keep_power) and a.spend == p.spend]
    if verb == "hide":
        ok_rc = matcher(p.recycle, ordered=True)
        return [a for a in legal if isinstance(a, Hide) and a.battlefield == p.number
                and m.ok(p.refs[0], a.card) and ok_rc(a.recycle) and _keeps(p, 0, a.keep_power)]
    if verb == "assign":
        for a in legal:
            if isinstance(a, AssignDamage):
                cids = [c for c, _ in a.assignment]
                amts = [n for _, n in a.assignment]

                def same_amount(i: int, j: int, amts: list[int] = amts) -> bool:
                    return p.amounts[i] == amts[j]

                if m.matches(p.refs, cids, extra=same_amount):
                    out.append(a)
        return out
    for a in legal:
        if ((isinstance(a, ChooseBattlefield) and verb == "battlefield" and a.battlefield == p.number)
                or (isinstance(a, ChooseOpponent) and verb == "opponent" and a.player == p.number)
                or (isinstance(a, Invite) and verb == "invite" and a.player == p.number)
                or (isinstance(a, ChooseReplacement) and verb == "replace" and a.key == p.key)
                or (isinstance(a, ChooseName) and verb == "name" and p.key is not None
                    and a.name.casefold() == p.key.casefold())
                or (isinstance(a, EndTurn) and verb == "end turn")
                or (isinstance(a, Pass) and verb == "pass")):
            out.append(a)
    return out


def _targets_match(m: _Matcher, p: _Parsed, targets: tuple[tuple[int, ...], ...]) -> bool:
    """Whether the written targets name exactly the chosen ones: target by target when ";"
    separates them, else as one list (in any order). Written without targets, a play names one
    whose only targets are players (355.10: "play Sabotage" in a Duel, where one opponent fits)."""
    if p.targets is None:
        return all(c <= -2 for t in targets for c in t)
    if p.flat:
        flat = [c for t in targets for c in t]
        return m.matches(p.targets[0], flat)
    if len(p.targets) != len(targets):
        return False
    return all(m.matches(refs, t) for refs, t in zip(p.targets, targets, strict=True))


def _bucket_of_action(a: Action) -> tuple:
    if isinstance(a, PlayUnit):
        return ("play", a.location, a.accelerate)
    if isinstance(a, (PlaySpell, PlayGear)):
        return ("spell",)
    if isinstance(a, Move):
        return ("move", a.to, len(a.units))
    return (type(a).__name__,)


def _bucket_of_text(p: _Parsed) -> tuple:
    if p.verb == "play":  # a spell's bucket is added by _resolve
        return ("play", p.loc, p.accelerate)
    if p.verb == "move":
        return ("move", p.loc, len(p.refs))
    return (_KINDS[p.verb][0].__name__,)


def _target_key(g: GameState, n: Sequence[str], c: int) -> tuple[str, int | None]:
    """What a target's plain text says: a player's seat, or a card's name, where it is, and the
    place of an item on the chain among its source's items (ruling 116)."""
    if c <= -2:  # a player (355.10), a facedown card by its zone (ruling 117)
        return special_target_text(c), None
    base = c % CHAIN_NTH
    return n[base] + chain_suffix(c), _unit_loc(g, base)


def _plain_key(g: GameState, a: Action, n: Sequence[str] | None = None) -> tuple:
    """What the readable form says when no card carries a #cid: two legal actions with the same key
    can't be told apart by names alone. ``n``: the game's folded names, when at hand."""
    if n is None:
        n = _folded(g)
    if isinstance(a, PlayUnit):
        return ("play", n[a.card], a.location, a.accelerate, _said_zone(g, a.card))
    if isinstance(a, Hide):
        return ("hide", n[a.card], a.battlefield, tuple(n[c] for c in a.recycle),
                tuple(sorted(a.keep_power)))
    if isinstance(a, PlaySpell):
        return ("spell", n[a.card], _said_zone(g, a.card),
                tuple(tuple(sorted(_target_key(g, n, c) for c in t)) for t in a.targets), a.destination)
    if isinstance(a, PlayGear):
        return ("gear", n[a.card])
    if isinstance(a, ChooseCard):
        return ("choose", *_target_key(g, n, a.card)) if a.card >= 0 else ("choose", None)
    if isinstance(a, Move):
        return ("move", a.to, tuple(sorted(n[c] for c in a.units)))
    if isinstance(a, Pay):
        return ("pay", tuple(sorted(n[c] for c in a.exhaust)), tuple(n[c] for c in a.recycle),
                a.keep_energy, tuple(sorted(a.keep_power)), a.spend)
    if isinstance(a, Mulligan):
        return ("mulligan", tuple(sorted(n[c] for c in a.cards)))
    if isinstance(a, AssignDamage):
        return ("assign", tuple(sorted((n[c], k) for c, k in a.assignment)))
    if isinstance(a, OrderTriggers):
        return ("order", tuple(n[c] for c in a.order), a.abilities)
    if isinstance(a, Activate):
        return ("activate", n[a.source], None if a.of is None else n[a.of], a.mode,
                None if a.target is None else (special_target_text(a.target), None) if a.target <= -2
                else (n[a.target], _unit_loc(g, a.target)), a.location,
                tuple(sorted(n[c] for c in a.trash)), tuple(sorted(n[c] for c in a.exhaust)),
                tuple(n[c] for c in a.recycle), a.keep_energy, tuple(sorted(a.keep_power)), a.spend)
    return (str(a),)


class _LegalIndex:
    """The legal actions of one position, grouped for quick look-ups (rebuilt when they change).

    A game record asks about one action per position, so a bucket is found when first asked, by
    one cheap pass over the list (:meth:`bucket`); every bucket is made only when a caller wants
    them all (:attr:`buckets`: parsing, or many actions of one position)."""

    __slots__ = ("legal", "_members", "_buckets", "_found", "plain", "asked")

    def __init__(self, g: GameState, legal: list[Action]) -> None:
        self.legal = legal
        self._members: set[Action] | None = None
        self._buckets: dict[tuple, list[Action]] | None = None
        #: buckets found one at a time (before every bucket was made)
        self._found: dict[tuple, list[Action]] = {}
        #: per bucket, how many of its actions share each plain key (counted when asked twice)
        self.plain: dict[tuple, dict[tuple, int]] = {}
        #: the buckets asked about once (a second question counts the whole bucket)
        self.asked: set[tuple] = set()

    @property
    def members(self) -> set[Action]:
        """The legal actions as a set (made when first asked)."""
        if self._members is None:
            self._members = set(self.legal)
        return self._members

    @property
    def buckets(self) -> dict[tuple, list[Action]]:
        """Every legal action by its bucket (:func:`_bucket_of_action`), in the list's order."""
        if self._buckets is None:
            buckets: dict[tuple, list[Action]] = {}
            for a in self.legal:
                buckets.setdefault(_bucket_of_action(a), []).append(a)
            self._buckets = buckets
        return self._buckets

    def bucket(self, key: tuple) -> list[Action]:
        """The legal actions of bucket ``key`` (as ``buckets.get(key, [])``), found by one pass
        that tests each action's kind before making its bucket."""
        if self._buckets is not None:
            return self._buckets.get(key, [])
        got = self._found.get(key)
        if got is None:
            kind, legal = key[0], self.legal
            if kind == "play":
                got = [a for a in legal if isinstance(a, PlayUnit) and a.location == key[1]
                       and a.accelerate == key[2]]
            elif kind == "spell":
                got = [a for a in legal if isinstance(a, (PlaySpell, PlayGear))]
            elif kind == "move":
                got = [a for a in legal if isinstance(a, Move) and a.to == key[1] and len(a.units) == key[2]]
            else:
                got = [a for a in legal if type(a).__name__ == kind and _bucket_of_action(a) == key]
            self._found[key] = got
        return got

    def plain_unique(self, g: GameState, a: Action) -> bool:
        """Whether no other legal action reads the same by names alone. Two actions with the same
        plain key are in the same bucket (a key holds its action's kind and what its bucket adds)
        and name the same lead card (:func:`_lead`), so only those are compared: what a game
        record asks once for each action. A bucket asked about again is counted once for all."""
        bucket = _bucket_of_action(a)
        same = self.bucket(bucket)
        if len(same) <= 1:  # alone in its bucket: no other action has its key
            return bool(same) and (same[0] is a or same[0] == a)
        counts = self.plain.get(bucket)
        if counts is None and bucket in self.asked:  # asked again (say, every option's text)
            counts = self.plain[bucket] = {}
            for b in same:
                k = _plain_key(g, b)
                counts[k] = counts.get(k, 0) + 1
        if counts is not None:
            return a in same and counts.get(_plain_key(g, a)) == 1
        self.asked.add(bucket)
        names = _folded(g)
        if isinstance(a, (Pay, Move)):
            return _unique_by_names(a, same, names)
        lead = _lead(a)
        name = None if lead is None else names[lead]
        shape = pay_shape(a)
        found = 0  # itself (what a bot hands back is one of the listed actions), then its rivals
        rivals = []  # the others that name the same lead card and have its shape
        for b in same:
            if b is a:
                found += 1
            elif name is None or (other := _lead(b)) is None or names[other] == name:
                if shape is None or pay_shape(b) == shape:
                    rivals.append(b)
        if not found and a not in same:
            return False
        if rivals and found <= 1:  # the plain keys are made only when some other could share it
            key = _plain_key(g, a, names)
            for b in rivals:
                if _plain_key(g, b, names) == key:
                    found += 1
                    if found > 1:
                        return False
        return found == 1


def _unique_by_names(a: Pay | Move, same: list[Action], names: Sequence[str]) -> bool:
    """:meth:`_LegalIndex.plain_unique` for a payment or a move, whose plain keys differ within a
    bucket (and a payment's shape) only by their cards' names: the names are compared alone."""
    found, seen = 0, False  # seen: ``a`` itself is listed (what a bot hands back)
    if isinstance(a, Pay):
        shape, rc = pay_shape(a), [names[c] for c in a.recycle]
        ex = sorted(names[c] for c in a.exhaust)
        for b in same:
            if b is a:
                found, seen = found + 1, True
            elif (isinstance(b, Pay) and pay_shape(b) == shape and [names[c] for c in b.recycle] == rc
                  and sorted(names[c] for c in b.exhaust) == ex):
                found += 1
            else:
                continue
            if found > 1:
                return False
    else:  # a move's bucket fixes where to and how many
        units = sorted(names[c] for c in a.units)
        for b in same:
            if b is a:
                found, seen = found + 1, True
            elif isinstance(b, Move) and sorted(names[c] for c in b.units) == units:
                found += 1
            else:
                continue
            if found > 1:
                return False
    return found == 1 and (seen or a in same)


def pay_shape(a: Action) -> tuple | None:
    """What a payment's plain key and its written text fix besides card names (how many runes
    exhausted and recycled, what is kept and spent): two payments of different shapes never read
    the same, with or without #cid tags (see :func:`_candidates`); None for other actions."""
    if isinstance(a, Pay):
        return (len(a.exhaust), len(a.recycle), a.keep_energy, tuple(sorted(a.keep_power)), a.spend)
    return None


def _lead(a: Action) -> int | None:
    """The card whose name an action's plain key holds second (after its kind), if it has one:
    two actions of a bucket whose lead cards have different names have different keys."""
    if isinstance(a, (PlayUnit, PlaySpell, PlayGear, Hide)):
        return a.card
    if isinstance(a, ChooseCard):
        return a.card if a.card >= 0 else None
    if isinstance(a, Activate):
        return a.source
    return None


_INDEX: list = [None, None]  # (the game's cached legal-action list, its _LegalIndex)


def _index(game: Game) -> _LegalIndex:
    if game.state.outcome is not None:
        return _LegalIndex(game.state, [])
    legal = game._legal
    if legal is None:
        game.legal_actions()  # fills the game's cache
        legal = game._legal
    assert legal is not None
    cached, index = _INDEX
    if cached is not legal:
        index = _LegalIndex(game.state, legal)
        _INDEX[:] = [legal, index]
    return index
