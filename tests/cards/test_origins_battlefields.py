"""Scenario tests: the Origins precon battlefields with triggered abilities of their own ("when you
hold / conquer / defend here", 383.4.c-f): Altar to Unity, Grove of the God-Willow, Monastery of
Hirana, Reaver's Row, Targon's Peak, The Grand Plaza and Zaun Warrens, each from a small position
with actions in notation. Rule numbers lead each docstring."""

from __future__ import annotations

from riftbound.actions import ChooseCard
from riftbound.checks import check_invariants
from riftbound.engine.battlefield_triggers import create_delayed
from riftbound.engine.scoring import Termination
from riftbound.formats.notation import format_action, parse_action
from riftbound.formats.position import dump_position, load_position
from tests.spell_helpers import card_text, cid, do, pass_, position
from tests.spell_helpers import kinds_among as kinds

DECK = ["Petty Officer", "Vanguard Sergeant", "Laurent Duelist"]


def settle(game) -> None:
    """Pass Priority, Focus in a showdown, and take the first option of any pick, until the main
    decision."""
    while game.pending() is not None and game.pending().kind in ("priority", "choose_card", "focus"):
        game.apply(game.legal_actions()[0])


def holding(*fields: dict, p1: dict | None = None) -> object:
    """P1's turn ends; P0's turn starts with P0 controlling the given battlefields (scoring step)."""
    game = load_position({
        "players": [{"deck": DECK * 2, "rune_deck": ["Calm Rune"] * 4}, {"deck": DECK, **(p1 or {})}],
        "turn_player": 1, "turn": 2, "battlefields": list(fields), "practice": True})
    do(game, "P1: end turn")
    return game


def officer_at(card: str, n: int = 1) -> dict:
    return {"card": card, "controller": 0,
            "units": [{"card": "Petty Officer", "controller": 0}] * n}


def test_the_battlefields_are_read_from_the_card_table():
    """359.3.e.16: Targon's Peak's errata (2025-10-28) makes its runes "up to" 2; the others have
    none."""
    assert "up to 2 runes" in card_text("Targon's Peak")["errata"][0]["new_text"]
    for name in ("Altar to Unity", "Grove of the God-Willow", "Monastery of Hirana", "Reaver's Row",
                 "The Grand Plaza", "Zaun Warrens"):
        assert card_text(name)["errata"] == []


# --- Altar to Unity and Grove of the God-Willow (hold) ------------------------------------------------

def test_altar_to_unity_and_grove_of_the_god_willow_trigger_when_their_controller_holds_them():
    """383.4.d.2.b, 315.2.b.2, 383.3.d: P0 holds both in the scoring step; the two hold abilities
    trigger together and P0 orders them; the Altar gives a Recruit token in P0's base, the Grove a
    card (on top of the Draw Phase's)."""
    game = holding(officer_at("Altar to Unity"), officer_at("Grove of the God-Willow"),
                   p1={"hand": ["Discipline"], "runes": ["Calm Rune"] * 2})
    altar, grove = game.state.battlefields[0].cid, game.state.battlefields[1].cid
    d = game.pending()
    assert (d.kind, d.player, d.context) == ("order_triggers", 0, ("hold", (altar, grove)))
    do(game, "order Grove of the God-Willow, Altar to Unity")
    assert [(it.kind, it.cid, it.dest) for it in game.state.chain] == [
        ("hold", grove, 1), ("hold", altar, 0)]
    again = load_position(dump_position(game))
    assert again.state.chain == game.state.chain and again.pending() == game.pending()
    assert (game.pending().kind, game.pending().player) == ("priority", 1)
    while game.pending().kind == "priority":
        pass_(game)
    tokens = [u for u in game.state.units.values() if game.state.cards[u.cid].is_token]
    assert [(u.controller, u.loc) for u in tokens] == [(0, -1)]
    assert len(game.state.players[0].hand) == 2 and game.state.points[0] == 2
    check_invariants(game)


def test_grove_of_the_god_willow_does_not_trigger_for_a_conquer():
    """383.4.c-d: a hold ability is not a conquer ability: P0 conquers the Grove, draws nothing."""
    game = position({"deck": DECK, "base": ["Petty Officer"]}, {"deck": DECK},
                    battlefields=[{"card": "Grove of the God-Willow"}, {}])
    do(game, "move Petty Officer to bf 0")
    settle(game)
    assert game.state.points[0] == 1 and game.state.players[0].hand == []


# --- Monastery of Hirana (conquer, may spend a buff) --------------------------------------------------

def test_monastery_of_hirana_spending_a_buff_draws_one():
    """383.3.a-b, 702.2.b, 383.4.c.2.b: P0 conquers the Monastery; as its ability goes on the chain
    P0 may spend a buff of one of their units (the options: none, or a buffed unit); spending it,
    the unit loses its buff and P0 draws 1."""
    game = position({"deck": DECK, "base": [{"card": "Petty Officer", "buffs": 1}]}, {"deck": DECK},
                    battlefields=[{"card": "Monastery of Hirana"}, {}])
    officer = cid(game, "Petty Officer", "base")
    do(game, "move Petty Officer to bf 0")
    while game.pending().kind == "focus":
        pass_(game)
    d = game.pending()
    assert d.context == ("trigger_may", game.state.battlefields[0].cid, "conquer")
    assert game.legal_actions() == [ChooseCard(-1), ChooseCard(officer)]
    for a in game.legal_actions():
        assert parse_action(game, format_action(game, a)) == a
    do(game, "choose Petty Officer")
    settle(game)
    assert game.state.units[officer].buffs == 0 and len(game.state.players[0].hand) == 1
    check_invariants(game)


def test_monastery_of_hirana_without_a_buff_does_nothing():
    """383.3.b.1, 404.2: with no buffed unit the cost can't be paid: declining is the only option,
    taken for P0; no card drawn."""
    game = position({"deck": DECK, "base": ["Petty Officer"]}, {"deck": DECK},
                    battlefields=[{"card": "Monastery of Hirana"}, {}])
    do(game, "move Petty Officer to bf 0")
    settle(game)
    assert kinds(game, "trigger_declined") == ["trigger_declined"]
    assert game.state.players[0].hand == [] and game.state.points[0] == 1


# --- Reaver's Row (defend, may move a friendly unit here to base) -----------------------------------

def reavers_row() -> object:
    game = load_position({
        "players": [{"deck": DECK}, {"deck": DECK, "base": ["Laurent Duelist"]}],
        "turn_player": 1, "turn": 2,
        "battlefields": [{"card": "Reaver's Row", "controller": 0, "units": [
            {"card": "Petty Officer", "controller": 0}, {"card": "Daring Poro", "controller": 0}]}, {}]})
    do(game, "P1: move Laurent Duelist to bf 0")
    return game


def test_reavers_row_lets_the_defender_move_a_unit_there_to_base():
    """383.4.f, 383.3.a, 355.5, 449: P1 attacks P0 at Reaver's Row; P0, the defender, decides as
    the ability goes on the combat chain: none, or a friendly unit there; moving the Poro to base
    takes it out of the combat."""
    game = reavers_row()
    row = game.state.battlefields[0].cid
    poro = cid(game, "Daring Poro")
    d = game.pending()
    assert (d.player, d.context) == (0, ("trigger_may", row, "defend"))
    options = game.legal_actions()
    assert options[0] == ChooseCard(-1) and ChooseCard(poro) in options and len(options) == 3
    for a in options:
        assert parse_action(game, format_action(game, a)) == a
    again = load_position(dump_position(game))
    assert again.pending() == d and again.legal_actions() == options
    do(game, "choose Daring Poro")  # nobody can respond: it resolves
    assert kinds(game, "finalize", "resolve", "effect_move")[-3:] == ["finalize", "resolve",
                                                                      "effect_move"]
    assert game.state.units[poro].loc == -1 and game.state.units[poro].role == 0
    check_invariants(game)


def test_reavers_row_declined_leaves_the_defenders_in_place():
    """383.3.a.2: declining, nothing moves."""
    game = reavers_row()
    do(game, "choose none")
    assert not game.state.chain
    assert all(u.loc == 0 for u in game.state.units.values())


# --- Targon's Peak (conquer: a delayed trigger at the end of the turn) ----------------------------

def targon(runes: list, reaction: bool = False) -> object:
    """P0 conquers Targon's Peak; with ``reaction`` P1 holds a Reaction it can pay for (so a
    delayed ability waits on the chain for P1's Priority)."""
    p1 = {"deck": DECK, **({"hand": ["Discipline"], "runes": ["Calm Rune"] * 2} if reaction else {})}
    game = position({"deck": DECK, "base": ["Petty Officer"], "runes": runes}, p1,
                    battlefields=[{"card": "Targon's Peak"}, {}])
    do(game, "move Petty Officer to bf 0")
    settle(game)
    return game


def test_targons_peak_readies_up_to_two_runes_at_the_end_of_the_turn():
    """390.2, 317.1.a, 383.4.c.2.b, 355.5.b (its Targon's Peak example), 355.10, 415: conquering
    Targon's Peak creates a delayed trigger (kept in the position's "this_turn" counts); at the end
    of the turn it goes on the chain and, as it is finalized, P0 chooses its targets: up to 2 runes,
    one pick at a time (one option per controller, domain and state); they ready as it resolves."""
    ex = {"exhausted": True}
    game = targon([{"card": "Calm Rune", **ex}, {"card": "Calm Rune", **ex}, {"card": "Fury Rune", **ex}],
                  reaction=True)
    peak = game.state.battlefields[0].cid
    assert game.state.counts == {f"delayed:{peak}:0": 1}
    assert load_position(dump_position(game)).state.counts == game.state.counts
    assert game.state.players[0].rune_exhausted == [True, True, True]
    do(game, "end turn")
    d = game.pending()
    assert (d.kind, d.player, d.context) == ("choose_card", 0, ("trigger_targets", peak, "delayed"))
    (item,) = game.state.chain
    assert not item.finalized
    runes = game.state.players[0].runes
    theirs = game.state.players[1].runes[0]  # any rune on the board is a valid target (355.9.a.1)
    assert game.legal_actions() == [ChooseCard(-1), *sorted(
        [ChooseCard(runes[0]), ChooseCard(runes[2]), ChooseCard(theirs)], key=lambda a: a.card)]
    for a in game.legal_actions():
        assert parse_action(game, format_action(game, a)) == a
    again = load_position(dump_position(game))
    assert again.pending() == d and again.state.tasks == game.state.tasks
    do(game, "choose Fury Rune")
    again = load_position(dump_position(game))
    assert again.state.chain == game.state.chain and again.legal_actions() == game.legal_actions()
    do(game, f"choose #{runes[0]}")
    (item,) = game.state.chain
    assert item.finalized and item.targets == ((runes[2], runes[0]),)
    assert game.pending().kind == "priority" and game.pending().player == 1
    settle(game)
    assert game.state.players[0].rune_exhausted == [False, True, False]
    assert game.state.turn_player == 1 and game.state.counts == {}
    check_invariants(game)


def test_targons_peak_ready_picks_can_stop_early():
    """355.13 ("up to", errata): choosing none after one rune finalizes it with that one target."""
    ex = {"exhausted": True}
    game = targon([{"card": "Calm Rune", **ex}, {"card": "Fury Rune", **ex}])
    do(game, "end turn")
    do(game, "choose Calm Rune")
    do(game, "choose none")
    settle(game)
    assert game.state.players[0].rune_exhausted == [False, True]


def test_targons_peak_a_rune_used_before_it_resolves_is_a_lost_target():
    """355.5.b, 359.3.e: the runes are chosen as the delayed ability is finalized, not as it
    resolves: a rune recycled in between (here by the judge) is no longer on the board and is not
    readied; the other target still is."""
    ex = {"exhausted": True}
    game = targon([{"card": "Calm Rune", **ex}, {"card": "Fury Rune", **ex}], reaction=True)
    do(game, "end turn")
    calm, fury = game.state.players[0].runes
    do(game, f"choose #{calm}")
    do(game, "choose Fury Rune")
    assert game.state.chain and game.pending().player == 1
    p = game.state.players[0]
    k = p.runes.index(calm)
    p.runes.pop(k)
    p.rune_exhausted.pop(k)
    p.rune_deck.insert(0, calm)
    settle(game)
    assert p.runes == [fury] and p.rune_exhausted == [False]
    assert [e.data[0] for e in game.log if e.kind == "ready_rune"] == [fury]


def test_targons_peak_in_2v2_may_ready_a_teammates_runes():
    """355.9.a.1, 355.10, 489.8.e: "ready up to 2 runes" names no controller: any rune on the board
    may be chosen, a teammate's among them (P2's, P0's teammate)."""
    ex = {"exhausted": True}
    game = load_position({
        "mode": "2v2",
        "players": [{"deck": DECK, "base": ["Petty Officer"], "runes": [{"card": "Calm Rune", **ex}]},
                    {"deck": DECK}, {"deck": DECK, "runes": [{"card": "Fury Rune", **ex}]},
                    {"deck": DECK}],
        "battlefields": [{"card": "Targon's Peak"}, {}, {}]})
    do(game, "move Petty Officer to bf 0")
    settle(game)
    do(game, "end turn")
    mate = game.state.players[2].runes[0]
    assert ChooseCard(mate) in game.legal_actions()
    game.apply(ChooseCard(mate))
    do(game, "choose none")
    settle(game)
    assert game.state.players[2].rune_exhausted == [False]
    assert game.state.players[0].rune_exhausted == [True]


def test_targons_peak_delayed_trigger_is_not_created_once_the_turn_is_ending():
    """359.3.e.16: a delayed ability whose time has begun is not generated: created in the Ending
    Phase it is ignored and nothing triggers."""
    game = position({"deck": DECK}, {"deck": DECK}, battlefields=[{"card": "Targon's Peak"}, {}])
    g = game.state
    g.phase = "ending"
    assert not create_delayed(g, 0, g.battlefields[0].cid) and g.counts == {}
    g.phase = "main"
    assert create_delayed(g, 0, g.battlefields[0].cid)


# --- The Grand Plaza (hold with 7+ units: win) --------------------------------------------------------

def test_the_grand_plaza_wins_the_game_when_held_with_seven_units():
    """383.2.a.1, 195, 196: P0 holds The Grand Plaza with 7 units there; its ability triggers and
    resolves: P0 wins the game by an effect."""
    game = holding(officer_at("The Grand Plaza", 7))
    settle(game)
    out = game.outcome()
    assert out.winners == (0,) and out.termination is Termination.EFFECT and out.rule == "195"


def test_the_grand_plaza_with_six_units_does_not_trigger():
    """383.2.a.1: the "7+ units here" condition is part of the trigger: with 6 it does not trigger,
    and the game goes on."""
    game = holding(officer_at("The Grand Plaza", 6))
    settle(game)
    assert game.outcome() is None and kinds(game, "trigger") == []
    assert kinds(game, "trigger_condition_unmet") == ["trigger_condition_unmet"]


# --- Zaun Warrens (conquer: discard 1, then draw 1) -----------------------------------------------

def test_zaun_warrens_makes_the_conqueror_discard_one_then_draw_one():
    """383.4.c.2.b, 422.1.a, 413: P0 conquers Zaun Warrens; P0 picks a card to discard, then draws 1."""
    game = position({"deck": DECK, "hand": ["Laurent Duelist", "Vanguard Sergeant"],
                     "base": ["Petty Officer"]}, {"deck": DECK},
                    battlefields=[{"card": "Zaun Warrens"}, {}])
    do(game, "move Petty Officer to bf 0")
    while game.pending().kind in ("focus", "priority"):
        game.apply(game.legal_actions()[0])
    assert game.pending().context[0] == "discard_pick"
    do(game, "choose Vanguard Sergeant")
    settle(game)
    p0 = game.state.players[0]
    assert [game.state.cards[c].name for c in p0.trash] == ["Vanguard Sergeant"] and len(p0.hand) == 2
    check_invariants(game)


def test_zaun_warrens_triggers_even_when_the_final_point_becomes_a_draw():
    """383.4.c.2.c, 471.1.b.1, 383.2.c: at 7 points with the other battlefield not scored,
    conquering Zaun Warrens gives a card instead of the final point; that draw is part of the
    scoring, so it comes before the conquer ability goes on the chain, which still triggers
    (discard 1, then draw 1)."""
    game = position({"points": 7, "deck": DECK, "hand": ["Laurent Duelist"],
                     "base": ["Petty Officer"]}, {"deck": DECK},
                    battlefields=[{"card": "Zaun Warrens"}, {}])
    do(game, "move Petty Officer to bf 0")
    settle(game)
    p0 = game.state.players[0]
    assert game.state.points[0] == 7 and kinds(game, "final_point_denied") == ["final_point_denied"]
    assert kinds(game, "draw", "trigger", "discard") == ["draw", "trigger", "discard", "draw"]
    assert len(p0.trash) == 1 and len(p0.hand) == 2
