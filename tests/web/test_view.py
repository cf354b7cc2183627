"""The browser view's data and sessions, without a web server: what a seat is sent (hidden
information, rule 128), every decision reachable as a button, games against a bot, replays and
positions."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from riftbound import DeckError, Game, origins_decks
from riftbound.bots import RandomBot
from riftbound.formats.deckspec import deck_as
from riftbound.formats.notation import parse_action
from riftbound.formats.records import record_game, replay
from riftbound.web.sessions import (
    PlaySession,
    PositionSession,
    ReplaySession,
    SessionError,
    Sessions,
    deck_from_spec,
    open_position,
)
from riftbound.web.view import actions_view, board_view, decision_view, log_view

REPO = Path(__file__).resolve().parents[2]
FIXTURE = REPO / "fixtures" / "final-point-both-battlefields-from-7.json"


def _seen(game: Game, seat: int) -> str:
    """Everything the page of ``seat`` is sent about ``game``, as one JSON text."""
    return json.dumps([board_view(game, seat), decision_view(game, seat), log_view(game, seat)],
                      sort_keys=True)


def _swap_hidden(game: Game, seat: int) -> Game:
    """A copy that differs only in what ``seat`` can't see: each opponent's hand traded for cards
    of their deck, and every deck reversed."""
    twin = game.clone()
    for i, p in enumerate(twin.state.players):
        p.deck.reverse()
        p.rune_deck.reverse()
        if i != seat:
            k = min(len(p.hand), len(p.deck))
            p.hand[:k], p.deck[:k] = p.deck[:k], p.hand[:k]
    twin._legal = None
    return twin


def _random_game(seed: int, stop: int | None = None) -> Game:
    game = Game.new(list(origins_decks()[:2]), seed=seed)
    bots = [RandomBot(seed), RandomBot(seed + 100)]
    n = 0
    while not game.is_over() and n != stop:
        game.apply(bots[game.to_move()].choose(game))  # type: ignore[index]
        n += 1
    return game


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_page_of_a_seat_does_not_change_with_the_opponents_hidden_cards(seed: int) -> None:
    """Rule 128: an opponent's hand and every deck order are not sent. Trading the opponent's hand
    for deck cards (other cards, as the swap is checked to change it) leaves the view unchanged."""
    rng = random.Random(seed)
    changed = 0
    for stop in sorted(rng.sample(range(1, 60), 6)):
        game = _random_game(seed, stop)
        seat = game.to_move() if not game.is_over() else 0
        assert seat is not None
        twin = _swap_hidden(game, seat)
        opp = 1 - seat
        if sorted(game.state.players[opp].hand) != sorted(twin.state.players[opp].hand):
            changed += 1
        assert _seen(game, seat) == _seen(twin, seat)
        view = board_view(game, seat)
        assert view["players"][opp]["hand"] is None
        assert view["players"][opp]["hand_count"] == len(game.state.players[opp].hand)
        assert [c["name"] for c in view["players"][seat]["hand"]] == sorted(
            game.state.cards[c].name for c in game.state.players[seat].hand)
    assert changed  # the swap did trade hidden cards, so the equality above means something


def test_an_opponents_facedown_card_is_not_named() -> None:
    """107.3.f: a card hidden facedown (811) is known to its controller only: the log line and the
    battlefield of the other seat say "a card", the controller's and a record's view name it."""
    game = _random_game(0)  # in this game P1 hides a card (found by searching seeds)
    hides = [e for e in game.state.log if e.kind == "hide"]
    assert hides, "the seeded game no longer hides a card: pick another seed"
    e = hides[0]
    owner, name = e.player, game.state.cards[e.data[0]].name
    other = 1 - owner
    texts = {e2["text"] for e2 in log_view(game, other) if e2["kind"] == "hide"}
    assert texts and all(name not in t and "a card facedown" in t for t in texts)
    assert any(name in x["text"] for x in log_view(game, owner) if x["kind"] == "hide")
    assert any(name in x["text"] for x in log_view(game, None) if x["kind"] == "hide")
    # on the board, while it is there
    probe = Game.new(list(origins_decks()[:2]), seed=0)
    bots = [RandomBot(0), RandomBot(100)]
    while not any(b.facedown for b in probe.state.battlefields) and not probe.is_over():
        probe.apply(bots[probe.to_move()].choose(probe))  # type: ignore[index]
    bf = next(i for i, b in enumerate(probe.state.battlefields) if b.facedown)
    who = probe.state.battlefields[bf].facedown[1]  # type: ignore[index]
    assert board_view(probe, 1 - who)["battlefields"][bf]["facedown"] == {"controller": who, "name": None}
    assert board_view(probe, who)["battlefields"][bf]["facedown"]["name"]
    assert board_view(probe, None)["battlefields"][bf]["facedown"]["name"]


def test_every_legal_action_is_a_button_that_reads_back() -> None:
    """Every decision of the engine is reachable from the page: each legal action of each decision
    met in random games is a button whose label is notation that reads back as that action."""
    kinds = set()
    jinx, _, viktor = origins_decks()
    for seed in (0, 6):  # games that meet every decision kind the Origins decks make
        game = Game.new([jinx, viktor], seed=seed)
        bots = [RandomBot(seed), RandomBot(seed + 1)]
        while not game.is_over():
            d = game.pending()
            assert d is not None
            kinds.add(d.kind)
            buttons = actions_view(game)
            legal = game.legal_actions()
            assert [b["i"] for b in buttons] == list(range(len(legal)))
            if len(legal) <= 60:  # reading back every option of huge Main Phase lists is slow
                for b in buttons:
                    assert parse_action(game, b["label"]) == legal[b["i"]]
            game.apply(bots[d.player].choose(game))
    met = {"mulligan", "main", "pay", "assign", "focus", "priority", "choose_card", "order_triggers"}
    assert met <= kinds


def test_a_game_against_the_bot_waits_only_on_the_person() -> None:
    """A Duel against a bot: the bot answers its own decisions at once, so the page always waits on
    the person's seat until the game ends; a whole game played by index ends with an outcome."""
    s = PlaySession(list(origins_decks()[:2]), 1, "random", seed=7)
    rng = random.Random(7)
    while not s.game.is_over():
        view = s.view()
        d = view["decision"]
        assert d["player"] == 1 and d["actions"]
        s.act(view["step"], index=rng.randrange(len(d["actions"])))
    assert s.view()["outcome"] is not None
    assert s.view()["decision"] is None
    record = s.record()  # the record of the finished game replays to its result
    assert replay(record).outcome() == s.game.outcome()


def test_a_stale_or_illegal_answer_changes_nothing() -> None:
    """An answer from an out-of-date page, a number that is not a legal action and a text that is not
    legal now are refused with a message, and the game is unchanged (like IllegalActionError)."""
    s = PlaySession(list(origins_decks()[:2]), 0, "greedy", seed=3)
    before = json.dumps(s.view(), sort_keys=True)
    step = s.view()["step"]
    with pytest.raises(SessionError, match="out of date"):
        s.act(step + 1, index=0)
    with pytest.raises(SessionError, match="no legal action number"):
        s.act(step, index=999)
    with pytest.raises(SessionError):
        s.act(step, text="play Nobody to bf 7")
    with pytest.raises(SessionError, match="when the game is over"):
        s.record()
    assert json.dumps(s.view(), sort_keys=True) == before


def test_typed_notation_and_concession() -> None:
    """The text box takes notation (``mulligan none``), and a person may concede at any time (650)."""
    s = PlaySession(list(origins_decks()[:2]), 0, "random", seed=2)
    assert s.view()["decision"]["kind"] == "mulligan"
    assert s.act(s.view()["step"], text="mulligan none") == "mulligan none"
    s.act(s.view()["step"], concede=True)
    out = s.view()["outcome"]
    assert out is not None and out["winners"] == [1] and out["rule"].startswith("65")


def test_bad_decks_and_bots_get_one_clear_error() -> None:
    """A deck that is neither built in, nor a file, a code or a list, and an unknown bot, are
    refused by name; a deck code reads like every --deck option (issue 17 part 1)."""
    with pytest.raises(DeckError, match="origins-jinx"):
        deck_from_spec("no-such-deck")
    with pytest.raises(SessionError, match="no deck given"):
        deck_from_spec("  ")
    with pytest.raises(SessionError, match="unknown bot 'nobody'"):
        PlaySession(list(origins_decks()[:2]), 0, "nobody", seed=1)
    assert deck_from_spec("origins-viktor").name == "Origins Viktor"
    code = deck_as(deck_from_spec("origins-jinx"), "code").strip()
    assert sorted(deck_from_spec(code).main) == sorted(deck_from_spec("origins-jinx").main)


def test_a_server_others_reach_reads_no_deck_files(tmp_path: Path) -> None:
    """Served beyond this computer, a deck given as a path is refused before any file is read (a
    deck error quotes the file's lines); names, codes and pasted lists still work."""
    secret = tmp_path / "notes.txt"
    secret.write_text("my password is swordfish\n", encoding="utf-8")
    with pytest.raises(SessionError, match="reads no deck files"):
        deck_from_spec(str(secret), allow_files=False)
    with pytest.raises(SessionError, match="reads no deck files"):
        deck_from_spec("../x.json", allow_files=False)
    with pytest.raises(DeckError):
        deck_from_spec(str(secret))  # allowed on a local server: read, and refused as a deck
    assert deck_from_spec("origins-jinx", allow_files=False).name == "Origins Jinx"
    code = deck_as(deck_from_spec("origins-lee-sin"), "code").strip()
    assert deck_from_spec(code, allow_files=False).legend == deck_from_spec("origins-lee-sin").legend


def test_a_replay_steps_forward_back_and_to_a_turn() -> None:
    """A record shown after N actions is the game ``replay(record, upto=N)`` gives, whichever way
    the page got there; a turn's start is the first position in that turn."""
    record = record_game(_random_game(11))
    s = ReplaySession(record, "test")
    assert s.check == "the replay gives the recorded result"
    n = len(record["actions"])
    for pos in (n, 5, 0, n // 2, n // 2 - 1, 10**6, -3):
        s.goto(pos)
        want = replay(record, upto=max(0, min(pos, n)))
        assert s.view()["step"] == max(0, min(pos, n))
        assert board_view(s.game, None) == board_view(want, None)
        assert log_view(s.game, None) == log_view(want, None)
    at = s.turn_start(4)
    s.goto(at)
    assert s.game.turn == 4 and (at == 0 or replay(record, upto=at - 1).turn < 4)
    view = s.view(viewer=0)
    assert view["players"][1]["hand"] is None and view["players"][0]["hand"] is not None
    assert len(view["moves"]) == n


def test_a_tampered_record_is_shown_with_the_mismatch() -> None:
    """A record whose result was altered still replays, and the page says what does not match."""
    record = record_game(_random_game(12))
    record["result"]["points"] = [99, 99]
    s = ReplaySession(record, "test")
    assert "does not match" in s.check and "points" in s.check


def test_a_position_opens_at_its_pending_decision() -> None:
    """A judge's position: any player's answer by button or notation, and judge actions (draw)."""
    if not FIXTURE.exists():
        pytest.skip("fixtures/ missing")
    s = open_position(json.loads(FIXTURE.read_text(encoding="utf-8")), FIXTURE.name)
    assert isinstance(s, PositionSession)
    view = s.view()
    d = view["decision"]
    assert d["kind"] == "main" and any(a["label"] == "end turn" for a in d["actions"])
    hand = len(s.game.state.players[1].hand)
    s.act(0, text="draw P1 1")
    assert len(s.game.state.players[1].hand) == hand + 1
    s.act(1, text="end turn")
    assert s.view()["done"] == ["draw P1 1", "end turn"]
    with pytest.raises(SessionError, match="out of date"):
        s.act(0, text="pass")


def test_sessions_keep_the_newest() -> None:
    """The server keeps a bounded number of games; ids are unguessable and the oldest go first."""
    store = Sessions(limit=2)
    ids = [store.add(PositionSession(Game.new(list(origins_decks()[:2]), seed=i), "x")) for i in range(3)]
    assert len(set(ids)) == 3 and all(len(i) >= 16 for i in ids)
    with pytest.raises(KeyError):
        store.get(ids[0])
    assert store.get(ids[2]).source == "x"
