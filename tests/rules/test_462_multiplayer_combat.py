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
