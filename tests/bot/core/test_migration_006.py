"""Migration 006 on a database from before it: a challenge's chosen time control moves
onto the challenge, each clock learns the ply of its turn, held messages become facts."""

from __future__ import annotations

import aiosqlite

from bot.core.storage.migrations import MIGRATIONS_DIR, discover
from bot.core.storage.migrations.sqlite import apply_sqlite_migrations
from tests.bot.core.old_databases import migrations_before

STAMP = "2026-03-01T12:00:00.000000+00:00"


async def rows(conn, sql):
    async with conn.execute(sql) as cursor:
        return [tuple(row) for row in await cursor.fetchall()]


async def test_an_upgrade_keeps_time_controls_and_dates_every_clock(tmp_path):
    async with aiosqlite.connect(":memory:") as conn:
        await apply_sqlite_migrations(conn, migrations_before(6, tmp_path))
        for number in (1, 2):
            await conn.execute(
                "INSERT INTO challenges (id, guild_id, channel_id, challenger_id, game_id,"
                " options, status, created_at, expires_at)"
                " VALUES (?, 1, 1, 1, 'race', '{}', 'pending', ?, ?)",
                (number, STAMP, STAMP),
            )
        await conn.execute(
            "INSERT INTO pace_challenge_controls (challenge_id, control) VALUES (1, '10m+5m')"
        )
        await conn.execute(
            "INSERT INTO matches (id, guild_id, channel_id, game_id, options, seed, seats,"
            " status, origin, position, created_at, updated_at)"
            " VALUES (7, 1, 1, 'race', '{}', 0, '{}', 'ongoing', 'challenge', '', ?, ?)",
            (STAMP, STAMP),
        )
        for number in (1, 2, 3):
            await conn.execute(
                "INSERT INTO moves (match_id, number, seat, user_id, notation, played_at)"
                " VALUES (7, ?, 'first', 1, '+1', ?)",
                (number, STAMP),
            )
        await conn.execute(
            "INSERT INTO pace_clocks (match_id, control, to_move, used_seconds, reserves)"
            " VALUES (7, '3d', 'second', 0, '{}')"
        )
        await conn.execute(
            "INSERT INTO pace_held_messages (user_id, text) VALUES (1, '<@2> played +1')"
        )
        assert await apply_sqlite_migrations(conn, MIGRATIONS_DIR) == [
            m.number for m in discover(MIGRATIONS_DIR) if m.number >= 6
        ]
        assert await rows(conn, "SELECT id, time_control FROM challenges ORDER BY id") == [
            (1, "10m+5m"),
            (2, None),
        ]
        assert await rows(conn, "SELECT match_id, ply FROM pace_clocks") == [(7, 3)]
        assert await rows(conn, "SELECT time_control FROM matches") == [(None,)]
        assert await rows(conn, "SELECT * FROM pace_held_messages") == []
        names = await rows(conn, "SELECT name FROM sqlite_master WHERE type = 'table'")
        assert ("pace_challenge_controls",) not in names
