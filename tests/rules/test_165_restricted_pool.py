"""Rules 165-168, 357, 429.3, 444: resources in the Rune Pool that may pay only some costs (a card
added them "only" for some things; docs/rulings.md, ruling 88). Such a point pays only a cost it
may pay; the payment names the points it spends, every distinct choice (restricted or ordinary,
spent or kept) is an option; they empty with the pool (167); positions, notation and the state's
key carry them."""

from __future__ import annotations

import pytest

from riftbound import IllegalActionError
from riftbound.actions import Activate, EndTurn, Move, Pay, PlaySpell, PlayUnit
from riftbound.engine.payment import can_pay
from riftbound.formats.notation import NotationError, format_action, parse_action
from riftbound.formats.position import dump_position, load_position
from tests.helpers import cited_clauses_missing
from tests.spell_helpers import cid, position

DECK = ["Petty Officer", "Vanguard Sergeant", "Laurent Duelist"]
SPELLS2 = [{"resource": "Energy", "only": "spells"}] * 2  # what Lux, Crownguard adds


def pays(game) -> list[Pay]:
    return [a for a in game.legal_actions() if isinstance(a, Pay)]


def pool(game, player: int = 0) -> tuple:
    p = game.state.players[player]
    return p.pool_energy, tuple(sorted(p.pool_power)), tuple(sorted(p.pool_restricted))


def test_spell_only_energy_pays_a_spell_not_a_unit():
    """166, 357.1, ruling 88: with 2 Energy in the pool that pays only for spells and no rune,
    Dredge Up (2 Energy) may be played and Stalwart Poro (2 Energy) may not; paying Dredge Up
    spends both points."""
    game = position({"deck": DECK, "hand": ["Dredge Up", "Stalwart Poro"],
                     "pool": {"restricted": SPELLS2}}, {"deck": DECK})
    legal = game.legal_actions()
    assert any(isinstance(a, PlaySpell) for a in legal)
    assert not any(isinstance(a, PlayUnit) for a in legal)
    assert not can_pay(game.state, 0, 2, (), "unit") and can_pay(game.state, 0, 2, (), "spell")
    game.apply(parse_action(game, "play Dredge Up"))  # its one payment is taken at once
    assert pool(game) == (0, (), ())
    assert cid(game, "Dredge Up") in game.state.players[0].trash  # it resolved


def test_a_unit_payment_leaves_spell_only_energy_in_the_pool():
    """357.1, 166, ruling 88: paying Stalwart Poro with runes offers no payment that spends the
    spell-only Energy, which stays in the pool."""
    game = position({"deck": DECK, "hand": ["Stalwart Poro"], "runes": ["Calm Rune"] * 3,
                     "pool": {"restricted": SPELLS2}}, {"deck": DECK})
    game.apply(parse_action(game, "play Stalwart Poro to base"))
    assert game.pending().kind == "main"  # one distinct payment (two of three runes): taken
    assert pool(game) == (0, (), (("Energy", "spells"),) * 2)
    assert game.state.players[0].rune_exhausted.count(True) == 2


def test_spend_or_keep_is_the_players_choice():
    """166, 357.1, ruling 88: Dredge Up with 2 spell-only Energy and 2 runes: spend both points,
    one point and a rune, or both runes and keep the points; each is an option, none is picked."""
    game = position({"deck": DECK, "hand": ["Dredge Up"], "runes": ["Calm Rune"] * 2,
                     "pool": {"restricted": SPELLS2}}, {"deck": DECK})
    game.apply(parse_action(game, "play Dredge Up"))
    options = pays(game)
    assert sorted((len(a.exhaust), len(a.spend)) for a in options) == [(0, 2), (1, 1), (2, 0)]
    outcomes = set()
    for a in options:
        trial = game.clone()
        trial.apply(a)
        outcomes.add((pool(trial), trial.state.players[0].rune_exhausted.count(True)))
    assert outcomes == {((0, (), ()), 0), ((0, (), (("Energy", "spells"),)), 1),
                        ((0, (), (("Energy", "spells"),) * 2), 2)}


def test_ordinary_and_restricted_energy_every_outcome_offered():
    """166, 357.1, ruling 88: 1 ordinary Energy and 2 spell-only Energy in the pool, no rune, a
    2-Energy spell: spending two spell-only points (the ordinary one left) and spending one of each
    (one spell-only left) are both offered, and nothing else."""
    game = position({"deck": DECK, "hand": ["Dredge Up"],
                     "pool": {"energy": 1, "restricted": SPELLS2}}, {"deck": DECK})
    game.apply(parse_action(game, "play Dredge Up"))
    options = pays(game)
    left = set()
    for a in options:
        trial = game.clone()
        trial.apply(a)
        left.add(pool(trial))
    assert left == {(1, (), ()), (0, (), (("Energy", "spells"),))} and len(options) == 2


def test_the_pool_empties_restricted_points_too():
    """167, 167.1: at the end of the turn the pool empties, the restricted points with the rest;
    the next player's Main Phase finds both pools empty."""
    game = position({"deck": DECK, "pool": {"energy": 1, "restricted": SPELLS2}},
                    {"deck": DECK, "pool": {"restricted": [{"resource": "Energy", "only": "units"}]}})
    game.apply(EndTurn())
    while game.pending().kind != "main":
        game.apply(game.legal_actions()[0])
    assert pool(game, 0) == pool(game, 1) == (0, (), ())


def test_an_illegal_payment_is_refused_and_changes_nothing():
    """357, 444.2.a, ruling 88: while Stalwart Poro is paid for, a payment naming the spell-only
    Energy (or points the pool lacks) is refused, and the game is as it was."""
    game = position({"deck": DECK, "hand": ["Stalwart Poro"], "runes": ["Calm Rune"] * 2,
                     "pool": {"restricted": SPELLS2}}, {"deck": DECK})
    game.state.stepping = True  # stop at the forced payment
    game.apply(parse_action(game, "play Stalwart Poro to base"))
    assert game.pending().kind == "pay" and all(not a.spend for a in pays(game))
    before = game.state.key()
    for bad in (Pay(spend=(("Energy", "spells"),) * 2), Pay(spend=(("Energy", "units"),) * 2)):
        with pytest.raises(IllegalActionError):
            game.apply(bad)
        assert game.state.key() == before


def test_an_illegal_spending_is_refused_during_a_spell_payment():
    """357, 444.2.a, ruling 88: paying Dredge Up, a payment naming Energy that pays only for units,
    or more spell-only points than the pool holds, is refused and changes nothing."""
    game = position({"deck": DECK, "hand": ["Dredge Up"], "runes": ["Calm Rune"] * 2,
                     "pool": {"restricted": SPELLS2[:1] + [{"resource": "Energy", "only": "units"}]}},
                    {"deck": DECK})
    game.apply(parse_action(game, "play Dredge Up"))
    assert game.pending().kind == "pay"
    before = game.state.key()
    for bad in (Pay(exhaust=(game.state.players[0].runes[0],), spend=(("Energy", "units"),)),
                Pay(spend=(("Energy", "spells"),) * 2)):
        assert bad not in game.legal_actions()
        with pytest.raises(IllegalActionError):
            game.apply(bad)
        assert game.state.key() == before
    with pytest.raises(NotationError):
        parse_action(game, "pay spending 1 energy for units")


def test_positions_round_trip_restricted_points():
    """165, ruling 88: a position with restricted points in both pools dumps and loads to the
    same state; the state's key tells pools apart by their restricted points; a clone keeps them."""
    game = position({"deck": DECK, "pool": {"energy": 1, "power": ["Fury"], "restricted": [
        {"resource": "Energy", "only": "spells"}, {"resource": "Any", "only": "spells"}]}},
        {"deck": DECK, "pool": {"restricted": [{"resource": "Energy", "only": "showdowns"}]}})
    again = load_position(dump_position(game))
    assert again.state.key() == game.state.key()
    assert dump_position(again) == dump_position(game)
    clone = game.clone()
    assert clone.state.key() == game.state.key()
    clone.state.players[0].pool_restricted.pop()
    assert clone.state.key() != game.state.key() and len(game.state.players[0].pool_restricted) == 2
    plain = position({"deck": DECK}, {"deck": DECK})
    assert "restricted" not in dump_position(plain)["players"][0]["pool"]  # left out when empty


def test_a_bad_restriction_in_a_position_is_refused():
    """165: a restricted point's restriction must be one the engine knows; the error names it."""
    with pytest.raises(Exception, match="spellz|only"):
        position({"deck": DECK, "pool": {"restricted": [{"resource": "Energy", "only": "spellz"}]}},
                 {"deck": DECK})


def test_notation_round_trips_payments_that_spend_restricted_points():
    """166, ruling 88: every payment offered, readable and canonical, reads back as itself; the
    restricted points are written after "spending" with their restriction."""
    game = position({"deck": DECK, "hand": ["Dredge Up"], "runes": ["Calm Rune"] * 2,
                     "pool": {"energy": 1, "restricted": SPELLS2}}, {"deck": DECK})
    game.apply(parse_action(game, "play Dredge Up"))
    texts = set()
    for a in pays(game):
        text = format_action(game, a)
        texts.add(text)
        assert parse_action(game, text) == a and parse_action(game, str(a)) == a
    assert "pay spending 2 energy for spells" in texts
    assert any("spending 1 energy for spells" in t for t in texts)
    with pytest.raises(NotationError, match="spending"):
        parse_action(game, "pay spending 2 energy for spellz")


def test_an_add_reaction_counts_only_towards_what_it_may_pay():
    """429.3, 357.1.a, ruling 88: Lux, Crownguard, ready, could add 2 spell-only Energy while a cost
    is paid: with one rune Dredge Up (2) is offered, Stalwart Poro (2) is not; paying Dredge Up,
    the Add is offered, it resolves at once and its Energy then pays."""
    game = position({"deck": DECK, "hand": ["Dredge Up", "Stalwart Poro"], "runes": ["Calm Rune"],
                     "base": ["Lux, Crownguard"]}, {"deck": DECK})
    legal = game.legal_actions()
    assert any(isinstance(a, PlaySpell) for a in legal)
    assert not any(isinstance(a, PlayUnit) for a in legal)
    game.state.stepping = True  # stop at the forced payment to see its options
    game.apply(parse_action(game, "play Dredge Up"))
    assert game.pending().kind == "pay"
    assert not pays(game) and [type(a) for a in game.legal_actions()] == [Activate]
    game.apply(game.legal_actions()[0])
    assert pool(game) == (0, (), (("Energy", "spells"),) * 2)
    assert sorted((len(a.exhaust), len(a.spend)) for a in pays(game)) == [(0, 2), (1, 1)]


def test_showdown_only_energy_pays_only_in_a_showdown():
    """342, 429.2.a, ruling 88: Energy that may be spent only during showdowns pays nothing in the
    Main Phase, and pays for a spell (Discipline, 2) once a showdown is in progress."""
    game = position({"deck": DECK, "hand": ["Discipline"], "base": ["Vanguard Sergeant"],
                     "pool": {"restricted": [{"resource": "Energy", "only": "showdowns"}] * 2}},
                    {"deck": DECK})
    assert not any(isinstance(a, PlaySpell) for a in game.legal_actions())
    game.apply(next(a for a in game.legal_actions() if isinstance(a, Move) and a.to == 0))
    assert game.state.showdown is not None and game.pending().kind == "focus"
    spells = [a for a in game.legal_actions() if isinstance(a, PlaySpell)]
    assert spells
    game.apply(spells[0])
    assert pool(game) == (0, (), ())


def test_gear_only_energy_pays_for_gear_and_nothing_else():
    """357.1, ruling 88: 3 Energy that pays only for gear and gear abilities pays for Mistfall (a
    gear, 3), not for Dredge Up (a spell, 2) nor Stalwart Poro (a unit, 2)."""
    game = position({"deck": DECK, "hand": ["Mistfall", "Dredge Up", "Stalwart Poro"],
                     "pool": {"restricted": [{"resource": "Energy", "only": "gear"}] * 3}},
                    {"deck": DECK})
    legal = game.legal_actions()
    assert [type(a).__name__ for a in legal if not isinstance(a, EndTurn)] == ["PlayGear"]
    game.apply(legal[0] if not isinstance(legal[0], EndTurn) else legal[1])
    assert pool(game) == (0, (), ()) and cid(game, "Mistfall") in game.state.gear


def test_unit_only_energy_pays_a_units_ability_not_a_legends():
    """377, 357, ruling 88: Energy that pays only for units and activated abilities of units
    does not pay Lee Sin, Blind Monk's ability (an ability of a legend, 1 Energy)."""
    game = position({"deck": DECK, "legend": "Lee Sin, Blind Monk", "base": ["Vanguard Sergeant"],
                     "pool": {"restricted": [{"resource": "Energy", "only": "units"}]}},
                    {"deck": DECK})
    assert not [a for a in game.legal_actions() if isinstance(a, Activate)]
    game = position({"deck": DECK, "legend": "Lee Sin, Blind Monk", "base": ["Vanguard Sergeant"],
                     "pool": {"energy": 1, "restricted": [{"resource": "Energy", "only": "units"}]}},
                    {"deck": DECK})
    (act,) = [a for a in game.legal_actions() if isinstance(a, Activate)]
    assert act.spend == ()


def test_cited_clauses_exist():
    """Every clause cited at the start of a docstring here is in the rules file."""
    assert cited_clauses_missing(globals()) == []
