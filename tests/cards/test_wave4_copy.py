"""Scenario tests for the copy cards of card wave 2's fourth session (issue 13, helper E): Mirror
Image, Keeper of Masks and LeBlanc, Deceiver, which play Reflection unit tokens (187.6) and make
them copies of a unit (477.1.b.1; engine/copies.py). Rule numbers lead each docstring."""

from __future__ import annotations

import pytest

from riftbound.actions import ChooseCard, EndTurn, Pass
from riftbound.cards import CopiedCard, load_cards
from riftbound.checks import check_deep, check_invariants
from riftbound.engine.attachment import detach
from riftbound.engine.temporary import has_temporary
from riftbound.formats.notation import parse_action
from riftbound.formats.position import PositionError, dump_position, load_position
from riftbound.game import card_support
from tests.spell_helpers import card_text, cid, might_of, play, position

DECK = ["Vanguard Captain"] * 3
MIRROR, KEEPER, BROKER = "Mirror Image", "Keeper of Masks", "Honest Broker"


def _resolve(game) -> None:
    while game.state.chain and game.pending().kind == "priority":
        game.apply(Pass())


def _tokens(game) -> list[int]:
    g = game.state
    return sorted(c for c in g.units if g.cards[c].is_token)


def test_entries_exist():
    """The cards of this file are played by their entries, not refused (docs/cards.md); their errata
    ("Then do this") are the texts read."""
    for name in (MIRROR, KEEPER, "LeBlanc, Deceiver"):
        assert card_support(load_cards().by_name(name)) == "script", name
        assert "Then do this" in card_text(name)["errata"][-1]["new_text"]


# --- Mirror Image ---------------------------------------------------------------------------------

def mirror_game(p0_base: list | None = None, p1_base: list | None = None):
    """P0 holds Mirror Image with 5 ready Mind runes; P1 has units in base."""
    return position({"hand": [MIRROR], "deck": DECK, "runes": ["Mind Rune"] * 5, "base": p0_base or []},
                    {"base": p1_base or [BROKER], "deck": DECK}, battlefields=[{}, {}])


def test_mirror_image_copies_an_enemy_unit_ready_in_base_with_temporary():
    """477.1.b.1, 477.1.b.1.a, ruling 108: the Reflection takes the chosen unit's name, tags, costs,
    rules text and Might; 182, 184.1: it is P0's, ready, in P0's base; 816.2: given Temporary;
    185.1.a: it is still a token."""
    game = mirror_game()
    broker = cid(game, BROKER)
    play(game, f"play {MIRROR} targeting #{broker}")
    _resolve(game)
    (token,) = _tokens(game)
    g = game.state
    u = g.units[token]
    card = g.cards[token]
    assert isinstance(card, CopiedCard) and card.printed_id == "rule-187-6"
    assert (card.name, card.tags, card.energy, card.is_token) == (BROKER, ("Ionia",), 2, True)
    assert (u.controller, u.loc, u.exhausted, u.temporary) == (0, -1, False, True)
    assert might_of(game, token) == 2
    assert g.units[broker].controller == 1  # the copied unit is untouched
    check_deep(game)


def test_a_copy_has_the_copied_rules_text_and_still_vanishes_as_a_token():
    """477.1.b.1.a: rules text is copied: the copy's Deathknell (808) is its controller's; 186.1: a token
    that dies ceases to exist (it never reaches the trash)."""
    game = position({"hand": [MIRROR, "Vengeance"], "deck": DECK,
                     "runes": ["Mind Rune"] * 5 + ["Order Rune"] * 6},
                    {"base": [BROKER], "deck": DECK}, battlefields=[{}, {}])
    play(game, f"play {MIRROR} targeting #{cid(game, BROKER)}")
    _resolve(game)
    (token,) = _tokens(game)
    g = game.state
    play(game, f"play Vengeance targeting #{token}")
    _resolve(game)
    assert token not in g.units and token not in g.players[0].trash
    gold = [x for x in g.gear.values() if g.cards[x.cid].is_token]
    assert [x.controller for x in gold] == [0]  # the Deathknell was P0's copy's: a Gold token


def test_mirror_image_copies_what_a_copy_copies():
    """477.1.b.1.b (its example): a copy's copiable values are what it copies: Mirror Image on a
    Reflection that is a copy of Honest Broker makes another Honest Broker, not a Reflection."""
    game = mirror_game(p0_base=[{"card": "Reflection", "copy_of": BROKER, "temporary": True}],
                       p1_base=["Stalwart Poro"])
    first = _tokens(game)[0]
    play(game, f"play {MIRROR} targeting #{first}")
    _resolve(game)
    g = game.state
    names = sorted(g.cards[c].name for c in _tokens(game))
    assert names == [BROKER, BROKER]
    assert all(g.units[c].temporary for c in _tokens(game))


def test_the_copy_copies_traits_not_effects_on_the_unit():
    """477.1.b.1.b: only copiable values are copied: the chosen unit's buffs, damage and Might of this
    turn stay its own (477.3), so the copy has the printed Might."""
    game = mirror_game(p1_base=[{"card": BROKER, "buffs": 1, "might_this_turn": 3, "damage": 1}])
    play(game, f"play {MIRROR} targeting #{cid(game, BROKER)}")
    _resolve(game)
    (token,) = _tokens(game)
    u = game.state.units[token]
    assert (might_of(game, token), u.buffs, u.damage, u.turn_might) == (2, 0, 0, 0)


def test_mirror_image_whose_unit_is_gone_leaves_a_reflection_with_temporary():
    """359.3.e: the copy is impossible once the chosen unit has left the board (its target written -1,
    359.3.e.4): the token is still played, stays a 0 Might Reflection and gains Temporary."""
    game = position({"deck": DECK, "runes": ["Mind Rune"] * 5},
                    {"deck": DECK}, battlefields=[{}, {}],
                    chain=[{"card": MIRROR, "controller": 0, "targets": [[-1]]}],
                    pending={"player": 0, "kind": "priority", "context": [0]})
    _resolve(game)
    (token,) = _tokens(game)
    g = game.state
    assert g.cards[token].name == "Reflection" and not isinstance(g.cards[token], CopiedCard)
    assert might_of(game, token) == 0 and g.units[token].temporary


# --- Keeper of Masks ----------------------------------------------------------------------------

def test_keeper_of_masks_makes_two_exhausted_copies_of_itself_where_it_is():
    """187.6, 359.3.f.2: two Reflections where Keeper is as its Play Effect resolves, exhausted (143.4);
    477.1.b.1.a: they become copies of it, its keywords too: Temporary (816) and Hidden; 185.1.a:
    tokens still."""
    game = position({"hand": [KEEPER], "deck": DECK, "runes": ["Mind Rune"] * 2},
                    {"deck": DECK}, battlefields=[{}, {}])
    play(game, f"play {KEEPER} to base")
    _resolve(game)
    g = game.state
    keeper = next(c for c in g.units if not g.cards[c].is_token)
    tokens = _tokens(game)
    assert len(tokens) == 2
    for t in tokens:
        u = g.units[t]
        assert g.cards[t].name == KEEPER and g.cards[t].is_token
        assert (u.loc, u.exhausted, might_of(game, t)) == (g.units[keeper].loc, True, 1)
        assert has_temporary(g, u) and g.cards[t].has_keyword("Hidden")
    check_invariants(game)


def test_keeper_copies_die_with_keeper_at_the_next_beginning_phase():
    """816.1.b: the copies' Temporary (copied rules text) kills them with Keeper as P0's next
    Beginning Phase starts."""
    game = position({"hand": [KEEPER], "deck": DECK, "runes": ["Mind Rune"] * 2},
                    {"deck": DECK}, battlefields=[{}, {}])
    play(game, f"play {KEEPER} to base")
    _resolve(game)
    game.apply(EndTurn())
    while game.state.turn_player != 0 or game.pending().kind != "main":
        acts = game.legal_actions()
        game.apply(next((a for a in acts if isinstance(a, EndTurn)), acts[0]))
    assert not game.state.units


# --- position format and clones --------------------------------------------------------------------

def test_copies_round_trip_in_the_position_format_and_are_cloned():
    """A copy is written as its own card and what it copies (``copy_of``); loading it gives the same
    state, and a clone keeps the copy (clones share no mutable card table)."""
    game = mirror_game(p0_base=[{"card": "Reflection", "copy_of": BROKER}])
    data = dump_position(game)
    assert data["players"][0]["base"][0]["card"] == "Reflection"
    assert data["players"][0]["base"][0]["copy_of"] == BROKER
    again = load_position(data)
    assert again.state.key() == game.state.key()
    clone = game.state.clone()
    assert clone.key() == game.state.key()
    plain = mirror_game(p0_base=["Reflection"])
    assert plain.state.key() != game.state.key()  # the copy is part of the state


@pytest.mark.parametrize("unit, problem", [
    ({"card": "Reflection", "copy_of": "Mind Rune"}, "copy_of"),
    ({"card": "Reflection", "copy_until": 3}, "copy_until"),
    ({"card": "Reflection", "copy_of": BROKER, "copy_until": 0}, "copy_until"),
])
def test_bad_copies_in_a_position_are_refused(unit, problem):
    """A copy must copy a unit card (477.1.b.1); ``copy_until`` needs a copy and a gear attached to it."""
    with pytest.raises(PositionError) as err:
        load_position({"players": [{"base": [unit], "deck": DECK}, {"deck": DECK}]})
    assert problem in str(err.value)


def test_a_copy_lasting_while_attached_ends_as_the_gear_detaches():
    """477.1.b.1 with a duration: a copy "for as long as this is attached" ends as the gear detaches
    (435.1): the unit has its own printed traits again."""
    game = position({"deck": DECK, "base": [{"card": "Stalwart Poro", "cid": 8, "copy_of": BROKER,
                                             "copy_until": 9}],
                     "gear": [{"card": "Long Sword", "cid": 9, "attached_to": 8}]},
                    {"deck": DECK}, practice=True)
    g = game.state
    assert g.cards[8].name == BROKER
    assert load_position(dump_position(game), practice=True).state.key() == g.key()
    detach(g, g.gear[9], 0)
    assert g.cards[8].name == "Stalwart Poro" and not isinstance(g.cards[8], CopiedCard)


# --- LeBlanc, Deceiver --------------------------------------------------------------------------------

DECEIVER = "LeBlanc, Deceiver"


def deceiver_hold(hand: list[str], legend_exhausted: bool = False):
    """P1 ends their turn; P0 (LeBlanc, Deceiver) holds battlefield 0 with Honest Broker and a Stalwart
    Poro there, a Mystic Poro in base."""
    game = load_position({
        "players": [{"deck": DECK, "hand": hand, "legend": DECEIVER, "legend_exhausted": legend_exhausted,
                     "base": [{"card": "Mystic Poro", "exhausted": True}]}, {"deck": DECK}],
        "turn_player": 1, "turn": 2,
        "battlefields": [{"controller": 0, "units": [BROKER, "Stalwart Poro"]}, {}]})
    game.apply(EndTurn())
    return game


def test_deceiver_copies_a_unit_where_p0_held_after_its_cost():
    """383.3.a-b: as the hold ability is finalized P0 may discard a card and exhaust the legend (the
    option is the card discarded); 359.3.f.3, 184.1: a ready Reflection at the battlefield held;
    477.1.b.1 (ruling 108): P0 then picks another unit there (not one elsewhere, not the token) and the
    token becomes a copy of it; 816.2: Temporary."""
    game = deceiver_hold(["Stalwart Poro"])
    d = game.pending()
    assert d.kind == "choose_card" and d.context[0] == "trigger_may" and d.context[2] == "hold"
    card = game.state.players[0].hand[0]
    game.apply(ChooseCard(card))
    d = game.pending()
    assert d.kind == "choose_card" and d.context[0] == "reflection_copies"
    check_deep(game)  # clones, position round trip and notation at this decision
    g = game.state
    token = d.context[3]
    there = {c for c, u in g.units.items() if u.loc == 0 and c != token}
    assert {a.card for a in game.legal_actions()} == there
    broker = next(c for c in there if g.cards[c].name == BROKER)
    game.apply(ChooseCard(broker))
    _resolve(game)
    u = g.units[token]
    assert (g.cards[token].name, g.cards[token].is_token, u.loc, u.exhausted, u.temporary) == (
        BROKER, True, 0, False, True)
    assert card in g.players[0].trash and g.players[0].legend_exhausted
    check_invariants(game)


def test_deceiver_declined_or_unpaid_plays_nothing():
    """383.3.a.2: declined, nothing happens; 135.2.e.2, 414: with the legend exhausted the cost can't be
    paid, so declining is the only option (taken, as any single option); an empty hand neither."""
    game = deceiver_hold(["Stalwart Poro"])
    game.apply(ChooseCard(-1))
    _resolve(game)
    assert not _tokens(game) and len(game.state.players[0].hand) == 2  # kept it, and drew
    for hand, exhausted in (([], False), (["Stalwart Poro"], True)):
        game = deceiver_hold(hand, legend_exhausted=exhausted)
        _resolve(game)
        assert not _tokens(game)


def test_deceiver_after_a_combat_conquest_copies_the_attacker():
    """383.4.c.2.b, 466.4: P0 conquers with Mountain Drake after a combat; LeBlanc's ability, paid, plays
    the Reflection at that battlefield (359.3.f.3) and, the Drake the only other unit there, the token
    becomes a copy of it (a single option is taken for the player) with Temporary."""
    game = load_position({
        "players": [{"deck": DECK, "hand": ["Stalwart Poro"], "legend": DECEIVER, "base": ["Mountain Drake"]},
                    {"deck": DECK}],
        "battlefields": [{"controller": 1, "units": [{"card": "Mystic Poro", "controller": 1}]}, {}]})
    game.apply(parse_action(game, "move Mountain Drake to bf 0"))
    while game.pending().kind != "main":
        d = game.pending()
        if d.kind == "choose_card" and d.context[0] == "trigger_may":
            assert d.context[2] == "conquer"
            game.apply(ChooseCard(game.state.players[0].hand[0]))
        else:
            game.apply(Pass() if Pass() in game.legal_actions() else game.legal_actions()[0])
    (token,) = _tokens(game)
    g = game.state
    assert (g.cards[token].name, g.units[token].loc, g.units[token].temporary) == ("Mountain Drake", 0, True)
    assert might_of(game, token) == load_cards().by_name("Mountain Drake").might
