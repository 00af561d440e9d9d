"""What only PostgreSQL needs proving: its migrations run once however many processes
start together, and its schema is SQLite's, table for table and column for column."""

from __future__ import annotations

import asyncio
import sqlite3

import asyncpg
import pytest

from bot.core.database import Database
from bot.core.migrations import discover
from bot.core.migrations.postgres import POSTGRES_MIGRATIONS_DIR


async def test_two_processes_starting_together_apply_the_migrations_once(postgres_server):
    url = await postgres_server.empty_database()
    first, second = await asyncio.gather(Database.open(url), Database.open(url))
    try:
        rows = await first.fetch_all("SELECT number FROM schema_migrations ORDER BY number")
        assert [row[0] for row in rows] == [m.number for m in discover(POSTGRES_MIGRATIONS_DIR)]
        assert await second.schema_version() == rows[-1][0]
    finally:
        await first.close()
        await second.close()


async def test_reopening_applies_nothing_again(postgres_server):
    url = await postgres_server.fresh_database()
    database = await Database.open(url)
    await database.close()
    connection = await asyncpg.connect(url)
    try:
        assert await connection.fetchval("SELECT COUNT(*) FROM schema_migrations") == len(
            discover(POSTGRES_MIGRATIONS_DIR)
        )
    finally:
        await connection.close()


async def test_postgres_has_every_table_and_column_sqlite_has(postgres_server, tmp_path):
    """A migration added for SQLite alone fails here until its PostgreSQL twin exists."""
    sqlite = await Database.open(tmp_path / "schema.sqlite3")
    await sqlite.close()
    with sqlite3.connect(tmp_path / "schema.sqlite3") as connection:
        tables = [
            row[0]
            for row in connection.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
            )
        ]
        expected = {
            table: [row[1] for row in connection.execute(f"PRAGMA table_info({table})")]
            for table in tables
        }
    connection = await asyncpg.connect(await postgres_server.fresh_database())
    try:
        rows = await connection.fetch(
            "SELECT table_name, column_name FROM information_schema.columns"
            " WHERE table_schema = 'public' AND table_name <> 'schema_migrations'"
            " ORDER BY table_name, ordinal_position"
        )
    finally:
        await connection.close()
    actual: dict[str, list[str]] = {}
    for row in rows:
        actual.setdefault(row["table_name"], []).append(row["column_name"])
    # SQLite's implicit row number, which the tournament store orders tables by.
    actual["tournament_tables"].remove("rowid")
    assert actual == expected


@pytest.mark.parametrize(
    ("target", "path"),
    [
        ("sqlite:///data/boardroom.sqlite3", "data/boardroom.sqlite3"),
        ("sqlite:////srv/boardroom.sqlite3", "/srv/boardroom.sqlite3"),
        ("sqlite:///:memory:", ":memory:"),
        ("data/x.sqlite3", "data/x.sqlite3"),
    ],
)
def test_sqlite_urls_name_their_file(target, path):
    from bot.core.database.base import sqlite_path

    assert sqlite_path(target) == path


def test_an_unknown_scheme_is_refused_in_one_line():
    from bot.core.database.base import sqlite_path

    with pytest.raises(ValueError, match="mysql://"):
        sqlite_path("mysql://host/db")
