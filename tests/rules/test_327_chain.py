"""The chain, priority and Focus for spells (rules 308-313, 326-348, 349-359, 806, 813).

Each test names the clauses it checks. Positions are written with the position format and actions
in notation, so each test reads as a judge's question."""

from __future__ import annotations

import pytest

from riftbound import Concede
from riftbound.actions import Pass, Pay, PlaySpell
from riftbound.formats.position import dump_position, load_position
from tests.helpers import census, cited_clauses_missing
from tests.spell_helpers import cid, do, might_of, pass_, pay, play, position

DECK = ["Petty Officer", "Vanguard Sergeant", "Laurent Duelist"]


def names_offered(game) -> list[str]:
    g = game.state
    return sorted({g.cards[a.card].name for a in game.legal_actions() if isinstance(a, PlaySpell)})


def void_seeker_on_the_chain(p1_hand: list[str], p1_runes: list[str] | None = None):
    """P0 has played Void Seeker at P1's Sunlit Guardian at battlefield 0 and paid; P0 holds a
    Discipline it can pay for, so P0's Priority is a real decision."""
    game = position({"hand": ["Void Seeker", "Discipline"], "deck": DECK,
                     "runes": ["Fury Rune"] * 4 + ["Calm Rune"] * 2, "base": ["Daring Poro"]},
                    {"hand": p1_hand, "deck": DECK, "runes": p1_runes or []},
                    battlefields=[{"controller": 1, "units": ["Sunlit Guardian"]}, {}])
    play(game, "play Void Seeker targeting Sunlit Guardian at bf 0")
    return game


# --- playing a spell (354-359) ----------------------------------------------------------------------

def test_354_the_spell_goes_to_the_chain_pending_and_the_state_closes():
    """354, 354.1, 354.2, 309.1, 355.5: playing a spell moves it from hand to the chain as a
    pending chain item, its target chosen as it is played; a chain exists, so the state is
    Closed; paying its cost is the next decision."""
    game = position({"hand": ["Void Seeker"], "runes": ["Fury Rune"] * 4},
                    {}, battlefields=[{"controller": 1, "units": ["Sunlit Guardian"]}, {}])
    seeker, guardian = cid(game, "Void Seeker"), cid(game, "Sunlit Guardian")
    do(game, "play Void Seeker targeting Sunlit Guardian at bf 0")
    g = game.state
    assert seeker not in g.players[0].hand
    (item,) = g.chain
    assert (item.cid, item.controller, item.kind, item.finalized, item.targets) == (
        seeker, 0, "spell", False, ((guardian,),))
    assert dump_position(game)["info"]["open"] is False
    d = game.pending()
    assert (d.kind, d.player, d.context) == ("pay", 0, (seeker,))


def test_356_357_the_total_cost_is_paid_from_the_runes():
    """356, 357.1, 164.2: the payment covers the spell's Energy and Power: Void Seeker's 3 Energy
    and 1 Fury Power take three exhausted runes and one recycled Fury rune."""
    game = position({"hand": ["Void Seeker"], "runes": ["Fury Rune", "Calm Rune", "Calm Rune", "Calm Rune"]},
                    {}, battlefields=[{"controller": 1, "units": ["Sunlit Guardian"]}, {}])
    do(game, "play Void Seeker targeting Sunlit Guardian at bf 0")
    opts = [a for a in game.legal_actions() if isinstance(a, Pay)]
    g = game.state
    assert opts and all(len(a.exhaust) == 3 and len(a.recycle) == 1 for a in opts)
    assert all(g.cards[a.recycle[0]].name == "Fury Rune" for a in opts)
    pay(game)
    p = g.players[0]
    assert len(p.runes) == 3 and all(p.rune_exhausted)
    assert (p.pool_energy, p.pool_power) == (0, [])


def test_359_3_a_337_4_the_finalized_spell_gives_its_controller_priority():
    """359.1, 359.3.a, 337.4, 338.1.a.5: once paid the spell is finalized and lingers on the chain;
    its controller gains Priority first and may add a Reaction of their own."""
    game = void_seeker_on_the_chain([])
    (item,) = game.state.chain
    assert item.finalized
    d = game.pending()
    assert (d.kind, d.player, d.context) == ("priority", 0, (0,))
    assert names_offered(game) == ["Discipline"]


def test_338_1_b_339_1_when_all_players_pass_in_sequence_the_newest_item_resolves():
    """338.1.b.1, 339.1, 339.2, 340.1, 340.2: a pass hands Priority on to the following player;
    once every player has passed in a row, the newest item resolves; with the chain empty the turn
    is Open again and the turn player has their Main Phase decision."""
    game = void_seeker_on_the_chain(["Discipline"], ["Calm Rune"] * 2)
    pass_(game)
    d = game.pending()
    assert (d.kind, d.player, d.context) == ("priority", 1, (1,))
    pass_(game)
    g = game.state
    assert not g.chain
    guardian = cid(game, "Sunlit Guardian")
    assert guardian in g.players[1].trash  # 4 damage on 3 Might: it died in the cleanup after
    assert game.pending().kind == "main" and game.pending().player == 0


def test_340_4_a_reaction_resolves_first_then_priority_returns_to_the_newest_items_controller():
    """338.1.a.4, 337.4, 340.1, 340.4: P1 answers with Discipline on its unit; P1 gains Priority
    for it; when both pass, the newest item (Discipline) resolves first and Priority goes to the
    controller of the newest item left (P0's Void Seeker), with the passes counted afresh."""
    game = void_seeker_on_the_chain(["Discipline", "Stupefy"], ["Calm Rune"] * 3)
    pass_(game)  # P0
    play(game, "P1: play Discipline targeting Sunlit Guardian at bf 0")
    g = game.state
    assert [g.cards[it.cid].name for it in g.chain] == ["Void Seeker", "Discipline"]
    d = game.pending()
    assert (d.kind, d.player, d.context) == ("priority", 1, (0,))
    pass_(game)  # P1; then P0, holding a Discipline it could play, passes too
    assert (game.pending().player, game.pending().context) == (0, (1,))
    pass_(game)
    g = game.state
    assert [g.cards[it.cid].name for it in g.chain] == ["Void Seeker"]
    guardian = cid(game, "Sunlit Guardian")
    assert might_of(game, guardian) == 5
    d = game.pending()
    assert (d.kind, d.player, d.context) == ("priority", 0, (0,))
    pass_(game)  # P0; P1 holds Stupefy and passes too
    pass_(game)
    assert not g.chain and g.units[guardian].damage == 4  # 4 damage on 5 Might: it lives


def test_309_1_a_only_reactions_can_be_played_in_a_closed_state():
    """309.1.a, 338.1.a.2, 813.1.c.1: with Priority while a chain exists, a player may play a
    Reaction (Gust) but not an Action (Void Seeker) nor a spell without either (Charm)."""
    game = void_seeker_on_the_chain(["Gust", "Void Seeker", "Charm"], ["Fury Rune"] * 4 + ["Calm Rune"])
    pass_(game)
    assert game.pending().kind == "priority" and game.pending().player == 1
    assert names_offered(game) == ["Gust"]


def test_310_1_a_the_turn_player_may_play_any_spell_in_the_main_phase():
    """310.1.a, 316.5.b: in their Neutral Open Main Phase the turn player may play any spell:
    Charm (no keyword), Void Seeker (Action) and Gust (Reaction)."""
    game = position({"hand": ["Charm", "Void Seeker", "Gust"],
                     "runes": ["Fury Rune"] * 4 + ["Calm Rune"] * 2},
                    {}, battlefields=[{"controller": 1, "units": ["Stalwart Poro"]}, {}])
    assert names_offered(game) == ["Charm", "Gust", "Void Seeker"]


# --- showdowns and Focus (308, 313, 345-347, 806) ---------------------------------------------------

def showdown_game(p0_hand: list[str], p1_hand: list[str]):
    """P0 has moved a Daring Poro to an empty battlefield: a non-combat showdown, P0 has Focus."""
    game = position({"hand": p0_hand, "deck": DECK, "runes": ["Calm Rune"] * 4 + ["Fury Rune"] * 4,
                     "base": ["Daring Poro"]},
                    {"hand": p1_hand, "deck": DECK, "runes": ["Calm Rune"] * 4 + ["Fury Rune"] * 4,
                     "base": ["Stalwart Poro"]})
    do(game, "move Daring Poro to bf 0")
    return game


def test_308_1_a_806_1_c_1_with_focus_a_player_plays_actions_even_on_an_opponents_turn():
    """308.1.a, 313.1, 806.1.c.1, 347.2.b: in a showdown on P0's turn, P0 passes Focus; P1 may then
    play an Action spell (Void Seeker at P0's unit) but not Charm, which has neither Action nor
    Reaction."""
    game = showdown_game(["Discipline"], ["Void Seeker", "Charm"])
    d = game.pending()
    assert (d.kind, d.player) == ("focus", 0)
    pass_(game)
    d = game.pending()
    assert (d.kind, d.player) == ("focus", 1)
    assert names_offered(game) == ["Void Seeker"]
    play(game, "P1: play Void Seeker targeting Daring Poro at bf 0")
    assert (game.pending().kind, game.pending().player) == ("priority", 0)  # P0 may react
    pass_(game)
    assert cid(game, "Daring Poro") in game.state.players[0].trash


def test_346_347_1_b_focus_passes_when_the_chain_closes_and_the_passes_start_over():
    """345, 346, 347.1.b, 347.2.a: P0 gains Focus as the showdown begins; P0 plays Discipline; when
    that chain closes, Focus passes to P1 and no pass counts yet; the showdown ends only when both
    have passed in sequence after that."""
    game = showdown_game(["Discipline"], ["Discipline"])
    sd = game.state.showdown
    assert sd is not None and (sd.focus, sd.passes) == (0, 0)
    play(game, "play Discipline targeting Daring Poro at bf 0")
    # P0's own Priority was passed for it (nothing more it could play); P1 may react
    d = game.pending()
    assert d.kind == "priority" and d.player == 1
    pass_(game)
    sd = game.state.showdown
    assert sd is not None and (sd.focus, sd.passes) == (1, 0)
    assert (game.pending().kind, game.pending().player) == ("focus", 1)
    pass_(game)
    # P0 has nothing left to play: its pass is taken for it, both have passed in sequence since
    # the chain closed, and the showdown ends with P0 taking control (348.2.a)
    assert game.state.showdown is None and game.state.battlefields[0].controller == 0


# --- resolution: targets checked again (359.3.e) ----------------------------------------------------

def test_359_3_e_5_void_seeker_target_moved_to_base_is_unaffected_but_its_controller_draws():
    """359.3.e.5, 359.3.e.2: the example the rules give for Void Seeker: its target, P1's unit at a
    battlefield, is sent home by P1's Reaction (Flash). Away from the battlefield it can't be
    affected and takes no damage; P0 still gets Void Seeker's draw."""
    game = void_seeker_on_the_chain(["Flash"], ["Chaos Rune"] * 2)
    guardian = cid(game, "Sunlit Guardian")
    pass_(game)
    play(game, "P1: play Flash targeting Sunlit Guardian at bf 0")
    while game.pending().kind == "priority":
        pass_(game)
    g = game.state
    assert g.units[guardian].loc == -2 and g.units[guardian].damage == 0
    assert len(g.players[0].hand) == 2  # Discipline and the card Void Seeker drew
    assert not any(e.kind == "damage" for e in game.log)


def test_359_3_e_4_a_target_that_left_the_board_stays_illegal():
    """359.3.e.4, 359.3.e.7: a target that changes zones is no longer the same object: the chain
    item records it as lost (-1 in the position) and the instruction on it does not execute."""
    game = void_seeker_on_the_chain(["Gust"], ["Chaos Rune"])
    guardian = cid(game, "Sunlit Guardian")
    pass_(game)
    play(game, "P1: play Gust targeting Sunlit Guardian at bf 0")
    pass_(game)  # P0 (P1 had nothing left and passed): Gust resolves, the Guardian goes to hand
    assert guardian in game.state.players[1].hand
    entry = dump_position(game)["chain"][0]
    assert entry["card"] == "Void Seeker" and entry["targets"] == [[-1]]
    assert game.pending().kind == "priority"


def test_359_3_e_4_a_unit_whose_might_rises_above_3_is_no_longer_a_target_of_gust():
    """359.3.e.4, 355.9.b: Gust's restriction (at most 3 Might) is checked again as it resolves:
    Discipline in reaction raises the unit to 4 Might, and Gust does nothing."""
    game = position({"hand": ["Gust"], "runes": ["Chaos Rune"]},
                    {"hand": ["Discipline"], "deck": DECK, "runes": ["Calm Rune"] * 2},
                    battlefields=[{"controller": 1, "units": ["Stalwart Poro"]}, {}])
    poro = cid(game, "Stalwart Poro")
    play(game, "play Gust targeting Stalwart Poro at bf 0")
    play(game, "P1: play Discipline targeting Stalwart Poro at bf 0")
    g = game.state
    assert poro in g.units and might_of(game, poro) == 4 and not g.chain


def test_321_no_cleanup_while_a_spell_resolves():
    """321, 321.1, 359.3.d, 323.5: Void Seeker's damage is lethal, but the unit dies only in the
    cleanup after the spell has finished resolving: after the draw and after the spell went to the
    trash."""
    game = void_seeker_on_the_chain([])
    start = len(game.log)
    pass_(game)
    kinds = [e.kind for e in game.log[start:]]
    assert kinds.index("damage") < kinds.index("draw") < kinds.index("spell_done") < kinds.index("kill")


def test_358_5_a_play_whose_choices_are_no_longer_legal_is_undone():
    """358.1, 358.5: a play whose target is not legal when its legality is checked is undone: the
    card goes back to hand and nothing is paid. (The position is written by hand: a judge asking
    what happens if the target moved to base before the check.)"""
    game = load_position({
        "players": [{"runes": ["Fury Rune"] * 4}, {"base": [{"card": "Sunlit Guardian", "cid": 4}]}],
        "chain": [{"card": "Void Seeker", "cid": 7, "owner": 0, "targets": [[4]]}],
        "pending": {"player": 0, "kind": "pay", "context": [7]}})
    pay(game)
    g = game.state
    assert not g.chain and 7 in g.players[0].hand
    assert g.players[0].rune_exhausted == [False] * 4 and len(g.players[0].runes) == 4
    assert any(e.kind == "play_undone" and e.rule == "358.5" for e in game.log)
    assert game.pending().kind == "main"


def test_355_13_up_to_targets_may_be_none():
    """355.13: a spell that chooses "up to" a number of units can be played choosing none (Flash)."""
    game = position({"hand": ["Flash"], "runes": ["Chaos Rune"] * 2}, {})
    assert [a.targets for a in game.legal_actions() if isinstance(a, PlaySpell)] == [((),)]
    play(game, "play Flash")
    assert cid(game, "Flash") in game.state.players[0].trash


# --- players leaving the game (652) ------------------------------------------------------------------

def test_652_4_652_5_c_1_a_removed_players_spells_are_countered_and_priority_moves_on():
    """652.4, 652.5.c.1, 652.3: in a three-player Skirmish, P1 answers P0's Void Seeker with
    Discipline, then concedes while holding Priority: Discipline is countered and leaves the game
    with P1's other cards, P1's units too, and Priority goes to the next player."""
    game = load_position({
        "mode": "skirmish",
        "players": [{"hand": ["Void Seeker"], "deck": DECK, "runes": ["Fury Rune"] * 4,
                     "base": ["Daring Poro"]},
                    {"hand": ["Discipline", "Discipline"], "deck": DECK, "runes": ["Calm Rune"] * 4},
                    {"hand": ["Discipline"], "deck": DECK, "runes": ["Calm Rune"] * 2}],
        "battlefields": [{"controller": 1, "units": ["Sunlit Guardian"]}, {}, {}]})
    play(game, "play Void Seeker targeting Sunlit Guardian at bf 0")
    assert game.pending().player == 1
    play(game, "P1: play Discipline targeting Sunlit Guardian at bf 0")
    assert game.pending().player == 1
    game.apply(Concede(1))
    g = game.state
    assert [g.cards[it.cid].name for it in g.chain] == ["Void Seeker"]
    assert not any(g.owner[c] == 1 for c in census(game))  # 652.3: out of the game
    d = game.pending()
    assert d.kind == "priority" and d.player == 2
    game.apply(Pass())
    assert not g.chain and game.pending().kind == "main"


@pytest.mark.parametrize("kind", ["priority", "pay"])
def test_positions_in_a_chain_round_trip(kind: str):
    """The position format holds the chain with its targets and the pending decision (a payment or
    Priority): loading the dump gives the same game, which plays on the same."""
    game = position({"hand": ["Void Seeker", "Discipline"], "deck": DECK,
                     "runes": ["Fury Rune"] * 4 + ["Calm Rune"] * 2},
                    {"hand": ["Gust"], "deck": DECK, "runes": ["Chaos Rune"]},
                    battlefields=[{"controller": 1, "units": ["Stalwart Poro"]}, {}])
    do(game, "play Void Seeker targeting Stalwart Poro at bf 0")
    if kind == "priority":
        pay(game)
    assert game.pending().kind == kind
    twin = load_position(dump_position(game))
    assert twin.state.key() == game.state.key()
    assert twin.legal_actions() == game.legal_actions()


def test_cited_clauses_exist():
    """Every clause cited at the start of a docstring here is in the rules file."""
    assert cited_clauses_missing(globals()) == []


# --- what opened the chain decides Focus (346, 346.1) ---------------------------------------------

def _showdown_with_trigger_left(opened_by: str | None):
    """P0 moved Daring Poro to battlefield 0 (a showdown, P0 has Focus); a Pit Rookie trigger
    targeting it is the only item left on the chain, P1 to pass Priority. ``opened_by`` says what
    opened the chain (None: the trigger itself, the oldest item)."""
    sd: dict = {"battlefield": 0, "focus": 0}
    if opened_by is not None:
        sd["chain_opened_by"] = opened_by
    return load_position({
        "players": [{"deck": DECK, "hand": ["Discipline"], "runes": ["Calm Rune"] * 2,
                     "base": [{"card": "Pit Rookie", "cid": 0}]},
                    {"deck": DECK, "hand": ["Discipline"], "runes": ["Calm Rune"] * 2,
                     "base": ["Stalwart Poro"]}],
        "battlefields": [{"units": [{"card": "Daring Poro", "cid": 1, "controller": 0}],
                          "contested_by": 0}, {}],
        "showdown": sd,
        "chain": [{"trigger": 0, "targets": [[1]]}],
        "pending": {"player": 1, "kind": "priority", "context": [1]}})


def test_346_1_focus_follows_the_item_that_opened_the_chain_not_the_last_to_resolve():
    """346, 346.1: a spell opened this chain and has resolved; a triggered ability put on the chain
    as it resolved is the last item to resolve. The chain a spell opened closes, so Focus passes
    (P0 to P1). When the trigger itself opened the chain, Focus stays with P0. The opener is part
    of the position (written only when it is no longer the oldest item) and survives a round
    trip."""
    game = _showdown_with_trigger_left("spell")
    data = dump_position(game)
    assert data["showdown"]["chain_opened_by"] == "spell"
    assert load_position(data).state.showdown.key() == game.state.showdown.key()
    pass_(game)
    sd = game.state.showdown
    assert not game.state.chain and sd is not None and (sd.focus, sd.opened_by) == (1, None)
    assert (game.pending().kind, game.pending().player) == ("focus", 1)
    assert any(e.kind == "focus_passes" for e in game.log)
    kept = _showdown_with_trigger_left(None)
    assert kept.state.showdown.opened_by == "trigger"
    assert "chain_opened_by" not in dump_position(kept)["showdown"]
    pass_(kept)
    sd = kept.state.showdown
    assert not kept.state.chain and sd is not None and sd.focus == 0
    assert (kept.pending().kind, kept.pending().player) == ("focus", 0)
    assert not any(e.kind == "focus_passes" for e in kept.log)


def test_346_the_opener_is_recorded_as_the_first_item_goes_on_the_chain():
    """346: in a showdown, the first item put on an empty chain is remembered until the chain
    closes."""
    game = showdown_game(["Discipline"], ["Discipline"])
    play(game, "play Discipline targeting Daring Poro at bf 0")
    assert game.state.showdown.opened_by == "spell"
    pass_(game)
    assert game.state.showdown.opened_by is None
