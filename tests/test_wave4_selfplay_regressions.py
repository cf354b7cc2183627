"""Regression tests for what tests/test_selfplay_spells.py (and the helpers' reports) found in card
wave 2 (issue 13, session 4, helper S). Rule numbers lead each docstring."""

from __future__ import annotations

from riftbound.effects.vocabulary import Units
from riftbound.engine.empower import empower
from riftbound.engine.passives import has_ganking
from tests.spell_helpers import cid, position

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
