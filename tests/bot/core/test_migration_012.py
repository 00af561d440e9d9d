"""Migration 012: every timer already stored learns the server it is about, by its kind,
so a sharded bot's processes can tell whose it is."""

from __future__ import annotations

import sqlite3

from bot.core.storage.migrations import MIGRATIONS_DIR, discover

STAMP = "2026-03-01T12:00:00.000000+00:00"
MATCH_GUILD, CHALLENGE_GUILD, TOURNAMENT_GUILD, VACATION_GUILD = 11, 22, 33, 44


def migrate(conn: sqlite3.Connection, numbers: range) -> None:
    for migration in discover(MIGRATIONS_DIR):
        if migration.number in numbers:
            for statement in migration.statements():
                conn.execute(statement)


def test_stored_timers_get_their_servers_guild_by_kind():
    conn = sqlite3.connect(":memory:", isolation_level=None)
    migrate(conn, range(1, 12))
    conn.execute(
        "INSERT INTO matches (id, guild_id, channel_id, game_id, options, seed, seats, status,"
        " origin, position, created_at, updated_at)"
        " VALUES (7, ?, 1, 'race', '{}', 0, '{}', 'ongoing', 'challenge', '', ?, ?)",
        (MATCH_GUILD, STAMP, STAMP),
    )
    conn.execute(
        "INSERT INTO challenges (id, guild_id, channel_id, challenger_id, game_id, options,"
        " status, created_at, expires_at)"
        " VALUES (8, ?, 1, 5, 'race', '{}', 'pending', ?, ?)",
        (CHALLENGE_GUILD, STAMP, STAMP),
    )
    conn.execute(
        "INSERT INTO tournaments (id, guild_id, channel_id, name, game_id, options, format,"
        " round_days, rated, duplicate_deals, seed, status, registration_ends, created_by,"
        " created_at) VALUES (9, ?, 1, 'cup', 'race', '{}', 'swiss', 3, 0, 0, 1, 'running',"
        " ?, 5, ?)",
        (TOURNAMENT_GUILD, STAMP, STAMP),
    )
    conn.execute(
        "INSERT INTO pace_vacations (id, guild_id, user_id, starts_at, ends_at)"
        " VALUES (10, ?, 5, ?, ?)",
        (VACATION_GUILD, STAMP, STAMP),
    )
    timers = [
        ("clock-reminder", "7"),
        ("clock-timeout", "7"),
        ("computer-move", "7"),
        ("board-post", "7:12"),
        ("challenge-expiry", "8"),
        ("round-deadline", "9"),
        ("round-tables", "9"),
        ("vacation-end", "10"),
        ("held-messages", "5"),
        ("digest", "5"),
    ]
    conn.executemany(
        "INSERT INTO pace_timers (kind, key, due_at) VALUES (?, ?, ?)",
        [(kind, key, STAMP) for kind, key in timers],
    )
    migrate(conn, range(12, 13))
    servers = dict(conn.execute("SELECT kind, guild_id FROM pace_timers"))
    assert servers == {
        "clock-reminder": MATCH_GUILD,
        "clock-timeout": MATCH_GUILD,
        "computer-move": MATCH_GUILD,
        "board-post": MATCH_GUILD,
        "challenge-expiry": CHALLENGE_GUILD,
        "round-deadline": TOURNAMENT_GUILD,
        "round-tables": TOURNAMENT_GUILD,
        "vacation-end": VACATION_GUILD,
        "held-messages": None,
        "digest": None,
    }
    assert set(conn.execute("SELECT shard FROM pace_timers")) == {(0,)}
