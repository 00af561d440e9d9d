"""The match page in real Chromium (Debian's, driven by Playwright as the playground's
browser test drives it): opened from a board's "Open in browser" link, it shows a move
played in SimCord without being reloaded, rewinds to the start with the keyboard, and,
for a card match, carries no hand anywhere in its document or in any response it
received, while a player's private link shows that player's hand and only theirs; a
finished match's page draws its review's graph, whose swings jump to their position.

`docs/match-page.png`, shown in the README, is the screenshot this test takes; it is
written there only when `UPDATE_SCREENSHOTS` is set, so a test run leaves the tree clean."""

from __future__ import annotations

import asyncio
import os
import re
import shutil
from pathlib import Path

import pytest
from playwright.async_api import async_playwright

import games
import render
from bot.review.graph import graph_words
from i18n import words
from tests.e2e.helpers import (
    final_answer,
    move_from_autocomplete,
    player_to_move,
    private_answer,
    resign,
    start_match,
)
from tests.e2e.web_pages import page_link, pages_settings

HUNG_AFTER_SECONDS = 60
"""Not a speed check: a response whose body never comes fails the test, not the run."""
SCREENSHOT = Path(__file__).resolve().parents[2] / "docs" / "match-page.png"


@pytest.fixture
def settings(database_url):
    return pages_settings(database_url)


@pytest.fixture
def chromium() -> str:
    found = shutil.which("chromium") or shutil.which("chromium-browser")
    if found is None:
        pytest.skip("no Chromium on this machine: `apt-get install chromium` (as .ci/run does)")
    return found


@pytest.fixture
async def browser(chromium, visitor):
    """Chromium, closed before the bot's server stops (`visitor` is set up first, so torn
    down after): a page left open keeps its live request waiting on the server, whose
    stop would wait for it to the end of its grace."""
    async with async_playwright() as playwright:
        launched = await playwright.chromium.launch(executable_path=chromium)
        yield launched
        await launched.close()


def first(offered):
    return offered[0]


async def test_a_page_follows_the_match_live_and_rewinds_by_keyboard(  # noqa: PLR0917 (fixtures)
    browser, visitor, lobby, alice, bob, tmp_path
):
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    await move_from_autocomplete(alice, thread, first)
    page = await browser.new_page(viewport={"width": 1100, "height": 900})
    await page.goto(visitor.address(page_link(thread.last_message)))
    await page.wait_for_selector("main[aria-busy='false']")
    await page.wait_for_selector("body[data-shown='1']")
    await page.evaluate("window.notReloaded = true")

    await move_from_autocomplete(bob, thread, first)
    await page.wait_for_selector("body[data-shown='2']")
    assert await page.locator("#moves li").count() == 2
    assert await page.evaluate("window.notReloaded === true")
    assert await page.locator("#status").inner_text() == "Dark to move"
    assert "Last move" in await page.locator("#board").get_attribute("alt")
    await page.screenshot(path=tmp_path / "page.png", full_page=True)
    if os.environ.get("UPDATE_SCREENSHOTS") and SCREENSHOT.parent.is_dir():
        shutil.copyfile(tmp_path / "page.png", SCREENSHOT)

    await page.keyboard.press("ArrowLeft")
    await page.wait_for_selector("body[data-shown='1']")
    await page.keyboard.press("ArrowLeft")
    await page.wait_for_selector("body[data-shown='0']")
    assert await page.locator("#heading").inner_text() == "Start"
    assert await page.locator("#slider").input_value() == "0"
    await page.keyboard.press("End")
    await page.wait_for_selector("body[data-shown='2']")


async def everything_seen(page, responses) -> str:
    """The page's document as it stands and the body of every response it received."""
    bodies = [await page.content()]
    for response in responses:
        body = await asyncio.wait_for(response.body(), HUNG_AFTER_SECONDS)
        bodies.append(body.decode() if not body.startswith(b"\x89PNG") else "")
    return "\n".join(bodies)


async def open_recorded(browser, address):
    page = await browser.new_page()
    responses = []
    page.on("response", lambda response: responses.append(response))  # noqa: PLW0108 (Playwright marks its handler, which a builtin method cannot carry)
    await page.goto(address)
    await page.wait_for_selector("main[aria-busy='false']")
    return page, responses


async def test_a_card_matchs_page_shows_a_hand_only_to_its_player(  # noqa: PLR0917 (fixtures)
    env, browser, visitor, lobby, alice, bob
):
    thread = await start_match(lobby, alice, bob, "domination-cards", seat="H", options="first=H")
    await move_from_autocomplete(alice, thread, first)
    match = await env.bot.services.matches.in_channel(thread.id)
    state = games.get(match.game_id).replay(match.moves, dict(match.options), match.seed)
    hands = {seat: render.describe_hand(state, seat) for seat in ("H", "V")}
    held = {seat: ", ".join(str(card) for card in state.view(seat).hand) for seat in hands}

    page, responses = await open_recorded(browser, visitor.address(page_link(thread.last_message)))
    await page.wait_for_selector("body[data-shown='1']")
    assert await page.locator("#hand-area").is_hidden()
    seen = await everything_seen(page, responses)
    for secret in (*hands.values(), *held.values(), str(match.seed)):
        assert secret not in seen, secret

    answer = final_answer(await alice.slash(thread, "match link"))
    private = re.search(r"<(https://[^>]+)>", answer.content).group(1)
    page, responses = await open_recorded(browser, visitor.address(private))
    await page.wait_for_selector("body[data-shown='1']")
    await page.wait_for_selector("#hand-area:not([hidden])")
    assert await page.locator("#hand").get_attribute("alt") == hands["H"]
    seen = await everything_seen(page, responses)
    assert hands["H"] in seen
    for secret in (hands["V"], held["V"], str(match.seed)):
        assert secret not in seen, secret


async def test_a_reviewed_matchs_page_jumps_to_a_swing_of_its_graph(  # noqa: PLR0917 (fixtures)
    env, simcord_bot, browser, visitor, lobby, alice, bob, carol
):
    env.settle_timeout = 60.0  # the review's search starts the computer's worker
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    for _ in range(4):
        member = player_to_move(thread, (alice, bob))
        await move_from_autocomplete(member, thread, lambda offered: offered[-1])
    link = page_link(thread.last_message)
    await resign(alice, thread)
    assert private_answer(await carol.slash(thread, "match review")).content == (
        "The review is posted."
    )
    match = await simcord_bot.services.matches.latest_in_channel(thread.id)
    kept = await simcord_bot.services.reviews.review(match)

    page = await browser.new_page()
    await page.goto(visitor.address(link))
    await page.wait_for_selector("body[data-shown='4']")
    await page.wait_for_selector("#review:not([hidden])")
    marks = page.locator("#review-graph svg [data-ply]")
    assert await marks.count() == 3
    told = graph_words(match.id, kept, words("en")).marks
    assert await page.locator("#review-swings button").all_inner_texts() == list(told)
    plies = [int(await marks.nth(n).get_attribute("data-ply")) for n in range(3)]
    assert plies == [kept.plies[index].number for index in kept.swings()]
    earlier = next(n for n, ply in enumerate(plies) if ply != 4)
    await marks.nth(earlier).click()
    await page.wait_for_selector(f"body[data-shown='{plies[earlier]}']")
    assert await page.locator("#slider").input_value() == str(plies[earlier])
