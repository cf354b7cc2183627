"""Scenario tests of card wave 3's trash-play helper (issue 13): a card played as part of an effect
from the trash or banishment (419.3; engine/effect_plays.py, effects/play_from_zone.py) and the cards
that use it: Rumble, Hotheaded; Spectral Matron; Baited Hook; Soulgorger; The Harrowing; Glasc
Mixologist; Reinforce; Portal Rescue; Arcane Shift; Dazzling Aurora. Rule numbers lead each docstring."""

from __future__ import annotations

from riftbound.actions import Activate, ChooseCard, EndTurn, Pass, Pay, PlaySpell
from riftbound.cards import load_cards
from riftbound.checks import check_invariants
from riftbound.effects import TriggerScript, UnitCard
from riftbound.effects.words import PREDICT
from riftbound.engine.costs import unit_cost
from riftbound.engine.effect_play_facts import IGNORE_ENERGY
from riftbound.engine.effect_plays import begin_effect_play
from riftbound.formats.position import dump_position, load_position
from riftbound.game import card_support
from riftbound.state import ATTACKER
from tests.helpers import give_answer
from tests.spell_helpers import card_text, cid, do, might_of, pass_, play, position

DECK = ["Mystic Poro"] * 3 + ["Zephyr Sage"] * 2
#: a deck without Mystic Poro, for positions whose trash holds one
SAGE_DECK = ["Zephyr Sage"] * 3 + ["Stalwart Poro"] * 3
RECRUIT = "ogn-271-298"  # the 1 Might Recruit unit token (187.1)


def kinds(game, *wanted: str) -> list[str]:
    """The kinds of the log's events among ``wanted``, in order."""
    return [e.kind for e in game.state.log if e.kind in wanted]


def settle(game) -> None:
    """Pass Priority until the chain is empty."""
    while game.state.chain:
        pass_(game)


def test_the_cards_have_entries():
    """103 (the card pool): each card of this helper has an entry the engine plays."""
    for name in ("Rumble, Hotheaded", "Spectral Matron", "Baited Hook", "Soulgorger", "The Harrowing",
                 "Glasc Mixologist", "Reinforce", "Portal Rescue", "Arcane Shift", "Dazzling Aurora"):
        assert card_support(load_cards().by_name(name)) == "script", name
        card_text(name)


# --- Rumble, Hotheaded -----------------------------------------------------------------------------

def rumble_game(trash=("Mega-Mech",), base=({"card": "Vanguard Sergeant"},), runes=5, **p0):
    """P0's ready Rumble, Hotheaded in base with ``base`` units, ``trash`` and ``runes`` Fury runes;
    two empty battlefields."""
    return position({"deck": DECK, "base": [{"card": "Rumble, Hotheaded", "exhausted": False}, *base],
                     "trash": list(trash), "runes": ["Fury Rune"] * runes, **p0}, {"deck": DECK},
                    battlefields=[{}, {}])


def conquer(game) -> None:
    """Rumble moves to the empty battlefield 0; its showdown passes and P0 conquers it (469.1)."""
    do(game, "move Rumble, Hotheaded to bf 0")
    while game.pending().kind == "focus":
        pass_(game)


def test_rumble_recycles_a_unit_to_play_a_mech_from_the_trash_for_less():
    """383.3.a-b, 355.10.a, 416.1, 419.3, 354.3, 356.4 (Rumble, Hotheaded): as his conquer ability
    goes on the chain P0 chooses Mega-Mech in the trash (a target) and recycles Vanguard Sergeant
    (its cost: to the bottom of the deck); once the ability has finished resolving, Mega-Mech, pending
    on the chain meanwhile, is played where P0 chooses (battlefield 0), its 7 Energy less the
    Sergeant's Might, and enters exhausted (143.4)."""
    game = rumble_game()
    mega, sgt = cid(game, "Mega-Mech"), cid(game, "Vanguard Sergeant")
    sgt_might = might_of(game, sgt)
    conquer(game)
    d = game.pending()
    assert d.context[0] == "recycle_to_play"
    assert game.legal_actions() == [ChooseCard(-1), ChooseCard(mega)]
    game.apply(ChooseCard(mega))  # the only other friendly unit pays: taken for P0
    g = game.state
    assert sgt not in g.units and g.players[0].deck[0] == sgt
    # (neither player has anything to play: Priority passes by itself and the ability resolves)
    # 354.3: the ability finished resolving before the play goes on (Mega-Mech pending meanwhile)
    assert kinds(game, "effect_play", "ability_done")[-2:] == ["effect_play", "ability_done"]
    assert game.pending().context[0] == "effect_play_where"
    assert [it.cid for it in g.chain] == [mega] and not g.chain[0].finalized
    assert unit_cost(g, mega, False) == (7 - sgt_might, ())
    bf0 = g.battlefields[0].cid
    assert game.legal_actions() == [ChooseCard(mega), ChooseCard(bf0)]
    exhausted_before = sum(g.players[0].rune_exhausted)
    game.apply(ChooseCard(bf0))
    if game.pending().kind == "pay":
        game.apply(next(a for a in game.legal_actions() if isinstance(a, Pay)))
    assert sum(g.players[0].rune_exhausted) - exhausted_before == 7 - sgt_might
    u = g.units[mega]
    assert (u.controller, u.loc, u.exhausted) == (0, 0, True)
    assert not g.chain and mega not in g.players[0].trash
    assert not [k for k in g.counts if k.startswith("effect_play")]
    check_invariants(game)


def test_rumble_may_decline_and_needs_another_friendly_unit():
    """383.3.a.2: declined, nothing is recycled or played; 383.3.b.1: alone on the board, Rumble
    can't pay the recycle, so declining is all P0 may do (taken for P0: the Mech stays)."""
    game = rumble_game()
    conquer(game)
    game.apply(ChooseCard(-1))
    settle(game)
    assert cid(game, "Mega-Mech", "trash") and cid(game, "Vanguard Sergeant", "base")
    alone = rumble_game(base=())
    conquer(alone)
    assert alone.pending().kind != "choose_card" and not alone.state.chain
    assert cid(alone, "Mega-Mech", "trash")
    check_invariants(game)


def test_rumbles_play_that_cant_be_paid_is_undone_but_the_recycle_stays_paid():
    """358.5, 357, 186.1: with no rune left, Mega-Mech's reduced cost can't be paid: the play is
    undone and the card goes back to the trash; the Recruit token recycled for it has ceased to
    exist (a cost paid stays paid)."""
    game = rumble_game(base=({"card": RECRUIT},), runes=0)
    mega = cid(game, "Mega-Mech")
    conquer(game)
    game.apply(ChooseCard(mega))
    assert game.pending().context[0] == "effect_play_where"  # 355.2: its choices come first
    game.apply(ChooseCard(mega))
    g = game.state
    assert mega in g.players[0].trash and mega not in g.units
    assert not any(g.cards[c].id == RECRUIT for c in g.units)
    assert kinds(game, "effect_play", "effect_play_undone") == ["effect_play", "effect_play_undone"]
    assert not g.chain and game.pending().kind == "main"
    check_invariants(game)


def test_rumbles_pending_play_round_trips_through_the_position_format():
    """419.3, 354.3: the position written while P0 chooses where the played Mech enters (the card
    pending on the chain, its reduced cost in the turn's counts) loads back to the same decision,
    options and cost."""
    game = rumble_game()
    mega = cid(game, "Mega-Mech")
    conquer(game)
    game.apply(ChooseCard(mega))
    assert game.pending().context[0] == "effect_play_where"
    again = load_position(dump_position(game))
    assert again.pending() == game.pending() and again.legal_actions() == game.legal_actions()
    assert unit_cost(again.state, mega, False) == unit_cost(game.state, mega, False)


def test_rumble_gives_his_mechs_assault_himself_included():
    """364.1, 807.1.c: Rumble is a Mech, so attacking he has 4 + 1 Might; a non-Mech gets nothing."""
    game = rumble_game()
    g = game.state
    rumble, sgt = g.units[cid(game, "Rumble, Hotheaded")], g.units[cid(game, "Vanguard Sergeant")]
    base_sgt = might_of(game, sgt.cid)
    rumble.role = sgt.role = ATTACKER
    assert might_of(game, rumble.cid) == 5 and might_of(game, sgt.cid) == base_sgt


# --- Spectral Matron -------------------------------------------------------------------------------

def matron_game(trash=("Mystic Poro", "Mega-Mech"), runes=("Order Rune",) * 6, **p0):
    return position({"deck": SAGE_DECK, "hand": ["Spectral Matron"], "trash": list(trash),
                     "runes": list(runes), **p0}, {"deck": DECK}, battlefields=[{}, {}])


def test_spectral_matron_plays_a_cheap_unit_from_the_trash_and_its_play_effect_triggers():
    """383.3.a, 355.10.a, 356.1.b.1, 419.3.b, 419.4.a (Spectral Matron): only the unit costing at
    most 3 Energy and one Power (Mystic Poro, not Mega-Mech) is offered; played ignoring its cost
    (nothing paid), it enters P0's base and its own Play Effect (Vision: predict) triggers."""
    game = matron_game()
    poro = cid(game, "Mystic Poro", "trash")
    play(game, "play Spectral Matron")
    assert game.pending().context[0] == "trigger_may"
    assert game.legal_actions() == [ChooseCard(-1), ChooseCard(poro)]
    game.apply(ChooseCard(poro))
    g = game.state
    exhausted = list(g.players[0].rune_exhausted)
    # the ability resolves (nobody has a Reaction); P0 has no battlefield: base is the only place
    assert g.units[poro].loc == -1 and g.players[0].rune_exhausted == exhausted
    assert any(it.kind == "vision" or (it.kind == "trigger" and it.cid == poro) for it in g.chain)
    settle_choices(game)
    assert kinds(game, "look")  # the predict looked at the top card (436.1)
    check_invariants(game)


def settle_choices(game) -> None:
    """Resolve the chain, answering each choice with its first option."""
    while game.state.chain or game.pending().kind == "choose_card":
        if game.pending().kind == "choose_card":
            game.apply(game.legal_actions()[0])
        else:
            pass_(game)


def test_spectral_matron_may_pay_accelerate_on_a_unit_played_ignoring_its_cost():
    """356.1.b.3 (its Legion Rearguard example), 805.1.a, 805.6: Legion Rearguard played from the
    trash ignoring its cost: P0 may still pay Accelerate ([1] and a Fury Power) and it enters ready."""
    game = matron_game(trash=("Legion Rearguard",), runes=("Order Rune",) * 6 + ("Fury Rune",) * 2)
    rear = cid(game, "Legion Rearguard")
    play(game, "play Spectral Matron")
    game.apply(ChooseCard(rear))  # the ability resolves (nobody has a Reaction); base is the only place
    assert game.pending().context[0] == "effect_play_accelerate"
    assert game.legal_actions() == [ChooseCard(-1), ChooseCard(rear)]
    g = game.state
    assert unit_cost(g, rear, True) == (1, (frozenset({"Fury"}),)) and unit_cost(g, rear, False) == (0, ())
    fury = [r for r in g.players[0].runes if g.cards[r].name == "Fury Rune"]
    game.apply(ChooseCard(rear))  # the only payment: exhaust a rune, recycle a Fury rune (taken for P0)
    settle(game)
    assert len([r for r in g.players[0].runes if g.cards[r].name == "Fury Rune"]) == len(fury) - 1
    assert game.state.units[rear].exhausted is False
    check_invariants(game)


def test_spectral_matron_does_nothing_if_its_target_left_the_trash():
    """359.3.e.2, 419.3.c: the chosen card leaves the trash before the ability resolves (here
    recycled by the test, as an opponent's effect could): nothing is played."""
    game = matron_game()
    poro = cid(game, "Mystic Poro", "trash")
    play(game, "play Spectral Matron")
    game.stepping = True  # stop at Priority (no one has a Reaction: it would pass by itself)
    game.apply(ChooseCard(poro))
    assert game.pending().kind == "priority"
    p0 = game.state.players[0]
    p0.trash.remove(poro)
    p0.deck.insert(0, poro)
    settle(game)
    assert poro not in game.state.units and kinds(game, "effect_play") == []
    check_invariants(game)


# --- the general word ------------------------------------------------------------------------------

def test_ignoring_only_the_energy_cost_still_asks_the_power():
    """356.1.b.2: a unit played ignoring its Energy cost still costs its Power: Spectral Matron (4
    Energy, two Order Power) begun from the trash by the engine's word costs exactly two Order Power."""
    game = position({"deck": DECK, "trash": ["Spectral Matron"], "runes": ["Order Rune"] * 2}, {"deck": DECK})
    g = game.state
    m = cid(game, "Spectral Matron")
    assert begin_effect_play(g, 0, m, "trash", IGNORE_ENERGY)
    assert unit_cost(g, m, False) == (0, (frozenset({"Order"}), frozenset({"Order"})))
    assert not begin_effect_play(g, 0, m, "trash", IGNORE_ENERGY)  # 419.3.c: no longer there


def test_play_me_from_the_trash_fires_the_units_play_effect():
    """419.3.b, 419.4.a: Flame Chompers played from the trash by its own ability has a Play Effect
    (a stand-in answer: Mystic Poro's predict) that triggers as it enters."""
    from tests.cards.test_origins_events import chompers_game

    game = chompers_game()
    chompers = cid(game, "Flame Chompers")
    card_id = game.state.cards[chompers].id
    stand_in = dict(UnitCard(card_id, "Flame Chompers", script=TriggerScript(steps=(PREDICT,))).hooks())
    give_answer(game, "on:play", card_id, stand_in["on:play"])
    game.apply(ChooseCard(chompers))
    game.apply(next(a for a in game.legal_actions() if isinstance(a, Pay)))
    while game.pending().kind == "priority":
        game.apply(Pass())
    assert kinds(game, "enter", "look")[-2:] == ["enter", "look"]  # 436.1: its predict looked
    assert game.pending().context[0] == "predict"


# --- Baited Hook -----------------------------------------------------------------------------------

#: the position lists the Main Deck top first: the top 5 are Mega-Mech (8 Might), Stalwart Poro (2),
#: Mystic Poro (2), Zephyr Sage (6) and Vanguard Sergeant (4)
HOOK_DECK = ["Mega-Mech", "Stalwart Poro", "Mystic Poro", "Zephyr Sage", "Vanguard Sergeant", "Mega-Mech",
             "Stalwart Poro"]


def hook_game(**p0):
    """P0: a ready Baited Hook, a Vanguard Sergeant (4 Might) in base, three Order runes."""
    return position({"deck": HOOK_DECK, "gear": [{"card": "Baited Hook", "exhausted": False}],
                     "base": [{"card": "Vanguard Sergeant"}], "runes": ["Order Rune"] * 3, **p0},
                    {"deck": DECK})


def activate_hook(game) -> None:
    """P0 activates Baited Hook targeting their Vanguard Sergeant (377, 355.5); it resolves."""
    act = next(a for a in game.legal_actions() if isinstance(a, Activate))
    assert game.state.cards[act.target].name == "Vanguard Sergeant"
    game.apply(act)


def test_baited_hook_kills_then_banishes_and_plays_a_unit_of_might_up_to_one_more():
    """428, 359.3.e.13, 431.1.c, 427, 419.3, 356.1.b.1, 416.5, 354.3 (Baited Hook, errata read): the
    Sergeant (4 Might) dies; of the top 5, only the unit cards of Might 5 or less are offered (not
    Zephyr Sage, 6, or Mega-Mech, 8); the chosen one is banished and played ignoring its cost, after
    the other four are recycled and the ability has finished (it enters P0's base exhausted, nothing
    paid); its own Play Effect triggers (Mystic Poro predicts, 419.4.a)."""
    game = hook_game()
    g = game.state
    sgt = cid(game, "Vanguard Sergeant", "base")
    top5 = g.players[0].deck[-5:][::-1]
    activate_hook(game)
    assert sgt in g.players[0].trash
    d = game.pending()
    assert d.context[0] == "banish_to_play"
    offered = {g.cards[a.card].name for a in game.legal_actions() if a.card >= 0}
    assert offered == {"Stalwart Poro", "Mystic Poro", "Vanguard Sergeant"}
    poro = next(c for c in top5 if g.cards[c].name == "Mystic Poro")
    runes_before = list(g.players[0].rune_exhausted)
    game.apply(ChooseCard(poro))
    assert kinds(game, "banish", "effect_play", "recycle", "ability_done", "enter", "look")[-6:] == [
        "banish", "effect_play", "recycle", "ability_done", "enter", "look"]
    assert g.units[poro].loc == -1 and g.units[poro].exhausted
    assert g.players[0].rune_exhausted == runes_before and poro not in g.players[0].banishment
    assert sorted(g.players[0].deck[:4]) == sorted(c for c in top5 if c != poro)  # at the bottom
    check_invariants(game)


def test_baited_hook_may_banish_nothing_and_recycles_all_five():
    """383.3.a.3, 416.5: the banish is a "may" decided as it resolves: declining, the five looked-at
    cards all go to the bottom; the Sergeant stays dead."""
    game = hook_game()
    g = game.state
    top5 = g.players[0].deck[-5:][::-1]
    activate_hook(game)
    game.apply(ChooseCard(-1))
    settle(game)
    assert sorted(g.players[0].deck[:5]) == sorted(top5) and not g.players[0].banishment
    assert cid(game, "Vanguard Sergeant", "trash")
    check_invariants(game)


def test_baited_hook_with_its_target_gone_kills_nothing_and_banishes_nothing():
    """359.3.e.2, 359.3.e.14.a: the chosen Sergeant left the board before the ability resolved (here
    returned to the hand by the test, as a Reaction could): nothing is killed, no card may be banished
    (the Might it would be compared with is null), and the five looked-at cards are recycled."""
    game = hook_game()
    g = game.state
    game.stepping = True
    activate_hook(game)
    while game.pending().kind != "priority":
        game.apply(game.legal_actions()[0])
    sgt = cid(game, "Vanguard Sergeant", "base")
    del g.units[sgt]
    g.players[0].hand.append(sgt)
    top5 = g.players[0].deck[-5:][::-1]
    settle(game)
    assert sgt in g.players[0].hand and not g.players[0].banishment
    assert sorted(g.players[0].deck[:5]) == sorted(top5)
    assert kinds(game, "kill") == []


# --- Soulgorger, The Harrowing, Glasc Mixologist ----------------------------------------------------

def to_where(game):
    """Pass until the played card's "effect_play_where" decision (its steps follow its effect, 354.3)."""
    while game.pending().kind == "priority":
        pass_(game)
    assert game.pending().context[0] == "effect_play_where", game.pending()


def test_soulgorger_plays_a_unit_from_the_trash_paying_only_its_power():
    """356.1.b.2, 419.3, 357 (Soulgorger): Jinx, Demolitionist (3 Energy and a Fury Power) played
    from the trash ignoring its Energy cost costs only its Fury Power; P0 may pay its Accelerate too
    (declined here: it enters exhausted)."""
    game = position({"deck": SAGE_DECK, "hand": ["Soulgorger"], "trash": ["Jinx, Demolitionist"],
                     "runes": ["Chaos Rune"] * 11 + ["Fury Rune"] * 2}, {"deck": DECK})
    jinx = cid(game, "Jinx, Demolitionist")
    play(game, "play Soulgorger")
    assert game.legal_actions() == [ChooseCard(-1), ChooseCard(jinx)]
    game.apply(ChooseCard(jinx))
    # the ability resolved; base is the only place (taken); Accelerate can be paid, so it is asked
    assert game.pending().context[0] == "effect_play_accelerate"
    assert game.legal_actions() == [ChooseCard(-1), ChooseCard(jinx)]
    assert unit_cost(game.state, jinx, False) == (0, (frozenset({"Fury"}),))
    game.apply(ChooseCard(-1))
    if game.pending().kind == "pay":
        game.apply(next(a for a in game.legal_actions() if isinstance(a, Pay)))
    settle_choices(game)
    g = game.state
    assert g.units[jinx].exhausted
    assert sum(g.cards[r].name == "Fury Rune" for r in g.players[0].runes) == 1  # its Fury Power
    check_invariants(game)


def test_the_harrowing_targets_a_trash_unit_as_it_is_played():
    """355.10.a, 355.8, 419.3 (The Harrowing): the unit card is the spell's target, chosen as it is
    played (only units of P0's trash are offered; with none it can't be played); once the spell has
    resolved the unit is played, its Energy ignored."""
    game = position({"deck": SAGE_DECK, "hand": ["The Harrowing"],
                     "trash": ["Vanguard Sergeant", "Vengeance"], "runes": ["Chaos Rune"] * 8},
                    {"deck": DECK, "trash": ["Mega-Mech"]})
    sgt = cid(game, "Vanguard Sergeant")
    plays = [a for a in game.legal_actions() if isinstance(a, PlaySpell)]
    assert [a.targets for a in plays] == [((sgt,),)]
    game.apply(plays[0])
    if game.pending().kind == "pay":
        game.apply(next(a for a in game.legal_actions() if isinstance(a, Pay)))
    settle_choices(game)
    assert game.state.units[sgt].controller == 0 and cid(game, "The Harrowing", "trash")
    empty = position({"deck": SAGE_DECK, "hand": ["The Harrowing"], "runes": ["Chaos Rune"] * 8},
                     {"deck": DECK})
    assert not [a for a in empty.legal_actions() if isinstance(a, PlaySpell)]
    check_invariants(game)


def test_glasc_mixologists_deathknell_may_play_a_unit_that_died_with_it():
    """808, 355.10.a, 383.3.a, 419.3 (Glasc Mixologist): killed by Vengeance, its Deathknell is
    finalized with Glasc in the trash (5 Energy: not offered) and a cheap unit card there (offered);
    it is played ignoring its cost."""
    game = position({"deck": SAGE_DECK, "hand": ["Vengeance"], "trash": ["Mystic Poro"],
                     "base": [{"card": "Glasc Mixologist"}], "runes": ["Order Rune"] * 6}, {"deck": DECK})
    poro = cid(game, "Mystic Poro", "trash")
    glasc = cid(game, "Glasc Mixologist")
    play(game, "play Vengeance targeting Glasc Mixologist")
    while game.pending().kind == "priority":
        pass_(game)
    assert glasc in game.state.players[0].trash
    assert game.legal_actions() == [ChooseCard(-1), ChooseCard(poro)]
    game.apply(ChooseCard(poro))
    settle_choices(game)
    assert game.state.units[poro].loc == -1
    check_invariants(game)


# --- Reinforce, Portal Rescue ------------------------------------------------------------------------

def test_reinforce_banishes_and_plays_any_unit_of_the_top_five_for_5_less():
    """Errata of Reinforce (2026-01-14), 431.1.c, 427, 419.3, 356.4, 416.5: every unit card of the top
    5 is offered (no Might limit); Mega-Mech (7 Energy) is played from banishment for 2 Energy, once
    the spell has resolved; the other four are recycled."""
    game = position({"deck": HOOK_DECK, "hand": ["Reinforce"], "runes": ["Calm Rune"] * 8},
                    {"deck": DECK})
    g = game.state
    top5 = g.players[0].deck[-5:][::-1]
    play(game, "play Reinforce")
    while game.pending().kind == "priority":
        pass_(game)
    offered = {g.cards[a.card].name for a in game.legal_actions() if a.card >= 0}
    assert offered == {"Mega-Mech", "Stalwart Poro", "Mystic Poro", "Zephyr Sage", "Vanguard Sergeant"}
    mega = next(c for c in top5 if g.cards[c].name == "Mega-Mech")
    game.apply(ChooseCard(mega))
    if game.pending().kind == "pay":
        game.apply(next(a for a in game.legal_actions() if isinstance(a, Pay)))
    settle_choices(game)
    assert g.units[mega].loc == -1 and sum(g.players[0].rune_exhausted) == 5 + 2
    assert sorted(g.players[0].deck[:4]) == sorted(c for c in top5 if c != mega)
    check_invariants(game)


def test_portal_rescue_replays_a_unit_to_base_as_a_new_object():
    """Errata of Portal Rescue, 427, 419.3, 124.1, 143.4, 355.2: P0's damaged Vanguard Sergeant at a
    battlefield P0 controls is banished and played again to P0's base only (no place is asked),
    ignoring its cost: undamaged, exhausted; a Recruit token chosen instead ceases to exist and
    nothing is played (186.1, 419.3.c)."""
    game = position({"deck": SAGE_DECK, "hand": ["Portal Rescue"], "runes": ["Mind Rune"] * 4},
                    {"deck": DECK}, battlefields=[{"controller": 0, "units": [
                        {"card": "Vanguard Sergeant", "controller": 0, "damage": 2,
                         "exhausted": False}]}, {}])
    g = game.state
    sgt = cid(game, "Vanguard Sergeant")
    exhausted = sum(g.players[0].rune_exhausted)
    play(game, "play Portal Rescue targeting Vanguard Sergeant")
    settle_choices(game)
    u = g.units[sgt]
    assert (u.loc, u.damage, u.exhausted) == (-1, 0, True)
    assert sum(g.players[0].rune_exhausted) - exhausted == 3  # the spell's Energy only
    assert kinds(game, "effect_play", "ability_done", "spell_done", "enter")[-3:] == [
        "effect_play", "spell_done", "enter"]
    token = position({"deck": SAGE_DECK, "hand": ["Portal Rescue"], "runes": ["Mind Rune"] * 4,
                      "base": [RECRUIT]}, {"deck": DECK})
    rescue = next(a for a in token.legal_actions() if isinstance(a, PlaySpell))
    token.apply(rescue)
    if token.pending().kind == "pay":
        token.apply(next(a for a in token.legal_actions() if isinstance(a, Pay)))
    settle_choices(token)
    assert not token.state.units and kinds(token, "effect_play") == []
    check_invariants(game)


def test_a_unit_played_by_a_spell_in_a_showdown_closes_the_chain_and_focus_passes():
    """346, 340.2.a, 354.3 (Portal Rescue in a showdown): P0's Sergeant moved to an empty battlefield
    opens a showdown; with Focus P0 plays Portal Rescue on it; the spell resolves, then the Sergeant's
    play completes (to P0's base) and the chain, opened by a spell, closes: only then Focus passes to
    P1 (once), who passes, and so does P0: the showdown ends with nobody there."""
    game = position({"deck": SAGE_DECK, "hand": ["Portal Rescue"], "runes": ["Mind Rune"] * 4,
                     "base": [{"card": "Vanguard Sergeant", "exhausted": False}]}, {"deck": DECK},
                    battlefields=[{}, {}])
    do(game, "move Vanguard Sergeant to bf 0")
    assert game.pending().kind == "focus"
    play(game, "play Portal Rescue targeting Vanguard Sergeant")
    settle_choices(game)
    assert kinds(game, "spell_done", "enter", "focus_passes", "showdown_end") == [
        "spell_done", "enter", "focus_passes", "showdown_end"]
    assert game.state.units[cid(game, "Vanguard Sergeant")].loc == -1
    check_invariants(game)


def test_arcane_shift_replays_the_unit_after_its_damage_and_is_banished():
    """Arcane Shift: 427, 419.3, 354.3, 355.2, 427.2: P0's damaged Sergeant is banished; the spell goes
    on (3 to P1's Stalwart Poro at a battlefield) and is banished itself; only then is the Sergeant
    played again, to the battlefield P0 controls (P0's choice, base also offered), undamaged."""
    game = position({"deck": SAGE_DECK, "hand": ["Arcane Shift"], "runes": ["Mind Rune"] * 4,
                     "base": [{"card": "Vanguard Sergeant", "damage": 1}]}, {"deck": DECK},
                    battlefields=[{"controller": 0, "units": [{"card": "Mystic Poro", "controller": 0}]},
                                  {"controller": 1, "units": [{"card": "Stalwart Poro", "controller": 1}]}])
    g = game.state
    sgt, enemy = cid(game, "Vanguard Sergeant"), cid(game, "Stalwart Poro", "bf 1")
    shift = next(a for a in game.legal_actions()
                 if isinstance(a, PlaySpell) and a.targets == ((sgt,), (enemy,)))
    game.apply(shift)
    if game.pending().kind == "pay":
        game.apply(next(a for a in game.legal_actions() if isinstance(a, Pay)))
    while game.pending().kind == "priority":
        pass_(game)
    assert game.pending().context[0] == "effect_play_where"
    assert game.legal_actions() == [ChooseCard(sgt), ChooseCard(g.battlefields[0].cid)]
    assert enemy not in g.units and cid(game, "Arcane Shift", "banishment")
    game.apply(ChooseCard(g.battlefields[0].cid))
    settle_choices(game)
    assert (g.units[sgt].loc, g.units[sgt].damage) == (0, 0)
    assert kinds(game, "effect_play", "spell_banished", "enter")[-3:] == [
        "effect_play", "spell_banished", "enter"]
    check_invariants(game)


# --- Dazzling Aurora -------------------------------------------------------------------------------

def test_dazzling_aurora_reveals_until_a_unit_and_plays_it_at_the_end_of_the_turn():
    """Errata of Dazzling Aurora, 317.1.a, 424, 427, 419.3, 416.5: at the end of P0's turn the top
    cards are revealed until a unit (Vengeance, then Mystic Poro); the Poro is banished and played,
    ignoring its cost, to P0's base once the ability has resolved (its Vision predicts, 419.4.a); the
    Vengeance goes to the bottom of the deck. P1's turn then starts."""
    game = position({"deck": ["Vengeance", "Mystic Poro", "Zephyr Sage"],
                     "gear": ["Dazzling Aurora"], "runes": ["Body Rune"] * 2}, {"deck": DECK})
    g = game.state
    venge = cid(game, "Vengeance")
    poro = next(c for c in g.players[0].deck if g.cards[c].name == "Mystic Poro")
    assert g.players[0].deck[-1] == venge
    game.apply(EndTurn())
    settle_choices(game)
    assert g.units[poro].controller == 0 and g.units[poro].loc == -1
    assert g.players[0].deck[0] == venge and kinds(game, "reveal", "banish", "effect_play")[:3] == [
        "reveal", "banish", "effect_play"]
    assert g.turn_player == 1
    check_invariants(game)


def test_dazzling_aurora_with_no_unit_recycles_every_revealed_card():
    """431.1.c, 416.5: with no unit card in P0's Main Deck every card is revealed and recycled;
    nothing is played and P0 does not burn out."""
    game = position({"deck": ["Vengeance", "Vengeance"], "gear": ["Dazzling Aurora"]}, {"deck": DECK})
    g = game.state
    game.apply(EndTurn())
    settle_choices(game)
    assert len(g.players[0].deck) == 2 and not g.units and kinds(game, "effect_play") == []
    assert kinds(game, "burn_out") == []


def test_the_payment_of_a_card_an_effect_plays_round_trips_through_the_position_format():
    """419.3, 357: a position written at the "pay" decision of Mega-Mech played by Rumble's ability
    (the tasks under it are the chain's, not a hand play's) loads back, as a reachable position, to
    the same decision and payments."""
    game = rumble_game()
    mega = cid(game, "Mega-Mech")
    conquer(game)
    game.apply(ChooseCard(mega))
    game.stepping = True  # stop at the payment, single option or not
    game.apply(ChooseCard(game.state.battlefields[0].cid))
    assert game.pending().kind == "pay"
    again = load_position(dump_position(game))
    assert again.pending() == game.pending() and again.legal_actions() == game.legal_actions()


def test_a_battlefield_units_cant_be_played_to_is_no_place_for_an_effects_play():
    """355.2, 364.1 (engine/play_restrictions.py): battlefield 0, which Rumble conquers, is given the
    passive "units can't be played here" (a stand-in answer): the Mech his ability plays can only go
    to P0's base, so no place is asked."""
    game = rumble_game()
    g = game.state
    give_answer(game, "play:no_units_here", g.cards[g.battlefields[0].cid].id, True)
    mega = cid(game, "Mega-Mech")
    conquer(game)
    game.apply(ChooseCard(mega))
    if game.pending().kind == "pay":
        game.apply(next(a for a in game.legal_actions() if isinstance(a, Pay)))
    assert g.units[mega].loc == -1 and g.battlefields[0].controller == 0
