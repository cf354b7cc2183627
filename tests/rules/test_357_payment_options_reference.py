"""Rule 357, 164.2: the payment options as the engine lists them (engine/payment.py, which finds
those of one Power pip directly and groups only the ready runes for Energy alone) against the plain
search they were written as before (at 57207ee): on random runes, statuses, pools and costs, the
same payments in the same order, so a decision offers the same options and the same runes stand
for each."""

from __future__ import annotations

import random
from dataclasses import replace

from riftbound import DUEL, load_cards
from riftbound.engine.payment import _distributions, _payment_options, _power_picks
from riftbound.state import GameState, PlayerState


def _reference(g, p, energy: int, reqs: tuple) -> list:
    """engine/payment.py's _payment_options at 57207ee."""
    e_need = max(0, energy - p.pool_energy)
    pool = list(p.pool_power)
    r_need = []
    for req in reqs:
        for k, d in enumerate(pool):
            if req is None or d == "Any" or d in req:
                del pool[k]
                break
        else:
            r_need.append(req)
    ready: dict[str, list[int]] = {}
    spent: dict[str, list[int]] = {}
    for cid, ex in zip(p.runes, p.rune_exhausted, strict=True):
        doms = g.cards[cid].domains
        d = doms[0] if doms else "Any"
        (spent if ex else ready).setdefault(d, []).append(cid)
    if p.rune_exhausted.count(False) < e_need:
        return []
    domains = sorted(set(ready) | set(spent))
    dists = _distributions(e_need, tuple(len(ready.get(d, ())) for d in domains))
    if not r_need:
        return [(tuple(c for d, k in zip(domains, dist, strict=True) for c in ready.get(d, [])[:k]), ())
                for dist in dists]
    results: dict = {}
    for dist in dists:
        ready_left = {d: len(ready.get(d, ())) - k for d, k in zip(domains, dist, strict=True)}
        spent_have = {d: len(spent.get(d, ())) + k for d, k in zip(domains, dist, strict=True)}
        for picks in _power_picks(r_need, domains, ready_left, spent_have):
            rl = dict(ready_left)
            sh = dict(spent_have)
            for d, src in picks:
                (rl if src == "ready" else sh)[d] -= 1
            key = (tuple((d, rl[d], sh[d]) for d in domains), tuple(d for d, _ in picks))
            if key in results:
                continue
            exhaust: list[int] = []
            for d, k in zip(domains, dist, strict=True):
                exhaust += ready.get(d, [])[:k]
            used: set[int] = set()
            recycle: list[int] = []
            for d, src in picks:
                if src == "ready":
                    pool_d = ready.get(d, [])[dist[domains.index(d)]:]
                else:
                    pool_d = spent.get(d, []) + ready.get(d, [])[:dist[domains.index(d)]]
                cid = next(c for c in pool_d if c not in used)
                used.add(cid)
                recycle.append(cid)
            results[key] = (tuple(exhaust), tuple(recycle))
    return [results[k] for k in sorted(results)]


def test_357_payment_options_as_the_plain_search_lists_them():
    """357, 164.2.a-b, 166: up to twelve runes of up to three domains (and runes of none, whose
    Power is of any domain), some exhausted, a pool of Energy and Power, costs of up to six Energy
    and three pips of one domain, two, or any: the same payments, in the same order."""
    rng = random.Random(357)
    doms = ["Body", "Calm", "Chaos", "Fury", "Mind", "Order", "Any"]
    # real cards and states (the compiled build's functions accept nothing else): a rune of each
    # domain, and one of none, made from a rune of the card table
    rune = next(c for c in load_cards().cards if c.type == "Rune")
    of_domain = {d: replace(rune, domains=() if d == "Any" else (d,)) for d in doms}
    for _ in range(3000):
        kinds = rng.sample(doms, rng.randint(1, 3))
        runes = rng.sample(range(60), rng.randint(0, 12))
        cards = [of_domain["Any"]] * 60
        for cid in runes:
            cards[cid] = of_domain[rng.choice(kinds)]
        g = GameState(tuple(cards), (0,) * 60, DUEL, blank=True)
        g.memo = {}
        p = PlayerState()
        p.runes = runes
        p.rune_exhausted = [rng.random() < 0.4 for _ in runes]
        p.pool_energy = rng.choice([0, 0, 0, 1, 2])
        p.pool_power = [rng.choice(kinds) for _ in range(rng.choice([0, 0, 0, 1, 2]))]
        reqs = tuple(rng.choice([None, frozenset([rng.choice(doms[:6])]), frozenset(rng.sample(doms[:6], 2))])
                     for _ in range(rng.choice([0, 0, 1, 1, 2, 3])))
        energy = rng.randint(0, 6)
        assert _payment_options(g, p, energy, reqs) == _reference(g, p, energy, reqs), (p.key(), energy, reqs)
