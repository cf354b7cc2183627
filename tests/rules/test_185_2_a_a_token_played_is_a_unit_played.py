"""185.2.a, 185.2.d, 383.1: a unit token is played (following the steps of playing a card of its
type) and is a unit, so "when you play a unit" sees it, while "when you play a card" does not (a
token is no card, 185): engine/units.create_token fires a "play_card" event for it that only
abilities on a unit played accept (engine/events.token_played)."""

from __future__ import annotations

from riftbound.engine.empower import is_empowered
from tests.cards.test_wave3_sideboards import DECK, settle
from tests.spell_helpers import cid, might_of, play, position


def test_reluctant_leader_sees_a_recruit_token_played_by_forge_of_the_future() -> None:
    """185.2.a (Reluctant Leader, Forge of the Future): Forge's Play Effect plays a Recruit token,
    a unit P0 plays: the Leader's "when you play another unit" gives it +2 Might this turn."""
    game = position({"deck": DECK, "hand": ["Forge of the Future"], "runes": ["Order Rune"] * 2,
                     "base": [{"card": "Reluctant Leader"}]}, {"deck": DECK})
    leader = cid(game, "Reluctant Leader")
    before = might_of(game, leader)
    play(game, "play Forge of the Future")
    settle(game)
    g = game.state
    assert [g.cards[u.cid].name for u in g.units.values() if u.controller == 0].count("Recruit // Buff") == 1
    assert might_of(game, leader) == before + 2


def test_a_token_played_is_no_card_played() -> None:
    """185, 185.2.a, 419.4.b (contrast; Kennen, Heart of the Tempest, Forge of the Future): the Recruit
    token Forge plays is not a card: "when you play a card from anywhere other than your hand" does not
    see it (Kennen stays unempowered though the token came from no hand), and only the Forge counts
    as a card played this turn."""
    game = position({"deck": DECK, "legend": "Kennen, Heart of the Tempest", "hand": ["Forge of the Future"],
                     "runes": ["Order Rune"] * 2}, {"deck": DECK})
    play(game, "play Forge of the Future")
    settle(game)
    g = game.state
    assert [g.cards[u.cid].name for u in g.units.values()].count("Recruit // Buff") == 1
    assert not is_empowered(g, g.players[0].legend)
    assert g.counts.get("play_card:0") == 1
    assert not [e for e in g.log if e.kind == "trigger"
                and g.cards[e.data[0]].name == "Kennen, Heart of the Tempest"]
