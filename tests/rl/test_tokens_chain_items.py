"""Token forms of spell plays that name an item on the chain (riftbound.rl.tokens; rules 355.9.a.2,
425.3; docs/rulings.md, ruling 116): the older of two abilities of one source is named by a code
(actions.chain_code) that is no card; it gets no card slot and is written as that item's chain slot,
so the two plays have different token forms that decode to their own action."""

from __future__ import annotations

import pytest

for _module in ("numpy", "gymnasium", "pettingzoo"):  # riftbound.rl needs the rl extra
    pytest.importorskip(_module, reason="the rl extra is not installed: pip install '.[rl]'")

from riftbound.actions import CHAIN_NTH, PlaySpell  # noqa: E402
from riftbound.rl.tokens import named_cards  # noqa: E402
from tests.cards.test_wave4_chain import two_rex_abilities  # noqa: E402

from .common import assert_forms_lead_to_their_actions, codec_of  # noqa: E402


def test_plays_naming_two_abilities_of_one_source_have_their_own_tokens():
    """355.9.a.2, 425.3: Not So Fast may name either of Riptide Rex's two Play Effects on the chain;
    the older item's code names no card, and each play's tokens decode to that play."""
    game = two_rex_abilities(["Not So Fast"], ["Calm Rune"] * 3)
    legal = game.legal_actions()
    plays = [a for a in legal if isinstance(a, PlaySpell)]
    assert len(plays) == 2 and any(c >= CHAIN_NTH for a in plays for t in a.targets for c in t)
    assert all(c < CHAIN_NTH for a in plays for c in named_cards(a))
    assert_forms_lead_to_their_actions(codec_of(game, 1, legal))
