"""144.2, 144.3, 144.3.c: a Standard Move of several units is one action whose costs are paid
together; a unit's passive may add to that cost (Mageseeker Investigator: one Power of any domain per
unit beyond the first, for opponents moving to its battlefield; engine/move_tax.py, ruling 111). The
contrast: moving one unit, moving elsewhere, or the passive's own controller moving, costs only the
exhausting."""

from __future__ import annotations

from riftbound.actions import Move, Pay
from tests.spell_helpers import position

DECK = ["Daring Poro"] * 3


def _game(runes: int, mageseeker_side: int = 1):
    me = {"deck": DECK, "runes": ["Fury Rune"] * runes, "base": ["Stalwart Poro", "Pouty Poro"]}
    held = {"controller": mageseeker_side, "units": [{"card": "Mageseeker Investigator",
                                                      "controller": mageseeker_side}]}
    return position(me, {"deck": DECK}, battlefields=[held, {}])


def _sizes(game, to: int) -> set[int]:
    return {len(a.units) for a in game.legal_actions() if isinstance(a, Move) and a.to == to}


def test_the_tax_is_part_of_the_moves_cost():
    """144.3.c, 357: with no rune, moving both units to the Investigator's battlefield can't be paid
    (only one moves); to the other battlefield both may."""
    game = _game(0)
    assert _sizes(game, 0) == {1} and _sizes(game, 1) == {1, 2}


def test_the_tax_is_paid_with_the_move():
    """144.3.c: declared, the two-unit move asks its one Power before the units move; paid, both
    move together (one move event) and the rune is recycled."""
    game = _game(1)
    move = next(a for a in game.legal_actions() if isinstance(a, Move) and a.to == 0 and len(a.units) == 2)
    game.apply(move)
    assert game.pending().kind == "pay"
    assert all(game.state.units[c].loc < 0 for c in move.units)  # not moved before it is paid
    game.apply(next(a for a in game.legal_actions() if isinstance(a, Pay)))
    moved = [e for e in game.log if e.kind == "move"]
    assert [tuple(e.data[0]) for e in moved] == [move.units] and moved[0].data[1] == 0
    assert not game.state.players[0].runes  # the rune was recycled for the Power


def test_its_own_controller_moves_untaxed():
    """144.3 (contrast): the Investigator's own controller's units move there together for their
    exhausting alone."""
    game = _game(0, mageseeker_side=0)
    assert _sizes(game, 0) == {1, 2}
