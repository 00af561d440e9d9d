"""The match page over HTTP, through the bot's real server: every board links to its
page, the page serves its match (board, move list, every position, the board as a
table), follows it live, and answers 404 to whatever does not open."""

from __future__ import annotations

import asyncio
import re

import discord
import pytest
from aiohttp.test_utils import TestClient, TestServer

from bot.web.http.app import PageRoutes
from bot.web.http.guard import RateLimit
from tests.e2e.conftest import GUILD_ID
from tests.e2e.helpers import final_answer, move_from_autocomplete, resign, start_match
from tests.e2e.web_pages import PUBLIC_URL, Visitor, page_link, pages_settings, until

pytestmark = pytest.mark.postgres


@pytest.fixture
def settings(database_url):
    # Commands synced everywhere, not only to the test server: a second server plays too.
    return pages_settings(database_url).model_copy(update={"sync_commands": True})


def first(offered):
    return offered[0]


async def private_link(member, thread) -> str:
    answer = final_answer(await member.slash(thread, "match link"))
    return re.search(r"<(https://[^>]+)>", answer.content).group(1)


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
    await until(lambda: simcord_bot.services.live.waiting_on(match.id))
    assert not waiting.done()
    await move_from_autocomplete(alice, thread, first)
    news = await waiting
    assert news["version"] > version
    # The news brings what the page shows next: its facts, and the new position's words.
    assert news["page"] == await visitor.json(link, "/page.json")
    assert news["page"]["ply"] == 1 and news["position"] == await visitor.json(link, "/ply/1.json")


async def test_a_positions_image_is_kept_by_browsers_under_its_key(visitor, lobby, alice, bob):
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    await move_from_autocomplete(alice, thread, first)
    link = page_link(thread.last_message)
    board = (await visitor.json(link, "/ply/1.json"))["board"]
    assert board.startswith("ply/1.png?k=")
    status, png, headers = await visitor.get(link, "/" + board)
    assert status == 200 and png.startswith(b"\x89PNG")
    assert headers["Cache-Control"] == "public, max-age=31536000, immutable"
    # Asked for without its key, or under another (an old one), it is not kept.
    for address in ("/ply/1.png", "/ply/1.png?k=0000"):
        status, again, headers = await visitor.get(link, address)
        assert (status, again, headers["Cache-Control"]) == (200, png, "no-store")
    # The position at the last move changes its key when the match ends there.
    await resign(alice, thread)
    assert (await visitor.json(link, "/ply/1.json"))["board"] != board
    assert (await visitor.json(link, "/ply/0.json"))["board"].startswith("ply/0.png?k=")


async def test_the_bot_serves_its_pages_on_its_own_port(simcord_bot, visitor, lobby, alice, bob):
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    link = page_link(thread.last_message)
    own = Visitor(visitor.session, simcord_bot.web.port)
    status, html, _ = await own.get(link)
    assert status == 200 and b"page.js" in html


async def test_what_does_not_open_answers_404_alike(simcord_bot, visitor, lobby, alice, bob):
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    match = await simcord_bot.services.matches.in_channel(thread.id)
    token = page_link(thread.last_message).rsplit("/", 1)[1]
    for guess in (str(match.id), "1", token[:-1] + ("A" if token[-1] != "A" else "B"), "x" * 200):
        status, body, headers = await visitor.get(f"{PUBLIC_URL}/m/{guess}", "/page.json")
        assert (status, body) == (404, b"404\n"), guess
        assert headers["X-Content-Type-Options"] == "nosniff"
    assert (await visitor.get(f"{PUBLIC_URL}/nothing"))[0] == 404


async def test_moderators_turn_pages_off_and_every_link_answers_404(
    visitor, lobby, alice, bob, moderator
):
    thread = await start_match(lobby, alice, bob, "domination-cards", seat="H", options="first=H")
    link = page_link(thread.last_message)
    private = await private_link(alice, thread)
    board = "/" + (await visitor.json(link, "/ply/0.json"))["board"]
    assert (await visitor.get(link, board))[0] == 200  # kept under its address
    answer = final_answer(await moderator.slash(lobby, "mod settings", web=False))
    assert "Match pages in the browser: off" in answer.content
    for address in (link, private):
        for path in ("", "/page.json", "/ply/0.png", "/ply/0.json", board):
            assert (await visitor.get(address, path))[0] == 404, (address, path)
    await move_from_autocomplete(alice, thread, first)
    assert not [row for row in thread.last_message.components for b in row.children if b.url]
    assert final_answer(await alice.slash(thread, "match link")).content == (
        "This server's match pages are off (or this bot serves no pages)."
    )
    await moderator.slash(lobby, "mod settings", web=True)
    assert (await visitor.get(link, "/page.json"))[0] == 200


async def test_a_failure_shows_the_visitor_no_error_text(simcord_bot, visitor, lobby, alice, bob):
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    link = page_link(thread.last_message)
    assert (await visitor.get(link, "/wait?version=x"))[:2] == (400, b"400\n")
    await simcord_bot.services.database.close()
    status, body, headers = await visitor.get(link, "/page.json")
    assert (status, body) == (500, b"500\n")
    assert "default-src 'none'" in headers["Content-Security-Policy"]


async def test_a_client_over_its_rate_is_refused(simcord_bot, visitor, lobby, alice, bob):
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    link = page_link(thread.last_message)
    services = simcord_bot.services
    routes = PageRoutes(services.pages, services.live, services.clock)
    strict = TestServer(routes.app(RateLimit(rate=0.0, burst=3)))
    async with TestClient(strict) as client:
        path = link.removeprefix(PUBLIC_URL) + "/page.json"
        statuses = [(await client.get(path)).status for _ in range(5)]
    assert statuses == [200, 200, 200, 429, 429]


@pytest.fixture
def german_guild(env):
    return env.create_guild("Spielabend", id=GUILD_ID, preferred_locale="de")


async def test_the_page_reads_in_the_channels_language(env, visitor, german_guild):
    lobby = german_guild.create_text_channel("lobby")
    alice, bob = (german_guild.add_member(env.create_user(name)) for name in ("alice", "bob"))
    await alice.slash(lobby, "challenge", game="draughtnauts", opponent=bob, seat="dark")
    await bob.click(lobby.last_message, label="Annehmen")
    board = lobby.threads[-1].last_message
    assert board.components[0].children[0].label == "Im Browser öffnen"
    page = await visitor.json(page_link(board), "/page.json")
    assert page["locale"] == "de" and page["words"]["moves"] == "Züge"
    assert page["status"] == "Dunkel ist am Zug"


async def test_one_servers_choice_leaves_another_servers_pages_alone(  # noqa: PLR0917 (fixtures)
    env, visitor, lobby, alice, bob, moderator
):
    other = env.create_guild("Other Night")
    role = other.create_role("mods", permissions=discord.Permissions(manage_guild=True))
    their_moderator = other.add_member(env.create_user("theirs"), roles=[role])
    there = other.create_text_channel("lobby")
    ann, ben = (other.add_member(env.create_user(name)) for name in ("ann", "ben"))
    ours = page_link(
        (await start_match(lobby, alice, bob, "draughtnauts", seat="dark")).last_message
    )
    theirs = page_link(
        (await start_match(there, ann, ben, "draughtnauts", seat="dark")).last_message
    )
    await their_moderator.slash(there, "mod settings", web=False)
    assert (await visitor.get(ours, "/page.json"))[0] == 200
    assert (await visitor.get(theirs, "/page.json"))[0] == 404
    await moderator.slash(lobby, "mod settings", web=False)
    await their_moderator.slash(there, "mod settings", web=True)
    assert (await visitor.get(ours, "/page.json"))[0] == 404
    assert (await visitor.get(theirs, "/page.json"))[0] == 200
