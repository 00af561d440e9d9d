"""`/move`'s first list in a real browser on the playground's page: open as soon as the
member reaches the notation option, before they type anything, as on Discord, and again
after the page switches whom the visitor acts as (then it says why there is no move)."""

from __future__ import annotations

from playwright.sync_api import Page, sync_playwright

from tests.playground.preview_client import PlaygroundIndex

SUGGESTIONS = "#command-suggestion-listbox"


def open_move(page: Page) -> None:
    """Type `/move` in the composer and pick it: the notation option gets the focus."""
    page.click("#channel-composer-input")
    page.keyboard.type("/move")
    page.wait_for_selector("#command-picker-listbox [data-entry-key$=':move']")
    page.keyboard.press("Enter")
    page.wait_for_selector("input[data-option='notation']:focus")


def test_the_first_list_shows_before_anything_is_typed(chromium, playground_url):
    session = PlaygroundIndex(playground_url).show("lobby")
    you, alice = session.open_page("you"), session.open_page("alice")
    you.slash("challenge", game="draughtnauts", opponent=you.viewer_id("alice"), seat="dark")
    alice.click(alice.messages()[-1], "Accept")

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium)
        page = browser.new_page(viewport={"width": 1280, "height": 860})
        page.goto(playground_url)
        page.click("text=#lobby")
        page.wait_for_selector("#preview-app[aria-busy='false'] #channel-layout:not([hidden])")
        open_move(page)
        page.wait_for_selector(f"{SUGGESTIONS} [data-value='11-15']")
        page.keyboard.press("Escape")

        page.select_option("#viewer-picker", label="alice")
        page.wait_for_selector("#preview-app[aria-busy='false'] #channel-layout:not([hidden])")
        open_move(page)
        page.wait_for_selector(f"{SUGGESTIONS} [data-value='?not-your-turn']")
        assert "Not your turn: Dark to move" in page.inner_text(SUGGESTIONS)
        browser.close()
