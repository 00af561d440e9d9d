"""The match pages served by a process of their own (`python -m bot.web`, the bot's child
by default: bot/web/http/child.py): it serves a move the bot's process made, from the
database alone, and is started again when it dies.

"The bot's process" here is this test's process: the bot's own composition root
(`Services.build`) over the same database, with recording fakes where Discord would be
(tests/e2e/service_stack.py). The page process is a real child process, started by the
same supervisor the bot uses.
"""

from __future__ import annotations

import asyncio
import os
import signal
import socket
from pathlib import Path

import aiohttp
import pytest

from bot.app import create_bot
from bot.core.cores import pages_core
from bot.core.niceness import PAGES
from bot.settings import PageSettings, Settings
from bot.web.http.child import PageProcess
from tests.e2e.service_stack import PLAYERS, close_stack, create_matches, now, play_next, stack_on
from tests.e2e.web_pages import PUBLIC_URL
from tests.waiting import until, until_answer

pytestmark = pytest.mark.postgres

GUILD = 4_200


def settings_for(database_url: str, port: int = 0) -> PageSettings:
    return PageSettings(
        database_url=database_url,
        public_url=PUBLIC_URL,
        web_port=port,
        web_poll_seconds=0.05,
        _env_file=None,
    )


@pytest.fixture
async def bot_process(database_url):
    services = await stack_on(database_url, now, public_url=PUBLIC_URL)
    yield services
    await close_stack(services)


@pytest.fixture
async def page_process(database_url, bot_process):
    del bot_process  # the database is migrated by the bot first, as the bot starts it after
    process = PageProcess(settings_for(database_url), pause=0.05)
    await process.start()
    yield process
    await process.close()


@pytest.fixture
async def session():
    async with aiohttp.ClientSession() as session:
        yield session


async def get_json(session: aiohttp.ClientSession, process: PageProcess, link: str, path: str):
    address = f"http://127.0.0.1:{process.port}{link.removeprefix(PUBLIC_URL)}{path}"
    async with session.get(address) as response:
        assert response.status == 200, (address, response.status)
        return await response.json()


async def test_the_page_process_serves_a_move_the_bot_process_made(
    bot_process, page_process, session
):
    (match_id,) = await create_matches(bot_process, GUILD, 1)
    link = await bot_process.pages.page_link(await bot_process.matches.get(match_id))
    assert link is not None
    page = await get_json(session, page_process, link, "/page.json")
    assert (page["ply"], page["locale"]) == (0, "en")
    waiting = asyncio.create_task(
        get_json(session, page_process, link, f"/wait?version={page['version']}")
    )
    await asyncio.sleep(0.2)  # the wait is held by the page process, not yet answered
    assert not waiting.done()
    assert await play_next(bot_process, match_id) == 1
    news = await asyncio.wait_for(waiting, 60)
    assert news["version"] == page["version"] + 1
    assert (news["page"]["ply"], news["position"]["ply"]) == (1, 1)


async def test_the_page_process_reads_what_the_bot_process_changes_later(
    bot_process, page_process, session
):
    (match_id,) = await create_matches(bot_process, GUILD, 1)
    match = await bot_process.matches.get(match_id)
    link = await bot_process.pages.page_link(match)
    assert (await get_json(session, page_process, link, "/page.json"))["locale"] == "en"
    await bot_process.languages.choose(GUILD, None, "de")  # after the page process read it
    await until_answer(
        lambda: get_json(session, page_process, link, "/page.json"),
        lambda page: page["locale"] == "de",  # within `LOCALE_SECONDS`
        pause=0.05,  # within the pages' rate
    )
    # A player's private link, signed with the key the bot process made, opens there.
    private = await bot_process.pages.private_link(match, PLAYERS[0], revoke=False)
    assert (await get_json(session, page_process, private, "/page.json"))["viewer"]
    await bot_process.pages.set_pages_on(GUILD, False)
    address = f"http://127.0.0.1:{page_process.port}{link.removeprefix(PUBLIC_URL)}/page.json"
    async with session.get(address) as response:
        assert response.status == 404


async def test_a_page_process_that_dies_is_started_again(bot_process, page_process, session):
    (match_id,) = await create_matches(bot_process, GUILD, 1)
    link = await bot_process.pages.page_link(await bot_process.matches.get(match_id))
    first = page_process.pid
    assert page_process.alive and page_process.starts == 1
    own = os.getpriority(os.PRIO_PROCESS, 0)  # the bot's moves come first on a shared machine
    assert os.getpriority(os.PRIO_PROCESS, first) == min(own + PAGES, 19) > own
    os.kill(first, signal.SIGKILL)
    await until(lambda: page_process.starts == 2 and page_process.alive)
    assert page_process.pid != first
    assert (await get_json(session, page_process, link, "/page.json"))["ply"] == 0


def cores_of_threads(pid: int) -> set[frozenset[int]]:
    """The cores each of process `pid`'s threads may run on."""
    threads = os.listdir(f"/proc/{pid}/task")
    return {frozenset(os.sched_getaffinity(int(thread))) for thread in threads}


def image_workers(pid: int) -> list[int]:
    """Process `pid`'s worker pool's processes (multiprocessing's spawned children, not
    its resource tracker)."""
    children = Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
    commands = {child: Path(f"/proc/{child}/cmdline").read_bytes() for child in children}
    return [
        int(child)
        for child, command in commands.items()
        if b"spawn_main" in command and b"resource_tracker" not in command
    ]


async def test_the_page_process_keeps_to_a_core_of_its_own_its_image_workers_to_the_bots(
    page_process,
):
    bots = frozenset(os.sched_getaffinity(0))
    pid = page_process.pid
    assert pid is not None
    assert cores_of_threads(pid) == {pages_core(bots)}  # with the threads it started since
    await until(lambda: len(image_workers(pid)) == len(bots))  # a worker for each core
    await until(lambda: all(cores_of_threads(w) == {bots} for w in image_workers(pid)))


async def test_a_dead_page_process_is_reported_until_it_listens_again(database_url, bot_process):
    del bot_process
    taken = socket.socket()
    taken.bind(("0.0.0.0", 0))
    taken.listen()
    port = taken.getsockname()[1]
    process = PageProcess(settings_for(database_url, port), pause=0.05)
    try:
        await process.start()  # the port is taken: the page process ends at once
        assert not process.alive and process.starts == 0
        taken.close()
        await until(lambda: process.alive)
        assert process.port == port
    finally:
        taken.close()
        await process.close()


async def test_the_bot_starts_its_page_process_and_its_health_reports_it(database_url, bot_process):
    del bot_process
    settings = Settings(
        discord_token="offline-test-token",
        database_url=database_url,
        public_url=PUBLIC_URL,
        web_port=0,
        _env_file=None,
    )
    assert settings.web_server == "process"  # the default
    bot = create_bot(settings)
    await bot._serve_pages()
    child = bot.page_process
    assert bot.web is None and child is not None
    try:
        assert await bot._pages_alive()
        os.kill(child.pid, signal.SIGKILL)
        await until(lambda: not child.alive)  # down for the restart's pause (a second)
        assert not await bot._pages_alive()
        await until(lambda: child.alive)
        assert await bot._pages_alive() and child.starts == 2
    finally:
        await child.close()
