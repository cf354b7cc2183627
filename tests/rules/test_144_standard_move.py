"""144, 445-453: the Standard Move and its legality."""

from __future__ import annotations

import pytest

from riftbound import BASE, IllegalActionError, Move
from tests.helpers import duel, place_unit


def test_144_3_any_group_of_ready_units_may_move_together():
    """144.3, 144.3.a: several units move as one action to one destination; legal_actions lists
    one group per distinct outcome, and apply accepts any equivalent group too."""
    game = duel()
    a = place_unit(game, 0, "base", "Daring Poro")
    b = place_unit(game, 0, "base", "Daring Poro")
    listed = [m for m in game.legal_actions() if isinstance(m, Move) and m.to == 0]
    assert Move((min(a, b),), 0) in listed and Move((max(a, b),), 0) not in listed
    assert Move(tuple(sorted((a, b))), 0) in listed
    game.apply(Move((max(a, b),), 0))  # the other Poro: the same outcome, equally legal
    g = game.state
    assert g.units[max(a, b)].loc == 0 and g.units[max(a, b)].exhausted  # 144.2: exhausting is the cost


@pytest.mark.parametrize("why", ["exhausted", "not mine", "base to base", "unknown unit", "empty"])
def test_144_illegal_moves_raise_and_change_nothing(why):
    """144.1-144.4, 410.1.b.3: a move that breaks a rule raises IllegalActionError and leaves the
    game as it was."""
    game = duel()
    mine = place_unit(game, 0, "base", "Daring Poro", exhausted=(why == "exhausted"))
    theirs = place_unit(game, 1, "base", "Stalwart Poro")
    move = {"exhausted": Move((mine,), 0), "not mine": Move((theirs,), 0),
            "base to base": Move((mine,), BASE), "unknown unit": Move((10**6,), 0),
            "empty": Move((), 0)}[why]
    key = game.state.key()
    with pytest.raises(IllegalActionError):
        game.apply(move)
    assert game.state.key() == key


def test_810_ganking_moves_between_battlefields():
    """144.4.c.1, 810.1.b: only a unit with Ganking may move from one battlefield to another."""
    game = duel()
    plain = place_unit(game, 0, 0, "Daring Poro")
    game.state.battlefields[0].controller = 0
    assert not game.is_legal(Move((plain,), 1))
    assert game.is_legal(Move((plain,), BASE))
