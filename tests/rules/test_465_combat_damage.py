"""465.2.c: combat damage assignment as a player's decision, offered as distinct outcomes."""

from __future__ import annotations

from tests.helpers import duel, move, place_unit, set_control


def attack(attacker: str, defenders: list[str]):
    """P0 (Vanguard) moves ``attacker`` into P1's battlefield 0 held by ``defenders``."""
    game = duel()
    cids = [place_unit(game, 1, 0, name) for name in defenders]
    set_control(game, 0, 1)
    big = place_unit(game, 0, "base", attacker)
    move(game, [big], 0)
    return game, big, cids


def test_465_2_c_3_lethal_in_full_before_the_next_unit():
    """465.2.c.3-4: with 6 damage against two different 5-Might units, one gets lethal (5) and the
    other the remaining 1; no split like 3 and 3 is offered."""
    game, _, (phantom, scorcher) = attack("Horns of the Dragon", ["Playful Phantom", "Blazing Scorcher"])
    assert game.pending().kind == "assign" and game.pending().player == 0
    options = {a.assignment for a in game.legal_actions()}
    assert options == {((phantom, 5), (scorcher, 1)), ((phantom, 1), (scorcher, 5))}


def test_465_2_c_interchangeable_units_are_one_outcome():
    """Distinct outcomes only: against two identical undamaged units, killing either is the same
    outcome, so the assignment is forced and taken without asking."""
    game, _, (a, b) = attack("Horns of the Dragon", ["Playful Phantom", "Playful Phantom"])
    assert game.pending().kind != "assign" or game.pending().player != 0
    dealt = [e for e in game.log if e.kind == "assign" and e.player == 0]
    assert dealt and dealt[-1].data[0] == ((min(a, b), 5), (max(a, b), 1))


def test_815_tank_must_be_assigned_lethal_first():
    """815.1.b, 465.2.c.6: a Tank defender must receive lethal damage before any other unit, so
    the only legal assignment (taken automatically) gives it lethal first."""
    game, _, (tank, other) = attack("Horns of the Dragon", ["Sunlit Guardian", "Playful Phantom"])
    # 6 damage: Sunlit Guardian (Tank) needs 4 (3 Might + Shield 1 as a defender), 2 go to the other.
    dealt = [e for e in game.log if e.kind == "assign" and e.player == 0]
    assert dealt and dict(dealt[-1].data[0]) == {tank: 4, other: 2}
