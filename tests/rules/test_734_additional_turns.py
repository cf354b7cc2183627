"""Additional Turns (734-738): Time Warp gives its player a turn after this one, the turn order then
resumes; several Additional Turns queue newest first; the per-turn score ledger starts anew."""

from __future__ import annotations

from riftbound.actions import EndTurn
from riftbound.engine.turns_extra import add_turn_after_this
from riftbound.formats.position import dump_position, load_position
from tests.helpers import cited_clauses_missing
from tests.spell_helpers import cid, do, pass_, play, position

DECK = ["Stalwart Poro"] * 3 + ["Petty Officer"] * 3


def turn_players(game, n: int) -> list[int]:
    """End ``n`` turns; the player of each turn that follows."""
    out = []
    for _ in range(n):
        game.apply(EndTurn())
        assert game.pending().kind == "main"
        out.append(game.state.turn_player)
    return out


def test_735_737_time_warp_gives_a_turn_after_this_one_then_the_order_resumes():
    """735, 737, 427.2: Time Warp (10 Energy, 4 Mind) inserts an Additional Turn for its player
    after the current one and is banished; P0 then takes two turns in a row and the turn order
    resumes with P1, then P0."""
    game = position({"deck": DECK, "hand": ["Time Warp"], "runes": ["Mind Rune"] * 12},
                    {"deck": DECK})
    warp = cid(game, "Time Warp")
    play(game, "play Time Warp")
    while game.state.chain:
        pass_(game)
    p0 = game.state.players[0]
    assert warp in p0.banishment and warp not in p0.trash
    assert game.state.extra_turns == [0, 1]
    turn = game.state.turn
    assert turn_players(game, 3) == [0, 1, 0]
    assert game.state.turn == turn + 3 and game.state.extra_turns == []


def test_738_additional_turns_queue_newest_first():
    """738, 737: during P0's turn an Additional Turn for P1 is created, then one for P0: the queue
    is [> P0 > P0* > P1* > P1 > P0 >] (the newest goes right after the current turn)."""
    game = position({"deck": DECK}, {"deck": DECK})
    add_turn_after_this(game.state, 1)
    add_turn_after_this(game.state, 0)
    assert game.state.extra_turns == [0, 1, 1]
    twin = load_position(dump_position(game))  # the queue survives a position dump and load
    assert twin.state.extra_turns == [0, 1, 1] and twin.state.key() == game.state.key()
    assert turn_players(game, 4) == [0, 1, 1, 0]


def test_470_469_2_the_additional_turn_has_its_own_score_ledger():
    """470, 469.2, 735: P0 conquers an empty battlefield (1 point) and takes an Additional Turn: its
    score ledger starts empty, so P0 Holds the battlefield in that turn's scoring step (1 more)."""
    game = position({"deck": DECK, "base": ["Daring Poro"]}, {"deck": DECK},
                    battlefields=[{}, {}])
    do(game, "move Daring Poro to bf 0")
    assert game.state.points[0] == 1 and (0, 0) in game.state.ledger
    add_turn_after_this(game.state, 0)
    game.apply(EndTurn())
    assert game.state.turn_player == 0 and game.state.points[0] == 2
    assert any(e.kind == "additional_turn" and e.rule == "735" for e in game.log)


def test_cited_clauses_exist():
    """Every clause cited at the start of a docstring here is in the rules file."""
    assert cited_clauses_missing(globals()) == []
