"""Scenario tests for the Spiritforged Body cards of the first card wave (issue 12): Punch First, On
the Hunt and Direwing. Each plays the card from a small position and checks what the rules make
happen, with a timing or targeting edge. Rule numbers lead each docstring."""

from __future__ import annotations

from riftbound.actions import BASE, ChooseCard, Move, PlayUnit
from riftbound.cards import load_cards
from riftbound.checks import check_invariants
from riftbound.game import card_support
from tests.spell_helpers import card_text, cid, do, might_of, pass_, play, position

DECK = ["Laurent Duelist", "Playful Phantom", "Blazing Scorcher"]
NAMES = ("Punch First", "On the Hunt", "Direwing")


def settle(game) -> None:
    """Pass until the chain is empty and no Priority is pending."""
    while game.state.chain or (game.pending() is not None and game.pending().kind == "priority"):
        pass_(game)


def test_the_cards_have_entries_and_no_errata():
    """103 (the card pool): each card has an entry the engine plays, and none has errata."""
    cards = load_cards()
    for name in NAMES:
        assert card_support(cards.by_name(name)) == "script", name
        assert card_text(name)["errata"] == [], name


def test_punch_first_gives_any_unit_five_might_for_the_turn():
    """477.3, 317.2.c, 355.5 (Punch First): an enemy unit may be chosen as well as a friendly one; the
    chosen one has +5 Might until the end of the turn."""
    game = position({"hand": ["Punch First"], "deck": DECK, "base": ["Vanguard Sergeant"],
                     "runes": ["Body Rune"] * 3}, {"deck": DECK, "base": ["Stalwart Poro"]})
    mine, theirs = cid(game, "Vanguard Sergeant"), cid(game, "Stalwart Poro")
    play(game, "play Punch First targeting Stalwart Poro")
    settle(game)
    assert might_of(game, theirs) == 2 + 5 and might_of(game, mine) == 4
    check_invariants(game)


def test_on_the_hunt_readies_only_its_controllers_units():
    """415.3.b (On the Hunt): P0's exhausted units ready wherever they are; P1's exhausted unit stays
    exhausted."""
    game = position({"hand": ["On the Hunt"], "deck": DECK, "runes": ["Body Rune"] * 3,
                     "base": [{"card": "Vanguard Sergeant", "exhausted": True}]},
                    {"deck": DECK, "base": [{"card": "Stalwart Poro", "exhausted": True}]},
                    battlefields=[{"controller": 0, "units": [
                        {"card": "Petty Officer", "controller": 0, "exhausted": True}]}, {}])
    play(game, "play On the Hunt")
    settle(game)
    g = game.state
    assert g.units[cid(game, "Vanguard Sergeant")].exhausted is False
    assert g.units[cid(game, "Petty Officer")].exhausted is False
    assert g.units[cid(game, "Stalwart Poro")].exhausted is True
    check_invariants(game)


def test_direwing_enters_ready_only_with_another_dragon():
    """143.4.a, 369.3 (Direwing): with a Dragon of its controller on the board it enters ready; with
    only a non-Dragon unit, or an opponent's Dragon, it enters exhausted."""
    for mine, theirs, ready in ((["Mountain Drake"], [], True),
                                (["Vanguard Sergeant"], ["Mountain Drake"], False)):
        game = position({"hand": ["Direwing"], "deck": DECK, "base": mine, "runes": ["Body Rune"] * 7},
                        {"deck": DECK, "base": theirs})
        play(game, "play Direwing to base")
        settle(game)
        assert game.state.units[cid(game, "Direwing")].exhausted is (not ready)
        check_invariants(game)


def test_jaull_fish_costs_two_less_per_mighty_unit():
    """366.2, 356.4 (Jaull-Fish): with five runes it can't be played for its 7 Energy; with one
    Mighty unit of P0 (Petty Officer, 5 Might) it costs 5 and can; an opponent's Mighty unit does not
    count."""
    def playable(mine: list, theirs: list) -> bool:
        game = position({"hand": ["Jaull-Fish"], "deck": DECK, "base": mine, "runes": ["Body Rune"] * 5},
                        {"deck": DECK, "base": theirs})
        fish = cid(game, "Jaull-Fish")
        return any(isinstance(a, PlayUnit) and a.card == fish for a in game.legal_actions())

    assert not playable(["Vanguard Sergeant"], ["Petty Officer"])
    assert playable(["Petty Officer"], [])


def test_fiora_grand_duelist_may_exhaust_to_channel_when_a_unit_becomes_mighty():
    """383.1, 383.3.b, 708, 430.3 (Fiora, Grand Duelist): Punch First makes P0's 4 Might unit Mighty;
    the legend's ability triggers; P0 exhausts the legend to channel 1 rune exhausted."""
    game = position({"hand": ["Punch First"], "deck": DECK, "base": ["Vanguard Sergeant"],
                     "legend": "Fiora, Grand Duelist", "runes": ["Body Rune"] * 3,
                     "rune_deck": ["Body Rune"] * 2}, {"deck": DECK})
    legend = game.state.players[0].legend
    play(game, "play Punch First targeting Vanguard Sergeant")
    while game.pending().kind == "priority":
        pass_(game)
    assert game.pending().context == ("trigger_may", legend, "mighty")
    game.apply(ChooseCard(legend))
    settle(game)
    p = game.state.players[0]
    # three runes, two recycled for Punch First's Power, one channelled exhausted
    assert p.legend_exhausted is True and len(p.runes) == 2 and p.rune_exhausted[-1] is True
    assert [e.data for e in game.log if e.kind == "channel"] == [(1,)]
    check_invariants(game)


def test_yordle_explorer_draws_when_its_controller_plays_a_card_with_two_power_or_more():
    """383.2.a.1, 206 (Yordle Explorer): Punch First (two Body Power) draws P0 a card; Daring Poro (no
    Power) draws none."""
    game = position({"hand": ["Punch First", "Daring Poro"], "deck": DECK, "base": ["Yordle Explorer"],
                     "runes": ["Body Rune"] * 6}, {"deck": DECK})
    play(game, "play Daring Poro to base")
    settle(game)
    assert len(game.state.players[0].hand) == 1
    play(game, "play Punch First targeting Daring Poro")
    settle(game)
    hand = game.state.players[0].hand
    assert len(hand) == 1 and game.state.cards[hand[0]].name in DECK
    check_invariants(game)


def test_dauntless_vanguard_may_be_played_to_an_occupied_enemy_battlefield():
    """355.2.b, 190.3.a.1, 323.8 (Dauntless Vanguard): besides its base it may go to the battlefield
    P1 controls where P1's unit is, not to the empty one; there a combat follows, which its 4 Might
    wins against a 2 Might unit."""
    game = position({"hand": ["Dauntless Vanguard"], "deck": DECK, "runes": ["Body Rune"] * 5},
                    {"deck": DECK},
                    battlefields=[{"controller": 1, "units": ["Stalwart Poro"]}, {}])
    van = cid(game, "Dauntless Vanguard")
    assert sorted(a.location for a in game.legal_actions() if getattr(a, "card", None) == van) == [BASE, 0]
    play(game, "play Dauntless Vanguard to bf 0")
    while game.pending().kind in ("priority", "focus"):
        pass_(game)
    g = game.state
    assert cid(game, "Stalwart Poro") in g.players[1].trash
    assert g.units[van].loc == 0 and g.battlefields[0].controller == 0
    check_invariants(game)


def test_fiora_peerless_doubles_her_might_one_on_one():
    """740.2.b, 383.2.a.1, 466.7.c (Fiora, Peerless): attacking P1's lone 4 Might unit alone, her 3
    Might doubles to 6 for the combat: she survives and it dies; the bonus ends with the combat."""
    game = position({"deck": DECK, "base": ["Fiora, Peerless"]}, {"deck": DECK},
                    battlefields=[{"controller": 1, "units": ["Vanguard Sergeant"]}, {}])
    fiora = cid(game, "Fiora, Peerless")
    do(game, "move Fiora, Peerless to bf 0")
    while game.pending().kind in ("priority", "focus"):
        pass_(game)
    g = game.state
    assert [e.data for e in game.log if e.kind == "might"] == [(fiora, 3, "combat")]
    assert cid(game, "Vanguard Sergeant") in g.players[1].trash
    assert g.units[fiora].loc == 0 and might_of(game, fiora) == 3
    check_invariants(game)


def test_fiora_peerless_does_not_trigger_with_a_friend_there():
    """740.2.b: with another P0 unit attacking beside her she is not alone: no doubling."""
    game = position({"deck": DECK, "base": ["Fiora, Peerless", "Stalwart Poro"]}, {"deck": DECK},
                    battlefields=[{"controller": 1, "units": ["Vanguard Sergeant"]}, {}])
    do(game, "move Fiora, Peerless, Stalwart Poro to bf 0")
    while game.pending().kind in ("priority", "focus", "assign_damage"):
        if game.pending().kind == "assign_damage":
            game.apply(game.legal_actions()[0])
        else:
            pass_(game)
    assert not [e for e in game.log if e.kind == "might"]


def test_laurent_bladekeeper_has_ganking():
    """810, 449 (Laurent Bladekeeper): at a battlefield it may move to the other battlefield (Ganking),
    which a unit without Ganking there may not."""
    game = position({"deck": DECK}, {"deck": DECK},
                    battlefields=[{"controller": 0,
                                   "units": [{"card": "Laurent Bladekeeper", "controller": 0},
                                             {"card": "Vanguard Sergeant", "controller": 0}]}, {}])
    blade, sergeant = cid(game, "Laurent Bladekeeper"), cid(game, "Vanguard Sergeant")
    moves = [a for a in game.legal_actions() if isinstance(a, Move)]
    assert Move(units=(blade,), to=1) in moves
    assert not any(a.to == 1 and sergeant in a.units for a in moves)
