"""185.2.a, 185.2.d, 383.1: a unit token is played (following the steps of playing a card of its
type) and is a unit, so "when you play a unit" sees it, while "when you play a card" does not (a
token is no card, 185). The engine fires only the token's own Play Effect (185.2.a, 419.4.a) and no
"play a unit" event for it: Reluctant Leader, Rengar, Pridestalker, Fresh Beans and Blood Rose miss
token units. This strict xfail records it (Cithria of Cloudfield stays refused for it)."""

from __future__ import annotations

import pytest

from tests.cards.test_wave3_sideboards import DECK, settle
from tests.spell_helpers import cid, might_of, play, position


@pytest.mark.xfail(strict=True, reason="185.2.a, 383.1: a played unit token fires no 'play a unit' "
                                      "event, so 'when you play another unit' misses it")
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
