"""Rule 811 (Hidden), 421 (Hide) and 107.3 (Facedown Zones): hiding a card, playing it from
facedown on a later turn, the battlefield binding of its choices, and losing it with the
battlefield. Each test names the cards it uses; rule numbers lead the docstring."""

from __future__ import annotations

import pytest

from riftbound.actions import EndTurn, Hide, PlaySpell, PlayUnit
from riftbound.cards import load_cards
from riftbound.checks import check_hidden_information, check_invariants
from riftbound.effects import UnitCard
from riftbound.engine.reactions import Triggered
from riftbound.errors import IllegalActionError
from riftbound.formats.notation import NotationError, format_action, parse_action
from riftbound.formats.position import dump_position, load_position
from riftbound.sets import IMPLEMENTED
from tests.helpers import cited_clauses_missing, give_answer
from tests.spell_helpers import cid, do, pass_, play, position

DECK = ["Petty Officer", "Laurent Duelist", "Playful Phantom"]


def hides(game) -> list[Hide]:
    return [a for a in game.legal_actions() if isinstance(a, Hide)]


def facedown_plays(game) -> list:
    g = game.state
    down = {b.facedown[0] for b in g.battlefields if b.facedown is not None}
    return [a for a in game.legal_actions() if isinstance(a, PlaySpell | PlayUnit) and a.card in down]


def hidden_blade_position(**p0):
    """P0 controls battlefield 0 (Daring Poro) with Hidden Blade facedown there, hidden on an
    earlier turn; P1 controls battlefield 1 (Vanguard Sergeant) and has Stalwart Poro in base."""
    return position({"deck": DECK, **p0}, {"deck": DECK, "base": ["Stalwart Poro"]},
                    battlefields=[{"controller": 0, "units": ["Daring Poro"], "facedown": "Hidden Blade"},
                                  {"controller": 1, "units": ["Vanguard Sergeant"]}])


# --- Hide (421, 811.1.b-c) ----------------------------------------------------------------------------

def test_hide_is_offered_for_hidden_cards_at_controlled_battlefields_and_costs_one_power():
    """421.1, 421.2, 811.1.b, 811.1.c.2, 107.3.c: Pakaa Cub (Hidden) in hand may be hidden at a
    battlefield its controller controls, not at one they don't; the cost [A] recycles one rune of
    any domain; the card leaves the hand facedown there and no chain opens. Laurent Duelist (no
    Hidden) can't be hidden."""
    game = position({"hand": ["Pakaa Cub", "Laurent Duelist"], "runes": ["Fury Rune"], "deck": DECK},
                    {"deck": DECK},
                    battlefields=[{"controller": 0, "units": ["Daring Poro"]},
                                  {"controller": 1, "units": ["Stalwart Poro"]}])
    cub, rune = cid(game, "Pakaa Cub"), cid(game, "Fury Rune")
    assert hides(game) == [Hide(cub, 0, (rune,))]
    with pytest.raises(NotationError, match="legal hide actions are 'hide Pakaa Cub to bf 0"):
        parse_action(game, "hide Laurent Duelist to bf 0 recycle Fury Rune")
    do(game, "hide Pakaa Cub to bf 0 recycle Fury Rune")
    g = game.state
    assert g.battlefields[0].facedown == (cub, 0, g.turn)
    assert cub not in g.players[0].hand and g.players[0].runes == [] and rune in g.players[0].rune_deck
    assert not g.chain and game.pending().kind == "main" and game.pending().player == 0
    assert [e.rule for e in game.log if e.kind == "hide"] == ["421.1"]
    check_invariants(game)


def test_hide_pays_from_the_pools_power_and_needs_power():
    """811.1.b, 357: with Power in the pool, hiding spends it and recycles nothing; with no rune and
    no Power, Pakaa Cub can't be hidden."""
    game = position({"hand": ["Pakaa Cub"], "pool": {"power": ["Body"]}, "deck": DECK}, {"deck": DECK},
                    battlefields=[{"controller": 0, "units": ["Daring Poro"]}, {}])
    assert hides(game) == [Hide(cid(game, "Pakaa Cub"), 0, ())]
    do(game, "hide Pakaa Cub to bf 0")
    assert game.state.players[0].pool_power == []
    broke = position({"hand": ["Pakaa Cub"], "deck": DECK}, {"deck": DECK},
                     battlefields=[{"controller": 0, "units": ["Daring Poro"]}, {}])
    assert hides(broke) == []
    with pytest.raises(IllegalActionError):
        broke.apply(Hide(cid(broke, "Pakaa Cub"), 0, ()))


def test_a_facedown_zone_holds_one_card():
    """107.3.b, 811.1.b: a battlefield that already has a facedown card can't take another."""
    game = position({"hand": ["Pakaa Cub"], "runes": ["Body Rune"], "deck": DECK}, {"deck": DECK},
                    battlefields=[{"controller": 0, "units": ["Daring Poro"], "facedown": "Consult the Past"},
                                  {}])
    assert hides(game) == []


def test_hide_is_not_offered_outside_the_neutral_open_main_phase():
    """421.2, 410.1.a: hiding is a discretionary action: not with Priority while a chain exists
    (P1 holds Consult the Past, a Hidden card, while P0's Discipline is on the chain)."""
    game = position({"hand": ["Discipline"], "runes": ["Order Rune"] * 2, "deck": DECK},
                    {"hand": ["Consult the Past"], "runes": ["Mind Rune"] * 4, "deck": DECK},
                    battlefields=[{"controller": 0, "units": ["Daring Poro"]},
                                  {"controller": 1, "units": ["Stalwart Poro"]}])
    play(game, "play Discipline targeting Daring Poro")  # P0's own Priority: only a pass, taken
    assert game.pending().kind == "priority" and game.pending().player == 1
    assert hides(game) == []


def test_811_1_b_the_turn_player_may_hide_with_focus_in_a_showdown():
    """811.1.b ("on your turn during an Open State"), 313.1 (Focus permits Discretionary Actions in a
    Showdown Open State), 811.1.c.2: P0 moves Daring Poro to the empty battlefield 0, opening a
    showdown; with Focus P0 may hide Hidden Blade at battlefield 1, which P0 controls. Hiding opens
    no chain: P0 keeps Focus and decides again (holding Discipline, P0 has a real choice left)."""
    game = position({"deck": DECK, "hand": ["Hidden Blade", "Discipline"], "runes": ["Order Rune"] * 4,
                     "base": [{"card": "Daring Poro", "exhausted": False}]},
                    {"deck": DECK}, battlefields=[{}, {"controller": 0, "units": ["Stalwart Poro"]}])
    do(game, "move Daring Poro to bf 0")
    d = game.pending()
    assert (d.kind, d.player) == ("focus", 0) and game.state.showdown is not None
    blade = cid(game, "Hidden Blade")
    hide = hides(game)[0]
    assert {(h.card, h.battlefield) for h in hides(game)} == {(blade, 1)}
    assert parse_action(game, format_action(game, hide)) == hide
    game.apply(hide)
    assert game.state.battlefields[1].facedown == (blade, 0, game.state.turn)
    assert game.pending() == d and game.state.showdown is not None


def test_811_1_b_no_hiding_with_focus_on_an_opponents_turn():
    """811.1.b ("on your turn"): P1, holding Focus in the showdown P0's move opened, can't hide its
    Hidden card at the battlefield P1 controls."""
    game = position({"deck": DECK, "base": [{"card": "Daring Poro", "exhausted": False}]},
                    {"deck": DECK, "hand": ["Consult the Past"], "runes": ["Mind Rune"] * 4},
                    battlefields=[{}, {"controller": 1, "units": ["Stalwart Poro"]}])
    do(game, "move Daring Poro to bf 0")
    while game.pending().player == 0 and game.pending().kind == "focus":
        pass_(game)
    assert (game.pending().kind, game.pending().player) == ("focus", 1)
    assert hides(game) == []


# --- playing from facedown (811.1.b, 811.1.d, 811.6) ----------------------------------------------------

def test_a_card_hidden_this_turn_is_played_from_the_next_turn_on():
    """811.1.b: Consult the Past hidden this turn can't be played from facedown this turn; on the
    opponent's next turn it can, with Reaction (811.6) while P1's spell is on the chain."""
    game = position({"hand": ["Consult the Past"], "runes": ["Mind Rune"], "deck": DECK},
                    {"hand": ["Discipline"], "runes": ["Order Rune"] * 2, "deck": DECK},
                    battlefields=[{"controller": 0, "units": ["Daring Poro"]},
                                  {"controller": 1, "units": ["Stalwart Poro"]}])
    do(game, "hide Consult the Past to bf 0 recycle Mind Rune")
    assert facedown_plays(game) == []
    game.apply(EndTurn())
    assert game.pending().player == 1 and game.pending().kind == "main"
    play(game, "play Discipline targeting Stalwart Poro")  # P1's own Priority: a pass, taken
    assert game.pending().kind == "priority" and game.pending().player == 0
    past = cid(game, "Consult the Past")
    assert facedown_plays(game) == [PlaySpell(past)]
    hand = len(game.state.players[0].hand)
    play(game, "play Consult the Past from facedown")
    g = game.state
    assert g.battlefields[0].facedown is None
    assert len(g.players[0].hand) == hand + 2 and past in g.players[0].trash


def test_playing_from_facedown_ignores_the_base_cost():
    """811.1.b, 421.3: Hidden Blade costs 2 Energy and an Order Power from hand; from facedown it
    is played with no rune at all, and its payment spends nothing."""
    game = hidden_blade_position()
    blade, poro = cid(game, "Hidden Blade"), cid(game, "Daring Poro")
    assert game.state.players[0].runes == []
    start = len(game.log)
    game.apply(parse_action(game, "play Hidden Blade from facedown targeting Daring Poro at bf 0"))
    (paid,) = [e for e in game.log[start:] if e.kind == "pay"]  # the forced "pay nothing"
    assert paid.data == (0, 0)
    g = game.state
    assert poro not in g.units and blade in g.players[0].trash


def test_a_hidden_spells_targets_are_chosen_at_its_battlefield():
    """811.1.d.2, 811.3: from facedown at battlefield 0, Hidden Blade may only target units there
    (Daring Poro), not Vanguard Sergeant at battlefield 1; from hand (with its cost paid) it may
    target either."""
    game = hidden_blade_position(hand=["Hidden Blade"], runes=["Order Rune"] * 3)
    g = game.state
    down, held = g.battlefields[0].facedown[0], cid(game, "Hidden Blade", "hand")
    poro, sergeant = cid(game, "Daring Poro"), cid(game, "Vanguard Sergeant")
    spells = [a for a in game.legal_actions() if isinstance(a, PlaySpell)]
    assert sorted(a.targets for a in spells if a.card == down) == [((poro,),)]
    assert sorted(a.targets for a in spells if a.card == held) == sorted([((poro,),), ((sergeant,),)])
    with pytest.raises(NotationError):
        parse_action(game, "play Hidden Blade from facedown targeting Vanguard Sergeant at bf 1")


def test_a_hidden_spell_without_a_target_there_cant_be_played():
    """811.1.d, 355.8: with no unit at battlefield 0 (a judge's edit moves P0's Daring Poro to
    base; the cleanup that would take the battlefield away has not run), Hidden Blade facedown
    there has no legal target and can't be played from facedown."""
    game = position({"deck": DECK}, {"deck": DECK, "base": ["Stalwart Poro"]},
                    battlefields=[{"controller": 0, "units": ["Daring Poro"], "facedown": "Hidden Blade"},
                                  {"controller": 1, "units": ["Vanguard Sergeant"]}])
    g = game.state
    g.units[cid(game, "Daring Poro")].loc = -1  # a judge's edit: the Poro back in base, bf 0 empty
    game._legal = None
    assert facedown_plays(game) == []


def test_a_hidden_unit_is_played_to_its_battlefield_for_free():
    """811.1.d.1, 811.1.b: Pakaa Cub facedown at battlefield 0 is played there (the only location
    offered) with no rune, and enters exhausted (143.4)."""
    game = position({"deck": DECK}, {"deck": DECK},
                    battlefields=[{"controller": 0, "units": ["Daring Poro"], "facedown": "Pakaa Cub"}, {}])
    cub = cid(game, "Pakaa Cub")
    assert facedown_plays(game) == [PlayUnit(cub, 0)]
    assert format_action(game, PlayUnit(cub, 0)) == "play Pakaa Cub from facedown to bf 0"
    play(game, "play Pakaa Cub from facedown to bf 0")
    u = game.state.units[cub]
    assert (u.loc, u.controller, u.exhausted) == (0, 0, True)
    assert game.state.battlefields[0].facedown is None and not game.state.chain
    assert game.pending().kind == "main"


def test_a_hidden_unit_played_with_focus_passes_focus():
    """811.6, 337.2, 340.2.a: in a combat at battlefield 0, P0 (the defender, with Focus) plays
    Pakaa Cub from facedown at Reaction speed: it enters there, becomes a defender in the cleanup
    (323.2.a), and as the chain it opened closes Focus passes to P1 (who holds Stupefy)."""
    game = load_position({
        "turn": 2, "turn_player": 1,
        "players": [{"deck": DECK}, {"deck": DECK, "hand": ["Stupefy"], "runes": ["Mind Rune"]}],
        "battlefields": [{"controller": 0, "units": [
            {"card": "Daring Poro", "role": "defender"},
            {"card": "Vanguard Sergeant", "controller": 1, "role": "attacker", "exhausted": True}],
            "facedown": {"card": "Pakaa Cub", "turn": 1}, "contested_by": 1}, {}],
        "showdown": {"battlefield": 0, "combat": True, "attacker": 1, "defender": 0, "focus": 0,
                     "passes": 1},
        "pending": {"player": 0, "kind": "focus"},
    })
    cub = cid(game, "Pakaa Cub")
    assert PlayUnit(cub, 0) in game.legal_actions()
    play(game, "play Pakaa Cub from facedown to bf 0")
    g = game.state
    assert g.units[cub].loc == 0 and g.units[cub].role == 2  # DEFENDER
    assert game.pending().kind == "focus" and game.pending().player == 1
    assert g.showdown.passes == 0
    assert any(e.kind == "focus_passes" and e.rule == "340.2.a" for e in game.log)


def test_a_hidden_unit_played_with_priority_hands_priority_on():
    """811.6, 337.2, 340.4: P0 plays Pakaa Cub from facedown in reply to P1's Discipline: the unit
    resolves at once, then the controller of the newest item on the chain (P1, who holds Stupefy)
    gains Priority."""
    game = position({"deck": DECK}, {"hand": ["Discipline", "Stupefy"], "runes": ["Order Rune"] * 3,
                                     "deck": DECK},
                    battlefields=[{"controller": 0, "units": ["Daring Poro"],
                                   "facedown": {"card": "Pakaa Cub", "turn": 1}},
                                  {"controller": 1, "units": ["Stalwart Poro"]}],
                    turn=2, turn_player=1)
    play(game, "play Discipline targeting Stalwart Poro")
    pass_(game)
    assert game.pending().player == 0 and game.pending().kind == "priority"
    play(game, "play Pakaa Cub from facedown to bf 0")
    g = game.state
    assert cid(game, "Pakaa Cub") in g.units and [it.cid for it in g.chain] == [cid(game, "Discipline")]
    assert game.pending().kind == "priority" and game.pending().player == 1


def test_a_target_that_leaves_the_battlefield_makes_the_hidden_spell_mistarget():
    """359.3.e.5, 811.1.d.2, 359.3.e.14.a: Hidden Blade played from facedown at battlefield 0
    targeted Daring Poro, which has since moved to battlefield 1: it is no longer a legal target, so
    it is not killed and its controller does not draw."""
    game = load_position({
        "players": [{"deck": DECK}, {"deck": DECK}],
        "battlefields": [{"controller": 0, "units": ["Stalwart Poro"]},
                         {"controller": 0, "units": [{"card": "Daring Poro", "cid": 0}]}],
        "chain": [{"card": "Hidden Blade", "controller": 0, "targets": [[0]], "hidden_at": 0}],
        "pending": {"player": 0, "kind": "priority", "context": [0]},
    }, practice=True)
    poro = 0
    hand = len(game.state.players[0].hand)
    pass_(game)  # P1's pass is their only answer: taken
    g = game.state
    assert poro in g.units and len(g.players[0].hand) == hand
    assert any(e.kind == "instruction_skipped" for e in game.log)


# --- losing the battlefield (107.3.d, 323.7) -------------------------------------------------------------

def test_a_facedown_card_goes_to_the_trash_when_its_battlefield_is_lost():
    """107.3.d, 323.6, 323.7, 421.4: P0's only unit at battlefield 0 leaves; in the cleanup P0
    loses control of the battlefield, and Hidden Blade, facedown there, goes to its owner's
    trash."""
    game = hidden_blade_position()
    blade = cid(game, "Hidden Blade")
    do(game, "move Daring Poro to base")
    g = game.state
    assert g.battlefields[0].controller is None and g.battlefields[0].facedown is None
    assert blade in g.players[0].trash
    assert [e.rule for e in game.log if e.kind == "facedown_lost"] == ["323.7"]
    check_invariants(game)


def test_conceding_banishes_facedown_cards():
    """652.1: a removed player's facedown cards are banished (the removal routine's step, called
    directly: conceding a Duel ends the game at once)."""
    from riftbound.engine.hidden import banish_facedown

    game = hidden_blade_position()
    blade = cid(game, "Hidden Blade")
    banish_facedown(game.state, 0)
    assert game.state.battlefields[0].facedown is None and blade in game.state.players[0].banishment


# --- hidden information (107.3.f, 128.4) -----------------------------------------------------------------

def test_only_the_controller_sees_a_facedown_card():
    """107.3.f, 128.4: P0 sees which card is facedown at battlefield 0 and when it was hidden; P1
    sees only that P0 has a facedown card there; swapping it for another card changes nothing P1
    sees."""
    game = hidden_blade_position()
    mine = game.observation(0)["battlefields"][0]
    theirs = game.observation(1)["battlefields"][0]
    assert mine[3][:2] == ("ogn-213-298", 0)
    assert theirs[3] == ("facedown", 0)
    assert "ogn-213-298" not in repr(game.observation(1))
    check_hidden_information(game, 1)


def test_facedown_cards_round_trip_through_positions_and_notation():
    """107.3, 811.1.b: a position with a facedown card (its controller and hiding turn) dumps and
    loads back unchanged; the hide and the play from facedown read back from their text."""
    game = hidden_blade_position(hand=["Pakaa Cub"], runes=["Body Rune"])
    data = dump_position(game)
    twin = load_position(data)
    assert twin.state.key() == game.state.key() and twin.legal_actions() == game.legal_actions()
    texts = [format_action(game, a) for a in game.legal_actions()]
    assert "hide Pakaa Cub to bf 0 recycle Body Rune" not in texts  # bf 0 already has a card
    assert "play Hidden Blade from facedown targeting Daring Poro at bf 0" in texts
    for a in game.legal_actions():
        assert parse_action(game, format_action(game, a)) == a
        assert parse_action(game, str(a)) == a
    with pytest.raises(NotationError):
        parse_action(game, "play Hidden Blade targeting Daring Poro at bf 0")  # not in hand


def test_citations():
    """811: every clause these tests cite exists."""
    assert cited_clauses_missing(globals()) == []


def test_a_facedown_card_at_a_battlefield_its_controller_lost_is_unreachable():
    """107.3.c, 323.7: a position with P1's facedown card at P0's battlefield (in an Open State) is
    refused unless it is a practice position."""
    from riftbound.formats.position import PositionError

    data = {"players": [{"deck": DECK}, {"deck": DECK}],
            "battlefields": [{"controller": 0, "units": ["Daring Poro"],
                              "facedown": {"card": "Hidden Blade", "controller": 1}}, {}]}
    with pytest.raises(PositionError, match="facedown.controller"):
        load_position(data)
    assert load_position(data, practice=True).state.battlefields[0].facedown[1] == 1


def test_a_bots_determinized_view_deals_the_opponents_facedown_card_again():
    """107.3.f, 128.4, 811.1.b: in the copy a searching bot (P1) plays in, P0's facedown card is
    drawn again from P0's hidden cards, always one with Hidden; P0's own copy keeps it."""
    import random

    from riftbound.bots import observed_game

    game = hidden_blade_position(hand=["Consult the Past", "Petty Officer"])
    seen = set()
    for seed in range(12):
        twin = observed_game(game, 1, random.Random(seed))
        f = twin.state.battlefields[0].facedown
        assert f is not None and f[1] == 0 and twin.state.cards[f[0]].has_keyword("Hidden")
        seen.add(twin.state.cards[f[0]].name)
        check_invariants(twin)
    assert seen == {"Hidden Blade", "Consult the Past"}
    mine = observed_game(game, 0, random.Random(0)).state.battlefields[0].facedown
    assert mine == game.state.battlefields[0].facedown


def test_a_play_effect_of_a_unit_played_from_facedown_targets_at_its_battlefield(monkeypatch):
    """811.1.d.2, 383.4.a.2, 355.8: a Play Effect of a unit played from facedown chooses its target
    at that battlefield. Pakaa Cub is given a test-only Play Effect "deal 1 to a unit": played from
    facedown at battlefield 0 it may target only the units there (Daring Poro, itself), not P1's
    Vanguard Sergeant at battlefield 1; the position round-trips at that choice."""
    from riftbound.effects import Chosen, Const, Deal, Target, TriggerScript, Units

    c = load_cards().by_id("ogn-135-298")  # its entry, for this test only (a loaded position has it too)
    monkeypatch.setitem(IMPLEMENTED, c.id, UnitCard(
        c.id, c.name,
        script=TriggerScript(targets=(Target(Units()),), steps=(Deal(Const(1), Chosen(0)),))))
    game = position({"deck": DECK}, {"deck": DECK},
                    battlefields=[{"controller": 0, "units": ["Daring Poro"], "facedown": "Pakaa Cub"},
                                  {"controller": 1, "units": ["Vanguard Sergeant"]}])
    cub, poro = cid(game, "Pakaa Cub"), cid(game, "Daring Poro")
    play(game, "play Pakaa Cub from facedown to bf 0")
    d = game.pending()
    assert d.kind == "choose_card" and d.context[0] == "ability_target"
    assert sorted(a.card for a in game.legal_actions()) == sorted([cub, poro])
    assert game.state.chain[-1].hidden_at == 0
    twin = load_position(dump_position(game))
    assert twin.state.key() == game.state.key() and twin.legal_actions() == game.legal_actions()
    do(game, "choose Daring Poro")
    assert [e.data[:2] for e in game.log if e.kind == "damage"] == [(poro, 1)]


def test_a_play_effect_from_facedown_with_no_target_there_is_not_put_on_the_chain(monkeypatch):
    """811.1.d.2, 402.4: the same test-only Play Effect, restricted to enemy units: with no enemy
    unit at battlefield 0 it has no legal target there; as it is finalized it leaves the chain,
    never finalized."""
    from riftbound.effects import Chosen, Const, Deal, Target, TriggerScript, Units

    game = position({"deck": DECK}, {"deck": DECK},
                    battlefields=[{"controller": 0, "units": ["Daring Poro"], "facedown": "Pakaa Cub"},
                                  {"controller": 1, "units": ["Vanguard Sergeant"]}])
    give_answer(game, "on:play", "ogn-135-298", Triggered(TriggerScript(
        targets=(Target(Units(side="enemy")),), steps=(Deal(Const(1), Chosen(0)),))))
    play(game, "play Pakaa Cub from facedown to bf 0")
    assert game.pending().kind == "main" and not game.state.chain
    assert [e.rule for e in game.log if e.kind == "trigger_no_target"] == ["402.4"]
    assert game.state.units[cid(game, "Vanguard Sergeant")].damage == 0
