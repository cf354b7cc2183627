"""Token forms of spell plays that target a player (riftbound.rl.tokens; rules 355.10; docs/rulings.md,
ruling 109): a player in a play's targets (actions.player_code, below 0) is no card, gets no card
slot, and is written as a seat number from the viewer's, so plays naming different players have
different token forms that decode to their own action."""

from __future__ import annotations

import pytest

for _module in ("numpy", "gymnasium", "pettingzoo"):  # riftbound.rl needs the rl extra
    pytest.importorskip(_module, reason="the rl extra is not installed: pip install '.[rl]'")

from riftbound.actions import PlaySpell  # noqa: E402
from riftbound.formats.position import load_position  # noqa: E402
from riftbound.rl.tokens import named_cards  # noqa: E402

from .common import assert_forms_lead_to_their_actions, codec_of  # noqa: E402

DECK = ["Daring Poro"] * 3 + ["Pouty Poro"] * 3


def test_plays_naming_different_opponents_have_their_own_tokens():
    """355.10 (Sabotage, three players): the two plays (targeting P1, targeting P2) name only the
    spell as a card, and their token forms differ and decode to their own play."""
    game = load_position({"mode": "ffa3", "players": [
        {"deck": DECK, "hand": ["Sabotage"], "runes": ["Body Rune"] * 2},
        {"deck": DECK, "hand": ["Stupefy"]}, {"deck": DECK, "hand": ["Hextech Ray"]}]})
    legal = game.legal_actions()
    plays = [a for a in legal if isinstance(a, PlaySpell)]
    assert len(plays) == 2 and all(named_cards(a) == [a.card] for a in plays)
    assert_forms_lead_to_their_actions(codec_of(game, 0, legal))
