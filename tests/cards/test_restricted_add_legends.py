"""Scenario tests: legends whose Add Reaction puts resources in the pool that pay only some costs
(docs/rulings.md, ruling 88): Kai'Sa, Daughter of the Void (Power of any domain, only for spells),
Diana, Scorn of the Moon (Energy, only during showdowns), Renekton, Butcher of the Sands (Energy,
only for units and activated abilities of units). Rule numbers lead each docstring."""

from __future__ import annotations

from riftbound.actions import Activate, Move, Pay, PlaySpell, PlayUnit
from riftbound.checks import check_invariants
from riftbound.formats.notation import format_action, parse_action
from riftbound.formats.position import dump_position, load_position
from riftbound.sets import IMPLEMENTED
from tests.helpers import cited_clauses_missing
from tests.spell_helpers import card_text, cid, do, position

DECK = ["Petty Officer", "Vanguard Sergeant", "Laurent Duelist"]


def of(game, kind: type) -> list:
    return [a for a in game.legal_actions() if isinstance(a, kind)]


def test_the_cards_are_read_from_the_card_table():
    """103.2: none of the three has errata; Diana and Renekton carry Reaction as a keyword."""
    for name in ("Kai'Sa, Daughter of the Void", "Diana, Scorn of the Moon",
                 "Renekton, Butcher of the Sands"):
        assert card_text(name)["errata"] == []
    for card_id, words in (("ogn-247-298", "only to play spells"),
                           ("unl-197-219", "only during a showdown"),
                           ("ven-141-166", "only to play units or pay for activated abilities of units")):
        assert words in IMPLEMENTED[card_id].description


# --- Kai'Sa, Daughter of the Void ------------------------------------------------------------------

def kaisa(**p0):
    return position({"deck": DECK, "legend": "Kai'Sa, Daughter of the Void", **p0}, {"deck": DECK})


def test_kaisa_power_of_any_domain_pays_a_spells_power_cost():
    """429.3, 163.2.b, ruling 88: with two Calm runes, Cull the Weak (2 and Order Power) is offered,
    since Kai'Sa could add Power of any domain while it is paid; she does, and it pays the Order
    pip with both runes' Energy."""
    game = kaisa(hand=["Cull the Weak"], runes=["Calm Rune"] * 2)
    assert of(game, PlaySpell)
    game.state.stepping = True
    do(game, "play Cull the Weak")
    assert game.pending().kind == "pay" and not of(game, Pay) and len(of(game, Activate)) == 1
    do(game, "activate Kai'Sa, Daughter of the Void")
    assert game.state.players[0].pool_restricted == [("Any", "spells")]
    (option,) = of(game, Pay)
    assert option.spend == (("Any", "spells"),) and len(option.exhaust) == 2
    assert format_action(game, option).endswith("spending Any for spells")
    assert parse_action(game, format_action(game, option)) == option
    game.apply(option)
    assert game.state.players[0].pool_restricted == [] and game.state.players[0].legend_exhausted
    check_invariants(game)


def test_kaisa_power_does_not_pay_for_a_unit():
    """357.1, ruling 88: Mosstomper (3 and Calm Power) with three Order runes: Kai'Sa's Power may
    not pay for a unit, so it is not offered, neither before nor after she adds it."""
    game = kaisa(hand=["Mosstomper"], runes=["Order Rune"] * 3)
    assert not of(game, PlayUnit)
    do(game, "activate Kai'Sa, Daughter of the Void")
    assert not of(game, PlayUnit) and game.state.players[0].pool_restricted == [("Any", "spells")]
    again = load_position(dump_position(game))
    assert again.state.key() == game.state.key()


# --- Diana, Scorn of the Moon ------------------------------------------------------------------------

def diana(**p0):
    return position({"deck": DECK, "legend": "Diana, Scorn of the Moon",
                     "base": ["Vanguard Sergeant"], **p0}, {"deck": DECK})


def test_diana_energy_pays_nothing_outside_a_showdown():
    """342, ruling 88: in the Main Phase with one rune, Discipline (2) is not offered: Diana's
    Energy would pay only during a showdown; added anyway, it stays in the pool unspent."""
    game = diana(hand=["Discipline"], runes=["Calm Rune"])
    assert not of(game, PlaySpell)
    do(game, "activate Diana, Scorn of the Moon")
    assert not of(game, PlaySpell)
    assert game.state.players[0].pool_restricted == [("Energy", "showdowns")]


def test_diana_energy_pays_in_a_showdown():
    """342, 429.2.a, 429.3, ruling 88: the Energy she added in the Main Phase stays in the pool
    (167); once a showdown is in progress (a move to an empty battlefield), it and a rune pay for
    Discipline."""
    game = diana(hand=["Discipline"], runes=["Calm Rune"])
    do(game, "activate Diana, Scorn of the Moon")
    game.apply(next(a for a in of(game, Move) if a.to == 0))
    assert game.state.showdown is not None and game.pending().kind == "focus"
    spells = of(game, PlaySpell)
    assert spells
    game.state.stepping = True
    game.apply(spells[0])
    options = of(game, Pay)
    assert [(len(a.exhaust), a.spend) for a in options] == [(1, (("Energy", "showdowns"),))]
    game.apply(options[0])
    assert game.state.players[0].pool_restricted == []


def test_diana_ready_in_a_showdown_makes_the_spell_payable():
    """429.3, 357.1.a, ruling 88: in a showdown, Diana still ready, one rune: Discipline is
    offered, as she could add her Energy while it is paid."""
    game = diana(hand=["Discipline"], runes=["Calm Rune"])
    game.apply(next(a for a in of(game, Move) if a.to == 0))
    assert game.state.showdown is not None and of(game, PlaySpell)


# --- Renekton, Butcher of the Sands ------------------------------------------------------------------

def renekton(**p0):
    return position({"deck": DECK, "legend": "Renekton, Butcher of the Sands", **p0}, {"deck": DECK})


def test_renekton_energy_pays_for_a_unit_not_a_spell():
    """377, 429.2, ruling 88: Renekton's ability costs two Power of any domain and exhausting him;
    recycling two runes for it adds 2 Energy that pays for Stalwart Poro (2) but not Dredge Up (2)."""
    game = renekton(hand=["Stalwart Poro", "Dredge Up"], runes=["Fury Rune", "Body Rune"])
    acts = of(game, Activate)
    assert {tuple(sorted(a.recycle)) for a in acts} == {tuple(sorted(game.state.players[0].runes))}
    game.apply(acts[0])
    p = game.state.players[0]
    assert p.pool_restricted == [("Energy", "units")] * 2 and p.runes == [] and p.legend_exhausted
    assert of(game, PlayUnit) and not of(game, PlaySpell)
    do(game, "play Stalwart Poro to base")
    assert p.pool_restricted == [] and cid(game, "Stalwart Poro") in game.state.units
    check_invariants(game)


def test_renekton_energy_pays_for_a_units_activated_ability():
    """377, 827.1.c.1, ruling 88: his Energy pays the Empower cost (2) of Kinkou Lifeblade, an
    activated ability of a unit; the activation names the points it spends and reads back."""
    game = renekton(base=["Kinkou Lifeblade"], runes=["Fury Rune", "Body Rune"])
    game.apply(next(a for a in of(game, Activate) if a.source == game.state.players[0].legend))
    (empower,) = [a for a in of(game, Activate) if a.source == cid(game, "Kinkou Lifeblade")]
    assert empower.spend == (("Energy", "units"),) * 2
    assert parse_action(game, format_action(game, empower)) == empower
    assert parse_action(game, str(empower)) == empower
    game.apply(empower)
    assert game.state.players[0].pool_restricted == []
    assert game.state.units[cid(game, "Kinkou Lifeblade")].empowered


def test_renekton_is_not_offered_mid_payment_when_his_cost_would_leave_it_unpayable():
    """429.3, 357.3, ruling 88: paying for Mistfall (a gear, 3) with four runes, using Renekton
    (recycling two of them) would leave two runes and Energy that can't pay for gear: he is not
    offered in that payment; with five runes he is, and the gear is then paid with the rest."""
    for runes, offered in ((4, False), (5, True)):
        game = renekton(hand=["Mistfall"], runes=["Body Rune"] * runes)
        game.state.stepping = True
        do(game, "play Mistfall")
        assert game.pending().kind == "pay"
        assert bool(of(game, Activate)) is offered, runes
        if offered:
            game.apply(of(game, Activate)[0])
            assert of(game, Pay) and all(not a.spend for a in of(game, Pay))



def test_cited_clauses_exist():
    """Every clause cited at the start of a docstring here is in the rules file."""
    assert cited_clauses_missing(globals()) == []
