"""Card wave 3 (issue 13's finish), helper E: the sideboard cards of the tournament lists and the
mechanisms they need. Choosing a card from an opponent's revealed hand (424.3.a, 355.10.a;
effects/hand_pick.py) and a delayed ability waiting across turns for a player's Hold (390.5,
383.4.d.2.b; engine/hold_delayed.py): Ashe, Focused, Mindsplitter, Sabotage, Decree of Strength.
Rule numbers lead each docstring."""

from __future__ import annotations

from riftbound.actions import ChooseCard, EndTurn, Pass
from riftbound.checks import check_invariants
from riftbound.engine.chain import spell_cost
from riftbound.engine.primitives import kill
from riftbound.formats.position import dump_position, load_position
from tests.spell_helpers import card_text, cid, do, might_of, pay, play, position

DECK = ["Daring Poro"] * 3 + ["Pouty Poro"] * 3
ASHE = "Ashe, Focused"


def settle(game, until: str = "main", limit: int = 60) -> None:
    """Pass Priority and Focus (and take single-option decisions) until a decision of ``until``."""
    for _ in range(limit):
        d = game.pending()
        if d is None or d.kind == until:
            return
        acts = game.legal_actions()
        game.apply(Pass() if Pass() in acts else acts[0])
    raise AssertionError(game.pending())


def ashe_game(p1_holds: bool = True):
    """P0: Ashe in hand, six Order Runes, a Stalwart Poro holding bf 0; P1: Zephyr Sage and Mystic
    Poro in hand, a Stalwart Poro holding bf 1 (``p1_holds``; else in P1's base)."""
    theirs = [{"card": "Stalwart Poro", "controller": 1}]
    return position({"deck": DECK, "hand": [ASHE], "runes": ["Order Rune"] * 6},
                    {"deck": DECK, "hand": ["Zephyr Sage", "Mystic Poro"],
                     "base": [] if p1_holds else theirs},
                    battlefields=[{"controller": 0, "units": [{"card": "Stalwart Poro", "controller": 0}]},
                                  {"controller": 1, "units": theirs} if p1_holds else {}])


def banish_with_ashe(game, name: str = "Zephyr Sage") -> int:
    play(game, f"play {ASHE} to base")
    settle(game, "choose_card")
    d = game.pending()
    assert d.context[0] == "hand_pick" and d.player == 0
    card = cid(game, name)
    game.apply(ChooseCard(card))
    return card


def test_ashe_reads_its_text():
    """390.5 (Ashe, Focused): an Order champion unit without errata; her text speaks of a hold by 'they'."""
    rec = card_text(ASHE)
    assert rec["type"] == "Unit" and rec["errata"] == [] and "hold" in rec["text"]


def test_ashe_banishes_a_revealed_card_and_it_returns_when_its_owner_holds():
    """424.3.a, 427.1, 390.5, 383.4.d.2.b (Ashe, Focused): as her Play Effect resolves P1 reveals the
    whole hand and P0 picks one card of it (both offered); it goes to P1's banishment. At the end of
    P0's turn it stays banished; P1's next turn begins with P1 holding bf 1, and the ability
    triggers under P0 and returns the card to P1's hand; then its window is over."""
    game = ashe_game()
    g = game.state
    play(game, f"play {ASHE} to base")
    settle(game, "choose_card")
    assert set(game.legal_actions()) == {ChooseCard(c) for c in g.players[1].hand}
    shown = [e for e in g.log if e.kind == "reveal"]
    assert len(shown) == 1 and shown[0].player == 1 and len(shown[0].data[0]) == 2
    sage = cid(game, "Zephyr Sage")
    game.apply(ChooseCard(sage))
    settle(game)
    assert sage in g.players[1].banishment and sage not in g.players[1].hand
    game.apply(EndTurn())
    settle(game, "main")  # P1's turn: awaken, beginning, the hold of bf 1 and its triggers
    assert g.turn_player == 1
    assert sage in g.players[1].hand and sage not in g.players[1].banishment
    returned = [e for e in g.log if e.kind == "banished_to_hand"]
    assert len(returned) == 1 and returned[0].player == 0  # the delayed ability is P0's
    assert not [k for k in g.counts if k.startswith("~")]  # its window is over
    check_invariants(game)


def test_the_waiting_ability_survives_turns_and_a_position_and_ignores_other_holds():
    """390.5.a, 383.4.d.2.b (Ashe, Focused): the banished card's ability lasts past the end of the
    turn (a lasting count, written with the position and read back); P1 holds nothing on their turn
    and P0's own hold on P0's next turn is not 'they' holding: the card stays banished and the
    ability keeps waiting, two turns on."""
    game = ashe_game(p1_holds=False)
    sage = banish_with_ashe(game)
    settle(game)
    key = f"~hold:0:1:{cid(game, ASHE)}:{sage}"
    again = load_position(dump_position(game))
    assert [k for k in again.state.counts if k.startswith("~hold:")] == [key]
    g = again.state
    again.apply(EndTurn())
    settle(again, "main")
    assert g.turn_player == 1
    again.apply(EndTurn())
    settle(again, "main")
    assert g.turn_player == 0 and (0, 0) in g.ledger  # P0 held bf 0
    assert sage in g.players[1].banishment and key in g.counts
    check_invariants(again)


def test_ashe_gone_still_returns_the_card():
    """390.5.b is not its window, 390.5.a is: with Ashe killed after her Play Effect resolved, the
    card still returns when P1 holds (the ability's source is Ashe wherever she is)."""
    game = ashe_game()
    g = game.state
    sage = banish_with_ashe(game)
    settle(game)
    kill(g, g.units[cid(game, ASHE)])
    settle(game)
    assert cid(game, ASHE) in g.players[0].trash
    game.apply(EndTurn())
    settle(game, "main")
    assert sage in g.players[1].hand
    check_invariants(game)


# --- Mindsplitter, Sabotage, Decree of Strength: the same choice, another fate for the card ---------------

def picker_game(hand: list[str], runes: list[str], theirs: list[str]):
    return position({"deck": DECK, "hand": hand, "runes": runes}, {"deck": DECK, "hand": theirs})


def offered(game) -> set[int]:
    d = game.pending()
    assert d is not None and d.kind == "choose_card" and d.context[0] == "hand_pick", d
    return {a.card for a in game.legal_actions()}


def test_mindsplitter_makes_its_owner_discard_the_chosen_card():
    """424.3.a, 422.1, 422.1.b (Mindsplitter): every card of P1's hand is offered; the chosen one is
    discarded by P1 (P1's discard, counted for P1 this turn), the other stays."""
    game = picker_game(["Mindsplitter"], ["Chaos Rune"] * 9, ["Stupefy", "Hextech Ray"])
    g = game.state
    play(game, "play Mindsplitter to base")
    settle(game, "choose_card")
    stupefy, ray = cid(game, "Stupefy"), cid(game, "Hextech Ray")
    assert offered(game) == {stupefy, ray}
    game.apply(ChooseCard(stupefy))
    settle(game)
    assert g.players[1].trash == [stupefy] and g.players[1].hand == [ray]
    assert [e.player for e in g.log if e.kind == "discard"] == [1] and g.counts.get("discard:1") == 1
    check_invariants(game)


def test_sabotage_offers_only_non_unit_cards_and_recycles_the_chosen_one():
    """424.3.a, 416.1.c (Sabotage): of P1's revealed hand only the spells are offered (the unit isn't,
    though the whole hand is revealed); the chosen one goes to the bottom of P1's Main Deck."""
    game = picker_game(["Sabotage"], ["Body Rune"] * 2, ["Stupefy", "Hextech Ray", "Zephyr Sage"])
    g = game.state
    play(game, "play Sabotage")
    settle(game, "choose_card")
    stupefy, ray = cid(game, "Stupefy"), cid(game, "Hextech Ray")
    assert offered(game) == {stupefy, ray}
    assert len([e for e in g.log if e.kind == "reveal"][0].data[0]) == 3
    game.apply(ChooseCard(stupefy))
    settle(game)
    assert g.players[1].deck[0] == stupefy
    assert sorted(g.players[1].hand) == sorted([ray, cid(game, "Zephyr Sage")])
    check_invariants(game)


def test_decree_of_strength_with_no_mind_card_reveals_and_does_nothing_more():
    """424.3.a, 359.3.e.6 (Decree of Strength): P1's hand holds no Mind card: it is revealed, nothing
    is chosen or recycled; with a Mind card (Stupefy) beside a Calm one, it is the only option (taken
    for the player as any single option) and is recycled."""
    game = picker_game(["Decree of Strength"], ["Body Rune"], ["Zephyr Sage", "Stalwart Poro"])
    g = game.state
    play(game, "play Decree of Strength")
    settle(game)
    assert len(g.players[1].hand) == 2 and [e.kind for e in g.log].count("reveal") == 1
    assert not [e for e in g.log if e.kind == "hand_pick"]
    game = picker_game(["Decree of Strength"], ["Body Rune"], ["Zephyr Sage", "Stupefy"])
    play(game, "play Decree of Strength")
    settle(game)
    assert game.state.players[1].deck[0] == cid(game, "Stupefy")
    assert game.state.players[1].hand == [cid(game, "Zephyr Sage")]


# --- Safety Inspector, Poppy, Defender of the Meek: XP as an optional additional cost -------------------

def inspector_game(xp: int, p1_units: list[str] | None = None):
    """P0: Safety Inspector in hand, six Order Runes, ``xp`` XP, a Mystic Poro in base; P1: units in base."""
    return position({"deck": DECK, "hand": ["Safety Inspector"], "runes": ["Order Rune"] * 6, "xp": xp,
                     "base": ["Mystic Poro"]},
                    {"deck": DECK,
                     "base": ["Stalwart Poro", "Sunlit Guardian"] if p1_units is None else p1_units})


def answer_cost(game, card: int) -> None:
    d = game.pending()
    assert d.kind == "choose_card" and d.context[0] == "cost_extra", d
    game.apply(ChooseCard(card))
    if game.pending().kind == "pay":
        pay(game)


def test_safety_inspector_paid_xp_spares_its_controller():
    """355.1.a, 730.2, 355.10.e-f, 428 (Safety Inspector): with 3 XP P0 may pay the extra cost (both
    offered); paid, the XP is spent, and as the Play Effect resolves only P1 picks one of their units
    (both offered), which dies; P0's units all stay."""
    game = inspector_game(3)
    g = game.state
    do(game, "play Safety Inspector to base")
    inspector = cid(game, "Safety Inspector")
    assert {a.card for a in game.legal_actions()} == {-1, inspector}
    answer_cost(game, inspector)
    assert g.players[0].xp == 0
    settle(game, "choose_card")
    d = game.pending()
    assert d.player == 1 and d.context[0] == "unit_kill_pick"
    stalwart = cid(game, "Stalwart Poro")
    assert {a.card for a in game.legal_actions()} == {stalwart, cid(game, "Sunlit Guardian")}
    game.apply(ChooseCard(stalwart))
    settle(game)
    assert stalwart in g.players[1].trash and cid(game, "Sunlit Guardian") in g.units
    assert inspector in g.units and cid(game, "Mystic Poro") in g.units
    check_invariants(game)


def test_safety_inspector_unpaid_each_player_kills_one_the_inspector_may_be_it():
    """355.10.e-f, 303.2.a (Safety Inspector): without the XP no extra cost is asked; P0 (the turn
    player) picks first among their units, the Inspector itself included, then P1; a player with no
    unit is skipped (P1 here), and the picked unit dies."""
    game = inspector_game(2, p1_units=[])
    g = game.state
    play(game, "play Safety Inspector to base")
    settle(game, "choose_card")
    inspector = cid(game, "Safety Inspector")
    d = game.pending()
    assert d.player == 0 and d.context[0] == "unit_kill_pick"
    assert {a.card for a in game.legal_actions()} == {inspector, cid(game, "Mystic Poro")}
    game.apply(ChooseCard(inspector))
    settle(game)
    assert inspector in g.players[0].trash and cid(game, "Mystic Poro") in g.units
    assert g.players[0].xp == 2
    check_invariants(game)


def test_poppy_spends_xp_for_three_less():
    """356.2.b, 356.4, 730.2 (Poppy, Defender of the Meek): with four Order Runes she is playable only
    by spending 3 XP (3 Energy less): the only choice, taken for P0; the XP is spent and she enters.
    With 2 XP she is not offered at all."""
    game = position({"deck": DECK, "hand": ["Poppy, Defender of the Meek"], "runes": ["Order Rune"] * 4,
                     "xp": 3}, {"deck": DECK})
    g = game.state
    play(game, "play Poppy, Defender of the Meek to base")
    if game.pending().kind == "pay":
        pay(game)
    settle(game)
    assert cid(game, "Poppy, Defender of the Meek") in g.units and g.players[0].xp == 0
    poor = position({"deck": DECK, "hand": ["Poppy, Defender of the Meek"], "runes": ["Order Rune"] * 4,
                     "xp": 2}, {"deck": DECK})
    assert not [a for a in poor.legal_actions() if type(a).__name__ == "PlayUnit"]


# --- Imperial Decree, Noxian Guillotine: abilities waiting this turn for damage ---------------------------

def decree_game(hand: list[str], p0_base: list[str] | None = None, theirs_at_bf0: list[str] | None = None):
    """P0: ``hand``, eight Order and three Fury Runes, units in base; P1: units at bf 0 and Mega-Mech
    (Might 8) at bf 1 (both P1's)."""
    bf0 = theirs_at_bf0 or []
    return position({"deck": DECK, "hand": hand, "runes": ["Order Rune"] * 8 + ["Fury Rune"] * 3,
                     "base": p0_base or []},
                    {"deck": DECK},
                    battlefields=[{"controller": 1 if bf0 else None,
                                   "units": [{"card": c, "controller": 1} for c in bf0]},
                                  {"controller": 1, "units": [{"card": "Mega-Mech", "controller": 1}]}])


def resolve_all(game) -> None:
    settle(game)


def test_imperial_decree_kills_a_unit_that_survives_damage_but_not_next_turn():
    """390.2, 417.1.b, 428 (Imperial Decree): after it resolves, Hextech Ray's 3 damage on Mega-Mech
    (Might 8) leaves it alive, but the Decree's waiting ability triggers under P0 and kills it. The
    ability lasts only this turn: after the turn ends no record of it is left."""
    game = decree_game(["Imperial Decree", "Hextech Ray"])
    g = game.state
    play(game, "play Imperial Decree")
    resolve_all(game)
    mech = cid(game, "Mega-Mech")
    play(game, "play Hextech Ray targeting Mega-Mech")
    settle(game)
    assert mech in g.players[1].trash
    kills = [e for e in g.log if e.kind == "damage_watch_created"]
    assert len(kills) == 1 and kills[0].player == 0
    game.apply(EndTurn())
    settle(game, "main")
    assert not [k for k in g.counts if k.startswith("dmgw:")]
    check_invariants(game)


def test_imperial_decree_combat_damage_triggers_for_each_damaged_unit():
    """465.2.d, 466.1-466.2, 390.2 (Imperial Decree): combat damage is taken all at once: P0's
    Mountain Drake (Might 10) attacks P1's Sunlit Guardian (Might 3, Shield: 4 defending) at bf 0;
    the Guardian dies of its damage in the Combat Cleanup, then the two abilities go on the chain; the
    Drake survived its 4 but the Decree's ability kills it before the combat's result."""
    game = decree_game(["Imperial Decree"], p0_base=["Mountain Drake"], theirs_at_bf0=["Sunlit Guardian"])
    g = game.state
    play(game, "play Imperial Decree")
    resolve_all(game)
    drake, guardian = cid(game, "Mountain Drake"), cid(game, "Sunlit Guardian")
    do(game, "move Mountain Drake to bf 0")
    settle(game)
    assert drake in g.players[0].trash and guardian in g.players[1].trash
    # 466.1-466.2: the Guardian dies in the Combat Cleanup before the damage's abilities are put on
    # the chain; the one about it then does nothing, the other kills the Drake
    kinds = [(e.kind, e.data[0] if e.data else None) for e in g.log]
    first_trigger = kinds.index(("trigger", cid(game, "Imperial Decree")))
    assert kinds.index(("kill", guardian)) < first_trigger < kinds.index(("kill", drake))
    check_invariants(game)


def test_noxian_guillotine_waits_for_the_next_damage_or_kills_now_with_legion():
    """812.1.b.1, 812.1.c, 390.2 (Noxian Guillotine): played first this turn it waits; Hextech Ray's
    3 on Mega-Mech then triggers it and Mega-Mech dies. Played after another card (Legion) it kills
    the chosen unit at once."""
    game = decree_game(["Noxian Guillotine", "Hextech Ray"])
    g = game.state
    mech = cid(game, "Mega-Mech")
    play(game, "play Noxian Guillotine targeting Mega-Mech")
    resolve_all(game)
    assert mech in g.units and [k for k in g.counts if k.startswith("dmgw:")]
    play(game, "play Hextech Ray targeting Mega-Mech")
    settle(game)
    assert mech in g.players[1].trash and not [k for k in g.counts if k.startswith("dmgw:")]
    legion = decree_game(["Hextech Ray", "Noxian Guillotine"], theirs_at_bf0=["Stalwart Poro"])
    play(legion, "play Hextech Ray targeting Stalwart Poro")
    settle(legion)
    play(legion, "play Noxian Guillotine targeting Mega-Mech")
    settle(legion)
    assert cid(legion, "Mega-Mech") in legion.state.players[1].trash
    assert not [e for e in legion.state.log if e.kind == "damage_watch_created"]


# --- Atakhan: kill a friendly unit for a discount; the defender must kill one of theirs ----------------

def test_atakhan_kill_cost_offers_only_payable_kills_and_discounts_by_the_victim():
    """355.1.a, 356.4, 355.16, 357.2, 428.1.a.1 (Atakhan, 10 Energy and 3 Order Power): with nine
    Order Runes the full cost can't be paid (no 'none' option); killing Safety Inspector (5 and 1
    Power) or Mystic Poro (2 and none) can. Killing the Poro: it dies as the costs are paid and
    Atakhan costs 8 Energy and 3 Order Power (three runes recycled, 8 exhausted)."""
    game = position({"deck": DECK, "hand": ["Atakhan"], "runes": ["Order Rune"] * 9,
                     "base": ["Safety Inspector", "Mystic Poro"]}, {"deck": DECK})
    g = game.state
    do(game, "play Atakhan to base")
    d = game.pending()
    assert d.kind == "choose_card" and d.context[0] == "cost_kill_discount"
    poro, inspector = cid(game, "Mystic Poro"), cid(game, "Safety Inspector")
    assert {a.card for a in game.legal_actions()} == {poro, inspector}
    game.apply(ChooseCard(poro))
    pay(game)
    settle(game)
    assert poro in g.players[0].trash and cid(game, "Atakhan") in g.units and inspector in g.units
    p = g.players[0]
    assert len(p.runes) == 6 and all(p.rune_exhausted) and p.pool_energy == 0
    check_invariants(game)


def test_atakhan_attack_makes_the_defender_kill_one_of_their_units_there():
    """383.4.e, 355.10.f (Atakhan): when he attacks bf 0, P1 (the defender) picks one of their units
    there (their unit in base isn't offered) and it dies before combat damage."""
    game = position({"deck": DECK, "base": ["Atakhan"]},
                    {"deck": DECK, "base": ["Stalwart Poro"]},
                    battlefields=[{"controller": 1, "units": [{"card": "Sunlit Guardian", "controller": 1},
                                                              {"card": "Mystic Poro", "controller": 1}]}, {}])
    g = game.state
    do(game, "move Atakhan to bf 0")
    settle(game, "choose_card")
    d = game.pending()
    assert d.player == 1 and d.context[0] == "unit_kill_pick"
    guardian = cid(game, "Sunlit Guardian")
    assert {a.card for a in game.legal_actions()} == {guardian, cid(game, "Mystic Poro")}
    game.apply(ChooseCard(guardian))
    assert guardian in g.players[1].trash
    settle(game)
    assert cid(game, "Stalwart Poro") in g.units
    check_invariants(game)


# --- Helm of Suppression: opponents' spells cost more ---------------------------------------------

def helm_game(empowered: bool, p1_runes: int):
    """P0 controls Helm of Suppression (Empowered or not); it is P1's turn: P1 holds Dredge Up (2
    Energy, draw 1) and ``p1_runes`` Mind Runes; P0 holds Dredge Up too."""
    return position({"deck": DECK, "hand": ["Dredge Up"], "runes": ["Mind Rune"],
                     "gear": [{"card": "Helm of Suppression", "empowered": empowered}]},
                    {"deck": DECK, "hand": ["Dredge Up"], "runes": ["Mind Rune"] * p1_runes},
                    turn_player=1)


def spell_plays(game) -> list:
    return [a for a in game.legal_actions() if type(a).__name__ == "PlaySpell"]


def test_helm_makes_opponents_spells_cost_one_more_and_not_its_controllers():
    """356.3, 364.1 (Helm of Suppression): P1's Dredge Up costs 3 Energy (two Mind Runes are no longer
    enough; with three it is played, every rune exhausted, none recycled); P0's own costs 2."""
    game = helm_game(False, 3)
    g = game.state
    assert spell_cost(g, g.players[1].hand[0]) == (3, ())
    assert spell_cost(g, g.players[0].hand[0]) == (2, ())
    assert not spell_plays(helm_game(False, 2))
    play(game, "play Dredge Up")
    assert len(g.players[1].runes) == 3 and all(g.players[1].rune_exhausted)


def test_empowered_helm_adds_energy_and_a_power_of_any_domain():
    """441.2, 356.3 (Helm of Suppression): Empowered, P1's Dredge Up costs 3 Energy and one Power of
    any domain: paid with three Mind Runes, one of them is recycled for the Power."""
    game = helm_game(True, 3)
    g = game.state
    assert spell_cost(g, g.players[1].hand[0]) == (3, (None,))
    play(game, "play Dredge Up")
    assert len(g.players[1].runes) == 2


# --- Switcheroo: Swap (433) ----------------------------------------------------------------------

def test_switcheroo_swaps_two_mights_at_one_battlefield_for_this_turn():
    """433.1.a-b, 355.10.b (Switcheroo): only pairs of units at one battlefield are offered (the
    unit alone at bf 1 and the one in base are not); Mystic Poro (2) and Mega-Mech (8) at bf 0 swap:
    the Poro has 8 and the Mech 2 this turn; when the turn ends they are back to 2 and 8."""
    game = position({"deck": DECK, "hand": ["Switcheroo"], "runes": ["Chaos Rune"] * 4,
                     "base": ["Stalwart Poro"]},
                    {"deck": DECK},
                    battlefields=[{"controller": 1, "units": [{"card": "Mega-Mech", "controller": 1},
                                                              {"card": "Mystic Poro", "controller": 1}]},
                                  {"controller": 0, "units": [{"card": "Sunlit Guardian", "controller": 0}]}])
    poro, mech = cid(game, "Mystic Poro"), cid(game, "Mega-Mech")
    plays = [a for a in game.legal_actions() if type(a).__name__ == "PlaySpell"]
    assert {tuple(sorted(a.targets[0])) for a in plays} == {tuple(sorted((poro, mech)))}
    game.apply(plays[0])
    pay(game)
    settle(game)
    assert (might_of(game, poro), might_of(game, mech)) == (8, 2)
    game.apply(EndTurn())
    settle(game, "main")
    assert (might_of(game, poro), might_of(game, mech)) == (2, 8)


def test_switcheroo_needs_both_units_still_together():
    """359.3.e.2, 359.3.e.6 (Switcheroo): if one of the two units has left the battlefield before it
    resolves, the swap can't be made: neither Might changes."""
    game = position({"deck": DECK, "hand": ["Switcheroo"], "runes": ["Chaos Rune"] * 4},
                    {"deck": DECK},
                    battlefields=[{"controller": 1, "units": [{"card": "Mega-Mech", "controller": 1},
                                                              {"card": "Mystic Poro", "controller": 1}]}, {}])
    g = game.state
    poro, mech = cid(game, "Mystic Poro"), cid(game, "Mega-Mech")
    g.stepping = True  # stop at P1's (forced) pass, with Switcheroo on the chain
    play(game, "play Switcheroo targeting Mystic Poro, Mega-Mech")
    assert g.chain and g.chain[-1].cid == cid(game, "Switcheroo")
    kill(g, g.units[poro])
    g.stepping = False
    settle(game)
    assert might_of(game, mech) == 8 and not [e for e in g.log if e.rule == "433.1.b"]


# --- Forge of the Future: up to four cards of any trashes, chosen one at a time -----------------------

def test_forge_plays_a_recruit_when_played():
    """383.4.a, 187.1 (Forge of the Future): its Play Effect plays a 1 Might Recruit token in P0's
    base."""
    game = position({"deck": DECK, "hand": ["Forge of the Future"], "runes": ["Order Rune"] * 2},
                    {"deck": DECK})
    play(game, "play Forge of the Future")
    settle(game)
    g = game.state
    assert [g.cards[u.cid].name for u in g.units.values() if u.controller == 0] == ["Recruit // Buff"]


def test_forge_recycles_chosen_trash_cards_of_any_player_and_cannot_choose_itself():
    """402.2, 355.13, 404, 416.1.c (Forge of the Future): activated, its targets are picked one at a
    time among the cards of both trashes (one per name and trash; the Forge itself, on the board
    until its cost kills it, is not among them); P0 picks P1's Stupefy and their own Hextech Ray, then
    stops; the Forge dies for its cost; as it resolves each picked card goes to the bottom of its
    owner's Main Deck and P0's other Stupefy stays in the trash."""
    game = position({"deck": DECK, "trash": ["Stupefy", "Hextech Ray"], "gear": ["Forge of the Future"]},
                    {"deck": DECK, "trash": ["Stupefy"]})
    g = game.state
    forge = cid(game, "Forge of the Future")
    act = [a for a in game.legal_actions() if type(a).__name__ == "Activate" and a.source == forge]
    assert len(act) == 1
    game.apply(act[0])
    d = game.pending()
    assert d.kind == "choose_card" and d.context[0] == "activation_pick" and d.player == 0
    mine_stupefy, ray = g.players[0].trash
    theirs = g.players[1].trash[0]
    assert {a.card for a in game.legal_actions()} == {-1, mine_stupefy, ray, theirs}
    game.apply(ChooseCard(theirs))
    assert {a.card for a in game.legal_actions()} == {-1, mine_stupefy, ray}
    again = load_position(dump_position(game))  # mid-activation: its pending targets and cost tasks
    assert {a.card for a in again.legal_actions()} == {-1, mine_stupefy, ray}
    game.apply(ChooseCard(ray))
    game.apply(ChooseCard(-1))
    assert forge in g.players[0].trash
    settle(game)
    assert g.players[1].deck[0] == theirs and g.players[0].deck[0] == ray
    assert sorted(g.players[0].trash) == sorted([mine_stupefy, forge])
    check_invariants(game)


def test_insightful_investigator_may_pay_two_xp_to_make_them_discard_and_draw():
    """383.3.a.3, 730.2, 422.1, 413 (Insightful Investigator): with 2 XP P0 is offered none or a card
    of P1's revealed hand; choosing Stupefy spends the XP, P1 discards it and draws 1. With 1 XP the
    hand is revealed and nothing is asked."""
    game = position({"deck": DECK, "hand": ["Insightful Investigator"], "runes": ["Chaos Rune"] * 3, "xp": 2},
                    {"deck": DECK, "hand": ["Stupefy", "Hextech Ray"]})
    g = game.state
    play(game, "play Insightful Investigator to base")
    settle(game, "choose_card")
    stupefy, ray = cid(game, "Stupefy"), cid(game, "Hextech Ray")
    assert offered(game) == {-1, stupefy, ray}
    top = g.players[1].deck[-1]
    game.apply(ChooseCard(stupefy))
    settle(game)
    assert g.players[0].xp == 0 and stupefy in g.players[1].trash
    assert sorted(g.players[1].hand) == sorted([ray, top])
    poor = position({"deck": DECK, "hand": ["Insightful Investigator"], "runes": ["Chaos Rune"] * 3, "xp": 1},
                    {"deck": DECK, "hand": ["Stupefy"]})
    play(poor, "play Insightful Investigator to base")
    settle(poor)
    assert [e.kind for e in poor.state.log].count("reveal") == 1 and poor.state.players[1].hand
    assert poor.state.players[0].xp == 1


def test_shard_of_undoing_first_friendly_death_in_your_beginning_phase():
    """816.1.b, 383.1, 383.2.a.1, 355.10.f (Shard of Undoing): P0's unit with Temporary dies at the
    start of P0's Beginning Phase: the Shard triggers and P1 (the only opponent) picks one of their
    units, which dies; a friendly death later, in P0's Main Phase, doesn't trigger it."""
    game = position({"deck": DECK, "gear": ["Shard of Undoing"], "hand": ["Hextech Ray"],
                     "runes": ["Fury Rune"] * 2,
                     "base": [{"card": "Mystic Poro", "temporary": True}]},
                    {"deck": DECK, "base": ["Stalwart Poro", "Sunlit Guardian"]},
                    battlefields=[{"controller": 0,
                                   "units": [{"card": "Legion Rearguard", "controller": 0}]}, {}],
                    turn_player=1)
    g = game.state
    game.apply(EndTurn())
    settle(game, "choose_card")
    d = game.pending()
    assert d.player == 1 and d.context[0] == "unit_kill_pick" and g.turn_player == 0
    assert cid(game, "Mystic Poro") in g.players[0].trash
    stalwart = cid(game, "Stalwart Poro")
    game.apply(ChooseCard(stalwart))
    settle(game)
    assert stalwart in g.players[1].trash and cid(game, "Sunlit Guardian") in g.units
    play(game, "play Hextech Ray targeting Legion Rearguard")
    settle(game)
    assert cid(game, "Legion Rearguard") in g.players[0].trash
    assert [e.kind for e in g.log].count("unit_kill_choice") == 1
    check_invariants(game)


def test_helm_raises_flow_plays_from_the_trash_too():
    """356.3, 829.1.b (Helm of Suppression): P1's Dredge Up in the trash, played for its Flow cost
    (2 Energy), costs 3 under the Helm: with two Mind Runes it is not offered, with three it is (the
    offer and the payment read the same total)."""
    def flow_game(runes: int):
        return position({"deck": DECK, "gear": ["Helm of Suppression"]},
                        {"deck": DECK, "trash": ["Dredge Up"], "runes": ["Mind Rune"] * runes},
                        turn_player=1)
    assert not spell_plays(flow_game(2))
    game = flow_game(3)
    assert spell_plays(game)
    game.apply(spell_plays(game)[0])
    settle(game)
    assert cid(game, "Dredge Up") in game.state.players[1].banishment  # played for Flow (829.1.b.1)
    assert all(game.state.players[1].rune_exhausted)
