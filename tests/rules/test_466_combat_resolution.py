"""Combat resolution (466.5-466.7): what establishing control triggers resolves before the combat
ends (the reminder of 466.6), so a conquer ability of a unit resolves while the unit is still an
attacker and "this combat" effects still hold (issue 11, ruling 31)."""

from __future__ import annotations

from riftbound.engine.primitives import NO_ROLE
from riftbound.formats.position import load_position
from tests.helpers import cited_clauses_missing
from tests.spell_helpers import cid, do, pass_
from tests.spell_helpers import kinds_among as kinds

DECK = ["Petty Officer", "Vanguard Sergeant", "Laurent Duelist"]


def _kaisa_attacks(p1_extra: dict | None = None):
    return load_position({
        "players": [{"deck": DECK, "base": ["Kai'Sa, Survivor"]}, {"deck": DECK, **(p1_extra or {})}],
        "battlefields": [{"controller": 1, "units": [{"card": "Laurent Duelist", "controller": 1}]}, {}],
    })


def test_466_6_a_conquer_ability_resolves_before_the_combat_ends():
    """466.5.d, 466.6, 466.7, 383.4.c.2.a: Kai'Sa (4) attacks a Laurent Duelist (3) and wins: her
    controller conquers, her conquer ability goes on the chain and resolves (draw 1), and only then
    does the combat end."""
    game = _kaisa_attacks()
    do(game, "move Kai'Sa, Survivor to bf 0")
    assert kinds(game, "conquer", "trigger", "resolve", "draw", "combat_end") == [
        "conquer", "trigger", "resolve", "draw", "combat_end"]
    assert len(game.state.players[0].hand) == 1 and game.state.showdown is None


def test_466_7_a_the_conqueror_is_still_an_attacker_while_its_conquer_ability_waits():
    """466.6, 466.7.a: while the conquer ability is on the chain (the opponent holds Priority with a
    Reaction they can pay for), the combat is still going on and Kai'Sa is still its attacker; the
    designation goes when the ability has resolved and combat ends."""
    game = _kaisa_attacks({"hand": ["Discipline"], "runes": ["Calm Rune"] * 2})
    do(game, "move Kai'Sa, Survivor to bf 0")
    while game.pending().kind != "priority" or not game.state.chain:
        game.apply(game.legal_actions()[0])
    (item,) = game.state.chain
    assert item.kind == "conquer" and game.pending().player == 1
    kaisa = cid(game, "Kai'Sa, Survivor")
    assert game.state.showdown is not None and game.state.units[kaisa].role != NO_ROLE
    pass_(game)
    assert not game.state.chain and game.state.showdown is None
    assert game.state.units[kaisa].role == NO_ROLE


def test_cited_clauses_exist():
    """Every clause named by a test docstring here is a rule in the Core Rules file."""
    assert cited_clauses_missing(globals()) == []
