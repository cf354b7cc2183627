"""Card wave 4, helper F2: Cithria of Cloudfield ("when you play another unit, buff me": 383.1,
419.4.a, 185.2.a, 702)."""

from __future__ import annotations

from riftbound.actions import Pass
from riftbound.checks import check_invariants
from tests.spell_helpers import cid, play, position

DECK = ["Pouty Poro"] * 3


def settle(game, limit: int = 60) -> None:
    """Pass Priority (taking single-option decisions) until P0's Main Phase decision."""
    for _ in range(limit):
        d = game.pending()
        if d is None or d.kind == "main":
            return
        acts = game.legal_actions()
        game.apply(Pass() if Pass() in acts else acts[0])
    raise AssertionError(game.pending())


def cithria_game(hand: list[str], cithria: dict | None = None, runes: str = "Order Rune"):
    """P0 with Cithria of Cloudfield in base (or ``cithria`` as its unit spec) and ``hand``."""
    return position({"deck": DECK, "hand": hand, "runes": [runes] * 4,
                     "base": [cithria or {"card": "Cithria of Cloudfield"}]}, {"deck": DECK})


def buffs(game) -> int:
    return game.state.units[cid(game, "Cithria of Cloudfield")].buffs


def test_cithria_is_buffed_when_its_controller_plays_another_unit() -> None:
    """383.1, 419.4.a, 702 (Cithria of Cloudfield): P0 plays Daring Poro; once its play completes
    Cithria's ability goes on the chain and gives her a buff."""
    game = cithria_game(["Daring Poro"])
    play(game, "play Daring Poro to base")
    settle(game)
    assert buffs(game) == 1
    assert [e.data[0] for e in game.log if e.kind == "trigger"] == [cid(game, "Cithria of Cloudfield")]
    check_invariants(game)


def test_cithria_is_not_buffed_by_her_own_play() -> None:
    """383.2.c.1's contrast, "another" (Cithria of Cloudfield): played herself, she sees no other unit
    played: nothing triggers and she has no buff."""
    game = position({"deck": DECK, "hand": ["Cithria of Cloudfield"], "runes": ["Body Rune"] * 2},
                    {"deck": DECK})
    play(game, "play Cithria of Cloudfield to base")
    settle(game)
    assert buffs(game) == 0 and not [e for e in game.log if e.kind == "trigger"]


def test_cithria_sees_a_unit_token_played_by_an_effect() -> None:
    """185.2.a (Cithria of Cloudfield, Forge of the Future): Forge's Play Effect plays a Recruit token,
    a unit P0 plays: Cithria is buffed (a gear played is no unit: Forge itself doesn't trigger her)."""
    game = cithria_game(["Forge of the Future"])
    play(game, "play Forge of the Future")
    settle(game)
    g = game.state
    assert [g.cards[u.cid].name for u in g.units.values()].count("Recruit // Buff") == 1
    assert buffs(game) == 1
    check_invariants(game)


def test_a_buffed_cithria_gets_no_second_buff() -> None:
    """702.1, 702.2 (Cithria of Cloudfield): already buffed, she triggers on another unit played, but
    "buff me" gives a unit with a buff nothing: still one buff."""
    game = cithria_game(["Daring Poro"], {"card": "Cithria of Cloudfield", "buffs": 1})
    play(game, "play Daring Poro to base")
    settle(game)
    assert buffs(game) == 1
    assert [e.data[0] for e in game.log if e.kind == "trigger"] == [cid(game, "Cithria of Cloudfield")]
    check_invariants(game)
