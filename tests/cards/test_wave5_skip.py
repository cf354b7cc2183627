"""Skip (rule 443) and Endless Riches (issue 13, card wave 2; engine/skip.py, engine/trash_plays.py,
engine/trash_banish.py, sets/vendetta/endless_riches.py; ruling 115). Rule numbers lead each
docstring: first the clauses of 443, then Endless Riches' scenarios."""

from __future__ import annotations

from riftbound.actions import ChooseCard, PlayGear, PlaySpell, PlayUnit
from riftbound.cards import load_cards
from riftbound.checks import check_invariants
from riftbound.engine.costs import discard
from riftbound.engine.points import points
from riftbound.engine.primitives import kill
from riftbound.engine.skip import PROCEDURES, add_skip, skipped
from riftbound.game import card_support
from riftbound.state import base_of
from tests.helpers import empty_deck, end_turn
from tests.spell_helpers import card_text, cid, do, pass_, play, position

DECK = (["Mystic Poro"] * 3 + ["Zephyr Sage"] * 3 + ["Stalwart Poro"] * 3 + ["Vanguard Sergeant"] * 3)
RICHES = "Endless Riches"


def game_with(p0: dict | None = None, p1: dict | None = None, gear: bool = True):
    """P0's Main Phase (turn 1), P0 controlling Endless Riches on the board (``gear``), 8 Fury runes
    and the 12-card ``DECK``; P1 the same deck. Practice positions: copies are not counted."""
    base = {"deck": DECK, "runes": ["Fury Rune"] * 8, **({"gear": [RICHES]} if gear else {})}
    return position({**base, **(p0 or {})}, {"deck": DECK, "runes": ["Fury Rune"] * 8, **(p1 or {})},
                    practice=True)


def settle(game) -> None:
    """Pass Priority until the chain is empty."""
    while game.state.chain:
        pass_(game)


def names(game, cids) -> list[str]:
    return sorted(game.state.cards[c].name for c in cids)


def events_of(game, kind: str, player: int | None = None, turn: int | None = None) -> list:
    return [e for e in game.state.log if e.kind == kind and (player is None or e.player == player)
            and (turn is None or e.turn == turn)]


def to_next_turn_of(game, player: int) -> None:
    """End turns until ``player``'s Main Phase."""
    end_turn(game)
    while game.pending().player != player or game.pending().kind != "main":
        end_turn(game)


# --- 443: Skip ------------------------------------------------------------------------------------

def test_the_card_has_an_entry_and_reads_skip_draw_phase():
    """103, 443.1.b: Endless Riches has an entry; its text (read from the shared table, not copied)
    has the "Skip [procedure]" form of a skip (443.1.b)."""
    assert card_support(load_cards().by_name(RICHES)) == "script"
    assert "Skip your Draw Phase" in card_text(RICHES)["text"]
    assert "draw_phase" in PROCEDURES


def test_443_1_a_2_and_443_2_skipped_draw_phase_is_replaced_with_nothing():
    """443.1, 443.1.a.2, 443.2: a Draw Phase (a procedure of the turn, 315.4) skipped is replaced with
    nothing and play proceeds: P0 draws nothing on their next turns, the phase never begins (the game
    goes from the Channel Phase to the Main Phase), and each skip is logged citing 443.2."""
    game = game_with()
    hand = len(game.state.players[0].hand)
    to_next_turn_of(game, 0)
    g = game.state
    assert g.turn == 3
    assert not events_of(game, "draw", 0, turn=3)
    assert len(g.players[0].hand) == hand
    skips = events_of(game, "skip", 0, turn=3)
    assert [(e.rule, e.data[0]) for e in skips] == [("443.2", "draw_phase")]
    assert g.phase == "main"
    to_next_turn_of(game, 0)  # a passive: every Draw Phase of P0's while the gear stays (turn 5 too)
    assert game.state.turn == 5 and not events_of(game, "draw", 0, turn=5)
    assert len(events_of(game, "skip", 0, turn=5)) == 1 and len(game.state.players[0].hand) == hand
    check_invariants(game)


def test_443_1_a_2_control_without_the_gear_the_draw_phase_happens():
    """315.4.b (the control of the previous test): without Endless Riches P0 draws 1 in their Draw
    Phase and nothing is skipped, so the previous test can fail."""
    game = game_with(gear=False)
    hand = len(game.state.players[0].hand)
    to_next_turn_of(game, 0)
    assert [e.data for e in events_of(game, "draw", 0, turn=3)] == [(1,)]
    assert len(game.state.players[0].hand) == hand + 1
    assert not events_of(game, "skip")


def test_443_2_a_nothing_triggers_on_the_skipped_draw_phase_not_even_its_burn_out():
    """443.2.a, 431.1, 315.4.b.1: with an empty Main Deck, P0's Draw Phase would Burn Out (an opponent
    gains 1 point, 431.2.c): skipped, the draw and the Burn Out that would replace it never happen,
    so P1 gains no point. (No implemented card has an ability triggering at or in the Draw Phase:
    engine/phase_watches.py watches only the Main Phase's start; the Burn Out is the Draw Phase's one
    consequence an implemented rule gives.)"""
    game = game_with()
    end_turn(game)  # P1's turn
    empty_deck(game, 0)
    end_turn(game)  # P0's turn 3
    g = game.state
    assert g.turn == 3 and g.turn_player == 0
    assert not events_of(game, "burn_out") and points(g, 1) == 0
    assert [e.data[0] for e in events_of(game, "skip", 0)] == ["draw_phase"]
    check_invariants(game)


def test_431_burn_out_of_another_draw_is_unaffected_by_the_skip():
    """431.1.a, 431.2, 443.2: the skip replaces only the Draw Phase: another draw from P0's empty
    Main Deck (here an effect's "draw 1") burns out as usual: the trash is recycled into the deck,
    P1 gains 1 point, then P0 draws."""
    game = game_with()
    to_next_turn_of(game, 0)
    empty_deck(game, 0)
    trash = len(game.state.players[0].trash)
    assert trash > 0
    game.draw(0, 1)
    g = game.state
    assert len(events_of(game, "burn_out", 0)) == 1
    assert points(g, 1) == 1
    assert not g.players[0].trash and len(g.players[0].deck) == trash - 1


def test_443_1_a_the_skip_is_only_its_controllers():
    """443.1.a ("your Draw phase"), 315.4: P1's Draw Phase is not skipped by P0's Endless Riches."""
    game = game_with()
    end_turn(game)
    assert [e.data for e in events_of(game, "draw", 1, turn=2)] == [(1,)]
    assert not events_of(game, "skip", 1)


def test_443_1_a_1_one_shot_event_skip_is_used_up_and_ends_with_the_turn():
    """443.1.a.1, 443.2, 370.2: an effect's skip of "the next time that unit would move this turn"
    (engine/skip.py add_skip, the general form) replaces one event of that subject, then no more;
    another subject's event is not skipped; 443.1.a ("this turn"): noted in the turn's counts, it is
    gone on the next turn."""
    game = game_with(gear=False)
    g = game.state
    add_skip(g, "move", 7)
    assert not skipped(g, "move", 0, 8)
    assert skipped(g, "move", 0, 7)
    assert not skipped(g, "move", 0, 7)
    add_skip(g, "move", 7)
    end_turn(game)
    assert not skipped(game.state, "move", 0, 7)
    assert [e.rule for e in events_of(game, "skip")] == ["443.2"]


def test_443_3_a_players_skip_only_when_effects_direct_them():
    """443.3, 443.3.a: skipping is a limited action: no decision ever offers a skip (no action names
    one), and without a game effect nothing is skipped (engine/skip.py has no player's entry)."""
    game = game_with(gear=False)
    assert not any("skip" in str(a) for a in game.legal_actions())
    assert not skipped(game.state, "draw_phase", 0)


# --- Endless Riches: its Play Effect ------------------------------------------------------------------

def test_play_effect_banishes_hand_and_trash_then_burns_7():
    """383.4.a, 427.2, 440.1, 440.4: played from hand (5 Energy and a Fury Power), its Play Effect
    banishes P0's hand and trash first, then Burns 7: the 7 burned cards come from the Main Deck, so
    they stay in the trash (the replacement reads "anywhere other than your Main Deck")."""
    game = game_with({"hand": [RICHES, "Stalwart Poro"], "trash": ["Zephyr Sage"]}, gear=False)
    g = game.state
    riches = cid(game, RICHES)
    hand_and_trash = [c for c in (*g.players[0].hand, *g.players[0].trash) if c != riches]
    top7 = g.players[0].deck[-7:]
    play(game, "play Endless Riches")
    settle(game)
    p = g.players[0]
    assert riches in g.gear and not p.hand
    assert sorted(p.banishment) == sorted(hand_and_trash)
    assert sorted(p.trash) == sorted(top7) and len(p.deck) == len(DECK) - 7
    order = [e.kind for e in g.log if e.kind in ("banish_hand_and_trash", "mill")]
    assert order == ["banish_hand_and_trash", "mill"]
    check_invariants(game)


def test_burn_7_past_the_end_of_the_deck_burns_out():
    """440.4, 431.2: with 3 cards in the Main Deck, Burn 7 burns 3, burns out (the trash, now just
    those 3, recycled into the deck; P1 gains 1), burns 3 again, burns out again, then burns the
    last 1: P1 has 2 points; nothing of it is banished (it all comes from the Main Deck)."""
    game = game_with({"hand": [RICHES]}, gear=False)
    empty_deck(game, 0, keep=3)
    g = game.state
    g.players[0].banishment.extend(g.players[0].trash)  # out of the way: the trash starts empty
    g.players[0].trash.clear()
    play(game, "play Endless Riches")
    settle(game)
    while game.pending().kind == "choose_opponent":
        game.apply(game.legal_actions()[0])
        settle(game)
    assert len(events_of(game, "burn_out", 0)) == 2 and points(g, 1) == 2
    assert len(g.players[0].trash) == 1 and len(g.players[0].deck) == 2
    assert not events_of(game, "trash_banished")


# --- Endless Riches: playing cards from the trash -----------------------------------------------------

def test_a_unit_in_the_trash_is_played_paying_its_cost():
    """419.1.a, 419.2.a, 357, 359.2: with Endless Riches, a unit in P0's trash is offered as a play
    like one in hand (to their base) and is paid for in full; it leaves the trash for the board, and
    the play is logged as from the trash."""
    game = game_with({"trash": ["Stalwart Poro"]})
    poro = cid(game, "Stalwart Poro", "trash")
    assert any(isinstance(a, PlayUnit) and a.card == poro for a in game.legal_actions())
    g = game.state
    ready = g.players[0].rune_exhausted.count(False)
    play(game, "play Stalwart Poro from trash to base")
    settle(game)
    c = g.cards[poro]
    assert poro in g.units and g.units[poro].loc == base_of(0)
    assert ready - g.players[0].rune_exhausted.count(False) == c.energy
    assert [e.data for e in events_of(game, "play_from_trash_permitted")] == [(poro,)]
    check_invariants(game)


def test_without_the_gear_nothing_is_played_from_the_trash():
    """419.1.a: by default only the hand and the Champion Zone: a unit, gear or spell in the trash
    is not offered (the control of the permission)."""
    game = game_with({"trash": ["Stalwart Poro", "Dredge Up", RICHES]}, gear=False)
    trash = set(game.state.players[0].trash)
    assert not [a for a in game.legal_actions() if getattr(a, "card", None) in trash
                and not isinstance(a, PlaySpell)]  # Dredge Up's Flow is still offered (829.1.b)


def test_a_gear_in_the_trash_is_played_and_its_costs_are_paid():
    """419.1.a, 149.2: a gear card in P0's trash may be played (to their base) with the permission;
    not an opponent's trash: P1's cards are not offered to P0."""
    game = game_with({"trash": [RICHES]}, {"trash": ["Stalwart Poro"]})
    second = [c for c in game.state.players[0].trash if game.state.cards[c].name == RICHES][0]
    theirs = game.state.players[1].trash[0]
    acts = game.legal_actions()
    assert PlayGear(second) in acts
    assert not any(getattr(a, "card", None) == theirs for a in acts)


def test_a_spell_in_the_trash_goes_on_the_chain_and_is_then_banished():
    """419.1.a, 359.3.d, 370.1.b: a spell in P0's trash (Dredge Up, with Flow) may be played; with
    both ways open its player chooses (ruling 115): at its own cost by the permission; once resolved
    it would go to P0's trash from the chain, and is banished instead."""
    game = game_with({"trash": ["Dredge Up"]})
    dredge = cid(game, "Dredge Up", "trash")
    g = game.state
    offered = [a for a in game.legal_actions() if getattr(a, "card", None) == dredge]
    assert offered == [PlaySpell(dredge, (), None)]  # one option, though both ways allow it
    do(game, "play Dredge Up from trash")
    assert game.pending().context == ("trash_way", dredge)
    assert game.legal_actions() == [ChooseCard(-1), ChooseCard(dredge)]
    game.apply(ChooseCard(dredge))
    if game.pending().kind == "pay":
        game.apply(game.legal_actions()[0])
    settle(game)
    assert [e.data for e in events_of(game, "trash_way_own_cost")] == [(dredge,)]
    assert dredge in g.players[0].banishment and dredge not in g.players[0].trash
    assert [e.data for e in events_of(game, "trash_banished")] == [(dredge,)]
    check_invariants(game)


def test_a_flow_spell_may_still_be_played_for_flow():
    """829.1.b, 829.1.b.1, ruling 115: choosing none plays it for its Flow cost; it is banished as it
    leaves the chain by Flow itself (so Endless Riches has nothing left to replace)."""
    game = game_with({"trash": ["Dredge Up"]})
    dredge = cid(game, "Dredge Up", "trash")
    do(game, "play Dredge Up from trash")
    game.apply(ChooseCard(-1))
    if game.pending().kind == "pay":
        game.apply(game.legal_actions()[0])
    settle(game)
    g = game.state
    assert dredge in g.players[0].banishment
    assert [e.kind for e in g.log if e.kind in ("spell_banished", "trash_banished")] == ["spell_banished"]


# --- Endless Riches: the trash replacement --------------------------------------------------------------

def test_cards_going_to_the_trash_from_elsewhere_are_banished():
    """368.1, 370.1.b, 427.2, 422.1, 428.1: a card P0 discards (from the hand) and a unit of P0's that
    dies (from the board) are banished instead of going to P0's trash."""
    game = game_with({"hand": ["Zephyr Sage"], "base": ["Stalwart Poro"]})
    g = game.state
    sage, poro = cid(game, "Zephyr Sage", "hand"), cid(game, "Stalwart Poro", "base")
    discard(g, 0, sage)
    kill(g, g.units[poro])
    p = g.players[0]
    assert sage in p.banishment and poro in p.banishment and not p.trash
    assert [e.data for e in events_of(game, "trash_banished")] == [(sage,), (poro,)]
    assert [e.kind for e in g.log if e.kind in ("kill", "trash_banished")][-2:] == ["kill", "trash_banished"]


def test_only_its_controllers_trash_is_replaced():
    """370.1 ("your trash"): P1's unit dying goes to P1's trash as usual."""
    game = game_with(p1={"base": ["Stalwart Poro"]})
    g = game.state
    poro = cid(game, "Stalwart Poro", "base")
    kill(g, g.units[poro])
    assert poro in g.players[1].trash and poro not in g.players[1].banishment


def test_when_the_gear_leaves_the_board_it_is_banished_and_everything_stops():
    """370.4, 428.1, 443.2: Endless Riches killed (here by P0's Brittle Steel) goes to its
    controller's trash, a move simultaneous with its leaving the board, so its own replacement
    banishes it; then nothing more is replaced (the spell that killed it goes to the trash once it
    resolves), P0 can't play from their trash any more, and P0 draws in their next Draw Phase."""
    game = game_with({"hand": ["Brittle Steel"], "trash": ["Stalwart Poro"]})
    g = game.state
    riches, steel = cid(game, RICHES), cid(game, "Brittle Steel")
    poro = cid(game, "Stalwart Poro", "trash")
    play(game, f"play Brittle Steel targeting #{riches}")
    settle(game)
    p = g.players[0]
    assert riches not in g.gear and riches in p.banishment
    assert steel in p.trash and steel not in p.banishment
    assert not any(getattr(a, "card", None) == poro for a in game.legal_actions())
    to_next_turn_of(game, 0)
    assert [e.data for e in events_of(game, "draw", 0, turn=3)] == [(1,)]
    assert not events_of(game, "skip")
    check_invariants(game)
