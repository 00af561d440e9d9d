"""The playground's front page: the lobby and each of its threads (a tournament's
tables), every one a link that shows that channel in SimCord's page.

It is the one address the playground prints, so it guards what the preview guards: the
path carries a secret, and it answers only to its own loopback host name (a page on
another site cannot reach it through a rebound DNS name).

It looks like the preview it leads to (SimCord's dark colours, its brand mark and
type), and its list stays live without reloading: the page asks `channels` for the list
every few seconds and whenever it is shown again, the browser's Back included; both
answers are `no-store`, so Back never brings back a stale copy.
"""

from __future__ import annotations

import html
import secrets

from aiohttp import web
from simcord import ChannelHandle, SetupError

from bot.playground.screen import Screen, ScreenClosedError

REFRESH_SECONDS = 2
"""A table's thread appears when its round starts; the page asks for the list this often."""
NO_STORE = {"Cache-Control": "no-store"}


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
        app.router.add_get(f"/{self._secret}/channels", self._channels)
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
            # The links last: a channel's name may hold any text, "{refresh}" too.
            text=PAGE.replace("{refresh}", str(REFRESH_SECONDS * 1000)).replace("{links}", links),
            content_type="text/html",
            headers=NO_STORE,
        )

    async def _channels(self, request: web.Request) -> web.Response:
        """The list as the page's script reads it: each channel's name and link."""
        self._check_host(request)
        listed = [
            {"name": channel.name or "", "href": f"open/{channel.id}"}
            for channel in self.channels()
        ]
        return web.json_response(listed, headers=NO_STORE)

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
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Boardroom playground</title>
<style>
:root {
  color-scheme: dark;
  font-family: "Noto Sans", "Segoe UI", Roboto, "Helvetica Neue", sans-serif;
  font-size: 16px;
  line-height: 22px;
  background: #323339;
  color: #f3f3f4;
}
* { box-sizing: border-box; }
body { margin: 0; }
header {
  display: flex;
  align-items: center;
  gap: 10px;
  padding: 6px 12px;
  min-height: 48px;
  background: #202125;
  border-bottom: 1px solid #45474e;
}
.brand-mark {
  display: grid;
  width: 30px;
  height: 30px;
  place-items: center;
  color: #fff;
  background: #5865f2;
  border-radius: 10px;
  font-size: 19px;
  font-weight: 800;
}
header small { display: block; color: #949ca4; font-size: 12px; line-height: 14px; }
main { max-width: 720px; margin: 0 auto; padding: 24px 16px; }
h1 { margin: 0 0 8px; font-size: 20px; line-height: 26px; }
p { margin: 0 0 16px; color: #b5bac1; }
ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 6px; }
li a {
  display: block;
  padding: 10px 14px;
  color: #f3f3f4;
  text-decoration: none;
  background: #2b2d31;
  border: 1px solid #45474e;
  border-radius: 8px;
  overflow-wrap: anywhere;
}
li a:hover, li a:focus-visible { background: #3e3f45; outline: 2px solid #00b0f4; }
</style>
</head>
<body>
<header>
<span class="brand-mark" aria-hidden="true">B</span>
<span><strong>Boardroom</strong><small>Playground</small></span>
</header>
<main>
<h1>Channels</h1>
<p>Pick a channel to show it. The lobby is where challenges, matches against the
computer and tournaments start; each tournament table is a thread of its own.
One channel is shown at a time: opening another one stops the tabs showing the first,
so come back here to switch. This list keeps itself up to date.</p>
<ul id="channels" aria-live="polite">
{links}
</ul>
</main>
<script>
const list = document.getElementById("channels");
async function refresh() {
  try {
    const answer = await fetch("channels", { cache: "no-store" });
    if (!answer.ok) return;
    const channels = await answer.json();
    list.replaceChildren(...channels.map((channel) => {
      const item = document.createElement("li");
      const link = document.createElement("a");
      link.href = channel.href;
      link.textContent = "#" + channel.name;
      item.append(link);
      return item;
    }));
  } catch (error) {
    // The playground stopped: the list stays as it was.
  }
}
setInterval(refresh, {refresh});
window.addEventListener("pageshow", refresh);
document.addEventListener("visibilitychange", () => { if (!document.hidden) refresh(); });
</script>
</body>
</html>
"""
