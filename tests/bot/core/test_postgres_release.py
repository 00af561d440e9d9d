"""A pooled PostgreSQL connection goes back to its pool without a trip of its own:
asyncpg's default sends a reset (`SELECT pg_advisory_unlock_all(); CLOSE ALL; UNLISTEN
*; RESET ALL`) at every release, one more trip and four more statements for every read
and every transaction, about a third of a move's trips (bench.shard_throughput). The
bot leaves nothing such a reset would undo: its locks are transaction-scoped, its
settings `SET LOCAL` or the pool's own, it opens no cursor outside a transaction and
listens to nothing; an open transaction is still rolled back at release (asyncpg does
that whatever the reset query)."""

from __future__ import annotations

import asyncpg

from bot.core.storage.database import Database
from bot.core.storage.database.postgres import named


async def _last_queries(url: str, application_name: str) -> list[str]:
    """The last statement each backend of `application_name` received."""
    connection = await asyncpg.connect(url)
    try:
        rows = await connection.fetch(
            "SELECT query FROM pg_stat_activity WHERE application_name = $1", application_name
        )
    finally:
        await connection.close()
    return [row["query"] for row in rows]


async def test_a_read_and_a_transaction_give_their_connection_back_without_a_reset(
    postgres_server,
):
    url = await postgres_server.fresh_database()
    database = await Database.open(named(url, "release-test"))
    try:
        await database.fetch_all("SELECT 42 AS the_read")
        assert await _last_queries(url, "release-test") == ["SELECT 42 AS the_read"]
        async with database.transaction() as connection:
            await connection.execute("SELECT 43 AS the_write")
        assert await _last_queries(url, "release-test") == ["COMMIT"]
    finally:
        await database.close()
        await postgres_server.drop(url)


async def test_a_connection_given_back_inside_a_transaction_is_rolled_back(postgres_server):
    url = await postgres_server.fresh_database()
    database = await Database.open(url)
    try:
        async with database._pool.acquire() as raw:
            await raw.execute("BEGIN; CREATE TABLE left_open (id INT)")
        assert await database.fetch_one("SELECT to_regclass('left_open')") == (None,)
    finally:
        await database.close()
        await postgres_server.drop(url)
