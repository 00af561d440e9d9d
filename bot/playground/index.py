"""The playground's front page: the lobby and each of its threads (a tournament's
tables), every one a link that shows that channel in SimCord's page.

It is the one address the playground prints, so it guards what the preview guards: the
path carries a secret, and it answers only to its own loopback host name (a page on
another site cannot reach it through a rebound DNS name).
"""

from __future__ import annotations

import html
import secrets

from aiohttp import web
from simcord import ChannelHandle, SetupError

from bot.playground.screen import Screen, ScreenClosedError

REFRESH_SECONDS = 5
"""A table's thread appears when its round starts; the list reloads itself to show it."""


class Index:
    def __init__(self, screen: Screen, lobby: ChannelHandle, port: int) -> None:
        self._screen = screen
        self._lobby = lobby
        self._requested_port = port
        self._secret = secrets.token_urlsafe(24)
        self._runner: web.AppRunner | None = None
        self._port: int | None = None

    @property
    def url(self) -> str:
        """The list's address; it carries the secret: whoever has it can act."""
        return f"http://127.0.0.1:{self._port}/{self._secret}/"

    async def start(self) -> None:
        app = web.Application()
        app.router.add_get(f"/{self._secret}/", self._list)
        app.router.add_get(f"/{self._secret}/open/{{channel_id}}", self._open)
        self._runner = web.AppRunner(app, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", self._requested_port)
        try:
            await site.start()
        except OSError as error:
            await self.close()
            raise SetupError(f"the page could not bind port {self._requested_port}") from error
        self._port = self._runner.addresses[0][1]

    async def close(self) -> None:
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    def channels(self) -> list[ChannelHandle]:
        """The lobby first, then its threads, oldest first."""
        return [self._lobby, *sorted(self._lobby.threads, key=lambda thread: thread.id)]

    def _check_host(self, request: web.Request) -> None:
        if request.host not in {f"127.0.0.1:{self._port}", f"localhost:{self._port}"}:
            raise web.HTTPForbidden()

    async def _list(self, request: web.Request) -> web.Response:
        self._check_host(request)
        links = "\n".join(
            f'<li><a href="open/{channel.id}">#{html.escape(channel.name or "")}</a></li>'
            for channel in self.channels()
        )
        return web.Response(
            text=PAGE.format(refresh=REFRESH_SECONDS, links=links), content_type="text/html"
        )

    async def _open(self, request: web.Request) -> web.Response:
        self._check_host(request)
        wanted = request.match_info["channel_id"]
        channel = next((c for c in self.channels() if str(c.id) == wanted), None)
        if channel is None:
            raise web.HTTPNotFound(text="No such channel in the playground: go back to the list.")
        try:
            address = await self._screen.show(channel)
        except ScreenClosedError:
            raise web.HTTPGone(
                text="This playground session has ended: start the playground again."
            ) from None
        raise web.HTTPSeeOther(address)


PAGE = """<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="refresh" content="{refresh}">
<title>Boardroom playground</title>
</head>
<body>
<h1>Boardroom playground</h1>
<p>Pick a channel to show it. The lobby is where challenges, matches against the
computer and tournaments start; each tournament table is a thread of its own.
One channel is shown at a time: opening another one stops the tabs showing the first,
so come back here to switch.</p>
<ul>
{links}
</ul>
</body>
</html>
"""
