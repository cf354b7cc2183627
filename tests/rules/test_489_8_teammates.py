"""Teammates in 2v2 (rule 489.8): inviting a teammate to play with your Priority (316.5.b.1,
489.8.a), control not shared (489.8.c), friendly objects (489.8.e, 740.1.a)."""

from __future__ import annotations

from riftbound import Invite, Pass, load_position
from riftbound.engine.decisions import movers_to
from riftbound.engine.hidden import hide_options
from tests.helpers import cited_clauses_missing
from tests.spell_helpers import cid, pay, play

DECK = ["Petty Officer", "Vanguard Sergeant", "Laurent Duelist"]


def two_v_two(mate_hand: list[str] | None = None, bf1: dict | None = None):
    """A 2v2 position at P0's Main Phase (teams {0, 2} and {1, 3}); P1 has Sunlit Guardian at
    battlefield 0; P2, P0's teammate, holds ``mate_hand`` with four Fury runes."""
    return load_position({
        "mode": "2v2",
        "players": [{"deck": DECK, "base": ["Daring Poro"]},
                    {"deck": DECK},
                    {"deck": DECK, "hand": mate_hand or [], "runes": ["Fury Rune"] * 4},
                    {"deck": DECK}],
        "battlefields": [{"controller": 1, "units": [{"card": "Sunlit Guardian", "controller": 1}]},
                         bf1 or {}, {}]})


def test_489_8_a_the_turn_player_may_invite_a_teammate_with_something_to_play():
    """316.5.b.1, 489.8.a: in the Main Phase the Turn Player may invite a teammate who could play
    a spell; the teammate then decides: play one (of any speed) or pass."""
    game = two_v_two(["Void Seeker"])
    assert Invite(2) in game.legal_actions()
    assert Invite(1) not in game.legal_actions() and Invite(3) not in game.legal_actions()
    game.apply(Invite(2))
    d = game.pending()
    assert d.kind == "invited" and d.player == 2 and d.context == (0,)
    kinds = {type(a).__name__ for a in game.legal_actions()}
    assert kinds == {"Pass", "PlaySpell"}  # no units, moves or ending the turn (316.5.b.1)


def test_489_8_a_an_invited_teammate_plays_a_spell_then_the_turn_player_goes_on():
    """489.8.a, 316.5.b.1, 340: the invited teammate plays Void Seeker on an enemy unit and pays
    with their own runes; once it has resolved the Turn Player has the Main Phase decision."""
    game = two_v_two(["Void Seeker"])
    game.apply(Invite(2))
    play(game, "play Void Seeker targeting Sunlit Guardian at bf 0")
    if game.pending().kind == "pay":
        pay(game)
    while game.pending().kind == "priority":
        game.apply(Pass())
    g = game.state
    seeker = cid(game, "Void Seeker")
    assert seeker in g.players[2].trash  # it resolved, from P2's hand, paid by P2
    assert sum(g.players[2].rune_exhausted) >= 1
    assert game.pending().kind == "main" and game.pending().player == 0


def test_489_8_a_an_invited_teammate_may_decline():
    """489.8.a: declining gives the Turn Player their Main Phase decision back, nothing changed."""
    game = two_v_two(["Void Seeker"])
    hand = list(game.state.players[2].hand)
    game.apply(Invite(2))
    game.apply(Pass())
    assert game.pending().kind == "main" and game.pending().player == 0
    assert game.state.players[2].hand == hand


def test_489_8_a_no_invitation_when_the_teammate_has_nothing_to_play():
    """489.8.a: a teammate with nothing they could play is not offered an invitation (it would be
    a decision with only one answer)."""
    game = two_v_two([])
    assert not any(isinstance(a, Invite) for a in game.legal_actions())


def test_489_8_c_control_is_not_shared():
    """489.8.c.1, 489.8.c.2: a player may not hide a card at a battlefield their teammate controls,
    nor move their teammate's units; and no unit moves onto a battlefield a teammate occupies
    (447.2.b)."""
    game = two_v_two(["Void Seeker"], bf1={"controller": 2, "units": [{"card": "Stalwart Poro",
                                                                        "controller": 2}]})
    g = game.state
    assert not any(h.battlefield == 1 for h in hide_options(g, 0))
    movers = movers_to(g, 0, 0) or []
    assert all(u.controller == 0 for u in movers)
    assert movers_to(g, 0, 1) is None


def test_cited_clauses_exist():
    """Every clause named by a test docstring here is a rule in the Core Rules file."""
    assert cited_clauses_missing(globals()) == []
