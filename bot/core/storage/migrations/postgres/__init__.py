"""PostgreSQL's numbered migrations: `NNN_name.sql` files beside this module.

PostgreSQL keeps its own numbers, because its first migration is the whole schema that
SQLite's 001-010 built step by step. A migration added for SQLite needs its PostgreSQL
twin here (tests/bot/store_contract/test_schema.py fails until the two schemas have the
same tables and columns).

Each applied number is a row of `schema_migrations`. Several bot processes may start at
once on an empty database: a session advisory lock lets one apply the migrations while
the others wait, then find nothing left to do.
"""

from __future__ import annotations

from pathlib import Path

from asyncpg.pool import PoolConnectionProxy

from bot.core.storage.migrations import discover

POSTGRES_MIGRATIONS_DIR = Path(__file__).parent
MIGRATION_LOCK = 0x6D696772  # "migr"


async def apply_postgres_migrations(
    connection: PoolConnectionProxy, directory: Path = POSTGRES_MIGRATIONS_DIR
) -> list[int]:
    """Apply the migrations not yet recorded, each in its own transaction with its
    record; returns their numbers."""
    await connection.execute("SELECT pg_advisory_lock($1)", MIGRATION_LOCK)
    try:
        await connection.execute(
            "CREATE TABLE IF NOT EXISTS schema_migrations ("
            " number BIGINT PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())"
        )
        done = {row[0] for row in await connection.fetch("SELECT number FROM schema_migrations")}
        applied = []
        for migration in discover(directory):
            if migration.number in done:
                continue
            async with connection.transaction():
                # One simple-query call runs the whole file: function bodies keep their ';'.
                await connection.execute(migration.path.read_text(encoding="utf-8"))
                await connection.execute(
                    "INSERT INTO schema_migrations (number) VALUES ($1)", migration.number
                )
            applied.append(migration.number)
        return applied
    finally:
        await connection.execute("SELECT pg_advisory_unlock($1)", MIGRATION_LOCK)
