"""The match pages under load: `python -m bench.web_pages [--pages 500]`.

One process serves the pages (its services, its worker pool and the real aiohttp
server on a loopback port). Another process holds the browsers and a second service
stack over the same database that plays the moves, as another bot process would, so
every update reaches the pages through the live feed's poll (bot/web/live.py), the
slower of its two paths, and the serving process's event loop does only the server's
work, as in the bot (browsers are never in its process). Printed:

* the page's first byte (HTML, one token read) p50/p99, with `--pages` waits open on
  one match and as many on different matches;
* time-to-update: from a move's commit in the other process to each waiting page's
  answer (the new facts and position's words; the board's image is fetched after),
  p50/p99, in both layouts;
* `/move` in the serving process, time-to-defer p50/p99 quiet and while the pages wait
  and fetch their updates (the ratio of the p99s);
* LISTEN/NOTIFY against polling on PostgreSQL (`--postgres`): a change's delay to the
  listener, and the poll's own read of the watched versions.

Both processes share the machine's cores: the figures include the clients' own work.
"""

from __future__ import annotations

import argparse
import asyncio
import multiprocessing
import random
import tempfile
import time
from multiprocessing.connection import Connection
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
    """Browsers: clients that open pages and wait as the page's script does."""

    def __init__(self, local: str) -> None:
        self.local = local
        self.session = aiohttp.ClientSession(connector=aiohttp.TCPConnector(limit=0))

    async def first_byte(self, address: str) -> float:
        began = time.perf_counter()
        async with self.session.get(address) as response:
            elapsed = time.perf_counter() - began
            await response.read()
        return elapsed

    async def wait(self, address: str, version: int) -> float:
        """A page waiting for its match's next version, then showing it as the page's
        script does: the answer brings the facts and the new position's words (the page
        is updated: the time-to-update's end, returned), then the board's image is
        fetched."""
        async with self.session.get(f"{self.local}{address}/wait?version={version}") as response:
            board = (await response.json())["position"]["board"]
        updated = time.perf_counter()
        async with self.session.get(f"{self.local}{address}/{board}") as response:
            await response.read()
        return updated


class Outside:
    """The other process: the browsers, and a second bot process (its own service stack
    over the same database) that plays the moves. Talks to the serving process over
    `conn`: it asks it to confirm that its pages' waits arrived, and reports lines."""

    def __init__(self, conn: Connection, mover: Services, pages: Pages) -> None:
        self.conn, self.mover, self.pages = conn, mover, pages

    async def ask(self, *message: object) -> object:
        self.conn.send(message)
        return await asyncio.to_thread(self.conn.recv)

    async def layout(self, plans, addresses, label: str) -> None:
        """Pages wait on `addresses` (one match many times, or many matches); this
        process plays `plans`' moves; the first byte while they wait and each page's
        time-to-update are reported."""
        matches = self.mover.matches
        versions = {m: (await matches.get(m)).version for _, m in addresses}
        waits = [asyncio.create_task(self.pages.wait(a, versions[m])) for a, m in addresses]
        await self.ask("expect", sorted(versions), len(addresses))
        firsts = [
            await self.pages.first_byte(self.pages.local + addresses[n % len(addresses)][0])
            for n in range(200)
        ]
        committed, began = {}, time.perf_counter()
        for channel_id, user, notation in plans:
            made = await matches.play_in_channel(channel_id, user, notation)
            committed[made.match.id] = time.perf_counter()
        played = time.perf_counter() - began
        answered = await asyncio.gather(*waits)
        updates = [at - committed[m] for at, (_, m) in zip(answered, addresses, strict=True)]
        first = f"first byte p50 {ms_at(firsts, 0.5):6.2f} p99 {ms_at(firsts, 0.99):6.2f} ms"
        update = f"update p50 {ms_at(updates, 0.5):6.1f} p99 {ms_at(updates, 0.99):6.1f} ms"
        pages = f"({len(updates)} pages, {len(plans)} moves played in {played:.2f} s)"
        self.conn.send(("line", f"{label:28} {first} · {update} {pages}"))


def outside(conn: Connection, path: str, local: str, plans, addresses) -> None:
    """The other process's life (spawned): the three layouts, the last one when the
    serving process says `/move` is being timed. `addresses`: one match's page, then
    as many different matches' as for each of the other two layouts."""
    count = (len(addresses) - 1) // 2

    async def run() -> None:
        database = await Database.open(Path(path))
        mover, pages = build(database, random.Random(31)), Pages(local)
        there = Outside(conn, mover, pages)
        try:
            one = addresses[0]
            await there.layout(plans[:1], [one] * count, "one match")
            await there.layout(plans[1 : count + 1], addresses[1 : count + 1], "different matches")
            await there.ask("quiet")
            rest = slice(count + 1, 2 * count + 1)
            await there.layout(plans[rest], addresses[rest], "while /move runs")
            conn.send(("done",))
        finally:
            await pages.session.close()
            await mover.tasks.close()
            await database.close()

    asyncio.run(run())


async def defers(services: Services, plans, seconds: float) -> list[float]:
    """`/move` time-to-defer in the serving process, a move every `ARRIVAL`."""
    move, moving, ends = ServicesMove(services), [], time.perf_counter() + seconds
    arriving = iter(plans)
    while time.perf_counter() < ends:
        moving.append(asyncio.create_task(move(*next(arriving), time.perf_counter())))
        await asyncio.sleep(ARRIVAL)
    return list(await asyncio.gather(*moving))


async def answer_outside(conn: Connection, serving: Services, plans) -> None:
    """The serving process's side of the talk: confirm waits, print lines; on "quiet",
    time `/move` quiet, then let the last layout start and time it again meanwhile."""
    timed = None
    while True:
        kind, *rest = await asyncio.to_thread(conn.recv)
        if kind == "expect":
            watched, count = rest
            while sum(serving.live.waiting_on(m) for m in watched) < count:  # noqa: ASYNC110
                await asyncio.sleep(0.01)  # the requests arrive over sockets
            conn.send("ready")
        elif kind == "line":
            print(rest[0], flush=True)
        elif kind == "quiet":
            quiet = await defers(serving, plans[: len(plans) // 2], 3.0)
            conn.send("go")
            timed = asyncio.create_task(defers(serving, plans[len(plans) // 2 :], 3.0))
        else:
            break
    assert timed is not None
    busy = await timed
    ratio = ms_at(busy, 0.99) / ms_at(quiet, 0.99)
    print(
        f"/move time-to-defer quiet p50 {ms_at(quiet, 0.5):.2f} p99 {ms_at(quiet, 0.99):.2f}"
        f" ms; with the pages updating p50 {ms_at(busy, 0.5):.2f} p99 {ms_at(busy, 0.99):.2f}"
        f" ms ({ratio:.2f}x)"
    )


async def pages_bench(count: int) -> None:
    rng = random.Random(30)
    pool = WorkerPool()
    pool.start()
    install(pool)
    with tempfile.TemporaryDirectory() as directory:
        path = Path(directory) / "pages.sqlite3"
        serving = build(await Database.open(path), rng)
        channels = await fill(serving.database, 2 * count + 3000, rng)
        plans = await services_plans(serving, channels)
        addresses = []
        for channel_id, _, _ in plans[: 2 * count + 1]:
            match = await serving.matches.in_channel(channel_id)
            link = await serving.pages.page_link(match)
            assert link is not None
            addresses.append((link.removeprefix(PUBLIC), match.id))
        routes = PageRoutes(serving.pages, serving.live, serving.clock)
        runner = web.AppRunner(routes.app(RateLimit(rate=1e9, burst=1e9)), access_log=None)
        await runner.setup()
        await web.TCPSite(runner, "127.0.0.1", 0).start()
        poller = asyncio.create_task(serving.live.run())
        local = f"http://127.0.0.1:{runner.addresses[0][1]}"
        ours, theirs = multiprocessing.get_context("spawn").Pipe()
        process = multiprocessing.get_context("spawn").Process(
            target=outside,
            args=(theirs, str(path), local, plans[: 2 * count + 1], addresses),
        )
        process.start()
        try:
            print(
                f"{count} pages on one match, then {count} on different matches (SQLite;"
                " browsers and the moving bot in another process):"
            )
            await answer_outside(ours, serving, plans[2 * count + 1 :])
        finally:
            process.join()
            poller.cancel()
            await runner.cleanup()
            install(None)
            await pool.close()
            await serving.tasks.close()
            await serving.database.close()


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
