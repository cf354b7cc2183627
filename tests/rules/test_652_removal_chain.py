"""Removal of a player during a chain (rules 652.4, 652.5, 359.3.e.15): only the removed player's
spells and abilities are countered; every other item stays on the chain, is finalized by its
controller and resolves with Priority going round the players left; a removed Turn Player's turn
then ends and play proceeds to the next player (652.5.a.1). Scenarios in three- and four-player
games, and a 2v2 one where the whole team leaves (651.4, 489.6.a.1)."""

from __future__ import annotations

from riftbound import SKIRMISH, Concede, Game, Mulligan, Termination
from riftbound.actions import Pay
from riftbound.checks import check_invariants
from riftbound.engine.core import TASKS
from riftbound.engine.removal import TURN_TASKS
from riftbound.formats.position import load_position
from tests.helpers import census, cited_clauses_missing, decks_for, events
from tests.spell_helpers import cid, do, might_of, pass_, pay, play

DECK = ["Petty Officer", "Vanguard Sergeant", "Laurent Duelist"]


def _skirmish(p0: dict, p1: dict, p2: dict | None = None, **extra) -> object:
    return load_position({"mode": "skirmish", "players": [
        {"deck": DECK, **p0}, {"deck": DECK, **p1}, {"deck": DECK, **(p2 or {})}],
        **({"battlefields": [{}, {}, {}]} | extra)})


def _resolved_after(game, n: int) -> list[str]:
    """The names of the chain items that resolved from log entry ``n`` on."""
    g = game.state
    return [g.cards[e.data[0]].name for e in g.log[n:] if e.kind == "resolve"]


def _until_pending(game, kind: str, context0: str | None = None) -> None:
    """Pass Priority until a decision of ``kind`` (with that first context item) is pending."""
    while not (game.pending().kind == kind
               and (context0 is None or game.pending().context[0] == context0)):
        pass_(game)


# --- the Turn Player is removed ----------------------------------------------------------------------

def _merchant_discarding_over_a_reaction(p2: dict | None = None):
    """Skirmish, P0's turn. P0 plays Discipline on its Traveling Merchant; P1 answers with
    Discipline on its Stalwart Poro; P0 then plays Flash, moving the Merchant to base. Flash
    resolves, the Merchant's move ability (P0's) goes on the chain above P1's Discipline and
    resolves: P0 is choosing the card to discard. (No Reaction in the card pool makes its own
    controller choose as it resolves, so P0's resolving item is a triggered ability.)"""
    game = _skirmish(
        {"hand": ["Discipline", "Flash", "Petty Officer", "Laurent Duelist"],
         "runes": ["Calm Rune"] * 2 + ["Chaos Rune"] * 2},
        {"hand": ["Discipline"], "runes": ["Calm Rune"] * 2, "base": ["Stalwart Poro"]}, p2,
        battlefields=[{"controller": 0, "units": ["Traveling Merchant"]}, {}, {}])
    play(game, "play Discipline targeting Traveling Merchant")
    pass_(game)
    play(game, "P1: play Discipline targeting Stalwart Poro")
    while game.pending().player != 0:  # P1 and P2 pass
        pass_(game)
    play(game, "play Flash targeting Traveling Merchant")
    _until_pending(game, "choose_card", "discard_pick")
    g = game.state
    assert [(g.cards[it.cid].name, it.controller) for it in g.chain] == [
        ("Discipline", 0), ("Discipline", 1), ("Traveling Merchant", 0)]
    return game


def test_652_4_turn_player_removed_during_their_own_resolution_choice():
    """652.4, 359.3.e.15, 652.5.a.1, 652.5.c: P0, the Turn Player, concedes while choosing the
    discard of their own resolving ability, with P1's Discipline below it and P0's Discipline
    below that. P0's ability stops (no discard, no draw) and P0's Discipline is countered; P1's
    Discipline still resolves (P1 draws); only then does P0's turn end and P1's begin."""
    game = _merchant_discarding_over_a_reaction()
    g = game.state
    p1_discipline = next(it.cid for it in g.chain if it.controller == 1)
    hand1 = len(g.players[1].hand)
    n = len(g.log)
    game.apply(Concede(0))
    assert _resolved_after(game, n) == ["Discipline"]
    assert p1_discipline in g.players[1].trash  # resolved: to its owner's trash (359.3.d)
    assert not any(g.owner[c] == 0 for c in census(game))  # 652.3: P0's cards left the game
    kinds = [e.kind for e in g.log[n:]]
    assert kinds.index("spell_done") < kinds.index("turn")  # resolved within the removed turn
    assert len(g.players[1].hand) == hand1 + 2  # Discipline's draw, then the Draw Phase's
    assert not g.chain and g.turn_player == 1 and game.pending().kind == "main"
    assert might_of(game, cid(game, "Stalwart Poro")) == 2  # +2 "this turn" expired with it
    check_invariants(game)


def test_195_1_an_effect_removing_the_turn_player_mid_chain_does_the_same():
    """195.1, 652.4, 652.5.a.1: an effect that makes P0 lose at the same moment removes them as
    conceding would: P1's Discipline still resolves, then P1's turn begins."""
    game = _merchant_discarding_over_a_reaction()
    n = len(game.state.log)
    game.lose(0)
    assert _resolved_after(game, n) == ["Discipline"]
    assert game.state.turn_player == 1 and game.pending().kind == "main"


def test_652_5_c_2_priority_goes_round_the_players_left_before_the_turn_ends():
    """652.5.c, 338-339: after the Turn Player's removal, the newest item left (P1's Discipline)
    resolves only when every player left has passed: P2, holding a Reaction, is asked and may
    play it; both resolve in the removed player's turn."""
    game = _merchant_discarding_over_a_reaction(
        {"hand": ["Discipline"], "runes": ["Calm Rune"] * 2, "base": ["Daring Poro"]})
    n = len(game.state.log)
    game.apply(Concede(0))
    d = game.pending()  # 340.4: P1, the newest item's controller, had only a pass to make
    assert (d.kind, d.player, d.context.passes) == ("priority", 2, 1)
    play(game, "P2: play Discipline targeting Daring Poro")
    while game.pending().kind == "priority":
        pass_(game)
    assert _resolved_after(game, n) == ["Discipline", "Discipline"]
    g = game.state
    assert [g.cards[c].name for c in g.players[2].trash] == ["Discipline"]
    assert g.turn_player == 1 and game.pending().kind == "main"


def _agent_dying_in_p0s_turn():
    """Skirmish, P0's turn: P0's Void Seeker kills P1's Undercover Agent; its Deathknell (P1's)
    resolves and P1 is choosing the first of two cards to discard."""
    game = _skirmish({"hand": ["Void Seeker"], "runes": ["Fury Rune"] * 3},
                     {"hand": ["Petty Officer", "Laurent Duelist", "Vanguard Sergeant"]},
                     battlefields=[{"controller": 1, "units": [
                         {"card": "Undercover Agent", "damage": 4}]}, {}, {}])
    play(game, "play Void Seeker targeting Undercover Agent")
    _until_pending(game, "choose_card", "discard_pick")
    assert game.pending().player == 1
    return game


def test_652_4_another_players_item_part_way_through_resolving_goes_on():
    """652.4, 359.3.d, 652.5.a.1: P0, the Turn Player, concedes while P1's Deathknell is
    resolving (P1 choosing a discard): it is not P0's, so it is not countered: P1 still makes its
    choices and it finishes (discard 2, draw 2) before P0's turn ends and P1's begins."""
    game = _agent_dying_in_p0s_turn()
    g = game.state
    d = game.pending()
    game.apply(Concede(0))
    assert game.pending() == d and g.turn_player == 0
    do(game, "P1: choose Petty Officer")
    do(game, "P1: choose Laurent Duelist")
    p1 = g.players[1]
    assert sorted(g.cards[c].name for c in p1.trash) == [
        "Laurent Duelist", "Petty Officer", "Undercover Agent"]
    assert len(p1.hand) == 1 + 2 + 1  # kept one, drew 2, then the Draw Phase's card
    assert g.turn_player == 1 and game.pending().kind == "main"
    check_invariants(game)


def test_652_4_another_players_payment_for_a_reaction_stays_theirs():
    """652.4, 357, 652.5.a.1: P1 is paying for the Discipline it answers P0's with when P0 (the
    Turn Player) concedes: P0's Discipline is countered, P1 still pays, its Discipline resolves,
    and then P1's turn begins."""
    game = _skirmish({"hand": ["Discipline"], "runes": ["Calm Rune"] * 2, "base": ["Daring Poro"]},
                     {"hand": ["Discipline"], "runes": ["Calm Rune"] * 2 + ["Fury Rune"],
                      "base": ["Stalwart Poro"]})
    play(game, "play Discipline targeting Daring Poro")
    do(game, "P1: play Discipline targeting Stalwart Poro")
    d = game.pending()
    assert (d.player, d.kind) == (1, "pay")
    n = len(game.state.log)
    game.apply(Concede(0))
    assert game.pending() == d
    pay(game)
    g = game.state
    assert _resolved_after(game, n) == ["Discipline"]
    assert not g.chain and g.turn_player == 1 and game.pending().kind == "main"


def test_652_4_359_3_e_15_a_choice_in_the_removed_turn_players_spell_is_not_made():
    """652.4, 359.3.e.15, 411.1: P0's Cull the Weak is resolving and P1 is picking the unit of
    theirs to kill when P0 concedes: the spell is countered part-way and stops, so P1's pick is
    never made and P2 never picks; P1's turn begins with both their units."""
    game = _skirmish({"hand": ["Cull the Weak"], "runes": ["Order Rune"] * 3,
                      "base": ["Daring Poro", "Petty Officer"]},
                     {"base": ["Stalwart Poro", "Laurent Duelist"]},
                     {"base": ["Vanguard Sergeant", "Laurent Duelist"]})
    play(game, "play Cull the Weak")
    _until_pending(game, "choose_card", "kill_pick")
    do(game, "choose Daring Poro")
    assert game.pending().player == 1
    game.apply(Concede(0))
    g = game.state
    names = sorted(g.cards[u.cid].name for u in g.units.values())
    assert names == ["Laurent Duelist", "Laurent Duelist", "Stalwart Poro", "Vanguard Sergeant"]
    assert not g.chain and g.turn_player == 1 and game.pending().kind == "main"


def test_652_4_priority_over_a_chain_the_removal_emptied_is_gone():
    """652.4, 340.2, 652.5.a.1: P1 holds Priority over P0's Discipline, the only item, when P0
    (the Turn Player) concedes: countered, it leaves an empty chain, so nobody holds Priority any
    more and P1's turn begins."""
    game = _skirmish({"hand": ["Discipline"], "runes": ["Calm Rune"] * 2, "base": ["Daring Poro"]},
                     {"hand": ["Discipline"], "runes": ["Calm Rune"] * 2})
    play(game, "play Discipline targeting Daring Poro")
    assert (game.pending().kind, game.pending().player) == ("priority", 1)
    game.apply(Concede(0))
    assert game.state.turn_player == 1 and game.pending().kind == "main"
    check_invariants(game)


def _corsair_attacks_reavers_row():
    """Skirmish, P0's turn: P0's Crackshot Corsair attacks P1 at Reaver's Row, where P1 has
    Stalwart Poro and Daring Poro. The attack ability (P0's, the Turn Player's, placed first,
    383.3.d.1) and Reaver's Row's defend ability (P1's) are both pending; P0 is choosing the
    Corsair's target."""
    game = _skirmish({"base": ["Crackshot Corsair"]}, {}, battlefields=[
        {}, {"card": "Reaver's Row", "controller": 1, "units": [  # P1's own battlefield (652.2)
            {"card": "Stalwart Poro", "controller": 1}, {"card": "Daring Poro", "controller": 1}]},
        {}])
    do(game, "move Crackshot Corsair to bf 1")
    d = game.pending()
    assert (d.player, d.kind, d.context[0]) == (0, "choose_card", "ability_target")
    g = game.state
    assert [(it.controller, it.kind, it.finalized) for it in g.chain] == [
        (0, "attack", False), (1, "defend", False)]
    return game


def test_652_4_turn_player_removed_while_another_players_trigger_is_pending():
    """652.4, 337.1, 652.5.a.1: P0 concedes while finalizing its attack ability; P1's pending
    defend ability stays on the chain: P1 finalizes it (its "may" and target are P1's choice),
    it resolves (the Poro moves to base), and then P1's turn begins. No combat happens in the
    removed player's turn: P1's units take no damage and are no longer defenders."""
    game = _corsair_attacks_reavers_row()
    g = game.state
    row = g.battlefields[1].cid
    game.apply(Concede(0))
    d = game.pending()
    assert (d.player, d.kind, d.context) == (1, "choose_card", ("trigger_may", row, "defend"))
    assert g.showdown is None
    do(game, "P1: choose Daring Poro")
    while game.pending().kind == "priority":
        pass_(game)
    assert g.units[cid(game, "Daring Poro")].loc == -2  # P1's base
    assert g.units[cid(game, "Stalwart Poro")].loc == 1
    assert all(u.damage == 0 and u.role == 0 for u in g.units.values())
    assert not g.chain and g.turn_player == 1 and game.pending().kind == "main"
    check_invariants(game)


def test_652_4_another_players_finalizing_choice_stays_theirs():
    """652.4, 337.1, 651.3: P0 has finalized its attack ability and P1 is finalizing Reaver's
    Row's when P0 concedes: P0's ability is countered, P1's decision is still pending and P1's
    answer is carried out (declining: nothing moves); then P1's turn begins."""
    game = _corsair_attacks_reavers_row()
    do(game, "choose Daring Poro")
    d = game.pending()
    assert (d.player, d.context[0]) == (1, "trigger_may")
    game.apply(Concede(0))
    assert game.pending() == d
    g = game.state
    assert [(it.controller, it.kind) for it in g.chain] == [(1, "defend")]
    do(game, "P1: choose none")
    assert all(u.loc == 1 for u in g.units.values())
    assert not g.chain and g.turn_player == 1 and game.pending().kind == "main"


# --- another player is removed ------------------------------------------------------------------

def test_652_4_359_3_e_15_a_non_turn_player_removed_during_their_resolution_choice():
    """652.4, 359.3.e.15, 652.5: P0's Void Seeker kills P1's Undercover Agent; its Deathknell
    (P1's) resolves and P1, choosing what to discard, concedes: the ability stops where it is
    and leaves the chain, and P0's turn goes on at P0's Main Phase."""
    game = _agent_dying_in_p0s_turn()
    game.apply(Concede(1))
    g = game.state
    assert not g.chain and g.turn_player == 0
    d = game.pending()
    assert (d.player, d.kind) == (0, "main")
    assert not any(g.owner[c] == 1 for c in census(game))
    check_invariants(game)


def test_652_4_a_non_turn_players_removal_empties_the_chain_and_play_goes_on():
    """652.4, 340.2: P1's Deathknell, the only item, waits on P0's Priority when P1 concedes: it
    is countered, the chain is empty, and P0 (the Turn Player) is back at the Main Phase."""
    game = _skirmish({"hand": ["Void Seeker", "Discipline"],
                      "runes": ["Fury Rune"] * 4 + ["Calm Rune"] * 2, "base": ["Daring Poro"]},
                     {"hand": ["Petty Officer"]},
                     battlefields=[{"controller": 1, "units": [
                         {"card": "Undercover Agent", "damage": 4}]}, {}, {}])
    do(game, "play Void Seeker targeting Undercover Agent")
    g = game.state
    calm = {c for c in g.players[0].runes if g.cards[c].name == "Calm Rune"}
    game.apply(next(a for a in game.legal_actions()  # the Fury runes pay: Discipline stays payable
                    if isinstance(a, Pay) and not calm & {*a.exhaust, *a.recycle}))
    while not (game.pending().kind == "priority" and game.pending().player == 0
               and game.state.chain and game.state.chain[-1].kind == "die"):
        pass_(game)
    game.apply(Concede(1))
    assert not g.chain and g.turn_player == 0
    assert (game.pending().player, game.pending().kind) == (0, "main")
    check_invariants(game)


def _first_mate_choosing(p0_base: list) -> object:
    """Skirmish, P0's turn: P0 plays First Mate; its Play Effect (ready another unit) is being
    finalized and P0 is choosing among P1's two exhausted units (and ``p0_base``'s)."""
    game = _skirmish({"hand": ["First Mate"], "runes": ["Body Rune"] * 3, "base": p0_base},
                     {"base": [{"card": "Stalwart Poro", "exhausted": True},
                               {"card": "Daring Poro", "exhausted": True}]})
    play(game, "play First Mate to base")
    d = game.pending()
    assert (d.player, d.context[0]) == (0, "ability_target")
    return game


def test_402_4_a_pending_ability_whose_only_targets_left_leaves_the_chain():
    """337.1, 355.5, 402.4, 652.1: P1 concedes while P0 chooses which of P1's units First Mate's
    ability readies: with P1's units gone no legal target is left, so the ability leaves the
    chain, never finalized, and P0's turn goes on."""
    game = _first_mate_choosing([])
    game.apply(Concede(1))
    g = game.state
    assert not g.chain and events(game, "trigger_no_target")
    assert (game.pending().player, game.pending().kind) == (0, "main")
    check_invariants(game)


def test_337_1_a_finalizing_choice_is_asked_again_among_what_is_left():
    """337.1, 355.5, 652.1: the same, with P0's own exhausted Vanguard Sergeant and Petty Officer
    among the options: P0 is asked again, among what is still legal, and readies one."""
    game = _first_mate_choosing([{"card": "Vanguard Sergeant", "exhausted": True},
                                 {"card": "Petty Officer", "exhausted": True}])
    game.apply(Concede(1))
    sergeant = cid(game, "Vanguard Sergeant", "base")
    officer = cid(game, "Petty Officer", "base")
    assert game.pending().context[0] == "ability_target"
    assert sorted(a.card for a in game.legal_actions()) == sorted([sergeant, officer])
    do(game, "choose Vanguard Sergeant at base")
    assert not game.state.units[sergeant].exhausted
    check_invariants(game)


def test_652_5_c_2_a_removed_players_pass_no_longer_counts():
    """652.5.c.2, 339.1: in War, P0 and P1 have passed on P0's Discipline and P2 holds Priority
    when P1 concedes: P1's pass no longer counts, so after P2 passes P3 is still asked before the
    Discipline resolves."""
    answer = {"deck": DECK, "hand": ["Discipline"], "runes": ["Calm Rune"] * 2}
    game = load_position({"mode": "war", "players": [
        {"deck": DECK, "hand": ["Discipline"], "runes": ["Calm Rune"] * 2, "base": ["Daring Poro"]},
        {"deck": DECK}, answer, answer], "battlefields": [{}, {}, {}]})
    play(game, "play Discipline targeting Daring Poro")  # P0 and P1 have only a pass to make
    d = game.pending()
    assert (d.player, d.context.passes) == (2, 2)
    game.apply(Concede(1))
    d = game.pending()
    assert (d.kind, d.player) == ("priority", 2)
    pass_(game)
    d = game.pending()
    assert (d.kind, d.player) == ("priority", 3)
    pass_(game)
    assert not game.state.chain and game.pending().kind == "main"


def test_652_5_b_2_a_removed_players_pass_of_focus_no_longer_counts():
    """652.5.b.2, 347.2, 348: in War, P0's Daring Poro moves to an empty battlefield and a
    showdown begins; P0 and P1 pass Focus, and P2 holds it when P1 concedes: P1's pass no longer
    counts, so after P2 passes P3 still gets Focus before the showdown ends."""
    answer = {"deck": DECK, "hand": ["Discipline"], "runes": ["Calm Rune"] * 2}
    game = load_position({"mode": "war", "players": [
        {"deck": DECK, "base": ["Daring Poro"]}, {"deck": DECK}, answer, answer],
        "battlefields": [{}, {}, {}]})
    do(game, "move Daring Poro to bf 0")  # P0 and P1 have only a pass to make
    sd = game.state.showdown
    assert (game.pending().kind, sd.focus, sd.passes) == ("focus", 2, 2)
    game.apply(Concede(1))
    assert (game.pending().kind, game.pending().player, sd.passes) == ("focus", 2, 1)
    pass_(game)
    assert (game.pending().kind, game.pending().player) == ("focus", 3)
    pass_(game)
    assert game.state.showdown is None and game.pending().kind == "main"


def test_652_5_a_1_each_player_picks_on_when_the_picking_turn_player_leaves():
    """411.1, 303.2.a, 652.5.a.1: in Skirmish P1's Cull the Weak cannot be played in P0's turn,
    so P0 plays it; P0, picking first, concedes: P0's spell is countered and nobody else picks;
    then P1's turn begins."""
    game = _skirmish({"hand": ["Cull the Weak"], "runes": ["Order Rune"] * 3,
                      "base": ["Daring Poro", "Petty Officer"]},
                     {"base": ["Stalwart Poro", "Laurent Duelist"]},
                     {"base": ["Vanguard Sergeant"]})
    play(game, "play Cull the Weak")
    _until_pending(game, "choose_card", "kill_pick")
    assert game.pending().player == 0
    game.apply(Concede(0))
    g = game.state
    names = sorted(g.cards[u.cid].name for u in g.units.values())
    assert names == ["Laurent Duelist", "Stalwart Poro", "Vanguard Sergeant"]
    assert g.turn_player == 1 and game.pending().kind == "main"


def test_411_1_652_another_players_pick_is_skipped_and_the_next_picks():
    """411.1, 651.3, 652.4: P0's Cull the Weak resolves in Skirmish; P0 has picked, and P1,
    picking next, concedes: P1's pick is skipped (their units have left the game anyway) and
    P2 still picks, then P0's turn goes on."""
    game = _skirmish({"hand": ["Cull the Weak"], "runes": ["Order Rune"] * 3,
                      "base": ["Daring Poro", "Petty Officer"]},
                     {"base": ["Stalwart Poro", "Laurent Duelist"]},
                     {"base": ["Vanguard Sergeant", "Laurent Duelist"]})
    play(game, "play Cull the Weak")
    _until_pending(game, "choose_card", "kill_pick")
    do(game, "choose Daring Poro")
    assert game.pending().player == 1
    game.apply(Concede(1))
    d = game.pending()
    assert (d.player, d.context[0]) == (2, "kill_pick")
    do(game, "P2: choose Vanguard Sergeant")
    g = game.state
    names = sorted(g.cards[u.cid].name for u in g.units.values())
    assert names == ["Laurent Duelist", "Petty Officer"]
    assert g.turn_player == 0 and game.pending().kind == "main"


def test_652_5_a_1_a_player_removed_at_the_mulligan_has_no_turn():
    """117, 651.3, 652.5.a.1: in Skirmish the first player concedes at their mulligan: the others
    still make theirs, and the first turn is the next player's."""
    game = new_game_at_mulligan()
    game.apply(Concede(0))
    assert (game.pending().player, game.pending().kind) == (1, "mulligan")
    game.apply(Mulligan(()))
    assert (game.pending().player, game.pending().kind) == (2, "mulligan")
    game.apply(Mulligan(()))
    assert game.state.turn_player == 1 and game.pending().kind == "main"
    assert [e.player for e in events(game, "turn")] == [1]


def new_game_at_mulligan():
    game = Game.new(decks_for(SKIRMISH), SKIRMISH, seed=0)
    assert game.pending().kind == "mulligan" and game.state.turn_order[0] == 0
    return game


# --- teams ---------------------------------------------------------------------------------------------

def test_651_4_in_2v2_the_team_leaves_together_mid_chain():
    """651.4, 489.6.a.1, 651.1: in 2v2 P2 concedes while their teammate P0's Discipline and the
    other team's answer are on the chain: P0 leaves with P2, one team is left, and the game is
    over at once (196): the teammate does not play on and nothing more resolves."""
    deck = {"deck": DECK}
    game = load_position({"mode": "2v2", "players": [
        {**deck, "hand": ["Discipline"], "runes": ["Calm Rune"] * 2, "base": ["Daring Poro"]},
        {**deck, "hand": ["Discipline", "Discipline"], "runes": ["Calm Rune"] * 4,
         "base": ["Stalwart Poro"]}, deck, deck], "battlefields": [{}, {}, {}]})
    play(game, "play Discipline targeting Daring Poro")
    play(game, "P1: play Discipline targeting Stalwart Poro")
    assert len(game.state.chain) == 2 and game.pending().player == 1
    n = len(game.state.log)
    game.apply(Concede(2))
    out = game.outcome()
    assert out.winners == (1, 3) and out.termination is Termination.CONCESSION
    assert [e.player for e in events(game, "removed")] == [0, 2]
    assert _resolved_after(game, n) == [] and game.pending() is None


def test_the_turns_own_tasks_are_registered_tasks():
    """652.5.a.1: the tasks the engine drops with what is left of a removed Turn Player's turn
    are tasks the engine has (a renamed one would make a removed player's turn go on)."""
    assert TURN_TASKS <= set(TASKS)


def test_cited_clauses_exist():
    """Every clause cited at the start of a docstring here is in the rules file."""
    assert cited_clauses_missing(globals()) == []
