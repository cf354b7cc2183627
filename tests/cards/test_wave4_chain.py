"""Scenario tests for the cards whose target is one item on the chain (issue 13, card wave 2, helper
A): Not So Fast, Repulse, Flurry of Feathers. A chain item is named as the chain names it: a spell
by its card, an ability by its source (ruling 103). Rule numbers lead each docstring."""

from __future__ import annotations

from riftbound.actions import ChooseOpponent, PlaySpell, chain_code, player_code
from riftbound.cards import load_cards
from riftbound.engine.chain import spell_cost
from riftbound.engine.chain_refs import board_targets
from riftbound.engine.keywords import deflect_cost
from riftbound.engine.primitives import relocate, return_to_hand
from riftbound.formats.notation import format_action, parse_action
from riftbound.formats.position import dump_position, load_position
from riftbound.game import card_support
from riftbound.state import base_of
from tests.helpers import refresh
from tests.spell_helpers import card_text, cid, might_of, pass_, pay, play, position

DECK = ["Mystic Poro"] * 3 + ["Zephyr Sage"] * 2
CARDS = ("Not So Fast", "Repulse", "Flurry of Feathers")
SERGEANT_AT_BF0 = {"controller": 1, "units": [{"card": "Vanguard Sergeant", "controller": 1}]}


def settle(game) -> None:
    """Pass Priority (or take the one action left) until the chain is empty (each item resolving)."""
    while game.state.chain:
        legal = game.legal_actions()
        if len(legal) == 1:
            game.apply(legal[0])
        else:
            pass_(game)


def play_pay(game) -> None:
    if game.pending().kind == "pay":
        pay(game)


def spell_plays(game, name: str) -> list[PlaySpell]:
    c = cid(game, name)
    return [a for a in game.legal_actions() if isinstance(a, PlaySpell) and a.card == c]


def test_the_cards_have_entries():
    """425.3, 355.9.a.2: each card of this mechanism has an entry the engine plays (errata read:
    none of them has any)."""
    cards = load_cards()
    for name in CARDS:
        assert card_support(cards.by_name(name)) == "script", name
        assert card_text(name)["errata"] == []


# --- Not So Fast --------------------------------------------------------------------------------------

def rex_on_sergeant(p1_hand: list[str], p1_runes: list[str], **extra):
    """P0 plays Riptide Rex; its Play Effect chooses P1's Vanguard Sergeant at battlefield 0 (the only
    enemy unit at a battlefield) and waits on the chain with P1 holding Priority."""
    game = position({"hand": ["Riptide Rex"], "deck": DECK, "runes": ["Mind Rune"] * 8},
                    {"deck": DECK, "hand": p1_hand, "runes": p1_runes},
                    battlefields=[SERGEANT_AT_BF0, {}], **extra)
    play(game, "play Riptide Rex to base")
    game.stepping = True  # stop at every Priority (a single option too), to look at the chain
    d = game.pending()
    assert (d.player, d.kind) == (1, "priority")
    return game


def test_not_so_fast_counters_an_enemy_ability_choosing_a_friendly_unit():
    """425.1.a, 425.3, 355.9.a.2, 355.9.c: Riptide Rex's Play Effect chooses P1's Sergeant; Not So Fast
    names the ability by its source (ruling 103), the one choice offered; it is written, recorded and
    dumped as Rex's cid; countered, the ability leaves the chain doing nothing while Rex stays on the
    board and Not So Fast goes to the trash."""
    game = rex_on_sergeant(["Not So Fast"], ["Calm Rune"] * 3)
    rex, sergeant, nsf = cid(game, "Riptide Rex"), cid(game, "Vanguard Sergeant"), cid(game, "Not So Fast")
    offered = spell_plays(game, "Not So Fast")
    assert offered == [PlaySpell(nsf, ((rex,),))]
    text = format_action(game, offered[0])
    assert text.startswith("play Not So Fast targeting Riptide Rex")
    assert parse_action(game, text) == offered[0] and str(offered[0]) == f"play #{nsf} targeting #{rex}"
    play(game, "play Not So Fast targeting Riptide Rex")
    g = game.state
    assert [(it.cid, it.kind) for it in g.chain] == [(rex, "trigger"), (nsf, "spell")]
    assert board_targets(g, g.chain[-1]) == ((),)  # the ability is chosen, not Rex the unit (383.4.b)
    dumped = dump_position(game)
    again = load_position(dumped)
    assert again.state.chain == g.chain and dump_position(again) == dumped
    settle(game)
    assert sergeant in g.units and g.units[sergeant].damage == 0
    assert rex in g.units and nsf in g.players[1].trash
    assert [e.data[0] for e in game.log if e.kind == "countered" and e.data[1:] == ("ability",)] == [rex]
    assert not any(e.kind == "damage" for e in game.log)


def test_not_so_fast_counters_an_enemy_spell_choosing_a_friendly_unit():
    """425.1.a, 425.3: a spell that chooses P1's unit (Hidden Blade, killing a unit at a battlefield)
    is countered: it goes to its owner's trash and the Sergeant lives."""
    game = position({"hand": ["Hidden Blade"], "deck": DECK, "runes": ["Order Rune"] * 4},
                    {"deck": DECK, "hand": ["Not So Fast"], "runes": ["Calm Rune"] * 3},
                    battlefields=[SERGEANT_AT_BF0, {}])
    blade, sergeant = cid(game, "Hidden Blade"), cid(game, "Vanguard Sergeant")
    play(game, "play Hidden Blade targeting Vanguard Sergeant at bf 0")
    play(game, "P1: play Not So Fast targeting Hidden Blade")
    settle(game)
    g = game.state
    assert sergeant in g.units and blade in g.players[0].trash
    assert any(e.kind == "countered" and e.data == (blade,) for e in game.log)


def test_not_so_fast_is_not_offered_against_a_spell_choosing_only_its_players_units():
    """355.8, 355.9.b: P0's spell chooses only P0's own unit (Vault Breaker on their Stalwart Poro):
    nothing on the chain chooses a unit or gear of P1's, so Not So Fast can't be played; nor against
    P1's own ability (it must be an enemy's)."""
    game = position({"deck": DECK, "hand": ["Vault Breaker"], "runes": ["Fury Rune"] * 4,
                     "base": ["Stalwart Poro"]},
                    {"deck": DECK, "hand": ["Not So Fast"], "runes": ["Calm Rune"] * 3})
    game.stepping = True
    play(game, "play Vault Breaker targeting Stalwart Poro")
    pass_(game)  # P0 -> P1
    assert game.pending().player == 1 and game.state.chain
    assert spell_plays(game, "Not So Fast") == []


def test_not_so_fast_is_checked_again_as_it_resolves():
    """359.3.e.5, 359.3.e.9.a: Not So Fast names Hidden Blade, which chooses P1's Daring Poro; in answer
    P0 plays Gust, returning the Poro to P1's hand. A target gone to a non-board zone is no longer
    chosen, so Hidden Blade no longer chooses a friendly unit as Not So Fast resolves: it counters
    nothing, and Hidden Blade resolves (doing nothing)."""
    game = position({"hand": ["Hidden Blade", "Gust"], "deck": DECK,
                     "runes": ["Order Rune"] * 5},
                    {"deck": DECK, "hand": ["Not So Fast"], "runes": ["Calm Rune"] * 3},
                    battlefields=[{"controller": 1, "units": [{"card": "Daring Poro", "controller": 1}]}, {}])
    blade, gust, poro = cid(game, "Hidden Blade"), cid(game, "Gust"), cid(game, "Daring Poro")
    game.stepping = True
    play(game, "play Hidden Blade targeting Daring Poro at bf 0")
    pass_(game)  # P0 -> P1
    play(game, "P1: play Not So Fast targeting Hidden Blade")
    g = game.state
    nsf = cid(game, "Not So Fast")
    assert g.chain[-1].targets == ((blade,),)
    pass_(game)  # P1 -> P0
    play(game, "play Gust targeting Daring Poro at bf 0")
    settle(game)
    assert poro in g.players[1].hand and blade in g.players[0].trash and nsf in g.players[1].trash
    assert not any(e.kind == "countered" for e in game.log)
    assert [e.data[0] for e in game.log if e.kind == "resolve"] == [gust, nsf, blade]


def test_an_ability_named_stays_named_when_its_source_leaves_the_board():
    """355.9.c (an ability and its source are separate objects), 359.3.e.4: Rex goes back to P0's
    hand while its Play Effect waits under Not So Fast; the ability is still on the chain, so Not So
    Fast still names it (not a lost target) and counters it."""
    game = rex_on_sergeant(["Not So Fast"], ["Calm Rune"] * 3)
    rex, sergeant = cid(game, "Riptide Rex"), cid(game, "Vanguard Sergeant")
    play(game, "play Not So Fast targeting Riptide Rex")
    g = game.state
    return_to_hand(g, g.units[rex])
    assert g.chain[-1].targets == ((rex,),) and g.chain[0].targets == ((sergeant,),)
    refresh(game)
    settle(game)
    assert sergeant in g.units and g.units[sergeant].damage == 0
    assert [e.data[0] for e in game.log if e.kind == "countered" and e.data[1:] == ("ability",)] == [rex]


# --- Repulse ------------------------------------------------------------------------------------------

def test_repulse_counters_an_ability_choosing_that_unit_alone():
    """425.3, 355.5: Repulse chooses P1's Sergeant at a battlefield and Rex's Play Effect, which
    chooses it and no other unit of P1's; both are legal as it resolves, so the ability is countered."""
    game = rex_on_sergeant(["Repulse"], ["Body Rune"] * 2)
    rex, sergeant, repulse = cid(game, "Riptide Rex"), cid(game, "Vanguard Sergeant"), cid(game, "Repulse")
    assert spell_plays(game, "Repulse") == [PlaySpell(repulse, ((sergeant,), (rex,)))]
    play(game, "P1: play Repulse targeting Vanguard Sergeant at bf 0; Riptide Rex")
    settle(game)
    assert game.state.units[sergeant].damage == 0 and rex in game.state.units
    assert [e.data[0] for e in game.log if e.kind == "countered" and e.data[1:] == ("ability",)] == [rex]


def test_repulse_unit_moved_away_mistargets():
    """359.3.f.2.a, 359.3.e.14.a: Repulse's unit must still be a legal target as it resolves; moved to
    its base (no longer at a battlefield), "it" is null and nothing is countered: Rex's ability
    still resolves (the Sergeant, no longer at a battlefield, is untouched by it too)."""
    game = rex_on_sergeant(["Repulse"], ["Body Rune"] * 2)
    sergeant = cid(game, "Vanguard Sergeant")
    play(game, "P1: play Repulse targeting Vanguard Sergeant at bf 0; Riptide Rex")
    g = game.state
    relocate(g, g.units[sergeant], base_of(1))
    refresh(game)
    settle(game)
    assert not any(e.kind == "countered" for e in game.log)
    assert any(e.kind == "resolve" and e.data[0] == cid(game, "Riptide Rex") for e in game.log)


def singularity_on_two(hand: tuple[str, ...] = ("Repulse",), runes: tuple[str, ...] = ("Body Rune",) * 2):
    """P0's Singularity chooses two of P1's units at battlefield 0; P1 holds Repulse."""
    bf0 = {"controller": 1, "units": [{"card": "Vanguard Sergeant", "controller": 1},
                                      {"card": "Petty Officer", "controller": 1}]}
    game = position({"hand": ["Singularity"], "deck": DECK, "runes": ["Mind Rune"] * 8},
                    {"deck": DECK, "hand": list(hand), "runes": list(runes)},
                    battlefields=[bf0, {}])
    game.stepping = True
    play(game, "play Singularity targeting Vanguard Sergeant at bf 0, Petty Officer at bf 0")
    pass_(game)  # P0 -> P1
    assert game.pending().player == 1
    return game


def test_repulse_needs_the_item_to_choose_no_other_friendly_unit():
    """359.3.e.9.a (its Volibear example, with Singularity): a spell choosing two of P1's units can't
    be named by Repulse; one of them moved back to base is still chosen (mistargeted) and changes
    nothing; once one has changed to a non-board zone, the other is the only one it chooses, and
    Repulse may name it with that unit (only that one)."""
    game = singularity_on_two()
    g = game.state
    sergeant, officer = cid(game, "Vanguard Sergeant"), cid(game, "Petty Officer")
    sing, repulse = cid(game, "Singularity"), cid(game, "Repulse")
    assert spell_plays(game, "Repulse") == []
    relocate(g, g.units[officer], base_of(1))
    assert spell_plays(refresh(game), "Repulse") == []
    return_to_hand(g, g.units[officer])
    assert spell_plays(refresh(game), "Repulse") == [PlaySpell(repulse, ((sergeant,), (sing,)))]
    play(game, "P1: play Repulse targeting Vanguard Sergeant at bf 0; Singularity")
    settle(game)
    assert sergeant in g.units and sing in g.players[0].trash


def test_repulse_wants_a_unit_at_a_battlefield():
    """355.9.b: Repulse's unit is a friendly unit at a battlefield: with Rex's ability choosing P1's
    unit in its base... Rex can't (enemy units at battlefields only); so: Repulse is not offered
    when the only friendly unit chosen is in its base (Hidden Blade can't either). With nothing on
    the chain choosing a friendly unit, Repulse can't be played at all (355.8)."""
    game = position({"deck": DECK, "runes": ["Mind Rune"] * 2},
                    {"deck": DECK, "hand": ["Repulse"], "runes": ["Body Rune"] * 2, "base": ["Daring Poro"]},
                    battlefields=[SERGEANT_AT_BF0, {}])
    assert spell_plays(game, "Repulse") == []


# --- Flurry of Feathers -------------------------------------------------------------------------------

def test_flurry_of_feathers_counter_mode():
    """355.3, 425.3: with a spell on the chain both modes are offered: counter it (naming it), or the
    Birds (naming nothing); the counter mode counters Hidden Blade and plays no Bird."""
    game = position({"hand": ["Hidden Blade"], "deck": DECK, "runes": ["Order Rune"] * 4},
                    {"deck": DECK, "hand": ["Flurry of Feathers"], "runes": ["Calm Rune"] * 6},
                    battlefields=[SERGEANT_AT_BF0, {}])
    blade, flurry = cid(game, "Hidden Blade"), cid(game, "Flurry of Feathers")
    play(game, "play Hidden Blade targeting Vanguard Sergeant at bf 0")
    assert sorted(spell_plays(game, "Flurry of Feathers"), key=str) == sorted(
        [PlaySpell(flurry, ((),)), PlaySpell(flurry, ((blade,),))], key=str)
    assert format_action(game, PlaySpell(flurry, ((),))) == "play Flurry of Feathers"
    play(game, "P1: play Flurry of Feathers targeting Hidden Blade")
    settle(game)
    g = game.state
    assert blade in g.players[0].trash and cid(game, "Vanguard Sergeant") in g.units
    assert not any(g.cards[c].name == "Bird" or g.cards[c].is_token for c in g.units)


def test_flurry_of_feathers_birds_mode_and_no_abilities():
    """355.3, 187.7, 182: Flurry counters spells only: with Rex's ability the one thing on the chain,
    only the Birds mode is offered; it plays four 1 Might Bird tokens with Deflect in P1's base and
    the ability resolves as usual."""
    game = rex_on_sergeant(["Flurry of Feathers"], ["Calm Rune"] * 6)
    flurry = cid(game, "Flurry of Feathers")
    assert spell_plays(game, "Flurry of Feathers") == [PlaySpell(flurry, ((),))]
    play(game, "P1: play Flurry of Feathers")
    settle(game)
    g = game.state
    birds = [u for u in g.units.values() if g.cards[u.cid].is_token]
    assert len(birds) == 4 and all(u.controller == 1 and u.loc == base_of(1) for u in birds)
    assert "Deflect" in g.cards[birds[0].cid].keywords
    assert cid(game, "Vanguard Sergeant") not in g.units  # Rex's 6 damage killed it


def test_a_spell_naming_an_ability_pays_no_deflect_for_its_source():
    """809.1.c-d, 355.9.a.2: Deflect adds to the cost of choosing the unit; a spell naming that unit's
    ability on the chain doesn't choose the unit, so no Deflect cost: Not So Fast costs its printed
    2 Energy and 1 Calm Power, the same as naming an ability of a unit without Deflect."""
    game = rex_on_sergeant(["Not So Fast"], ["Calm Rune"] * 3)
    g = game.state
    nsf, rex = cid(game, "Not So Fast"), cid(game, "Riptide Rex")
    g.units[rex].turn_keywords = ("Deflect 1",)
    assert deflect_cost(g, 1, ((rex,),)) == (None,)  # choosing Rex himself would cost one Power more
    play(refresh(game), "play Not So Fast targeting Riptide Rex")
    energy, reqs = spell_cost(g, nsf)
    assert energy == 2 and len(reqs) == 1
    assert g.chain[-1].finalized


def test_two_abilities_of_one_source_can_each_be_named():
    """355.9.a.2, 425.3: with two Play Effects of one source on the chain, each choosing a different
    unit of P1's, Not So Fast may name either of them: two choices."""
    game = position({"deck": DECK, "base": ["Riptide Rex"]},
                    {"deck": DECK, "hand": ["Not So Fast"], "runes": ["Calm Rune"] * 3},
                    battlefields=[{"controller": 1, "units": [
                        {"card": "Vanguard Sergeant", "controller": 1},
                        {"card": "Petty Officer", "controller": 1}]}, {}])
    rex = cid(game, "Riptide Rex")
    sergeant, officer = cid(game, "Vanguard Sergeant"), cid(game, "Petty Officer")
    dumped = dump_position(game)
    dumped["chain"] = [{"trigger": rex, "controller": 0, "targets": [[sergeant]]},
                       {"trigger": rex, "controller": 0, "targets": [[officer]]}]
    dumped["pending"] = {"player": 1, "kind": "priority", "context": [0]}
    for key in ("info", "tasks"):
        dumped.pop(key, None)
    game = load_position(dumped)
    assert len(game.state.chain) == 2
    assert len(spell_plays(game, "Not So Fast")) == 2


def two_rex_abilities(p1_hand: list[str], p1_runes: list[str]):
    """Two Play Effects of P0's Riptide Rex on the chain, the older choosing P1's Vanguard Sergeant,
    the newer P1's Petty Officer (both at battlefield 0); P1 holds Priority."""
    game = position({"deck": DECK, "base": ["Riptide Rex"]},
                    {"deck": DECK, "hand": p1_hand, "runes": p1_runes},
                    battlefields=[{"controller": 1, "units": [
                        {"card": "Vanguard Sergeant", "controller": 1},
                        {"card": "Petty Officer", "controller": 1}]}, {}])
    rex = cid(game, "Riptide Rex")
    dumped = dump_position(game)
    dumped["chain"] = [{"trigger": rex, "controller": 0, "targets": [[cid(game, "Vanguard Sergeant")]]},
                       {"trigger": rex, "controller": 0, "targets": [[cid(game, "Petty Officer")]]}]
    dumped["pending"] = {"player": 1, "kind": "priority", "context": [0]}
    for key in ("info", "tasks"):
        dumped.pop(key, None)
    game = load_position(dumped)
    game.stepping = True
    return game


def test_the_older_of_two_abilities_of_one_source_is_named_and_countered():
    """355.9.a.2, 425.1.a, 425.3 (ruling 116): the oldest of a source's items on the chain keeps the
    plain name (Rex's cid, "Riptide Rex"), the next is "Riptide Rex ability 2" (its code Rex's cid +
    CHAIN_NTH); both are written, read back, dumped and logged so. Not So Fast on the older one
    counters it: the newer still resolves and kills the Officer, the Sergeant lives."""
    game = two_rex_abilities(["Not So Fast"], ["Calm Rune"] * 3)
    g = game.state
    rex, nsf = cid(game, "Riptide Rex"), cid(game, "Not So Fast")
    sergeant, officer = cid(game, "Vanguard Sergeant"), cid(game, "Petty Officer")
    offered = spell_plays(game, "Not So Fast")
    assert offered == [PlaySpell(nsf, ((rex,),)), PlaySpell(nsf, ((chain_code(rex, 1),),))]
    texts = [format_action(game, a) for a in offered]
    assert texts == ["play Not So Fast targeting Riptide Rex at base",
                     "play Not So Fast targeting Riptide Rex ability 2 at base"]
    for a, text in zip(offered, texts, strict=True):
        assert parse_action(game, text) == a and parse_action(game, str(a)) == a
    assert str(offered[1]) == f"play #{nsf} targeting #{rex} ability 2"
    assert parse_action(game, "P1: play Not So Fast targeting Riptide Rex ability 1") == offered[0]
    play(game, "P1: play Not So Fast targeting Riptide Rex")
    assert g.chain[-1].targets == ((rex,),)
    dumped = dump_position(game)
    assert load_position(dumped).state.chain == g.chain
    settle(game)
    assert sergeant in g.units and g.units[sergeant].damage == 0
    assert officer not in g.units  # the newer ability resolved: 6 damage to the Officer
    assert [e.data[0] for e in game.log if e.kind == "countered"] == [rex]


def test_a_name_follows_its_item_when_an_older_item_of_its_source_is_countered():
    """425.1.a, 359.3.e (ruling 116): the first Not So Fast names Rex's newer ability ("ability 2"),
    a second names the older one. The second resolves first and counters the older ability; the
    newer is now the oldest of Rex's items, and the first Not So Fast's name is renumbered with it
    (the plain cid): it still counters that ability, so neither of P1's units is dealt damage. A
    position dumped in between keeps the renumbered name."""
    game = two_rex_abilities(["Not So Fast", "Not So Fast"], ["Calm Rune"] * 6)
    g = game.state
    rex = cid(game, "Riptide Rex")
    sergeant, officer = cid(game, "Vanguard Sergeant"), cid(game, "Petty Officer")
    play(game, "P1: play Not So Fast targeting Riptide Rex ability 2")
    first = g.chain[-1].cid
    assert g.chain[-1].targets == ((chain_code(rex, 1),),)
    while game.pending().player != 1:
        pass_(game)
    play(game, "P1: play Not So Fast targeting Riptide Rex")
    pass_(game)  # P1 -> P0
    pass_(game)  # the second Not So Fast resolves: the older ability is countered
    assert [it.cid for it in g.chain] == [rex, first]
    assert g.chain[-1].targets == ((rex,),)  # renumbered: the same ability, now the oldest
    assert load_position(dump_position(game)).state.chain == g.chain
    settle(game)
    assert g.units[sergeant].damage == 0 and g.units[officer].damage == 0
    assert [e.data[0] for e in game.log if e.kind == "countered" and e.data[1:] == ("ability",)] == [rex, rex]


# --- Mystic Reversal and Rebuttal: gaining control of a spell, new choices (191.2, 750-755) ---------

def blade_on_sergeant(p1_hand: list[str], p1_runes: list[str]):
    """P0 plays Hidden Blade on P1's Sergeant at battlefield 0 (P0's Daring Poro is at battlefield 1);
    P1 holds Priority."""
    game = position({"hand": ["Hidden Blade"], "deck": DECK, "runes": ["Order Rune"] * 4},
                    {"deck": DECK, "hand": p1_hand, "runes": p1_runes},
                    battlefields=[SERGEANT_AT_BF0, {"controller": 0, "units": [{"card": "Daring Poro"}]}])
    game.stepping = True
    play(game, "play Hidden Blade targeting Vanguard Sergeant at bf 0")
    pass_(game)  # P0 -> P1
    assert game.pending().player == 1
    return game


def test_mystic_reversal_takes_a_spell_and_makes_new_choices():
    """191.2, 751, 753, 754: Mystic Reversal takes Hidden Blade; its new controller chooses its new
    target among the legal ones (units at a battlefield, one card at a time): P0's Daring Poro. The
    Blade kills the Poro, its controller (P0) draws 2, and the Blade goes to its owner's trash."""
    game = blade_on_sergeant(["Mystic Reversal"], ["Calm Rune"] * 7)
    blade, sergeant = cid(game, "Hidden Blade"), cid(game, "Vanguard Sergeant")
    poro, reversal = cid(game, "Daring Poro"), cid(game, "Mystic Reversal")
    assert spell_plays(game, "Mystic Reversal") == [PlaySpell(reversal, ((blade,),))]
    play(game, "P1: play Mystic Reversal targeting Hidden Blade")
    hand0 = len(game.state.players[0].hand)
    while game.pending().kind != "choose_card":
        pass_(game)
    d = game.pending()
    assert (d.player, d.context) == (1, ("new_choice_pick", blade))
    assert sorted(a.card for a in game.legal_actions()) == sorted([sergeant, poro])
    game.apply(parse_action(game, "choose Daring Poro"))
    g = game.state
    assert [(it.cid, it.controller, it.targets) for it in g.chain] == [(blade, 1, ((poro,),))]
    settle(game)
    assert poro not in g.units and sergeant in g.units and blade in g.players[0].trash
    assert len(g.players[0].hand) == hand0 + 2
    assert [e.data[0] for e in game.log if e.kind == "spell_control"] == [blade]


def test_mystic_reversal_choosing_the_same_keeps_the_choices():
    """753: any subset of the choices may be remade, none included: choosing the Sergeant again keeps
    Hidden Blade's target; taken, the Blade still kills it (P1's own unit now that P1 controls it)."""
    game = blade_on_sergeant(["Mystic Reversal"], ["Calm Rune"] * 7)
    sergeant = cid(game, "Vanguard Sergeant")
    play(game, "P1: play Mystic Reversal targeting Hidden Blade")
    while game.pending().kind != "choose_card":
        pass_(game)
    game.apply(parse_action(game, "choose Vanguard Sergeant at bf 0"))
    settle(game)
    assert sergeant not in game.state.units and cid(game, "Daring Poro") in game.state.units


def test_mystic_reversal_without_other_choices_asks_nothing():
    """753.2, 191.2: a spell with no choices to remake (Sprite Call, no target) is taken without a
    decision; as it resolves "you" is its new controller: the Sprite token is P1's."""
    game = position({"hand": ["Sprite Call"], "deck": DECK, "runes": ["Mind Rune"] * 4},
                    {"deck": DECK, "hand": ["Mystic Reversal"], "runes": ["Calm Rune"] * 7})
    game.stepping = True
    play(game, "play Sprite Call")
    pass_(game)
    play(game, "P1: play Mystic Reversal targeting Sprite Call")
    settle(game)
    g = game.state
    tokens = [u for u in g.units.values() if g.cards[u.cid].is_token]
    assert len(tokens) == 1 and tokens[0].controller == 1
    assert not any(e.kind == "new_choices" for e in game.log)
    assert cid(game, "Sprite Call") in g.players[0].trash


def test_rebuttal_paid_takes_the_spell():
    """204.3.b, 191.2, 751: as Rebuttal resolves its player may pay one Power of any domain; paid, they
    gain control of Hidden Blade and make new choices for it (P0's Daring Poro dies)."""
    game = blade_on_sergeant(["Rebuttal"], ["Mind Rune"] * 4)
    blade, poro = cid(game, "Hidden Blade"), cid(game, "Daring Poro")
    play(game, "P1: play Rebuttal targeting Hidden Blade")
    while game.pending().kind == "priority":
        pass_(game)
    d = game.pending()
    assert (d.player, d.kind, d.context[0]) == (1, "pay", "take_spell_pay")
    pay(game)
    assert game.pending().context == ("new_choice_pick", blade)
    game.apply(parse_action(game, "choose Daring Poro"))
    settle(game)
    g = game.state
    assert poro not in g.units and cid(game, "Vanguard Sergeant") in g.units
    assert not any(e.kind == "countered" for e in game.log)


def test_rebuttal_declined_counters_the_spell():
    """204.3.b, 425.1.a: declining the payment, the spell is countered (to its owner's trash)."""
    game = blade_on_sergeant(["Rebuttal"], ["Mind Rune"] * 4)
    blade = cid(game, "Hidden Blade")
    play(game, "P1: play Rebuttal targeting Hidden Blade")
    while game.pending().kind == "priority":
        pass_(game)
    pass_(game)  # decline
    settle(game)
    g = game.state
    assert blade in g.players[0].trash and cid(game, "Vanguard Sergeant") in g.units
    assert any(e.kind == "countered" and e.data == (blade,) for e in game.log)


def test_rebuttal_unable_to_pay_counters_and_names_only_cheap_spells():
    """206, 355.8: Rebuttal names only a spell whose printed Energy cost is at most 4 (not Singularity,
    6); with no rune left to pay the Power as it resolves, the spell is countered, nothing asked."""
    game = singularity_on_two(("Rebuttal",), ("Mind Rune",) * 4)
    assert game.pending().player == 1 and spell_plays(game, "Rebuttal") == []
    game = blade_on_sergeant(["Rebuttal"], ["Mind Rune"] * 2)
    blade = cid(game, "Hidden Blade")
    play(game, "P1: play Rebuttal targeting Hidden Blade")
    settle(game)
    assert blade in game.state.players[0].trash
    assert not any(e.kind == "spell_control" for e in game.log)


def test_a_taken_spell_was_still_played_by_its_first_player():
    """419.4.a, 755.1 (ruling 103): "when you play a spell" triggers as the spell resolves, for the
    player who played it: P1 takes P0's Hidden Blade with Mystic Reversal; as the Blade resolves
    P0's Ravenbloom Student gets +1 Might, P1's only for Mystic Reversal itself."""
    game = position({"hand": ["Hidden Blade"], "deck": DECK, "runes": ["Order Rune"] * 4,
                     "base": ["Ravenbloom Student"]},
                    {"deck": DECK, "hand": ["Mystic Reversal"], "runes": ["Calm Rune"] * 7,
                     "base": ["Ravenbloom Student"]},
                    battlefields=[SERGEANT_AT_BF0, {"controller": 0, "units": [{"card": "Daring Poro"}]}])
    game.stepping = True
    mine, theirs = sorted(c for c in game.state.units if game.state.cards[c].name == "Ravenbloom Student")
    assert game.state.units[mine].controller == 0
    before = might_of(game, mine), might_of(game, theirs)
    play(game, "play Hidden Blade targeting Vanguard Sergeant at bf 0")
    pass_(game)
    play(game, "P1: play Mystic Reversal targeting Hidden Blade")
    while game.state.chain and game.pending().kind != "choose_card":
        settle_step(game)
    game.apply(parse_action(game, "choose Daring Poro"))
    while game.pending().kind != "main":  # the chain, then the triggers it leaves, then theirs
        settle_step(game)
    assert (might_of(game, mine), might_of(game, theirs)) == (before[0] + 1, before[1] + 1)


def settle_step(game) -> None:
    legal = game.legal_actions()
    game.apply(legal[0] if len(legal) == 1 else next(a for a in legal if str(a) == "pass"))


def test_a_unit_newly_chosen_fires_its_targeting_effect():
    """754, 383.4.b: P1 takes Hidden Blade with Mystic Reversal and chooses their own Jae Medarda
    ("when you choose me with a spell, draw 1"): the new choice fires its Targeting Effect (P1 draws
    1 before the Blade resolves). The position round-trips while the new choice is asked."""
    game = position({"hand": ["Hidden Blade"], "deck": DECK, "runes": ["Order Rune"] * 4},
                    {"deck": DECK, "hand": ["Mystic Reversal"], "runes": ["Calm Rune"] * 7},
                    battlefields=[{"controller": 1, "units": [{"card": "Vanguard Sergeant", "controller": 1},
                                                              {"card": "Jae Medarda", "controller": 1}]}, {}])
    game.stepping = True
    jae = cid(game, "Jae Medarda")
    play(game, "play Hidden Blade targeting Vanguard Sergeant at bf 0")
    pass_(game)
    play(game, "P1: play Mystic Reversal targeting Hidden Blade")
    while game.pending().kind != "choose_card":
        pass_(game)
    dumped = dump_position(game)
    twin = load_position(dumped)
    assert twin.state.key() == game.state.key() and twin.legal_actions() == game.legal_actions()
    assert not any(e.kind == "trigger" for e in game.log)
    hand = len(game.state.players[1].hand)
    game.apply(parse_action(game, "choose Jae Medarda"))
    while not any(e.kind == "ability_done" for e in game.log):
        settle_step(game)
    assert [e.data[0] for e in game.log if e.kind == "trigger"] == [jae]
    assert [it.cid for it in game.state.chain] == [cid(game, "Hidden Blade")]
    assert len(game.state.players[1].hand) == hand + 1  # Jae's draw, the Blade still on the chain


def test_new_choices_include_a_player_target():
    """355.10, 751-753, 191.2 (three players): P1 takes P0's Call to Battle (a unit of its controller's,
    a battlefield they control, an opponent); the new choices are P1's: P1's own unit (the only one
    not at bf 1, taken without asking), the battlefield P1 controls, and the opponent (P0 or P2, a
    "choose_opponent" decision)."""
    game = load_position({"mode": "ffa3", "players": [
        {"deck": DECK, "hand": ["Call to Battle"], "runes": ["Body Rune"] * 3, "base": ["Eager Apprentice"]},
        {"deck": DECK, "hand": ["Mystic Reversal"], "runes": ["Calm Rune"] * 7,
         "base": [{"card": "Stalwart Poro", "controller": 1}]},
        {"deck": DECK, "base": [{"card": "Vanguard Sergeant", "controller": 2}]}],
        "battlefields": [{"controller": 0, "units": [{"card": "Zephyr Sage", "controller": 0}]},
                         {"controller": 1, "units": [{"card": "Daring Poro", "controller": 1}]},
                         {}]})
    game.stepping = True
    battle, poro = cid(game, "Call to Battle"), cid(game, "Stalwart Poro")
    play(game, "play Call to Battle targeting Eager Apprentice at base; P1 to bf 0")
    pass_(game)  # P0 -> P1
    play(game, "P1: play Mystic Reversal targeting Call to Battle")
    while game.pending().kind == "priority":
        pass_(game)
    d = game.pending()  # the unit was forced: P1's only unit not already at bf 1, the one bf P1 holds
    assert (d.player, d.kind, d.context.seats) == (1, "choose_opponent", (0, 2))
    assert next(it for it in game.state.chain if it.cid == battle).targets == ((poro,),)
    twin = load_position(dump_position(game))
    assert twin.state.key() == game.state.key() and twin.legal_actions() == game.legal_actions()
    game.apply(ChooseOpponent(2))
    item = next(it for it in game.state.chain if it.cid == battle)
    assert (item.controller, item.targets, item.dest) == (1, ((poro,), (player_code(2),)), 1)
