"""Scenario tests: the Origins units whose ability is a Play Effect (383.4.a), each in play from a small
position and actions written in notation, with the results asserted. Each test names its card; rule
numbers lead the docstring."""

from __future__ import annotations

from riftbound.checks import check_invariants
from riftbound.formats.position import dump_position, load_position
from tests.helpers import cited_clauses_missing
from tests.spell_helpers import cid, do, might_of, play, position

DECK = ["Petty Officer", "Vanguard Sergeant", "Laurent Duelist"]


def names(game, cids) -> list[str]:
    return sorted(game.state.cards[c].name for c in cids)


# --- Pit Rookie ---------------------------------------------------------------------------------------

def test_pit_rookie_buffs_another_friendly_unit_chosen_as_the_trigger_goes_on_the_chain():
    """383.4.a.2, 355.5, 702.2.a, 703: once Pit Rookie has entered the board its Play Effect goes
    on the chain, pending, and its controller chooses the target then: another friendly unit (not
    Pit Rookie itself, not an enemy unit). The chosen unit gets a +1 Might buff as it resolves."""
    game = position({"hand": ["Pit Rookie"], "deck": DECK, "runes": ["Body Rune"] * 2,
                     "base": ["Daring Poro", "Vanguard Sergeant"]},
                    {"deck": DECK, "base": ["Stalwart Poro"]})
    poro, rookie = cid(game, "Daring Poro"), cid(game, "Pit Rookie")
    play(game, "play Pit Rookie to base")
    d = game.pending()
    assert d.kind == "choose_card" and d.context == ("ability_target", rookie, "trigger")
    assert rookie in game.state.units  # the unit is on the board before its ability is on the chain
    (item,) = game.state.chain
    assert item.kind == "trigger" and not item.finalized
    assert names(game, [a.card for a in game.legal_actions()]) == ["Daring Poro", "Vanguard Sergeant"]
    before = might_of(game, poro)
    do(game, "choose Daring Poro at base")
    assert not game.state.chain and game.pending().kind == "main"  # no Reaction: Priority passed
    assert game.state.units[poro].buffs == 1 and might_of(game, poro) == before + 1
    assert [e.kind for e in game.log if e.kind in ("trigger", "finalize", "buff", "ability_done")] == [
        "trigger", "finalize", "buff", "ability_done"]
    check_invariants(game)


def test_pit_rookie_gives_no_second_buff_and_does_nothing_without_another_friendly_unit():
    """702.3.a: a unit that has a buff gets no second one. 402.4: with no other friendly unit the
    Play Effect, placed pending, has no legal target as it is finalized and leaves the chain."""
    game = position({"hand": ["Pit Rookie"], "deck": DECK, "runes": ["Body Rune"] * 2,
                     "base": [{"card": "Daring Poro", "buffs": 1}]}, {"deck": DECK})
    poro = cid(game, "Daring Poro")
    play(game, "play Pit Rookie to base")  # the only option is taken at once
    assert game.state.units[poro].buffs == 1 and not game.state.chain
    alone = position({"hand": ["Pit Rookie"], "deck": DECK, "runes": ["Body Rune"] * 2},
                     {"deck": DECK, "base": ["Stalwart Poro"]})
    play(alone, "play Pit Rookie to base")
    assert [e.kind for e in alone.log if e.kind.startswith("trigger")] == ["trigger", "trigger_no_target"]
    assert all(u.buffs == 0 for u in alone.state.units.values()) and alone.pending().kind == "main"


def test_a_buff_goes_when_the_unit_leaves_the_board():
    """705: a buffed unit returned to its owner's hand loses its buff; played again, it has none."""
    game = position({"hand": ["Pit Rookie", "Gust"], "deck": DECK, "runes": ["Body Rune"] * 4,
                     "base": ["Daring Poro"]}, {"deck": DECK})
    poro = cid(game, "Daring Poro")
    play(game, "play Pit Rookie to base")
    assert game.state.units[poro].buffs == 1
    do(game, "move Daring Poro to bf 0")
    play(game, "play Gust targeting Daring Poro at bf 0")
    assert poro in game.state.players[0].hand and poro not in game.state.units


# --- First Mate ---------------------------------------------------------------------------------------

def test_first_mate_readies_another_unit():
    """383.4.a.2, 415: First Mate's Play Effect readies another unit, chosen as it goes on the chain
    (any unit, an enemy one too, but not First Mate itself)."""
    game = position({"hand": ["First Mate"], "deck": DECK, "runes": ["Body Rune"] * 3,
                     "base": [{"card": "Vanguard Sergeant", "exhausted": True}]},
                    {"deck": DECK, "base": [{"card": "Stalwart Poro", "exhausted": True}]})
    sergeant, mate = cid(game, "Vanguard Sergeant", "base"), cid(game, "First Mate")
    play(game, "play First Mate to base")
    assert names(game, [a.card for a in game.legal_actions()]) == ["Stalwart Poro", "Vanguard Sergeant"]
    do(game, "choose Vanguard Sergeant at base")
    g = game.state
    assert not g.units[sergeant].exhausted and g.units[mate].exhausted  # First Mate entered exhausted
    assert g.units[cid(game, "Stalwart Poro")].exhausted


def test_first_mate_trigger_can_be_answered_and_its_target_checked_on_resolution():
    """338, 359.3.e.4, 359.3.e.7: with First Mate's ability on the chain the opponent, given
    Priority, may react; a target that left the board is not affected and the ability does nothing.
    The position round-trips with the ability on the chain (its source stays on the board)."""
    game = position({"hand": ["First Mate"], "deck": DECK, "runes": ["Body Rune"] * 3,
                     "base": [{"card": "Vanguard Sergeant", "exhausted": True}]},
                    {"deck": DECK, "hand": ["Gust"], "runes": ["Calm Rune"] * 2},
                    battlefields=[{"controller": 0, "units": [{"card": "Daring Poro", "exhausted": True}]},
                                  {}])
    poro = cid(game, "Daring Poro")
    play(game, "play First Mate to base")
    do(game, "choose Daring Poro at bf 0")
    # P0, with Priority and no Reaction, passes (a forced decision): P1 may react
    assert game.pending().kind == "priority" and game.pending().player == 1
    data = dump_position(game)
    assert data["chain"] == [{"trigger": cid(game, "First Mate"), "controller": 0, "finalized": True,
                              "targets": [[poro]]}]
    twin = load_position(data)
    assert twin.state.key() == game.state.key() and twin.legal_actions() == game.legal_actions()
    play(game, "play Gust targeting Daring Poro at bf 0")
    assert poro in game.state.players[0].hand and not game.state.chain
    assert any(e.kind == "instruction_skipped" and e.rule == "359.3.e.6" for e in game.log)
    check_invariants(game)


# --- Chemtech Enforcer -------------------------------------------------------------------------------

def test_chemtech_enforcer_makes_its_controller_discard_a_card():
    """383.4.a.2, 422.1.a: Chemtech Enforcer's Play Effect (no target) goes on the chain and makes
    its controller discard a card of their choice as it resolves."""
    game = position({"hand": ["Chemtech Enforcer", "Petty Officer", "Daring Poro"], "deck": DECK,
                     "runes": ["Fury Rune"] * 2}, {"deck": DECK})
    play(game, "play Chemtech Enforcer to base")
    d = game.pending()
    assert d.kind == "choose_card" and d.context[0] == "discard_pick"
    assert game.state.chain[0].kind == "trigger" and game.state.chain[0].finalized
    do(game, "choose Petty Officer")
    g = game.state
    assert names(game, g.players[0].trash) == ["Petty Officer"]
    assert names(game, g.players[0].hand) == ["Daring Poro"] and not g.chain


def test_chemtech_enforcer_with_an_empty_hand_discards_nothing():
    """422.4: with no card in hand the instruction does nothing; the unit stays."""
    game = position({"hand": ["Chemtech Enforcer"], "deck": DECK, "runes": ["Fury Rune"] * 2}, {"deck": DECK})
    play(game, "play Chemtech Enforcer to base")
    assert cid(game, "Chemtech Enforcer") in game.state.units and not game.state.players[0].trash
    assert game.pending().kind == "main"


# --- Stormclaw Ursine ------------------------------------------------------------------------------

def test_stormclaw_ursine_channels_a_rune_exhausted():
    """383.4.a.2, 430.3: Stormclaw Ursine's Play Effect channels the top rune of the Rune Deck,
    exhausted."""
    game = position({"hand": ["Stormclaw Ursine"], "deck": DECK, "runes": ["Body Rune"] * 7,
                     "rune_deck": ["Order Rune", "Body Rune"]}, {"deck": DECK})
    play(game, "play Stormclaw Ursine to base")
    p = game.state.players[0]
    assert len(p.runes) == 8 and p.rune_exhausted[-1] is True and len(p.rune_deck) == 1


# --- Cemetery Attendant ----------------------------------------------------------------------------

def test_cemetery_attendant_returns_a_unit_card_from_the_trash_to_hand():
    """383.4.a.2, 108.2.d, 359.3.e.11: Cemetery Attendant's Play Effect lets its controller pick a
    unit card of their trash (not a spell) and put it into their hand; with none, it does nothing."""
    game = position({"hand": ["Cemetery Attendant"], "deck": DECK, "runes": ["Chaos Rune"] * 3,
                     "trash": ["Petty Officer", "Daring Poro", "Gust"]}, {"deck": DECK})
    play(game, "play Cemetery Attendant to base")
    d = game.pending()
    assert d.kind == "choose_card" and d.context[0] == "trash_pick"
    assert names(game, [a.card for a in game.legal_actions()]) == ["Daring Poro", "Petty Officer"]
    do(game, "choose Petty Officer")
    p = game.state.players[0]
    assert names(game, p.hand) == ["Petty Officer"] and names(game, p.trash) == ["Daring Poro", "Gust"]
    empty = position({"hand": ["Cemetery Attendant"], "deck": DECK, "runes": ["Chaos Rune"] * 3,
                      "trash": ["Gust"]}, {"deck": DECK})
    play(empty, "play Cemetery Attendant to base")
    assert empty.pending().kind == "main" and names(empty, empty.state.players[0].trash) == ["Gust"]


# --- Magma Wurm -----------------------------------------------------------------------------------

def test_magma_wurm_lets_other_friendly_units_enter_ready():
    """143.4, 143.4.a, 363: while Magma Wurm is on the board, other units its controller plays enter
    ready (and may move at once); Magma Wurm itself entered exhausted, and enemy units still enter
    exhausted."""
    game = position({"hand": ["Magma Wurm", "Daring Poro"], "deck": DECK, "runes": ["Fury Rune"] * 12},
                    {"deck": DECK})
    play(game, "play Magma Wurm to base")
    wurm = cid(game, "Magma Wurm")
    assert game.state.units[wurm].exhausted
    play(game, "play Daring Poro to base")
    poro = cid(game, "Daring Poro")
    assert not game.state.units[poro].exhausted
    do(game, "move Daring Poro to bf 0")
    assert game.state.units[poro].loc == 0
    enemy = position({"hand": ["Daring Poro"], "deck": DECK, "runes": ["Fury Rune"] * 2},
                     {"deck": DECK, "base": ["Magma Wurm"]})
    play(enemy, "play Daring Poro to base")
    assert enemy.state.units[cid(enemy, "Daring Poro")].exhausted


def test_a_position_names_a_triggered_ability_by_its_source():
    """383.3, 355.8: a trigger on the chain names the card whose ability it is; a card without an
    implemented triggered ability, or a target not on the board, is refused."""
    import pytest

    from riftbound.formats.position import PositionError

    base = {"players": [{"base": [{"card": "Pit Rookie", "cid": 0}, {"card": "Daring Poro", "cid": 1}]},
                        {}]}
    game = load_position({**base, "chain": [{"trigger": 0, "targets": [[1]]}],
                          "pending": {"player": 0, "kind": "priority", "context": [0]}})
    (item,) = game.state.chain
    assert (item.cid, item.kind, item.finalized, item.targets) == (0, "trigger", True, ((1,),))
    with pytest.raises(PositionError) as info:
        load_position({**base, "chain": [{"trigger": 1, "targets": [[7]]}],
                       "pending": {"player": 0, "kind": "priority", "context": [0]}})
    assert {"chain[0].trigger", "chain[0].targets[0][0]"} <= {p.path for p in info.value.problems}


def test_a_pending_play_effect_leaves_with_a_player_who_concedes():
    """652.4, 652.5.a.1: the turn player concedes while choosing Pit Rookie's target in a
    three-player game: their ability leaves the chain (it is not a card; their cards leave the
    game, 652.3) and play goes on with the next player."""
    from riftbound import Concede

    game = load_position({"mode": "ffa3", "players": [
        {"hand": ["Pit Rookie"], "deck": DECK, "runes": ["Body Rune"] * 2,
         "base": ["Daring Poro", "Vanguard Sergeant"]}, {"deck": DECK}, {"deck": DECK}]})
    play(game, "play Pit Rookie to base")
    assert game.pending().context[:3:2] == ("ability_target", "trigger")
    game.apply(Concede(0))
    assert not game.state.chain and game.pending().player == 1 and not game.is_over()
    rookie = cid(game, "Pit Rookie")
    assert rookie not in game.state.units and not game.state.players[0].banishment
    check_invariants(game)


def test_the_rules_cited_here_exist():
    assert cited_clauses_missing(globals()) == []


# --- Wizened Elder ------------------------------------------------------------------------------------

def test_wizened_elder_has_one_more_might_while_buffed():
    """363, 702.2.a: Wizened Elder has 4 Might; Pit Rookie's buff gives it +1 and its passive
    another +1 while the buff lasts: 6. Another unit with a buff gets only the buff's +1."""
    game = position({"hand": ["Pit Rookie"], "deck": DECK, "runes": ["Body Rune"] * 2,
                     "base": ["Wizened Elder", {"card": "Daring Poro", "buffs": 1}]},
                    {"deck": DECK})
    elder, poro = cid(game, "Wizened Elder"), cid(game, "Daring Poro")
    assert might_of(game, elder) == 4
    play(game, "play Pit Rookie to base")
    if game.pending().kind == "choose_card":
        do(game, "choose Wizened Elder at base")
    assert game.state.units[elder].buffs == 1 and might_of(game, elder) == 6
    assert might_of(game, poro) == game.state.cards[poro].might + 1
    check_invariants(game)
