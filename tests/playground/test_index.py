"""The index page and the screen behind it, in the playground's own process: showing a
thread closes the lobby's preview without ending the session, the page's own "End
preview session" ends it, and the index answers only to its secret and its host."""

from __future__ import annotations

import asyncio
import json
import urllib.error
import urllib.request

import pytest

from bot.playground.options import PlaygroundOptions
from bot.playground.screen import ScreenClosedError
from bot.playground.session import open_playground
from tests.playground.preview_client import PlaygroundIndex, PreviewSession

HUNG_AFTER_SECONDS = 60
"""Not a speed check: only so a session that never ends fails instead of hanging."""


def status_of(url: str, **headers: str) -> int:
    try:
        with urllib.request.urlopen(urllib.request.Request(url, headers=headers), timeout=60):
            return 200
    except urllib.error.HTTPError as error:
        return error.code


async def a_match_in_a_thread(playground):
    """A challenge accepted with match threads on: its match gets a thread of the lobby."""
    lobby, you, (alice, bob, *_) = (
        playground.world.lobby,
        playground.world.you,
        playground.world.members,
    )
    await you.slash(lobby, "mod threads", enabled=True)
    await alice.slash(lobby, "challenge", game="draughtnauts", opponent=bob, seat="dark")
    await bob.click(lobby.last_message, label="Accept")
    (thread,) = lobby.threads
    return thread


async def test_showing_a_thread_keeps_the_session_and_the_page_can_end_it(tmp_path):
    async with open_playground(PlaygroundOptions(database=tmp_path / "p.db")) as playground:
        thread = await a_match_in_a_thread(playground)
        index = PlaygroundIndex(playground.url)
        assert list(await asyncio.to_thread(index.channels)) == ["lobby", thread.name]
        lobby_session = await asyncio.to_thread(index.show, "lobby")
        lobby_page = await asyncio.to_thread(lobby_session.open_page, "alice")

        thread_session = await asyncio.to_thread(index.show, thread.name)
        assert not playground.screen.ended.is_set()
        with pytest.raises(urllib.error.URLError):  # the lobby's tabs stopped
            await asyncio.to_thread(lobby_page.refresh)
        alice = await asyncio.to_thread(thread_session.open_page, "alice")
        board = (await asyncio.to_thread(alice.messages))[-1]
        assert board["attachments"][0]["filename"] == "board.png"

        await asyncio.to_thread(alice.end_session)
        await asyncio.wait_for(playground.screen.ended.wait(), HUNG_AFTER_SECONDS)
        with pytest.raises(ScreenClosedError):
            await playground.screen.show(playground.world.lobby)
        links = await asyncio.to_thread(index.channels)
        assert await asyncio.to_thread(status_of, links["lobby"]) == 410


async def test_the_index_answers_only_to_its_secret_and_its_own_host(tmp_path):
    async with open_playground(PlaygroundOptions(database=tmp_path / "p.db")) as playground:
        index = PlaygroundIndex(playground.url)
        origin = playground.url.split("/", 3)[:3]
        assert await asyncio.to_thread(status_of, "/".join(origin) + "/") == 404
        assert await asyncio.to_thread(status_of, playground.url, Host="attacker.example") == 403
        assert await asyncio.to_thread(status_of, playground.url + "open/12345") == 404
        lobby = await asyncio.to_thread(index.show, "lobby")
        assert isinstance(lobby, PreviewSession)


def fetched(url: str) -> tuple[str, dict[str, str]]:
    with urllib.request.urlopen(url, timeout=60) as response:
        return response.read().decode(), dict(response.headers)


async def test_the_lobby_opens_without_the_playgrounds_own_setup(tmp_path):
    async with open_playground(PlaygroundOptions(database=tmp_path / "p.db")) as playground:
        lobby = await asyncio.to_thread(PlaygroundIndex(playground.url).show, "lobby")
        you = await asyncio.to_thread(lobby.open_page, "you")
        assert await asyncio.to_thread(you.messages) == []
        settings = await playground.world.you.slash(playground.world.lobby, "mod settings")
        assert "Threads for matches: off" in settings.response.content


async def test_the_index_looks_like_the_page_and_its_list_stays_live(tmp_path):
    async with open_playground(PlaygroundOptions(database=tmp_path / "p.db")) as playground:
        page, headers = await asyncio.to_thread(fetched, playground.url)
        assert headers["Cache-Control"] == "no-store"  # Back shows it afresh, never a copy
        assert "<style>" in page and "brand-mark" in page
        assert 'http-equiv="refresh"' not in page  # no reload: the list updates itself
        listed, headers = await asyncio.to_thread(fetched, playground.url + "channels")
        assert headers["Cache-Control"] == "no-store"
        assert [c["name"] for c in json.loads(listed)] == ["lobby"]

        thread = await a_match_in_a_thread(playground)
        listed, _ = await asyncio.to_thread(fetched, playground.url + "channels")
        assert [c["name"] for c in json.loads(listed)] == ["lobby", thread.name]
        assert json.loads(listed)[1]["href"] == f"open/{thread.id}"
