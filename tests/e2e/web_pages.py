"""What the match-page tests share: the bot with its pages on (`PUBLIC_URL` set, a
port the system picks), a client for its real server, and each board's page link."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from functools import partial

import aiohttp
import pytest

from bot.settings import Settings
from bot.web.http.app import PageRoutes
from bot.web.http.server import WebServer

PUBLIC_URL = "https://pages.example.test"


def pages_settings(database_url: str) -> Settings:
    from tests.e2e.conftest import GUILD_ID  # this module gives that one its fixtures

    return Settings(
        discord_token="offline-test-token",
        database_url=database_url,
        dev_guild_id=GUILD_ID,
        public_url=PUBLIC_URL,
        web_port=0,
        # SimCord runs the bot's clock: a poll beyond its settling horizon sleeps until
        # time is advanced, and this process's own moves wake the pages at once.
        web_poll_seconds=3600,
        # The pages in the bot's own loop, on SimCord's clock: the page process's own
        # tests are tests/e2e/test_page_process.py.
        web_server="inside",
        _env_file=None,
    )


class Visitor:
    """A browser's requests to the bot's real server on its port, by the public
    addresses the bot hands out (`PUBLIC_URL` swapped for the local address)."""

    def __init__(self, session: aiohttp.ClientSession, port: int) -> None:
        self.session = session
        self.local = f"http://127.0.0.1:{port}"

    def address(self, public: str) -> str:
        assert public.startswith(PUBLIC_URL), public
        return self.local + public.removeprefix(PUBLIC_URL)

    async def get(self, public: str, path: str = "") -> tuple[int, bytes, dict[str, str]]:
        async with self.session.get(self.address(public) + path) as response:
            return response.status, await response.read(), dict(response.headers)

    async def json(self, public: str, path: str) -> dict:
        status, body, _ = await self.get(public, path)
        assert status == 200, (path, status)
        return json.loads(body)


@pytest.fixture
async def served(env, simcord_bot):
    """The bot's web server code over the bot's services, on a port of its own, started
    here rather than in the bot's `setup_hook`: SimCord counts everything the bot
    starts as the bot's work and waits for it to settle after every interaction, and a
    page's wait for the next move is a visitor's open request, which never settles
    while the move it waits for is being played. (The server the bot starts itself
    answers too: `test_the_bot_serves_its_pages_on_its_own_port`.)"""
    services = simcord_bot.services
    server = WebServer(
        PageRoutes(
            services.pages,
            services.live,
            services.clock,
            partial(services.reviews.page_data, search=False),  # as bot/app.py plugs it
        ),
        services.live,
        port=0,
        host="127.0.0.1",
    )
    with env.time_context():  # its requests read the bot's (virtual) clock
        await server.start()
    yield server
    await server.close()
    await simcord_bot.web.close()


@pytest.fixture
async def visitor(served):
    # A connection per request: an idle kept-alive connection is a timer SimCord's
    # virtual clock would have to run.
    async with aiohttp.ClientSession(connector=aiohttp.TCPConnector(force_close=True)) as session:
        yield Visitor(session, served.port)


async def until(condition: Callable[[], object]) -> None:
    """Let the loop run until `condition` holds: a request on a real socket arrives in
    its own time, and no event of ours marks its arrival."""
    while not condition():  # noqa: ASYNC110 (nothing to wait on but the loop's turns)
        await asyncio.sleep(0)


def page_link(message) -> str:
    """The address of the "Open in browser" button of a board message."""
    urls = [button.url for row in message.components for button in row.children if button.url]
    assert len(urls) == 1, urls
    return urls[0]
