"""Keeping what is already in the Rune Pool while paying (166, 167, 357.1).

Energy and Power in the pool may pay any cost until the pool empties (167), and nothing makes a
player spend them before their runes. :mod:`.payment` lists the payments that spend the pool
first; :func:`keeping_options` adds those that keep part of it and have runes pay that part
instead, only where the outcome differs (other runes used, another pool left), so a decision
grows only where the choice is real. :func:`spend_power` is how a payment spends Power, for the
engine and for this enumeration alike.
"""

from __future__ import annotations

from itertools import combinations

from ..state import GameState
from .payment import _payment_options, payment_options

__all__ = ["every_payment", "keeping_options", "spend_power"]

#: a payment that keeps pool resources: runes exhausted, runes recycled, Energy and Power kept
Keeping = tuple[tuple[int, ...], tuple[int, ...], int, tuple[str, ...]]


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


def every_payment(g: GameState, player: int, energy: int, reqs: tuple) -> list[Keeping]:
    """Every distinct way to pay: those that spend the pool first, then those that keep part of it."""
    return ([(ex, rc, 0, ()) for ex, rc in payment_options(g, player, energy, reqs)]
            + keeping_options(g, player, energy, reqs))


def keeping_options(g: GameState, player: int, energy: int, reqs: tuple) -> list[Keeping]:
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


def _keeping_options(g: GameState, player: int, energy: int, reqs: tuple) -> list[Keeping]:
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
    out: list[Keeping] = []
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
