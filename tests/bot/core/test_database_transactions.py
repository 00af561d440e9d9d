"""One use case, one commit: a store opened inside this task's transaction joins it,
so several stores commit together or not at all; other tasks' writes wait their turn,
and their reads never wait but see only what was committed. On both backends."""

from __future__ import annotations

import asyncio

import pytest

pytestmark = pytest.mark.postgres


@pytest.fixture
async def table(database):
    async with database.transaction() as conn:
        await conn.execute("CREATE TABLE t (a INTEGER)")
    return database


async def test_a_nested_block_joins_and_a_failure_undoes_both(table):
    database = table
    with pytest.raises(RuntimeError):
        async with database.transaction() as outer:
            await outer.execute("INSERT INTO t VALUES (1)")
            async with database.transaction() as inner:
                await inner.execute("INSERT INTO t VALUES (2)")
            assert len(await database.fetch_all("SELECT * FROM t")) == 2
            async with database.reading() as reader:
                assert len(await reader.execute_fetchall("SELECT * FROM t")) == 2
            raise RuntimeError("crash after both writes")
    assert await database.fetch_all("SELECT * FROM t") == []


async def test_another_task_s_write_waits_for_the_commit(table):
    database = table
    order = []

    async def writer():
        async with database.transaction() as conn:
            order.append("second writer")
            await conn.execute("INSERT INTO t VALUES (2)")

    async with database.transaction() as conn:
        await conn.execute("INSERT INTO t VALUES (1)")
        waiting = asyncio.create_task(writer())
        for _ in range(20):
            await asyncio.sleep(0)
        order.append("first commits")
    await waiting
    assert order == ["first commits", "second writer"]


async def test_a_read_outside_the_transaction_does_not_wait_and_sees_only_commits(table):
    """A burst of moves must not hold up autocomplete: the read completes while the
    write transaction is still open (awaited inside it, it would never finish if it
    waited for the writer)."""
    database = table

    async def read():
        async with database.reading() as conn:
            inside = await conn.execute_fetchall("SELECT COUNT(*) FROM t")
        return inside[0][0], (await database.fetch_one("SELECT COUNT(*) FROM t"))[0]

    async with database.transaction() as conn:
        await conn.execute("INSERT INTO t VALUES (1)")
        seen = await asyncio.wait_for(asyncio.create_task(read()), timeout=60)
    assert seen == (0, 0)
    assert await read() == (1, 1)


async def test_a_single_write_commits_alone_or_with_the_task_s_transaction(table):
    database = table
    assert await database.write("INSERT INTO t VALUES (1)") == 1
    with pytest.raises(RuntimeError):
        async with database.transaction():
            assert await database.write("INSERT INTO t VALUES (2)") == 1
            raise RuntimeError("crash after the write")
    assert [tuple(row) for row in await database.fetch_all("SELECT a FROM t")] == [(1,)]
