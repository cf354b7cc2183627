"""Rules 441-442 (Empower, Disempower), 827 (the Empower keyword) and 828 (Empowered abilities), with
Steel Paws, Shadow Fiend, Kinkou Lifeblade and Brutal Hunter. Each test names the cards it uses;
rule numbers lead the docstring."""

from __future__ import annotations

import pytest

from riftbound.actions import Activate, Move
from riftbound.checks import check_invariants
from riftbound.engine.empower import disempower, empower
from riftbound.formats.position import dump_position, load_position
from riftbound.state import ATTACKER
from tests.helpers import cited_clauses_missing
from tests.spell_helpers import card_text, cid, might_of, position

DECK = ["Daring Poro"] * 3


def activations(game) -> list[Activate]:
    return [a for a in game.legal_actions() if isinstance(a, Activate)]


def test_steel_paws_empowers_for_seven_energy_once():
    """827.1.b, 827.1.c.1, 827.2, 828.1.c (Steel Paws): P0 pays 7 Energy: Steel Paws becomes
    Empowered and has +7 Might (0 -> 7); Empowered, its Empower can't be activated again."""
    rec = card_text("Steel Paws")
    assert rec["might"] == 0 and "Empower" in rec["keywords"]
    game = position({"deck": DECK, "base": ["Steel Paws"], "runes": ["Calm Rune"] * 8}, {"deck": DECK})
    paws = cid(game, "Steel Paws")
    acts = activations(game)
    assert acts and all(a.source == paws and a.target is None for a in acts)  # 827.1.b.1: no target
    game.apply(acts[0])
    g = game.state
    assert g.units[paws].empowered and might_of(game, paws) == 7
    assert sum(g.players[0].rune_exhausted) == 7
    assert ("empower", "441.2.a") in [(e.kind, e.rule) for e in game.log]
    data = dump_position(game)
    assert data["players"][0]["base"][0]["empowered"] is True
    again = load_position(data)
    assert again.state.key() == g.key() and not activations(again)
    check_invariants(game)


def test_empower_needs_its_cost():
    """827.1.c.2, 404 (Steel Paws): with 6 runes P0 can't pay 7 Energy: no activation."""
    game = position({"deck": DECK, "base": ["Steel Paws"], "runes": ["Calm Rune"] * 6}, {"deck": DECK})
    assert not activations(game)


def test_shadow_fiend_empowered_has_assault_3():
    """828.1.b.1, 807 (Shadow Fiend): Empowered for 2 Energy and one Fury Power, it has Assault 3:
    +3 Might only while it is an attacker."""
    game = position({"deck": DECK, "base": ["Shadow Fiend"], "runes": ["Fury Rune"] * 3}, {"deck": DECK})
    fiend = cid(game, "Shadow Fiend")
    u = game.state.units[fiend]
    u.role = ATTACKER
    assert might_of(game, fiend) == 2  # not Empowered: no Assault
    u.role = 0
    game.apply(activations(game)[0])
    assert u.empowered and might_of(game, fiend) == 2
    u.role = ATTACKER
    assert might_of(game, fiend) == 5


@pytest.mark.parametrize("name, energy, plus", [("Kinkou Lifeblade", 2, 1), ("Brutal Hunter", 3, 2)])
def test_empowered_gives_might_and_ganking(name, energy, plus):
    """828.1.c, 810 (Kinkou Lifeblade, Brutal Hunter): at battlefield 0, not Empowered, the unit
    can't move to battlefield 1; Empowered (for its Energy cost) it has +Might and Ganking and can."""
    rec = card_text(name)
    game = position({"deck": DECK, "runes": ["Body Rune"] * energy}, {"deck": DECK},
                    battlefields=[{"controller": 0, "units": [name]}, {}])
    unit = cid(game, name)
    assert not any(isinstance(a, Move) and a.to == 1 for a in game.legal_actions())
    game.state.units[unit].exhausted = False
    data = dump_position(game)
    data["battlefields"][0]["units"][0]["empowered"] = True
    empowered = load_position(data)
    assert any(isinstance(a, Move) and a.to == 1 for a in empowered.legal_actions())
    assert might_of(empowered, unit) == rec["might"] + plus
    game.apply(activations(game)[0])
    assert game.state.units[unit].empowered and might_of(game, unit) == rec["might"] + plus


def test_empower_twice_does_nothing_more_and_disempower():
    """441.1.b, 441.1.c, 442.1.a.1 (Steel Paws): Empowering an Empowered unit does nothing; a unit
    not Empowered can't be Disempowered; Disempowered, the +7 is gone."""
    game = position({"deck": DECK, "base": ["Steel Paws"]}, {"deck": DECK})
    g = game.state
    paws = cid(game, "Steel Paws")
    assert disempower(g, paws, 0) is False
    assert empower(g, paws, 0) is True and empower(g, paws, 0) is False
    assert might_of(game, paws) == 7
    assert disempower(g, paws, 0) is True and might_of(game, paws) == 0


def test_an_empowered_gear_round_trips_and_loses_the_status_with_the_board():
    """441.2, 719.4.a (Doran's Blade, Vanguard Sergeant): a gear may be Empowered (a status of its
    own, not its unit's); positions keep it; killed and back on the board it would be a new object
    without it."""
    game = position({"deck": DECK, "base": [{"card": "Vanguard Sergeant", "cid": 5}],
                     "gear": [{"card": "Doran's Blade", "cid": 6, "attached_to": 5, "empowered": True}]},
                    {"deck": DECK})
    g = game.state
    assert g.gear[6].empowered and not g.units[5].empowered
    assert load_position(dump_position(game)).state.key() == g.key()
    game._effect(("kill_gear", 6))
    assert 6 not in g.gear and not empower(g, 6, 0)


def test_becoming_empowered_triggers():
    """441.2.a, 828.1.d (Apprentice Mage): becoming Empowered triggers its Predict ability."""
    game = position({"deck": DECK, "base": ["Apprentice Mage"], "runes": ["Mind Rune"] * 2}, {"deck": DECK})
    game.apply(activations(game)[0])
    assert any(e.kind == "trigger" for e in game.log)


def test_cited_clauses_exist():
    """The rule numbers cited in this file exist in the rules."""
    assert cited_clauses_missing(globals()) == []
