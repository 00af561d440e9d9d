"""Databases as builds before the one numbering of migrations left them, for the tests
that upgrade one: each is built the way that build's own runner built it (its files,
its records), not by today's runner, so a runner that misreads an old record fails."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import asyncpg

from bot.core.storage.migrations import HISTORY, MIGRATIONS_DIR, discover

OLD_POSTGRES_VERSIONS = range(11)
"""PostgreSQL's own numbers before the one numbering: none, then 001 (the whole schema
as SQLite's 010 left it) to 010 (SQLite's 019, the last a release shipped in two
numberings)."""
OLD_SQLITE_VERSIONS = range(20)


def migrations_before(number: int, directory: Path) -> Path:
    """A migrations directory in `directory` holding SQLite's history below `number`:
    what a build from before migration `number` shipped."""
    history = directory / HISTORY
    history.mkdir(parents=True)
    for migration in discover(MIGRATIONS_DIR, "sqlite"):
        if migration.number < number:
            shutil.copy(migration.path, history)
    return directory


def old_sqlite_database(path: Path, version: int) -> None:
    """An SQLite file at `PRAGMA user_version` `version`, as the build that stopped there
    made it."""
    with sqlite3.connect(path, isolation_level=None) as conn:
        for migration in discover(MIGRATIONS_DIR, "sqlite"):
            if migration.number <= version:
                for statement in migration.statements():
                    conn.execute(statement)
                conn.execute(f"PRAGMA user_version = {migration.number:d}")
    conn.close()


async def old_postgres_database(url: str, version: int) -> None:
    """A PostgreSQL database at its own old version `version`, as that build's runner
    made it: each file it applied recorded by its old number in `schema_migrations`."""
    offset = 9  # the old 001 is the shared 010 (stated here, not imported: a fact of old builds)
    connection = await asyncpg.connect(url)
    try:
        await connection.execute(
            "CREATE TABLE IF NOT EXISTS schema_migrations ("
            " number BIGINT PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())"
        )
        for migration in discover(MIGRATIONS_DIR, "postgres"):
            if migration.number - offset <= version:
                await connection.execute(migration.text())
                await connection.execute(
                    "INSERT INTO schema_migrations (number) VALUES ($1)",
                    migration.number - offset,
                )
    finally:
        await connection.close()
