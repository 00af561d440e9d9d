"""The match pages in a process of their own (`python -m bot.web`): the bot starts it as
its child (`child.py`), or another service runs it (the compose file's `web`), so the
bot's event loop does no page work while it plays.

Everything a page needs comes from the database, never from a bot's memory: the match
and its clock, its token, the server's choice of pages and of languages, where the
match's page reads its language (recorded by the bot with each link, `PageService`),
the signing key of private links and the stored reviews. A move made by any bot process
reaches the waiting pages through the live feed's poll (`bot/web/live.py`): one read of
the watched versions per interval, whatever the number of pages.

Once it listens, it writes `listening on <port>` on its standard output (the one line
it ever writes there: the bot reads it to know its child is ready, and on which port);
with `--with-parent` it ends when its standard input closes, so a bot that dies, even
killed, leaves no page process holding the port. Its image workers are its children,
in its process group, which the bot ends with it.
"""

from __future__ import annotations

import argparse
import asyncio
import importlib
import logging
import os
import signal
import sys
from datetime import UTC, datetime
from functools import partial
from typing import BinaryIO, TextIO

from pydantic import ValidationError

from bot.clocks.storage.clock_store import ClockStore
from bot.core import cores, niceness
from bot.core.background import BackgroundTasks
from bot.core.events import EventBus
from bot.core.matches import MatchService
from bot.core.storage.database import Database
from bot.core.storage.match_store import SqlMatchStore
from bot.core.worker_pool import WorkerPool, install, run_off_loop
from bot.languages.service import LanguageService
from bot.languages.storage.language_store import LanguageStore
from bot.operations.json_logs import start_logs
from bot.review.service import ReviewService
from bot.review.storage.review_store import SqlReviewStore
from bot.settings import PageSettings
from bot.web.http.app import PageRoutes
from bot.web.http.guard import RateLimit
from bot.web.http.server import WebServer
from bot.web.live import LiveFeed
from bot.web.pages import PageService
from bot.web.private_links import PrivateLinks
from bot.web.storage.page_store import SqlPageStore
from bot.web.storage.version_store import SqlVersionStore

log = logging.getLogger(__name__)

LOCALE_SECONDS = 1.0
"""A language chosen reaches the open pages within this long (`PageService`)."""
READY = "listening on "
"""The start of the line the process writes once it listens, before its port."""


def now() -> datetime:
    return datetime.now(UTC)


def _warm() -> None:
    """A worker's start: the pictures' and games' code imported before the first move
    is watched (it takes a second), not while its pages wait."""
    importlib.import_module("bot.web.ply_picture")


def page_server(database: Database, settings: PageSettings, host: str = "0.0.0.0") -> WebServer:
    """The pages' server over `database` and nothing else: the stores the pages read,
    the match service to replay positions, the stored reviews. Languages are read anew
    each time (another process changes them; this one would never hear of it)."""
    matches = MatchService(SqlMatchStore(database), EventBus(BackgroundTasks()), now)
    store = SqlPageStore(database)
    pages = PageService(
        store,
        PrivateLinks(store, now),
        matches,
        ClockStore(database),
        LanguageService(LanguageStore(database), remember=False),
        settings.public_url,
        locale_seconds=LOCALE_SECONDS,
    )
    live = LiveFeed(SqlVersionStore(database), settings.web_poll_seconds)
    reviews = ReviewService(matches, SqlReviewStore(database), run_off_loop)
    routes = PageRoutes(pages, live, now, partial(reviews.page_data, search=False))
    limit = RateLimit(proxies=settings.trusted_proxies)
    return WebServer(routes, live, settings.web_port, host, limit=limit)


async def serve(settings: PageSettings, *, with_parent: bool) -> None:
    """Serve the pages until SIGTERM or SIGINT (or, `with_parent`, until the standard
    input closes)."""
    loop = asyncio.get_running_loop()
    stop = asyncio.Event()
    for signum in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(signum, stop.set)
    said, parent = _own_pipes()
    everywhere = None
    if with_parent:  # the bot's child: behind the bot, on a core of its own
        await loop.connect_read_pipe(partial(_Parent, stop), parent)
        os.nice(niceness.PAGES)  # before the workers start: they inherit it
        everywhere = cores.step_aside()
    workers = WorkerPool(initializer=_warm, cores=everywhere)
    workers.start()
    install(workers)
    database = await Database.open(settings.database_url)
    server = page_server(database, settings)
    try:
        await server.start()
        log.info("serving the match pages on port %d", server.port)
        with said:
            print(f"{READY}{server.port}", file=said)  # print: the SQL walk reads .write() as SQL
        await stop.wait()
    finally:
        await server.close()
        install(None)
        await workers.close()
        await database.close()


def _own_pipes() -> tuple[TextIO, BinaryIO]:
    """The standard output and input as this process's own: its workers (started
    after) inherit the standard error and nothing as theirs instead, so that the parent
    sees both pipes close as soon as this process ends, whatever became of its workers."""
    said = os.fdopen(os.dup(sys.stdout.fileno()), "w")  # a duplicate is not inherited
    parent = os.fdopen(os.dup(sys.stdin.fileno()), "rb")
    os.dup2(sys.stderr.fileno(), sys.stdout.fileno())
    nothing = os.open(os.devnull, os.O_RDONLY)
    os.dup2(nothing, sys.stdin.fileno())
    os.close(nothing)
    return said, parent


class _Parent(asyncio.Protocol):
    """The standard input, which the parent holds open while it lives: its end (the
    parent closing it, or dying) stops the process."""

    def __init__(self, stop: asyncio.Event) -> None:
        self._stop = stop

    def connection_lost(self, exc: Exception | None) -> None:
        self._stop.set()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m bot.web",
        description="Serve the match pages apart from the bot, from its database"
        " (DATABASE_URL, PUBLIC_URL, WEB_PORT, WEB_POLL_SECONDS).",
    )
    parser.add_argument(
        "--with-parent", action="store_true", help="end when the standard input closes"
    )
    arguments = parser.parse_args(argv)
    try:
        settings = PageSettings()
    except ValidationError as exc:
        print(f"Invalid settings: {exc}", file=sys.stderr)
        return 2
    start_logs(settings.log_level, settings.log_format)
    asyncio.run(serve(settings, with_parent=arguments.with_parent))
    return 0
