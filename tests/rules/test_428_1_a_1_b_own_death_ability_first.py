"""428.1.a.1.b: a unit with a Deathknell or another ability on its own death, about to go to the trash
by a Kill instruction, first has that ability put on the chain as a pending item; only then does the
Kill instruction finish, and abilities that trigger on its death ("when a friendly unit dies") go on
the chain after it. The engine places both together as one ordering decision of their controller
(383.3.d), so the own-death ability can end up above the others. This strict xfail records it (Draven,
Audacious is the rule's example; Tasty Faefolk's Deathknell and Vicious Snapjaws show it simply)."""

from __future__ import annotations

import pytest

from tests.spell_helpers import cid, play, position

DECK = ["Daring Poro"] * 3


@pytest.mark.xfail(strict=True, reason="428.1.a.1.b: the own-death ability is ordered with the others "
                                      "that the death triggers instead of going on the chain first")
def test_a_deathknell_goes_on_the_chain_before_the_abilities_its_death_triggers() -> None:
    """428.1.a.1.b, 808.1.c (Vengeance, Tasty Faefolk, Vicious Snapjaws): Vengeance kills P0's
    Faefolk; its Deathknell is pending on the chain before Snapjaws' "when another friendly unit
    dies" triggers, so P0 is not asked to order them and the Deathknell is the older item."""
    game = position({"deck": DECK, "hand": ["Vengeance"], "runes": ["Order Rune"] * 6,
                     "base": [{"card": "Tasty Faefolk"}, {"card": "Vicious Snapjaws"}]}, {"deck": DECK})
    faefolk, snapjaws = cid(game, "Tasty Faefolk"), cid(game, "Vicious Snapjaws")
    play(game, "play Vengeance targeting Tasty Faefolk")
    assert game.pending().kind != "order_triggers"
    assert [it.cid for it in game.state.chain][:2] == [faefolk, snapjaws]
