"""Regression tests for what tests/test_selfplay_spells.py (and the helpers' reports) found in card
wave 2 (issue 13, session 4, helper S). Rule numbers lead each docstring."""

from __future__ import annotations

from riftbound.actions import Activate, ChooseCard, Pay, PlayUnit
from riftbound.checks import check_invariants
from riftbound.effects.vocabulary import Units
from riftbound.engine.costs import DETERMINED_ENERGY
from riftbound.engine.empower import empower
from riftbound.engine.passives import has_ganking
from tests.spell_helpers import cid, do, position

DECK = ["Mystic Poro"] * 2
OTHER = "Vanguard Sergeant"


def test_a_units_own_passive_keyword_is_a_keyword_selectors_see():
    """364.3, 810 (Kinkou Lifeblade): the Ganking its own passive gives it while Empowered is a
    keyword it has, so a selector of units with Ganking (Units(keyword=...), read through
    engine/granted.unit_has_keyword) picks it then, as the Standard Move does, and not before."""
    game = position({"deck": DECK, "base": ["Kinkou Lifeblade", OTHER],
                     "runes": ["Chaos Rune"] * 12}, {"deck": DECK})
    g = game.state
    blade, other = cid(game, "Kinkou Lifeblade"), cid(game, OTHER)
    ganking = Units(keyword="Ganking")
    assert not ganking.test(g, 0, g.units[blade]) and not has_ganking(g, g.units[blade])
    empower(g, blade, 0)
    assert ganking.test(g, 0, g.units[blade]) and has_ganking(g, g.units[blade])
    assert not ganking.test(g, 0, g.units[other])


def test_escaped_grayback_killing_itself_for_its_empower_cost_finalizes_and_does_nothing():
    """357.2, 827.1.c.2, 406, 441 (Escaped Grayback, self-play seed 74): killing itself as its Empower
    ability's cost, the ability is still finalized and resolves, Empowering nothing (the unit is no
    longer on the board); paying it once ended with an IndexError on an empty chain."""
    game = position({"deck": DECK, "base": ["Escaped Grayback"],
                     "runes": ["Order Rune"] * 6 + ["Body Rune"] * 6}, {"deck": DECK})
    grayback = cid(game, "Escaped Grayback")
    game.apply(next(a for a in game.legal_actions() if isinstance(a, Activate) and a.source == grayback))
    for _ in range(20):
        if game.pending().kind == "main" and not game.state.chain:
            break
        acts = game.legal_actions()
        game.apply(next((a for a in acts if isinstance(a, ChooseCard) and a.card == grayback), acts[0]))
        check_invariants(game)
    kinds = [(e.kind, e.data[:1]) for e in game.log]
    for step in ("cost_kill", "finalize", "resolve"):
        assert (step, (grayback,)) in kinds, step
    assert ("empower", (grayback,)) not in kinds and grayback not in game.state.units


def test_a_cost_determined_before_payment_stays_while_gold_is_killed_for_mana():
    """356.4, 357.1, 357.1.a (Plaza Guardian, Gold; self-play seed 263's deadlock): Plaza Guardian
    costs 1 Energy less per gear, determined in step 3 (356) as 7 with three Gold; a Gold killed by
    its Add ability while the cost is paid (step 4, 429.3) doesn't raise that cost again, so the
    seven runes still pay it (engine/costs.determine_cost; the engine re-read the gear count: the
    cost grew to 8, the Gold's Power can't pay Energy, and the pay decision had no legal action)."""
    game = position({"deck": DECK, "hand": ["Plaza Guardian"], "gear": ["Gold // Buff"] * 3,
                     "runes": ["Mind Rune"] * 7}, {"deck": DECK})
    game.apply(next(a for a in game.legal_actions() if isinstance(a, PlayUnit)))
    assert game.pending().kind == "pay" and any(isinstance(a, Pay) for a in game.legal_actions())
    game.apply(next(a for a in game.legal_actions() if isinstance(a, Activate)))  # one Gold killed
    game.apply(next(a for a in game.legal_actions() if isinstance(a, Activate)))  # a second one
    pay = next(a for a in game.legal_actions() if isinstance(a, Pay))
    assert len(pay.exhaust) == 7
    game.apply(pay)
    assert all(game.state.players[0].rune_exhausted)
    assert cid(game, "Plaza Guardian") in game.state.units and not game.state.counts.get(
        DETERMINED_ENERGY + str(cid(game, "Plaza Guardian")))


def test_a_spells_cost_determined_before_payment_stays_while_it_is_paid():
    """356.4, 357.1 (Eager Apprentice, Discipline): the spell's total cost, 1 Energy with the
    Apprentice's discount, is determined before it is paid; the Apprentice leaving the board during
    the payment (done here by hand: a Gold killed for mana leaves the same way) doesn't raise it
    again: the Pay options still exhaust one rune, and once paid the determined cost is forgotten."""
    game = position({"hand": ["Discipline"], "deck": DECK, "runes": ["Calm Rune", "Mind Rune"] * 2,
                     "base": ["Daring Poro"]}, {"deck": DECK},
                    battlefields=[{"controller": 0, "units": ["Eager Apprentice"]}, {}])
    do(game, "play Discipline targeting Daring Poro at base")
    spell = cid(game, "Discipline")
    assert game.pending().kind == "pay" and all(len(a.exhaust) == 1 for a in game.legal_actions())
    del game.state.units[cid(game, "Eager Apprentice")]
    assert all(len(a.exhaust) == 1 for a in game.legal_actions())
    game.apply(game.legal_actions()[0])
    assert sum(game.state.players[0].rune_exhausted) == 1
    assert DETERMINED_ENERGY + str(spell) not in game.state.counts
