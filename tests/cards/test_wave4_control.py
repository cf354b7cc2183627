"""Card wave 4, helper B: taking control of a unit (188-192, 127; ruling 104). Possession and
Conscription take an enemy unit at a battlefield and recall it; Hostile Takeover takes one where it
is (it contests the battlefield for its new controller: a combat or a conquer follows, 190.3.a.1)
and gives it back at the end of the turn (a delayed ability, 390.2, 317.1.a). Conscription's
wider target needs its optional XP cost (355.1.a, 356.2.b.1, 730.2, 355.16). Glowstone, a gear,
is given to a player its ability chooses (355.10, 402.2), and its "at the end of your turn" is
then that player's (383.1, 317.1.a)."""

from __future__ import annotations

import pytest

from riftbound.actions import ChooseCard
from riftbound.cards import load_cards
from riftbound.checks import check_deep, check_invariants
from riftbound.engine.primitives import recall
from riftbound.formats.notation import format_action
from riftbound.formats.position import dump_position, load_position
from riftbound.game import card_support
from riftbound.log_text import render
from tests.helpers import refresh
from tests.spell_helpers import card_text, cid, do, pass_, play, position

DECK = ["Mystic Poro"] * 3
CARDS = ("Possession", "Hostile Takeover", "Conscription", "Glowstone")


def test_the_cards_have_entries():
    """103 (the card pool): each card of this helper has an entry the engine plays."""
    cards = load_cards()
    for name in CARDS:
        assert card_support(cards.by_name(name)) == "script", name
        card_text(name)


def options(game) -> list[str]:
    return [format_action(game, a) for a in game.legal_actions()]


def settle(game) -> None:
    """Pass Priority while the chain holds something."""
    while game.state.chain and game.pending().kind == "priority":
        pass_(game)


def until_main(game, player: int = 0) -> None:
    """Pass (Priority, Focus) or take the only option until ``player``'s Main Phase decision with
    nothing going on."""
    for _ in range(80):
        d = game.pending()
        g = game.state
        if d is None or (d.kind == "main" and d.player == player and not g.chain and g.showdown is None):
            return
        acts = game.legal_actions()
        names = options(game)
        game.apply(acts[names.index("pass")] if "pass" in names else acts[0])
    raise AssertionError("did not get there")


def round_trips(game) -> None:
    """The position format keeps a unit's controller and owner apart, and the waiting delayed
    ability (the turn's counts), exactly."""
    data = dump_position(game)
    assert dump_position(load_position(data)) == data


# --- Possession ------------------------------------------------------------------------------------

def possession_game(**p0):
    return position({"deck": DECK, "hand": ["Possession"], "runes": ["Chaos Rune"] * 11, **p0},
                    {"deck": DECK, "base": ["Stalwart Poro"]},
                    battlefields=[{"controller": 1, "units": [{"card": "Zephyr Sage", "controller": 1}]},
                                  {"controller": 0, "units": [{"card": "Daring Poro", "controller": 0}]}])


def test_possession_targets_only_enemy_units_at_a_battlefield():
    """355.5, 355.9 (Possession): an enemy unit at a battlefield: not the enemy unit in its base, not
    a friendly unit."""
    game = possession_game()
    assert [o for o in options(game) if o.startswith("play")] == [
        "play Possession targeting Zephyr Sage at bf 0"]


def test_possession_takes_the_unit_to_its_new_controllers_base():
    """189, 191.3, 455, 127.1 (Possession): the unit changes controller and is recalled to the new
    controller's base (no move, no contest: it left the battlefield at once); its owner stays P1;
    the battlefield, without P1's units, is no longer theirs (323.6)."""
    game = possession_game()
    sage = cid(game, "Zephyr Sage")
    play(game, "play Possession targeting Zephyr Sage at bf 0")
    settle(game)
    g = game.state
    u = g.units[sage]
    assert (u.controller, u.loc, g.owner[sage]) == (0, -1, 1)
    assert g.battlefields[0].controller is None and g.battlefields[0].contested_by is None
    kinds = [e.kind for e in game.log]
    assert "gain_control" in kinds and "contest" not in kinds and "move" not in kinds
    round_trips(game)
    check_invariants(game)
    check_deep(game)


def test_possession_misses_a_target_moved_to_base():
    """359.3.e.2, 359.3.e.6 (Possession): the unit is no longer at a battlefield as it resolves (its
    controller recalled it in reaction): it is not a legal target and nothing happens."""
    game = possession_game()
    game.stepping = True  # stop at every Priority, even a lone pass
    sage = cid(game, "Zephyr Sage")
    play(game, "play Possession targeting Zephyr Sage at bf 0")
    assert game.state.chain and game.state.chain[-1].finalized
    recall(game.state, game.state.units[sage])  # as an effect in reaction would
    refresh(game)
    settle(game)
    u = game.state.units[sage]
    assert (u.controller, u.loc) == (1, -2)
    assert not any(e.kind == "gain_control" for e in game.log)


# --- Hostile Takeover -------------------------------------------------------------------------------

def takeover_game(others: list | None = None):
    bf0 = [{"card": "Zephyr Sage", "controller": 1, "exhausted": True}, *(others or [])]
    return position({"deck": DECK, "hand": ["Hostile Takeover"], "runes": ["Mind Rune"] * 7},
                    {"deck": DECK}, battlefields=[{"controller": 1, "units": bf0}, {}])


def test_hostile_takeover_alone_there_conquers_and_gives_it_back_at_the_end_of_the_turn():
    """190.3.a.1 (ruling 104), 323.6, 323.8, 469.1, 390.2, 317.1.a (Hostile Takeover): the taken unit,
    readied, contests the battlefield for P0; P1, with no unit left there, loses it; a showdown, then
    P0 conquers it. At the end of the turn the delayed ability goes on the chain: the unit goes back
    to P1 and is recalled to P1's base (a recall, not a move)."""
    game = takeover_game()
    sage = cid(game, "Zephyr Sage")
    play(game, "play Hostile Takeover targeting Zephyr Sage at bf 0")
    settle(game)
    g = game.state
    u = g.units[sage]
    assert (u.controller, u.loc, u.exhausted) == (0, 0, False)
    round_trips(game)  # the waiting delayed ability is in the turn's counts
    until_main(game)
    kinds = [e.kind for e in game.log]
    order = [kinds.index(k) for k in ("gain_control", "contest", "showdown", "conquer")]
    assert order == sorted(order)
    assert g.points == [1, 0] and g.battlefields[0].controller == 0
    game.stepping = True  # stop at every step: the delayed ability waits on the chain
    do(game, "end turn")
    for _ in range(5):
        if game.state.chain:
            break
        game.apply(game.legal_actions()[0])  # placing it on the chain
    assert game.state.chain and game.state.chain[-1].kind == "delayed"
    assert game.state.chain[-1].controller == 0 and game.state.chain[-1].refs == (sage,)
    round_trips(game)  # the delayed ability on the chain, its subject in refs
    until_main(game, player=1)
    u = game.state.units[sage]
    assert (u.controller, u.loc) == (1, -2)
    last = [e.kind for e in game.log if e.kind in ("control_back", "recall")][-2:]
    assert last == ["control_back", "recall"]
    check_invariants(game)


def test_hostile_takeover_with_enemies_left_there_starts_a_combat():
    """323.9, 464.2.c.3 (Hostile Takeover): P1's Daring Poro stays at the battlefield: a combat
    begins there, P0 attacking with the taken Zephyr Sage (ready), P1 defending; the Poro dies and
    P0 conquers."""
    game = takeover_game([{"card": "Daring Poro", "controller": 1}])
    sage, poro = cid(game, "Zephyr Sage"), cid(game, "Daring Poro")
    play(game, "play Hostile Takeover targeting Zephyr Sage at bf 0")
    settle(game)
    until_main(game)
    g = game.state
    combat = next(e for e in game.log if e.kind == "combat")
    assert "P0 attacks, P1 defends" in render(g, combat)
    assert poro in g.players[1].trash  # 428.1: its owner's trash
    assert g.battlefields[0].controller == 0 and g.points == [1, 0]
    assert g.units[sage].controller == 0
    check_invariants(game)


def takeover_in_their_combat():
    """P1's turn: P1's Daring Poro attacks P0's battlefield, where P0 has Zephyr Sage and a facedown
    Hostile Takeover (a hidden card, 811)."""
    game = position({"deck": DECK}, {"deck": DECK, "base": [{"card": "Daring Poro", "exhausted": False}]},
                    battlefields=[{"controller": 0, "units": [{"card": "Zephyr Sage", "controller": 0}],
                                   "facedown": {"card": "Hostile Takeover", "controller": 0}},
                                  {"controller": 1, "units": [{"card": "Stalwart Poro", "controller": 1}]}],
                    turn_player=1, turn=2)
    do(game, "move Daring Poro to bf 0")
    return game


def test_hostile_takeover_from_facedown_chooses_only_at_its_battlefield():
    """811.1.d.2, 811.6 (Hostile Takeover): played from facedown (at Reaction speed, in the combat's
    showdown) its target is an enemy unit at the battlefield where it was hidden: the attacker there,
    not P1's Stalwart Poro at the other battlefield."""
    game = takeover_in_their_combat()
    assert game.pending().player == 0
    assert [o for o in options(game) if o.startswith("play")] == [
        "play Hostile Takeover from facedown targeting Daring Poro at bf 0"]


def test_hostile_takeover_in_a_combat_the_unit_changes_side_and_returns_at_their_end_of_turn():
    """323.2.b, 466.3, 390.2 (Hostile Takeover; the 359.3.f.4 situation): P0 takes the attacking
    Daring Poro in the combat: in the next cleanup it loses the attacker designation and becomes a
    defender; with no attacker left P0 wins the combat. At the end of P1's turn P0 loses control of
    it and it is recalled to P1's base."""
    game = takeover_in_their_combat()
    game.stepping = True  # stop at every step
    poro = cid(game, "Daring Poro")
    do(game, "play Hostile Takeover from facedown targeting Daring Poro at bf 0")
    g = game.state
    for _ in range(10):
        if game.pending().kind == "focus":
            break
        game.apply(game.legal_actions()[0])  # pay nothing (811.1.b), then pass Priority
    assert g.showdown is not None and g.showdown.combat
    assert g.units[poro].controller == 0 and g.units[poro].role == 2  # DEFENDER
    assert [e.player for e in game.log if e.kind == "contest"] == [1]  # contested already (190.3.b)
    game.stepping = False
    until_main(game, player=1)
    assert g.battlefields[0].controller == 0 and g.units[poro].loc == 0
    do(game, "end turn")
    until_main(game, player=0)
    u = game.state.units[poro]
    assert (u.controller, u.loc, game.state.owner[poro]) == (1, -2, 1)
    check_invariants(game)


def test_hostile_takeover_unit_that_died_is_not_given_back():
    """124.1, 390.2, 428.1 (Hostile Takeover): the taken unit dies before the end of the turn: it goes
    to its owner's trash (P1's), and the delayed ability, on the chain at the end of the turn, finds
    no unit and does nothing."""
    game = takeover_game([{"card": "Daring Poro", "controller": 1},
                          {"card": "Stalwart Poro", "controller": 1}])
    sage = cid(game, "Zephyr Sage")
    play(game, "play Hostile Takeover targeting Zephyr Sage at bf 0")
    settle(game)
    game.state.units[sage].damage = 99  # dies in the next cleanup
    refresh(game)
    until_main(game)
    assert sage in game.state.players[1].trash
    do(game, "end turn")
    until_main(game, player=1)
    assert not any(e.kind == "control_back" for e in game.log)
    check_invariants(game)


# --- Conscription ----------------------------------------------------------------------------------

def conscription_game(xp: int):
    return position({"deck": DECK, "hand": ["Conscription"], "runes": ["Chaos Rune"] * 7, "xp": xp},
                    {"deck": DECK},
                    battlefields=[{"controller": 1, "units": [{"card": "Zephyr Sage", "controller": 1},
                                                              {"card": "Daring Poro", "controller": 1}]}, {}])


def test_conscription_without_xp_only_units_with_3_might_or_less():
    """355.5, 355.16, 730.2 (Conscription): with fewer than 5 XP the cost can't be paid, so only an
    enemy unit at a battlefield with 3 Might or less may be chosen; with 5 XP any enemy unit there."""
    assert [o for o in options(conscription_game(4)) if o.startswith("play")] == [
        "play Conscription targeting Daring Poro at bf 0"]
    assert sorted(o for o in options(conscription_game(5)) if o.startswith("play")) == [
        "play Conscription targeting Daring Poro at bf 0", "play Conscription targeting Zephyr Sage at bf 0"]


def test_conscription_a_big_unit_makes_the_xp_cost_mandatory():
    """355.1.a, 355.16, 356.2.b.1, 730.2 (Conscription; ruling 104): choosing the 6-Might Zephyr Sage
    leaves paying the 5 XP as the only option; the XP are spent with the cost, and the unit is taken,
    exhausted and recalled to P0's base."""
    game = conscription_game(6)
    sage = cid(game, "Zephyr Sage")
    play(game, "play Conscription targeting Zephyr Sage at bf 0")
    settle(game)
    g = game.state
    assert g.players[0].xp == 1
    u = g.units[sage]
    assert (u.controller, u.loc, u.exhausted, g.owner[sage]) == (0, -1, True, 1)
    check_invariants(game)


def test_conscription_small_unit_the_cost_is_a_choice():
    """355.1.a, 356.2.b.1 (Conscription): for the 2-Might Daring Poro paying is optional: the player
    decides (none, or pay); declined, the XP stay and the unit is still taken."""
    game = conscription_game(5)
    poro = cid(game, "Daring Poro")
    do(game, "play Conscription targeting Daring Poro at bf 0")
    d = game.pending()
    assert d.kind == "choose_card" and d.context[0] == "spell_extra"
    assert sorted(a.card for a in game.legal_actions()) == [-1, cid(game, "Conscription")]
    game.apply(ChooseCard(-1))
    game.apply(game.legal_actions()[0])  # the payment
    settle(game)
    g = game.state
    assert g.players[0].xp == 5
    assert (g.units[poro].controller, g.units[poro].loc) == (0, -1)


@pytest.mark.parametrize("paid", [False, True])
def test_conscription_target_grown_past_3_might(paid: bool):
    """359.3.e.2, 359.3.e.4 (Conscription): the Poro grows to 4 Might before it resolves: without the
    cost paid it is no longer a legal target and stays P1's; with the cost paid it is still one."""
    game = conscription_game(5)
    game.stepping = True  # stop at every Priority, even a lone pass
    poro = cid(game, "Daring Poro")
    do(game, "play Conscription targeting Daring Poro at bf 0")
    game.apply(ChooseCard(cid(game, "Conscription") if paid else -1))
    game.apply(next(a for a in game.legal_actions()))
    game.state.units[poro].might_mod = 2  # as a reaction giving it +2 Might would
    refresh(game)
    settle(game)
    assert game.state.units[poro].controller == (0 if paid else 1)


# --- Glowstone ---------------------------------------------------------------------------------------

def glowstone_game(empowered: bool = True):
    return position({"deck": DECK, "gear": [{"card": "Glowstone", "empowered": empowered}],
                     "base": ["Daring Poro"]},
                    {"deck": DECK, "base": ["Stalwart Poro", "Zephyr Sage"]})


def test_glowstone_gives_itself_to_a_chosen_player_only_while_empowered():
    """442, 355.10, 402.2 (Glowstone): its ability costs Disempowering it, so it is offered only while
    it is Empowered; its target is any player, its controller too, chosen as it is activated."""
    assert not [o for o in options(glowstone_game(False)) if "mode 1" in o]
    game = glowstone_game()
    assert [o for o in options(game) if o.startswith("activate")] == [
        "activate Glowstone mode 1 targeting P0", "activate Glowstone mode 1 targeting P1"]
    check_deep(game)  # each activation reads back from its notation


def test_glowstone_given_away_hits_the_new_controllers_units_at_the_end_of_their_turn():
    """189, 455, 127.1, 383.1, 317.1.a, 428.1 (Glowstone): P0 gives it to P1 (Disempowered, exhausted,
    to P1's base). At the end of P0's turn nothing happens (it is not P0's); at the end of P1's turn
    it is killed, to its owner's trash (P0's), and each unit P1 controls takes 5: the Stalwart Poro
    dies, P0's Daring Poro is untouched."""
    game = glowstone_game()
    glow = cid(game, "Glowstone")
    game.stepping = True
    do(game, "activate Glowstone mode 1 targeting P1")
    item = game.state.chain[-1]
    assert item.targets == ((-3,),)  # P1, as the position format and the notation write it
    round_trips(game)
    game.stepping = False
    settle(game)
    x = game.state.gear[glow]
    assert (x.controller, x.loc, x.empowered, x.exhausted, game.state.owner[glow]) == (1, -2, False, True, 0)
    round_trips(game)
    do(game, "end turn")
    until_main(game, player=1)
    assert glow in game.state.gear  # not P0's turn's end for it
    do(game, "end turn")
    until_main(game, player=0)
    g = game.state
    assert glow in g.players[0].trash and glow not in g.gear
    assert cid(game, "Stalwart Poro") in g.players[1].trash
    assert g.units[cid(game, "Daring Poro")].damage == 0
    check_invariants(game)


def test_glowstone_kept_hits_its_own_players_units():
    """383.1, 317.1.a (Glowstone; the contrast): not given away, at the end of P0's turn it is killed
    and P0's own Daring Poro takes 5 and dies; P1's units are untouched."""
    game = glowstone_game(empowered=False)
    glow = cid(game, "Glowstone")
    do(game, "end turn")
    until_main(game, player=1)
    g = game.state
    assert glow in g.players[0].trash
    assert cid(game, "Daring Poro") in g.players[0].trash
    assert g.units[cid(game, "Stalwart Poro")].damage == 0
    check_invariants(game)


def test_hostile_takeover_a_taken_attacker_defends_for_the_first_time_khazix():
    """383.4.e-f, 383.4.f.2, 323.2.b (Hostile Takeover on Kha'Zix, Mutating Horror): P1's Kha'Zix
    attacks with a Daring Poro, his attack ability checked (P0's Zephyr Sage alone: it triggers). P0
    takes him in the combat: he gains the Defender designation for the first time in this combat, so
    his defend ability triggers too, now under P0, the Poro alone as his enemy: P0 gains 2 XP."""
    attackers = [{"card": "Kha'Zix, Mutating Horror", "exhausted": False},
                 {"card": "Daring Poro", "exhausted": False}]
    game = position({"deck": DECK}, {"deck": DECK, "base": attackers},
                    battlefields=[{"controller": 0, "units": [{"card": "Zephyr Sage", "controller": 0}],
                                   "facedown": {"card": "Hostile Takeover", "controller": 0}}, {}],
                    turn_player=1, turn=2)
    khazix = cid(game, "Kha'Zix, Mutating Horror")
    do(game, "move Daring Poro, Kha'Zix, Mutating Horror to bf 0")
    g = game.state
    for _ in range(20):  # his attack ability resolves (under P1); P0 passes until then
        if g.players[1].xp:
            break
        names = options(game)
        game.apply(game.legal_actions()[names.index("pass") if "pass" in names else 0])
    assert g.players[1].xp == 2
    do(game, "play Hostile Takeover from facedown targeting Kha'Zix, Mutating Horror at bf 0")
    for _ in range(20):
        if g.players[0].xp or g.showdown is None:
            break
        game.apply(game.legal_actions()[0])
    assert g.units[khazix].controller == 0
    assert g.players[0].xp == 2 and g.players[1].xp == 2
    check_invariants(game)
