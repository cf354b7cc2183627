"""Scenario tests for the cards of the Shenzhen Kai'Sa and Guangzhou Nasus lists added in card wave 3
(issue 13) and their mechanisms: restrictions on playing (engine/play_restrictions.py: a player who
can't play cards this turn, 390.4, 419.1, 419.3.c; a battlefield units can't be played to, 364.1,
355.2, 185.2.a). Rule numbers lead each docstring."""

from __future__ import annotations

from riftbound.actions import EndTurn, Move, Pass, PlayGear, PlaySpell, PlayUnit
from riftbound.cards import load_cards
from riftbound.checks import check_invariants
from riftbound.engine.play_restrictions import cant_play_cards, units_barred_at
from riftbound.engine.units import create_token
from riftbound.formats.position import dump_position, load_position
from riftbound.game import card_support
from tests.spell_helpers import cid, play, position

DECK = ["Vanguard Captain"] * 2 + ["Mystic Poro"] * 2
RECRUIT = "ogn-271-298"
CAPTAIN, SAGE = {"card": "Vanguard Captain", "controller": 0}, {"card": "Zephyr Sage", "controller": 0}


def test_entries_exist():
    """The cards of this file are played by their entries, not refused (docs/cards.md)."""
    for name in ("Brynhir Thundersong", "Rockfall Path"):
        assert card_support(load_cards().by_name(name)), name


# --- Rockfall Path: units can't be played here (364.1, 355.2, 185.2.a) -------------------------------

def rockfall_game(**p0):
    """P0 controls Rockfall Path (bf 0, a unit of theirs there) and a plain battlefield (bf 1); P0's
    hand holds a unit and an Ambush unit, with runes to pay."""
    return position({"deck": DECK, "hand": ["Mystic Poro", "Inferna"], "runes": ["Fury Rune"] * 6,
                     "base": [{"card": "Vanguard Sergeant", "exhausted": False}], **p0},
                    {"deck": DECK, "base": [{"card": "Zephyr Sage"}]},
                    battlefields=[{"card": "Rockfall Path", "controller": 0,
                                   "units": [{"card": "Zephyr Sage", "controller": 0}]},
                                  {"controller": 0, "units": [CAPTAIN]}])


def test_rockfall_path_offers_no_unit_play_there_but_elsewhere():
    """355.2.a, 364.1: a controlled battlefield is normally a valid location; Rockfall Path is not
    (nor through Ambush's permission, 822.1.b, 355.2.b): the same units may still go to base and to
    the other battlefield, and units may still move there (a move is no play, 144)."""
    game = rockfall_game()
    units = [a for a in game.legal_actions() if isinstance(a, PlayUnit)]
    assert units and all(a.location != 0 for a in units)
    assert {a.location for a in units} == {-1, 1}
    assert any(isinstance(a, Move) and a.to == 0 for a in game.legal_actions())
    assert units_barred_at(game.state, 0) and not units_barred_at(game.state, 1)


def test_rockfall_path_without_it_the_battlefield_is_offered():
    """Contrast: the same board with a plain battlefield in its place offers the play there."""
    game = position({"deck": DECK, "hand": ["Mystic Poro"], "runes": ["Fury Rune"] * 6},
                    {"deck": DECK}, battlefields=[{"controller": 0, "units": [SAGE]},
                                                  {"controller": 0, "units": [SAGE]}])
    assert {a.location for a in game.legal_actions() if isinstance(a, PlayUnit)} == {-1, 0, 1}


def test_rockfall_path_bars_an_ambush_reaction_there():
    """822.1.b, 355.2.b: Ambush lets a unit be played as a Reaction to a battlefield where its player
    has units; at Rockfall Path it can't be (the restriction wins over the permission), at the other
    battlefield it can."""
    game = position({"deck": DECK, "hand": ["Inferna"], "runes": ["Fury Rune"] * 6},
                    {"deck": DECK, "hand": ["Stupefy"], "runes": ["Mind Rune"] * 3},
                    battlefields=[{"card": "Rockfall Path", "controller": 0,
                                   "units": [{"card": "Zephyr Sage", "controller": 0}]},
                                  {"controller": 0, "units": [CAPTAIN]}],
                    turn_player=1, turn=2)
    play(game, f"play Stupefy targeting #{cid(game, 'Zephyr Sage', 'bf 0')}")
    assert game.pending().player == 0 and game.pending().kind == "priority"
    ambush = [a for a in game.legal_actions() if isinstance(a, PlayUnit)]
    assert ambush and {a.location for a in ambush} == {1}


def test_rockfall_path_hidden_unit_cant_be_played_from_there():
    """811.1.d.1, 364.1: a unit hidden at a battlefield is played there from facedown; at Rockfall
    Path that play is not offered (a hidden spell there still is, 811.1.d.2)."""
    game = position({"deck": DECK, "runes": ["Mind Rune"] * 3},
                    {"deck": DECK},
                    battlefields=[{"card": "Rockfall Path", "controller": 0, "units": [SAGE],
                                   "facedown": {"card": "Blastcone Fae"}},
                                  {"controller": 0, "units": [{"card": "Vanguard Captain"}],
                                   "facedown": {"card": "Teemo, Scout"}}])
    plays = [a for a in game.legal_actions() if isinstance(a, PlayUnit)]
    assert [a.location for a in plays if a.card == cid(game, "Teemo, Scout")] == [1]
    assert not [a for a in plays if a.card == cid(game, "Blastcone Fae")]


def test_rockfall_path_a_token_played_there_is_not_played():
    """185.2.a, 364.1: a unit token is played like a unit: at Rockfall Path nothing is played (the
    effect plays what it can: nothing, 419.3.c); at a base or another battlefield it is."""
    game = rockfall_game()
    g = game.state
    n = len(g.units)
    assert create_token(g, 0, RECRUIT, 0) is None and len(g.units) == n
    assert create_token(g, 0, RECRUIT, 1) is not None and len(g.units) == n + 1
    check_invariants(game)


def test_rockfall_path_token_place_choice_leaves_it_out():
    """355.2.a: where an effect's token goes is chosen among valid locations: Sprite Call's choice
    lists the base and the plain battlefield, not Rockfall Path."""
    game = position({"deck": DECK, "hand": ["Sprite Call"], "runes": ["Mind Rune"] * 6},
                    {"deck": DECK},
                    battlefields=[{"card": "Rockfall Path", "controller": 0, "units": [SAGE]},
                                  {"controller": 0, "units": [{"card": "Vanguard Captain"}]}])
    spell = cid(game, "Sprite Call")
    play(game, "play Sprite Call")
    while game.pending().kind == "priority":
        game.apply(Pass())
    d = game.pending()
    assert d.kind == "choose_card" and d.context[0] == "token_location"
    options = {a.card for a in game.legal_actions()}
    assert options == {spell, game.state.battlefields[1].cid}


# --- Brynhir Thundersong: opponents can't play cards this turn (390.4, 419.1) ------------------------

def brynhir_game(brynhir: bool = True):
    """P0 with Brynhir Thundersong (or not), a ready unit in base and 6 Fury Runes; P1 with a
    Reaction spell and an Ambush unit, runes to pay for them, and a unit at bf 0."""
    return position({"deck": DECK, "hand": ["Brynhir Thundersong"] if brynhir else [],
                     "runes": ["Fury Rune"] * 6,
                     "base": [{"card": "Vanguard Sergeant", "exhausted": False}]},
                    {"deck": DECK, "hand": ["Stupefy", "Inferna"],
                     "runes": ["Mind Rune"] * 3 + ["Fury Rune"] * 3},
                    battlefields=[{"controller": 1, "units": [{"card": "Stalwart Poro", "controller": 1}]},
                                  {}])


def _card_plays(game) -> list:
    return [a for a in game.legal_actions() if isinstance(a, PlaySpell | PlayUnit | PlayGear)]


def _resolve_chain(game) -> None:
    while game.state.chain:
        game.apply(Pass())


def test_brynhir_opponent_may_answer_before_the_play_effect_resolves():
    """383.4.a, 390.4: the restriction starts when the Play Effect resolves: while it waits on the
    chain, the opponent may still play a Reaction (Stupefy)."""
    game = brynhir_game()
    play(game, "play Brynhir Thundersong to base")
    while game.pending().player != 1:
        game.apply(Pass())
    assert game.pending().kind == "priority" and _card_plays(game)
    assert not cant_play_cards(game.state, 1)


def _to_p1_in_showdown(game) -> None:
    """P0 moves Vanguard Sergeant to bf 0 (P1's unit there: a combat, 460); P0 passes Focus until
    P1 decides (the game stops at forced decisions too, as a judge's stepping does)."""
    game.state.stepping = True
    game.apply(Move((cid(game, "Vanguard Sergeant"),), 0))
    while game.pending().player != 1:
        game.apply(Pass())


def test_brynhir_opponent_cant_play_cards_after_it_resolves():
    """390.4, 419.1: once the Play Effect has resolved, P1 is offered no card play for the rest of
    P0's turn, not even in the showdown of a combat where the same hand is offered without it (the
    contrast below); P0 is not restricted; the position format keeps the effect (the turn's counts)."""
    game = brynhir_game()
    play(game, "play Brynhir Thundersong to base")
    _resolve_chain(game)
    assert cant_play_cards(game.state, 1) and not cant_play_cards(game.state, 0)
    assert cant_play_cards(load_position(dump_position(game)).state, 1)
    _to_p1_in_showdown(game)
    assert game.pending().kind in ("focus", "priority")
    assert not _card_plays(game) and Pass() in game.legal_actions()
    check_invariants(game)
    contrast = brynhir_game(brynhir=False)
    _to_p1_in_showdown(contrast)
    assert _card_plays(contrast)


def test_brynhir_restriction_expires_with_the_turn():
    """317.2.c: the effect expires in P0's Expiration Step; on P1's turn their cards are offered."""
    game = brynhir_game()
    play(game, "play Brynhir Thundersong to base")
    _resolve_chain(game)
    game.apply(EndTurn())
    while not (game.pending().player == 1 and game.pending().kind == "main"):
        game.apply(game.legal_actions()[0])
    assert not cant_play_cards(game.state, 1)
    assert _card_plays(game)


def test_brynhir_stops_an_effect_playing_an_opponents_card():
    """419.3, 419.3.c: Temporal Breach banishes P1's unit and its owner would play it again; P1
    can't play cards, so nothing is played: the card stays banished (contrast: without the effect
    it comes back)."""
    for restricted in (True, False):
        game = position({"deck": DECK, "hand": ["Temporal Breach"], "runes": ["Mind Rune"] * 4},
                        {"deck": DECK, "base": [{"card": "Stalwart Poro"}]})
        if restricted:
            game.state.counts["turn_effect:no_plays:1"] = 1
        poro = cid(game, "Stalwart Poro")
        play(game, f"play Temporal Breach targeting #{poro}")
        _resolve_chain(game)
        assert (poro in game.state.players[1].banishment) is restricted
        assert (poro in game.state.units) is not restricted
