"""Scenario tests for the cards of the Rumble champion deck added in card wave 2 (issue 13) and their
mechanisms: keyword auras on a tag ("your Mechs have ...", 364.1, effects/tag_auras.py; the keyword
read wherever it is, 807.3, 809.3, 810.3). Rule numbers lead each docstring."""

from __future__ import annotations

from riftbound.actions import ChooseCard, Pass, Pay, PlaySpell
from riftbound.cards import load_cards
from riftbound.checks import check_invariants
from riftbound.effects.tag_auras import TagKeywordAura
from riftbound.effects.vocabulary import Units
from riftbound.engine.chain import spell_cost
from riftbound.engine.granted import unit_has_keyword
from riftbound.engine.keywords import deflect_value
from riftbound.engine.passives import has_ganking
from riftbound.engine.units import create_token
from riftbound.formats.position import dump_position, load_position
from riftbound.game import card_support
from riftbound.state import ATTACKER, DEFENDER
from tests.helpers import give_answer
from tests.spell_helpers import cid, might_of, play, position

DECK = ["Mystic Poro"] * 3 + ["Zephyr Sage"] * 2
MECH = "rule-187-4"


def test_breakneck_mech_has_an_entry():
    """Breakneck Mech is played by its entry, not refused (docs/cards.md)."""
    assert card_support(load_cards().by_name("Breakneck Mech")) == "script"


def breakneck_board(**p0):
    """P0 with Breakneck Mech on the board in base, a Vanguard Sergeant (no Mech); P1 with a Mech
    token of their own."""
    game = position({"deck": DECK, "base": [{"card": "Breakneck Mech", "exhausted": False},
                                             {"card": "Vanguard Sergeant", "exhausted": False}], **p0},
                    {"deck": DECK}, battlefields=[{}, {}])
    return game


def test_breakneck_mech_gives_its_controllers_mechs_deflect_and_ganking():
    """364.1, 809, 810: P0's Mechs (itself and a Mech token) have Deflect 1 and Ganking; P0's
    non-Mech unit and P1's Mech don't. 807.3/809.3/810.3: a selector reading the keyword sees it."""
    game = breakneck_board()
    g = game.state
    token = create_token(g, 0, MECH, -1, ready=True)
    theirs = create_token(g, 1, MECH, -2, ready=True)
    bm, sgt = g.units[cid(game, "Breakneck Mech")], g.units[cid(game, "Vanguard Sergeant")]
    for u in (bm, token):
        assert has_ganking(g, u) and deflect_value(g, u) == 1
        assert unit_has_keyword(g, u, "Ganking") and unit_has_keyword(g, u, "Deflect")
        assert Units(keyword="Ganking").test(g, 0, u, -1)
    for u in (sgt, theirs):
        assert not has_ganking(g, u) and deflect_value(g, u) == 0
        assert not unit_has_keyword(g, u, "Deflect")
    check_invariants(game)


def test_two_breakneck_mechs_sum_their_deflect_and_the_aura_leaves_with_them():
    """809.2: a second source of Deflect adds its value (each Mech has Deflect 2); 364.1: the aura
    holds only while its source is on the board: once both are gone the token has neither keyword."""
    game = position({"deck": DECK, "base": [{"card": "Breakneck Mech"}, {"card": "Breakneck Mech"}]},
                    {"deck": DECK})
    g = game.state
    token = create_token(g, 0, MECH, -1, ready=True)
    assert deflect_value(g, token) == 2 and has_ganking(g, token)
    for c in [c for c, u in g.units.items() if g.cards[c].name == "Breakneck Mech"]:
        del g.units[c]
    assert deflect_value(g, token) == 0 and not has_ganking(g, token)


def test_an_opponents_spell_pays_deflect_for_a_mech_under_the_aura():
    """809.1.c, 809.1.d: choosing P0's Mech token (Deflect from Breakneck Mech's aura) with P1's
    spell costs one more Power of any domain: with only the spell's cost in runes, that target is
    not offered; the Vanguard Sergeant (no Deflect) is."""
    units = [{"card": n, "controller": 0} for n in ("Breakneck Mech", "Vanguard Sergeant")]
    game = position({"deck": DECK}, {"deck": DECK, "hand": ["Hextech Ray"], "runes": ["Fury Rune"]},
                    battlefields=[{"controller": 0, "units": units}, {}], turn_player=1, turn=2)
    g = game.state
    token = create_token(g, 0, MECH, 0, ready=True)
    targets = {a.targets[0][0] for a in game.legal_actions()
               if type(a).__name__ == "PlaySpell" and a.targets and a.targets[0]}
    assert cid(game, "Vanguard Sergeant") in targets
    assert token.cid not in targets and cid(game, "Breakneck Mech") not in targets


def test_breakneck_mech_enters_ready_only_with_another_mech():
    """143.4.a, 369.3: played while its controller controls another Mech it enters ready; played
    alone (itself not counting as 'another') it enters exhausted (143.4)."""
    hand = {"deck": DECK, "hand": ["Breakneck Mech"], "runes": ["Mind Rune"] * 9}
    alone = position(dict(hand), {"deck": DECK})
    play(alone, "play Breakneck Mech to base")
    assert alone.state.units[cid(alone, "Breakneck Mech")].exhausted
    with_mech = position(dict(hand), {"deck": DECK})
    create_token(with_mech.state, 0, MECH, -1)
    play(with_mech, "play Breakneck Mech to base")
    assert not with_mech.state.units[cid(with_mech, "Breakneck Mech")].exhausted
    assert might_of(with_mech, cid(with_mech, "Breakneck Mech")) == 7
    check_invariants(with_mech)


# --- Frigid Touch: Repeat on a spell with a target (820.2, ruling 95) -------------------------------

def frigid_game(runes: int = 4):
    """P0 with Frigid Touch and ``runes`` Mind Runes; P1's Vanguard Sergeant (4) and Breakneck Mech
    (7, Deflect from its own aura) in P1's base, P0's Stalwart Poro in base."""
    return position({"deck": DECK, "hand": ["Frigid Touch"], "runes": ["Mind Rune"] * runes,
                     "base": [{"card": "Stalwart Poro"}]},
                    {"deck": DECK, "base": [{"card": "Vanguard Sergeant"}, {"card": "Breakneck Mech"}]})


def cast(game, first: str, repeat: str | None) -> None:
    """Play Frigid Touch on ``first``; pay the Repeat and choose ``repeat`` for it (or decline)."""
    spell = cid(game, "Frigid Touch")
    game.apply(next(a for a in game.legal_actions() if isinstance(a, PlaySpell)
                    and a.targets == ((cid(game, first),), ())))
    d = game.pending()
    assert d.kind == "choose_card" and d.context == ("repeat", spell)
    if repeat is None:
        game.apply(ChooseCard(-1))
    else:
        game.apply(ChooseCard(spell))
        d = game.pending()  # 820.2: the repeat's unit is chosen as it is played, before paying
        assert d.kind == "choose_card" and d.context == ("repeat_target", spell)
        game.apply(ChooseCard(cid(game, repeat)))
    if game.pending().kind == "pay":
        game.apply(next(a for a in game.legal_actions() if isinstance(a, Pay)))
    while game.state.chain:
        game.apply(Pass())


def test_frigid_touch_without_repeat_gives_one_unit_minus_2():
    """820.1.d: the Repeat cost declined, its instructions execute once: the Sergeant has 2 Might."""
    game = frigid_game()
    cast(game, "Vanguard Sergeant", None)
    assert might_of(game, cid(game, "Vanguard Sergeant")) == 2
    assert might_of(game, cid(game, "Stalwart Poro")) == 2
    check_invariants(game)


def test_frigid_touch_repeat_chooses_another_unit():
    """820.2.a: the repeat's choice need not be the first one: the Sergeant and P0's own Poro each
    get -2 (4 -> 2, 2 -> 0); 4 Energy paid in all (820.1.c.1)."""
    game = frigid_game()
    cast(game, "Vanguard Sergeant", "Stalwart Poro")
    assert might_of(game, cid(game, "Vanguard Sergeant")) == 2
    assert might_of(game, cid(game, "Stalwart Poro")) == 0
    assert game.state.players[0].rune_exhausted == [True] * 4


def test_frigid_touch_repeat_on_the_same_unit_and_its_deflect_counted_twice():
    """820.2.a: the same unit may be chosen again (Breakneck Mech 7 -> 3); 809.1.c: its Deflect is
    added for each time it is chosen: the total cost is 4 Energy and two Power of any domain (two
    of the four runes recycled, the other two exhausted)."""
    game = frigid_game()
    spell, bm = cid(game, "Frigid Touch"), cid(game, "Breakneck Mech")
    game.apply(next(a for a in game.legal_actions() if isinstance(a, PlaySpell) and a.targets == ((bm,), ())))
    game.apply(ChooseCard(spell))
    game.apply(ChooseCard(bm))
    if game.pending().kind == "pay":
        assert spell_cost(game.state, spell) == (4, (None, None))
        game.apply(next(a for a in game.legal_actions() if isinstance(a, Pay)))
    while game.state.chain:
        game.apply(Pass())
    assert might_of(game, bm) == 3
    assert [e.data for e in game.log if e.kind == "pay"] == [(4, 2)]  # 4 Energy, 2 Power
    assert len(game.state.players[0].runes) == 2


def test_frigid_touch_repeat_not_offered_without_the_energy():
    """355.16, 820.1.d: with only 2 Energy the Repeat cost can't be paid: declining is the only
    option."""
    game = frigid_game(runes=2)
    spell = cid(game, "Frigid Touch")
    g = game.state
    assert spell_cost(g, spell) == (2, ())
    game.apply(next(a for a in game.legal_actions() if isinstance(a, PlaySpell)))
    assert [e.kind for e in game.log if e.kind in ("repeat_cost", "repeat_target")] == []
    d = game.pending()
    assert d.context != ("repeat", spell)  # one option only: taken without asking
    assert 'repeat:' + str(spell) not in g.counts or g.counts['repeat:' + str(spell)] == 0


def test_frigid_touch_is_a_reaction_on_an_opponents_spell():
    """813.1.c.1, 820.2: with P1's Hextech Ray on the chain (Priority to P0, a Closed State) Frigid
    Touch may be played, repeat and all; it resolves first (the chain's last item)."""
    game = position({"deck": DECK, "hand": ["Frigid Touch"], "runes": ["Mind Rune"] * 4},
                    {"deck": DECK, "hand": ["Hextech Ray"], "runes": ["Fury Rune"] * 2},
                    battlefields=[
                        {"controller": 1, "units": [{"card": "Vanguard Sergeant", "controller": 1}]},
                        {"controller": 0, "units": [{"card": "Stalwart Poro", "controller": 0}]}],
                    turn_player=1, turn=2)
    ray, sgt, poro = cid(game, "Hextech Ray"), cid(game, "Vanguard Sergeant"), cid(game, "Stalwart Poro")
    game.apply(next(a for a in game.legal_actions() if isinstance(a, PlaySpell) and a.card == ray
                    and a.targets == ((poro,),)))
    game.apply(next(a for a in game.legal_actions() if isinstance(a, Pay)))
    assert game.pending().player == 0 and game.state.chain
    cast(game, "Vanguard Sergeant", "Vanguard Sergeant")
    assert might_of(game, sgt) == 0
    assert poro not in game.state.units  # the Ray then resolved: 3 damage kills the 2 Might Poro


def test_frigid_touch_repeat_offers_only_units_whose_deflect_can_be_paid():
    """355.16, 809.1.c, 820.2: P1's three Breakneck Mechs each have Deflect 3 (809.2). With four
    runes, choosing one (4 Energy + 3 Power with the Repeat) leaves no way to choose a Deflect 3 Mech
    again (6 Power): the repeat is offered only the unit without Deflect, so it is taken unasked."""
    game = position({"deck": DECK, "hand": ["Frigid Touch"], "runes": ["Mind Rune"] * 4},
                    {"deck": DECK,
                     "base": [{"card": "Vanguard Sergeant"}] + [{"card": "Breakneck Mech"}] * 3})
    g = game.state
    spell = cid(game, "Frigid Touch")
    mechs = sorted(c for c, u in g.units.items() if g.cards[c].name == "Breakneck Mech")
    assert deflect_value(g, g.units[mechs[0]]) == 3
    game.apply(next(a for a in game.legal_actions() if isinstance(a, PlaySpell)
                    and a.targets == ((mechs[0],), ())))
    game.apply(ChooseCard(spell))
    sgt = cid(game, "Vanguard Sergeant")
    assert [e.data for e in game.log if e.kind == "repeat_target"] == [(spell, sgt)]
    assert might_of(game, sgt) == 2 and might_of(game, mechs[0]) == 5


# --- Forecaster: Vision given by an aura (817, 364.1) ----------------------------------------------

VISION_DECK = ["Zephyr Sage", "Petty Officer", "Mystic Poro"]  # top card last: Mystic Poro on top


def forecaster_game(hand: str, on_board: int):
    """P0 with ``hand`` to play, ``on_board`` Forecasters in base, 4 Mind Runes."""
    return position({"deck": VISION_DECK, "hand": [hand], "runes": ["Mind Rune"] * 4,
                     "base": [{"card": "Forecaster"}] * on_board}, {"deck": DECK})


def predicts(game) -> int:
    """Answer every Vision predict decision by keeping the card on top (after ordering the
    abilities, 383.3.d); how many there were."""
    n = 0
    if game.pending().kind == "order_triggers":
        game.apply(game.legal_actions()[0])
    while game.pending().kind == "choose_card" and game.pending().context[0] == "predict":
        assert game.legal_actions()[0] == ChooseCard(-1)
        game.apply(ChooseCard(-1))
        n += 1
        while game.state.chain and game.pending().kind == "priority":
            game.apply(Pass())
    return n


def test_forecaster_gives_itself_vision():
    """364.1, 817.1.b-c: Forecaster is one of its controller's Mechs: played, it has Vision as it
    enters the board and predicts; choosing the top card recycles it (436.1, 416.1)."""
    game = forecaster_game("Forecaster", 0)
    top = game.state.players[0].deck[-1]
    play(game, "play Forecaster to base")
    d = game.pending()
    assert (d.kind, d.context[0]) == ("choose_card", "predict")
    assert game.legal_actions() == [ChooseCard(-1), ChooseCard(top)]
    game.apply(ChooseCard(top))
    assert game.state.players[0].deck[0] == top
    assert unit_has_keyword(game.state, game.state.units[d.context[1]], "Vision")  # 817.3
    check_invariants(game)


def test_two_forecasters_give_a_played_mech_two_visions():
    """817.2, 817.2.b: with one Forecaster on the board, a second one played has Vision twice (its
    own aura and the other's): two predicts, each seeing the same top card when kept; the two are
    separate abilities its player orders (383.3.d)."""
    game = forecaster_game("Forecaster", 1)
    top = game.state.players[0].deck[-1]
    play(game, "play Forecaster to base")
    assert game.pending().kind == "order_triggers" and len(game.legal_actions()) == 2
    assert predicts(game) == 2
    assert [e.kind for e in game.log].count("look") == 2
    assert game.state.players[0].deck[-1] == top


def test_forecaster_does_not_give_vision_to_a_non_mech():
    """364.1: the aura reaches only Mechs: Mystic Poro (not a Mech) played with a Forecaster on the
    board predicts once, for its own printed Vision (817.1.b)."""
    game = forecaster_game("Mystic Poro", 1)
    play(game, "play Mystic Poro to base")
    assert predicts(game) == 1


def test_a_given_vision_on_the_chain_round_trips_through_a_position():
    """Position format: a chain item of kind 'vision' (Vision given by an aura, 817.1.b) is written
    and read back; the reloaded game goes on to its two predicts (817.2)."""
    game = forecaster_game("Forecaster", 1)
    play(game, "play Forecaster to base")
    game.apply(game.legal_actions()[0])  # order the two abilities (383.3.d)
    while game.pending().kind == "priority":
        game.apply(Pass())
    assert any(it.kind == "vision" for it in game.state.chain)
    again = load_position(dump_position(game))
    assert [it.kind for it in again.state.chain] == [it.kind for it in game.state.chain]
    assert predicts(again) == predicts(game) >= 1


# --- the aura's Assault (807.1.c) and a played Mech token's Vision (185.2.a) ------------------------

def test_a_tag_aura_of_assault_is_might_while_attacking_and_a_keyword():
    """364.1, 807.1.c, 807.3 (the shape of Rumble, Hotheaded's 'your Mechs each have Assault', given
    here to Stalwart Poro's card as a stand-in): P0's attacking Mech token has 3 + 1 Might and has
    Assault; not attacking it has 3; P1's Mech gets nothing. The Assault is 1 per source (807.2)."""
    game = position({"deck": DECK, "base": [{"card": "Stalwart Poro"}]}, {"deck": DECK})
    g = game.state
    aura = TagKeywordAura("Mech", (("Assault", 1),))
    poro_id = g.cards[cid(game, "Stalwart Poro")].id
    for question, answer in aura.hooks(poro_id):
        give_answer(game, question, poro_id, answer)
    mine, theirs = create_token(g, 0, MECH, -1), create_token(g, 1, MECH, -2)
    assert might_of(game, mine.cid) == 3 and unit_has_keyword(g, mine, "Assault")
    mine.role = theirs.role = ATTACKER
    assert might_of(game, mine.cid) == 4 and might_of(game, theirs.cid) == 3
    assert not unit_has_keyword(g, theirs, "Assault")
    mine.role = DEFENDER
    assert might_of(game, mine.cid) == 3


def test_a_mech_token_played_with_a_forecaster_on_the_board_predicts():
    """185.2.a, 817.1.b-c, 364.1: Production Surge plays a Mech unit token in P0's base while a
    Forecaster is there: the token has Vision and predicts as it is played."""
    game = position({"deck": VISION_DECK, "hand": ["Production Surge"], "runes": ["Mind Rune"] * 6,
                     "base": [{"card": "Forecaster"}]}, {"deck": DECK})
    play(game, "play Production Surge")
    while game.pending().kind == "priority":
        game.apply(Pass())
    assert predicts(game) == 1
    assert any(g_c.name == "Mech" for c, g_c in enumerate(game.state.cards) if c in game.state.units)
