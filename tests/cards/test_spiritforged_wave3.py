"""Scenario tests for the Spiritforged cards of the card waves' third pass (issue 13): each plays the
card from a small position and checks what the rules make happen, with a timing or targeting edge
where the card has one. Rule numbers lead each docstring."""

from __future__ import annotations

from riftbound.actions import Activate, ChooseCard, Pass, Pay, PlaySpell
from riftbound.cards import load_cards
from riftbound.checks import check_invariants
from riftbound.effects.gold import GOLD
from riftbound.engine.costs import unit_cost
from riftbound.engine.gear_tokens import create_gear_token
from riftbound.engine.granted import granted_value
from riftbound.engine.passives import has_ganking
from riftbound.engine.points import victory_score
from riftbound.engine.prevent import prevent_value
from riftbound.engine.primitives import deal
from riftbound.engine.units import power_spent_this_turn
from riftbound.formats.notation import parse_action
from riftbound.formats.position import dump_position, load_position
from riftbound.game import card_support
from tests.helpers import refresh
from tests.spell_helpers import card_text, cid, do, might_of, pass_, play, position

DECK = ["Mystic Poro"] * 3 + ["Zephyr Sage"] * 2
SERGEANT_HOLDS = {"controller": 1, "units": [{"card": "Vanguard Sergeant", "controller": 1}]}
CARDS = ("Hard Bargain", "Battering Ram", "Counter Strike", "Blood Rush", "Blast Corps Cadet",
         "Feral Strength", "Thwonk!", "Frostcoat Cub", "Sea Monkey", "Needlessly Large Yordle",
         "Jae Medarda", "Spirit Wheel", "Irelia, Blade Dancer", "Undertitan",
         "Black Market Broker", "Sivir, Mercenary", "Renata Glasc, Chem-Baroness",
         "Harpoon Squad", "Rabadon's Deathcrown", "Jax, Unrelenting")


def settle(game) -> None:
    """Pass Priority until the chain is empty (each item resolving in turn)."""
    while game.state.chain:
        pass_(game)


def test_the_cards_have_entries():
    """103 (the card pool): each card of this pass has an entry the engine plays."""
    cards = load_cards()
    for name in CARDS:
        assert card_support(cards.by_name(name)) == "script", name
        card_text(name)


# --- Hard Bargain: counter unless its controller pays 2 (204.3.b, 425), Repeat (820.2) ----------------

def bargain(p0_runes: int = 4, p1_runes: int = 2):
    """P0 plays Vault Breaker on their Stalwart Poro; P1 answers with Hard Bargain on it."""
    game = position({"deck": DECK, "hand": ["Vault Breaker"], "runes": ["Fury Rune"] * p0_runes,
                     "base": ["Stalwart Poro"]},
                    {"deck": DECK, "hand": ["Hard Bargain"], "runes": ["Chaos Rune"] * p1_runes})
    play(game, "play Vault Breaker targeting Stalwart Poro")
    return game


def resolve_bargain(game) -> None:
    """Pay what P1's play asks, then pass until Hard Bargain asks its payment or has resolved."""
    while game.pending().kind == "pay" and game.pending().context[0] != "counter_unless_pay":
        game.apply(next(a for a in game.legal_actions() if isinstance(a, Pay)))
    while game.pending().kind == "priority" and \
            cid(game, "Hard Bargain") in [it.cid for it in game.state.chain]:
        pass_(game)


def test_hard_bargain_paid_keeps_the_spell():
    """204.3.b, 425 (Hard Bargain): as it resolves, the spell's controller (P0, not P1) is asked to
    pay 2 Energy; paying it, Vault Breaker stays on the chain and resolves."""
    game = bargain()
    breaker = cid(game, "Vault Breaker")
    do(game, "P1: play Hard Bargain targeting Vault Breaker")
    resolve_bargain(game)
    d = game.pending()
    assert (d.kind, d.player, d.context[0]) == ("pay", 0, "counter_unless_pay")
    assert Pass() in game.legal_actions()
    game.apply(next(a for a in game.legal_actions() if isinstance(a, Pay)))
    settle(game)
    g = game.state
    assert g.units[cid(game, "Stalwart Poro")].turn_keywords  # Vault Breaker resolved
    assert breaker in g.players[0].trash and cid(game, "Hard Bargain") in g.players[1].trash
    assert [e.data for e in game.log if e.kind == "pay" and e.player == 0][-1] == (2, 0)  # 2 runes exhausted
    assert "countered" not in [e.kind for e in game.log]
    check_invariants(game)


def test_hard_bargain_declined_counters_the_spell():
    """204.3.b, 425.1: the spell's controller declines to pay: the spell is countered (to its owner's
    trash, its cost not refunded) and does nothing."""
    game = bargain()
    breaker, poro = cid(game, "Vault Breaker"), cid(game, "Stalwart Poro")
    do(game, "P1: play Hard Bargain targeting Vault Breaker")
    resolve_bargain(game)
    game.apply(Pass())
    g = game.state
    assert breaker not in [it.cid for it in g.chain] and breaker in g.players[0].trash
    assert not g.units[poro].turn_keywords and might_of(game, poro) == 2
    check_invariants(game)


def test_hard_bargain_unpayable_counters_without_asking():
    """204.3.b, 425.1: with no Energy left to pay, nothing is asked: the spell is countered."""
    game = bargain(p0_runes=2)
    breaker = cid(game, "Vault Breaker")
    do(game, "P1: play Hard Bargain targeting Vault Breaker")
    resolve_bargain(game)
    assert game.pending().kind != "pay"
    assert breaker in game.state.players[0].trash
    check_invariants(game)


def test_hard_bargain_repeat_on_the_same_spell_asks_twice():
    """820.1.d, 820.2, ruling 95: P1 pays the Repeat cost and chooses the same spell for the repeat
    (chosen as it is played, before paying); P0 pays 2 for the first execution, then declines the
    second 2: Vault Breaker is countered by the repeat."""
    game = bargain(p0_runes=6, p1_runes=4)
    breaker, hb = cid(game, "Vault Breaker"), cid(game, "Hard Bargain")
    game.apply(next(a for a in game.legal_actions() if isinstance(a, PlaySpell) and a.card == hb))
    d = game.pending()
    assert d.kind == "choose_card" and d.context == ("repeat", hb)
    game.apply(ChooseCard(hb))
    # the repeat's spell: Vault Breaker is the only one (a single option is taken without asking)
    assert [e.data for e in game.log if e.kind == "repeat_target"] == [(hb, breaker)]
    resolve_bargain(game)
    assert [e.data for e in game.log if e.kind == "pay" and e.player == 1] == [(4, 0)]  # 2 + Repeat 2
    d = game.pending()
    assert (d.kind, d.player, d.context) == ("pay", 0, ("counter_unless_pay", hb, 0))
    game.apply(next(a for a in game.legal_actions() if isinstance(a, Pay)))
    d = game.pending()  # the repeat on the same spell: P0 is asked again, and declines
    assert (d.kind, d.player, d.context) == ("pay", 0, ("counter_unless_pay", hb, 1))
    game.apply(Pass())
    assert breaker in game.state.players[0].trash
    assert [e.kind for e in game.log].count("paid_to_keep") == 1
    check_invariants(game)


def test_hard_bargain_repeat_not_offered_without_the_energy():
    """355.16, 820.1.d: with only 2 Energy P1 can't add the Repeat cost: no repeat is chosen, one
    execution only."""
    game = bargain(p1_runes=2)
    do(game, "P1: play Hard Bargain targeting Vault Breaker")
    resolve_bargain(game)
    hb = cid(game, "Hard Bargain")
    assert "repeat_cost" not in [e.kind for e in game.log]
    assert game.pending().context == ("counter_unless_pay", hb, 0)


# --- optional additional costs: Blast Corps Cadet, Frostcoat Cub, Sea Monkey (355.1.a, 383.2.a.1) -------

def extra_cost_game(unit: str, runes: list[str], pay_extra: bool):
    """P0 plays ``unit`` to base, paying its optional additional cost or not; P1's Vanguard Sergeant
    holds battlefield 0, P1's Stalwart Poro is in P1's base."""
    game = position({"deck": DECK, "hand": [unit], "runes": runes},
                    {"deck": DECK, "base": ["Stalwart Poro"]},
                    battlefields=[SERGEANT_HOLDS, {}])
    game.apply(parse_action(game, f"play {unit} to base"))
    d = game.pending()
    if d.kind == "choose_card" and d.context[0] == "cost_extra":
        game.apply(ChooseCard(cid(game, unit) if pay_extra else -1))
    if game.pending().kind == "pay":
        game.apply(next(a for a in game.legal_actions() if isinstance(a, Pay)))
    return game


def test_blast_corps_cadet_paid_deals_2_to_a_unit_at_a_battlefield():
    """355.1.a, 356.2.b, 383.2.a.1 (Blast Corps Cadet): the extra 1 Energy and Fury Power paid, its Play
    Effect deals 2 to a unit at a battlefield: the Sergeant, the only one offered (P1's Poro in base is
    no target) dies."""
    game = extra_cost_game("Blast Corps Cadet", ["Fury Rune"] * 4, True)
    d = game.pending()
    if d.kind == "choose_card":  # the target, if asked
        assert {a.card for a in game.legal_actions()} == {cid(game, "Vanguard Sergeant")}
        game.apply(game.legal_actions()[0])
    settle(game)
    assert game.state.units[cid(game, "Vanguard Sergeant")].damage == 2
    assert [e.data for e in game.log if e.kind == "pay"] == [(3, 1)]  # 2 + 1 Energy, a Fury rune recycled
    check_invariants(game)


def test_blast_corps_cadet_unpaid_does_nothing():
    """383.2.a.1: the optional cost declined, its Play Effect doesn't trigger: no damage."""
    game = extra_cost_game("Blast Corps Cadet", ["Fury Rune"] * 4, False)
    settle(game)
    assert game.state.units[cid(game, "Vanguard Sergeant")].damage == 0
    assert "trigger" not in [e.kind for e in game.log]


def test_frostcoat_cub_paid_gives_a_unit_minus_2_this_turn():
    """355.1.a, 383.2.a.1 (Frostcoat Cub): the extra Mind Power paid, its Play Effect gives a unit -2
    Might this turn (the Sergeant: 4 to 2)."""
    game = extra_cost_game("Frostcoat Cub", ["Mind Rune"] * 4, True)
    sergeant = cid(game, "Vanguard Sergeant")
    game.apply(next(a for a in game.legal_actions() if getattr(a, "card", None) == sergeant
                    or getattr(a, "targets", None) == ((sergeant,),)))
    settle(game)
    assert might_of(game, sergeant) == 2
    check_invariants(game)


def test_frostcoat_cub_unpaid_no_trigger():
    """383.2.a.1 (Frostcoat Cub): declined, nothing triggers."""
    game = extra_cost_game("Frostcoat Cub", ["Mind Rune"] * 4, False)
    settle(game)
    assert might_of(game, cid(game, "Vanguard Sergeant")) == 4
    assert "trigger" not in [e.kind for e in game.log]


def test_sea_monkey_paid_buffs_itself():
    """355.1.a, 383.2.a.1, 702.2.a (Sea Monkey): the extra 1 Energy paid, it buffs itself (2 to 3
    Might); declined, no buff."""
    game = extra_cost_game("Sea Monkey", ["Body Rune"] * 3, True)
    settle(game)
    monkey = cid(game, "Sea Monkey")
    assert game.state.units[monkey].buffs == 1 and might_of(game, monkey) == 3
    check_invariants(game)
    game = extra_cost_game("Sea Monkey", ["Body Rune"] * 3, False)
    settle(game)
    assert game.state.units[cid(game, "Sea Monkey")].buffs == 0


def test_sea_monkey_extra_not_offered_without_the_energy():
    """355.16, 356.2.b: with only 2 Energy the additional cost can't be paid: no choice, no buff."""
    game = extra_cost_game("Sea Monkey", ["Body Rune"] * 2, True)
    settle(game)
    assert game.state.units[cid(game, "Sea Monkey")].buffs == 0
    assert "optional_extra_cost" not in [e.kind for e in game.log]


# --- Repeat spells with a unit target: Blood Rush, Feral Strength, Thwonk! (820.2, ruling 95) ---------

def repeat_cast(game, spell: str, first: str, repeat: str | None) -> None:
    """Play ``spell`` on ``first``; pay its Repeat and choose ``repeat`` for it (or decline)."""
    sc = cid(game, spell)
    game.apply(next(a for a in game.legal_actions() if isinstance(a, PlaySpell) and a.card == sc
                    and a.targets == ((cid(game, first),), ())))
    d = game.pending()
    if d.kind == "choose_card" and d.context == ("repeat", sc):
        game.apply(ChooseCard(-1 if repeat is None else sc))
        d = game.pending()
        if repeat is not None and d.kind == "choose_card" and d.context == ("repeat_target", sc):
            game.apply(ChooseCard(cid(game, repeat)))
    else:
        assert repeat is None
    if game.pending().kind == "pay":
        game.apply(next(a for a in game.legal_actions() if isinstance(a, Pay)))
    settle(game)


def test_blood_rush_repeat_on_one_unit_gives_assault_4_this_turn():
    """820.2.a, 807.2, 801.3.a.2 (Blood Rush, errata 2026-01-14): repeated on the same unit it has
    Assault 2 twice (4 more Might while attacking), for this turn only."""
    game = position({"deck": DECK, "hand": ["Blood Rush"], "runes": ["Fury Rune"] * 2,
                     "base": ["Stalwart Poro", "Daring Poro"]}, {"deck": DECK})
    repeat_cast(game, "Blood Rush", "Stalwart Poro", "Stalwart Poro")
    poro = game.state.units[cid(game, "Stalwart Poro", "base")]
    assert granted_value(poro, "Assault") == 4
    assert granted_value(game.state.units[cid(game, "Daring Poro", "base")], "Assault") == 0
    check_invariants(game)


def test_feral_strength_repeat_on_another_unit():
    """820.2.a (Feral Strength): repeated on another unit, each of the two units has +2 Might this
    turn (the repeat's unit chosen as it is played)."""
    game = position({"deck": DECK, "hand": ["Feral Strength"], "runes": ["Calm Rune"] * 4,
                     "base": ["Vanguard Sergeant", "Daring Poro"]}, {"deck": DECK})
    repeat_cast(game, "Feral Strength", "Vanguard Sergeant", "Daring Poro")
    assert might_of(game, cid(game, "Vanguard Sergeant")) == 6
    assert might_of(game, cid(game, "Daring Poro")) == card_might(game, "Daring Poro") + 2
    check_invariants(game)


def card_might(game, name: str) -> int:
    """The printed Might of ``name`` (from the card table)."""
    return load_cards().by_name(name).might


def test_thwonk_needs_an_attacking_unit():
    """460, 423, 806 (Thwonk!): outside a combat no unit is attacking: it can't be played; in a
    showdown at P1's battlefield, the attacking Stalwart Poro is offered and stunned, the defending
    unit is not offered."""
    game = position({"deck": DECK, "base": [{"card": "Stalwart Poro", "exhausted": False}]},
                    {"deck": DECK, "hand": ["Thwonk!"], "runes": ["Calm Rune"] * 4},
                    battlefields=[SERGEANT_HOLDS, {}])
    thwonk = cid(game, "Thwonk!")
    assert not [a for a in game.legal_actions() if isinstance(a, PlaySpell)]
    do(game, "move Stalwart Poro to bf 0")
    while not any(isinstance(a, PlaySpell) and a.card == thwonk for a in game.legal_actions()):
        game.apply(game.legal_actions()[0])
    offered = {a.targets[0][0] for a in game.legal_actions() if isinstance(a, PlaySpell) and a.card == thwonk}
    assert offered == {cid(game, "Stalwart Poro")}
    poro = cid(game, "Stalwart Poro")
    repeat_cast(game, "Thwonk!", "Stalwart Poro", None)
    assert [e.data for e in game.log if e.kind == "stun"] == [(poro,)]
    assert game.state.units[cid(game, "Vanguard Sergeant")].damage == 0  # the stunned Poro dealt none


# --- Battering Ram: 1 less per card played this turn, not below 1 (356.4, 356.6) -------------------------

def test_battering_ram_costs_less_for_each_card_played_this_turn():
    """356.4, 356.6, 812.1.b.1 (Battering Ram): 5 Energy at first; after P0 plays two units it costs
    3; a long turn of plays never takes it below 1; P1's plays don't count for P0."""
    game = position({"deck": DECK, "hand": ["Battering Ram", "Stalwart Poro", "Daring Poro"],
                     "runes": ["Fury Rune"] * 8}, {"deck": DECK})
    g = game.state
    ram = cid(game, "Battering Ram")
    assert unit_cost(g, ram, False)[0] == 5
    play(game, "play Stalwart Poro to base")
    settle(game)
    play(game, "play Daring Poro to base")
    settle(game)
    assert unit_cost(game.state, ram, False)[0] == 3
    game.state.counts["play_card:1"] = 3
    assert unit_cost(game.state, ram, False)[0] == 3
    game.state.counts["play_card:0"] = 9
    assert unit_cost(game.state, ram, False)[0] == 1
    game.state.counts["play_card:0"] = 2
    play(game, "play Battering Ram to base")
    settle(game)
    assert [e.data for e in game.log if e.kind == "pay"][-1] == (3, 0)
    check_invariants(game)


# --- Counter Strike: the next damage to a unit this turn prevented (437.1.b.2) ---------------------------

def test_counter_strike_prevents_all_of_the_next_damage_once():
    """437.1.b.1.b, 437.1.b.2, 437.4, 813.1.c.1 (Counter Strike): P0's Hextech Ray targets P1's
    Sergeant; P1 reacts with Counter Strike on it (and draws 1): the Ray's 3 damage is all prevented
    and not dealt; the prevention is then gone: the next damage this turn is dealt."""
    game = position({"deck": DECK, "hand": ["Hextech Ray"], "runes": ["Fury Rune"] * 3},
                    {"deck": DECK, "hand": ["Counter Strike"], "runes": ["Calm Rune"] * 2},
                    battlefields=[SERGEANT_HOLDS, {}])
    sergeant = cid(game, "Vanguard Sergeant")
    play(game, "play Hextech Ray targeting Vanguard Sergeant")
    hand = len(game.state.players[1].hand)
    do(game, "P1: play Counter Strike targeting Vanguard Sergeant")
    while game.pending().kind == "pay":
        game.apply(next(a for a in game.legal_actions() if isinstance(a, Pay)))
    settle(game)
    g = game.state
    assert g.units[sergeant].damage == 0
    assert [e.data for e in game.log if e.kind == "prevented"] == [(sergeant, 3)]
    assert len(g.players[1].hand) == hand  # Counter Strike left the hand, the draw replaced it
    assert prevent_value(g, sergeant) == 0
    deal(g, g.units[sergeant], 2, 0, sergeant)
    assert g.units[sergeant].damage == 2
    check_invariants(game)


def test_counter_strike_makes_no_combat_damage_lethal():
    """437.5.b, 437.1.b.2: while all of its next damage is to be prevented, the unit's lethal damage
    is unbounded (the Prevent Value stands for All); it returns to its Might once used."""
    game = position({"deck": DECK, "hand": ["Counter Strike"], "runes": ["Calm Rune"] * 2,
                     "base": ["Stalwart Poro"]}, {"deck": DECK})
    poro = cid(game, "Stalwart Poro")
    play(game, "play Counter Strike targeting Stalwart Poro")
    settle(game)
    g = game.state
    assert prevent_value(g, poro) >= 10 ** 6
    deal(g, g.units[poro], 5, 1, poro)
    assert g.units[poro].damage == 0 and prevent_value(g, poro) == 0


# --- Needlessly Large Yordle: cheaper for each point scored by holding this turn (356.4, 469.2) ---------

def test_needlessly_large_yordle_costs_less_after_a_hold():
    """356.4, 356.6, 469.2, 315.2.b (Needlessly Large Yordle): 10 Energy and 3 Calm Power at first;
    P0 holds battlefield 0 at the start of their next turn (1 point): 8 Energy and 2 Calm Power; P1
    has gained no hold point."""
    poro_holds = {"controller": 0, "units": [{"card": "Stalwart Poro", "controller": 0}]}
    game = position({"deck": DECK, "hand": ["Needlessly Large Yordle"], "runes": ["Calm Rune"] * 2},
                    {"deck": DECK}, battlefields=[poro_holds, {}])
    g = game.state
    yordle = cid(game, "Needlessly Large Yordle")
    energy, pips = unit_cost(g, yordle, False)
    assert (energy, len(pips)) == (10, 3)
    do(game, "end turn")
    while not (game.pending().kind == "main" and game.pending().player == 0):
        game.apply(game.legal_actions()[0])
    g = game.state
    assert [e.data[1] for e in game.log if e.kind == "gain_points"] == ["hold"]
    energy, pips = unit_cost(g, yordle, False)
    assert (energy, len(pips)) == (8, 2)
    assert g.counts.get("hold_points:1", 0) == 0


# --- Targeting Effects (383.4.b): Jae Medarda, Spirit Wheel, Irelia, Blade Dancer ------------------------

def answer_until_main(game, take: bool = True) -> None:
    """Answer every decision until P0's Main Phase: triggers in the order offered, a "you may"
    taken (``take``) or declined, payments with the first way, Priority passed."""
    while not (game.pending().kind == "main" and game.pending().player == 0):
        acts = game.legal_actions()
        d = game.pending()
        if d.kind == "choose_card" and d.context[0] == "trigger_may":
            game.apply(next(a for a in acts if isinstance(a, ChooseCard) and (a.card >= 0) == take))
        elif d.kind == "choose_card" and d.context[0] == "repeat":
            game.apply(ChooseCard(-1))
        else:
            game.apply(next((a for a in acts if isinstance(a, Pay)), acts[0]))


def test_jae_medarda_draws_when_its_controllers_spell_chooses_it():
    """383.4.b, 383.4.b.2 (Jae Medarda): P0's Feral Strength targets Jae: once the spell is
    finalized Jae's ability goes on the chain above it and resolves first: P0 draws 1; the spell
    then gives +2."""
    game = position({"deck": DECK, "hand": ["Feral Strength"], "runes": ["Calm Rune"] * 2,
                     "base": ["Jae Medarda"]}, {"deck": DECK})
    jae = cid(game, "Jae Medarda")
    do(game, "play Feral Strength targeting Jae Medarda")
    answer_until_main(game)
    kinds = [(e.kind, e.data) for e in game.log if e.kind in ("draw", "might")]
    assert kinds[0] == ("draw", (1,)) and kinds[1][0] == "might"  # the draw resolved before the spell
    assert len(game.state.players[0].hand) == 1 and might_of(game, jae) == 7
    check_invariants(game)


def test_jae_medarda_ignores_an_opponents_spell_and_other_units():
    """383.4.b, 383.2.a.1: P1's spell choosing Jae, or P0's spell choosing another unit, triggers
    nothing."""
    game = position({"deck": DECK, "hand": ["Feral Strength"], "runes": ["Calm Rune"] * 2,
                     "base": ["Jae Medarda", "Stalwart Poro"]},
                    {"deck": DECK, "hand": ["Feral Strength"], "runes": ["Calm Rune"] * 2})
    do(game, "play Feral Strength targeting Stalwart Poro")
    do(game, "P1: play Feral Strength targeting Jae Medarda")
    answer_until_main(game)
    assert "trigger" not in [e.kind for e in game.log] and not game.state.players[0].hand
    assert not [e for e in game.log if e.kind == "draw"]


def test_spirit_wheel_pays_and_exhausts_to_draw_when_a_friendly_unit_is_chosen():
    """383.4.b, 383.3.a-b, 414 (Spirit Wheel): P0's spell targets their own unit: the Wheel's "you
    may" is taken as it is finalized: 1 Energy paid and the Wheel exhausted, P0 draws 1. Exhausted,
    it can't pay again: a second spell's trigger offers only declining."""
    game = position({"deck": DECK, "hand": ["Feral Strength", "Blood Rush"], "runes": ["Calm Rune"] * 6,
                     "base": ["Stalwart Poro"], "gear": ["Spirit Wheel"]}, {"deck": DECK})
    wheel = cid(game, "Spirit Wheel")
    do(game, "play Feral Strength targeting Stalwart Poro")
    answer_until_main(game)
    g = game.state
    assert g.gear[wheel].exhausted and [e.data for e in game.log if e.kind == "draw"] == [(1,)]
    n = len(game.log)
    do(game, "play Blood Rush targeting Stalwart Poro")
    while not (game.pending().kind == "main" and game.pending().player == 0):
        d = game.pending()
        if d.kind == "choose_card" and d.context[0] == "trigger_may":
            assert [a.card for a in game.legal_actions()] == [-1]
        acts = game.legal_actions()
        game.apply(next((a for a in acts if isinstance(a, Pay)), acts[0]))
    assert not [e for e in game.log[n:] if e.kind == "draw"]
    check_invariants(game)


def test_irelia_blade_dancer_readies_the_chosen_unit_for_an_exhaust_and_a_power():
    """383.4.b, 383.3.a-b (Irelia, Blade Dancer): P0's spell targets their exhausted Poro: the
    legend's "you may" is taken: the legend exhausted and one Power paid (a rune recycled), the Poro
    readies; declined, it stays exhausted."""
    for take in (True, False):
        game = position({"deck": DECK, "legend": "Irelia, Blade Dancer", "hand": ["Feral Strength"],
                         "runes": ["Calm Rune"] * 4, "base": [{"card": "Stalwart Poro", "exhausted": True}]},
                        {"deck": DECK})
        poro = cid(game, "Stalwart Poro")
        do(game, "play Feral Strength targeting Stalwart Poro")
        answer_until_main(game, take)
        g = game.state
        assert g.units[poro].exhausted is not take
        assert g.players[0].legend_exhausted is take
        assert len(g.players[0].runes) == (3 if take else 4)
        check_invariants(game)


def test_a_chosen_trigger_on_the_chain_round_trips_through_the_position_format():
    """383.4.b (position format): with Jae's Targeting Effect on the chain above the spell (P0 holding
    Priority, a Reaction in hand), the position is written and read back unchanged (trigger kind
    "chosen")."""
    game = position({"deck": DECK, "hand": ["Feral Strength", "Counter Strike"], "runes": ["Calm Rune"] * 4,
                     "base": ["Jae Medarda"]}, {"deck": DECK})
    do(game, "play Feral Strength targeting Jae Medarda")
    while game.pending().kind != "priority":
        acts = game.legal_actions()
        game.apply(ChooseCard(-1) if game.pending().context[:1] == ("repeat",)
                   else next((a for a in acts if isinstance(a, Pay)), acts[0]))
    assert [(it.kind, it.finalized) for it in game.state.chain] == [("spell", True), ("chosen", True)]
    text = dump_position(game)
    again = load_position(text)
    assert dump_position(again) == text
    assert [it.kind for it in again.state.chain] == ["spell", "chosen"]


# --- Undertitan: +2 to your other units; Add 2 as it is revealed from your deck (424, 429.1) ------------

def test_undertitan_gives_your_other_units_2_this_turn():
    """477.3, 383.4.a (Undertitan): its Play Effect gives each other unit P0 controls +2 Might this
    turn; itself and P1's unit are unchanged."""
    game = position({"deck": DECK, "hand": ["Undertitan"], "runes": ["Order Rune"] * 7,
                     "base": ["Stalwart Poro", "Daring Poro"]}, {"deck": DECK, "base": ["Vanguard Sergeant"]})
    play(game, "play Undertitan to base")
    settle(game)
    assert might_of(game, cid(game, "Stalwart Poro")) == card_might(game, "Stalwart Poro") + 2
    assert might_of(game, cid(game, "Daring Poro")) == card_might(game, "Daring Poro") + 2
    assert might_of(game, cid(game, "Undertitan")) == card_might(game, "Undertitan")
    assert might_of(game, cid(game, "Vanguard Sergeant")) == 4
    check_invariants(game)


def test_undertitan_revealed_from_the_deck_adds_2_energy():
    """424, 429.1 (Undertitan): Apprentice Smith moves and reveals the top card of P0's Main Deck:
    it is Undertitan: P0 Adds 2 Energy at once (then it is recycled, not a gear); another card
    revealed adds nothing."""
    for top, added in (("Undertitan", 2), ("Mystic Poro", 0)):
        smith = {"card": "Apprentice Smith", "exhausted": False}
        game = position({"deck": [top, *DECK[1:]], "base": [smith]}, {"deck": DECK}, battlefields=[{}, {}])
        do(game, "move Apprentice Smith to bf 0")
        settle(game)
        adds = [e.data for e in game.log if e.kind == "add"]
        assert adds == ([(2, ())] if added else [])
        shown = [e.data[0] for e in game.log if e.kind == "reveal"]
        assert [[game.state.cards[c].name for c in cs] for cs in shown] == [[top]]
        check_invariants(game)


# --- Black Market Broker: a Gold token for a card played from facedown (811, 419.4.a) ------------------

def test_black_market_broker_plays_gold_for_a_card_played_from_facedown():
    """811, 419.4.a, 383.2.a.1 (Black Market Broker): P0 plays Tideturner from facedown at battlefield
    0: a Gold gear token enters P0's base exhausted; a unit played from the hand makes none."""
    game = position({"deck": DECK, "base": ["Black Market Broker", "Vanguard Sergeant"],
                     "hand": ["Daring Poro"], "runes": ["Chaos Rune"] * 2},
                    {"deck": DECK},
                    battlefields=[{"controller": 0, "units": ["Stalwart Poro"],
                                   "facedown": {"card": "Tideturner", "turn": 0}}, {}])
    play(game, "play Daring Poro to base")
    answer_until_main(game)
    assert not game.state.gear
    play(game, "play Tideturner from facedown to bf 0")
    answer_until_main(game)
    gold = list(game.state.gear.values())
    assert len(gold) == 1 and game.state.cards[gold[0].cid].is_token
    assert gold[0].exhausted and gold[0].controller == 0
    check_invariants(game)


# --- Sivir, Mercenary: +2 Might and Ganking once 2 Power were spent this turn (357, 364.3) ---------------

def test_sivir_mercenary_after_two_power_spent_this_turn():
    """357, 364.3, 810 (Sivir, Mercenary): after one Hextech Ray (one Fury Power paid) she has her
    printed Might and no Ganking; after the second (2 Power this turn) +2 Might and Ganking."""
    game = position({"deck": DECK, "hand": ["Hextech Ray", "Hextech Ray"], "runes": ["Fury Rune"] * 4,
                     "base": ["Sivir, Mercenary"]},
                    {"deck": DECK}, battlefields=[SERGEANT_HOLDS, {}])
    sivir = cid(game, "Sivir, Mercenary")
    printed = card_might(game, "Sivir, Mercenary")
    play(game, "play Hextech Ray targeting Vanguard Sergeant")
    answer_until_main(game)
    assert might_of(game, sivir) == printed and not has_ganking(game.state, game.state.units[sivir])
    play(game, "play Hextech Ray targeting Vanguard Sergeant")
    answer_until_main(game)
    assert might_of(game, sivir) == printed + 2 and has_ganking(game.state, game.state.units[sivir])
    assert power_spent_this_turn(game.state, 0) == 2 and power_spent_this_turn(game.state, 1) == 0
    check_invariants(game)


# --- Renata Glasc, Chem-Baroness: Gold on a hold; her Gold Add 1 more near the Victory Score -------------

def gold_adds(points: int) -> list:
    """P0 (Renata's legend, ``points`` points) uses a Gold gear token: what it Adds."""
    game = position({"deck": DECK, "legend": "Renata Glasc, Chem-Baroness", "points": points}, {"deck": DECK})
    gold = create_gear_token(game.state, 0, GOLD)
    game.apply(next(a for a in game.legal_actions() if isinstance(a, Activate) and a.source == gold.cid))
    return [e.data for e in game.log if e.kind == "add"]


def test_renata_chem_baroness_gold_adds_1_energy_more_within_3_points():
    """364.1, 107.4.b, 429.1 (Renata Glasc, Chem-Baroness): at 5 points of 8 (within 3) her
    controller's Gold adds 1 Energy and a Power; at 4 points only the Power."""
    assert victory_score(position({"deck": DECK}, {"deck": DECK}).state) == 8
    assert gold_adds(5) == [(1, ("Any",))]
    assert gold_adds(4) == [(0, ("Any",))]


def test_renata_chem_baroness_may_exhaust_for_gold_when_her_controller_holds():
    """383.4.d.2.b, 383.3.a-b (Renata Glasc, Chem-Baroness): P0 holds battlefield 0 at their next
    Beginning Phase: they may exhaust the legend (taken): a Gold gear token enters exhausted."""
    poro_holds = {"controller": 0, "units": [{"card": "Stalwart Poro", "controller": 0}]}
    game = position({"deck": DECK, "legend": "Renata Glasc, Chem-Baroness"}, {"deck": DECK},
                    battlefields=[poro_holds, {}])
    do(game, "end turn")
    while not (game.pending().kind == "main" and game.pending().player == 0):
        d = game.pending()
        if d.kind == "choose_card" and d.context[0] == "trigger_may":
            game.apply(next(a for a in game.legal_actions() if isinstance(a, ChooseCard) and a.card >= 0))
        else:
            game.apply(game.legal_actions()[0])
    g = game.state
    assert g.players[0].legend_exhausted
    gold = list(g.gear.values())
    assert len(gold) == 1 and gold[0].exhausted and gold[0].controller == 0
    check_invariants(game)


# --- Harpoon Squad: +2 this turn when it moves from a battlefield (383.2.a.1) ----------------------------

def test_harpoon_squad_gets_2_only_moving_from_a_battlefield():
    """383.1, 383.2.a.1, 144 (Harpoon Squad): its move from its base to a battlefield triggers
    nothing; readied, its move from that battlefield back to its base gives it +2 Might this turn."""
    game = position({"deck": DECK, "base": [{"card": "Harpoon Squad", "exhausted": False}]},
                    {"deck": DECK}, battlefields=[{}, {}])
    squad = cid(game, "Harpoon Squad")
    printed = card_might(game, "Harpoon Squad")
    do(game, "move Harpoon Squad to bf 0")
    answer_until_main(game)
    assert might_of(game, squad) == printed and "trigger" not in [e.kind for e in game.log]
    game.state.units[squad].exhausted = False
    refresh(game)
    do(game, "move Harpoon Squad to base")
    answer_until_main(game)
    assert might_of(game, squad) == printed + 2
    check_invariants(game)


# --- Rabadon's Deathcrown: 3 Bonus Damage for its controller's spells while attached (713-715, 724) -----

def test_rabadons_deathcrown_gives_bonus_damage_only_while_attached():
    """713, 714.1, 724 (Rabadon's Deathcrown): attached to P0's Poro, P0's Hextech Ray deals 3 + 3 to
    P1's Sergeant (it dies); lying unattached in P0's base, 3 only (it survives, 3 damage)."""
    for attached, dead in ((True, True), (False, False)):
        game = position({"deck": DECK, "hand": ["Hextech Ray"], "runes": ["Fury Rune"] * 2,
                         "base": ["Stalwart Poro"], "gear": ["Rabadon's Deathcrown"]},
                        {"deck": DECK}, battlefields=[SERGEANT_HOLDS, {}])
        g = game.state
        crown, poro = g.gear[cid(game, "Rabadon's Deathcrown")], g.units[cid(game, "Stalwart Poro")]
        if attached:
            crown.attached_to, crown.loc = poro.cid, poro.loc
            refresh(game)
        sergeant = cid(game, "Vanguard Sergeant")
        play(game, "play Hextech Ray targeting Vanguard Sergeant")
        answer_until_main(game)
        assert (sergeant not in game.state.units) is dead
        if not dead:
            assert game.state.units[sergeant].damage == 3
        check_invariants(game)


# --- Jax, Unrelenting: may pay 1 to draw 1 when an Equipment is attached to him (434.1, 383.3.a-b) -----

def test_jax_unrelenting_pays_1_to_draw_when_equipped():
    """434.1, 818, 383.3.a-b (Jax, Unrelenting): P0 equips him with the Equip ability of their
    Spinning Axe: his ability triggers; its "you may" taken, 1 Energy is paid and P0 draws 1; equipping
    another unit triggers nothing."""
    for target, triggers in (("Jax, Unrelenting", True), ("Stalwart Poro", False)):
        game = position({"deck": DECK, "base": ["Jax, Unrelenting", "Stalwart Poro"],
                         "gear": ["Spinning Axe"], "runes": ["Fury Rune"] * 3}, {"deck": DECK})
        axe, unit = cid(game, "Spinning Axe"), cid(game, target)
        game.apply(next(a for a in game.legal_actions() if isinstance(a, Activate) and a.source == axe
                        and a.target == unit))
        answer_until_main(game)
        g = game.state
        assert g.gear[axe].attached_to == unit
        assert [e.data for e in game.log if e.kind == "draw"] == ([(1,)] if triggers else [])
        assert ("trigger" in [e.kind for e in game.log]) is triggers
        check_invariants(game)
