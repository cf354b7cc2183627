"""Rules 818 (Equip), 819 (Quick-Draw) and 821 (Weaponmaster), with the cards that have only them:
Doran's Blade, B.F. Sword, Long Sword, Sterak's Gage, Sentinel Adept, Combat Chef, Master Bingwen,
Veteran Poro and Armed Assailant. Each test names the cards it uses; rule numbers lead the
docstring."""

from __future__ import annotations

import pytest

from riftbound.actions import Activate, ChooseCard, Pass, Pay, PlayGear, PlayUnit
from riftbound.checks import check_invariants
from riftbound.engine.contexts import PayEffect
from riftbound.engine.gear import quick_draw_options
from riftbound.formats.notation import format_action
from riftbound.formats.position import dump_position, load_position
from tests.helpers import cited_clauses_missing
from tests.spell_helpers import card_text, cid, might_of, pay, play, position

DECK = ["Daring Poro"] * 3


def activations(game) -> list[Activate]:
    return [a for a in game.legal_actions() if isinstance(a, Activate)]


@pytest.mark.parametrize("name, bonus, domain", [("Doran's Blade", 2, "Body"), ("B.F. Sword", 3, "Order"),
                                                 ("Long Sword", 2, "Fury"), ("Sterak's Gage", 3, "Calm"),
                                                 ("Serrated Dirk", 0, "Fury"), ("Cloth Armor", 0, "Mind"),
                                                 ("Boots of Swiftness", 2, "Chaos")])
def test_equip_targets_only_the_players_own_units(name, bonus, domain):
    """818.1.b, 818.1.b.1, 818.1.c.2, 818.2, 434.1.d (Doran's Blade, B.F. Sword, Long Sword,
    Sterak's Gage, Serrated Dirk, Cloth Armor, Boots of Swiftness, Vanguard Sergeant, Petty
    Officer): each gear's Equip costs one Power of its
    domain and may target only a unit its controller controls, not the opponent's; resolved, the
    unit is Equipped and has the card table's Might Bonus more."""
    rec = card_text(name)
    assert rec["tags"] == ["Equipment"] and rec["might_bonus"] == bonus
    game = position({"deck": DECK, "gear": [name], "base": ["Vanguard Sergeant"],
                     "runes": [f"{domain} Rune"] * 2},
                    {"deck": DECK},
                    battlefields=[{"controller": 1, "units": [{"card": "Petty Officer"}]}, {}])
    gear, sergeant, officer = cid(game, name), cid(game, "Vanguard Sergeant"), cid(game, "Petty Officer")
    acts = activations(game)
    assert {a.target for a in acts} == {sergeant} and all(a.source == gear for a in acts)
    game.apply(acts[0])
    g = game.state
    assert g.gear[gear].attached_to == sergeant
    assert might_of(game, sergeant) == 4 + bonus and might_of(game, officer) == 5
    assert ("equipped", "818.2") in [(e.kind, e.rule) for e in game.log]
    check_invariants(game)


def test_equip_has_no_reaction_timing():
    """818.1.c.2, 381, 813.1.c.2 (Doran's Blade, Long Sword, Void Seeker, Vanguard Sergeant): Equip
    is an ordinary activated ability: with Priority on the opponent's turn P0 may play Long Sword
    (Quick-Draw) but can't activate the Blade's Equip."""
    game = position({"deck": DECK, "gear": ["Doran's Blade"], "hand": ["Long Sword"],
                     "runes": ["Body Rune"] * 2 + ["Fury Rune"] * 3},
                    {"deck": DECK, "hand": ["Void Seeker"], "runes": ["Fury Rune"] * 3},
                    battlefields=[{"controller": 0, "units": ["Vanguard Sergeant"]}, {}],
                    turn=2, turn_player=1)
    play(game, "play Void Seeker targeting Vanguard Sergeant")
    d = game.pending()
    assert (d.kind, d.player) == ("priority", 0)
    assert not activations(game) and PlayGear(cid(game, "Long Sword")) in game.legal_actions()


def test_quick_draw_is_played_as_a_reaction_and_attaches():
    """819.1.b, 819.1.c, 819.1.d, 434.4 (Long Sword, Void Seeker, Vanguard Sergeant): with
    Priority on P1's turn P0 plays Long Sword in answer to Void Seeker; it enters and its Play
    Effect attaches it to the Sergeant at battlefield 0 before the spell resolves, so the 6 Might
    Sergeant survives 4 damage."""
    game = position({"deck": DECK, "hand": ["Long Sword"], "runes": ["Fury Rune"] * 3},
                    {"deck": DECK, "hand": ["Void Seeker"], "runes": ["Fury Rune"] * 3},
                    battlefields=[{"controller": 0, "units": ["Vanguard Sergeant"]}, {}],
                    turn=2, turn_player=1)
    sword, sergeant = cid(game, "Long Sword"), cid(game, "Vanguard Sergeant")
    play(game, "play Void Seeker targeting Vanguard Sergeant")
    assert PlayGear(sword) in game.legal_actions()
    assert format_action(game, PlayGear(sword)) == "play Long Sword"
    game.apply(PlayGear(sword))
    d = game.pending()
    assert d.kind == "pay"
    data = dump_position(game)  # the gear on the chain above the spell, being paid for
    assert load_position(data).state.key() == game.state.key()
    pay(game)
    g = game.state
    assert not g.chain
    assert g.gear[sword].attached_to == sergeant and g.gear[sword].loc == 0
    assert sergeant in g.units and g.units[sergeant].damage == 4 and might_of(game, sergeant) == 6
    check_invariants(game)


def test_a_gear_without_quick_draw_waits_for_the_main_phase():
    """819.1.b, 149.2 (Doran's Blade, Void Seeker): Doran's Blade has no Quick-Draw: it can't be
    played with Priority."""
    game = position({"deck": DECK, "hand": ["Doran's Blade"], "runes": ["Body Rune"] * 3},
                    {"deck": DECK, "hand": ["Void Seeker"], "runes": ["Fury Rune"] * 3},
                    battlefields=[{"controller": 0, "units": ["Vanguard Sergeant"]}, {}],
                    turn=2, turn_player=1)
    play(game, "play Void Seeker targeting Vanguard Sergeant")
    assert not any(isinstance(a, PlayGear) for a in game.legal_actions())
    assert game.state.index.get("quick_draw", "sfd-095-221") is None
    assert quick_draw_options(game.state, 0) == []


def test_sterak_s_gage_in_the_main_phase_attaches_to_the_chosen_unit():
    """819.1.d, 383.4.a.2 (Sterak's Gage, Vanguard Sergeant, Petty Officer): played in P0's Main
    Phase, its Play Effect chooses one of P0's two units as it goes on the chain, and resolves."""
    game = position({"deck": DECK, "hand": ["Sterak's Gage"], "base": ["Vanguard Sergeant", "Petty Officer"],
                     "runes": ["Calm Rune"] * 5}, {"deck": DECK})
    gage, officer = cid(game, "Sterak's Gage"), cid(game, "Petty Officer")
    play(game, "play Sterak's Gage")
    while game.pending().kind != "main":
        acts = game.legal_actions()
        pick = [a for a in acts if "Petty Officer" in format_action(game, a)]
        game.apply(pick[0] if pick else acts[0])
    g = game.state
    assert g.gear[gage].attached_to == officer and might_of(game, officer) == 8
    check_invariants(game)


# --- Weaponmaster (821) -----------------------------------------------------------------------------

WEAPONMASTERS = [("Sentinel Adept", "Fury"), ("Combat Chef", "Body"), ("Master Bingwen", "Chaos"),
                 ("Veteran Poro", "Body"), ("Armed Assailant", "Fury")]


@pytest.mark.parametrize("name, domain", WEAPONMASTERS)
def test_weaponmaster_pays_a_domain_equip_cost_unreduced(name, domain):
    """821.1.b, 821.1.c, 821.1.c.1, 821.1.c.3, 740.4.a.2.a, 434.1.f (Sentinel Adept, Combat Chef,
    Master Bingwen, Veteran Poro, Armed Assailant, Doran's Blade, B.F. Sword, Vanguard Sergeant):
    played, the unit's Weaponmaster offers P0's Equipment, attached or not, or none; the chosen
    B.F. Sword's Equip cost is one Order Power, with no [A] to reduce, so as the ability resolves P0
    may pay it in full (an Order rune recycled) to move the Sword from the Sergeant to the new unit."""
    rec = card_text(name)
    game = position({"deck": DECK, "hand": [name], "runes": [f"{domain} Rune"] * 7 + ["Order Rune"],
                     "base": [{"card": "Vanguard Sergeant", "cid": 5}],
                     "gear": ["Doran's Blade", {"card": "B.F. Sword", "attached_to": 5}]}, {"deck": DECK})
    unit, sword, blade = cid(game, name), cid(game, "B.F. Sword"), cid(game, "Doran's Blade")
    order = cid(game, "Order Rune")
    play(game, f"play {name}")
    d = game.pending()
    assert (d.kind, d.context[0], d.context[2]) == ("choose_card", "trigger_may", "trigger")
    assert sorted(a.card for a in game.legal_actions()) == sorted([-1, sword, blade])
    runes = len(game.state.players[0].runes)
    game.apply(ChooseCard(sword))
    while game.pending().kind == "priority":
        game.apply(Pass())
    d = game.pending()
    assert (d.kind, d.context[:2]) == ("pay", ("weaponmaster_pay", unit))
    assert isinstance(d.context, PayEffect)
    assert game.legal_actions() == [Pay((), (order,)), Pass()]
    assert load_position(dump_position(game)).legal_actions() == game.legal_actions()
    game.apply(Pay((), (order,)))
    g = game.state
    assert g.gear[sword].attached_to == unit and might_of(game, 5) == 4
    assert might_of(game, unit) == rec["might"] + 3
    assert len(g.players[0].runes) == runes - 1 and order not in g.players[0].runes  # 821.1.c.3
    check_invariants(game)


def test_weaponmaster_cost_not_paid_or_unpayable_attaches_nothing():
    """821.1.c.3, 821.1.c.5, 740.4.a.2.a (Veteran Poro, Doran's Blade: Equip one Body Power): P0
    chooses the Blade, then declines to pay as the ability resolves: it stays unattached. With no
    rune left that could pay Body Power, the cost can't be paid and nothing is asked."""
    game = position({"deck": DECK, "hand": ["Veteran Poro"], "runes": ["Body Rune"] * 3,
                     "gear": ["Doran's Blade"]}, {"deck": DECK})
    blade = cid(game, "Doran's Blade")
    play(game, "play Veteran Poro")
    game.apply(ChooseCard(blade))
    while game.pending().kind == "priority":
        game.apply(Pass())
    assert game.pending().context[:1] == ("weaponmaster_pay",)
    game.apply(Pass())
    assert game.state.gear[blade].attached_to is None and not game.state.chain
    assert len(game.state.players[0].runes) == 3
    poor = position({"deck": DECK, "hand": ["Veteran Poro"], "runes": ["Fury Rune"] * 2,
                     "gear": ["Doran's Blade"]}, {"deck": DECK})
    play(poor, "play Veteran Poro")
    poor.apply(ChooseCard(cid(poor, "Doran's Blade")))
    while poor.pending().kind == "priority":
        poor.apply(Pass())
    assert poor.pending().kind == "main" and not poor.state.chain
    assert poor.state.gear[cid(poor, "Doran's Blade")].attached_to is None


def test_weaponmaster_may_be_declined_and_without_equipment_is_skipped():
    """383.3.a.2, 821.1.c (Veteran Poro, Doran's Blade): P0 declines; the Blade stays unattached.
    With no Equipment, declining is the only option and is taken for P0."""
    game = position({"deck": DECK, "hand": ["Veteran Poro"], "runes": ["Body Rune"] * 2,
                     "gear": ["Doran's Blade"]}, {"deck": DECK})
    play(game, "play Veteran Poro")
    game.apply(ChooseCard(-1))
    g = game.state
    assert g.gear[cid(game, "Doran's Blade")].attached_to is None
    assert ("trigger_declined", "383.3.a.2") in [(e.kind, e.rule) for e in game.log]
    game = position({"deck": DECK, "hand": ["Veteran Poro"], "runes": ["Body Rune"] * 2}, {"deck": DECK})
    play(game, "play Veteran Poro")
    assert game.pending().kind == "main" and not game.state.chain


def test_weaponmaster_does_nothing_if_the_equipment_left():
    """821.1.c.5 (Combat Chef, Doran's Blade, Long Sword): the chosen Blade is killed while P0
    holds Priority (P0 could play Long Sword); the ability then resolves and attaches nothing."""
    game = position({"deck": DECK, "hand": ["Combat Chef", "Long Sword"],
                     "runes": ["Body Rune"] * 5 + ["Fury Rune"] * 3, "gear": ["Doran's Blade"]},
                    {"deck": DECK})
    blade = cid(game, "Doran's Blade")
    play(game, "play Combat Chef")
    game.apply(ChooseCard(blade))
    assert (game.pending().kind, game.pending().player) == ("priority", 0)
    game._effect(("kill_gear", blade))
    while game.pending().kind == "priority":
        game.apply(Pass())
    assert blade not in game.state.gear and not game.state.chain
    assert not [e for e in game.log if e.kind == "attach"]


def test_weaponmaster_units_are_played_normally():
    """821.2, 140 (Master Bingwen): a Weaponmaster unit is an ordinary unit once played."""
    game = position({"deck": DECK, "hand": ["Master Bingwen"], "runes": ["Chaos Rune"] * 6}, {"deck": DECK})
    assert any(isinstance(a, PlayUnit) for a in game.legal_actions())
    play(game, "play Master Bingwen")
    assert cid(game, "Master Bingwen") in game.state.units


def test_cited_clauses_exist():
    """The rule numbers cited in this file exist in the rules."""
    assert cited_clauses_missing(globals()) == []
