"""A real browser on the playground's page: headless Chromium (Debian's package, which
`.ci/run` installs) opens it as a visitor does (acting as "you"), follows the index's
link to the lobby, plays a move through the slash-command composer with autocomplete,
and keeps a screenshot of the board.

`docs/playground.png`, shown in the README, is the screenshot this test takes.
"""

from __future__ import annotations

from PIL import Image
from playwright.sync_api import sync_playwright

from tests.playground.preview_client import PlaygroundIndex


def is_blank(path) -> bool:
    """A page that failed to draw is one flat colour, or a handful of them."""
    with Image.open(path) as image:
        colours = image.convert("RGB").getcolors(maxcolors=1 << 16)
    return colours is not None and len(colours) < 64


def test_a_move_played_through_the_composer_shows_the_board(chromium, playground_url, tmp_path):
    session = PlaygroundIndex(playground_url).show("lobby")
    you, alice = session.open_page("you"), session.open_page("alice")
    you.slash("challenge", game="draughtnauts", opponent=you.viewer_id("alice"), seat="dark")
    alice.click(alice.messages()[-1], "Accept")
    screenshot = tmp_path / "playground.png"

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium)
        page = browser.new_page(viewport={"width": 1280, "height": 860})
        page.goto(playground_url)
        page.click("text=#lobby")  # the index lists the channels; the lobby opens its page
        page.wait_for_selector("#preview-app[aria-busy='false'] #channel-layout:not([hidden])")
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

    played = you.messages()[-1]["content"]
    assert f"<@{you.viewer_id('you')}> (Dark) played `11-15`" in played
    assert not is_blank(screenshot)
