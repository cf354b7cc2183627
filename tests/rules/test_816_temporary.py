"""Rule 816 (Temporary): a permanent with it is killed at the start of its controller's Beginning
Phase, before scoring, by a triggered ability that goes on the chain. Each test names the cards it
uses; rule numbers lead the docstring."""

from __future__ import annotations

from riftbound.actions import EndTurn, PlaySpell
from riftbound.checks import check_invariants
from riftbound.formats.position import dump_position, load_position
from tests.helpers import cited_clauses_missing
from tests.spell_helpers import cid, position

DECK = ["Petty Officer", "Laurent Duelist", "Playful Phantom"]


def p1_turn(p0_unit: dict | str, **bf0):
    """P1's Main Phase on turn 2; P0 controls battlefield 0 with ``p0_unit`` as its only unit."""
    return position({"deck": DECK}, {"deck": DECK, "base": ["Stalwart Poro"]},
                    battlefields=[{"controller": 0, "units": [p0_unit], **bf0}, {}],
                    turn=2, turn_player=1)


def test_a_temporary_unit_dies_as_its_controllers_beginning_phase_starts_before_scoring():
    """816.1.b, 816.1.c, 315.2.a, 315.2.b, 323.6: Daring Poro, given Temporary, is P0's only unit
    at battlefield 0. As P0's turn begins its Temporary ability goes on the chain and kills it; the
    cleanup takes the battlefield from P0 before the scoring step, so P0 holds nothing."""
    game = p1_turn({"card": "Daring Poro", "temporary": True})
    poro = cid(game, "Daring Poro")
    game.apply(EndTurn())
    g = game.state
    assert g.turn == 3 and g.turn_player == 0
    assert poro not in g.units and poro in g.players[0].trash
    kinds = [(e.kind, e.rule) for e in game.log]
    assert ("trigger", "383.3") in kinds  # on the chain, as a triggered ability (816.1)
    assert not any(k == "hold" for k, _ in kinds) and g.points[0] == 0
    assert g.battlefields[0].controller is None
    check_invariants(game)


def test_without_temporary_the_unit_stays_and_holds():
    """816.1.b, 469.2: the same position without Temporary: Daring Poro stays and P0 holds the
    battlefield for a point (the test above fails for the right reason)."""
    game = p1_turn("Daring Poro")
    game.apply(EndTurn())
    g = game.state
    assert cid(game, "Daring Poro") in g.units and g.points[0] == 1


def test_temporary_does_not_trigger_on_an_opponents_turn():
    """816.1.c: the trigger condition is the controller's own Beginning Phase: P1's Stalwart Poro
    with Temporary survives the start of P0's turn."""
    game = position({"deck": DECK}, {"deck": DECK, "base": [{"card": "Stalwart Poro", "temporary": True}]},
                    battlefields=[{"controller": 0, "units": ["Daring Poro"]}, {}],
                    turn=2, turn_player=1)
    game.apply(EndTurn())
    assert cid(game, "Stalwart Poro") in game.state.units
    assert game.state.turn_player == 0


def test_two_instances_trigger_once():
    """816.2, 816.2.a, 816.3: a Sprite token (printed Temporary) also given Temporary has one
    Temporary ability trigger, not two."""
    game = p1_turn({"card": "Sprite // Buff", "temporary": True})
    sprite = cid(game, "Sprite // Buff")
    game.apply(EndTurn())
    assert len([e for e in game.log if e.kind == "trigger" and e.data[0] == sprite]) == 1
    assert sprite not in game.state.units


def test_a_printed_temporary_token_dies_too():
    """816.1.a, 816.1.b, 186.1: the Sprite token prints Temporary: it is killed as its controller's
    turn begins, and as a token it ceases to exist rather than going to the trash."""
    game = p1_turn("Sprite // Buff")
    sprite = cid(game, "Sprite // Buff")
    game.apply(EndTurn())
    g = game.state
    assert sprite not in g.units and sprite not in g.players[0].trash


def test_temporary_round_trips_through_positions():
    """816.3: whether a unit was given Temporary is part of the position."""
    game = p1_turn({"card": "Daring Poro", "temporary": True})
    data = dump_position(game)
    assert data["battlefields"][0]["units"][0]["temporary"] is True
    assert load_position(data).state.key() == game.state.key()
    plain = p1_turn("Daring Poro")
    assert "temporary" not in dump_position(plain)["battlefields"][0]["units"][0]


def test_citations():
    """816: every clause these tests cite exists."""
    assert cited_clauses_missing(globals()) == []


def test_a_temporary_trigger_on_the_chain_round_trips_and_can_be_answered():
    """816.1, 383.3, 338.1.a: the Temporary ability is on the chain in P0's Beginning Phase and P1
    (holding Stupefy) has Priority: the position, with its trigger, dumps and loads back; P1 may
    answer before the unit dies."""
    game = position({"deck": DECK}, {"deck": DECK, "base": ["Stalwart Poro"], "hand": ["Stupefy"],
                                     "runes": ["Mind Rune"]},
                    battlefields=[{"controller": 0, "units": [{"card": "Daring Poro", "temporary": True}]},
                                  {}], turn=2, turn_player=1)
    game.apply(EndTurn())
    g = game.state
    assert g.phase == "beginning" and game.pending().kind == "priority" and game.pending().player == 1
    assert [(it.kind, it.cid) for it in g.chain] == [("temporary", cid(game, "Daring Poro"))]
    data = dump_position(game)
    assert data["chain"][0]["ability"] == "temporary"
    twin = load_position(data)
    assert twin.state.key() == g.key() and twin.legal_actions() == game.legal_actions()


def test_a_temporary_unit_is_not_interchangeable_with_its_twin():
    """816.3, 355.5: two Daring Poros at battlefield 0, one given Temporary: choosing one or the
    other as a target differs, so Void Seeker offers both (not one for the pair)."""
    game = position({"deck": DECK, "hand": ["Void Seeker"], "runes": ["Fury Rune"] * 3},
                    {"deck": DECK},
                    battlefields=[{"controller": 0, "units": [
                        "Daring Poro", {"card": "Daring Poro", "temporary": True}]}, {}])
    targets = [a.targets for a in game.legal_actions() if isinstance(a, PlaySpell)]
    assert len(targets) == 2
