"""The JSON API of ``riftbound serve`` over real HTTP (a server in a thread), without a browser:
playing, errors as JSON, the guards against other sites, replays and positions."""

from __future__ import annotations

import json
import random
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

pytest.importorskip("starlette")
pytest.importorskip("uvicorn")

from riftbound import Game, origins_decks  # noqa: E402
from riftbound.bots import RandomBot, play_game  # noqa: E402
from riftbound.cli import cli  # noqa: E402
from riftbound.formats.deckspec import deck_as, resolve_deck  # noqa: E402
from riftbound.formats.records import save_record  # noqa: E402
from riftbound.web.app import create_app, start_in_thread  # noqa: E402

REPO = Path(__file__).resolve().parents[2]
FIXTURE = REPO / "fixtures" / "final-point-both-battlefields-from-7.json"


@pytest.fixture(scope="module")
def record_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    game = play_game(Game.new(list(origins_decks()[:2]), seed=21), [RandomBot(1), RandomBot(2)])
    path = tmp_path_factory.mktemp("records") / "game.json"
    save_record(game, path)
    return path


@pytest.fixture(scope="module")
def server(record_file: Path) -> Iterator[tuple[str, Any]]:
    positions = [FIXTURE] if FIXTURE.exists() else []
    app = create_app(records=[record_file], positions=positions)
    srv, url = start_in_thread(app)
    yield url, app
    srv.should_exit = True


def call(url: str, method: str = "GET", body: Any = None, headers: dict[str, str] | None = None,
         raw: bytes | None = None) -> tuple[int, Any]:
    data = raw if raw is not None else (json.dumps(body).encode() if body is not None else None)
    h = {"Content-Type": "application/json"} if body is not None else {}
    h.update(headers or {})
    req = urllib.request.Request(url, data=data, method=method, headers=h)
    try:
        with urllib.request.urlopen(req, timeout=60) as r:
            text = r.read().decode()
            status = r.status
    except urllib.error.HTTPError as e:
        text, status = e.read().decode(), e.code
    try:
        return status, json.loads(text)
    except ValueError:
        return status, text


def test_the_page_and_its_files_are_served(server: tuple[str, Any]) -> None:
    """The page, its script and style sheet come from the package (package data)."""
    url, _ = server
    status, page = call(url + "/")
    assert status == 200 and "<script src=\"/static/app.js\"" in page
    for name in ("app.js", "style.css"):
        status, _ = call(f"{url}/static/{name}")
        assert status == 200
    status, opts = call(url + "/api/options")
    assert status == 200 and "origins-jinx" in opts["decks"] and "ismcts" in opts["bots"]
    assert [p["kind"] for p in opts["preload"]][:1] == ["replay"]


def test_a_whole_game_over_http(server: tuple[str, Any]) -> None:
    """A Duel against the random bot played to its end through the API, the log sent in pieces that
    add up to the whole log (``since``), then the finished game's record."""
    url, app = server
    status, r = call(url + "/api/play", "POST", {"deck": "origins-viktor", "bot_deck": "origins-jinx",
                                                 "seat": 1, "bot": "random", "seed": 4})
    assert status == 200, r
    sid, view = r["id"], r["view"]
    log = view["log"]
    status, r2 = call(f"{url}/api/s/{sid}/record")
    assert status == 400 and "when the game is over" in r2["error"]
    rng = random.Random(4)
    while view["outcome"] is None:
        assert view["decision"]["player"] == 1
        i = rng.randrange(len(view["decision"]["actions"]))
        body = {"step": view["step"], "index": i, "since": len(log)}
        status, r = call(f"{url}/api/s/{sid}/act", "POST", body)
        assert status == 200, r
        view = r["view"]
        assert view["log_start"] == len(log)
        log += view["log"]
    session = app.state.sessions.get(sid)
    assert [e["text"] for e in log] == [e["text"] for e in session.view()["log"]]
    status, record = call(f"{url}/api/s/{sid}/record")
    assert status == 200 and record["format"] == "riftbound-record"
    assert record["result"]["winners"] == view["outcome"]["winners"]


def test_decks_as_players_share_them(server: tuple[str, Any]) -> None:
    """The deck fields take what every --deck option takes (issue 17 part 1): a pasted text list
    and a deck code start the same game as the built-in deck's name."""
    url, _ = server
    text = deck_as(resolve_deck("origins-viktor"), "text")
    code = deck_as(resolve_deck("origins-jinx"), "code").strip()
    status, r = call(url + "/api/play", "POST", {"deck": text, "bot_deck": code, "seed": 9})
    assert status == 200, r
    assert r["view"]["players"][0]["legend"] == "Viktor, Herald of the Arcane"
    assert r["view"]["players"][1]["legend"] == "Jinx, Loose Cannon"


def test_errors_are_one_clear_json_message(server: tuple[str, Any]) -> None:
    """Bad input gets status 400 with one message and changes nothing; an unknown game is 404."""
    url, _ = server
    status, r = call(url + "/api/play", "POST", {"deck": "no-such-deck", "bot_deck": "origins-jinx"})
    assert status == 400 and "no-such-deck" in r["error"]
    status, r = call(url + "/api/play", "POST", {"deck": "origins-jinx", "bot_deck": "origins-jinx",
                                                 "bot": "nobody"})
    assert status == 400 and "unknown bot" in r["error"]
    status, r = call(url + "/api/play", "POST", {"deck": "origins-jinx", "bot_deck": "origins-lee-sin",
                                                 "seed": 1})
    sid, step = r["id"], r["view"]["step"]
    status, r = call(f"{url}/api/s/{sid}/act", "POST", {"step": step, "text": "play Nothing to bf 9"})
    assert status == 400 and r["error"]
    status, r = call(f"{url}/api/s/{sid}/act", "POST", {"step": "x"})
    assert status == 400 and "whole number" in r["error"]
    status, r = call(f"{url}/api/s/{sid}", "GET")
    assert status == 200 and r["step"] == step
    status, r = call(f"{url}/api/s/nothing-here")
    assert status == 404 and "no such game" in r["error"]
    status, r = call(url + "/api/replay", "POST", {"record": {"format": "riftbound-record"}})
    assert status == 400 and "record" in r["error"]
    status, r = call(url + "/api/position", "POST", {"position": {"players": "x"}})
    assert status == 400 and "players" in r["error"]


def test_other_sites_cannot_drive_the_server(server: tuple[str, Any]) -> None:
    """A page elsewhere can't play: a POST that is not JSON (what a form of another site sends) is
    refused with 415, and a request for another host name (DNS rebinding) is refused."""
    url, _ = server
    status, r = call(url + "/api/play", "POST", raw=b"deck=origins-jinx",
                     headers={"Content-Type": "application/x-www-form-urlencoded"})
    assert status == 415
    status, _ = call(url + "/api/options", headers={"Host": "evil.example"})
    assert status == 400


def test_replay_and_position_over_http(server: tuple[str, Any], record_file: Path) -> None:
    """A record opened from the command line and one uploaded step the same way (at, turn, viewer);
    a position opens at its pending decision and takes a typed answer."""
    url, app = server
    pre = app.state.preload[0]["id"]
    status, up = call(url + "/api/replay", "POST", {"record": json.loads(record_file.read_text()),
                                                    "source": "game.json"})
    assert status == 200
    for sid in (pre, up["id"]):
        status, v = call(f"{url}/api/s/{sid}?at=12")
        assert status == 200 and v["step"] == 12 and v["check"] == "the replay gives the recorded result"
        status, v = call(f"{url}/api/s/{sid}?turn=3&viewer=1")
        assert v["turn"] == 3 and v["players"][0]["hand"] is None and v["players"][1]["hand"] is not None
        status, v = call(f"{url}/api/s/{sid}?at=0&since=50")
        assert v["step"] == 0 and v["log_start"] == 0  # stepped back: the page replaces its log
    status, r = call(f"{url}/api/s/{pre}/act", "POST", {"step": 0, "index": 0})
    assert status == 400 and "replay" in r["error"]
    if not FIXTURE.exists():
        pytest.skip("fixtures/ missing")
    pos = app.state.preload[1]["id"]
    status, v = call(f"{url}/api/s/{pos}")
    assert v["kind"] == "position" and v["decision"]["kind"] == "main"
    status, r = call(f"{url}/api/s/{pos}/act", "POST", {"step": 0, "text": "end turn"})
    assert status == 200 and r["done"] == "end turn"


def test_serve_refuses_a_bad_file_before_it_starts(tmp_path: Path) -> None:
    """`riftbound serve --record FILE` with a file that is not a record exits with code 2 and one
    message naming the file; no server starts."""
    bad = tmp_path / "bad.json"
    bad.write_text("{", encoding="utf-8")
    res = CliRunner().invoke(cli, ["serve", "--record", str(bad), "--port", "1"])
    assert res.exit_code == 2 and "bad.json" in res.output and "Traceback" not in res.output
    res = CliRunner().invoke(cli, ["serve", "--position", str(bad), "--port", "1"])
    assert res.exit_code == 2 and "bad.json" in res.output
