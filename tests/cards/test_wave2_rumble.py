"""Scenario tests for the cards of the Rumble champion deck added in card wave 2 (issue 13) and their
mechanisms: keyword auras on a tag ("your Mechs have ...", 364.1, effects/tag_auras.py; the keyword
read wherever it is, 807.3, 809.3, 810.3). Rule numbers lead each docstring."""

from __future__ import annotations

from riftbound.cards import load_cards
from riftbound.checks import check_invariants
from riftbound.effects.vocabulary import Units
from riftbound.engine.granted import unit_has_keyword
from riftbound.engine.keywords import deflect_value
from riftbound.engine.passives import has_ganking
from riftbound.engine.units import create_token
from riftbound.game import card_support
from tests.spell_helpers import cid, might_of, play, position

DECK = ["Mystic Poro"] * 3 + ["Zephyr Sage"] * 2
MECH = "rule-187-4"


def test_breakneck_mech_has_an_entry():
    """Breakneck Mech is played by its entry, not refused (docs/cards.md)."""
    assert card_support(load_cards().by_name("Breakneck Mech")) == "script"


def breakneck_board(**p0):
    """P0 with Breakneck Mech on the board in base, a Vanguard Sergeant (no Mech); P1 with a Mech
    token of their own."""
    game = position({"deck": DECK, "base": [{"card": "Breakneck Mech", "exhausted": False},
                                             {"card": "Vanguard Sergeant", "exhausted": False}], **p0},
                    {"deck": DECK}, battlefields=[{}, {}])
    return game


def test_breakneck_mech_gives_its_controllers_mechs_deflect_and_ganking():
    """364.1, 809, 810: P0's Mechs (itself and a Mech token) have Deflect 1 and Ganking; P0's
    non-Mech unit and P1's Mech don't. 807.3/809.3/810.3: a selector reading the keyword sees it."""
    game = breakneck_board()
    g = game.state
    token = create_token(g, 0, MECH, -1, ready=True)
    theirs = create_token(g, 1, MECH, -2, ready=True)
    bm, sgt = g.units[cid(game, "Breakneck Mech")], g.units[cid(game, "Vanguard Sergeant")]
    for u in (bm, token):
        assert has_ganking(g, u) and deflect_value(g, u) == 1
        assert unit_has_keyword(g, u, "Ganking") and unit_has_keyword(g, u, "Deflect")
        assert Units(keyword="Ganking").test(g, 0, u, -1)
    for u in (sgt, theirs):
        assert not has_ganking(g, u) and deflect_value(g, u) == 0
        assert not unit_has_keyword(g, u, "Deflect")
    check_invariants(game)


def test_two_breakneck_mechs_sum_their_deflect_and_the_aura_leaves_with_them():
    """809.2: a second source of Deflect adds its value (each Mech has Deflect 2); 364.1: the aura
    holds only while its source is on the board: once both are gone the token has neither keyword."""
    game = position({"deck": DECK, "base": [{"card": "Breakneck Mech"}, {"card": "Breakneck Mech"}]},
                    {"deck": DECK})
    g = game.state
    token = create_token(g, 0, MECH, -1, ready=True)
    assert deflect_value(g, token) == 2 and has_ganking(g, token)
    for c in [c for c, u in g.units.items() if g.cards[c].name == "Breakneck Mech"]:
        del g.units[c]
    assert deflect_value(g, token) == 0 and not has_ganking(g, token)


def test_an_opponents_spell_pays_deflect_for_a_mech_under_the_aura():
    """809.1.c, 809.1.d: choosing P0's Mech token (Deflect from Breakneck Mech's aura) with P1's
    spell costs one more Power of any domain: with only the spell's cost in runes, that target is
    not offered; the Vanguard Sergeant (no Deflect) is."""
    units = [{"card": n, "controller": 0} for n in ("Breakneck Mech", "Vanguard Sergeant")]
    game = position({"deck": DECK}, {"deck": DECK, "hand": ["Hextech Ray"], "runes": ["Fury Rune"]},
                    battlefields=[{"controller": 0, "units": units}, {}], turn_player=1, turn=2)
    g = game.state
    token = create_token(g, 0, MECH, 0, ready=True)
    targets = {a.targets[0][0] for a in game.legal_actions()
               if type(a).__name__ == "PlaySpell" and a.targets and a.targets[0]}
    assert cid(game, "Vanguard Sergeant") in targets
    assert token.cid not in targets and cid(game, "Breakneck Mech") not in targets


def test_breakneck_mech_enters_ready_only_with_another_mech():
    """143.4.a, 369.3: played while its controller controls another Mech it enters ready; played
    alone (itself not counting as 'another') it enters exhausted (143.4)."""
    hand = {"deck": DECK, "hand": ["Breakneck Mech"], "runes": ["Mind Rune"] * 9}
    alone = position(dict(hand), {"deck": DECK})
    play(alone, "play Breakneck Mech to base")
    assert alone.state.units[cid(alone, "Breakneck Mech")].exhausted
    with_mech = position(dict(hand), {"deck": DECK})
    create_token(with_mech.state, 0, MECH, -1)
    play(with_mech, "play Breakneck Mech to base")
    assert not with_mech.state.units[cid(with_mech, "Breakneck Mech")].exhausted
    assert might_of(with_mech, cid(with_mech, "Breakneck Mech")) == 7
    check_invariants(with_mech)
