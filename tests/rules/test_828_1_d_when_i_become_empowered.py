"""Rule 828.1.d (an ability "when I become Empowered" triggers as its source becomes Empowered) with
its contrasts 441.1.b-c (an object already Empowered can't become Empowered: no event, no trigger)
and 441.2.a (becoming Empowered is an event other abilities see: "when you empower something
else"). The cards are Apprentice Mage, Sanction and Mel, Soul's Reflection (Vendetta)."""

from __future__ import annotations

from riftbound.engine.empower import is_empowered
from tests.spell_helpers import cid, pass_, play, position

DECK = ["Mystic Poro", "Dredge Up", "Stalwart Poro"]


def _finish(game) -> None:
    for _ in range(40):
        d = game.pending()
        if d.kind == "main" and not game.state.chain:
            return
        if d.kind == "priority":
            pass_(game)
        else:
            game.apply(game.legal_actions()[0])
    raise AssertionError("the chain did not empty")


def _triggers_of(game, cid_: int) -> int:
    return sum(1 for e in game.log if e.kind == "trigger" and e.data[0] == cid_)


def test_828_1_d_a_spell_that_empowers_it_triggers_when_i_become_empowered():
    """828.1.d, 441.2.a: Apprentice Mage becomes Empowered by a spell (not its own Empower): its
    ability triggers all the same."""
    game = position({"deck": DECK, "hand": ["Sanction"], "base": ["Apprentice Mage"],
                     "runes": ["Calm Rune"] * 4}, {"deck": DECK})
    mage = cid(game, "Apprentice Mage")
    play(game, "play Sanction targeting Apprentice Mage; nothing")
    _finish(game)
    assert is_empowered(game.state, mage) and _triggers_of(game, mage) == 1


def test_441_1_c_already_empowered_it_does_not_become_empowered_again_and_nothing_triggers():
    """441.1.b-c, 828.1.d (contrast): the same spell on an Apprentice Mage that is already Empowered
    changes nothing: no event, so its ability does not trigger."""
    game = position({"deck": DECK, "hand": ["Sanction"], "runes": ["Calm Rune"] * 4,
                     "base": [{"card": "Apprentice Mage", "empowered": True}]}, {"deck": DECK})
    mage = cid(game, "Apprentice Mage")
    play(game, "play Sanction targeting Apprentice Mage; nothing")
    _finish(game)
    assert is_empowered(game.state, mage) and _triggers_of(game, mage) == 0
    assert not any(e.kind == "empower" for e in game.log)


def test_441_2_a_when_you_empower_something_else_sees_only_its_players_empowering():
    """441.2.a, 827.2.a: Mel, Soul's Reflection's "when you empower something else" triggers when its
    player empowers any object (an opponent's unit too), and not when an opponent empowers one."""
    game = position({"deck": DECK, "legend": "Mel, Soul's Reflection", "hand": ["Sanction"],
                     "runes": ["Calm Rune"] * 4},
                    {"deck": DECK, "base": ["Stalwart Poro"]})
    legend = game.state.players[0].legend
    play(game, "play Sanction targeting Stalwart Poro; nothing")
    _finish(game)
    assert is_empowered(game.state, cid(game, "Stalwart Poro", "base")) and is_empowered(game.state, legend)
    theirs = position({"deck": DECK, "legend": "Mel, Soul's Reflection", "base": ["Stalwart Poro"]},
                      {"deck": DECK, "hand": ["Sanction"], "runes": ["Calm Rune"] * 4}, turn_player=1)
    play(theirs, "play Sanction targeting Stalwart Poro; nothing")
    for _ in range(40):
        if theirs.pending().kind == "main" and not theirs.state.chain:
            break
        theirs.apply(theirs.legal_actions()[0])
    assert is_empowered(theirs.state, cid(theirs, "Stalwart Poro", "base"))
    assert not is_empowered(theirs.state, theirs.state.players[0].legend)
