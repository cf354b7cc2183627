"""Scenario tests for the Proving Grounds spells implemented for the rules' examples (Flash)."""

from __future__ import annotations

from riftbound.actions import PlaySpell
from tests.helpers import cited_clauses_missing
from tests.spell_helpers import cid, play, position


def test_flash_moves_up_to_two_friendly_units_to_base():
    """355.13, 449, 323.6: Flash moves the chosen friendly units (none, one or two, each away from
    its base) to their base; the battlefield they left is no longer controlled."""
    game = position({"hand": ["Flash"], "runes": ["Chaos Rune"] * 2, "base": ["Petty Officer"]},
                    {"base": ["Stalwart Poro"]},
                    battlefields=[{"controller": 0, "units": ["Daring Poro", "Vanguard Sergeant"]}, {}])
    offered = [a.targets[0] for a in game.legal_actions() if isinstance(a, PlaySpell)]
    assert sorted(len(t) for t in offered) == [0, 1, 1, 2]  # units in base can't be chosen
    play(game, "play Flash targeting Daring Poro at bf 0, Vanguard Sergeant at bf 0")
    g = game.state
    assert all(g.units[cid(game, n)].loc == -1 for n in ("Daring Poro", "Vanguard Sergeant"))
    assert g.battlefields[0].controller is None


def test_cited_clauses_exist():
    """Every clause cited at the start of a docstring here is in the rules file."""
    assert cited_clauses_missing(globals()) == []
