"""A real browser on the playground's page: headless Chromium (Debian's package, which
`.ci/run` installs) switches to alice, plays her move through the slash-command
composer with autocomplete, as a visitor would, and keeps a screenshot of the board.

`docs/playground.png`, shown in the README, is the screenshot this test takes.
"""

from __future__ import annotations

import os
import shutil

import pytest
from PIL import Image
from playwright.sync_api import sync_playwright

from tests.playground.preview_client import PreviewSession


def chromium() -> str:
    found = shutil.which("chromium") or shutil.which("chromium-browser")
    if found is not None:
        return found
    if os.environ.get("CI") == "true":
        pytest.fail("CI must have Chromium: .ci/run installs Debian's chromium package")
    pytest.skip("no Chromium on this machine: `apt-get install chromium` (as .ci/run does)")


def is_blank(path) -> bool:
    """A page that failed to draw is one flat colour, or a handful of them."""
    with Image.open(path) as image:
        colours = image.convert("RGB").getcolors(maxcolors=1 << 16)
    return colours is not None and len(colours) < 64


def test_a_move_played_through_the_composer_shows_the_board(playground_url, tmp_path):
    executable = chromium()
    session = PreviewSession(playground_url)
    alice, bob = session.open_page("alice"), session.open_page("bob")
    alice.slash("challenge", game="draughtnauts", opponent=alice.viewer_id("bob"), seat="dark")
    bob.click(bob.messages()[-1], "Accept")
    screenshot = tmp_path / "playground.png"

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=executable)
        page = browser.new_page(viewport={"width": 1280, "height": 860})
        page.goto(playground_url)
        page.wait_for_selector("#channel-layout:not([hidden])")
        page.select_option("#viewer-picker", label="alice")
        page.click("#channel-composer-input")
        page.keyboard.type("/move")
        page.wait_for_selector("#command-picker-listbox [data-entry-key$=':move']")
        page.keyboard.press("Enter")  # picks /move and moves to its notation option
        page.wait_for_selector("input[data-option='notation']:focus")
        page.keyboard.type("11-1")
        page.wait_for_selector("#command-suggestion-listbox [data-value='11-15']")
        page.keyboard.press("Enter")  # takes the suggestion
        page.keyboard.press("Enter")  # sends the command
        board = page.locator("img[alt*='Last move: 11-15 by Dark']")
        board.wait_for()
        page.wait_for_function(
            "image => image.complete && image.naturalWidth > 0", arg=board.element_handle()
        )
        board.scroll_into_view_if_needed()
        page.screenshot(path=screenshot)
        browser.close()

    played = alice.messages()[-1]["content"]
    assert f"<@{alice.viewer_id('alice')}> (dark) played `11-15`" in played
    assert not is_blank(screenshot)
