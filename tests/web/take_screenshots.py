"""Take the README's screenshots of the browser view (docs/images/web-*.png).

Run from the repository root with the web extra, playwright and Debian's chromium installed:
``python -m tests.web.take_screenshots``. The person's seat is played by the greedy bot (its choice
clicked on the page), so the board looks like a real game.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

from playwright.sync_api import sync_playwright

from riftbound import Game, origins_decks
from riftbound.bots import GreedyBot, RandomBot, play_game
from riftbound.formats.records import save_record
from riftbound.web.app import create_app, start_in_thread

from .browser import launch, start_game, wait_idle

OUT = Path(__file__).resolve().parents[2] / "docs" / "images"
SIZE = {"width": 1280, "height": 860}


def _shrink(path: Path) -> None:
    """Fewer colours, much smaller files (Pillow comes with matplotlib, the plot extra)."""
    try:
        from PIL import Image
    except ImportError:
        return
    Image.open(path).convert("RGB").quantize(colors=128).save(path, optimize=True)


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        record = Path(tmp) / "origins-jinx-vs-lee-sin.json"
        game = play_game(Game.new(list(origins_decks()[:2]), seed=8), [GreedyBot(1), RandomBot(2)])
        save_record(game, record)
        app = create_app(records=[record])
        server, url = start_in_thread(app)
        try:
            with sync_playwright() as p:
                browser = launch(p)
                page = browser.new_page(viewport=SIZE)
                start_game(page, url, "origins-jinx", "origins-viktor", seat=0, bot="greedy", seed=4)
                session = app.state.sessions.get(page.evaluate("S.sid"))
                me = GreedyBot(3)
                while not session.game.is_over():
                    g = session.game
                    if g.turn >= 7 and g.pending().kind == "main" and g.state.units:
                        break
                    index = g.legal_actions().index(me.choose(g))
                    step = page.evaluate("S.view.step")
                    page.evaluate("i => document.querySelector(`#actions button[data-index='${i}']`).click()",
                                  index)
                    page.wait_for_function(f"!S.busy && (S.view.step !== {step} || S.view.outcome)")
                page.screenshot(path=str(OUT / "web-play.png"))
                page.goto(f"{url}/?s={app.state.preload[0]['id']}&x=1")
                wait_idle(page)
                page.select_option("#replay-turn", "6")
                wait_idle(page)
                for _ in range(3):
                    page.click("#replay-bar button[data-go=next]")
                    wait_idle(page)
                page.screenshot(path=str(OUT / "web-replay.png"))
                browser.close()
        finally:
            server.should_exit = True
    for name in ("web-play.png", "web-replay.png"):
        _shrink(OUT / name)
        print(OUT / name, (OUT / name).stat().st_size, "bytes")


if __name__ == "__main__":
    main()
