"""Scenario tests for the Spiritforged Mind cards of the first card wave (issue 12): Premonition,
Plundering Poro, Wages of Pain and Dropboarder. Each plays the card from a small position and checks
what the rules make happen, with a timing or targeting edge. Rule numbers lead each docstring."""

from __future__ import annotations

from riftbound.actions import ChooseCard, PlaySpell
from riftbound.cards import load_cards
from riftbound.checks import check_invariants
from riftbound.formats.position import load_position
from riftbound.game import card_support
from tests.spell_helpers import card_text, cid, do, might_of, pass_, play, position

DECK = ["Petty Officer", "Laurent Duelist", "Mega-Mech", "Blazing Scorcher", "Playful Phantom"]
NAMES = ("Premonition", "Plundering Poro", "Wages of Pain", "Dropboarder")
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


def test_premonition_draws_three_at_reaction_speed():
    """813.1.c.1, 413 (Premonition): P1 plays it in reaction to P0's spell on P0's turn, and draws 3
    before P0's spell resolves."""
    game = position({"hand": ["Premonition"], "deck": DECK, "runes": ["Mind Rune"] * 5},
                    {"hand": ["Premonition"], "deck": DECK, "runes": ["Mind Rune"] * 5})
    play(game, "play Premonition")
    assert (game.pending().kind, game.pending().player) == ("priority", 1)
    play(game, "P1: play Premonition")
    settle(game)
    draws = [e.player for e in game.log if e.kind == "draw"]
    assert draws == [1, 0]  # the later one resolves first (last in, first out)
    assert len(game.state.players[0].hand) == 3 and len(game.state.players[1].hand) == 3
    check_invariants(game)


def test_plundering_poro_plays_a_gold_when_it_conquers():
    """383.4.c, 180-186 (Plundering Poro): it conquers an empty battlefield; an exhausted Gold gear
    token enters P0's base; a unit of P0 that only moves in base plays none."""
    game = position({"deck": DECK, "base": ["Plundering Poro"]}, {"deck": DECK},
                    battlefields=[{}, {}])
    do(game, "move Plundering Poro to bf 0")
    settle(game)
    assert golds(game) == [(0, True)] and game.state.points[0] == 1
    check_invariants(game)


def test_wages_of_pain_deals_three_at_a_battlefield_and_plays_a_gold():
    """355.5, 417, 180-186 (Wages of Pain): only units at a battlefield are offered; the chosen one
    takes 3 and P0 gets an exhausted Gold gear token."""
    game = position({"hand": ["Wages of Pain"], "deck": DECK, "runes": ["Mind Rune"] * 3},
                    {"deck": DECK, "base": ["Stalwart Poro"]},
                    battlefields=[{"controller": 1,
                                   "units": [{"card": "Vanguard Sergeant", "controller": 1}]}, {}])
    sergeant, poro = cid(game, "Vanguard Sergeant"), cid(game, "Stalwart Poro")
    offered = {a.targets for a in game.legal_actions() if isinstance(a, PlaySpell) and a.targets}
    assert offered and all(poro not in t for t in offered)
    play(game, "play Wages of Pain targeting Vanguard Sergeant")
    settle(game)
    assert game.state.units[sergeant].damage == 3 and golds(game) == [(0, True)]
    check_invariants(game)


def test_wages_of_pain_still_plays_its_gold_when_its_target_is_gone():
    """359.3.e.1, 359.3.e.5 (Wages of Pain): P1 returns the target to hand in reaction (Gust); the
    spell still resolves, deals nothing, and P0 still gets the Gold token."""
    game = position({"hand": ["Wages of Pain"], "deck": DECK, "runes": ["Mind Rune"] * 3},
                    {"hand": ["Gust"], "deck": DECK, "runes": ["Mind Rune"] * 3},
                    battlefields=[{"controller": 1, "units": [{"card": "Stalwart Poro", "controller": 1}]},
                                  {}])
    play(game, "play Wages of Pain targeting Stalwart Poro")
    assert game.pending().player == 1
    play(game, "P1: play Gust targeting Stalwart Poro")
    settle(game)
    assert golds(game) == [(0, True)]
    assert cid(game, "Stalwart Poro", "hand") is not None
    assert not [e for e in game.log if e.kind == "deal"]
    check_invariants(game)


def test_dropboarder_readies_only_with_two_gear():
    """383.2.a.1, 415 (Dropboarder): with two gear it enters exhausted and its Play Effect readies
    it; with one gear it does not trigger at all and stays exhausted."""
    for gear, ready in ((["Scrapheap", "Mask of Foresight"], True), (["Scrapheap"], False)):
        game = position({"hand": ["Dropboarder"], "deck": DECK, "gear": gear, "runes": ["Mind Rune"] * 4},
                        {"deck": DECK})
        play(game, "play Dropboarder to base")
        triggered = any(e.kind == "trigger" for e in game.log)
        settle(game)
        assert triggered is ready
        assert game.state.units[cid(game, "Dropboarder")].exhausted is (not ready)
        check_invariants(game)


def test_bubble_bot_readies_another_friendly_mech():
    """355.5, 415 (Bubble Bot): its Play Effect readies P0's exhausted Mega-Mech (a Mech); Bubble Bot,
    a Mech itself, is not chosen and stays exhausted; a non-Mech stays exhausted."""
    game = position({"hand": ["Bubble Bot"], "deck": DECK, "runes": ["Mind Rune"] * 3,
                     "base": [{"card": "Mega-Mech", "exhausted": True},
                              {"card": "Stalwart Poro", "exhausted": True}]}, {"deck": DECK})
    play(game, "play Bubble Bot to base")
    settle(game)
    g = game.state
    assert g.units[cid(game, "Mega-Mech", "base")].exhausted is False
    assert g.units[cid(game, "Bubble Bot")].exhausted is True
    assert g.units[cid(game, "Stalwart Poro")].exhausted is True
    check_invariants(game)


def test_aspiring_engineer_returns_a_gear_from_the_trash():
    """355.10.a, 383.4.a (Aspiring Engineer): the gear card of P0's trash is its target and goes to
    P0's hand; the unit card there stays; with no gear in the trash nothing happens."""
    game = position({"hand": ["Aspiring Engineer"], "deck": DECK, "trash": ["Scrapheap", "Stalwart Poro"],
                     "runes": ["Mind Rune"] * 4}, {"deck": DECK})
    play(game, "play Aspiring Engineer to base")
    while game.pending().kind == "priority" or game.state.chain:
        if game.pending().kind == "choose_card":
            game.apply(game.legal_actions()[0])
        else:
            pass_(game)
    g = game.state
    assert [g.cards[c].name for c in g.players[0].hand] == ["Scrapheap"]
    assert [g.cards[c].name for c in g.players[0].trash] == ["Stalwart Poro"]
    check_invariants(game)
    game = position({"hand": ["Aspiring Engineer"], "deck": DECK, "trash": ["Stalwart Poro"],
                     "runes": ["Mind Rune"] * 4}, {"deck": DECK})
    play(game, "play Aspiring Engineer to base")
    settle(game)
    assert game.state.players[0].hand == []


def test_ornn_forge_god_has_one_more_might_per_friendly_gear():
    """364.3, 740.1.a (Ornn, Forge God): with two gear of P0 he has his printed Might + 2, with one
    + 1; P1's gear does not count."""
    for gear, plus in ((["Scrapheap", "Mask of Foresight"], 2), (["Scrapheap"], 1)):
        game = position({"deck": DECK, "base": ["Ornn, Forge God"], "gear": gear},
                        {"deck": DECK, "gear": ["Orb of Regret"]})
        ornn = cid(game, "Ornn, Forge God")
        assert might_of(game, ornn) == game.state.cards[ornn].might + plus


def test_rumble_scrapper_gives_its_controllers_mechs_one_might_and_a_mech_when_it_holds():
    """364.1, 187.4, 383.4.d (Rumble, Scrapper): P0's Mega-Mech and Rumble himself have +1, P0's
    non-Mech and P1's Mech don't; when he holds, a 3 Might Mech token enters P0's base, exhausted,
    and gets the +1 too."""
    game = load_position({
        "players": [{"deck": DECK, "rune_deck": ["Mind Rune"] * 3, "base": ["Mega-Mech", "Stalwart Poro"]},
                    {"deck": DECK, "base": ["Dangerous Duo"]}],
        "turn_player": 1, "turn": 2, "practice": True,
        "battlefields": [{"controller": 0, "units": [{"card": "Rumble, Scrapper", "controller": 0}]}, {}]})
    g = game.state
    rumble = cid(game, "Rumble, Scrapper")
    mech, poro, duo = (cid(game, n, "base") for n in ("Mega-Mech", "Stalwart Poro", "Dangerous Duo"))
    assert [might_of(game, c) for c in (rumble, mech, poro, duo)] == [
        g.cards[rumble].might + 1, 8 + 1, 2, g.cards[duo].might]
    do(game, "P1: end turn")
    settle(game)
    tokens = [u for u in game.state.units.values() if game.state.cards[u.cid].is_token]
    assert [(u.controller, u.loc, u.exhausted, game.state.cards[u.cid].name) for u in tokens] == [
        (0, -1, True, "Mech")]  # it enters after the Awaken step readied P0's units (315.1)
    assert might_of(game, tokens[0].cid) == 3 + 1
    check_invariants(game)


def test_production_surge_costs_two_less_with_a_mech_and_plays_one():
    """366.2, 356.4, 187.4 (Production Surge): two runes can't pay it without a Mech; with P0's
    Mega-Mech they do; a Mech token enters P0's base and P0 draws 1."""
    def game_with(base: list):
        return position({"hand": ["Production Surge"], "deck": DECK, "base": base,
                         "runes": ["Mind Rune"] * 2}, {"deck": DECK})

    game = game_with(["Stalwart Poro"])
    assert not any(isinstance(a, PlaySpell) for a in game.legal_actions())
    game = game_with(["Mega-Mech"])
    play(game, "play Production Surge")
    settle(game)
    g = game.state
    tokens = [u for u in g.units.values() if g.cards[u.cid].is_token]
    assert [(u.controller, u.loc, g.cards[u.cid].name, g.cards[u.cid].tags) for u in tokens] == [
        (0, -1, "Mech", ("Mech",))]
    assert len(g.players[0].hand) == 1
    check_invariants(game)


def test_chemtech_cask_gives_a_gold_for_a_spell_played_on_an_opponents_turn():
    """383.1, 383.3.b, 180-186 (Chemtech Cask): on P1's turn P0 answers P1's spell with Premonition;
    the Cask triggers and P0 exhausts it for an exhausted Gold token. On P0's own turn a spell does
    not trigger it."""
    game = load_position({
        "players": [{"deck": DECK, "hand": ["Premonition"], "gear": ["Chemtech Cask"],
                     "runes": ["Mind Rune"] * 5},
                    {"deck": DECK, "hand": ["Premonition"], "runes": ["Mind Rune"] * 5}],
        "turn_player": 1, "turn": 2})
    cask = cid(game, "Chemtech Cask")
    play(game, "P1: play Premonition")
    play(game, "play Premonition")
    while game.pending().kind == "priority" and not any(
            it.cid == cask for it in game.state.chain):
        pass_(game)
    assert game.pending().context == ("trigger_may", cask, "play_spell")
    game.apply(ChooseCard(cask))
    settle(game)
    assert golds(game) == [(0, True)] and game.state.gear[cask].exhausted is True
    check_invariants(game)
    game = position({"hand": ["Premonition"], "deck": DECK, "gear": ["Chemtech Cask"],
                     "runes": ["Mind Rune"] * 5}, {"deck": DECK})
    play(game, "play Premonition")
    settle(game)
    assert golds(game) == [] and not any(e.kind == "trigger" for e in game.log)
