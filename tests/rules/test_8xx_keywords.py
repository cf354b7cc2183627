"""Keywords of 800-829 beyond the Origins precons: Unique (825), Ambush (822), XP (728-733) with Hunt
(823) and Level (824), Legion (812), Deflect (809), Repeat (820), Flow (829). One group per keyword;
each test names its cards, rule numbers lead the docstring."""

from __future__ import annotations

from pathlib import Path

import pytest

from riftbound.actions import Activate, ChooseCard, EndTurn, Move, Pass, Pay, PlaySpell, PlayUnit
from riftbound.cards import load_cards
from riftbound.checks import check_invariants
from riftbound.decks import DeckError, load_deck, validate_deck
from riftbound.engine.units import unit_cost
from riftbound.formats.notation import format_action, parse_action
from riftbound.formats.position import dump_position, load_position
from riftbound.game import card_support
from tests.helpers import cited_clauses_missing
from tests.spell_helpers import card_text, cid, do, might_of, play, position
from tests.test_decks import entry, make_deck, write

DECK = ["Petty Officer", "Laurent Duelist", "Playful Phantom"]


def unit_plays(game, name: str) -> list[PlayUnit]:
    g = game.state
    return [a for a in game.legal_actions() if isinstance(a, PlayUnit) and g.cards[a.card].name == name]


def run_to_main(game) -> None:
    """Answer every decision with its first option until a Main Phase decision."""
    while not game.is_over() and game.pending().kind != "main":
        game.apply(game.legal_actions()[0])


# --- Unique (825) -----------------------------------------------------------------------------------

def test_unique_card_allowed_once_per_deck(tmp_path: Path):
    """825.3.a, 825.1, 103.2.b: Forgefire Cape (Unique, per the shared card table) may be in an
    Ornn deck once; a second copy breaks deck construction, though 2 copies of another card don't."""
    db = load_cards()
    assert "Unique" in card_text("Forgefire Cape")["keywords"] and db.by_name("Forgefire Cape").unique
    deck = make_deck(db, "Ornn, Fire Below the Mountain", "Ornn, Forge God")
    other = deck["main_deck"][0]["name"]
    deck["main_deck"][0:1] = [entry(db, "Forgefire Cape", 1), entry(db, other, 2)]
    validate_deck(load_deck(write(tmp_path, deck)))  # one copy: legal
    deck["main_deck"][0:2] = [entry(db, "Forgefire Cape", 2), entry(db, other, 1)]
    with pytest.raises(DeckError, match=r"825\.3\.a: 2 copies of Forgefire Cape"):
        validate_deck(load_deck(write(tmp_path, deck, "two.json")))


# --- Ambush (822) -----------------------------------------------------------------------------------

def attacked_by_petty_officer(p1_hand: list[str]):
    """P0's turn: P0's ready Petty Officer (5, Assault) is about to attack battlefield 0, which P1
    holds with Vanguard Sergeant (4); P1 has 3 Order runes and ``p1_hand``."""
    return position({"base": [{"card": "Petty Officer", "exhausted": False}], "deck": DECK},
                    {"deck": DECK, "hand": p1_hand, "runes": ["Order Rune"] * 3},
                    battlefields=[{"controller": 1, "units": ["Vanguard Sergeant"]}, {}])


def test_ambush_unit_joins_a_combat_as_a_reaction_and_turns_it():
    """822.1.b, 822.1.c, 813.1.c.1, 464.2.c.3.a, 465.2.b: Soulspinner (Ambush) is played by P1 with
    Focus in the combat showdown to battlefield 0, where P1 has a unit; it becomes a defender, so
    the defenders' 7 Might kill the attacking Petty Officer and P1 keeps the battlefield. Without
    it the Sergeant dies and P0 conquers."""
    game = attacked_by_petty_officer(["Soulspinner", "Vanguard Sergeant"])
    do(game, "move Petty Officer to bf 0")
    d = game.pending()
    assert (d.player, d.kind) == (1, "focus")
    spinner = cid(game, "Soulspinner")
    assert unit_plays(game, "Soulspinner") == [PlayUnit(spinner, 0, False)]  # not to base, not bf 1
    assert unit_plays(game, "Vanguard Sergeant") == []  # no Ambush: no Reaction
    play(game, "play Soulspinner to bf 0")
    g = game.state
    assert g.units[spinner].loc == 0 and g.units[spinner].exhausted
    run_to_main(game)
    g = game.state
    assert spinner in g.units and cid(game, "Petty Officer", "trash") in g.players[0].trash
    assert g.battlefields[0].controller == 1 and g.points[0] == 0
    check_invariants(game)

    plain = attacked_by_petty_officer(["Vanguard Sergeant"])
    do(plain, "move Petty Officer to bf 0")
    run_to_main(plain)
    assert plain.state.battlefields[0].controller == 0 and plain.state.points[0] == 1


def test_ambush_with_priority_on_the_opponents_turn_then_the_chain_goes_on():
    """822.1.b, 813.1.c.1, 340.4, 337.2: with Priority in reply to P0's Discipline, P1 plays
    Inferna (Ambush, Assault 2) to battlefield 1 where P1 has a unit, not to battlefield 0 or a
    base; it enters exhausted, then Priority returns to P0 and Discipline still resolves."""
    game = position({"deck": DECK, "hand": ["Discipline"], "runes": ["Calm Rune"] * 2},
                    {"deck": DECK, "hand": ["Inferna"], "runes": ["Fury Rune"] * 2},
                    battlefields=[{"controller": 0, "units": ["Daring Poro"]},
                                  {"controller": 1, "units": ["Vanguard Sergeant"]}])
    play(game, "play Discipline targeting Daring Poro")
    d = game.pending()
    assert (d.player, d.kind) == (1, "priority")
    inferna = cid(game, "Inferna")
    assert unit_plays(game, "Inferna") == [PlayUnit(inferna, 1, False)]
    play(game, "play Inferna to bf 1")
    g = game.state
    assert g.units[inferna].loc == 1 and g.units[inferna].exhausted
    # P0's only option with Priority was to pass; then Discipline resolved after Inferna entered
    kinds = [e.kind for e in game.log]
    assert kinds.index("enter") < kinds.index("spell_done")
    assert might_of(game, cid(game, "Daring Poro")) == 4 and not game.state.chain
    check_invariants(game)


def test_ambush_in_the_main_phase_and_vanilla_support():
    """822.1.b, 822.4: in P0's own Main Phase Inferna may go to base or to battlefield 0 (P0 has
    units there and controls it) but not to battlefield 1 (none of P0's units); Inferna,
    Soulspinner and Voracious Gromp need no script (their only text is keywords)."""
    game = position({"deck": DECK, "hand": ["Inferna"], "runes": ["Fury Rune"] * 2},
                    battlefields=[{"controller": 0, "units": ["Daring Poro"]}, {}])
    locs = sorted(a.location for a in unit_plays(game, "Inferna"))
    assert locs == [-1, 0]
    db = load_cards()
    assert {card_support(db.by_name(n)) for n in ("Inferna", "Soulspinner", "Voracious Gromp")} == {
        "vanilla"}


# --- XP (728-733) and Hunt (823) -------------------------------------------------------------------

def test_hunt_gains_xp_when_the_unit_conquers():
    """823.1.b, 823.1.c.1, 823.1.c.3, 730.1, 383.3: Voracious Gromp (Hunt 3) conquers an empty
    battlefield: its Hunt ability goes on the chain and P0 gains 3 XP; P1 gains none (732)."""
    game = position({"base": [{"card": "Voracious Gromp", "exhausted": False}], "deck": DECK},
                    {"deck": DECK}, battlefields=[{}, {}])
    assert game.state.players[0].xp == 0
    do(game, "move Voracious Gromp to bf 0")
    run_to_main(game)
    g = game.state
    assert (g.players[0].xp, g.players[1].xp) == (3, 0)
    assert [(e.rule, e.data) for e in game.log if e.kind == "gain_xp"] == [("823.1.c.1", (3,))]
    assert any(e.kind == "trigger" and e.data == (cid(game, "Voracious Gromp"),) for e in game.log)


def test_hunt_gains_xp_when_the_unit_holds_and_xp_adds_up():
    """823.1.b, 823.1.c.1, 823.1.c.2, 730.1, 733, 315.2.b: at the start of P0's turn Gemhand Hunter
    (Hunt, no value: 1) and Scorchclaw (Hunt 2) hold battlefield 0 with P0, who had 4 XP: both
    abilities trigger and P0 ends with 7 XP."""
    game = position({"deck": DECK, "xp": 4}, {"deck": DECK, "base": ["Stalwart Poro"]},
                    battlefields=[{"controller": 0, "units": ["Gemhand Hunter", "Scorchclaw"]}, {}],
                    turn=2, turn_player=1)
    game.apply(EndTurn())
    run_to_main(game)
    g = game.state
    assert g.turn_player == 0 and g.players[0].xp == 7
    assert sorted(e.data for e in game.log if e.kind == "gain_xp") == [(1,), (2,)]


def test_xp_is_public_and_round_trips_through_a_position():
    """729.2, 729.1: a player's XP is in every player's observation and in the position format."""
    game = position({"deck": DECK, "xp": 5}, {"deck": DECK, "xp": 2})
    assert [p["xp"] for p in game.observation(1)["players"]] == [5, 2]
    data = dump_position(game)
    assert [p["xp"] for p in data["players"]] == [5, 2]
    again = load_position(data)
    assert [p.xp for p in again.state.players] == [5, 2]


@pytest.mark.parametrize("xp", [1, 2])
def test_spending_xp_as_an_abilitys_cost(xp: int):
    """730.2, 202, 377: Crowd Favorite's ability costs 2 XP: with 1 XP it can't be activated; with
    2 it can, P0 is left with 0 XP and the unit gets its buff."""
    game = position({"deck": DECK, "base": ["Crowd Favorite"], "xp": xp})
    fav = cid(game, "Crowd Favorite")
    acts = [a for a in game.legal_actions() if isinstance(a, Activate) and a.source == fav]
    assert len(acts) == (xp >= 2)
    if acts:
        do(game, "activate Crowd Favorite")
        run_to_main(game)
        assert game.state.players[0].xp == 0 and game.state.units[fav].buffs == 1


def test_herald_of_spring_play_effect_gains_2_xp():
    """730.1, 383.4.a: Herald of Spring's Play Effect gives its controller 2 XP."""
    game = position({"deck": DECK, "hand": ["Herald of Spring"], "runes": ["Calm Rune"] * 5})
    play(game, "play Herald of Spring to base")
    run_to_main(game)
    assert game.state.players[0].xp == 2


# --- Level (824) -------------------------------------------------------------------------------

def test_level_might_and_ganking_follow_the_controllers_xp():
    """824.1.b.1, 824.1.c, 824.1.d, 727.1.b.2, 810: Gustwalker (Level 3: +1 Might and Ganking) at
    battlefield 0 has 3 Might and can't move to battlefield 1 while P0 has 2 XP; at 3 XP it has 4
    Might and may; back under 3 XP it loses both at once."""
    walker_bf = [{"controller": 0, "units": [{"card": "Gustwalker", "exhausted": False}]}, {}]
    low = position({"deck": DECK, "xp": 2}, battlefields=walker_bf)
    walker = cid(low, "Gustwalker")
    assert might_of(low, walker) == 3 and Move((walker,), 1) not in low.legal_actions()
    high = position({"deck": DECK, "xp": 3}, battlefields=walker_bf)
    assert might_of(high, walker) == 4 and Move((walker,), 1) in high.legal_actions()
    high.state.players[0].xp = 2
    assert might_of(high, walker) == 3


def test_level_reads_the_xp_of_the_units_current_controller():
    """824.1.c.1: Targonian Visionary (Level 11: +4 Might) has 10 Might under P0 with 11 XP, and 6
    once P1, with no XP, controls it."""
    game = position({"deck": DECK, "xp": 11},
                    battlefields=[{"controller": 0, "units": ["Targonian Visionary"]}, {}])
    vis = cid(game, "Targonian Visionary")
    assert might_of(game, vis) == 10
    game.state.units[vis].controller = 1
    assert might_of(game, vis) == 6


@pytest.mark.parametrize("xp, ready", [(2, False), (3, True)])
def test_level_enter_ready(xp: int, ready: bool):
    """824.1.b.1, 143.4.a, 727.1.c.2: Scorchclaw (Level 3: +1 Might, enters ready) played with 2 XP
    enters exhausted with 3 Might; with 3 XP it enters ready with 4 Might."""
    game = position({"deck": DECK, "hand": ["Scorchclaw"], "runes": ["Fury Rune"] * 3, "xp": xp})
    play(game, "play Scorchclaw to base")
    claw = cid(game, "Scorchclaw")
    assert game.state.units[claw].exhausted is not ready
    assert might_of(game, claw) == 3 + ready


def test_level_enter_ready_without_other_text():
    """824.1.b.1, 143.4.a: Bandle Soldier (Level 3: enters ready) enters ready at 3 XP."""
    game = position({"deck": DECK, "hand": ["Bandle Soldier"], "runes": ["Order Rune"] * 4, "xp": 3})
    play(game, "play Bandle Soldier to base")
    assert not game.state.units[cid(game, "Bandle Soldier")].exhausted


@pytest.mark.parametrize("xp, draws", [(5, 0), (6, 1)])
def test_level_play_effect_triggers_only_while_active(xp: int, draws: int):
    """727.1.c.1, 824.1.b.1, 383.4.a: Wuju Apprentice's Play Effect (Level 6: draw 1) does not
    trigger with 5 XP and draws 1 with 6."""
    game = position({"deck": DECK, "hand": ["Wuju Apprentice"], "runes": ["Calm Rune"] * 2, "xp": xp})
    play(game, "play Wuju Apprentice to base")
    run_to_main(game)
    assert len(game.state.players[0].hand) == draws
    assert any(e.kind == "ability_inactive" for e in game.log) is (draws == 0)


# --- Legion (812) -------------------------------------------------------------------------------

def test_legion_cost_reduction_needs_another_card_played_this_turn():
    """812.1.b.1, 812.1.c, 356.4: Noxus Hopeful (Legion: costs 2 less) costs 4 as P0's first card of
    the turn, so 3 runes can't play it; after P0 plays Daring Poro it costs 2 and can be played."""
    game = position({"deck": DECK, "hand": ["Noxus Hopeful", "Daring Poro"],
                     "runes": ["Fury Rune"] * 2 + ["Order Rune"] * 3})
    hopeful = cid(game, "Noxus Hopeful")
    assert unit_cost(game.state, hopeful, False)[0] == 4
    play(game, "play Daring Poro to base")
    assert unit_cost(game.state, hopeful, False)[0] == 2
    assert unit_plays(game, "Noxus Hopeful")
    play(game, "play Noxus Hopeful to base")
    assert hopeful in game.state.units and game.state.players[0].rune_exhausted.count(False) == 1


def test_legion_cost_reduction_ignores_the_opponents_cards():
    """812.1.c, 812.1.b.1: the other card must be played by the Legion card's controller: P1 plays
    Discipline with Focus in the showdown P0's move opens, and Noxus Hopeful still costs P0 4."""
    game = position({"deck": DECK, "hand": ["Noxus Hopeful"],
                     "base": [{"card": "Daring Poro", "exhausted": False}]},
                    {"deck": DECK, "hand": ["Discipline"], "runes": ["Calm Rune"] * 2},
                    battlefields=[{}, {}])
    do(game, "move Daring Poro to bf 0")
    assert game.pending().player == 1 and game.pending().kind == "focus"
    play(game, "play Discipline targeting Daring Poro")
    run_to_main(game)
    g = game.state
    assert g.counts.get("play_card:1") == 1 and not g.counts.get("play_card:0")
    assert unit_cost(g, cid(game, "Noxus Hopeful"), False)[0] == 4


@pytest.mark.parametrize("first, buffed", [(False, False), (True, True)])
def test_legion_play_effect(first: bool, buffed: bool):
    """812.1.b.1, 812.1.c, 727.1.c.1, 702.2.a: Trifarian Gloryseeker's Play Effect (Legion: buff
    me) does nothing as P0's first card of the turn, and buffs it (3 Might) after Daring Poro."""
    game = position({"deck": DECK, "hand": ["Trifarian Gloryseeker", "Daring Poro"],
                     "runes": ["Order Rune"] * 4})
    if first:
        play(game, "play Daring Poro to base")
    play(game, "play Trifarian Gloryseeker to base")
    run_to_main(game)
    seeker = cid(game, "Trifarian Gloryseeker")
    assert game.state.units[seeker].buffs == int(buffed)
    assert might_of(game, seeker) == 2 + buffed


def test_legion_play_effect_with_a_target():
    """812.1.b.1, 383.4.a, 355.5: Dangerous Duo played after Daring Poro: its Legion Play Effect
    gives the chosen Poro +2 Might this turn."""
    game = position({"deck": DECK, "hand": ["Dangerous Duo", "Daring Poro"],
                     "runes": ["Fury Rune"] * 3 + ["Order Rune"] * 2})
    play(game, "play Daring Poro to base")
    play(game, "play Dangerous Duo to base")
    poro = cid(game, "Daring Poro")
    d = game.pending()
    assert d.kind == "choose_card"
    game.apply(ChooseCard(poro))
    run_to_main(game)
    assert might_of(game, poro) == 4


# --- Deflect (809) -----------------------------------------------------------------------------------

def spells_at(game, name: str) -> list:
    g = game.state
    return [a for a in game.legal_actions()
            if isinstance(a, PlaySpell) and g.cards[a.card].name == name]


def deflect_board(runes: int, p1_xp: int = 0):
    """P0 has Discipline (2 Energy), 2 Energy in their pool and ``runes`` Calm runes, and Pouty Poro
    at battlefield 0; P1 holds battlefield 1 with Pouty Poro (Deflect), Mosstomper and Vanguard
    Sergeant."""
    return position({"deck": DECK, "hand": ["Discipline"], "runes": ["Calm Rune"] * runes,
                     "pool": {"energy": 2}},
                    {"deck": DECK, "xp": p1_xp},
                    battlefields=[{"controller": 0, "units": ["Pouty Poro"]},
                                  {"controller": 1, "units": ["Pouty Poro", "Mosstomper",
                                                              "Vanguard Sergeant"]}])


def discipline_targets(game) -> set[tuple[int, str]]:
    g = game.state
    return {(g.units[a.targets[0][0]].controller, g.cards[a.targets[0][0]].name)
            for a in spells_at(game, "Discipline")}


def test_deflect_adds_power_of_any_domain_to_an_opponents_spell():
    """809.1.c, 809.1.c.1, 809.1.d, 356.2: P0's Discipline costs 2 (paid from the pool); choosing
    P1's Pouty Poro (Deflect) costs one Power of any domain more. With no rune P0 may choose P1's
    other units or P0's own Pouty Poro, not P1's; with a Calm rune the Poro too, and the payment
    recycles the rune."""
    two = deflect_board(0)
    assert discipline_targets(two) == {(0, "Pouty Poro"), (1, "Mosstomper"), (1, "Vanguard Sergeant")}
    three = deflect_board(1)
    assert (1, "Pouty Poro") in discipline_targets(three)
    g = three.state
    enemy_poro = next(c for c, u in g.units.items() if u.controller == 1 and g.cards[c].name == "Pouty Poro")
    do(three, f"play Discipline targeting #{enemy_poro}")  # the one way to pay is taken
    run_to_main(three)
    g = three.state
    assert might_of(three, enemy_poro) == 4 and not g.players[0].runes and g.players[0].rune_deck
    assert [(e.data[0], e.data[1]) for e in three.log if e.kind == "pay"] == [(0, 1)]


@pytest.mark.parametrize("xp, deflect", [(2, False), (3, True)])
def test_deflect_given_by_a_level_ability(xp: int, deflect: bool):
    """809.2, 824.1.b.1, 727.1.b.2: Mosstomper (Level 3: +1 Might and Deflect) of P1 can be chosen by
    P0's Discipline paid from the pool with no rune while P1 has 2 XP, not at 3 XP."""
    game = deflect_board(0, p1_xp=xp)
    assert ((1, "Mosstomper") in discipline_targets(game)) is not deflect


@pytest.mark.parametrize("xp", [5, 6])
def test_level_gives_deflect_and_ganking_together(xp: int):
    """727.1.b.2, 824.1.c, 809.1.c, 810: Master Yi, Tempered (Level 6: Deflect and Ganking) of P0
    may move from battlefield 0 to battlefield 1 only at 6 XP; at 6 XP P1's Discipline, paid from
    the pool with no rune, can't choose him, at 5 XP it can."""
    yi = [{"card": "Master Yi, Tempered", "exhausted": False}]
    mine = position({"deck": DECK, "xp": xp}, battlefields=[{"controller": 0, "units": yi}, {}])
    master = cid(mine, "Master Yi, Tempered")
    assert (Move((master,), 1) in mine.legal_actions()) is (xp >= 6)
    theirs = position({"deck": DECK, "xp": xp},
                      {"deck": DECK, "hand": ["Discipline"], "pool": {"energy": 2}},
                      battlefields=[{"controller": 0, "units": yi}, {}], turn=2, turn_player=1)
    targets = {a.targets[0][0] for a in theirs.legal_actions() if isinstance(a, PlaySpell)}
    assert (cid(theirs, "Master Yi, Tempered") in targets) is (xp < 6)


def corsair_attack(runes: list[str]):
    """P0's ready Crackshot Corsair (attack trigger: 1 damage to an enemy unit here) attacks
    battlefield 0, held by P1's Pouty Poro (Deflect) and Vanguard Sergeant; P0 has ``runes``."""
    game = position({"deck": DECK, "base": [{"card": "Crackshot Corsair", "exhausted": False}],
                     "runes": runes},
                    {"deck": DECK},
                    battlefields=[{"controller": 1, "units": ["Pouty Poro", "Vanguard Sergeant"]}, {}])
    do(game, "move Crackshot Corsair to bf 0")
    return game


def test_deflect_on_a_triggered_abilitys_target():
    """809.1.c, 809.1.d, 383.3.b, 355.8: with no rune, Crackshot Corsair's attack trigger can only
    choose Vanguard Sergeant; with runes it may choose Pouty Poro, and its controller then pays
    one Power of any domain (recycling a rune of their choice) before it is finalized and deals 1
    to the Poro."""
    poor = corsair_attack([])
    g = poor.state
    hit = [g.cards[e.data[0]].name for e in poor.log if e.kind == "damage"]
    assert hit == ["Vanguard Sergeant"]  # the only choice, taken for P0

    rich = corsair_attack(["Calm Rune", "Fury Rune"])
    d = rich.pending()
    assert d.kind == "choose_card" and d.context[0] == "ability_target"
    poro = cid(rich, "Pouty Poro", "bf 0")
    rich.apply(ChooseCard(poro))
    d = rich.pending()
    assert d.kind == "pay" and d.context == (cid(rich, "Crackshot Corsair", "bf 0"),)
    pays = [a for a in rich.legal_actions() if isinstance(a, Pay)]
    assert len(pays) == 2 and all(len(a.recycle) == 1 and not a.exhaust for a in pays)
    assert Pass() in rich.legal_actions()  # 404.2: declining is an option too
    rich.apply(pays[0])
    g = rich.state
    kinds = [e.kind for e in rich.log]
    assert len(g.players[0].runes) == 1 and kinds.index("pay") < kinds.index("finalize")
    assert [e.data[0] for e in rich.log if e.kind == "damage"][0] == poro
    check_invariants(rich)


def test_404_2_a_triggered_abilitys_deflect_cost_may_be_declined():
    """404.2, 404.2.a, 809.1.d: Crackshot Corsair's attack trigger chose Pouty Poro (Deflect); at the
    payment its controller declines ("pass"): the ability stops being a pending item and leaves the
    chain, never finalized and not countered; no rune is spent and nothing is dealt."""
    game = corsair_attack(["Calm Rune", "Fury Rune"])
    corsair = cid(game, "Crackshot Corsair", "bf 0")
    game.apply(ChooseCard(cid(game, "Pouty Poro", "bf 0")))
    assert game.pending().kind == "pay"
    assert format_action(game, Pass()) == "pass" and parse_action(game, "pass") == Pass()
    game.apply(Pass())
    g = game.state
    assert all(it.cid != corsair for it in g.chain) and len(g.players[0].runes) == 2
    kinds = [e.kind for e in game.log]
    assert "trigger_unpaid" in kinds and "countered" not in kinds
    assert not [e for e in game.log if e.kind == "finalize" and e.data[0] == corsair]
    assert not [e for e in game.log if e.kind == "damage" and g.cards[e.data[0]].name == "Pouty Poro"]
    check_invariants(game)


def test_deflect_on_an_activated_abilitys_target():
    """809.1.c, 809.1.d, 404: Orb of Regret's ability (exhaust: a unit gets -1 Might) may choose P1's
    Pouty Poro only if P0 can pay one Power of any domain as well; the payment recycles the rune."""
    def orb(runes: int):
        return position({"deck": DECK, "gear": ["Orb of Regret"], "runes": ["Calm Rune"] * runes},
                        battlefields=[{"controller": 1, "units": ["Pouty Poro"]}, {}])

    poor = orb(0)
    poro = cid(poor, "Pouty Poro")
    assert not [a for a in poor.legal_actions() if isinstance(a, Activate) and a.target == poro]
    rich = orb(1)
    poro = cid(rich, "Pouty Poro")
    acts = [a for a in rich.legal_actions() if isinstance(a, Activate) and a.target == poro]
    assert acts and all(len(a.recycle) == 1 for a in acts)
    rich.apply(acts[0])
    assert not rich.state.players[0].runes
    run_to_main(rich)
    assert might_of(rich, poro) == 1


# --- Repeat (820) -------------------------------------------------------------------------------------

def test_repeat_paid_executes_the_instructions_twice():
    """820.1.d, 820.1.d.1, 820.1.c.1, 820.3.a, 355.1.a: playing Downstage Dramatics (2, Repeat 2:
    draw 1) with 4 runes, P0 is asked whether to pay the Repeat cost; paying it, all 4 runes are
    spent and P0 draws 2, the spell counting as played once."""
    game = position({"deck": DECK, "hand": ["Downstage Dramatics"], "runes": ["Mind Rune"] * 4})
    dd = cid(game, "Downstage Dramatics")
    do(game, "play Downstage Dramatics")
    d = game.pending()
    assert d.kind == "choose_card" and d.context == ("repeat", dd)
    assert game.legal_actions() == [ChooseCard(-1), ChooseCard(dd)]
    game.apply(ChooseCard(dd))  # then the one way to pay is taken
    run_to_main(game)
    g = game.state
    assert len(g.players[0].hand) == 2 and g.players[0].rune_exhausted == [True] * 4
    assert g.counts["play_spell:0"] == 1 and dd in g.players[0].trash


@pytest.mark.parametrize("runes, declined", [(4, True), (3, False)])
def test_repeat_declined_or_unaffordable_executes_once(runes: int, declined: bool):
    """820.1.d, 355.16: declining the Repeat cost of Downstage Dramatics (4 runes), or being unable
    to pay it (3 runes: no choice is offered), P0 pays 2 and draws 1."""
    game = position({"deck": DECK, "hand": ["Downstage Dramatics"], "runes": ["Mind Rune"] * runes})
    do(game, "play Downstage Dramatics")
    if declined:
        game.apply(ChooseCard(-1))
    run_to_main(game)
    g = game.state
    assert len(g.players[0].hand) == 1 and g.players[0].rune_exhausted.count(True) == 2


# --- Flow (829) --------------------------------------------------------------------------------------

def test_flow_spell_played_from_the_trash_for_its_flow_cost_then_banished():
    """829.1.b, 829.1.b.1, 829.1.c.1: Dredge Up (Flow 2: draw 1) in P0's trash is played for 2
    Energy (written "from trash"), P0 draws 1 and the card is banished instead of going back to the
    trash."""
    game = position({"deck": DECK, "trash": ["Dredge Up"], "runes": ["Mind Rune"] * 2})
    dredge = cid(game, "Dredge Up")
    assert [a for a in game.legal_actions() if isinstance(a, PlaySpell)] == [PlaySpell(dredge)]
    assert format_action(game, PlaySpell(dredge)) == "play Dredge Up from trash"
    play(game, "play Dredge Up from trash")
    run_to_main(game)
    p = game.state.players[0]
    assert len(p.hand) == 1 and dredge in p.banishment and dredge not in p.trash
    assert p.rune_exhausted == [True, True]
    assert any(e.kind == "spell_banished" and e.rule == "829.1.b.1" for e in game.log)


def test_flow_spell_from_hand_goes_to_the_trash_and_timing_still_applies():
    """829.1.b.2, 359.3.d, 358.4: Dredge Up played from hand goes to the trash as usual; from the
    trash it keeps its timing (no Reaction), so with Priority in reply to P1's spell it can't be
    played, and with too few runes it can't be paid."""
    game = position({"deck": DECK, "hand": ["Dredge Up"], "runes": ["Mind Rune"] * 2})
    dredge = cid(game, "Dredge Up")
    play(game, "play Dredge Up")
    run_to_main(game)
    p = game.state.players[0]
    assert dredge in p.trash and not p.banishment
    assert not [a for a in game.legal_actions() if isinstance(a, PlaySpell)]  # runes spent
    reply = position({"deck": DECK, "trash": ["Dredge Up"], "hand": ["Discipline"],
                      "runes": ["Mind Rune"] * 2 + ["Calm Rune"] * 2},
                     {"deck": DECK, "hand": ["Discipline"], "runes": ["Calm Rune"] * 2},
                     battlefields=[{"controller": 1, "units": ["Daring Poro"]}, {}],
                     turn=2, turn_player=1)
    play(reply, "play Discipline targeting Daring Poro")
    d = reply.pending()
    assert (d.player, d.kind) == (0, "priority")
    names = {reply.state.cards[a.card].name for a in reply.legal_actions() if isinstance(a, PlaySpell)}
    assert names == {"Discipline"}  # a Reaction from hand, but not Dredge Up from the trash


# --- positions at the decisions these keywords add ----------------------------------------------------

def _decision_positions():
    """Games stopped at each decision kind the keywords add: a triggered ability paying Deflect,
    units played with Ambush being paid for (with Priority, with Focus), the Repeat choice, and a
    Flow spell being paid for."""
    corsair = corsair_attack(["Calm Rune", "Fury Rune"])
    corsair.apply(ChooseCard(cid(corsair, "Pouty Poro", "bf 0")))
    three = ["Fury Rune", "Calm Rune", "Mind Rune"]  # distinct domains: a real payment choice
    inferna = position({"deck": DECK, "hand": ["Discipline"], "runes": ["Calm Rune"] * 2},
                       {"deck": DECK, "hand": ["Inferna"], "runes": three},
                       battlefields=[{"controller": 0, "units": ["Daring Poro"]},
                                     {"controller": 1, "units": ["Vanguard Sergeant"]}])
    play(inferna, "play Discipline targeting Daring Poro")
    do(inferna, "play Inferna to bf 1")
    spinner = position({"base": [{"card": "Petty Officer", "exhausted": False}], "deck": DECK},
                       {"deck": DECK, "hand": ["Soulspinner"],
                        "runes": ["Order Rune", "Calm Rune", "Fury Rune", "Mind Rune"]},
                       battlefields=[{"controller": 1, "units": ["Vanguard Sergeant"]}, {}])
    do(spinner, "move Petty Officer to bf 0")
    do(spinner, "play Soulspinner to bf 0")
    repeat = position({"deck": DECK, "hand": ["Downstage Dramatics"], "runes": ["Mind Rune"] * 4})
    do(repeat, "play Downstage Dramatics")
    flow = position({"deck": DECK, "trash": ["Dredge Up"], "runes": three})
    do(flow, "play Dredge Up from trash")
    return [corsair, inferna, spinner, repeat, flow]


def test_positions_at_the_new_decisions_round_trip_and_play_on():
    """809.1.d, 822.1.b, 820.1.d, 829.1.b: a position written at each of these decisions (Crackshot
    Corsair's trigger paying Deflect, Inferna and Soulspinner paid for with Ambush, Downstage
    Dramatics' Repeat choice, Dredge Up paid for from the trash) loads back to the same game, whose
    legal actions round-trip through notation, and both copies play on alike."""
    from riftbound.formats.notation import parse_action
    from tests.test_position import continue_both, same_game

    kinds = []
    for k, game in enumerate(_decision_positions()):
        kinds.append((game.pending().kind, game.pending().context[:1]))
        again = load_position(dump_position(game))
        same_game(game, again)
        for a in game.legal_actions():
            assert parse_action(game, format_action(game, a)) == a
        continue_both(game, again, seed=k, steps=40)
    assert [k for k, _ in kinds] == ["pay", "pay", "pay", "choose_card", "pay"]
    assert kinds[3][1] == ("repeat",)


def test_cited_clauses_exist():
    assert cited_clauses_missing(globals()) == []
