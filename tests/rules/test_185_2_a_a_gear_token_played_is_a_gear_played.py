"""185.2.a, 185.2.d, 419.4.b, 383.1: a gear token is played as a card of its type is, so it is a
gear played: "when you play a gear" sees it (Pit Crew), while "when you play a card" does not (a
token is no card, 185), and it is not counted as a card played. engine/gear_tokens.create_gear_token
fires the "play_card" event for it, as engine/units.create_token does for a unit token (ruling 116)."""

from __future__ import annotations

from riftbound.effects.gold import GOLD
from riftbound.engine.empower import is_empowered
from tests.cards.test_wave3_sideboards import DECK, settle
from tests.helpers import cited_clauses_missing
from tests.spell_helpers import cid, play, position


def bushwhack(p0: dict) -> object:
    """P0 plays Bushwhack (friendly units enter ready this turn; P0 plays a Gold gear token)."""
    game = position({"deck": DECK, "hand": ["Bushwhack"], "runes": ["Fury Rune"] * 3, **p0}, {"deck": DECK})
    play(game, "play Bushwhack")
    settle(game)
    return game


def golds(game, player: int) -> int:
    """How many Gold gear tokens (engine/gear_tokens.GOLD) ``player`` controls."""
    g = game.state
    return sum(1 for x in g.gear.values() if x.controller == player and g.cards[x.cid].id == GOLD)


def test_pit_crew_sees_a_gold_token_played() -> None:
    """185.2.a, 383.1 (Pit Crew, Bushwhack): the Gold token Bushwhack plays is a gear P0 plays, so
    Pit Crew's "when you play a gear" triggers and readies it."""
    game = bushwhack({"base": [{"card": "Pit Crew", "exhausted": True}]})
    g = game.state
    crew = cid(game, "Pit Crew")
    assert golds(game, 0) == 1
    assert [g.cards[e.data[0]].name for e in g.log if e.kind == "trigger"] == ["Pit Crew"]
    assert not g.units[crew].exhausted


def test_a_gear_token_played_is_no_card_played() -> None:
    """185, 185.2.a, 419.4.b (contrast; Kennen, Heart of the Tempest): the Gold token comes from no
    hand but is not a card: "when you play a card from anywhere other than your hand" does not see it
    (Kennen stays unempowered), and only Bushwhack counts as a card played this turn."""
    game = bushwhack({"legend": "Kennen, Heart of the Tempest"})
    g = game.state
    assert golds(game, 0) == 1
    assert not is_empowered(g, g.players[0].legend)
    assert g.counts.get("play_card:0") == 1
    assert not [e for e in g.log if e.kind == "trigger"]


def test_cited_clauses_exist() -> None:
    """Every clause named by a test docstring here is a rule in the Core Rules file."""
    assert cited_clauses_missing(globals()) == []
