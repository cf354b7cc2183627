"""Scenario tests: the Origins Calm cards of the first card wave (issue 12), each played from a small
position with actions in notation and its result asserted. Rule numbers lead each docstring."""

from __future__ import annotations

from riftbound.actions import Activate, PlaySpell
from riftbound.checks import check_invariants
from riftbound.engine.granted import unit_keywords
from tests.spell_helpers import card_text, cid, do, might_of, play, position

DECK = ["Petty Officer", "Wielder of Water", "Pakaa Cub", "Mystic Poro", "Stormclaw Ursine"]


def settle(game) -> None:
    """Pass Priority (and take the first option of any pick) until the chain is empty."""
    while game.pending().kind in ("priority", "choose_card"):
        game.apply(game.legal_actions()[0])


def names(game, cids) -> list[str]:
    return sorted(game.state.cards[c].name for c in cids)


def activations(game) -> list[Activate]:
    return [a for a in game.legal_actions() if isinstance(a, Activate)]


def test_the_cards_have_no_errata_and_the_keywords_read():
    """808.1.b, 811, 806: the cards' keywords come from the card table (none has errata)."""
    assert "Deathknell" in card_text("Tasty Faefolk")["keywords"]
    assert {"Hidden", "Action"} <= set(card_text("Block")["keywords"])
    for name in ("Solari Shieldbearer", "Whiteflame Protector", "Tasty Faefolk", "Rune Prison", "Block",
                 "Last Breath", "Seal of Focus"):
        assert card_text(name)["errata"] == [], name


# --- Solari Shieldbearer and Rune Prison -------------------------------------------------------------

def test_solari_shieldbearer_stuns_the_chosen_unit():
    """383.4.a.2, 423.1: its Play Effect stuns a unit chosen as it goes on the chain (any unit)."""
    game = position({"hand": ["Solari Shieldbearer"], "deck": DECK, "runes": ["Calm Rune"] * 3},
                    {"deck": DECK, "base": ["Laurent Duelist"]})
    play(game, "play Solari Shieldbearer to base")
    assert names(game, [a.card for a in game.legal_actions()]) == ["Laurent Duelist", "Solari Shieldbearer"]
    do(game, "choose Laurent Duelist")
    settle(game)
    assert game.state.units[cid(game, "Laurent Duelist")].stunned
    do(game, "end turn")
    assert not game.state.units[cid(game, "Laurent Duelist")].stunned  # 423.1: until the turn ends


def test_rune_prison_stuns_an_enemy_unit_and_is_an_action():
    """806, 423.1: Rune Prison stuns its target; a stunned unit stays stunned (423.1.a.1: no second
    stun)."""
    game = position({"hand": ["Rune Prison"], "deck": DECK, "runes": ["Calm Rune"] * 3},
                    {"deck": DECK}, battlefields=[{"controller": 1, "units": ["Laurent Duelist"]}, {}])
    play(game, "play Rune Prison targeting Laurent Duelist")
    settle(game)
    assert game.state.units[cid(game, "Laurent Duelist")].stunned
    check_invariants(game)


# --- Whiteflame Protector ----------------------------------------------------------------------------

def test_whiteflame_protector_gives_plus_8_this_turn():
    """383.4.a.2, 477.3.b, 317.2.c: +8 Might to the chosen unit until the end of the turn."""
    game = position({"hand": ["Whiteflame Protector"], "deck": DECK, "runes": ["Calm Rune"] * 10,
                     "base": ["Vanguard Sergeant"]}, {"deck": DECK})
    sergeant = cid(game, "Vanguard Sergeant")
    before = might_of(game, sergeant)
    play(game, "play Whiteflame Protector to base")
    do(game, "choose Vanguard Sergeant")
    settle(game)
    assert might_of(game, sergeant) == before + 8
    do(game, "end turn")
    assert might_of(game, sergeant) == before


# --- Tasty Faefolk -----------------------------------------------------------------------------------

def test_tasty_faefolk_dying_channels_two_exhausted_and_draws():
    """808.1.c, 430.3, 413: killed at a battlefield, its Deathknell channels its controller two
    runes exhausted, then draws one."""
    game = position({"deck": DECK, "hand": ["Void Seeker"], "runes": ["Fury Rune"] * 3},
                    {"deck": DECK, "rune_deck": ["Calm Rune"] * 3},
                    battlefields=[{"controller": 1, "units": [{"card": "Tasty Faefolk", "damage": 2}]}, {}])
    play(game, "play Void Seeker targeting Tasty Faefolk")
    settle(game)
    p1 = game.state.players[1]
    assert cid(game, "Tasty Faefolk") in p1.trash
    assert p1.rune_exhausted == [True, True] and len(p1.rune_deck) == 1 and len(p1.hand) == 1


def test_tasty_faefolk_draws_even_with_no_rune_to_channel():
    """430.3, 359.3.e.14: with an empty rune deck nothing is channelled; the draw is not linked."""
    game = position({"deck": DECK, "hand": ["Void Seeker"], "runes": ["Fury Rune"] * 3},
                    {"deck": DECK},
                    battlefields=[{"controller": 1, "units": [{"card": "Tasty Faefolk", "damage": 2}]}, {}])
    play(game, "play Void Seeker targeting Tasty Faefolk")
    settle(game)
    p1 = game.state.players[1]
    assert p1.runes == [] and len(p1.hand) == 1


# --- Block -------------------------------------------------------------------------------------------

def test_block_grants_shield_3_and_tank_for_the_turn_adding_to_printed_shield():
    """801.3.a.2, 814.2, 815.2, 317.2.c: Block gives Stalwart Poro (printed Shield) Shield 3 more
    and Tank; the grants end with the turn."""
    game = position({"hand": ["Block"], "deck": DECK, "runes": ["Calm Rune"] * 2,
                     "base": ["Stalwart Poro"]}, {"deck": DECK})
    poro = cid(game, "Stalwart Poro")
    play(game, "play Block targeting Stalwart Poro")
    settle(game)
    g = game.state
    assert set(unit_keywords(g, g.units[poro])) == {"Shield 4", "Tank"}
    do(game, "end turn")
    assert set(unit_keywords(g, g.units[poro])) == {"Shield 1"}


def test_block_on_a_unit_that_left_does_nothing():
    """359.3.e.4: Block's target returned to hand before it resolves: nothing is granted and the
    new object in hand carries no grant (124.1)."""
    game = position({"hand": ["Block"], "deck": DECK, "runes": ["Calm Rune"] * 2},
                    {"deck": DECK, "hand": ["Gust"], "runes": ["Calm Rune"] * 2},
                    battlefields=[{"controller": 0, "units": ["Daring Poro"]}, {}])
    play(game, "play Block targeting Daring Poro")
    play(game, "play Gust targeting Daring Poro")
    settle(game)
    assert cid(game, "Daring Poro") in game.state.players[0].hand
    assert not [e for e in game.log if e.kind == "grant_keyword"]


# --- Last Breath -------------------------------------------------------------------------------------

def test_last_breath_readies_a_friendly_unit_that_deals_its_might_to_an_enemy():
    """415, 417.6.b.3, 355.5: the friendly unit readies and deals damage equal to its Might to the
    enemy unit at a battlefield; an enemy unit in a base can't be chosen."""
    game = position({"hand": ["Last Breath"], "deck": DECK, "runes": ["Calm Rune"] * 5,
                     "base": [{"card": "Vanguard Sergeant", "exhausted": True}]},
                    {"deck": DECK, "base": ["Daring Poro"]},
                    battlefields=[{"controller": 1, "units": ["Laurent Duelist"]}, {}])
    sergeant, duelist = cid(game, "Vanguard Sergeant"), cid(game, "Laurent Duelist")
    lb = cid(game, "Last Breath")
    enemies = {a.targets[1][0] for a in game.legal_actions() if isinstance(a, PlaySpell) and a.card == lb}
    assert enemies == {duelist}
    mine = might_of(game, sergeant)
    play(game, "play Last Breath targeting Vanguard Sergeant; Laurent Duelist")
    settle(game)
    g = game.state
    assert not g.units[sergeant].exhausted
    dmg = [e for e in game.log if e.kind == "damage"]
    assert dmg[-1].data == (duelist, mine, sergeant)  # the Sergeant is the damage's source
    check_invariants(game)


# --- Seal of Focus -----------------------------------------------------------------------------------

def test_seal_of_focus_adds_calm_power_at_once():
    """429, 429.2, 135.2.e.2: exhausting Seal of Focus adds one Calm Power to its controller's pool
    without using the chain."""
    game = position({"deck": DECK, "gear": ["Seal of Focus"]}, {"deck": DECK})
    game.apply(activations(game)[0])
    g = game.state
    assert g.players[0].pool_power == ["Calm"] and g.gear[cid(game, "Seal of Focus")].exhausted
    assert activations(game) == []


# --- Poro Herder -------------------------------------------------------------------------------------

def test_poro_herder_buffs_itself_and_draws_only_if_you_control_a_poro():
    """383.2.a.1, 383.4.a, 702.2.a: the condition right after "when you play me" is part of the
    trigger condition: with a Poro of its controller on the board the Play Effect goes on the chain
    and buffs it and draws 1; without one (an enemy Poro doesn't count) it doesn't trigger."""
    game = position({"hand": ["Poro Herder"], "deck": DECK, "runes": ["Calm Rune"] * 4,
                     "base": ["Daring Poro"]}, {"deck": DECK})
    play(game, "play Poro Herder to base")
    settle(game)
    herder = cid(game, "Poro Herder")
    assert game.state.units[herder].buffs == 1 and len(game.state.players[0].hand) == 1
    bare = position({"hand": ["Poro Herder"], "deck": DECK, "runes": ["Calm Rune"] * 4},
                    {"deck": DECK, "base": ["Daring Poro"]})
    play(bare, "play Poro Herder to base")
    assert not bare.state.chain and not [e for e in bare.log if e.kind == "trigger"]
    assert bare.state.units[cid(bare, "Poro Herder")].buffs == 0 and bare.state.players[0].hand == []


def test_poro_herder_resolves_even_if_the_poro_leaves_after_it_triggered():
    """383.2.a.1: the condition was met as it triggered; it is not read again as the ability
    resolves, so the Poro returned to hand in response changes nothing."""
    game = position({"hand": ["Poro Herder"], "deck": DECK, "runes": ["Calm Rune"] * 4},
                    {"deck": DECK, "hand": ["Gust"], "runes": ["Calm Rune"] * 2},
                    battlefields=[{"controller": 0, "units": ["Daring Poro"]}, {}])
    play(game, "play Poro Herder to base")
    assert game.state.chain and game.pending().player == 1
    play(game, "play Gust targeting Daring Poro")
    settle(game)
    g = game.state
    assert cid(game, "Daring Poro") in g.players[0].hand
    assert g.units[cid(game, "Poro Herder")].buffs == 1 and len(g.players[0].hand) == 2


# --- Last Stand --------------------------------------------------------------------------------------

def test_last_stand_doubles_might_for_the_turn_and_gives_temporary():
    """432.1, 432.1.a, 816: the friendly unit gets +its current Might this turn (fixed as it
    resolves: a later change is not doubled) and gains Temporary, so it dies as its controller's
    next turn begins."""
    game = position({"hand": ["Last Stand", "Discipline"], "deck": DECK, "runes": ["Calm Rune"] * 8,
                     "base": ["Vanguard Sergeant"]}, {"deck": DECK, "base": ["Laurent Duelist"]})
    sergeant = cid(game, "Vanguard Sergeant")
    base = might_of(game, sergeant)
    lst = cid(game, "Last Stand")
    assert {a.targets[0][0] for a in game.legal_actions()
            if isinstance(a, PlaySpell) and a.card == lst} == {sergeant}  # friendly only
    play(game, "play Last Stand targeting Vanguard Sergeant")
    settle(game)
    assert might_of(game, sergeant) == 2 * base and game.state.units[sergeant].temporary
    play(game, "play Discipline targeting Vanguard Sergeant")
    settle(game)
    assert might_of(game, sergeant) == 2 * base + 2  # the +2 after it is not doubled
    do(game, "end turn")
    assert might_of(game, sergeant) == base
    settle(game)
    while game.state.turn_player != 0:
        do(game, "end turn")
        settle(game)
    assert sergeant not in game.state.units and sergeant in game.state.players[0].trash


# --- Find Your Center --------------------------------------------------------------------------------

def _center_playable(opponent_points: int, runes: int) -> bool:
    game = position({"hand": ["Find Your Center"], "deck": DECK, "runes": ["Calm Rune"] * runes},
                    {"deck": DECK, "points": opponent_points})
    fyc = cid(game, "Find Your Center")
    return any(isinstance(a, PlaySpell) and a.card == fyc for a in game.legal_actions())


def test_find_your_center_costs_2_less_while_an_opponent_is_within_3_of_victory():
    """356.4.a, 356.6, 194.3: its own discount applies while an opponent's score is within 3 points
    of the Victory Score (8 in a Duel): at 5 points it costs 1 Energy, at 4 points its printed 3."""
    assert _center_playable(5, 1) and not _center_playable(4, 1)
    assert _center_playable(4, 3) and not _center_playable(4, 2)


def test_find_your_center_draws_and_channels_a_rune_exhausted():
    """413, 430.3: it draws 1 and channels 1 rune exhausted; paid with one rune at the discount."""
    game = position({"hand": ["Find Your Center"], "deck": DECK, "runes": ["Calm Rune"],
                     "rune_deck": ["Calm Rune"]}, {"deck": DECK, "points": 6})
    play(game, "play Find Your Center")
    settle(game)
    p0 = game.state.players[0]
    assert len(p0.hand) == 1 and p0.rune_exhausted == [True, True] and p0.rune_deck == []
    check_invariants(game)


# --- Sona, Harmonious --------------------------------------------------------------------------------

def _sona_game(where: str):
    board = {"controller": 0, "units": ["Sona, Harmonious"]}
    p0 = {"deck": DECK, "runes": ["Calm Rune"] * 4 + ["Mind Rune"]}
    if where == "base":
        p0["base"] = ["Sona, Harmonious"]
        board = {}
    game = position(p0, {"deck": DECK, "runes": ["Fury Rune"] * 2}, battlefields=[board, {}])
    g = game.state
    g.players[0].rune_exhausted = [True] * 5  # every rune spent this turn
    g.players[1].rune_exhausted = [True, True]
    return game


def test_sona_readies_up_to_4_friendly_runes_chosen_at_the_end_of_the_turn():
    """383.2.a.1 (its Sona example), 355.13, 415, errata 2025-10-28: at the end of her controller's
    turn, at a battlefield, her ability goes on the chain with up to 4 friendly runes chosen one at a
    time (an opponent's rune is never offered); each chosen rune readies, the fifth stays exhausted."""
    game = _sona_game("battlefield")
    g = game.state
    do(game, "end turn")
    d = game.pending()
    assert d.kind == "choose_card" and d.context[0] == "trigger_targets" and d.player == 0
    for _ in range(4):
        options = [a.card for a in game.legal_actions() if a.card >= 0]
        assert options and all(c in g.players[0].runes for c in options)
        game.apply(next(a for a in game.legal_actions() if a.card >= 0))
    settle(game)
    assert g.turn_player == 1  # P0's turn ended; P0's runes are not readied again before P0's Awaken
    assert sorted(g.players[0].rune_exhausted) == [False, False, False, False, True]
    assert sum(1 for e in game.log if e.kind == "ready_rune") == 4


def test_sona_in_her_base_does_not_trigger():
    """383.2.a.1: "if I'm at a battlefield" is part of the trigger condition: in her base at the end of
    the turn her ability doesn't trigger at all."""
    game = _sona_game("base")
    do(game, "end turn")
    assert not [e for e in game.log if e.kind == "trigger"]
    assert not [e for e in game.log if e.kind == "ready_rune"]


# --- Blitzcrank, Impassive ---------------------------------------------------------------------------

def test_blitzcrank_played_to_a_battlefield_may_pull_an_enemy_unit_there():
    """383.2.a.1, 383.3.a, 355.5, 449, 359.3.f.2: played to a battlefield, his controller may choose
    an enemy unit as the Play Effect is finalized (a friendly unit can't be chosen); it moves to where
    Blitzcrank is as it resolves."""
    game = position({"hand": ["Blitzcrank, Impassive"], "deck": DECK, "runes": ["Calm Rune"] * 7,
                     "base": ["Vanguard Sergeant"]},
                    {"deck": DECK, "base": ["Laurent Duelist"]},
                    battlefields=[{"controller": 0, "units": ["Daring Poro"]}, {}])
    blitz, duelist = cid(game, "Blitzcrank, Impassive"), cid(game, "Laurent Duelist")
    play(game, "play Blitzcrank, Impassive to bf 0")
    d = game.pending()
    assert d.kind == "choose_card" and d.context[0] == "trigger_may"
    assert sorted(a.card for a in game.legal_actions()) == [-1, duelist]
    game.apply(next(a for a in game.legal_actions() if a.card == duelist))
    while game.state.chain:
        game.apply(game.legal_actions()[0])
    moves = [e for e in game.log if e.kind == "effect_move"]
    assert moves and moves[0].data == (duelist, 0)  # then a combat there may follow (323.12)
    assert blitz in game.state.units or blitz in game.state.players[0].trash


def test_blitzcrank_played_to_base_does_not_trigger():
    """383.2.a.1: "when you play me to a battlefield": played to his base, no Play Effect."""
    game = position({"hand": ["Blitzcrank, Impassive"], "deck": DECK, "runes": ["Calm Rune"] * 7},
                    {"deck": DECK, "base": ["Laurent Duelist"]})
    play(game, "play Blitzcrank, Impassive to base")
    assert not game.state.chain and game.pending().kind == "main"
    assert not [e for e in game.log if e.kind == "trigger"]


def test_blitzcrank_gone_before_his_ability_resolves_moves_nobody():
    """359.3.f.2.a: returned to hand in response (his controller's own Retreat), Blitzcrank has no
    "here": the chosen enemy unit stays where it is."""
    game = position({"hand": ["Blitzcrank, Impassive", "Retreat"], "deck": DECK,
                     "runes": ["Calm Rune"] * 7 + ["Mind Rune"]},
                    {"deck": DECK, "base": ["Laurent Duelist"]},
                    battlefields=[{"controller": 0, "units": ["Daring Poro"]}, {}])
    duelist = cid(game, "Laurent Duelist")
    play(game, "play Blitzcrank, Impassive to bf 0")
    game.apply(next(a for a in game.legal_actions() if a.card == duelist))
    play(game, "play Retreat targeting Blitzcrank, Impassive")
    settle(game)
    assert game.state.units[duelist].loc < 0 and not [e for e in game.log if e.kind == "effect_move"]


def test_blitzcrank_holding_returns_to_his_owners_hand():
    """471.2, 383.4.d: when he holds a battlefield (his controller's Beginning Phase), his hold
    ability returns him to his owner's hand."""
    game = position({"deck": DECK}, {"deck": DECK},
                    battlefields=[{"controller": 0, "units": ["Blitzcrank, Impassive"]}, {}])
    blitz = cid(game, "Blitzcrank, Impassive")
    for _ in range(40):
        if blitz in game.state.players[0].hand:
            break
        if game.pending().kind == "main":
            do(game, "end turn")
        else:
            game.apply(game.legal_actions()[0])
    assert blitz in game.state.players[0].hand and blitz not in game.state.units
    kinds = [e.kind for e in game.log if e.kind in ("hold", "trigger", "to_hand")]
    assert kinds[-3:] == ["hold", "trigger", "to_hand"]


# --- Lee Sin, Ascetic --------------------------------------------------------------------------------

def test_lee_sin_ascetic_buffs_himself_again_and_again():
    """377, 702.2.a, 703 and his passive overriding 702.3: exhausting him buffs him though he has a
    buff already; each buff gives +1 Might. Exhausted, he can't use it again this turn."""
    game = position({"deck": DECK, "base": [{"card": "Lee Sin, Ascetic", "buffs": 1, "exhausted": False}]},
                    {"deck": DECK})
    lee = cid(game, "Lee Sin, Ascetic")
    assert might_of(game, lee) == 6
    game.apply(activations(game)[0])
    settle(game)
    g = game.state
    assert g.units[lee].buffs == 2 and might_of(game, lee) == 7 and g.units[lee].exhausted
    assert activations(game) == []


def test_lee_sin_ascetic_counts_each_buff_for_buffs_give_more():
    """703 (modified this turn by Stand United): each of his buffs gives +1 Might more, so three buffs
    give +6, while another unit's one buff gives +1 more."""
    game = position({"deck": DECK, "hand": ["Stand United"], "runes": ["Calm Rune"] * 4,
                     "base": [{"card": "Lee Sin, Ascetic", "buffs": 2},
                              {"card": "Vanguard Sergeant", "buffs": 1}]},
                    {"deck": DECK})
    lee, sergeant = cid(game, "Lee Sin, Ascetic"), cid(game, "Vanguard Sergeant")
    sergeant_before = might_of(game, sergeant)
    play(game, "play Stand United targeting Lee Sin, Ascetic")
    settle(game)
    g = game.state
    assert g.units[lee].buffs == 3 and might_of(game, lee) == 5 + 3 * 2
    assert g.units[sergeant].buffs == 1 and might_of(game, sergeant) == sergeant_before + 1


def test_find_your_center_with_eager_apprentice_costs_the_lowest_total():
    """356.4.d.1, 356.4.e, 356.6 (ruling 40): Eager Apprentice's discount (minimum 1) goes first
    (3 -> 2), then the spell's own (2 -> 0): with no rune at all it can be played."""
    game = position({"hand": ["Find Your Center"], "deck": DECK},
                    {"deck": DECK, "points": 5},
                    battlefields=[{"controller": 0, "units": ["Eager Apprentice"]}, {}])
    fyc = cid(game, "Find Your Center")
    assert any(isinstance(a, PlaySpell) and a.card == fyc for a in game.legal_actions())
    play(game, "play Find Your Center")
    settle(game)
    assert len(game.state.players[0].hand) == 1
