"""Paying a cost with runes while keeping what is already in the Rune Pool (166, 167, 357.1).

The pool holds Energy and Power until it empties at the start of a Main Phase or the end of a turn
(167), and any of it may pay a cost; nothing in the rules makes a player spend it before their
runes. So when the pool could pay part of a cost and runes could pay that part instead, the
payments that keep the pool's resources are offered beside those that spend them; where keeping
changes nothing (the pool can't pay the cost, or no rune could pay instead) nothing more is offered.
"""

from __future__ import annotations

from riftbound.actions import Activate, Hide, Pay
from riftbound.formats.notation import format_action, parse_action
from riftbound.modes import DUEL
from riftbound.rl.layout import Shape
from riftbound.rl.observation import view_of
from riftbound.rl.tokens import Codec
from tests.helpers import cited_clauses_missing
from tests.spell_helpers import cid, position

DECK = ["Petty Officer", "Vanguard Sergeant", "Laurent Duelist"]


def pays(game) -> list[Pay]:
    return [a for a in game.legal_actions() if isinstance(a, Pay)]


def seeker(pool: dict, runes: list[str]):
    """P0 with ``pool`` and ``runes`` has played Void Seeker (3 Energy and 1 Fury Power) at
    P1's Daring Poro (with a single way to pay, it is paid at once: nothing to choose)."""
    game = position({"hand": ["Void Seeker"], "runes": runes, "deck": DECK, "pool": pool},
                    {"deck": DECK}, battlefields=[{"controller": 1, "units": ["Daring Poro"]}, {}])
    game.apply(parse_action(game, "play Void Seeker targeting Daring Poro at bf 0"))
    return game


def test_166_fury_power_in_the_pool_may_be_kept_and_a_rune_recycled_instead():
    """166, 163.2, 164.2.b: with Fury Power in the pool and four Fury Runes, P0 may let the pool
    pay the Fury pip (three runes exhausted) or keep it and recycle a rune instead; kept, the
    Fury Power is still in the pool after the payment."""
    game = seeker({"power": ["Fury"]}, ["Fury Rune"] * 4)
    options = pays(game)
    spend = [a for a in options if not a.keep_power]
    keep = [a for a in options if a.keep_power]
    assert spend == [Pay(spend[0].exhaust)] and len(spend[0].exhaust) == 3
    assert keep and all(a.keep_power == ("Fury",) and len(a.recycle) == 1 for a in keep)
    twin = game.clone()
    game.apply(spend[0])
    assert game.state.players[0].pool_power == [] and len(game.state.players[0].runes) == 4
    twin.apply(keep[0])
    p = twin.state.players[0]
    assert p.pool_power == ["Fury"] and len(p.runes) == 3
    assert cid(twin, "Void Seeker") in p.trash  # paid, it resolved


def test_166_energy_in_the_pool_may_be_kept():
    """166, 164.2.a: with 1 Energy in the pool, the Energy pays part of the cost, or P0 keeps it
    and exhausts one rune more; kept, the pool still holds 1 Energy after the payment."""
    game = seeker({"energy": 1}, ["Fury Rune"] * 4)
    options = pays(game)
    assert {(len(a.exhaust), len(a.recycle), a.keep_energy) for a in options} >= {(2, 1, 0), (3, 1, 1)}
    keep = next(a for a in options if a.keep_energy == 1)
    game.apply(keep)
    assert game.state.players[0].pool_energy == 1


def test_166_keeping_is_offered_only_where_it_changes_something():
    """166, 357.1: Calm Power can't pay Void Seeker's Fury pip, so keeping it changes nothing and
    is not offered; with Calm Runes only, the Fury Power in the pool can't be kept either, since no
    rune could pay the Fury pip instead."""
    calm = seeker({"power": ["Calm"]}, ["Fury Rune"] * 4)
    assert pays(calm) and all(not a.keep_power and not a.keep_energy for a in pays(calm))
    short = seeker({"power": ["Fury"]}, ["Calm Rune"] * 4)
    assert short.pending().kind == "main" and short.state.players[0].pool_power == []
    assert cid(short, "Void Seeker") in short.state.players[0].trash


def test_166_which_power_of_the_pool_pays_is_the_players():
    """163.2.b, 166: with Universal and Fury Power in the pool and no Fury Rune, either pays the
    Fury pip: by default the first (Universal) is spent, and keeping it (it pays any domain later)
    is a payment of its own that spends the Fury Power."""
    game = seeker({"power": ["Any", "Fury"]}, ["Calm Rune"] * 3)
    assert [a.keep_power for a in pays(game)] == [(), ("Any",)]
    twin = game.clone()
    game.apply(pays(game)[0])
    assert game.state.players[0].pool_power == ["Fury"]
    twin.apply(pays(twin)[1])
    assert twin.state.players[0].pool_power == ["Any"]


def test_a_kept_payment_round_trips_through_notation_and_tokens():
    """166: every payment, kept resources included, reads back from its canonical and readable
    forms ("... keeping 1 energy, Fury"), and the RL action tokens tell every payment of the
    decision apart without falling back to option numbers."""
    game = seeker({"energy": 1, "power": ["Fury"]}, ["Fury Rune"] * 5)
    options = pays(game)
    assert any(a.keep_energy for a in options) and any(a.keep_power for a in options)
    for a in options:
        assert parse_action(game, str(a)) == a
        assert parse_action(game, format_action(game, a)) == a
    both = next(a for a in options if a.keep_energy and a.keep_power)
    assert format_action(game, both).endswith(" keeping 1 energy, Fury")
    legal = game.legal_actions()
    shape = Shape(DUEL)
    codec = Codec(shape, view_of(game, 0, shape), 0, legal)
    assert not codec.fallback and len(set(codec.seqs)) == len(legal)


def test_an_add_while_paying_may_be_kept():
    """429.3, 166: Energy Conduit's Energy added while paying for Discipline pays part of it, or
    P0 keeps it and exhausts both runes."""
    game = position({"hand": ["Discipline"], "runes": ["Calm Rune", "Mind Rune"], "deck": DECK,
                     "gear": ["Energy Conduit"], "base": ["Daring Poro"]}, {"deck": DECK})
    game.apply(parse_action(game, "play Discipline targeting Daring Poro at base"))
    game.apply(next(a for a in game.legal_actions() if isinstance(a, Activate)))
    keep = [a for a in pays(game) if a.keep_energy]
    assert [len(a.exhaust) for a in keep] == [2]
    game.apply(keep[0])
    assert game.state.players[0].pool_energy == 1 and game.state.players[0].rune_exhausted == [True, True]


def test_166_hide_may_keep_the_pools_power():
    """421.1, 811.1.b, 166: hiding Pakaa Cub costs one Power of any domain; with Fury Power in the
    pool and a Body Rune, P0 pays with the pool, or keeps the Fury Power and recycles the rune."""
    game = position({"hand": ["Pakaa Cub"], "runes": ["Body Rune"], "deck": DECK,
                     "pool": {"power": ["Fury"]}}, {"deck": DECK},
                    battlefields=[{"controller": 0, "units": ["Daring Poro"]}, {}])
    cub, rune = cid(game, "Pakaa Cub"), cid(game, "Body Rune")
    hides = [a for a in game.legal_actions() if isinstance(a, Hide)]
    assert hides == [Hide(cub, 0), Hide(cub, 0, (rune,), ("Fury",))]
    for a in hides:
        assert parse_action(game, str(a)) == a and parse_action(game, format_action(game, a)) == a
    assert format_action(game, hides[1]) == "hide Pakaa Cub to bf 0 recycle Body Rune keeping Fury"
    game.apply(hides[1])
    p = game.state.players[0]
    assert p.pool_power == ["Fury"] and p.runes == [] and game.state.battlefields[0].facedown


def test_166_an_activated_abilitys_cost_may_keep_the_pools_energy():
    """402-404, 166: Lee Sin, Blind Monk's ability costs 1 Energy; with 1 Energy in the pool, P0
    pays with it, or keeps it and exhausts a rune; every option reads back from its text."""
    game = position({"legend": "Lee Sin, Blind Monk", "deck": DECK, "runes": ["Calm Rune"],
                     "base": ["Petty Officer"], "pool": {"energy": 1}}, {"deck": DECK})
    acts = [a for a in game.legal_actions() if isinstance(a, Activate)]
    assert sorted((a.exhaust != (), a.keep_energy) for a in acts) == [(False, 0), (True, 1)]
    for a in acts:
        assert parse_action(game, str(a)) == a and parse_action(game, format_action(game, a)) == a
    kept = next(a for a in acts if a.keep_energy)
    assert format_action(game, kept).endswith(" pay exhaust Calm Rune keeping 1 energy")
    legal = game.legal_actions()
    shape = Shape(DUEL)
    codec = Codec(shape, view_of(game, 0, shape), 0, legal)
    assert not codec.fallback and len(set(codec.seqs)) == len(legal)
    game.apply(kept)
    assert game.state.players[0].pool_energy == 1 and game.state.players[0].rune_exhausted == [True]


def test_citations():
    """The clauses the tests of this file cite are rules."""
    assert not cited_clauses_missing(globals())
