"""Rules 712-715, Bonus Damage: Annie, Fiery raises each Deal of her controller's spells and
abilities by 1, Void Gate each Deal of any spell or ability to units there; instances add up
(714); a unit dealing the damage itself gets none (see docs/rulings.md)."""

from __future__ import annotations

from riftbound.engine.mechanics import bonus_damage
from tests.helpers import cited_clauses_missing
from tests.spell_helpers import cid, do, play, position

DECK = ["Petty Officer", "Vanguard Sergeant", "Laurent Duelist"]


def seeker(p0_base: list, p1_base: list | None = None):
    game = position({"hand": ["Void Seeker"], "runes": ["Fury Rune"] * 3, "deck": DECK, "base": p0_base},
                    {"deck": DECK, "base": p1_base or []},
                    battlefields=[{"controller": 1, "units": ["Mega-Mech"]}, {}])
    play(game, "play Void Seeker targeting Mega-Mech at bf 0")
    return game


def test_annie_adds_one_to_her_controllers_spell():
    """713, 715.1: with Annie, Fiery in P0's base, Void Seeker (4) deals 5 to Mega-Mech."""
    game = seeker(["Annie, Fiery"])
    assert game.state.units[cid(game, "Mega-Mech")].damage == 5


def test_bonus_damage_instances_add_up():
    """714: two Annie, Fiery give 2 Bonus Damage together: Void Seeker deals 6."""
    game = position({"hand": ["Void Seeker"], "runes": ["Fury Rune"] * 3, "deck": DECK,
                     "base": ["Annie, Fiery", "Annie, Fiery"]},
                    {"deck": DECK}, battlefields=[{"controller": 1, "units": ["Mega-Mech"]}, {}])
    assert bonus_damage(game.state, 0) == 2
    play(game, "play Void Seeker targeting Mega-Mech at bf 0")
    assert game.state.units[cid(game, "Mega-Mech")].damage == 6


def test_an_opponents_annie_gives_nothing():
    """713: Annie, Fiery raises only her controller's spells: P1's Annie leaves Void Seeker at 4."""
    game = seeker([], ["Annie, Fiery"])
    assert game.state.units[cid(game, "Mega-Mech")].damage == 4


def test_damage_a_unit_deals_itself_gets_no_bonus():
    """713, 417.6.b.3: Challenge makes each chosen unit deal its Might to the other; those Deals
    have the units as their sources, not the spell, so Annie, Fiery adds nothing."""
    game = position({"hand": ["Challenge"], "runes": ["Body Rune"] * 2, "deck": DECK,
                     "base": ["Annie, Fiery", "Vanguard Sergeant"]},
                    {"deck": DECK, "base": ["Mega-Mech"]})
    play(game, "play Challenge targeting Vanguard Sergeant; Mega-Mech")
    assert game.state.units[cid(game, "Mega-Mech")].damage == 4


def test_each_target_of_an_ability_gets_the_bonus():
    """715.2, 713: Anivia, Primal's attack ability (3 to each enemy unit here) deals 4 to each of the
    two Mega-Mechs while Annie, Fiery is on P0's board."""
    game = position({"deck": DECK, "base": ["Annie, Fiery", {"card": "Anivia, Primal", "exhausted": False}]},
                    {"deck": DECK}, battlefields=[{"controller": 1, "units": ["Mega-Mech", "Mega-Mech"]}, {}])
    do(game, "move Anivia, Primal to bf 0")
    anivia = cid(game, "Anivia, Primal")
    dealt = [e.data[1] for e in game.state.log if e.kind == "damage" and e.data[2] == anivia]
    assert dealt == [4, 4]


def test_void_gate_adds_one_to_units_there():
    """713, 715.1 (Void Gate, as errata'd): Void Seeker deals 5 to a Mega-Mech at Void Gate, whoever
    plays it, and 4 to one elsewhere."""
    game = position({"hand": ["Void Seeker"], "runes": ["Fury Rune"] * 3, "deck": DECK},
                    {"deck": DECK},
                    battlefields=[{"card": "Void Gate", "controller": 1, "units": ["Mega-Mech"]},
                                  {"controller": 1, "units": ["Jeweled Colossus"]}])
    other = position({"hand": ["Void Seeker"], "runes": ["Fury Rune"] * 3, "deck": DECK},
                     {"deck": DECK},
                     battlefields=[{"card": "Void Gate", "controller": 1, "units": ["Mega-Mech"]},
                                   {"controller": 1, "units": ["Jeweled Colossus"]}])
    play(game, "play Void Seeker targeting Mega-Mech at bf 0")
    play(other, "play Void Seeker targeting Jeweled Colossus at bf 1")
    assert game.state.units[cid(game, "Mega-Mech")].damage == 5
    assert other.state.units[cid(other, "Jeweled Colossus")].damage == 4


def test_void_gate_and_annie_add_up():
    """714: at Void Gate with Annie, Fiery on P0's board, Void Seeker deals 4 + 1 + 1 = 6."""
    game = position({"hand": ["Void Seeker"], "runes": ["Fury Rune"] * 3, "deck": DECK,
                     "base": ["Annie, Fiery"]},
                    {"deck": DECK},
                    battlefields=[{"card": "Void Gate", "controller": 1, "units": ["Mega-Mech"]}, {}])
    play(game, "play Void Seeker targeting Mega-Mech at bf 0")
    assert game.state.units[cid(game, "Mega-Mech")].damage == 6


def test_cited_clauses_exist():
    """Every clause cited at the start of a docstring here is in the rules file."""
    assert cited_clauses_missing(globals()) == []
