"""Token forms of payments that spend restricted pool resources (riftbound.rl.tokens; rules 166,
357; docs/rulings.md, ruling 88): payments that differ only in the restricted points they spend
get different token forms, and every form decodes to its own action."""

from __future__ import annotations

import pytest

for _module in ("numpy", "gymnasium", "pettingzoo"):  # riftbound.rl needs the rl extra
    pytest.importorskip(_module, reason="the rl extra is not installed: pip install '.[rl]'")

from riftbound.actions import Pay  # noqa: E402
from riftbound.formats.notation import parse_action  # noqa: E402
from tests.spell_helpers import position  # noqa: E402

from .common import assert_forms_lead_to_their_actions, codec_of  # noqa: E402

DECK = ["Petty Officer", "Vanguard Sergeant", "Laurent Duelist"]


def test_payments_spending_restricted_points_have_their_own_tokens():
    """166, 357.1, ruling 88: paying Dredge Up with 1 ordinary and 2 spell-only Energy and a rune,
    every payment (some spending spell-only points, some not) has a distinct token form, the form
    of a spending payment says what it spends, and each form leads to its own action."""
    game = position({"deck": DECK, "hand": ["Dredge Up"], "runes": ["Calm Rune"],
                     "pool": {"energy": 1, "restricted": [{"resource": "Energy", "only": "spells"}] * 2}},
                    {"deck": DECK})
    game.apply(parse_action(game, "play Dredge Up"))
    legal = game.legal_actions()
    assert len({a.spend for a in legal if isinstance(a, Pay)}) == 3  # none, one point, two points
    codec = codec_of(game, 0, legal)
    assert codec.spends
    assert_forms_lead_to_their_actions(codec)
    for a in legal:
        if isinstance(a, Pay):
            assert len(codec.spent(a)) == 2 * len(a.spend) + 1
