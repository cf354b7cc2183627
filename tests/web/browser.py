"""Driving the page in Debian's chromium with Playwright (Playwright can't download its own
browsers here), shared by the end-to-end tests and ``take_screenshots.py``."""

from __future__ import annotations

import random
import shutil
from pathlib import Path
from typing import Any

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]


def chromium_path() -> str | None:
    """The system chromium, if installed."""
    if Path(CHROMIUM).exists():
        return CHROMIUM
    return shutil.which("chromium")


def launch(playwright: Any) -> Any:
    return playwright.chromium.launch(executable_path=chromium_path(), args=ARGS)


def wait_idle(page: Any) -> None:
    """Until the page has drawn the answer to its last request."""
    page.wait_for_function("document.body.dataset.ready === '1' && !S.busy")


def start_game(page: Any, url: str, deck: str, bot_deck: str, seat: int = 0, bot: str = "random",
               seed: int = 1) -> None:
    page.goto(url + "/")
    page.wait_for_selector("body[data-ready='1']")
    page.fill("input[name=deck]", deck)
    page.fill("input[name=bot_deck]", bot_deck)
    page.select_option("select[name=seat]", str(seat))
    page.select_option("select[name=bot]", bot)
    page.fill("input[name=seed]", str(seed))
    page.click("#start")
    page.wait_for_selector("#game:not([hidden])")
    wait_idle(page)


def click_action(page: Any, rng: random.Random, typed: bool = False) -> str:
    """Answer the decision on the page with a random legal action: its button (opening its group
    first when it is folded), or with ``typed`` its label typed into the text box."""
    buttons = page.query_selector_all("#actions button.act")
    assert buttons, "no action buttons on the page"
    button = rng.choice(buttons)
    label = button.text_content()
    step = page.evaluate("S.view.step")
    if typed:
        page.fill("form.typed input", label)
        page.press("form.typed input", "Enter")
    else:
        if not button.is_visible():
            page.click(f"xpath=//button[@data-index='{button.get_attribute('data-index')}']"
                       "/ancestor::details[1]/summary")
        button.click()
    page.wait_for_function(f"!S.busy && S.view && (S.view.step !== {step} || S.view.outcome !== null)")
    return str(label)
