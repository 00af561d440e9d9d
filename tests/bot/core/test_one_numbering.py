"""One numbering of migrations for both backends: a database any older build made, at
any of its versions, upgrades to the schema a fresh one gets; a migration is written
once, or as a pair where the backends must differ."""

from __future__ import annotations

import sqlite3
from contextlib import closing
from pathlib import Path

import aiosqlite
import asyncpg
import pytest

from bot.core.storage.database import Database
from bot.core.storage.migrations import discover
from bot.core.storage.migrations.postgres import apply_postgres_migrations
from bot.core.storage.migrations.sqlite import apply_sqlite_migrations
from tests.bot.core.old_databases import (
    OLD_POSTGRES_VERSIONS,
    OLD_SQLITE_VERSIONS,
    old_postgres_database,
    old_sqlite_database,
)


def sqlite_schema(path: Path) -> dict[str, object]:
    """Every table's columns (name, type, not null, default, key), every index (its
    table, columns, uniqueness, partial or not) and every trigger, by name."""
    with closing(sqlite3.connect(path)) as conn:
        objects = conn.execute(
            "SELECT type, name, tbl_name FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'"
        ).fetchall()
        tables = sorted(name for kind, name, _ in objects if kind == "table")
        return {
            "columns": {t: conn.execute(f"PRAGMA table_info({t})").fetchall() for t in tables},
            "indexes": {
                index[1]: (
                    table,
                    index[2:],
                    [column[2] for column in conn.execute(f"PRAGMA index_info({index[1]})")],
                )
                for table in tables
                for index in conn.execute(f"PRAGMA index_list({table})")
            },
            "triggers": sorted((n, t) for kind, n, t in objects if kind == "trigger"),
        }


async def postgres_schema(url: str) -> dict[str, object]:
    """The same, as PostgreSQL's catalogue says it; the migrations' own record aside."""
    connection = await asyncpg.connect(url)
    try:
        columns = await connection.fetch(
            "SELECT table_name, column_name, data_type, is_nullable, column_default,"
            " is_identity FROM information_schema.columns WHERE table_schema = 'public'"
            " AND table_name <> 'applied_migrations' ORDER BY table_name, ordinal_position"
        )
        indexes = await connection.fetch(
            "SELECT tablename, indexname, indexdef FROM pg_indexes WHERE schemaname = 'public'"
            " AND tablename <> 'applied_migrations' ORDER BY indexname"
        )
        triggers = await connection.fetch(
            "SELECT trigger_name, event_manipulation, event_object_table, action_statement"
            " FROM information_schema.triggers ORDER BY trigger_name, event_manipulation"
        )
    finally:
        await connection.close()
    return {
        "columns": [tuple(row) for row in columns],
        "indexes": [tuple(row) for row in indexes],
        "triggers": [tuple(row) for row in triggers],
    }


async def test_an_old_sqlite_database_at_any_version_upgrades_to_the_fresh_schema(
    tmp_path, sqlite_template
):
    fresh = sqlite_schema(sqlite_template)
    assert fresh["columns"]  # a schema, not two empty ones
    for version in OLD_SQLITE_VERSIONS:
        path = tmp_path / f"v{version}.sqlite3"
        old_sqlite_database(path, version)
        database = await Database.open(path)
        try:
            assert await database.schema_version() == discover()[-1].number
        finally:
            await database.close()
        assert sqlite_schema(path) == fresh, f"upgraded from user_version {version}"


async def test_an_old_postgres_database_at_any_version_upgrades_to_the_fresh_schema(
    postgres_server,
):
    server = postgres_server
    fresh_url = await server.fresh_database()
    fresh = await postgres_schema(fresh_url)
    assert fresh["columns"]
    recorded = await _records(fresh_url)
    assert recorded == [m.number for m in discover(backend="postgres")]
    for version in OLD_POSTGRES_VERSIONS:
        url = await server.empty_database()
        await old_postgres_database(url, version)
        database = await Database.open(url)
        try:
            assert await database.schema_version() == recorded[-1]
        finally:
            await database.close()
        assert await postgres_schema(url) == fresh, f"upgraded from PostgreSQL's {version:03d}"
        assert await _records(url) == recorded  # the old numbers read in the shared one
        connection = await asyncpg.connect(url)
        try:  # the old record is gone, so no later start reads it in the wrong numbering
            assert await connection.fetchval("SELECT to_regclass('schema_migrations')") is None
        finally:
            await connection.close()
        await server.drop(url)
    await server.drop(fresh_url)


async def _records(url: str) -> list[int]:
    connection = await asyncpg.connect(url)
    try:
        rows = await connection.fetch("SELECT number FROM applied_migrations ORDER BY number")
    finally:
        await connection.close()
    return [row[0] for row in rows]


@pytest.mark.postgres
async def test_a_portable_file_runs_on_both_backends_and_a_pair_each_its_own(
    backend, request, tmp_path
):
    (tmp_path / "001_first.sql").write_text("CREATE TABLE first (a BIGINT);", encoding="utf-8")
    for twin in ("sqlite", "postgres"):
        (tmp_path / f"002_second.{twin}.sql").write_text(
            f"CREATE TABLE second_{twin} (b BIGINT);", encoding="utf-8"
        )
    (tmp_path / "003_third.sql").write_text("ALTER TABLE first ADD b BIGINT;", encoding="utf-8")
    if backend == "sqlite":
        async with aiosqlite.connect(":memory:") as conn:
            assert await apply_sqlite_migrations(conn, tmp_path) == [1, 2, 3]
            rows = await conn.execute_fetchall(
                "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name"
            )
            columns = await conn.execute_fetchall("SELECT name FROM pragma_table_info('first')")
    else:
        server = request.getfixturevalue("postgres_server")
        url = await server.empty_database()
        conn = await asyncpg.connect(url)
        try:
            assert await apply_postgres_migrations(conn, tmp_path) == [1, 2, 3]
            rows = await conn.fetch(
                "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'"
                " AND table_name <> 'applied_migrations' ORDER BY table_name"
            )
            columns = await conn.fetch(
                "SELECT column_name FROM information_schema.columns WHERE table_name = 'first'"
                " ORDER BY ordinal_position"
            )
        finally:
            await conn.close()
            await server.drop(url)
    assert [row[0] for row in rows] == ["first", f"second_{backend}"]
    assert [row[0] for row in columns] == ["a", "b"]
