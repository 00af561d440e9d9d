"""The migration runner: order, schema version, atomicity, WAL, and refusals."""

from __future__ import annotations

import aiosqlite
import pytest

from bot.challenges.service import EXPIRY
from bot.core.storage.database import Database
from bot.core.storage.migrations import MIGRATIONS_DIR, discover
from bot.core.storage.migrations.sqlite import apply_sqlite_migrations
from bot.tournaments.rounds import ROUND_DEADLINE
from tests.bot.core.old_databases import migrations_before


def write(directory, name, text):
    (directory / name).write_text(text, encoding="utf-8")


async def user_version(conn):
    async with conn.execute("PRAGMA user_version") as cursor:
        return (await cursor.fetchone())[0]


async def tables(conn):
    async with conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'") as cursor:
        return {row[0] for row in await cursor.fetchall()}


async def test_fresh_database_is_in_wal_mode_at_the_newest_schema(database):
    assert await database.journal_mode() == "wal"
    assert await database.schema_version() == discover()[-1].number


async def test_reopening_applies_nothing_twice(tmp_path):
    path = tmp_path / "again.sqlite3"
    first = await Database.open(path)
    version = await first.schema_version()
    await first.close()
    second = await Database.open(path)
    try:
        assert await second.schema_version() == version
        async with second.transaction() as conn:
            assert await apply_sqlite_migrations(conn) == []
    finally:
        await second.close()


async def test_migrations_run_in_number_order_and_only_newer_ones(tmp_path):
    write(tmp_path, "002_second.sql", "ALTER TABLE first ADD COLUMN b INTEGER;")
    write(tmp_path, "001_first.sql", "CREATE TABLE first (a INTEGER);")
    async with aiosqlite.connect(":memory:") as conn:
        assert await apply_sqlite_migrations(conn, tmp_path) == [1, 2]
        assert await user_version(conn) == 2
        write(tmp_path, "003_third.sql", "CREATE TABLE third (c INTEGER);")
        assert await apply_sqlite_migrations(conn, tmp_path) == [3]
        assert {"first", "third"} <= await tables(conn)


async def test_a_failing_migration_leaves_the_schema_as_it_was(tmp_path):
    write(tmp_path, "001_ok.sql", "CREATE TABLE kept (a INTEGER);")
    write(tmp_path, "002_broken.sql", "CREATE TABLE lost (a INTEGER); THIS IS NOT SQL;")
    async with aiosqlite.connect(":memory:", isolation_level=None) as conn:
        await conn.execute("BEGIN")
        with pytest.raises(aiosqlite.OperationalError):
            await apply_sqlite_migrations(conn, tmp_path)
        await conn.execute("ROLLBACK")
        assert await user_version(conn) == 0
        assert "kept" not in await tables(conn)


def test_two_files_with_one_number_are_refused(tmp_path):
    write(tmp_path, "001_a.sql", "")
    write(tmp_path, "001_b.sql", "")
    with pytest.raises(ValueError, match="share 1"):
        discover(tmp_path)


def test_badly_named_files_are_refused(tmp_path):
    write(tmp_path, "1_short.sql", "")
    with pytest.raises(ValueError, match=r"NNN_name\.sql"):
        discover(tmp_path)


def test_the_core_schema_is_migration_one():
    assert discover(MIGRATIONS_DIR)[0].path.name == "001_core.sqlite.sql"


def test_semicolons_in_comments_do_not_split_a_statement(tmp_path):
    write(tmp_path, "001_commented.sql", "-- one; two\nCREATE TABLE t (a INTEGER); -- done;\n")
    assert discover(tmp_path)[0].statements() == ["-- one; two\nCREATE TABLE t (a INTEGER);"]


def test_the_last_statement_may_omit_its_semicolon(tmp_path):
    write(
        tmp_path,
        "001_open.sql",
        "CREATE TABLE a (x INTEGER);\nCREATE TABLE b (y INTEGER)\n-- end\n",
    )
    assert discover(tmp_path)[0].statements() == [
        "CREATE TABLE a (x INTEGER);",
        "CREATE TABLE b (y INTEGER)\n-- end",
    ]


async def test_an_upgrade_gives_pending_challenges_and_running_rounds_their_timers(tmp_path):
    """Before 004 challenge expiry and round deadlines were kept outside the timers
    table; a database from then must come out with a timer for each one still due."""
    expires, deadline = "2026-03-02T12:00:00.000000+00:00", "2026-03-04T12:00:00.000000+00:00"
    async with aiosqlite.connect(":memory:") as conn:
        await apply_sqlite_migrations(conn, migrations_before(4, tmp_path))
        for number, status in enumerate(["pending", "accepted", "expired"], start=1):
            await conn.execute(
                "INSERT INTO challenges (id, guild_id, channel_id, challenger_id, game_id,"
                " options, status, created_at, expires_at)"
                " VALUES (?, 1, 1, 1, 'race', '{}', ?, ?, ?)",
                (number, status, expires, expires),
            )
        for number, status in enumerate(["running", "finished", "registration"], start=1):
            await conn.execute(
                "INSERT INTO tournaments (id, guild_id, channel_id, name, game_id, options,"
                " format, round_days, rated, duplicate_deals, seed, status, registration_ends,"
                " round_deadline, created_by, created_at)"
                " VALUES (?, 1, 1, 'Cup', 'race', '{}', 'swiss', 3, 1, 0, 1, ?, ?, ?, 1, ?)",
                (number, status, expires, deadline if status == "running" else None, expires),
            )
        assert await apply_sqlite_migrations(conn, MIGRATIONS_DIR) == [
            m.number for m in discover(MIGRATIONS_DIR) if m.number >= 4
        ]
        async with conn.execute(
            "SELECT kind, key, due_at FROM pace_timers ORDER BY kind, key"
        ) as cursor:
            timers = [tuple(row) for row in await cursor.fetchall()]
    assert timers == [(EXPIRY, "1", expires), (ROUND_DEADLINE, "1", deadline)]


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("020_a.sql", "020_a.sqlite.sql"),  # portable and per-backend: which runs?
        ("020_a.sqlite.sql", "020_b.sqlite.sql"),
        ("020_a.sql", "020_b.postgres.sql"),
        ("020_a.sqlite.sql", "020_b.postgres.sql"),  # twins share their name too
    ],
)
def test_a_portable_file_and_a_pair_share_no_number(tmp_path, first, second):
    write(tmp_path, first, "")
    write(tmp_path, second, "")
    with pytest.raises(ValueError, match="share 20"):
        discover(tmp_path)


@pytest.mark.parametrize(
    ("files", "missing"),
    [
        (["020_a.sqlite.sql"], "020_a.sqlite.sql has no twin a.postgres.sql"),
        (["020_a.postgres.sql"], "020_a.postgres.sql has no twin a.sqlite.sql"),
    ],
)
def test_a_per_backend_file_without_its_twin_is_refused(tmp_path, files, missing):
    for name in files:
        write(tmp_path, name, "")
    for backend in ("sqlite", "postgres"):  # whichever backend's tests run, both fail
        with pytest.raises(ValueError, match=missing):
            discover(tmp_path, backend)


def test_a_pair_gives_each_backend_its_own_file(tmp_path):
    write(tmp_path, "020_a.sqlite.sql", "")
    write(tmp_path, "020_a.postgres.sql", "")
    write(tmp_path, "021_b.sql", "")
    assert [m.path.name for m in discover(tmp_path, "sqlite")] == ["020_a.sqlite.sql", "021_b.sql"]
    assert [m.path.name for m in discover(tmp_path, "postgres")] == [
        "020_a.postgres.sql",
        "021_b.sql",
    ]


def test_a_new_migration_is_numbered_above_the_history(tmp_path):
    (tmp_path / "history").mkdir()
    write(tmp_path / "history", "019_old.sqlite.sql", "")
    write(tmp_path, "019_new.sql", "")
    with pytest.raises(ValueError, match="above the history's 019"):
        discover(tmp_path)


def test_history_files_name_their_backend_and_share_no_number(tmp_path):
    history = tmp_path / "history"
    history.mkdir()
    write(history, "010_a.sql", "")
    with pytest.raises(ValueError, match="history files name their backend"):
        discover(tmp_path)
    (history / "010_a.sql").unlink()
    write(history, "010_a.sqlite.sql", "")
    write(history, "010_b.postgres.sql", "")  # the history's numbers are per backend
    assert [m.path.name for m in discover(tmp_path, "postgres")] == ["010_b.postgres.sql"]
    write(history, "010_c.sqlite.sql", "")
    with pytest.raises(ValueError, match="share 10"):
        discover(tmp_path)


def test_the_shipped_migrations_follow_the_rules_on_both_backends():
    for backend in ("sqlite", "postgres"):
        numbers = [m.number for m in discover(MIGRATIONS_DIR, backend)]
        assert numbers == sorted(set(numbers))
    assert discover(MIGRATIONS_DIR, "postgres")[0].path.name == "010_schema.postgres.sql"
