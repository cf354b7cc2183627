"""Card wave 2, battlefield tokens (issue 13, helper B): Baron Nashor and the Baron Pit battlefield
token (187.9) he adds as he is played, entering there (369.3 and its Baron Nashor example); the board
gaining a battlefield mid-game: Standard Moves to the Pit from anywhere (144.4), showdowns, combat,
conquer and hold there, the Final Point needing the Pit scored too once it exists (471.1.b.1, ruling
114), positions and the RL shapes with the Pit. Rule numbers lead each docstring."""

from __future__ import annotations

from dataclasses import replace

import numpy as np
import pytest

from riftbound import Game, validate_deck
from riftbound.bots import GreedyBot, RandomBot
from riftbound.cards import load_cards
from riftbound.checks import check_deep, check_invariants
from riftbound.decks import DeckError, builtin_deck, origins_decks
from riftbound.engine.battlefield_tokens import add_battlefield_token, moves_here_from_anywhere
from riftbound.engine.choosable import choosable
from riftbound.engine.scoring import scored_every_battlefield
from riftbound.formats.notation import format_action, parse_action
from riftbound.formats.position import dump_position, load_position
from riftbound.formats.records import record_game, replay
from riftbound.modes import DUEL
from riftbound.rl import Layout, Shape
from riftbound.rl.layout import VERBS
from riftbound.rl.session import Session
from riftbound.sets.unleashed.chaos import BARON_PIT
from riftbound.web.view import board_view
from tests import SHARED
from tests.cards.test_wave3_sideboards import DECK, settle
from tests.spell_helpers import card_text, cid, do, kinds_among, might_of, play, position

BARON = "Baron Nashor"
RUNES = ["Chaos Rune"] * 12


def baron_game(base: list[str] | None = None, bfs: list[dict] | None = None, hand: list[str] | None = None,
               **extra) -> Game:
    """P0 at their Main Phase with Baron Nashor in hand and 12 Chaos runes (his 10 Energy and three
    Chaos Power)."""
    return position({"deck": DECK, "hand": hand or [BARON], "runes": RUNES, "base": base or []},
                    {"deck": DECK}, battlefields=bfs if bfs is not None else [{}, {}], **extra)


def names(game: Game) -> list[str]:
    g = game.state
    return [g.cards[b.cid].name for b in g.battlefields]


def test_the_card_and_the_rule_read_as_the_entries_take_them() -> None:
    """187.9, 369.3: Baron Nashor's record (no errata) adds the Baron Pit as he is played and enters
    there; the rule gives the token its one ability, moving there from anywhere; 369.3's example is
    his text."""
    rec = card_text(BARON)
    text = rec["text"].lower()
    assert rec["errata"] == [] and "baron pit" in text and "i enter there" in text
    assert "can't be chosen by enemy spells and abilities" in text and "+2" in text
    rules = (SHARED / "rules" / "core-rules-2026-07-16.txt").read_text(encoding="utf-8")
    line = next(r for r in rules.splitlines() if r.startswith("187.9. "))
    assert "battlefield token" in line and "move here from anywhere" in line
    assert "Baron Nashor" in next(r for r in rules.splitlines() if r.startswith("369.3. "))


def test_187_9_the_baron_pit_is_a_domainless_battlefield_token_never_brought() -> None:
    """187.9, 103.4: the Baron Pit is the project's token card rule-187-9, a domainless battlefield token
    with no tag; a deck can't bring it as one of its battlefields (it is added by a card)."""
    pit = load_cards().by_id(BARON_PIT)
    assert (pit.name, pit.type, pit.is_token, pit.domains, pit.tags) == ("Baron Pit", "Battlefield", True,
                                                                         (), ())
    deck = origins_decks()[0]
    with pytest.raises(DeckError, match="battlefield token"):
        validate_deck(replace(deck, battlefields=(*deck.battlefields[:2], BARON_PIT)))


def test_187_9_190_2_b_the_pit_added_by_an_effect_is_nobodys_at_the_next_index() -> None:
    """187.9, 183, 190.2.b, 170.2.b: adding the Pit appends a battlefield (the two of setup keep their
    indices), owned by the player whose effect added it, controlled by no one and not contested; the
    invariants accept the third battlefield of a Duel, and the token is added once only."""
    game = baron_game()
    g = game.state
    before = [b.cid for b in g.battlefields]
    assert add_battlefield_token(g, 1, BARON_PIT) == 2
    pit = g.battlefields[2]
    assert [b.cid for b in g.battlefields[:2]] == before
    assert (g.owner[pit.cid], pit.controller, pit.contested_by, pit.facedown) == (1, None, None, None)
    assert g.cards[pit.cid].name == "Baron Pit" and not scored_every_battlefield(g, 0)
    assert add_battlefield_token(g, 0, BARON_PIT) is None and len(g.battlefields) == 3
    check_invariants(game)


def test_369_3_example_baron_enters_the_pit_he_adds_instead_of_his_base() -> None:
    """369.3 (its Baron Nashor example), 187.9, 183, 190.2.b, 190.3.a.1: played to his base with no Pit
    on the board, the Pit is added as a new battlefield at the next index, owned by his player and
    controlled by no one, and he enters there instead, contesting it; a showdown there, with nobody
    to oppose him, gives P0 control and a conquest (a point, 469.1)."""
    game = baron_game()
    baron = cid(game, BARON)
    play(game, "play Baron Nashor to base")
    g = game.state
    assert names(game)[2] == "Baron Pit" and len(g.battlefields) == 3
    pit = g.battlefields[2]
    assert g.owner[pit.cid] == 0 and g.cards[pit.cid].is_token
    assert g.units[baron].loc == 2 and pit.controller in (None, 0)
    assert any(e.kind == "contest" and e.data == (2,) and e.player == 0 for e in game.log)
    assert any(e.kind == "showdown" and e.data == (2,) for e in game.log)
    assert kinds_among(game, "battlefield_token", "enter_instead", "enter") == [
        "battlefield_token", "enter_instead", "enter"]
    token = next(e for e in game.log if e.kind == "battlefield_token")
    assert token.rule == "187.9" and next(e for e in game.log if e.kind == "enter_instead").rule == "369.3"
    settle(game)
    assert g.battlefields[2].controller == 0 and g.points[0] == 1 and (0, 2) in g.ledger
    check_invariants(game)


def test_369_3_played_to_a_battlefield_he_controls_he_still_enters_the_pit() -> None:
    """369.3: the replacement applies wherever he was played to: to battlefield 0, which P0 controls,
    he enters the Pit just added instead."""
    game = baron_game(bfs=[{"controller": 0, "units": [{"card": "Stalwart Poro", "controller": 0}]}, {}])
    play(game, "play Baron Nashor to bf 0")
    assert game.state.units[cid(game, BARON)].loc == 2
    check_invariants(game)


def test_if_its_not_there_already_a_second_baron_enters_where_he_is_played() -> None:
    """187.9, 369.3 ("if it's not there already ... if you do"): with a Baron Pit on the board (the first
    Baron's) the second Baron adds nothing and enters his base, the location chosen; the board keeps
    three battlefields, and each Baron gives the other +2 Might."""
    bfs = [{}, {}, {"card": "Baron Pit", "controller": 0, "units": [{"card": BARON, "controller": 0}]}]
    game = baron_game(bfs=bfs)
    g = game.state
    first = cid(game, BARON, "bf 2")
    second = cid(game, BARON, "hand")
    play(game, "play Baron Nashor to base")
    settle(game)
    assert g.units[first].loc == 2 and g.units[second].loc < 0 and len(g.battlefields) == 3
    assert kinds_among(game, "battlefield_token", "enter_instead") == []
    assert add_battlefield_token(g, 1, BARON_PIT) is None  # 187.9: never a second one
    assert might_of(game, first) == 14 and might_of(game, second) == 14
    check_invariants(game)


def test_other_friendly_units_have_plus_2_might() -> None:
    """364.1 (his aura): every other friendly unit has +2 Might, in a base or at a battlefield; enemy
    units don't, nor does he (12)."""
    game = baron_game(base=["Stalwart Poro"],
                      bfs=[{"controller": 1, "units": [{"card": "Stalwart Poro", "controller": 1}]},
                           {"controller": 0, "units": [{"card": "Mystic Poro", "controller": 0}]}])
    g = game.state
    mine = cid(game, "Stalwart Poro", "base")
    theirs = cid(game, "Stalwart Poro", "bf 0")
    poro = cid(game, "Mystic Poro")
    before = (might_of(game, mine), might_of(game, theirs), might_of(game, poro))
    play(game, "play Baron Nashor to base")
    assert (might_of(game, mine), might_of(game, theirs), might_of(game, poro)) == (
        before[0] + 2, before[1], before[2] + 2)
    assert might_of(game, cid(game, BARON)) == 12
    assert g.units[cid(game, BARON)].loc == 2


def test_he_cant_be_chosen_by_enemy_spells_but_friendly_ones_may_choose_him() -> None:
    """355.5, 364.3 (his passive), 489.8.e: on P1's turn P1's Hextech Ray may choose the other P0 unit at
    the Pit but not him; on P0's turn P0's own Discipline may choose him."""
    bfs = [{}, {}, {"card": "Baron Pit", "controller": 0,
                    "units": [{"card": BARON, "controller": 0}, {"card": "Stalwart Poro", "controller": 0}]}]
    game = position({"deck": DECK, "hand": ["Discipline"], "runes": ["Calm Rune"] * 3},
                    {"deck": DECK, "hand": ["Hextech Ray"], "runes": ["Fury Rune"] * 3},
                    battlefields=bfs, turn_player=1)
    shown = [format_action(game, a) for a in game.legal_actions()]
    assert "play Hextech Ray targeting Stalwart Poro at bf 2" in shown
    assert not any(BARON in s for s in shown)
    g = game.state
    baron = cid(game, BARON)
    assert not choosable(g, 1, g.units[baron]) and choosable(g, 0, g.units[baron])
    mine = position({"deck": DECK, "hand": ["Discipline"], "runes": ["Calm Rune"] * 3}, {"deck": DECK},
                    battlefields=bfs)
    shown = [format_action(mine, a) for a in mine.legal_actions()]
    assert any(s.startswith("play Discipline") and BARON in s for s in shown), shown


def test_144_4_units_move_to_the_pit_from_anywhere_but_not_from_it_without_ganking() -> None:
    """187.9, 144.4, 810: a unit at battlefield 0 without Ganking may take its Standard Move to the Pit,
    and so may one in the base; from the Pit to battlefield 0 it needs Ganking, as usual."""
    game = baron_game(base=["Mystic Poro"],
                      bfs=[{"controller": 0, "units": [{"card": "Stalwart Poro", "controller": 0}]}, {}])
    play(game, "play Baron Nashor to base")
    settle(game)
    g = game.state
    assert moves_here_from_anywhere(g, 2) and not moves_here_from_anywhere(g, 0)
    shown = [format_action(game, a) for a in game.legal_actions()]
    assert "move Stalwart Poro to bf 2" in shown and "move Mystic Poro to bf 2" in shown
    assert "move Mystic Poro, Stalwart Poro to bf 2" in shown
    assert "move Stalwart Poro to bf 1" not in shown
    do(game, "move Stalwart Poro to bf 2")
    settle(game)
    assert g.units[cid(game, "Stalwart Poro")].loc == 2 and g.battlefields[0].controller is None
    check_invariants(game)


def test_combat_at_the_pit_after_an_enemy_moves_there_from_a_battlefield() -> None:
    """187.9, 144.4, 447-466: P1's unit at battlefield 0 moves to the Pit, where P0's Baron is: a combat
    opens at the Pit (index 2), P1 attacking, and P0's 12 Might Baron wins it."""
    bfs = [{"controller": 1, "units": [{"card": "Stalwart Poro", "controller": 1}]}, {},
           {"card": "Baron Pit", "controller": 0, "units": [{"card": BARON, "controller": 0}]}]
    game = position({"deck": DECK}, {"deck": DECK}, battlefields=bfs, turn_player=1)
    do(game, "move Stalwart Poro to bf 2")
    settle(game)
    g = game.state
    combat = next(e for e in game.log if e.kind == "combat")
    assert combat.data[0] == 2 and combat.player == 1
    assert g.battlefields[2].controller == 0 and cid(game, "Stalwart Poro") not in g.units
    check_invariants(game)


def test_hold_at_the_pit() -> None:
    """469.2, 315.2: P0 controls the Pit at the start of their turn: they hold it in their Beginning
    Phase and gain a point, recorded in the ledger for battlefield 2."""
    bfs = [{}, {}, {"card": "Baron Pit", "controller": 0, "units": [{"card": BARON, "controller": 0}]}]
    game = position({"deck": DECK}, {"deck": DECK}, battlefields=bfs, turn_player=1, turn=2)
    do(game, "end turn")
    settle(game)
    g = game.state
    assert g.turn_player == 0 and g.points[0] == 1 and (0, 2) in g.ledger
    assert any(e.kind == "hold" and e.data[0] == 2 for e in game.log)


def test_471_1_b_the_pit_counts_once_it_exists_final_point_after_scoring_all_three() -> None:
    """471.1.b.1 (ruling 114): at 7 of 8 points, having scored battlefields 0 and 1 this turn, P0 plays
    Baron: the Pit is added, he conquers it, and with every battlefield (the Pit too) scored this
    turn the conquest gives the Final Point: P0 wins."""
    game = baron_game(ledger=[[0, 0], [0, 1]])
    game.state.points[0] = 7
    play(game, "play Baron Nashor to base")
    settle(game)
    g = game.state
    assert scored_every_battlefield(g, 0)
    assert game.outcome() is not None and game.outcome().winners == (0,)


def test_471_1_b_the_pit_added_this_turn_must_be_scored_too() -> None:
    """471.1.b.1 (ruling 114): having scored only battlefield 0 this turn, P0 at 7 plays Baron and
    conquers the Pit: battlefield 1 is unscored, so the conquest draws a card instead of the point."""
    game = baron_game(ledger=[[0, 0]])
    g = game.state
    g.points[0] = 7
    hand = len(g.players[0].hand)
    play(game, "play Baron Nashor to base")
    settle(game)
    assert g.points[0] == 7 and game.outcome() is None
    assert len(g.players[0].hand) == hand  # Baron left the hand, the draw replaced the point
    assert not scored_every_battlefield(g, 0)


def test_471_1_b_with_the_pit_on_the_board_conquering_the_last_other_battlefield_is_not_enough() -> None:
    """471.1.b.1 (ruling 114): with the Pit on the board, P0 at 7 has scored battlefield 0 this turn and
    conquers battlefield 1: the Pit is unscored, so they draw instead; without the Pit the same
    conquest is the Final Point."""
    def game_with(pit: bool) -> Game:
        bfs: list[dict] = [{}, {}]
        if pit:
            bfs.append({"card": "Baron Pit", "controller": 1, "units": [{"card": BARON, "controller": 1}]})
        return position({"deck": DECK, "base": ["Stalwart Poro"], "points": 7}, {"deck": DECK},
                        battlefields=bfs, ledger=[[0, 0]])

    for pit, won in ((False, True), (True, False)):
        game = game_with(pit)
        do(game, "move Stalwart Poro to bf 1")
        settle(game)
        g = game.state
        assert (0, 1) in g.ledger
        assert (game.outcome() is not None) == won, pit
        assert g.points[0] == (8 if won else 7)


def test_positions_round_trip_with_the_pit() -> None:
    """Position format (formats/position.py): a game with the Pit, added by P1 (its owner, 183, written
    since it differs from the default), dumps and loads to the same state; the move notation names it
    by index."""
    game = position({"deck": DECK}, {"deck": DECK, "hand": [BARON], "runes": RUNES}, turn_player=1)
    play(game, "play Baron Nashor to base")
    settle(game)
    data = dump_position(game)
    assert data["battlefields"][2]["card"]["card"] == "Baron Pit"
    assert data["battlefields"][2]["card"].get("owner") == 1
    back = load_position(data)
    assert back.state.key() == game.state.key()
    assert back.state.owner[back.state.battlefields[2].cid] == 1
    check_deep(back)
    for a in back.legal_actions():
        assert parse_action(back, format_action(back, a)) == a


def test_rl_shapes_keep_room_for_the_pit_only_with_a_card_that_adds_it() -> None:
    """RL layout (rl/layout.py): decks without a card that adds a battlefield token keep the mode's
    shapes (a Duel's two battlefields); a deck with Baron Nashor gets a third battlefield slot and
    location token; ``Layout.battlefield_tokens`` fixes the room whatever the decks."""
    plain = Session(None, "duel")
    assert plain.shape.bfs == 2 and plain.shape.size == Shape(DUEL).size
    cup = builtin_deck("tournament-diana-league-cup")
    baron = Session([cup, origins_decks()[0]], "duel")
    # one more battlefield row and facedown row in the object table, one more location token
    assert baron.shape.bfs == 3 and baron.shape.actions == plain.shape.actions + 3
    fixed = Session(None, "duel", layout=Layout(battlefield_tokens=1))
    assert fixed.shape.size == baron.shape.size


def test_rl_session_steps_through_a_game_with_the_pit() -> None:
    """RL (rl/session.py, rl/observation.py): a session whose game has the Pit (from a position) sees it
    in battlefield slot 2, offers its location token, and steps with random legal tokens to the end
    of the game or the turn limit without an illegal token."""
    cup = builtin_deck("tournament-diana-league-cup")
    s = Session([cup, origins_decks()[0]], "duel", max_turns=12)
    game = baron_game(base=["Mystic Poro"],
                      bfs=[{"controller": 0, "units": [{"card": "Stalwart Poro", "controller": 0}]}, {}])
    play(game, "play Baron Nashor to base")
    settle(game)
    s.game = game
    s._clear()
    s.settle()
    shape = s.shape
    obs = s.observe(0)
    objects = obs[shape.pieces()[0][1] + shape.pieces()[1][1]:][:shape.objects * shape.object_width]
    rows = objects.reshape(shape.objects, shape.object_width)
    pit_row = rows[shape.starts["battlefield"] + 2]
    assert pit_row[shape.cols["present"]] == 1.0 and pit_row[shape.cols["at_bf"] + 2] == 1.0
    s.step(shape.ent0 - len(VERBS) + VERBS.index("move"))  # a Standard Move: its destination next
    assert shape.loc0 + 1 + 2 in s.legal_tokens()  # the Pit, as a location token
    # whole games from the session's own seeds, random legal tokens, until one adds the Pit
    rng = np.random.default_rng(5)
    for seed in range(80):
        s.reset(seed)
        seen = False
        while not s.done:
            s.step(int(rng.choice(s.legal_tokens())))
            mover = s.to_move()
            obs = s.observe(mover if mover is not None else 0)
            assert obs.shape == (shape.size,)
            if len(s.game.state.battlefields) == 3 and not seen:
                seen = True
                rows = obs[shape.pieces()[0][1] + shape.pieces()[1][1]:][:shape.objects * shape.object_width]
                assert rows.reshape(shape.objects, shape.object_width)[shape.starts["battlefield"] + 2][
                    shape.cols["present"]] == 1.0
        if seen:
            check_invariants(s.game)
            return
    raise AssertionError("no session game added the Pit")


def _a_game_with_the_pit(seed_from: int = 0) -> tuple[Game, int]:
    """The first seeded random Duel of the League Cup Diana list (Baron Nashor) against itself in which
    a Baron is played: the game to its end, and its seed."""
    cup = builtin_deck("tournament-diana-league-cup")
    for seed in range(seed_from, seed_from + 60):
        game = Game.new([cup, cup], seed=seed)
        bots = [RandomBot(seed * 2), RandomBot(seed * 2 + 1)]
        while not game.is_over():
            game.apply(bots[game.to_move() or 0].choose(game))
        if len(game.state.battlefields) == 3:
            return game, seed
    raise AssertionError("no game played Baron Nashor")


def test_records_replay_a_game_in_which_the_pit_was_added() -> None:
    """Game records (formats/records.py): a seeded game of the League Cup Diana list in which a Baron
    added the Pit is recorded and replayed to the same final state (seed + decklists + actions give
    the game, the Pit's index and card number included)."""
    game, _ = _a_game_with_the_pit()
    again = replay(record_game(game))
    assert again.state.key() == game.state.key()
    assert [again.state.cards[b.cid].name for b in again.state.battlefields][2] == "Baron Pit"


def test_the_web_view_lists_the_pit_and_the_greedy_bot_plays_with_it() -> None:
    """Web view (web/view.py) lists the board's battlefields, the Pit as the third; the greedy bot
    (bots/greedy.py), which sizes its board reading from the battlefields in play, plays a game with
    the Pit on the board to its end."""
    game = baron_game(base=["Mystic Poro"])
    play(game, "play Baron Nashor to base")
    settle(game)
    view = board_view(game, 0)
    assert [b["name"] for b in view["battlefields"]][2] == "Baron Pit"
    assert [b["index"] for b in view["battlefields"]] == [0, 1, 2]
    bots = [GreedyBot(), GreedyBot()]
    for _ in range(4000):
        if game.is_over():
            break
        before = game.clone(log=False)
        game.apply(bots[game.to_move() or 0].choose(game))
        check_invariants(game, before)
    assert len(game.state.battlefields) == 3
