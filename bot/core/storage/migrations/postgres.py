"""PostgreSQL's migration runner: each applied number is a row of `applied_migrations`.

Builds before the one numbering recorded PostgreSQL's own numbers in
`schema_migrations`: their `001` was the whole schema SQLite's `001`-`010` built, so
each of their numbers is the shared one less `OLD_NUMBERING_OFFSET` (`001` is `010`,
`010` is `019`). A database made by such a build has its records carried over, once,
under the shared numbers, and the old table dropped; a new table rather than new rows
in the old one, so no record is ever read in the wrong numbering.

Several bot processes may start at once on an empty database: a session advisory lock
lets one apply the migrations while the others wait, then find nothing left to do.
"""

from __future__ import annotations

from pathlib import Path

import asyncpg
from asyncpg.pool import PoolConnectionProxy

from bot.core.storage.migrations import MIGRATIONS_DIR, discover

MIGRATION_LOCK = 0x6D696772  # "migr"
OLD_NUMBERING_OFFSET = 9


async def apply_postgres_migrations(
    connection: asyncpg.Connection | PoolConnectionProxy, directory: Path = MIGRATIONS_DIR
) -> list[int]:
    """Apply the migrations not yet recorded, each in its own transaction with its
    record; returns their numbers."""
    await connection.execute("SELECT pg_advisory_lock($1)", MIGRATION_LOCK)
    try:
        await connection.execute(
            "CREATE TABLE IF NOT EXISTS applied_migrations ("
            " number BIGINT PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())"
        )
        await _carry_over_old_records(connection)
        done = {row[0] for row in await connection.fetch("SELECT number FROM applied_migrations")}
        applied = []
        for migration in discover(directory, "postgres"):
            if migration.number in done:
                continue
            async with connection.transaction():
                # One simple-query call runs the whole file: function bodies keep their ';'.
                await connection.execute(migration.text())
                await connection.execute(
                    "INSERT INTO applied_migrations (number) VALUES ($1)", migration.number
                )
            applied.append(migration.number)
        return applied
    finally:
        await connection.execute("SELECT pg_advisory_unlock($1)", MIGRATION_LOCK)


async def _carry_over_old_records(connection: asyncpg.Connection | PoolConnectionProxy) -> None:
    """Move an older build's records, in its own numbering, to the shared numbering."""
    if await connection.fetchval("SELECT to_regclass('schema_migrations')") is None:
        return
    async with connection.transaction():
        await connection.execute(
            "INSERT INTO applied_migrations (number, applied_at)"
            " SELECT number + $1, applied_at FROM schema_migrations ON CONFLICT DO NOTHING",
            OLD_NUMBERING_OFFSET,
        )
        await connection.execute("DROP TABLE schema_migrations")
