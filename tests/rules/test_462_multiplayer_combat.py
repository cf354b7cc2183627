"""Combat with more than two players (rules 447.2.a, 462.1, 462.2): a battlefield with a combat
staged or in progress is closed to players outside that combat who have no units there."""

from __future__ import annotations

from riftbound import DUEL, SKIRMISH
from riftbound.engine.decisions import movers_to
from riftbound.engine.units import closed_by_a_fight
from tests.helpers import cited_clauses_missing, new_game, place_unit, refresh


def _staged(mode=SKIRMISH):
    game = new_game(mode, first=0)
    place_unit(game, 1, 0)
    for p in range(len(game.state.players)):
        place_unit(game, p, "base")
    game.state.battlefields[0].combat_staged = True
    return refresh(game)


def test_462_1_a_staged_combat_closes_the_battlefield_to_outsiders():
    """462.1, 447.2.a: in Skirmish, with a combat staged at battlefield 0, P2 (not in it, no units
    there) can't move there, while P1, who has units there, still can."""
    game = _staged()
    g = game.state
    assert closed_by_a_fight(g, 2, 0) and movers_to(g, 2, 0) is None
    assert not closed_by_a_fight(g, 1, 0) and movers_to(g, 1, 0)
    g.battlefields[0].combat_staged = False
    assert movers_to(g, 2, 0)  # without the staged combat the move is fine


def test_462_2_applies_only_with_more_than_two_players():
    """462.2: the restriction is for modes with more than two players; a Duel is unaffected."""
    game = _staged(DUEL)
    assert not closed_by_a_fight(game.state, 0, 0)


def test_cited_clauses_exist():
    """Every clause named by a test docstring here is a rule in the Core Rules file."""
    assert cited_clauses_missing(globals()) == []


def test_323_11_a_contested_is_reapplied_in_turn_order_from_the_turn_player():
    """323.11, 323.11.a, 303.2.a: in War, P1's Contested at battlefield 0 (controlled by P0) is
    removed once P1 has no units there; P2's and P3's units there would each apply it, and
    simultaneous actions go in turn order from the Turn Player: on P3's turn P3 applies it, not
    the lower seat P2."""
    from riftbound import WAR
    from tests.helpers import set_control

    game = new_game(WAR, first=3)
    g = game.state
    assert g.turn_player == 3
    set_control(game, 0, 0)
    for p in (0, 2, 3):
        place_unit(game, p, 0)
    del_p0 = [c for c, u in g.units.items() if u.controller == 0 and u.loc == 0]
    for c in del_p0:  # P0 keeps control (no showdown here) but has left the battlefield
        g.players[0].trash.append(c)
        del g.units[c]
    g.battlefields[0].contested_by = 1
    refresh(game)
    n = len(game.log)
    game.cleanup()
    again = [e for e in game.log[n:] if e.kind == "contest" and e.rule == "323.11.a"]
    assert [e.player for e in again] == [3]
