"""Rule 355.14, Splitting: damage split among targets (effects/split_damage.py, ruling 105).

The targets are chosen as the spell is finalized, at most as many as the damage then (355.14.b-c);
the division waits for the resolution (355.14.e), each target getting at least 1 (355.14.f-g); with
more targets than damage then, the controller drops targets until exactly as many remain
(355.14.h, 355.14.h.1, the Alpha Strike example), and what was paid for the dropped ones stays paid
(355.14.i)."""

from __future__ import annotations

from riftbound.actions import ChooseCard, Pass, PlaySpell
from riftbound.checks import check_invariants
from tests.spell_helpers import cid, pay, position

DECK = ["Vanguard Captain"] * 2 + ["Mystic Poro"] * 2
RECRUIT = "Recruit // Buff"


def example_game(p1_hand: list[str] | None = None):
    """The 355.14.h.1 example: P0's 5 Might unit (Playful Phantom) in base and Alpha Strike; five
    1 Might Recruits of P1 at battlefield 0; P1 holds Feral Strength (+2) and Frigid Touch (-2)."""
    recruits = [{"card": RECRUIT, "controller": 1} for _ in range(5)]
    return position({"deck": DECK, "hand": ["Alpha Strike"], "runes": ["Calm Rune"] * 4,
                     "base": [{"card": "Playful Phantom"}]},
                    {"deck": DECK,
                     "hand": p1_hand if p1_hand is not None else ["Feral Strength", "Frigid Touch"],
                     "runes": ["Body Rune"] * 4},
                    battlefields=[{"controller": 1, "units": recruits}, {}])


def _recruits(game) -> list[int]:
    g = game.state
    return sorted(c for c, u in g.units.items() if g.cards[c].name == RECRUIT)


def _strike(game, n: int) -> None:
    """P0 plays Alpha Strike with the Phantom and ``n`` Recruits as targets, and pays."""
    phantom = cid(game, "Playful Phantom")
    play = next(a for a in game.legal_actions() if isinstance(a, PlaySpell)
                and a.targets[0] == (phantom,) and len(a.targets[1]) == n)
    game.apply(play)
    pay(game)


def _react(game, spell: str, target: int) -> None:
    """The Priority holder plays ``spell`` on ``target`` (its Repeat declined) and pays."""
    play = next(a for a in game.legal_actions() if isinstance(a, PlaySpell)
                and game.state.cards[a.card].name == spell and a.targets[0] == (target,))
    game.apply(play)
    while game.pending().kind == "choose_card" and game.pending().context[0] == "repeat":  # not paid
        game.apply(ChooseCard(-1))
    if game.pending().kind == "pay":
        pay(game)


def _pass_until_choice(game) -> None:
    for _ in range(20):
        d = game.pending()
        if d.kind not in ("priority", "focus"):
            return
        game.apply(Pass())


def test_355_14_c_no_more_targets_than_damage_when_played():
    """355.14.c: with a 5 Might unit, Alpha Strike offers 1 to 5 of the Recruits, never 6 or more
    (and, not an "any number", never none)."""
    game = example_game()
    phantom = cid(game, "Playful Phantom")
    sizes = sorted(len(a.targets[1]) for a in game.legal_actions()
                   if isinstance(a, PlaySpell) and a.targets[0] == (phantom,))
    assert sizes == [1, 2, 3, 4, 5]


def test_355_14_h_1_the_alpha_strike_example():
    """355.14.h, 355.14.h.1 (its example): after Feral Strength on a Recruit and Frigid Touch on
    the 5 Might unit, Alpha Strike has 3 damage for 5 targets: its controller drops exactly two
    targets (asked twice, never a third time), then the three left take 1 each; the 3 Might
    Recruit can't be given all 3 by dropping four."""
    game = example_game()
    phantom = cid(game, "Playful Phantom")
    recruits = _recruits(game)
    _strike(game, 5)
    _react(game, "Feral Strength", recruits[0])
    _react(game, "Frigid Touch", phantom)
    _pass_until_choice(game)
    d = game.pending()
    assert d.kind == "choose_card" and d.context[0] == "split_drop" and d.player == 0
    # the 3 Might Recruit, and one of the four interchangeable 1 Might ones (ruling 2)
    assert [a.card for a in game.legal_actions()] == [recruits[0], recruits[1]]
    game.apply(ChooseCard(recruits[1]))
    d = game.pending()
    assert d.kind == "choose_card" and d.context[0] == "split_drop"
    assert [a.card for a in game.legal_actions()] == [recruits[0], recruits[2]]  # [1] is no target now
    game.apply(ChooseCard(recruits[2]))
    assert game.pending().kind != "choose_card"  # three left for 3 damage: no further drop
    split = [e for e in game.log if e.kind == "split_damage"]
    assert len(split) == 1 and sorted(split[0].data[1]) == sorted(
        [(recruits[0], 1), (recruits[3], 1), (recruits[4], 1)])
    g = game.state
    assert recruits[0] in g.units and g.units[recruits[0]].damage == 1  # 3 Might: survives
    assert recruits[3] not in g.units and recruits[4] not in g.units
    assert recruits[1] in g.units and recruits[2] in g.units  # dropped: untouched
    check_invariants(game)


def test_355_14_e_the_division_waits_for_the_resolution():
    """355.14.e-g: without reactions, 5 damage for 2 targets: each has 1, and the 3 left are
    given one point at a time as it resolves, by its controller (here all to the second)."""
    game = example_game(p1_hand=[])
    recruits = _recruits(game)
    phantom = cid(game, "Playful Phantom")
    play = next(a for a in game.legal_actions() if isinstance(a, PlaySpell)
                and a.targets == ((phantom,), (recruits[0], recruits[1])))
    game.apply(play)
    pay(game)
    _pass_until_choice(game)
    d = game.pending()
    assert d.kind == "choose_card" and d.context[0] == "split_more" and d.player == 0
    assert [a.card for a in game.legal_actions()] == [recruits[0], recruits[1]]
    game.apply(ChooseCard(recruits[1]))  # then only the second may get more: the rest is forced
    split = [e for e in game.log if e.kind == "split_damage"]
    assert split[-1].data[1] == ((recruits[0], 1), (recruits[1], 4))
    dealt = {e.data[0]: e.data[1] for e in game.log if e.kind == "damage"}
    assert dealt == {recruits[0]: 1, recruits[1]: 4}
    damage_sources = {e.data[2] for e in game.log if e.kind == "damage"}
    assert damage_sources == {phantom}  # 417.6.b.3: dealt by the chosen unit
