"""The match page's routes. A page is `/m/<token>` (the spectator's view) or
`/p/<private link key>` (a player's own view); under either, the same resources:

    page.json        the facts, worded in the match's language, and the page's words
    ply/<n>.json     position n (0: the start): heading, description, the board table
    ply/<n>.png      its board; ply/<n>/hand.png the viewer's hand (private view only)
    wait?version=v   answers once the match is no longer at version v (or after a while,
                     `live.PATIENCE`)
    history.txt      the history file, once the match is over (and its deal no longer
                     played at another table)
    review.json      the computer's review, where one is stored (`ReviewSource`)

Whatever does not open (an unknown token, a forged or expired link, a server whose
pages are off) answers 404, the same as an address that never existed.
"""

from __future__ import annotations

import importlib.resources
import json
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from functools import partial
from typing import Any

from aiohttp import web

from bot.core.errors import ServiceError
from bot.core.records import Match
from bot.core.time_source import TimeSource
from bot.web.http.guard import RateLimit, add_headers, guarded
from bot.web.http.presenter import page_json, ply_json, review_json
from bot.web.live import LiveFeed
from bot.web.pages import Opened, PageService
from bot.web.shared_jobs import SharedJobs

ReviewSource = Callable[[Match], Awaitable[dict[str, Any] | None]]
"""The hook the computer's review plugs into (`ReviewService.page_data` without a
search, `bot/app.py`): the stored review of a finished match as JSON the page draws
(None: no review yet, the page shows none; a `ServiceError`: not to be reviewed). The
page asks for it at `review.json`; nothing but what this returns is sent."""

PREFIXES = {"m": "/m/{key:[A-Za-z0-9_-]{1,64}}", "p": "/p/{key:[0-9.A-Za-z_-]{1,200}}"}
"""A spectator's page by its token; a player's own by their private link's key."""

NEWS_KEPT = 1024
"""Answers to waiting pages kept, by page and version: all the pages of one match woken
by one move share one."""
BOARDS_SHOWN = 512
"""Spectators' board images kept by the address they were asked at (token, position,
key): the five hundred pages of a match that moved ask for the same one, and each is
then answered after one read (the page is still shown), not four."""

Handler = Callable[[web.Request], Awaitable[web.Response]]

STATIC = importlib.resources.files("bot.web.http") / "static"


def _asset(name: str) -> bytes:
    return (STATIC / name).read_bytes()


class PageRoutes:
    def __init__(
        self,
        pages: PageService,
        live: LiveFeed,
        clock: TimeSource,
        review: ReviewSource | None = None,
    ) -> None:
        self._pages = pages
        self._live = live
        self._clock = clock
        self.review = review
        self._news: SharedJobs[bytes] = SharedJobs(NEWS_KEPT)
        self._shown: OrderedDict[tuple[str, str, str], bytes] = OrderedDict()
        self._html = _asset("page.html")
        self._script = _asset("page.js")
        self._style = _asset("page.css")

    def app(self, limit: RateLimit | None = None) -> web.Application:
        app = web.Application(middlewares=[guarded(limit or RateLimit())])
        app.on_response_prepare.append(add_headers)
        app.router.add_get("/static/page.js", self._asset(self._script, "text/javascript"))
        app.router.add_get("/static/page.css", self._asset(self._style, "text/css"))
        for kind, prefix in PREFIXES.items():
            app.router.add_get(prefix, self._page(kind))
            app.router.add_get(prefix + "/page.json", self._facts(kind))
            app.router.add_get(prefix + "/ply/{ply:[0-9]{1,6}}.json", self._ply(kind))
            app.router.add_get(prefix + "/ply/{ply:[0-9]{1,6}}.png", self._board(kind))
            app.router.add_get(prefix + "/ply/{ply:[0-9]{1,6}}/hand.png", self._hand(kind))
            app.router.add_get(prefix + "/wait", self._wait(kind))
            app.router.add_get(prefix + "/history.txt", self._history(kind))
            app.router.add_get(prefix + "/review.json", self._review(kind))
        return app

    # ------------------------------------------------------------ resolving

    async def _opened(self, request: web.Request, kind: str) -> Opened:
        key = request.match_info["key"]
        if kind == "m":
            opened = await self._pages.open_page(key)
        else:
            opened = await self._pages.open_private(key)
        if opened is None:
            raise web.HTTPNotFound()
        return opened

    def _asset(self, body: bytes, content_type: str) -> Handler:
        async def handler(request: web.Request) -> web.Response:
            del request
            response = web.Response(body=body, content_type=content_type, charset="utf-8")
            response.headers["Cache-Control"] = "public, max-age=3600"
            return response

        return handler

    # ------------------------------------------------------------ handlers

    def _page(self, kind: str) -> Handler:
        async def handler(request: web.Request) -> web.Response:
            if kind != "m":  # a private link is checked in full: signature, expiry, seat
                await self._opened(request, kind)
            elif not await self._pages.page_shown(request.match_info["key"]):
                raise web.HTTPNotFound()
            return web.Response(body=self._html, content_type="text/html", charset="utf-8")

        return handler

    def _facts(self, kind: str) -> Handler:
        async def handler(request: web.Request) -> web.Response:
            facts = await self._pages.facts(await self._opened(request, kind))
            return _json(page_json(facts, self._clock()))

        return handler

    async def _at(self, request: web.Request, kind: str) -> tuple[Opened, int, str]:
        """The match, the position the request names and the page's language."""
        opened = await self._opened(request, kind)
        return opened, int(request.match_info["ply"]), await self._pages.locale(opened)

    def _ply(self, kind: str) -> Handler:
        async def handler(request: web.Request) -> web.Response:
            opened, ply, locale = await self._at(request, kind)
            shown = await self._pages.words(opened, ply, locale)
            if shown is None:
                raise web.HTTPNotFound()
            key = self._pages.position_key(opened, ply, locale)
            return _json(ply_json(shown, ply, opened.match.moves, locale, key))

        return handler

    def _board(self, kind: str) -> Handler:
        async def handler(request: web.Request) -> web.Response:
            asked = (
                request.match_info["key"],
                request.match_info["ply"],
                request.query.get("k", ""),
            )
            known = self._shown.get(asked) if kind == "m" else None
            if known is not None and await self._pages.page_shown(asked[0]):
                self._shown.move_to_end(asked)
                return _image(request, kind, known, asked[2])
            opened, ply, locale = await self._at(request, kind)
            png = await self._pages.board(opened, ply, locale)
            key = self._pages.position_key(opened, ply, locale)
            if kind == "m" and png is not None and asked[2] == key:
                # The key names the picture: under this address it never changes.
                self._shown[asked] = png
                while len(self._shown) > BOARDS_SHOWN:
                    self._shown.popitem(last=False)
            return _image(request, kind, png, key)

        return handler

    def _hand(self, kind: str) -> Handler:
        async def handler(request: web.Request) -> web.Response:
            opened, ply, locale = await self._at(request, kind)
            png = await self._pages.hand(opened, ply, locale)
            return _image(request, kind, png, self._pages.position_key(opened, ply, locale))

        return handler

    def _wait(self, kind: str) -> Handler:
        async def handler(request: web.Request) -> web.Response:
            opened = await self._opened(request, kind)
            try:
                version = int(request.query.get("version", ""))
            except ValueError:
                raise web.HTTPBadRequest() from None
            now = await self._live.wait(opened.match.id, version)
            if now == version:
                return _json({"version": now})
            # The news, made once for every page of the match that waited for it (a
            # private link's apart: it is checked anew, and shows its own hand).
            key = (kind, request.match_info["key"], now)
            body = await self._news.get(key, partial(self._news_of, request, kind))
            return web.Response(body=body, content_type="application/json", charset="utf-8")

        return handler

    async def _news_of(self, request: web.Request, kind: str) -> bytes:
        """What a waiting page is answered once its match changed: the match's facts and
        its latest position's words, so that a page following the match shows the move
        without asking again. Opened anew: pages turned off meanwhile answer 404."""
        opened = await self._opened(request, kind)
        facts = await self._pages.facts(opened)
        ply = len(opened.match.moves)
        shown = await self._pages.words(opened, ply, facts.locale)
        assert shown is not None  # the last position is always there
        key = self._pages.position_key(opened, ply, facts.locale)
        news = {
            "version": facts.version,
            "page": page_json(facts, self._clock()),
            "position": ply_json(shown, ply, opened.match.moves, facts.locale, key),
        }
        return json.dumps(news, ensure_ascii=False).encode()

    def _history(self, kind: str) -> Handler:
        async def handler(request: web.Request) -> web.Response:
            opened = await self._opened(request, kind)
            text = await self._pages.history(opened)
            if text is None:
                raise web.HTTPNotFound()
            name = f"match-{opened.match.id}.txt"
            return web.Response(
                text=text,
                content_type="text/plain",
                headers={"Content-Disposition": f'attachment; filename="{name}"'},
            )

        return handler

    def _review(self, kind: str) -> Handler:
        async def handler(request: web.Request) -> web.Response:
            opened = await self._opened(request, kind)
            if self.review is None or opened.match.is_ongoing:
                raise web.HTTPNotFound()
            try:
                review = await self.review(opened.match)
            except ServiceError:  # not to be reviewed (yet): a tournament still on
                raise web.HTTPNotFound() from None
            if review is None:
                raise web.HTTPNotFound()
            locale = await self._pages.locale(opened)
            return _json(review_json(review, opened.match.id, locale))

        return handler


def _json(value: dict[str, Any]) -> web.Response:
    return web.Response(text=json.dumps(value, ensure_ascii=False), content_type="application/json")


def _image(request: web.Request, kind: str, png: bytes | None, key: str) -> web.Response:
    """An image of a position; kept for good by the browser when asked for under the
    position's key (`PageService.position_key`), which names what it shows."""
    if png is None:
        raise web.HTTPNotFound()
    response = web.Response(body=png, content_type="image/png")
    if request.query.get("k") == key:
        reach = "public" if kind == "m" else "private"
        response.headers["Cache-Control"] = f"{reach}, max-age=31536000, immutable"
    return response
