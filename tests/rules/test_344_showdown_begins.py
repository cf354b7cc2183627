"""Rules 344, 344.1, 345, 346.1, 464.2.b and 464.2.c.1.b: what "when a showdown begins here"
(trigger kind ``showdown``, engine/showdown_start.py) sees. Diana, Lunari is the card that has it.
The cards' texts are read from ../shared (skipped without it) only to check the reading is still the
card's."""

from __future__ import annotations

import pytest

from riftbound.actions import ChooseCard, Pass
from tests import SHARED
from tests.spell_helpers import card_text, cid, do, kinds_among, play, position

DECK = ["Vanguard Captain"] * 2 + ["Mystic Poro"] * 2
DIANA = "Diana, Lunari"


def _game(bf0: dict | None = None, p1: dict | None = None):
    return position({"deck": ["Stupefy", *DECK], "runes": ["Mind Rune"] * 2,
                     "base": [{"card": DIANA, "exhausted": False}]},
                    {"deck": DECK, **(p1 or {})}, battlefields=[bf0 or {}, {}])


def _triggers(game) -> int:
    """How many times Diana's ability has triggered (a "trigger" event of hers)."""
    return sum(1 for e in game.log if e.kind == "trigger" and e.data == (cid(game, DIANA),))


def _to_payment(game) -> None:
    """Priority passes until her ability resolves and asks for its 1 Energy (444.2's example)."""
    while game.state.chain and game.pending().kind == "priority":
        game.apply(Pass())
    d = game.pending()
    assert d.kind == "pay" and d.context[0] == "energy_1_pay", d


def test_the_card_still_reads_so():
    """The card's (errata'd) text names a showdown beginning 'here'."""
    if not (SHARED / "cards").exists():
        pytest.skip("needs ../shared/cards")
    c = card_text(DIANA)
    text = (c["errata"][-1]["new_text"] if c["errata"] else c["text"]).lower()
    assert "when a showdown begins here" in text


def test_344_345_a_showdown_beginning_triggers_and_its_chain_keeps_focus():
    """344, 345: moving to an empty battlefield opens a showdown there, its contester with Focus; the
    ability goes on the chain as it begins, and when that chain closes Focus stays (346.1)."""
    game = _game()
    do(game, f"move #{cid(game, DIANA)} to bf 0")
    assert _triggers(game) == 1
    assert kinds_among(game, "showdown", "trigger") == ["showdown", "trigger"]  # the showdown first
    _to_payment(game)
    game.apply(next(a for a in game.legal_actions() if not isinstance(a, Pass)))  # pay the 1 Energy
    game.apply(ChooseCard(-1))  # predict: keep it
    d = game.pending()
    assert d.kind == "focus" and d.player == 0


def test_344_1_464_2_b_a_combat_opening_its_showdown_triggers():
    """344.1, 464.2.b: a combat opens with its own showdown; that showdown begins, so the ability
    triggers, and it goes on the combat chain with the attack and defend triggers (464.2.e)."""
    game = _game({"controller": 1, "units": [{"card": "Mystic Poro"}]})
    do(game, f"move #{cid(game, DIANA)} to bf 0")
    assert game.state.showdown is not None and game.state.showdown.combat
    assert _triggers(game) == 1


def test_464_2_c_1_b_a_combat_taking_over_a_showdown_begins_none():
    """464.2.c.1.b (contrast): a showdown already in progress that becomes a combat showdown doesn't
    begin again: the ability triggered once, as the showdown began, and not as the combat opens."""
    game = _game(p1={"hand": ["Ride The Wind"], "runes": ["Chaos Rune"] * 3,
                     "base": [{"card": "Vanguard Sergeant"}]})
    do(game, f"move #{cid(game, DIANA)} to bf 0")
    assert _triggers(game) == 1
    _to_payment(game)
    game.apply(Pass())  # declined; P0, with nothing to play, passes Focus unasked
    assert game.pending().player == 1 and game.pending().kind == "focus"
    play(game, f"play Ride The Wind targeting #{cid(game, 'Vanguard Sergeant')} to bf 0")
    for _ in range(50):  # the combat runs its course (the bots' first options)
        assert _triggers(game) == 1
        if game.pending().kind == "main":
            break
        game.apply(game.legal_actions()[0])
    assert kinds_among(game, "showdown", "combat") == ["showdown", "combat"]  # one showdown, converted
    assert [e.data for e in game.log if e.kind == "trigger"] == [(cid(game, DIANA),)]
