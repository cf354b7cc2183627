"""Scenario tests: Origins battlefields of the first card wave (issue 12): Navori Fighting Pit, Sigil
of the Storm, The Candlelit Sanctum, Windswept Hillock, Vilemaw's Lair, Obelisk of Power and The
Arena's Greatest, each from a small position with actions in notation. Rule numbers lead each docstring."""

from __future__ import annotations

from riftbound import Game
from riftbound.actions import ChooseCard, Move
from riftbound.checks import check_invariants
from riftbound.engine.points import points
from riftbound.formats.notation import format_action, parse_action
from riftbound.formats.position import dump_position, load_position
from tests.helpers import cited_clauses_missing
from tests.spell_helpers import card_text, cid, do, play, position
from tests.spell_helpers import kinds_among as kinds

DECK = ["Laurent Duelist"] * 3


def settle(game: Game) -> None:
    """Pass Priority (and Focus) until something else is to be decided."""
    while game.pending() is not None and game.pending().kind in ("priority", "focus"):
        game.apply(game.legal_actions()[0])


def test_the_cards_are_read_with_their_errata():
    """103.2: Sigil of the Storm's errata (2025-10-28) says the rune "must" be recycled (read so:
    not a target, 355.10.f); the other two have none."""
    assert "must recycle" in card_text("Sigil of the Storm")["errata"][0]["new_text"]
    for name in ("Navori Fighting Pit", "The Candlelit Sanctum"):
        assert card_text(name)["errata"] == []


# --- Navori Fighting Pit ------------------------------------------------------------------------------

def test_navori_fighting_pit_buffs_a_unit_there_when_held():
    """383.4.d.2.b, 315.2.b, 355.5, 702.2.a: at P0's scoring step P0 holds the battlefield; its
    ability's target is a unit there (not one in base), chosen as it is finalized; it gets a buff."""
    game = position({"deck": DECK, "base": ["Petty Officer"]}, {"deck": DECK},
                    battlefields=[{"card": "Navori Fighting Pit", "controller": 0,
                                   "units": [{"card": "Daring Poro", "controller": 0},
                                             {"card": "Vanguard Sergeant", "controller": 0}]}, {}],
                    turn_player=1, turn=2)
    do(game, "P1: end turn")
    d = game.pending()
    pit = game.state.battlefields[0].cid
    assert (d.kind, d.player, d.context[:2]) == ("choose_card", 0, ("ability_target", pit))
    assert sorted(game.state.cards[a.card].name for a in game.legal_actions()) == ["Daring Poro",
                                                                                  "Vanguard Sergeant"]
    do(game, "choose Daring Poro")
    settle(game)
    g = game.state
    assert g.units[cid(game, "Daring Poro")].buffs == 1
    assert g.units[cid(game, "Vanguard Sergeant")].buffs == 0
    check_invariants(game)


# --- Sigil of the Storm -------------------------------------------------------------------------------

def sigil_game(runes: list) -> Game:
    """P0 moves a unit to the open Sigil of the Storm and conquers it."""
    game = position({"deck": DECK, "base": ["Petty Officer"], "runes": runes}, {"deck": DECK},
                    battlefields=[{"card": "Sigil of the Storm"}, {}])
    do(game, "move Petty Officer to bf 0")
    settle(game)
    return game


def test_sigil_of_the_storm_makes_the_conqueror_recycle_a_rune_of_their_choice():
    """355.10.f, 416.1.b, 161.2.b: conquering it, P0 must recycle one of their runes, chosen as the
    ability resolves (one option per domain and state); it goes to the bottom of the Rune Deck."""
    game = sigil_game([{"card": "Fury Rune", "exhausted": True}, "Fury Rune", "Chaos Rune"])
    d = game.pending()
    assert (d.kind, d.context[0]) == ("choose_card", "rune_recycle_pick")
    runes = game.state.players[0].runes
    assert [a.card for a in game.legal_actions()] == sorted(runes)  # three distinct options
    for a in game.legal_actions():
        assert parse_action(game, format_action(game, a)) == a
    assert load_position(dump_position(game)).state.key() == game.state.key()
    chaos = cid(game, "Chaos Rune")
    do(game, f"choose #{chaos}")
    settle(game)
    p = game.state.players[0]
    assert chaos not in p.runes and p.rune_deck[0] == chaos and len(p.runes) == 2
    check_invariants(game)


def test_sigil_of_the_storm_with_no_rune_does_nothing():
    """359.3.e.11: with no rune to recycle the instruction can't be followed; nothing happens."""
    game = sigil_game([])
    assert game.pending().kind == "main"
    assert kinds(game, "rune_recycled") == [] and kinds(game, "conquer") == ["conquer"]


# --- The Candlelit Sanctum ------------------------------------------------------------------------------

def sanctum_game(deck: list[str]) -> Game:
    game = position({"deck": deck, "base": ["Petty Officer"]}, {"deck": DECK},
                    battlefields=[{"card": "The Candlelit Sanctum"}, {}])
    do(game, "move Petty Officer to bf 0")
    settle(game)
    return game


def test_candlelit_sanctum_recycle_one_keep_the_other_on_top():
    """431.1.c, 416.1: conquering it P0 looks at the top 2 cards; recycling one (then stopping)
    sends it to the bottom, the other stays on top."""
    game = sanctum_game(["Daring Poro", "Stalwart Poro", "Vanguard Sergeant"])
    d = game.pending()
    assert (d.kind, d.context[0]) == ("choose_card", "sanctum_recycle")
    top, second = game.state.players[0].deck[-1], game.state.players[0].deck[-2]
    assert [a.card for a in game.legal_actions()] == [-1, *sorted([top, second])]
    do(game, f"choose #{top}")
    assert game.legal_actions() == [ChooseCard(-1), ChooseCard(second)]
    do(game, "choose none")
    settle(game)
    deck = game.state.players[0].deck
    assert deck[0] == top and deck[-1] == second and len(deck) == 3
    check_invariants(game)


def test_candlelit_sanctum_keep_both_in_the_chosen_order():
    """431.1.c: recycling none, P0 chooses which of the two goes back on top."""
    game = sanctum_game(["Daring Poro", "Stalwart Poro", "Vanguard Sergeant"])
    deck = game.state.players[0].deck
    top, second = deck[-1], deck[-2]
    do(game, "choose none")
    d = game.pending()
    assert (d.kind, d.context[0]) == ("choose_card", "sanctum_top")
    do(game, f"choose #{second}")
    settle(game)
    deck = game.state.players[0].deck
    assert deck[-1] == second and deck[-2] == top


def test_candlelit_sanctum_recycle_both_and_a_short_deck():
    """416.5, 431.1.c: both recycled go to the bottom together; with one card in the deck P0 looks
    at that one only (looking never burns out)."""
    game = sanctum_game(["Daring Poro", "Stalwart Poro", "Vanguard Sergeant"])
    deck = game.state.players[0].deck
    top, second, bottom = deck[-1], deck[-2], deck[0]
    do(game, f"choose #{top}")
    do(game, f"choose #{second}")
    settle(game)
    deck = game.state.players[0].deck
    assert deck[-1] == bottom and sorted(deck[:2]) == sorted([top, second])
    game = sanctum_game(["Daring Poro"])
    assert [a.card for a in game.legal_actions()] == [-1, cid(game, "Daring Poro")]
    do(game, "choose Daring Poro")
    settle(game)
    assert game.state.players[0].deck == [cid(game, "Daring Poro")]


# --- Windswept Hillock and Vilemaw's Lair: passives on the units there --------------------------------

def moves(game: Game) -> list[str]:
    return sorted(format_action(game, a) for a in game.legal_actions() if isinstance(a, Move))


def test_windswept_hillock_gives_units_there_ganking():
    """364.1, 810, 144.4: a unit at Windswept Hillock may move to another battlefield (Ganking);
    a unit at the other battlefield may not move to the Hillock (it has no Ganking there)."""
    game = position({"deck": DECK}, {"deck": DECK},
                    battlefields=[{"card": "Windswept Hillock", "controller": 0, "units": ["Petty Officer"]},
                                  {"controller": 0, "units": ["Daring Poro"]}])
    assert moves(game) == ["move Daring Poro to base", "move Petty Officer to base",
                           "move Petty Officer to bf 1", "move Petty Officer, Daring Poro to base"]
    do(game, "move Petty Officer to bf 1")
    assert game.state.units[cid(game, "Petty Officer")].loc == 1
    check_invariants(game)


def lair_game(p0: dict) -> Game:
    return position({"deck": DECK, **p0}, {"deck": DECK},
                    battlefields=[{"card": "Vilemaw's Lair", "controller": 0, "units": ["Petty Officer"]},
                                  {"controller": 0, "units": ["Daring Poro"]}])


def test_vilemaws_lair_units_there_have_no_standard_move_to_base():
    """359.3.e.6, 144.4: a unit at Vilemaw's Lair is offered no move to base; one elsewhere is."""
    game = lair_game({})
    assert moves(game) == ["move Daring Poro to base"]


def test_vilemaws_lair_an_effects_move_to_base_is_ignored():
    """359.3.e.6 (its Vilemaw's Lair example): Fight or Flight may be played on the unit there (its
    base is a destination the card names), but as it resolves the move is ignored: the unit stays."""
    game = lair_game({"hand": ["Fight or Flight"], "runes": ["Chaos Rune"] * 2})
    officer = cid(game, "Petty Officer")
    play(game, "play Fight or Flight targeting Petty Officer at bf 0")
    settle(game)
    assert game.state.units[officer].loc == 0
    assert kinds(game, "effect_move") == [] and cid(game, "Fight or Flight") in game.state.players[0].trash
    check_invariants(game)


# --- Obelisk of Power and The Arena's Greatest: each player's first Beginning Phase --------------------

def first_turns_game() -> Game:
    """P0 in their first turn controls The Arena's Greatest (a unit there); Obelisk of Power is
    uncontrolled; P1 has not had a turn yet."""
    return position({"deck": DECK}, {"deck": DECK, "rune_deck": ["Calm Rune"] * 6},
                    battlefields=[{"card": "The Arena's Greatest", "controller": 0,
                                   "units": ["Petty Officer"]}, {"card": "Obelisk of Power"}])


def test_first_beginning_phase_abilities_trigger_for_the_player_whose_phase_it_is():
    """315.2.a, 190.6.a, 190.6.b, 383.3.d.1: at the start of P1's first Beginning Phase both trigger:
    the Arena's Greatest is P0's ability (P0 controls it), the Obelisk's is P1's (the Turn Player's,
    no one controlling it); P1, "that player", gains 1 point and channels 1 rune (besides the
    Channel Phase's 3 of the second player's first turn, 485.7)."""
    game = first_turns_game()
    arena, obelisk = (b.cid for b in game.state.battlefields)
    do(game, "end turn")
    settle(game)
    trig = [(e.player, e.data[0]) for e in game.log if e.kind == "trigger"]
    assert trig == [(1, obelisk), (0, arena)]
    assert points(game.state, 1) == 1 and points(game.state, 0) == 0
    assert len(game.state.players[1].runes) == 4
    check_invariants(game)


def test_first_beginning_phase_abilities_trigger_once_per_player():
    """315.2.a: at P0's second Beginning Phase (not their first) nothing triggers."""
    game = first_turns_game()
    do(game, "end turn")
    settle(game)
    do(game, "P1: end turn")
    settle(game)
    assert len([e for e in game.log if e.kind == "trigger"]) == 2


def test_docstrings_cite_rules_that_exist():
    """Every rule number cited in this file's docstrings is in the rules (the project's own test)."""
    assert cited_clauses_missing(globals()) == []
