"""719.5, 719.5.a: when a unit leaves the board every gear attached to it detaches, and its controller
decides the order they detach in, "and thus the order of any relevant effects" of detaching. No card
of the pool has an ability or effect on a gear detaching (cards only detach one gear by instruction),
so the order can't be seen: the engine detaches them all in the same step (listed by card number in
the log, the label ``detach-order-by-cid`` of ruling 85) and asks nothing. These tests pin down
that the order leaves no trace in the state, so a card that makes it visible must turn it into the
controller's decision."""

from __future__ import annotations

from riftbound.engine.attachment import detach
from riftbound.state import base_of
from tests.spell_helpers import play, position

DECK = ["Daring Poro"] * 3


def two_blades():
    """P1's Vanguard Sergeant (cid 11, 2 damage) at battlefield 0 with two Doran's Blades attached
    (cids 12 and 13); P0 holds Void Seeker and 4 Fury Runes."""
    return position({"deck": DECK, "runes": ["Fury Rune"] * 4, "hand": ["Void Seeker"]},
                    {"deck": DECK, "gear": [{"card": "Doran's Blade", "cid": 12, "attached_to": 11},
                                            {"card": "Doran's Blade", "cid": 13, "attached_to": 11}]},
                    battlefields=[{"controller": 1, "units": [{"card": "Vanguard Sergeant", "cid": 11,
                                                              "controller": 1, "damage": 6}]}, {}])


def test_both_gear_detach_in_one_step_and_no_order_is_asked():
    """719.5, 719.5.a, 435.4.b, 323.7 (Void Seeker, Vanguard Sergeant, two Doran's Blades): the
    Sergeant dies of its damage; in the same cleanup step both Blades detach where it was and are
    recalled to P1's base, with no decision and nothing else between them."""
    game = two_blades()
    g = game.state
    play(game, "play Void Seeker targeting Vanguard Sergeant")
    while game.pending().kind == "priority":
        game.apply(game.legal_actions()[0])
    assert 11 not in g.units
    assert all(g.gear[c].attached_to is None and g.gear[c].loc == base_of(1) for c in (12, 13))
    kinds = [e.kind for e in game.log]
    first, last = kinds.index("detach"), len(kinds) - 1 - kinds[::-1].index("recall")
    # one cleanup step (323.7, 719.5): the two detaches and the two recalls, nothing between them
    assert sorted(kinds[first:last + 1]) == ["detach", "detach", "recall", "recall"]


def test_the_detach_order_leaves_no_trace_in_the_state():
    """719.5.a: detaching the two Blades in either order gives the same state (the log aside), so
    with these cards the controller's choice of order could change nothing."""
    a, b = two_blades(), two_blades()
    ga, gb = a.state, b.state
    for g, order in ((ga, (12, 13)), (gb, (13, 12))):
        for c in order:
            detach(g, g.gear[c], 1)
    assert ga.key() == gb.key()
