"""Temporary Might changes: "this turn" (317.2.c) and "this combat" (466.7.c), the Might floor of
"to a minimum of" (477.3.b), Stun (423), and Might read everywhere with them (142.4.b, 143.2.b,
355.9.b, 465.2.a)."""

from __future__ import annotations

import pytest

from riftbound.cards import load_cards
from riftbound.effects import Chosen, GiveMight, SpellCard, SpellScript, Stun, Target, Units
from riftbound.sets import IMPLEMENTED
from tests.helpers import cited_clauses_missing
from tests.spell_helpers import cid, do, might_of, play, position

DECK = ["Petty Officer", "Vanguard Sergeant", "Laurent Duelist"]


@pytest.fixture
def test_spell(monkeypatch):
    """Give Cleave (an Action spell costing 1 Energy) a test-only script, for words of the
    vocabulary no implemented card uses yet."""
    def register(script: SpellScript) -> None:
        c = load_cards().by_name("Cleave")
        monkeypatch.setitem(IMPLEMENTED, c.id, SpellCard(c.id, c.name,
                                                         script))
    return register


def test_317_2_c_this_turn_might_expires_in_the_ending_cleanup():
    """317.2.c, 324: Discipline's +2 lasts through the turn and expires in the Expiration Step's
    cleanup, so the unit is back to its printed Might on the next turn."""
    game = position({"hand": ["Discipline"], "deck": DECK, "runes": ["Calm Rune"] * 2,
                     "base": ["Vanguard Sergeant"]}, {"deck": DECK})
    sergeant = cid(game, "Vanguard Sergeant", "base")
    play(game, "play Discipline targeting Vanguard Sergeant at base")
    assert might_of(game, sergeant) == 6
    do(game, "end turn")
    g = game.state
    assert g.turn == 2 and g.units[sergeant].turn_might == 0 and might_of(game, sergeant) == 4


def test_142_4_b_lethal_damage_is_checked_against_the_changed_might():
    """142.4.b, 323.5: a 5 Might unit with 3 damage marked dies in the cleanup after Smoke Screen
    brings it to 1 Might."""
    game = position({"hand": ["Smoke Screen"], "runes": ["Mind Rune"] * 3},
                    {"base": [{"card": "Playful Phantom", "damage": 3}]})
    phantom = cid(game, "Playful Phantom")
    play(game, "play Smoke Screen targeting Playful Phantom at base")
    assert phantom in game.state.players[1].trash


def test_355_9_b_targeting_restrictions_read_the_changed_might():
    """355.9.b: after Smoke Screen a 5 Might unit at a battlefield has 1 Might and is a legal
    target for Gust (Might 3 or less)."""
    game = position({"hand": ["Smoke Screen", "Gust"], "runes": ["Mind Rune"] * 3 + ["Chaos Rune"]},
                    {}, battlefields=[{"controller": 1, "units": ["Playful Phantom"]}, {}])
    assert not any(game.state.cards[a.card].name == "Gust" for a in game.legal_actions()
                   if hasattr(a, "targets"))
    play(game, "play Smoke Screen targeting Playful Phantom at bf 0")
    play(game, "play Gust targeting Playful Phantom at bf 0")
    assert cid(game, "Playful Phantom") in game.state.players[1].hand


def test_143_2_b_might_below_zero_counts_as_zero(test_spell):
    """143.2.b, 143.2.b.1: a unit given -5 has Might -3 (the real value), read as 0 by spells (a
    "Might 3 or less" restriction) and in the combat damage sum."""
    test_spell(SpellScript(targets=(Target(Units()),), steps=(GiveMight(-5, Chosen(0)),)))
    game = position({"hand": ["Cleave", "Gust"], "runes": ["Chaos Rune"] * 2},
                    {}, battlefields=[{"controller": 1, "units": ["Stalwart Poro"]}, {}])
    poro = cid(game, "Stalwart Poro")
    play(game, "play Cleave targeting Stalwart Poro at bf 0")
    do(game, "pass")  # P0 could answer with Gust; it passes, and so does P1
    assert might_of(game, poro) == -3
    from riftbound.engine.units import combat_might

    assert combat_might(game.state, game.state.units[poro]) == 0
    play(game, "play Gust targeting Stalwart Poro at bf 0")
    assert poro in game.state.players[1].hand


def test_466_7_c_this_combat_might_expires_when_the_combat_ends(test_spell):
    """466.7.c, 465.2.a: a "this combat" +3 counts in the combat damage sum and expires as the
    combat ends; outside a combat it has nothing to last through and does nothing."""
    test_spell(SpellScript(targets=(Target(Units()),), steps=(GiveMight(3, Chosen(0), duration="combat"),)))
    game = position({"hand": ["Cleave", "Cleave"], "deck": DECK, "runes": ["Calm Rune"] * 2,
                     "base": ["Daring Poro"]},
                    {"deck": DECK}, battlefields=[{"controller": 1, "units": ["Sunlit Guardian"]}, {}])
    poro = cid(game, "Daring Poro")
    do(game, "move Daring Poro to bf 0")
    play(game, "play Cleave targeting Daring Poro at bf 0")  # 3 + 3 = 6 against 4: wins
    do(game, "pass")  # Focus came back to P0 after P1 passed; P0 passes too: damage
    g = game.state
    assert g.battlefields[0].controller == 0 and poro in g.units
    assert g.units[poro].combat_might == 0 and might_of(game, poro) == 2
    play(game, "play Cleave targeting Daring Poro at bf 0")  # no combat now: nothing
    assert g.units[poro].combat_might == 0 and g.units[poro].turn_might == 0


def test_423_1_b_a_stunned_unit_adds_no_might_to_combat_damage(test_spell):
    """423.1.b, 423.1.c, 423.1.a.2: a stunned attacker adds nothing to the combat damage sum, yet
    dies only from damage reaching its whole Might; the stun is gone after the ending cleanup."""
    test_spell(SpellScript(targets=(Target(Units()),), steps=(Stun(Chosen(0)),)))
    game = position({"deck": DECK, "base": ["Petty Officer"]},
                    {"hand": ["Cleave"], "deck": DECK, "runes": ["Calm Rune"]},
                    battlefields=[{"controller": 1, "units": ["Mutated Mouser"]}, {}])
    officer, mouser = cid(game, "Petty Officer", "base"), cid(game, "Mutated Mouser")
    do(game, "move Petty Officer to bf 0")  # P0 has nothing to play: its Focus pass is automatic
    play(game, "P1: play Cleave targeting Petty Officer at bf 0")
    g = game.state
    assert mouser in g.units and g.units[mouser].damage == 0  # no damage from the stunned unit
    assert officer in g.units and g.units[officer].loc == -1  # 3 damage < 6 Might: recalled
    assert g.units[officer].stunned
    do(game, "end turn")
    assert not g.units[officer].stunned


def test_cited_clauses_exist():
    """Every clause cited at the start of a docstring here is in the rules file."""
    assert cited_clauses_missing(globals()) == []
