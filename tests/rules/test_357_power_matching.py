"""Rule 357 (Pay Costs), 164.2.b: each Power pip of a cost needs a distinct rune (or pooled Power)
of its domain. Whether such an assignment exists is a bipartite matching; the engine's check must
give the right answer for costs that can't be paid as well as those that can, and in polynomial
time (trying every assignment in turn hung a self-play game on a long unpayable cost)."""

from __future__ import annotations

import itertools
import random

from riftbound.engine.payment import _match
from riftbound.engine.primitives import recycle_rune
from riftbound.state import ChainItem
from tests.spell_helpers import position


def _brute(reqs: list, have: list[str]) -> bool:
    """Every assignment of distinct resources to the pips, tried in turn (small sizes only)."""
    def fits(req, d: str) -> bool:
        return req is None or d == "Any" or d in req
    return any(all(fits(r, have[i]) for r, i in zip(reqs, pick, strict=True))
               for pick in itertools.permutations(range(len(have)), len(reqs)))


def test_357_matching_agrees_with_trying_every_assignment():
    """357, 164.2.b: on random small costs and rune sets (domains, 'Any' Power, pips of one of
    several domains), the matching answers as an exhaustive search does."""
    rng = random.Random(357)
    doms = ["Fury", "Calm", "Mind", "Body"]
    for _ in range(400):
        reqs = [rng.choice([None, (rng.choice(doms),), tuple(rng.sample(doms, 2))])
                for _ in range(rng.randint(1, 4))]
        have = [rng.choice([*doms, "Any"]) for _ in range(rng.randint(0, 5))]
        assert _match(reqs, have) == _brute(reqs, have), (reqs, have)


def test_357_a_long_unpayable_cost_is_refused():
    """357, 164.2.b: eleven Fury pips and a Calm pip can't be paid by twelve Fury runes (no rune
    pays the Calm pip), and the answer comes at once: exhaustive search would try 12! orders."""
    assert not _match([("Fury",)] * 11 + [("Calm",)], ["Fury"] * 12)
    assert _match([("Fury",)] * 11 + [("Calm",)], ["Fury"] * 11 + ["Any"])
    assert not _match([("Fury",)] * 3, ["Fury"] * 2)


def test_a_rune_recycled_to_pay_is_a_lost_target():
    """164.2.b, 359.3.e.4: a rune recycled (to pay a cost) leaves the board; a chain item that
    chose it as a target now holds a lost target (-1), as for any permanent that left."""
    game = position({"deck": ["Daring Poro"] * 3, "runes": ["Fury Rune", "Calm Rune"]},
                    {"deck": ["Daring Poro"] * 3})
    g = game.state
    rune = g.players[0].runes[1]
    g.chain.append(ChainItem(cid=g.players[0].runes[0], controller=0, kind="ending", finalized=True,
                             targets=((rune,),)))
    recycle_rune(g, 0, 1)
    assert g.chain[0].targets == ((-1,),) and rune in g.players[0].rune_deck
