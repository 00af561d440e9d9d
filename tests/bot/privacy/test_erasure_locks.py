"""Forgetting a member locks what the erasure touches (bot/privacy/storage/
privacy_store.py): the servers whose rows hold the member, the member's ongoing
matches and the member, in the one fixed order. So it never interleaves with a move of
that member (a move locks its match), while writers of other servers go on; a match
the member joined after the erasure first looked is locked too before it is erased."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime

import pytest

from bot.core.scope import Scope
from bot.core.storage.database import Database
from bot.privacy.storage.privacy_store import SqlPrivacyStore
from tests.bot.core.test_database_scopes import waits
from tests.e2e.service_stack import GAME, close_stack, stack_on

GUILDS = (41 << 22, 42 << 22, 43 << 22)
MEMBER, OTHER = 601, 602
PSEUDONYM = 1 << 60


def clock() -> datetime:
    return datetime(2026, 11, 27, tzinfo=UTC)


@pytest.fixture
async def services(database_url):
    stack = await stack_on(database_url, clock)
    yield stack
    await close_stack(stack)


@pytest.fixture
async def services_on_postgres(postgres_server):
    """A stack on PostgreSQL alone, for what only several writers at once can show
    (SQLite has one writer)."""
    database_url = await postgres_server.fresh_database()
    stack = await stack_on(database_url, clock)
    yield stack
    await close_stack(stack)
    await postgres_server.drop(database_url)


async def match_of(services, guild_id: int) -> int:
    """A new match of the member against another in `guild_id`."""
    seats = {"dark": MEMBER, "light": OTHER}
    match = await services.matches.create_match(guild_id, guild_id + 1, GAME, {}, 1, seats)
    return match.id


async def erasing_while_held(database: Database, held: Scope) -> tuple[asyncio.Task, object]:
    """The erasure of the member begun while another task holds a transaction of
    `held` open; and the event that lets that transaction end."""
    release, began = asyncio.Event(), asyncio.Event()

    async def holder() -> None:
        async with database.transaction(held):
            began.set()
            await release.wait()

    holding = asyncio.create_task(holder())
    await began.wait()
    erasing = asyncio.create_task(SqlPrivacyStore(database).erase(MEMBER, PSEUDONYM, None))

    async def let_go() -> None:
        release.set()
        await asyncio.gather(holding, erasing)

    return erasing, let_go


@pytest.mark.postgres
async def test_the_erasure_waits_for_a_move_of_the_member(services):
    match_id = await match_of(services, GUILDS[0])
    database = services.database
    erasing, let_go = await erasing_while_held(database, Scope.match(match_id))
    assert await waits(database, erasing)  # the move's transaction is open: it waits
    await let_go()
    assert MEMBER not in (await services.matches.get(match_id)).seats.values()


@pytest.mark.postgres
async def test_the_erasure_does_not_wait_for_writers_of_other_servers(services, backend):
    await match_of(services, GUILDS[0])
    database = services.database
    erasing, let_go = await erasing_while_held(database, Scope.server(GUILDS[1]))
    waited = await waits(database, erasing)
    await let_go()
    assert waited == (backend == "sqlite")  # SQLite: one writer, always


async def test_a_match_begun_while_the_erasure_waits_is_locked_before_it_is_erased(
    services_on_postgres,
):
    """On PostgreSQL only: with SQLite's one writer no match can begin while the
    erasure waits."""
    services = services_on_postgres
    first = await match_of(services, GUILDS[0])
    database = services.database
    erasing, let_go = await erasing_while_held(database, Scope.match(first))
    assert await waits(database, erasing)
    later = await match_of(services, GUILDS[2])  # the erasure looked before it began
    release, began = asyncio.Event(), asyncio.Event()

    async def moving() -> None:  # a move of the member in the new match
        async with database.transaction(Scope.match(later)):
            began.set()
            await release.wait()

    move = asyncio.create_task(moving())
    await began.wait()
    releasing = asyncio.create_task(let_go())
    assert await waits(database, erasing)  # past the first move, it waits for this one
    release.set()
    await asyncio.gather(move, releasing)
    assert MEMBER not in (await services.matches.get(later)).seats.values()
