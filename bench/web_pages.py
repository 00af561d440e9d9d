"""The match pages under load: `python -m bench.web_pages [--pages 500]`.

One process serves the pages (its services, its worker pool and the real aiohttp
server on a loopback port); a second service stack over the same database plays the
moves, as another bot process would, so every update reaches the pages through the
live feed's poll (bot/web/live.py), the slower of its two paths. Printed:

* the page's first byte (HTML, one token read) p50/p99, with `--pages` waits open on
  one match and as many on different matches;
* time-to-update: from a move's commit in the other process to each waiting page's
  answer, p50/p99, in both layouts;
* `/move` in the serving process, time-to-defer p50/p99 quiet and while the pages wait
  and fetch their updates (the ratio of the p99s);
* LISTEN/NOTIFY against polling on PostgreSQL (`--postgres`): a change's delay to the
  listener, and the poll's own read of the watched versions.

Clients and server share this process and its two cores: the figures include the
clients' own work.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import tempfile
import time
from pathlib import Path

import aiohttp
import asyncpg
from aiohttp import web

from bench.bot_moves import NoTournaments, QuietCourier, fill, now
from bench.burst import ServicesMove, services_plans
from bench.swiss_pairing import ms_at
from bot.core.storage.database import Database
from bot.core.worker_pool import WorkerPool, install
from bot.services import Services
from bot.web.http.app import PageRoutes
from bot.web.http.guard import RateLimit
from bot.web.live import INTERVAL
from bot.web.storage.version_store import SqlVersionStore
from tests.postgres_server import EmbeddedServer

PUBLIC = "http://bench.invalid"
ARRIVAL = 0.005
"""Seconds between two `/move`s while the time-to-defer is measured."""


def build(database: Database, rng: random.Random) -> Services:
    return Services.build(
        database, now, rng, courier=QuietCourier(), host=NoTournaments(), public_url=PUBLIC
    )


class Pages:
    """The serving process's pages: its server, and clients that wait as the page does."""

    def __init__(self, services: Services, port: int) -> None:
        self.services = services
        self.local = f"http://127.0.0.1:{port}"
        self.session = aiohttp.ClientSession(connector=aiohttp.TCPConnector(limit=0))

    async def address(self, match_id: int) -> str:
        match = await self.services.matches.get(match_id)
        link = await self.services.pages.page_link(match)
        assert link is not None
        return self.local + link.removeprefix(PUBLIC)

    async def first_byte(self, address: str) -> float:
        began = time.perf_counter()
        async with self.session.get(address) as response:
            elapsed = time.perf_counter() - began
            await response.read()
        return elapsed

    async def wait(self, address: str, version: int, answered: dict[str, float]) -> None:
        """A page waiting for its match's next version, then fetching it as the page's
        script does (its facts and its position)."""
        async with self.session.get(f"{address}/wait?version={version}") as response:
            await response.read()
        answered[address] = time.perf_counter()
        async with self.session.get(f"{address}/page.json") as response:
            ply = (await response.json())["ply"]
        async with self.session.get(f"{address}/ply/{ply}.json") as response:
            await response.read()


async def layout(pages: Pages, mover: Services, plans, addresses, label: str) -> list[float]:
    """Pages wait on `addresses` (one match many times, or many matches); the other
    process plays `plans`' moves; the first byte while they wait and each page's
    time-to-update are printed."""
    live = pages.services.live
    versions = {a: (await pages.services.matches.get(plan_id)).version for a, plan_id in addresses}
    answered: dict[str, float] = {}
    waits = [asyncio.create_task(pages.wait(a, versions[a], answered)) for a, _ in addresses]
    watched = {match_id for _, match_id in addresses}
    while sum(live.waiting_on(m) for m in watched) < len(addresses):  # noqa: ASYNC110
        await asyncio.sleep(0.01)  # the requests arrive over sockets, no event marks it
    firsts = [await pages.first_byte(addresses[n % len(addresses)][0]) for n in range(200)]
    committed = {}
    for channel_id, user, notation in plans:
        made = await mover.matches.play_in_channel(channel_id, user, notation)
        committed[made.match.id] = time.perf_counter()
    await asyncio.gather(*waits)
    updates = [answered[a] - committed[m] for a, m in addresses if a in answered]
    print(
        f"{label:28} first byte p50 {ms_at(firsts, 0.5):6.2f} p99 {ms_at(firsts, 0.99):6.2f} ms"
        f" · update p50 {ms_at(updates, 0.5):6.1f} p99 {ms_at(updates, 0.99):6.1f} ms"
        f" ({len(updates)} pages)"
    )
    return firsts


async def defers(services: Services, plans, seconds: float) -> list[float]:
    """`/move` time-to-defer in the serving process, a move every `ARRIVAL`."""
    move, moving, ends = ServicesMove(services), [], time.perf_counter() + seconds
    arriving = iter(plans)
    while time.perf_counter() < ends:
        moving.append(asyncio.create_task(move(*next(arriving), time.perf_counter())))
        await asyncio.sleep(ARRIVAL)
    return list(await asyncio.gather(*moving))


async def pages_bench(count: int) -> None:
    rng = random.Random(30)
    pool = WorkerPool()
    pool.start()
    install(pool)
    with tempfile.TemporaryDirectory() as directory:
        path = Path(directory) / "pages.sqlite3"
        serving_db, moving_db = await Database.open(path), await Database.open(path)
        serving, mover = build(serving_db, rng), build(moving_db, rng)
        channels = await fill(serving_db, 2 * count + 3000, rng)
        plans = await services_plans(mover, channels)
        ids = [(await serving.matches.in_channel(c)).id for c, _, _ in plans]
        routes = PageRoutes(serving.pages, serving.live, serving.clock)
        runner = web.AppRunner(routes.app(RateLimit(rate=1e9, burst=1e9)), access_log=None)
        await runner.setup()
        await web.TCPSite(runner, "127.0.0.1", 0).start()
        poller = asyncio.create_task(serving.live.run())
        pages = Pages(serving, runner.addresses[0][1])
        try:
            one = await pages.address(ids[0])
            print(f"{count} pages on one match, then {count} on different matches (SQLite):")
            await layout(pages, mover, plans[:1], [(one, ids[0])] * count, "one match")
            many = [(await pages.address(i), i) for i in ids[1 : count + 1]]
            await layout(pages, mover, plans[1 : count + 1], many, "different matches")
            others = [(await pages.address(i), i) for i in ids[count + 1 : 2 * count + 1]]
            rest = plans[2 * count + 1 :]
            quiet = await defers(serving, rest[: len(rest) // 2], 3.0)
            loaded = asyncio.create_task(
                layout(pages, mover, plans[count + 1 : 2 * count + 1], others, "while /move runs")
            )
            busy = await defers(serving, rest[len(rest) // 2 :], 3.0)
            await loaded
            ratio = ms_at(busy, 0.99) / ms_at(quiet, 0.99)
            print(
                f"/move time-to-defer quiet p50 {ms_at(quiet, 0.5):.2f} p99 "
                f"{ms_at(quiet, 0.99):.2f} ms; with {count} pages updating p50 "
                f"{ms_at(busy, 0.5):.2f} p99 {ms_at(busy, 0.99):.2f} ms ({ratio:.2f}x)"
            )
        finally:
            poller.cancel()
            await pages.session.close()
            await runner.cleanup()
            install(None)
            await pool.close()
            for services in (serving, mover):
                await services.tasks.close()
                await services.database.close()


async def notify_against_polling(count: int) -> None:
    """On PostgreSQL: how late a listener hears a NOTIFY sent with a commit, and what
    one poll of `count` watched versions costs (a change waits half an interval for it
    on average)."""
    server = EmbeddedServer.start(durable=True)
    url = await server.fresh_database()
    database = await Database.open(url)
    try:
        await fill(database, count, random.Random(1))
        ids = [row[0] for row in await database.fetch_all("SELECT id FROM matches")]
        listener, sender = await asyncpg.connect(url), await asyncpg.connect(url)
        heard: asyncio.Queue[float] = asyncio.Queue()
        await listener.add_listener("moves", lambda *_: heard.put_nowait(time.perf_counter()))
        delays = []
        for match_id in ids[:200]:
            async with sender.transaction():
                await sender.execute(
                    "UPDATE matches SET version = version + 1 WHERE id = $1", match_id
                )
                await sender.execute("SELECT pg_notify('moves', $1)", str(match_id))
            committed = time.perf_counter()
            delays.append(await heard.get() - committed)
        store, polls = SqlVersionStore(database), []
        for _ in range(200):
            began = time.perf_counter()
            await store.versions(ids[:count])
            polls.append(time.perf_counter() - began)
        await listener.close()
        await sender.close()
    finally:
        await database.close()
        server.stop()
    print(
        f"PostgreSQL: NOTIFY heard p50 {ms_at(delays, 0.5):.2f} p99 {ms_at(delays, 0.99):.2f} ms"
        f" after the commit; one poll of {count} versions p50 {ms_at(polls, 0.5):.2f}"
        f" p99 {ms_at(polls, 0.99):.2f} ms (a change waits {INTERVAL * 500:.0f} ms for it on"
        " average)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--pages", type=int, default=500)
    parser.add_argument("--postgres", action="store_true", help="LISTEN/NOTIFY against polling")
    arguments = parser.parse_args()
    asyncio.run(pages_bench(arguments.pages))
    if arguments.postgres:
        asyncio.run(notify_against_polling(arguments.pages))


if __name__ == "__main__":
    main()
