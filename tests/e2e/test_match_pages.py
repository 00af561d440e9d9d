"""The match page over HTTP, through the bot's real server: every board links to its
page, the page serves its match (board, move list, every position, the board as a
table), follows it live, and answers 404 to whatever does not open."""

from __future__ import annotations

import asyncio

import pytest

from tests.e2e.helpers import move_from_autocomplete, start_match
from tests.e2e.web_pages import PUBLIC_URL, page_link, pages_settings, served, visitor  # noqa: F401

pytestmark = pytest.mark.postgres


@pytest.fixture
def settings(database_url):
    return pages_settings(database_url)


def first(offered):
    return offered[0]


async def test_a_board_links_to_a_page_showing_the_match(visitor, lobby, alice, bob):
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    await move_from_autocomplete(alice, thread, first)
    link = page_link(thread.last_message)
    assert link.startswith(f"{PUBLIC_URL}/m/")

    status, html, headers = await visitor.get(link)
    assert status == 200 and b'<script src="/static/page.js"' in html
    assert "script-src 'self'" in headers["Content-Security-Policy"]
    assert headers["Referrer-Policy"] == "no-referrer"
    page = await visitor.json(link, "/page.json")
    assert page["ply"] == 1 and len(page["moves"]) == 1
    assert page["status"] == "Light to move"
    assert page["title"] == "Draughtnauts"
    position = await visitor.json(link, "/ply/1.json")
    assert position["heading"] == f"After move 1: {page['moves'][0]}"
    assert ["1", "Dark man"] in position["rows"]
    status, png, headers = await visitor.get(link, "/ply/0.png")
    assert status == 200 and png.startswith(b"\x89PNG") and headers["Content-Type"] == "image/png"
    assert (await visitor.get(link, "/ply/2.json"))[0] == 404
    assert (await visitor.get(link, "/history.txt"))[0] == 404


async def test_a_waiting_page_hears_the_next_move(simcord_bot, visitor, lobby, alice, bob):
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    link = page_link(thread.last_message)
    version = (await visitor.json(link, "/page.json"))["version"]
    match = await simcord_bot.services.matches.in_channel(thread.id)
    waiting = asyncio.ensure_future(visitor.json(link, f"/wait?version={version}"))
    while not simcord_bot.services.live.waiting_on(match.id):
        await asyncio.sleep(0)
    assert not waiting.done()
    await move_from_autocomplete(alice, thread, first)
    assert (await waiting)["version"] > version
    assert (await visitor.json(link, "/page.json"))["ply"] == 1
