"""A four-member elimination in the playground, watched in real Chromium: the index,
come back to with the browser's Back, lists each new table without being reloaded; the
tables are played (a resignation each) through the preview's API, as tabs acting as
each member would; and the bracket in the lobby is described, in its image's alt text,
with the players' names."""

from __future__ import annotations

import re
import time

from playwright.sync_api import sync_playwright

from tests.playground.preview_client import PlaygroundIndex
from tests.playground.test_tournament_over_http import post_of, resign

PLAYERS = ("you", "alice", "bob", "carol")
READY = "#preview-app[aria-busy='false'] #channel-layout:not([hidden])"
HUNG_AFTER_SECONDS = 120
"""Not a speed check: only so a table that never opens fails instead of hanging."""


def tables(index: PlaygroundIndex) -> list[str]:
    return [name for name in index.channels() if name != "lobby"]


def new_tables(index: PlaygroundIndex, played: set[str]) -> list[str]:
    """The tables not played yet, waiting for a round's threads to open."""
    deadline = time.monotonic() + HUNG_AFTER_SECONDS
    while time.monotonic() < deadline:
        waiting = [name for name in tables(index) if name not in played]
        if waiting:
            return waiting
        time.sleep(0.2)
    raise AssertionError("no table opened")


def play_by_resignation(index: PlaygroundIndex, table: str) -> None:
    """The table's second player resigns."""
    thread = index.show(table)
    anyone = thread.open_page("you")
    names = {anyone.viewer_id(name): name for name in PLAYERS}
    first_message = anyone.messages()[0]["content"]
    second = names[re.findall(r"<@(\d+)>", first_message)[1]]
    resign(thread.open_page(second))


def test_a_four_member_elimination_is_followed_live_and_named_in_the_bracket(
    chromium, playground_url
):
    index = PlaygroundIndex(playground_url)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium)
        page = browser.new_page(viewport={"width": 1280, "height": 860})
        page.goto(playground_url)
        page.click("text=#lobby")
        page.wait_for_selector(READY)
        page.go_back()
        page.wait_for_selector("#channels a")
        page.evaluate("window.notReloaded = true")

        lobby = index.show("lobby")  # the preview the browser opened, still shown
        members = {name: lobby.open_page(name) for name in PLAYERS}
        you = members["you"]
        you.slash(
            "tournament-mod create", name="Cup", game="draughtnauts", format="single-elimination"
        )
        tournament = int(re.search(r"\(#(\d+)\)", post_of(you)["content"]).group(1))
        for member in members.values():
            member.click(post_of(member), "Join")
        you.slash("tournament-mod start", tournament=str(tournament))

        page.locator("#channels a", has_text="#Cup").nth(1).wait_for()
        assert page.evaluate("window.notReloaded === true")
        assert len(tables(index)) == 2
        played: set[str] = set()
        while len(played) < 3:  # two semi-finals, then the final
            for table in new_tables(index, played):
                play_by_resignation(index, table)
                played.add(table)

        page.click("text=#lobby")
        page.wait_for_selector(READY)
        bracket = page.locator("img[alt^='Cup']")
        bracket.wait_for()
        described = bracket.get_attribute("alt")
        browser.close()

    for name in PLAYERS:
        assert name in described
    assert "beat" in described
    news = "\n".join(m["content"] for m in index.show("lobby").open_page("you").messages())
    assert "🏆" in news
