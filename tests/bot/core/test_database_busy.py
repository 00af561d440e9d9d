"""A busy or unreachable database is told apart from a bug on both backends, with the
errors the real databases raise: the member is asked to try again (nothing was saved)
rather than shown an apology with a bug reference."""

from __future__ import annotations

import asyncio
import sqlite3

import asyncpg
import pytest

from bot.core.storage.database.busy import is_busy


async def test_a_locked_sqlite_file_is_busy(tmp_path):
    path = tmp_path / "locked.sqlite3"
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("CREATE TABLE t (x)")
    holder.execute("BEGIN IMMEDIATE")
    other = sqlite3.connect(path, timeout=0, isolation_level=None)
    with pytest.raises(sqlite3.OperationalError) as caught:
        other.execute("BEGIN IMMEDIATE")
    assert is_busy(caught.value)
    with pytest.raises(sqlite3.OperationalError) as bug:
        other.execute("SELECT * FROM no_such_table")
    assert not is_busy(bug.value)
    holder.close()
    other.close()


async def test_postgres_lock_waits_and_lost_connections_are_busy(postgres_server):
    url = await postgres_server.fresh_database()
    holder = await asyncpg.connect(url)
    waiter = await asyncpg.connect(url)
    try:
        await holder.execute("CREATE TABLE t (x int)")
        holder_transaction = holder.transaction()
        await holder_transaction.start()
        await holder.execute("LOCK TABLE t IN ACCESS EXCLUSIVE MODE")
        await waiter.execute("SET lock_timeout = '20ms'")
        with pytest.raises(asyncpg.PostgresError) as locked:
            await waiter.fetch("SELECT * FROM t")
        assert is_busy(locked.value)
        await holder_transaction.rollback()

        with pytest.raises(asyncpg.PostgresError) as bug:
            await waiter.fetch("SELECT * FROM no_such_table")
        assert not is_busy(bug.value)

        pid = await waiter.fetchval("SELECT pg_backend_pid()")
        await holder.execute("SELECT pg_terminate_backend($1)", pid)
        await asyncio.sleep(0.05)
        with pytest.raises(Exception) as lost:  # whichever of its errors asyncpg raises
            await waiter.fetch("SELECT 1")
        assert is_busy(lost.value), type(lost.value)
    finally:
        await holder.close()
        await waiter.close()
        await postgres_server.drop(url)
