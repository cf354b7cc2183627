"""Scenario tests: the Origins precon units whose abilities trigger on events (383.1): Soaring
Scout, Undercover Agent (Deathknell, 808), Traveling Merchant and Noxian Drummer (a move, 449),
Ravenbloom Student (a spell played), Viktor, Innovator (a card played on an opponent's turn),
Wraith of Echoes (the first friendly death of the turn) and Flame Chompers (discarded, 422), each
from a small position with actions in notation. Rule numbers lead each docstring."""

from __future__ import annotations

from riftbound.actions import ChooseCard, Pay
from riftbound.checks import check_invariants
from riftbound.formats.notation import format_action, parse_action
from riftbound.formats.position import dump_position, load_position
from tests.spell_helpers import card_text, cid, do, might_of, pass_, pay, play, position
from tests.spell_helpers import kinds_among as kinds

DECK = ["Petty Officer", "Vanguard Sergeant", "Laurent Duelist"]


def settle(game) -> None:
    """Pass Priority (and take the first option of any pick) until the chain is empty."""
    while game.pending().kind in ("priority", "choose_card"):
        game.apply(game.legal_actions()[0])


def test_the_cards_are_read_from_the_card_table():
    """808.1.b: Soaring Scout and Undercover Agent carry Deathknell in the card table (no errata on
    any of these cards)."""
    for name in ("Soaring Scout", "Undercover Agent"):
        assert "Deathknell" in card_text(name)["keywords"]
    for name in ("Traveling Merchant", "Noxian Drummer", "Ravenbloom Student", "Viktor, Innovator",
                 "Wraith of Echoes", "Flame Chompers"):
        assert card_text(name)["errata"] == []


# --- Soaring Scout ----------------------------------------------------------------------------------

def test_soaring_scout_killed_by_a_spell_channels_a_rune_exhausted():
    """808.1.c, 430.3, 417: Void Seeker deals 4 to P1's Soaring Scout at a battlefield; it dies in
    the cleanup after the spell and its Deathknell channels P1 a rune, exhausted."""
    game = position({"deck": DECK, "hand": ["Void Seeker"], "runes": ["Fury Rune"] * 3},
                    {"deck": DECK, "rune_deck": ["Calm Rune", "Calm Rune"]},
                    battlefields=[{"controller": 1, "units": ["Soaring Scout"]}, {}])
    play(game, "play Void Seeker targeting Soaring Scout")
    settle(game)
    p1 = game.state.players[1]
    assert p1.rune_exhausted == [True] and len(p1.rune_deck) == 1
    assert cid(game, "Soaring Scout") in p1.trash
    check_invariants(game)


def test_soaring_scout_with_an_empty_rune_deck_channels_nothing():
    """430.3: with no rune left to channel, the Deathknell resolves and channels none."""
    game = position({"deck": DECK, "hand": ["Void Seeker"], "runes": ["Fury Rune"] * 3},
                    {"deck": DECK}, battlefields=[{"controller": 1, "units": ["Soaring Scout"]}, {}])
    play(game, "play Void Seeker targeting Soaring Scout")
    settle(game)
    assert game.state.players[1].runes == [] and kinds(game, "trigger", "resolve")[-2:] == [
        "trigger", "resolve"]


# --- Undercover Agent ---------------------------------------------------------------------------------

def test_undercover_agent_with_an_empty_hand_still_draws_two():
    """808.1.c, 422.4, 359.3.e.11: Undercover Agent dies with its controller's hand empty: nothing
    to discard, but the draw is not linked to the discard: they draw 2."""
    game = position({"deck": DECK, "hand": ["Void Seeker"], "runes": ["Fury Rune"] * 3},
                    {"deck": DECK}, battlefields=[{"controller": 1, "units": [
                        {"card": "Undercover Agent", "damage": 4}]}, {}])
    play(game, "play Void Seeker targeting Undercover Agent")
    settle(game)
    p1 = game.state.players[1]
    assert len(p1.hand) == 2 and [game.state.cards[c].name for c in p1.trash] == ["Undercover Agent"]


# --- Traveling Merchant ------------------------------------------------------------------------------

def test_traveling_merchant_moving_makes_its_controller_discard_one_then_draw_one():
    """449, 383.1, 422.1.a: Traveling Merchant moves to a battlefield (a Standard Move); its ability
    goes on the chain and P0 picks the card to discard, then draws 1."""
    game = position({"deck": DECK, "hand": ["Petty Officer", "Laurent Duelist"],
                     "base": ["Traveling Merchant"]}, {"deck": DECK})
    do(game, "move Traveling Merchant to bf 0")
    d = game.pending()
    assert (d.kind, d.context[0]) == ("choose_card", "discard_pick")
    duelist = cid(game, "Laurent Duelist", "hand")
    do(game, "choose Laurent Duelist")
    p0 = game.state.players[0]
    assert p0.trash == [duelist] and len(p0.hand) == 2
    assert game.state.units[cid(game, "Traveling Merchant")].loc == 0
    check_invariants(game)


def test_traveling_merchant_moving_back_to_base_triggers_too():
    """449, 383.1 ("when I move", any destination): from a battlefield to base the Merchant's
    ability triggers as well; with an empty hand P0 just draws 1."""
    game = position({"deck": DECK},  {"deck": DECK},
                    battlefields=[{"controller": 0, "units": ["Traveling Merchant"]}, {}])
    do(game, "move Traveling Merchant to base")
    assert len(game.state.players[0].hand) == 1 and kinds(game, "trigger") == ["trigger"]


# --- Noxian Drummer -------------------------------------------------------------------------------------

def test_noxian_drummer_moving_to_a_battlefield_plays_a_recruit_there():
    """383.1, 187.1, 182: Noxian Drummer moves to battlefield 1; its ability makes a 1 Might Recruit
    token for P0 at that battlefield, which then also counts for the conquer."""
    game = position({"deck": DECK, "base": ["Noxian Drummer"]}, {"deck": DECK})
    do(game, "move Noxian Drummer to bf 1")
    tokens = [u for u in game.state.units.values() if game.state.cards[u.cid].is_token]
    assert [(u.controller, u.loc, might_of(game, u.cid)) for u in tokens] == [(0, 1, 1)]
    assert game.state.battlefields[1].controller == 0
    check_invariants(game)


def test_noxian_drummer_moving_to_base_plays_no_recruit():
    """383.1 (condition "to a battlefield"): back to base, its ability does not trigger."""
    game = position({"deck": DECK}, {"deck": DECK},
                    battlefields=[{"controller": 0, "units": ["Noxian Drummer"]}, {}])
    do(game, "move Noxian Drummer to base")
    assert kinds(game, "trigger", "token") == [] and len(game.state.units) == 1


# --- Ravenbloom Student ---------------------------------------------------------------------------------

def test_ravenbloom_student_gets_one_might_this_turn_for_each_spell_its_controller_plays():
    """383.1, 317.2.c: two spells played by P0 each give Ravenbloom Student +1 Might this turn
    (on top of Discipline's +2); it expires at the end of the turn."""
    game = position({"deck": DECK, "hand": ["Discipline", "Stupefy"], "runes": ["Calm Rune"] * 3,
                     "base": ["Ravenbloom Student"]}, {"deck": DECK})
    student = cid(game, "Ravenbloom Student")
    play(game, "play Discipline targeting Ravenbloom Student")
    settle(game)
    assert might_of(game, student) == 2 + 2 + 1
    play(game, "play Stupefy targeting Ravenbloom Student")
    settle(game)
    assert might_of(game, student) == 2 + 2 + 1 + 1 - 1
    do(game, "end turn")
    assert might_of(game, student) == 2


def test_ravenbloom_student_ignores_an_opponents_spell():
    """383.1 ("when you play"): P1's Stupefy on P1's turn does not trigger P0's Student."""
    game = load_position({"players": [{"deck": DECK, "base": ["Ravenbloom Student"]},
                                      {"deck": DECK, "hand": ["Stupefy"], "runes": ["Calm Rune"]}],
                          "turn_player": 1, "turn": 2})
    play(game, "P1: play Stupefy targeting Ravenbloom Student")
    settle(game)
    assert kinds(game, "trigger") == [] and might_of(game, cid(game, "Ravenbloom Student")) == 1


# --- Viktor, Innovator ----------------------------------------------------------------------------------

def test_viktor_innovator_makes_a_recruit_in_base_for_a_reaction_on_the_opponents_turn():
    """383.1, 182, 187.1: on P1's turn P0 plays Discipline in answer to P1's Stupefy: Viktor's
    ability gives P0 a 1 Might Recruit token in P0's base, exhausted (143.4)."""
    game = load_position({"players": [
        {"deck": DECK, "hand": ["Discipline"], "runes": ["Calm Rune"] * 2, "base": ["Viktor, Innovator"]},
        {"deck": DECK, "hand": ["Stupefy"], "runes": ["Calm Rune"]}], "turn_player": 1, "turn": 2})
    play(game, "P1: play Stupefy targeting Viktor, Innovator")  # P1 can only pass: taken
    play(game, "P0: play Discipline targeting Viktor, Innovator")
    settle(game)
    (token,) = [u for u in game.state.units.values() if game.state.cards[u.cid].is_token]
    assert (token.controller, token.loc, token.exhausted) == (0, -1, True)
    check_invariants(game)


# --- Wraith of Echoes ---------------------------------------------------------------------------------

def test_wraith_of_echoes_ignores_an_enemy_units_death():
    """383.1 ("a friendly unit"): an enemy unit dying does not make Wraith of Echoes draw; the
    turn's first friendly death still does."""
    game = position({"deck": DECK, "hand": ["Void Seeker", "Void Seeker"], "runes": ["Fury Rune"] * 8,
                     "base": ["Wraith of Echoes"]},
                    {"deck": DECK}, battlefields=[
                        {"controller": 1, "units": ["Daring Poro"]},
                        {"controller": 0, "units": ["Daring Poro"]}])
    enemy = next(c for c, u in game.state.units.items() if u.controller == 1)
    mine = next(c for c, u in game.state.units.items() if u.loc == 1)
    play(game, f"play Void Seeker targeting #{enemy}")
    settle(game)
    assert enemy in game.state.players[1].trash
    assert len(game.state.players[0].hand) == 2  # 1 Void Seeker left + its own draw
    play(game, f"play Void Seeker targeting #{mine}")
    settle(game)
    assert mine in game.state.players[0].trash
    assert len(game.state.players[0].hand) == 3  # its own draw + Wraith's draw
    assert [game.state.cards[e.data[0]].name for e in game.log if e.kind == "trigger"] == [
        "Wraith of Echoes"]


def _wraith_2v2():
    """2v2 (teams {0, 2} and {1, 3}): P0 has Wraith of Echoes and two Void Seekers; P0's Daring
    Poro holds battlefield 0, P2's (P0's teammate's) holds battlefield 1."""
    return load_position({
        "mode": "2v2",
        "players": [{"deck": DECK, "hand": ["Void Seeker", "Void Seeker"],
                     "runes": ["Fury Rune"] * 8, "base": ["Wraith of Echoes"]},
                    {"deck": DECK}, {"deck": DECK}, {"deck": DECK}],
        "battlefields": [{"controller": 0, "units": [{"card": "Daring Poro", "controller": 0}]},
                         {"controller": 2, "units": [{"card": "Daring Poro", "controller": 2}]}, {}]})


def test_wraith_of_echoes_counts_a_teammates_unit_as_friendly():
    """740.1.a, 489.8.e, 383.1: in 2v2 a teammate's unit is friendly: the turn's first friendly death
    is that of P2's Daring Poro, and Wraith of Echoes draws; P0's own Poro dying afterwards is the
    second friendly death of the turn, and it does not draw again."""
    game = _wraith_2v2()
    g = game.state
    mate = next(c for c, u in g.units.items() if u.controller == 2)
    mine = next(c for c, u in g.units.items() if u.loc == 0)
    play(game, f"play Void Seeker targeting #{mate}")
    settle(game)
    assert mate in g.players[2].trash
    assert len(g.players[0].hand) == 3  # 1 Void Seeker left + its own draw + Wraith's draw
    hand = len(g.players[0].hand)
    play(game, f"play Void Seeker targeting #{mine}")
    settle(game)
    assert mine in g.players[0].trash
    assert len(g.players[0].hand) == hand  # the Seeker played, its own draw; no Wraith draw
    assert [g.cards[e.data[0]].name for e in game.log if e.kind == "trigger"] == ["Wraith of Echoes"]


# --- Flame Chompers --------------------------------------------------------------------------------------

def chompers_game(p0_extra: dict | None = None, battlefields: list | None = None) -> object:
    """P0 plays Get Excited!, discarding Flame Chompers (3 damage to a sturdy Poro)."""
    game = position({"deck": DECK, "hand": ["Get Excited!", "Flame Chompers"],
                     "runes": ["Fury Rune"] * 4, **(p0_extra or {})},
                    {"deck": DECK},
                    battlefields=battlefields or [{"controller": 1, "units": [
                        {"card": "Daring Poro", "might_this_turn": 5}]}, {}])
    play(game, "play Get Excited! targeting Daring Poro")
    while game.pending().kind == "priority":
        pass_(game)
    return game


def test_flame_chompers_paying_fury_plays_it_from_the_trash_to_base():
    """383.3.b, 740.4.a.2, 404.1, 419.3, 355.2.a: discarded by Get Excited!, Flame Chompers' ability
    asks P0 as it goes on the chain; performing it, P0 pays its Fury Power with a Fury rune
    (recycled for it) in the ability's "pay" decision; P0 has no battlefield, so it enters P0's
    base, exhausted, without paying its own cost."""
    game = chompers_game()
    chompers = cid(game, "Flame Chompers")
    assert game.legal_actions() == [ChooseCard(-1), ChooseCard(chompers)]
    runes_before = len(game.state.players[0].runes)
    game.apply(ChooseCard(chompers))
    assert game.pending().kind == "pay"
    pay(game)
    settle(game)
    u = game.state.units[chompers]
    assert (u.controller, u.loc, u.exhausted) == (0, -1, True)
    p0 = game.state.players[0]
    assert chompers not in p0.trash and len(p0.runes) == runes_before - 1
    assert kinds(game, "trigger_cost", "play_from_trash", "enter") == [
        "trigger_cost", "play_from_trash", "enter"]
    assert game.pending().kind == "main"
    check_invariants(game)


def test_flame_chompers_goes_to_a_battlefield_its_controller_chooses():
    """355.2.a, 419.3.b: with a battlefield P0 controls, P0 chooses where Chompers enters: the card
    itself stands for the base, the battlefield's card for the battlefield."""
    game = chompers_game(battlefields=[
        {"controller": 1, "units": [{"card": "Daring Poro", "might_this_turn": 5}]},
        {"controller": 0, "units": ["Petty Officer"]}])
    chompers = cid(game, "Flame Chompers")
    game.apply(ChooseCard(chompers))
    pay(game)
    while game.pending().kind == "priority":
        pass_(game)
    d = game.pending()
    assert d.context[0] == "play_from_trash"
    bf1 = game.state.battlefields[1].cid
    assert game.legal_actions() == [ChooseCard(chompers), ChooseCard(bf1)]
    for a in game.legal_actions():
        assert parse_action(game, format_action(game, a)) == a
    again = load_position(dump_position(game))
    assert again.pending() == d and again.legal_actions() == game.legal_actions()
    game.apply(ChooseCard(bf1))
    settle(game)
    assert game.state.units[chompers].loc == 1
    check_invariants(game)


def test_flame_chompers_declined_stays_in_the_trash():
    """383.3.a.2: P0 declines; the ability leaves the chain and Chompers stays in the trash, the
    runes untouched."""
    game = chompers_game()
    chompers = cid(game, "Flame Chompers")
    runes = list(game.state.players[0].runes)
    do(game, "choose none")
    assert chompers in game.state.players[0].trash and game.state.players[0].runes == runes
    assert not game.state.chain and game.pending().kind == "main"


def test_flame_chompers_paid_with_power_already_in_the_pool():
    """357, 429.3, 383.3.b: the Fury Power may come from the Rune Pool: P0 has two Fury Power floating
    and only Calm runes; Get Excited! spends one, and Chompers' ability is paid with the other (a
    payment recycling nothing), so Chompers is played and the runes are untouched."""
    game = chompers_game({"runes": ["Calm Rune"] * 2, "pool": {"energy": 0, "power": ["Fury", "Fury"]}})
    chompers = cid(game, "Flame Chompers")
    assert game.state.players[0].pool_power == ["Fury"]
    game.apply(ChooseCard(chompers))
    assert [a for a in game.legal_actions() if isinstance(a, Pay)] == [Pay((), ())]
    game.apply(Pay((), ()))
    settle(game)
    p0 = game.state.players[0]
    assert chompers in game.state.units and p0.pool_power == [] and len(p0.runes) == 2


def test_flame_chompers_payment_may_be_declined():
    """404.2, 404.2.a: having chosen to perform it, P0 declines at the payment: the ability leaves the
    chain unfinalized (not countered), Chompers stays in the trash and no rune is spent."""
    game = chompers_game()
    chompers = cid(game, "Flame Chompers")
    runes = list(game.state.players[0].runes)
    game.apply(ChooseCard(chompers))
    do(game, "pass")
    assert chompers in game.state.players[0].trash and game.state.players[0].runes == runes
    assert not game.state.chain and game.pending().kind == "main"
    assert kinds(game, "trigger_unpaid") == ["trigger_unpaid"]


def test_flame_chompers_without_a_fury_rune_cannot_be_paid_for():
    """383.3.b.1, 404.2: P0's runes are all Calm but one, spent on Get Excited! itself: with nothing
    to pay the Fury Power, declining is the only option, taken for P0."""
    game = position({"deck": DECK, "hand": ["Get Excited!", "Flame Chompers"],
                     "runes": ["Fury Rune", "Calm Rune", "Calm Rune"]},
                    {"deck": DECK}, battlefields=[{"controller": 1, "units": [
                        {"card": "Daring Poro", "might_this_turn": 5}]}, {}])
    play(game, "play Get Excited! targeting Daring Poro")
    settle(game)
    assert kinds(game, "trigger_declined") == ["trigger_declined"]
    assert cid(game, "Flame Chompers") in game.state.players[0].trash
