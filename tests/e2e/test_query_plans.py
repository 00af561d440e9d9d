"""Every query a command runs uses an index: the database's own plan for each statement
the real bot sends, on a database that already holds other servers' matches, must not
scan a table that grows with use. On SQLite and on PostgreSQL (there with sequential
scans priced out, so a scan in the plan means that no index can serve the query: on a
few hundred rows the planner would rightly prefer a scan to an index it has)."""

from __future__ import annotations

import json
import re

import pytest

from tests.e2e.helpers import move_from_autocomplete, resign, start_match

pytestmark = pytest.mark.postgres

# Tables that stay small however long the bot runs: one row per server (or per game of
# one), which a full scan reads in microseconds.
SMALL_TABLES = {"guild_settings", "pace_guild_settings", "computer_settings", "guild_game_defaults"}
LIMITED = re.compile(r" LIMIT \d+$")
NOT_QUERIES = ("BEGIN", "COMMIT", "ROLLBACK", "PRAGMA", "--")
OTHER_GUILD = 42
DAY = 24 * 3600


async def populate(database, matches: int = 400) -> None:
    """Finished and ongoing matches of another server, with moves, clocks, timers,
    challenges, ratings and tournament tables, so a scan would have rows to read."""
    async with database.transaction() as conn:
        for number in range(1, matches + 1):
            status = "ongoing" if number % 4 == 0 else "finished"
            seats = json.dumps({"dark": 1_000 + number, "light": 2_000 + number})
            await conn.execute(
                "INSERT INTO matches (guild_id, channel_id, game_id, options, seed, seats,"
                " status, origin, position, created_at, updated_at)"
                " VALUES (?, ?, 'draughtnauts', '{}', 1, ?, ?, 'challenge', '', '2026-01-01',"
                " '2026-01-01')",
                (
                    OTHER_GUILD,
                    50_000 + number % 50 + (number if status == "ongoing" else 0),
                    seats,
                    status,
                ),
            )
            await conn.execute(
                "INSERT INTO moves VALUES (?, 1, 'dark', ?, '11-15', '2026-01-01', '')",
                (number, 1_000 + number),
            )
            await conn.execute(
                "INSERT INTO pace_timers (kind, key, due_at) VALUES ('clock-timeout', ?, ?)",
                (str(number), "2027-01-01T00:00:00+00:00"),
            )
            await conn.execute(
                "INSERT INTO challenges (guild_id, channel_id, challenger_id, game_id, options,"
                " status, created_at, expires_at) VALUES (?, 1, ?, 'draughtnauts', '{}',"
                " 'expired', '2026-01-01', '2026-01-02')",
                (OTHER_GUILD, 1_000 + number),
            )
            await conn.execute(
                "INSERT INTO ratings (guild_id, game_id, user_id, mu, sigma, updated_at)"
                " VALUES (?, 'draughtnauts', ?, 25, 8, '2026-01-01')",
                (OTHER_GUILD, 1_000 + number),
            )
            await conn.execute(
                "INSERT INTO tournaments (id, guild_id, channel_id, name, game_id, options,"
                " format, round_days, rated, duplicate_deals, seed, status,"
                " registration_ends, created_by, created_at) VALUES (?, ?, 1, 'Cup',"
                " 'draughtnauts', '{}', 'swiss', 3, 1, 0, 1, 'finished', '2026-01-01', 1,"
                " '2026-01-01')",
                (number, OTHER_GUILD + number),  # a tournament in each of many servers
            )
            await conn.execute(
                "INSERT INTO tournament_tables (tournament_id, key, round, first_seed, match_id)"
                " VALUES (?, 'R1-1', 1, 1, ?)",
                (number, number),
            )
        await conn.execute("ANALYZE")


def full_scans(sql: str, plan_rows, growing: set[str]) -> list[str]:
    """The plan's full scans of growing tables (a scan of a subquery's few rows, or
    of `json_each`, reads no table). An index walked from its start with no condition
    and a LIMIT (the scheduler's earliest timer) reads only that many rows, so it is
    no scan."""
    first_rows_only = " WHERE " not in sql and LIMITED.search(sql) is not None
    scans = []
    for row in plan_rows:
        detail = row[3]
        if not detail.startswith("SCAN ") or detail.split()[1] not in growing:
            continue
        if first_rows_only and " INDEX " in detail:
            continue
        scans.append(detail)
    return scans


def postgres_scans(sql: str, plan, growing: set[str]) -> list[str]:
    """The full scans of growing tables anywhere in a PostgreSQL JSON plan: a sequential
    scan, or an index walked with no condition on it (the whole table in index order),
    unless the statement wants only its first rows (as `full_scans` above)."""
    first_rows_only = " WHERE " not in sql and LIMITED.search(sql) is not None
    node, table = plan.get("Node Type"), plan.get("Relation Name")
    whole_index = node in {"Index Scan", "Index Only Scan"} and "Index Cond" not in plan
    scans = []
    if table in growing and (node == "Seq Scan" or (whole_index and not first_rows_only)):
        scans.append(f"{node} on {table}")
    for child in plan.get("Plans", []):
        scans += postgres_scans(sql, child, growing)
    return scans


@pytest.fixture
async def statements(env, backend):
    """Each statement the stores send, with its values (SQLite's trace has them in the
    text already)."""
    database = env.bot.services.database
    await populate(database)
    sent: list[tuple[str, tuple]] = []
    if backend == "sqlite":
        await database.trace(lambda sql: sent.append((sql, ())))
    else:
        await database.trace(lambda sql, values: sent.append((sql, values)))
    yield sent
    await database.trace(None)


async def sqlite_plans(conn, sent) -> dict[str, list[str]]:
    tables = await conn.execute_fetchall("SELECT name FROM sqlite_master WHERE type = 'table'")
    growing = {name for (name,) in tables} - SMALL_TABLES
    scanning = {}
    for sql, _ in sent:
        async with conn.execute(f"EXPLAIN QUERY PLAN {sql}") as cursor:
            scans = full_scans(sql, await cursor.fetchall(), growing)
        if scans:
            scanning[sql] = scans
    return scanning


async def postgres_plans(conn, sent) -> dict[str, list[str]]:
    tables = await conn.execute_fetchall(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'"
    )
    growing = {name for (name,) in tables} - SMALL_TABLES
    await conn.execute("SET LOCAL enable_seqscan = off")
    scanning = {}
    for sql, values in sent:
        rows = await conn.execute_fetchall(f"EXPLAIN (FORMAT JSON) {sql}", values)
        scans = postgres_scans(sql, json.loads(rows[0][0])[0]["Plan"], growing)
        if scans:
            scanning[sql] = scans
    return scanning


async def test_no_command_scans_a_growing_table(  # noqa: PLR0917 (fixtures)
    env, lobby, alice, bob, carol, moderator, statements, backend
):
    await alice.slash(lobby, "notify on")
    await carol.slash(lobby, "challenge", game="draughtnauts", opponent=bob)
    await bob.click(lobby.last_message, label="Decline")
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    await move_from_autocomplete(alice, thread, lambda offered: offered[0])
    await move_from_autocomplete(bob, thread, lambda offered: offered[0])
    for member, command in [
        (alice, "match board"),
        (alice, "match history"),
        (alice, "clock"),
        (bob, "claim"),
        (alice, "matches"),
        (bob, "vacation status"),
        (alice, "takeback"),
        (bob, "match draw"),
        (moderator, "tournament list"),
        (moderator, "pace-settings"),
        (moderator, "mod settings"),
    ]:
        await member.slash(thread, command)
    await env.advance_time(2 * DAY)
    await resign(bob, thread)
    for member, command in [(alice, "match board"), (alice, "replay"), (bob, "rematch")]:
        await member.slash(thread, command)
    await moderator.slash(lobby, "rating leaderboard", game="draughtnauts")
    await moderator.slash(lobby, "rating stats", game="draughtnauts", member=alice)
    await moderator.slash(lobby, "league-mod create", game="draughtnauts")
    for member in (alice, bob, carol):
        await member.slash(lobby, "league join", league=1)
    await carol.slash(lobby, "league leave", league=1)
    await env.advance_time(5 * DAY)  # the league's first season begins meanwhile
    for member, command in [
        (alice, "league list"),
        (alice, "league standings"),
        (bob, "league history"),
        (bob, "league leave"),
    ]:
        await member.slash(lobby, command, **({} if command == "league list" else {"league": 1}))

    queries = {
        sql: values
        for sql, values in statements
        if not sql.lstrip().upper().startswith(NOT_QUERIES)
    }
    statements.clear()
    assert len(queries) > 20, "the scenario ran too few queries to mean anything"
    plans = sqlite_plans if backend == "sqlite" else postgres_plans
    async with env.bot.services.database.reading() as conn:
        scanning = await plans(conn, list(queries.items()))
    assert not scanning, "\n".join(f"{sql}\n    {scans}" for sql, scans in scanning.items())
