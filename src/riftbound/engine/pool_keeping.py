"""Keeping what is already in the Rune Pool while paying (166, 167, 357.1).

Energy and Power in the pool may pay any cost until the pool empties (167), and nothing makes a
player spend them before their runes. :mod:`.payment` lists the payments that spend the pool
first; :func:`keeping_options` adds those that keep part of it and have runes pay that part
instead, only where the outcome differs (other runes used, another pool left), so a decision
grows only where the choice is real. :func:`spend_power` is how a payment spends Power, for the
engine and for this enumeration alike.

Resources a card added "only" for some things (:data:`.payment.RESTRICTIONS`) pay only costs of
those purposes, and only when the payment names them: a payment's ``spend`` lists the restricted
points it uses, and :func:`spend_pool` (how every cost is paid) spends exactly those, then the
ordinary pool. :func:`every_payment` offers every distinct choice: each set of usable restricted
points spent, with each keeping of the ordinary pool and each set of runes.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations

from ..state import GameState, PlayerState
from .payment import Restricted, _payment_options, payment_options, usable_restricted

__all__ = ["every_payment", "keeping_options", "spend_pool", "spend_power"]

#: a payment: runes exhausted, runes recycled, Energy and Power kept, restricted points spent
Keeping = tuple[tuple[int, ...], tuple[int, ...], int, tuple[str, ...], tuple[Restricted, ...]]
#: the same without the restricted points (the ordinary pool's keeping)
_Keep4 = tuple[tuple[int, ...], tuple[int, ...], int, tuple[str, ...]]


def spend_power(pool: list[str], reqs: tuple) -> list[str] | None:
    """The Power left in ``pool`` once each pip of ``reqs`` is paid, in order, by the first Power
    that may pay it (163.2.b: Universal Power pays any domain); None if a pip can't be paid."""
    left = list(pool)
    for req in reqs:
        for k, d in enumerate(left):
            if req is None or d == "Any" or d in req:
                del left[k]
                break
        else:
            return None
    return left


def spend_pool(p: PlayerState, energy: int, reqs: tuple, keep: tuple = ()) -> bool:
    """Spend a cost of ``energy`` and the Power pips ``reqs`` from the pool of ``p`` (the runes
    chosen have already added theirs, 164.2), as a payment keeping ``keep`` = (Energy kept, Power
    kept[, restricted points spent]): the restricted points named pay first, every one of them
    (each Power one on a pip it may pay), then the ordinary pool, minus what is kept (166).
    Returns False, changing nothing, when that does not pay the cost exactly so."""
    ke, kp = (keep[0], keep[1]) if keep else (0, ())
    spend: tuple[Restricted, ...] = keep[2] if len(keep) > 2 else ()
    power = list(p.pool_power)
    restricted = list(p.pool_restricted)
    try:
        for d in kp:
            power.remove(d)
        for r in spend:
            restricted.remove(r)
    except ValueError:
        return False
    r_power = [d for d, _ in spend if d != "Energy"]
    r_energy = len(spend) - len(r_power)
    e_left = p.pool_energy - ke - (energy - r_energy)
    if r_energy > energy or e_left < 0:
        return False
    for pips in _placed(r_power, tuple(reqs)):
        left = spend_power(power, pips)
        if left is not None:
            p.pool_energy = e_left + ke
            p.pool_power[:] = [*kp, *left]
            p.pool_restricted[:] = restricted
            return True
    return False


def _placed(power: list[str], reqs: tuple) -> Iterator[tuple]:
    """The pips of ``reqs`` left to pay once each of ``power`` pays a distinct pip it may pay
    (163.2.b: "Any" pays any), every such placing in a fixed order."""
    if not power:
        yield reqs
        return
    d = power[0]
    for k, req in enumerate(reqs):
        if req is None or d == "Any" or d in req:
            yield from _placed(power[1:], reqs[:k] + reqs[k + 1:])


def every_payment(g: GameState, player: int, energy: int, reqs: tuple, purpose: str = "") -> list[Keeping]:
    """Every distinct way to pay for ``purpose`` (:data:`.payment.PURPOSES`): those that spend
    the pool first, then those that keep part of it, then those that spend restricted points
    that may pay for it."""
    out: list[Keeping] = [(ex, rc, 0, (), ()) for ex, rc in payment_options(g, player, energy, reqs)]
    out += [(*k, ()) for k in keeping_options(g, player, energy, reqs)]
    if g.players[player].pool_restricted:
        usable = usable_restricted(g, player, purpose)
        if usable:
            out += _restricted_options(g, player, energy, reqs, usable)
    return out


def _restricted_options(g: GameState, player: int, energy: int, reqs: tuple,
                        usable: list[Restricted]) -> list[Keeping]:
    """The payments spending some of the ``usable`` restricted points: for each distinct set of
    them, each keeping of the ordinary pool and each set of runes (:func:`_payment_options`),
    those that spend every point named (:func:`spend_pool`), one per outcome (runes used, pool left)."""
    p = g.players[player]
    sets = sorted({tuple(sorted(usable[i] for i in ix))
                   for n in range(1, len(usable) + 1) for ix in combinations(range(len(usable)), n)})
    powers = sorted({tuple(sorted(p.pool_power[i] for i in ix))
                     for n in range(len(p.pool_power) + 1)
                     for ix in combinations(range(len(p.pool_power)), n)})
    keeps = [(ke, kp) for ke in range(p.pool_energy + 1) for kp in powers]
    seen: set[tuple] = set()
    out: list[Keeping] = []
    view = p.copy()
    for spend in sets:
        r_power = [d for d, _ in spend if d != "Energy"]
        for ke, kp in keeps:
            rest = list(p.pool_power)
            for d in kp:
                rest.remove(d)
            view.pool_energy = p.pool_energy - ke + len(spend) - len(r_power)
            view.pool_power = r_power + rest
            for ex, rc in _payment_options(g, view, energy, reqs):
                sim = p.copy()
                sim.pool_energy += len(ex)
                sim.pool_power += [_domain(g, c) for c in rc]
                if not spend_pool(sim, energy, reqs, (ke, kp, spend)):
                    continue
                o = (tuple(sorted(ex)), rc, sim.pool_energy, tuple(sorted(sim.pool_power)),
                     tuple(sorted(sim.pool_restricted)))
                if o not in seen:
                    seen.add(o)
                    out.append((ex, rc, ke, kp, spend))
    return out


def keeping_options(g: GameState, player: int, energy: int, reqs: tuple) -> list[_Keep4]:
    """The payments that keep some Energy or Power of the pool (166) and pay that part with runes:
    each only when its outcome differs from every payment that spends the pool first and from
    every other one offered. None without a pool or runes."""
    p = g.players[player]
    if not (p.pool_energy or p.pool_power) or not p.runes:
        return []
    key = ("keep", tuple(p.runes), tuple(p.rune_exhausted), p.pool_energy, tuple(p.pool_power),
           energy, reqs)
    found = g.memo.get(key)
    if found is None:
        found = g.memo[key] = _keeping_options(g, player, energy, reqs)
    return found


def _keeping_options(g: GameState, player: int, energy: int, reqs: tuple) -> list[_Keep4]:
    p = g.players[player]

    def outcome(ex: tuple[int, ...], rc: tuple[int, ...], kept: tuple[str, ...],
                rest: list[str]) -> tuple | None:
        left = spend_power(rest + [_domain(g, c) for c in rc], reqs)
        return None if left is None else (tuple(sorted(ex)), rc, tuple(sorted((*kept, *left))))

    seen = {outcome(ex, rc, (), list(p.pool_power)) for ex, rc in payment_options(g, player, energy, reqs)}
    powers = sorted({tuple(sorted(p.pool_power[i] for i in ix))
                     for n in range(len(p.pool_power) + 1)
                     for ix in combinations(range(len(p.pool_power)), n)})
    keeps = sorted(((ke, kp) for ke in range(p.pool_energy + 1) for kp in powers if ke or kp),
                   key=lambda k: (k[0] + len(k[1]), k))
    view = p.copy()  # the same runes with a smaller pool: what the runes must pay then
    out: list[_Keep4] = []
    for ke, kp in keeps:
        rest = list(p.pool_power)
        for d in kp:
            rest.remove(d)
        view.pool_energy, view.pool_power = p.pool_energy - ke, rest
        for ex, rc in _payment_options(g, view, energy, reqs):
            o = outcome(ex, rc, kp, rest)
            if o is not None and o not in seen:
                seen.add(o)
                out.append((ex, rc, ke, kp))
    return out


def _domain(g: GameState, rune: int) -> str:
    doms = g.cards[rune].domains
    return doms[0] if doms else "Any"
