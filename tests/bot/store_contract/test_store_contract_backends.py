"""What only PostgreSQL needs proving: its migrations run once however many processes
start together, and its schema is SQLite's, table for table and column for column."""

from __future__ import annotations

import asyncio
import contextlib
import sqlite3

import asyncpg
import pytest

from bot.core.storage.database import Database, IntegrityError
from bot.core.storage.migrations import discover


async def test_two_processes_starting_together_apply_the_migrations_once(postgres_server):
    url = await postgres_server.empty_database()
    first, second = await asyncio.gather(Database.open(url), Database.open(url))
    try:
        rows = await first.fetch_all("SELECT number FROM applied_migrations ORDER BY number")
        assert [row[0] for row in rows] == [m.number for m in discover(backend="postgres")]
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
        assert await connection.fetchval("SELECT COUNT(*) FROM applied_migrations") == len(
            discover(backend="postgres")
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
            " WHERE table_schema = 'public' AND table_name <> 'applied_migrations'"
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
    from bot.core.storage.database.base import sqlite_path

    assert sqlite_path(target) == path


def test_an_unknown_scheme_is_refused_in_one_line():
    from bot.core.storage.database.base import sqlite_path

    with pytest.raises(ValueError, match="mysql://"):
        sqlite_path("mysql://host/db")


async def test_a_caught_failure_never_commits_half_a_postgres_transaction(postgres_server):
    """PostgreSQL aborts a transaction at its first failed statement (SQLite goes on):
    a use case that caught the error must not lose its earlier writes in silence."""
    database = await Database.open(await postgres_server.fresh_database())
    try:
        with pytest.raises(RuntimeError, match="a statement of this transaction failed"):
            async with database.transaction() as conn:
                await conn.execute("INSERT INTO computer_settings VALUES (1, 1)")
                with contextlib.suppress(IntegrityError):
                    await conn.execute("INSERT INTO computer_settings VALUES (1, 0)")
        assert await database.fetch_all("SELECT * FROM computer_settings") == []
    finally:
        await database.close()


@pytest.mark.parametrize(
    ("sql", "numbered", "returns_rows"),
    [
        ("SELECT * FROM t WHERE a = ? AND b = ?", "SELECT * FROM t WHERE a = $1 AND b = $2", True),
        ("UPDATE t SET a = '?' WHERE b = ?", "UPDATE t SET a = '?' WHERE b = $1", False),
        (
            'INSERT INTO "odd?" VALUES (?) RETURNING id',
            'INSERT INTO "odd?" VALUES ($1) RETURNING id',
            True,
        ),
        ("  with x AS (SELECT 1) SELECT ?", "  with x AS (SELECT 1) SELECT $1", True),
        (
            "DELETE FROM t WHERE a = 'it''s ?' AND b = ?",
            "DELETE FROM t WHERE a = 'it''s ?' AND b = $1",
            False,
        ),
    ],
)
def test_placeholders_are_numbered_outside_quotes(sql, numbered, returns_rows):
    from bot.core.storage.database.postgres import translated

    statement = translated(sql)
    assert (statement.text, statement.returns_rows) == (numbered, returns_rows)


async def test_postgres_commits_as_sqlite_does_without_waiting_for_the_disk(postgres_server):
    database = await Database.open(await postgres_server.fresh_database())
    try:
        async with database.transaction() as conn:
            rows = await conn.execute_fetchall(
                "SELECT setting, source FROM pg_settings WHERE name = 'synchronous_commit'"
            )
        # Set by the bot's own connections, not by the test server's configuration.
        assert tuple(rows[0]) == ("off", "client")
    finally:
        await database.close()
