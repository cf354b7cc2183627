"""Rule 425 (Counter) for abilities on the chain (425.1.a-c, 425.3, 355.9.a.2), with Not So Fast.

An ability on the chain is named by its source (ruling 103). Countered, it does nothing and is
cleared from the chain (425.1.a); its costs stay paid (425.1.c); it has not been played, so "when you
play an activated ability" does not trigger (425.1.b, 377.2.a)."""

from __future__ import annotations

from riftbound.actions import Activate, PlaySpell
from riftbound.checks import check_invariants
from tests.spell_helpers import cid, might_of, pass_, play, position

DECK = ["Mystic Poro"] * 3 + ["Zephyr Sage"] * 2


def heart_on_sergeant():
    """P0 activates Heart of Dark Ice (exhaust: +3 Might this turn) on P1's Sergeant in P1's base."""
    game = position({"deck": DECK, "gear": ["Heart of Dark Ice"], "base": ["Daring Poro"]},
                    {"deck": DECK, "base": ["Vanguard Sergeant"], "hand": ["Not So Fast"],
                     "runes": ["Calm Rune"] * 3})
    game.stepping = True
    sergeant = cid(game, "Vanguard Sergeant")
    game.apply(next(a for a in game.legal_actions() if isinstance(a, Activate) and a.target == sergeant))
    pass_(game)  # P0 -> P1
    return game


def test_425_1_a_a_countered_ability_does_nothing_and_leaves_the_chain():
    """425.1.a, 425.3, 355.9.a.2: Not So Fast names the activated ability of Heart of Dark Ice (by the
    gear, its source); countered, it leaves the chain without giving +3 Might, and the gear stays on
    the board."""
    game = heart_on_sergeant()
    heart, sergeant = cid(game, "Heart of Dark Ice"), cid(game, "Vanguard Sergeant")
    nsf = cid(game, "Not So Fast")
    before = might_of(game, sergeant)
    assert [a for a in game.legal_actions() if isinstance(a, PlaySpell)] == [PlaySpell(nsf, ((heart,),))]
    play(game, "P1: play Not So Fast targeting Heart of Dark Ice")
    while game.state.chain:
        pass_(game)
    g = game.state
    assert might_of(game, sergeant) == before and heart in g.gear
    assert [e.data[0] for e in game.log if e.kind == "countered" and e.data[1:] == ("ability",)] == [heart]
    assert not any(e.kind == "ability_done" for e in game.log)
    check_invariants(game)


def test_425_1_c_the_countered_abilitys_cost_stays_paid():
    """425.1.c: the exhaust paid to activate the ability is not refunded: Heart of Dark Ice stays
    exhausted after its ability is countered, and can't be activated again this turn."""
    game = heart_on_sergeant()
    heart = cid(game, "Heart of Dark Ice")
    play(game, "P1: play Not So Fast targeting Heart of Dark Ice")
    while game.state.chain:
        pass_(game)
    assert game.state.gear[heart].exhausted
    assert not [a for a in game.legal_actions() if isinstance(a, Activate)]


def test_425_3_only_an_item_on_the_chain_is_named():
    """425.3, 355.8: with the chain empty there is nothing to counter: Not So Fast can't be played
    (a Reaction is otherwise playable in its player's Main Phase)."""
    game = position({"deck": DECK, "hand": ["Not So Fast"], "runes": ["Calm Rune"] * 3,
                     "base": ["Daring Poro"]},
                    {"deck": DECK, "base": ["Vanguard Sergeant"]})
    assert not [a for a in game.legal_actions() if isinstance(a, PlaySpell)]
