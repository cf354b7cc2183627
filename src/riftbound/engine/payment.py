"""Paying a cost (357, 164.2): whether a player can pay it, and the distinct ways to pay it.

Energy comes from exhausting ready runes (164.2.a), Power from recycling runes, ready or exhausted
(164.2.b), and both from what is already in the Rune Pool. Every rule that offers a play or an
optional cost asks these two functions, telling them what the cost is for (:data:`PURPOSES`): a
resource some card added "only" for some things (:data:`RESTRICTIONS`) pays only those. What Add
abilities with Reaction could add meanwhile (429.3) is the activated abilities' business: their
module gives it in :data:`FREE_ADDS`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from ..state import GameState, PlayerState

__all__ = ["FREE_ADDS", "PURPOSES", "RESTRICTIONS", "PayCheck", "Restricted", "can_pay", "may_pay",
           "payment_options", "usable_restricted"]

#: a resource in the Rune Pool that may pay only some costs: ("Energy" or a domain, "Any" for
#: universal Power; the name of its restriction in :data:`RESTRICTIONS`)
Restricted = tuple[str, str]

#: function(game, player) -> the Energy, Power and restricted resources the player's Add abilities
#: with Reaction could add while a cost is being paid (429.3); one, registered by
#: :mod:`.abilities`, which knows them
FREE_ADDS: Final[list[Callable[[GameState, int], tuple[int, tuple[str, ...], tuple[Restricted, ...]]]]] = []

#: what a cost is paid for, as :func:`can_pay` and the payment options are told: "spell" (playing a
#: spell, all its costs, 357: additional ones and Deflect's too, 356.2.a.2), "unit" and "gear"
#: (playing one), "<type> ability" (an activated ability of a source of that card type: "unit
#: ability", "gear ability", "legend ability"), and "" for every other cost (a triggered ability's,
#: one within an instruction, 204.3, an applied one, 204.4, hiding a card, 811.1.b)
PURPOSES = ("", "spell", "unit", "gear", "unit ability", "gear ability", "legend ability")


def _showdown_on(g: GameState, purpose: str) -> bool:
    """Whether a showdown is in progress (342): a non-combat one, or a combat's Showdown Step (464)
    until every player has passed in sequence (348); not its damage and resolution steps (465-466)."""
    sd = g.showdown
    return sd is not None and (not sd.combat or sd.passes < sum(1 for p in g.players if p.alive))


#: restriction name -> (what it says, in our words; function(game, purpose) -> whether a resource
#: so restricted may pay a cost of that purpose now). Card entries name them in their Adds.
RESTRICTIONS: Final[dict[str, tuple[str, Callable[[GameState, str], bool]]]] = {
    "spells": ("only to play spells", lambda g, purpose: purpose == "spell"),
    "units": ("only to play units or pay for activated abilities of units",
              lambda g, purpose: purpose in ("unit", "unit ability")),
    "gear": ("only to play gear or pay for abilities of gear",
             lambda g, purpose: purpose in ("gear", "gear ability")),
    "showdowns": ("only during a showdown", _showdown_on),
}


def may_pay(g: GameState, only: str, purpose: str) -> bool:
    """Whether a resource restricted by ``only`` may pay a cost for ``purpose`` now."""
    return RESTRICTIONS[only][1](g, purpose)


def usable_restricted(g: GameState, player: int, purpose: str) -> list[Restricted]:
    """The restricted resources in the player's pool that may pay a cost for ``purpose`` now."""
    return [r for r in g.players[player].pool_restricted if may_pay(g, r[1], purpose)]


def can_pay(g: GameState, player: int, energy: int, reqs: tuple, purpose: str = "") -> bool:
    """Whether the cost can be paid (357): enough ready runes for the Energy, and a distinct rune
    (ready or exhausted: one rune may be exhausted, then recycled) for each Power pip; counting
    the pool's restricted resources that may pay for ``purpose`` (:data:`PURPOSES`), and what Add
    Reactions could add in the Pay Costs step (429.3, :data:`FREE_ADDS`), likewise."""
    r_energy = 0
    r_power: tuple[str, ...] = ()
    if g.players[player].pool_restricted:
        usable = usable_restricted(g, player, purpose)
        r_power = tuple(d for d, _ in usable if d != "Energy")
        r_energy = len(usable) - len(r_power)
    if _can_pay(g, player, energy, reqs, r_energy, r_power):
        return True
    if not FREE_ADDS:
        return False
    extra_energy, extra_power, extra_restricted = FREE_ADDS[0](g, player)
    for d, only in extra_restricted:
        if may_pay(g, only, purpose):
            if d == "Energy":
                extra_energy += 1
            else:
                extra_power = (*extra_power, d)
    return bool(extra_energy or extra_power) and _can_pay(g, player, energy, reqs,
                                                          r_energy + extra_energy,
                                                          (*r_power, *extra_power))


class PayCheck:
    """:func:`can_pay` for one player and purpose, asked many times of one state that doesn't
    change meanwhile (listing the options of a decision): each cost answered once, and what Add
    Reactions could add (:data:`FREE_ADDS`) found once, when a cost first needs it."""

    __slots__ = ("g", "player", "purpose", "known", "r_energy", "r_power", "adds")

    def __init__(self, g: GameState, player: int, purpose: str = "") -> None:
        self.g = g
        self.player = player
        self.purpose = purpose
        self.known: dict[tuple[int, tuple], bool] = {}
        self.r_energy = 0
        self.r_power: tuple[str, ...] = ()
        if g.players[player].pool_restricted:
            usable = usable_restricted(g, player, purpose)
            self.r_power = tuple(d for d, _ in usable if d != "Energy")
            self.r_energy = len(usable) - len(self.r_power)
        self.adds: tuple[int, tuple[str, ...]] | None = None

    def can(self, energy: int, reqs: tuple) -> bool:
        """Whether ``energy`` and the Power pips ``reqs`` can be paid (a method, not ``__call__``:
        compiled, calling an instance is a generic call)."""
        key = (energy, reqs)
        got = self.known.get(key)
        if got is None:
            got = self.known[key] = self._ask(energy, reqs)
        return got

    def _ask(self, energy: int, reqs: tuple) -> bool:
        g, player = self.g, self.player
        if _can_pay(g, player, energy, reqs, self.r_energy, self.r_power):
            return True
        if not FREE_ADDS:
            return False
        adds = self.adds
        if adds is None:
            extra_energy, extra_power, extra_restricted = FREE_ADDS[0](g, player)
            for d, only in extra_restricted:
                if may_pay(g, only, self.purpose):
                    if d == "Energy":
                        extra_energy += 1
                    else:
                        extra_power = (*extra_power, d)
            adds = self.adds = (extra_energy, extra_power)
        extra_energy, extra_power = adds
        return bool(extra_energy or extra_power) and _can_pay(g, player, energy, reqs,
                                                              self.r_energy + extra_energy,
                                                              (*self.r_power, *extra_power))


def _can_pay(g: GameState, player: int, energy: int, reqs: tuple, extra_energy: int,
             extra_power: tuple[str, ...]) -> bool:
    p = g.players[player]
    e_need = energy - p.pool_energy - extra_energy
    if e_need > 0 and p.rune_exhausted.count(False) < e_need:
        return False
    if not reqs:
        return True
    return _match(list(reqs), [*p.pool_power, *extra_power, *rune_domains(g, tuple(p.runes))])


def rune_domains(g: GameState, runes: tuple[int, ...]) -> tuple[str, ...]:
    """The Power each of these runes adds when recycled (164.2.b): its domain, "Any" if it has
    none (memoised per game by rune ids: a card replaced by a copy gives the game a new memo)."""
    key = ("rune_domains", runes)
    got: tuple[str, ...] | None = g.memo.get(key)
    if got is None:
        cards = g.cards
        out: list[str] = []
        for cid in runes:
            ds = cards[cid].domains
            out.append(ds[0] if ds else "Any")
        got = g.memo[key] = tuple(out)
    return got


def _match(reqs: list, have: list[str]) -> bool:
    """Whether each Power requirement gets a distinct resource that satisfies it (357): a
    bipartite matching by augmenting paths, polynomial where trying every assignment in turn
    took factorial time on a long cost that can't be paid."""
    if len(reqs) == 1:  # the common case
        req = reqs[0]
        return any(req is None or d == "Any" or d in req for d in have)
    owner: list[int] = [-1] * len(have)  # the requirement each resource serves, or -1

    def fits(r: int, i: int) -> bool:
        req = reqs[r]
        return req is None or have[i] == "Any" or have[i] in req

    def assign(r: int, seen: list[bool]) -> bool:
        for i in range(len(have)):
            if not seen[i] and fits(r, i):
                seen[i] = True
                if owner[i] < 0 or assign(owner[i], seen):
                    owner[i] = r
                    return True
        return False

    return len(reqs) <= len(have) and all(assign(r, [False] * len(have)) for r in range(len(reqs)))


def payment_options(g: GameState, player: int, energy: int,
                    reqs: tuple) -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
    """Distinct ways to pay ``energy`` and the Power pips ``reqs`` from the pool and runes (357).

    Energy comes from exhausting ready runes (164.2.a), Power from recycling runes, ready or
    exhausted (164.2.b). Outcomes differ by which runes stay ready or exhausted and by the order in
    which recycled runes reach the Rune Deck's bottom; only minimal payments are offered.
    """
    p = g.players[player]
    key = (tuple(p.runes), tuple(p.rune_exhausted), p.pool_energy, tuple(p.pool_power), energy, reqs)
    memo = g.memo
    found = memo.get(key)
    if found is None:
        if len(memo) > 50_000:
            memo.clear()
        found = memo[key] = _payment_options(g, p, energy, reqs)
    return found


def _payment_options(g: GameState, p: PlayerState, energy: int,
                     reqs: tuple) -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
    e_need = energy - p.pool_energy
    if e_need > 0 and p.rune_exhausted.count(False) < e_need:  # (the ready runes)
        return []
    r_need = []
    if reqs:
        pool = list(p.pool_power)
        # the pool is spent first here; pool_keeping adds the payments that keep it (166)
        for req in reqs:
            for k, d in enumerate(pool):
                if req is None or d == "Any" or d in req:
                    del pool[k]
                    break
            else:
                r_need.append(req)
    if not r_need and e_need <= 0:
        return [((), ())]
    doms = rune_domains(g, tuple(p.runes))
    ready: dict[str, list[int]] = {}
    if not r_need:  # Energy only: one outcome per split of the exhausted runes among domains
        for cid, d, ex in zip(p.runes, doms, p.rune_exhausted):  # noqa: B905
            if not ex:
                if d in ready:
                    ready[d].append(cid)
                else:
                    ready[d] = [cid]
        domains = sorted(ready)  # (a domain with no ready rune would only add a 0 to each split)
        if e_need == 1:  # the splits of one in _distributions' order: the last domain's first
            return [((ready[d][0],), ()) for d in domains[::-1]]
        return [(_exhausted(ready, domains, dist), ())
                for dist in _distributions(e_need, tuple([len(ready[d]) for d in domains]))]
    spent: dict[str, list[int]] = {}
    for cid, d, ex in zip(p.runes, doms, p.rune_exhausted):  # noqa: B905
        side = spent if ex else ready
        if d in side:
            side[d].append(cid)
        else:
            side[d] = [cid]
    domains = sorted(ready.keys() | spent.keys())
    n_ready = [len(ready.get(d, ())) for d in domains]
    n_spent = [len(spent.get(d, ())) for d in domains]
    dists = _distributions(max(e_need, 0), tuple(n_ready))
    if len(r_need) == 1:
        return _one_pip(r_need[0], ready, spent, domains, n_ready, n_spent, dists)
    results: dict[tuple, tuple[tuple[int, ...], tuple[int, ...]]] = {}
    for dist in dists:
        ready_left = {d: n - k for d, n, k in zip(domains, n_ready, dist)}  # noqa: B905
        spent_have = {d: n + k for d, n, k in zip(domains, n_spent, dist)}  # noqa: B905
        exhaust: tuple[int, ...] | None = None  # (the same for each pick of this split)
        for picks in _power_picks(r_need, domains, ready_left, spent_have):
            rl = dict(ready_left)
            sh = dict(spent_have)
            for d, src in picks:
                (rl if src == "ready" else sh)[d] -= 1
            key = (tuple([(d, rl[d], sh[d]) for d in domains]), tuple([d for d, _ in picks]))
            if key in results:
                continue
            if exhaust is None:
                exhaust = _exhausted(ready, domains, dist)
            # Concrete runes: spent picks use already exhausted runes first, then the ones just
            # exhausted for Energy; ready picks use runes not exhausted for Energy.
            used: set[int] = set()
            recycle: list[int] = []
            for d, src in picks:
                k = dist[domains.index(d)]
                if src == "ready":
                    pool_d = ready[d][k:]
                else:
                    pool_d = spent.get(d, []) + ready.get(d, [])[:k]
                for cid in pool_d:
                    if cid not in used:
                        break
                used.add(cid)
                recycle.append(cid)
            results[key] = (exhaust, tuple(recycle))
    return [results[k] for k in sorted(results)]


def _exhausted(ready: dict[str, list[int]], domains: list[str], dist: tuple[int, ...]) -> tuple[int, ...]:
    """The runes a split of the Energy exhausts: the first ready ones of each domain."""
    got: list[int] = []
    for d, k in zip(domains, dist):  # noqa: B905
        if k:
            got += ready[d][:k]
    return tuple(got)


def _one_pip(req: frozenset | None, ready: dict[str, list[int]], spent: dict[str, list[int]],
             domains: list[str], n_ready: list[int], n_spent: list[int],
             dists: tuple[tuple[int, ...], ...]) -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
    """The general case above for one Power pip (the common one), without its search: the same
    outcomes (each keyed by the runes left ready and exhausted per domain, and the pip's domain),
    found in the same order, so the same runes stand for each."""
    fit = [i for i, d in enumerate(domains) if req is None or d == "Any" or d in req]
    results: dict[tuple, tuple[tuple[int, ...], tuple[int, ...]]] = {}
    for dist in dists:
        base = [(d, n - k, x + k) for d, n, x, k in zip(domains, n_ready, n_spent, dist)]  # noqa: B905
        exhaust: tuple[int, ...] | None = None
        for i in fit:
            d, left, have = base[i]
            if have > 0:  # recycled from the exhausted runes: one exhausted before, else just now
                counts = base.copy()
                counts[i] = (d, left, have - 1)
                key = (tuple(counts), (d,))
                if key not in results:
                    if exhaust is None:
                        exhaust = _exhausted(ready, domains, dist)
                    results[key] = (exhaust, (spent[d][0] if d in spent else ready[d][0],))
            if left > 0:  # recycled from the runes left ready
                counts = base.copy()
                counts[i] = (d, left - 1, have)
                key = (tuple(counts), (d,))
                if key not in results:
                    if exhaust is None:
                        exhaust = _exhausted(ready, domains, dist)
                    results[key] = (exhaust, (ready[d][dist[i]],))
    return [results[k] for k in sorted(results)]


#: _distributions' answers (a dict, not functools.cache: compiled, a cached function is a generic call)
_SPLITS: Final[dict[tuple[int, tuple[int, ...]], tuple[tuple[int, ...], ...]]] = {}


def _distributions(total: int, caps: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """All ways to split ``total`` among bins with the given capacities."""
    key = (total, caps)
    got = _SPLITS.get(key)
    if got is not None:
        return got
    if not caps:
        got = ((),) if total == 0 else ()
    else:
        out = []
        for k in range(min(total, caps[0]) + 1):
            for rest in _distributions(total - k, caps[1:]):
                out.append((k, *rest))
        got = tuple(out)
    _SPLITS[key] = got
    return got


def _power_picks(reqs: list, domains: list[str], ready_left: dict[str, int],
                 spent_have: dict[str, int]) -> list[tuple[tuple[str, str], ...]]:
    if not reqs:
        return [()]
    req = reqs[0]
    out = []
    for d in domains:
        if not (req is None or d == "Any" or d in req):
            continue
        for src, pool in (("spent", spent_have), ("ready", ready_left)):
            if pool[d] <= 0:
                continue
            pool[d] -= 1
            for rest in _power_picks(reqs[1:], domains, ready_left, spent_have):
                out.append(((d, src), *rest))
            pool[d] += 1
    return out
