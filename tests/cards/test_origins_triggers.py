"""Scenario tests: the Origins units whose ability triggers when they conquer or hold (383.4.c-d,
471.2) or when they attack or defend (383.4.e-f, 464.2.e), each in play from a small position and
actions written in notation, with the results asserted. Each test names its card; rule numbers lead
the docstring. (None of these units is in the three Origins champion decks: no unit there has such
a trigger; they exercise the machinery.)"""

from __future__ import annotations

from riftbound.checks import check_invariants
from riftbound.formats.position import dump_position, load_position
from tests.spell_helpers import cid, do, might_of, pass_, position
from tests.spell_helpers import kinds_among as kinds

DECK = ["Petty Officer", "Vanguard Sergeant", "Laurent Duelist"]


# --- Kai'Sa, Survivor (conquer) ------------------------------------------------------------------------

def test_kaisa_survivor_draws_when_she_conquers_after_the_showdown():
    """383.4.c.2.a, 471.2.a, 348.2.a: Kai'Sa moves to an empty battlefield; when the showdown ends
    her controller conquers it, and her conquer ability goes on the chain and resolves: draw 1."""
    game = position({"deck": DECK, "base": ["Kai'Sa, Survivor"]}, {"deck": DECK})
    do(game, "move Kai'Sa, Survivor to bf 0")
    assert game.state.battlefields[0].controller == 0 and game.state.points[0] == 1
    assert len(game.state.players[0].hand) == 1 and not game.state.chain
    assert kinds(game, "conquer", "trigger", "finalize", "resolve", "draw", "ability_done") == [
        "conquer", "trigger", "finalize", "resolve", "draw", "ability_done"]
    assert game.pending().kind == "main"
    check_invariants(game)


def test_kaisa_survivor_conquer_gives_priority_to_the_opponent_before_it_resolves():
    """383.3, 337.4, 338.1: the conquer ability on the chain is a Closed State: the opponent, holding
    a Reaction they can pay for, gets Priority before it resolves."""
    game = position({"deck": DECK, "base": ["Kai'Sa, Survivor"]},
                    {"deck": DECK, "hand": ["Discipline"], "runes": ["Calm Rune"] * 2})
    do(game, "move Kai'Sa, Survivor to bf 0")
    # in the showdown P1 passes Focus (nothing to gain), then the conquer ability is on the chain
    while game.pending().kind == "focus":
        pass_(game)
    (item,) = game.state.chain
    assert (item.kind, item.controller, item.dest) == ("conquer", 0, 0)
    d = game.pending()
    assert (d.kind, d.player) == ("priority", 1)
    data = dump_position(game)
    assert data["chain"][0]["ability"] == "conquer" and data["chain"][0]["here"] == 0
    assert load_position(data).state.chain == game.state.chain
    pass_(game)
    assert not game.state.chain and len(game.state.players[0].hand) == 1


def test_kaisa_survivor_conquer_triggers_even_when_the_point_becomes_a_draw():
    """471.1.b.1, 383.4.c.2.c: one point from victory with a battlefield not yet scored, the conquer
    gives a card instead of the final point; the conquer ability still triggers: two cards drawn."""
    game = position({"points": 7, "deck": DECK, "base": ["Kai'Sa, Survivor"]}, {"deck": DECK})
    do(game, "move Kai'Sa, Survivor to bf 0")
    assert game.state.points[0] == 7 and len(game.state.players[0].hand) == 2
    assert kinds(game, "trigger") == ["trigger"]


def test_kaisa_survivor_does_not_trigger_without_a_score():
    """471.2.c, 470: a battlefield already scored this turn can't be scored again: taking it back
    is no Conquer, and no conquer ability triggers."""
    game = position({"deck": DECK, "base": ["Kai'Sa, Survivor"]}, {"deck": DECK}, ledger=[[0, 0]])
    do(game, "move Kai'Sa, Survivor to bf 0")
    assert game.state.battlefields[0].controller == 0 and game.state.points[0] == 0
    assert kinds(game, "trigger") == [] and not game.state.players[0].hand


# --- Ahri, Alluring (hold) --------------------------------------------------------------------------

def test_ahri_alluring_gains_a_point_when_she_holds_and_the_beginning_phase_goes_on():
    """383.4.d.2.a, 471.2.b, 315.2.b: at the start of P0's turn P0 holds battlefield 0 where Ahri
    is: one point for the hold and one from her hold ability, which resolves in the scoring step;
    then the turn goes on (channel, draw, main)."""
    game = load_position({
        "players": [{"deck": DECK, "rune_deck": ["Calm Rune"] * 4},
                    {"deck": DECK, "hand": ["Discipline"], "runes": ["Calm Rune"] * 2}],
        "turn_player": 1, "turn": 2,
        "battlefields": [{"controller": 0, "units": [{"card": "Ahri, Alluring", "controller": 0}]}, {}],
    })
    do(game, "P1: end turn")
    # P1 holds a Reaction: they get Priority while Ahri's hold ability is on the chain
    d = game.pending()
    assert (d.kind, d.player) == ("priority", 1) and game.state.phase == "scoring"
    assert game.state.chain[0].kind == "hold" and game.state.points[0] == 1
    pass_(game)
    assert game.state.points[0] == 2 and not game.state.chain
    assert game.pending().kind == "main" and game.state.turn_player == 0
    assert len(game.state.players[0].runes) == 2 and len(game.state.players[0].hand) == 1
    check_invariants(game)


# --- attack and defend triggers: Crackshot Corsair, Leona, Ahri, Inquisitive, Anivia ------------------

def corsair_and_leona_attack(p1_units: list) -> object:
    game = position({"deck": DECK, "base": ["Crackshot Corsair", "Leona, Determined"]},
                    {"deck": DECK}, battlefields=[{"controller": 1, "units": p1_units}, {}])
    do(game, "move Crackshot Corsair, Leona, Determined to bf 0")
    return game


def test_attack_triggers_go_on_the_combat_chain_before_the_defenders_with_targets_chosen_then():
    """383.4.e-f, 464.2.e, 464.2.e.1, 383.3.d, 355.5: as combat opens, Crackshot Corsair's and Leona,
    Determined's attack triggers go on the chain first (the attacker places first), each target
    chosen as it goes on; then Ahri, Inquisitive's defend trigger (the defender's). Nobody has
    Priority until all are placed. The defender's resolves first (newest), then Leona stuns, then
    the Corsair deals 1. Focus stays with the attacker when this chain closes (346.1)."""
    game = corsair_and_leona_attack(["Ahri, Inquisitive", "Stalwart Poro"])
    corsair, leona = cid(game, "Crackshot Corsair"), cid(game, "Leona, Determined")
    ahri, poro = cid(game, "Ahri, Inquisitive"), cid(game, "Stalwart Poro")
    d = game.pending()  # 383.3.d: P0 orders their two attack triggers
    assert (d.kind, d.player, d.context) == ("order_triggers", 0, ("attack", (corsair, leona)))
    do(game, "order Crackshot Corsair, Leona, Determined")
    d = game.pending()
    assert (d.kind, d.context) == ("choose_card", ("ability_target", corsair, "attack"))
    assert sorted(a.card for a in game.legal_actions()) == sorted([ahri, poro])
    do(game, "choose Stalwart Poro at bf 0")
    assert game.pending().context == ("ability_target", leona, "attack")
    data = dump_position(game)  # mid-placement: the position resumes the same way
    again = load_position(data)
    assert again.state.chain == game.state.chain and again.state.tasks == game.state.tasks
    do(game, "choose Ahri, Inquisitive at bf 0")
    d = game.pending()
    assert (d.kind, d.player, d.context) == ("choose_card", 1, ("ability_target", ahri, "defend"))
    assert sorted(a.card for a in game.legal_actions()) == sorted([corsair, leona])
    assert [(it.kind, it.cid, it.finalized) for it in game.state.chain] == [
        ("attack", corsair, True), ("attack", leona, True), ("defend", ahri, False)]
    assert game.state.showdown.opened_by == "attack" and might_of(game, leona) == 4
    do(game, "P1: choose Leona, Determined at bf 0")  # nobody can respond: the chain resolves
    assert [e.data[0] for e in game.log if e.kind == "trigger"] == [corsair, leona, ahri]
    assert [e.data[0] for e in game.log if e.kind == "resolve"] == [ahri, leona, corsair]
    assert not any(e.kind == "might" and e.data[0] == corsair for e in game.log)
    g = game.state
    stuns = [e.data[0] for e in game.log if e.kind == "stun"]
    assert stuns == [ahri]
    assert g.units[poro].damage == 1 if poro in g.units else poro in g.players[1].trash
    assert not any(e.kind == "focus_passes" for e in game.log)
    check_invariants(game)


def test_ahri_inquisitive_defends_and_lowers_an_attacker_to_a_minimum_of_1():
    """383.4.f.2, 464.2.e.1, 477.3.e.2.b: Ahri, Inquisitive defending gives the attacking Crackshot
    Corsair -2 Might this turn (3 to 1); the Corsair's own trigger hits Ahri for 1."""
    game = position({"deck": DECK, "base": ["Crackshot Corsair"]},
                    {"deck": DECK}, battlefields=[{"controller": 1, "units": ["Ahri, Inquisitive"]}, {}])
    corsair, ahri = cid(game, "Crackshot Corsair"), cid(game, "Ahri, Inquisitive")
    do(game, "move Crackshot Corsair to bf 0")  # each trigger has one legal target: chosen at once
    assert [e.data[0] for e in game.log if e.kind == "resolve"][:2] == [ahri, corsair]
    lowered = [e for e in game.log if e.kind == "might" and e.data[0] == corsair]
    assert lowered and might_of(game, corsair) == 1 if corsair in game.state.units else lowered
    assert any(e.kind == "damage" for e in game.log)
    check_invariants(game)


def test_anivia_primal_deals_3_to_each_enemy_unit_at_the_battlefield_she_attacks():
    """383.4.e, 355.5.a: Anivia's attack trigger has no target: each enemy unit at the battlefield
    takes 3 as it resolves (before combat damage); enemy units elsewhere don't."""
    game = position({"deck": DECK, "base": ["Anivia, Primal"]},
                    {"deck": DECK, "base": ["Stalwart Poro"]},
                    battlefields=[{"controller": 1, "units": ["Vanguard Sergeant", "Daring Poro"]}, {}])
    sergeant, base_poro = cid(game, "Vanguard Sergeant", "bf 0"), cid(game, "Stalwart Poro")
    do(game, "move Anivia, Primal to bf 0")
    g = game.state
    assert g.units[base_poro].damage == 0
    dealt = [e.data for e in game.log if e.kind == "damage"]
    assert any(sergeant in d for d in dealt)
    # both defenders died to the trigger (3 damage each): no combat damage step was needed
    assert g.battlefields[0].controller == 0 and sergeant in g.players[1].trash
    check_invariants(game)


def test_yasuo_remorseful_deals_his_might_to_an_enemy_unit_here_when_he_attacks():
    """383.4.e, 355.5: Yasuo's attack trigger targets an enemy unit at the battlefield he attacks
    (not one in a base) and deals damage equal to his Might as it resolves: 6 kills a 5-Might unit
    before combat damage, and the battlefield is conquered."""
    game = position({"deck": DECK, "base": ["Yasuo, Remorseful"]},
                    {"deck": DECK, "base": ["Stalwart Poro"]},
                    battlefields=[{"controller": 1, "units": ["Towering Combatant"]}, {}])
    yasuo, combatant = cid(game, "Yasuo, Remorseful"), cid(game, "Towering Combatant")
    do(game, "move Yasuo, Remorseful to bf 0")  # one legal target: chosen at once
    g = game.state
    hits = [e.data for e in game.log if e.kind == "damage"]
    assert hits and hits[0][0] == combatant and might_of(game, yasuo) == 6
    assert combatant in g.players[1].trash and g.units[cid(game, "Stalwart Poro")].damage == 0
    assert g.battlefields[0].controller == 0
    check_invariants(game)


def _late_defender(checked: list[int]):
    return load_position({
        "players": [{"deck": DECK}, {"deck": DECK}],
        "battlefields": [{"controller": 1, "contested_by": 0, "units": [
            {"card": "Crackshot Corsair", "cid": 0, "controller": 0, "role": "attacker"},
            {"card": "Stalwart Poro", "cid": 1, "controller": 1, "role": "defender"},
            {"card": "Ahri, Inquisitive", "cid": 2, "controller": 1}]}, {}],
        "showdown": {"battlefield": 0, "combat": True, "attacker": 0, "defender": 1, "focus": 0,
                     "triggers_checked": checked},
        "tasks": [["main_priority"], ["focus"], ["cleanup", ""]], "pending": None, "run": True})


def test_ahri_inquisitive_arriving_during_a_combat_defends_and_triggers_once():
    """464.2.c.3.a, 383.4.f.2, 383.4.f.2.a: Ahri, Inquisitive is at the battlefield of a combat
    without a designation yet (she arrived after it opened); the next cleanup makes her a defender
    and her defend trigger goes on the chain then (the Corsair gets -2 Might). Had her trigger
    already been checked in this combat, it would not trigger again."""
    game = _late_defender([0, 1])
    g = game.state
    assert [e.kind for e in game.log if e.kind in ("trigger", "resolve", "might")] == [
        "trigger", "resolve", "might"]
    assert g.units[0].turn_might == -2 and g.showdown is not None
    assert g.showdown.checked == ((0, 1), (1, 2), (2, 2))  # (cid, ATTACKER 1 or DEFENDER 2)
    assert dump_position(game)["showdown"]["triggers_checked"] == [0, 1, 2]
    again = _late_defender([0, 1, 2])
    assert not any(e.kind == "trigger" for e in again.log) and again.state.units[0].turn_might == 0


def test_359_3_f_2_yasuo_here_is_read_as_his_attack_trigger_resolves():
    """359.3.f.2 (its first Yasuo example): Yasuo, Remorseful attacks; while his attack trigger
    waits on the chain, an effect moves him back to base. As it resolves "here" is his base, where
    the chosen enemy unit is not: the trigger mistargets and deals no damage."""
    from riftbound.formats.judge import apply_board, parse_board

    game = position({"deck": DECK, "base": ["Yasuo, Remorseful"]},
                    {"deck": DECK, "base": ["Stalwart Poro"]},
                    battlefields=[{"controller": 1, "units": ["Towering Combatant"]}, {}])
    yasuo, combatant = cid(game, "Yasuo, Remorseful"), cid(game, "Towering Combatant")
    game.stepping = True  # stop while the trigger waits on the chain
    do(game, "move Yasuo, Remorseful to bf 0")
    while not (game.state.chain and game.state.chain[-1].finalized):
        game.apply(game.legal_actions()[0])
    apply_board(game, parse_board(game, "move Yasuo, Remorseful to base by effect"))
    game.stepping = False
    while game.pending().kind != "main":
        game.apply(game.legal_actions()[0])
    assert not [e for e in game.log if e.kind == "damage" and e.data[0] == combatant]
    assert game.state.units[combatant].damage == 0 and game.state.units[yasuo].loc < 0
