"""Write transactions lock what they touch (bot/core/scope.py): writers about
different servers run side by side, writers about the same server or member one after
the other, a writer that declares nothing alone; and the locks are taken in one fixed
order, so no two writers can wait for each other in a circle. On both backends (SQLite
has one writer anyway, but judges a joining block's scope as PostgreSQL does)."""

from __future__ import annotations

import asyncio
import random
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from functools import partial

import pytest

from bot.core.scope import Scope
from bot.core.storage.database import Database
from bot.core.storage.database.locks import LockOrderError
from bot.core.storage.database.postgres import named

pytestmark = pytest.mark.postgres

GUILDS = (11 << 22, 12 << 22)
MEMBERS = (21 << 22, 22 << 22)


@pytest.fixture
async def table(database):
    async with database.transaction() as conn:
        await conn.execute("CREATE TABLE t (a INTEGER)")
    return database


async def write_while_held(database: Database, held: Scope | None, scope: Scope | None) -> bool:
    """Whether a write of `scope` commits while another task holds a transaction of
    `held` open, rather than waiting for that transaction's end."""

    async def insert(value: int, within: Scope | None = None) -> None:
        async with database.transaction(within) as conn:  # `None` inside: joins
            await conn.execute("INSERT INTO t VALUES (?)", (value,))

    writing = partial(insert, 2, scope)
    return not await waits_while_held(database, held, database, writing, inside=partial(insert, 1))


async def waits(database: Database, writing: asyncio.Task[None]) -> bool:
    """Whether `writing` waits for a lock (on PostgreSQL, seen waiting in `pg_locks`)
    rather than finishing."""
    if not is_postgres(database):
        for _ in range(50):
            await asyncio.sleep(0)
        return not writing.done()
    while not writing.done():
        waiting = await database.fetch_one(
            "SELECT COUNT(*) FROM pg_locks WHERE locktype = 'advisory' AND NOT granted"
        )
        if waiting[0]:
            return True
        await asyncio.sleep(0.01)
    return False


async def waits_while_held(
    holder: Database,
    held: Scope | None,
    writer: Database,
    writing: Callable[[], Awaitable[None]],
    *,
    inside: Callable[[], Awaitable[None]] | None = None,
) -> bool:
    """Whether `writing` (on `writer`) waits while a transaction of `held` stays open
    on `holder` (having run `inside` first, a writer in the middle of its writes)."""
    began, release = asyncio.Event(), asyncio.Event()

    async def holding() -> None:
        async with holder.transaction(held):
            if inside is not None:
                await inside()
            began.set()
            await release.wait()

    held_open = asyncio.create_task(holding())
    await began.wait()
    written = asyncio.create_task(writing())
    waited = await waits(writer, written)
    release.set()
    await asyncio.gather(held_open, written)
    return waited


async def waits_after_looking(database: Database) -> None:
    """Return once a writer on PostgreSQL waits for its locks in its second try: the
    first try gives up after `WAIT_NOTICED` (its statement sets a `lock_timeout`), then
    the writer looks up who holds the locks and waits for them without a timeout. A
    holder let go before that look would be seen by nobody, however slow the machine."""
    while True:
        waiting = await database.fetch_one(
            "SELECT COUNT(*) FROM pg_locks AS l JOIN pg_stat_activity AS a ON a.pid = l.pid"
            " WHERE l.locktype = 'advisory' AND NOT l.granted"
            " AND a.query NOT LIKE '%lock_timeout%'"
        )
        if waiting[0]:
            return
        await asyncio.sleep(0.01)


def is_postgres(database: Database) -> bool:
    return type(database).__name__ == "PostgresDatabase"


async def test_writers_about_different_servers_do_not_wait_for_each_other(table, backend):
    first, second = (Scope.of(guild=guild) for guild in GUILDS)
    side_by_side = await write_while_held(table, first, second)
    assert side_by_side == (backend == "postgres")  # SQLite: one writer, always


@pytest.mark.parametrize(
    ("held", "scope"),
    [
        (Scope.of(guild=GUILDS[0]), Scope.of(guild=GUILDS[0])),
        (Scope.of(members=MEMBERS), Scope.of(guild=GUILDS[1], members=MEMBERS[1:])),
        (Scope.of(guild=GUILDS[0]), None),
        (None, Scope.of(guild=GUILDS[1])),
        (None, Scope.rows_only()),
    ],
    ids=[
        "same server",
        "same member",
        "all after a server",
        "a server after all",
        "rows after all",
    ],
)
async def test_writers_touching_the_same_thing_wait_for_each_other(table, held, scope):
    assert not await write_while_held(table, held, scope)


async def test_a_joining_block_adds_later_locks_and_is_refused_earlier_ones(table):
    async with table.transaction(Scope.of(guild=GUILDS[0])) as conn:
        async with table.transaction(Scope.of(guild=GUILDS[0], members=MEMBERS)):
            await conn.execute("INSERT INTO t VALUES (1)")
        async with table.transaction():  # declares nothing: joins on the outer word
            await conn.execute("INSERT INTO t VALUES (2)")
    with pytest.raises(LockOrderError):
        async with table.transaction(Scope.of(members=MEMBERS[:1])):
            await table.write("INSERT INTO t VALUES (3)", scope=Scope.of(guild=GUILDS[1]))
    with pytest.raises(LockOrderError):
        async with table.transaction(Scope.of(guild=GUILDS[1])):
            await table.write("INSERT INTO t VALUES (4)", scope=Scope.of(guild=GUILDS[0]))
    with pytest.raises(LockOrderError):
        async with table.transaction(Scope.rows_only()), table.transaction(EVERYTHING_ASKED):
            pass
    assert sorted(row[0] for row in await table.fetch_all("SELECT a FROM t")) == [1, 2]


EVERYTHING_ASKED = Scope(everything=True)


async def test_writers_in_every_order_that_could_deadlock_all_commit(table):
    """Pairs of writers each wanting a server and a member (or two of either), asking
    in opposite orders, with a pause between the outer block and the inner one so the
    other writer gets in between: with locks taken as each block comes, half of them
    would wait for each other in a circle (PostgreSQL would kill one as a deadlock).
    Every writer either commits or is refused at the inner block before it waits."""
    rng = random.Random(7)
    things = [Scope.of(guild=guild) for guild in GUILDS] + [
        Scope.of(members=(member,)) for member in MEMBERS
    ]
    refused = 0

    async def writer(first: Scope, then: Scope, whole: bool) -> None:
        nonlocal refused
        outer = Scope(first.guilds | then.guilds, first.members | then.members) if whole else first
        try:
            async with table.transaction(outer) as conn:
                await asyncio.sleep(0.001 * rng.random())
                async with table.transaction(then):
                    await conn.execute("INSERT INTO t VALUES (1)")
        except LockOrderError:
            refused += 1

    pairs = [rng.sample(things, 2) for _ in range(60)]
    await asyncio.gather(
        *(writer(a, b, whole=n % 2 == 0) for n, (a, b) in enumerate(pairs)),
        *(writer(b, a, whole=n % 2 == 0) for n, (a, b) in enumerate(pairs)),
    )
    committed = (await table.fetch_one("SELECT COUNT(*) FROM t"))[0]
    assert committed + refused == 2 * len(pairs)
    assert refused == len(pairs) // 2  # of each pair declared bit by bit, the one asking
    # for an earlier lock second


@asynccontextmanager
async def two_processes(postgres_server) -> AsyncIterator[tuple[Database, Database, list]]:
    """Two processes' databases ("first", "second") over one fresh PostgreSQL
    database, and the lock waits the second notices (`watch_lock_waits`)."""
    database_url = await postgres_server.fresh_database()
    first = await Database.open(named(database_url, "first"))
    second = await Database.open(named(database_url, "second"))
    noticed: list = []
    second.watch_lock_waits(noticed.append)
    try:
        yield first, second, noticed
    finally:
        await first.close()
        await second.close()
        await postgres_server.drop(database_url)


async def test_a_writer_kept_waiting_is_noticed_with_the_process_holding_the_lock(
    postgres_server,
):
    """On PostgreSQL only: SQLite's writers wait on one lock, in one process."""
    async with two_processes(postgres_server) as (first, second, noticed):
        async with first.transaction() as conn:
            await conn.execute("CREATE TABLE t (a INTEGER)")
        holder_began, release = asyncio.Event(), asyncio.Event()

        async def holder() -> None:
            async with first.transaction(Scope.of(guild=GUILDS[0])):
                holder_began.set()
                await release.wait()

        holding = asyncio.create_task(holder())
        await holder_began.wait()
        writing = asyncio.create_task(
            second.write("INSERT INTO t VALUES (1)", scope=Scope.of(guild=GUILDS[0]))
        )
        assert await waits(second, writing)
        await second.write("INSERT INTO t VALUES (2)", scope=Scope.of(guild=GUILDS[1]))
        await waits_after_looking(second)
        release.set()
        await asyncio.gather(holding, writing)
    assert [wait.holders for wait in noticed] == [frozenset({"first"})]
