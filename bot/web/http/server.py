"""The web server's life: started with the bot on `WEB_PORT` when `PUBLIC_URL` is set,
with the live feed's poller, and stopped with it (`bot/app.py`)."""

from __future__ import annotations

import asyncio

from aiohttp import web

from bot.core.background import cancelled
from bot.web.http.app import PageRoutes
from bot.web.http.guard import RateLimit
from bot.web.live import LiveFeed

SHUTDOWN_SECONDS = 2.0
"""A closing bot waits this long for answers in flight (pages' waits are cut)."""


class WebServer:
    def __init__(
        self,
        routes: PageRoutes,
        live: LiveFeed,
        port: int,
        host: str = "0.0.0.0",
        *,
        limit: RateLimit | None = None,
    ) -> None:
        self.routes = routes
        self._limit = limit
        self._live = live
        self._port = port
        self._host = host
        self._runner: web.AppRunner | None = None
        self._poller: asyncio.Task[None] | None = None

    @property
    def port(self) -> int:
        """The port it listens on (the one the system chose, for port 0)."""
        assert self._runner is not None
        return self._runner.addresses[0][1]

    async def start(self) -> None:
        self._runner = web.AppRunner(
            self.routes.app(self._limit), access_log=None, shutdown_timeout=SHUTDOWN_SECONDS
        )
        await self._runner.setup()
        await web.TCPSite(self._runner, self._host, self._port).start()
        self._poller = asyncio.create_task(self._live.run(), name="live match pages")

    async def close(self) -> None:
        if self._poller is not None:
            await cancelled(self._poller)
            self._poller = None
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None
