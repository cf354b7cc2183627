"""Regression tests for death and chain faults found in card wave 2's soaks (issue 13, session 4,
helper F3). Rule numbers lead each docstring."""

from __future__ import annotations

from riftbound.actions import ChooseCard, Pay
from riftbound.checks import check_deep, check_invariants
from tests.spell_helpers import cid, do, pass_, position

DECK = ["Mystic Poro"] * 2


def test_emperors_dais_unit_returned_as_its_cost_is_no_target_while_the_ability_waits():
    """355.10.c.1, 383.3.b, 404 (Emperor's Dais; found in soaks of the Wuhan Master Yi list): the unit
    its conqueror returns to hand pays the ability's base cost and is not its target, so the finalized
    ability, waiting on the chain while P1 (holding a Reaction) has Priority, names no target: the
    position dumps and reloads (check_deep; the item kept the returned unit's cid as a target, which
    a position may not hold). Resolved, the Sand Soldier still enters there (187.3)."""
    game = position({"deck": DECK, "runes": ["Calm Rune"],
                     "base": [{"card": "Daring Poro", "exhausted": False},
                              {"card": "Pit Rookie", "exhausted": False}]},
                    {"deck": DECK, "hand": ["Discipline"], "runes": ["Calm Rune"] * 2},
                    battlefields=[{"card": "Emperor's Dais"}, {}])
    do(game, "move Daring Poro, Pit Rookie to bf 0")
    while game.pending().kind in ("priority", "focus") and not game.state.chain:
        pass_(game)
    rookie = cid(game, "Pit Rookie")
    assert game.pending().context[0] == "trigger_may"
    game.apply(ChooseCard(rookie))
    assert game.pending().kind == "pay"
    game.apply(next(a for a in game.legal_actions() if isinstance(a, Pay)))
    g = game.state
    assert rookie in g.players[0].hand and game.pending().kind == "priority"
    assert len(g.chain) == 1 and g.chain[0].finalized and g.chain[0].targets == ()
    check_invariants(game)
    check_deep(game)
    while game.state.chain:
        pass_(game)
    g = game.state
    soldiers = [u for u in g.units.values() if g.cards[u.cid].name == "Sand Soldier"]
    assert len(soldiers) == 1 and soldiers[0].loc == 0 and soldiers[0].controller == 0
