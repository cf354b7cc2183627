"""355.10, 355.10.d.2: a player a spell or ability names ("choose an opponent") is a target, chosen as
it is played, before its cost is paid (355, 357); with one opponent (a Duel) there is only one choice,
but with three or more players the choice is the player's and comes before the others can answer.

The engine reads "choose an opponent" as chosen when the effect executes (docs/rulings.md 101, as
Scuttle Crab did), which only differs with three or more players. This strict xfail records it."""

from __future__ import annotations

import pytest

from riftbound.formats.notation import parse_action
from riftbound.formats.position import load_position
from tests.cards.test_wave3_sideboards import DECK
from tests.spell_helpers import cid


@pytest.mark.xfail(strict=True, reason="355.10, 355.10.d.2: the opponent is chosen as the effect "
                                      "executes, not as the spell is played (ruling 101)")
def test_the_opponent_sabotage_chooses_is_chosen_as_it_is_played_in_free_for_all() -> None:
    """355.10 (Sabotage in a three-player Free-for-All): the opponent is chosen before the spell is
    paid for: either its play names the opponent (one play per opponent) or the decision right after
    playing it is the choice of P1 or P2."""
    game = load_position({"mode": "ffa3", "players": [
        {"deck": DECK, "hand": ["Sabotage"], "runes": ["Body Rune"] * 2},
        {"deck": DECK, "hand": ["Stupefy"]}, {"deck": DECK, "hand": ["Hextech Ray"]}]})
    sabotage = cid(game, "Sabotage")
    plays = [a for a in game.legal_actions() if getattr(a, "card", None) == sabotage]
    if len(plays) == 2:
        return
    game.apply(parse_action(game, "play Sabotage"))
    d = game.pending()
    assert d is not None and d.player == 0 and d.kind != "pay", d
    assert {str(a) for a in game.legal_actions()} == {"opponent P1", "opponent P2"}
