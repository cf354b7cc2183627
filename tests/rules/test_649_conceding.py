"""Conceding and removal of a player (rules 649-652), other ways to win or lose (195), and the end
of the game (196)."""

from __future__ import annotations

from collections import Counter

import pytest

from riftbound import (
    DUEL,
    MAGMA_CHAMBER,
    SKIRMISH,
    ChooseOpponent,
    Concede,
    EndTurn,
    Game,
    IllegalActionError,
    Mulligan,
    Pass,
    Termination,
    dump_position,
    load_position,
)
from riftbound.state import NO_ROLE, base_of
from tests.helpers import (
    census,
    cited_clauses_missing,
    decks_for,
    duel,
    empty_deck,
    empty_trash,
    end_turn,
    events,
    move,
    new_game,
    place_unit,
    refresh,
    set_control,
    set_points,
)
from tests.spell_helpers import cid as cid_of
from tests.spell_helpers import might_of, play

# --- positions at each kind of decision ------------------------------------------------------------


def at_mulligan() -> Game:
    game = Game.new(decks_for(DUEL), DUEL, seed=0)
    assert game.pending().kind == "mulligan"
    return game


def at_main() -> Game:
    return duel()


def at_assign() -> Game:
    """P0's Might 6 attacker against two different Might 5 defenders: P0 chooses which one dies
    (two identical defenders would be one outcome, so the choice would be forced)."""
    game = duel()
    place_unit(game, 1, 0, "Playful Phantom")
    place_unit(game, 1, 0, "Blazing Scorcher")
    set_control(game, 0, 1)
    big = place_unit(game, 0, "base", "Horns of the Dragon")
    move(game, [big], 0)
    assert game.pending().kind == "assign"
    return game


def at_choose_battlefield() -> Game:
    """Showdowns staged at both battlefields: P0 chooses where the first begins (323.12)."""
    game = duel()
    for bf in (0, 1):
        place_unit(game, 0, bf)
        game.state.battlefields[bf].contested_by = 0
    refresh(game)
    game.cleanup()
    assert game.pending().kind == "choose_battlefield"
    return game


POSITIONS = {"mulligan": at_mulligan, "main": at_main, "assign": at_assign,
             "choose_battlefield": at_choose_battlefield}


# --- 650-651: conceding -------------------------------------------------------------------------


@pytest.mark.parametrize("conceder", [0, 1])
def test_651_1_conceding_in_a_duel_makes_the_opponent_win(conceder):
    """650, 651, 651.1: either player may concede; the one remaining wins."""
    game = duel()
    game.apply(Concede(conceder))
    out = game.outcome()
    assert out.winners == (1 - conceder,)
    assert out.termination is Termination.CONCESSION and out.rule == "651.1"
    assert not game.state.players[conceder].alive
    assert [e.player for e in events(game, "removed")] == [conceder]


@pytest.mark.parametrize("kind", sorted(POSITIONS))
@pytest.mark.parametrize("conceder", [0, 1])
def test_650_conceding_is_legal_at_any_decision(kind, conceder):
    """650: a player may concede at any time, whoever the pending decision belongs to."""
    game = POSITIONS[kind]()
    assert game.is_legal(Concede(conceder))
    game.apply(Concede(conceder))
    assert game.outcome().winners == (1 - conceder,)
    assert game.pending() is None


def test_650_conceding_while_choosing_an_opponent_in_skirmish():
    """650, 652.5.a.1: the Turn Player concedes in the middle of burning out: the point is never
    given and play goes on with the next player's turn."""
    game = new_game(SKIRMISH, first=0)
    empty_deck(game, 0)
    empty_trash(game, 0, keep=2)
    game.draw(0, 1)
    assert game.pending().kind == "choose_opponent"
    game.apply(Concede(0))
    assert game.outcome() is None
    assert game.points(1) == game.points(2) == 0
    d = game.pending()
    assert d.kind == "main" and d.player == 1 and game.state.turn_player == 1


def test_650_the_pending_player_keeps_deciding_after_another_concedes():
    """650, 651.2: in Skirmish a player concedes while another is choosing; the choice is still
    theirs to make."""
    game = new_game(SKIRMISH, first=0)
    game.apply(Concede(1))
    d = game.pending()
    assert d.player == 0 and d.kind == "main"
    assert game.outcome() is None


def test_651_3_a_removed_player_can_no_longer_concede_or_act():
    """651.3: once removed, a player makes no more choices: conceding again is illegal and their
    turns are skipped."""
    game = new_game(SKIRMISH, first=0)
    game.apply(Concede(1))
    assert not game.is_legal(Concede(1))
    with pytest.raises(IllegalActionError):
        game.apply(Concede(1))
    end_turn(game, 0)
    assert game.pending().player == 2  # P1's turn is skipped
    end_turn(game, 2)
    assert game.pending().player == 0


def test_651_3_a_removed_players_points_do_not_win():
    """651.3, 194.2: a removed player's points neither win nor stop the others from winning."""
    game = new_game(SKIRMISH, first=0)
    set_points(game, 1, 9)
    game.apply(Concede(1))
    game.cleanup()
    assert game.outcome() is None
    set_points(game, 0, 8)
    game.cleanup()
    assert game.outcome().winners == (0,)


def test_651_2_652_1_removal_banishes_what_they_own_and_control():
    """651.2, 652.1, 652.3, 652.5: in Skirmish a conceding player's units (at base and at
    battlefields, including one they own but another controls) and runes leave the board; one they
    control but another owns is banished to its owner's banishment; every card they own leaves the
    game (no zone holds it any more); the game goes on."""
    game = new_game(SKIRMISH, first=0)
    g = game.state
    at_base = place_unit(game, 1, "base")
    at_bf = place_unit(game, 1, 0)
    set_control(game, 0, 1)
    lent = place_unit(game, 1, 2)
    g.units[lent].controller = 2  # P1 owns it, P2 controls it
    borrowed = place_unit(game, 2, "base")
    g.units[borrowed].controller = 1  # P2 owns it, P1 controls it
    g.units[borrowed].loc = base_of(1)
    keeper = place_unit(game, 2, 1)
    before = census(game)
    owned = {c for c in before if g.owner[c] == 1}
    game.apply(Concede(1))
    assert game.outcome() is None
    for cid in (at_base, at_bf, lent, borrowed):
        assert cid not in g.units
    assert borrowed in g.players[2].banishment  # banished, to its owner's banishment
    p1 = g.players[1]
    assert p1.hand == p1.deck == p1.trash == p1.banishment == p1.runes == p1.rune_deck == []
    assert p1.legend is None and p1.champion is None
    after = census(game)
    assert not owned & set(after)  # 652.3: out of the game
    assert after == Counter({c: n for c, n in before.items() if c not in owned})
    assert keeper in g.units
    assert g.battlefields[0].controller is None
    assert events(game, "banish_all")[-1].rule == "652.1"


def test_652_3_a_removed_player_holds_no_cards_in_observations_or_positions():
    """652.3: once removed, a player is shown holding no cards: every observation gives them
    empty zones and zero counts, and a saved position loads back the same."""
    game = new_game(SKIRMISH, first=0)
    game.apply(Concede(2))
    for viewer in (0, 1):
        seat = game.observation(viewer)["players"][2]
        assert seat["hand_count"] == seat["deck_count"] == seat["rune_deck_count"] == 0
        assert seat["trash"] == seat["banishment"] == seat["runes"] == []
        assert seat["legend"] is None and seat["champion"] is None
    again = load_position(dump_position(game))
    assert again.state.key() == game.state.key()


def test_652_2_the_conceders_battlefield_is_replaced_by_a_blank_one():
    """652.2, 652.2.a, 652.2.b, 652.3: the battlefield the conceder brought is replaced by a token
    with no abilities (the card leaves the game with their other cards); other players' units
    there stay put."""
    game = new_game(SKIRMISH, first=0)
    g = game.state
    mine = [i for i, b in enumerate(g.battlefields) if g.owner[b.cid] == 1]
    assert len(mine) == 1
    (i,) = mine
    card = g.battlefields[i].cid
    stay = place_unit(game, 2, i)
    set_control(game, i, 2)
    game.apply(Concede(1))
    assert g.battlefields[i].cid == -1
    assert card not in census(game)
    assert g.units[stay].loc == i
    assert g.battlefields[i].controller == 2
    assert [b.cid for j, b in enumerate(g.battlefields) if j != i] == [
        b.cid for j, b in enumerate(new_game(SKIRMISH, first=0).state.battlefields) if j != i]


def test_652_5_a_1_turn_player_concedes_play_passes_to_the_next_player():
    """652.5.a.1: when the Turn Player is removed, the next player in turn order takes their turn."""
    game = new_game(SKIRMISH, first=0)
    order = game.state.turn_order
    assert order == [0, 1, 2]
    game.apply(Concede(0))
    d = game.pending()
    assert d.player == 1 and d.kind == "main"
    assert game.state.turn_player == 1
    assert events(game, "turn")[-1].player == 1
    end_turn(game, 1)
    assert game.pending().player == 2
    end_turn(game, 2)
    assert game.pending().player == 1


def test_652_5_a_1_turn_player_concedes_mid_combat():
    """652.5.a.1, 466.7.a: the attacking Turn Player concedes while assigning combat damage: the
    combat is gone with them, the defenders are no longer defenders, and the next player's turn
    begins."""
    game = new_game(SKIRMISH, first=0)
    d1 = place_unit(game, 1, 1, "Playful Phantom")
    d2 = place_unit(game, 1, 1, "Blazing Scorcher")
    set_control(game, 1, 1)
    big = place_unit(game, 0, "base", "Horns of the Dragon")
    move(game, [big], 1)
    assert game.pending().kind == "assign" and game.pending().player == 0
    game.apply(Concede(0))
    g = game.state
    assert g.showdown is None
    assert [g.units[c].role for c in (d1, d2)] == [NO_ROLE, NO_ROLE]
    assert g.battlefields[1].controller == 1 and g.battlefields[1].contested_by is None
    assert game.pending().player == 1 and game.pending().kind == "main"


def _reaction_over_the_turn_players_spell() -> Game:
    """Skirmish, P0's turn: P0 plays Discipline on Daring Poro and passes; P1 answers with
    Discipline on Stalwart Poro; P0 (holding a second Discipline) has Priority."""
    deck = ["Petty Officer", "Vanguard Sergeant", "Laurent Duelist"]
    game = load_position({"mode": "skirmish", "players": [
        {"deck": deck, "hand": ["Discipline", "Discipline"], "runes": ["Calm Rune"] * 4,
         "base": ["Daring Poro"]},
        {"deck": deck, "hand": ["Discipline"], "runes": ["Calm Rune"] * 2, "base": ["Stalwart Poro"]},
        {"deck": deck}], "battlefields": [{}, {}, {}]})
    play(game, "play Discipline targeting Daring Poro")
    game.apply(Pass())
    play(game, "play Discipline targeting Stalwart Poro")
    assert game.pending().kind == "priority" and game.pending().player == 0
    return game


def test_652_4_the_turn_players_removal_counters_only_their_own_chain_items():
    """652.4, 652.5.a.1, 652.5.c: P0, the Turn Player, concedes with their Discipline and P1's on the
    chain: P0's is countered and leaves the game with their cards; P1's still resolves (Stalwart
    Poro gets +2 Might, P1 draws), then play proceeds to P1's turn."""
    game = _reaction_over_the_turn_players_spell()
    g = game.state
    mine = next(it.cid for it in g.chain if it.controller == 1)
    hand1 = len(g.players[1].hand)
    n = len(g.log)
    game.apply(Concede(0))
    kinds_after = [e.kind for e in g.log[n:]]
    assert kinds_after.index("banish_all") < kinds_after.index("resolve") < kinds_after.index("turn")
    resolved = [e.data[0] for e in g.log[n:] if e.kind == "resolve"]
    assert resolved == [mine] and mine in g.players[1].trash
    assert len(g.players[1].hand) >= hand1 + 1  # Discipline's draw (and the turn's draw)
    assert g.turn_player == 1 and game.pending().kind == "main" and not g.chain


def test_317_2_c_this_turn_effects_end_with_a_removed_turn_players_turn():
    """652.5.a.1, 317.2.c: the removed player's turn is over: the +2 Might "this turn" that P1's
    Discipline gave Stalwart Poro during it has expired when P1's turn begins."""
    game = _reaction_over_the_turn_players_spell()
    game.apply(Concede(0))
    assert game.state.turn_player == 1
    assert might_of(game, cid_of(game, "Stalwart Poro")) == 2


def test_195_651_1_the_last_player_remaining_wins():
    """195, 651.1: in Skirmish, after two concessions the one player remaining wins."""
    game = new_game(SKIRMISH, first=0)
    game.apply(Concede(2))
    assert game.outcome() is None
    game.apply(Concede(0))
    out = game.outcome()
    assert out.winners == (1,) and out.termination is Termination.CONCESSION
    assert out.rule == "651.1"


def test_651_4_489_6_a_1_a_concession_removes_the_whole_team():
    """651.4, 489.6.a.1: in 2v2 one player conceding removes both teammates; the other team wins."""
    game = new_game(MAGMA_CHAMBER, first=0)
    game.apply(Concede(2))
    assert [p.alive for p in game.state.players] == [False, True, False, True]
    out = game.outcome()
    assert out.winners == (1, 3) and out.termination is Termination.CONCESSION
    assert sorted(e.player for e in events(game, "removed")) == [0, 2]


# --- 195: effects that win or lose ------------------------------------------------------------


def test_195_an_effect_makes_a_player_win():
    """195, 196: an effect instructing a player to win ends the game at once, whatever the points."""
    game = duel()
    set_points(game, 0, 7)
    game.win(1)
    out = game.outcome()
    assert out.winners == (1,) and out.termination is Termination.EFFECT and out.rule == "195"
    assert game.pending() is None


def test_195_1_an_effect_makes_a_player_lose():
    """195.1, 195: an effect instructing a player to lose removes them; in a Duel the player
    remaining wins."""
    game = duel()
    game.lose(0)
    out = game.outcome()
    assert out.winners == (1,)
    assert out.termination is Termination.LAST_PLAYER and out.rule == "195"


def test_195_1_losing_in_skirmish_removes_the_player_and_the_game_goes_on():
    """195.1, 652.1, 652.3: in Skirmish the loser is removed (their units leave the game with
    their other cards); the others play on."""
    game = new_game(SKIRMISH, first=0)
    cid = place_unit(game, 2, "base")
    game.lose(2)
    assert game.outcome() is None
    assert not game.state.players[2].alive
    assert cid not in game.state.units and cid not in census(game)
    assert game.pending().player == 0 and game.pending().kind == "main"


def test_489_6_a_2_a_loss_takes_the_whole_team():
    """489.6.a.2, 195.1: in 2v2 one player losing removes the team; the other team wins."""
    game = new_game(MAGMA_CHAMBER, first=0)
    game.lose(1)
    assert game.outcome().winners == (0, 2)


# --- 196: the game ends -------------------------------------------------------------------------


def ended() -> Game:
    game = duel()
    game.gain_points(0, 8)  # the cleanup before the next decision finds the winner (323.1)
    assert game.outcome().winners == (0,)
    return game


@pytest.mark.parametrize("action", [EndTurn(), Pass(), Mulligan(()), ChooseOpponent(1),
                                    Concede(0), Concede(1)], ids=repr)
def test_196_after_the_game_ends_no_action_is_legal(action):
    """196: once someone has won nothing is pending, nothing is legal, and apply raises and changes
    nothing."""
    game = ended()
    key = game.state.key()
    assert game.pending() is None
    assert game.legal_actions() == []
    assert not game.is_legal(action)
    with pytest.raises(IllegalActionError):
        game.apply(action)
    assert game.state.key() == key
    assert game.outcome().winners == (0,)


@pytest.mark.parametrize("effect", [
    lambda g: g.draw(1, 1), lambda g: g.mill(1, 1), lambda g: g.gain_points(1, 5),
    lambda g: g.cleanup(), lambda g: g.lose_points(0, 3), lambda g: g.lose(0),
    lambda g: g.win(1), lambda g: g.change_victory_score(5),
], ids=["draw", "mill", "gain_points", "cleanup", "lose_points", "lose", "win",
        "change_victory_score"])
def test_196_after_the_game_ends_effects_change_nothing(effect):
    """196: after the game has ended, a primitive effect either raises IllegalActionError or does
    nothing; the state, the log and the outcome stay as they were."""
    game = ended()
    key = game.state.key()
    log = len(game.log)
    try:
        effect(game)
    except IllegalActionError:
        pass
    assert game.state.key() == key
    assert len(game.log) == log
    assert game.outcome().winners == (0,)


def test_196_a_concession_ends_the_game_too():
    """196, 651.1: after a concession ends a Duel, the winner can't act either."""
    game = duel()
    game.apply(Concede(0))
    assert game.legal_actions() == []
    with pytest.raises(IllegalActionError):
        game.apply(EndTurn())


def test_cited_clauses_exist():
    """Every clause named by a test docstring here is a rule in the Core Rules file."""
    assert cited_clauses_missing(globals()) == []


def test_652_in_war_a_removed_player_is_skipped_and_holds_nothing():
    """652.1-652.3, 652.5.a.1: in War (four players) P1 concedes during P0's turn: their cards
    leave the game, and when P0 ends the turn play passes over P1 to P2."""
    from riftbound import WAR

    game = new_game(WAR, first=0)
    g = game.state
    assert g.turn_order == [0, 1, 2, 3]
    game.apply(Concede(1))
    assert game.outcome() is None and not g.players[1].alive
    assert not any(g.owner[c] == 1 for c in census(game))
    end_turn(game, 0)
    assert g.turn_player == 2 and game.pending().player == 2
