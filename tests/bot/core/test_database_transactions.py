"""One use case, one commit: a store opened inside this task's transaction joins it,
so several stores commit together or not at all, while other tasks wait their turn."""

from __future__ import annotations

import asyncio

import pytest


async def test_a_nested_block_joins_and_a_failure_undoes_both(database):
    async with database.transaction() as conn:
        await conn.execute("CREATE TABLE t (a INTEGER)")
    with pytest.raises(RuntimeError):
        async with database.transaction() as outer:
            await outer.execute("INSERT INTO t VALUES (1)")
            async with database.transaction() as inner:
                await inner.execute("INSERT INTO t VALUES (2)")
            assert len(await database.fetch_all("SELECT * FROM t")) == 2
            raise RuntimeError("crash after both writes")
    assert await database.fetch_all("SELECT * FROM t") == []


async def test_another_task_waits_for_the_commit(database):
    async with database.transaction() as conn:
        await conn.execute("CREATE TABLE t (a INTEGER)")
    seen = []

    async def reader():
        seen.append(len(await database.fetch_all("SELECT * FROM t")))

    async with database.transaction() as conn:
        await conn.execute("INSERT INTO t VALUES (1)")
        waiting = asyncio.create_task(reader())
        await asyncio.sleep(0)
        assert seen == []
    await waiting
    assert seen == [1]
