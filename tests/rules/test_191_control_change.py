"""Control apart from ownership (127.1, 188-192; engine/control_change.py, ruling 104): a unit whose
controller is not its owner leaves the board to its owner's zones (428.1, 127.1), its abilities
already on the chain keep their controller (191.4.b; the 359.3.f.4 example with Hostile Takeover),
it lives in its controller's base (107.1.c, 323.7), a delayed loss of control isn't created once the
turn is ending (359.3.e.16), and the position format and clone keep controller and owner apart."""

from __future__ import annotations

from riftbound.checks import check_invariants
from riftbound.engine.control_change import (
    _at_end_of_turn,
    gain_control,
    lose_control_at_end_of_turn,
    returns_to,
)
from riftbound.engine.core import push, run
from riftbound.formats.position import dump_position, load_position
from riftbound.state import ATTACKER, DEFENDER, Gear
from tests.helpers import refresh
from tests.spell_helpers import cid, do, pass_, play, position

DECK = ["Mystic Poro"] * 3


def taken_poro(**p0):
    """P0 controls Daring Poro, owned by P1, at battlefield 0 (a position may say so: 'owner')."""
    return position({"deck": DECK, **p0}, {"deck": DECK},
                    battlefields=[{"controller": 0, "units": [{"card": "Daring Poro", "owner": 1,
                                                               "controller": 0}]}, {}])


def test_127_1_a_controlled_unit_dies_to_its_owners_trash():
    """127.1, 428.1: P0 kills the Daring Poro it controls (Vengeance): it goes to its owner's trash,
    P1's, not P0's."""
    game = taken_poro(hand=["Vengeance"], runes=["Order Rune"] * 5)
    poro = cid(game, "Daring Poro")
    assert game.state.owner[poro] == 1 and game.state.units[poro].controller == 0
    play(game, "play Vengeance targeting Daring Poro at bf 0")
    while game.state.chain:
        pass_(game)
    assert poro in game.state.players[1].trash and poro not in game.state.players[0].trash
    check_invariants(game)


def test_127_1_a_controlled_unit_returns_to_its_owners_hand():
    """127.1, 359.3.d (Rebuke): returned to hand, the Poro goes to its owner's hand (P1's)."""
    game = taken_poro(hand=["Rebuke"], runes=["Chaos Rune"] * 3)
    poro = cid(game, "Daring Poro")
    play(game, "play Rebuke targeting Daring Poro at bf 0")
    while game.state.chain:
        pass_(game)
    assert poro in game.state.players[1].hand
    check_invariants(game)


def test_191_4_b_359_3_f_4_an_attack_trigger_keeps_its_controller():
    """191.4.b, 359.3.f.4 (its first example): Yasuo, Remorseful attacks P1's battlefield; in reaction
    to his attack trigger P1 plays a hidden Hostile Takeover and gains control of him. The trigger is
    still P0's: "enemy" is read from it, so it deals his 6 damage to P1's Stalwart Poro all the same;
    Yasuo, now P1's, is a defender (323.2.b)."""
    game = position({"deck": DECK, "base": [{"card": "Yasuo, Remorseful", "exhausted": False}]},
                    {"deck": DECK},
                    battlefields=[{"controller": 1, "units": [{"card": "Stalwart Poro", "controller": 1}],
                                   "facedown": {"card": "Hostile Takeover", "controller": 1}}, {}])
    game.stepping = True  # stop at every step
    yasuo, poro = cid(game, "Yasuo, Remorseful"), cid(game, "Stalwart Poro")
    do(game, "move Yasuo, Remorseful to bf 0")
    g = game.state
    for _ in range(10):  # the attack trigger goes on the chain and is finalized, targeting the Poro
        if g.chain and g.chain[-1].finalized and game.pending().kind == "priority":
            break
        game.apply(game.legal_actions()[0])
    trigger = g.chain[-1]
    assert trigger.cid == yasuo and trigger.controller == 0 and trigger.targets == ((poro,),)
    if game.pending().player == 0:
        pass_(game)
    do(game, "play Hostile Takeover from facedown targeting Yasuo, Remorseful at bf 0")
    for _ in range(20):
        if poro not in g.units or not g.chain:
            break
        game.apply(game.legal_actions()[0])
    assert g.units[yasuo].controller == 1
    assert poro in g.players[1].trash  # 6 damage from P0's trigger, though Yasuo is P1's now
    assert any(e.kind == "damage" and e.player == 0 and e.data[0] == poro for e in game.log)
    check_invariants(game)


def _cleanup(game) -> None:
    """Run one cleanup now (as any action would), then go back to the decision."""
    g = game.state
    d, g.pending = g.pending, None
    push(g, ("cleanup", ""), ("restore", d))
    run(g)
    refresh(game)


def test_323_7_a_unit_in_a_base_not_its_controllers_is_recalled():
    """107.1.c, 323.7: P0 gains control of P1's Stalwart Poro in P1's base (no effect recalls it):
    the next cleanup recalls it to P0's base."""
    game = position({"deck": DECK}, {"deck": DECK, "base": ["Stalwart Poro"]})
    poro = cid(game, "Stalwart Poro")
    u = game.state.units[poro]
    assert gain_control(game.state, u, 0, "189")
    assert u.loc == -2  # still in P1's base: a change of control is no move
    _cleanup(game)
    assert (u.controller, u.loc) == (0, -1)
    assert any(e.kind == "recall" and e.rule == "323.7" for e in game.log)


def test_190_3_a_1_control_changing_at_a_battlefield_already_contested_applies_nothing_new():
    """190.3.a.1, 450 (ruling 104; its contrast): a unit changing controller at a battlefield contests
    it for its new controller unless it is contested already or theirs: at P1's uncontested battlefield
    P0 applies Contested; at a battlefield P1 already contests, nothing changes."""
    game = position({"deck": DECK}, {"deck": DECK},
                    battlefields=[{"controller": 1, "units": [{"card": "Stalwart Poro", "controller": 1}]},
                                  {"controller": 0, "contested_by": 1,
                                   "units": [{"card": "Daring Poro", "controller": 0},
                                             {"card": "Zephyr Sage", "controller": 1}]}])
    g = game.state
    gain_control(g, g.units[cid(game, "Stalwart Poro")], 0, "189")
    assert g.battlefields[0].contested_by == 0
    gain_control(g, g.units[cid(game, "Zephyr Sage")], 0, "189")
    assert g.battlefields[1].contested_by == 1


def test_359_3_e_16_no_loss_of_control_is_created_once_the_turn_is_ending():
    """359.3.e.16, 390.2: a delayed "at end of turn" ability created during the Ending Phase is not
    generated: nothing waits in the turn's counts."""
    game = taken_poro()
    g = game.state
    g.phase = "ending"
    before = dict(g.counts)
    assert not lose_control_at_end_of_turn(g, 0, 0, g.units[cid(game, "Daring Poro")], 1)
    assert g.counts == before


def test_position_and_clone_keep_controller_and_owner_apart():
    """127.1, 191.3 (the position format and GameState.clone): a unit and a gear whose controller is
    not their owner are written with both and read back as they were; a clone copies them."""
    game = taken_poro(gear=["Guardian Angel"])
    g = game.state
    angel = cid(game, "Guardian Angel")
    x = g.gear[angel]
    assert isinstance(x, Gear)
    gain_control(g, x, 1, "189", recall_it=True)  # P1 controls P0's gear, in P1's base
    assert (x.controller, x.loc, g.owner[angel]) == (1, -2, 0)
    data = dump_position(game)
    back = load_position(data)
    assert dump_position(back) == data
    assert back.state.owner[angel] == 0 and back.state.gear[angel].controller == 1
    poro = cid(game, "Daring Poro")
    assert (back.state.owner[poro], back.state.units[poro].controller) == (1, 0)
    c = g.clone()
    assert c.units[poro].key() == g.units[poro].key() and c.gear[angel].key() == x.key()


def test_718_5_f_attached_gear_keeps_its_controller_and_follows_its_unit():
    """718.5.f, 719.3.a, 107.1.c.1 (Possession on an equipped unit): the Guardian Angel attached to
    P1's Daring Poro stays P1's, attached, and goes with the Poro to P0's base, where the cleanups
    leave it (a permanent attached to one of P0's permanents may be in P0's base); the position
    format writes it so and reads it back."""
    game = position({"deck": DECK, "hand": ["Possession"], "runes": ["Chaos Rune"] * 11},
                    {"deck": DECK, "gear": ["Guardian Angel"]},
                    battlefields=[{"controller": 1, "units": [{"card": "Daring Poro", "controller": 1}]}, {}])
    g = game.state
    angel, poro = cid(game, "Guardian Angel"), cid(game, "Daring Poro")
    x = g.gear[angel]
    x.attached_to, x.loc = poro, 0
    refresh(game)
    play(game, "play Possession targeting Daring Poro at bf 0")
    while game.state.chain:
        pass_(game)
    g = game.state
    x = g.gear[angel]
    assert (g.units[poro].controller, g.units[poro].loc) == (0, -1)
    assert (x.controller, x.attached_to, x.loc) == (1, poro, -1)
    data = dump_position(game)
    assert dump_position(load_position(data)) == data
    check_invariants(game)


def test_390_2_control_goes_back_to_the_player_it_was_taken_from_not_its_owner():
    """390.2, 127.1 (ruling 104; Hostile Takeover): P0 controls P1's own Zephyr Sage (taken for good
    earlier); on P1's turn P1 takes it back with Hostile Takeover. At the end of P1's turn P1 loses
    control of it: it goes back to P0, the player it was taken from, though P1 owns it, and is
    recalled to P0's base."""
    game = position({"deck": DECK, "base": ["Stalwart Poro"]},
                    {"deck": DECK, "hand": ["Hostile Takeover"], "runes": ["Mind Rune"] * 7},
                    battlefields=[{"controller": 0, "units": [{"card": "Zephyr Sage", "owner": 1,
                                                               "controller": 0}]}, {}],
                    turn_player=1, turn=2)
    sage = cid(game, "Zephyr Sage")
    play(game, "play Hostile Takeover targeting Zephyr Sage at bf 0")
    while game.state.chain:
        pass_(game)
    assert game.state.units[sage].controller == 1
    for _ in range(40):  # the showdown and the conquer, then P1 ends the turn
        d = game.pending()
        if d.kind == "main" and d.player == 1 and not game.state.chain and game.state.showdown is None:
            break
        game.apply(game.legal_actions()[0])
    do(game, "end turn")
    for _ in range(40):
        d = game.pending()
        if d.kind == "main" and d.player == 0 and not game.state.chain:
            break
        game.apply(game.legal_actions()[0])
    u = game.state.units[sage]
    assert (u.controller, u.loc, game.state.owner[sage]) == (0, -1, 1)
    check_invariants(game)


def test_390_2_control_goes_to_the_owner_when_that_player_has_left():
    """652, 127.1 (ruling 104): P1 took its own Daring Poro back from P0 until the end of the turn;
    P0 has left the game when the loss of control triggers: the Poro goes to its owner (P1), not to
    the player it was taken from."""
    game = taken_poro()
    g = game.state
    poro = cid(game, "Daring Poro")
    u = g.units[poro]
    gain_control(g, u, 1, "189")
    assert lose_control_at_end_of_turn(g, 1, 0, u, 0)
    g.players[0].alive = False  # as if removed (652): a judge's what-if
    assert _at_end_of_turn(g, "ending", 1, None) == [(1, "delayed", [0], poro)]
    assert returns_to(g, 0, poro) == (u, 1)


def test_383_4_e_2_a_a_unit_back_on_its_first_side_does_not_attack_again():
    """383.4.e.2.a, 383.4.f.2.a: in a combat at bf 0, P0's Yasuo, Remorseful has attacked (his
    attack trigger was checked). P1 gains control of him: the next cleanup makes him a defender
    and checks that designation. P0 takes him back: he is an attacker again, and his attack
    trigger, already checked in this combat, is not checked again. The showdown keeps both pairs,
    and a position writes the one that is not his side's now as a pair, and reads it back."""
    game = position({"deck": DECK}, {"deck": DECK}, battlefields=[{"controller": 1, "units": [
        {"card": "Yasuo, Remorseful", "cid": 0, "controller": 0, "role": "attacker"},
        {"card": "Daring Poro", "cid": 1, "controller": 0, "role": "attacker"},
        {"card": "Stalwart Poro", "cid": 2, "controller": 1, "role": "defender"}]}, {}],
        showdown={"battlefield": 0, "combat": True, "attacker": 0, "defender": 1, "focus": 0,
                  "triggers_checked": [0, 1, 2]},
        tasks=[["main_priority"], ["focus"], ["cleanup", ""]], pending=None, run=True)
    g = game.state
    yasuo = cid(game, "Yasuo, Remorseful")
    assert (yasuo, ATTACKER) in g.showdown.checked
    gain_control(g, g.units[yasuo], 1, "191")
    _cleanup(game)
    assert g.units[yasuo].role == DEFENDER and (yasuo, DEFENDER) in g.showdown.checked
    start = len(game.log)
    gain_control(g, g.units[yasuo], 0, "191")
    _cleanup(game)
    assert g.showdown is not None and g.showdown.combat and g.units[yasuo].role == ATTACKER
    assert not any(e.kind == "trigger" for e in game.log[start:]) and not g.chain
    written = dump_position(game)["showdown"]["triggers_checked"]
    assert [yasuo, "defender"] in written and yasuo in written
    assert load_position(dump_position(game)).state.showdown.checked == g.showdown.checked
    check_invariants(game)
