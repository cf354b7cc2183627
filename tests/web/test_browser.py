"""End to end in a real browser (Debian's chromium driven by Playwright): a whole game against the
random bot played by clicking the page, with every response checked for the bot's hand (rule
128); a record replayed forward, back and to a turn; files opened from the page.

Skipped when Playwright, the web extra or /usr/bin/chromium is missing; ``.ci/run`` installs them.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("starlette")
pytest.importorskip("uvicorn")
sync_api = pytest.importorskip("playwright.sync_api")

from riftbound import Game, origins_decks  # noqa: E402
from riftbound.bots import RandomBot, play_game  # noqa: E402
from riftbound.formats.records import save_record  # noqa: E402
from riftbound.state import GameState  # noqa: E402
from riftbound.web.app import create_app, start_in_thread  # noqa: E402

from .browser import chromium_path, click_action, launch, start_game, wait_idle  # noqa: E402

if chromium_path() is None:
    pytest.skip("chromium is not installed (apt-get install chromium)", allow_module_level=True)

REPO = Path(__file__).resolve().parents[2]
FIXTURE = REPO / "fixtures" / "final-point-both-battlefields-from-7.json"


@pytest.fixture(scope="module")
def record_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    game = play_game(Game.new(list(origins_decks()[:2]), seed=5), [RandomBot(1), RandomBot(2)])
    path = tmp_path_factory.mktemp("records") / "game.json"
    save_record(game, path)
    return path


@pytest.fixture(scope="module")
def server(record_file: Path) -> Iterator[tuple[str, Any]]:
    app = create_app(records=[record_file])
    srv, url = start_in_thread(app)
    yield url, app
    srv.should_exit = True


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    with sync_api.sync_playwright() as p:
        b = launch(p)
        yield b
        b.close()


def _ints(x: Any) -> Iterator[int]:
    if isinstance(x, bool):
        return
    if isinstance(x, int):
        yield x
    elif isinstance(x, tuple | list):
        for y in x:
            yield from _ints(y)


def _public(g: GameState, opp: int, seen: set[int]) -> None:
    """Add to ``seen`` the opponent's cards that are or were public: on the board, in the trash,
    on the chain, named in the log (any event but a hide, 107.3.f)."""
    p = g.players[opp]
    seen.update(p.trash, p.banishment, p.runes)
    seen.update(c for c in (p.champion, p.legend) if c is not None)
    seen.update(u.cid for u in g.units.values())
    seen.update(x.cid for x in g.gear.values())
    seen.update(it.cid for it in g.chain)
    seen.update(b.cid for b in g.battlefields)
    for e in g.log or []:
        if e.kind != "hide":
            seen.update(c for c in _ints(e.data) if 0 <= c < len(g.cards))


def _leaks(body: str, secret: set[str], allowed: set[str]) -> list[str]:
    """The secret names found in ``body`` once the allowed names that contain them are removed
    (so "Lee Sin, Blind Monk" does not count as "Lee Sin")."""
    found = []
    for name in secret:
        text = body
        for a in allowed:
            if name in a and a != name:
                text = text.replace(a, "")
        if name in text:
            found.append(name)
    return found


def test_a_whole_game_against_the_random_bot_in_the_browser(server: tuple[str, Any], browser: Any) -> None:
    """Play a Duel to its end by clicking the page's buttons (some typed as notation), and check
    every response the page receives: the bot's hand (cards never public) is never in one (128)."""
    url, app = server
    page = browser.new_page()
    responses: list[Any] = []
    page.on("response", lambda r: responses.append(r) if "/api/" in r.url else None)
    start_game(page, url, "origins-jinx", "origins-lee-sin", seat=0, seed=3)
    sid = page.evaluate("S.sid")
    session = app.state.sessions.get(sid)
    g = session.game.state
    seat, opp = 0, 1
    own_names = {g.cards[c].name for c in range(len(g.cards)) if g.owner[c] == seat}
    seen: set[int] = set()
    rng = random.Random(3)
    checked = secret_checks = steps = 0
    while True:
        _public(g, opp, seen)
        secret = {g.cards[c].name for c in g.players[opp].hand} - {g.cards[c].name for c in seen} - own_names
        allowed = own_names | {g.cards[c].name for c in seen}
        for r in responses[checked:]:
            body = r.text()
            assert "hand_ids" not in body
            leaks = _leaks(body, secret, allowed)
            assert not leaks, f"the page was sent the bot's hidden cards {leaks} ({r.url})"
            secret_checks += bool(secret)
        checked = len(responses)
        if page.evaluate("S.view.outcome") is not None:
            break
        assert page.evaluate("S.view.decision.player") == seat
        click_action(page, rng, typed=steps % 10 == 9)
        steps += 1
        assert steps < 3000, "the game did not end"
    assert session.game.is_over()
    outcome = session.game.outcome()
    banner = page.text_content("#status .outcome")
    assert f"(rule {outcome.rule})" in banner
    assert secret_checks > 10  # the bot held cards never seen, and the responses were checked
    log = page.query_selector_all("#log li")
    assert len(log) == len(session.game.state.log)
    assert page.query_selector("#log .rule") is not None and page.query_selector("#log .why") is not None
    # the finished game's record can be saved from the page
    with page.expect_download() as dl:
        page.click("#decision a.button")
    record = json.loads(Path(dl.value.path()).read_text(encoding="utf-8"))
    assert record["result"]["winners"] == list(outcome.winners)
    page.close()


def test_large_lists_of_actions_are_grouped_and_filtered(server: tuple[str, Any], browser: Any) -> None:
    """Main Phase lists of hundreds of actions stay usable: folded groups per card and kind, and a
    filter box that hides the buttons that don't match."""
    url, app = server
    page = browser.new_page()
    start_game(page, url, "origins-lee-sin", "origins-jinx", seat=0, seed=2)
    rng = random.Random(1)
    for _ in range(200):  # play on until a decision with many options
        n = page.evaluate("S.view.decision ? S.view.decision.actions.length : 0")
        if n > 20 or page.evaluate("S.view.outcome") is not None:
            break
        click_action(page, rng)
    n = page.evaluate("S.view.decision ? S.view.decision.actions.length : 0")
    assert n > 20, "no decision with many options came up"
    groups = page.query_selector_all("#actions details.group")
    assert groups and not any(g.get_attribute("open") is not None for g in groups)
    assert len(page.query_selector_all("#actions button.act")) == n  # every option is there
    page.fill("#decision .filter", "end turn")
    visible = [b.text_content() for b in page.query_selector_all("#actions button.act") if b.is_visible()]
    assert visible == ["end turn"]
    page.close()


def test_a_record_replays_step_by_step(server: tuple[str, Any], browser: Any, record_file: Path) -> None:
    """The replay: forward, back, jump to a turn, seen by one player (the other hand hidden), and
    the same page opened by uploading the record file."""
    url, app = server
    record = json.loads(record_file.read_text(encoding="utf-8"))
    n = len(record["actions"])
    page = browser.new_page()
    page.goto(f"{url}/?s={app.state.preload[0]['id']}")
    page.wait_for_selector("#replay-bar:not([hidden])")
    wait_idle(page)
    assert page.text_content("#replay-pos") == f"action 0 of {n}"
    assert "recorded result" in page.text_content("#replay-check")
    for _ in range(5):
        page.click("#replay-bar button[data-go=next]")
        wait_idle(page)
    assert page.text_content("#replay-pos") == f"action 5 of {n}"
    page.click("#replay-bar button[data-go=back]")
    wait_idle(page)
    assert page.text_content("#replay-pos") == f"action 4 of {n}"
    assert len(page.query_selector_all("#moves li")) == n
    assert "current" in (page.query_selector_all("#moves li")[3].get_attribute("class") or "")
    page.select_option("#replay-turn", "4")
    wait_idle(page)
    assert page.evaluate("S.view.turn") == 4
    step = page.evaluate("S.view.step")
    assert 0 < step < n and record["actions"][step - 1]["turn"] <= 4
    # the log on the page is the game's log at that point, whichever way the page got there
    replayed = app.state.sessions.get(app.state.preload[0]["id"]).game
    assert len(page.query_selector_all("#log li")) == len(replayed.state.log)
    page.select_option("#replay-viewer", "0")
    wait_idle(page)
    assert page.query_selector("#side-top .hand .card.back") is not None or \
        page.evaluate("S.view.players[1].hand_count") == 0
    assert page.evaluate("S.view.players[1].hand") is None
    page.click("#replay-bar button[data-go=last]")
    wait_idle(page)
    assert page.text_content("#replay-pos") == f"action {n} of {n}"
    assert page.query_selector("#status .outcome") is not None
    # the link of a matchup report: ?record=NAME opens the record the server was given
    page.goto(f"{url}/?record={record_file.name}")
    page.wait_for_selector("#replay-bar:not([hidden])")
    wait_idle(page)
    assert page.text_content("#replay-pos") == f"action {n} of {n}"  # where the session stands
    page.goto(f"{url}/?record=other.json")
    wait_idle(page)
    assert "riftbound serve --record other.json" in page.text_content("#error")
    # uploading the file opens the same replay
    page.goto(url + "/")
    page.click("button[data-tab=replay]")
    page.set_input_files("#replay-form input[type=file]", str(record_file))
    page.wait_for_selector("#replay-bar:not([hidden])")
    wait_idle(page)
    assert page.text_content("#replay-pos") == f"action 0 of {n}"
    page.close()


def test_a_position_opens_and_takes_a_typed_answer(server: tuple[str, Any], browser: Any) -> None:
    """A judge's position uploaded from the page opens at its pending decision; a typed action and
    a typed judge action apply, and a typed mistake shows the engine's message."""
    if not FIXTURE.exists():
        pytest.skip("fixtures/ missing")
    url, _ = server
    page = browser.new_page()
    page.goto(url + "/")
    wait_idle(page)
    page.click("button[data-tab=position]")
    page.set_input_files("#position-form input[type=file]", str(FIXTURE))
    page.wait_for_selector("#decision h3")
    wait_idle(page)
    assert "Main Phase" in page.text_content("#decision h3")
    page.fill("form.typed input", "play Nobody to bf 9")
    page.press("form.typed input", "Enter")
    wait_idle(page)
    assert page.is_visible("#error") and page.text_content("#error")
    page.fill("form.typed input", "gain P1 1")
    page.press("form.typed input", "Enter")
    wait_idle(page)
    assert not page.is_visible("#error")
    assert page.evaluate("S.view.step") == 1 and page.evaluate("S.view.players[1].points") >= 1
    page.close()
