"""Scenario tests for the Spiritforged Order cards of the first card wave (issue 12): Honest Broker,
Eminent Benefactor, Trove Golem, Sandshifter, Trusty Ramhound and Xin Zhao, Vigilant. Each plays the
card from a small position and checks what the rules make happen, with a timing or targeting edge.
Rule numbers lead each docstring."""

from __future__ import annotations

from riftbound.actions import Activate, ChooseCard, PlaySpell
from riftbound.cards import load_cards
from riftbound.checks import check_invariants
from riftbound.formats.position import load_position
from riftbound.game import card_support
from tests.spell_helpers import card_text, cid, do, might_of, pass_, play, position

DECK = ["Petty Officer", "Laurent Duelist", "Mega-Mech", "Blazing Scorcher", "Playful Phantom"]
NAMES = ("Honest Broker", "Eminent Benefactor", "Trove Golem", "Sandshifter", "Trusty Ramhound",
         "Xin Zhao, Vigilant")
GOLD = "sfd-t03"


def settle(game) -> None:
    """Pass until the chain is empty and no Priority or Focus is pending."""
    while game.state.chain or (game.pending() is not None and game.pending().kind in ("priority", "focus")):
        pass_(game)


def golds(game) -> list[tuple[int, bool]]:
    """(controller, exhausted) of each Gold token on the board."""
    g = game.state
    return sorted((x.controller, x.exhausted) for x in g.gear.values() if g.cards[x.cid].id == GOLD)


def test_the_cards_have_entries_and_no_errata():
    """103 (the card pool): each card has an entry the engine plays, and none has errata."""
    cards = load_cards()
    for name in NAMES:
        assert card_support(cards.by_name(name)) == "script", name
        assert card_text(name)["errata"] == [], name


def test_honest_broker_plays_a_gold_for_its_controller_when_it_dies():
    """808, 383.1, 180-186 (Honest Broker): it dies in combat against P0's attacker; its controller
    P1 gets an exhausted Gold gear token, P0 none."""
    game = position({"deck": DECK, "base": ["Mega-Mech"]}, {"deck": DECK},
                    battlefields=[{"controller": 1,
                                   "units": [{"card": "Honest Broker", "controller": 1}]}, {}])
    do(game, "move Mega-Mech to bf 0")
    settle(game)
    assert cid(game, "Honest Broker", "trash") is not None
    assert golds(game) == [(1, True)]
    check_invariants(game)


def test_eminent_benefactor_plays_two_golds_when_it_holds():
    """383.4.d, 315.2.b.2 (Eminent Benefactor): P0 holds its battlefield at the start of the turn;
    two exhausted Gold gear tokens enter P0's base."""
    game = load_position({
        "players": [{"deck": DECK, "rune_deck": ["Order Rune"] * 4}, {"deck": DECK}],
        "turn_player": 1, "turn": 2, "practice": True,
        "battlefields": [{"controller": 0, "units": [{"card": "Eminent Benefactor", "controller": 0}]}, {}]})
    do(game, "P1: end turn")
    settle(game)
    assert golds(game) == [(0, True), (0, True)]
    check_invariants(game)


def test_trove_golem_plays_four_golds():
    """383.4.a, 180-186 (Trove Golem): its Play Effect gives P0 four exhausted Gold gear tokens."""
    game = position({"hand": ["Trove Golem"], "deck": DECK, "runes": ["Order Rune"] * 10}, {"deck": DECK})
    play(game, "play Trove Golem to base")
    settle(game)
    assert golds(game) == [(0, True)] * 4
    check_invariants(game)


def test_sandshifter_kills_an_enemy_unit_with_three_might_or_less():
    """355.5, 428 (Sandshifter): as its Play Effect goes on the chain only enemy units of 3 Might or
    less are offered (P1's two Poros, not P1's Vanguard Sergeant nor P0's own 2 Might unit); the
    chosen one dies, the other stays."""
    game = position({"hand": ["Sandshifter"], "deck": DECK, "base": ["Trusty Ramhound"],
                     "runes": ["Order Rune"] * 7},
                    {"deck": DECK, "base": ["Stalwart Poro", "Daring Poro", "Vanguard Sergeant"]})
    poro, daring = cid(game, "Stalwart Poro"), cid(game, "Daring Poro")
    play(game, "play Sandshifter to base")
    while game.pending().kind == "priority":
        pass_(game)
    assert game.pending().context[0] == "ability_target"
    assert sorted(a.card for a in game.legal_actions() if isinstance(a, ChooseCard)) == [poro, daring]
    game.apply(ChooseCard(poro))
    settle(game)
    assert cid(game, "Stalwart Poro", "trash") == poro
    assert game.state.units.get(daring) is not None and game.state.units.get(cid(game, "Vanguard Sergeant"))
    check_invariants(game)


def test_trusty_ramhound_has_one_more_might_with_another_friendly_unit_here():
    """364.3 (Trusty Ramhound): alone in its base it has its printed Might; with another unit of P0
    in the base +1; an enemy unit at its battlefield does not count."""
    game = position({"deck": DECK, "base": ["Trusty Ramhound"]}, {"deck": DECK})
    hound = cid(game, "Trusty Ramhound")
    assert might_of(game, hound) == 2
    game = position({"deck": DECK, "base": ["Trusty Ramhound", "Stalwart Poro"]}, {"deck": DECK})
    assert might_of(game, cid(game, "Trusty Ramhound")) == 3
    game = position({"deck": DECK}, {"deck": DECK},
                    battlefields=[{"controller": 0, "contested_by": 1, "units": [
                        {"card": "Trusty Ramhound", "controller": 0},
                        {"card": "Stalwart Poro", "controller": 1}]},
                        {}])
    assert might_of(game, cid(game, "Trusty Ramhound")) == 2


def test_xin_zhao_vigilant_enters_ready_with_two_other_units_in_base():
    """143.4.a, 369.3 (Xin Zhao, Vigilant): with two other units of P0 in base he enters ready; with
    one he enters exhausted."""
    for base, ready in ((["Stalwart Poro", "Daring Poro"], True), (["Stalwart Poro"], False)):
        game = position({"hand": ["Xin Zhao, Vigilant"], "deck": DECK, "base": base,
                         "runes": ["Order Rune"] * 4}, {"deck": DECK})
        play(game, "play Xin Zhao, Vigilant to base")
        settle(game)
        assert game.state.units[cid(game, "Xin Zhao, Vigilant")].exhausted is (not ready)
        check_invariants(game)


def test_deathgrip_kills_one_friendly_unit_and_gives_its_might_to_another():
    """428, 477.3 (Deathgrip, errata 2026-01-14): P0 kills Petty Officer (5 Might); Vanguard Sergeant
    gets +5 for the turn; P0 draws 1."""
    game = position({"hand": ["Deathgrip"], "deck": DECK, "base": ["Petty Officer", "Vanguard Sergeant"],
                     "runes": ["Order Rune"] * 2}, {"deck": DECK})
    officer, sergeant = cid(game, "Petty Officer", "base"), cid(game, "Vanguard Sergeant")
    play(game, "play Deathgrip targeting Petty Officer; Vanguard Sergeant")
    settle(game)
    assert officer not in game.state.units and might_of(game, sergeant) == 4 + 5
    assert len(game.state.players[0].hand) == 1
    check_invariants(game)


def test_deathgrip_gives_nothing_when_its_first_unit_is_gone_but_still_draws():
    """359.3.e.5, 370 ("if you do"): P1 returns the unit to be killed to hand in reaction (Gust); no
    Might is given, and P0 still draws 1."""
    game = position({"hand": ["Deathgrip"], "deck": DECK, "base": ["Vanguard Sergeant"],
                     "runes": ["Order Rune"] * 2},
                    {"hand": ["Gust"], "deck": DECK, "runes": ["Mind Rune"] * 2},
                    battlefields=[{"controller": 0, "units": [{"card": "Daring Poro", "controller": 0}]}, {}])
    sergeant = cid(game, "Vanguard Sergeant")
    play(game, "play Deathgrip targeting Daring Poro; Vanguard Sergeant")
    play(game, "P1: play Gust targeting Daring Poro")
    settle(game)
    assert might_of(game, sergeant) == 4 and cid(game, "Daring Poro", "hand") is not None
    assert len(game.state.players[0].hand) == 2  # Daring Poro back, and the card drawn
    check_invariants(game)


def test_blood_money_gives_two_golds_for_a_friendly_unit_one_for_an_enemy():
    """428, 740.1, 180-186 (Blood Money): killing P0's own 2 Might unit at a battlefield gives P0 two
    exhausted Gold tokens; killing P1's gives one; a 2 Might unit in a base is not offered."""
    for victim, side, n in (("Daring Poro", 0, 2), ("Stalwart Poro", 1, 1)):
        game = position({"hand": ["Blood Money"], "deck": DECK, "base": ["Trusty Ramhound"],
                         "runes": ["Order Rune"] * 2}, {"deck": DECK},
                        battlefields=[{"controller": side,
                                       "units": [{"card": victim, "controller": side}]}, {}])
        hound = cid(game, "Trusty Ramhound")
        offered = [a.targets for a in game.legal_actions() if isinstance(a, PlaySpell)]
        assert offered and all(hound not in t[0] for t in offered)
        play(game, f"play Blood Money targeting {victim}")
        settle(game)
        assert cid(game, victim, "trash") is not None
        assert golds(game) == [(0, True)] * n
        check_invariants(game)


def recruits(game) -> list[tuple[int, int]]:
    """(controller, location) of each Recruit token on the board."""
    g = game.state
    return sorted((u.controller, u.loc) for u in g.units.values()
                  if g.cards[u.cid].name.startswith("Recruit"))


def test_corina_veraza_plays_three_recruits_where_she_moved():
    """383.1, 187.1, 359.3.f.2 (Corina Veraza): she moves to battlefield 1; three Recruit tokens of
    P0 enter there (exhausted, 184.1); moving in base does nothing (not to a battlefield)."""
    game = position({"deck": DECK, "base": ["Corina Veraza"]}, {"deck": DECK}, battlefields=[{}, {}])
    do(game, "move Corina Veraza to bf 1")
    settle(game)
    assert recruits(game) == [(0, 1)] * 3
    assert all(u.exhausted for u in game.state.units.values() if game.state.cards[u.cid].is_token)
    check_invariants(game)


def test_vanguard_armory_places_each_recruit_where_its_controller_chooses():
    """377, 355.2.a, 187.1 (Vanguard Armory): exhausting it, P0 plays three Recruit tokens, choosing
    for each its base or the battlefield P0 controls: two to the battlefield, one to base."""
    game = position({"deck": DECK, "gear": ["Vanguard Armory"]}, {"deck": DECK},
                    battlefields=[{"controller": 0, "units": [{"card": "Daring Poro", "controller": 0}]}, {}])
    armory = cid(game, "Vanguard Armory")
    bf = game.state.battlefields[0].cid
    game.apply(next(a for a in game.legal_actions() if isinstance(a, Activate) and a.source == armory))
    picks = [bf, armory, bf]
    while game.state.chain or game.pending().kind != "main":
        d = game.pending()
        if d.kind == "choose_card":
            assert {a.card for a in game.legal_actions()} == {armory, bf}
            game.apply(ChooseCard(picks.pop(0)))
        else:
            pass_(game)
    assert picks == [] and recruits(game) == [(0, -1), (0, 0), (0, 0)]
    assert game.state.gear[armory].exhausted is True
    check_invariants(game)


def test_royal_guard_plays_a_sand_soldier_where_it_is():
    """383.4.a, 187.3, 359.3.f.2 (Royal Guard): played to base, a 2 Might Sand Soldier token (Shurima
    tag) enters P0's base, exhausted."""
    game = position({"hand": ["Royal Guard"], "deck": DECK, "runes": ["Order Rune"] * 4}, {"deck": DECK})
    play(game, "play Royal Guard to base")
    settle(game)
    g = game.state
    tokens = [u for u in g.units.values() if g.cards[u.cid].is_token]
    assert [(u.controller, u.loc, u.exhausted, g.cards[u.cid].name, g.cards[u.cid].might, g.cards[u.cid].tags)
            for u in tokens] == [(0, -1, True, "Sand Soldier", 2, ("Shurima",))]
    check_invariants(game)
