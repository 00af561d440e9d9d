"""The match pages under load, as deployed: `python -m bench.web_pages [--pages 500]`.

Three processes over one SQLite file, as in production. This one is the bot: its
services (`Services.build`, its worker pool) play the moves, `/move` among them. The
page process is the bot's child, started by the bot's own supervisor
(`bot/web/http/child.py`, `python -m bot.web`): it notices the moves by its poll of the
watched versions (bot/web/live.py), the only way it can, whichever process made them.
The third process holds the browsers: each page waits as the page's script does, each
from an address of its own (`X-Forwarded-For`, as a reverse proxy on the machine says
it: the pages' rate limit counts per visitor). Printed:

* the page's first byte (HTML, one token read) p50/p99, asked while the pages wait;
* time-to-update: from a move's commit in the bot to each waiting page's answer (the
  new facts and position's words; the board's image is fetched after), p50/p99, with
  `--pages` pages on one match, as many on different matches, and `--rounds` times as
  many on different matches whose moves come in the bot's `/move` stream, a move every
  `ARRIVAL` (each round on matches of its own);
* the bot's `/move` time-to-defer p50/p99, quiet (no page open) and in those rounds
  together (the ratio of the p99s): what the pages cost the bot's event loop. The quiet
  `/move`s are timed in turns with the busy ones, as many before each round (and once
  more after the last), so that the machine's drift over the run weighs on both alike;
  the two halves of the quiet turns (the odd ones against the even ones) give the run's
  own noise. Some 4,000 are timed among the pages with the 8 rounds (a p99 of 500, with
  4 rounds of 500 before, rested on its 5 slowest, and moved with the machine's drift).
  `--control` opens no page in those rounds: the ratio when there is nothing to measure;
* LISTEN/NOTIFY against polling on PostgreSQL (`--postgres`): a change's delay to the
  listener, and the poll's own read of the watched versions.

The three share the machine's cores, as the page process shares the bot's machine in
production; the page process runs as the bot starts it, behind the bot and on a core of
its own (`bot/core/niceness.py`, `bot/core/cores.py`), and so do the browsers, who stand
in for visitors on machines of their own.
"""

from __future__ import annotations

import argparse
import asyncio
import multiprocessing
import os
import random
import tempfile
import time
from multiprocessing.connection import Connection
from pathlib import Path

import aiohttp
import asyncpg

from bench.bot_moves import NoTournaments, QuietCourier, fill, now
from bench.burst import ServicesMove, services_plans
from bench.swiss_pairing import ms_at
from bot.core.cores import pages_core
from bot.core.niceness import BOARDS, PAGES
from bot.core.storage.database import Database
from bot.core.worker_pool import WorkerPool, install
from bot.services import Services
from bot.settings import PageSettings
from bot.web.http.child import PageProcess
from bot.web.live import INTERVAL
from bot.web.storage.version_store import SqlVersionStore
from tests.postgres_server import EmbeddedServer

PUBLIC = "http://bench.invalid"
ARRIVAL = 0.005
"""Seconds between two `/move`s: 200 a second."""
BUSY = "while /move runs"
"""The label of the layouts whose moves come in the `/move` stream (`--rounds` of them,
each on matches of its own): the `/move`s timed with the pages updating."""
SETTLE = 2.0
"""Seconds the browsers give their waits to reach the page process before the moves."""

Page = tuple[str, int, int]
"""A page's address (under `PUBLIC`), its match and the version it shows."""


def build(database: Database, rng: random.Random) -> Services:
    return Services.build(
        database, now, rng, courier=QuietCourier(), host=NoTournaments(), public_url=PUBLIC
    )


def visitor(number: int) -> dict[str, str]:
    """The headers of browser `number`, behind a reverse proxy on the machine."""
    return {"X-Forwarded-For": f"10.{number >> 16 & 255}.{number >> 8 & 255}.{number & 255}"}


class Pages:
    """Browsers: clients that open pages and wait as the page's script does."""

    def __init__(self, local: str) -> None:
        self.local = local
        self.session = aiohttp.ClientSession(connector=aiohttp.TCPConnector(limit=0))

    async def first_byte(self, address: str, number: int) -> float:
        began = time.perf_counter()
        async with self.session.get(self.local + address, headers=visitor(number)) as response:
            elapsed = time.perf_counter() - began
            await response.read()
        return elapsed

    async def wait(self, page: Page, number: int) -> float:
        """A page waiting for its match's next version, then showing it as the page's
        script does: the answer brings the facts and the new position's words (the page
        is updated: the time-to-update's end, returned), then the board's image is
        fetched."""
        address, _, version = page
        headers = visitor(number)
        wait = f"{self.local}{address}/wait?version={version}"
        async with self.session.get(wait, headers=headers) as response:
            board = (await response.json())["position"]["board"]
        updated = time.perf_counter()
        async with self.session.get(f"{self.local}{address}/{board}", headers=headers) as response:
            await response.read()
        return updated


def spread(label: str, seconds: list[float], digits: int) -> str:
    low, high = ms_at(seconds, 0.5), ms_at(seconds, 0.99)
    return f"{label} p50 {low:6.{digits}f} p99 {high:6.{digits}f} ms"


def browsers(
    conn: Connection, local: str, layouts: list[tuple[str, list[Page]]], control: bool
) -> None:
    """The browsers' process (spawned): for each layout, its pages wait, the first byte
    is timed meanwhile, the bot is asked to play, and each page's time-to-update is
    reported from the moves' commit times the bot answers with. The visitors' browsers
    are on machines of their own, so here they take only what the bot leaves, like the
    page process (niceness `PAGES`), and on one core (the last): their side of 500
    connections (their network stack's work, their JSON) stays off the other, where the
    bot may run (2026-11-27, 2,000 `/move`s each way: 3.44x quiet's p99 with the
    browsers on both cores, 1.08x to 1.89x in three runs with them on one). As the
    `control`, they open no page in the rounds among `/move`."""
    os.nice(PAGES)
    os.sched_setaffinity(0, pages_core(os.sched_getaffinity(0)))  # with the page process

    async def run() -> None:
        pages = Pages(local)
        try:
            for label, opened in layouts:
                if label.startswith(BUSY):  # the bot's quiet `/move`s first, no page open
                    conn.send(("quiet",))
                    await asyncio.to_thread(conn.recv)
                    if control:
                        conn.send(("play", label))
                        await asyncio.to_thread(conn.recv)
                        conn.send(("line", label, f"{label:20} (control: no page open)"))
                        continue
                waits = [asyncio.create_task(pages.wait(page, n)) for n, page in enumerate(opened)]
                await asyncio.sleep(SETTLE)
                firsts = [
                    await pages.first_byte(opened[n % len(opened)][0], 100_000 + n)
                    for n in range(200)
                ]
                conn.send(("play", label))
                used = time.process_time()
                committed, note = await asyncio.to_thread(conn.recv)
                answered = await asyncio.gather(*waits)
                spent = (time.process_time() - used) * 1e3 / len(opened)
                updates = [
                    at - committed[m] for at, (_, m, _) in zip(answered, opened, strict=True)
                ]
                first = spread("first byte", firsts, 2)
                update = spread("update", updates, 1)
                line = (
                    f"{label:20} {first} · {update} ({len(updates)} pages, {note})"
                    f" · browsers' CPU {spent:.2f} ms a page"
                )
                conn.send(("line", label, line))
        finally:
            await pages.session.close()
        conn.send(("done",))

    asyncio.run(run())


async def played(services: Services, plans) -> tuple[dict[int, float], str]:
    """`plans`' moves, one after another: each match's commit time, and how long."""
    committed, began = {}, time.perf_counter()
    for channel_id, user, notation in plans:
        made = await services.matches.play_in_channel(channel_id, user, notation)
        committed[made.match.id] = time.perf_counter()
    return committed, f"{len(plans)} moves played in {time.perf_counter() - began:.2f} s"


async def defers(move: ServicesMove, first: list, spare, seconds: float = 0.0) -> list[float]:
    """`/move` time-to-defer in the bot, a move every `ARRIVAL`: `first`'s moves, then
    `spare`'s (an iterator) until `seconds` have passed."""
    moving, ends = [], time.perf_counter() + seconds
    arriving = iter(first)
    while (plan := next(arriving, None)) is not None or time.perf_counter() < ends:
        plan = plan or next(spare)
        moving.append(asyncio.create_task(move(*plan, time.perf_counter())))
        await asyncio.sleep(ARRIVAL)
    return list(await asyncio.gather(*moving))


def cpu_seconds(pid: int) -> float:
    """The processor time process `pid` has used (user and system, its own threads)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


async def answer_browsers(
    conn: Connection, bot: Services, pid: int, layouts, spare, *, control: bool
) -> None:
    """The bot's side of the talk: time quiet `/move`s when asked (no page open), play
    each layout's moves when its pages wait, the busy ones' in the `/move` stream, timed
    again; print each layout's line with the page process's (`pid`) processor time per
    page, then the time-to-defer's."""
    move = ServicesMove(bot)
    rounds = [plans for label, (plans, _) in layouts.items() if label.startswith(BUSY)]
    turn = len(rounds[0]) * ARRIVAL  # a quiet turn times as many as a round
    quiet: list[list[float]] = []
    busy: list[float] = []
    used = 0.0
    while True:
        kind, *rest = await asyncio.to_thread(conn.recv)
        if kind == "quiet":
            quiet.append(await defers(move, [], spare, turn))
            conn.send("go")
        elif kind == "line":
            label, line = rest
            spent = (cpu_seconds(pid) - used) * 1e3 / len(layouts[label][1])
            print(f"{line} · page process CPU {spent:.2f} ms a page", flush=True)
        elif kind == "play":
            label = rest[0]
            plans, _ = layouts[label]
            used = cpu_seconds(pid)
            if not label.startswith(BUSY):
                conn.send(await played(bot, plans))
                continue
            move.committed.clear()
            timed = await defers(move, plans, spare)
            busy += timed
            conn.send((move.committed, f"their {len(plans)} moves among {len(timed)} /move"))
        else:
            break
    quiet.append(await defers(move, [], spare, turn))  # after the last round too
    print(time_to_defer(quiet, busy, control))


def time_to_defer(quiet: list[list[float]], busy: list[float], control: bool) -> str:
    """The time-to-defer's line: quiet turns (`quiet`, in the order timed) against the
    busy rounds' (`busy`: as the `control`, rounds with no page open either), and the
    quiet halves against each other."""
    busy_label = "in the control's rounds (no page open)" if control else "with the pages updating"
    calm = [seconds for turn in quiet for seconds in turn]
    odd = [seconds for turn in quiet[::2] for seconds in turn]
    even = [seconds for turn in quiet[1::2] for seconds in turn]
    return (
        f"/move time-to-defer: quiet, {len(calm)} in {len(quiet)} turns, {spread('', calm, 3)};"
        f" {busy_label}, {len(busy)}, {spread('', busy, 3)}:"
        f" **{ms_at(busy, 0.99) / ms_at(calm, 0.99):.2f}x** quiet's p99 (the run's own noise:"
        f" the odd quiet turns' p99 is {ms_at(odd, 0.99) / ms_at(even, 0.99):.2f}x the even"
        " ones')"
    )


async def pages_bench(count: int, rounds: int, control: bool) -> None:
    rng = random.Random(30)
    pool = WorkerPool(niceness=BOARDS)  # as the bot's
    pool.start()
    install(pool)
    with tempfile.TemporaryDirectory() as directory:
        path = Path(directory) / "pages.sqlite3"
        bot = build(await Database.open(path), rng)
        opened = (2 + rounds) * count + 1
        spares = (rounds + 1) * count + 1000  # the quiet /move's, between the rounds
        channels = await fill(bot.database, opened + spares, rng)
        plans = await services_plans(bot, channels)
        pages: list[Page] = []
        for channel_id, _, _ in plans[:opened]:
            match = await bot.matches.in_channel(channel_id)
            link = await bot.pages.page_link(match)
            assert link is not None
            pages.append((link.removeprefix(PUBLIC), match.id, match.version))
        layouts = {  # each layout's moves and its pages
            "one match": (plans[:1], [pages[0]] * count),
            "different matches": (plans[1 : count + 1], pages[1 : count + 1]),
        }
        for number in range(rounds):
            share = slice((2 + number) * count + 1, (3 + number) * count + 1)
            layouts[f"{BUSY} {number + 1}"] = (plans[share], pages[share])
        settings = PageSettings(
            database_url=f"sqlite:///{path}", public_url=PUBLIC, web_port=0, _env_file=None
        )
        page_process = PageProcess(settings)
        await page_process.start()
        ours, theirs = multiprocessing.get_context("spawn").Pipe()
        process = multiprocessing.get_context("spawn").Process(
            target=browsers,
            args=(
                theirs,
                f"http://127.0.0.1:{page_process.port}",
                [(label, opened) for label, (_, opened) in layouts.items()],
                control,
            ),
        )
        try:
            print(
                f"{count} pages on one match, then {count} on different matches, then"
                f" {count} on matches moved by /move (SQLite; the bot, the page process"
                " and the browsers in three processes):"
            )
            process.start()
            spare = iter(plans[opened:])
            assert page_process.pid is not None
            await answer_browsers(ours, bot, page_process.pid, layouts, spare, control=control)
        finally:
            process.join()
            await page_process.close()
            install(None)
            await pool.close()
            await bot.tasks.close()
            await bot.database.close()


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
    parser.add_argument(
        "--rounds", type=int, default=8, help="layouts of pages updating among /move, timed"
    )
    parser.add_argument(
        "--control",
        action="store_true",
        help="open no page in the rounds among /move: the time-to-defer ratio with nothing"
        " to measure, the measure's own spread",
    )
    parser.add_argument("--postgres", action="store_true", help="LISTEN/NOTIFY against polling")
    arguments = parser.parse_args()
    asyncio.run(pages_bench(arguments.pages, arguments.rounds, arguments.control))
    if arguments.postgres:
        asyncio.run(notify_against_polling(arguments.pages))


if __name__ == "__main__":
    main()
